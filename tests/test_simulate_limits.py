"""`simulate --jobs` and `--games` have limits, each said in one line before any game."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from companion import simulation_tally
from companion.cli import main


@pytest.mark.parametrize(
    "option, value, words",
    [
        ("--jobs", "9223372036854775807", "1<=x<=256"),
        ("--jobs", "0", "1<=x<=256"),
        ("--games", "100000000000000000000", "1<=x<=1000000000"),
        ("--games", "1e20", "--games"),
        ("--games", "9" * 5000, "--games"),
    ],
)
def test_an_option_past_its_limit_is_one_line(monkeypatch, option, value, words):
    monkeypatch.setattr(simulation_tally, "play_one", lambda spec: pytest.fail("a game was started"))
    result = CliRunner().invoke(main, ["simulate", "--seats", "random", option, value])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("Error: ") and words in lines[0], lines
    assert "int_max_str_digits" not in result.output and len(lines[0]) < 300
