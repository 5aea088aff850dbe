"""Government Backbencher Resignation (3.2.1, 6.2.3), rejoining (3.2.2), a Resigned
Backbencher joining the Opposition on a changeover (3.3) and the four VP pooling
arrangements of the Guide to VP Pooling, in 4-player games.

Seats (FOUR): 0 Melbourne PM, 1 Gladstone Government Backbencher, 2 Salisbury Opposition
Leader, 3 Disraeli Opposition Backbencher.
"""

from __future__ import annotations

from backbench_support import (
    COPYRIGHT,
    EXTRADITION,
    GBB,
    MUSEUMS,
    NATURALIZATION,
    OBB,
    OL,
    PM,
    STATUTE,
    UNIVERSITIES,
    ELECTION_ZERO,
    ZERO,
    choices,
    cubes,
    do,
    draw_bills,
    end_turn,
    set_seat,
    turn_of,
    pm_event,
    projected,
    propose,
    quick_selection,
    refresh,
    reveal,
    select,
    standing,
    start,
    to_resolution,
    vp,
)
from engine.backbench import resignation_card
from engine.pools import pool_name, pools
from engine.state import Phase, Role


def gained(before: list[int], after: list[int]) -> list[int]:
    return [a - b for a, b in zip(after, before)]


def _next_round(game, resolve="withdraw 1"):
    """Finish the round: every turn passes, the PM resolves `resolve`, no Challenge."""
    to_resolution(game)
    do(game, resolve)
    while game.pending is not None and turn_of(game)[1] in ("challenge", "debate card"):
        do(game, "no" if turn_of(game)[1] == "challenge" else "option 1")


# --- 3.2.1 / 6.2.3: Resigning --------------------------------------------------------------


def test_resigning_costs_every_cube_and_the_pm_two_standing():
    game = start()
    quick_selection(game)
    assert "resign" in choices(game)
    do(game, "resign")
    gladstone = game.state.seats[GBB]
    assert gladstone.resigned and gladstone.role is Role.GOVERNMENT_BACKBENCHER
    assert cubes(game)[GBB] == 0
    assert standing(game)[PM] == 9
    assert resignation_card(game.state) == "board"
    assert choices(game) == ["rejoin", "end"]  # no cube left for anything else


def test_resigning_is_not_allowed_after_spending_a_cube():
    game = start()
    quick_selection(game)
    set_seat(game, GBB, standing=2)  # 3 after this turn: two cubes next round
    _next_round(game)
    assert game.state.round == 2 and turn_of(game) == (GBB, "action")
    assert cubes(game)[GBB] == 2 and "resign" in choices(game)
    do(game, "debate 2 +10")
    assert "resign" not in choices(game)


def test_resigning_takes_the_deputy_pm_cube_too():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=7, favour=5)  # 8 after this turn: Deputy PM
    _next_round(game)
    assert "Deputy PM" in gladstone.active_careers
    assert turn_of(game) == (GBB, "deputy pm")
    assert cubes(game)[:2] == [3, 2]  # the PM lost 1 Standing to the withdrawal: 10
    do(game, "yes")
    assert cubes(game)[:2] == [2, 3]
    do(game, "resign")
    assert cubes(game)[:2] == [2, 0]
    assert standing(game)[PM] == 8


def test_spending_the_deputy_pm_cube_rules_out_resigning():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=7, favour=5)
    _next_round(game)
    do(game, "yes")  # three cubes: two of income and the PM's
    do(game, "debate 2 +10")
    assert cubes(game)[GBB] == 2
    assert "resign" not in choices(game)


def test_resigning_needs_less_than_90_vp():
    game = start()
    quick_selection(game)
    for seat in game.state.seats:
        set_seat(game, seat.index, vp=90)
    refresh(game)
    assert "resign" not in choices(game)
    for seat in game.state.seats:
        set_seat(game, seat.index, vp=89)
    refresh(game)
    assert "resign" in choices(game)


def test_no_one_resigns_from_the_opposition():
    game = start()
    quick_selection(game)
    end_turn(game)
    do(game, "no", "order 4 3")
    assert turn_of(game) == (OBB, "action")
    assert "resign" not in choices(game)


