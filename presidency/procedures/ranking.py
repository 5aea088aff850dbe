"""Statesmen ranked by popularity, ties by age: the one comparison the document uses for
party leaders (line 156), nominees (lines 126, 128), who announces and places first (line
126) and the last tiebreaker (lines 150-151).

Popularity is the number printed on the card plus the popularity cubes on it (line 126).
Age is the card's age number; the document speaks of the "oldest age number" (lines 126,
151), read here as the larger number being the older statesman. Which end wins a tie on
age differs from rule to rule, so the caller says; a tie left on both is the table's to
settle (`Ranked.tied`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from presidency.procedures.support import Party


@dataclass(frozen=True)
class Rated:
    """What the ranking reads from a statesman."""

    name: str
    party: Party
    popularity: int
    age: int


@dataclass(frozen=True)
class Ranked:
    """The first statesman by the ranking, or the statesmen still tied for first."""

    first: str | None
    tied: tuple[str, ...] = ()


def ordered(statesmen: Sequence[Rated], *, oldest_first: bool, most_popular_first: bool = True) -> list[list[Rated]]:
    """The statesmen in groups, best first: by popularity (most first unless told), then by
    age (oldest, or youngest, first); a group holds those equal on both."""

    def key(s: Rated) -> tuple[int, int]:
        return (-s.popularity if most_popular_first else s.popularity, -s.age if oldest_first else s.age)

    groups: list[list[Rated]] = []
    for statesman in sorted(statesmen, key=key):
        if groups and key(groups[-1][0]) == key(statesman):
            groups[-1].append(statesman)
        else:
            groups.append([statesman])
    return groups


def best(statesmen: Sequence[Rated], *, oldest_first: bool, most_popular_first: bool = True) -> Ranked:
    """The first of `ordered`, or the tie left on both popularity and age."""
    groups = ordered(statesmen, oldest_first=oldest_first, most_popular_first=most_popular_first)
    if not groups:
        return Ranked(None)
    if len(groups[0]) == 1:
        return Ranked(groups[0][0].name)
    return Ranked(None, tuple(s.name for s in groups[0]))
