"""The smaller faults of issue 30: each said clearly or mended.

- `play < moves.txt` reads the file's lines as a pipe gives them;
- a position file that is not UTF-8 is named with the line and the field;
- a 5,000-digit number is one line of ours, never Python's own advice;
- `Autosave: PATH` is said only once the folder has been written to;
- temporaries a killed writer left in the data folder are removed when a session starts;
- a key given twice in a decks file is refused, not the later one silently kept.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

from click.testing import CliRunner

from companion.cli import main
from engine.deck_folder import default_decks_dir

from tests.test_play_session import START, run

COMMAND = [sys.executable, "-c", "from companion.start import main; main()"]


def test_play_reads_a_files_lines_as_a_pipe_gives_them(home, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("draw c\nquit\n", encoding="utf-8")
    env = {**os.environ, "PRIME_MINISTER_HOME": str(home)}
    with open(moves, "rb") as stdin:
        done = subprocess.run(
            [*COMMAND, "play", *START], stdin=stdin, capture_output=True, text=True, env=env, timeout=120
        )
    piped = subprocess.run(
        [*COMMAND, "play", *START], input="draw c\nquit\n", capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "Left the game; it is saved" in done.stdout and "Save it under a name too?" not in done.stdout
    assert "draw bill> quit" in done.stdout and "draw bill> quit" in piped.stdout  # the file's lines, as a pipe's


def play_position(keys, path):
    result, out = run(keys, "play", "--position", str(path), "--as", "Peel", "--seed", "5")
    return result


def test_a_position_file_not_in_utf8_names_the_file_line_and_field(keys, home, tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes("round: 3\nseats:\n- politician: Sir Robert Peel\n  note: caf\xe9\n".encode("latin-1"))
    result = play_position(keys, path)
    assert result.exit_code == 2
    assert result.stderr.strip() == f"Error: {path}: not UTF-8 text at line 4 (field note), byte 57"


def test_a_5000_digit_number_in_a_position_is_one_line_of_ours(keys, home, tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text("round: " + "9" * 5000 + "\n", encoding="utf-8")
    result = play_position(keys, path)
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert lines == [f"Error: {path}: a number too long to read (over 4,300 digits)"]


def test_autosave_is_said_only_once_the_folder_is_written_to(keys, home):
    home.mkdir(parents=True)
    (home / "autosave").write_text("not a folder", encoding="utf-8")
    _, out = run(keys, "play", *START, typed=("quit", "quit"), end="")
    flat = " ".join(out.split())
    assert "Autosave: none," in flat and "cannot be written" in flat and "save PATH.json" in flat
    assert f"Autosave: {home}" not in flat
    (home / "autosave").unlink()  # a folder that can be written: its path
    _, out = run(keys, "play", *START)
    compact = "".join(out.split())
    assert f"Autosave:{home / 'autosave'}/" in compact and "Autosave:none" not in compact


def test_stale_temporaries_are_removed_when_a_session_starts(keys, home):
    folders = [home / "saves", home / "autosave", home / "finished"]
    old, fresh = [], []
    for folder in folders:
        folder.mkdir(parents=True)
        stale = folder / ".game.json.k3j2.tmp"
        stale.write_text("half a save", encoding="utf-8")
        os.utime(stale, (time.time() - 7200, time.time() - 7200))
        old.append(stale)
        recent = folder / ".other.json.x1y2.tmp"
        recent.write_text("a writer at work", encoding="utf-8")
        fresh.append(recent)
    run(keys, "play", *START)
    assert not any(path.exists() for path in old)
    assert all(path.exists() for path in fresh)  # perhaps another session's, being written now


def test_a_key_given_twice_in_a_decks_file_is_refused(tmp_path):
    decks = tmp_path / "decks"
    shutil.copytree(default_decks_dir(None), decks)
    text = (decks / "board.yaml").read_text(encoding="utf-8")
    (decks / "board.yaml").write_text(
        text + "\nvictory: 99\n" if "\nvictory:" in text else text + "\nmats: []\n", encoding="utf-8"
    )
    result = CliRunner().invoke(main, ["--decks", str(decks), "cards", "check"])
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "decks/board.yaml" in lines[0] and "is given twice" in lines[0], lines
