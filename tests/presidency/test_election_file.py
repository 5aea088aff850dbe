"""`presidency election FILE`: an Election of each of the four regimes (lines 119-128)
computed from a YAML file, a tiebreaker decided state by state (lines 139-151), taking
office (lines 130-137), and broken files answered in one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from presidency.app.cli import main

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[2]


def table_file(tmp_path: Path, election: dict[str, Any], **numbers: Any) -> Path:
    data = yaml.safe_load((DATA / "table.yaml").read_text(encoding="utf-8"))
    data.update(numbers)
    data["election"] = election
    path = tmp_path / "election.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def run(*args: str) -> Any:
    result = CliRunner().invoke(main, ["election", *args, "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_2pre12_tie_for_president_settled_state_by_state_from_the_docs_example() -> None:
    got = run(str(ROOT / "docs" / "presidency" / "election-example.yaml"))
    assert got["regime"] == "2Pre-12"
    assert got["votes"] == {"Washington": 16, "Adams": 8, "Jefferson": 16, "Burr": 15}
    [tie] = got["tiebreaks"]
    assert tie["participants"] == ["Washington", "Jefferson", "Burr"]  # Adams, fourth, drops out (line 140)
    assert [(s["state"], s["winner"]) for s in tie["states"]] == [
        ("VA", "Jefferson"),
        ("MA", "Washington"),
        ("NY", None),
        ("PA", "Jefferson"),
        ("SC", "Jefferson"),
    ]
    assert tie["states_won"] == {"Washington": 1, "Jefferson": 3, "Burr": 0}
    assert (tie["first"], tie["second"]) == ("Jefferson", "Washington")  # runner-up is vice president
    # Washington, not re-elected, retires even though elected vice president (line 137)
    assert got["president"] == "Jefferson" and got["vice_president"] is None
    assert got["taking_office"]["retiring"] == "Washington"
    assert got["taking_office"]["victory_points_scored"] == 2
    assert got["taking_office"]["resignations"] == [{"statesman": "Jefferson", "office": "Secretary of State"}]


def test_2post12_teams_one_vacancy_a_state(tmp_path: Path) -> None:
    path = table_file(
        tmp_path,
        {
            "running_mates": {"Washington": "Adams", "Jefferson": "Burr"},
            "cubes": [{"Jefferson": "VA"}, {"Burr": "NY"}, {"Washington": "MA"}, {"Adams": "PA"}],
        },
        public_support={"party": "L", "level": 3},
        twelfth_amendment=True,
    )
    got = run(str(path))
    assert got["regime"] == "2Post-12"
    assert got["placing_order"] == [["Jefferson"], ["Burr"], ["Washington"], ["Adams"]]  # Liberals have support
    assert got["announces_first"] == "Conservative"
    assert got["votes"] == {"Washington": 14, "Jefferson": 17}  # teams, under their presidential nominee
    assert (got["president"], got["vice_president"]) == ("Jefferson", "Burr")


def test_2post12_a_second_cube_in_a_full_state_is_refused(tmp_path: Path) -> None:
    path = table_file(
        tmp_path,
        {
            "running_mates": {"Washington": "Adams", "Jefferson": "Burr"},
            "cubes": [{"Jefferson": "VA"}, {"Burr": "VA"}],
        },
        public_support={"party": "L", "level": 3},
        twelfth_amendment=True,
    )
    result = CliRunner().invoke(main, ["election", str(path)])
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: cube 2 (Burr, VA): VA has no vacancy left for a Vice President cube"


def test_1pre12_dominant_party_majority_of_all_votes(tmp_path: Path) -> None:
    path = table_file(
        tmp_path,
        {
            "also_running": ["Adams"],
            "running_mates": {"Washington": "Hamilton", "Adams": "Hamilton"},  # one mate for two (line 128)
            "cubes": [
                {"Washington": "VA"},
                {"Adams": "MA"},
                {"Hamilton": "VA"},
                {"Washington": "NY"},
                {"Adams": "PA"},
                {"Washington": "SC"},
            ],
        },
        public_support={"party": "C", "level": 9},
    )
    got = run(str(path))
    assert got["regime"] == "1Pre-12"
    assert [c["name"] for c in got["candidates"]] == ["Washington", "Adams", "Hamilton"]
    assert got["votes"] == {"Washington": 21, "Adams": 14, "Hamilton": 10}  # 21 of 35: more than half
    assert (got["president"], got["vice_president"]) == ("Washington", "Adams")
    assert got["tiebreaks"] == [] and got["taking_office"]["retiring"] is None


def test_1post12_vice_presidency_without_majority_goes_to_the_tiebreaker(tmp_path: Path) -> None:
    path = table_file(
        tmp_path,
        {
            "also_running": ["Madison"],
            "running_mates": {"Jefferson": "Burr", "Madison": "Gallatin"},
            "cubes": [
                {"Jefferson": "VA"},
                {"Madison": "MA"},
                {"Burr": "NY"},
                {"Gallatin": "PA"},
                {"Jefferson": "NY"},
                {"Burr": "MA"},
                {"Gallatin": "VA"},
                {"Jefferson": "SC"},
            ],
            "tiebreak": {
                "vice_president": {
                    "VA": {"Washington": "Burr", "Jefferson": "Gallatin", "Madison": "Gallatin"},
                    "MA": {"Adams": "Burr"},
                    "NY": {"Hamilton": "Burr", "Burr": "Burr"},
                    "PA": {"Gallatin": "Gallatin"},
                    "SC": {"Pinckney": "Burr"},
                }
            },
        },
        public_support={"party": "L", "level": 10},
        twelfth_amendment=True,
    )
    got = run(str(path))
    assert got["regime"] == "1Post-12"
    assert got["votes"] == {"Jefferson": 21, "Madison": 8, "Burr": 15, "Gallatin": 16}
    [tie] = got["tiebreaks"]
    assert tie["office"] == "Vice President" and tie["why"] == "no majority for vice president"
    assert tie["states_won"] == {"Burr": 3, "Gallatin": 2}
    assert (got["president"], got["vice_president"]) == ("Jefferson", "Burr")


def test_a_tie_on_states_goes_to_the_chief_justice(tmp_path: Path) -> None:
    election = yaml.safe_load((ROOT / "docs" / "presidency" / "election-example.yaml").read_text())["election"]
    election["tiebreak"]["president"]["SC"] = {"Pinckney": "Washington"}  # 2 states each
    path = table_file(tmp_path, election, offices={"president": "Washington", "vice": "Adams", "justice": "Pinckney"})
    result = CliRunner().invoke(main, ["election", str(path)])
    assert result.exit_code == 2
    assert (
        "Washington and Jefferson are tied for president: the Chief Justice (Pinckney)'s player decides"
        in result.stderr
    )
    election["chief_justice"] = {"president": "Washington"}
    path = table_file(tmp_path, election, offices={"president": "Washington", "vice": "Adams", "justice": "Pinckney"})
    got = run(str(path))
    assert (got["president"], got["vice_president"]) == ("Washington", "Jefferson")


def test_the_table_after_the_election_is_written_with_out(tmp_path: Path) -> None:
    out = tmp_path / "after.yaml"
    result = CliRunner().invoke(
        main, ["election", str(ROOT / "docs/presidency/election-example.yaml"), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    after = yaml.safe_load(out.read_text())
    assert after["offices"]["President"] == "Jefferson"
    assert next(p for p in after["players"] if p["name"] == "Ann")["victory_points"] == 2
    assert not next(s for s in after["statesmen"] if s["name"] == "Washington")["in_play"]


@pytest.mark.parametrize(
    "text,message",
    [
        ("players: [Ann\nstatesmen: [", "not valid YAML at line"),
        ("- just a list", "a mapping of fields is needed"),
        (
            "players: [Ann]\nstatesmen:\n  - {name: X, party: Q, popularity: 1, age: 1, state: VA}",
            "statesmen[0] (X): party: 'Q' is not a party",
        ),
        (
            "players: [Ann]\nstatesmen:\n  - {name: X, party: C, popularity: high, age: 1, state: VA}",
            "popularity: 'high' is not a whole number",
        ),
        ("players: [Ann]\nelecton: {}", "unknown field 'electon'"),
    ],
)
def test_a_broken_file_is_one_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["election", str(path)])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and message in lines[0], lines
