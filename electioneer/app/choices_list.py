"""The `?` list: what can be typed now, fitted to the screen.

Each choice with what it would do, one a line, where they fit above the prompt; otherwise
the choices alone in columns, as many as fit, and how to narrow them (`? WORDS`: those that
begin so). The session's words follow in one line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from rich.console import Console
from rich.text import Text

from electioneer.app import screen
from electioneer.app.entry import card_matches
from electioneer.app.prompt import matching, skipping
from electioneer.rules import TABLE, Card, Pass, Swap

if TYPE_CHECKING:
    from electioneer.rules import Choice, Decision, PartyView

SPARE_ROWS = 9  # the title, the hint, the words' line, the prompt, the 4 rows kept for Tab's menu, the toolbar


def show_choices(console: Console, decision: "Decision", view: "PartyView", rest: str, words: Sequence[str]) -> None:
    """The choices beginning with `rest` (all of them when empty), fitted to the screen. A
    card named at a table is listed (and narrowed) by its name alone, as it is typed."""
    shown = narrowed(decision, rest)
    if not shown:
        console.print(f"No choice now begins {rest!r}; ? alone lists all {len(decision.choices)}.")
        return
    rows = max(console.height - SPARE_ROWS, 4)
    width = console.width - 1
    count = f"{len(shown)} {'choice' if len(shown) == 1 else 'choices'}"
    console.print(Text(f"{decision.prompt.rstrip(':?. ')} ({count})", style="bold"), no_wrap=True, overflow="ellipsis")
    labels = [label(choice) for choice in shown]
    if len(shown) <= rows + 1:  # one a line, with what each would do (the hint's row is free)
        longest = min(max(len(text) for text in labels), width // 2)
        for text, choice in zip(labels, shown):
            line = f"  {text:<{longest}}  {screen.describe(choice, view, decision.owner)}"
            console.print(screen.fit(line, width), markup=False, highlight=False, no_wrap=True)
    elif all(isinstance(c, (Swap, Pass)) for c in shown) and len(grouped(shown)) + 1 <= rows:
        for line in grouped(shown):
            console.print(screen.fit(line, width), markup=False, highlight=False, no_wrap=True)
        console.print("  (swap PLACE OUT IN: ? swap PLACE says what each would do)", style="dim")
    else:
        first = labels[0].split()[0]
        alike = [text.split(" ", 1)[1] for text in labels if text.split()[0] == first and " " in text]
        others = [text for text in labels if text.split()[0] != first or " " not in text]
        if len(others) <= 2 and len(alike) > len(others) and decision.owner != TABLE:  # `drop ...` on nearly every line
            labels = alike
            console.print(
                f"  {first} ..." + (f" (or {' or '.join(others)})" if others else ""), markup=False, highlight=False
            )
            rows -= 1
        for line in columns(labels, width, rows):
            console.print(line, markup=False, highlight=False, no_wrap=True)
        listed = min(len(labels), _capacity(labels, width, rows))
        more = f"{len(labels) - listed} more; " if listed < len(labels) else ""
        example = " ".join(label(shown[0]).replace('"', "").split()[: 1 if decision.owner == TABLE else 2]).casefold()
        console.print(
            f"  ({more}? {example} lists those beginning so, with what each would do)",
            style="dim",
            no_wrap=True,
            overflow="ellipsis",
        )
    console.print(
        "Words: " + " ".join(words) + " (help WORD says more)", style="dim", no_wrap=True, overflow="ellipsis"
    )


def label(choice: "Choice") -> str:
    """What is typed for a choice: a card named at a table by its name alone."""
    return choice.name if isinstance(choice, Card) else str(choice)


def narrowed(decision: "Decision", rest: str) -> list["Choice"]:
    """The choices `? rest` lists: those whose words (a card's name at a table) begin so."""
    if not rest:
        return list(decision.choices)
    if decision.owner == TABLE:
        names = card_matches([label(c) for c in decision.choices], rest)
        return [c for c in decision.choices if label(c) in names]
    return matching(decision.choices, rest) or skipping(decision.choices, rest)


def grouped(choices: Sequence["Choice"]) -> list[str]:
    """Swaps a line for each issue that can go: `Bath: Taxes out, in: Growth Housing ...`."""
    lines: dict[tuple[str, str], list[str]] = {}
    for choice in choices:
        if isinstance(choice, Swap):
            lines.setdefault((choice.constituency, choice.out), []).append(choice.into)
    out = [
        f"  swap {place}: {issue} out, in: {' '.join(screen.short_issue(i) for i in into)}"
        for (place, issue), into in lines.items()
    ]
    if any(isinstance(choice, Pass) for choice in choices):
        out.append("  pass")
    return out


def _cell(labels: list[str], width: int, rows: int) -> int:
    """The width of a column: the longest label and a gap, or a third of the screen (longer
    labels cut with an ellipsis) where that shows more of a list too long for the rows."""
    whole = min(max(len(text) for text in labels) + 3, width)
    if rows * max(1, width // whole) >= len(labels) or width // 3 >= whole:
        return whole
    return max(width // 3, 20)


def _capacity(labels: list[str], width: int, rows: int) -> int:
    return rows * max(1, width // _cell(labels, width, rows))


def columns(labels: list[str], width: int, rows: int) -> list[str]:
    """The labels down columns, as many as `rows` x the columns that fit `width` hold."""
    cell = _cell(labels, width, rows)
    per_row = max(1, width // cell)
    kept = labels[: _capacity(labels, width, rows)]
    height = -(-len(kept) // per_row)
    out = []
    for row in range(height):
        cells = [
            screen.fit(kept[col * height + row], cell - 3) for col in range(per_row) if col * height + row < len(kept)
        ]
        out.append("  " + "".join(f"{c:<{cell}}" for c in cells).rstrip())
    return out
