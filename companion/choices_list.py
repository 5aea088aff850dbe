"""The `?` list of choices, fitted to the screen so the person sees the whole list and the
prompt below it (an action turn offers 15-20 choices, a bill selection up to 38).

The first form that fits the rows above the prompt is printed:

1. a table: each choice and what it would do, wrapped under itself;
2. without the table's frame, each choice and what it would do on a line of its own,
   wrapped under it (a Bill Selection's six bills, a Bill Resolution's choices: nothing cut
   where the numbers are);
3. the table with one line a choice, what it would do cut with an ellipsis (where the
   longest choice leaves that column `TABLE_DETAIL` characters), and a line saying how to
   read it in full (`? WORD`: the choices starting with WORD, with an example
   that lists fewer choices, few enough to be shown in full);
4. each choice and what it would do on one line (`campaign workers 1 · Liberal Workers: +1
   step ...`, cut with an ellipsis), down the fewest columns that fit, and the same line;
5. the choices alone (with a short tag where given: the advisor's chance), in columns, and
   the same line;
6. as 5, as many choices as the rows hold, and how many more there are (where `? WORD` can
   narrow the list: a card typed unseen is not looked up, so its list is shown whole).

The rows counted are the screen's height less the prompt, the room kept below it for the
menu of matches, and the toolbar (`spare_rows`).
"""

from __future__ import annotations

import io
import textwrap
from typing import Callable, Iterable, Sequence

from rich import box
from rich.console import Console, RenderableType
from rich.markup import escape
from rich.table import Table

from companion.completion import starts_with_words, words
from companion.toolbar import below_prompt
from engine import Choice, Reveal


def spare_rows(height: int | None) -> int:
    """The rows not for the list: the prompt's line, the rows kept below it for the menu of
    matches and the toolbar (`companion.toolbar`)."""
    return 1 + below_prompt(height)


GAP = 3  # spaces between two columns of choices
SEPARATOR = " \u00b7 "  # between a choice and what it would do, in columns
DETAIL = 12  # the fewest characters of what a choice would do worth showing in columns
TABLE_DETAIL = 36  # the fewest for the one-line table, whose last column is as narrow as the longest choice leaves


def label(choice: Choice) -> str:
    """What the person types: a card at a table draw is its name."""
    return choice.card if isinstance(choice, Reveal) else str(choice)


def render_choices(
    console: Console,
    choices: Iterable[Choice],
    describe: Callable[[Choice], str],
    title: str,
    note: str = "",
    tag: Callable[[Choice], str] | None = None,
    narrow: bool = True,
) -> None:
    """The list in the first form that fits the screen, and `note` (a line or two) below it;
    `tag(choice)`, a word or two of its description (the advisor's chance), is kept beside
    the choice even where the choices stand alone in columns. `narrow=False` where `? WORD`
    cannot narrow the list (a card typed unseen): no line offering it."""
    shown = list(choices)
    rows = max(console.height - spare_rows(console.height) - height_of(console, note), 4)
    labels = [label(c) for c in shown]
    longest = max(len(text) for text in labels)
    table = _table(shown, describe, title, False, console.width)
    each = lines_each(labels, [describe(c) for c in shown], console.width)
    if height_of(console, table) <= rows:
        console.print(table)
    elif len(each) + 1 <= rows:  # no room for the table's frame: a line each, what it would do whole, wrapped under it
        console.print(escape(title), highlight=False)
        for line in each:
            console.print(line, markup=False, highlight=False)
    elif (
        console.width - longest - 6 >= TABLE_DETAIL
        and height_of(console, _table(shown, describe, title, True, console.width)) + 1 <= rows
    ):
        console.print(_table(shown, describe, title, True, console.width))  # a line each, what it would do cut short
        if narrow:
            _hint(console, shown, describe, rows)
    else:
        console.print(escape(title), highlight=False)
        lines = described_columns(labels, [describe(c) for c in shown], console.width, rows - 2)
        tagged = [f"{text} ({tag(c)})" if tag is not None and tag(c) else text for text, c in zip(labels, shown)]
        # a list `? WORD` cannot narrow is shown whole, taller than the screen if it must be
        for line in lines or columns(tagged, console.width, rows - 2 if narrow else len(tagged)):
            console.print(line, markup=False, highlight=False, no_wrap=True, overflow="ellipsis", crop=True)
        if narrow:
            _hint(console, shown, describe, rows)
    if note:
        console.print(note, markup=False, highlight=False)


