"""Rule 3.0 (Pact, Government and Opposition) and the Guide to VP Pooling, for 2 players:
who scores what, read off the two markers on the Score Track."""

from __future__ import annotations

from engine.pools import pools

from helpers import (
    OL,
    PM,
    answer,
    arrange,
    do,
    empty_the_board,
    kind,
    opposition_turn,
    pm_turn,
    reveal,
    select_bills,
    to_resolution,
    two_player,
    vp,
)

PARTY_BILL = "Universities Tests Act"  # Liberal Party Bill, A-30, 4 VP, no effect


def next_round(game, how: str = "withdraw 1") -> None:  # type: ignore[no-untyped-def]
    """Resolve a bill the quiet way so Parliamentary Order reaches the next round."""
    do(game, how)


# --- 3.1.1 Pact VP ---------------------------------------------------------------------------


def test_3_1_1_round_setup_scores_6_vp_to_the_pact() -> None:
    game = two_player()
    to_resolution(game)
    next_round(game)
    assert game.state.round == 2
    assert vp(game) == (6, 6)
    assert [name for name, _ in pools(game.state)] == ["Pact"]


def test_4_0_after_the_pact_round_setup_scores_4_to_the_government_and_2_to_the_opposition() -> None:
    game = two_player()
    to_resolution(game, end_pact=True)
    next_round(game)  # withdrawal: Opposition +2 VP, now outside a Pact
    assert vp(game) == (0 + 4, 2 + 2)


def test_3_1_1_bill_selection_bonus_is_shared_by_the_pact() -> None:
    game = two_player()
    select_bills(
        game,
        ["Interpretation Act", "Naturalization Act", "Extradition Act"],
        ol_proposes=["Interpretation Act", "Museums Act"],
    )
    assert vp(game) == (1, 1)


def test_3_1_1_agreement_bonus_goes_to_the_pact() -> None:
    game = two_player()
    to_resolution(game)  # Interpretation Act A-30, 2 VP
    do(game, "agree 1")
    answer(game, "agreement", True)
    # +5 agreement and +2 Cross-Party, both once, to everyone; then the next round's 6
    assert vp(game) == (5 + 2 + 6, 5 + 2 + 6)


def test_3_1_1_cross_party_vp_is_taken_once_in_a_pact() -> None:
    game = two_player()
    to_resolution(game, ["Museums Act", "Interpretation Act", "Naturalization Act"])  # Museums A+30 -> 360
    do(game, "vote 1")  # 360: it cannot fail
    assert vp(game) == (2 + 6, 2 + 6)


def test_3_1_1_failure_and_withdrawal_bonuses_are_not_taken_by_the_pact() -> None:
    game = two_player()
    to_resolution(game)
    do(game, "vote 2")  # Naturalization Act, 320
    reveal(game, "1")  # Vote -11: 309, fails
    assert vp(game) == (6, 6)  # only the next round's Pact VP


def test_3_1_1_by_election_vp_goes_to_the_pact() -> None:
    game = two_player()
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    # Conservatives +2 and +3 points: a lead of 5, Liberals projected 322 -> 320 < 330 MPs
    opposition_turn(game, "campaign conservatives 1", "campaign conservatives 1")
    pm_turn(game, event="By-Election 1")
    assert vp(game) == (1, 1)


def test_3_1_4_a_pm_replacement_bonus_in_a_pact_is_shared() -> None:
    game = two_player()
    to_resolution(game)
    next_round(game)  # round 2, Pact VP 6
    arrange(game, pm_standing=5, ol_standing=6)
    opposition_turn(game)
    pm_turn(game)
    do(game, "withdraw 2")
    assert kind(game) == "challenge"
    answer(game, "challenge", True)
    assert game.state.pact  # a change of Government does not end the Pact
    reveal(game, "9")  # the immediate Election: 0 seats either way, so no Election VP
    assert game.state.pm.politician == "Benjamin Disraeli"
    # round 2 Pact VP, the 6 VP bonus shared, then round 3 Pact VP
    assert vp(game) == (6 + 6 + 6, 6 + 6 + 6)


# --- 3.1.2 Ending the Pact -------------------------------------------------------------------


def test_3_1_2_the_opposition_leader_ends_the_pact_at_the_start_of_the_opposition_turn() -> None:
    game = two_player()
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    assert kind(game) == "end pact" and game.pending.owner == OL  # type: ignore[union-attr]
    answer(game, "end pact", True)
    assert not game.state.pact
    assert [name for name, _ in pools(game.state)] == ["Government", "Opposition"]


def test_3_1_2_declining_keeps_the_pact_and_the_question_comes_back_next_round() -> None:
    game = two_player()
    to_resolution(game)
    assert game.state.pact
    next_round(game)
    assert kind(game) == "end pact"


