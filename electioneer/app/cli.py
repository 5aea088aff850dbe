"""The `electioneer` command. Each subcommand lives in its own module and is imported only
when it runs (`house.command_group`), so `electioneer seats FILE` never pays for
prompt_toolkit and `electioneer --help` lists them from `SUMMARIES` without importing any.
`seats` and `cards` are the quick answers of `electioneer.commands_quick`."""

from __future__ import annotations

import click

from house.command_group import LazyGroup as CommandGroup
from house.startup import started

# command name -> "module:attribute"
SUBCOMMANDS = {
    "play": "electioneer.app.play:play",
    "resume": "electioneer.app.resume:resume",
    "assist": "electioneer.app.assist:assist",
    "seats": "electioneer.commands_quick:seats",
    "cards": "electioneer.commands_quick:cards",
}

# command name -> the first paragraph of its help, as `--help` lists it (tests/electioneer/
# test_app_cli.py checks each against the command's own docstring)
SUMMARIES = {
    "play": "Play a general election against automated parties.",
    "resume": "Continue a saved game (played or tallied): NAME, or the latest autosave.",
    "assist": "Table-side tally for a game on the real cards: type what the table reveals; see each "
    "week's winner, every constituency's standing, the books and the result.",
    "seats": "Each constituency's winner, the seats and the government for the manifestos in FILE.",
    "cards": "Check a folder of cards (your own transcription) and look cards up.",
}

# the commands that start a session: the session ends start-up (house.startup.started)
SESSIONS = ("play", "resume", "assist")

HOME_ENV = "ELECTIONEER_HOME"  # where saves go (else the user's data folder: electioneer/)
DECKS_ENV = "ELECTIONEER_DECKS"


class LazyGroup(CommandGroup):
    subcommands = SUBCOMMANDS
    summaries = SUMMARIES


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(
    package_name="prime-minister-companion",
    prog_name="electioneer",
    message="%(prog)s %(version)s (the Electioneer UK companion)",
)
@click.option(
    "--decks",
    type=click.Path(file_okay=False),
    envvar=DECKS_ENV,
    default=None,
    help="A folder with your own transcription of the cards (default: the bundled cards).",
)
@click.pass_context
def main(ctx: click.Context, decks: str | None) -> None:
    """Electioneer UK: a seven-week general election for 2 to 5 parties.

    Play against automated parties, keep the tally of a game on the real cards, or ask who
    takes each seat. In a game, ? lists what can be typed, Tab completes and help lists
    the session's words."""
    ctx.ensure_object(dict)
    ctx.obj["decks"] = decks
    if ctx.invoked_subcommand not in SESSIONS:
        started()  # the subcommand is loaded: start-up is over
