"""Challenges with Backbenchers (10.0-10.2): the order of Challenges, intra-party
Challenges, more than one Challenge in a round, and the Career Cards surrendered on
promotion (6.2.2).

Seats (FOUR): 0 Melbourne PM, 1 Gladstone Government Backbencher, 2 Salisbury Opposition
Leader, 3 Disraeli Opposition Backbencher. Standing and Favour are set directly before the
Bill Resolution that opens the Challenge Phase.
"""

from __future__ import annotations

from backbench_support import (
    ELECTION_ZERO,
    GBB,
    OBB,
    OL,
    PM,
    choices,
    do,
    favour,
    set_seat,
    turn_of,
    quick_selection,
    reveal,
    standing,
    start,
    to_resolution,
    vp,
)
from engine.backbench import resignation_card
from engine.state import Role


def _to_challenges(game, stand: dict[int, int], fav: dict[int, int] | None = None, resolve: str = "withdraw 1"):
    """Round 1 to the Bill Resolution, then set Standing/Favour and resolve a bill. A
    withdrawal moves the PM down 1 and the Opposition Leader up 1 (applied after `stand`)."""
    quick_selection(game)
    to_resolution(game)
    for seat, value in stand.items():
        set_seat(game, seat, standing=value)
    for seat, value in (fav or {}).items():
        set_seat(game, seat, favour=value)
    do(game, resolve)


# --- 10.1: the order ---------------------------------------------------------------------


def test_challenges_are_offered_gov_backbencher_then_opp_backbencher_then_opposition_leader():
    game = start()
    _to_challenges(game, {PM: 9, GBB: 8, OL: 7, OBB: 8})  # PM 8, OL 8
    assert turn_of(game) == (GBB, "challenge")
    assert choices(game) == ["yes", "no"]
    do(game, "no")
    assert turn_of(game) == (OBB, "challenge")
    do(game, "no")
    assert turn_of(game) == (OL, "challenge")
    do(game, "no")
    assert game.state.round == 2


def test_a_resigned_government_backbencher_is_still_first_to_challenge():
    game = start()
    quick_selection(game)
    do(game, "resign")  # the PM drops to 9
    to_resolution(game)
    set_seat(game, GBB, standing=8)
    set_seat(game, OBB, standing=8)
    do(game, "withdraw 1")  # the PM drops to 8
    assert turn_of(game) == (GBB, "challenge")
    do(game, "no")
    assert turn_of(game) == (OBB, "challenge")


def test_a_challenge_needs_more_standing_or_equal_standing_and_as_much_favour():
    game = start()
    _to_challenges(game, {PM: 9, GBB: 8}, fav={PM: 2, GBB: 1})  # 8 v 8, Favour 1 v 2
    assert turn_of(game) != (GBB, "challenge")
    assert game.state.round == 2  # no one could Challenge
    game = start()
    _to_challenges(game, {PM: 9, GBB: 8}, fav={PM: 2, GBB: 2})  # 8 v 8, Favour 2 v 2
    assert turn_of(game) == (GBB, "challenge")


# --- 10.2: intra-party Challenges ----------------------------------------------------------


def test_government_backbencher_wins_the_pm_mat_with_everything_that_goes_with_it():
    game = start()
    quick_selection(game)
    gladstone, melbourne = game.state.seats[GBB], game.state.seats[PM]
    set_seat(game, gladstone.index, standing=5, favour=2)
    do(game, "hobnob 1")  # any step: Campaign Chairman turns up
    reveal(game, "John Bright")
    assert gladstone.active_careers == ["Campaign Chairman"]
    to_resolution(game, end_pact=True)
    set_seat(game, gladstone.index, standing=8)
    set_seat(game, melbourne.index, standing=9, favour=2)
    do(game, "withdraw 1")  # Melbourne 8, Favour 2; Gladstone 8, Favour 2
    assert vp(game) == [0, 0, 2, 2]
    do(game, "yes")
    assert (melbourne.role, gladstone.role) == (Role.GOVERNMENT_BACKBENCHER, Role.PM)
    # the winner: the higher of the PM's start (11) and his own 8; the loser the Backbencher start
    assert standing(game)[:2] == [0, 11]
    assert favour(game)[:2] == [2, 2]
    assert gladstone.supporters == ["John Bright"]  # Supporters stay with their owner
    # Career Cards surrendered; the Backbencher's cards go to Melbourne, face down
    assert gladstone.careers == [] and gladstone.active_careers == [] and gladstone.debate_card is None
    assert melbourne.careers == ["Privy Counsellor", "Campaign Chairman", "Chief Whip", "Deputy PM"]
    assert melbourne.active_careers == []
    assert melbourne.debate_card == "government_backbencher" and resignation_card(game.state) == PM
    # the PM Replacement Bonus to the Government pool; bills cleared; still a Liberal Government
    assert vp(game) == [6, 6, 2, 2]
    assert game.state.board_is_empty and game.state.government.value == "liberal"
    assert game.state.seats[OBB].role is Role.OPPOSITION_BACKBENCHER


