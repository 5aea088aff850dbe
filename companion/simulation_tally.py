"""Many automated games of `prime-minister simulate`: played one after the other or by a
pool of worker processes (`run_games`), a run streams its games, and `Tally` keeps the
run's `Summary` up to date one game at a time (who wins, how long the games are, how often
the Government changes hands).
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any, Iterable, Iterator

from companion.simulated_game import GameSpec, GameStats, play_one
from engine import Role

KEEP_RESULTS = 10_000  # a longer run streams: its games are counted, not listed one by one
MAX_ERRORS = 100  # crash messages kept (every crash is counted)
BATCH_PER_JOB = 32  # specs handed to the worker pool at a time, per worker


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
