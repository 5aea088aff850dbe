"""`prime-minister simulate`: automated games end with winners, the summary is
reproducible from its seed, and bad options are one clear error (exit 2)."""

from __future__ import annotations

import io
import json
import random

import pytest
from click.testing import CliRunner
from rich.console import Console

from clockwork.baseline import GreedyPlayer, RandomPlayer
from clockwork.players import PLAYERS, make_player, play_out
from companion.cli import main
from companion.simulated_game import game_stats
from engine.decisions import TABLE, Answer, Resign, Vote
from engine import standard_components
from engine.elections import ElectionDraw
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def simulate(*args: str, console: Console | None = None):
    obj = {"progress_console": Console(file=io.StringIO(), width=100)}
    if console is not None:
        obj["console"] = console
    return CliRunner().invoke(main, ["simulate", *args], obj=obj, catch_exceptions=False)


def simulate_json(*args: str) -> dict:
    result = simulate(*args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def assert_one_line_error(result, *fragments: str) -> None:
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0]


# --- games finish with winners ---------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_finish_with_winners(players):
    data = simulate_json("--players", str(players), "--games", "3", "--seats", "random", "--seed", "1")
    assert data["players"] == players and data["games"] == 3
    assert data["finished"] == 3 and data["unfinished"] == 0 and data["errors"] == []
    assert sum(data["wins_by_party"].values()) == 3
    assert sum(data["wins_by_policy"].values()) == 3
    assert sum(data["wins_by_seat"].values()) == 3
    assert sum(data["wins_by_politician"].values()) == 3
    assert sum(data["played_by_politician"].values()) == 3 * players
    for game in data["results"]:
        assert game["finished"] and game["winner"] in range(players)
        assert "Prime Minister with" in game["end_reason"]
    assert 1 <= data["rounds"]["min"] <= data["rounds"]["mean"] <= data["rounds"]["max"]


def test_the_json_schema():
    data = simulate_json("--games", "2", "--seats", "random,greedy", "--seed", "4")
    assert set(data) == {
        "players",
        "games",
        "seed",
        "seats",
        "difficulty",
        "optional_rules",
        "finished",
        "unfinished",
        "crashed",
        "errors",
        "wins_by_politician",
        "played_by_politician",
        "wins_by_party",
        "wins_by_policy",
        "wins_by_seat",
        "wins_by_starting_role",
        "changeover_routes",
        "election_results",
        "rounds",
        "totals",
        "per_game",
        "results",
    }
    assert data["seats"] == ["random", "greedy"]
    assert set(data["wins_by_party"]) == {"liberal", "conservative"}
    assert set(data["wins_by_policy"]) == {"random", "greedy"}
    assert set(data["wins_by_seat"]) == {"1", "2"}
    assert set(data["rounds"]) == {"mean", "min", "max"}
    assert set(data["wins_by_starting_role"]) == {"pm", "opposition_leader"}
    assert set(data["changeover_routes"]) == {"Election", "Royal Interference", "Challenge"}
    assert set(data["election_results"]) == {"kept", "lost", "after a Challenge"}
    counts = {"changeovers", "pm_changes", "elections", "pact_rounds", "resignations", "challenges"}
    assert set(data["totals"]) == counts and set(data["per_game"]) == counts
    assert all(isinstance(v, int) for v in data["totals"].values())
    game = data["results"][0]
    assert set(game) >= {
        "index",
        "seed",
        "politicians",
        "parties",
        "policies",
        "finished",
        "winner",
        "rounds",
        "plies",
        "starting_roles",
        "changeover_routes",
        "election_results",
        *counts,
    }
    assert game["starting_roles"] == ["pm", "opposition_leader"]
    assert game["policies"] == ["random", "greedy"]


def test_the_same_seed_gives_the_same_result():
    args = ("--players", "3", "--games", "3", "--seats", "greedy,random,random", "--seed", "7")
    assert simulate_json(*args) == simulate_json(*args)
    assert simulate_json("--games", "3", "--seats", "random", "--seed", "7") != simulate_json(
        "--games", "3", "--seats", "random", "--seed", "8"
    )


def test_jobs_do_not_change_the_result():
    args = ("--players", "2", "--games", "4", "--seats", "random", "--seed", "3")
    assert simulate_json(*args, "--jobs", "2") == simulate_json(*args, "--jobs", "1")


def test_policy_fills_every_seat():
    data = simulate_json("--players", "4", "--games", "1", "--policy", "greedy")
    assert data["seats"] == ["greedy"] * 4
    data = simulate_json("--players", "3", "--games", "1", "--seats", "random")
    assert data["seats"] == ["random"] * 3


def test_the_table():
    out = io.StringIO()
    result = simulate("--players", "2", "--games", "2", "--seats", "random", console=Console(file=out, width=120))
    assert result.exit_code == 0
    text = out.getvalue()
    for label in (
        "Games finished",
        "2 of 2",
        "Rounds",
        "average",
        "Government changeovers",
        "by route",
        "Changes of Prime Minister",
        "Elections",
        "kept",
        "Rounds in the Pact",
        "starting role",
        "Resignations",
        "Challenges",
        "Wins",
        "party",
        "seat policy",
        "politician",
    ):
        assert label in text


# --- bad options ------------------------------------------------------------------------------


def test_an_unknown_seat_policy():
    assert_one_line_error(
        simulate("--seats", "random,banana"), "unknown seat policy 'banana'", "random, greedy, clockwork"
    )


def test_the_wrong_number_of_seats():
    assert_one_line_error(simulate("--players", "2", "--seats", "random,random,greedy"), "3 policies for 2 seats")


