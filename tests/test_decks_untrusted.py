"""A decks folder is untrusted input (issue 13): whatever is in it, `cards check`, `cards
show` and `play` answer with one `Error:` line (exit status 2) or work; they never hang,
never quote another file back, never let an escape sequence reach the terminal, and
`cards check` refuses what the game could not use."""

from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main

DECKS = Path(__file__).resolve().parent.parent / "decks"


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    copy = tmp_path / "decks"
    shutil.copytree(DECKS, copy)
    return copy


def run(decks: Path, *args: str):
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, ["--decks", str(decks), *args], obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


def refused(decks: Path, *args: str) -> str:
    result, _ = run(decks, *(args or ("cards", "check")))
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    assert "\x1b" not in result.stderr
    return lines[0]


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


ALIAS_BOMB = (
    "".join(f"l{n}: &l{n} [" + ", ".join([f"*l{n - 1}" if n else '"lol"'] * 9) + "]\n" for n in range(9))
    + "events: [*l8, *l8]\n"
)


# --- 6. odd files --------------------------------------------------------------------------


def test_an_alias_bomb_is_refused_at_once(decks):
    assert len(ALIAS_BOMB) < 4096
    (decks / "events.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
    line = refused(decks)
    assert "stand for more than" in line and len(line) < 300


def test_text_that_is_not_utf8(decks):
    (decks / "events.yaml").write_bytes(b"events:\n  - name: R\xe9form\n")
    assert "decks/events.yaml: not UTF-8 text" in refused(decks)


def test_an_unreadable_file(decks, monkeypatch):
    target = str(decks / "events.yaml")
    real = os.open

    def refuse(path, *args, **kwargs):
        if str(path) == target:
            raise PermissionError(13, "Permission denied")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)  # chmod does not stop root
    assert "decks/events.yaml: cannot be read (Permission denied)" in refused(decks)


def test_a_number_of_5000_digits(decks):
    replace(decks / "uncertainty.yaml", "size: 18", "size: " + "9" * 5000)
    line = refused(decks)
    assert "a number too long to read" in line and len(line) < 200


def test_nesting_too_deep(decks):
    (decks / "events.yaml").write_text("events: " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    line = refused(decks)
    assert "decks/events.yaml" in line and len(line) < 300


@pytest.mark.parametrize("kind", ["directory", "fifo"])
def test_something_other_than_a_file_in_a_files_place(decks, kind):
    target = decks / "events.yaml"
    target.unlink()
    target.mkdir() if kind == "directory" else os.mkfifo(target)
    line = refused(decks)
    assert "decks/events.yaml: " in line and ("not a file" in line or "not a regular file" in line)


def test_a_link_to_another_file_is_not_quoted_back(decks, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET-TOKEN-1234 and more private words\n", encoding="utf-8")
    (decks / "events.yaml").unlink()
    (decks / "events.yaml").symlink_to(secret)
    line = refused(decks)
    assert "SECRET" not in line and "private" not in line
    assert "expected a mapping of fields at the top of the file, got text" in line


def test_rich_markup_in_a_card_name_is_shown_as_written(decks):
    replace(decks / "supporters.yaml", "name: John Bright", 'name: "John [bold red]Bright[/]"')
    result, out = run(decks, "cards", "show", "John [bold")
    assert result.exit_code == 0, result.stderr
    assert "John [bold red]Bright[/]" in out


@pytest.mark.parametrize("where, old", [("supporters.yaml", "name: John Bright"), ("events.yaml", "- label: Ignore")])
def test_an_escape_sequence_in_a_name_never_reaches_the_terminal(decks, where, old):
    key, _, value = old.partition(": ")
    replace(decks / where, old, f'{key}: "{value}\\e[2J\\a"')
    line = refused(decks)
    assert "control character" in line and "\\x1b[2J" in line


def test_a_20000_character_name_is_one_line(decks):
    replace(decks / "supporters.yaml", "name: John Bright", "name: " + "J" * 20_000)
    line = refused(decks)
    assert "longer than a card holds" in line and len(line) < 300
    line = refused(decks, "cards", "show", "J" * 20_000)
    assert len(line) < 300


def test_a_20000_character_argument_to_cards_show_is_one_line():
    result = CliRunner().invoke(main, ["cards", "show", "x" * 20_000], catch_exceptions=False)
    assert result.exit_code == 2
    assert len(result.stderr) < 400


# --- 7. what the game could not use ---------------------------------------------------------


def test_broken_clockwork_files_are_refused_by_check_and_by_play(decks):
    replace(decks / "clockwork" / "difficulty.yaml", "levels:", "levels: {broken")
    line = refused(decks)
    assert "clockwork/difficulty.yaml" in line
    assert "clockwork/difficulty.yaml" in refused(decks, "play", "--as", "1", "--seed", "3", "--autoplay")


@pytest.mark.parametrize("twin", ["john bright", "JOHN BRIGHT", "John  Bright"])
def test_two_names_alike_but_for_case_or_spacing_are_refused(decks, twin):
    replace(decks / "supporters.yaml", "name: John Brown", f"name: {twin}")
    assert "duplicate card" in refused(decks)


def test_a_name_with_a_trailing_space_is_refused(decks):
    replace(decks / "supporters.yaml", "name: John Bright", 'name: "John Bright "')
    assert "starts or ends with a space" in refused(decks)


def test_bills_alike_but_for_case_across_decks_are_refused(decks, tmp_path):
    from engine.decks import load_components

    first = load_components(decks).bills_in(next(iter(load_components(decks).bills)).deck)[0].name
    path = next(p for p in (decks / "bills").glob("*.yaml") if f"name: {first}\n" not in p.read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    other = text.split("name: ", 2)[1].split("\n", 1)[0]
    replace(path, f"name: {other}\n", f"name: {first.upper()}\n")
    assert "duplicate bill" in refused(decks)


def test_a_politicians_file_with_one_party_is_refused(decks):
    path = decks / "politicians.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("party: conservative", "party: liberal"), encoding="utf-8")
    line = refused(decks)
    assert "needs 1 Conservative politician " in line
    result = CliRunner().invoke(main, ["--decks", str(decks), "simulate", "--games", "1"], catch_exceptions=False)
    assert result.exit_code == 2 and "Conservative" in result.stderr
