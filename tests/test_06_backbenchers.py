"""Backbencher action turns (6.2): Debate Cards (6.2.1, 6.3), Career Cards (6.2.2), the
Backbencher Standing bonus (6.2.4) and the Father of the House for the Opposition
Backbencher (7.4).

Standing, Favour or cubes are set directly only to reach the situation a test is about.
"""

from __future__ import annotations

from backbench_support import (
    COPYRIGHT,
    DERBY,
    DISRAELI,
    EXTRADITION,
    GBB,
    GLADSTONE,
    MELBOURNE,
    MINUS_ELEVEN,
    NATURALIZATION,
    OBB,
    OL,
    PLUS_TEN,
    PM,
    ROSEBERY,
    SALISBURY,
    THREE,
    UNIVERSITIES,
    choices,
    cubes,
    do,
    end_turn,
    favour,
    give_supporters,
    set_pact,
    set_seat,
    turn_of,
    pm_event,
    projected,
    quick_selection,
    refresh,
    reveal,
    round_two_selection,
    standing,
    start,
    three_player_conservative_government,
    to_resolution,
    vp,
)
from engine.board import popularity_points
from engine.components import Party, Sector
from engine.happened import VPScored
from engine.state import Phase, Role

EXPLOSIVES = "Explosives Act"  # A+20 -> 350 (Workers +1 when passed)
LIMITED_LIABILITY = "Limited Liability Act"  # M+10 -> 280
TELEGRAPH = "Telegraph Act"  # M+20 -> 290
CRUELTY = "Cruelty to Animals Act"  # A+10 -> 340; Level 2 Supporter bonus


def _debate_card_choices(game) -> list[str]:
    return [c for c in choices(game) if c.startswith("debate-card")]


# --- 6.2.1: cost ---------------------------------------------------------------------------


def test_debate_card_costs_one_cube_at_standing_two_or_less():
    game = start()
    quick_selection(game)
    set_seat(game, GBB, standing=2)
    refresh(game)
    assert turn_of(game) == (GBB, "action")
    assert cubes(game)[GBB] == 1
    do(game, "debate-card 2")
    assert cubes(game)[GBB] == 0
    assert projected(game, 2) == 350


def test_debate_card_costs_two_cubes_at_standing_three_or_more():
    game = start()
    quick_selection(game)
    gov = game.state.seats[GBB]
    set_seat(game, gov.index, standing=3)  # one cube in hand (this round's income was taken at Standing 0)
    refresh(game)
    assert _debate_card_choices(game) == []  # one cube cannot pay for it
    set_seat(game, gov.index, cubes=3)  # as if he held more
    refresh(game)
    do(game, "debate 1 +10")
    assert _debate_card_choices(game) == ["debate-card 2", "debate-card 3"]
    do(game, "debate-card 2")
    assert cubes(game)[GBB] == 0


# --- 6.2.1: thresholds and sides ---------------------------------------------------------


def test_pact_side_debates_up_bills_at_340_or_less():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))  # 360, 340, 320
    assert game.state.pact
    assert _debate_card_choices(game) == ["debate-card 2", "debate-card 3"]


def test_no_pact_side_debates_up_bills_at_350_or_less():
    game = start()
    quick_selection(game, (COPYRIGHT, EXPLOSIVES, UNIVERSITIES))  # 360, 350, 300; a Party Bill ends the Pact
    assert not game.state.pact
    assert _debate_card_choices(game) == ["debate-card 2", "debate-card 3"]
    do(game, "debate-card 2")
    assert projected(game, 2) == 360
    assert game.state.slots[1].debate_cards[0].side == "no_pact"


def test_opposition_card_debates_down_bills_at_290_or_more_outside_a_pact():
    game = start()
    quick_selection(game, (COPYRIGHT, TELEGRAPH, LIMITED_LIABILITY))  # 360, 290, 280
    end_turn(game)  # Gladstone
    do(game, "yes", "order 4 3")  # the Opposition Leader ends the Pact; Disraeli first
    assert turn_of(game) == (OBB, "action")
    assert _debate_card_choices(game) == ["debate-card 1", "debate-card 2"]
    do(game, "debate-card 1")
    assert projected(game, 1) == 350
    assert cubes(game)[OBB] == 0


