"""How an automated party weighs a position, from its own view only.

An issue it has not seen is a chance over the issues it cannot account for (the deck less
every issue it has seen). Each seat is won with a probability read from the margin over
each rival on the seat's issues, widened by the weeks still to come (every party adds a
policy a week); the seats together give the chance of a majority (Poisson-binomial). A
manifesto that will not balance is marked down by what it is short, less what the weeks
left can still save.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from electioneer.rules.cards import ISSUES, MAIN_PARTIES, MAJORITY, WEEKS, Policy
from electioneer.rules.election import short_by
from electioneer.rules.views import PartyView

Vector = dict[str, float]


@dataclass
class Weights:
    """The standard level's constants (bench/electioneer_levels.py measures them)."""

    spread_per_week: float = 2.2  # how far a rival's total may move in one week still to come
    spread_unknown: float = 1.2  # the spread an issue not yet seen adds
    saving_per_week: float = 1.0  # what a week still to come is expected to save
    short_cost: float = 0.06  # value lost per point a manifesto is short beyond that
    week_win: float = 0.04  # the worth of winning a week (its swap)
    rival_week_score: float = 3.0  # what a rival's new policy is expected to score on a week's issues
    rival_week_spread: float = 2.0
    rival_own_policies: float = (
        0.0  # how much of a rival's own party policies, not yet seen played, to expect in its final manifesto
    )


def phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def vector(policies: Sequence[Policy]) -> Vector:
    out = dict.fromkeys(ISSUES, 0.0)
    for policy in policies:
        for issue, points in policy.scores:
            out[issue] += points
    return out


def majority_chance(chances: Sequence[float], need: int = MAJORITY) -> float:
    """The chance of winning at least `need` of the seats, each won independently with its chance."""
    dist = [1.0]
    for p in chances:
        nxt = [0.0] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return sum(dist[need:])


