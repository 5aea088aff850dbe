"""Rules 11.0-11.5 (and Scenario 6): who governs after an Election, the new Government MPs,
Election VP, Royal Interference and Minority Government by Challenge."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.components import Party
from engine.decks import load_components
from engine.elections_math import Decided, Side, election_vp, other_party_mps, round_to_ten, seat_winner
from engine.odds import (
    InvalidFavourError,
    InvalidProjectionError,
    UnknownPartyError,
    election_odds,
    government_projection,
)

try:
    from odds_support import REPO_DECKS, card, missing_bundled_files, synthetic_board
except ImportError:  # tests/ became a package
    from tests.odds_support import REPO_DECKS, card, missing_bundled_files, synthetic_board


def one(projected, election=0, ri=None, **kwargs):
    """The single outcome of an Election drawn from a one-card deck."""
    kwargs.setdefault("favour_pm", 1)
    kwargs.setdefault("favour_opp", 1)
    return election_odds(projected, (card(election=election, ri=ri),), **kwargs).outcomes[0]


# --- 11.1 Counting seats ----------------------------------------------------------------


def test_seats_are_projection_plus_card():
    o = one(325, election=9)
    assert (o.government_seats, o.opposition_seats) == (334, 324)  # the rule's own arithmetic
    assert o.result.governs is Side.GOVERNMENT and o.result.decided is Decided.MAJORITY


def test_330_is_a_majority_and_328_loses():
    assert one(330).result.pm_keeps_office
    loser = one(328).result
    assert loser.governs is Side.OPPOSITION and loser.decided is Decided.MAJORITY


def test_tie_at_329_goes_to_more_favour():
    pm = one(329, favour_pm=3, favour_opp=2).result
    assert (pm.governs, pm.decided) == (Side.GOVERNMENT, Decided.TIE_FAVOUR)
    opp = one(329, favour_pm=2, favour_opp=3).result
    assert (opp.governs, opp.decided) == (Side.OPPOSITION, Decided.TIE_FAVOUR)


def test_full_tie_goes_to_the_opposition_leader():
    result = one(329, favour_pm=4, favour_opp=4).result
    assert (result.governs, result.decided) == (Side.OPPOSITION, Decided.TIE_OPPOSITION_LEADER)


def test_seat_winner_helper():
    assert seat_winner(330, 328, 0, 5) == (Side.GOVERNMENT, Decided.MAJORITY)
    assert seat_winner(329, 329, 0, 0) == (Side.OPPOSITION, Decided.TIE_OPPOSITION_LEADER)


# --- 11.2.1 Minority Government by Challenge --------------------------------------------


def test_new_pm_by_challenge_keeps_office_whatever_the_seats():
    result = one(285, challenge=True).result
    assert (result.governs, result.decided) == (Side.GOVERNMENT, Decided.CHALLENGE)
    assert not one(285).result.pm_keeps_office


def test_after_a_challenge_the_old_pm_cannot_use_royal_interference():
    o = one(300, ri=311, challenge=True, favour_pm=0, favour_opp=5)
    assert o.royal.favourite is Side.OPPOSITION and o.royal.bar == "lost a Challenge this round"
    assert o.accepted is None and o.result.pm_keeps_office


# --- 11.2.2 Royal Interference ------------------------------------------------------------


def test_favourite_pm_may_accept_at_the_minimum():
    o = one(320, ri=318, favour_pm=2, favour_opp=1)
    assert o.royal.may_accept and o.royal.favourite is Side.GOVERNMENT
    assert o.declined.governs is Side.OPPOSITION
    assert (o.accepted.governs, o.accepted.decided) == (Side.GOVERNMENT, Decided.ROYAL_INTERFERENCE)
    assert o.result == o.accepted
    assert o.accepted.government_mps == 320  # the PM's party keeps its own 320 seats


def test_favourite_below_the_minimum_may_not_accept():
    o = one(320, ri=323, favour_pm=2, favour_opp=1)
    assert not o.royal.may_accept and "below the minimum 323" in o.royal.bar
    assert o.accepted is None and not o.result.pm_keeps_office


def test_favourite_opposition_leader_can_unseat_the_winning_pm():
    o = one(340, ri=318, favour_pm=1, favour_opp=2)  # OL's party 318
    assert o.declined.pm_keeps_office
    assert o.accepted.governs is Side.OPPOSITION and o.accepted.government_mps == 320


def test_equal_favour_means_no_favourite():
    o = one(320, ri=311, favour_pm=2, favour_opp=2)
    assert o.royal.favourite is None and o.royal.bar == "Favour is equal" and o.accepted is None


def test_a_leader_who_lost_a_challenge_may_not_accept():
    o = one(320, ri=311, favour_pm=3, favour_opp=1, pm_lost_challenge=True)
    assert o.royal.bar == "lost a Challenge this round" and o.accepted is None
    o = one(340, ri=311, favour_pm=1, favour_opp=3, opp_lost_challenge=True)
    assert o.royal.bar == "lost a Challenge this round" and o.result.pm_keeps_office


def test_royal_interference_is_moot_for_a_favourite_already_in_office():
    o = one(340, ri=311, favour_pm=3, favour_opp=1)
    assert o.royal.may_accept and o.accepted is None and o.result.pm_keeps_office


def test_summary_with_and_without_royal_interference():
    deck = (card(1, election=0, ri=318), card(2, election=10), card(3, election=-10))
    result = election_odds(320, deck, favour_pm=2, favour_opp=1)
    assert result.pm_keeps_office == Fraction(2, 3)
    assert result.pm_keeps_office_without_ri == Fraction(1, 3)
    assert result.royal_interference_decides == 1
    assert result.seat_distribution == ((310, 1), (320, 1), (330, 1))


# --- 11.3 Election VP and 11.5 the new A column ------------------------------------------


@pytest.mark.parametrize("n, rounded", [(285, 290), (325, 330), (345, 350), (334, 330), (382, 380), (308, 310)])
def test_round_to_ten_half_up(n, rounded):
    assert round_to_ten(n) == rounded


def test_election_vp_helper():
    assert election_vp(310, 350) == 6
    assert election_vp(250, 320) == 9
    assert election_vp(290, 310) == 4
    assert election_vp(330, 330) == 0 and election_vp(350, 310) == 0
    assert election_vp(330, 373) == 6  # a raw gain of 43 rounds to 40
    assert election_vp(330, 375) == 7  # 45 rounds up to 50
    assert other_party_mps(350) == 310 and other_party_mps(290, independents=80) == 290


def test_vp_opposition_310_to_350():
    # Conservative Government with 350 MPs; the Liberal Opposition (310) wins 345 seats.
    o = one(313, government_mps=350)
    assert o.result.governs is Side.OPPOSITION and o.result.government_mps == 350
    assert (o.result.vp_opposition, o.result.vp_government) == (6, 0)


def test_vp_government_wins_but_drops_410_to_340():
    o = one(340, government_mps=410)
    assert o.result.pm_keeps_office and o.result.government_mps == 340
    assert (o.result.vp_government, o.result.vp_opposition) == (0, 9)


def test_vp_after_challenge_330_to_373():
    # The Liberal Government (330) lost office by Challenge; the Conservative PM is projected
    # 294 and draws -9: 285 seats, kept by Challenge; the Liberals hold 373.
    o = one(294, election=-9, government_mps=330, challenge=True)
    assert (o.government_seats, o.opposition_seats) == (285, 373)
    assert o.result.decided is Decided.CHALLENGE and o.result.government_mps == 290
    assert (o.result.vp_government, o.result.vp_opposition) == (0, 6)


def test_vp_290_to_325_whoever_governs():
    # Conservative Government 290 MPs projected 325 (Liberal lead 2), card 0 with RI 318.
    lost = one(325, ri=318, government_mps=290)
    assert lost.result.governs is Side.OPPOSITION and lost.result.government_mps == 330
    assert (lost.result.vp_government, lost.result.vp_opposition) == (6, 0)
    kept = one(325, ri=318, government_mps=290, favour_pm=2, favour_opp=1)
    assert kept.result.decided is Decided.ROYAL_INTERFERENCE and kept.result.government_mps == 330
    assert (kept.result.vp_government, kept.result.vp_opposition) == (6, 0)


def test_expected_vp():
    deck = (card(1, election=10), card(2, election=-10))
    result = election_odds(330, deck, favour_pm=1, favour_opp=1, government_mps=330)
    # +10: 340 (gain 10 -> 3 VP for the Government); -10: 320, the OL wins 338 -> 340 (3 VP).
    assert result.expected_vp_government == Fraction(3, 2)
    assert result.expected_vp_opposition == Fraction(3, 2)


# --- Scenario 6: Fractured Parliament ----------------------------------------------------


def test_scenario6_example_350_becomes_310_and_4_vp():
    o = one(308, government_mps=290, scenario6=True)  # the Conservative Opposition wins 350
    assert o.result.governs is Side.OPPOSITION
    assert o.result.government_mps == 310
    assert (o.result.vp_opposition, o.result.vp_government) == (4, 0)


def test_scenario6_winner_loses_40():
    o = one(346, government_mps=290, scenario6=True)
    assert o.result.government_mps == 310 and o.result.vp_government == 4


def test_scenario6_royal_minimum_checked_before_the_deduction():
    o = one(320, ri=318, favour_pm=2, favour_opp=1, government_mps=290, scenario6=True)
    assert o.royal.may_accept
    assert o.accepted.governs is Side.GOVERNMENT and o.accepted.government_mps == 280  # 320 - 40 < 318


# --- Inputs -------------------------------------------------------------------------------


def test_negative_favour_is_refused():
    with pytest.raises(InvalidFavourError, match="-1"):
        election_odds(330, (card(),), favour_pm=-1, favour_opp=0)


@pytest.mark.parametrize("mps", [335, -10, 700])
def test_government_mps_must_fit_the_tracker(mps):
    with pytest.raises(InvalidProjectionError, match=str(mps)):
        election_odds(330, (card(),), favour_pm=1, favour_opp=1, government_mps=mps)


def test_projection_out_of_range():
    with pytest.raises(InvalidProjectionError, match="700"):
        election_odds(700, (card(),), favour_pm=1, favour_opp=1)


# --- Reading a lead through the board ----------------------------------------------------


def test_lead_through_a_synthetic_board(tmp_path):
    board = synthetic_board(tmp_path)  # leader = 329 + 2 x lead
    assert government_projection(board, 2, "conservative", "liberal") == 325
    assert government_projection(board, 2, Party.LIBERAL, "liberal") == 333
    assert government_projection(board, 0, None, "liberal") == 329
    result = election_odds(
        None,
        (card(election=4),),
        favour_pm=1,
        favour_opp=1,
        lead=2,
        leader="conservative",
        government="liberal",
        board=board,
    )
    assert result.projected == 325 and result.government_party is Party.LIBERAL
    assert result.outcomes[0].government_seats == 329


def test_lead_errors(tmp_path):
    board = synthetic_board(tmp_path)
    with pytest.raises(UnknownPartyError, match="'whig'"):
        government_projection(board, 2, "whig", "liberal")
    with pytest.raises(UnknownPartyError):
        government_projection(board, 2, None, "liberal")
    with pytest.raises(InvalidProjectionError, match="-3"):
        government_projection(board, -3, "liberal", "liberal")


@pytest.mark.skipif(not (REPO_DECKS / "board.yaml").is_file(), reason="decks/board.yaml not written yet")
def test_printed_projection_points_on_the_bundled_board():
    if missing_bundled_files():
        pytest.skip(f"bundled decks incomplete: {missing_bundled_files()}")
    board = load_components().board
    for lead, leader, trailer in (
        (2, 333, 325),
        (8, 340, 318),
        (15, 355, 303),
        (18, 364, 294),
        (22, 375, 283),
        (32, 416, 242),
    ):
        assert government_projection(board, lead, "liberal", "liberal") == leader
        assert government_projection(board, lead, "liberal", "conservative") == trailer
