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
from electioneer.app.prompt import matching, skipping

if TYPE_CHECKING:
    from electioneer.rules import Decision, PartyView

SPARE_ROWS = 9  # the title, the hint, the words' line, the prompt, the 4 rows kept for Tab's menu, the toolbar


def show_choices(console: Console, decision: "Decision", view: "PartyView", rest: str, words: Sequence[str]) -> None:
    """The choices beginning with `rest` (all of them when empty), fitted to the screen."""
    shown = (matching(decision.choices, rest) or skipping(decision.choices, rest)) if rest else list(decision.choices)
    if not shown:
        console.print(f"No choice now begins {rest!r}; ? alone lists all {len(decision.choices)}.")
        return
    rows = max(console.height - SPARE_ROWS, 4)
    width = console.width - 1
    console.print(Text(f"{decision.prompt}: {len(shown)} {'choice' if len(shown) == 1 else 'choices'}", style="bold"),
                  no_wrap=True, overflow="ellipsis")
    labels = [str(choice) for choice in shown]
    if len(shown) <= rows + 1:  # one a line, with what each would do (the hint's row is free)
        longest = min(max(len(label) for label in labels), width // 2)
        for label, choice in zip(labels, shown):
            line = f"  {label:<{longest}}  {screen.describe(choice, view)}"
            console.print(screen.fit(line, width), markup=False, highlight=False, no_wrap=True)
    else:
        first = labels[0].split()[0]
        if all(label.split()[0] == first and " " in label for label in labels):  # `swap ...` on every line: said once
            labels = [label.split(" ", 1)[1] for label in labels]
            console.print(f"  {first} ...", markup=False, highlight=False)
            rows -= 1
        for line in columns(labels, width, rows):
            console.print(line, markup=False, highlight=False, no_wrap=True)
        listed = min(len(labels), _capacity(labels, width, rows))
        more = f"{len(labels) - listed} more; " if listed < len(labels) else ""
        example = " ".join(str(shown[0]).replace('"', "").split()[:2]).casefold()
        console.print(f"  ({more}? {example} lists those beginning so, with what each would do)", style="dim",
                      no_wrap=True, overflow="ellipsis")
    console.print("Words: " + " ".join(words) + " (help WORD says more)", style="dim", no_wrap=True, overflow="ellipsis")


def _capacity(labels: list[str], width: int, rows: int) -> int:
    cell = min(max(len(label) for label in labels) + 3, width)
    return rows * max(1, width // cell)


def columns(labels: list[str], width: int, rows: int) -> list[str]:
    """The labels down columns, as many as `rows` x the columns that fit `width` hold."""
    cell = min(max(len(label) for label in labels) + 3, width)
    per_row = max(1, width // cell)
    kept = labels[:_capacity(labels, width, rows)]
    height = -(-len(kept) // per_row)
    out = []
    for row in range(height):
        cells = [screen.fit(kept[col * height + row], cell - 3) for col in range(per_row) if col * height + row < len(kept)]
        out.append("  " + "".join(f"{c:<{cell}}" for c in cells).rstrip())
    return out
