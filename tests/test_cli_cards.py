"""`prime-minister cards`: checking a player's own decks and looking cards up."""

import shutil
from pathlib import Path

from click.testing import CliRunner

from companion.cli import main

DECKS = Path(__file__).resolve().parent.parent / "decks"


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_check_counts_every_deck():
    result = run("cards", "check")
    assert result.exit_code == 0
    assert "supporters" in result.stdout and "34" in result.stdout
    assert "All decks load and validate." in result.stdout


def test_show_finds_a_card_by_part_of_its_name():
    result = run("cards", "show", "Bright")
    assert result.exit_code == 0
    assert "John Bright" in result.stdout
    assert "±20 Votes" in result.stdout


def test_show_suggests_close_names_for_a_typo():
    result = run("cards", "show", "Jon Bright")
    assert result.exit_code == 2
    assert "John Bright" in result.stderr


def test_a_broken_transcription_names_file_card_and_field(tmp_path):
    copy = tmp_path / "decks"
    shutil.copytree(DECKS, copy)
    path = copy / "supporters.yaml"
    path.write_text(path.read_text().replace("sector: Farmers", "sector: Farmerz", 1))
    result = run("--decks", str(copy), "cards", "check")
    assert result.exit_code == 2
    assert "decks/supporters.yaml" in result.stderr
    assert "Farmerz" in result.stderr and "expected one of" in result.stderr


def test_unreadable_yaml_is_reported_with_its_line(tmp_path):
    copy = tmp_path / "decks"
    shutil.copytree(DECKS, copy)
    (copy / "events.yaml").write_text("events: [unclosed\n")
    result = run("--decks", str(copy), "cards", "check")
    assert result.exit_code == 2
    assert "decks/events.yaml: not valid YAML at line" in result.stderr


def test_show_an_uncertainty_card_by_number():
    for asked in ("4", "uncertainty 4"):
        result = run("cards", "show", asked)
        assert result.exit_code == 0
        assert "Uncertainty card 4" in result.stdout and "Vote: +10" in result.stdout
        assert "at a minimum of 318 seats" in result.stdout
    missing = run("cards", "show", "99")
    assert missing.exit_code == 2 and "numbered 1 to 18" in missing.stderr


def test_show_a_politician_with_party_abilities_and_sectors():
    out = run("cards", "show", "gladstone").stdout
    assert "Politician 4, Liberal" in out
    assert "Debate     level 2" in out and "Campaigns in: Ireland, Liberals, Workers" in out


def test_a_vague_query_lists_a_few_names_not_all():
    result = run("cards", "show", "act")
    assert result.exit_code == 2
    line = result.stderr.strip()
    assert len(line.splitlines()) == 1 and "more: type more of the name" in line
    assert line.count(" Act") <= 9


def test_notes_shown_to_a_player_cite_no_rulebook_lines():
    import re

    for name in ("Mary Shelley", "By-Election 5", "John Bright"):
        out = run("cards", "show", name).stdout
        assert not re.search(r"\bL\d{2,4}\b", out), out


def test_show_an_uncertainty_card_by_the_values_it_shows():
    from engine import standard_components

    card = next(u for u in standard_components().uncertainty if u.royal_interference is None)
    result = run("cards", "show", f"vote {card.vote:+d} election {card.election:+d}")
    assert result.exit_code == 0 and f"Uncertainty card {card.number} " in result.stdout
    missing = run("cards", "show", "vote +99 election +99")
    assert missing.exit_code == 2 and "no Uncertainty card in the data shows vote +99 election +99" in missing.stderr
    nothing = " ".join(run("cards", "show", "zzzz").stderr.split())  # a name like none: what would be accepted
    assert nothing.startswith(
        "Error: no card matches 'zzzz'; give a card's name or a part of it (a Politician, a bill, "
    )
    assert 'values ("vote -4 election +9") or number (1-18)' in nothing
