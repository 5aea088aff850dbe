"""Rule 6.1 Politician Actions (and 1.4 mats, 1.8 track ends), for 2 players: what each
politician may do on each mat, at Level 1 and Level 2, what it costs, and what the
table shows afterwards."""

from __future__ import annotations

import pytest

from engine.components import Party, Sector
from engine.politicians import cube_income

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
    pm_event,
    popularity,
    projected,
    reveal,
    sector_points,
    select_bills,
    set_bill,
    set_sector,
    set_seat,
    two_player,
    withdraw_next,
)

BILLS = ["Interpretation Act", "Naturalization Act", "Extradition Act"]  # 300, 320, 340 projected


def opposition_to_act(pm: str = "W.E. Gladstone", ol: str = "Benjamin Disraeli", end_pact: bool = False):  # type: ignore[no-untyped-def]
    game = two_player(pm, ol)
    select_bills(game, BILLS)
    answer(game, "end pact", end_pact)
    assert kind(game) == "action" and pending(game).owner == OL
    return game


def pm_to_act(pm: str = "W.E. Gladstone", ol: str = "Benjamin Disraeli", end_pact: bool = False):  # type: ignore[no-untyped-def]
    game = opposition_to_act(pm, ol, end_pact)
    do(game, "end")
    pm_event(game)
    assert kind(game) == "action" and pending(game).owner == PM
    return game


