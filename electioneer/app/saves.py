"""Where `electioneer` keeps its games, and what a save file holds.

    $ELECTIONEER_HOME (else the user's data folder: ~/.local/share/electioneer on Linux)
      autosave/<game id>.json       rewritten after every line typed in an unfinished game
      saves/<NAME>.json             `save NAME` in a game
      finished/<game id>.json       a finished game's autosave, moved out of `resume`'s way

The folder and the names are `house.save_folder`'s; every file is written whole
(`house.files.write_atomically`: a crash leaves the old file or the new one). A save is one
JSON document:

    {"format": "electioneer-save", "version": 1,
     "session": {"mode": "play" | "assist", "game_id": ..., "party": "LAB", "level": "standard"},
     "game": <the engine's own save: the setup, the seed and every choice>}

A file that cannot be read is reported in one line and left alone: nothing here writes over a
save it could not read.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from house.checked_yaml import YamlInputError, read_bytes
from house.files import data_home, remove_stale_temporaries, write_atomically
from house.save_folder import SaveFolder, SaveFolderError, check_game_id, quoted

HOME_ENV = "ELECTIONEER_HOME"
FORMAT = "electioneer-save"
VERSION = 1
MAX_SAVE_BYTES = 2 * 1024 * 1024  # a whole game is a few kilobytes
MODES = ("play", "assist")

SaveStoreError = SaveFolderError


class SaveStore(SaveFolder):
    """The saves under one data folder ($ELECTIONEER_HOME by default)."""

    def __init__(self, root: Path | None = None) -> None:
        super().__init__(root if root is not None else data_home("electioneer", HOME_ENV))

    # --- writing ------------------------------------------------------------------------

    def write(self, document: dict[str, Any], path: Path) -> Path:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            remove_stale_temporaries(path.parent)
            write_atomically(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")
        except OSError as exc:
            raise SaveStoreError(f"cannot write {path}: {exc.strerror or exc}") from None
        return path

    def autosave(self, document: dict[str, Any]) -> Path:
        return self.write(document, self.autosave_path(game_id_of(document)))

    def save_named(self, document: dict[str, Any], name: str) -> Path:
        """`save NAME`: never replaces a file that is not a readable save of this same game,
        nor one that holds a later point of it."""
        path = self.named_path(name)
        if path.exists():
            try:
                other = self.read(path)
            except SaveStoreError as exc:
                raise SaveStoreError(
                    f"{path} exists and is not a readable save, so it is left alone: choose another name ({exc})"
                ) from None
            if game_id_of(other) != game_id_of(document):
                raise SaveStoreError(f"a save named {path.stem!r} holds another game; choose another name")
            if choices_in(other) > choices_in(document):
                raise SaveStoreError(
                    f"the save {path.stem!r} holds a later point of this game ({choices_in(other)} choices, "
                    f"this one {choices_in(document)}); choose another name"
                )
        return self.write(document, path)

    def finish(self, document: dict[str, Any]) -> Path:
        """A finished game leaves the autosaves, so `resume` picks up the last unfinished one."""
        game_id = game_id_of(document)
        target = self.write(document, self.finished_path(game_id))
        self.autosave_path(game_id).unlink(missing_ok=True)
        return target

    # --- reading ------------------------------------------------------------------------

    def read(self, path: Path) -> dict[str, Any]:
        """The save at `path`, its envelope checked; one line naming the file when it cannot be."""
        label = str(path)
        try:
            raw = read_bytes(path, label, max_bytes=MAX_SAVE_BYTES, kind="save")
        except YamlInputError as exc:
            raise SaveStoreError(str(exc)) from None
        try:
            document = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise SaveStoreError(f"{label}: not UTF-8 text (byte {exc.start})") from None
        except json.JSONDecodeError as exc:
            raise SaveStoreError(
                f"{label}: not a save (not valid JSON at line {exc.lineno}, column {exc.colno})"
            ) from None
        except RecursionError:
            raise SaveStoreError(f"{label}: not a save (nested too deeply)") from None
        return check_document(document, label)


def check_document(document: Any, label: str) -> dict[str, Any]:
    """The envelope of a save: format, version, session (mode, game id, party, level), game."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveStoreError(f'{label}: not an Electioneer save (no "format": "{FORMAT}")')
    if document.get("version") != VERSION:
        raise SaveStoreError(
            f"{label}: a save of version {quoted(document.get('version'))}; this version reads {VERSION}"
        )
    session = document.get("session")
    if not isinstance(session, dict):
        raise SaveStoreError(f"{label}: its session settings are {quoted(session)}, not an object")
    if session.get("mode") not in MODES:
        raise SaveStoreError(f"{label}: unknown mode {quoted(session.get('mode'))} (play or assist)")
    try:
        check_game_id(session.get("game_id"))
    except SaveStoreError as exc:
        raise SaveStoreError(f"{label}: {exc}") from None
    if not isinstance(document.get("game"), dict):
        raise SaveStoreError(f"{label}: it holds no game")
    return document


def new_document(mode: str, game_id: str, game: dict[str, Any], **session: Any) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "session": {"mode": mode, "game_id": check_game_id(game_id), **session},
        "game": game,
    }


def game_id_of(document: dict[str, Any]) -> str:
    return check_game_id(document["session"]["game_id"])


def choices_in(document: dict[str, Any]) -> int:
    """How many choices the saved game holds (its length, to tell an earlier point from a later)."""
    choices = document.get("game", {}).get("choices", [])
    return len(choices) if isinstance(choices, list) else 0