def test_opposition_card_in_a_pact_debates_up_at_340_or_less():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    end_turn(game)
    do(game, "no", "order 4 3")
    assert _debate_card_choices(game) == ["debate-card 2", "debate-card 3"]
    do(game, "debate-card 3")
    assert projected(game, 3) == 330
    assert game.state.slots[2].debate_cards[0].side == "pact"


def test_opposition_leader_has_no_debate_card_in_a_four_player_game():
    game = start()
    quick_selection(game)
    end_turn(game)
    do(game, "yes", "order 3 4")
    assert turn_of(game) == (OL, "action")
    assert _debate_card_choices(game) == []


# --- 6.2.1: resolution --------------------------------------------------------------------


def _round_one_to_vote(game, slot, gov_card=None, opp_card=None, end_pact=False, resolve="vote"):
    """Round 1: Gladstone and Disraeli may place their Debate Cards; everyone else passes."""
    if gov_card:
        do(game, f"debate-card {gov_card}")
    end_turn(game)
    if turn_of(game)[1] == "end pact":
        do(game, "yes" if end_pact else "no")
    do(game, "order 4 3")
    if opp_card:
        do(game, f"debate-card {opp_card}")
    end_turn(game)
    end_turn(game)  # the Opposition Leader
    pm_event(game)
    end_turn(game)
    do(game, f"{resolve} {slot}")


def test_reward_choice_after_the_bill_passes_pact_side():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    _round_one_to_vote(game, 2, gov_card=2)  # 340 + 10 = 350: cannot fail
    assert vp(game) == [2, 2, 2, 2]  # the Cross-Party bill, once for the Pact
    assert turn_of(game) == (GBB, "debate card")
    assert choices(game) == ['option 1 "+1 Standing"', 'option 2 "+1 Favour"']
    do(game, "option 2")
    assert favour(game)[GBB] == 2
    assert standing(game)[GBB] == 1  # only the end-of-turn bonus
    assert not any(isinstance(e, VPScored) and "Debate Card" in e.why for e in game.log[-1].happened)
    assert game.state.round == 2
    assert vp(game) == [8, 8, 8, 8]  # the Pact side carries no VP; +6 is round 2's Pact VP
    assert game.state.seats[GBB].debate_card == "government_backbencher"  # back in hand


def test_penalty_choice_after_the_bill_fails():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    _round_one_to_vote(game, 3, gov_card=3)  # 320 + 10 = 330
    reveal(game, MINUS_ELEVEN)  # 319: fails (in a Pact the Opposition's 3 VP is skipped)
    assert turn_of(game) == (GBB, "debate card")
    assert choices(game) == ['option 1 "-1 Standing"', 'option 2 "-1 Favour"']
    do(game, "option 1")
    assert standing(game)[GBB] == 0
    assert vp(game) == [6, 6, 6, 6]  # nothing but round 2's Pact VP


def test_withdrawal_counts_as_failure_for_the_debate_card():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    do(game, "debate-card 3")
    to_resolution(game)
    do(game, "withdraw 3")
    assert turn_of(game) == (GBB, "debate card")
    assert choices(game) == ['option 1 "-1 Standing"', 'option 2 "-1 Favour"']
    do(game, "option 2")
    assert favour(game)[GBB] == 0


def test_no_pact_reward_adds_vp_to_the_government_pool():
    game = start()
    quick_selection(game, (COPYRIGHT, EXPLOSIVES, UNIVERSITIES))  # the Party Bill ended the Pact
    _round_one_to_vote(game, 2, gov_card=2)  # 360: cannot fail
    assert vp(game) == [2, 2, 2, 2]  # Cross-Party VP to both sides
    assert choices(game) == ['option 1 "+1 Standing"', 'option 2 "+1 Favour"', 'option 3 "2 VP"']
    do(game, "option 3")
    assert standing(game)[GBB] == 1  # only the Backbencher's own +1 at the end of his turn
    assert vp(game) == [8, 8, 4, 4]  # 2 VP to the Government; then round 2: Government 4, Opposition 2