def test_opposition_backbencher_takes_the_opposition_leader_mat():
    game = start()
    quick_selection(game)
    disraeli, salisbury = game.state.seats[OBB], game.state.seats[OL]
    to_resolution(game)
    set_seat(game, disraeli.index, standing=7, favour=1)
    set_seat(game, salisbury.index, favour=3)
    do(game, "withdraw 1")  # Salisbury 5 -> 6 (no VP in the Pact)
    assert turn_of(game) == (OBB, "challenge")
    do(game, "yes")
    assert (disraeli.role, salisbury.role) == (Role.OPPOSITION_LEADER, Role.OPPOSITION_BACKBENCHER)
    assert standing(game)[2:] == [0, 7]  # the winner keeps 7 (above the Leader's start 5)
    assert disraeli.careers == [] and disraeli.debate_card is None
    assert salisbury.careers == ["Privy Counsellor", "Campaign Chairman", "Chief Whip", "Deputy Party Leader"]
    assert salisbury.debate_card == "opposition_backbencher"
    # his cards are evaluated at once: Favour 3 meets Campaign Chairman (Campaign, Favour 2)
    assert salisbury.active_careers == ["Campaign Chairman"]
    # no bills are cleared, no VP changes hands (round 2 then gives the Pact its 6)
    assert len(game.state.bills_on_board()) == 2
    assert game.state.round == 2 and vp(game) == [6, 6, 6, 6]


def test_winner_below_the_leader_start_gets_the_start():
    game = start()
    quick_selection(game)
    to_resolution(game)
    set_seat(game, OBB, standing=6)
    set_seat(game, OL, standing=4)
    do(game, "withdraw 1")  # OL 4 -> 5; Disraeli 6 > 5
    do(game, "yes")
    assert standing(game)[2:] == [0, 6]


# --- more than one Challenge in a round ----------------------------------------------------


def test_opposition_backbencher_then_the_new_opposition_leader_challenges_the_pm():
    game = start()
    quick_selection(game)
    to_resolution(game)
    seats = game.state.seats
    set_seat(game, PM, standing=9)
    set_seat(game, OBB, standing=8, favour=2)
    do(game, "withdraw 1")  # PM 8; Salisbury 6
    assert turn_of(game) == (OBB, "challenge")
    do(game, "yes")  # Disraeli becomes Opposition Leader at 8
    assert turn_of(game) == (OBB, "challenge")  # now as Opposition Leader against the PM: 8 v 8, Favour 2 v 1
    do(game, "yes")
    reveal(game, ELECTION_ZERO)  # the immediate Election
    assert seats[OBB].role is Role.PM and seats[PM].role is Role.OPPOSITION_LEADER
    assert seats[OL].role is Role.GOVERNMENT_BACKBENCHER and seats[GBB].role is Role.OPPOSITION_BACKBENCHER
    assert game.state.government.value == "conservative"
    # Standing: Disraeli max(11, 8); Melbourne the Opposition Leader start; Backbenchers keep theirs
    assert standing(game) == [5, 1, 0, 11]


def test_government_backbencher_wins_then_the_opposition_leader_challenges_the_new_pm():
    game = start()
    quick_selection(game)
    to_resolution(game, end_pact=True)
    seats = game.state.seats
    set_seat(game, PM, standing=9)
    set_seat(game, GBB, standing=8)
    set_seat(game, OL, standing=10, favour=2)
    do(game, "withdraw 1")  # PM 8; OL 11
    do(game, "yes")  # Gladstone takes the PM mat at 11, Favour 1
    assert vp(game) == [6, 6, 2, 2]
    assert turn_of(game) == (OL, "challenge")  # Disraeli (1) cannot Challenge Salisbury (11)
    do(game, "yes")  # 11 v 11, Favour 2 v 1
    assert vp(game) == [6, 6, 8, 8]  # two PM Replacement Bonuses: the Liberals', then the Conservatives'
    reveal(game, ELECTION_ZERO)  # 329 v 329: the PM by Challenge keeps office; no seats gained
    assert seats[OL].role is Role.PM and seats[GBB].role is Role.OPPOSITION_LEADER
    assert seats[PM].role is Role.OPPOSITION_BACKBENCHER and seats[OBB].role is Role.GOVERNMENT_BACKBENCHER
    assert standing(game) == [0, 5, 11, 1]
    assert turn_of(game) == (GBB, "propose pact")  # before round 2's VP: Gladstone leads the Opposition
    do(game, "no")
    assert game.state.round == 2 and vp(game) == [6 + 2, 6 + 2, 8 + 4, 8 + 4]


def test_father_of_the_house_passes_to_the_new_opposition_backbencher():
    game = start()
    quick_selection(game)
    to_resolution(game, end_pact=True)
    for seat in game.state.seats:
        set_seat(game, seat.index, vp=90 if seat.in_government else 50)
    set_seat(game, OBB, standing=8)
    do(game, "withdraw 1")  # Salisbury 6
    assert game.state.father_of_the_house == OBB
    do(game, "yes")  # Disraeli takes the Opposition Leader mat
    assert game.state.father_of_the_house == OL  # Salisbury, now the Opposition Backbencher
