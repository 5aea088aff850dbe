"""Rule 9.0 Bill Resolution, for 2 players: agreement, Vote (with exact Uncertainty cards),
withdrawal, the effects of a passed bill and where each bill goes afterwards."""

from __future__ import annotations

import pytest

from engine.components import Party
from engine.state import Phase

from helpers import (
    OL,
    PM,
    answer,
    bills_on_board,
    choices,
    do,
    kind,
    opposition_turn,
    pending,
    pm_turn,
    projected,
    reveal,
    sector_points,
    select_bills,
    two_player,
    vp,
)

# Uncertainty cards by their Vote value (decks/uncertainty.yaml)
PLUS_10, PLUS_3, ZERO, MINUS_2, MINUS_4, MINUS_11 = "4", "18", "3", "9", "15", "1"

QUIET = ["Interpretation Act", "Naturalization Act", "Extradition Act"]  # A+10: 300, 320, 340


def at_resolution(select=QUIET, end_pact: bool = True, pm_actions=(), **kw):  # type: ignore[no-untyped-def]
    game = two_player()
    select_bills(game, select, **kw)
    opposition_turn(game, end_pact=end_pact)
    pm_turn(game, *pm_actions)
    assert kind(game) == "resolve bill" and pending(game).owner == PM
    return game


def after_round_vp(game) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """VP with the next round's setup VP taken off (Government 4 / Opposition 2, Pact 6)."""
    pm, ol = vp(game)
    if game.state.pact:
        return pm - 6, ol - 6
    return pm - 4, ol - 2


# --- 9.0 choices ---------------------------------------------------------------------------------


def test_9_0_the_pm_must_resolve_one_bill_and_may_vote_only_at_320_or_more() -> None:
    game = at_resolution()
    assert sorted(choices(game)) == sorted(
        ["agree 1", "withdraw 1", "agree 2", "vote 2", "withdraw 2", "agree 3", "vote 3", "withdraw 3"]
    )
    assert "vote 1" not in choices(game)  # 300 projected


def test_9_0_one_bill_a_round_the_others_stay_on_the_board() -> None:
    game = at_resolution()
    do(game, "withdraw 2")
    assert bills_on_board(game) == ["Interpretation Act", None, "Extradition Act"]
    assert game.state.round == 2 and game.state.phase is Phase.ACTIONS


# --- 9.1 Agreement -------------------------------------------------------------------------------


def test_9_1_agreement_passes_the_bill_and_the_opposition_scores_5_more() -> None:
    game = at_resolution()
    do(game, "agree 1")
    assert kind(game) == "agreement" and pending(game).owner == OL
    answer(game, "agreement", True)
    # Interpretation Act: 2 VP to each side (Cross-Party), +5 to the Opposition
    assert after_round_vp(game) == (2, 2 + 5)
    assert bills_on_board(game)[0] is None


def test_9_1_agreement_in_a_pact_scores_the_5_vp_for_the_pact() -> None:
    game = at_resolution(end_pact=False)
    do(game, "agree 1")
    answer(game, "agreement", True)
    assert after_round_vp(game) == (2 + 5, 2 + 5)


def test_9_1_a_refusal_has_no_effect_and_every_other_option_stays_open() -> None:
    game = at_resolution()
    do(game, "agree 3")
    answer(game, "agreement", False)
    assert kind(game) == "resolve bill" and pending(game).owner == PM
    assert vp(game) == (0, 0)
    assert (game.state.pm.standing, game.state.opposition_leader.standing) == (11, 5)
    assert sorted(choices(game)) == sorted(
        ["agree 1", "withdraw 1", "agree 2", "vote 2", "withdraw 2", "vote 3", "withdraw 3"]
    )
    do(game, "vote 3")  # 340 projected
    reveal(game, ZERO)
    assert bills_on_board(game)[2] is None


