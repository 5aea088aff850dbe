"""Resolving an issue (lines 18-50), taxes and state admissions included (lines 53, 77-81).

The steps: the president ignores the issue or assigns it (line 22); the office holder's
ability plus the influence his player spends must equal or exceed the difficulty, else the
issue fails (line 25); Congress votes where the card says so (lines 33-41); judicial review
where the card allows it and its action card is in effect (line 44); POP results to the
president and the office holders (line 47); then the card goes where its status sends it
(line 50; state cards line 81).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

VOTES_PER_INFLUENCE = 3  # line 38


class Status(Enum):
    """Line 19: every issue ends in one of three states."""

    RESOLVED = "resolved"
    FAILED = "failed"
    IGNORED = "ignored"


class Side(Enum):
    FOR = "for"
    AGAINST = "against"
    ABSTAIN = "abstain"


class IssueError(ValueError):
    """A step of an issue that the rules do not allow as given."""


def influence_needed(difficulty: int, ability: int) -> int:
    """Line 25: the influence that brings the ability up to the difficulty (0 when it already
    reaches it). END SLAVERY at 7 for Washington's ability 3: 4 (line 30)."""
    return max(0, difficulty - ability)


def solves(difficulty: int, ability: int, influence: int) -> bool:
    """Line 25: ability plus influence equal or exceed the difficulty."""
    if influence < 0:
        raise IssueError(f"{influence} influence: what is spent is 0 or more")
    return ability + influence >= difficulty


def congress_order(players: Sequence[str], president_player: str) -> list[str]:
    """Line 35: from the player to the president player's left, clockwise; the seating is
    listed clockwise, so the left neighbour is the next one listed. The president player
    votes last."""
    if president_player not in players:
        raise IssueError(f"{president_player!r} is not at the table: {', '.join(players)}")
    at = list(players).index(president_player)
    return [*players[at + 1 :], *players[: at + 1]]


@dataclass(frozen=True)
class Ballot:
    """Line 35-38: a player's votes, all cast one way (or abstaining), and the influence he
    spends on the spot, each point worth 3 votes."""

    player: str
    side: Side
    votes: int
    bought: int = 0  # influence spent on votes

    def __post_init__(self) -> None:
        if self.votes < 0 or self.bought < 0:
            raise IssueError(f"{self.player}: votes and influence spent are 0 or more")
        if self.side is Side.ABSTAIN and self.bought:
            raise IssueError(f"{self.player} abstains: no votes can be bought for no side")

    @property
    def counted(self) -> int:
        return 0 if self.side is Side.ABSTAIN else self.votes + VOTES_PER_INFLUENCE * self.bought


@dataclass(frozen=True)
class Tally:
    votes_for: int = 0
    votes_against: int = 0

    @property
    def margin(self) -> int:
        return self.votes_for - self.votes_against


def tally(ballots: Iterable[Ballot]) -> Tally:
    cast = list(ballots)
    return Tally(
        sum(b.counted for b in cast if b.side is Side.FOR), sum(b.counted for b in cast if b.side is Side.AGAINST)
    )


class VoteResult(Enum):
    PASSED = "passed"
    REFUSED = "refused"
    TIED = "tied"


def vote_result(count: Tally) -> VoteResult:
    """Lines 35, 41: a majority for passes; a tie goes to the vice president's player; else
    the issue fails. Everyone abstaining (0 to 0) is a tie."""
    if count.margin > 0:
        return VoteResult.PASSED
    return VoteResult.TIED if count.margin == 0 else VoteResult.REFUSED


def tie_decider(vice_president_player: str | None) -> str | None:
    """Line 41: who decides a tie (the vice president's player); None: there is no vice
    president, and the issue fails."""
    return vice_president_player


@dataclass(frozen=True)
class Voter:
    """A player yet to vote: his votes and the influence he could still spend on votes."""

    player: str
    votes: int
    influence: int


