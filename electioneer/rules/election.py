"""Counting: a week's winner, the books, every seat, the government and who won (guide L47-68).

Pure functions over cards: the game (`electioneer.rules.game`), the quick answer
(`electioneer.seats`), the table's tally and the automated parties all count with these.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from electioneer.rules.cards import ISSUES, LAB, MAIN_PARTIES, MAJORITY, PARTIES, Constituency, Policy


def total(policies: Sequence[Policy], issues: Sequence[str]) -> int:
    """The manifesto's score on a constituency's issues (guide L62)."""
    return sum(policy.on(tuple(issues)) for policy in policies)


def money(policies: Sequence[Policy]) -> int:
    """What the manifesto saves less what it costs: at least 0 balances the books (guide L26, L58)."""
    return sum(policy.money for policy in policies)


def short_by(policies: Sequence[Policy]) -> int:
    """How much the manifesto is short of balancing (0 when it balances)."""
    return max(0, -money(policies))


def best(totals: Mapping[str, int], constituency: Constituency, ties_to: str | None = None) -> str:
    """The party with the best total; a tie goes to `ties_to` when it is among the tied (a
    theatric), else to the one the constituency prefers (guide L10, L49, L64)."""
    top = max(totals.values())
    tied = [party for party, points in totals.items() if points == top]
    if ties_to in tied:
        return ties_to
    return min(tied, key=constituency.rank)


@dataclass(frozen=True)
class WeekCount:
    """One week's count: each party's new policy on the week's issues (with theatrics), the winner."""

    constituency: str
    issues: tuple[str, ...]
    scores: tuple[tuple[str, int], ...]
    winner: str

    def score(self, party: str) -> int:
        return dict(self.scores)[party]


def count_week(
    constituency: Constituency,
    issues: Sequence[str],
    chosen: Mapping[str, Policy],
    adjust: Mapping[str, int] | None = None,
    ties_to: str | None = None,
) -> WeekCount:
    """Guide L47-49: the best new policy on this week's two issues wins the week."""
    scores = {party: policy.on(tuple(issues)) + (adjust or {}).get(party, 0) for party, policy in chosen.items()}
    winner = best(scores, constituency, ties_to)
    return WeekCount(constituency.name, tuple(issues), tuple(scores.items()), winner)


def winners(
    line: Sequence[tuple[Constituency, Sequence[str]]], manifestos: Mapping[str, Sequence[Policy]]
) -> dict[str, str]:
    """Each constituency's winner on election day (guide L61-64): constituency name -> party."""
    return {
        seat.name: best({party: total(policies, issues) for party, policies in manifestos.items()}, seat)
        for seat, issues in line
    }


class Outcome(StrEnum):
    MAJORITY = "majority"
    COALITION = "coalition"


class Standing(StrEnum):
    """How the election ended for one party (guide L5-6): CON and LAB win only with an outright
    majority, and rank the other side kept out of government above it in government; LD, REF
    and GRN win by being in the government."""

    WON = "won"
    KEPT_OUT = "lost, but the other side is out of government"
    LOST = "lost"

    @property
    def rank(self) -> int:
        return {Standing.WON: 2, Standing.KEPT_OUT: 1, Standing.LOST: 0}[self]


@dataclass(frozen=True)
class Government:
    parties: tuple[str, ...]  # the leader first, then partners in the order they joined
    outcome: Outcome
    issue: str | None = None  # a coalition: the leader's strongest issue it was formed on

    @property
    def leader(self) -> str:
        return self.parties[0]


def strongest_issue(policies: Sequence[Policy], issues_in_play: Sequence[str] = ()) -> str:
    """Guide L67: the issue the party's manifesto scores best on. Two equal: the one held by more
    constituencies, then the guide's order of issues (docs/electioneer/rules-decisions.md)."""
    return max(
        ISSUES,
        key=lambda issue: (
            sum(p.score(issue) for p in policies),
            list(issues_in_play).count(issue),
            -ISSUES.index(issue),
        ),
    )


def coalition(
    leader: str, seats: Mapping[str, int], manifestos: Mapping[str, Sequence[Policy]], issues_in_play: Sequence[str]
) -> tuple[tuple[str, ...], str]:
    """Guide L67: partners in order of their score on the leader's strongest issue until a majority.
    A party without a seat brings nothing and is passed over; partners level on the issue join
    the one with more seats first, then in the guide's order of parties."""
    issue = strongest_issue(manifestos[leader], issues_in_play)
    others = [p for p in manifestos if p != leader and seats.get(p, 0) > 0]
    others.sort(key=lambda p: (-sum(c.score(issue) for c in manifestos[p]), -seats.get(p, 0), PARTIES.index(p)))
    members = [leader]
    held = seats.get(leader, 0)
    for partner in others:
        if held >= MAJORITY:
            break
        members.append(partner)
        held += seats[partner]
    return tuple(members), issue


