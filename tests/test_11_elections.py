"""Rule 11.0 Elections, for 2 players: postponing with the Election Marker, counting seats
with an exact Uncertainty card, ties, Royal Interference, Election VP, the changeover and
the reset of the Government MP Tracker."""

from __future__ import annotations

from engine.components import Party
from engine.elections import card_outcome, election_odds_now
from engine.happened import ElectionHeld
from engine.state import Phase, Role

from helpers import (
    past_the_turn_of_the_round,
    OL,
    PM,
    answer,
    arrange,
    choices,
    do,
    happened_words,
    happened,
    government_mps,
    kind,
    opposition_turn,
    pending,
    pm_turn,
    reveal,
    select_bills,
    set_popularity,
    to_resolution,
    two_player,
    vp,
)

# Uncertainty cards (decks/uncertainty.yaml): Election value, Royal Interference minimum
ZERO = "9"  # 0
PLUS_4 = "5"  # +4
PLUS_12 = "8"  # +12
RI_316 = "14"  # -1, Royal Interference at 316
RI_323 = "17"  # +2, Royal Interference at 323

# Bills that pass at 350+ without a card and do nothing but score 2 VP each
SURE = ["Statute Law Revision Act", "Bills of Exchange Act", "Museums Act"]
START_VP = (14, 10)  # Government 4+4+6, Opposition 2+2+6 when the Election comes in round 3


def at_election(end_pact: bool = True, **numbers: int):  # type: ignore[no-untyped-def]
    """Round 3 with the board just emptied: the PM's Election decision (no Pact)."""
    game = two_player()
    select_bills(game, SURE)
    for slot in (1, 2, 3):
        opposition_turn(game, end_pact=end_pact if slot == 1 else False)
        pm_turn(game)
        do(game, f"vote {slot}")
    assert game.state.phase is Phase.ELECTION and kind(game) == "election"
    if numbers:
        arrange(game, **numbers)
    return game


def hold(game, card: str) -> int:  # type: ignore[no-untyped-def]
    do(game, "election")
    mark = len(game.log)
    reveal(game, card)
    past_the_turn_of_the_round(game)
    return mark


# --- 11.0 Postponing ------------------------------------------------------------------------------


def test_11_0_with_no_bills_left_the_pm_holds_an_election_or_removes_the_marker() -> None:
    game = at_election()
    assert pending(game).owner == PM
    assert sorted(choices(game)) == ["election", "postpone"]
    assert vp(game) == START_VP


def test_11_0_removing_the_marker_ends_the_round_without_an_election() -> None:
    game = at_election()
    do(game, "postpone")
    past_the_turn_of_the_round(game)
    assert not game.state.election_marker
    assert game.state.round == 4 and game.state.phase is Phase.BILL_SELECTION
    assert government_mps(game) == (330, 270, 60)


def test_11_0_the_next_election_cannot_be_postponed_and_returns_the_marker() -> None:
    game = at_election()
    do(game, "postpone")
    past_the_turn_of_the_round(game)
    select_bills(game, ["Explosives Act", "Medical Act", "Government of India Act"])
    for how in ("vote 1", "withdraw 2", "withdraw 3"):
        opposition_turn(game)
        pm_turn(game)
        do(game, how)
        if kind(game) == "challenge":
            answer(game, "challenge", False)
    # no choice: the Uncertainty card is drawn at once
    assert game.state.phase is Phase.ELECTION
    assert pending(game).is_chance and kind(game) == "uncertainty"
    reveal(game, ZERO)
    assert game.state.election_marker


def test_11_0_at_85_vp_the_pm_may_not_postpone() -> None:
    game = at_election(pm_vp=84)
    assert "postpone" in choices(game)
    game = at_election(pm_vp=85)
    assert pending(game).is_chance and kind(game) == "uncertainty"


def test_11_0_the_election_draw_is_from_the_uncertainty_deck_for_no_seat() -> None:
    game = at_election()
    do(game, "election")
    draw = pending(game)
    assert draw.is_chance and draw.deck == "uncertainty" and draw.subject is None


# --- 11.1 Counting seats --------------------------------------------------------------------------


def test_11_1_the_odds_of_an_election_now_count_every_card_as_its_draw_would() -> None:
    game = at_election()
    odds = election_odds_now(game)
    assert odds.total == len(game.components.uncertainty)
    assert list(odds.outcomes) == [card_outcome(game, card) for card in game.components.uncertainty]


