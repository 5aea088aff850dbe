"""An app's command group whose subcommands load only when they run.

Each app lists its subcommands as `"module:attribute"` and the first paragraph of each one's
help: `--help` lists them from those summaries without importing a subcommand, and a
command that answers at once never pays for what another command needs (prompt_toolkit, a
rules engine). A subcommand whose module is missing is a broken install and is let show,
never quietly left out of `--help`. Usage errors are one line (`house.console.OneLineGroup`).

    class Commands(LazyGroup):
        subcommands = {"play": "mygame.play_cmd:play"}
        summaries = {"play": "Play a game."}
"""

from __future__ import annotations

import importlib
from typing import ClassVar

import click

from house.console import OneLineGroup


class LazyGroup(OneLineGroup):
    """A command group over `subcommands` (name -> "module:attribute"), listed by `--help`
    from `summaries` (name -> the first paragraph of its help); `extras` (group name ->
    "module:attribute" of further subcommands) adds commands kept in modules of their own to
    a subcommand that is itself a group."""

    subcommands: ClassVar[dict[str, str]] = {}
    summaries: ClassVar[dict[str, str]] = {}
    extras: ClassVar[dict[str, tuple[str, ...]]] = {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(self.subcommands)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return self._load(name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands and their summaries, shortened as click shortens a command's help."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(name) for name in names)
        with formatter.section("Commands"):
            formatter.write_dl(
                [
                    (name, click.Command(name, help=self.summaries.get(name, "")).get_short_help_str(limit))
                    for name in names
                ]
            )

    @classmethod
    def _load(cls, name: str) -> click.Command | None:
        target = cls.subcommands.get(name)
        if target is None:
            return None
        command = _attribute(target)  # a missing module is a broken install: let it show
        assert isinstance(command, click.Command)
        if isinstance(command, click.Group):
            for extra in cls.extras.get(name, ()):
                sub = _attribute(extra)
                if sub.name not in command.commands:
                    command.add_command(sub)
        return command


def _attribute(target: str) -> click.Command:
    module_name, attribute = target.split(":")
    found = getattr(importlib.import_module(module_name), attribute)
    assert isinstance(found, click.Command)
    return found
