"""`prime-minister simulate`: many automated games, one summary table.

Every seat is filled by a seat policy (`random`, `greedy`, `clockwork`, see
`clockwork.players`); the dealer draws the cards. The summary says who wins (by politician,
by party, by seat policy) and whether games look like the rulebook's: their length, changes
of Government, Elections, rounds in the Pact, Resignations and Challenges. The counts are
read from each game's log (`LogRecord`s) and its round history, so a saved game can be
summarised the same way (`game_stats`).

A game is a pure function of its seed, so the same `--seed` gives the same summary
whatever `--jobs` is. Bad options print one `Error: ...` line on stderr and exit 2.
"""

from __future__ import annotations

import itertools
import json
import random
import time
from collections import Counter
from dataclasses import asdict, field
from typing import Any, Iterable, Iterator

import click
from rich.console import Console
from rich.table import Table

from companion.command_start import OPTIONAL_RULES
from house.console import OneLineCommand, fail, injected_console

from dataclasses import dataclass
from engine import Answer, ChallengeWon, DecisionKind, ElectionDecided, ElectionHeld, GovernmentChanged, Resign, Role
from engine.words import counted

DEFAULT_POLICY = "clockwork"
MAX_PLIES = 20_000  # a game still going after this many decisions is reported as unfinished
KEEP_RESULTS = 10_000  # a longer run streams: its games are counted, not listed one by one
MAX_ERRORS = 100  # crash messages kept (every crash is counted)
MAX_GAMES = 1_000_000_000  # a run streams (little memory), but one beyond this would outlive any machine
MAX_JOBS = 256  # worker processes: more than any machine's cores, and each one starts a Python
BATCH_PER_JOB = 32  # specs handed to the worker pool at a time, per worker


# --- one game ----------------------------------------------------------------------------


@dataclass(frozen=True)
class GameSpec:
    """Everything a worker needs to play one game (picklable)."""

    index: int
    players: int
    seed: int
    policies: tuple[str, ...]
    difficulty: str | None = None
    decks: str | None = None
    logs: str | None = None  # a folder to write each game's log to
    optional_rules: tuple[str, ...] = ()  # `--option`: optional rules every game is played with