def form_government(
    seats: Mapping[str, int], manifestos: Mapping[str, Sequence[Policy]], issues_in_play: Sequence[str] = ()
) -> Government:
    """A majority governs alone (guide L66); otherwise the largest party forms a coalition
    (L67); two or more largest parties level each try, and the coalition of fewer parties wins
    (L68); still level: more seats, then the leader strongest on its issue, then LAB, the party
    of government (L12), then the guide's order of parties."""
    top = max(seats.values())
    largest = [p for p in manifestos if seats.get(p, 0) == top]
    if top >= MAJORITY:
        return Government((largest[0],), Outcome.MAJORITY)
    tries = []
    for leader in largest:
        members, issue = coalition(leader, seats, manifestos, issues_in_play)
        strength = sum(c.score(issue) for c in manifestos[leader])
        tries.append(
            (
                (
                    len(members),
                    -sum(seats.get(m, 0) for m in members),
                    -strength,
                    0 if leader == LAB else 1,
                    PARTIES.index(leader),
                ),
                members,
                issue,
            )
        )
    _, members, issue = min(tries)
    return Government(members, Outcome.COALITION, issue)


def standings(parties: Sequence[str], government: Government) -> dict[str, Standing]:
    """Who won (guide L5-6, L66-68)."""
    result = {}
    for party in parties:
        if party in MAIN_PARTIES:
            rival = MAIN_PARTIES[1 - MAIN_PARTIES.index(party)]
            if government.outcome is Outcome.MAJORITY and government.parties == (party,):
                result[party] = Standing.WON
            elif rival not in government.parties:
                result[party] = Standing.KEPT_OUT
            else:
                result[party] = Standing.LOST
        else:
            result[party] = Standing.WON if party in government.parties else Standing.LOST
    return result


@dataclass(frozen=True)
class ElectionResult:
    """Election day's count: every constituency's totals and winner, the seats, the government."""

    totals: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]  # constituency -> ((party, total), ...)
    winners: tuple[tuple[str, str], ...]  # constituency -> party, in the order of the line
    seats: tuple[tuple[str, int], ...]  # party -> seats, every party (0 included), in seat order
    government: Government
    standings: tuple[tuple[str, Standing], ...]

    @property
    def outcome(self) -> Outcome:
        return self.government.outcome

    def standing(self, party: str) -> Standing:
        return dict(self.standings)[party]

    def to_json(self) -> dict[str, object]:
        """The shape of `electioneer seats --json`."""
        return {
            "constituencies": dict(self.winners),
            "seats": dict(self.seats),
            "government": list(self.government.parties),
            "outcome": str(self.outcome),
        }


class Unbalanced(ValueError):
    """A manifesto that costs more than it saves on election day."""

    def __init__(self, party: str, short: int) -> None:
        super().__init__(
            f"{party}'s manifesto costs {short} more than it saves; it does not balance the books "
            f"(drop policies until it saves at least what it costs)"
        )
        self.party = party
        self.short = short


def election(
    line: Sequence[tuple[Constituency, Sequence[str]]], manifestos: Mapping[str, Sequence[Policy]]
) -> ElectionResult:
    """Guide L54-68 on balanced manifestos: each seat, the government, who won. An unbalanced
    manifesto is refused (`Unbalanced`, with the amount it is short)."""
    for party, policies in manifestos.items():
        if short_by(policies):
            raise Unbalanced(party, short_by(policies))
    totals = tuple(
        (seat.name, tuple((party, total(policies, issues)) for party, policies in manifestos.items()))
        for seat, issues in line
    )
    won = winners(line, manifestos)
    seats = dict.fromkeys(manifestos, 0)
    for party in won.values():
        seats[party] += 1
    issues_in_play = [issue for _, issues in line for issue in issues]
    government = form_government(seats, manifestos, issues_in_play)
    return ElectionResult(
        totals,
        tuple(won.items()),
        tuple(seats.items()),
        government,
        tuple(standings(list(manifestos), government).items()),
    )


def needs(
    constituency: Constituency, issues: Sequence[str], manifestos: Mapping[str, Sequence[Policy]]
) -> dict[str, int]:
    """For each party, the points more it needs on this constituency's issues to take the seat
    (0: it holds it now), counting the constituency's tie order."""
    totals = {party: total(policies, issues) for party, policies in manifestos.items()}
    result = {}
    for party, points in totals.items():
        gaps = [
            other - points + (1 if constituency.rank(rival) < constituency.rank(party) else 0)
            for rival, other in totals.items()
            if rival != party
        ]
        result[party] = max([0, *gaps])
    return result
