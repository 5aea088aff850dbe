"""Rule 10.0 Challenges, for 2 players: when the Opposition Leader may Challenge the PM,
and everything a successful Challenge changes (10.2, 11.2.1)."""

from __future__ import annotations

import pytest

from engine.components import Party
from engine.happened import ElectionDecided
from engine.state import Phase, Role

from helpers import (
    past_the_turn_of_the_round,
    OL,
    PM,
    answer,
    arrange,
    bills_on_board,
    choices,
    do,
    happened_words,
    happened,
    government_mps,
    give_supporters,
    kind,
    opposition_turn,
    pending,
    pm_turn,
    reveal,
    select_bills,
    two_player,
    vp,
)

BILLS = ["Interpretation Act", "Naturalization Act", "Extradition Act"]
ZERO_CARD = "9"  # Election 0, no Royal Interference


def at_resolution(end_pact: bool = True, pm_actions=(), **numbers: int):  # type: ignore[no-untyped-def]
    game = two_player()
    select_bills(game, BILLS)
    opposition_turn(game, end_pact=end_pact)
    pm_turn(game, *pm_actions)
    if numbers:
        arrange(game, **numbers)
    assert kind(game) == "resolve bill"
    return game


# --- 10.0 who may Challenge -------------------------------------------------------------------


@pytest.mark.parametrize(
    "pm_standing, ol_standing, pm_favour, ol_favour, offered",
    [
        (8, 9, 5, 0, True),  # more Standing: Favour does not matter
        (8, 8, 1, 1, True),  # equal Standing, equal Favour
        (8, 8, 1, 2, True),  # equal Standing, more Favour
        (8, 8, 2, 1, False),  # equal Standing, less Favour
        (9, 8, 0, 5, False),  # less Standing
        (11, 5, 1, 1, False),  # the start of the game
    ],
)
def test_10_0_the_opposition_leader_may_challenge_with_more_standing_or_equal_standing_and_favour(
    pm_standing: int, ol_standing: int, pm_favour: int, ol_favour: int, offered: bool
) -> None:
    game = at_resolution()
    do(game, "vote 3")
    arrange(game, pm_standing=pm_standing, ol_standing=ol_standing, pm_favour=pm_favour, ol_favour=ol_favour)
    reveal(game, "3")  # 340 + 0: passes, no Standing change
    assert (kind(game) == "challenge") is offered
    if offered:
        assert pending(game).owner == OL


def test_10_0_the_challenge_comes_after_bill_resolution() -> None:
    game = at_resolution(pm_standing=7, ol_standing=8)
    do(game, "withdraw 1")  # PM 6, Opposition Leader 9
    assert game.state.phase is Phase.CHALLENGES
    assert kind(game) == "challenge"


def test_10_0_a_declined_challenge_changes_nothing() -> None:
    game = at_resolution(pm_standing=7, ol_standing=8)
    do(game, "withdraw 1")
    answer(game, "challenge", False)
    assert game.state.pm.politician == "W.E. Gladstone"
    assert game.state.round == 2
    assert bills_on_board(game) == [None, "Naturalization Act", "Extradition Act"]


# --- 10.2 Challenge outcome -------------------------------------------------------------------------


def won_challenge(card: str = ZERO_CARD, pm_actions=(), end_pact: bool = True, **numbers: int):  # type: ignore[no-untyped-def]
    game = at_resolution(end_pact=end_pact, pm_actions=pm_actions, pm_standing=7, ol_standing=8, **numbers)
    do(game, "withdraw 1")  # PM 6, Opposition Leader 9
    answer(game, "challenge", True)
    assert pending(game).is_chance and kind(game) == "uncertainty"  # the immediate Election
    mark = len(game.log)
    reveal(game, card)
    past_the_turn_of_the_round(game)
    return game, mark


def test_10_2_the_two_exchange_mats() -> None:
    game, _ = won_challenge()
    assert game.state.seats[OL].role is Role.PM
    assert game.state.seats[PM].role is Role.OPPOSITION_LEADER
    assert game.state.government is Party.CONSERVATIVE


def test_10_2_winner_keeps_the_higher_of_current_and_new_start_loser_gets_the_start() -> None:
    game, _ = won_challenge()
    assert game.state.seats[OL].standing == 11  # max(9, PM start 11)
    assert game.state.seats[PM].standing == 5  # Opposition Leader start


