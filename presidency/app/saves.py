"""Where the table session keeps its games: `house.save_folder`'s layout under
$PRESIDENCY_HOME (else the user data folder, presidency/): `autosave/<game id>.json`
rewritten after every step, `saves/<NAME>.json` for `save NAME`."""

from __future__ import annotations

import secrets
import time
from pathlib import Path

from house.files import data_home
from house.save_folder import SaveFolder, SaveFolderError, check_game_id

HOME_ENV = "PRESIDENCY_HOME"

__all__ = ["HOME_ENV", "SaveFolderError", "folder", "new_game_id", "check_game_id"]


def folder() -> SaveFolder:
    return SaveFolder(data_home("presidency", HOME_ENV))


def new_game_id(stem: str) -> str:
    """When the game started, the table file it started from, and a random part."""
    plain = "".join(c if c.isalnum() or c in "_-" else "-" for c in stem)[:40].strip("-") or "table"
    saves = folder()
    while True:
        game_id = f"{time.strftime('%Y%m%d-%H%M%S')}-{plain}-{secrets.token_hex(3)}"
        if not saves.id_taken(check_game_id(game_id)):
            return game_id


def latest() -> Path:
    found = folder().latest_autosave()
    if found is None:
        raise SaveFolderError(f"no game saved yet in {folder().root}: start one with --table FILE")
    return found