def test_11_1_the_card_is_added_to_the_governments_projected_seats() -> None:
    game = at_election()
    mark = hold(game, PLUS_4)  # 329 + 4 = 333
    (held,) = happened(game, mark, ElectionHeld)
    assert (held.government, held.government_seats, held.opposition_seats) == (Party.LIBERAL, 333, 325)
    assert game.state.pm.politician == "W.E. Gladstone"
    assert government_mps(game) == (330, 270, 60)


def test_11_1_a_329_tie_goes_to_the_leader_with_more_favour() -> None:
    game = at_election(pm_favour=2, ol_favour=1)
    hold(game, ZERO)
    assert game.state.pm.politician == "W.E. Gladstone"
    game = at_election(pm_favour=1, ol_favour=2)
    hold(game, ZERO)
    assert game.state.pm.politician == "Benjamin Disraeli"


def test_11_1_a_329_tie_with_equal_favour_goes_to_the_opposition_leader() -> None:
    game = at_election()
    hold(game, ZERO)
    assert game.state.pm.politician == "Benjamin Disraeli"


def test_11_1_the_projection_marker_does_not_move_during_the_election() -> None:
    from engine import board

    game = at_election()
    before = board.lead(game)
    hold(game, PLUS_12)
    assert board.lead(game) == before


# --- 11.2.2 Royal Interference ------------------------------------------------------------------------


def test_11_2_2_the_pms_favour_offers_a_minority_government_to_the_pm() -> None:
    game = at_election(pm_favour=2, ol_favour=1)
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8})  # Conservatives lead by 2: Liberals 325
    hold(game, RI_316)  # Liberals 324, Conservatives 334; 324 >= 316
    assert kind(game) == "royal interference" and pending(game).owner == PM
    answer(game, "royal interference", True)
    assert game.state.pm.politician == "W.E. Gladstone"
    assert government_mps(game)[0] == 320


def test_11_2_2_if_the_favourite_declines_the_other_leader_is_pm() -> None:
    game = at_election(pm_favour=2, ol_favour=1)
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8})
    hold(game, RI_316)
    answer(game, "royal interference", False)
    assert game.state.pm.politician == "Benjamin Disraeli"
    assert government_mps(game)[0] == 330  # 334 rounded


def test_11_2_2_the_opposition_leader_may_be_the_favourite() -> None:
    game = at_election(pm_favour=1, ol_favour=2)
    set_popularity(game, Party.LIBERAL, {"Liberals": 8})  # Liberals lead by 2: 333
    hold(game, RI_316)  # Liberals 332, Conservatives 326
    assert kind(game) == "royal interference" and pending(game).owner == OL
    answer(game, "royal interference", True)
    assert game.state.pm.politician == "Benjamin Disraeli"
    assert government_mps(game)[0] == 330  # 326 rounded


def test_11_2_2_exactly_the_minimum_is_enough() -> None:
    game = at_election(pm_favour=2, ol_favour=1)
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8, "Middle Class": 7})  # lead 6: Liberals 321
    hold(game, RI_323)  # 321 + 2 = 323, Conservatives 335
    assert kind(game) == "royal interference" and pending(game).owner == PM


def test_11_2_2_no_offer_when_the_favourites_party_is_short_of_the_minimum() -> None:
    game = at_election(pm_favour=2, ol_favour=1)
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8, "Middle Class": 9})  # lead 8: Liberals 318
    hold(game, RI_323)  # 320 < 323
    assert game.state.pm.politician == "Benjamin Disraeli"
    assert game.state.phase is Phase.BILL_SELECTION  # no offer was made


def test_11_2_2_no_offer_when_favour_is_equal() -> None:
    game = at_election()
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8})
    hold(game, RI_316)
    assert game.state.pm.politician == "Benjamin Disraeli"


def test_11_2_2_no_offer_when_the_favourite_wins_anyway() -> None:
    game = at_election(pm_favour=2, ol_favour=1)
    hold(game, RI_323)  # 331 - 327
    assert game.state.pm.politician == "W.E. Gladstone"
    assert game.state.round == 4


def test_11_2_2_a_leader_who_lost_a_challenge_this_round_cannot_accept() -> None:
    game = two_player()
    to_resolution(game, end_pact=True)
    arrange(game, pm_standing=7, ol_standing=8, pm_favour=3, ol_favour=1)
    do(game, "withdraw 1")
    answer(game, "challenge", True)
    # Gladstone, now Opposition Leader, is Her Majesty's favourite and his Liberals would
    # have 329 + 1 = 330 >= 316, but he lost a Challenge this round
    reveal(game, RI_316)
    past_the_turn_of_the_round(game)
    assert game.state.pm.politician == "Benjamin Disraeli"
    assert game.state.phase is Phase.BILL_SELECTION


