"""What moved on the board in a step of the tour: markers, VP, Standing, Favour, seats.

`changes(step)` compares the game before and after the step and lists what differs, one
`Change` each, grouped as a player reads the board (the politicians' tracks, the Sectors
and the Election Projections, the Government MP Tracker, the bills, the roles and the
Pact). A round's own VP and Action Cubes belong to its "Round N begins" step
(`companion.tour.steps`), so the move that closed the round before shows only what it did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.tour.example_script import SHORT
from companion.tour.steps import ROUND
from engine import FatherOfTheHouse, Party, Sector, board

if TYPE_CHECKING:
    from companion.tour.steps import Step
    from engine import Game

NAMES = {full: short for short, full in SHORT.items()}
PARTY_SHORT = {Party.LIBERAL: "Lib", Party.CONSERVATIVE: "Con"}


@dataclass(frozen=True)
class Change:
    """One marker that moved: its group (`Standing`), what it is (`Derby`), from and to.
    `up` says which way a number went (None for a change that is not a number)."""

    group: str
    what: str
    start: str
    end: str
    up: bool | None = None

    def __str__(self) -> str:
        return f"{self.what} {self.start}->{self.end}" if self.start else f"{self.what} {self.end}"


def _number(group: str, what: str, start: int, end: int) -> Change:
    return Change(group, what, str(start), str(end), end > start)


def _seat_changes(before: "Game", after: "Game", vp_before: dict[str, int], vp_after: dict[str, int]) -> list[Change]:
    out: list[Change] = []
    for track in ("standing", "favour"):
        for old, new in zip(before.state.seats, after.state.seats):
            if getattr(old, track) != getattr(new, track):
                out.append(
                    _number(
                        track.title(),
                        NAMES.get(new.politician, new.politician),
                        getattr(old, track),
                        getattr(new, track),
                    )
                )
    moved: dict[tuple[int, int], list[str]] = {}
    for politician, end in vp_after.items():
        start = vp_before.get(politician, end)
        if start != end:
            moved.setdefault((start, end), []).append(NAMES.get(politician, politician))
    for (start, end), names in moved.items():
        together = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        out.append(_number("VP", together, start, end))
    return out


def _sector_changes(before: "Game", after: "Game") -> list[Change]:
    out = []
    for sector in Sector:
        for party in Party:
            start, end = board.sector_points(before, sector, party), board.sector_points(after, sector, party)
            if start != end:
                out.append(_number("Popularity", f"{PARTY_SHORT[party]} {sector.value}", start, end))
    if out or board.lead(before) != board.lead(after):
        seats = {p: (board.projected_seats(before, p), board.projected_seats(after, p)) for p in Party}
        for party, (start, end) in seats.items():
            if start != end:
                out.append(_number("Seats projected", PARTY_SHORT[party], start, end))
    return out


def _parliament_changes(before: "Game", after: "Game") -> list[Change]:
    out = []
    old, new = before.state, after.state
    if (old.moderates, old.partisans) != (new.moderates, new.partisans):
        for what, start, end in (
            ("A", old.moderates + old.partisans, new.moderates + new.partisans),
            ("M", old.moderates, new.moderates),
            ("P", old.partisans, new.partisans),
        ):
            if start != end:
                out.append(_number("Government MPs", what, start, end))
    bills_before = {slot.name: board.projected_votes(before, i) for i, slot in old.bills_on_board()}
    bills_after = {slot.name: board.projected_votes(after, i) for i, slot in new.bills_on_board()}
    for bill, votes in bills_after.items():
        if bill not in bills_before:
            out.append(Change("Bills", bill, "", f"placed ({votes} Votes)"))
        elif bills_before[bill] != votes:
            out.append(_number("Bills", bill, bills_before[bill], votes))
    for bill in bills_before:
        if bill not in bills_after:
            out.append(Change("Bills", bill, "", "off the board"))
    if old.pact != new.pact:
        out.append(Change("Pact", "the Pact", "", "restarts" if new.pact else "ends"))
    if old.election_marker != new.election_marker:
        out.append(
            Change("Election Marker", "the marker", "", "back on the board" if new.election_marker else "removed")
        )
    return out


def _role_changes(step: "Step") -> list[Change]:
    """New mats and the Resignation; the Father of the House card where it changed hands (a
    round's setup hands it over: its ROUND step shows it, not the move that closed the round)."""
    before, after = step.before, step.after
    out = []
    for old, new in zip(before.state.seats, after.state.seats):
        if (old.role, old.resigned) != (new.role, new.resigned):
            title = "Resigned" if new.resigned else new.role.title
            out.append(Change("Roles", NAMES.get(new.politician, new.politician), "", title))
    father = after.state.father_of_the_house
    if step.kind == ROUND:
        given = any(isinstance(h, FatherOfTheHouse) for h in step.setup)
    else:
        given = not step.setup_split and before.state.father_of_the_house != father
    if given and father is not None:
        holder = after.state.seats[father].politician
        out.append(Change("Roles", NAMES.get(holder, holder), "", "Father of the House"))
    return out


def changes(step: "Step") -> list[Change]:
    """Everything that moved on the board in `step`, grouped as the board is read."""
    before, after = step.before, step.after
    return (
        _seat_changes(before, after, step.vp_before, step.vp_after)
        + _sector_changes(before, after)
        + _parliament_changes(before, after)
        + _role_changes(step)
    )


def grouped(found: list[Change]) -> list[tuple[str, list[Change]]]:
    """The changes by group, in the order the groups first appear."""
    groups: dict[str, list[Change]] = {}
    for change in found:
        groups.setdefault(change.group, []).append(change)
    return list(groups.items())
