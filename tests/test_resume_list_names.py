"""`resume --list` shows every save's name with its control characters written out: a file
named with a terminal escape (an OSC title, a screen clear) never reaches the terminal raw."""

from __future__ import annotations

import io
import re

from click.testing import CliRunner
from rich.console import Console

from companion.cli import main

from tests.test_saves_untrusted import a_game, write

ESCAPES = "\x1b]0;pwned\x07\x1b[2J"


def test_save_names_with_escape_sequences_are_listed_printably(home):
    write(home / "saves" / f"mine{ESCAPES}.json", a_game(20))
    (home / "autosave").mkdir(parents=True)
    (home / "autosave" / f"bad{ESCAPES}.json").write_text("{not json", encoding="utf-8")
    out = io.StringIO()
    console = Console(file=out, width=100, force_terminal=True)  # a real terminal's output, colours and all
    result = CliRunner().invoke(main, ["resume", "--list"], obj={"console": console})
    assert result.exit_code == 0, result.output
    text = re.sub(r"\x1b\[[0-9;]*m", "", out.getvalue())  # the console's own colours taken out
    assert "\x1b" not in text and "\x07" not in text  # nothing else reaches the terminal raw
    assert "mine\\x1b]0;pwned\\x07\\x1b[2J" in text and "bad\\x1b]0;pwned" in text
