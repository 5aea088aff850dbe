"""A short answer (lines of words, then two-column tables) written without importing rich,
byte for byte as rich writes it, for `prime-minister odds`.

Importing rich costs an `odds` answer about a fifth of its start-up. Most answers are a
sentence and a small table of names and values, which rich lays out as plain boxes: a
title in italics, the names in bold, the columns as wide as their longest cell. `written`
builds that text the way rich does (tests/test_plain_answer.py compares it with rich's
output in and out of a terminal, at every width); whenever rich would decide something
more (the text does not fit the width, so rich would wrap it; a character that is not
plain ASCII, markup or an emoji code; an environment variable that changes rich's
choices; Windows; an output that is not UTF-8), `written` returns None and the caller
prints with rich itself.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Union

from dataclasses import dataclass

# what rich reads from the environment besides TERM, COLUMNS and LINES: any of them set, rich decides
RICH_SETTINGS = ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "NO_COLOR", "JUPYTER_COLUMNS", "JUPYTER_LINES")
_PLAIN = re.compile(r"[ -~]*")  # printable ASCII: one column a character
_RICH_SYNTAX = re.compile(r"\[|:\S*:")  # markup opens with '['; an emoji code is ':name:'
_BOLD, _ITALIC, _RESET = "\x1b[1m", "\x1b[3m", "\x1b[0m"


@dataclass(frozen=True)
class NamedValues:
    """A table of a name and a value a row, under a title (rich: no header, the names bold)."""

    title: str
    rows: tuple[tuple[str, str], ...]


Part = Union[str, NamedValues]


def output_shape() -> tuple[int, bool] | None:
    """(width, styled) of standard output as rich's Console finds them, or None where rich's
    choice depends on more than the width and whether it is a terminal."""
    if sys.platform == "win32" or any(name in os.environ for name in RICH_SETTINGS):
        return None
    out = sys.stdout
    if out is None or not (getattr(out, "encoding", None) or "utf-8").lower().startswith("utf"):
        return None  # rich would draw the boxes in ASCII
    try:
        terminal = bool(out.isatty())
    except ValueError:  # a closed file, as rich counts it
        terminal = False
    if terminal and os.environ.get("TERM", "").lower() in ("dumb", "unknown"):
        return None
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        width = int(columns)
    else:
        width = 0
        for descriptor in (0, 1, 2):  # rich asks stdin, stdout and stderr in turn
            try:
                width = os.get_terminal_size(descriptor).columns
            except (AttributeError, ValueError, OSError):
                continue
            break
        width = width or 80
    return (width, terminal) if width > 0 else None


def _plain(text: str) -> bool:
    return _PLAIN.fullmatch(text) is not None and _RICH_SYNTAX.search(text) is None


def _table(table: NamedValues, width: int, styled: bool) -> list[str] | None:
    if not table.rows or not all(_plain(cell) for row in table.rows for cell in row) or not _plain(table.title):
        return None
    names = max(len(name) for name, _ in table.rows) + 2
    values = max(len(value) for _, value in table.rows) + 2
    total = names + values + 3
    if total > width or len(table.title) > total:
        return None  # rich would shrink the columns or wrap the title
    bold, italic, reset = (_BOLD, _ITALIC, _RESET) if styled else ("", "", "")
    lines = [f"{italic}{table.title.ljust(total)}{reset}", f"┌{'─' * names}┬{'─' * values}┐"]
    for name, value in table.rows:
        lines.append(f"│{bold} {reset}{bold}{name.ljust(names - 2)}{reset}{bold} {reset}│ {value.ljust(values - 2)} │")
    lines.append(f"└{'─' * names}┴{'─' * values}┘")
    return lines


def written(parts: list[Part], shape: tuple[int, bool] | None = None) -> str | None:
    """The text rich would write for `parts` on standard output (or an output of `shape`),
    or None where this cannot say it without rich."""
    shape = shape or output_shape()
    if shape is None:
        return None
    width, styled = shape
    lines: list[str] = []
    for part in parts:
        if isinstance(part, NamedValues):
            drawn = _table(part, width, styled)
            if drawn is None:
                return None
            lines += drawn
        elif _plain(part) and len(part) <= width:
            lines.append(part)
        else:
            return None
    return "".join(line + "\n" for line in lines)


def print_with_rich(console, parts: list[Part]) -> None:  # type: ignore[no-untyped-def]
    """The same parts printed by a rich Console (any width, any terminal)."""
    from rich.table import Table

    for part in parts:
        if isinstance(part, NamedValues):
            table = Table(title=part.title, show_header=False, title_justify="left")
            table.add_column(style="bold")
            table.add_column()
            for name, value in part.rows:
                table.add_row(name, value)
            console.print(table)
        else:
            console.print(part)
