"""Backbenchers in 3- and 4-player games, first round: setup (2.2-2.5), Bill Selection with
Backbenchers (5.1-5.2) and the order of action turns (4.0(3)).

Every test reads what the players see: mats and Standing, Favour, Action Cubes, the cards
each politician holds, VP in each pool, the bills revealed and what `game.view(seat)`
lets a seat know.
"""

from __future__ import annotations

import pytest

from backbench_support import (
    COPYRIGHT,
    DISRAELI,
    EXTRADITION,
    FOUR,
    GBB,
    GLADSTONE,
    INTERPRETATION,
    LIBRARIES,
    MEDICAL,
    MELBOURNE,
    MUSEUMS,
    NATURALIZATION,
    OBB,
    OL,
    PM,
    SALISBURY,
    STATUTE,
    THREE,
    UNIVERSITIES,
    choices,
    cubes,
    do,
    draw_bills,
    end_turn,
    favour,
    turn_of,
    pm_event,
    propose,
    ROUND_TWO,
    quick_selection,
    three_player_conservative_government,
    reveal,
    select,
    standing,
    start,
    vp,
)
from engine.backbench import resignation_card
from engine.state import Phase, Role

GOV_CAREERS = ["Privy Counsellor", "Campaign Chairman", "Chief Whip", "Deputy PM"]
OPP_CAREERS = ["Privy Counsellor", "Campaign Chairman", "Chief Whip", "Deputy Party Leader"]


# --- 2.2-2.3: four players ----------------------------------------------------------------


def test_four_player_roles_follow_the_politician_numbers_not_the_seats():
    # seats in a scrambled order: Disraeli 9, Gladstone 4, Salisbury 6, Melbourne 1
    game = start((DISRAELI, GLADSTONE, SALISBURY, MELBOURNE))
    roles = [s.role for s in game.state.seats]
    assert roles == [Role.OPPOSITION_BACKBENCHER, Role.GOVERNMENT_BACKBENCHER, Role.OPPOSITION_LEADER, Role.PM]


def test_four_player_mats_standing_favour_and_first_income():
    game = start(FOUR)
    # PM 11 (3 cubes above 8), OL 5 (2 cubes), both Backbenchers 0 (1 cube)
    assert standing(game) == [11, 0, 5, 0]
    assert favour(game) == [1, 1, 1, 1]
    assert cubes(game) == [3, 1, 2, 1]
    assert vp(game) == [0, 0, 0, 0]
    assert game.state.pact
    assert all(s.mat_side == "front" for s in game.state.seats)


def test_four_player_backbencher_cards():
    game = start(FOUR)
    gov, opp = game.state.seats[GBB], game.state.seats[OBB]
    assert gov.debate_card == "government_backbencher"
    assert gov.careers == GOV_CAREERS and gov.active_careers == []
    assert opp.debate_card == "opposition_backbencher"
    assert opp.careers == OPP_CAREERS and opp.active_careers == []
    assert resignation_card(game.state) == GBB
    # Party Leaders hold neither Career Cards nor a Debate Card; no 3-player card in a 4-player game
    for leader in (PM, OL):
        assert game.state.seats[leader].careers == []
        assert game.state.seats[leader].debate_card is None
    assert all(s.supporters == [] for s in game.state.seats)


def test_four_player_first_decision_is_the_government_backbenchers_bill_draw():
    game = start(FOUR)
    assert turn_of(game) == (GBB, "draw bill")
    assert choices(game) == ["draw cross-party", "draw liberal"]


# --- 2.5: three players -------------------------------------------------------------------


def test_three_player_liberal_uses_reverse_mats_and_four_cubes_at_eleven():
    game = start(THREE)
    pm, ol, bb = game.state.seats
    assert (pm.role, ol.role, bb.role) == (Role.PM, Role.OPPOSITION_LEADER, Role.OPPOSITION_BACKBENCHER)
    assert pm.mat_side == "reverse" and ol.mat_side == "front" and bb.mat_side == "front"
    # reverse PM mat: a 4th cube from Standing 11 (the front side gives 3 at 11)
    assert cubes(game) == [4, 2, 1]
    assert standing(game) == [11, 5, 0]


def test_three_player_liberal_holds_the_opposition_leader_debate_card_and_no_one_resigns():
    game = start(THREE)
    pm, ol, bb = game.state.seats
    assert pm.debate_card == "opposition_leader"
    assert ol.debate_card is None and ol.careers == []  # not while a Backbencher shares the Opposition
    assert bb.debate_card == "opposition_backbencher" and bb.careers == OPP_CAREERS
    assert game.state.government_backbencher is None
    assert resignation_card(game.state) is None


def test_three_player_liberal_draws_two_free_supporters_hidden_from_the_others():
    game = start(THREE)
    assert turn_of(game) == (-1, "draw supporters")
    reveal(game, "Charles Darwin")
    reveal(game, "Cardinal Newman")
    assert sorted(game.state.seats[0].supporters) == ["Cardinal Newman", "Charles Darwin"]
    assert game.state.seats[1].supporters == [] and game.state.seats[2].supporters == []
    assert game.view(1).state.seats[0].supporters == ["?", "?"]
    assert not any("Darwin" in str(r.choice) for r in game.view(1).log)  # nor does the log name them
    assert any("Darwin" in str(r.choice) for r in game.view(0).log)
    assert turn_of(game) == (1, "draw bill")  # then the Opposition Leader draws bills


