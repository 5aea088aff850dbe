"""Exact odds of Votes, Elections and By-Elections (rules 8.2, 9.2, 11.0-11.5, 12.0).

Every answer enumerates the Uncertainty deck passed in: one draw from a freshly shuffled
deck makes each card equally likely, so a probability is (cards with the outcome) / (cards).
Pass `components.uncertainty`, or your own transcription, and the answers follow it.
Pure functions, no I/O; results are frozen records and probabilities are `Fraction`s.
An Election's odds are counted without a record per card (`engine.election_tally`): its
card-by-card outcomes, fractions and seat distribution are worked out when first read.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, NamedTuple

from dataclasses import dataclass
from engine.components import Board, Party, UncertaintyCard
from engine.election_tally import Tally, deck_table, tally
from engine.elections_math import (
    SCENARIO6_INDEPENDENTS,
    TOTAL_SEATS,
    Decided,
    Side,
    by_election_projection,
    election_vp,
    government_mps_after,
    other_party_mps,
    round_to_ten,
    royal_favourite,
    royal_interference_bar,
    seat_winner,
)
from engine.memo import Memo

__all__ = [
    "ByElectionOdds",
    "CardOutcome",
    "ElectionOdds",
    "ElectionResult",
    "InvalidDeckError",
    "InvalidFavourError",
    "InvalidProjectionError",
    "OddsError",
    "RoyalOffer",
    "UnknownPartyError",
    "VoteNotAllowedError",
    "VoteOdds",
    "by_election_odds",
    "election_odds",
    "government_projection",
    "parse_party",
    "round_to_ten",
    "vote_odds",
]

VOTE_MINIMUM = 320  # 9.2: no Vote below this projection
VOTE_PASS = 330  # 9.2: Votes needed to pass
VOTE_CERTAIN = 350  # 9.2: at or above, no card is drawn


# --- Errors ----------------------------------------------------------------------------


class OddsError(ValueError):
    """A question the odds cannot answer; the message names the value and what is accepted."""


class InvalidProjectionError(OddsError):
    """A projection, lead or MP count that the board cannot show."""


class VoteNotAllowedError(OddsError):
    """Rule 9.2: a bill below 320 projected Votes cannot be put to a Vote."""


class InvalidFavourError(OddsError):
    """Favour below 0."""


class UnknownPartyError(OddsError):
    """Not `liberal` or `conservative`."""


class InvalidDeckError(OddsError):
    """An empty Uncertainty deck."""


def parse_party(value: str | Party) -> Party:
    if isinstance(value, Party):
        return value
    for party in Party:
        if isinstance(value, str) and value.strip().lower() == party.value:
            return party
    raise UnknownPartyError(f"unknown party {value!r} (expected liberal or conservative)")


def _check_deck(deck: tuple[UncertaintyCard, ...]) -> None:
    if not deck:
        raise InvalidDeckError("the Uncertainty deck is empty (expected at least one card)")


def _check_whole(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidProjectionError(f"{what} {value!r} is not a whole number")
    return value


# --- Votes (9.2) -----------------------------------------------------------------------


@dataclass(frozen=True)
class VoteOdds:
    """Rule 9.2: the chance a bill passes at `projected` Votes."""

    projected: int
    draws_card: bool  # False at 350+: the bill cannot fail, no card is drawn
    needed_adjustment: int  # the smallest Uncertainty Vote adjustment that passes
    passing: int  # cards that pass the bill
    total: int  # cards in the deck
    probability: Fraction
    passing_adjustments: tuple[int, ...]  # distinct adjustments that pass, ascending
    passing_cards: tuple[int, ...]  # card numbers that pass

    @property
    def percent(self) -> float:
        return float(self.probability * 100)


def vote_odds(
    projected: int,
    deck: tuple[UncertaintyCard, ...],
    *,
    minimum: int = VOTE_MINIMUM,
    needed: int = VOTE_PASS,
    certain: int = VOTE_CERTAIN,
) -> VoteOdds:
    """Rule 9.2: at 320-340 draw one card and pass at 330+; at 350+ the bill passes outright."""
    _check_deck(deck)
    projected = _check_whole(projected, "projected Votes")
    if projected % 10:
        raise InvalidProjectionError(
            f"projected Votes {projected} is not a multiple of 10 (MPs and Vote adjustments move in tens: 320, 330, 340 ...)"
        )
    if projected < minimum:
        raise VoteNotAllowedError(f"no Vote at {projected} projected Votes: rule 9.2 needs {minimum} or more")
    adjustment = needed - projected
    if projected >= certain:
        cards = deck
    else:
        cards = tuple(card for card in deck if card.vote >= adjustment)
    return VoteOdds(
        projected=projected,
        draws_card=projected < certain,
        needed_adjustment=adjustment,
        passing=len(cards),
        total=len(deck),
        probability=Fraction(len(cards), len(deck)),
        passing_adjustments=tuple(sorted({card.vote for card in cards})),
        passing_cards=tuple(sorted(card.number for card in cards)),
    )


# --- Elections (11.0-11.5) -------------------------------------------------------------


@dataclass(frozen=True)
class ElectionResult:
    """Who governs after the Election and what the Government MP Tracker and VP become.

    Sides are named as they stood *before* the Election: `vp_government` goes to the PM's
    party, `vp_opposition` to the Opposition Leader's party, whoever governs afterwards.
    """

    governs: Side
    decided: Decided
    government_mps: int  # the new A column (the governing party's seats, rounded; -40 in Scenario 6)
    vp_government: int
    vp_opposition: int

    @property
    def pm_keeps_office(self) -> bool:
        return self.governs is Side.GOVERNMENT


@dataclass(frozen=True)
class RoyalOffer:
    """11.2.2: a card showing Royal Interference, and whether its favourite may accept."""

    minimum: int
    favourite: Side | None  # the Party Leader with more Favour; None when Favour is equal
    bar: str | None  # why the favourite may not accept; None when they may

    @property
    def may_accept(self) -> bool:
        return self.favourite is not None and self.bar is None


@dataclass(frozen=True)
class CardOutcome:
    """One Uncertainty Card drawn for the Election."""

    card: UncertaintyCard
    government_seats: int  # the PM's party, before any Scenario 6 deduction
    opposition_seats: int
    declined: ElectionResult  # Royal Interference not offered, not allowed, or declined
    accepted: ElectionResult | None  # the favourite accepts; None unless that changes who governs
    royal: RoyalOffer | None  # None when the card shows no Royal Interference

    @property
    def result(self) -> ElectionResult:
        """The favourite accepts Royal Interference exactly when it puts them in office."""
        return self.accepted or self.declined

    @property
    def royal_decides(self) -> bool:
        return self.accepted is not None


@dataclass(frozen=True)
class ElectionOdds:
    """Every card's Election outcome and the odds over the deck.

    `election_odds` fills in the counts at once and the rest when it is first read (the
    outcomes, the fractions, the seat distribution): a record made here behaves as if every
    field had been given."""

    projected: int  # the PM's party's projected seats
    government_party: Party | None  # when known (from a lead)
    favour_pm: int
    favour_opp: int
    government_mps: int  # the A column before the Election
    challenge: bool
    scenario6: bool
    outcomes: tuple[CardOutcome, ...]
    total: int
    pm_keeps_office: Fraction  # Royal Interference used by the favourite when it helps them
    pm_keeps_office_without_ri: Fraction  # every Royal Interference declined
    royal_interference_decides: int  # cards on which the favourite's choice changes who governs
    seat_distribution: tuple[tuple[int, int], ...]  # (PM's party seats, cards), ascending
    expected_vp_government: Fraction
    expected_vp_opposition: Fraction
    expected_vp_government_without_ri: Fraction
    expected_vp_opposition_without_ri: Fraction

    @property
    def pm_keeps_office_cards(self) -> int:
        counted: Tally | None = self.__dict__.get("_tally")
        if counted is not None:
            return counted.keeps
        return sum(o.result.pm_keeps_office for o in self.outcomes)

    @property
    def pm_keeps_office_cards_without_ri(self) -> int:
        counted: Tally | None = self.__dict__.get("_tally")
        if counted is not None:
            return counted.keeps_without_ri
        return sum(o.declined.pm_keeps_office for o in self.outcomes)

    def __getattr__(self, name: str) -> Any:
        """A field left to be worked out when first read (see `_counted_odds`)."""
        known = self.__dict__
        work = _LATER.get(name)
        if work is None or "_tally" not in known:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        value = known[name] = work(known["_tally"], known["_question"])
        return value


def government_projection(board: Board, lead: int, leader: str | Party | None, government: str | Party) -> int:
    """1.5.2: the Government party's projected seats for a Popularity `lead` held by `leader`."""
    lead = _check_whole(lead, "lead")
    if lead < 0:
        raise InvalidProjectionError(f"lead {lead} is below 0 (give the size of the lead and name the leading party)")
    government_party = parse_party(government)
    leader_seats, trailer_seats = board.seats(lead)
    if lead == 0:
        return leader_seats
    if leader is None:
        raise UnknownPartyError(f"a lead of {lead} needs the leading party (expected liberal or conservative)")
    return leader_seats if parse_party(leader) is government_party else trailer_seats


