"""Two sessions of one game never lose moves: while a session has a game open (`play`,
`assist`, `resume ID`) a second `resume ID` is refused in one line naming the session, and
the game's moves are all in its autosave; a session ended any way (quit, kill -9) lets the
game go, so it is never locked for good."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.game_lock import GameLock, GameOpenError
from companion.saves import SaveStore

from tests.test_play_session import run
from tests.test_saves_untrusted import a_game, one_error_line, resume, write

COMMAND = [sys.executable, "-c", "from companion.start import main; main()"]


def start_session(home: Path, *args: str) -> subprocess.Popen:
    """A real session in its own process, reading its lines from a pipe we keep open."""
    env = {**os.environ, "PRIME_MINISTER_HOME": str(home), "COLUMNS": "100"}
    session = subprocess.Popen(
        [*COMMAND, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True
    )
    lock = home / "autosave" / "g1.lock"
    deadline = time.monotonic() + 60
    while not (lock.exists() and lock.read_text().strip() == str(session.pid)):
        assert session.poll() is None, session.communicate()
        assert time.monotonic() < deadline, "the session did not open the game"
        time.sleep(0.1)
    return session


def choices(home: Path) -> list:
    return json.loads((home / "autosave" / "g1.json").read_text(encoding="utf-8"))["choices"]


def test_a_second_session_of_an_open_game_is_refused_and_no_move_is_lost(home, keys):
    write(home / "autosave" / "g1.json", a_game(30))
    first = start_session(home, "resume", "g1")
    try:
        first.stdin.write("set vp Gladstone 7\n")  # a move of the session that has the game: a correction, logged
        first.stdin.flush()
        deadline = time.monotonic() + 60
        while not any("Correct" in json.dumps(c) for c in choices(home)):
            assert time.monotonic() < deadline, "the open session's move was not saved"
            time.sleep(0.1)
        moves = choices(home)
        line = one_error_line(resume("g1"))  # another session of the same game
        assert "open in another session" in line and str(first.pid) in line
        assert choices(home) == moves  # nothing of the open session's moves lost or overwritten
        out, err = first.communicate("quit\n", timeout=60)
        assert first.returncode == 0, err
        assert "it is saved" in out
    finally:
        if first.poll() is None:
            first.kill()
    assert not (home / "autosave" / "g1.lock").exists()  # let go on quit
    result, screen = run(keys, "resume", "g1")  # now the game opens again, the earlier session's move in it
    assert result.exit_code == 0, result.stderr
    assert any("Correct" in json.dumps(c) for c in choices(home))
    assert len(choices(home)) >= len(moves)


def test_a_session_killed_lets_the_game_go(home, keys):
    write(home / "autosave" / "g1.json", a_game(30))
    first = start_session(home, "resume", "g1")
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    assert (home / "autosave" / "g1.lock").exists()  # left behind by the killed process
    result, _ = run(keys, "resume", "g1")
    assert result.exit_code == 0, result.stderr  # the system let the lock go with the process


def test_the_lock_is_held_once_and_taken_again_after_release(home):
    store = SaveStore()
    lock = GameLock.take(store, "g1")
    assert lock.held
    with pytest.raises(GameOpenError, match=rf"game g1 is open in another session \(process {os.getpid()}\)"):
        GameLock.take(store, "g1")
    lock.release()
    again = GameLock.take(store, "g1")
    assert again.held
    again.release()


def test_a_lock_file_left_with_a_pid_that_is_gone_does_not_lock_the_game(home):
    store = SaveStore()
    store.autosave_dir.mkdir(parents=True)
    (store.autosave_dir / "g1.lock").write_text("999999999\n", encoding="utf-8")
    lock = GameLock.take(store, "g1")
    assert lock.held
    lock.release()


def test_a_link_in_the_locks_place_does_not_let_a_second_session_in(home, tmp_path):
    store = SaveStore()
    store.autosave_dir.mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere.lock"
    (store.autosave_dir / "g1.lock").symlink_to(elsewhere)
    lock = GameLock.take(store, "g1")
    assert lock.held and not (store.autosave_dir / "g1.lock").is_symlink() and not elsewhere.exists()
    with pytest.raises(GameOpenError):
        GameLock.take(store, "g1")
    lock.release()
