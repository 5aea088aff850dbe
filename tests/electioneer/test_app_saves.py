"""Saves of `electioneer`: written whole in the folder house.save_folder lays out, read back
to the same game, and every file that cannot be read or written named in one line and left
as it was."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app_support import first_answer, play_to_end, screen, solo
from electioneer.app.saves import SaveStore, SaveStoreError, new_document
from electioneer.rules import Game
from house.save_folder import check_name, new_game_id


def _some_choices(session, count: int = 6) -> None:
    for _ in range(count):
        session.handle(first_answer(session))


def test_every_line_typed_is_autosaved_and_replays_to_the_same_point(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB", "LD"), "LD", seed=4)
    _some_choices(session)
    store = session.store
    document = store.read(store.autosave_path("test-game"))
    assert document["session"] == {"mode": "play", "game_id": "test-game", "party": "LD", "level": "standard"}
    again = Game.from_json(session.game.cards, document["game"])
    assert [r.choice for r in again.log] == [r.choice for r in session.game.log]
    assert again.view("LD") == session.game.view("LD")
    assert not [p for p in store.autosave_dir.iterdir() if p.name.startswith(".")]  # no temporary left


def test_save_by_name_then_a_later_point_of_the_same_game(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=4)
    session.handle("save derby")
    assert "Saved as derby" in screen(session)
    _some_choices(session, 2)
    session.handle("save derby.json")  # the same save, further on
    assert "Saved as derby" in screen(session)
    other = solo(tmp_path, ("CON", "LAB"), "CON", seed=5)
    other.game_id = "other-game"
    screen(other)
    other.handle("save derby")
    assert screen(other).strip() == "Error: a save named 'derby' holds another game; choose another name"


def test_a_save_name_that_cannot_be_one_is_one_line(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=4)
    screen(session)
    for typed, said in (
        ("save ../../etc", "cannot be a save name"),
        ("save", "save needs a name"),
        ("save /nowhere/at/all/x.json", "there is no folder /nowhere/at/all"),
    ):
        session.handle(typed)
        shown = screen(session).strip()
        assert shown.startswith("Error: ") and said in shown and "\n" not in shown
    with pytest.raises(SaveStoreError):
        check_name(".hidden")


def test_a_finished_game_leaves_the_autosaves(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=4)
    play_to_end(session)
    store = session.store
    assert not store.autosave_path("test-game").exists()
    assert store.read(store.finished_dir / "test-game.json")["game"]["choices"]
    assert store.latest_autosave() is None


@pytest.mark.parametrize(
    "text, said",
    [
        ("", "not a save (not valid JSON at line 1, column 1)"),
        ("[]", 'not an Electioneer save (no "format": "electioneer-save")'),
        ('{"format": "electioneer-save", "version": 9}', "a save of version 9; this version reads 1"),
        (
            '{"format": "electioneer-save", "version": 1, "session": {"mode": "chess"}}',
            "unknown mode 'chess' (play or assist)",
        ),
        (
            '{"format": "electioneer-save", "version": 1, "session": {"mode": "play", "game_id": "../x"}, "game": {}}',
            "the save's game id '../x' is not a plain name",
        ),
        ("\xff", "not UTF-8 text (byte 0)"),
    ],
)
def test_a_broken_save_is_named_in_one_line(tmp_path: Path, text: str, said: str) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(text.encode("latin-1"))
    with pytest.raises(SaveStoreError) as caught:
        SaveStore(tmp_path).read(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and said in message and "\n" not in message


def test_a_folder_or_a_pipe_in_a_saves_place_is_refused_unread(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(SaveStoreError, match="a folder, not a save"):
        SaveStore(tmp_path).read(tmp_path / "folder.json")
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(SaveStoreError, match="not a regular file"):
        SaveStore(tmp_path).read(tmp_path / "pipe.json")


def test_an_autosave_that_cannot_be_written_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the saves folder should be", encoding="utf-8")
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=4)
    session.store = SaveStore(blocked)
    screen(session)
    _some_choices(session, 3)
    shown = screen(session)
    assert shown.count("Error: autosave failed, the game is not being saved") == 1
    session.handle("quit")
    assert "it is NOT saved" in screen(session)


def test_game_ids_are_plain_and_new(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    ids = {new_game_id(7, store.id_taken) for _ in range(20)}
    assert len(ids) == 20 and all("seed7" in i and "/" not in i and "." not in i for i in ids)
    store.write(new_document("play", "game-1", {"choices": []}), store.autosave_path("game-1"))
    assert json.loads((tmp_path / "autosave" / "game-1.json").read_text(encoding="utf-8"))["version"] == 1


def test_resuming_an_earlier_save_keeps_the_later_autosave(
    keys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from electioneer.app.cli import main

    monkeypatch.setenv("ELECTIONEER_HOME", str(tmp_path / "home"))
    store = SaveStore(tmp_path / "home")
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=4)
    session.store = store
    session.handle("save early")
    _some_choices(session, 8)
    later = store.read(store.autosave_path("test-game"))
    keys.send_text("quit\r")
    result = CliRunner().invoke(main, ["resume", "early"], catch_exceptions=False)
    assert "The autosave test-game holds another point of this game" in result.output
    assert store.read(store.autosave_path("test-game")) == later  # untouched
    assert len(store.names()) == 3  # early, the autosave, and the resumed game's own


def test_a_resumed_game_tells_only_what_happens_from_then_on(
    keys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from app_support import console
    from electioneer.app.cli import main

    monkeypatch.setenv("ELECTIONEER_HOME", str(tmp_path / "home"))
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=4)
    session.store = SaveStore(tmp_path / "home")
    _some_choices(session, 9)
    session.autosave()
    told = [line for record in session.game.log for line in record.happened]
    keys.send_text(f"{first_answer(session)}\rquit\r")
    out = console()
    CliRunner().invoke(main, ["resume"], obj={"console": out}, catch_exceptions=False)
    shown = out.export_text()
    assert "Resumed test-game" in shown
    assert not [line for line in told if line in shown and not line.startswith("Week")]  # no history again
    assert shown.count("Constituency 1:") == 0
