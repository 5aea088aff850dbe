"""The advisor: each choice's chance of winning, from play-outs raced against each other.

`advise(view, seat, decision)` plays each candidate choice on, again and again, in games
guessed from `view` (what the seat may know: `clockwork.sampling`), with Clockwork seats
everywhere and cards dealt from the advisor's own seed (`clockwork.playout`). A play-out
stops at a horizon, the start of the round `Setting.rounds` on, and is scored there by the
horizon model's chance of winning (`clockwork.horizon`), or 100/0 when the game ended first;
it plays to the end where no model is fitted (a scenario, a decks folder without weights).
Once a seat is within `NEAR_THE_END` VP of victory it stops `NEAR_ROUNDS` rounds on instead.
The choices race on the same luck (`clockwork.racing`): one clearly worse than the leader
is dropped, and the advisor stops once one choice is clearly best or the leaders are equal
within `racing.MARGIN` points, else at its budget: wall-clock seconds for a person at the
prompt, play-outs alone where the answer must be reproducible (`timed=False`: the seat
of `simulate`, `review`). `progress(done, most)` is called after each play-out; a
`KeyboardInterrupt` inside returns the race so far (`Advice.interrupted`).

With many legal choices (an action turn) it weighs the choices the Clockwork's plays
propose now, plus ending the turn (and a choice asked for by `include`), and says how many
others it left out. The searching seats (`clockwork.search`: the mastermind, and the advisor's seat
of `simulate --seats advisor,clockwork`) weigh their decisions with this same race.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import field
from typing import Callable

from clockwork.horizon import player_counts
from clockwork.playout import Result
from clockwork.policy import ClockworkPlayer
from clockwork.racing import MARGIN, Z, Race, paired
from clockwork.workers import Playing, Workers

from dataclasses import dataclass
from engine import Choice, Decision, DecisionKind, Game

MAX_CHOICES = 8
BATCH = 16  # play-outs between two looks at the race: as many numbers as make this many for the choices
# still in it (so the answer is the same with any pool, and the clock is looked at often enough)


@dataclass(frozen=True)
class Setting:
    """How hard the advisor looks: a wall-clock budget, a cap on play-outs of one choice, and
    the horizon in rounds (None: to the end of the game)."""

    seconds: float
    most: int
    rounds: int | None
    near_the_end: int | None = None  # VP from victory at which play-outs look further (None: `NEAR_THE_END`; 0: never)
    near_rounds: int | None = None  # ... and their horizon there, in rounds (None: the end of the game)


# Within `NEAR_THE_END` VP of victory: three rounds. On 24 positions there from games of their
# own (`bench/playout_agreement.py --fresh-near 4`), play-outs cut three rounds on chose as 200
# full play-outs did in 23, cut one round on in 14, two in 18; 100 full play-outs against the
# other 100 agreed in 19 (a win or a loss each, noisier than the model's chance); a play-out
# to the end costs a fifth more than one cut three rounds on (docs/clockwork-measurements.md,
# "The advisor").
NEAR_ROUNDS = 3
# The horizon: one round. On the fixed positions of bench/playout_agreement.py, play-outs cut
# 1, 2 or 3 rounds on chose as full play-outs did equally often (docs/clockwork.md, "The
# advisor's measurements"), and one round costs a third of three.
SETTINGS = {
    "quick": Setting(0.6, 60, 1, near_rounds=NEAR_ROUNDS),
    "standard": Setting(1.6, 240, 1, near_rounds=NEAR_ROUNDS),
    "deep": Setting(8.0, 1200, 1, near_rounds=NEAR_ROUNDS),
}
NEAR_THE_END = 20  # VP from victory at which play-outs look further


@dataclass
class Estimate:
    """One choice the advisor tried: its words, and how the play-outs from it went."""

    choice: Choice
    words: str
    rule: bool = False  # the Clockwork's own answer here
    results: list[Result] = field(default_factory=list)
    dropped: bool = False  # left the race as clearly worse than the leader

    @property
    def scores(self) -> list[float]:
        return [r.score for r in self.results]

    @property
    def runs(self) -> int:
        return len(self.results)

    @property
    def chance(self) -> float:
        """The chance of winning (0-1): the mean of the play-outs' scores."""
        return statistics.fmean(self.scores) / 100 if self.results else 0.0

    @property
    def margin(self) -> float:
        """The VP margin over the best other seat where the play-outs stopped, on average."""
        return statistics.fmean(r.margin for r in self.results) if self.results else 0.0

    def share(self, test: Callable[[Result], bool]) -> float:
        return sum(1 for r in self.results if test(r)) / self.runs if self.results else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95% interval of the chance: Wilson's where every play-out ended in a win or a
        loss, else the mean's normal interval from the scores' own spread."""
        n = self.runs
        if n == 0:
            return 0.0, 1.0
        p = self.chance
        if all(s in (0.0, 100.0) for s in self.scores):
            centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
            half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
            return max(0.0, centre - half), min(1.0, centre + half)
        if n < 2:
            return 0.0, 1.0
        half = Z * statistics.stdev(self.scores) / 100 / math.sqrt(n)
        return max(0.0, p - half), min(1.0, p + half)


@dataclass
class Advice:
    """The advisor's answer for one decision: every choice it tried, best first, and how it searched."""

    seat: int
    kind: str
    estimates: list[Estimate]
    round: int = 0  # the round of the decision
    rounds: int | None = None  # the play-outs' horizon in rounds (None: the end of the game)
    left_out: int = 0  # legal choices not examined
    seconds: float = 0.0  # CPU
    wall: float = 0.0
    interrupted: bool = False
    verdict: str = ""  # "best": every other choice is clearly worse; "equal": the leaders are within `margin`
    # (asked about one choice: "close", none is `by` points ahead of it; "ahead", one clearly is)
    margin: float = MARGIN
    notes: list[str] = field(default_factory=list)

    @property
    def settled(self) -> bool:
        return bool(self.verdict)

    @property
    def ranked(self) -> list[Estimate]:
        """The choices still in the race by chance, then those dropped by chance."""
        return sorted(self.estimates, key=lambda e: (e.dropped, -e.chance, -e.margin))

    @property
    def best(self) -> Estimate:
        return self.ranked[0]

    @property
    def runner_up(self) -> Estimate | None:
        ranked = self.ranked
        return ranked[1] if len(ranked) > 1 else None

    @property
    def leaders(self) -> list[Estimate]:
        """The choices the race kept: one when a choice is clearly best."""
        return [e for e in self.ranked if not e.dropped]

    def edge(self, one: Estimate, other: Estimate) -> tuple[float, float, int]:
        """`one`'s chance less `other`'s in points, over the play-outs both had (the same
        luck), with the half-width of its 95% interval and how many play-outs it rests on."""
        return paired(one.scores, other.scores)

    @property
    def horizon(self) -> str:
        return "the end of the game" if self.rounds is None else f"the start of round {self.round + self.rounds}"

    @property
    def playouts(self) -> int:
        return sum(e.runs for e in self.estimates)


