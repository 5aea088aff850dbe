"""The Tiebreaker (lines 139-151): state by state, in the president's order, the statesmen
from each state cast their Congressional votes for one of the nominees still in; the most
votes wins the state; tied states and states with no statesman in play do not count; the most
states wins. A tie for the most states: the Chief Justice's player decides; with the office
vacant the most popular wins, then the oldest age number.

Where the tiebreaker decides the presidency under a Pre-12 regime, the runner-up becomes
vice president (lines 126, 128), ties broken the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from presidency.procedures.ranking import Rated, best


class TiebreakError(ValueError):
    """A tiebreaker step the rules do not allow, or a choice the table still has to make."""


class ChoiceNeeded(TiebreakError):
    """Nominees the rules leave tied: the Chief Justice's player (or the table) picks."""

    def __init__(self, place: str, tied: Sequence[str], who: str) -> None:
        self.place = place
        self.tied = tuple(tied)
        self.who = who
        super().__init__(f"{' and '.join(self.tied)} are tied for {place}: {who} decides")


@dataclass(frozen=True)
class StateVote:
    """A statesman from the state voting in the tiebreaker (line 143)."""

    statesman: str
    votes: int  # his Congressional votes
    nominee: str


@dataclass(frozen=True)
class StateResult:
    state: str
    winner: str | None
    why: str  # how it went, in words


def state_result(state: str, ballots: Sequence[StateVote], participants: Sequence[str]) -> StateResult:
    """Lines 143-147 for one state."""
    if not ballots:
        return StateResult(state, None, "no statesman from it in play: not counted")
    for ballot in ballots:
        if ballot.nominee not in participants:
            raise TiebreakError(
                f"{ballot.statesman} votes for {ballot.nominee}, who is not in the tiebreaker: "
                f"{', '.join(participants)}"
            )
    totals: dict[str, int] = {}
    for ballot in ballots:
        totals[ballot.nominee] = totals.get(ballot.nominee, 0) + ballot.votes
    most = max(totals.values())
    top = [n for n, v in totals.items() if v == most]
    said = ", ".join(f"{n} {v}" for n, v in totals.items())
    if len(top) > 1:
        return StateResult(state, None, f"tied ({said}): not counted")
    return StateResult(state, top[0], f"{top[0]} ({said})")


@dataclass(frozen=True)
class Tiebreak:
    """The states one by one, the states each nominee won, the first and the runner-up."""

    by_state: tuple[StateResult, ...]
    states_won: Mapping[str, int]
    first: str
    second: str | None
    how: tuple[str, ...]  # how ties on states were settled


def settle(
    tied: Sequence[str], place: str, chief_justice: str | None, rated: Mapping[str, Rated], pick: str | None
) -> tuple[str, str]:
    """Lines 149-151: one of `tied` for `place`, and how. `chief_justice` names the office
    holder (None: vacant); his player's choice is `pick`."""
    if len(tied) == 1:
        return tied[0], "by states won"
    if chief_justice is not None:
        if pick is None:
            raise ChoiceNeeded(place, tied, f"the Chief Justice ({chief_justice})'s player")
        if pick not in tied:
            raise TiebreakError(f"{pick} is not among the tied: {', '.join(tied)}")
        return pick, f"the Chief Justice ({chief_justice}) chose {pick}"
    ranked = best([rated[name] for name in tied], oldest_first=True)
    if ranked.first is not None:
        return ranked.first, "the Chief Justice's office is vacant: by popularity, then age"
    if pick in ranked.tied:
        return pick, f"equal in popularity and age: the table chose {pick}"
    raise ChoiceNeeded(place, ranked.tied, "the table (equal states, popularity and age)")


def tiebreak(
    order: Sequence[str],
    ballots: Mapping[str, Sequence[StateVote]],
    participants: Sequence[str],
    chief_justice: str | None,
    rated: Mapping[str, Rated],
    picks: Mapping[str, str] | None = None,
    *,
    runner_up: bool = False,
    first_place: str = "president",
    second_place: str = "vice president",
) -> Tiebreak:
    """The whole tiebreaker: `order` lists the states in the president's order, `ballots`
    each state's votes; `picks` the Chief Justice's (or the table's) choice for a place."""
    picks = picks or {}
    if len(set(order)) != len(order):
        raise TiebreakError("a state is listed twice in the president's order")
    results = tuple(state_result(state, ballots.get(state, ()), participants) for state in order)
    won = dict.fromkeys(participants, 0)
    for result in results:
        if result.winner is not None:
            won[result.winner] += 1
    first, how = _place(won, first_place, chief_justice, rated, picks.get(first_place))
    second = None
    hows = [f"{first_place}: {first}, {how}"]
    if runner_up:
        rest = {n: v for n, v in won.items() if n != first}
        if rest:
            second, how2 = _place(rest, second_place, chief_justice, rated, picks.get(second_place))
            hows.append(f"{second_place}: {second}, {how2}")
    return Tiebreak(results, won, first, second, tuple(hows))


def _place(
    won: Mapping[str, int], place: str, chief_justice: str | None, rated: Mapping[str, Rated], pick: str | None
) -> tuple[str, str]:
    most = max(won.values())
    return settle([n for n, v in won.items() if v == most], place, chief_justice, rated, pick)