@dataclass
class GameStats:
    """What one game looked like."""

    index: int
    seed: int
    politicians: list[str]
    parties: list[str]
    policies: list[str]
    finished: bool = False
    winner: int | None = None  # seat
    rounds: int = 0
    plies: int = 0
    changeovers: int = 0
    pm_changes: int = 0
    elections: int = 0
    pact_rounds: int = 0
    resignations: int = 0
    challenges: int = 0
    end_reason: str = ""
    error: str | None = None
    starting_roles: list[str] = field(default_factory=list)  # each seat's role at setup
    changeover_routes: dict[str, int] = field(default_factory=dict)  # how the Government changed hands
    election_results: dict[str, int] = field(
        default_factory=dict
    )  # kept / lost by the Government, or after a Challenge


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` in a run started with `seed` (no overlap between runs)."""
    return random.Random(f"simulate/{seed}/{index}").getrandbits(32)


def seat_policy(name: str, difficulty: str | None = None) -> tuple[str, str | None]:
    """A seat's policy and Clockwork level from its name: `clockwork:veteran` names its own
    level; a plain `clockwork` seat plays at `--difficulty` (None: the standard level).
    A `+HANDICAP` ending (`clockwork:veteran+patronage`) is read by `seat_handicap`."""
    policy, _, level = name.partition("+")[0].partition(":")
    if policy != "clockwork":
        return policy, None
    return policy, level or difficulty


def seat_handicap(name: str) -> str | None:
    """The named handicap a seat is granted (`clockwork+patronage`), if any."""
    return name.partition("+")[2] or None


def policy_options(policy: str, difficulty: str | None) -> dict[str, Any]:
    policy, level = seat_policy(policy, difficulty)
    return {"difficulty": level} if level is not None else {}


def play_one(spec: GameSpec) -> GameStats:
    """Play one game to its end and summarise it (runs in a worker process with --jobs)."""
    from clockwork.players import make_player, play_out
    from engine import new_game, standard_components, standard_setup
    from companion.seats import clockwork_handicaps

    components = standard_components(spec.decks)
    handicaps = {seat: handicap for seat, name in enumerate(spec.policies) if (handicap := seat_handicap(name))}
    setup = standard_setup(
        components, spec.players, seed=spec.seed, optional_rules=spec.optional_rules, **clockwork_handicaps(handicaps)
    )
    stats = GameStats(
        index=spec.index,
        seed=spec.seed,
        politicians=list(setup.politicians),
        parties=[components.politician(name).party.value for name in setup.politicians],
        policies=list(spec.policies),
    )
    game = None
    try:
        game = new_game(setup, seed=spec.seed, components=components)
        stats.starting_roles = [seat.role.value for seat in game.state.seats]
        players = {
            seat: make_player(seat_policy(name)[0], seat, spec.seed, **policy_options(name, spec.difficulty))
            for seat, name in enumerate(spec.policies)
        }
        play_out(game, players, max_plies=MAX_PLIES)
    except Exception as exc:  # a crashed game is reported, not fatal to the whole run
        stats.error = (
            f"game {spec.index} (seed {spec.seed}, ply {len(game.log) if game else 0}): {type(exc).__name__}: {exc}"
        )
    if game is not None:
        if spec.logs is not None:
            write_log(game, spec, stats.error)
        stats.__dict__.update(game_stats(game))
        stats.finished = game.over and stats.error is None
        stats.winner = game.winner
    return stats


def log_path(folder: str, index: int) -> str:
    import os

    return os.path.join(folder, f"game-{index + 1:04d}.txt")


def write_log(game: Any, spec: GameSpec, error: str | None) -> None:
    """Game `spec.index`'s whole log, with every seat's reasons, as text (`--logs DIR`):
    a simulation shows everything, as a record kept after the game would."""
    import os

    def names(index: int) -> str:
        return str(game.state.seats[index].politician)  # its role changes; the reason names the role of the time

    lines = [
        f"Game {spec.index + 1}, seed {spec.seed}, {spec.players} players: "
        + ", ".join(f"seat {i + 1} {s.politician} ({spec.policies[i]})" for i, s in enumerate(game.state.seats))
    ]
    for record in game.log:
        lines.append(record.describe(names))
        if record.reason:
            lines.append(f"    why: {record.reason}")
    winner = game.state.winner
    lines.append(
        f"Winner: {game.state.seats[winner].politician}"
        if winner is not None
        else f"No winner ({game.state.end_reason or 'unfinished'})"
    )
    if error:
        lines.append(f"Error: {error}")
    path = log_path(spec.logs or ".", spec.index)
    partial = path + ".part"
    with open(partial, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    os.replace(partial, path)


def game_stats(game: Any) -> dict[str, Any]:
    """Counts read from a game's log and round history.

    A change of Government (the other party governs: 10.2 or 11.4) is counted with its
    route: an Opposition Leader's Challenge, an Election won on seats or a tie, or Royal
    Interference. A change of Prime Minister also counts a Backbencher's Challenge of its own
    party's PM (same party, new PM)."""
    changeovers = pm_changes = elections = resignations = challenges = 0
    routes: Counter[str] = Counter()
    results: Counter[str] = Counter()
    for record in game.log:
        effects = record.happened
        took_pm_mat = any(isinstance(e, ChallengeWon) and e.role == Role.PM.value for e in effects)
        for effect in effects:
            if isinstance(effect, GovernmentChanged):
                changeovers += 1  # engine.government.change_government (Challenge or Election)
                if took_pm_mat:
                    routes["Challenge"] += 1
                elif any(
                    isinstance(e, ElectionDecided) and not e.kept and e.decided == "Royal Interference" for e in effects
                ):
                    routes["Royal Interference"] += 1
                else:
                    routes["Election"] += 1
            elif (isinstance(effect, ChallengeWon) and effect.role == Role.PM.value) or (
                isinstance(effect, ElectionDecided) and not effect.kept
            ):
                pm_changes += 1  # engine.challenges.win_challenge, engine.elections.finish_election
            elif isinstance(effect, ElectionHeld):
                elections += 1  # engine.elections.ElectionDraw
            if isinstance(effect, ElectionDecided):
                if effect.kept and effect.decided == "Challenge":
                    results["after a Challenge"] += 1  # 11.2.1: only the new Government's MPs are at stake
                else:
                    results["kept" if effect.kept else "lost"] += 1
        if isinstance(record.choice, Resign):
            resignations += 1
        elif record.kind == DecisionKind.CHALLENGE and record.choice == Answer(True):
            challenges += 1
    state = game.state
    pact_rounds = sum(1 for line in state.history if line.get("pact")) + (1 if state.pact else 0)
    return {
        "rounds": state.round,
        "plies": len(game.log),
        "changeovers": changeovers,
        "pm_changes": pm_changes,
        "elections": elections,
        "pact_rounds": pact_rounds,
        "resignations": resignations,
        "challenges": challenges,
        "end_reason": state.end_reason,
        "changeover_routes": dict(routes),
        "election_results": dict(results),
    }


# --- many games --------------------------------------------------------------------------


def run_games(specs: Iterable[GameSpec], jobs: int = 1) -> Iterator[GameStats]:
    """Play every game, yielding each summary as it finishes (in any order with jobs > 1).

    `specs` is read as the games are played, a batch at a time: a run of a hundred
    million games holds a few hundred specs in memory, never all of them."""
    if jobs <= 1:
        for spec in specs:
            yield play_one(spec)
        return
    import multiprocessing

    specs = iter(specs)
    batch = list(itertools.islice(specs, jobs * BATCH_PER_JOB))
    if len(batch) <= 1:
        yield from (play_one(spec) for spec in batch)
        return
    with multiprocessing.get_context().Pool(processes=min(jobs, len(batch))) as pool:
        try:
            while batch:
                yield from pool.imap_unordered(play_one, batch, chunksize=1)
                batch = list(itertools.islice(specs, jobs * BATCH_PER_JOB))
        except BaseException:
            pool.terminate()
            raise


@dataclass
class Summary:
    players: int
    games: int
    seed: int
    seats: list[str]
    difficulty: str | None
    optional_rules: list[str] = field(default_factory=list)
    finished: int = 0
    unfinished: int = 0
    crashed: int = 0
    errors: list[str] = field(default_factory=list)  # the first MAX_ERRORS crashes
    wins_by_politician: dict[str, int] = field(default_factory=dict)
    played_by_politician: dict[str, int] = field(default_factory=dict)
    wins_by_party: dict[str, int] = field(default_factory=dict)
    wins_by_policy: dict[str, int] = field(default_factory=dict)
    wins_by_seat: dict[str, int] = field(default_factory=dict)
    wins_by_starting_role: dict[str, int] = field(default_factory=dict)
    changeover_routes: dict[str, int] = field(default_factory=dict)
    election_results: dict[str, int] = field(default_factory=dict)
    rounds: dict[str, float] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    per_game: dict[str, float] = field(default_factory=dict)
    results: list[dict[str, Any]] = field(default_factory=list)


COUNTS = ("changeovers", "pm_changes", "elections", "pact_rounds", "resignations", "challenges")
COUNT_LABELS = {
    "changeovers": "Government changeovers",
    "pm_changes": "Changes of Prime Minister",
    "elections": "Elections",
    "pact_rounds": "Rounds in the Pact",
    "resignations": "Resignations",
    "challenges": "Challenges",
}


ROUTES = ("Election", "Royal Interference", "Challenge")
ELECTION_RESULTS = ("kept", "lost", "after a Challenge")


class Tally:
    """The summary of a run, kept up to date one game at a time (a long run streams: only
    the first KEEP_RESULTS games keep their own line in `results`, the first MAX_ERRORS
    crashes their message)."""

    def __init__(
        self,
        games: int,
        players: int,
        seed: int,
        seats: list[str],
        difficulty: str | None,
        optional_rules: tuple[str, ...] = (),
    ) -> None:
        self.summary = Summary(
            players=players,
            games=games,
            seed=seed,
            seats=seats,
            difficulty=difficulty,
            optional_rules=list(optional_rules),
        )
        self.keep = games <= KEEP_RESULTS
        self.kept: list[GameStats] = []
        self.by_politician: Counter[str] = Counter()
        self.played: Counter[str] = Counter()
        self.by_party: Counter[str] = Counter({"liberal": 0, "conservative": 0})
        self.by_policy: Counter[str] = Counter(dict.fromkeys(seats, 0))
        self.by_seat: Counter[str] = Counter({str(i + 1): 0 for i in range(players)})
        self.rounds: list[int] = [0, 0, 0, 0]  # count, sum, min, max
        self.totals: Counter[str] = Counter(dict.fromkeys(COUNTS, 0))
        self.by_role: Counter[str] = Counter()
        self.routes: Counter[str] = Counter(dict.fromkeys(ROUTES, 0))
        self.elections_went: Counter[str] = Counter(dict.fromkeys(ELECTION_RESULTS, 0))

    def add(self, result: GameStats) -> None:
        summary = self.summary
        if self.keep:
            self.kept.append(result)
        self.played.update(result.politicians)
        self.by_role.update(dict.fromkeys(result.starting_roles, 0))
        if result.error:
            summary.crashed += 1
            if len(summary.errors) < MAX_ERRORS:
                summary.errors.append(result.error)
        if not result.finished:
            summary.unfinished += 1
            return
        summary.finished += 1
        count, total, low, high = self.rounds
        self.rounds = [
            count + 1,
            total + result.rounds,
            min(low, result.rounds) if count else result.rounds,
            max(high, result.rounds),
        ]
        for name in COUNTS:
            self.totals[name] += getattr(result, name)
        self.routes.update(result.changeover_routes)
        self.elections_went.update(result.election_results)
        if result.winner is not None:
            if result.starting_roles:
                self.by_role[result.starting_roles[result.winner]] += 1
            self.by_politician[result.politicians[result.winner]] += 1
            self.by_party[result.parties[result.winner]] += 1
            self.by_policy[result.policies[result.winner]] += 1
            self.by_seat[str(result.winner + 1)] += 1

    def result(self) -> Summary:
        summary = self.summary
        summary.wins_by_politician = dict(sorted(self.by_politician.items(), key=lambda kv: (-kv[1], kv[0])))
        summary.played_by_politician = dict(sorted(self.played.items()))
        summary.wins_by_party = dict(self.by_party)
        summary.wins_by_policy = dict(self.by_policy)
        summary.wins_by_seat = dict(self.by_seat)
        summary.wins_by_starting_role = {
            role.value: self.by_role[role.value] for role in Role if role.value in self.by_role
        }
        summary.changeover_routes = dict(self.routes)
        summary.election_results = dict(self.elections_went)
        count, total, low, high = self.rounds
        if count:
            summary.rounds = {"mean": round(total / count, 2), "min": low, "max": high}
        summary.totals = dict(self.totals)
        summary.per_game = {
            name: round(self.totals[name] / summary.finished, 2) if summary.finished else 0.0 for name in COUNTS
        }
        summary.results = [asdict(r) for r in sorted(self.kept, key=lambda r: r.index)]
        return summary


# --- the command ---------------------------------------------------------------------------


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
