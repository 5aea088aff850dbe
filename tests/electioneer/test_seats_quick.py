"""`electioneer seats FILE [--json]`: the quick answer, and its one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from electioneer.commands_quick import seats

LINE = """constituencies:
  - {name: Islington North, issues: [Healthcare, Taxes], prefers: [LAB, GRN, LD, REF, CON]}
  - {name: Dumfries & Galloway, issues: [Growth, Environment], prefers: [CON, LAB, LD, REF, GRN]}
  - {name: Bath, issues: [Housing, Taxes], prefers: [LD, CON, LAB, GRN, REF]}
  - {name: Clacton, issues: [Immigration, Defence], prefers: [REF, CON, LAB, LD, GRN]}
  - {name: Hartlepool, issues: [Growth, Immigration], prefers: [LAB, REF, CON, LD, GRN]}
  - {name: Brighton Pavilion, issues: [Environment, Housing], prefers: [GRN, LAB, LD, CON, REF]}
  - {name: Sheffield Hallam, issues: [Healthcare, Growth], prefers: [LAB, LD, GRN, CON, REF]}
"""


def run(tmp_path: Path, text: str, *args: str) -> tuple[int, str, str]:
    path = tmp_path / "seats.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(seats, [str(path), *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_issue_shape_answers_with_each_seat_the_seats_and_the_government(tmp_path: Path) -> None:
    text = (
        LINE
        + """manifestos:
  LAB:
    - {policy: NHS Pledge, Healthcare: 4, Taxes: 1, money: -2}
    - Windfall Tax
  CON:
    - {policy: Tax Cut, Taxes: 3, Healthcare: -1, money: 2}
    - {policy: Waiting List Blitz, Healthcare: 5, money: 1}
"""
    )
    status, out, err = run(tmp_path, text, "--json")
    assert status == 0, err
    answer = json.loads(out)
    assert set(answer) == {"constituencies", "seats", "government", "outcome"}
    # Islington North: LAB +4 +1 +2 (Windfall Tax's Taxes) = 7 against CON 3 - 1 + 5 = 7: a tie LAB wins (L49)
    assert answer["constituencies"]["Islington North"] == "LAB"
    assert sum(answer["seats"].values()) == 7
    assert answer["outcome"] in ("majority", "coalition")
    status, out, _ = run(tmp_path, text)
    assert "Islington North (Healthcare and Taxes): LAB +7, CON +7 -> LAB (a tie it prefers)" in out
    assert out.splitlines()[-1].startswith("Government: ")


def test_a_two_party_election_of_four_seats_against_three_is_a_majority(tmp_path: Path) -> None:
    """Guide L66: the party with four of the seven seats governs alone."""
    text = (
        LINE
        + """manifestos:
  LAB: [{policy: Jobs, Growth: 2, Healthcare: 2, money: 1}]
  CON: [{policy: Security, Immigration: 3, Taxes: 1, money: 1}]
"""
    )
    status, out, _ = run(tmp_path, text, "--json")
    answer = json.loads(out)
    assert status == 0 and answer["outcome"] == "majority"
    winner = max(answer["seats"], key=answer["seats"].get)
    assert answer["government"] == [winner] and answer["seats"][winner] >= 4


@pytest.mark.parametrize(
    ("manifestos", "expected"),
    [
        (
            "  CON: [{policy: Spend, Taxes: 3, money: -9}, {policy: Save, Growth: 1, money: 8}]\n  LAB: []\n",
            "CON's manifesto costs 1 more than it saves",
        ),
        ("  LIB: []\n  CON: []\n", "'LIB' is not a party"),
        ("  CON: [{policy: Tax Cut, Taxs: 3, money: 2}]\n  LAB: []\n", "'Taxs' is not an issue"),
        ("  CON: [Atlantis Pledge]\n  LAB: []\n", "'Atlantis Pledge' is not a policy of the cards"),
        ("  CON: [{policy: Tax Cut, Taxes: three, money: 2}]\n  LAB: []\n", "Taxes: 'three' is not a whole number"),
    ],
)
def test_a_bad_manifesto_is_refused_in_one_line(tmp_path: Path, manifestos: str, expected: str) -> None:
    status, out, err = run(tmp_path, LINE + "manifestos:\n" + manifestos)
    assert status == 2 and not out
    assert len(err.strip().splitlines()) == 1 and expected in err, err


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("constituencies: [\n", "not valid YAML"),
        (
            LINE.replace("[Healthcare, Taxes]", "[Healthcare, Helth]") + "manifestos: {CON: [], LAB: []}\n",
            "'Helth' is not an issue",
        ),
        (LINE.replace("[LAB, GRN, LD, REF, CON]", "[GRN, LD]") + "manifestos: {CON: [], LAB: []}\n", "CON is missing"),
        (
            "\n".join(LINE.splitlines()[:4]) + "\nmanifestos: {CON: [], LAB: []}\n",
            "constituencies: 3; an election is fought in 7",
        ),
    ],
)
def test_a_bad_file_is_refused_in_one_line(tmp_path: Path, text: str, expected: str) -> None:
    status, out, err = run(tmp_path, text)
    assert status == 2 and len(err.strip().splitlines()) == 1 and expected in err, err


def test_a_missing_file_is_one_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(seats, [str(tmp_path / "nowhere.yaml")])
    assert result.exit_code == 2 and "no such seats file" in result.stderr
