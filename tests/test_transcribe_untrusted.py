"""`cards transcribe DIR` on a folder that already holds decks reads it with the checked loader
`cards check` uses: a broken folder is one `Error:` line naming the file, never a traceback,
and nothing a file holds reaches the terminal raw."""

from __future__ import annotations

import io
import shutil

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main
from engine.deck_folder import default_decks_dir


@pytest.fixture
def folder(tmp_path):
    target = tmp_path / "my-decks"
    shutil.copytree(default_decks_dir(None), target)
    return target


def transcribe(folder, keys, typed=()):
    for line in typed:
        keys.send_text(line + "\r")
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, ["cards", "transcribe", str(folder)], obj={"console": console})
    return result, console.file.getvalue()


BROKEN = [
    ("events.yaml", b"- a\n- b\n", "a mapping"),
    ("events.yaml", b"events: [\xff\xfe]\n", "not UTF-8"),
    ("events.yaml", b"events: [\n", "not valid YAML"),
    ("events.yaml", b"events: " + b"[" * 5000 + b"]" * 5000 + b"\n", "nest"),
    ("events.yaml", b"events:\n- number: " + b"9" * 5000 + b"\n", "too long"),
    ("careers.yaml", b"careers: 7\n", "careers"),
    ("uncertainty.yaml", b"cards: []\ncards: []\n", "given twice"),
]


@pytest.mark.parametrize("relative, body, words", BROKEN, ids=[words for _, _, words in BROKEN])
def test_a_broken_decks_folder_is_one_line(folder, keys, relative, body, words):
    (folder / relative).write_bytes(body)
    result, out = transcribe(folder, keys, ["quit"])
    assert result.exit_code == 2, (out, result.output, result.exception)
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), result.exception
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("Error: ") and relative in lines[0] and words in lines[0], lines
    assert "Traceback" not in result.output and "int_max_str_digits" not in result.output


def test_a_card_name_with_an_escape_sequence_never_reaches_the_terminal_raw(folder, keys):
    text = (folder / "supporters.yaml").read_text(encoding="utf-8")
    first = text.index("name: ") + len("name: ")
    end = text.index("\n", first)
    (folder / "supporters.yaml").write_text(text[:first] + '"Bright\\e]0;pwned\\a"' + text[end:], encoding="utf-8")
    result, out = transcribe(folder, keys, ["quit"])
    assert "\x1b" not in out + result.output and "\x07" not in out + result.output
    assert result.exit_code == 2 and "supporters.yaml" in result.output
