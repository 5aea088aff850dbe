"""How `prime-minister odds` gives its answers: JSON for `--json` (`plain` makes the
engine's results JSON-ready), or a sentence or two and small tables, written directly when
that is what rich would print (`show`), so most answers never import rich.
"""

from __future__ import annotations

import dataclasses
import sys
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import click

from companion.plain_answer import Part, print_with_rich, written
from house.console import injected_console

if TYPE_CHECKING:
    from rich.table import Table


def plain(value: Any) -> Any:
    """A JSON-ready copy: dataclasses to dicts, Fractions to "a/b", Enums to their value."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    return value


def echo_json(payload: dict[str, Any]) -> None:
    import json  # only for --json: a table needs none

    click.echo(json.dumps(payload, indent=2))


def card_share(count: int, total: int) -> str:
    return f"{count} of {total} cards ({100 * count / total:.1f}%)"


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def show(ctx: click.Context, parts: list[Part]) -> None:
    """Print a sentence or two and small tables: written directly when that gives what rich
    would print (`companion.plain_answer`), so most answers never import rich; else by rich."""
    if (ctx.obj or {}).get("console") is None:
        text = written(parts)
        if text is not None:
            sys.stdout.write(text)
            sys.stdout.flush()
            return
    print_with_rich(injected_console(ctx), parts)


def key_value_table(title: str) -> Table:
    from rich.table import Table

    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    return table
