"""The `card-list-exclusions` setup option: a 2-player table that follows the printed
Politician list (Derby and Peel not used) instead of rule 2.1 (Rosebery and Aberdeen
removed). What a table would check: who can be drawn or named, that 3- and 4-player games
are dealt as before, and that a saved game keeps the option."""

from __future__ import annotations

import io
import json
import random

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main
from engine.save import game_from_json, game_to_json
from engine.setup import SetupError, draw_politicians, eligible_politicians, new_game, standard_setup

from helpers import COMPONENTS

OPTION = ("card-list-exclusions",)
DERBY, PEEL, ROSEBERY, ABERDEEN = "Earl of Derby", "Sir Robert Peel", "Earl of Rosebery", "Earl of Aberdeen"
QUIT = "\x04\x04"  # Ctrl-D, then Ctrl-D again at "Save it under a name too?"


def drawn_in(players: int, optional: tuple[str, ...], games: int = 300) -> set[str]:
    seen: set[str] = set()
    for seed in range(games):
        seen.update(draw_politicians(COMPONENTS, players, random.Random(seed), optional_rules=optional))
    return seen


def test_a_2_player_draw_with_the_option_never_seats_derby_or_peel_and_can_seat_rosebery_and_aberdeen() -> None:
    seen = drawn_in(2, OPTION)
    assert DERBY not in seen and PEEL not in seen
    assert {ROSEBERY, ABERDEEN} <= seen
    assert len(seen) == 8  # the other eight all play


def test_a_2_player_draw_without_the_option_follows_rule_2_1() -> None:
    seen = drawn_in(2, ())
    assert ROSEBERY not in seen and ABERDEEN not in seen
    assert {DERBY, PEEL} <= seen


@pytest.mark.parametrize("players", [3, 4])
def test_3_and_4_player_games_are_dealt_exactly_as_without_the_option(players: int) -> None:
    assert eligible_politicians(COMPONENTS, players, OPTION) == eligible_politicians(COMPONENTS, players)
    for seed in range(60):
        assert (
            standard_setup(COMPONENTS, players, seed=seed, optional_rules=OPTION).politicians
            == standard_setup(COMPONENTS, players, seed=seed).politicians
        )


@pytest.mark.parametrize("named", [DERBY, PEEL])
def test_naming_derby_or_peel_with_the_option_is_refused_naming_him_and_the_option(named: str) -> None:
    with pytest.raises(SetupError) as refused:
        standard_setup(COMPONENTS, 2, ("W.E. Gladstone", named), optional_rules=OPTION)
    assert named in str(refused.value) and "card-list-exclusions" in str(refused.value)


def test_rosebery_and_aberdeen_take_the_mats_with_the_option() -> None:
    game = new_game(
        standard_setup(COMPONENTS, 2, (ROSEBERY, ABERDEEN), optional_rules=OPTION), seed=4, components=COMPONENTS
    )
    assert game.state.pm.politician == ROSEBERY
    assert game.state.opposition_leader.politician == ABERDEEN


def test_a_saved_game_keeps_the_option() -> None:
    game = new_game(standard_setup(COMPONENTS, 2, seed=5, optional_rules=OPTION), seed=5, components=COMPONENTS)
    again = game_from_json(json.loads(json.dumps(game_to_json(game))), COMPONENTS)
    assert again.setup.optional_rules == OPTION
    assert again.setup.politicians == game.setup.politicians


def cli(keys, *args: str):
    keys.send_text(QUIT)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


def test_play_with_the_option_seats_rosebery_and_resume_keeps_the_option(keys, home) -> None:
    result, out = cli(keys, "play", "--seed", "8", "--as", "rosebery", "--option", "card-list-exclusions")
    assert result.exit_code == 0, result.stderr
    assert "New game: standard, card-list-exclusions, 2 players, seed 8" in out
    [autosave] = sorted((home / "autosave").glob("*.json"))
    data = json.loads(autosave.read_text(encoding="utf-8"))
    assert data["setup"]["optional_rules"] == ["card-list-exclusions"]
    assert ROSEBERY in data["setup"]["politicians"] and DERBY not in data["setup"]["politicians"]
    result, out = cli(keys, "resume")
    assert "Resumed: standard, card-list-exclusions, 2 players, seed 8" in out


@pytest.mark.parametrize(
    "command, args",
    [
        ("play", ("--as", "derby")),
        ("assist", ("--politicians", "gladstone,derby")),
    ],
)
def test_naming_derby_with_the_option_is_one_error_line(command: str, args: tuple[str, ...]) -> None:
    result = CliRunner().invoke(
        main, [command, *args, "--seed", "2", "--option", "card-list-exclusions"], catch_exceptions=False
    )
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error:")
    assert "Earl of Derby does not play in a 2-player game with the card-list-exclusions option" in lines[0]


def test_assist_seats_aberdeen_with_the_option(keys, home) -> None:
    result, out = cli(
        keys, "assist", "--politicians", "gladstone,aberdeen", "--seed", "3", "--option", "card-list-exclusions"
    )
    assert result.exit_code == 0, result.stderr
    assert "card-list-exclusions" in out
    [autosave] = sorted((home / "autosave").glob("*.json"))
    assert json.loads(autosave.read_text(encoding="utf-8"))["setup"]["optional_rules"] == ["card-list-exclusions"]


def test_simulate_with_the_option_never_deals_derby_or_peel() -> None:
    obj = {"progress_console": Console(file=io.StringIO(), width=100)}
    result = CliRunner().invoke(
        main,
        [
            "simulate",
            "--players",
            "2",
            "--games",
            "12",
            "--seed",
            "3",
            "--policy",
            "random",
            "--option",
            "card-list-exclusions",
            "--json",
        ],
        obj=obj,
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["optional_rules"] == ["card-list-exclusions"]
    played = summary["played_by_politician"]
    assert sum(played.values()) == 24 and DERBY not in played and PEEL not in played
