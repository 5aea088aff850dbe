"""Rule 13.0 Victory, for 2 players: the first PM at 100 VP wins at once, wherever in
Parliamentary Order it happens; anyone else at 100 waits to become PM."""

from __future__ import annotations

import pytest

from engine.components import Party
from engine.decisions import EndTurn, IllegalChoice
from engine.state import EndKind, GameEnd, Phase

from helpers import (
    OL,
    PM,
    answer,
    arrange,
    do,
    kind,
    opposition_turn,
    pm_turn,
    reveal,
    select_bills,
    set_popularity,
    to_resolution,
    two_player,
    vp,
)

BILLS = ["Interpretation Act", "Naturalization Act", "Extradition Act"]
SURE = ["Statute Law Revision Act", "Bills of Exchange Act", "Museums Act"]  # pass at 350+, 2 VP


def assert_won(game, seat: int) -> None:  # type: ignore[no-untyped-def]
    assert game.over
    assert game.winner == seat
    assert game.pending is None
    assert game.state.phase is Phase.GAME_OVER
    assert game.state.end == GameEnd(
        EndKind.VICTORY, f"{game.state.seats[seat].politician} is Prime Minister with {game.state.seats[seat].vp} VP"
    )


def test_13_0_the_pm_wins_the_moment_he_reaches_100_during_bill_selection() -> None:
    game = two_player()
    arrange(game, pm_vp=99, ol_vp=99)  # in the Pact the markers move together
    select_bills_until_bonus(game)
    assert_won(game, PM)
    assert vp(game) == (100, 100)


def select_bills_until_bonus(game) -> None:  # type: ignore[no-untyped-def]
    """The Opposition Leader proposes Museums Act; the PM selects it first: +1 VP."""
    for bill in ("Museums Act", "Copyright Act", "Medical Act", "Interpretation Act"):
        do(game, "draw cross-party")
        reveal(game, bill)
    do(game, 'propose "Museums Act"', 'propose "Copyright Act"')
    for bill in ("Extradition Act", "Naturalization Act", "Public Libraries Act", "Statute Law Revision Act"):
        do(game, "draw cross-party")
        reveal(game, bill)
    do(game, 'select "Museums Act"')


def test_13_0_no_further_choice_can_be_made_once_the_game_is_won() -> None:
    game = two_player()
    arrange(game, pm_vp=99, ol_vp=99)
    select_bills_until_bonus(game)
    with pytest.raises(IllegalChoice, match="over"):
        game.apply(EndTurn())


def test_13_0_the_pm_wins_by_passing_a_bill() -> None:
    game = two_player()
    to_resolution(game, SURE, end_pact=True)
    arrange(game, pm_vp=98, ol_vp=40)
    do(game, "vote 1")
    assert_won(game, PM)


def test_13_0_the_pm_wins_at_round_setup() -> None:
    game = two_player()
    to_resolution(game, SURE, end_pact=True)
    arrange(game, pm_vp=96, ol_vp=40)
    do(game, "withdraw 1")
    assert_won(game, PM)
    assert game.state.round == 2


def test_13_0_an_opposition_leader_at_100_keeps_playing_and_does_not_win() -> None:
    game = two_player()
    to_resolution(game, SURE, end_pact=True)
    arrange(game, pm_vp=40, ol_vp=99)
    do(game, "withdraw 1")  # Opposition +2 (capped at 100), then round 2
    assert not game.over
    assert vp(game)[1] == 100
    assert kind(game) == "propose pact" or kind(game) == "action"


def test_13_0_a_politician_at_100_wins_on_becoming_pm_by_challenge() -> None:
    game = two_player()
    to_resolution(game, SURE, end_pact=True)
    arrange(game, pm_vp=40, ol_vp=100, pm_standing=7, ol_standing=8)
    do(game, "withdraw 1")
    assert not game.over
    answer(game, "challenge", True)
    assert_won(game, OL)


def test_13_0_a_politician_at_100_wins_on_becoming_pm_by_election() -> None:
    game = two_player()
    select_bills(game, SURE)
    for slot in (1, 2, 3):
        opposition_turn(game, end_pact=slot == 1)
        pm_turn(game)
        do(game, f"vote {slot}")
    arrange(game, pm_vp=40, ol_vp=100)
    do(game, "election")
    reveal(game, "9")  # 329-329, equal Favour: the Opposition Leader takes office
    assert_won(game, OL)


def test_13_0_in_a_pact_both_reach_100_and_the_pm_wins() -> None:
    game = two_player()
    to_resolution(game, SURE)
    arrange(game, pm_vp=95, ol_vp=95)
    do(game, "withdraw 1")  # round 2: Pact +6
    assert vp(game) == (100, 100)
    assert_won(game, PM)


def test_13_0_a_pm_who_reaches_100_with_election_vp_wins_even_if_he_then_loses_office() -> None:
    """11.3 comes before 11.4: the Government's Election VP are scored while he is PM."""
    game = two_player()
    select_bills(game, SURE)
    for slot in (1, 2, 3):
        opposition_turn(game, end_pact=slot == 1)
        pm_turn(game)
        do(game, f"vote {slot}")
    arrange(game, pm_vp=96, ol_vp=40, moderates=230)  # 290 Government MPs
    set_popularity(game, Party.CONSERVATIVE, {"Conservatives": 8})  # Conservatives lead by 2
    assert kind(game) == "uncertainty"  # at 85 VP or more the Election cannot be postponed
    reveal(game, "9")  # Liberals 325 (from 290 MPs: +40 seats, 6 VP) but Conservatives 333
    assert_won(game, PM)
    assert game.state.seats[PM].vp == 100
