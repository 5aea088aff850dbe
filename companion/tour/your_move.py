""" "Your move": the learner answers a decision of the book's player first, then sees the
book's choice and the advisor's view of both (clockwork/advisor.py, at its `standard`
effort: about 2 s of play-outs), and the tour goes on with the book's line.

The advisor weighs exactly the two moves (or the one, when the learner chose as the book
did), from the deciding seat's view of the game: the cards that seat could not see are
guessed afresh in each play-out, as at the `advise` prompt of `play`.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rich.markup import escape
from rich.table import Table
from rich.text import Text

from clockwork.advisor import Advice, Estimate
from companion import advise as advisor_screen
from companion.tour.naming import name

if TYPE_CHECKING:
    from rich.console import Console

    from companion.tour.steps import Step
    from engine import Choice

SETTING = "standard"  # clockwork.advisor.SETTINGS: about 2 s of CPU


def weigh(console: "Console", step: "Step", mine: "Choice") -> Advice:
    """The advisor on the learner's move and the book's, from the deciding seat's view."""
    decision = step.decision
    book = step.book_choice
    assert decision is not None and book is not None
    both = (mine,) if mine == book else (mine, book)
    return advisor_screen.run(
        console, step.before, decision.owner, dataclasses.replace(decision, choices=both), setting=SETTING
    )


def _row(label: str, estimate: Estimate | None) -> tuple[str, str, str, str]:
    if estimate is None:
        return label, "", "", ""
    low, high = estimate.interval()
    return (
        f"{label} {escape(str(estimate.choice))}",
        f"{estimate.chance:.0%} ({low:.0%}-{high:.0%})",
        f"{estimate.margin:+.1f}",
        str(estimate.runs),
    )


def show(console: "Console", step: "Step", mine: "Choice", advice: Advice) -> None:
    """The learner's move, the book's, and the advisor's view of both."""
    decision = step.decision
    book = step.book_choice
    assert decision is not None and book is not None
    player = name(step.before, decision.owner)
    console.print(Text.assemble(("Your move: ", "bold"), (str(mine), "bold yellow")))
    same = mine == book
    console.print(
        Text.assemble(
            (f"The book's {player}: ", "bold"), (str(book), "bold cyan"), " (the same as yours)" if same else ""
        )
    )
    by_choice = {e.choice: e for e in advice.estimates}
    console.print(
        Text(
            f"The advisor, from {player}'s view ({advice.seconds:.1f} s of play-outs to {advice.horizon}):",
            style="bold",
        )
    )
    table = Table(box=None, pad_edge=False, show_edge=False)
    table.add_column("Move", no_wrap=True, max_width=40, overflow="ellipsis")
    table.add_column("Wins", justify="right")
    table.add_column("VP margin", justify="right")
    table.add_column("Runs", justify="right")
    if not same:
        table.add_row(*_row("yours:", by_choice.get(mine)))
    table.add_row(*_row("book's:", by_choice.get(book)))
    console.print(table)
    console.print(verdict(advice, mine, book))


def verdict(advice: Advice, mine: "Choice", book: "Choice") -> str:
    """One line: which move the advisor rates higher, and whether its play-outs can tell."""
    by_choice = {e.choice: e for e in advice.estimates}
    if mine == book or mine not in by_choice or book not in by_choice:
        return "The book's line goes on from here."
    yours, theirs = by_choice[mine], by_choice[book]
    (low_yours, high_yours), (low_book, high_book) = yours.interval(), theirs.interval()
    if low_yours > high_book:
        judged = "it rates your move clearly higher"
    elif low_book > high_yours:
        judged = "it rates the book's move clearly higher"
    else:
        better = "yours" if (yours.chance, yours.margin) > (theirs.chance, theirs.margin) else "the book's"
        judged = f"it leans to {better}, but the intervals overlap: too close to tell at this effort"
    return f"Wins: the share of play-outs the seat won, with a 95% interval; {judged}. The book's line goes on."