# --- 9.2 Vote --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "slot, card, passes",
    [
        (2, PLUS_10, True),  # 320 + 10 = 330
        (2, PLUS_3, False),  # 320 + 3 = 323
        (3, ZERO, True),  # 340 + 0
        (3, MINUS_4, True),  # 340 - 4 = 336
        (3, MINUS_11, False),  # 340 - 11 = 329
    ],
)
def test_9_2_a_vote_at_320_to_340_draws_an_uncertainty_card_and_needs_330(slot: int, card: str, passes: bool) -> None:
    game = at_resolution()
    do(game, f"vote {slot}")
    assert pending(game).is_chance and kind(game) == "uncertainty"
    assert len(pending(game).choices) == 18  # the whole deck, every time
    reveal(game, card)
    assert bills_on_board(game)[slot - 1] is None
    if passes:
        assert after_round_vp(game) == (2, 2)
    else:
        assert after_round_vp(game) == (0, 3)


def test_9_2_a_vote_at_330_with_a_minus_2_card_fails() -> None:
    game = at_resolution(pm_actions=("debate 2 +10",))
    assert projected(game, 2) == 330
    do(game, "vote 2")
    reveal(game, MINUS_2)
    assert after_round_vp(game) == (0, 3)


def test_9_2_a_bill_at_350_or_more_passes_without_a_card() -> None:
    game = at_resolution(["Explosives Act", *QUIET[1:]])  # A+20: 350
    assert projected(game, 1) == 350
    do(game, "vote 1")
    assert not (game.pending and game.pending.is_chance and kind(game) == "uncertainty")
    assert bills_on_board(game)[0] is None
    assert after_round_vp(game) == (2, 2)


def test_9_2_a_failed_vote_opposition_3_vp_pm_minus_2_standing_leader_plus_2() -> None:
    game = at_resolution()
    do(game, "vote 2")
    reveal(game, MINUS_11)
    assert after_round_vp(game) == (0, 3)
    assert game.state.pm.standing == 9
    assert game.state.opposition_leader.standing == 7


def test_9_2_a_failed_vote_in_a_pact_scores_no_vp_but_moves_standing() -> None:
    game = at_resolution(end_pact=False)
    do(game, "vote 2")
    reveal(game, MINUS_11)
    assert after_round_vp(game) == (0, 0)
    assert (game.state.pm.standing, game.state.opposition_leader.standing) == (9, 7)


def test_9_2_failed_and_withdrawn_bills_go_to_the_discard_pile() -> None:
    game = at_resolution()
    do(game, "vote 2")
    reveal(game, MINUS_11)
    assert "Naturalization Act" in game.state.piles["cross-party"].discard


# --- 9.3 Withdrawal ---------------------------------------------------------------------------------


def test_9_3_withdrawal_opposition_2_vp_pm_minus_1_leader_plus_1() -> None:
    game = at_resolution()
    do(game, "withdraw 1")
    assert after_round_vp(game) == (0, 2)
    assert (game.state.pm.standing, game.state.opposition_leader.standing) == (10, 6)
    assert "Interpretation Act" in game.state.piles["cross-party"].discard


def test_9_3_withdrawal_in_a_pact_scores_no_vp() -> None:
    game = at_resolution(end_pact=False)
    do(game, "withdraw 1")
    assert after_round_vp(game) == (0, 0)
    assert (game.state.pm.standing, game.state.opposition_leader.standing) == (10, 6)


# --- 9.4 Effects of passed bills ----------------------------------------------------------------------


def test_9_4_cross_party_vp_to_both_sides_and_popularity_to_the_pms_party() -> None:
    game = at_resolution(["Explosives Act", *QUIET[1:]])  # A+20, 2 VP, Government party +1 Workers
    do(game, "vote 1")
    assert after_round_vp(game) == (2, 2)
    assert sector_points(game, "Workers", Party.LIBERAL) == 7  # 5 -> 7
    assert sector_points(game, "Workers", Party.CONSERVATIVE) == 3


def test_9_4_cross_party_vp_is_taken_once_in_a_pact() -> None:
    game = at_resolution(["Explosives Act", *QUIET[1:]], end_pact=False)
    do(game, "vote 1")
    assert after_round_vp(game) == (2, 2)


