"""Play-outs spent where they decide: a race among the choices on paired play-outs.

The advisor (`clockwork.advisor`) plays every choice still in the race once more with the
same play-out number, so all of them meet the same guess of the unseen and the same deal
(common random numbers), and compares them play-out by play-out: the difference between two
choices in one play-out is far less noisy than either chance alone. After each round of
play-outs (from `MIN_EACH` on) the race

- drops a choice that is clearly worse than the leader: the 99% interval of its paired
  difference with the leader lies below zero (99%, not 95%: the race looks again after
  every play-out, and a choice dropped is never brought back);
- stops with one **best** choice once every other choice is dropped;
- stops with the leaders **equal** once every choice left is within `margin` points of the
  leader, the whole 95% interval of the difference inside ±`margin` (from `MIN_EQUAL`
  play-outs on, so a few play-outs that happen to agree do not end it).

A race may also be asked about one choice (`watch`, `by`): it then stops, **close**, as soon
as no other choice can be `by` points or more ahead of it (every upper bound of the paired
difference with it below `by`), or **ahead** once another choice is clearly `by` points or
more ahead of it (the lower bound at `by` or above): what `review` asks of the choice made.

Otherwise it runs until its caller's budget ends (the answer is then "not settled"). The
race reads only the scores, so its verdict depends on the play-outs played, never on the
clock or on how many processes played them.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field

MARGIN = 3.0  # points of the chance of winning within which the leaders are called equal
MIN_EACH = 8  # play-outs of every choice before one may be dropped
MIN_EQUAL = 16  # ... and before the leaders may be called equal
Z = 1.96  # the 95% intervals shown, and the test of "equal"
Z_DROP = 2.58  # the 99% interval that drops a choice


def paired(mine: list[float], other: list[float], z: float = Z) -> tuple[float, float, int]:
    """The mean of `mine - other` over the play-outs both have (the same numbers, the same
    luck), the half-width of its interval at `z`, and how many play-outs it rests on."""
    n = min(len(mine), len(other))
    if n == 0:
        return 0.0, math.inf, 0
    gaps = [a - b for a, b in zip(mine[:n], other[:n])]
    mean = statistics.fmean(gaps)
    if n < 2:
        return mean, math.inf, n
    return mean, z * statistics.stdev(gaps) / math.sqrt(n), n


@dataclass
class Race:
    """The scores of each choice (points, 0-100) by play-out number, and who is still in."""

    count: int
    margin: float = MARGIN
    scores: list[list[float]] = field(default_factory=list)
    dropped: dict[int, int] = field(default_factory=dict)  # a choice dropped -> the leader it was dropped against
    verdict: str = ""  # "best", "equal", "close", "ahead" or "" (still open)
    watch: int | None = None  # a choice asked about: the race stops once none is `by` points ahead of it
    by: float = 0.0

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = [[] for _ in range(self.count)]
        if self.count < 2:
            self.verdict = "best"

    @property
    def active(self) -> list[int]:
        return [i for i in range(self.count) if i not in self.dropped]

    @property
    def played(self) -> int:
        """Play-outs each choice still in the race has had."""
        return min(len(self.scores[i]) for i in self.active)

    def mean(self, index: int) -> float:
        found = self.scores[index]
        return statistics.fmean(found) if found else 0.0

    @property
    def leader(self) -> int:
        return max(self.active, key=lambda i: (self.mean(i), -i))

    def record(self, index: int, score: float) -> None:
        self.scores[index].append(score)

    def judge(self) -> str:
        """Drop what is clearly worse and say whether the race is over ("best", "equal", "close",
        "ahead" or "")."""
        if self.verdict:
            return self.verdict
        n = self.played
        if n < MIN_EACH:
            return ""
        leader = self.leader
        for index in self.active:
            if index != leader:
                gap, half, _ = paired(self.scores[index], self.scores[leader], Z_DROP)
                if gap + half < 0:
                    self.dropped[index] = leader
        self.verdict = self._asked() or self._settled(leader, n)
        return self.verdict

    def _asked(self) -> str:
        """The answer about the watched choice: "ahead", "close" or "" (none asked, or open)."""
        if self.watch is None:
            return ""
        gaps = [paired(self.scores[i], self.scores[self.watch]) for i in self.active if i != self.watch]
        if any(gap - half >= self.by for gap, half, _ in gaps):
            return "ahead"
        return "close" if all(gap + half < self.by for gap, half, _ in gaps) else ""

    def _settled(self, leader: int, n: int) -> str:
        if len(self.active) == 1:
            return "best"
        if n >= MIN_EQUAL and all(
            abs(gap) + half <= self.margin
            for gap, half, _ in (paired(self.scores[i], self.scores[leader]) for i in self.active if i != leader)
        ):
            return "equal"
        return ""
