"""The `presidency` command group. Each subcommand lives in a module of its own, imported
only when it runs; `--help` lists them from `SUMMARIES` without importing any."""

from __future__ import annotations

import importlib

import click

from house.console import OneLineGroup

# command name -> "module:attribute"
SUBCOMMANDS = {
    "odds": "presidency.app.odds_cmd:odds",
    "treasury": "presidency.app.treasury_cmd:treasury",
    "election": "presidency.app.election_cmd:election",
    "assist": "presidency.app.assist_cmd:assist",
}

SUMMARIES = {
    "odds": "Exact odds of the document's die rolls: Tax Outrage, Economic Crisis, speech, whip.",
    "treasury": "The Treasury's three steps in order: revenue, interest, Economic Crisis check.",
    "election": "An Election worked out from a YAML file of states, votes and statesmen.",
    "assist": "Table-side helper: keep a game's numbers and walk through a turn's procedures.",
}


class LazyGroup(OneLineGroup):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(SUBCOMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        target = SUBCOMMANDS.get(name)
        if target is None:
            return None
        module_name, attribute = target.split(":")
        command = getattr(importlib.import_module(module_name), attribute)
        assert isinstance(command, click.Command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        limit = formatter.width - 6 - max(len(name) for name in SUBCOMMANDS)
        with formatter.section("Commands"):
            formatter.write_dl([(name, click.Command(name, help=SUMMARIES[name]).get_short_help_str(limit))
                                for name in SUBCOMMANDS])


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="prime-minister-companion", prog_name="presidency",
                      message="%(prog)s %(version)s (the early-US presidency table helper)")
def main() -> None:
    """A table-side helper for the early-US presidency game: the numbers a table keeps, each
    procedure of the rules, and exact odds for every die roll they use."""
