"""`position FILE` replaces only a position of this game (as `save NAME` replaces only a save
of this game): a decks file, a person's own YAML, a folder, or a position of another table
is left as it was, with one line saying so, and the session goes on."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.position import load_position

from tests.test_corrections_session import EXAMPLE, run


@pytest.mark.parametrize("kind", ["decks", "own", "other-game", "binary"])
def test_a_file_that_is_not_a_position_of_this_game_is_left_alone(keys, home, tmp_path, kind):
    target = tmp_path / "keep.yaml"
    if kind == "decks":
        shutil.copy(_decks_file(), target)
    elif kind == "own":
        target.write_text("shopping: [eggs, milk]\n", encoding="utf-8")
    elif kind == "other-game":
        target.write_text(
            Path(EXAMPLE).read_text(encoding="utf-8").replace("Earl of Derby", "Duke of Wellington"), encoding="utf-8"
        )
    else:
        target.write_bytes(b"\xff\xfe\x00binary")
    before = target.read_bytes()
    _, out = run(
        keys,
        "play",
        "--position",
        EXAMPLE,
        "--as",
        "Peel",
        "--seed",
        "5",
        typed=(f"position {target}", "set cubes Russell 4"),
    )
    assert target.read_bytes() == before
    flat = " ".join(out.split())
    assert "left alone: choose another name" in flat and "Position written to" not in flat
    assert "Corrected" in flat  # the session went on


def test_a_position_of_this_game_is_brought_up_to_date(keys, home, tmp_path):
    target = tmp_path / "now.yaml"
    run(keys, "play", "--position", EXAMPLE, "--as", "Peel", "--seed", "5", typed=(f"position {target}",))
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
    assert next(s for s in load_position(target)["seats"] if s["politician"] == "Earl Russell")["cubes"] == 4


def _decks_file():
    from engine.deck_folder import default_decks_dir

    return default_decks_dir(None) / "events.yaml"