def test_four_player_game_gives_no_free_supporters():
    game = start(FOUR)
    assert turn_of(game) == (GBB, "draw bill")


# --- 5.1-5.2: Bill Selection with Backbenchers ---------------------------------------------


def _four_proposals(game, gov_bill=COPYRIGHT, ol_bill=EXTRADITION, opp_bill=MUSEUMS):
    """Gladstone, Salisbury and Disraeli each draw two and propose one."""
    assert turn_of(game) == (GBB, "draw bill")
    draw_bills(game, gov_bill, INTERPRETATION)
    propose(game, gov_bill)
    assert turn_of(game) == (OL, "draw bill")
    draw_bills(game, ol_bill, LIBRARIES)
    propose(game, ol_bill)
    assert turn_of(game) == (OBB, "draw bill")
    draw_bills(game, opp_bill, MEDICAL)


def test_proposals_stay_hidden_from_the_pm_until_all_are_revealed():
    game = start(FOUR)
    _four_proposals(game)
    # Disraeli is choosing: the PM's view holds no proposal and no hand
    pm_view = game.view(PM).state
    assert pm_view.revealed == []
    assert pm_view.proposals == {str(GBB): ["?"], str(OL): ["?"]}
    assert pm_view.hands[str(GBB)] == ["?", "?"] and pm_view.hands[str(OBB)] == ["?", "?"]
    # nor may the Opposition see the Government Backbencher's choice
    assert game.view(OL).state.proposals[str(GBB)] == ["?"]
    assert game.view(OL).state.proposals[str(OL)] == [EXTRADITION]
    # nor does the PM's copy of the log name a card drawn or proposed by the others
    hidden_log = [str(r.choice) for r in game.view(PM).log]
    for secret in (COPYRIGHT, INTERPRETATION, EXTRADITION, LIBRARIES, MUSEUMS, MEDICAL):
        assert not any(secret in line for line in hidden_log)
    assert 'propose "Copyright Act"' in [str(r.choice) for r in game.view(GBB).log]  # his own
    propose(game, MUSEUMS)
    # revealed together; the PM now draws three more (six in all)
    pm_view = game.view(PM).state
    assert sorted(pm_view.revealed) == sorted([COPYRIGHT, EXTRADITION, MUSEUMS])
    assert turn_of(game) == (PM, "draw bill")
    draw_bills(game, STATUTE, NATURALIZATION, "Bills of Exchange Act")
    assert len(game.state.revealed) == 6
    assert turn_of(game) == (PM, "select bill")


def test_hidden_bills_are_revealed_after_selection():
    game = start(FOUR)
    _four_proposals(game)
    propose(game, MUSEUMS)
    draw_bills(game, STATUTE, NATURALIZATION, "Bills of Exchange Act")
    # while the PM selects, the hidden bills are still hidden from him
    assert game.view(PM).state.hands[str(OL)] == ["?", "?"]
    select(game, COPYRIGHT, EXTRADITION, STATUTE)
    public = game.view(PM).state
    discards = public.piles["cross-party"].discard
    for hidden in (INTERPRETATION, LIBRARIES, MEDICAL):
        assert hidden in discards
    for unselected in (MUSEUMS, NATURALIZATION, "Bills of Exchange Act"):
        assert unselected in discards
    assert public.hands == {} and public.proposals == {} and public.revealed == []
    record = game.log[-1]
    assert any("reveals" in str(e) and INTERPRETATION in str(e) for e in record.happened)


def test_selection_bonus_in_the_pact_is_shared_then_the_party_bill_splits_the_pools():
    """The Guide to VP Pooling: Gov BB's Cross-Party bill first (Pact +1 for all), then the
    Opp BB's Party Bill ends the Pact before the Opposition's own +1."""
    game = start(FOUR)
    _four_proposals(game, opp_bill=UNIVERSITIES)
    propose(game, UNIVERSITIES)
    draw_bills(game, STATUTE, NATURALIZATION, "Bills of Exchange Act")
    select(game, COPYRIGHT)
    assert vp(game) == [1, 1, 1, 1]
    assert game.state.pact
    select(game, UNIVERSITIES)
    assert not game.state.pact
    assert vp(game) == [1, 1, 2, 2]
    select(game, STATUTE)  # the PM's own bill scores nothing
    assert vp(game) == [1, 1, 2, 2]


def test_selection_order_matters_party_bill_first():
    game = start(FOUR)
    _four_proposals(game, opp_bill=UNIVERSITIES)
    propose(game, UNIVERSITIES)
    draw_bills(game, STATUTE, NATURALIZATION, "Bills of Exchange Act")
    select(game, UNIVERSITIES)
    assert vp(game) == [0, 0, 1, 1]
    select(game, COPYRIGHT)
    assert vp(game) == [1, 1, 1, 1]


