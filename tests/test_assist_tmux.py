"""The installed `prime-minister assist` in a real terminal (tmux), as a table uses it: a
Clockwork seat's instructions with their reasons, hidden cards typed unseen, a wrong card
name refused with the same question again, a card completed with Tab, save, quit and
resume at the table.

The driver reads the screen like a person: at a card question it types the first card `?`
lists; at a decision of its own seat it takes the first choice (or `end`). Skipped only
where tmux is not installed.
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

QUESTION = re.compile(r"^(?P<question>Which .+\?) > ?(?P<typed>.*)$")  # a card drawn at the table
DECISION = re.compile(r"^(?P<who>.+) \u00b7 (?P<kind>[a-z ]+)> ?$")  # a seat's decision


def command() -> str:
    beside = Path(sys.executable).with_name("prime-minister")
    found = str(beside) if beside.exists() else shutil.which("prime-minister")
    if not found:
        pytest.skip("prime-minister is not installed (pip install -e .)")
    return found


class Terminal:
    """One tmux server on a socket in tmp_path, one 130x45 window."""

    def __init__(self, tmp_path: Path) -> None:
        self.socket = str(tmp_path / "tmux.sock")
        self.env = {**os.environ, "PRIME_MINISTER_HOME": str(tmp_path / "home")}
        self.env.pop("PRIME_MINISTER_DECKS", None)

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-S", self.socket, *args], check=True, capture_output=True, text=True, env=self.env).stdout

    def start(self, *args: str) -> None:
        line = " ".join([command(), *args])
        for attempt in range(20):  # a server just killed on this socket may still be going away
            try:
                self.tmux("new-session", "-d", "-x", "130", "-y", "45", f"{line}; echo [exit=$?]; sleep 60")
                return
            except subprocess.CalledProcessError:
                if attempt == 19:
                    raise
                time.sleep(0.1)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-J", "-S", "-3000")

    def mark(self) -> int:
        """Where new output will start: the beginning of the last prompt line."""
        lines = self.screen().splitlines()
        at = next((i for i in range(len(lines) - 1, -1, -1) if QUESTION.match(lines[i]) or DECISION.match(lines[i].rstrip())), None)
        if at is None:
            at = max((i for i, line in enumerate(lines) if line.strip()), default=0)
        return len("\n".join(lines[:at]))

    def type(self, text: str, enter: bool = True) -> None:
        self.tmux("send-keys", "-l", text)
        if enter:
            self.tmux("send-keys", "Enter")

    def key(self, name: str) -> None:
        self.tmux("send-keys", name)

    def wait_for(self, pattern: str, timeout: float = 30, after: int = 0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if re.search(pattern, text[after:], re.MULTILINE):
                return text
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} did not show within {timeout}s; screen:\n{self.screen()[-3000:]}")

    def prompt(self, after: int = 0, timeout: float = 30) -> "re.Match[str]":
        """Wait for an empty prompt: a card question or a seat's decision."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = [line.rstrip() for line in self.screen()[after:].splitlines() if line.strip()]
            for line in lines[-3:]:
                found = QUESTION.match(line)
                if found and not found["typed"]:
                    return found
                found = DECISION.match(line)
                if found:
                    return found
            time.sleep(0.05)
        raise AssertionError(f"no prompt within {timeout}s; screen:\n{self.screen()[-3000:]}")

    def listed(self) -> list[str]:
        """Ask `?` and read the first column of the table it prints."""
        mark = self.mark()
        self.type("?")
        text = self.wait_for(r"What it would do", after=mark)
        rows = text[mark:].split("What it would do", 1)[1].splitlines()
        rule = next(i for i, row in enumerate(rows) if row.strip().startswith("\u2500"))
        choices = []
        for row in rows[rule + 1:]:
            if not row.strip() or QUESTION.match(row) or DECISION.match(row.rstrip()):
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


def test_a_table_with_a_clockwork_seat_types_its_cards_saves_and_resumes(term: Terminal):
    term.start("assist", "--politicians", "gladstone,disraeli", "--clockwork", "2", "--seed", "3")
    term.wait_for(r"Table-side helper: standard, 2 players, Clockwork seed 3")
    asked = term.prompt()
    screen = term.screen()
    assert asked["question"].endswith("did Benjamin Disraeli draw?")  # the Clockwork drew a bill: the table types it
    assert "Clockwork \u25ba on the board: draw " in screen and "    why: Disraeli" in screen
    assert "Hidden card: Benjamin Disraeli is a Clockwork seat" in screen
    assert "VP pools" in screen and "Government MPs" in screen
    assert "Election now: PM keeps office" in screen  # the toolbar: the odds always in view

    # a name not in that deck: one line, the same question again
    mark = term.mark()
    term.type("zebra crossing")
    term.wait_for(r"^Error: that is not a .+ that can come up now", after=mark)
    assert term.prompt(after=mark)["question"] == asked["question"]

    # every card the table draws, typed, up to a public card of the PM's
    completed = ""
    for _ in range(40):
        mark = term.mark()
        found = term.prompt(after=mark)
        if "question" in found.groupdict() and found["question"]:
            cards = term.listed()
            if found["question"].endswith("did W.E. Gladstone draw?"):
                card = cards[0]
                term.type(card[:-2].lower(), enter=False)  # Tab completes the name
                term.key("Tab")
                term.wait_for(re.escape(card) + r"\s*$", after=mark)
                term.key("Enter")
                term.wait_for(r"bill for W\.E\. Gladstone: " + re.escape(card), after=mark)
                completed = card
                break
            term.type(cards[0])
            term.wait_for(r"recorded, hidden", after=mark)
            continue
        if found["kind"] == "draw bill":
            term.type("draw cross-party")
        else:
            term.type("end" if found["kind"] == "action" else term.listed()[0])
        term.wait_for(re.escape(found["who"]) + ": ", after=mark)
    assert completed

    mark = term.mark()
    term.type("save tmux")
    term.wait_for(r"Saved as tmux", after=mark)
    where = term.prompt(after=mark).group(0)
    term.type("quit")
    term.wait_for(r"\[exit=0\]", after=mark)
    term.close()

    term.start("resume", "tmux")
    term.wait_for(r"Resumed at the table: standard, 2 players, Clockwork seed 3 \(save tmux\)")
    assert term.prompt().group(0) == where
    term.type("quit")
    term.wait_for(r"\[exit=0\]")