def election_odds(
    projected: int | None,
    deck: tuple[UncertaintyCard, ...],
    *,
    favour_pm: int,
    favour_opp: int,
    government_mps: int = 330,
    lead: int | None = None,
    leader: str | Party | None = None,
    government: str | Party | None = None,
    board: Board | None = None,
    challenge: bool = False,
    pm_lost_challenge: bool = False,
    opp_lost_challenge: bool = False,
    scenario6: bool = False,
) -> ElectionOdds:
    """Rules 11.1-11.5 for every card of `deck`.

    Give the PM's party's `projected` seats, or `lead`, `leader`, `government` and the
    `board` whose Election Projections table turns the lead into seats.
    `government_mps` is the A column as it stands; after a Challenge by the Opposition
    Leader (`challenge`) it still counts the party that lost office, until this Election.
    `challenge` also means the new Opposition Leader (the old PM) just lost a Challenge.
    """
    key: tuple[Any, ...] | None = (
        projected,
        type(projected),
        id(deck),
        favour_pm,
        type(favour_pm),
        favour_opp,
        type(favour_opp),
        government_mps,
        lead,
        leader,
        government,
        id(board),
        challenge,
        pm_lost_challenge,
        opp_lost_challenge,
        scenario6,
    )
    try:
        known = ELECTION_MEMO.get(key)
    except TypeError:  # an unhashable argument: let the checks name it
        key, known = None, None
    if known is not None and known[0] is deck and known[1] is board:
        kept: ElectionOdds = known[2]
        return kept
    odds = _election_odds(
        projected,
        deck,
        favour_pm=favour_pm,
        favour_opp=favour_opp,
        government_mps=government_mps,
        lead=lead,
        leader=leader,
        government=government,
        board=board,
        challenge=challenge,
        pm_lost_challenge=pm_lost_challenge,
        opp_lost_challenge=opp_lost_challenge,
        scenario6=scenario6,
    )
    if key is not None and type(deck) is tuple:  # an immutable deck: the same object always holds the same cards
        ELECTION_MEMO[key] = (deck, board, odds)
    return odds