def test_a_resigned_backbencher_cannot_use_career_cards():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=7, favour=5)
    _next_round(game)  # round 2: Chief Whip, Campaign Chairman and Deputy PM are face up
    assert sorted(gladstone.active_careers) == ["Campaign Chairman", "Chief Whip", "Deputy PM"]
    do(game, "no")  # no Deputy PM cube
    assert any("via" in c for c in choices(game))
    do(game, "resign")
    _next_round(game, "withdraw 2")
    # round 3: no Deputy PM cube offered, no Career Card action
    assert game.state.round == 3 and turn_of(game) == (GBB, "action")
    assert not any("via" in c for c in choices(game))
    assert gladstone.careers  # set aside, not lost


def test_a_resigned_backbencher_may_attack_bills_but_his_debate_card_only_debates_up():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, NATURALIZATION))  # 360, 340, 320
    assert not any(c.startswith("debate") and c.endswith("-10") for c in choices(game))  # loyal: up only
    do(game, "resign")
    _next_round(game, "withdraw 1")
    assert turn_of(game) == (GBB, "action")
    assert "debate 2 -10" in choices(game)  # the mat's Debate may now go down
    assert [c for c in choices(game) if c.startswith("debate-card")] == ["debate-card 2", "debate-card 3"]
    do(game, "debate-card 2")
    assert projected(game, 2) == 350
    assert game.state.pact and game.state.slots[1].debate_cards[0].side == "pact"


def test_resigned_backbencher_scores_no_round_cross_party_or_election_vp():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, UNIVERSITIES))  # the Party Bill ends the Pact
    do(game, "resign")
    to_resolution(game)
    before = vp(game)
    do(game, "vote 1")  # Copyright Act 360: passes, 2 VP to the Government and the Opposition
    assert gained(before, vp(game))[:4] == [2 + 4, 0, 2 + 2, 2 + 2]  # then round 2: Gov 4, Opp 2


def test_resigned_backbencher_takes_his_bill_selection_bonus_alone():
    game = start()
    game.state.seats[GBB].resigned = True  # Resigned in an earlier round (the test is about 5.2)
    refresh(game)
    draw_bills(game, COPYRIGHT, "Interpretation Act")
    propose(game, COPYRIGHT)
    draw_bills(game, EXTRADITION, "Public Libraries Act")
    propose(game, EXTRADITION)
    draw_bills(game, MUSEUMS, "Medical Act")
    propose(game, MUSEUMS)
    draw_bills(game, STATUTE, NATURALIZATION, "Bills of Exchange Act")
    select(game, COPYRIGHT)
    assert vp(game) == [0, 1, 0, 0]  # outside the Pact: his own marker
    select(game, EXTRADITION)
    assert vp(game) == [1, 1, 1, 1]  # the Pact's bonus is not his
    select(game, MUSEUMS)
    assert vp(game) == [2, 1, 2, 2]


def test_resigned_backbencher_takes_his_debate_card_vp_alone():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, UNIVERSITIES))  # no Pact
    do(game, "resign")
    _next_round(game, "withdraw 3")
    # round 2: the card's no-Pact side under Extradition (340 + 10)
    do(game, "debate-card 2")
    to_resolution(game)
    before = vp(game)
    do(game, "vote 2")  # 350: passes; Cross-Party 2 VP to each side
    assert turn_of(game) == (GBB, "debate card")
    do(game, "option 3")  # 2 VP, his alone
    assert gained(before, vp(game)) == [2 + 4, 2, 2 + 2, 2 + 2]  # round 3: Gov 4, Opp 2


# --- 3.2.2: rejoining -----------------------------------------------------------------------


def _resigned_in_round_one(end_pact: bool = True):
    game = start()
    quick_selection(game)
    do(game, "resign")
    to_resolution(game, end_pact=end_pact)
    return game


def test_rejoining_as_backbencher_with_permission_gives_the_pm_two_standing_back():
    game = _resigned_in_round_one()
    do(game, "withdraw 1")  # PM 9 -> 8
    assert game.state.round == 2 and turn_of(game) == (GBB, "action")
    assert vp(game) == [4, 0, 4, 4]  # round 2: the PM alone takes the Government's 4
    do(game, "rejoin")
    assert turn_of(game) == (PM, "permit rejoin")
    do(game, "yes")
    gladstone = game.state.seats[GBB]
    assert not gladstone.resigned and resignation_card(game.state) == GBB
    assert standing(game)[PM] == 10
    # pooled again, the markers move together from where they stand
    _next_round(game, "withdraw 2")
    assert vp(game) == [8, 4, 8, 8]  # withdrawal Opp +2; round 3: Gov 4 to both, Opp 2


