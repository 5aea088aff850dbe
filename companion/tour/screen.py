"""A step of the tour on the screen: a rule with the round, the phase and the step's number;
what happens and why, each with its rule; what moved on the board, each number that went up
in green and each that went down in red (plain text with `--print`, where a console without
colour is given). Everything fits 80 columns: long lines wrap under their own words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from companion import render
from companion.tour.changes import Change, changes, grouped
from companion.tour.notes import note_for
from companion.tour.steps import END, ROUND, START, Step
from companion.tour.naming import who
from engine import DecisionKind
from companion.tour.telling import tell

if TYPE_CHECKING:
    from rich.console import Console

LABEL = 16  # the column of a group's name in the list of what moved


def title(step: Step, index: int, total: int) -> str:
    """`Round 3 · Actions · step 40 of 285`."""
    if step.kind == START:
        where = "Round 1 · the table at the start"
    elif step.kind == ROUND:
        where = f"Round {step.round} begins"
    elif step.kind == END:
        where = f"Round {step.round} · the end of the game"
    else:
        where = f"Round {step.round} · {render.PHASES.get(step.before.state.phase, step.records[0].phase)}"
    return f"{where} · step {index + 1} of {total}"


def _change_text(found: list[Change]) -> Text:
    text = Text()
    for number, change in enumerate(found):
        if number:
            text.append(", ")
        text.append(change.what, style="bold")
        text.append(" ")
        if change.start:
            text.append(f"{change.start}\u2192")
        style = "bold" if change.up is None else "bold green" if change.up else "bold red"
        text.append(change.end, style=style)
    return text


def moved_table(step: Step) -> Table | None:
    """What moved on the board, a line a group, or None when nothing did."""
    groups = grouped(changes(step))
    if not groups:
        return None
    table = Table.grid(padding=(0, 1))
    table.add_column(width=LABEL, no_wrap=True, style="dim")
    table.add_column()
    for label, found in groups:
        table.add_row(label, _change_text(found))
    return table


def show_step(console: "Console", steps: list[Step], index: int) -> None:
    """The step: its title, what happens, why, and what moved on the board."""
    step = steps[index]
    console.print()
    console.rule(title(step, index, len(steps)), style="cyan", align="left")
    console.print(Text(" ".join(tell(step))))
    why = note_for(step)
    if why:
        console.print(Padding(Text.assemble(("Why: ", "bold"), why), (0, 0, 0, 2)))
    moved = moved_table(step)
    if moved is not None:
        console.print(Text("On the board:", style="bold"))
        console.print(Padding(moved, (0, 0, 0, 2)))


def next_words(steps: list[Step], index: int) -> str:
    """What the next step holds, told before it is shown: a decision invites the learner's move."""
    if index + 1 >= len(steps):
        return "The tour is over: back, round N or board look again; quit leaves."
    step = steps[index + 1]
    decision = step.decision
    if decision is not None:
        game = step.before
        seat = game.state.seats[decision.owner]
        prompt = decision.prompt.removeprefix(f"{seat.politician}: ").rstrip(".?")
        asked = f"to act ({prompt})." if decision.kind == DecisionKind.ACTION else f"{prompt}?"
        return f"Next: {who(game, decision.owner)[:-1]}: {asked} Your move, or Enter for the book's."
    if step.kind == ROUND:
        return f"Next: Round {step.round} begins (Enter)."
    if step.kind == END:
        return "Next: the end of the game (Enter)."
    return "Next: the table turns over a card (Enter)."


def who_decides(steps: list[Step], index: int) -> str:
    """The politician who makes the next step's decision (`Derby`)."""
    step = steps[index + 1]
    decision = step.decision
    return who(step.before, decision.owner)[:-1] if decision is not None else "nobody"
