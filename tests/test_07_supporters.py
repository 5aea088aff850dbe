"""Rule 7.0 Supporters, for 2 players: the two options of a card, pointing-finger targets,
tradeoffs, the hold limit, discarding, Hobnob, and the Father of the House."""

from __future__ import annotations

from engine.components import Party

from helpers import (
    OL,
    PM,
    answer,
    arrange,
    arrange_pile,
    choices,
    do,
    give_supporters,
    government_mps,
    kind,
    pending,
    pm_event,
    projected,
    reveal,
    sector_points,
    select_bills,
    to_resolution,
    two_player,
    withdraw_next,
)

BILLS = ["Interpretation Act", "Naturalization Act", "Extradition Act"]  # 300, 320, 340 projected
OCONNELL = "Daniel O'Connell"


def opposition_turn_with(*cards: str, end_pact: bool = False, pm_vp: int | None = None):  # type: ignore[no-untyped-def]
    """Round 1, the Opposition Leader (Disraeli) about to act, holding `cards`."""
    game = two_player()
    select_bills(game, BILLS)
    give_supporters(game, OL, *cards)
    if pm_vp is not None:
        arrange(game, pm_vp=pm_vp)
    answer(game, "end pact", end_pact)
    assert kind(game) == "action" and pending(game).owner == OL
    return game