def test_rejoining_refused_keeps_the_backbencher_resigned_for_the_round():
    game = _resigned_in_round_one()
    do(game, "withdraw 1")
    do(game, "rejoin", "no")
    assert game.state.seats[GBB].resigned
    assert standing(game)[PM] == 8
    assert "rejoin" not in choices(game)
    assert resignation_card(game.state) == "board"


def test_rejoining_restores_the_career_cards_set_aside():
    game = start()
    quick_selection(game)
    gladstone = game.state.seats[GBB]
    set_seat(game, gladstone.index, standing=3, favour=3)
    refresh(game)
    do(game, "hobnob 1")
    reveal(game, "Charles Darwin")
    assert gladstone.active_careers == ["Chief Whip"]
    _next_round(game)
    do(game, "resign")  # round 2, Standing 4
    _next_round(game, "withdraw 2")
    # Standing 5 and Favour 3 would turn Campaign Chairman up, but not while Resigned
    assert gladstone.standing == 5 and gladstone.active_careers == ["Chief Whip"]
    do(game, "rejoin", "yes")
    assert gladstone.active_careers == ["Chief Whip", "Campaign Chairman"]
    set_seat(game, gladstone.index, cubes=1)
    refresh(game)
    assert 'influence 10 to partisan via "Chief Whip"' in choices(game)


def test_rejoining_as_pm_by_challenge_takes_the_replacement_bonus_alone_first():
    game = _resigned_in_round_one()
    assert not game.state.pact
    set_seat(game, GBB, standing=8)
    do(game, "withdraw 1")  # PM 9 -> 8: equal Standing, equal Favour
    assert vp(game) == [0, 0, 2, 2]
    assert turn_of(game) == (GBB, "challenge")
    do(game, "yes")
    gladstone, melbourne = game.state.seats[GBB], game.state.seats[PM]
    assert gladstone.role is Role.PM and melbourne.role is Role.GOVERNMENT_BACKBENCHER
    assert standing(game)[:2] == [0, 11]
    assert not gladstone.resigned and resignation_card(game.state) == PM
    assert game.state.board_is_empty
    assert vp(game) == [0, 6, 2, 2]  # the bonus went to Gladstone alone
    assert turn_of(game) == (GBB, "election")  # no bills left: the new PM's Election Phase
    do(game, "postpone")
    assert turn_of(game)[1] == "propose pact"  # before round 2's VP
    do(game, "no")
    # the Government pools again from round 2
    assert game.state.round == 2
    assert vp(game) == [0 + 4, 6 + 4, 2 + 2, 2 + 2]


def test_resigned_backbencher_challenges_first_and_others_may_follow():
    game = _resigned_in_round_one()
    set_seat(game, GBB, standing=8)
    set_seat(game, OL, standing=10)
    set_seat(game, OL, favour=2)
    do(game, "withdraw 1")  # OL 10 -> 11
    assert turn_of(game) == (GBB, "challenge")
    do(game, "yes")
    # Gladstone is PM at 11 with Favour 1: the Opposition Leader (11, Favour 2) may Challenge him
    assert turn_of(game) == (OL, "challenge")


# --- 3.3: a Resigned Backbencher goes into Opposition -------------------------------------


def test_resigned_backbencher_joins_the_opposition_when_the_government_falls():
    game = _resigned_in_round_one()
    set_seat(game, OL, standing=10)
    do(game, "withdraw 1")  # PM 9 -> 8, OL 10 -> 11
    assert vp(game) == [0, 0, 2, 2]
    do(game, "yes")  # Salisbury Challenges Melbourne
    reveal(game, ELECTION_ZERO)  # the immediate Election: no seats change hands
    melbourne, gladstone, salisbury, disraeli = game.state.seats
    assert salisbury.role is Role.PM and melbourne.role is Role.OPPOSITION_LEADER
    assert gladstone.role is Role.OPPOSITION_BACKBENCHER and not gladstone.resigned
    assert disraeli.role is Role.GOVERNMENT_BACKBENCHER
    assert resignation_card(game.state) == OBB
    assert gladstone.debate_card == "opposition_backbencher" and disraeli.debate_card == "government_backbencher"
    assert turn_of(game)[1] == "propose pact"  # before round 2's VP
    do(game, "no")
    # the new Government took the PM Replacement Bonus; round 2: Gov 4, Opp 2 (Gladstone pools again)
    assert game.state.round == 2
    assert vp(game) == [0 + 2, 0 + 2, 2 + 6 + 4, 2 + 6 + 4]


