"""The installed `prime-minister play` / `resume` in a real terminal (tmux), as a person
uses it: start, answer several decisions, undo, save, quit, resume, and a finished game.

The driver reads the screen like a person: it answers whatever decision is shown with the
first choice `?` lists (or `end` for an action turn), so the tests hold whatever the
Clockwork decides. Skipped only where tmux is not installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PROMPT = re.compile(r"^(?P<who>.+) \u00b7 (?P<kind>[a-z ]+)> ?$")
PROMPT_LINE = re.compile(r" \u00b7 [a-z ]+> |\)> ")  # the session's prompt, or the party question


def command() -> str:
    beside = Path(sys.executable).with_name("prime-minister")
    found = str(beside) if beside.exists() else shutil.which("prime-minister")
    if not found:
        pytest.skip("prime-minister is not installed (pip install -e .)")
    return found


class Terminal:
    """One tmux server on a socket in tmp_path, one 120x40 window."""

    def __init__(self, tmp_path: Path) -> None:
        self.socket = str(tmp_path / "tmux.sock")
        self.home = tmp_path / "home"
        self.env = {**os.environ, "PRIME_MINISTER_HOME": str(self.home)}
        self.env.pop("PRIME_MINISTER_DECKS", None)

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-S", self.socket, *args], check=True, capture_output=True, text=True, env=self.env).stdout

    def start(self, *args: str) -> None:
        line = " ".join([command(), *args])
        for attempt in range(20):  # a server just killed on this socket may still be going away
            try:
                self.tmux("new-session", "-d", "-x", "120", "-y", "40", f"{line}; echo [exit=$?]; sleep 60")
                return
            except subprocess.CalledProcessError:
                if attempt == 19:
                    raise
                time.sleep(0.1)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-J", "-S", "-2000")

    def mark(self) -> int:
        """Where new output will start: the beginning of the last prompt line (the lines
        below it, blank ones and the toolbar, get written over)."""
        lines = self.screen().splitlines()
        at = next((i for i in range(len(lines) - 1, -1, -1) if PROMPT_LINE.search(lines[i])), None)
        if at is None:
            at = max((i for i, line in enumerate(lines) if line.strip()), default=0)
        return len("\n".join(lines[:at]))

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-l", text)
        self.tmux("send-keys", "Enter")

    def key(self, name: str) -> None:
        self.tmux("send-keys", name)

    def wait_for(self, pattern: str, timeout: float = 30, after: int = 0) -> str:
        """Wait until `pattern` (a regex) shows past `after` characters of the history."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if re.search(pattern, text[after:], re.MULTILINE):
                return text
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} did not show within {timeout}s; screen:\n{self.screen()[-3000:]}")

    def prompt(self, after: int = 0, timeout: float = 30) -> tuple[str, str]:
        """Wait for the session's prompt (an empty input line); its decision kind and the screen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            lines = [line.rstrip() for line in text[after:].splitlines() if line.strip()]
            prompts = [PROMPT.match(line) for line in lines[-3:]]
            found = [m for m in prompts if m]
            if found:
                return found[-1]["kind"], text
            time.sleep(0.05)
        raise AssertionError(f"no prompt within {timeout}s; screen:\n{self.screen()[-3000:]}")

    def listed(self) -> list[str]:
        """Ask `?` and read the choices from the first column of the table it prints."""
        mark = self.mark()
        self.type("?")
        text = self.wait_for(r"What it would do", after=mark)
        rows = text[mark:].split("What it would do", 1)[1].splitlines()
        rule = next(i for i, row in enumerate(rows) if row.strip().startswith("\u2500"))
        choices = []
        for row in rows[rule + 1:]:
            if not row.strip() or PROMPT.match(row.rstrip()):
                break
            if row[:2].strip():  # a row of its own, not a wrapped description
                choices.append(re.split(r"\s{2,}", row.strip())[0])
        return choices

    def close(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True, env=self.env)


@pytest.fixture
def term(tmp_path: Path):
    terminal = Terminal(tmp_path)
    yield terminal
    terminal.close()


def answer(term: Terminal, kind: str) -> str:
    """Answer the decision on screen as a hurried person would."""
    choice = "end" if kind == "action" else term.listed()[0]
    term.type(choice)
    return choice


def test_play_several_turns_undo_save_and_resume(term: Terminal):
    term.start("play", "--seed", "11")
    term.wait_for(r"Which party do you play\?")
    term.type("lib")
    kind, screen = term.prompt()
    assert "(Liberal), Prime Minister, seat" in screen
    assert "Sectors" in screen and "VP pools" in screen  # the board before the first decision

    # an entry that is not a choice: one line, the same prompt again
    mark = term.mark()
    term.type("fly to the moon")
    term.wait_for(r"^Error: 'fly to the moon' is not a legal choice here", after=mark)
    assert term.prompt(after=mark)[0] == kind

    # several decisions, whatever they are, until the person has taken an action turn
    undone = refused = False
    for _ in range(60):
        mark = term.mark()
        kind, _ = term.prompt(after=mark)
        if kind == "action" and not undone:
            # take an action back: a Campaign or a Debate reveals no card
            choice = next((c for c in term.listed() if c.startswith(("campaign", "debate"))), "")
            if choice:
                term.type(choice)
                term.wait_for(re.escape(f"(you): {choice}"), after=mark)
                term.type("undo")
                term.wait_for(re.escape(f"Undone: {choice}"), after=mark)
                undone = True
                continue
        if kind == "draw bill" and not refused:
            term.type("draw cross-party")
            term.wait_for(r"\(you\): draw cross-party", after=mark)
            term.type("undo")
            term.wait_for(r"Error: cannot undo draw cross-party: a card has been revealed since", after=mark)
            refused = True
            continue
        answer(term, kind)
        term.wait_for(r"\(you\): ", after=mark)
        if undone and "Round 2" in term.screen()[mark:]:
            break
    assert undone and refused
    assert "why: " in term.screen()  # the Clockwork's moves come with their reasons

    mark = term.mark()
    term.type("save tmux")
    term.wait_for(r"Saved as tmux", after=mark)
    kind, _ = term.prompt(after=mark)
    term.key("C-d")
    term.wait_for(r"The game is autosaved", after=mark)
    term.type("")
    term.wait_for(r"\[exit=0\]", after=mark)
    term.close()

    term.start("resume", "tmux")
    screen = term.wait_for(r"Resumed: standard, 2 players, seed 11 \(save tmux\)")
    assert term.prompt()[0] == kind
    term.type("quit")
    term.wait_for(r"\[exit=0\]")


def test_ctrl_c_does_not_end_the_game(term: Terminal):
    term.start("play", "--seed", "3", "--as", "1")
    term.prompt()
    term.key("C-c")
    term.wait_for(r"Ctrl-C does not leave the game")
    term.type("board")
    term.wait_for(r"Sectors")
    term.type("quit")
    term.wait_for(r"\[exit=0\]")


def test_a_whole_game_with_a_fixed_seed_ends_with_scores_and_a_chart(term: Terminal):
    term.start("play", "--seed", "7", "--as", "1", "--autoplay")
    screen = term.wait_for(r"\[exit=0\]", timeout=120)
    assert "Game over" in screen
    assert "Final scores" in screen
    assert "VP by round" in screen and " 100 |" in screen
    assert "Prime Minister with 100 VP" in screen or "wins" in screen
