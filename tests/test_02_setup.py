"""Rule 2.0 Setup, for 2 players: who draws which politician, who starts where, and the
numbers on the table before the first decision."""

from __future__ import annotations

import random

import pytest

from engine.components import Party
from engine.setup import EXCLUDED, SetupError, draw_politicians, standard_setup
from engine.state import Phase, Role

from helpers import COMPONENTS, OL, PM, government_mps, kind, pending, popularity, two_player, vp

LIBERALS = ("Viscount Melbourne", "Earl Russell", "W.E. Gladstone", "Viscount Palmerston")
CONSERVATIVES = ("Marquess of Salisbury", "Earl of Derby", "Benjamin Disraeli", "Sir Robert Peel")


# --- 2.1 Draw Politicians ---------------------------------------------------------------


def test_2_1_random_draw_never_picks_rosebery_or_aberdeen_and_always_one_per_party() -> None:
    seen: set[str] = set()
    for seed in range(400):
        drawn = draw_politicians(COMPONENTS, 2, random.Random(seed))
        assert len(drawn) == 2
        parties = sorted(COMPONENTS.politician(name).party.value for name in drawn)
        assert parties == ["conservative", "liberal"]
        assert "Earl of Rosebery" not in drawn and "Earl of Aberdeen" not in drawn
        seen.update(drawn)
    # Derby and Peel stay in the 2-player deck (we follow 2.1, not the politician list)
    assert seen == set(LIBERALS) | set(CONSERVATIVES)


def test_2_1_standard_setup_without_names_draws_a_legal_pair() -> None:
    for seed in range(50):
        setup = standard_setup(COMPONENTS, 2, seed=seed)
        parties = {COMPONENTS.politician(n).party for n in setup.politicians}
        assert parties == {Party.LIBERAL, Party.CONSERVATIVE}
        assert not set(setup.politicians) & set(EXCLUDED[2])


@pytest.mark.parametrize("excluded", ["Earl of Rosebery", "Earl of Aberdeen"])
def test_2_1_a_removed_politician_cannot_be_chosen_for_a_2_player_game(excluded: str) -> None:
    other = "Benjamin Disraeli" if excluded == "Earl of Rosebery" else "W.E. Gladstone"
    with pytest.raises(SetupError, match=excluded):
        standard_setup(COMPONENTS, 2, (excluded, other) if excluded == "Earl of Rosebery" else (other, excluded))


@pytest.mark.parametrize("pm, ol", [("W.E. Gladstone", "Earl of Derby"), ("Viscount Palmerston", "Sir Robert Peel")])
def test_2_1_derby_and_peel_may_play_a_2_player_game(pm: str, ol: str) -> None:
    game = two_player(pm=pm, ol=ol)
    assert game.state.opposition_leader.politician == ol


@pytest.mark.parametrize(
    "players, politicians, named",
    [
        (2, ("W.E. Gladstone", "Earl Russell"), "W.E. Gladstone"),  # two Liberals
        (2, ("Benjamin Disraeli", "Earl of Derby"), "Benjamin Disraeli"),  # two Conservatives
        (2, ("W.E. Gladstone",), "1"),  # one politician for two seats
        (2, ("W.E. Gladstone", "Lord Nobody"), "Lord Nobody"),
        (2, ("W.E. Gladstone", "W.E. Gladstone"), "W.E. Gladstone"),
        (5, None, "5"),
        (1, None, "1"),
    ],
)
def test_2_1_a_bad_setup_raises_setup_error_naming_the_value(
    players: int, politicians: tuple[str, ...] | None, named: str
) -> None:
    with pytest.raises(SetupError, match=named):
        standard_setup(COMPONENTS, players, politicians)


def test_2_1_setup_error_is_a_value_error() -> None:
    assert issubclass(SetupError, ValueError)


# --- 2.2 Set Government and Opposition ------------------------------------------------------


@pytest.mark.parametrize("liberal", LIBERALS)
@pytest.mark.parametrize("conservative", CONSERVATIVES)
def test_2_2_the_liberal_is_pm_and_the_conservative_opposition_leader(liberal: str, conservative: str) -> None:
    game = two_player(pm=liberal, ol=conservative)
    state = game.state
    assert state.government is Party.LIBERAL
    assert state.pm.politician == liberal and state.pm.role is Role.PM
    assert state.opposition_leader.politician == conservative
    assert state.government_backbencher is None and state.opposition_backbencher is None


def test_2_2_seat_order_does_not_decide_the_pm() -> None:
    """Lowest number of the Liberal party, wherever that politician sits."""
    setup = standard_setup(COMPONENTS, 2, ("Benjamin Disraeli", "W.E. Gladstone"))
    from engine.setup import new_game

    game = new_game(setup, components=COMPONENTS)
    assert game.state.seats[0].role is Role.OPPOSITION_LEADER
    assert game.state.seats[1].role is Role.PM


def test_2_2_the_game_starts_in_a_pact() -> None:
    game = two_player()
    assert game.state.pact


# --- 2.3 Place Markers ---------------------------------------------------------------------


def test_2_3_standing_11_for_the_pm_5_for_the_opposition_leader_favour_1_each() -> None:
    state = two_player().state
    assert (state.seats[PM].standing, state.seats[OL].standing) == (11, 5)
    assert (state.seats[PM].favour, state.seats[OL].favour) == (1, 1)


def test_2_3_score_starts_at_0() -> None:
    assert vp(two_player()) == (0, 0)


def test_2_3_government_has_330_mps_270_moderate_60_partisan() -> None:
    assert government_mps(two_player()) == (330, 270, 60)


def test_2_3_parties_start_with_equal_popularity_so_no_projection_marker() -> None:
    from engine import board

    game = two_player()
    assert popularity(game, Party.LIBERAL) == popularity(game, Party.CONSERVATIVE)
    assert board.lead(game) == (None, 0)
    assert board.projected_seats(game, Party.LIBERAL) == 329


def test_2_3_election_marker_on_the_board_and_bill_slots_empty() -> None:
    state = two_player().state
    assert state.election_marker
    assert state.board_is_empty


# --- 2.4 Set Decks, 4.0 first round ----------------------------------------------------------


def test_2_4_decks_are_full_and_nobody_holds_a_supporter() -> None:
    state = two_player().state
    sizes = {name: len(pile.draw) for name, pile in state.piles.items()}
    assert sizes == {"cross-party": 40, "liberal": 18, "conservative": 18, "supporters": 34, "events": 40}
    assert all(not s.supporters for s in state.seats)
    assert len(state.uncertainty) == 18
    assert state.father_of_the_house is None


def test_4_0_the_first_round_skips_round_vp_and_takes_cubes_by_standing() -> None:
    game = two_player()
    state = game.state
    assert state.round == 1
    assert vp(game) == (0, 0)
    assert (state.seats[PM].cubes, state.seats[OL].cubes) == (3, 2)  # Standing 11 and 5


def test_4_0_the_first_decision_is_the_opposition_leaders_bill_draw() -> None:
    game = two_player()
    assert game.state.phase is Phase.BILL_SELECTION
    assert kind(game) == "draw bill"
    assert pending(game).owner == OL
    # from the Cross-Party or the Government's (Liberal) deck only
    assert sorted(str(c) for c in pending(game).choices) == ["draw cross-party", "draw liberal"]