def test_no_pact_standing_reward_scores_no_vp():
    """Round 10 of the Example of Play: Russell takes +1 Standing for the Cruelty to Animals
    Act (L1726) and the Government's VP stay where L1751 puts them."""
    game = start()
    quick_selection(game, (COPYRIGHT, EXPLOSIVES, UNIVERSITIES))
    _round_one_to_vote(game, 2, gov_card=2)
    do(game, "option 1")
    assert standing(game)[GBB] == 2
    assert vp(game) == [6, 6, 4, 4]  # the bill's 2 VP each, then round 2's 4 / 2; nothing from the card


def test_a_passed_bills_supporter_bonus_comes_before_the_debate_card_reward():
    """Round 10 of the Example of Play (L1724-1726): the PM draws the Cruelty to Animals
    Act's two Supporters and keeps one, then the Backbencher's Debate Card is settled."""
    game = start()
    quick_selection(game, (COPYRIGHT, CRUELTY, NATURALIZATION))  # 360, 340, 320
    _round_one_to_vote(game, 2, gov_card=2)  # 340 + 10 = 350: cannot fail
    assert game.pending.is_chance and game.pending.deck == "supporters"
    reveal(game, "Earl Grey")
    reveal(game, "Daniel O'Connell")
    assert turn_of(game) == (PM, "keep supporter")
    do(game, 'keep "Earl Grey"')
    assert turn_of(game) == (GBB, "debate card")
    do(game, "option 1")
    assert standing(game)[GBB] == 2
    assert game.state.seats[PM].supporters == ["Earl Grey"]


def test_pact_side_is_kept_when_the_pact_ends_before_the_bill_is_resolved():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    # Gladstone plays in the Pact; the Opposition Leader then ends it
    _round_one_to_vote(game, 2, gov_card=2, end_pact=True)
    assert not game.state.pact
    assert vp(game) == [2, 2, 2, 2]
    assert choices(game) == ['option 1 "+1 Standing"', 'option 2 "+1 Favour"']  # no 2 VP
    do(game, "option 1")
    assert vp(game) == [6, 6, 4, 4]  # no card VP; round 2: Government 4, Opposition 2


def test_two_debate_cards_under_one_bill_each_resolved_by_its_holder():
    game = start()
    quick_selection(game, (COPYRIGHT, EXPLOSIVES, UNIVERSITIES))  # no Pact: Opp BB attacks
    _round_one_to_vote(game, 2, gov_card=2, opp_card=2)  # 350 + 10 - 10 = 350: passes
    assert turn_of(game) == (GBB, "debate card")
    do(game, "option 3")  # 2 VP to the Government
    assert vp(game) == [4, 4, 2, 2]
    assert turn_of(game) == (OBB, "debate card")
    assert choices(game) == ['option 1 "-1 Standing"', 'option 2 "-1 Favour"']
    do(game, "option 1")
    assert favour(game) == [1, 1, 1, 1]
    assert standing(game)[OBB] == 0  # +1 at the end of his turn, -1 penalty


def test_opposition_card_rewards_when_the_attacked_bill_fails():
    game = start()
    quick_selection(game, (COPYRIGHT, EXPLOSIVES, UNIVERSITIES))
    _round_one_to_vote(game, 3, opp_card=3, resolve="withdraw")  # 300 - 10 = 290: withdrawn
    # the withdrawal: Opposition +2 VP, PM -1, OL +1
    assert vp(game) == [0, 0, 2, 2]
    assert turn_of(game) == (OBB, "debate card")
    assert choices(game) == ['option 1 "+1 Standing"', 'option 2 "+1 Favour"', 'option 3 "2 VP"']
    do(game, "option 3")
    assert vp(game) == [4, 4, 6, 6]  # pooled with the Opposition Leader; round 2: +4 / +2


def test_debate_card_returns_and_may_be_used_again():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    _round_one_to_vote(game, 2, gov_card=2)
    do(game, "option 1")
    # round 2: the card is back in hand and may be placed again
    while turn_of(game)[1] == "challenge":
        do(game, "no")
    assert game.state.round == 2
    assert turn_of(game) == (GBB, "action")
    assert _debate_card_choices(game) == ["debate-card 3"]  # Naturalization 320; Copyright 360 is too high