# Every Clockwork seat and screen asks for the odds of the same few boards again and again:
# the answers (immutable records) are kept, keyed by the arguments and the deck's identity,
# the least recently asked forgotten first (engine.memo).
ELECTION_MEMO_SIZE = 4096
ELECTION_MEMO = Memo(ELECTION_MEMO_SIZE)


def _election_odds(
    projected: int | None,
    deck: tuple[UncertaintyCard, ...],
    *,
    favour_pm: int,
    favour_opp: int,
    government_mps: int = 330,
    lead: int | None = None,
    leader: str | Party | None = None,
    government: str | Party | None = None,
    board: Board | None = None,
    challenge: bool = False,
    pm_lost_challenge: bool = False,
    opp_lost_challenge: bool = False,
    scenario6: bool = False,
) -> ElectionOdds:
    """`election_odds` worked out afresh."""
    _check_deck(deck)
    total_seats = board.total_seats if board else TOTAL_SEATS
    government_party = None if government is None else parse_party(government)
    if projected is None:
        if lead is None or board is None or government is None:
            raise InvalidProjectionError("give the projected seats, or a lead with the leading and governing parties")
        projected = government_projection(board, lead, leader, government)
    projected = _check_whole(projected, "projected seats")
    if not 0 <= projected <= total_seats:
        raise InvalidProjectionError(f"projected seats {projected} is outside 0..{total_seats}")
    for who, favour in (("PM", favour_pm), ("Opposition Leader", favour_opp)):
        if isinstance(favour, bool) or not isinstance(favour, int) or favour < 0:
            raise InvalidFavourError(f"{who} Favour {favour!r} is not allowed (expected a whole number, 0 or more)")
    government_mps = _check_whole(government_mps, "Government MPs")
    if government_mps % 10 or not 0 <= government_mps <= total_seats:
        raise InvalidProjectionError(
            f"Government MPs {government_mps} cannot be on the tracker (expected a multiple of 10 in 0..{total_seats})"
        )

    question = _Question(
        projected,
        deck if type(deck) is tuple else tuple(deck),
        favour_pm,
        favour_opp,
        government_mps,
        total_seats,
        challenge,
        pm_lost_challenge,
        opp_lost_challenge,
        scenario6,
    )
    counted = tally(
        deck_table(question.deck),
        projected,
        favour_pm=favour_pm,
        favour_opp=favour_opp,
        government_mps=government_mps,
        total_seats=total_seats,
        challenge=challenge,
        pm_lost_challenge=pm_lost_challenge,
        opp_lost_challenge=opp_lost_challenge,
        scenario6=scenario6,
    )
    return _counted_odds(question, counted, government_party)


