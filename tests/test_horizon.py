"""The searching level's horizon score: a chance of winning read from a position, fitted to
finished games (clockwork/horizon.py, decks/clockwork/horizon.yaml, bench/fit_horizon.py)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

from clockwork.horizon import FEATURES, chance, features
from clockwork.playout import judge
from clockwork.policy import ClockworkPlayer
from engine import Role
from engine.pools import check_victory
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()
BENCH = Path(__file__).resolve().parents[1] / "bench" / "fit_horizon.py"


def at_round(round_: int, seed: int = 5):
    """A 2-player Clockwork game at the start of `round_`."""
    game = new_game(standard_setup(COMPONENTS, 2, seed=seed), seed=seed, components=COMPONENTS)
    seats = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(2)}
    while game.state.round < round_:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
        else:
            game.apply(seats[decision.owner].decide(game, decision)[0])
        assert not game.over
    return game


def test_two_seats_chances_add_up_to_about_one():
    for round_ in (2, 5, 9):
        game = at_round(round_)
        both = chance(game, 0) + chance(game, 1)
        assert 0.9 <= both <= 1.1, (round_, both)
        assert len(features(game, 0)) == len(FEATURES)


def test_a_pm_near_100_with_the_country_behind_it_is_nearly_sure_to_win():
    game = at_round(4)
    state = game.state
    pm, other = state.pm, state.opposition_leader
    for (sector, party), ladder in COMPONENTS.board.ladders.items():
        state.popularity[sector.value][party.value] = len(ladder.positions) - 1 if party is state.government else 0
    pm.vp, other.vp = 96, 60
    assert chance(game, pm.index) > 0.9
    assert chance(game, other.index) < 0.1


def test_more_vp_and_a_better_lead_raise_the_chance():
    game = at_round(5)
    seat = game.state.opposition_leader.index
    before = chance(game, seat)
    game.state.seats[seat].vp += 10
    after = chance(game, seat)
    assert after > before
    assert game.state.seats[seat].role is Role.OPPOSITION_LEADER


def test_a_finished_play_out_scores_100_or_0_as_a_chance():
    game = at_round(3)
    pm = game.state.pm.index
    game.state.seats[pm].vp = 100
    check_victory(game)
    assert game.over and game.winner == pm
    assert judge(game, pm, value="chance").score == 100.0
    assert judge(game, 1 - pm, value="chance").score == 0.0


def test_the_fit_recovers_known_weights():
    spec = importlib.util.spec_from_file_location("fit_horizon", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    rng = random.Random(1)
    truth = [0.3, 1.5, -2.0]
    rows = []
    for _ in range(4000):
        x = [1.0, rng.uniform(-2, 2), rng.uniform(-1, 1)]
        z = sum(a * b for a, b in zip(truth, x))
        p = 1 / (1 + 2.718281828**-z)
        rows.append((x, int(rng.random() < p)))
    fitted = module.fit(rows, ridge=0.0)
    assert all(abs(a - b) < 0.25 for a, b in zip(fitted, truth)), fitted
