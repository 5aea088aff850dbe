"""The cards as data: what the guide states holds in the shipped cards; a broken folder is
refused with one line per fault; a player's box can replace them (`cards transcribe`)."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from electioneer.commands_quick import cards as cards_command
from electioneer.data_load import DATA_DIR, FILES, CardError, load_cards
from electioneer.rules import ISSUES, PARTIES, Source
from electioneer.transcribe import entries, transcribe_folder

CARDS = load_cards()


def test_the_guides_facts_hold_in_the_shipped_cards() -> None:
    islington = CARDS.constituency("Islington North")
    assert islington.prefers[0] == "LAB"  # L10, L49: LAB wins a tie there
    assert all(islington.rank("GRN") < islington.rank(p) for p in ("CON", "REF", "LD"))  # L10
    CARDS.constituency("Dumfries & Galloway")  # L63
    counts = Counter(CARDS.issues)
    assert set(counts) == set(ISSUES)  # L14-20
    assert min(counts["Growth"], counts["Immigration"]) > max(
        counts[i] for i in ISSUES if i not in ("Growth", "Immigration")
    )  # L21
    for party in PARTIES:
        assert len(CARDS.party_policies(party)) == 3  # L28
    assert all(p.money != 0 and 1 <= len(p.scores) <= 2 for p in CARDS.policies)  # L25-26
    nhs = CARDS.policy("NHS Pledge")
    assert (nhs.score("Healthcare"), nhs.score("Taxes")) == (4, 1)  # L49


def test_every_card_says_where_its_values_come_from() -> None:
    for card in (*CARDS.constituencies, *CARDS.policies, *CARDS.theatrics):
        assert card.source in (Source.PRINTED, Source.RECONSTRUCTED)
    for file in FILES:
        header = (DATA_DIR / file).read_text(encoding="utf-8").split("\n\n")[0]
        assert "Printed:" in header and "Reconstructed:" in header and "L" in header, file


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    copy = tmp_path / "box"
    shutil.copytree(DATA_DIR, copy)
    return copy


def edit(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        (
            "constituencies.yaml",
            "prefers: [LD, CON, LAB, GRN, REF]",
            "prefers: [LD, CON, LIB, GRN, REF]",
            "constituencies.yaml: card 5 (Bath): prefers: 'LIB' is not a party",
        ),
        (
            "party-policies.yaml",
            "money: 2, source",
            "money: 0, source",
            "party-policies.yaml: card 1 (Tax Cut): money: 0",
        ),
        (
            "common-policies.yaml",
            "{Housing: 4, Environment: -1}",
            "{Housing: 4, Enviroment: -1}",
            "card 5 (Build a Million Homes): scores: 'Enviroment' is not an issue",
        ),
        (
            "theatrics.yaml",
            "effect: peek",
            "effect: peep",
            "theatrics.yaml: card 9 (Private Polling): effect: 'peep' is not an effect",
        ),
        ("issues.yaml", "count: 5", "count: five", "issues.yaml: card 1 (Growth): count: 'five' is not a whole number"),
        ("common-policies.yaml", "name: Sugar Tax", "name: Tax Cut", "'Tax Cut' names two cards"),
        ("theatrics.yaml", "theatrics:\n", "theatrics: [\n", "theatrics.yaml: not valid YAML"),
    ],
)
def test_a_fault_is_one_line_naming_the_file_the_card_and_the_field(
    folder: Path, file: str, old: str, new: str, expected: str
) -> None:
    edit(folder, file, old, new)
    with pytest.raises(CardError) as caught:
        load_cards(folder)
    assert any(expected in fault for fault in caught.value.faults), caught.value.faults
    assert all("\n" not in fault for fault in caught.value.faults)


def test_cards_check_lists_every_fault_one_line_each(folder: Path) -> None:
    edit(folder, "constituencies.yaml", "prefers: [LD, CON, LAB, GRN, REF]", "prefers: [LD, CON]")
    edit(folder, "theatrics.yaml", "amount: 3", "amount: 30")
    (folder / "issues.yaml").unlink()
    result = CliRunner().invoke(cards_command, ["check", "--decks", str(folder)])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 3 and all(line.startswith("Error: ") for line in lines)
    assert "issues.yaml: no such cards file" in result.stderr
    good = CliRunner().invoke(cards_command, ["check"])
    assert good.exit_code == 0 and "every card can be played" in good.stdout


def test_a_missing_decks_folder_says_what_one_is(tmp_path: Path) -> None:
    result = CliRunner().invoke(cards_command, ["check", "--decks", str(tmp_path / "nowhere")])
    assert result.exit_code == 2 and "no such folder (a decks folder is a copy of electioneer/data" in result.stderr


def test_cards_show_finds_a_card_by_a_part_of_its_name() -> None:
    result = CliRunner().invoke(cards_command, ["show", "islington"])
    assert "Islington North (constituency): ties go to LAB > GRN > LD > REF > CON" in result.stdout
    missing = CliRunner().invoke(cards_command, ["show", "Atlantis"])
    assert missing.exit_code == 2 and "'Atlantis' names no card" in missing.stderr


def test_transcribing_marks_cards_printed_refuses_a_bad_value_and_keeps_what_was_answered(folder: Path) -> None:
    before = sum(1 for _ in entries(folder))
    answers = iter(
        ["", "prefers: [CON, LAB, LIB, REF, GRN]", "prefers: [CON, LAB, LD, GRN, REF]", "money: 1", "skip", "quit"]
    )
    said: list[str] = []
    done, left = transcribe_folder(folder, lambda _: next(answers), said.append)
    assert (done, left) == (2, before - 2)
    errors = [line for line in said if line.startswith("Error:")]
    assert len(errors) == 2 and "'LIB' is not a party" in errors[0] and "money: not a field of this card" in errors[1]
    loaded = load_cards(folder)
    first, second = loaded.constituencies[0], loaded.constituencies[1]
    assert first.source is Source.PRINTED and second.source is Source.PRINTED
    assert second.prefers == ("CON", "LAB", "LD", "GRN", "REF")
    assert (folder / "constituencies.yaml").read_text(encoding="utf-8").startswith("# Electioneer UK")


def test_transcribing_a_folder_whose_yaml_is_too_large_says_so_in_one_line(folder: Path) -> None:
    from electioneer.app.cli import main as electioneer

    laughs = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{b}: &{b} [{', '.join([f'*{a}'] * 9)}]\n" for a, b in zip("abcdef", "bcdefg")
    )
    (folder / "common-policies.yaml").write_text(laughs, encoding="utf-8")
    result = CliRunner().invoke(electioneer, ["cards", "transcribe", str(folder)], input="quit\n")
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]  # one line
    assert "common-policies.yaml" in result.stderr and "aliases" in result.stderr
