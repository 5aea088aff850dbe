"""What the one-shot commands (`odds`, `simulate`) share: bad input as one `Error: ...`
line on stderr with exit status 2, and the Console a caller may inject (`obj={...}`)."""

from __future__ import annotations

from typing import Any, NoReturn

import click
from rich.console import Console


class OneLineError(click.UsageError):
    """A usage error shown as a single `Error: ...` line (exit status 2)."""

    def show(self, file: Any = None) -> None:
        click.echo(f"Error: {self.format_message()}", err=True)


class OneLineCommand(click.Command):
    """A command whose usage errors (a bad option, a missing argument) are one line."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            raise OneLineError(exc.format_message()) from None


class OneLineGroup(click.Group):
    """A group whose usage errors (an unknown subcommand included) are one line."""

    command_class = OneLineCommand

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:
            raise OneLineError(exc.format_message()) from None


def fail(problem: object) -> NoReturn:
    """Stop the command with `problem` (a message or an exception) as its one error line."""
    raise OneLineError(str(problem)) from None


def injected_console(ctx: click.Context, key: str = "console", stderr: bool = False) -> Console:
    """The Console injected by the caller (`obj={key: ...}`), else one on stdout (or stderr)."""
    injected = (ctx.obj or {}).get(key)
    return injected if isinstance(injected, Console) else Console(stderr=stderr, highlight=False)
