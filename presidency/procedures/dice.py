"""The die every table of the document is read with, and exact chances by enumeration.

The document never names the die, but its tables run to 6 (the Economic Crisis rows end at
"5-6", line 111; a speech wins popularity on "a 6", line 194): one six-sided die, each face
1 in 6. Chances are `Fraction`s, never floats, so odds add up to exactly 1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Generic, Hashable, TypeVar

FACES = (1, 2, 3, 4, 5, 6)
FACE_CHANCE = Fraction(1, len(FACES))

R = TypeVar("R", bound=Hashable)


@dataclass(frozen=True)
class Outcome(Generic[R]):
    """One result of a roll (`result`: a row of a table, or a number), the exact chance of
    it, and the faces of the die that give it."""

    result: R
    chance: Fraction
    faces: tuple[int, ...]


def over_die(read: Callable[[int], R]) -> list[Outcome[R]]:
    """Every result `read(face)` gives, with its exact chance: the faces are enumerated one
    by one, and faces giving the same result are added together (in the order of the
    lowest face giving each)."""
    faces: dict[R, list[int]] = {}
    for face in FACES:
        faces.setdefault(read(face), []).append(face)
    return [Outcome(result, FACE_CHANCE * len(given), tuple(given)) for result, given in faces.items()]


def roll(rng: random.Random) -> int:
    """One roll of the die, from the seeded generator passed in."""
    return rng.randint(FACES[0], FACES[-1])


def simulated(read: Callable[[int], R], rng: random.Random, times: int) -> dict[R, Fraction]:
    """The share of `times` seeded rolls giving each result: what a table would see."""
    counts: dict[R, int] = {}
    for _ in range(times):
        result = read(roll(rng))
        counts[result] = counts.get(result, 0) + 1
    return {result: Fraction(count, times) for result, count in counts.items()}


def percent(chance: Fraction) -> str:
    """`1/6` as `16.7%`; a certainty as `100%`, an impossibility as `0%`."""
    if chance in (0, 1):
        return f"{int(chance * 100)}%"
    return f"{float(chance) * 100:.1f}%"


def in_sixths(chance: Fraction) -> str:
    """`1/3` as `2 in 6`: how a table counts faces."""
    sixths = chance * len(FACES)
    if sixths.denominator == 1:
        return f"{sixths.numerator} in {len(FACES)}"
    return f"{chance.numerator} in {chance.denominator}"
