"""`simulate` streams (issue 13, item 8): a run of a hundred million games starts playing
at once and holds one game's worth of specs, counting results as they come."""

from __future__ import annotations

import tracemalloc

from click.testing import CliRunner

from companion import simulated_game, simulation_tally
from companion.cli import main


class Enough(Exception):
    pass


def test_a_hundred_million_games_start_at_once_in_little_memory(monkeypatch):
    played: list[int] = []

    def play_one(spec):
        played.append(spec.index)
        if len(played) == 200:
            raise Enough
        return simulated_game.GameStats(
            index=spec.index,
            seed=spec.seed,
            politicians=["A", "B"],
            parties=["liberal", "conservative"],
            policies=list(spec.policies),
            finished=True,
            winner=0,
            rounds=3,
        )

    monkeypatch.setattr(simulation_tally, "play_one", play_one)
    tracemalloc.start()
    try:
        result = CliRunner().invoke(main, ["simulate", "--games", "100000000", "--seats", "random"])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert isinstance(result.exception, Enough)  # game 200 was reached: nothing waited for a list of every game
    assert played == list(range(200))
    assert peak < 20_000_000  # bytes: the specs of 100,000,000 games would need gigabytes


def test_a_long_run_counts_every_game_but_lists_only_a_short_one(monkeypatch):
    tally = simulation_tally.Tally(simulation_tally.KEEP_RESULTS + 1, 2, 0, ["random", "random"], None)
    for index in range(5):
        tally.add(
            simulated_game.GameStats(
                index=index,
                seed=index,
                politicians=["A", "B"],
                parties=["liberal", "conservative"],
                policies=["random", "random"],
                finished=True,
                winner=index % 2,
                rounds=2 + index,
                error=None,
            )
        )
    summary = tally.result()
    assert summary.finished == 5 and summary.results == []
    assert summary.rounds == {"mean": 4.0, "min": 2, "max": 6}
    assert summary.wins_by_seat == {"1": 3, "2": 2}
