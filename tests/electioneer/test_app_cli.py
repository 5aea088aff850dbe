"""The `electioneer` command as a person starts it: `--help` and `--version`, its commands
(play, resume, assist, and seats and cards mounted from `electioneer.commands_quick`), a
prompt typed at (`?`, Tab, quit), and every bad start or file as one line."""

from __future__ import annotations

import inspect
import io
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from rich.console import Console

from electioneer.app import cli
from electioneer.app.prompt import ChoiceCompleter

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], keys=None, typed: tuple[str, ...] = ()) -> tuple[int, str]:
    """Run the command with an injected 80x24 console; `typed` lines go to its prompts."""
    recorded = Console(file=io.StringIO(), record=True, width=80, height=24, highlight=False, color_system=None)
    if keys is not None:
        keys.send_text("".join(f"{line}\r" for line in typed))
        keys.send_text("\x04")  # Ctrl-D: nothing more typed, the session leaves (saved)
    result = CliRunner().invoke(cli.main, args, obj={"console": recorded}, catch_exceptions=False)
    return result.exit_code, recorded.export_text() + result.output


def test_the_installed_command_and_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["electioneer"] == "electioneer.app.start:main"
    assert project["project"]["scripts"]["prime-minister"] == "companion.start:main"
    assert "electioneer" in project["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]


def test_help_lists_every_command_as_its_own_help_says_without_loading_them() -> None:
    assert set(cli.SUMMARIES) == set(cli.SUBCOMMANDS)
    for name in cli.SUBCOMMANDS:
        command = cli.LazyGroup._load(name)
        assert command is not None
        first = " ".join(inspect.cleandoc(command.help or "").partition("\n\n")[0].split())
        assert cli.SUMMARIES[name] == first, f"{name}: copy its docstring's first paragraph into cli.SUMMARIES"
    code = (
        "import sys; from electioneer.app.cli import main; main(['--help'], standalone_mode=False); "
        "print(sorted(m for m in sys.modules if m.startswith(('electioneer.app.', 'prompt_toolkit', 'electioneer.rules'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip().endswith("['electioneer.app.cli']")
    for name in ("play", "resume", "assist", "seats", "cards"):
        assert f"\n  {name} " in out


def test_version_names_the_game() -> None:
    result = CliRunner().invoke(cli.main, ["--version"])
    assert result.exit_code == 0 and result.output.startswith("electioneer ") and "Electioneer UK" in result.output


def test_the_installed_script_answers(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("electioneer")
    if not script.exists():
        pytest.skip("electioneer is not installed (pip install -e .)")
    seats = tmp_path / "seats.yaml"
    seats.write_text("constituencies: [\n", encoding="utf-8")  # broken YAML
    done = subprocess.run([str(script), "seats", str(seats)], capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"Error: {seats}: not valid YAML") and done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "args, said",
    [
        (["play", "--parties", "6"], "Error: Invalid value for '--parties': 6 is not in the range 2<=x<=5."),
        (["play", "--party", "LD", "--parties", "2"], "Error: LD stands only with 3 to 5 parties"),
        (
            ["play", "--party", "LIB"],
            "Error: Invalid value for '--party': 'LIB' is not a party (CON, LAB, LD, REF or GRN)",
        ),
        (
            ["play", "--level", "genius"],
            "Error: --level 'genius' is not a level of the automated parties (random, greedy, standard",
        ),
        (["assist", "--parties", "CON,LIB"], "Error: --parties 'CON,LIB': 'LIB' is not a party"),
        (["assist", "--parties", "LD,GRN"], "Error: --parties 'LD,GRN': CON and LAB both play in every game"),
        (["ballot"], "Error: No such command 'ballot'."),
    ],
)
def test_a_bad_start_is_one_line(args: list[str], said: str) -> None:
    result = CliRunner().invoke(cli.main, args)
    assert result.exit_code == 2
    assert result.stderr.startswith(said) and result.stderr.count("\n") == 1, result.stderr


def test_broken_card_files_are_one_line_before_any_question(tmp_path: Path) -> None:
    folder = tmp_path / "box"
    folder.mkdir()
    data = ROOT / "electioneer" / "data"
    for path in data.glob("*.yaml"):
        (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "constituencies.yaml").write_text("constituencies:\n  - name: [Bath\n", encoding="utf-8")
    for command in (["play", "--party", "CON"], ["assist", "--parties", "CON,LAB"]):
        result = CliRunner().invoke(cli.main, ["--decks", str(folder), *command])
        assert result.exit_code == 2 and result.stdout == ""
        assert result.stderr.startswith("Error: ") and "constituencies.yaml" in result.stderr
        assert result.stderr.count("\n") == 1


def test_a_broken_save_is_one_line_and_left_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ELECTIONEER_HOME", str(tmp_path))
    (tmp_path / "saves").mkdir()
    broken = tmp_path / "saves" / "derby.json"
    broken.write_text('{"format": "electioneer-save", "version": 1, "session": ', encoding="utf-8")
    result = CliRunner().invoke(cli.main, ["resume", "derby"])
    assert result.exit_code == 1
    assert result.stderr == f"Error: {broken}: not a save (not valid JSON at line 1, column 57)\n"
    assert broken.read_text(encoding="utf-8").endswith('"session": ')
    result = CliRunner().invoke(cli.main, ["resume", "nowhere"])
    assert result.exit_code == 1 and result.stderr.startswith("Error: no save named 'nowhere'")


def test_play_asks_the_party_and_takes_the_question_words(keys) -> None:
    code, shown = run(
        ["play", "--parties", "2", "--seed", "4", "--level", "greedy"],
        keys,
        ("lib", "con", "?", "hlep", "help undo", "quit"),
    )
    assert code == 0
    assert "Error: 'lib' is not one of CON, LAB" in shown
    assert "you play CON against LAB (automated, greedy); seed 4" in shown
    assert "Week 1 of 7" in shown and "Your hand" in shown
    assert "put one policy back at the bottom of the deck (5 choices)" in shown  # ? lists them
    assert "Error: 'hlep' is neither a choice now nor a word: did you mean help?" in shown
    assert "undo [N]: take back your last choice" in shown
    assert "Left the game; it is saved. Continue it with: electioneer resume " in shown


def test_resume_goes_on_where_the_game_was_left(keys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ELECTIONEER_HOME", str(tmp_path))
    code, shown = run(["play", "--party", "CON", "--parties", "2", "--seed", "9"], keys, ("save first", "quit"))
    assert code == 0 and "Saved as first" in shown
    result = CliRunner().invoke(cli.main, ["resume", "first"], obj={}, input="")
    assert "Resumed first: CON, LAB" in result.output


def test_tab_offers_the_choices_with_what_each_would_do_then_the_words(tmp_path: Path) -> None:
    from app_support import solo

    from electioneer.app.choices_list import label

    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=7)
    completer = ChoiceCompleter(session._narrow, label, session._describe, lambda: session.words)
    offered = list(completer.get_completions(Document("ret"), CompleteEvent(completion_requested=True)))
    assert offered and all(c.text.startswith("return ") for c in offered)
    assert "costs" in str(offered[0].display_meta) or "saves" in str(offered[0].display_meta)
    words = [c.text for c in completer.get_completions(Document("un"), CompleteEvent(completion_requested=True))]
    assert words == ["undo"]


def test_tab_at_a_table_offers_the_cards_by_name(tmp_path: Path) -> None:
    from app_support import table

    from electioneer.app.choices_list import label

    session = table(tmp_path)
    completer = ChoiceCompleter(session._narrow, label, session._describe, lambda: session.words)
    offered = [c.text for c in completer.get_completions(Document("isl"), CompleteEvent(completion_requested=True))]
    assert offered == ["Islington North"]
    for name in (
        "Islington North",
        "Bath",
        "Clacton",
        "Hartlepool",
        "Richmond Park",
        "Brighton Pavilion",
        "Bristol Central",
        "Healthcare",
        "Taxes",
    ):
        session.handle(name)
    offered = list(completer.get_completions(Document("nhs"), CompleteEvent(completion_requested=True)))
    assert [c.text for c in offered] == ["NHS Pledge"] and "Healthcare +4" in str(offered[0].display_meta)


def test_the_quick_answers_load_no_prompt(tmp_path: Path) -> None:
    seats = tmp_path / "seats.yaml"
    seats.write_text("constituencies: []\nmanifestos: {}\n", encoding="utf-8")
    code = (
        "import sys; from electioneer.app.cli import main\n"
        "try:\n    main(sys.argv[1:], standalone_mode=False)\nexcept Exception:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('prompt_toolkit', 'electioneer.app.session'))))"
    )
    out = subprocess.run([sys.executable, "-c", code, "seats", str(seats)], capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_the_shell_completes_commands_and_options() -> None:
    import os

    env = {
        **os.environ,
        "_ELECTIONEER_COMPLETE": "bash_complete",
        "COMP_WORDS": "electioneer play --par",
        "COMP_CWORD": "2",
    }
    code = (
        "import sys; sys.argv[0] = 'electioneer'; from electioneer.app.cli import main; main(prog_name='electioneer')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env).stdout
    assert out.split() == ["plain,--party", "plain,--parties"]
