"""`review`: every decision of one seat weighed on what it could see then; a decision marked
where another choice was clearly 5 points or more better, with a position to open it in;
JSON; the refusal to show another seat's cards in a game not over; the report at 80x24."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from clockwork.advisor import Advice, Estimate
from clockwork.baseline import RandomPlayer
from clockwork.playout import Result
from clockwork.policy import ClockworkPlayer
from clockwork.review import MARKED, review, weighed
from companion.cli import main
from companion.saves import OPTIONS_KEY, SaveStore
from engine import game_from_position, load_position
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def a_game(rounds: int, seed: int = 8, mode: str = "play", asked: list[int] | None = None) -> "object":
    """Seat 0 (the person, played at random: it errs) against a standard Clockwork, up to the
    start of round `rounds + 1` (or the end), with the session's settings in its setup;
    `asked` gets the plies at which seat 0 had two choices or more."""
    options = (
        {"human": 0, "opponents": "clockwork", "game_id": f"review-test-{seed}"}
        if mode == "play"
        else {"mode": "assist", "clockwork": [1], "game_id": f"review-test-{seed}"}
    )
    setup = replace(standard_setup(COMPONENTS, 2, seed=seed), options={OPTIONS_KEY: options})
    game = new_game(setup, seed=seed, components=COMPONENTS)
    seats = {0: RandomPlayer(seat=0, seed=seed), 1: ClockworkPlayer(seat=1, seed=seed)}
    while not game.over and game.state.round <= rounds:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if asked is not None and decision.owner == 0 and len(decision.choices) > 1:
            asked.append(len(game.log))
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        game.apply(choice, reason=reason)
    return game


def estimate(choice: str, scores: list[float]) -> Estimate:
    return Estimate(choice, choice, results=[Result(won=False, finished=False, margin=0.0, score=s) for s in scores])  # type: ignore[arg-type]


def test_a_decision_is_marked_only_where_another_choice_is_clearly_five_points_better():
    luck = [10.0, 60.0, 30.0, 80.0, 50.0, 20.0, 70.0, 40.0] * 2
    made = estimate("no", luck)
    for gain, noise, marked in ((7.0, 0.0, True), (4.0, 0.0, False), (6.0, 40.0, False)):
        better = estimate("yes", [s + gain + (noise if i % 2 else -noise) for i, s in enumerate(luck)])
        advice = Advice(seat=0, kind="propose pact", estimates=[made, better], round=3, rounds=2)
        moment = weighed(advice, 40, 3, "no")  # type: ignore[arg-type]
        assert moment.marked is marked, (gain, noise)
        assert (moment.chosen, moment.best, round(moment.gain, 6)) == ("no", "yes", gain)
        assert moment.best_chance - moment.chosen_chance == pytest.approx(gain / 100)
    assert MARKED == 5.0


def test_every_decision_of_the_seat_is_weighed_on_its_own_view_reproducibly():
    asked: list[int] = []
    game = a_game(rounds=1, asked=asked)
    assert len(asked) >= 5
    first = review(game, 0, setting="quick", seed=3)
    again = review(game, 0, setting="quick", seed=3)
    assert [m.ply for m in first.moments] == asked
    assert [m.chosen for m in first.moments] == [str(game.log[ply].choice) for ply in asked]
    assert [(m.gain, m.chosen_chance, m.marked) for m in first.moments] == [
        (m.gain, m.chosen_chance, m.marked) for m in again.moments
    ]
    assert first.won is None  # not over
    for moment in first.moments:
        assert 0 <= moment.chosen_chance <= 1 and moment.playouts >= 8
        if moment.marked:
            assert moment.gain >= MARKED and moment.gain - moment.half > 0 and moment.opening is not None


def run_review(home: Path, game, *args: str):
    store = SaveStore(home)
    path = store.write(game, store.finished_dir / "g.json")
    return CliRunner().invoke(main, ["review", str(path), "--setting", "quick", *args]), path


def test_review_json_marks_decisions_with_a_position_to_open_each_in(home: Path):
    game = a_game(rounds=2, seed=8)
    result, _ = run_review(home, game, "--json")
    assert result.exit_code == 0, result.output
    found = json.loads(result.output)
    assert found["seat"] == 1 and found["politician"] == game.state.seats[0].politician and found["won"] is None
    marked = [d for d in found["decisions"] if d["marked"]]
    assert marked, "a random seat made no clear mistake in two rounds"
    assert len(found["marked"]) == len(marked)
    for mark, decision in zip(found["marked"], marked):
        assert decision["best_chance"] - decision["chosen_chance"] >= 0.05 and decision["gain_points"] >= 5
        assert mark["ply"] == decision["ply"] and mark["position"]
        opened = game_from_position(load_position(mark["position"]), COMPONENTS, 1)
        assert opened.state.round == decision["round"]
        assert [s.politician for s in opened.state.seats] == [s.politician for s in game.state.seats]
    assert found["turning_points"]


def test_another_seats_decisions_in_a_game_not_over_are_refused(home: Path):
    game = a_game(rounds=1)
    result, path = run_review(home, game, "--seat", "2")
    assert result.exit_code == 2 and "the game is not over" in result.output
    assert len(result.output.strip().splitlines()) == 1
    result = CliRunner().invoke(main, ["review", str(path), "--seat", "3"])
    assert result.exit_code == 2 and "seats 1 to 2" in result.output
    result = CliRunner().invoke(main, ["review", "nosuchsave"])
    assert result.exit_code == 2 and "no save named" in result.output


def test_a_game_recorded_at_a_table_is_reviewed_once_over_for_the_seat_named(home: Path):
    result, _ = run_review(home, a_game(rounds=1, mode="assist"))
    assert result.exit_code == 2 and "the game is not over" in result.output  # every seat's cards are someone's secret
    game = a_game(rounds=40, seed=9, mode="assist")
    assert game.over
    store = SaveStore(home)
    store.write(game, store.finished_dir / "table.json")
    politician = game.state.seats[0].politician
    result = CliRunner().invoke(
        main, ["review", "table", "--setting", "quick", "--seat", politician.split()[-1], "--json"]
    )
    assert result.exit_code == 0, result.output
    found = json.loads(result.output)
    assert found["politician"] == politician and found["won"] == (game.state.winner == 0)
    assert len(found["decisions"]) >= 20


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_the_review_report_at_80x24(tmp_path: Path):
    from tmux_support import Terminal

    term = Terminal(tmp_path, lambda line: line.startswith("$"), width=80, height=24, history=3000)
    try:
        store = SaveStore(term.home)
        store.write(a_game(rounds=2, seed=8), store.saves_dir / "twice.json")
        term.start("review", "twice", "--setting", "quick")
        text = term.wait_for(r"^\[exit=0\]")
        lines = text.splitlines()
        end = next(i for i in range(len(lines) - 1, -1, -1) if lines[i].startswith("[exit=0]"))
        report = lines[next(i for i, line in enumerate(lines) if line.startswith("Review of ")) : end]
        assert re.match(r"Review of .+ \(seat 1\): 2-player standard game", report[0]), text
        assert any(re.match(r" 1 +\d+ +\S", line) for line in report), text  # the first marked decision
        assert "Open #N at its decision: prime-minister play --position DIR/mark-N.yaml --as 1" in report
        assert "Turning points" in lines[max(0, end - 23) : end]  # on the screen at the end
        # every line fits, but the folder's path, which the terminal wraps (copied, it is one line again)
        assert all(len(line) <= 80 for line in report if not line.startswith("  DIR: ")), text
    finally:
        term.close()