class Appraisal:
    """One party's reading of its view: issue chances per seat, rivals' manifestos, weeks left."""

    def __init__(self, view: PartyView, weights: Weights | None = None) -> None:
        assert view.party is not None
        self.view = view
        self.me = view.party
        self.w = weights or Weights()
        self.cards = view.cards
        self.rivals = [p for p in view.parties if p != self.me]
        self.manifestos = {p: [self.cards.policy(n) for n in view.manifesto(p)] for p in view.parties}
        self.vectors = {p: vector(m) for p, m in self.manifestos.items()}
        if self.w.rival_own_policies and view.week <= WEEKS:
            self._expect_own_policies()
        self.weeks_left = (
            WEEKS if view.week < 1 else max(0, WEEKS - view.week)
        )  # policies still to add after this week's
        behind = sum(1 for p in self.rivals if len(self.manifestos[p]) < min(view.week, WEEKS))
        self.rival_weeks = self.weeks_left + (1 if behind else 0)  # a rival's face-down policy is still to come
        self.pool = self._unknown_pool()
        self.constituencies = [self.cards.constituency(seat.name) for seat in view.line]
        self.leans = [[0.5 if c.rank(self.me) < c.rank(r) else -0.5 for r in self.rivals] for c in self.constituencies]
        self._seats = [self._seat(k, None) for k in range(len(view.line))]
        self._cache: dict[tuple[object, ...], float] = {}

    def _expect_own_policies(self) -> None:
        """A rival's three party policies are public (guide L28): one not yet played, and not
        seen elsewhere by this party, is likely still in its hand and likely to be played."""
        seen = set(self.view.hand) | {n for p in self.view.parties for n in self.view.manifesto(p)}
        for rival in self.rivals:
            for policy in self.cards.party_policies(rival):
                if policy.name not in seen:
                    for issue, points in policy.scores:
                        self.vectors[rival][issue] += self.w.rival_own_policies * points

    def _unknown_pool(self) -> dict[str, float]:
        seen: list[str] = [i for seat in self.view.line for i in seat.issues if i is not None]
        seen += list(self.view.spare_issues or ())
        pool = {issue: max(0.0, self.cards.issue_count(issue) - seen.count(issue)) for issue in ISSUES}
        total = sum(pool.values()) or 1.0
        return {issue: count / total for issue, count in pool.items()}

    def _seat(self, index: int, issues: Sequence[str | None] | None) -> tuple[dict[str, float], list[float], float]:
        """Seat `index` read once: each issue's weight (its expected count there), each
        rival's expected total, and the spread of a margin."""
        seat = self.view.line[index]
        slots = list(issues if issues is not None else (seat.issues or (None, None)))
        weight: dict[str, float] = {}
        for slot in slots:
            for issue, chance in ({slot: 1.0} if slot is not None else self.pool).items():
                if chance:
                    weight[issue] = weight.get(issue, 0.0) + chance
        rivals = [sum(w * self.vectors[r][i] for i, w in weight.items()) for r in self.rivals]
        unknown = sum(1 for slot in slots if slot is None)
        spread = math.sqrt(0.04 + self.rival_weeks * self.w.spread_per_week**2 + unknown * self.w.spread_unknown**2)
        return weight, rivals, spread

    def seat_chance(self, index: int, mine: Vector, issues: Sequence[str | None] | None = None) -> float:
        """The chance of holding seat `index` with the vector `mine` against every rival."""
        weight, rivals, spread = self._seats[index] if issues is None else self._seat(index, issues)
        my_total = sum(w * mine[i] for i, w in weight.items())
        chance = 1.0
        for total, lean in zip(rivals, self.leans[index]):
            chance *= phi((my_total - total + lean) / spread)
        return chance

    def seat_chances(
        self, policies: Sequence[Policy], issues: Mapping[int, Sequence[str | None]] | None = None
    ) -> list[float]:
        mine = vector(policies)
        return [self.seat_chance(k, mine, (issues or {}).get(k)) for k in range(len(self.view.line))]

    def worth(self, chances: Sequence[float]) -> float:
        """What a set of seat chances is worth to this party: a majority for CON and LAB (guide
        L5), seats (a way into government) for the others (L6)."""
        expected = sum(chances)
        if self.me in MAIN_PARTIES:
            return majority_chance(chances) + 0.05 * expected
        return 0.5 * majority_chance(chances) + 0.15 * expected

    def value(self, policies: Sequence[Policy], issues: Mapping[int, Sequence[str | None]] | None = None) -> float:
        """The worth of ending with `policies`: with no week left, of the best balanced part of
        them (what election day will do); before, marked down for what cannot be saved in time."""
        key = (tuple(p.name for p in policies), tuple(sorted((k, tuple(v)) for k, v in (issues or {}).items())))
        if key in self._cache:
            return self._cache[key]
        if self.weeks_left == 0:
            self._cache[key] = self.worth(self.seat_chances(best_balanced(self, policies, issues), issues))
            return self._cache[key]
        short = short_by(policies) - self.weeks_left * self.w.saving_per_week
        self._cache[key] = self.worth(self.seat_chances(policies, issues)) - self.w.short_cost * max(0.0, short)
        return self._cache[key]

    def week_chance(self, policy: Policy, boost: int = 0) -> float:
        """The chance that `policy` wins this week's count against rivals not yet revealed."""
        seat = self.view.current
        if seat is None:
            return 0.0
        score = policy.on(tuple(i for i in seat.issues if i is not None)) + boost
        constituency = self.cards.constituency(seat.name)
        chance = 1.0
        for rival in self.rivals:
            lean = 0.5 if constituency.rank(self.me) < constituency.rank(rival) else -0.5
            chance *= phi((score - self.w.rival_week_score + lean) / self.w.rival_week_spread)
        return chance


def best_balanced(
    appraisal: Appraisal, policies: Sequence[Policy], issues: Mapping[int, Sequence[str | None]] | None = None
) -> list[Policy]:
    """The part of `policies` that balances the books and is worth most (every part is tried:
    a manifesto holds at most seven)."""
    if not short_by(policies):
        return list(policies)
    best: tuple[float, list[Policy]] | None = None
    count = len(policies)
    for mask in range(1 << count):
        kept = [p for k, p in enumerate(policies) if mask >> k & 1]
        if short_by(kept):
            continue
        worth = appraisal.worth(appraisal.seat_chances(kept, issues))
        if best is None or worth > best[0] + 1e-12:
            best = (worth, kept)
    assert best is not None  # keeping nothing always balances
    return best[1]
