"""The advisor: each choice's chance of winning and average VP margin, from play-outs.

`advise(view, seat, decision)` plays each candidate choice to the end of the game, again
and again, in games guessed from `view` (what the seat may know: `clockwork.sampling`),
with Clockwork seats everywhere and cards dealt from the advisor's own seed. It goes round
the candidates one play-out at a time, within a budget of CPU seconds (`SETTINGS`), and
stops early once one choice is clearly best: its 95% interval lies above every other
choice's. `progress(done, budget)` is called after each play-out; a `KeyboardInterrupt`
inside returns the estimates made so far (`Advice.interrupted`).

With many legal choices (an action turn) it weighs the choices the Clockwork's plays
propose now, plus ending the turn, and says how many others it left out. `AdvisorPlayer`
seats the advisor in `simulate` (`--seats advisor,clockwork`): it takes the choice with
the best chance of winning (then the best margin).
"""

from __future__ import annotations

import math
import time
from dataclasses import field
from typing import Callable

from clockwork.playout import play
from clockwork.policy import ClockworkPlayer

from dataclasses import dataclass
from engine import Choice, Decision, DecisionKind, Game

# name -> (CPU seconds, most play-outs of one choice)
SETTINGS = {"quick": (0.7, 40), "standard": (1.8, 120), "deep": (8.0, 600)}
MIN_EACH = 4  # play-outs of every choice before the advisor may stop early
MAX_CHOICES = 8
Z = 1.96  # a 95% interval


@dataclass
class Estimate:
    """One choice the advisor tried: its words, and how the play-outs from it went."""

    choice: Choice
    words: str
    rule: bool = False  # the Clockwork's own answer here
    wins: int = 0
    runs: int = 0
    margins: float = 0.0

    @property
    def chance(self) -> float:
        return self.wins / self.runs if self.runs else 0.0

    @property
    def margin(self) -> float:
        return self.margins / self.runs if self.runs else 0.0

    def interval(self) -> tuple[float, float]:
        """The Wilson 95% interval of the chance of winning."""
        n = self.runs
        if n == 0:
            return 0.0, 1.0
        p = self.chance
        centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
        half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
        return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Advice:
    """The advisor's answer for one decision: every choice it tried, best first, and how it searched."""

    seat: int
    kind: str
    estimates: list[Estimate]
    left_out: int = 0  # legal choices not examined
    seconds: float = 0.0
    interrupted: bool = False
    settled: bool = False  # stopped early: one choice is clearly best
    notes: list[str] = field(default_factory=list)

    @property
    def ranked(self) -> list[Estimate]:
        return sorted(self.estimates, key=lambda e: (-e.chance, -e.margin))

    @property
    def best(self) -> Estimate:
        return self.ranked[0]


def candidates(view: Game, seat: int, decision: Decision, seed: int = 0) -> tuple[list[tuple[Choice, str, bool]], int]:
    """The choices to weigh (choice, words, is the Clockwork's answer) and how many are left out."""
    rules = ClockworkPlayer(seat=seat, seed=seed)
    rule, _ = rules.decide(view, decision)
    if len(decision.choices) <= MAX_CHOICES:
        return [(c, str(c), c == rule) for c in decision.choices], 0
    found: dict[Choice, str] = {rule: str(rule)}
    if decision.kind == DecisionKind.ACTION:
        for choice, words in rules.alternatives(view, decision):
            found.setdefault(choice, words)
    for choice in decision.choices:  # fill up with the first legal choices
        if len(found) >= MAX_CHOICES:
            break
        found.setdefault(choice, str(choice))
    chosen = list(found.items())[:MAX_CHOICES]
    return [(c, w, c == rule) for c, w in chosen], len(decision.choices) - len(chosen)


def advise(
    view: Game,
    seat: int,
    decision: Decision,
    *,
    setting: str = "standard",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> Advice:
    """Estimate every candidate's chance of winning and VP margin (see the module doc)."""
    budget, most = SETTINGS[setting]
    found, left_out = candidates(view, seat, decision, seed)
    estimates = [Estimate(c, w, rule) for c, w, rule in found]
    advice = Advice(seat=seat, kind=decision.kind, estimates=estimates, left_out=left_out)
    key = f"advise/{seed}/{seat}/{len(view.log)}/{decision.kind}"
    started = time.process_time()
    number = 0
    total = most * len(estimates)
    try:
        while number < most:
            for estimate in estimates:
                result = play(view, seat, estimate.choice, key, number, rounds=None)
                estimate.runs += 1
                estimate.wins += result.won
                estimate.margins += result.margin
                if progress is not None:
                    progress(sum(e.runs for e in estimates), total)
            number += 1
            if len(estimates) < 2 and number >= MIN_EACH:
                break
            if number >= MIN_EACH and clearly_best(estimates):
                advice.settled = True
                break
            if time.process_time() - started > budget:
                break
    except KeyboardInterrupt:
        advice.interrupted = True
    advice.seconds = time.process_time() - started
    return advice


def clearly_best(estimates: list[Estimate]) -> bool:
    """One choice's interval lies above every other's (or every choice is already decided)."""
    ranked = sorted(estimates, key=lambda e: -e.chance)
    if all(e.chance in (0.0, 1.0) for e in ranked) and len({e.chance for e in ranked}) == 1 and ranked[0].runs >= 2 * MIN_EACH:
        return True  # forced: every choice wins (or loses) every time
    low = ranked[0].interval()[0]
    return all(low > e.interval()[1] for e in ranked[1:])


@dataclass
class AdvisorPlayer:
    """A seat that takes the advisor's best choice at every decision with more than one choice."""

    seat: int
    seed: int = 0
    setting: str = "quick"
    strategic_only: bool = True

    def __post_init__(self) -> None:
        self.rules = ClockworkPlayer(seat=self.seat, seed=self.seed)
        self.seconds: list[float] = []

    @property
    def fallbacks(self) -> list[str]:
        return self.rules.fallbacks

    def decide(self, view: Game, decision: Decision) -> tuple[Choice, str]:
        from clockwork.search import STRATEGIC

        rule, reason = self.rules.decide(view, decision)
        if len(decision.choices) < 2 or (self.strategic_only and decision.kind not in STRATEGIC):
            return rule, reason
        advice = advise(view, self.seat, decision, setting=self.setting, seed=self.seed)
        self.seconds.append(advice.seconds)
        best = advice.best
        ruled = next((e for e in advice.estimates if e.rule), None)
        if ruled is None or best.choice == rule or best.interval()[0] <= ruled.chance:
            return rule, reason  # not clearly better than the rules' answer
        return best.choice, f"advisor: {best.words} wins {best.chance:.0%} of {best.runs} play-outs, the rules' {ruled.words} {ruled.chance:.0%}"
