"""The session's prompt in process (keys through a pipe, TESTING.md): its own words, errors
on one line, Tab completion, saves after every step, Ctrl-D leaving saved."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from presidency.app.cli import main
from presidency.app.session import Session, TableCompleter
from presidency.corrections import SET_FIELDS
from presidency_support import DATA, table_play


def run(keys, lines: list[str], save: Path) -> tuple[list[str], list[str]]:  # type: ignore[no-untyped-def]
    out: list[str] = []
    errors: list[str] = []
    session = Session(table_play(), save, echo=out.append, warn=errors.append)
    keys.send_text("".join(f"{line}\r" for line in lines))
    keys.close()  # then EOF: Ctrl-D, which saves and leaves
    assert session.run() == 0
    return "\n".join(out).splitlines(), errors


def test_words_errors_and_saves(keys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    save = tmp_path / "game.json"
    out, errors = run(
        keys,
        ["?", "Hamilton -1", "Hamilton 2", "set reserves -40", "show", "undo", "", "exhausted", "set teleport 3"],
        save,
    )
    assert any(line.startswith("  STATESMAN N") for line in out)  # ? lists this question's answers
    assert errors == ["Error: -1 influence: at least 0", "Error: cannot set 'teleport': " + ", ".join(SET_FIELDS)]
    assert "Hamilton +2 on his card (2)." in out and "reserves -40" in out
    assert any(line.startswith("Turn 1 Era A \u00b7 Reserves -40") for line in out)
    assert "Undone: set reserves -40" in out
    assert any("The Action deck ran out (time 1)" in line for line in out)
    saved = json.loads(save.read_text())
    assert [e["line"] for e in saved["entries"]] == ["Hamilton 2", "done", "exhausted"]
    assert saved["table"]["reserves"] == 10 and saved["table"]["action_deck_runs"] == 1
    assert out[-1] == "Saved: presidency assist --resume goes on with it (game)."


def test_tab_completes_the_questions_answers_and_names(tmp_path: Path) -> None:
    session = Session(table_play(), tmp_path / "x.json", echo=lambda _: None)
    completer = TableCompleter(session)

    def complete(text: str) -> list[str]:
        return [c.text for c in completer.get_completions(Document(text), CompleteEvent(completion_requested=True))]

    assert complete("Hami") == ["Hamilton"]
    assert complete("set res") == ["reserves"]
    assert complete("set influence Was") == ["Washington"]
    assert "undo" in complete("u")


def test_assist_needs_a_table_or_a_save() -> None:
    result = CliRunner().invoke(main, ["assist"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: give --table FILE to start a game, or --resume [NAME] to go on with one"
    result = CliRunner().invoke(main, ["assist", "--resume", "nothing-here"])
    assert result.exit_code == 1 and result.stderr.startswith("Error: no save named 'nothing-here' in ")
    result = CliRunner().invoke(main, ["assist", "--resume"])
    assert result.exit_code == 1 and result.stderr.startswith("Error: no game saved yet in ")


def test_a_table_file_with_an_unknown_field_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.write_text((DATA / "table.yaml").read_text() + "reserve: 3\n")
    result = CliRunner().invoke(main, ["assist", "--table", str(path)])
    assert result.exit_code == 2 and "unknown field 'reserve'" in result.stderr
