"""`prime-minister` as installed (companion/start.py): the cycle collector is paused while a
command starts and running again, with start-up's objects frozen, once the command is under
way; a program that only imports the commands keeps its collector as it was."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
AT_EXIT = (
    "import atexit, gc, sys; atexit.register(lambda: print('collector', gc.isenabled(), gc.get_freeze_count() > 0)); "
    "sys.argv[0] = 'prime-minister'; from companion.start import main; main()"
)


def test_the_installed_command_is_the_start() -> None:
    with open(ROOT / "pyproject.toml", "rb") as project:
        assert tomllib.load(project)["project"]["scripts"]["prime-minister"] == "companion.start:main"


def test_a_command_that_answers_runs_with_the_collector_back_on(tmp_path: Path) -> None:
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", AT_EXIT, "odds", "vote", "330"], capture_output=True, text=True, env=env
    ).stdout
    assert "9 of 18 cards (50.0%)" in out and out.splitlines()[-1] == "collector True True"


def test_a_game_starts_with_the_collector_back_on(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(tmp_path / "cache"), "PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm"}
    child = pexpect.spawn(
        sys.executable,
        ["-c", AT_EXIT, "play", "--seed", "1", "--as", "1"],
        env=env,
        encoding="utf-8",
        dimensions=(40, 120),
        timeout=60,
    )
    child.expect(r"\u00b7 [a-z ]+>")
    child.sendcontrol("d")
    # the second Ctrl-D once the question's prompt is up: sent between two prompts it would
    # reach a terminal in its line mode, which keeps it as an end of input no prompt reads
    child.expect(r"Save as \(Enter: just quit\)>")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert "collector True True" in child.before


def test_importing_the_commands_leaves_the_collector_alone() -> None:
    code = (
        "import gc; from click.testing import CliRunner; from companion.cli import main; "
        "CliRunner().invoke(main, ['odds', 'vote', '330']); print(gc.isenabled(), gc.get_freeze_count())"
    )
    assert subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.split() == [
        "True",
        "0",
    ]
