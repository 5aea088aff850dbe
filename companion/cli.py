"""The `prime-minister` command. Subcommands live in their own modules and are imported
only when they run (`house.command_group`), so `prime-minister odds` never pays for
prompt_toolkit, and `prime-minister --help` lists them from `SUMMARIES` without importing any."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from house.command_group import LazyGroup as CommandGroup
from house.console import fail
from companion.start import started

if TYPE_CHECKING:
    from clockwork.data import ClockworkData
    from engine import Components

# command name -> "module:attribute"
SUBCOMMANDS = {
    "odds": "companion.odds_cmd:odds",
    "simulate": "companion.simulate_cmd:simulate",
    "play": "companion.play_cmd:play",
    "resume": "companion.play_cmd:resume",
    "assist": "companion.assist_cmd:assist",
    "cards": "companion.cards_cmd:cards",
    "learn": "companion.tour.tour_cmd:learn",
    "review": "companion.review_cmd:review",
}

# command name -> the first paragraph of its help, as `--help` lists it (tests/test_cli_imports.py
# checks each against the command's own docstring)
SUMMARIES = {
    "odds": "Exact odds of Votes, Elections and By-Elections.",
    "simulate": "Play many automated games and summarise who wins and how the games went.",
    "play": "Play a game against Clockwork politicians (standard 2-player game by default).",
    "resume": "Continue a saved game (played or assisted): NAME, or the latest autosave.",
    "assist": "Table-side helper: mirror a game on the physical board, type in the cards drawn, "
    "run Clockwork seats, and see the odds of every Vote and Election.",
    "cards": "Check a decks directory (your own transcription) and look cards up.",
    "learn": "Learn the game: the rulebook's 13-round Example of Play as a guided tour on the board.",
    "review": "Look back on a game: mark each decision where another choice had a better chance.",
}

# the commands that start a game session: their session ends start-up (companion.start.started)
SESSIONS = ("play", "resume", "assist")

# command group -> its further subcommands kept in modules of their own ("module:attribute")
SUBCOMMAND_EXTRAS: dict[str, tuple[str, ...]] = {
    "cards": ("companion.transcribe_cmd:transcribe",),
}


class LazyGroup(CommandGroup):
    subcommands = SUBCOMMANDS
    summaries = SUMMARIES
    extras = SUBCOMMAND_EXTRAS


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(
    package_name="prime-minister-companion",
    prog_name="prime-minister",
    message="%(prog)s %(version)s (the Prime Minister companion)",
)
@click.option(
    "--decks",
    type=click.Path(file_okay=False),
    envvar="PRIME_MINISTER_DECKS",
    default=None,
    help="A directory with your own transcription of the cards (default: the bundled decks).",
)
@click.pass_context
def main(ctx: click.Context, decks: str | None) -> None:
    """Prime Minister companion: solo play, a table-side helper and exact odds.

    The Clockwork plays at four levels (novice, standard, veteran, mastermind):
    `prime-minister play --help` says what each changes."""
    ctx.ensure_object(dict)
    ctx.obj["decks"] = decks
    if ctx.invoked_subcommand not in SESSIONS:
        started()  # the subcommand is loaded: start-up is over


def load_components_or_exit(ctx: click.Context):  # type: ignore[no-untyped-def]
    """The components for this invocation, or a one-line error and exit status 2."""
    from engine import DeckError, standard_components

    try:
        return standard_components((ctx.obj or {}).get("decks"))
    except DeckError as exc:
        fail(exc)


def clockwork_or_exit(components: "Components") -> "ClockworkData":
    """The Clockwork data that goes with `components` (`DIR/clockwork/` of a decks folder,
    else the shipped copy), or a one-line error: a broken file is never passed over for
    the shipped data."""
    from clockwork.data import clockwork_for
    from clockwork.data_fields import ClockworkDataError

    try:
        return clockwork_for(components)
    except ClockworkDataError as exc:
        fail(exc)
