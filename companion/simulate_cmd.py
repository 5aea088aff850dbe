"""`prime-minister simulate`: many automated games, one summary table.

Every seat is filled by a seat policy (`random`, `greedy`, `clockwork`, see
`clockwork.players`); the dealer draws the cards. The summary says who wins (by politician,
by party, by seat policy) and whether games look like the rulebook's: their length, changes
of Government, Elections, rounds in the Pact, Resignations and Challenges. The counts are
read from each game's log (`LogRecord`s) and its round history, so a saved game can be
summarised the same way (`game_stats`). One game is `companion.simulated_game`; many games
and their summary, `companion.simulation_tally`; this module reads the options and prints.

A game is a pure function of its seed, so the same `--seed` gives the same summary
whatever `--jobs` is. Bad options print one `Error: ...` line on stderr and exit 2.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import asdict

import click
from rich.console import Console
from rich.table import Table

from companion.command_start import OPTIONAL_RULES
from companion.simulated_game import GameSpec, game_seed, policy_options, seat_handicap, seat_policy
from companion.simulation_tally import COUNTS, Summary, Tally, run_games
from house.console import OneLineCommand, fail, injected_console
from engine import Role
from engine.words import counted

DEFAULT_POLICY = "clockwork"
MAX_GAMES = 1_000_000_000  # a run streams (little memory), but one beyond this would outlive any machine
MAX_JOBS = 256  # worker processes: more than any machine's cores, and each one starts a Python
COUNT_LABELS = {
    "changeovers": "Government changeovers",
    "pm_changes": "Changes of Prime Minister",
    "elections": "Elections",
    "pact_rounds": "Rounds in the Pact",
    "resignations": "Resignations",
    "challenges": "Challenges",
}


def parse_seats(players: int, seats: str | None, policy: str | None) -> list[str]:
    """One policy per seat from `--seats a,b,...` (one name fills every seat) or `--policy`."""
    from clockwork.players import PLAYERS

    if seats is not None and policy is not None:
        fail("give --seats or --policy, not both")
    text = seats if seats is not None else (policy if policy is not None else DEFAULT_POLICY)
    names = [part.strip().lower() for part in text.split(",")]
    if any(not name for name in names):
        fail(f"--seats {text!r} has an empty name (expected a comma-separated list of {', '.join(PLAYERS)})")
    unknown = [name for name in names if seat_policy(name)[0] not in PLAYERS]
    if unknown:
        fail(
            f"unknown seat policy {unknown[0]!r} (expected one of {', '.join(PLAYERS)}; a clockwork seat may name its level: clockwork:veteran)"
        )
    levelled = [name for name in names if (":" in name or "+" in name) and seat_policy(name)[0] != "clockwork"]
    if levelled:
        fail(
            f"seat {levelled[0]!r}: only a clockwork seat has a difficulty level or a handicap (clockwork:LEVEL+HANDICAP)"
        )
    from companion.seats import check_handicap

    for name in names:
        handicap = seat_handicap(name)
        if handicap is not None:
            try:
                check_handicap(handicap)
            except ValueError as exc:
                fail(f"seat {name!r}: {exc}")
    if len(names) == 1:
        return names * players
    if len(names) != players:
        fail(f"--seats names {len(names)} policies for {players} seats: give one per seat, or one name for every seat")
    return names


def check_policies(policies: list[str], difficulty: str | None) -> None:
    """Build each policy once up front, so a missing module is one clear error, not a crash per game."""
    from clockwork.players import UnknownPlayerError, make_player

    for name in dict.fromkeys(policies):
        try:
            make_player(seat_policy(name)[0], 0, 0, **policy_options(name, difficulty))
        except UnknownPlayerError as exc:
            fail(str(exc))
        except ImportError as exc:
            fail(
                f"the {name!r} seat policy is not available in this installation ({exc}); try --seats random or greedy"
            )
        except AttributeError as exc:
            fail(f"the {name!r} seat policy is not available in this installation ({exc})")
        except TypeError as exc:
            fail(f"the {name!r} seat policy does not accept these options: {exc}")
        except ValueError as exc:
            fail(f"{name} seats: {exc}")


@click.command(cls=OneLineCommand)
@click.option(
    "--players", type=click.IntRange(2, 4), default=2, show_default=True, help="Politicians at the table (2-4)."
)
@click.option(
    "--games",
    type=click.IntRange(1, MAX_GAMES),
    default=100,
    show_default=True,
    help=f"Games to play (at most {MAX_GAMES:,}).",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the run: same seed, same games.")
@click.option(
    "--seats",
    default=None,
    help="Seat policies, one per seat (random, greedy, clockwork, clockwork:LEVEL, clockwork:LEVEL+HANDICAP, search, advisor); one name fills every seat.",
)
@click.option("--policy", default=None, help="Fill every seat with this policy (an alias of --seats NAME).")
@click.option("--difficulty", default=None, help="Clockwork difficulty level (clockwork seats only).")
@click.option(
    "--jobs",
    type=click.IntRange(1, MAX_JOBS),
    default=1,
    show_default=True,
    help=f"Worker processes (at most {MAX_JOBS}).",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object instead of a table.")
@click.option(
    "--logs",
    "logs",
    default=None,
    metavar="DIR",
    help="Write each game's log, with every reason, to DIR/game-NNNN.txt.",
)
@click.option(
    "--option",
    "optional",
    multiple=True,
    type=click.Choice(OPTIONAL_RULES),
    help="An optional rule every game is played with (repeat for more), as for play: card-list-exclusions "
    "deals a 2-player game without Derby and Peel, as the printed card list has it.",
)
@click.pass_context
def simulate(
    ctx: click.Context,
    players: int,
    games: int,
    seed: int,
    seats: str | None,
    policy: str | None,
    difficulty: str | None,
    jobs: int,
    as_json: bool,
    logs: str | None,
    optional: tuple[str, ...],
) -> None:
    """Play many automated games and summarise who wins and how the games went."""
    try:
        import clockwork.players  # noqa: F401
    except ImportError as exc:
        fail(f"the seat policies (clockwork) cannot be imported: {exc}")
    policies = parse_seats(players, seats, policy)
    if difficulty is not None and not any(seat_policy(name)[0] == "clockwork" for name in policies):
        fail("--difficulty applies to clockwork seats only")
    check_policies(policies, difficulty)
    decks = (ctx.obj or {}).get("decks")
    if decks is not None:
        from companion.cli import load_components_or_exit

        load_components_or_exit(ctx)  # a bad decks directory is one clear error before any game
    if logs is not None:
        import os

        try:
            os.makedirs(logs, exist_ok=True)
        except OSError as exc:
            fail(f"--logs {logs!r}: cannot make that folder ({exc.strerror})")
    check_optional_rules(players, optional, decks)
    specs = (
        GameSpec(i, players, game_seed(seed, i), tuple(policies), difficulty, decks, logs, tuple(optional))
        for i in range(games)
    )

    progress_console = injected_console(ctx, "progress_console", stderr=True)
    tally = Tally(games, players, seed, policies, difficulty, tuple(optional))
    started = time.perf_counter()
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    games_iter = run_games(specs, jobs)  # the worker pool starts before the progress thread
    with Progress(
        TextColumn("[bold]simulate[/] {task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=progress_console,
        transient=False,
    ) as progress:
        task = progress.add_task(f"{players}p {','.join(policies)}", total=games)
        for result in games_iter:
            tally.add(result)
            progress.advance(task)
    elapsed = time.perf_counter() - started
    summary = tally.result()
    for error in summary.errors[:5]:
        click.echo(f"warning: {error}", err=True)
    if as_json:
        click.echo(json.dumps(asdict(summary), indent=2))
    else:
        render(injected_console(ctx), summary)
        progress_console.print(
            f"{games} games in {elapsed:.1f} s ({games / elapsed if elapsed else 0:.1f} games/s, {counted(jobs, 'job')})"
        )
    if summary.crashed:
        ctx.exit(1)


def check_optional_rules(players: int, optional: tuple[str, ...], decks: str | None) -> None:
    """An optional rule the table cannot be played with (question-time with 2 players) is
    one error line before any game, not a crash in every game."""
    if not optional:
        return
    from engine import SetupError, new_game, standard_components, standard_setup

    components = standard_components(decks)
    try:
        new_game(standard_setup(components, players, optional_rules=optional), components=components)
    except SetupError as exc:
        fail(f"--option {' --option '.join(optional)}: {exc}")


def _share(count: int, total: int) -> str:
    return f"{count} ({100 * count / total:.0f}%)" if total else str(count)


def render(console: Console, summary: Summary) -> None:
    finished = summary.finished
    rules = "".join(f", {rule}" for rule in summary.optional_rules)
    table = Table(
        title=f"{summary.games} games, {summary.players} players{rules}, seed {summary.seed}",
        title_justify="left",
        show_header=False,
    )
    table.add_column(style="bold")
    table.add_column()
    table.add_row(
        "Seats",
        ", ".join(f"{i + 1} {name}" for i, name in enumerate(summary.seats))
        + (f" (difficulty {summary.difficulty})" if summary.difficulty else ""),
    )
    table.add_row(
        "Games finished",
        f"{finished} of {summary.games}" + (f" ({summary.crashed} crashed)" if summary.crashed else ""),
    )
    if summary.rounds:
        table.add_row(
            "Rounds", f"average {summary.rounds['mean']:.1f}, range {summary.rounds['min']}-{summary.rounds['max']}"
        )
    for name in COUNTS:
        table.add_row(COUNT_LABELS[name], f"{summary.totals.get(name, 0)} ({summary.per_game.get(name, 0):.2f} a game)")
        if name == "changeovers" and summary.changeover_routes:
            table.add_row(
                "  by route", ", ".join(f"{route} {count}" for route, count in summary.changeover_routes.items())
            )
        if name == "changeovers" and summary.rounds and summary.per_game.get(name):
            table.add_row("  rounds per changeover", f"{summary.rounds['mean'] / summary.per_game[name]:.1f}")
        if name == "elections" and summary.election_results:
            table.add_row(
                "  Government", ", ".join(f"{result} {count}" for result, count in summary.election_results.items())
            )
    console.print(table)

    wins = Table(title="Wins", title_justify="left")
    wins.add_column("By")
    wins.add_column("")
    wins.add_column("Wins", justify="right")
    wins.add_column("Of", justify="right")
    for party, count in summary.wins_by_party.items():
        wins.add_row("party", party.title(), _share(count, finished), str(finished))
    seats_with: Counter[str] = Counter(summary.seats)
    for policy, count in summary.wins_by_policy.items():
        wins.add_row(
            "seat policy", f"{policy} ({counted(seats_with[policy], 'seat')})", _share(count, finished), str(finished)
        )
    for seat, count in summary.wins_by_seat.items():
        wins.add_row("seat", f"{seat} {summary.seats[int(seat) - 1]}", _share(count, finished), str(finished))
    for role, count in summary.wins_by_starting_role.items():
        wins.add_row("starting role", Role(role).title, _share(count, finished), str(finished))
    for politician, played in sorted(
        summary.played_by_politician.items(), key=lambda kv: (-summary.wins_by_politician.get(kv[0], 0), kv[0])
    ):
        count = summary.wins_by_politician.get(politician, 0)
        wins.add_row("politician", politician, _share(count, played), str(played))
    console.print(wins)