def test_3_1_2_the_pm_ends_the_pact_by_placing_a_party_bill() -> None:
    game = two_player()
    select_bills(game, [PARTY_BILL, "Interpretation Act", "Naturalization Act"])
    assert not game.state.pact
    assert vp(game) == (0, 0)


def test_3_1_2_the_pact_ends_before_the_bonus_for_a_proposed_party_bill() -> None:
    """Guide to VP Pooling: Party Bill first, then the Cross-Party one; both proposed by
    the Opposition Leader, so the Opposition takes both bonuses and the PM none."""
    game = two_player()
    select_bills(
        game,
        [PARTY_BILL, "Interpretation Act", "Naturalization Act"],
        ol_draws=[PARTY_BILL, "Interpretation Act", "Museums Act", "Copyright Act"],
        ol_proposes=[PARTY_BILL, "Interpretation Act"],
    )
    assert vp(game) == (0, 2)


def test_guide_to_vp_pooling_bonus_order_cross_party_first_shares_its_bonus() -> None:
    """The same two proposals selected the other way round: the Cross-Party bonus is
    taken while the Pact stands (both markers 1), then the Pact ends and the Opposition
    takes the Party Bill's bonus (Opposition 2, Government 1)."""
    game = two_player()
    select_bills(
        game,
        ["Interpretation Act", PARTY_BILL, "Naturalization Act"],
        ol_draws=[PARTY_BILL, "Interpretation Act", "Museums Act", "Copyright Act"],
        ol_proposes=[PARTY_BILL, "Interpretation Act"],
    )
    assert vp(game) == (1, 2)


def test_3_1_2_markers_move_separately_after_the_pact() -> None:
    game = two_player()
    to_resolution(game, ["Museums Act", "Interpretation Act", "Naturalization Act"], end_pact=True)
    do(game, "vote 1")  # Museums Act passes at 360: 2 VP to each side
    # round 2 setup: Government 4, Opposition 2
    assert vp(game) == (2 + 4, 2 + 2)
    opposition_turn(game)
    pm_turn(game)
    do(game, "withdraw 2")  # Opposition +2 VP
    assert vp(game) == (6 + 4, 4 + 2 + 2)


# --- 3.1.3 Restarting the Pact -----------------------------------------------------------------


def _three_cross_party_after_pact_ended():  # type: ignore[no-untyped-def]
    game = two_player()
    to_resolution(game, end_pact=True)
    empty_the_board(game)
    assert not game.state.pact
    return game


def test_3_1_3_the_opposition_leader_may_restart_the_pact_alone_after_bill_selection() -> None:
    game = _three_cross_party_after_pact_ended()
    before = vp(game)
    select_bills(game, ["Explosives Act", "Medical Act", "Government of India Act"], restart_pact=True)
    assert game.state.pact
    # markers stay where they are and move together from now on
    assert vp(game) == before
    opposition_turn(game)
    pm_turn(game)
    do(game, "vote 1")  # Explosives Act, A+20 -> 350: 2 VP once, to the Pact
    if kind(game) == "challenge":
        answer(game, "challenge", False)
    gained = (vp(game)[0] - before[0], vp(game)[1] - before[1])
    assert gained == (2 + 6, 2 + 6)


def test_3_1_3_no_unilateral_restart_with_a_party_bill_on_the_board() -> None:
    game = _three_cross_party_after_pact_ended()
    select_bills(game, [PARTY_BILL, "Medical Act", "Government of India Act"])
    assert kind(game) != "restart pact"
    assert not game.state.pact


def test_3_1_3_restart_by_agreement_when_no_party_bill_is_on_the_board() -> None:
    game = two_player()
    to_resolution(game, end_pact=True)
    do(game, "withdraw 1")
    assert kind(game) == "propose pact"
    answer(game, "propose pact", True)
    assert kind(game) == "agree pact" and game.pending.owner == PM  # type: ignore[union-attr]
    answer(game, "agree pact", True)
    assert game.state.pact
    assert [name for name, _ in pools(game.state)] == ["Pact"]


def test_3_1_3_the_pm_may_refuse_to_restart_the_pact() -> None:
    game = two_player()
    to_resolution(game, end_pact=True)
    do(game, "withdraw 1")
    answer(game, "propose pact", True)
    answer(game, "agree pact", False)
    assert not game.state.pact


def test_3_1_3_no_restart_by_agreement_with_a_party_bill_on_the_board() -> None:
    game = two_player()
    to_resolution(game, [PARTY_BILL, "Interpretation Act", "Naturalization Act"])
    do(game, "withdraw 2")
    assert kind(game) == "action"  # no Pact question at all


# --- VP cap ------------------------------------------------------------------------------------


def test_score_track_stops_at_100() -> None:
    game = two_player()
    to_resolution(game, end_pact=True)
    arrange(game, ol_vp=99)
    do(game, "withdraw 1")  # Opposition +2, then +2 at round setup
    assert vp(game)[1] == 100