def reachable_margins(remaining: Sequence[Voter]) -> set[int]:
    """Every change of (for - against) the players yet to vote can make together."""
    margins = {0}
    for voter in remaining:
        own = {voter.votes + VOTES_PER_INFLUENCE * spent for spent in range(voter.influence + 1)}
        moves = {0} | own | {-v for v in own}
        margins = {m + move for m in margins for move in moves}
    return margins


@dataclass(frozen=True)
class Outlook:
    """Whether the vote can still pass, must pass, or can end in a tie."""

    can_pass: bool
    certain: bool
    can_tie: bool

    def __str__(self) -> str:
        if self.certain:
            return "it passes whatever the others do"
        if self.can_pass:
            return "it can still pass" + ("" if not self.can_tie else " (or tie)")
        return "it can only tie now" if self.can_tie else "it can no longer pass"


def outlook(count: Tally, remaining: Sequence[Voter]) -> Outlook:
    """Can the vote still pass, given the tally so far and who is yet to vote (each able
    to cast his votes either way or abstain, and buy 3 votes a point of influence)?"""
    ends = {count.margin + m for m in reachable_margins(remaining)}
    return Outlook(can_pass=max(ends) > 0, certain=min(ends) > 0, can_tie=0 in ends)


def influence_lost_when_refused(would_spend: int) -> tuple[int, ...]:
    """Line 33: Congress refusing costs half the influence the office holder would have
    spent. Half of an odd number is not a whole point and the document does not say which
    way it goes: both whole numbers are returned and the table picks one."""
    if would_spend < 0:
        raise IssueError(f"{would_spend} influence: what is spent is 0 or more")
    half = would_spend // 2
    return (half,) if would_spend % 2 == 0 else (half, half + 1)


def judicial_review_possible(subject_to_review: bool, card_in_effect: bool, chief_justice: str | None) -> bool:
    """Line 44: the card allows review, the Judicial Review action card is in effect, and
    there is a Chief Justice to use it."""
    return subject_to_review and card_in_effect and chief_justice is not None


def pop_recipients(president: str | None, office_holders: Sequence[str]) -> list[str]:
    """Line 47: POP goes to the president and to the office holders the issue went to, once
    each (a president who solves the issue himself gets it once)."""
    named = [president, *office_holders] if president else list(office_holders)
    return list(dict.fromkeys(named))


class Kind(Enum):
    ISSUE = "issue"
    STATE = "state"
    TAX = "tax"
    TARIFF = "tariff"


class Destination(Enum):
    """Where a card goes, said after its name."""

    RESOLVED_AREA = "goes to the Resolved Issues area"
    REMOVED = "is removed from the game"
    NEXT_ERA = "goes into the next era's Issues deck"
    MAP = "goes on the map: the state is admitted"
    STATE_DISCARDS = "is discarded, to be shuffled into the next deck"
    ACTIVE_TAXES = "goes to the Active Taxes box"
    INACTIVE_TAXES = "goes to the Inactive Taxes box"
    UNCHANGED = "stays where it was"


def destination(kind: Kind, status: Status, *, to_next_era: bool = False, repeal: bool = False) -> Destination:
    """Where the card goes once its status is known.

    Issues: resolved to the Resolved Issues area, failed or ignored out of the game, unless
    the result sends it to the next era's deck (line 50). States: admitted onto the map, else
    discarded for the next deck (lines 79-81). Taxes and tariffs are always available (line
    53): passed to Active, repealed to Inactive (lines 56-59); a failed attempt leaves the
    card where it was.
    """
    if kind in (Kind.TAX, Kind.TARIFF):
        if status is not Status.RESOLVED:
            return Destination.UNCHANGED
        return Destination.INACTIVE_TAXES if repeal else Destination.ACTIVE_TAXES
    if to_next_era:
        return Destination.NEXT_ERA
    if kind is Kind.STATE:
        return Destination.MAP if status is Status.RESOLVED else Destination.STATE_DISCARDS
    return Destination.RESOLVED_AREA if status is Status.RESOLVED else Destination.REMOVED