def test_a_backbencher_promoted_to_opposition_leader_loses_the_card_on_the_board_without_effect():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    end_turn(game)
    do(game, "no", "order 4 3")
    do(game, "debate-card 3")  # Pact side: 320 -> 330
    end_turn(game)
    end_turn(game)
    pm_event(game)
    end_turn(game)
    set_seat(game, OBB, standing=8)  # the Opposition Leader is at 6 after the withdrawal
    do(game, "withdraw 1")
    assert turn_of(game) == (OBB, "challenge")
    do(game, "yes")
    disraeli, salisbury = game.state.seats[OBB], game.state.seats[OL]
    assert disraeli.role is Role.OPPOSITION_LEADER and salisbury.role is Role.OPPOSITION_BACKBENCHER
    assert game.state.slots[2].debate_cards == []
    assert projected(game, 3) == 330  # the Votes it moved stay
    assert disraeli.debate_card is None and disraeli.careers == [] and disraeli.active_careers == []
    assert salisbury.debate_card == "opposition_backbencher"
    # when the bill is later resolved no one is asked about a Debate Card
    while game.state.phase is Phase.CHALLENGES:
        do(game, "no")
    to_resolution(game)
    do(game, "withdraw 3")
    assert turn_of(game)[1] != "debate card"


def test_debate_cards_return_without_effect_when_a_challenge_clears_the_bills():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))
    end_turn(game)
    do(game, "no", "order 4 3")
    do(game, "debate-card 3")
    to_resolution(game)
    game.state.seats[GBB].standing = 10  # (the Backbencher track ends at 8: set past it for the test, so no `set`)
    do(game, "withdraw 1")  # the PM drops to 10: equal Standing, equal Favour
    assert turn_of(game) == (GBB, "challenge")
    do(game, "yes")
    assert game.state.seats[GBB].role is Role.PM
    assert game.state.board_is_empty
    assert game.state.seats[OBB].debate_card == "opposition_backbencher"
    assert favour(game)[OBB] == 1 and standing(game)[OBB] == 1


# --- 6.3: the Opposition Leader Debate Card ----------------------------------------------


def test_liberal_pm_cannot_use_the_opposition_leader_card():
    game = start(THREE)
    reveal(game, "Charles Darwin")
    reveal(game, "Cardinal Newman")
    quick_selection(game)  # the Liberal PM holds the card for later
    do(game, "no", "order 2 3")
    end_turn(game)
    end_turn(game)
    pm_event(game)
    assert turn_of(game) == (0, "action")
    assert _debate_card_choices(game) == []


def test_opposition_leader_card_used_by_the_liberal_alone_in_opposition_scores_vp_only():
    game = three_player_conservative_government()
    melbourne = game.state.seats[0]
    assert melbourne.role is Role.OPPOSITION_LEADER and melbourne.debate_card == "opposition_leader"
    round_two_selection(game)
    end_turn(game)  # Disraeli
    assert turn_of(game) == (0, "end pact")
    do(game, "yes")
    assert turn_of(game) == (0, "action")
    cards = _debate_card_choices(game)
    assert cards  # the no-Pact side attacks bills at 290 or more
    before = projected(game, 1)
    assert melbourne.cubes == 3 and melbourne.standing == 5  # the reverse mat: 3 cubes from Standing 5
    do(game, "debate-card 1")
    assert projected(game, 1) == before - 10
    assert melbourne.cubes == 1  # the card costs two cubes
    end_turn(game)
    pm_event(game)
    end_turn(game)
    before = vp(game)
    do(game, "withdraw 1")
    # no choice to make: the card gives 3 VP and no Standing or Favour
    assert any(isinstance(e, VPScored) and (e.amount, e.why) == (3, "Debate Card") for e in game.log[-1].happened)
    assert game.state.round == 3 and turn_of(game) == (2, "action")
    # Melbourne: withdrawal +2, card +3, round 3 Opposition +2; the Conservatives: round 3 +4
    assert [after - b for after, b in zip(vp(game), before)] == [7, 4, 4]
    assert favour(game)[0] == 1


