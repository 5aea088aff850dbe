"""`undo [N]`: take back the last choices typed.

In `play` the person's own choices, and whatever the automated parties and the dealer did
after them, but never across a card the person has seen since (a policy drawn into their
hand, a week's reveal, a constituency's issues turned over): what has been seen cannot be
unseen (the engine's `undo_point`). At a real table the cards are real and every line typed
is the table's record: `undo` takes back the last line typed (a mistyped card included) so
it can be typed again as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from electioneer.rules import TABLE, Game, IllegalChoice

if TYPE_CHECKING:
    from electioneer.app.session import Session


def how_many(session: "Session", rest: str) -> int | None:
    if not rest:
        return 1
    if not rest.isdigit() or len(rest) > 3 or int(rest) < 1:
        session.error(f"undo takes how many choices to take back, not {rest[:20]!r} (for example undo 2)")
        return None
    return int(rest)


def undo(session: "Session", rest: str) -> None:
    count = how_many(session, rest)
    if count is None:
        return
    if session.at_table:
        undo_lines(session, count)
    else:
        undo_choices(session, count)


def undo_choices(session: "Session", count: int) -> None:
    game, human = session.game, session.human
    taken: list[str] = []
    for _ in range(count):
        point = game.undo_point(human)
        if point is None:
            session.error(refusal(game, human, taken))
            break
        taken.append(str(game.log[point].choice))
        try:
            game = game.undo(human)
        except IllegalChoice as exc:
            session.error(f"cannot undo: {exc}")
            break
    if not taken:
        return
    session.replace_game(game)
    session.console.print("Undone: " + ", ".join(f"[bold]{escape(t)}[/bold]" for t in taken))
    session.play_others()


def refusal(game: Game, human: str | None, taken: list[str]) -> str:
    """Why the person's last choice cannot be taken back: what they have seen since."""
    mine = [r for r in game.log if r.owner == human]
    if not mine:
        return "nothing to undo: you have not made a choice yet" if not taken else "nothing more to undo"
    last = mine[-1]
    seen = next((r for r in game.log[last.index + 1 :] if human in r.seen_by), None)
    if seen is None:
        return "nothing more to undo"
    what = seen.happened[0] if seen.happened else "a card drawn into your hand"
    what = what if len(what) <= 60 else what[:57] + "..."
    return (
        f"cannot undo {last.choice}: a card has been revealed to you since ({what}); "
        "a choice can be taken back only until then"
    )


def undo_lines(session: "Session", count: int) -> None:
    game = session.game
    if not game.log:
        session.error("nothing to undo: nothing has been typed yet")
        return
    count = min(count, len(game.log))
    kept = game.log[:-count]
    gone = game.log[-count:]
    session.replace_game(
        Game.replay(game.cards, game.setup, [r.choice for r in kept if r.choice is not None], [r.reason for r in kept])
    )
    for record in gone:
        who = record.subject or "the table" if record.owner == TABLE else record.owner
        session.console.print(f"Undone: {escape(who)}: [bold]{escape(str(record.choice))}[/bold]")
    session.autosave()
