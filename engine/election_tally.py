"""The Election odds counted, not enumerated (rules 11.1-11.5): how many Uncertainty cards
keep the PM in office and the VP they give on the whole, without a record per card.

`engine.odds.election_odds` answers from this tally; the card-by-card outcomes are worked
out only when someone reads them (a table on screen, `--json`). The two agree exactly
(tests/test_election_tally.py compares them over many boards and decks).

How: a card changes only the PM's party's seats (`projected + election adjustment`), and
what follows from those seats, who governs and the VP each side scores, stays the same
over a run of seat counts (it changes at the tie, 329 of 658, and where a party's seats
round to the next ten). So the deck's adjustments are kept sorted once per deck
(`DeckTable`); a tally walks the few runs the deck spans, counts the cards in each by
bisection, and works out one outcome per run. The cards showing Royal Interference are
then looked at one by one, as the favourite accepting changes who governs.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from typing import Any, NamedTuple

from engine.elections_math import SCENARIO6_INDEPENDENTS, government_mps_after, other_party_mps


class DeckTable(NamedTuple):
    """What a tally needs of an Uncertainty deck, worked out once per deck."""

    adjustments: tuple[int, ...]  # every card's Election adjustment, ascending (repeats kept)
    royal: tuple[tuple[int, int], ...]  # (adjustment, minimum) of each card showing Royal Interference
    spread: tuple[tuple[int, int], ...]  # (adjustment, cards), ascending: the seat distribution less the projection


class Tally(NamedTuple):
    """Sums over the deck, in cards and in VP (divide by `cards` for the odds)."""

    cards: int
    keeps: int  # cards on which the PM's party governs afterwards, the favourite using Royal Interference when it helps
    keeps_without_ri: int  # the same with every Royal Interference declined
    royal_decides: int  # cards on which the favourite's acceptance changes who governs
    vp_government: int
    vp_opposition: int
    vp_government_without_ri: int
    vp_opposition_without_ri: int


def deck_table(deck: Any) -> DeckTable:
    """The sorted adjustments of `deck` (kept per deck object while it is a tuple: the same
    tuple always holds the same cards)."""
    if type(deck) is tuple:
        known = _TABLES.get(id(deck))
        if known is not None and known[0] is deck:
            return known[1]
    table = DeckTable(
        tuple(sorted(card.election for card in deck)),
        tuple((card.election, card.royal_interference) for card in deck if card.royal_interference is not None),
        tuple(sorted(Counter(card.election for card in deck).items())),
    )
    if type(deck) is tuple:
        if len(_TABLES) >= TABLES_SIZE:
            _TABLES.clear()
        _TABLES[id(deck)] = (deck, table)
    return table


TABLES_SIZE = 256
_TABLES: dict[int, tuple[Any, DeckTable]] = {}


def tally(
    table: DeckTable,
    projected: int,
    *,
    favour_pm: int,
    favour_opp: int,
    government_mps: int,
    total_seats: int,
    challenge: bool,
    pm_lost_challenge: bool,
    opp_lost_challenge: bool,
    scenario6: bool,
) -> Tally:
    """The Election of `engine.odds.election_odds`, summed over the deck. Arguments as there,
    already checked."""
    independents = SCENARIO6_INDEPENDENTS if scenario6 else 0
    rest = other_party_mps(government_mps, total_seats=total_seats, independents=independents)
    # the seats each side is credited with before the Election (the A column counts the
    # party that held office before a Challenge by the Opposition Leader)
    before_government, before_opposition = (rest, government_mps) if challenge else (government_mps, rest)
    pm_wins_tie = favour_pm > favour_opp
    shift = government_mps_after(0, scenario6=scenario6)  # 0, or -40 in Scenario 6
    house = total_seats - independents

    def outcome(government_governs: bool, seats: int) -> tuple[int, int]:
        """(VP of the PM's party, VP of the Opposition's) when one side governs with `seats`:
        `government_mps_after`, `other_party_mps` and `election_vp` of engine.elections_math,
        written out (a tally calls this a few times per question)."""
        new_a = (seats + 5) // 10 * 10 + shift
        other = (house - new_a + 5) // 10 * 10
        gained_government = (new_a if government_governs else other) - before_government
        gained_opposition = (other if government_governs else new_a) - before_opposition
        return (
            2 + (gained_government + 5) // 10 if gained_government > 0 else 0,
            2 + (gained_opposition + 5) // 10 if gained_opposition > 0 else 0,
        )

    adjustments = table.adjustments
    cards = len(adjustments)
    keeps = vp_government = vp_opposition = 0
    half_below = (total_seats - 1) // 2  # the most seats that lose outright
    i = 0
    while i < cards:
        seats = projected + adjustments[i]
        twice = 2 * seats
        government = twice > total_seats or challenge or (twice == total_seats and pm_wins_tie)
        # the run of seat counts with this outcome: the same side of the tie ...
        end = seats if twice == total_seats else half_below if twice < total_seats else projected + adjustments[-1]
        # ... and the governing party's seats rounding to the same ten
        if government:
            end = min(end, (seats + 5) // 10 * 10 + 4)
            vp = outcome(True, seats)
        else:
            end = min(end, total_seats - (total_seats - seats + 5) // 10 * 10 + 5)
            vp = outcome(False, total_seats - seats)
        j = bisect_right(adjustments, end - projected, i + 1)
        run = j - i
        keeps += run * government
        vp_government += run * vp[0]
        vp_opposition += run * vp[1]
        i = j

    with_ri = [keeps, vp_government, vp_opposition]
    royal_decides = 0
    if favour_pm != favour_opp and table.royal:
        favourite_is_pm = favour_pm > favour_opp
        barred = pm_lost_challenge if favourite_is_pm else (opp_lost_challenge or challenge)
        if not barred:
            for adjustment, minimum in table.royal:
                seats = projected + adjustment
                twice = 2 * seats
                government = twice > total_seats or challenge or (twice == total_seats and pm_wins_tie)
                if government is favourite_is_pm:
                    continue  # the favourite governs anyway
                favourite_seats = seats if favourite_is_pm else total_seats - seats
                if favourite_seats < minimum:
                    continue
                declined = outcome(government, seats if government else total_seats - seats)
                accepted = outcome(favourite_is_pm, favourite_seats)
                royal_decides += 1
                with_ri[0] += favourite_is_pm - government
                with_ri[1] += accepted[0] - declined[0]
                with_ri[2] += accepted[1] - declined[1]
    return Tally(cards, with_ri[0], keeps, royal_decides, with_ri[1], with_ri[2], vp_government, vp_opposition)