def test_opposition_leader_card_pact_side_scores_two_vp_for_the_pact_when_the_bill_passes():
    game = three_player_conservative_government()
    round_two_selection(game)  # slot 2: Government of India Act, A -> 330
    end_turn(game)  # Disraeli
    do(game, "no")  # Melbourne keeps the Pact
    assert _debate_card_choices(game) == ["debate-card 2", "debate-card 3"]  # 350, 330, 330: up to 340
    do(game, "debate-card 2")
    assert projected(game, 2) == 340
    end_turn(game)
    pm_event(game)
    end_turn(game)
    before = vp(game)
    do(game, "vote 2")
    reveal(game, PLUS_TEN)  # 350: passes
    assert any(isinstance(e, VPScored) and (e.amount, e.why) == (2, "Debate Card") for e in game.log[-1].happened)
    # the bill's 2 VP and the card's 2 VP to the Pact; then round 3's 6 Pact VP
    assert [a - b for a, b in zip(vp(game), before)] == [2 + 2 + 6] * 3
    assert standing(game)[0] == 5 and favour(game)[0] == 1  # VP only


# --- 6.2.2: Career Cards ---------------------------------------------------------------------


def test_career_card_activates_at_the_end_of_the_turn_that_meets_it():
    game = start()
    quick_selection(game)
    end_turn(game)
    do(game, "no", "order 4 3")
    assert game.state.seats[OBB].active_careers == []
    end_turn(game)  # Disraeli: Standing bonus 0 -> 1 meets Privy Counsellor (Flatter, Standing 1)
    assert game.state.seats[OBB].active_careers == ["Privy Counsellor"]
    assert any("activates the Privy Counsellor" in str(e) for e in game.log[-1].happened)


def test_career_cards_changed_by_hand_are_checked_when_the_position_is_re_posed():
    """The checks after every step look again only when the marks they read change; a hand
    of Career Cards set at the table (same count, other cards) is checked all the same."""
    game = start()
    quick_selection(game)
    seat = game.state.seats[OBB]  # Disraeli: Standing 0, Favour 1, Campaign 1
    set_seat(game, OBB, favour=2)
    seat.careers = ["Chief Whip"]  # Standing 3 and Favour 2: not met
    refresh(game)
    assert seat.active_careers == []
    seat.careers = ["Campaign Chairman"]  # Favour 2 and Campaign: met
    refresh(game)
    assert seat.active_careers == ["Campaign Chairman"]


def test_career_card_activates_when_a_step_changes_favour_after_steps_that_changed_nothing():
    game = start()
    quick_selection(game)
    seat = game.state.seats[OBB]
    seat.careers = ["Campaign Chairman"]  # Disraeli: Standing 0, Favour 1; needs Favour 2
    refresh(game)
    end_turn(game)  # Melbourne's Government Backbencher ends his turn: nothing changes for Disraeli
    assert seat.active_careers == []
    set_seat(game, OBB, favour=2)  # the marks the checks read have changed: the next step looks again
    do(game, "no")
    assert seat.active_careers == ["Campaign Chairman"]


def test_career_card_activates_off_turn_when_the_pm_flatters_the_backbencher():
    game = start((ROSEBERY, GLADSTONE, SALISBURY, DISRAELI))  # Rosebery: Flatter 2
    quick_selection(game)
    set_seat(game, GBB, standing=3)  # Chief Whip: Influence, Standing 3, Favour 3
    end_turn(game)  # Gladstone: Standing 4, Favour 1
    do(game, "no", "order 3 4")
    end_turn(game)
    end_turn(game)
    pm_event(game)
    assert turn_of(game) == (PM, "action")
    assert game.state.seats[GBB].active_careers == []
    do(game, "flatter 2 seat 2 +2")
    assert favour(game)[GBB] == 3
    assert game.state.seats[GBB].active_careers == ["Chief Whip"]


def test_career_cards_never_turn_back():
    game = start()
    quick_selection(game)
    end_turn(game)
    do(game, "no", "order 4 3")
    end_turn(game)  # Disraeli activates Privy Counsellor at Standing 1
    set_seat(game, OBB, standing=0)
    set_seat(game, OBB, favour=0)
    end_turn(game)  # any step re-checks activation
    assert game.state.seats[OBB].active_careers == ["Privy Counsellor"]


