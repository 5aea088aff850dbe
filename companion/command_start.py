"""What `play` and `assist` share before a game starts: the one-line error and exit, the
consoles, and the checks made before any question (decks, scenario, Clockwork level).
Both commands import it; neither imports the other at load time."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NoReturn

import click

from companion.cli import clockwork_or_exit, load_components_or_exit
from house.console import BAD_INPUT
from house.console import fail as one_line_failure

# The optional rules `engine.scenario_rules.optional` registers (kept here so `--help` stays fast).
OPTIONAL_RULES = ("question-time", "alternate-vote-tracker", "card-list-exclusions")

if TYPE_CHECKING:
    from rich.console import Console

    from engine import Components


def fail(ctx: click.Context, message: str, status: int = BAD_INPUT) -> NoReturn:
    """One `Error:` line and exit `status`, as every command reports (house.console)."""
    one_line_failure(message, status)


def consoles(ctx: click.Context) -> "tuple[Console, Console]":
    """The Console injected by the caller (`obj={"console": ...}`), else stdout and stderr."""
    from rich.console import Console

    injected = (ctx.obj or {}).get("console")
    if isinstance(injected, Console):
        return injected, injected
    return Console(highlight=False), Console(stderr=True, highlight=False)


def scenario_problem(name: str) -> str | None:
    """Why `--scenario name` cannot be played, or None when it can."""
    if name == "standard":
        return None
    from engine import scenario_names

    try:
        names = scenario_names()
    except ImportError as exc:
        return f"--scenario {name!r}: the scenarios cannot be loaded ({exc})"
    if name not in names:
        numbers = [n for n in names if n.isdigit()]
        span = f"{numbers[0]}-{numbers[-1]}" if numbers else ""
        words = [n for n in names if not n.isdigit() and n != "standard"]
        return f"--scenario {name!r}: no such scenario (standard, {span} or a name: {', '.join(words)})"
    return None


def start_options(
    ctx: click.Context,
    scenario: str,
    players: str,
    seed: int | None,
    difficulty: str | None,
    handicap: str | None = None,
) -> "tuple[Components, int, int | None]":
    """What `play` and `assist` check before any question (the decks, the scenario, the
    Clockwork's level when a Clockwork plays), then the seed and the number of players:
    a scenario's own unless `--players` is given. Any problem is one error line."""
    from companion.seats import SeatError, check_handicap, opponent

    components = load_components_or_exit(ctx)
    problem = scenario_problem(scenario)
    if problem:
        fail(ctx, problem)
    if difficulty is not None:
        clockwork_or_exit(components)  # a broken DIR/clockwork/ file is one line, never passed over
        try:
            opponent(0, 0, difficulty)  # a level the Clockwork does not know fails here, before any question
        except SeatError as exc:
            fail(ctx, str(exc))
    try:
        check_handicap(handicap)
    except SeatError as exc:
        fail(ctx, f"--handicap {handicap!r}: {exc}")
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    chosen = ctx.get_parameter_source("players") is not click.core.ParameterSource.DEFAULT
    return components, seed, int(players) if scenario == "standard" or chosen else None


# the options `play` and `assist` share, said once

players_option = click.option(
    "--players",
    type=click.Choice(["2", "3", "4"]),
    default="2",
    show_default=True,
    help="Politicians at the table (a scenario plays its own number unless this is given).",
)

handicap_option = click.option(
    "--handicap",
    default=None,
    help="Grant the Clockwork seats a named handicap: patronage (a free Supporter each round) or 'high patronage' (two).",
)
scenario_option = click.option(
    "--scenario",
    default="standard",
    show_default=True,
    help="standard, or a scenario by number (1-7) or name (the-queens-favour ...).",
)
optional_rules_option = click.option(
    "--option",
    "optional",
    multiple=True,
    type=click.Choice(OPTIONAL_RULES),
    help="An optional rule in play (repeat for more): question-time (4 players), alternate-vote-tracker, "
    "card-list-exclusions (2 players: Derby and Peel are left out, as the printed card list has it, "
    "instead of Rosebery and Aberdeen).",
)
