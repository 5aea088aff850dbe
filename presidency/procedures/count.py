"""The count of an election (lines 126 and 128): the votes each candidate's cubes earn in
the current era, and the winners, or the contest a tiebreaker must settle
(`presidency.procedures.tiebreaker`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from presidency.procedures.elections import Candidate, Cube, MapState, Regime, Role
from presidency.procedures.support import Party


def total_votes(states: Mapping[str, MapState], era: str) -> int:
    """Line 128: every state's votes added together (the majority is more than half)."""
    return sum(s.votes_in(era) for s in states.values())


def votes_won(
    cubes: Sequence[Cube],
    states: Mapping[str, MapState],
    era: str,
    by: Mapping[str, str] | None = None,
    role: Role | None = None,
) -> dict[str, int]:
    """Each candidate's cubes earn their state's votes for the era; `by` counts a cube for
    another name (a 2Post-12 team under its presidential nominee); `role` counts one side."""
    won: dict[str, int] = {}
    for cube in cubes:
        if role is not None and cube.role is not role:
            continue
        name = (by or {}).get(cube.candidate, cube.candidate)
        won[name] = won.get(name, 0) + states[cube.state].votes_in(era)
    return won


def places(votes: Mapping[str, int]) -> dict[str, int]:
    """Each name's place by votes, ties sharing a place (20, 20, 15 are places 1, 1, 3)."""
    return {name: 1 + sum(1 for other in votes.values() if other > count) for name, count in votes.items()}


def still_in(votes: Mapping[str, int], out: Sequence[str] = ()) -> tuple[str, ...]:
    """Line 140: the fourth placed (and any below) drop out of a tiebreaker."""
    return tuple(name for name, place in places(votes).items() if place <= 3 and name not in out)


@dataclass(frozen=True)
class Contest:
    """A tiebreaker to hold: for which office and between whom."""

    office: Role
    participants: tuple[str, ...]
    why: str
    second_is_vice: bool = False  # the runner-up of this tiebreaker becomes vice president


@dataclass(frozen=True)
class Count:
    """What the votes decide alone: the winners, or the tiebreaker still to hold."""

    votes: Mapping[str, int]
    president: str | None
    vice_president: str | None
    contests: tuple[Contest, ...]


def decide(
    regime_now: Regime, candidates: Sequence[Candidate], cubes: Sequence[Cube], states: Mapping[str, MapState], era: str
) -> Count:
    """Lines 126 and 128, 'Finding the Winner', for the regime in force."""
    names = [c.name for c in candidates]
    if regime_now.teams:
        leader = {
            c.name: next(p.name for p in candidates if p.party is c.party and p.role is Role.PRESIDENT)
            for c in candidates
        }
        votes = {leader[n]: 0 for n in names} | votes_won(cubes, states, era, by=leader)
        top = _top(votes)
        if len(top) == 1:
            team = next(c.party for c in candidates if c.name == top[0])
            return Count(votes, top[0], _mate(candidates, team), ())
        return Count(votes, None, None, (Contest(Role.PRESIDENT, tuple(top), "the teams are tied"),))
    if regime_now.sides:
        return _by_sides(candidates, cubes, states, era)
    votes = dict.fromkeys(names, 0) | votes_won(cubes, states, era)
    need = total_votes(states, era) / 2 if regime_now.single_party else None
    top = _top(votes)
    if len(top) > 1 or (need is not None and votes[top[0]] <= need):
        why = (
            "a tie for president"
            if len(top) > 1
            else f"no majority (more than {int(need or 0)} of {total_votes(states, era)} needed)"
        )
        return Count(votes, None, None, (Contest(Role.PRESIDENT, still_in(votes), why, second_is_vice=True),))
    second = _top({n: v for n, v in votes.items() if n != top[0]})
    if len(second) == 1:
        return Count(votes, top[0], second[0], ())
    return Count(
        votes, top[0], None, (Contest(Role.VICE_PRESIDENT, still_in(votes, out=top), "a tie for vice president"),)
    )


def _by_sides(
    candidates: Sequence[Candidate], cubes: Sequence[Cube], states: Mapping[str, MapState], era: str
) -> Count:
    """Line 128 (1Post-12): the presidency and the vice presidency are won apart, each with
    more votes than any rival on its side and more than half of all votes."""
    need = total_votes(states, era) / 2
    winners: dict[Role, str | None] = {}
    contests: list[Contest] = []
    votes: dict[str, int] = {}
    for role in Role:
        side = {c.name: 0 for c in candidates if c.role is role} | votes_won(cubes, states, era, role=role)
        votes.update(side)
        top = _top(side)
        if len(top) == 1 and side[top[0]] > need:
            winners[role] = top[0]
            continue
        winners[role] = None
        why = f"a tie for {role.value.lower()}" if len(top) > 1 else f"no majority for {role.value.lower()}"
        contests.append(Contest(role, still_in(side), why))
    return Count(votes, winners[Role.PRESIDENT], winners[Role.VICE_PRESIDENT], tuple(contests))


def _top(votes: Mapping[str, int]) -> list[str]:
    if not votes:
        return []
    most = max(votes.values())
    return [name for name, count in votes.items() if count == most]


def _mate(candidates: Sequence[Candidate], party: Party) -> str | None:
    return next((c.name for c in candidates if c.party is party and c.role is Role.VICE_PRESIDENT), None)


def running_mate_of(candidates: Sequence[Candidate], president: str) -> str | None:
    """A 2Post-12 team's vice presidential nominee, by its presidential nominee."""
    party = next(c.party for c in candidates if c.name == president)
    return _mate(candidates, party)