def test_the_card_a_politician_can_never_activate():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]  # no Flatter: never Privy Counsellor
    set_seat(game, gladstone.index, standing=8, favour=8)
    do(game, "hobnob 1")
    reveal(game, "Charles Darwin")
    assert sorted(gladstone.active_careers) == ["Campaign Chairman", "Chief Whip", "Deputy PM"]
    disraeli = game.state.seats[OBB]  # no Influence: never the Opposition Chief Whip
    set_seat(game, disraeli.index, standing=8, favour=8)
    end_turn(game)
    assert sorted(disraeli.active_careers) == ["Campaign Chairman", "Deputy Party Leader", "Privy Counsellor"]


def test_privy_counsellor_action():
    game = start()
    quick_selection(game)
    disraeli = game.state.seats[OBB]
    set_seat(game, disraeli.index, standing=1)
    end_turn(game)  # Gladstone; activation check turns Disraeli's card up
    assert disraeli.active_careers == ["Privy Counsellor"]
    do(game, "no", "order 4 3")
    assert 'flatter 1 seat 4 +1 via "Privy Counsellor"' in choices(game)
    do(game, 'flatter 1 seat 4 +1 via "Privy Counsellor"')
    assert favour(game)[OBB] == 2 and cubes(game)[OBB] == 0


def test_campaign_chairman_one_cube_in_own_sectors_two_elsewhere():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]  # Ireland, Liberals, Workers
    set_seat(game, gladstone.index, standing=5, favour=2, cubes=3)
    do(game, "debate 1 +10")  # any step: activation
    assert "Campaign Chairman" in gladstone.active_careers
    before = popularity_points(game, Party.LIBERAL)
    do(game, 'campaign liberals 1 via "Campaign Chairman"')
    assert gladstone.cubes == 1
    assert popularity_points(game, Party.LIBERAL) > before
    assert 'campaign gentry 1 via "Campaign Chairman"' not in choices(game)  # needs two cubes
    set_seat(game, gladstone.index, cubes=2)
    refresh(game)
    do(game, 'campaign gentry 1 via "Campaign Chairman"')
    assert gladstone.cubes == 0
    assert (
        game.state.position(Sector.GENTRY, Party.LIBERAL)
        == game.components.board.ladder(Sector.GENTRY, Party.LIBERAL).start + 1
    )


def test_government_chief_whip_needs_the_pms_permission():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=3, favour=3, cubes=2)
    do(game, "debate 1 +10")
    assert gladstone.active_careers == ["Chief Whip"]
    do(game, 'influence 10 to partisan via "Chief Whip"')
    assert turn_of(game) == (PM, "permit influence")
    do(game, "no")
    assert gladstone.cubes == 1  # a refusal costs nothing
    assert 'influence 10 to partisan via "Chief Whip"' not in choices(game)
    assert (game.state.moderates, game.state.partisans) == (270, 60)


def test_government_chief_whip_shifts_ten_mps_for_one_cube():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=3, favour=3, cubes=1)
    do(game, "hobnob 1")
    reveal(game, "Charles Darwin")
    set_seat(game, gladstone.index, cubes=1)
    refresh(game)
    do(game, 'influence 10 to partisan via "Chief Whip"', "yes")
    assert gladstone.cubes == 0
    assert (game.state.moderates, game.state.partisans) == (260, 70)


def test_opposition_chief_whip_coordinates_a_minus_thirty_debate_for_two_cubes():
    game = start((MELBOURNE, GLADSTONE, SALISBURY, DERBY))  # Derby has Influence
    quick_selection(game, (COPYRIGHT, EXTRADITION, UNIVERSITIES))  # no Pact
    end_turn(game)
    do(game, "order 4 3")  # the Party Bill ended the Pact: no question about it
    derby = game.state.seats[OBB]
    set_seat(game, derby.index, standing=3, favour=2, cubes=2)
    do(game, "hobnob 1")
    reveal(game, "Charles Darwin")
    assert "Chief Whip" in derby.active_careers
    assert 'debate 1 -30 via "Chief Whip"' not in choices(game)  # one cube left
    set_seat(game, derby.index, cubes=2)
    refresh(game)
    do(game, 'debate 1 -30 via "Chief Whip"')
    assert projected(game, 1) == 330
    assert derby.cubes == 0


