"""The installed `electioneer assist` in a real 80x24 terminal: the tally of a whole game on
the real cards typed as the table reveals it, bad input (a card not in the data, an
impossible swap) as one line with nothing lost, each week's winner, election day and the
seats file written for `electioneer seats`. Skipped only where tmux is not installed."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from electioneer_tmux import ElectioneerTerminal
from tmux_support import GAME_TIMEOUTS, TIMEOUT, command

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

LINE = [
    "Islington North",
    "Dumfries & Galloway",
    "Clacton",
    "Brighton Pavilion",
    "Bath",
    "Richmond Park",
    "Bristol Central",
]
ISSUES = [
    ("Growth", "Immigration"),
    ("Healthcare", "Taxes"),
    ("Housing", "Defence"),
    ("Environment", "Growth"),
    ("Immigration", "Healthcare"),
    ("Taxes", "Housing"),
    ("Defence", "Environment"),
]
REVEALED = {
    "CON": [
        "Tax Cut",
        "Strong Defence",
        "Enterprise Zones",
        "Sugar Tax",
        "Apprenticeships",
        "Trident Renewal",
        "Levelling Up Fund",
    ],
    "LAB": [
        "NHS Pledge",
        "Council Homes",
        "Windfall Tax",
        "Clean Air Zones",
        "Science Superpower",
        "Efficiency Savings",
        "Points-Based Visas",
    ],
}


@pytest.fixture
def term(tmp_path: Path):
    terminal = ElectioneerTerminal(tmp_path)
    yield terminal
    terminal.close()


def test_a_whole_tally_at_80x24(term: ElectioneerTerminal, tmp_path: Path) -> None:
    term.start("assist", "--parties", "CON,LAB", "--theatrics", "none")
    kind, _ = term.prompt()
    assert kind == "deal constituency"
    mark = term.answer("Atlantis")
    said = [line for line in term.screen()[mark:].splitlines() if line.startswith("Error")]
    assert said == ["Error: 'Atlantis' is not a constituency in the cards; Tab lists the 14 that can"]
    for name in LINE:
        term.answer(name)
    for week, (first, second) in enumerate(ISSUES, 1):
        kind, _ = term.prompt()
        assert kind == "reveal issue"
        assert f"Week {week} of 7" in term.visible() and "Books  CON" in term.visible()
        term.answer(first)
        term.answer(second)
        for party in ("CON", "LAB"):
            term.answer(REVEALED[party][week - 1])
        assert f"Week {week}: " in term.screen() and " wins " in term.screen()
        kind, _ = term.prompt()
        if kind == "swap issue":
            if week == 1:  # an impossible swap: one line, the question stands
                mark = term.answer("swap clacton growth taxes")
                shown = term.screen()[mark:]
                assert "Error: Clacton's issues are still face down" in shown
                assert "\u00b7 swap issue>" in term.visible()
            term.answer("pass")
    for _ in range(20):
        kind, _ = term.prompt(timeout=TIMEOUT * GAME_TIMEOUTS)
        if kind == "over":
            break
        term.answer(term.first_choice())  # election day: drop until the books balance
    shown = term.screen()
    assert "Election day: the result" in shown and "Government: " in shown
    target = tmp_path / "count.yaml"
    mark = term.answer(f"write {target}")
    assert "Written: " in term.screen()[mark:]
    counted = json.loads(
        subprocess.run(
            [command("electioneer"), "seats", str(target), "--json"],
            check=True,
            capture_output=True,
            text=True,
            env=term.env,
        ).stdout
    )
    government = next(line for line in shown.splitlines() if line.startswith("Government: "))
    assert counted["government"][0] in government and sum(counted["seats"].values()) == 7
    mark = term.mark()
    term.type("quit")
    term.wait_for(r"\[exit=0\]", after=mark)


def test_broken_yaml_is_one_line_at_80x24(term: ElectioneerTerminal, tmp_path: Path) -> None:
    box = tmp_path / "box"
    box.mkdir()
    for path in (Path(__file__).resolve().parents[2] / "electioneer" / "data").glob("*.yaml"):
        (box / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (box / "issues.yaml").write_text("issues:\n  - {issue: Growth, count: 5\n", encoding="utf-8")  # an unclosed brace
    term.start("--decks", str(box), "assist", "--parties", "CON,LAB")
    shown = term.wait_for(r"\[exit=2\]")
    said = [line for line in shown.splitlines() if line.strip() and not line.startswith("[exit")]
    assert len(said) == 1 and said[0].startswith("Error: ") and "issues.yaml" in said[0] and "line" in said[0]