def candidates(
    view: Game, seat: int, decision: Decision, seed: int = 0, include: Choice | None = None
) -> tuple[list[tuple[Choice, str, bool]], int]:
    """The choices to weigh (choice, words, is the Clockwork's answer) and how many are left out."""
    rules = ClockworkPlayer(seat=seat, seed=seed)
    rule, _ = rules.decide(view, decision)
    if len(decision.choices) <= MAX_CHOICES:
        return [(c, str(c), c == rule) for c in decision.choices], 0
    found: dict[Choice, str] = {rule: str(rule)}
    if include is not None:
        found.setdefault(include, str(include))
    if decision.kind == DecisionKind.ACTION:
        for choice, words in rules.alternatives(view, decision):
            found.setdefault(choice, words)
    for choice in decision.choices:  # fill up with the first legal choices
        if len(found) >= MAX_CHOICES:
            break
        found.setdefault(choice, str(choice))
    chosen = list(found.items())[:MAX_CHOICES]
    return [(c, w, c == rule) for c, w in chosen], len(decision.choices) - len(chosen)


def horizon_for(
    view: Game, rounds: int | None, near_the_end: int | None = None, near_rounds: int | None = None
) -> int | None:
    """The play-outs' horizon: `rounds`, where the horizon model can score the standard game
    at this many players and no seat is within `near_the_end` VP of victory (default
    `NEAR_THE_END`; 0: no such rule); within it `near_rounds` (None: to the end of the game);
    None (to the end) in a scenario and where no model is fitted for this many players."""
    if rounds is None or view.setup.scenario != "standard":
        return None
    if len(view.state.seats) not in player_counts(view.components):
        return None
    near = NEAR_THE_END if near_the_end is None else near_the_end
    if near and max(seat.vp for seat in view.state.seats) >= view.components.board.victory - near:
        return near_rounds
    return rounds