def test_opposition_chief_whip_cannot_attack_in_a_pact():
    game = start((MELBOURNE, GLADSTONE, SALISBURY, DERBY))
    quick_selection(game)
    end_turn(game)
    do(game, "no", "order 4 3")
    derby = game.state.seats[OBB]
    set_seat(game, derby.index, standing=3, favour=2, cubes=2)
    do(game, "hobnob 1")
    reveal(game, "Charles Darwin")
    assert "Chief Whip" in derby.active_careers
    assert not any('via "Chief Whip"' in c for c in choices(game))


def test_deputy_pm_takes_one_of_the_pms_cubes_at_the_start_of_his_turn():
    game = start()
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=8, favour=5)
    quick_selection(game)  # activation during Bill Selection
    assert "Deputy PM" in gladstone.active_careers
    # the cube is offered at the start of his action turn
    assert cubes(game)[:2] == [3, 1]
    assert turn_of(game) == (GBB, "deputy pm")
    do(game, "yes")
    assert cubes(game)[:2] == [2, 2]
    assert turn_of(game) == (GBB, "action")


def test_deputy_pm_cube_in_the_next_round():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=7, favour=5)  # +1 at the end of the turn reaches 8
    to_resolution(game)
    assert "Deputy PM" in gladstone.active_careers
    do(game, "withdraw 1")
    while turn_of(game)[1] == "challenge":
        do(game, "no")
    # round 2: PM Standing 10 -> 3 cubes; Gladstone Standing 8 -> 2 cubes
    assert game.state.round == 2
    assert cubes(game)[:2] == [3, 2]
    assert turn_of(game) == (GBB, "deputy pm")
    do(game, "yes")
    assert cubes(game)[:2] == [2, 3]
    assert turn_of(game) == (GBB, "action")


def test_deputy_party_leader_draws_a_free_supporter_at_round_start():
    game = start()
    quick_selection(game)
    disraeli = game.state.seats[OBB]
    set_seat(game, disraeli.index, standing=8, favour=4)
    to_resolution(game)
    assert "Deputy Party Leader" in disraeli.active_careers
    do(game, "withdraw 1")
    while turn_of(game)[1] == "challenge":
        do(game, "no")
    assert turn_of(game) == (-1, "draw supporters")
    reveal(game, "William Booth")
    assert disraeli.supporters == ["William Booth"]
    assert all(s.supporters == [] for s in game.state.seats if s.index != OBB)


# --- 6.2.4: the Backbencher Standing bonus ------------------------------------------------


def test_backbenchers_gain_one_standing_at_the_end_of_their_turn_leaders_do_not():
    game = start()
    quick_selection(game)
    to_resolution(game)
    assert standing(game) == [11, 1, 5, 1]


def test_standing_bonus_stops_at_eight():
    game = start()
    quick_selection(game)
    set_seat(game, GBB, standing=8)
    end_turn(game)
    assert standing(game)[GBB] == 8


# --- 7.4: the Father of the House ---------------------------------------------------------


def test_father_of_the_house_goes_to_the_opposition_backbencher_and_doubles_held_supporters():
    game = start()
    quick_selection(game)
    give_supporters(game, OBB, "William Booth")  # held since an earlier round
    for seat in game.state.seats:
        set_seat(game, seat.index, vp=90 if seat.in_government else 40)
    set_pact(game, False)
    end_turn(game)
    assert game.state.father_of_the_house == OBB
    do(game, "no", "order 4 3")  # no proposal to restart the Pact
    do(game, 'play "William Booth" 1')  # +1 Favour, doubled
    assert favour(game)[OBB] == 3


def test_father_of_the_house_in_three_player_liberal_government_goes_to_the_backbencher():
    game = start(THREE)
    reveal(game, "Charles Darwin")
    reveal(game, "Cardinal Newman")
    quick_selection(game)
    set_seat(game, 0, vp=90)
    do(game, "no")
    assert game.state.father_of_the_house == 2  # the Opposition Backbencher, not the Leader


def test_father_of_the_house_needs_the_pm_at_ninety():
    game = start()
    quick_selection(game)
    for seat in game.state.seats:
        set_seat(game, seat.index, vp=89)
    end_turn(game)
    assert game.state.father_of_the_house is None