# --- the Guide to VP Pooling: the four arrangements ----------------------------------------


def test_arrangement_1_all_player_pact():
    game = start()
    quick_selection(game)
    _next_round(game)
    assert [name for name, _ in pools(game.state)] == ["Pact"]
    assert vp(game) == [6, 6, 6, 6]


def test_arrangement_2_government_and_opposition():
    game = start()
    quick_selection(game)
    to_resolution(game, end_pact=True)
    do(game, "withdraw 1")  # Opposition +2
    while turn_of(game)[1] == "challenge":
        do(game, "no")
    assert pools(game.state) == [("Government", [PM, GBB]), ("Opposition", [OL, OBB])]
    assert vp(game) == [4, 4, 2 + 2, 2 + 2]


def test_arrangement_3_opposition_pm_and_resigned_backbencher():
    game = start()
    quick_selection(game, (COPYRIGHT, EXTRADITION, UNIVERSITIES))  # the Party Bill ends the Pact
    do(game, "resign")
    _next_round(game, "withdraw 1")
    assert pools(game.state) == [("Government", [PM]), ("Resigned Backbencher", [GBB]), ("Opposition", [OL, OBB])]
    assert vp(game) == [4, 0, 2 + 2, 2 + 2]


def test_arrangement_4_pact_and_resignation_by_resigning_in_the_pact():
    game = start()
    quick_selection(game)
    do(game, "resign")  # a blunder: the Pact goes on without him
    _next_round(game, "withdraw 1")  # the Pact takes no withdrawal VP
    assert pools(game.state) == [("Pact", [PM, OL, OBB]), ("Resigned Backbencher", [GBB])]
    assert vp(game) == [6, 0, 6, 6]
    assert pool_name(game.state, GBB) == "Resigned Backbencher"


def test_arrangement_4_pact_restarted_after_a_resignation():
    """The likely way: Resignation outside a Pact, then the PM and the Opposition Leader
    restart the Pact by agreement, leaving the Resigned Backbencher out in the cold."""
    game = start()
    quick_selection(game)  # three Cross-Party bills
    to_resolution(game, end_pact=True)
    do(game, "withdraw 1")  # Opposition +2
    while turn_of(game)[1] == "challenge":
        do(game, "no")
    assert vp(game) == [4, 4, 4, 4]
    do(game, "resign")  # round 2
    end_turn(game)
    assert turn_of(game) == (OL, "propose pact")
    do(game, "yes")
    assert turn_of(game) == (PM, "agree pact")
    do(game, "yes")
    assert game.state.pact and resignation_card(game.state) == "board"
    do(game, "order 3 4")
    end_turn(game)
    end_turn(game)
    pm_event(game)
    end_turn(game)
    before = vp(game)
    do(game, "vote 2")  # Extradition Act 340: Uncertainty
    reveal(game, ZERO)  # 340: passes, 2 VP once to the Pact
    assert game.state.round == 3
    assert gained(before, vp(game)) == [2 + 6, 0, 2 + 6, 2 + 6]
    assert game.state.phase is Phase.ACTIONS


def test_a_resigned_backbencher_may_rejoin_before_the_next_rounds_vp():
    """3.2.2 "at any time": after the Election and before the round's VP the Resigned
    Backbencher asks, the PM allows, and he shares the Government's 4 VP at once."""
    from test_03_pact_offer import quietly_to_the_next_round_after_an_election

    game = _resigned_in_round_one()
    quietly_to_the_next_round_after_an_election(game)
    assert turn_of(game) == (GBB, "ask rejoin")
    before = vp(game)
    do(game, "yes")
    assert turn_of(game) == (PM, "permit rejoin")
    do(game, "yes")
    assert not game.state.seats[GBB].resigned
    assert turn_of(game) == (OL, "propose pact")
    do(game, "no")
    after = vp(game)
    assert after[GBB] - before[GBB] == 4 and after[PM] - before[PM] == 4  # pooled again