def test_10_2_winner_standing_above_the_new_start_is_kept() -> None:
    """An Opposition Leader can reach at most 11, the PM start; take_mat keeps the
    higher value, so a winner at 11 stays at 11 rather than dropping."""
    game = at_resolution(pm_standing=11, ol_standing=10)
    do(game, "withdraw 1")  # PM 10, Opposition Leader 11
    answer(game, "challenge", True)
    reveal(game, ZERO_CARD)
    assert game.state.seats[OL].standing == 11


def test_10_2_supporters_and_favour_are_kept() -> None:
    game = at_resolution(pm_standing=7, ol_standing=8, pm_favour=3, ol_favour=4)
    give_supporters(game, PM, "Earl Grey")
    give_supporters(game, OL, "John Bright")
    do(game, "withdraw 1")
    answer(game, "challenge", True)
    reveal(game, ZERO_CARD)
    assert game.state.seats[PM].supporters == ["Earl Grey"] and game.state.seats[PM].favour == 3
    assert game.state.seats[OL].supporters == ["John Bright"] and game.state.seats[OL].favour == 4


def test_10_2_the_new_pm_scores_the_6_vp_replacement_bonus() -> None:
    game, mark = won_challenge()
    # Before: Government 0, Opposition 2 (withdrawal). Equal Popularity and a 0 card:
    # 329 seats each, rounded 330 = no seats gained, no Election VP.
    assert "Government +6 VP (PM Replacement Bonus)" in happened_words(game, mark - 1)
    assert game.state.seats[OL].vp == 2 + 6 + 4  # then round 2: the new Government 4
    assert game.state.seats[PM].vp == 0 + 2  # the new Opposition 2


def test_10_2_bills_on_the_board_are_removed_to_their_discard_piles() -> None:
    game, _ = won_challenge()
    assert game.state.board_is_empty
    discard = game.state.piles["cross-party"].discard
    assert {"Interpretation Act", "Naturalization Act", "Extradition Act"} <= set(discard)


def test_10_2_the_bill_decks_change_hands() -> None:
    game, _ = won_challenge()
    assert game.state.phase is Phase.BILL_SELECTION  # round 2 starts with an empty board
    assert kind(game) == "draw bill" and pending(game).owner == PM  # Gladstone now proposes
    assert sorted(choices(game)) == ["draw conservative", "draw cross-party"]


def test_10_2_the_election_marker_is_removed_and_an_election_held_at_once() -> None:
    game, mark = won_challenge()
    notes = happened_words(game, mark - 1)
    assert "The Election Marker is removed" in notes
    assert any(n.startswith("Election: Uncertainty +0") for n in notes)
    assert "The Election Marker returns to the board" in notes
    assert game.state.election_marker
    assert game.state.round == 2  # no second Election this round


def test_11_2_1_minority_government_by_challenge_keeps_the_new_pm() -> None:
    """Liberals lead by 5: the Conservatives win only 322 seats, yet Disraeli stays PM
    and the Government MP Tracker is reset to his 320."""
    game, mark = won_challenge(pm_actions=("campaign liberals 1", "campaign liberals 1"))
    assert game.state.pm.politician == "Benjamin Disraeli"
    assert ElectionDecided(kept=True, decided="Challenge") in happened(game, mark)
    assert government_mps(game) == (320, 260, 60)  # Conservative Partisan points: 60


def test_11_2_1_minority_government_the_liberals_score_election_vp_for_seats_gained() -> None:
    game, mark = won_challenge(pm_actions=("campaign liberals 1", "campaign liberals 1"))
    # Liberals 330 -> 336 (340): +10 seats = 3 VP, now as the Opposition
    assert "Opposition +3 VP (Election seats gained)" in happened_words(game, mark)


def test_10_2_a_challenge_in_a_pact_leaves_the_pact_in_place() -> None:
    game, mark = won_challenge(end_pact=False)
    assert game.state.pact
    assert "Pact +6 VP (PM Replacement Bonus)" in happened_words(game, mark - 1)
    assert vp(game) == (6 + 6, 6 + 6)  # bonus and round 2 Pact VP, shared
