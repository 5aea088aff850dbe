"""The end of the game: who won and why, the final scores, the game's history in a line and
the VP by round as a chart. Prints to the `Console` it is given."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from companion import scenario_view
from companion.render import SHORT_ROLE, marks
from engine.words import counted, verb_for

if TYPE_CHECKING:
    from engine import Game


def vp_chart(game: "Game", height: int = 10) -> list[str]:
    """VP at the close of each round and now, as rows of text: a letter per politician, `*` where several meet."""
    state = game.state
    points = [(str(row["round"]), row["vp"]) for row in state.history]
    points.append(("end" if state.over else "now", {s.politician: s.vp for s in state.seats}))
    letters = _letters([s.politician for s in state.seats])
    victory = game.components.board.victory
    step = max(1, -(-victory // height))
    width = 4
    lines = []
    for level in range(height, -1, -1):
        floor = level * step
        cells = []
        for _, vp in points:
            here = [letters[name] for name, value in vp.items() if min(value, victory) // step == level]
            cells.append(("*" if len(here) > 1 else here[0] if here else "\u00b7").center(width))
        lines.append(f"{floor:>4} |" + "".join(cells))
    lines.append("     +" + "-" * (width * len(points)))
    lines.append("      " + "".join(label.center(width) for label, _ in points))
    legend = ", ".join(f"{letter} = {name}" for name, letter in letters.items())
    lines.append(f"VP by round ({legend}; * = several)")
    return lines


def _letters(names: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in names:
        for letter in name.split()[-1].upper() + name.upper().replace(" ", ""):
            if letter.isalpha() and letter not in out.values():
                out[name] = letter
                break
    return out


def render_end(console: Console, game: "Game", human: int | None) -> None:
    state = game.state
    console.rule("Game over", style="bold")
    winners = list(state.winners) or ([state.winner] if state.winner is not None else [])
    reason = state.end_reason[:1].upper() + state.end_reason[1:] if state.end_reason else "The game ended"
    if winners:
        names = " and ".join(state.seats[w].politician for w in winners)
        verdict = "You win!" if human in winners else f"{names} {verb_for(len(winners), 'wins', 'win')}."
        console.print(f"[bold]{escape(verdict)}[/bold] {escape(reason)}.")
    else:
        console.print(f"[bold]{escape(reason)}.[/bold]")
    scores = Table(
        title="Final scores" if scenario_view.vp_tracked(game) else "At the end",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    tracked = scenario_view.vp_tracked(game)  # some scenarios keep no VP: no column, no chart
    for name in ("Politician", "Party", "Mat", "Standing", "Favour", *(["VP"] if tracked else [])):
        scores.add_column(name)
    for seat in sorted(state.seats, key=lambda s: -s.vp):
        scores.add_row(
            seat.politician + (" (you)" if seat.index == human else ""),
            seat.party.title,
            SHORT_ROLE[seat.role],
            *marks(game, seat),
            *([str(seat.vp)] if tracked else []),
        )
    console.print(scores)
    console.print(history_summary(game))
    if tracked:
        console.print(Text("\n".join(vp_chart(game))))


def history_summary(game: "Game") -> str:
    history = game.state.history
    rounds = game.state.round
    governments = [row["government"] for row in history] + [game.state.government.value]
    changes = sum(1 for a, b in zip(governments, governments[1:]) if a != b)
    pact_end = next((row["round"] for row in history if not row["pact"]), None)
    pms: list[str] = []
    for row in history:
        if not pms or pms[-1] != row["pm"]:
            pms.append(row["pm"])
    if not pms or pms[-1] != game.state.pm.politician:
        pms.append(game.state.pm.politician)
    if not game.state.pact_in_game:
        pact = ""  # a game without a Pact: nothing to say of it
    elif pact_end:
        pact = f"the Pact had ended by the close of round {pact_end}; "
    else:
        pact = "the Pact held throughout; "
    return (
        f"{counted(rounds, 'round')}, {counted(len(game.log), 'choice')}; {counted(changes, 'change')} of Government; {pact}"
        f"Prime Ministers in turn: {' -> '.join(pms)}."
    )