def advise(
    view: Game,
    seat: int,
    decision: Decision,
    *,
    setting: str | Setting = "standard",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    timed: bool = True,
    include: Choice | None = None,
    by: float = 0.0,
    workers: Workers | None = None,
    clock: Callable[[], float] = time.perf_counter,
    weigh: list[tuple[Choice, str, bool]] | None = None,
) -> Advice:
    """Race the candidates' play-outs (see the module doc). `timed=False`: no clock, the
    play-out cap alone ends it, so the same call gives the same answer. With `by`, the race
    is about `include` (`racing.Race.watch`): it stops once no choice can be `by` points
    ahead of it, or one clearly is. `workers`: a pool to play on (`clockwork.workers`); the
    answer is the same with or without. `clock`: what the budget is counted in (wall-clock
    seconds; `time.process_time` counts this process's CPU, as on a machine of its own).
    `weigh`: the candidates (choice, words, is the rules' answer), where the
    caller has chosen them (a searching seat: `clockwork.search`), instead of `candidates`."""
    chosen = SETTINGS[setting] if isinstance(setting, str) else setting
    if weigh is None:
        found, left_out = candidates(view, seat, decision, seed, include)
    else:
        found, left_out = weigh, len(decision.choices) - len(weigh)
    estimates = [Estimate(c, w, rule) for c, w, rule in found]
    rounds = horizon_for(view, chosen.rounds, chosen.near_the_end, chosen.near_rounds)
    advice = Advice(
        seat=seat, kind=decision.kind, estimates=estimates, round=view.state.round, rounds=rounds, left_out=left_out
    )
    race = Race(len(estimates))
    if by and include is not None:
        race.watch, race.by = next(i for i, e in enumerate(estimates) if e.choice == include), by
    key = f"advise/{seed}/{seat}/{len(view.log)}/{decision.kind}"
    choices = [e.choice for e in estimates]
    playing = (
        workers.playing(view, seat, choices, key, rounds)
        if workers
        else Playing(None, 0, (view, seat, choices, key, rounds))
    )
    started, wall, begun = time.process_time(), time.perf_counter(), clock()
    most = chosen.most * len(estimates)
    try:
        number = 0
        late = False
        while not race.judge() and number < chosen.most and not late:
            if race.dropped:
                playing.drop(race.dropped)  # their play-outs sent ahead and not yet begun are skipped
            count = -(-BATCH // len(race.active))
            if timed and advice.playouts:  # no batch begun that the clock would cut short (its play-outs wasted)
                each = (clock() - begun) / advice.playouts
                count = max(1, min(count, int((chosen.seconds - (clock() - begun)) / each / len(race.active))))
            numbers = range(number, min(number + count, chosen.most))
            tasks = [(i, n) for n in numbers for i in race.active]
            playing.send(tasks)  # this batch, then the next one as it stands (played while this one is read)
            playing.send(
                [(i, n) for n in range(numbers.stop, min(numbers.stop + count, chosen.most)) for i in race.active]
            )
            for (index, _), result in playing.run(tasks):
                estimates[index].results.append(result)
                race.record(index, result.score)
                if progress is not None:
                    progress(advice.playouts, most)
                late = timed and clock() - begun > chosen.seconds
                if late:
                    break  # the clock stops a batch part-way (the race's verdict stands as last judged)
            number = numbers.stop
        if len(estimates) == 1 and not estimates[0].results:  # one choice: its chance all the same
            for _, result in playing.run([(0, n) for n in range(4)]):
                estimates[0].results.append(result)
    except KeyboardInterrupt:
        advice.interrupted = True
    finally:
        playing.end()
    advice.verdict = race.verdict if len(estimates) > 1 else ""
    for index in race.dropped:
        estimates[index].dropped = True
    advice.seconds = time.process_time() - started
    advice.wall = time.perf_counter() - wall
    return advice
