"""`prime-minister odds` refuses a position the board cannot show, in one line naming the
value and what the board allows (issue 13, item 9)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from companion.cli import main


@pytest.mark.parametrize(
    "args, words",
    [
        (["election", "--projected", "325", "--favour-pm", "99"], ["--favour-pm 99", "Favour track (0 to 8)"]),
        (["election", "--projected", "325", "--favour-opp", "9"], ["--favour-opp 9", "0 to 8"]),
        (["election", "--projected", "325", "--government-mps", "0"], ["--government-mps 0", "from 10 to 650"]),
        (["election", "--projected", "0"], ["--projected 0", "11 to 647 seats"]),
        (["election", "--projected", "650"], ["--projected 650", "11 to 647 seats"]),
        (["election", "--lead", "500", "--leader", "liberal", "--government", "liberal"], ["--lead 500", "0 to 104"]),
        (["election", "--lead", "-3", "--leader", "liberal", "--government", "liberal"], ["--lead -3"]),
        (["by-election", "--projected", "0"], ["--projected 0", "11 to 647"]),
        (["by-election", "--projected", "325", "--government-mps", "0"], ["--government-mps 0"]),
        (["vote", "99990"], ["99990 projected Votes", "658 seats"]),
    ],
)
def test_an_impossible_position_is_one_line(args, words):
    result = CliRunner().invoke(main, ["odds", *args], catch_exceptions=False)
    assert result.exit_code == 2, result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ")
    for word in words:
        assert word in lines[0]
    assert result.stdout == ""


@pytest.mark.parametrize(
    "args",
    [
        ["election", "--projected", "325", "--favour-pm", "8", "--government-mps", "10"],
        ["election", "--projected", "11"],
        ["by-election", "--projected", "647", "--government-mps", "650"],
        ["vote", "350"],
    ],
)
def test_the_edges_of_the_board_are_answered(args):
    result = CliRunner().invoke(main, ["odds", *args, "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
