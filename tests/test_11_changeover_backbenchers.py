"""Government changeover with Backbenchers (10.2, 11.4): the Backbencher mats flip, the
Career, Debate and Resignation Cards change hands, Career Cards are evaluated afresh, and
Standing, Favour and Supporters stay. In 3-player games the Liberal alone in Opposition
takes up the Opposition Leader Debate Card (6.3).
"""

from __future__ import annotations

from backbench_support import (
    ELECTION_ZERO,
    FOUR,
    GBB,
    OBB,
    OL,
    PM,
    choices,
    do,
    end_turn,
    favour,
    set_seat,
    turn_of,
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
from engine.backbench import resignation_card
from engine.components import Party
from engine.state import Phase, Role

GOV_CAREERS = ["Privy Counsellor", "Campaign Chairman", "Chief Whip", "Deputy PM"]
OPP_CAREERS = ["Privy Counsellor", "Campaign Chairman", "Chief Whip", "Deputy Party Leader"]
ELECTION_MINUS_NINE = "2"  # Uncertainty: Election -9, no Royal Interference


def _opposition_leader_challenge(game):
    """Round 1 to a successful Opposition Leader Challenge; Standing set before the Bill Resolution."""
    to_resolution(game, end_pact=True)
    set_seat(game, PM, standing=9)
    set_seat(game, OL, standing=10)
    do(game, "withdraw 1")  # PM 8, OL 11
    while turn_of(game) != (OL, "challenge"):
        do(game, "no")
    do(game, "yes")


def test_challenge_changeover_flips_backbenchers_and_exchanges_their_cards():
    game = start(FOUR)
    quick_selection(game)
    seats = game.state.seats
    gladstone, disraeli = seats[GBB], seats[OBB]
    set_seat(game, gladstone.index, standing=5, favour=2)  # Gov Campaign Chairman
    refresh(game)
    do(game, "hobnob 1")
    reveal(game, "John Bright")
    assert gladstone.active_careers == ["Campaign Chairman"]
    _opposition_leader_challenge(game)  # Gladstone ended his turn at 6; Disraeli at 1 (Privy Counsellor)
    # the Election is held at once, before anything else
    assert turn_of(game) == (-1, "uncertainty")
    assert game.state.election_marker is False
    assert gladstone.role is Role.OPPOSITION_BACKBENCHER and disraeli.role is Role.GOVERNMENT_BACKBENCHER
    assert seats[OL].role is Role.PM and seats[PM].role is Role.OPPOSITION_LEADER
    assert game.state.government is Party.CONSERVATIVE
    # Standing and Favour kept by the Backbenchers; the Leaders as in 10.2
    assert standing(game) == [5, 6, 11, 1]
    assert favour(game) == [1, 2, 1, 1]
    assert gladstone.supporters == ["John Bright"]
    # cards exchanged: each side's set, the Resignation Card to the new Government Backbencher
    assert gladstone.careers == OPP_CAREERS and gladstone.debate_card == "opposition_backbencher"
    assert disraeli.careers == GOV_CAREERS and disraeli.debate_card == "government_backbencher"
    assert resignation_card(game.state) == OBB
    # evaluated afresh: Gladstone (Campaign, Influence; Standing 6, Favour 2) meets the Opposition
    # Campaign Chairman and Chief Whip; Disraeli (Flatter; Standing 1) the Government Privy Counsellor
    assert sorted(gladstone.active_careers) == ["Campaign Chairman", "Chief Whip"]
    assert disraeli.active_careers == ["Privy Counsellor"]


def test_changeover_bill_decks_follow_the_new_government():
    game = start(FOUR)
    quick_selection(game)
    _opposition_leader_challenge(game)
    reveal(game, ELECTION_ZERO)
    do(game, "no")  # Melbourne, now leading the Opposition, proposes no Pact before round 2's VP
    # round 2 Bill Selection: the new Government Backbencher (Disraeli) draws first
    assert game.state.phase is Phase.BILL_SELECTION
    assert turn_of(game) == (OBB, "draw bill")
    assert sorted(choices(game)) == ["draw conservative", "draw cross-party"]


def test_changeover_turn_order_follows_the_new_roles():
    game = start(FOUR)
    quick_selection(game)
    _opposition_leader_challenge(game)
    reveal(game, ELECTION_ZERO)
    do(game, "no")  # no Pact proposed before round 2's VP
    quick_selection(game, ("Government of India Act", "Police (Scotland) Act", "Telegraph Act"))
    assert turn_of(game) == (PM, "restart pact")  # Melbourne now leads the Opposition
    do(game, "no")
    assert turn_of(game) == (OBB, "action")  # Disraeli, Government Backbencher
    end_turn(game)
    do(game, "no")  # no proposal to restart the Pact
    do(game, "order 1 2")  # Melbourne (seat 1) leads the Opposition; Gladstone (seat 2) follows
    assert turn_of(game) == (PM, "action")
    end_turn(game)
    assert turn_of(game) == (GBB, "action")


def test_election_changeover_flips_backbenchers_and_keeps_their_standing():
    game = start(FOUR)
    quick_selection(game)
    seats = game.state.seats
    for slot in (1, 2, 3):
        to_resolution(game, end_pact=True)  # ended in round 1; not restarted
        do(game, f"withdraw {slot}")
        while turn_of(game)[1] == "challenge":
            do(game, "no")
    assert game.state.round == 3 and turn_of(game) == (PM, "election")
    before = vp(game)
    set_seat(game, GBB, favour=3)
    set_seat(game, OBB, favour=4)
    do(game, "election")
    reveal(game, ELECTION_MINUS_NINE)  # Liberals 320, Conservatives 338: the Opposition prevails
    assert seats[OL].role is Role.PM and seats[PM].role is Role.OPPOSITION_LEADER
    assert seats[GBB].role is Role.OPPOSITION_BACKBENCHER and seats[OBB].role is Role.GOVERNMENT_BACKBENCHER
    # 11.4: Leaders take their new mats' starting Standing; Backbenchers keep theirs (3 turns: 3)
    assert standing(game) == [5, 3, 11, 3]
    assert favour(game) == [1, 3, 1, 4]
    assert seats[GBB].careers == OPP_CAREERS and seats[OBB].careers == GOV_CAREERS
    # Gladstone: Opposition Chief Whip (Influence, Standing 3, Favour 2) and Campaign Chairman (Favour 2)
    assert sorted(seats[GBB].active_careers) == ["Campaign Chairman", "Chief Whip"]
    # Disraeli: Government Privy Counsellor (Flatter, Standing 1); Campaign Chairman asks Standing 5
    assert seats[OBB].active_careers == ["Privy Counsellor"]
    assert resignation_card(game.state) == OBB
    # the Conservatives gained 10 seats (328 -> 338): 3 Election VP; then the PM Replacement
    # Bonus to the new Government pool (Salisbury and Disraeli together); round 4: Gov 4, Opp 2
    assert turn_of(game) == (PM, "propose pact")  # Melbourne, before round 4's VP
    do(game, "no")
    assert game.state.round == 4
    gained = [a - b for a, b in zip(vp(game), before)]
    assert gained == [2, 2, 3 + 6 + 4, 3 + 6 + 4]


def test_three_player_changeover_liberal_becomes_lone_opposition_leader():
    game = three_player_conservative_government()
    melbourne, salisbury, disraeli = game.state.seats
    assert (melbourne.role, salisbury.role, disraeli.role) == (
        Role.OPPOSITION_LEADER,
        Role.PM,
        Role.GOVERNMENT_BACKBENCHER,
    )
    # the Liberal keeps the reverse side on the Opposition Leader mat: 3 cubes from 5, 2 at 4
    assert melbourne.mat_side == "reverse" and melbourne.standing == 5
    assert disraeli.careers == GOV_CAREERS and disraeli.debate_card == "government_backbencher"
    assert resignation_card(game.state) == 2
    assert melbourne.debate_card == "opposition_leader"
    round_two_selection(game)
    end_turn(game)  # Disraeli
    do(game, "no")  # keep the Pact
    assert turn_of(game) == (0, "action")
    assert [c for c in choices(game) if c.startswith("debate-card")]  # the Pact side, up to 340


def test_three_player_changeover_back_gives_the_liberal_pm_the_reverse_mat_again():
    game = three_player_conservative_government()
    melbourne, salisbury, disraeli = game.state.seats
    round_two_selection(game)
    to_resolution(game)
    set_seat(game, melbourne.index, standing=11)
    set_seat(game, salisbury.index, standing=9)
    do(game, "withdraw 1")  # Salisbury 8; Melbourne stays at 11
    assert turn_of(game) == (0, "challenge")
    do(game, "yes")
    reveal(game, ELECTION_ZERO)
    assert (melbourne.role, salisbury.role, disraeli.role) == (
        Role.PM,
        Role.OPPOSITION_LEADER,
        Role.OPPOSITION_BACKBENCHER,
    )
    assert disraeli.careers == OPP_CAREERS and disraeli.debate_card == "opposition_backbencher"
    assert resignation_card(game.state) is None
    assert melbourne.debate_card == "opposition_leader"  # held again for later
    # next round's income: the reverse PM mat gives 4 cubes at 11
    assert game.state.round == 3
    assert melbourne.cubes == 4


def test_three_player_liberal_opposition_leader_reverse_mat_free_supporter_at_eleven():
    game = three_player_conservative_government()
    melbourne = game.state.seats[0]
    round_two_selection(game)
    to_resolution(game)
    set_seat(game, melbourne.index, standing=11)
    do(game, "withdraw 1")  # Salisbury 11 -> 10; Melbourne stays at 11
    assert turn_of(game) == (0, "challenge")
    do(game, "no")
    # round 3: the reverse Opposition Leader mat gives a free Supporter at Standing 11 ...
    assert turn_of(game) == (-1, "draw supporters")
    reveal(game, "John Bright")
    assert "John Bright" in melbourne.supporters
    # ... and 3 cubes from Standing 7 (the front side: from 9)
    assert melbourne.cubes == 3
