"""Rule 8.0 Events, for 2 players: the PM's draw at the start of the action turn,
Action Cube Events (8.1) and By-Elections (8.2)."""

from __future__ import annotations

import pytest

from engine.components import Party

from helpers import (
    OL,
    PM,
    answer,
    arrange,
    choices,
    do,
    government_mps,
    kind,
    pending,
    reveal,
    sector_points,
    select_bills,
    two_player,
    vp,
)

BILLS = ["Interpretation Act", "Naturalization Act", "Extradition Act"]


def event_drawn(event: str, *opposition_actions: str, end_pact: bool = False, pm_cubes: int | None = None):  # type: ignore[no-untyped-def]
    """Round 1: the Opposition Leader (Disraeli) acts, then the PM (Gladstone) draws `event`."""
    game = two_player()
    select_bills(game, BILLS)
    answer(game, "end pact", end_pact)
    do(game, *opposition_actions, "end")
    assert pending(game).is_chance and "Event" in pending(game).prompt
    reveal(game, event)
    if pm_cubes is not None:
        arrange(game, pm_cubes=pm_cubes)
    return game


# --- 8.1 Action Cube Events ---------------------------------------------------------------------


def test_8_1_the_pm_sees_every_option_he_can_pay_for() -> None:
    game = event_drawn("Americans Seize British Ship")
    assert kind(game) == "event" and pending(game).owner == PM
    assert choices(game) == ["option 1 Ignore", 'option 2 "Write Angry Letter"', 'option 3 "Prepare for War"']


def test_8_1_ignoring_costs_no_cube_and_takes_the_penalty() -> None:
    game = event_drawn("Americans Seize British Ship")
    do(game, "option 1")
    assert game.state.pm.standing == 10
    assert game.state.pm.cubes == 3
    assert kind(game) == "action"  # the rest of the PM's turn follows


def test_8_1_a_one_cube_option_spends_one_cube() -> None:
    game = event_drawn("Americans Seize British Ship")
    do(game, "option 2")
    assert game.state.pm.standing == 11
    assert game.state.pm.cubes == 2


def test_8_1_a_two_cube_option_spends_two_cubes() -> None:
    game = event_drawn("Americans Seize British Ship")
    do(game, "option 3")
    assert game.state.pm.standing == 12
    assert game.state.pm.cubes == 1


def test_8_1_an_option_the_pm_cannot_pay_for_is_not_offered() -> None:
    game = event_drawn("Americans Seize British Ship", pm_cubes=1)
    assert choices(game) == ["option 1 Ignore", 'option 2 "Write Angry Letter"']
    arrange(game, pm_cubes=0)
    assert choices(game) == ["option 1 Ignore"]


def test_8_1_event_popularity_effects_hit_the_governing_party() -> None:
    game = event_drawn("Famine in Ireland")
    do(game, "option 1")  # the PM's party -2 steps in Ireland
    assert sector_points(game, "Ireland", Party.LIBERAL) == 3  # 5 -> 3, then the track's bottom
    assert sector_points(game, "Ireland", Party.CONSERVATIVE) == 3


def test_8_1_event_favour_effects_hit_the_pm() -> None:
    game = event_drawn("Attempt on Her Majesty's Life")
    do(game, "option 1")  # -2 Favour: 1 -> 0, the rest is lost (1.8)
    assert (game.state.seats[PM].favour, game.state.seats[OL].favour) == (0, 1)


def test_8_0_the_event_goes_to_the_discard_pile() -> None:
    game = event_drawn("Americans Seize British Ship")
    do(game, "option 2")
    assert game.state.piles["events"].discard == ["Americans Seize British Ship"]
    assert len(game.state.piles["events"].draw) == 39


# --- 8.2 By-Elections ----------------------------------------------------------------------------


def test_8_2_a_by_election_at_equal_popularity_is_won_with_no_effect() -> None:
    """Projected 329 rounds to 330: no MPs lost against the Government's 330."""
    game = event_drawn("By-Election 1")
    assert kind(game) == "action"  # a By-Election asks nothing
    assert game.state.pm.standing == 11
    assert vp(game) == (0, 0)
    assert "no effect" in " ".join(map(str, game.log[-1].happened))


def test_8_2_rounding_to_the_nearest_10_saves_a_projection_of_325() -> None:
    """The rulebook's round 2 case: projected 325, rounded 330, against 330 MPs: won."""
    game = event_drawn("By-Election 1", "campaign conservatives 1")  # Conservatives lead by 2
    assert game.state.pm.standing == 11
    assert vp(game) == (0, 0)


def test_8_2_a_lost_by_election_costs_the_pm_a_standing_and_gives_the_pact_1_vp() -> None:
    # Conservatives +2 and +3: a lead of 5, Liberals projected 322 -> 320, below 330
    game = event_drawn("By-Election 1", "campaign conservatives 1", "campaign conservatives 1")
    assert game.state.pm.standing == 10
    assert game.state.opposition_leader.standing == 5
    assert vp(game) == (1, 1)
    assert government_mps(game) == (330, 270, 60)  # no change to the MP Tracker


def test_8_2_the_other_variant_gives_the_opposition_leader_a_standing() -> None:
    game = event_drawn("By-Election 5", "campaign conservatives 1", "campaign conservatives 1", end_pact=True)
    assert game.state.pm.standing == 11
    assert game.state.opposition_leader.standing == 6
    assert vp(game) == (0, 1)  # outside a Pact the Opposition scores alone


@pytest.mark.parametrize("card", [f"By-Election {n}" for n in range(1, 9)])
def test_8_2_every_by_election_scores_1_vp_for_the_opposition_when_lost(card: str) -> None:
    game = event_drawn(card, "campaign conservatives 1", "campaign conservatives 1", end_pact=True)
    assert vp(game) == (0, 1)
    moved = (11 - game.state.pm.standing) + (game.state.opposition_leader.standing - 5)
    assert moved == 1


def test_8_2_a_government_above_its_projection_loses_even_when_projected_to_win() -> None:
    """The question is whether MPs would be lost, not whether the Election would be."""
    game = two_player()
    select_bills(game, BILLS)
    arrange(game, moderates=290)  # 350 Government MPs; projection 329 -> 330
    answer(game, "end pact", True)
    do(game, "end")
    reveal(game, "By-Election 1")
    assert game.state.pm.standing == 10
    assert vp(game) == (0, 1)


def test_8_2_a_government_projected_to_gain_mps_wins() -> None:
    game = two_player()
    select_bills(game, BILLS)
    answer(game, "end pact", True)
    do(game, "end")
    arrange(game, moderates=230)  # 290 MPs, projection 330
    reveal(game, "By-Election 1")
    assert game.state.pm.standing == 11
    assert vp(game) == (0, 0)