def plays(game, card: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(c for c in choices(game) if c.startswith(f'play "{card}"'))


# --- 7.2 Playing Supporters ------------------------------------------------------------------


def test_7_2_each_card_offers_its_two_options_with_their_targets() -> None:
    game = opposition_turn_with(OCONNELL)
    assert plays(game, OCONNELL) == [
        f'play "{OCONNELL}" 1',
        f'play "{OCONNELL}" 2 Conservative',  # pointing finger: any party
        f'play "{OCONNELL}" 2 Liberal',
    ]


def test_7_2_playing_a_supporter_costs_no_cube_and_the_card_is_discarded() -> None:
    game = opposition_turn_with("Duke of Wellington")
    do(game, 'play "Duke of Wellington" 2')  # +1 Standing, yourself
    assert game.state.seats[OL].standing == 6
    assert game.state.seats[OL].cubes == 2
    assert game.state.seats[OL].supporters == []
    assert game.state.piles["supporters"].discard == ["Duke of Wellington"]


def test_7_2_supporters_can_be_played_with_no_cubes_left() -> None:
    game = opposition_turn_with("Duke of Wellington")
    do(game, "campaign conservatives 1", "campaign conservatives 1")
    assert 'play "Duke of Wellington" 2' in choices(game)


def test_1_8_a_tradeoff_applies_both_parts_to_your_own_party() -> None:
    game = opposition_turn_with(OCONNELL)
    do(game, f'play "{OCONNELL}" 1')  # own party +2 Ireland, -1 Conservatives
    assert sector_points(game, "Ireland", Party.CONSERVATIVE) == 7  # 3 -> 5 -> 7
    assert sector_points(game, "Conservatives", Party.CONSERVATIVE) == 3  # 6 -> 3


def test_1_8_a_tradeoff_at_the_bottom_of_a_track_is_negated() -> None:
    """The example in play: a Liberal plays O'Connell while at the Conservatives minimum."""
    game = two_player()
    select_bills(game, BILLS)
    answer(game, "end pact", False)
    do(game, "end")
    give_supporters(game, PM, OCONNELL)
    pm_event(game)
    do(game, f'play "{OCONNELL}" 1')
    assert sector_points(game, "Ireland", Party.LIBERAL) == 11  # 7 -> 9 -> 11
    assert sector_points(game, "Conservatives", Party.LIBERAL) == 0  # already at the minimum


def test_1_8_pointing_finger_popularity_hits_the_chosen_party() -> None:
    game = opposition_turn_with(OCONNELL)
    do(game, f'play "{OCONNELL}" 2 liberal')  # lower any party 1 step in Ireland
    assert sector_points(game, "Ireland", Party.LIBERAL) == 5  # 7 -> 5
    assert sector_points(game, "Ireland", Party.CONSERVATIVE) == 3


def test_1_8_pointing_finger_standing_hits_the_chosen_player() -> None:
    game = opposition_turn_with("Duke of Devonshire")
    assert plays(game, "Duke of Devonshire") == [
        'play "Duke of Devonshire" 1',
        'play "Duke of Devonshire" 2 seat 1',
        'play "Duke of Devonshire" 2 seat 2',
    ]
    do(game, 'play "Duke of Devonshire" 2 seat 1')  # -1 Standing to the PM
    assert game.state.seats[PM].standing == 10
    assert game.state.seats[OL].standing == 5


def test_1_8_pointing_finger_favour_may_raise_or_lower_anyone() -> None:
    game = opposition_turn_with("Prince of Wales")
    assert {'play "Prince of Wales" 2 seat 1 lower', 'play "Prince of Wales" 2 seat 2 raise'} <= set(
        plays(game, "Prince of Wales")
    )
    do(game, 'play "Prince of Wales" 2 seat 1 lower')
    assert (game.state.seats[PM].favour, game.state.seats[OL].favour) == (0, 1)


def test_3_1_in_a_pact_an_opposition_supporter_cannot_push_a_bill_down() -> None:
    game = opposition_turn_with("John Bright")
    assert plays(game, "John Bright") == [
        'play "John Bright" 1 bill 1 up',
        'play "John Bright" 1 bill 2 up',
        'play "John Bright" 1 bill 3 up',
        'play "John Bright" 2',
    ]


def test_7_2_a_votes_supporter_with_its_tradeoff_outside_a_pact() -> None:
    game = opposition_turn_with("John Bright", end_pact=True)
    do(game, 'play "John Bright" 1 bill 3 down')  # -20 Votes, own party -1 Farmers
    assert projected(game, 3) == 340 - 20
    assert sector_points(game, "Farmers", Party.CONSERVATIVE) == 3  # 5 -> 3


def test_3_1_an_influence_supporter_needs_the_pms_permission_in_a_pact() -> None:
    game = opposition_turn_with("Prince of Wales")
    do(game, 'play "Prince of Wales" 1 to partisan')
    assert kind(game) == "permit influence" and pending(game).owner == PM
    answer(game, "permit influence", False)
    assert game.state.seats[OL].supporters == ["Prince of Wales"]  # refused: the card stays
    assert government_mps(game) == (330, 270, 60)


# --- 7.3 Supporter Hold Limit ----------------------------------------------------------------------


def test_7_3_the_hold_limit_applies_at_the_end_of_your_own_turn() -> None:
    game = opposition_turn_with("John Bright", "Earl Grey", "Prince Albert", "Duke of York")
    do(game, "hobnob 1")
    reveal(game, "Duke of Wellington")
    assert len(game.state.seats[OL].supporters) == 5  # fine during the turn
    do(game, "end")
    assert kind(game) == "hold limit" and pending(game).owner == OL
    do(game, 'discard "Earl Grey"')
    assert sorted(game.state.seats[OL].supporters) == sorted(
        ["John Bright", "Prince Albert", "Duke of York", "Duke of Wellington"]
    )
    assert "Earl Grey" in game.state.piles["supporters"].discard
    assert pending(game).is_chance  # the PM's Event comes next


def test_7_3_the_hold_limit_is_not_applied_at_another_players_turn_end() -> None:
    game = two_player()
    select_bills(game, BILLS)
    give_supporters(game, OL, "John Bright", "Earl Grey", "Prince Albert", "Duke of York", "Duke of Wellington")
    answer(game, "end pact", False)
    do(game, 'play "Duke of Wellington" 2', "end")  # down to 4 anyway
    give_supporters(game, OL, "Princess Helena")  # now 5, outside his turn
    pm_event(game)
    do(game, "end")
    assert kind(game) == "resolve bill"
    assert len(game.state.seats[OL].supporters) == 5


def test_7_3_supporters_won_outside_the_turn_are_kept_until_the_next_turn_ends() -> None:
    game = two_player()
    select_bills(game, ["Public Health Act", *BILLS[1:]])  # M+40 -> 310 ... debated up by the PM
    answer(game, "end pact", False)
    do(game, "end")
    give_supporters(game, PM, "John Bright", "Earl Grey", "Prince Albert", "Duke of York")
    pm_event(game)
    do(game, "debate 1 +20", "end")  # 330
    do(game, "vote 1")
    reveal(game, "4")  # +10: passes; the PM draws a Supporter
    reveal(game, "Duke of Wellington")
    assert len(game.state.pm.supporters) == 5
    assert kind(game) == "end pact"  # no hold-limit decision: it is not the PM's turn end


def test_7_3_a_supporter_may_be_discarded_without_effect_during_your_turn() -> None:
    game = opposition_turn_with("John Bright")
    assert 'discard "John Bright"' in choices(game)
    do(game, 'discard "John Bright"')
    assert game.state.seats[OL].supporters == []
    assert game.state.seats[OL].standing == 5 and game.state.seats[OL].cubes == 2
    assert game.state.piles["supporters"].discard == ["John Bright"]


# --- 6.1.4 / 7.1 Drawing Supporters ---------------------------------------------------------------


def test_7_1_hobnob_level_2_draws_two_keeps_one_and_discards_the_other() -> None:
    game = opposition_turn_with()
    do(game, "hobnob 2")
    reveal(game, "Earl Grey", "Prince Albert")
    do(game, 'keep "Prince Albert"')
    assert game.state.seats[OL].supporters == ["Prince Albert"]
    assert game.state.piles["supporters"].discard == ["Earl Grey"]
    assert game.state.seats[OL].cubes == 1


def test_7_1_an_empty_supporter_deck_takes_back_its_discards() -> None:
    game = opposition_turn_with()
    pile = game.state.piles["supporters"]
    arrange_pile(game, "supporters", draw=[], discard=list(pile.draw))
    do(game, "hobnob 1")
    assert len(pending(game).choices) == 34
    reveal(game, "Earl Grey")
    assert game.state.seats[OL].supporters == ["Earl Grey"]
    assert len(pile.draw) == 33 and pile.discard == []


# --- 7.4 Father of the House ---------------------------------------------------------------------


def test_7_4_the_opposition_leader_takes_the_card_when_the_pm_reaches_90() -> None:
    game = opposition_turn_with(pm_vp=89)
    assert game.state.father_of_the_house is None
    game = opposition_turn_with(pm_vp=90)
    assert game.state.father_of_the_house == OL


def test_7_4_father_of_the_house_doubles_a_card_held_at_the_start_of_the_turn() -> None:
    game = opposition_turn_with("Duke of Wellington", pm_vp=90)
    do(game, 'play "Duke of Wellington" 2')
    assert game.state.seats[OL].standing == 5 + 2


def test_7_4_father_of_the_house_doubles_the_tradeoff_too() -> None:
    game = opposition_turn_with("John Bright", pm_vp=90, end_pact=True)
    do(game, 'play "John Bright" 1 bill 3 down')
    assert projected(game, 3) == 340 - 40
    assert sector_points(game, "Farmers", Party.CONSERVATIVE) == 1  # 5 -> 3 -> 1: two steps


def test_7_4_a_supporter_drawn_this_turn_is_not_doubled() -> None:
    game = opposition_turn_with(pm_vp=90)
    do(game, "hobnob 1")
    reveal(game, "Duke of Wellington")
    do(game, 'play "Duke of Wellington" 2')
    assert game.state.seats[OL].standing == 5 + 1


def test_7_4_no_doubling_below_90() -> None:
    game = opposition_turn_with("Duke of Wellington", pm_vp=89)
    do(game, 'play "Duke of Wellington" 2')
    assert game.state.seats[OL].standing == 5 + 1


def test_7_4_the_pm_never_holds_the_father_of_the_house() -> None:
    game = two_player()
    select_bills(game, BILLS)
    arrange(game, pm_vp=95)
    answer(game, "end pact", False)
    do(game, "end")
    give_supporters(game, PM, "Duke of Wellington")
    pm_event(game)
    assert game.state.father_of_the_house == OL
    do(game, 'play "Duke of Wellington" 2')
    assert game.state.pm.standing == 11 + 1


def test_7_4_the_card_goes_back_when_the_pm_is_below_90() -> None:
    game = to_resolution_with_pm_vp(90)
    assert game.state.father_of_the_house == OL
    # the Opposition Leader takes office by Challenge: the new PM has fewer than 90 VP
    arrange(game, pm_standing=5, ol_standing=11, ol_vp=10)
    withdraw_next(game)
    answer(game, "challenge", True)
    reveal(game, "9")
    assert game.state.pm.politician == "Benjamin Disraeli" and game.state.pm.vp < 90
    assert game.state.father_of_the_house is None


def to_resolution_with_pm_vp(pm_vp: int):  # type: ignore[no-untyped-def]
    game = two_player()
    to_resolution(game, end_pact=True)
    arrange(game, pm_vp=pm_vp)
    return game
