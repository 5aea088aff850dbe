"""Elections under the four regimes (lines 113-137): which regime, the nominees and their
running mates, who announces first, the order of cube placement and the vacancies; the
count of the votes and the winners is `presidency.procedures.count`.

Line 119-123: Single Party Dominance (a party at 9 or more Public Support) or a Two-Party
Election; before or after the 12th Amendment is resolved. The regimes' own rules are the
two long lines of the document, line 126 (Two-Party) and line 128 (Single Party).
The map's states, their votes per era and the statesmen are the table's: the document
lists none.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping, Sequence

from presidency.procedures.ranking import Rated, Ranked, best, ordered
from presidency.procedures.support import Party, PublicSupport


class ElectionError(ValueError):
    """A step of an election the rules do not allow."""


class Regime(Enum):
    TWO_PRE = "2Pre-12"
    TWO_POST = "2Post-12"
    ONE_PRE = "1Pre-12"
    ONE_POST = "1Post-12"

    @property
    def single_party(self) -> bool:
        return self in (Regime.ONE_PRE, Regime.ONE_POST)

    @property
    def teams(self) -> bool:
        """Line 126 (2Post-12): a party's nominees share markers and are elected together."""
        return self is Regime.TWO_POST

    @property
    def sides(self) -> bool:
        """Line 128 (1Post-12): a presidential (left) and a vice presidential (right) vacancy."""
        return self is Regime.ONE_POST

    @property
    def vacancies(self) -> int:
        """Cubes a state holds: two, but one after the 12th Amendment in a Two-Party Election."""
        return 1 if self is Regime.TWO_POST else 2

    @property
    def title(self) -> str:
        kind = "Single Party Dominance" if self.single_party else "Two-Party Election"
        when = "after" if self in (Regime.TWO_POST, Regime.ONE_POST) else "before"
        return f"{kind}, {when} the 12th Amendment ({self.value})"


def regime(support: PublicSupport, twelfth_amendment: bool) -> Regime:
    """Lines 119-123."""
    if support.dominant is not None:
        return Regime.ONE_POST if twelfth_amendment else Regime.ONE_PRE
    return Regime.TWO_POST if twelfth_amendment else Regime.TWO_PRE


class Role(Enum):
    PRESIDENT = "President"
    VICE_PRESIDENT = "Vice President"

    @property
    def short(self) -> str:
        return "P" if self is Role.PRESIDENT else "VP"


@dataclass(frozen=True)
class Candidate:
    """A nominee as the election reads him."""

    name: str
    party: Party
    popularity: int
    age: int
    home: str
    role: Role

    @property
    def rated(self) -> Rated:
        return Rated(self.name, self.party, self.popularity, self.age)


# --- nominees (line 126, 128) ----------------------------------------------------------------


def party_nominee(eligible: Sequence[Rated], party: Party) -> Ranked:
    """Line 126: a party's most popular eligible statesman; a tie to the oldest age number."""
    return best([s for s in eligible if s.party is party], oldest_first=True)


@dataclass(frozen=True)
class DominantField:
    """Line 128: who must run for president and who may also run."""

    party: Party
    must_run: Ranked
    may_run: tuple[str, ...]


def dominant_field(eligible: Sequence[Rated], party: Party, chosen_first: str | None = None) -> DominantField:
    """The most popular of the dominant party must run; any of the next three may. Ties go to
    the oldest; a tie left for first place is the table's (`chosen_first` settles it), and
    a tie across the third place offers every statesman in it."""
    own = [s for s in eligible if s.party is party]
    first = best(own, oldest_first=True)
    if chosen_first is not None:
        if chosen_first not in (first.first, *first.tied):
            raise ElectionError(f"{chosen_first} is not the most popular {party.value}")
        first = Ranked(chosen_first)
    if first.first is None:
        return DominantField(party, first, ())
    may: list[str] = []
    for group in ordered([s for s in own if s.name != first.first], oldest_first=True):
        if len(may) >= 3:
            break
        may.extend(s.name for s in group)
    return DominantField(party, first, tuple(may))


def running_mate_problem(regime_now: Regime, nominee: Rated, mate: Rated, running: Sequence[str]) -> str | None:
    """Line 126: a running mate is of the nominee's party; line 128: any statesman of the
    dominant party not running for president (one may be named by several candidates)."""
    if mate.name == nominee.name:
        return f"{mate.name} is the presidential nominee: a running mate is another statesman"
    if mate.party is not nominee.party:
        return f"{mate.name} is a {mate.party.value}: {nominee.name}'s running mate is a {nominee.party.value}"
    if mate.name in running:
        return f"{mate.name} runs for president: he cannot also be a running mate"
    return None


def announces_first(support: PublicSupport, nominees: Mapping[Party, Rated]) -> Ranked:
    """Line 126: the party without Public Support announces its running mate first; at 0 the
    less popular nominee's party, then the younger's. Named by the party's value."""
    if support.party is not None:
        return Ranked(support.party.other.value)
    ranked = best(list(nominees.values()), oldest_first=False, most_popular_first=False)
    if ranked.first is None:
        return Ranked(None, tuple(p.value for p, n in nominees.items() if n.name in ranked.tied))
    return Ranked(next(p.value for p, n in nominees.items() if n.name == ranked.first))


