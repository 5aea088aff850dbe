"""`prime-minister odds vote | election | by-election`: text, JSON, errors and --decks."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main

try:
    from odds_support import REPO_DECKS, missing_bundled_files, write_decks
except ImportError:  # tests/ became a package
    from tests.odds_support import REPO_DECKS, missing_bundled_files, write_decks


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    return write_decks(tmp_path / "decks")


def run(decks: Path | None, *args: str, **kwargs):
    prefix = ["--decks", str(decks)] if decks else []
    return CliRunner().invoke(main, [*prefix, "odds", *args], catch_exceptions=False, **kwargs)


def assert_one_line_error(result, *fragments: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0]


# --- vote ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "projected, text",
    [("320", "3 of 18 cards (16.7%)"), ("330", "9 of 18 cards (50.0%)"), ("340", "15 of 18 cards (83.3%)")],
)
def test_vote_text(decks, projected, text):
    result = run(decks, "vote", projected)
    assert result.exit_code == 0
    assert text in result.stdout


def test_vote_text_lists_passing_adjustments(decks):
    out = run(decks, "vote", "330").stdout
    assert "0, +1, +2, +3, +5, +10" in out
    assert out.startswith("A bill at 330: it passes on 9 of 18 Uncertainty cards (50%).")  # the answer first


def test_vote_json(decks):
    data = json.loads(run(decks, "vote", "330", "--json").stdout)
    assert (data["passing"], data["total"], data["probability"], data["percent"]) == (9, 18, "1/2", 50.0)
    assert data["passing_adjustments"] == [0, 1, 2, 3, 5, 10]


def test_vote_at_350_is_certain(decks):
    assert "certainly" in run(decks, "vote", "350").stdout
    data = json.loads(run(decks, "vote", "360", "--json").stdout)
    assert data["draws_card"] is False and data["probability"] == "1/1"


def test_vote_below_320_is_answered_in_words(decks):
    result = run(decks, "vote", "310")
    assert result.exit_code == 0 and result.stderr == ""
    assert "No Vote at 310: a bill needs 320 projected Votes or more" in " ".join(result.stdout.split())
    assert json.loads(run(decks, "vote", "310", "--json").stdout)["vote_allowed"] is False


def test_a_negative_projection_is_a_number_not_an_option(decks):
    # a bill's marker can sit below zero when few MPs carry its icon; click read "-5" as an option
    result = run(decks, "vote", "-5")
    assert result.exit_code == 0 and result.stderr == ""
    assert "No Vote at -5: a bill needs 320 projected Votes or more" in " ".join(result.stdout.split())
    assert json.loads(run(decks, "vote", "--json", "-40").stdout) == {
        "projected": -40,
        "vote_allowed": False,
        "minimum": 320,
    }
    typo = run(decks, "vote", "--jsn", "-5")  # a mistyped option is still named as one
    assert typo.exit_code == 2 and typo.stderr == "Error: No such option '--jsn'. Did you mean '--json'?\n"
    assert run(decks, "vote", "-x", "330").stderr == "Error: No such option '-x'.\n"


def test_vote_between_two_tens_gives_both_sides(decks):
    result = run(decks, "vote", "345")
    flat = " ".join(result.stdout.split())
    assert result.exit_code == 0 and result.stderr == ""
    assert "never at 345" in flat and "at 340 it passes on 15 of 18" in flat and "at 350 it passes for certain" in flat
    assert "at 330" in " ".join(run(decks, "vote", "335").stdout.split())


def test_vote_not_a_number(decks):
    assert_one_line_error(run(decks, "vote", "lots"), "'lots' is not a whole number of projected Votes", "330", "-5")


def test_an_election_number_not_a_number_is_named_with_what_is_accepted(decks):
    assert_one_line_error(
        run(decks, "election", "--projected", "lots"), "'lots' is not a whole number of projected seats (such as 325)"
    )
    assert_one_line_error(
        run(decks, "election", "--projected", "325", "--favour-pm", "x"), "'x' is not a whole number of Favour (0 to 8)"
    )
    assert_one_line_error(
        run(decks, "by-election", "--government-mps", "many"), "'many' is not a whole number of Government MPs"
    )


def test_a_decks_folder_that_is_not_there_says_what_would_do(tmp_path):
    result = CliRunner().invoke(
        main, ["--decks", str(tmp_path / "nowhere"), "odds", "vote", "330"], catch_exceptions=False
    )
    said = " ".join(result.stderr.split())
    assert (
        result.exit_code != 0
        and "does not exist (expected a folder of card files" in said
        and "cards transcribe DIR" in said
    )


def test_a_mistyped_negative_projection_is_named_with_what_is_accepted(decks):
    # click read "-5x" as the options -5 and -x: "No such option '-5'"
    for typed in ("-5x", "-5.0", "5x"):
        result = run(decks, "vote", typed)
        assert_one_line_error(
            result, f"'{typed}' is not a whole number of projected Votes (such as 330, or -5 below zero)"
        )
    assert run(decks, "vote", "--json", "-5x").stderr.startswith("Error: Invalid value for 'PROJECTED': '-5x' is not")


def test_injected_console(decks):
    buffer = io.StringIO()
    result = run(decks, "vote", "340", obj={"console": Console(file=buffer, width=100)})
    assert result.exit_code == 0 and result.stdout == ""
    assert "15 of 18 cards (83.3%)" in buffer.getvalue()


# --- election --------------------------------------------------------------------------


def test_election_text_rows_and_summary(decks):
    out = run(decks, "election", "--projected", "325", "--favour-pm", "2").stdout
    assert out.count("accepts") == 6  # one extra row per Royal Interference card
    headline = out.splitlines()[0]
    assert headline.startswith("The PM keeps office on 10 of 18 cards (55.6%)")  # the answer first, in words
    assert out.index("The PM keeps office") < out.index("Card")  # the table after
    assert "10 of 18 cards (55.6%)" in out and "4 of 18 cards (22.2%)" in out
    assert "PM (tie, Favour)" in out
    assert "/9" not in out and "(2.44)" not in out  # no fractions in the text


def test_election_json(decks):
    data = json.loads(run(decks, "election", "--projected", "325", "--favour-pm", "2", "--json").stdout)
    assert len(data["cards"]) == 18
    assert (data["pm_keeps_office"], data["pm_keeps_office_cards"]) == ("5/9", 10)
    assert data["pm_keeps_office_without_ri"] == "2/9"
    assert data["royal_interference_decides"] == 6
    card4 = next(c for c in data["cards"] if c["card"]["number"] == 4)
    assert card4["declined"]["governs"] == "opposition"
    assert card4["accepted"]["decided"] == "Royal Interference" and card4["royal"]["may_accept"] is True


def test_election_challenge_and_fractured(decks):
    data = json.loads(run(decks, "election", "--projected", "294", "--challenge-pm", "--fractured", "--json").stdout)
    assert data["pm_keeps_office"] == "1/1"
    card2 = next(c for c in data["cards"] if c["card"]["number"] == 2)  # -9: 285 seats
    assert card2["result"]["decided"] == "Challenge" and card2["result"]["government_mps"] == 250


def test_election_lost_challenge_flags(decks):
    data = json.loads(
        run(decks, "election", "--projected", "325", "--favour-pm", "2", "--pm-lost-challenge", "--json").stdout
    )
    assert data["pm_keeps_office"] == data["pm_keeps_office_without_ri"] == "2/9"
    data = json.loads(
        run(decks, "election", "--projected", "340", "--favour-opp", "2", "--opp-lost-challenge", "--json").stdout
    )
    assert data["royal_interference_decides"] == 0


def test_election_lead_on_the_synthetic_board(decks):
    # The synthetic board gives 329 + 2 x lead to the leader: lead 2 -> 333 / 325.
    data = json.loads(
        run(decks, "election", "--lead", "2", "--leader", "conservative", "--government", "liberal", "--json").stdout
    )
    assert data["projected"] == 325 and data["government_party"] == "liberal"
    data = json.loads(
        run(decks, "election", "--lead", "2", "--leader", "liberal", "--government", "liberal", "--json").stdout
    )
    assert data["projected"] == 333


@pytest.mark.parametrize(
    "args, fragments",
    [
        (["--projected", "325", "--favour-pm", "-1"], ["-1", "Favour track (0 to 8)"]),
        (["--lead", "2", "--leader", "whig", "--government", "liberal"], ["'whig'", "liberal or conservative"]),
        (["--lead", "2", "--leader", "liberal", "--government", "tory"], ["'tory'"]),
        (["--projected", "325", "--government-mps", "335"], ["335", "multiple of 10"]),
        (["--projected", "700"], ["700", "give a party 289 to 369 seats"]),
        ([], ["--projected", "--lead"]),
        (["--lead", "2"], ["--government"]),
    ],
)
def test_election_bad_input(decks, args, fragments):
    assert_one_line_error(run(decks, "election", *args), *fragments)


# --- by-election -----------------------------------------------------------------------


def test_by_election_text_and_json(decks):
    assert "holds the seat" in run(decks, "by-election", "--government-mps", "330", "--projected", "325").stdout
    data = json.loads(run(decks, "by-election", "--government-mps", "300", "--projected", "292", "--json").stdout)
    assert (data["compared"], data["government_loses"], data["probability_government_loses"]) == (290, True, "1/1")


def test_by_election_fractured(decks):
    data = json.loads(
        run(decks, "by-election", "--government-mps", "290", "--projected", "324", "--fractured", "--json").stdout
    )
    assert (data["compared"], data["government_loses"]) == (280, True)


def test_by_election_lead(decks):
    data = json.loads(
        run(
            decks,
            "by-election",
            "--government-mps",
            "330",
            "--lead",
            "3",
            "--leader",
            "conservative",
            "--government",
            "liberal",
            "--json",
        ).stdout
    )
    assert (data["projected"], data["compared"], data["government_loses"]) == (323, 320, True)


def test_by_election_bad_input(decks):
    assert_one_line_error(
        run(decks, "by-election", "--government-mps", "333", "--projected", "325"), "333", "multiple of 10"
    )


# --- Your own deck ---------------------------------------------------------------------


def modified_decks(tmp_path: Path) -> Path:
    text = (REPO_DECKS / "uncertainty.yaml").read_text(encoding="utf-8")
    text = text.replace("{number: 4, vote: 10,", "{number: 4, vote: 9,")
    return write_decks(tmp_path / "mine", uncertainty=text)


def test_decks_option_changes_the_answer(tmp_path):
    mine = modified_decks(tmp_path)
    assert "2 of 18 cards (11.1%)" in run(mine, "vote", "320").stdout
    assert "9 of 18 cards (50.0%)" in run(mine, "vote", "330").stdout


def test_environment_variable_changes_the_answer(tmp_path):
    mine = modified_decks(tmp_path)
    result = run(None, "vote", "320", "--json", env={"PRIME_MINISTER_DECKS": str(mine)})
    assert json.loads(result.stdout)["passing"] == 2


def test_broken_deck_is_one_line_error(tmp_path):
    mine = write_decks(
        tmp_path / "broken", uncertainty="size: 18\ncards:\n  - {number: 1, vote: 12, election: 0, source: printed}\n"
    )
    assert_one_line_error(run(mine, "vote", "330"), "uncertainty.yaml")


# --- The bundled decks and start-up --------------------------------------------------


def test_bundled_decks():
    if missing_bundled_files():
        pytest.skip(f"bundled decks not all written yet: {missing_bundled_files()}")
    result = CliRunner().invoke(
        main, ["odds", "vote", "330"], env={"PRIME_MINISTER_DECKS": None}, catch_exceptions=False
    )
    assert "9 of 18 cards (50.0%)" in result.stdout, result.stderr
    # Lead 2 is printed: 333 for the leader, 325 for the trailer.
    result = CliRunner().invoke(
        main,
        ["odds", "election", "--lead", "2", "--leader", "liberal", "--government", "conservative", "--json"],
        env={"PRIME_MINISTER_DECKS": None},
        catch_exceptions=False,
    )
    assert json.loads(result.stdout)["projected"] == 325


def test_odds_does_not_import_prompt_toolkit(decks):
    code = (
        "import sys\n"
        "from companion.cli import main\n"
        f"main(['--decks', {str(decks)!r}, 'odds', 'vote', '330'], standalone_mode=False)\n"
        "print('LOADED' if 'prompt_toolkit' in sys.modules else 'CLEAN')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "9 of 18 cards" in out
    assert out.strip().endswith("CLEAN")


def test_a_party_may_be_shortened_as_play_takes_it(decks):
    short = json.loads(
        run(decks, "by-election", "--lead", "3", "--leader", "cons", "--government", "lib", "--json").stdout
    )
    whole = json.loads(
        run(decks, "by-election", "--lead", "3", "--leader", "conservative", "--government", "liberal", "--json").stdout
    )
    assert short == whole and short["government_loses"] is True
    assert_one_line_error(
        run(decks, "by-election", "--lead", "3", "--leader", "whig", "--government", "lib"),
        "--leader",
        "'whig'",
        "liberal or conservative",
    )


def test_a_vote_off_the_seats_in_parliament_is_refused_even_between_two_tens(decks):
    assert_one_line_error(run(decks, "vote", "99999"), "99999 projected Votes", "seats in Parliament")


def test_a_by_election_says_its_answer_first(decks):
    out = run(decks, "by-election", "--government-mps", "330", "--projected", "320").stdout
    assert out.startswith("The Government loses the seat: its projection comes to 320 against its 330 MPs")
