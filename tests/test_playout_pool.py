"""Play-outs near victory and the pool that plays them: the shortcuts taken for speed
change no result."""

from __future__ import annotations

import multiprocessing.pool
import pickle

import pytest

from clockwork import playout, workers
from clockwork.playout import play
from clockwork.policy import ClockworkPlayer
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def near_victory(players: int, seed: int):
    """The first seat decision of a Clockwork game once a seat is within 20 VP of victory."""
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    seats = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(players)}
    while not game.over:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if len(decision.choices) > 1 and max(s.vp for s in game.state.seats) >= 80:
            return game, decision
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        game.apply(choice, reason=reason)
    raise AssertionError("the game ended before any seat came near victory")


class Guarding(ClockworkPlayer):
    """A seat that checks every answer on a copy first, as in a real game."""

    def decide(self, view, decision):  # type: ignore[no-untyped-def]
        self.guards = True
        return super().decide(view, decision)


@pytest.mark.parametrize("players", [2, 4])
def test_a_play_out_that_checks_answers_after_playing_them_plays_as_one_whose_seats_check_first(players, monkeypatch):
    game, decision = near_victory(players, 2)  # a position where some answers lose on the spot
    view, seat = game.view(decision.owner), decision.owner
    cases = [(choice, number) for choice in decision.choices[:3] for number in range(10)]
    asked_again = []
    original = playout.replayed

    def counted(*args):  # type: ignore[no-untyped-def]
        asked_again.append(1)
        return original(*args)

    monkeypatch.setattr(playout, "replayed", counted)
    fast = [play(view, seat, choice, "same", number, rounds=3, value="chance") for choice, number in cases]
    assert asked_again, "no answer lost on the spot: the test shows nothing"
    monkeypatch.setattr(playout, "ClockworkPlayer", Guarding)
    slow = [play(view, seat, choice, "same", number, rounds=3, value="chance") for choice, number in cases]
    assert fast == slow  # won, margin, score, office, lead and round of every play-out


def test_a_worker_plays_nothing_more_for_an_advice_that_has_ended(monkeypatch):
    game, decision = near_victory(2, 5)
    view, seat = game.view(decision.owner), decision.owner
    blob = pickle.dumps((view, seat, list(decision.choices), "ended", 3))
    ended = type("Shared", (), {"value": 7})()  # the pool's shared number of the last advice ended
    monkeypatch.setattr(workers, "_ENDED", ended)
    monkeypatch.setattr(workers, "_JOBS", {})
    tasks = [(0, 0), (1, 0)]
    assert workers._played(7, blob, tasks) == []  # queued for an advice already over: skipped
    played = workers._played(8, blob, tasks)  # the next advice's: played
    assert [r.round for r in played] and len(played) == 2
    ended.value = 8
    assert workers._played(8, blob, [(0, 1), (1, 1)]) == []


def test_a_worker_skips_the_play_outs_of_a_choice_the_race_has_dropped(monkeypatch):
    game, decision = near_victory(2, 5)
    view, seat = game.view(decision.owner), decision.owner
    blob = pickle.dumps((view, seat, list(decision.choices), "dropped", 3))
    shared = type("Shared", (), {"value": 0})  # the pool's shared numbers
    dropped = shared()
    monkeypatch.setattr(workers, "_ENDED", shared())
    monkeypatch.setattr(workers, "_DROPPED", dropped)
    monkeypatch.setattr(workers, "_JOBS", {})
    tasks = [(0, 0), (1, 0), (0, 1), (1, 1)]
    everything = workers._played(5, blob, tasks)
    dropped.value = 5 << workers.DROP_BITS | 1 << 1  # advice 5 has dropped its choice 1
    played = workers._played(5, blob, tasks)
    assert played == [everything[0], None, everything[2], None]  # choice 0's the same, choice 1's skipped
    dropped.value = 4 << workers.DROP_BITS | 1 << 1  # another advice's drop: nothing skipped
    assert workers._played(5, blob, tasks) == everything


def test_the_pools_keeper_sleeps_while_results_come_in(monkeypatch):
    """The keeper of the worker processes wakes when one ends or the work drains: the
    standard pool's also woke at every result waiting in the pipe, thousands of times an
    advice, and took a twentieth of a core from the play-outs."""
    wakes = []
    original = multiprocessing.pool.Pool._maintain_pool

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        wakes.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(multiprocessing.pool.Pool, "_maintain_pool", staticmethod(counted))
    game, decision = near_victory(2, 5)
    view, seat = game.view(decision.owner), decision.owner
    pool = workers.Workers(2)
    try:
        playing = pool.playing(view, seat, list(decision.choices), "keeper", 1)
        tasks = [(index, number) for number in range(24) for index in range(len(decision.choices))]
        found = list(playing.run(tasks))
        playing.end()
    finally:
        pool.close()
    assert len(found) == len(tasks)
    assert len(wakes) < 12, f"the keeper woke {len(wakes)} times for {len(tasks)} play-outs"