class _Question(NamedTuple):
    """An Election's arguments, checked: what the outcomes are worked out from when read."""

    projected: int
    deck: tuple[UncertaintyCard, ...]
    favour_pm: int
    favour_opp: int
    government_mps: int
    total_seats: int
    challenge: bool
    pm_lost_challenge: bool
    opp_lost_challenge: bool
    scenario6: bool


def _counted_odds(question: _Question, counted: Tally, government_party: Party | None) -> ElectionOdds:
    """The record with its counts filled in and the rest left to `ElectionOdds.__getattr__`."""
    odds = object.__new__(ElectionOdds)
    odds.__dict__.update(
        projected=question.projected,
        government_party=government_party,
        favour_pm=question.favour_pm,
        favour_opp=question.favour_opp,
        government_mps=question.government_mps,
        challenge=question.challenge,
        scenario6=question.scenario6,
        total=counted.cards,
        royal_interference_decides=counted.royal_decides,
        _tally=counted,
        _question=question,
    )
    return odds


def _card_outcomes(question: _Question) -> tuple[CardOutcome, ...]:
    """Rules 11.1-11.5 worked out card by card: what each card of the deck does."""
    (
        projected,
        deck,
        favour_pm,
        favour_opp,
        government_mps,
        total_seats,
        challenge,
        pm_lost_challenge,
        opp_lost_challenge,
        scenario6,
    ) = question
    independents = SCENARIO6_INDEPENDENTS if scenario6 else 0
    a_owner = Side.OPPOSITION if challenge else Side.GOVERNMENT

    def count(side: Side, a_column: int, owner: Side) -> int:
        return (
            a_column if side is owner else other_party_mps(a_column, total_seats=total_seats, independents=independents)
        )

    before = {side: count(side, government_mps, a_owner) for side in Side}

    def result(governs: Side, decided: Decided, seats: dict[Side, int]) -> ElectionResult:
        new_a = government_mps_after(seats[governs], scenario6=scenario6)
        after = {side: count(side, new_a, governs) for side in Side}
        return ElectionResult(
            governs=governs,
            decided=decided,
            government_mps=new_a,
            vp_government=election_vp(before[Side.GOVERNMENT], after[Side.GOVERNMENT]),
            vp_opposition=election_vp(before[Side.OPPOSITION], after[Side.OPPOSITION]),
        )

    lost_challenge = {Side.GOVERNMENT: pm_lost_challenge, Side.OPPOSITION: opp_lost_challenge or challenge}
    favourite = royal_favourite(favour_pm, favour_opp)
    outcomes = []
    for card in deck:
        gov_seats = projected + card.election
        seats = {Side.GOVERNMENT: gov_seats, Side.OPPOSITION: total_seats - gov_seats}
        governs, decided = seat_winner(seats[Side.GOVERNMENT], seats[Side.OPPOSITION], favour_pm, favour_opp)
        if challenge and governs is Side.OPPOSITION:
            governs, decided = Side.GOVERNMENT, Decided.CHALLENGE
        declined = result(governs, decided, seats)
        royal = accepted = None
        if card.royal_interference is not None:
            if favourite is None:
                bar: str | None = "Favour is equal"
            else:
                bar = royal_interference_bar(card.royal_interference, seats[favourite], lost_challenge[favourite])
            royal = RoyalOffer(card.royal_interference, favourite, bar)
            if favourite is not None and bar is None and favourite is not governs:
                accepted = result(favourite, Decided.ROYAL_INTERFERENCE, seats)
        outcomes.append(CardOutcome(card, seats[Side.GOVERNMENT], seats[Side.OPPOSITION], declined, accepted, royal))
    return tuple(outcomes)