def test_seats_and_policy_together():
    assert_one_line_error(simulate("--seats", "random", "--policy", "greedy"), "--seats or --policy")


def test_an_empty_seat_name():
    assert_one_line_error(simulate("--seats", "random,"), "empty name")


def test_bad_player_count():
    assert_one_line_error(simulate("--players", "5", "--seats", "random"), "--players")


def test_difficulty_needs_a_clockwork_seat():
    assert_one_line_error(simulate("--seats", "random", "--difficulty", "hard"), "clockwork seats only")


def test_a_policy_that_is_not_built_yet_is_one_clear_error(monkeypatch):
    monkeypatch.setitem(PLAYERS, "clockwork", "clockwork.not_built_yet:ClockworkPlayer")
    assert_one_line_error(
        simulate("--seats", "random,clockwork", "--games", "1"), "'clockwork' seat policy is not available"
    )


# --- the counts -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (4, 5)])
def test_the_counts_match_what_happened(players, seed):
    """The counts read from the log agree with the state changes seen while playing."""
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    rng = random.Random(seed)
    changeovers = pm_changes = elections = challenges = resignations = pact_rounds = 0
    lost = 0
    while not game.over:
        decision = game.pending
        government, round_ = game.state.government, game.state.round
        pm = game.state.pm.index
        election = decision.is_chance and isinstance(game.steps[-1], ElectionDraw)
        choice = game.deal() if decision.is_chance else rng.choice(decision.choices)
        game.apply(choice)
        elections += election
        changeovers += game.state.government is not government
        pm_changes += game.state.pm.index != pm
        lost += game.state.government is not government and decision.kind != "challenge"
        challenges += decision.kind == "challenge" and choice == Answer(True)
        resignations += isinstance(choice, Resign)
        pact_rounds += game.state.round != round_ and pact_at_close(game, round_)
    pact_rounds += game.state.pact
    stats = game_stats(game)
    assert stats["elections"] == elections
    assert stats["changeovers"] == changeovers
    assert stats["pm_changes"] == pm_changes
    routes = stats["changeover_routes"]
    assert sum(routes.values()) == changeovers
    assert (
        routes.get("Election", 0) + routes.get("Royal Interference", 0)
        == lost
        == stats["election_results"].get("lost", 0)
    )
    assert stats["challenges"] == challenges
    assert stats["resignations"] == resignations
    assert stats["pact_rounds"] == pact_rounds
    assert stats["rounds"] == game.state.round and stats["plies"] == len(game.log)


def pact_at_close(game, round_: int) -> bool:
    return next(line["pact"] for line in game.state.history if line["round"] == round_)


# --- the baseline players -------------------------------------------------------------------------


def test_make_player_builds_the_baselines():
    assert isinstance(make_player("random", 1, seed=3), RandomPlayer)
    assert isinstance(make_player("greedy", 0, seed=3), GreedyPlayer)


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_baseline_players_are_deterministic(kind):
    def one() -> list:
        game = new_game(standard_setup(COMPONENTS, 3, seed=2), seed=2, components=COMPONENTS)
        play_out(game, {seat: make_player(kind, seat, seed=2) for seat in range(3)})
        return [(r.choice, r.reason) for r in game.log]

    assert one() == one()


def test_the_random_player_says_random_and_the_greedy_player_explains():
    game = new_game(standard_setup(COMPONENTS, 2, seed=1), seed=1, components=COMPONENTS)
    play_out(game, {0: make_player("random", 0, 1), 1: make_player("greedy", 1, 1)})
    reasons = {r.owner: r.reason for r in game.log if r.owner != TABLE}
    assert reasons[0] == "random"
    assert reasons[1].startswith("greedy")


def test_the_greedy_player_takes_an_immediate_gain():
    """A PM whose bills cannot fail a Vote passes one for its VP rather than withdrawing it
    (Standing lost) or asking for an agreement (nothing gained until the Opposition answers)."""
    from helpers import arrange, pending, to_resolution, two_player

    game = two_player(seed=3)
    to_resolution(game)
    arrange(game, moderates=300, partisans=100)  # every filler bill projected at 350 or more
    decision = pending(game)
    assert {type(c).__name__ for c in decision.choices} == {"Agreement", "Vote", "Withdraw"}
    for seed in range(5):
        choice, reason = GreedyPlayer(decision.owner, seed=seed).decide(game.view(decision.owner), decision)
        assert isinstance(choice, Vote), (choice, reason)
        assert reason.startswith("greedy: vote")


def test_the_greedy_player_beats_the_random_player():
    data = simulate_json("--players", "2", "--games", "12", "--seats", "greedy,random", "--seed", "2")
    assert data["wins_by_policy"]["greedy"] > data["wins_by_policy"]["random"]


def test_clockwork_fills_every_seat_by_default():
    data = simulate_json("--games", "1", "--seed", "5")
    assert data["seats"] == ["clockwork", "clockwork"]
    assert data["finished"] == 1


def test_an_unknown_difficulty_is_one_clear_error():
    assert_one_line_error(
        simulate("--seats", "clockwork,random", "--difficulty", "impossible"), "clockwork seats:", "impossible"
    )
    assert_one_line_error(
        simulate("--seats", "clockwork:hard,random"), "clockwork:hard seats:", "unknown difficulty 'hard'", "veteran"
    )


def test_only_a_clockwork_seat_has_a_level():
    assert_one_line_error(simulate("--seats", "random:veteran,greedy"), "'random:veteran'", "clockwork:LEVEL")
    assert_one_line_error(simulate("--seats", "banana:veteran,greedy"), "unknown seat policy 'banana:veteran'")