def test_opposition_leader_proposal_bonus_goes_to_the_pact():
    game = start(FOUR)
    _four_proposals(game)
    propose(game, MUSEUMS)
    draw_bills(game, STATUTE, NATURALIZATION, "Bills of Exchange Act")
    select(game, EXTRADITION, MUSEUMS, STATUTE)
    assert vp(game) == [2, 2, 2, 2]


def test_three_player_liberal_government_pm_draws_four():
    game = start(THREE)
    reveal(game, "Charles Darwin")
    reveal(game, "Cardinal Newman")
    assert turn_of(game) == (1, "draw bill")
    draw_bills(game, COPYRIGHT, INTERPRETATION)
    propose(game, COPYRIGHT)
    assert turn_of(game) == (2, "draw bill")
    draw_bills(game, MUSEUMS, MEDICAL)
    propose(game, MUSEUMS)
    assert turn_of(game) == (0, "draw bill")
    draw_bills(game, STATUTE, NATURALIZATION, EXTRADITION, LIBRARIES)
    assert turn_of(game) == (0, "select bill")
    assert len(game.state.revealed) == 6


def test_three_player_conservative_government_opposition_leader_draws_four_proposes_two():
    game = three_player_conservative_government()
    pm, ol, gbb = game.state.seats[1], game.state.seats[0], game.state.seats[2]
    assert (pm.role, ol.role, gbb.role) == (Role.PM, Role.OPPOSITION_LEADER, Role.GOVERNMENT_BACKBENCHER)
    assert game.state.phase is Phase.BILL_SELECTION
    assert turn_of(game) == (2, "draw bill")
    assert sorted(choices(game)) == ["draw conservative", "draw cross-party"]
    draw_bills(game, *ROUND_TWO[0])
    propose(game, ROUND_TWO[0][0])
    assert turn_of(game) == (0, "draw bill")
    draw_bills(game, *ROUND_TWO[1])
    propose(game, *ROUND_TWO[1][:2])
    assert turn_of(game) == (1, "draw bill")
    draw_bills(game, *ROUND_TWO[2])
    assert turn_of(game) == (1, "select bill")
    assert len(game.state.revealed) == 6


# --- 4.0(3): the order of action turns ----------------------------------------------------


def test_four_player_turn_order_government_backbencher_then_opposition_in_chosen_order_then_pm():
    game = start(FOUR)
    quick_selection(game)
    assert turn_of(game) == (GBB, "action")
    end_turn(game)
    assert turn_of(game) == (OL, "end pact")
    do(game, "no")
    assert turn_of(game) == (OL, "opposition order")
    assert sorted(choices(game)) == ["order 3 4", "order 4 3"]
    do(game, "order 4 3")  # the Opposition Backbencher first
    assert turn_of(game) == (OBB, "action")
    end_turn(game)
    assert turn_of(game) == (OL, "action")
    end_turn(game)
    assert turn_of(game) == (-1, "draw events")  # the PM's Event opens the PM's turn
    pm_event(game)
    assert turn_of(game) == (PM, "action")
    end_turn(game)
    assert turn_of(game) == (PM, "resolve bill")


def test_opposition_leader_may_put_himself_first():
    game = start(FOUR)
    quick_selection(game)
    end_turn(game)
    do(game, "no", "order 3 4")
    assert turn_of(game) == (OL, "action")
    end_turn(game)
    assert turn_of(game) == (OBB, "action")


def test_three_player_liberal_government_has_no_government_backbencher_turn():
    game = start(THREE)
    reveal(game, "Charles Darwin")
    reveal(game, "Cardinal Newman")
    quick_selection(game)
    assert turn_of(game) == (1, "end pact")
    do(game, "no")
    assert turn_of(game) == (1, "opposition order")


def test_three_player_conservative_government_turns():
    game = three_player_conservative_government()
    draw_bills(game, *ROUND_TWO[0])
    propose(game, ROUND_TWO[0][0])
    draw_bills(game, *ROUND_TWO[1])
    propose(game, *ROUND_TWO[1][:2])
    draw_bills(game, *ROUND_TWO[2])
    select(game, *ROUND_TWO[2])
    assert turn_of(game) == (2, "action")  # Disraeli, Government Backbencher
    end_turn(game)
    # the Pact survived the Challenge (3.1.4); the Liberal Opposition Leader alone: no order to choose
    assert turn_of(game) == (0, "end pact")
    do(game, "no")
    assert turn_of(game) == (0, "action")
    end_turn(game)
    assert turn_of(game) == (-1, "draw events")


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_with_backbenchers_run_to_the_end(players):
    import random

    from engine import standard_components
    from engine.setup import new_game, standard_setup

    components = standard_components()
    for seed in range(3):
        game = new_game(standard_setup(components, players=players, seed=seed), seed=seed, components=components)
        rng = random.Random(seed)
        plies = 0
        while not game.over and plies < 20000:
            decision = game.pending
            choice = game.deal() if decision.is_chance else rng.choice(decision.choices)
            game.apply(choice)
            plies += 1
        assert game.over