def actions_named(game, verb: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(c for c in choices(game) if c.startswith(verb))


# --- 1.4 / 6.1: what each mat and politician allows ------------------------------------------


def menu(game) -> set[str]:  # type: ignore[no-untyped-def]
    """The mat actions on offer, by verb and strength: "campaign 2", "debate 20", "influence 10"."""
    offered = set()
    for text in choices(game):
        words = text.split()
        verb = words[0]
        if verb == "campaign":
            offered.add(f"campaign {words[-1]}")
        elif verb == "debate":
            offered.add(f"debate {abs(int(words[2]))}")
        elif verb in ("flatter", "hobnob"):
            offered.add(f"{verb} {words[1]}")
        elif verb == "influence":
            offered.add(f"influence {words[1]}")
    return offered


@pytest.mark.parametrize(
    "pm, offered",
    [
        ("Viscount Melbourne", {"campaign 1", "debate 10", "hobnob 1", "hobnob 2", "influence 10"}),
        ("Earl Russell", {"campaign 1", "debate 10", "hobnob 1", "influence 10", "influence 20"}),
        ("W.E. Gladstone", {"campaign 1", "debate 10", "debate 20", "hobnob 1", "influence 10"}),
        ("Viscount Palmerston", {"campaign 1", "campaign 2", "debate 10", "hobnob 1", "influence 10"}),
    ],
)
def test_6_1_pm_mat_actions_by_politician(pm: str, offered: set[str]) -> None:
    assert menu(pm_to_act(pm=pm)) == offered


@pytest.mark.parametrize(
    "ol, offered",
    [
        ("Marquess of Salisbury", {"campaign 1", "debate 10", "hobnob 1", "influence 10"}),
        ("Earl of Derby", {"debate 10", "debate 20", "flatter 1", "hobnob 1"}),
        ("Benjamin Disraeli", {"campaign 1", "debate 10", "flatter 1", "hobnob 1", "hobnob 2"}),
        ("Sir Robert Peel", {"campaign 1", "campaign 2", "debate 10", "hobnob 1"}),
    ],
)
def test_6_1_opposition_leader_mat_actions_by_politician(ol: str, offered: set[str]) -> None:
    assert menu(opposition_to_act(ol=ol, end_pact=True)) == offered


def test_1_4_gladstone_can_never_flatter() -> None:
    game = pm_to_act()
    assert actions_named(game, "flatter") == []


def test_1_4_gladstone_cannot_flatter_as_opposition_leader_either() -> None:
    game = pm_to_act()
    arrange(game, pm_standing=5, ol_standing=11)
    do(game, "end")
    withdraw_next(game)
    answer(game, "challenge", True)  # Disraeli becomes PM, Gladstone leads the Opposition
    reveal(game, "9")
    assert game.state.opposition_leader.politician == "W.E. Gladstone"
    select_bills(game, ["Medical Act", "Explosives Act", "Government of India Act"])
    answer(game, "end pact", False)
    assert pending(game).owner == PM  # seat 0, Gladstone
    assert actions_named(game, "flatter") == []


def test_6_1_1_campaign_level_1_only_in_the_politicians_three_sectors() -> None:
    game = pm_to_act()
    assert actions_named(game, "campaign") == ["campaign ireland 1", "campaign liberals 1", "campaign workers 1"]


def test_6_1_1_campaign_moves_one_step_and_the_projections_follow() -> None:
    game = pm_to_act()
    do(game, "campaign liberals 1")  # Liberal Liberals 6 -> 8
    assert sector_points(game, "Liberals", Party.LIBERAL) == 8
    assert popularity(game, Party.LIBERAL) - popularity(game, Party.CONSERVATIVE) == 2
    from engine import board

    assert board.projected_seats(game, Party.LIBERAL) == 333
    assert board.projected_seats(game, Party.CONSERVATIVE) == 325


def test_6_1_1_campaign_level_2_moves_two_steps() -> None:
    game = pm_to_act(pm="Viscount Palmerston")
    assert "campaign farmers 2" in choices(game)
    do(game, "campaign farmers 2")  # Liberal Farmers 1 -> 3 -> 5
    assert sector_points(game, "Farmers", Party.LIBERAL) == 5


def test_6_1_1_opposition_leader_campaigns_for_his_own_party_at_level_2() -> None:
    game = opposition_to_act(ol="Sir Robert Peel")
    do(game, "campaign gentry 2")  # Conservative Gentry 3 -> 5 -> 7
    assert sector_points(game, "Gentry", Party.CONSERVATIVE) == 7
    assert sector_points(game, "Gentry", Party.LIBERAL) == 1


def test_6_1_1_derby_has_no_campaign() -> None:
    game = opposition_to_act(ol="Earl of Derby")
    assert actions_named(game, "campaign") == []


def test_6_1_2_debate_level_2_moves_a_projection_20_either_way_for_the_pm() -> None:
    game = pm_to_act()
    assert {"debate 1 +10", "debate 1 -10", "debate 1 +20", "debate 1 -20"} <= set(choices(game))
    do(game, "debate 1 +20")
    assert projected(game, 1) == 300 + 20
    do(game, "debate 2 -10")
    assert projected(game, 2) == 320 - 10


def test_6_1_2_a_level_1_debater_moves_10_only() -> None:
    game = opposition_to_act(ol="Benjamin Disraeli", end_pact=True)
    assert actions_named(game, "debate 1") == ["debate 1 +10", "debate 1 -10"]


def test_6_1_2_derby_debates_at_level_2_as_opposition_leader() -> None:
    game = opposition_to_act(ol="Earl of Derby", end_pact=True)
    assert actions_named(game, "debate 3") == ["debate 3 +10", "debate 3 +20", "debate 3 -10", "debate 3 -20"]
    do(game, "debate 3 -20")
    assert projected(game, 3) == 340 - 20


def test_3_1_in_a_pact_the_opposition_cannot_debate_a_bill_down() -> None:
    game = opposition_to_act(ol="Earl of Derby")
    assert game.state.pact
    assert all("-" not in c for c in actions_named(game, "debate"))
    assert "debate 1 +20" in choices(game)


def test_6_1_3_flatter_level_1_raises_ones_own_favour() -> None:
    game = opposition_to_act()
    assert actions_named(game, "flatter") == ["flatter 1 seat 2 +1"]
    do(game, "flatter 1 seat 2 +1")
    assert game.state.seats[OL].favour == 2
    assert game.state.seats[PM].favour == 1


def test_6_1_3_no_level_2_flatter_without_the_level_2_ability() -> None:
    game = opposition_to_act(ol="Earl of Derby")
    assert actions_named(game, "flatter 2") == []


def test_6_1_4_hobnob_level_1_draws_one_supporter() -> None:
    game = pm_to_act()
    assert actions_named(game, "hobnob") == ["hobnob 1"]
    do(game, "hobnob 1")
    reveal(game, "John Bright")
    assert game.state.seats[PM].supporters == ["John Bright"]
    assert game.state.seats[PM].cubes == 2


def test_6_1_4_hobnob_level_2_draws_two_and_keeps_one() -> None:
    game = opposition_to_act()
    assert actions_named(game, "hobnob") == ["hobnob 1", "hobnob 2"]
    do(game, "hobnob 2")
    reveal(game, "John Bright", "Earl Grey")
    assert kind(game) == "keep supporter" and pending(game).owner == OL
    assert sorted(choices(game)) == ['keep "Earl Grey"', 'keep "John Bright"']
    do(game, 'keep "Earl Grey"')
    assert game.state.seats[OL].supporters == ["Earl Grey"]
    assert game.state.piles["supporters"].discard == ["John Bright"]


def test_6_1_5_pm_influence_level_1_shifts_10_mps_either_way() -> None:
    game = pm_to_act()
    assert actions_named(game, "influence") == ["influence 10 to moderate", "influence 10 to partisan"]
    do(game, "influence 10 to partisan")
    assert government_mps(game) == (330, 260, 70)
    assert projected(game, 1) == 300  # an A bill does not move


def test_6_1_5_pm_influence_level_2_shifts_20_mps() -> None:
    game = pm_to_act(pm="Earl Russell")
    do(game, "influence 20 to moderate")
    assert government_mps(game) == (330, 290, 40)


def test_6_1_5_opposition_leader_influences_only_with_level_2_and_only_10_mps() -> None:
    game = opposition_to_act(ol="Marquess of Salisbury", end_pact=True)
    assert actions_named(game, "influence") == ["influence 10 to moderate", "influence 10 to partisan"]
    do(game, "influence 10 to partisan")
    assert government_mps(game) == (330, 260, 70)


@pytest.mark.parametrize("ol", ["Earl of Derby", "Sir Robert Peel", "Benjamin Disraeli"])
def test_6_1_5_opposition_leader_with_level_1_or_no_influence_cannot_influence(ol: str) -> None:
    game = opposition_to_act(ol=ol, end_pact=True)
    assert actions_named(game, "influence") == []


def test_3_1_in_a_pact_the_pm_decides_whether_the_opposition_leader_may_influence() -> None:
    game = opposition_to_act(ol="Marquess of Salisbury")
    do(game, "influence 10 to partisan")
    assert kind(game) == "permit influence" and pending(game).owner == PM
    answer(game, "permit influence", True)
    assert government_mps(game) == (330, 260, 70)
    assert game.state.seats[OL].cubes == 1


def test_3_1_a_refused_influence_costs_no_cube() -> None:
    game = opposition_to_act(ol="Marquess of Salisbury")
    do(game, "influence 10 to partisan")
    answer(game, "permit influence", False)
    assert government_mps(game) == (330, 270, 60)
    assert game.state.seats[OL].cubes == 2
    assert kind(game) == "action" and pending(game).owner == OL
    assert actions_named(game, "influence") == []  # not asked again this round


# --- cubes -----------------------------------------------------------------------------------------


def test_6_0_each_politician_action_spends_one_cube_and_none_can_be_saved() -> None:
    game = opposition_to_act()
    assert game.state.seats[OL].cubes == 2
    do(game, "campaign conservatives 1", "campaign conservatives 1")
    assert choices(game) == ["end"]
    do(game, "end")
    assert game.state.seats[OL].cubes == 0


@pytest.mark.parametrize("standing, cubes", [(5, 2), (8, 2), (9, 3), (12, 3), (13, 4), (14, 4)])
def test_1_4_1_pm_cubes_by_standing(standing: int, cubes: int) -> None:
    game = two_player()
    seat = game.state.pm
    set_seat(game, seat.index, standing=standing)
    assert cube_income(game, seat) == cubes


@pytest.mark.parametrize("standing, cubes", [(4, 2), (8, 2), (9, 3), (11, 3)])
def test_1_4_1_opposition_leader_cubes_by_standing(standing: int, cubes: int) -> None:
    game = two_player()
    seat = game.state.opposition_leader
    set_seat(game, seat.index, standing=standing)
    assert cube_income(game, seat) == cubes


def test_4_0_cube_income_after_a_withdrawal() -> None:
    game = pm_to_act()
    arrange(game, pm_standing=9, ol_standing=8)
    do(game, "end")
    withdraw_next(game)  # PM 9 -> 8 (2 cubes), Opposition Leader 8 -> 9 (3 cubes)
    answer(game, "challenge", False)
    assert game.state.round == 2
    assert (game.state.pm.standing, game.state.pm.cubes) == (8, 2)
    assert (game.state.opposition_leader.standing, game.state.opposition_leader.cubes) == (9, 3)


# --- 1.8 track ends ---------------------------------------------------------------------------------


def test_1_8_campaign_at_the_top_of_a_sector_is_legal_and_its_effect_is_lost() -> None:
    game = pm_to_act()
    ladder = game.components.board.ladder(Sector.WORKERS, Party.LIBERAL)
    set_sector(game, Sector.WORKERS, Party.LIBERAL, ladder.positions[-1])  # the top box
    before = popularity(game, Party.LIBERAL)
    assert "campaign workers 1" in choices(game)
    do(game, "campaign workers 1")
    assert popularity(game, Party.LIBERAL) == before
    assert game.state.seats[PM].cubes == 2  # the cube is spent all the same


def test_1_8_flatter_at_the_top_of_the_favour_track_is_legal_and_lost() -> None:
    game = opposition_to_act()
    top = game.components.board.favour_range[1]
    arrange(game, ol_favour=top)
    do(game, "flatter 1 seat 2 +1")
    assert game.state.seats[OL].favour == top
    assert game.state.seats[OL].cubes == 1


def test_1_8_debate_beyond_the_adjustment_track_is_clamped() -> None:
    game = pm_to_act()
    set_bill(game, 1, 90)
    do(game, "debate 1 +20")
    assert game.state.slots[0].adjustment == 100  # type: ignore[union-attr]
    set_bill(game, 2, -80)
    do(game, "debate 2 -10")
    assert game.state.slots[1].adjustment == -80  # type: ignore[union-attr]


def test_1_8_influence_with_no_mps_left_to_move_is_legal_and_lost() -> None:
    game = pm_to_act()
    arrange(game, moderates=330, partisans=0)
    do(game, "influence 10 to moderate")
    assert government_mps(game) == (330, 330, 0)
    assert game.state.seats[PM].cubes == 2


# --- 6.3 ----------------------------------------------------------------------------------------------


def test_6_3_no_debate_card_in_a_2_player_game() -> None:
    """The Opposition Leader Debate Card is for the lone Opposition player of 3-player games."""
    game = opposition_to_act(end_pact=True)
    assert not [c for c in choices(game) if c.startswith("debate-card")]
    game = pm_to_act()
    assert not [c for c in choices(game) if c.startswith("debate-card")]
