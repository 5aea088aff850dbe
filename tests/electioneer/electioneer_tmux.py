"""The installed `electioneer` in a real 80x24 terminal (tmux), read like a person reads it:
the prompt, the `?` list, and answers typed. Built on tests/tmux_support.py."""

from __future__ import annotations

import re
from pathlib import Path

from tmux_support import Terminal

PROMPT = re.compile(r"^(?P<who>\S+) \u00b7 (?P<kind>[a-z ]+)> ?$|^election over> ?$")
PROMPT_LINE = re.compile(r" \u00b7 [a-z ]+> |\)> |^election over> ")  # the session's prompt, or a question


class ElectioneerTerminal(Terminal):
    """`electioneer` in an 80x24 window, saves in tmp_path/home."""

    def __init__(self, tmp_path: Path, width: int = 80, height: int = 24) -> None:
        super().__init__(
            tmp_path,
            lambda line: PROMPT_LINE.search(line) is not None,
            width=width,
            height=height,
            history=5000,
            program="electioneer",
            home_env="ELECTIONEER_HOME",
        )

    def visible(self) -> str:
        """The 24 rows on screen now (no history)."""
        return self.tmux("capture-pane", "-p")

    def prompt(self, after: int = 0, timeout: float | None = None) -> tuple[str, str]:
        """Wait for an empty session prompt past `after`; (its decision kind, the screen)."""

        def found(text: str) -> tuple[str, str] | None:
            lines = [line.rstrip() for line in text[after:].splitlines() if line.strip()]
            # the prompt is followed only by the toolbar (and the rows kept for Tab's menu)
            for line in lines[-2:]:
                match = PROMPT.match(line)
                if match:
                    return (match["kind"] or "over", text)
            return None

        return self.poll(found, "no prompt", timeout)

    def answer(self, text: str) -> int:
        """Type `text` at the prompt and wait for the next empty prompt; where the output starts."""
        mark = self.mark()
        self.type(text)
        self.poll(lambda screen: screen if _answered(screen[mark:], text) else None, f"no prompt after {text!r}")
        return mark

    def first_choice(self) -> str:
        """Ask `?` and read the first choice it lists."""
        mark = self.answer("?")
        lines = self.screen()[mark:].splitlines()
        title = next(i for i, line in enumerate(lines) if re.search(r"\(\d+ choices?\)$", line.rstrip()))
        first = lines[title + 1]
        if first.rstrip().endswith(" ..."):  # the word every choice begins with, said once above columns
            word = first.strip()[:-4]
            rest = re.split(r"\s{2,}", lines[title + 2].strip())[0]
            return f"{word} {rest}"
        return re.split(r"\s{2,}", first.strip())[0]


def _answered(text: str, typed: str) -> bool:
    """The line just typed has been taken (the first prompt past the mark holds it, or its
    beginning where the prompt wraps a long line), and a new empty prompt stands below it."""
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    taken = next((i for i, line in enumerate(lines) if PROMPT_LINE.search(line + " ")), None)
    if taken is None:
        return False
    entry = lines[taken].split("> ", 1)[1] if "> " in lines[taken] else ""
    if not typed.startswith(entry) or (typed.strip() and not entry):
        return False
    return any(PROMPT.match(line) for line in lines[taken + 1 :][-2:])
