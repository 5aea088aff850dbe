"""Plain arithmetic of Elections and By-Elections (rules 8.2 and 11.0-11.5, Scenario 6).

Pure functions over numbers, shared by the rules engine and `engine.odds`, so the two can
never disagree about who wins, what the Government MP Tracker shows, or who scores.

The one idea behind the seat counts (our reading of 11.3 and 11.5, see docs/odds.md):
every party's seat count is read off the Government MP Tracker's A column. The party the
column counts has exactly A seats; the other party has the rest of the House (less any
independents) rounded to the nearest 10. Election VP compares those counts before and after
the Election, so the Opposition gains exactly what the A column loses.
"""

from __future__ import annotations

from enum import Enum

TOTAL_SEATS = 658  # 11.1
MAJORITY = 330  # 11.1
SCENARIO6_INDEPENDENTS = 80  # Scenario 6: MPs of neither party
SCENARIO6_DEDUCTION = 40  # Scenario 6: taken from each party after an Election

LOST_CHALLENGE = "lost a Challenge this round"  # a reason Royal Interference is barred


class Side(str, Enum):
    """The two sides of the House, named by the office their leader holds *before* the Election."""

    GOVERNMENT = "government"
    OPPOSITION = "opposition"

    @property
    def other(self) -> "Side":
        return Side.OPPOSITION if self is Side.GOVERNMENT else Side.GOVERNMENT

    @property
    def leader(self) -> str:
        return "PM" if self is Side.GOVERNMENT else "Opposition Leader"


class Decided(str, Enum):
    """Why a side holds office after the Election."""

    MAJORITY = "majority"  # more seats than the other side (330+ of 658)
    TIE_FAVOUR = "tie, more Favour"  # 329-329, its leader has more Favour
    TIE_OPPOSITION_LEADER = "tie, equal Favour"  # 329-329 and equal Favour: the OL wins
    CHALLENGE = "Challenge"  # 11.2.1: became PM by Challenge this round, keeps office
    ROYAL_INTERFERENCE = "Royal Interference"  # 11.2.2: minority Government by the Queen's favour


def round_to_ten(n: int) -> int:
    """Round to the nearest 10, halves upward (11.5): 285 -> 290, 334 -> 330."""
    return (n + 5) // 10 * 10


def seat_winner(government_seats: int, opposition_seats: int, favour_pm: int, favour_opp: int) -> tuple[Side, Decided]:
    """11.1: the side with more seats wins; a tie goes to more Favour, then to the Opposition Leader.

    With 658 seats the only tie is 329-329, and any other result gives one side 330+.
    """
    if government_seats > opposition_seats:
        return Side.GOVERNMENT, Decided.MAJORITY
    if opposition_seats > government_seats:
        return Side.OPPOSITION, Decided.MAJORITY
    if favour_pm > favour_opp:
        return Side.GOVERNMENT, Decided.TIE_FAVOUR
    if favour_opp > favour_pm:
        return Side.OPPOSITION, Decided.TIE_FAVOUR
    return Side.OPPOSITION, Decided.TIE_OPPOSITION_LEADER


def royal_favourite(favour_pm: int, favour_opp: int) -> Side | None:
    """11.2.2: the Party Leader with strictly more Favour; None when Favour is equal."""
    if favour_pm > favour_opp:
        return Side.GOVERNMENT
    if favour_opp > favour_pm:
        return Side.OPPOSITION
    return None


def royal_interference_bar(minimum: int, party_seats: int, lost_challenge: bool) -> str | None:
    """Why the Queen's favourite may NOT accept Royal Interference, or None if they may.

    `party_seats` are the favourite's party's seats as the card leaves them, before any
    Scenario 6 deduction (the minimum is checked first).
    """
    if lost_challenge:
        return LOST_CHALLENGE
    if party_seats < minimum:
        return f"{party_seats} seats is below the minimum {minimum}"
    return None


def other_party_mps(a_column: int, *, total_seats: int = TOTAL_SEATS, independents: int = 0) -> int:
    """The seats credited to the party the A column does not count: the rest, rounded to 10.

    658 - 350 = 308 -> 310. In Scenario 6 the 80 independents are left out: 658 - 80 - 290 -> 290.
    """
    return round_to_ten(total_seats - independents - a_column)


def government_mps_after(seats: int, *, scenario6: bool = False) -> int:
    """11.5: the new A column, the governing party's seats rounded to 10 (less 40 in Scenario 6)."""
    return round_to_ten(seats) - (SCENARIO6_DEDUCTION if scenario6 else 0)


def election_vp(before: int, after: int) -> int:
    """11.3: a party that gains seats scores 2 VP plus 1 per 10 seats gained (gain rounded to 10).

    Both counts come from the A column (see `other_party_mps`), so a gain is at least 10
    and the smallest award is 3 VP. No gain, no VP.
    """
    gained = after - before
    if gained <= 0:
        return 0
    return 2 + round_to_ten(gained) // 10


def by_election_projection(projected_government_seats: int, *, scenario6: bool = False) -> int:
    """8.2: the Government party's projection rounded to 10 (Scenario 6 first deducts 40)."""
    deduction = SCENARIO6_DEDUCTION if scenario6 else 0
    return round_to_ten(projected_government_seats - deduction)


def government_loses_by_election(
    government_mps: int, projected_government_seats: int, *, scenario6: bool = False
) -> bool:
    """8.2: the Government loses when its rounded projection is below its current MPs."""
    return by_election_projection(projected_government_seats, scenario6=scenario6) < government_mps