def test_9_4_party_bill_vp_goes_to_the_government_only_and_rosettes_pick_the_party() -> None:
    # Ballot Act: Liberal A-30, 4 VP; Liberals +1 Workers, Conservatives +1 Gentry
    game = at_resolution(["Ballot Act", *QUIET[1:]])
    assert not game.state.pact
    do(game, "agree 1")
    answer(game, "agreement", True)
    assert after_round_vp(game) == (4, 5)  # Government 4; Opposition only the agreement's 5
    assert sector_points(game, "Workers", Party.LIBERAL) == 7
    assert sector_points(game, "Gentry", Party.CONSERVATIVE) == 5
    assert sector_points(game, "Gentry", Party.LIBERAL) == 1


def test_9_4_british_north_america_act_gives_the_pm_a_favour_and_a_supporter() -> None:
    """L1706: +1 Favour for the PM; L1764, L1936: and a Supporter drawn (Princess Helena)."""
    game = at_resolution(["British North America Act", *QUIET[1:]])  # A+0: 330
    do(game, "vote 1")
    reveal(game, PLUS_3)  # 333: passes
    assert game.state.pm.favour == 2
    assert pending(game).is_chance and pending(game).deck == "supporters"
    reveal(game, "Princess Helena")
    assert game.state.pm.supporters == ["Princess Helena"]


def test_9_4_personal_standing_goes_to_the_pm_who_passed_the_bill() -> None:
    # Parliamentary Papers Act: A-30, +1 Standing
    game = at_resolution(["Parliamentary Papers Act", *QUIET[1:]])
    do(game, "agree 1")
    answer(game, "agreement", True)
    assert (game.state.pm.standing, game.state.opposition_leader.standing) == (12, 5)


def test_9_4_personal_favour_goes_to_the_pm() -> None:
    game = at_resolution(["Government of India Act", *QUIET[1:]])  # A+0: 330, +1 Favour
    do(game, "vote 1")
    reveal(game, ZERO)
    assert (game.state.seats[PM].favour, game.state.seats[OL].favour) == (2, 1)


def test_9_4_a_supporter_bonus_is_drawn_by_the_pm() -> None:
    game = at_resolution(["Public Health Act", *QUIET[1:]], pm_actions=("debate 1 +20",))  # M+40+20 = 330
    do(game, "vote 1")
    reveal(game, ZERO)
    assert pending(game).is_chance and "Supporter" in pending(game).prompt
    reveal(game, "Earl Grey")
    assert game.state.seats[PM].supporters == ["Earl Grey"]
    assert sector_points(game, "Middle Class", Party.LIBERAL) == 5  # +1 step for the Government party


def test_9_4_a_level_2_supporter_bonus_draws_two_and_keeps_one() -> None:
    game = at_resolution(["Lunacy Act", *QUIET[1:]])  # M+50: 320
    do(game, "vote 1")
    reveal(game, PLUS_10)
    reveal(game, "Earl Grey", "Prince Albert")
    assert kind(game) == "keep supporter" and pending(game).owner == PM
    do(game, 'keep "Prince Albert"')
    assert game.state.seats[PM].supporters == ["Prince Albert"]


# --- 9.5 Wrap up ----------------------------------------------------------------------------------------


def test_9_5_a_passed_bill_leaves_the_game() -> None:
    game = at_resolution(["Explosives Act", *QUIET[1:]])
    do(game, "vote 1")
    piles = game.state.piles["cross-party"]
    assert "Explosives Act" not in piles.draw and "Explosives Act" not in piles.discard
    assert "Explosives Act" not in bills_on_board(game)


def test_9_0_resolution_comes_every_round_even_with_bills_left_from_before() -> None:
    game = at_resolution()
    do(game, "withdraw 1")
    opposition_turn(game)
    pm_turn(game)
    assert kind(game) == "resolve bill"
    assert sorted(choices(game)) == sorted(["agree 2", "vote 2", "withdraw 2", "agree 3", "vote 3", "withdraw 3"])
