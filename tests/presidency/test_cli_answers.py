"""`presidency odds ...` and `presidency treasury`: the answers a player reads, the JSON a
program reads (a list of outcomes, each with its chance from 0 to 1), one-line errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from presidency.app.cli import main


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def as_json(*args: str) -> Any:
    result = invoke(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_outrage_json_is_a_list_of_outcomes_with_chances() -> None:
    got = as_json("odds", "outrage", "--active", "3", "--modifier", "2")
    assert [(o["totals"], o["popularity_lost"], o["exact"]) for o in got] == [
        ("7 or less", 0, "1/3"),
        ("8-9", 1, "1/3"),
        ("10", 2, "1/6"),
        ("11+", 2, "1/6"),
    ]
    assert sum(o["chance"] for o in got) == pytest.approx(1)
    assert all(0 <= o["chance"] <= 1 for o in got)


def test_outrage_in_words() -> None:
    result = invoke("odds", "outrage", "--active", "3", "--modifier", "2")
    assert "popularity lost 4 in 6 (66.7%)" in result.stdout
    assert all(len(line) <= 80 for line in result.stdout.splitlines())


def test_crisis_at_minus_340() -> None:
    got = as_json("odds", "crisis", "--reserves", "-340")
    assert got[0] == {
        "totals": "-1 or less",
        "effect": "monetary collapse: the game ends",
        "support_lost": 0,
        "popularity_lost": 0,
        "collapse": True,
        "line": 105,
        "faces": [1, 2],
        "chance": pytest.approx(1 / 3),
        "exact": "1/3",
    }
    assert "monetary collapse 2 in 6 (33.3%)" in invoke("odds", "crisis", "--reserves", "-340").stdout


def test_crisis_without_a_roll() -> None:
    got = as_json("odds", "crisis", "--reserves", "-100")
    assert len(got) == 1 and got[0]["chance"] == 1 and not got[0]["collapse"]


def test_speech_and_whip() -> None:
    speech = as_json("odds", "speech", "--extra", "3")
    assert sum(o["chance"] for o in speech if o["popularity"]) == pytest.approx(4 / 6)
    assert "Extra  Cost" in invoke("odds", "speech").stdout
    whip = as_json("odds", "whip")
    assert [(o["support"], o["exact"]) for o in whip] == [(0, "1/3"), (1, "1/2"), (2, "1/6")]


def test_treasury_three_steps_shown_in_order() -> None:
    text = invoke("treasury", "--reserves", "-3", "--revenue", "-4").stdout
    assert text.splitlines()[:3] == [
        "1. Adjust reserves by the revenue: -3 - 4 = -7.",
        "2. Interest: -7 x 3 / 10 = -2.1, rounded down to -3: pay 3, reserves -10.",
        "3. Effects: none, reserves of -10 are not below -100.",
    ]
    got = as_json("treasury", "--reserves", "-300", "--revenue", "-40")
    assert [s["reserves"] for s in got["steps"][:2]] == [-340, -442]
    assert got["steps"][2]["hundreds"] == 4
    assert got["crisis"][0]["collapse"] and got["crisis"][0]["exact"] == "1/2"


@pytest.mark.parametrize(
    "args,line",
    [
        (["odds", "outrage", "--active", "-1"], "Error: --active -1: a count of active taxes is 0 or more"),
        (
            ["odds", "outrage", "--active", "x"],
            "Error: Invalid value for '--active': 'x' is not a whole number of active taxes (such as 3)",
        ),
        (["odds", "speech", "--extra", "-2"], "Error: --extra -2: extra influence is 0 or more"),
        (["odds", "crisis"], "Error: Missing option '--reserves'."),
        (["treasury", "--reserves", "5"], "Error: Missing option '--revenue'."),
        (["odds", "dice"], "Error: No such command 'dice'."),
    ],
)
def test_bad_input_is_one_line(args: list[str], line: str) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert result.stderr.strip() == line


def test_answers_never_import_prompt_toolkit() -> None:
    code = (
        "import sys; from presidency.app.cli import main; "
        "main(['odds', 'whip'], standalone_mode=False); print('prompt_toolkit' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("False")


def test_the_games_do_not_import_each_other() -> None:
    code = (
        "import sys, presidency.app.cli, presidency.election_run, presidency.table_file; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('engine', 'clockwork', 'companion')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_docs_commands_run_and_show_what_they_say() -> None:
    root = Path(__file__).resolve().parents[2]
    readme = (root / "docs" / "presidency" / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"^\| `presidency ((?:odds|treasury|election)[^`]*)`", readme, re.MULTILINE)
    assert len(commands) == 6
    for command in commands:
        args = command.replace("FILE", str(root / "docs/presidency/election-example.yaml")).split()
        args = [a for a in args if a not in ("[--out", "AFTER.yaml]")]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, (command, result.output)
    shown = re.search(r"\$ presidency odds crisis --reserves -340\n(.*?)\n  \.\.\.", readme, re.DOTALL)
    assert shown is not None
    assert invoke("odds", "crisis", "--reserves", "-340").stdout.startswith(shown.group(1))


def test_help_lists_each_command_by_its_own_summary() -> None:
    from presidency.app.cli import SUBCOMMANDS, SUMMARIES

    for name in SUBCOMMANDS:
        command = main.get_command(None, name)  # type: ignore[arg-type]
        assert command is not None and (command.help or "").split("\n\n")[0].replace("\n", " ") == SUMMARIES[name]
    assert "--version" in invoke("--help").stdout and "presidency" in invoke("--version").stdout
