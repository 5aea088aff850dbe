"""How every command reports a problem: one `Error: ...` line on stderr, exit status 2 for
bad input (an option, an argument, a decks directory) and 1 for a save that cannot be
found, read or written; and the Console a caller may inject (`obj={...}`).

`fail` is the only way a command stops with an error; the top-level group turns click's
own usage errors (an unknown option, a missing argument) into the same single line.
Control characters in a message (an escape sequence in a card name or a file name) are
shown as `\\x1b`, never sent to the terminal.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NoReturn

import click

if TYPE_CHECKING:
    from rich.console import Console

BAD_INPUT = 2
NOT_SAVED = 1  # a save that cannot be found, read or written

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """`text` on one line with every control character written out (`\\x1b`), so what a
    file or a save holds can never move the cursor or recolour the terminal."""
    return _CONTROL.sub(lambda m: " " if m.group() in "\n\r\t" else f"\\x{ord(m.group()):02x}", text)


_LONG_WORD = re.compile(r"\S{257,}")


def shortened(text: str) -> str:
    """`text` with any run of more than 256 characters without a space cut to its first 100
    (a 5,000-digit number typed by mistake is not echoed whole; a long path still is)."""
    return _LONG_WORD.sub(lambda m: f"{m.group()[:100]}... ({len(m.group())} characters)", text)


class OneLineError(click.UsageError):
    """A problem shown as a single `Error: ...` line; exit status 2 (bad input)."""

    exit_code = BAD_INPUT

    def show(self, file: Any = None) -> None:
        click.echo(f"Error: {shortened(printable(self.format_message()))}", err=True)


class NotSavedError(OneLineError):
    """The same line for a save that cannot be found, read or written; exit status 1."""

    exit_code = NOT_SAVED


def _one_line(exc: click.UsageError) -> OneLineError:
    return exc if isinstance(exc, OneLineError) else OneLineError(exc.format_message())


_NEGATIVE = re.compile(r"-\d")  # a negative number, or one mistyped (`-5x`): never an option's name


def negatives_as_arguments(command: click.Command, args: list[str]) -> list[str]:
    """`args` with a negative number typed where the command takes an argument (`odds vote
    -5`, or `-5x` mistyped: the argument's type then names it) read as that argument, not
    as an unknown option: the options first, then `--`, then the arguments in the order
    typed. A number after an option that takes a value is that option's value, and a
    mistyped option (`--jsn`) stays an unknown option."""
    if not any(isinstance(p, click.Argument) for p in command.params):
        return args
    takes_value = {
        name
        for p in command.params
        if isinstance(p, click.Option) and not p.is_flag and not p.count
        for name in (*p.opts, *p.secondary_opts)
    }
    options: list[str] = []
    arguments: list[str] = []
    tokens = iter(args)
    for token in tokens:
        if token == "--":
            arguments.extend(tokens)
        elif token in takes_value:
            options.extend([token, *[value for value in [next(tokens, None)] if value is not None]])
        elif token.startswith("-") and len(token) > 1 and not _NEGATIVE.match(token):
            options.append(token)
        else:
            arguments.append(token)
    if not any(_NEGATIVE.match(token) for token in arguments):
        return args
    return [*options, "--", *arguments]


if TYPE_CHECKING:  # click 8.2 made ParamType generic; 8.1 (still accepted) cannot subscript it
    IntegerType = click.ParamType[int, Any]
else:
    IntegerType = click.ParamType


class WholeNumber(IntegerType):
    """A whole number, positive or negative; anything else is named with what is accepted
    (`what`: "projected Votes (such as 330, or -5 below zero)")."""

    name = "integer"

    def __init__(self, what: str) -> None:
        self.what = what

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return value
        try:
            return int(str(value).strip(), 10)
        except ValueError:
            self.fail(f"{str(value)!r} is not a whole number of {self.what}", param, ctx)


class OneLineCommand(click.Command):
    """A command whose usage errors (a bad option, a missing argument) are one line, and
    whose arguments may be negative numbers."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, negatives_as_arguments(self, args))
        except click.UsageError as exc:
            raise _one_line(exc) from None


class OneLineGroup(click.Group):
    """A group whose usage errors, its subcommands' included, are one line."""

    command_class = OneLineCommand

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            raise _one_line(exc) from None

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:
            raise _one_line(exc) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:  # a subcommand's options, parsed inside the group's invoke
            raise _one_line(exc) from None


def fail(problem: object, status: int = BAD_INPUT) -> NoReturn:
    """Stop the command with `problem` (a message or an exception) as its one error line."""
    raise {BAD_INPUT: OneLineError, NOT_SAVED: NotSavedError}[status](str(problem)) from None


def injected_console(ctx: click.Context, key: str = "console", stderr: bool = False) -> Console:
    """The Console injected by the caller (`obj={key: ...}`), else one on stdout (or stderr).
    rich is imported here, when a command first prints with it (`odds` mostly does not)."""
    from rich.console import Console

    injected = (ctx.obj or {}).get(key)
    return injected if isinstance(injected, Console) else Console(stderr=stderr, highlight=False)
