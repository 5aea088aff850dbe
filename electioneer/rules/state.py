"""The state of play: plain dataclasses, one tree (the game's whole truth; views copy from it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from electioneer.rules.election import ElectionResult, WeekCount


class Phase(StrEnum):
    SETUP = "setup"
    CAMPAIGN = "campaign"
    ELECTION = "election day"
    OVER = "over"


@dataclass
class Seat:
    """A constituency in the line (guide L9): its issues (face down until its week, L12, L38)."""

    name: str
    issues: list[str] = field(default_factory=list)
    revealed: bool = False


@dataclass
class PartyState:
    """What one party holds. On real cards (`Setup.table`) the hand is not known to the engine:
    `hand` stays empty and only the counts the table can see are kept."""

    hand: list[str] = field(default_factory=list)
    theatrics: list[str] = field(default_factory=list)
    unknown_theatrics: int = 0  # real cards: theatrics dealt face down, not yet played
    manifesto: list[str] = field(default_factory=list)  # policies revealed, in the order played
    face_down: str | None = None  # this week's choice before everyone reveals
    dropped: list[str] = field(
        default_factory=list
    )  # election day: to leave the manifesto, face down until all balance
    discarded: list[str] = field(default_factory=list)  # election day: dropped and revealed, out of the game
    peeked: list[str] = field(default_factory=list)  # constituencies whose face-down issues it has seen
    seen_spares: bool = False  # has looked through the spare issues (LAB at setup, a week's winner)


@dataclass
class State:
    parties: tuple[str, ...]
    line: list[Seat] = field(default_factory=list)
    constituency_deck: list[str] = field(default_factory=list)  # not dealt
    spare_issues: list[str] = field(default_factory=list)  # the issue deck beside the table (kept sorted)
    deck: list[str] = field(default_factory=list)  # the shuffled policies (their order is no one's knowledge)
    bottom: list[str] = field(default_factory=list)  # policies put back under the deck, first put back first
    bottom_by: list[str] = field(default_factory=list)  # who put each one there
    theatric_box: list[str] = field(default_factory=list)  # theatrics not dealt
    party: dict[str, PartyState] = field(default_factory=dict)
    phase: Phase = Phase.SETUP
    week: int = 0  # 1-7 during the campaign
    weeks: list[WeekCount] = field(default_factory=list)
    adjust: dict[str, int] = field(default_factory=dict)  # this week's theatrics: points to add
    ties_to: str | None = None  # this week's tie-winning theatric
    played: list[tuple[int, str, str, str]] = field(
        default_factory=list
    )  # (week, party, theatric, target); week 8: election day
    result: ElectionResult | None = None

    def seat(self, name: str) -> Seat:
        for seat in self.line:
            if seat.name.casefold() == name.casefold():
                return seat
        raise KeyError(name)

    @property
    def current(self) -> Seat | None:
        return self.line[self.week - 1] if self.phase is Phase.CAMPAIGN and 1 <= self.week <= len(self.line) else None
