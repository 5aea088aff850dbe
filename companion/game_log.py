"""The game log as a person may read it (`log`, `why N`): each move with its effects and
reason, a card hidden from that person named as such. Pure functions of the game that print
to the `Console` they are given."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from rich.console import Console
from rich.padding import Padding
from rich.text import Text

from companion import scenario_view
from engine import TABLE, DecisionKind, Propose, Reveal, deck_title, reason_known, record_known
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, LogRecord

NOBODY = -2  # the viewer of a screen shared by a whole table: no seat, so no hand is shown


def may_see(game: "Game", record: "LogRecord", human: int | None) -> bool:
    """May the person see the card this record names (and the reason given for it)? Their
    own choices and draws, public draws, and a card the rules have shown since, in the same
    stay (`engine.views.record_known`); at the table's shared screen (NOBODY) only the last."""
    return record_known(game, record.ply, human)


def may_read_reason(game: "Game", record: "LogRecord", human: int | None) -> bool:
    """May the person read the reason given for this record? As `may_see`, and never a
    reason that names a card that was hidden when it was given (`engine.views.reason_known`)."""
    return reason_known(game, record.ply, human)


class FaceDown(str):
    """The words the table's screen puts in a card's place while the card is not named yet
    ("a Liberal bill drawn face down"): known for what they are by their type, not by reading them."""


def face_down(what: str) -> FaceDown:
    """`what` (a card, a bill of a deck) worded as drawn face down."""
    return FaceDown(f"{what} drawn face down")


def record_text(game: "Game", record: "LogRecord", human: int | None) -> str:
    """One log entry's choice as the person may see it."""
    visible = may_see(game, record, human)
    hidden = "a hidden card" if human == NOBODY else "a card you cannot see"
    if record.owner == TABLE and isinstance(record.choice, Reveal):
        what = deck_title(record.kind.replace("draw ", "")) if record.kind.startswith("draw ") else record.kind
        card = (
            f"Uncertainty card {record.choice.card}" if record.kind == DecisionKind.UNCERTAINTY else record.choice.card
        )
        dealt = "drawn" if human == NOBODY else "dealt"  # at a table the cards are drawn by hand
        return f"{dealt} ({what}): {card}" if visible else f"{dealt} ({what}): {hidden}"
    if visible:
        return str(record.choice)
    if isinstance(record.choice, Propose):  # its back shows its deck (5.1), where the name is a bill's
        try:
            return f"propose ({hidden}: a {game.components.bill(record.choice.bill).deck.title} bill)"
        except KeyError:  # a face-down card the table has not named, shown by its deck (table_screen)
            if isinstance(record.choice.bill, FaceDown):
                return f"propose ({record.choice.bill})"
    return f"{str(record.choice).split()[0]} ({hidden})"


def render_log(
    console: Console, game: "Game", human: int | None, last: int | None = None, rows: int | None = None
) -> None:
    """The game so far: each move on a line of its own (`#12 R1 who: choice`, the number
    `why 12` takes), its effects and reason indented below it, readable at 80 columns.
    `log N` where that is taller than the `rows` the screen has room for: one line a move
    (its effects after it, cut at the screen's edge), as many of the last N as fit, and a
    line saying how to read the rest."""
    records = game.log[-last:] if last else game.log
    title = f"[bold]Game log[/bold] ({counted(len(game.log), 'choice')}" + (
        f", the last {len(records)})" if last else ")"
    )
    names = {s.index: s.politician for s in game.state.seats}

    def head(record: "LogRecord") -> str:
        owner = "Table" if record.owner == TABLE else names[record.owner] + (" (you)" if record.owner == human else "")
        return f"#{record.ply + 1} R{record.round} {owner}: {record_text(game, record, human)}"

    def whole(screen: Console) -> None:
        screen.print(title)
        for record in records:
            screen.print(Text(head(record)))
            for effect in record.happened:
                screen.print(Padding(Text(f"-> {scenario_view.effect_text(game, effect)}"), (0, 0, 0, 4)))
            if record.reason and record.owner != human and may_read_reason(game, record, human):
                screen.print(Padding(Text(f"why: {record.reason}", style="dim"), (0, 0, 0, 4)))

    written = io.StringIO()
    whole(Console(file=written, width=console.width, highlight=False))
    if not last or rows is None or len(written.getvalue().splitlines()) <= rows:
        whole(console)
        return
    shown = records[-max(rows - 2, 1) :]  # the title and the closing line
    console.print(
        title
        if len(shown) == len(records)
        else f"[bold]Game log[/bold] ({counted(len(game.log), 'choice')}, the last {len(shown)}: the screen's room)"
    )
    for record in shown:
        effects = "; ".join(scenario_view.effect_text(game, effect) for effect in record.happened)
        console.print(
            head(record) + (f" - {effects}" if effects else ""),
            markup=False,
            highlight=False,
            no_wrap=True,
            overflow="ellipsis",
            crop=True,
        )
    console.print("  why N: move #N with its reason and effects in full; log: the whole game", style="dim")