# The fields of an `ElectionOdds` worked out when first read, from its tally and question.
_LATER: dict[str, Callable[[Tally, _Question], Any]] = {
    "outcomes": lambda counted, question: _card_outcomes(question),
    "pm_keeps_office": lambda counted, question: Fraction(counted.keeps, counted.cards),
    "pm_keeps_office_without_ri": lambda counted, question: Fraction(counted.keeps_without_ri, counted.cards),
    "seat_distribution": lambda counted, question: tuple(
        (question.projected + adjustment, cards) for adjustment, cards in deck_table(question.deck).spread
    ),
    "expected_vp_government": lambda counted, question: Fraction(counted.vp_government, counted.cards),
    "expected_vp_opposition": lambda counted, question: Fraction(counted.vp_opposition, counted.cards),
    "expected_vp_government_without_ri": lambda counted, question: Fraction(
        counted.vp_government_without_ri, counted.cards
    ),
    "expected_vp_opposition_without_ri": lambda counted, question: Fraction(
        counted.vp_opposition_without_ri, counted.cards
    ),
}


# --- By-Elections (8.2) ----------------------------------------------------------------


@dataclass(frozen=True)
class ByElectionOdds:
    """Rule 8.2. No card is drawn, so the answer is certain (probability 0 or 1)."""

    government_mps: int
    projected: int  # the Government party's projected seats
    scenario6: bool
    compared: int  # the projection as compared: less 40 in Scenario 6, rounded to 10
    government_loses: bool
    probability_government_loses: Fraction


def by_election_odds(government_mps: int, projected_government_seats: int, scenario6: bool = False) -> ByElectionOdds:
    """8.2: the Government loses when its rounded projection falls below its current MPs."""
    government_mps = _check_whole(government_mps, "Government MPs")
    projected = _check_whole(projected_government_seats, "projected seats")
    if government_mps % 10 or not 0 <= government_mps <= TOTAL_SEATS:
        raise InvalidProjectionError(
            f"Government MPs {government_mps} cannot be on the tracker (expected a multiple of 10 in 0..{TOTAL_SEATS})"
        )
    if not 0 <= projected <= TOTAL_SEATS:
        raise InvalidProjectionError(f"projected seats {projected} is outside 0..{TOTAL_SEATS}")
    compared = by_election_projection(projected, scenario6=scenario6)
    loses = compared < government_mps
    return ByElectionOdds(government_mps, projected, scenario6, compared, loses, Fraction(int(loses)))