# --- placing cubes (lines 113-117, 126, 128) ---------------------------------------------------


def placement_order(
    regime_now: Regime, support: PublicSupport, candidates: Sequence[Candidate]
) -> list[tuple[str, ...]]:
    """Who places cubes first, as groups (a group of several is a tie on popularity and age
    the table orders). Two-Party: the P and VP candidates of the party with most support,
    then the other party's; at 0, and under Single Party Dominance, by popularity, the
    oldest first on a tie."""
    if not regime_now.single_party and support.party is not None:

        def place(c: Candidate) -> tuple[int, int]:
            return (0 if c.party is support.party else 1, 0 if c.role is Role.PRESIDENT else 1)

        return [(c.name,) for c in sorted(candidates, key=place)]
    by_name = {c.name: c for c in candidates}
    groups = ordered([c.rated for c in candidates], oldest_first=True)
    return [tuple(by_name[r.name].name for r in group) for group in groups]


@dataclass(frozen=True)
class Cube:
    candidate: str
    state: str
    role: Role  # the office the cube runs for (its side of the card under 1Post-12)


@dataclass(frozen=True)
class MapState:
    """A state as an election reads it: its votes in each era and, when the table gave the
    map, its neighbours (an empty tuple for a state on its own, like California)."""

    name: str
    votes: Mapping[str, int]
    borders: tuple[str, ...] | None = None

    def votes_in(self, era: str) -> int:
        if era not in self.votes:
            raise ElectionError(f"{self.name} has no votes given for Era {era}")
        return self.votes[era]


def vacancies_left(regime_now: Regime, cubes: Sequence[Cube], state: str, role: Role) -> int:
    """Vacancies left in `state` for a cube running for `role`."""
    here = [c for c in cubes if c.state == state]
    if regime_now.sides:
        return 1 - len([c for c in here if c.role is role])
    return regime_now.vacancies - len(here)


def placement_problem(
    regime_now: Regime,
    cubes: Sequence[Cube],
    cube: Cube,
    states: Mapping[str, MapState],
    home: str | None = None,
    running_mates: Sequence[str] = (),
) -> str | None:
    """What is wrong with placing `cube` after `cubes`: a state not on the map, no vacancy,
    a 2Pre-12 candidate's second cube in one state (line 126); and, when the table gave the
    neighbours of every state, lines 113 and 117 (home state first, then next to one's own
    cubes, else only unattached states)."""
    if cube.state not in states:
        return f"{cube.state!r} is not a state on the map: {', '.join(states)}"
    if vacancies_left(regime_now, cubes, cube.state, cube.role) <= 0:
        return f"{cube.state} has no vacancy left for a {cube.role.value} cube"
    own = [c.state for c in cubes if c.candidate == cube.candidate]
    if regime_now is Regime.TWO_PRE and cube.state in own:
        return f"{cube.candidate} has a cube in {cube.state}: a candidate may not place two in one state"
    if any(s.borders is None for s in states.values()):
        return None  # the map is not known: the table places by it
    open_states = [name for name in states if vacancies_left(regime_now, cubes, name, cube.role) > 0]
    return _map_problem(cube, own, open_states, states, home, [c.state for c in cubes if c.candidate in running_mates])


def _map_problem(
    cube: Cube,
    own: list[str],
    open_states: list[str],
    states: Mapping[str, MapState],
    home: str | None,
    mate_states: list[str],
) -> str | None:
    unattached = [name for name in open_states if not states[name].borders]
    if not own:  # the first cube (line 113)
        if home is not None and home in open_states:
            return None if cube.state == home else f"{cube.candidate}'s first cube goes on his home state {home}"
        if cube.role is Role.PRESIDENT and home is not None and home in states:
            distance = _distances(home, states)
            reachable = [distance[name] for name in open_states if name in distance]
            if reachable and distance.get(cube.state) != min(reachable):
                closest = [name for name in open_states if distance.get(name) == min(reachable)]
                return f"{cube.candidate}'s first cube goes as close to {home} as can be: {', '.join(closest)}"
            return None
        beside = [name for name in open_states if any(name in (states[m].borders or ()) for m in mate_states)]
        allowed = beside or unattached
        if allowed and cube.state not in allowed:
            return f"{cube.candidate}'s first cube goes beside his running mate's: {', '.join(allowed)}"
        return None
    beside = [name for name in open_states if any(name in (states[o].borders or ()) for o in own)]
    allowed = beside or unattached
    if cube.state not in allowed:
        where = ", ".join(allowed) if allowed else "nowhere: he places no more cubes"
        return f"{cube.candidate} places next to a state where he has a cube (line 117): {where}"
    return None


def _distances(home: str, states: Mapping[str, MapState]) -> dict[str, int]:
    distance = {home: 0}
    frontier = [home]
    while frontier:
        following = []
        for name in frontier:
            for neighbour in states[name].borders or ():
                if neighbour in states and neighbour not in distance:
                    distance[neighbour] = distance[name] + 1
                    following.append(neighbour)
        frontier = following
    return distance
