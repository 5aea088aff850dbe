"""Every command reports bad input the same way (docs/cli.md): one `Error:` line on
stderr, exit status 2, nothing else; control characters never reach the terminal."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from companion.cli import main
from house.console import printable


@pytest.mark.parametrize(
    "args",
    [
        ["--bogus"],
        ["nope"],
        ["play", "--players", "9"],
        ["play", "--seed", "x"],
        ["resume", "--nope"],
        ["odds", "vote"],
        ["odds", "vote", "abc"],
        ["cards", "show"],
        ["cards", "nope"],
        ["simulate", "--games", "0"],
        ["assist", "--players", "7"],
    ],
)
def test_a_usage_error_is_one_error_line(args):
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error: ")
    assert "Usage:" not in result.output


def test_an_escape_sequence_in_an_argument_is_written_out():
    result = CliRunner().invoke(main, ["cards", "show", "\x1b[31mred\x07"], catch_exceptions=False)
    assert result.exit_code == 2
    assert "\x1b" not in result.stderr and "\x07" not in result.stderr
    assert "\\x1b" in result.stderr


def test_printable_keeps_text_and_writes_out_controls():
    assert printable("Earl of Derby") == "Earl of Derby"
    assert printable("a\x1b[2Jb\x9b") == "a\\x1b[2Jb\\x9b"
    assert printable("two\nlines") == "two lines"


@pytest.mark.parametrize("args", [["odds", "vote", "9" * 5000], ["play", "--seed", "9" * 5000], ["resume", "x" * 5000]])
def test_a_huge_argument_is_not_echoed_whole(args):
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code in (1, 2)
    assert len(result.stderr) < 400 and result.stderr.startswith("Error: ")
