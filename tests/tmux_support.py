"""A real terminal for the tmux tests: one tmux server on a socket in tmp_path, running an
installed command (`prime-minister` unless told another, such as `electioneer`) in one
window, read like a person reads the screen.

Waits poll the screen every `POLL` seconds until `TIMEOUT`, which the environment can raise
on a slow or loaded machine (`PRIME_MINISTER_TMUX_TIMEOUT`, seconds; a whole game gets
`GAME_TIMEOUTS` times as long).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, TypeVar

import pytest

POLL = 0.05  # seconds between looks at the screen
TIMEOUT = float(os.environ.get("PRIME_MINISTER_TMUX_TIMEOUT", "90"))  # for one thing to show
GAME_TIMEOUTS = 4  # a whole game played out: this many TIMEOUTs

T = TypeVar("T")


def command(name: str = "prime-minister") -> str:
    """The installed command `name`: the one beside this Python (the virtualenv's), else on the PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        pytest.skip(f"{name} is not installed (pip install -e .)")
    return found


class Terminal:
    """One tmux server on a socket in tmp_path, one `width` x `height` window, running the
    installed `program`, whose saves go to `tmp_path/home` (the folder `home_env` names).

    `is_prompt(line)` tells the session's prompt lines: `mark` starts new output at the last
    one, and `listed` stops reading the `?` table at one.
    """

    def __init__(
        self,
        tmp_path: Path,
        is_prompt: Callable[[str], bool],
        *,
        width: int = 120,
        height: int = 40,
        history: int = 2000,
        program: str = "prime-minister",
        home_env: str = "PRIME_MINISTER_HOME",
    ) -> None:
        self.socket = str(tmp_path / "tmux.sock")
        self.home = tmp_path / "home"
        self.program = program
        self.env = {**os.environ, home_env: str(self.home)}
        self.env.pop("PRIME_MINISTER_DECKS", None)
        # tmux answers the cursor-position question; with PROMPT_TOOLKIT_NO_CPR set (as the
        # pexpect tests and bench/ set it) prompt_toolkit draws no toolbar (docs/testing.md)
        self.env.pop("PROMPT_TOOLKIT_NO_CPR", None)
        self.is_prompt = is_prompt
        self.size = (str(width), str(height))
        self.history = history

    def tmux(self, *args: str) -> str:
        return subprocess.run(
            ["tmux", "-S", self.socket, *args], check=True, capture_output=True, text=True, env=self.env
        ).stdout

    def start(self, *args: str) -> None:
        line = " ".join([command(self.program), *args])
        deadline = time.monotonic() + TIMEOUT
        while True:  # a server just killed on this socket may still be going away
            try:
                self.tmux(
                    "new-session", "-d", "-x", self.size[0], "-y", self.size[1], f"{line}; echo [exit=$?]; sleep 60"
                )
                return
            except subprocess.CalledProcessError:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(POLL)

    def begin(self) -> None:
        """On a short terminal the banner waits for Enter before the game goes on (so it can
        be read): press it once it asks."""
        text = self.wait_for(r"^Press Enter to begin > ?$")
        after = text.rindex("Press Enter to begin") + len("Press Enter to begin >")
        self.key("Enter")
        self.wait_for(r"\n\S", after=after)  # the game has gone on below it

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-J", "-S", f"-{self.history}")

    def mark(self) -> int:
        """Where new output will start: the beginning of the last prompt line (the lines
        below it, blank ones and the toolbar, get written over)."""
        lines = self.screen().splitlines()
        # an empty prompt line ends without its space: the screen keeps no trailing blanks
        at = next((i for i in range(len(lines) - 1, -1, -1) if self.is_prompt(lines[i] + " ")), None)
        if at is None:
            at = max((i for i, line in enumerate(lines) if line.strip()), default=0)
        return len("\n".join(lines[:at]))

    def type(self, text: str, enter: bool = True) -> None:
        if text:  # `--`: a text beginning with `-` (a negative number) is typed, not read as an option
            self.tmux("send-keys", "-l", "--", text)
        if enter:
            self.tmux("send-keys", "Enter")

    def key(self, name: str) -> None:
        self.tmux("send-keys", name)

    def poll(self, find: Callable[[str], T | None], what: str, timeout: float | None = None) -> T:
        """Look at the screen every POLL seconds until `find(screen)` answers something."""
        timeout = TIMEOUT if timeout is None else timeout
        deadline = time.monotonic() + timeout
        while True:
            found = find(self.screen())
            if found is not None:
                return found
            if time.monotonic() >= deadline:
                raise AssertionError(f"{what} within {timeout:.0f}s; screen:\n{self.screen()[-3000:]}")
            time.sleep(POLL)

    def wait_for(self, pattern: str, timeout: float | None = None, after: int = 0) -> str:
        """Wait until `pattern` (a regex) shows past `after` characters of the history."""
        return self.poll(
            lambda text: text if re.search(pattern, text[after:], re.MULTILINE) else None,
            f"{pattern!r} did not show",
            timeout,
        )

    def listed(self) -> list[str]:
        """Ask `?` and read the choices it lists, once the prompt is drawn again below them:
        keys sent before that are echoed by the terminal into the output (a typed line run
        into the list's lines), not typed at the prompt. The list is a table (the choices in
        its first column) or, where a table would not fit the screen, the choices alone in
        columns (`companion.choices_list`), read down each column."""
        mark = self.mark()
        self.type("?")

        def below(text: str) -> list[str] | None:
            lines = text[mark:].splitlines()
            # the line `?` was typed on (a card typed unseen shows it as `*`): a prompt once it is taken off
            asked = next(
                (
                    i
                    for i, line in enumerate(lines)
                    if line.rstrip().endswith(("> ?", "> *")) and self.is_prompt(line.rstrip()[:-1])
                ),
                None,
            )
            if asked is None:
                return None
            again = next((i for i in range(asked + 1, len(lines)) if self.is_prompt(lines[i] + " ")), None)
            return lines[asked + 1 : again] if again is not None else None

        rows = self.poll(below, "the prompt again after the ? list")
        rule = next((i for i, row in enumerate(rows) if row.strip().startswith("\u2500")), None)
        if rule is None:  # the title, the choices (`choice · what it would do`) in columns, how to read them in full
            grid = [
                [cell.split(" \u00b7 ")[0] for cell in re.split(r"\s{3,}", row.strip())]
                for row in rows[1:]
                if row.strip() and not row.startswith(("? WORD", "... and "))
            ]
            return [row[col] for col in range(max(map(len, grid), default=0)) for row in grid if col < len(row)]
        choices = []
        for row in rows[rule + 1 :]:
            if not row.strip():
                break
            if row[:2].strip():  # a row of its own, not a wrapped description
                choices.append(re.split(r"\s{2,}", row.strip())[0])
        return choices

    def close(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True, env=self.env)
