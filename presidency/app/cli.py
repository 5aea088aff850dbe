"""The `presidency` command. Each subcommand lives in a module of its own, imported only when
it runs (`house.command_group`), so an answer never pays for prompt_toolkit, and `--help`
lists them from `SUMMARIES` without importing any."""

from __future__ import annotations

import click

from house.command_group import LazyGroup as CommandGroup
from house.startup import started

# command name -> "module:attribute"
SUBCOMMANDS = {
    "odds": "presidency.app.odds_cmd:odds",
    "treasury": "presidency.app.treasury_cmd:treasury",
    "election": "presidency.app.election_cmd:election",
    "assist": "presidency.app.assist_cmd:assist",
}

# command name -> the first paragraph of its help (tests/presidency/test_cli_answers.py checks
# each against the command's own docstring)
SUMMARIES = {
    "odds": "Exact odds of the document's die rolls: Tax Outrage, Economic Crisis, speech, whip.",
    "treasury": "The Treasury's three steps in order: revenue, interest, Economic Crisis check.",
    "election": "An Election worked out from a YAML file of states, votes and statesmen.",
    "assist": "Table-side helper: keep a game's numbers and walk through a turn's procedures.",
}

SESSIONS = ("assist",)  # the session ends start-up itself (house.startup.started)


class LazyGroup(CommandGroup):
    subcommands = SUBCOMMANDS
    summaries = SUMMARIES


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(
    package_name="prime-minister-companion",
    prog_name="presidency",
    message="%(prog)s %(version)s (the early-US presidency table helper)",
)
@click.pass_context
def main(ctx: click.Context) -> None:
    """A table-side helper for the early-US presidency game: the numbers a table keeps, each
    procedure of the rules, and exact odds for every die roll they use."""
    if ctx.invoked_subcommand not in SESSIONS:
        started()  # the subcommand is loaded: start-up is over
