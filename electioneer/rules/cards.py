"""The cards of Electioneer UK as frozen records: constituencies, issues, policies, theatrics.

Parties and issues are plain words (`"LAB"`, `"Healthcare"`), as they are printed; the
records here are what `electioneer.data_load` builds from the YAML files and what every rule
reads. Nothing here reads a file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

CON, LAB, LD, REF, GRN = "CON", "LAB", "LD", "REF", "GRN"
PARTIES = (CON, LAB, LD, REF, GRN)  # guide L5-6: CON and LAB for players 1-2, then LD, REF or GRN
MAIN_PARTIES = (CON, LAB)
SMALLER_PARTIES = (LD, REF, GRN)
ISSUES = ("Growth", "Healthcare", "Immigration", "Housing", "Taxes", "Defence", "Environment")  # guide L13-20
CONSTITUENCIES_DEALT = 7  # guide L7, L9
WEEKS = 7  # guide L35
SEATS = 7
MAJORITY = 4  # more than half of the seven seats (guide L66)
ISSUES_PER_CONSTITUENCY = 2  # guide L12
# two issues for every constituency dealt, and at least one left over to swap in
ISSUES_NEEDED = ISSUES_PER_CONSTITUENCY * CONSTITUENCIES_DEALT + 1
STARTING_POLICIES = 3  # guide L28


class Source(StrEnum):
    """Where a card's values come from: the guide states them, or we chose them."""

    PRINTED = "printed"
    RECONSTRUCTED = "reconstructed"


@dataclass(frozen=True)
class Constituency:
    """A constituency card: its name and its order of preference for ties, first preferred (guide L10)."""

    name: str
    prefers: tuple[str, ...]
    source: Source = Source.RECONSTRUCTED
    note: str = ""

    def rank(self, party: str) -> int:
        """0 for the party this constituency prefers most; a party it does not list comes last."""
        return self.prefers.index(party) if party in self.prefers else len(self.prefers)


@dataclass(frozen=True)
class Policy:
    """A policy card: its score on one or two issues, and the money it costs (< 0) or saves (> 0)
    (guide L24-26). `party` is the party it starts with, or None for a common policy (L28-29)."""

    name: str
    scores: tuple[tuple[str, int], ...]
    money: int
    party: str | None = None
    source: Source = Source.RECONSTRUCTED
    note: str = ""

    def score(self, issue: str) -> int:
        return sum(points for name, points in self.scores if name == issue)

    def on(self, issues: "tuple[str, ...] | list[str]") -> int:
        """The policy's total on a constituency's issues (an issue held twice counts twice)."""
        return sum(self.score(issue) for issue in issues)

    @property
    def costs(self) -> int:
        return -self.money if self.money < 0 else 0

    @property
    def saves(self) -> int:
        return self.money if self.money > 0 else 0

    def words(self) -> str:
        """`NHS Pledge (Healthcare +4, Taxes +1; costs 2)`."""
        scores = ", ".join(f"{issue} {points:+d}" for issue, points in self.scores)
        money = (
            f"costs {self.costs}" if self.money < 0 else f"saves {self.saves}" if self.money > 0 else "costs nothing"
        )
        return f"{self.name} ({scores}; {money})"


class TheatricEffect(StrEnum):
    """What a theatric does (the guide gives none: docs/electioneer/rules-decisions.md)."""

    BOOST = "boost"  # your policy scores `amount` more this week
    KNOCK = "knock"  # a party you name scores `amount` less this week
    TIES = "ties"  # you win every tie this week, whatever the constituency prefers
    SWAP = "swap"  # swap an issue of a revealed constituency, as a week's winner does
    PEEK = "peek"  # look at the face-down issues of a constituency not yet revealed

    @property
    def week_only(self) -> bool:
        """Played for this week's count only: no use on election day."""
        return self in (TheatricEffect.BOOST, TheatricEffect.KNOCK, TheatricEffect.TIES)

    @property
    def targets_party(self) -> bool:
        return self is TheatricEffect.KNOCK


@dataclass(frozen=True)
class Theatric:
    """A theatric card, dealt face down and played at a moment of its holder's choosing (guide L31)."""

    name: str
    effect: TheatricEffect
    amount: int = 0
    source: Source = Source.RECONSTRUCTED
    note: str = ""

    def words(self) -> str:
        text = {
            TheatricEffect.BOOST: f"your policy scores +{self.amount} this week",
            TheatricEffect.KNOCK: f"a party you name scores -{self.amount} this week",
            TheatricEffect.TIES: "you win every tie this week",
            TheatricEffect.SWAP: "swap an issue in a revealed constituency",
            TheatricEffect.PEEK: "look at a face-down constituency's issues",
        }[self.effect]
        return f"{self.name} ({text})"


@dataclass(frozen=True)
class Cards:
    """Every card of one box: the constituency deck, the issue deck (one entry per issue card),
    the policies (party and common) and the theatrics."""

    constituencies: tuple[Constituency, ...]
    issues: tuple[str, ...]
    policies: tuple[Policy, ...]
    theatrics: tuple[Theatric, ...]
    directory: str = ""
    _by_name: Mapping[str, object] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        table: dict[str, object] = {}
        for group in (self.constituencies, self.policies, self.theatrics):
            for card in group:
                table[card.name.casefold()] = card
        object.__setattr__(self, "_by_name", table)

    def policy(self, name: str) -> Policy:
        card = self._by_name.get(name.casefold())
        if not isinstance(card, Policy):
            raise KeyError(f"{name!r} is not a policy card")
        return card

    def constituency(self, name: str) -> Constituency:
        card = self._by_name.get(name.casefold())
        if not isinstance(card, Constituency):
            raise KeyError(f"{name!r} is not a constituency card")
        return card

    def theatric(self, name: str) -> Theatric:
        card = self._by_name.get(name.casefold())
        if not isinstance(card, Theatric):
            raise KeyError(f"{name!r} is not a theatric card")
        return card

    def party_policies(self, party: str) -> tuple[Policy, ...]:
        return tuple(p for p in self.policies if p.party == party)

    @property
    def common_policies(self) -> tuple[Policy, ...]:
        return tuple(p for p in self.policies if p.party is None)

    def issue_count(self, issue: str) -> int:
        return self.issues.count(issue)