def lines_each(labels: Sequence[str], details: Sequence[str], width: int) -> list[str]:
    """Each choice and what it would do (`label · detail`) on a line of its own, a longer
    one wrapped under it after four spaces: nothing cut."""
    out: list[str] = []
    for text, detail in zip(labels, details):
        whole = text if detail in ("", text) else f"{text}{SEPARATOR}{detail}"
        out += textwrap.wrap(whole, width, subsequent_indent="    ", break_on_hyphens=False) or [text]
    return out


def _hint(console: Console, shown: Sequence[Choice], describe: Callable[[Choice], str], rows: int) -> None:
    """How to read in full what a few of the choices would do: `? WORD`, with an example
    that keeps the promise: the fewest of the first choice's words that leave fewer
    choices than are shown, few enough to be listed in full above the prompt (where every
    choice starts `play "Prince Albert" 1`, those words alone would list them all again)."""
    labels = [label(c) for c in shown]
    spelled = words(labels[0]) or ["a"]
    example = spelled
    for count in range(1, len(spelled)):
        typed = spelled[:count]
        matched = [c for c, text in zip(shown, labels) if starts_with_words(words(text), typed)]
        if (
            len(matched) < len(shown)
            and height_of(console, _table(matched, describe, "title", False, console.width)) <= rows
        ):
            example = typed
            break
    console.print(
        f"? WORDS: the few starting WORDS, in full (e.g. ? {' '.join(example)})",
        markup=False,
        highlight=False,
        no_wrap=True,
        overflow="ellipsis",
        crop=True,
    )


def _table(
    choices: Sequence[Choice], describe: Callable[[Choice], str], title: str, one_line: bool, width: int
) -> Table:
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    longest = max((len(label(c)) for c in choices), default=0)
    table.add_column("Choice", style="bold", no_wrap=True)
    # one line a choice: what it would do gets the width the choices leave, cut with an ellipsis
    table.add_column(
        "What it would do",
        no_wrap=one_line,
        overflow="ellipsis",
        max_width=max(width - longest - 6, 10) if one_line else None,
    )
    for choice in choices:
        table.add_row(escape(label(choice)), escape(describe(choice)))
    return table


def height_of(console: Console, shown: RenderableType) -> int:
    """The lines `shown` takes on `console`'s width (none for no text)."""
    if not shown:
        return 0
    written = io.StringIO()
    Console(file=written, width=console.width, highlight=False).print(shown, markup=False)
    return len(written.getvalue().splitlines())


def described_columns(labels: Sequence[str], details: Sequence[str], width: int, rows: int) -> list[str]:
    """Each choice and what it would do (`label · detail`, cut with an ellipsis) down the
    fewest columns that fit in `rows` lines; [] where a column would leave fewer than
    `DETAIL` characters of what they would do."""
    across = -(-len(labels) // rows)
    size = (width + GAP) // across - GAP
    if size < max(len(text) for text in labels) + len(SEPARATOR) + DETAIL:
        return []
    cells = [
        text if detail in ("", text) else _cut(f"{text}{SEPARATOR}{detail}", size)
        for text, detail in zip(labels, details)
    ]
    down = -(-len(cells) // across)
    return ["".join(cell.ljust(size + GAP) for cell in cells[row::down]).rstrip() for row in range(down)]


def _cut(text: str, size: int) -> str:
    return text if len(text) <= size else text[: size - 1] + "\u2026"


def columns(labels: Sequence[str], width: int, rows: int) -> list[str]:
    """`labels` down as many columns as fit `width`, in at most `rows` lines (the last line
    saying how many more there are, where they do not all fit)."""
    size = max(len(text) for text in labels) + GAP
    across = max(1, (width + GAP) // size)
    down = -(-len(labels) // across)
    more = 0
    if down > rows:
        down = max(rows - 1, 1)
        more = len(labels) - down * across
        labels = labels[: down * across]
    lines = []
    for row in range(down):
        cells = labels[row::down]
        lines.append("".join(text.ljust(size) for text in cells[:-1]) + cells[-1] if cells else "")
    if more:
        lines.append(f"... and {more} more")
    return [line.rstrip() for line in lines]
