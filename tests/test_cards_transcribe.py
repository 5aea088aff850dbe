"""`prime-minister cards transcribe DIR`: every card marked reconstructed, one at a time;
the folder it writes passes `cards check` and `assist --decks DIR` plays with it."""

from __future__ import annotations

import io

import yaml
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main
from companion.uncertainty_entry import find_printed
from engine import standard_components
from companion.transcribe_cmd import entries

ENTER = "\r"


def run(keys, *args: str, typed: list[str] = ()):
    for line in typed:
        keys.send_text(line + ENTER)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


def test_transcribe_walks_the_reconstructed_cards_and_writes_a_folder_check_accepts(keys, tmp_path):
    folder = tmp_path / "my-decks"
    typed = ["vote -5 election +11", "", "skip", "adjustment: 20", "vote: 5", "vote: 99", "vote: 4", "quit"]
    result, out = run(keys, "cards", "transcribe", str(folder), typed=typed)
    assert result.exit_code == 0, out
    assert "[1/131] uncertainty.yaml: card 1" in out and "[4/131]" in out
    assert out.count("Error:") == 2  # `adjustment` is no field of an Uncertainty card; vote 99 does not load
    assert "adjustment: not a field of this card" in out and "vote" in out.split("Error:")[2]
    cards = yaml.safe_load((folder / "uncertainty.yaml").read_text(encoding="utf-8"))["cards"]
    assert (cards[0]["vote"], cards[0]["election"], cards[0]["source"]) == (-5, 11, "printed")
    assert cards[1]["source"] == "printed" and cards[2]["source"] == "reconstructed"  # Enter, then skip
    assert (cards[3]["vote"], cards[3]["source"]) == (5, "printed")
    assert (cards[4]["vote"], cards[4]["source"]) == (4, "printed")  # 99 refused, nothing lost, 4 taken
    assert "3 cards confirmed or corrected" not in out and "4 cards confirmed or corrected" in out
    assert len(list(entries(folder))) == 127
    # cards check accepts it, and counts what is left
    result, out = run(keys, "--decks", str(folder), "cards", "check")
    assert result.exit_code == 0 and "All decks load and validate." in out


def test_assist_plays_with_the_transcribed_folder_and_its_printed_values(keys, tmp_path, monkeypatch):
    folder = tmp_path / "my-decks"
    run(keys, "cards", "transcribe", str(folder), typed=["vote -5 election +11", "quit"])
    monkeypatch.setenv("PRIME_MINISTER_HOME", str(tmp_path / "home"))
    result, out = run(
        keys,
        "--decks",
        str(folder),
        "assist",
        "--politicians",
        "gladstone,disraeli",
        "--seed",
        "3",
        typed=["\x04", "\x04"],
    )
    assert result.exit_code == 0
    # the banner says how much of the data in use is reconstructed: one card fewer than the bundled data
    from companion.transcribe_cmd import provenance

    bundled = provenance(standard_components())["reconstructed"]
    assert f"Card data: {bundled - 1} of" in " ".join(out.split()) and folder.name in out

    assert find_printed(standard_components(folder), "vote -5 election +11") == "1"