# --- 11.3 Election VP ------------------------------------------------------------------------------------


def test_11_3_seats_gained_score_2_plus_1_per_10() -> None:
    game = at_election()
    set_popularity(game, Party.LIBERAL, {"Liberals": 8, "Ireland": 13})  # lead 8: 340
    hold(game, PLUS_12)  # 352 -> 350: +20 seats
    assert vp(game) == (START_VP[0] + 4 + 4, START_VP[1] + 2)  # then round 4's 4 and 2


def test_11_3_no_seats_gained_no_vp() -> None:
    game = at_election()
    hold(game, PLUS_4)  # 333 -> 330
    assert vp(game) == (START_VP[0] + 4, START_VP[1] + 2)


def test_11_3_election_vp_in_a_pact_goes_to_the_pact() -> None:
    game = at_election(end_pact=False)
    assert vp(game) == (6 + 6 + 6, 6 + 6 + 6)
    hold(game, PLUS_12)  # 341 -> 340: +10 seats, 3 VP
    assert vp(game) == (18 + 3 + 6, 18 + 3 + 6)


# --- 11.4 Government changeover -----------------------------------------------------------------------------


def test_11_4_the_opposition_wins_scores_its_seats_and_the_replacement_bonus() -> None:
    game = at_election()
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8, "Gentry": 16})  # lead 15
    mark = hold(game, ZERO)  # Liberals 303, Conservatives 355
    notes = happened_words(game, mark)
    assert "Opposition +5 VP (Election seats gained)" in notes  # 330 -> 360: +30
    assert "Government +6 VP (PM Replacement Bonus)" in notes
    assert game.state.seats[OL].role is Role.PM and game.state.government is Party.CONSERVATIVE
    # Disraeli 10 + 5 + 6, then round 4 Government 4; Gladstone 14, then Opposition 2
    assert game.state.seats[OL].vp == 10 + 5 + 6 + 4
    assert game.state.seats[PM].vp == 14 + 2


def test_11_4_both_leaders_take_the_starting_standing_of_their_new_mats() -> None:
    game = at_election(pm_standing=13, ol_standing=10)
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8, "Gentry": 16})
    hold(game, ZERO)
    assert game.state.seats[OL].standing == 11  # new PM
    assert game.state.seats[PM].standing == 5  # new Opposition Leader


def test_11_4_the_new_government_draws_from_its_own_party_deck() -> None:
    game = at_election()
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8, "Gentry": 16})
    hold(game, ZERO)
    assert kind(game) == "draw bill" and pending(game).owner == PM  # Gladstone proposes now
    assert sorted(choices(game)) == ["draw conservative", "draw cross-party"]


# --- 11.5 Reset markers --------------------------------------------------------------------------------------


def test_11_5_mps_reset_to_the_seats_won_with_partisan_points_as_p() -> None:
    game = at_election()
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8, "Gentry": 16})
    hold(game, ZERO)  # Conservatives 355 -> 360
    # Partisan points: Conservatives at 8 -> 80, Gentry at 16 -> 60
    assert government_mps(game) == (360, 360 - 140, 140)


def test_11_5_partisan_mps_are_capped_at_the_total() -> None:
    """A minority Conservative Government (by Challenge) with 320 Partisan points and
    only 310 seats: all 310 are Partisan."""
    game = two_player()
    to_resolution(game, end_pact=True)
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 20, "Farmers": 13, "Gentry": 16})  # +35, P 320
    set_popularity(
        game,
        Party.LIBERAL,
        {"Liberals": 20, "Ireland": 16, "Workers": 11, "Middle Class": 13, "Scotland": 11, "Gentry": 3},
    )  # +48
    arrange(game, pm_standing=7, ol_standing=8)
    do(game, "withdraw 1")
    answer(game, "challenge", True)
    reveal(game, ZERO)  # Liberals lead by 13: Conservatives 309 -> 310
    assert game.state.pm.politician == "Benjamin Disraeli"
    assert government_mps(game) == (310, 0, 310)


def test_11_5_the_marker_returns_after_the_election_and_the_round_ends() -> None:
    game = at_election()
    do(game, "postpone")
    assert not game.state.election_marker
    game = at_election()
    hold(game, PLUS_4)
    assert game.state.election_marker
    assert game.state.round == 4 and game.state.phase is Phase.BILL_SELECTION
