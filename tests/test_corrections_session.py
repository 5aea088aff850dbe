"""`set`, `position FILE` and `--position FILE` in a session (companion/corrections.py):
what a person types at the prompt and what they see, keys piped into prompt_toolkit."""

from __future__ import annotations

import io
import json
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from companion.cli import main
from companion.corrections import set_lines
from engine import standard_components
from engine.position import load_position
from engine.setup import game_from_position
from engine.save import game_from_json

ENTER = "\r"
CTRL_D = "\x04"
QUIT = CTRL_D + CTRL_D
EXAMPLE = str(Path(__file__).resolve().parents[1] / "docs" / "position-example.yaml")


def run(keys, *args: str, typed: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(QUIT)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


def last_autosave(home: Path):  # type: ignore[no-untyped-def]
    [path] = sorted((home / "autosave").glob("*.json"))
    return game_from_json(json.loads(path.read_text(encoding="utf-8")), standard_components())


def seat(game, name: str):  # type: ignore[no-untyped-def]
    return next(s for s in game.state.seats if name in s.politician)


def test_play_starts_from_a_position_file_and_set_corrects_a_marker(keys, home) -> None:
    result, out = run(
        keys,
        "play",
        "--position",
        EXAMPLE,
        "--as",
        "Peel",
        "--seed",
        "5",
        typed=("set standing Derby 5", "set sector Gentry liberal 9"),
    )
    assert result.exit_code == 0
    assert 'set standing "Earl of Derby" 5 - Corrected: Earl of Derby Standing 2 -> 5' in out  # 1, +1 as his turn ended
    assert "Corrected: Liberal Gentry 5 -> 9" in out
    game = last_autosave(home)
    assert game.state.round == 5 and seat(game, "Peel").vp == 41  # began at the file's position
    assert seat(game, "Derby").standing == 5
    assert [str(r.choice) for r in game.log if r.kind == "correction"] == [
        'set standing "Earl of Derby" 5',
        "set sector Gentry liberal 9",
    ]


def test_a_correction_out_of_range_gets_one_line_and_changes_nothing(keys, home) -> None:
    _, out = run(
        keys,
        "play",
        "--position",
        EXAMPLE,
        "--as",
        "Peel",
        "--seed",
        "5",
        typed=("set vp Derby 140", "set sector Gentry liberal 4", "set colour Derby red"),
    )
    assert "Error: vp for Earl of Derby: 140 is out of range (0 to 100)" in out
    assert "Error: Liberal Gentry: 4 is not a box on the Liberal Gentry track (1, 3, 5, 7, 9, 11, 13, 16)" in out
    assert "Error: set: 'colour' is not a marker" in out
    game = last_autosave(home)
    assert seat(game, "Derby").vp == 41 and not [r for r in game.log if r.kind == "correction"]


def test_undo_takes_back_a_correction(keys, home) -> None:
    _, out = run(
        keys, "play", "--position", EXAMPLE, "--as", "Peel", "--seed", "5", typed=("set favour Russell 5", "undo")
    )
    assert "Corrected: Earl Russell Favour 2 -> 5" in out and "Undone" in out
    assert seat(last_autosave(home), "Russell").favour == 2


def test_position_writes_a_file_that_starts_the_same_position(keys, home, tmp_path) -> None:
    target = tmp_path / "now.yaml"
    _, out = run(
        keys,
        "play",
        "--position",
        EXAMPLE,
        "--as",
        "Peel",
        "--seed",
        "5",
        typed=("set cubes Russell 4", f"position {target}"),
    )
    assert "Position written to" in out
    data = load_position(target)
    game = game_from_position(data, standard_components(), seed=5)
    assert seat(game, "Russell").cubes == 4 and game.state.round == 5
    # in `play` only the person's own Supporters are named in the file
    others = [s for s in data["seats"] if s["politician"] != "Sir Robert Peel"]
    assert all(s["supporters"] == [] for s in others) and sum(s["supporters_held"] for s in others) > 0


def test_assist_joins_a_game_in_progress_from_a_position(keys, home) -> None:
    result, out = run(keys, "assist", "--position", EXAMPLE, "--seed", "2", typed=("set mps 250 80",))
    assert result.exit_code == 0
    assert "Corrected: Government MPs M 270 / P 60 -> M 250 / P 80" in out
    game = last_autosave(home)
    assert (game.state.moderates, game.state.partisans) == (250, 80)
    assert game.state.round == 5


def test_a_bad_position_file_is_one_line(keys, home, tmp_path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text((Path(EXAMPLE).read_text(encoding="utf-8")).replace("standing: 7", "standing: 70"), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--position", str(bad), "--as", "Peel"], catch_exceptions=False)
    assert result.exit_code == 2
    assert "seats[1].standing: 70 is not a whole number from 5 to 14 on the Prime Minister mat" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_tab_completes_set_word_by_word() -> None:
    game = game_from_position(load_position(EXAMPLE), standard_components(), seed=1)
    lines = dict(set_lines(game, "set stan"))
    assert "set standing " in lines
    lines = dict(set_lines(game, "set standing Sir"))
    assert lines == {"set standing Sir Robert Peel ": "now 7"}
    lines = dict(set_lines(game, "set sector Gentry l"))
    assert lines == {"set sector Gentry liberal ": "now 5 (boxes 1, 3, 5, 7, 9, 11, 13, 16)"}
    assert "set bill 1 " in dict(set_lines(game, "set bill"))


def test_at_a_table_undo_takes_back_a_correction(keys, home) -> None:
    _, out = run(keys, "assist", "--position", EXAMPLE, "--seed", "2", typed=("set favour Russell 5", "undo"))
    assert "Corrected: Earl Russell Favour 2 -> 5" in out
    assert 'Undone: Table: set favour "Earl Russell" 5' in out
    assert seat(last_autosave(home), "Russell").favour == 2
