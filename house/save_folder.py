"""Where an app keeps its games, and how saves are named: the same for every game.

    <data home>/                    house.files.data_home(app, ENV): $ENV, else the user's
                                    data folder (~/.local/share/APP on Linux)
      autosave/<game id>.json       rewritten after every choice of an unfinished game
      saves/<NAME>.json             `save NAME` inside the game
      finished/<game id>.json       a finished game's autosave, moved out of `resume`'s way

What a save holds is the game's own business (its app reads and writes the files); this
module only names them. A game id or a name may come from a save someone edited: each is
checked (one plain file name) wherever it is read, so it never points outside the folder.
New ids carry a random part, so two games started in the same second with the same seed
never share a file. Nothing here writes a file.
"""

from __future__ import annotations

import os
import re
import secrets
import time
from pathlib import Path
from typing import Any, Callable

SUFFIX = ".json"
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
GAME_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$")  # no dot: never '..', never a suffix
MAX_ARGUMENT = 4096  # a longer save name or path is refused before the file system sees it
QUOTED_TEXT = 40  # characters of a text quoted in a message


class SaveFolderError(ValueError):
    """A save that cannot be found, named, read or written; the message is one line."""


def quoted(value: Any) -> str:
    """A value read from a save or typed at a prompt, described for a message in a few dozen
    printable characters (a long text cut, a list or mapping by its size)."""
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        return str(value) if abs(value) < 10**30 else f"a {value.bit_length()}-bit number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        text = repr(value[:QUOTED_TEXT])  # repr writes control characters out (\x1b)
        return text if len(value) <= QUOTED_TEXT else f"{text[:-1]}...' ({len(value)} characters)"
    if isinstance(value, (list, dict)):
        noun = "item" if isinstance(value, list) else "key"
        return f"a {'list' if isinstance(value, list) else 'mapping'} of {len(value)} {noun}{'' if len(value) == 1 else 's'}"
    return f"a {type(value).__name__}"


def check_game_id(game_id: object) -> str:
    """`game_id` when it is one plain file name (letters, digits, '_', '-'; at most 80)."""
    if not isinstance(game_id, str) or not GAME_ID.match(game_id):
        raise SaveFolderError(
            f"the save's game id {quoted(game_id)} is not a plain name (letters, digits, '_' and '-', "
            "at most 80): the save was edited or damaged"
        )
    return game_id


def new_game_id(seed: int, taken: Callable[[str], bool] | None = None) -> str:
    """A file name for a new game's autosave: when it started, its seed and a random part."""
    seed_part = f"seed{seed}" if 0 <= seed < 10**12 else "seed"
    while True:
        game_id = f"{time.strftime('%Y%m%d-%H%M%S')}-{seed_part}-{secrets.token_hex(3)}"
        if taken is None or not taken(game_id):
            return game_id


def check_name(name: str) -> str:
    """A save's name as typed (`save derby`), without `.json`; one line when it cannot be one."""
    name = name.strip()
    while name.endswith(SUFFIX):  # `save x.json.json` is the save `x`
        name = name[: -len(SUFFIX)]
    if not NAME.match(name):
        raise SaveFolderError(
            f"{quoted(name)} cannot be a save name (letters, digits, '.', '_' and '-', starting with a letter or digit, "
            "at most 64), or give a path ending in .json"
        )
    return name


def is_path(name: str) -> bool:
    """`save NAME` names a file outside the data folder when it has a folder in it."""
    return os.sep in name or "/" in name or name.startswith("~")


class SaveFolder:
    """The saves under one data folder: where each goes and how one is found by name."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @property
    def autosave_dir(self) -> Path:
        return self.root / "autosave"

    @property
    def saves_dir(self) -> Path:
        return self.root / "saves"

    @property
    def finished_dir(self) -> Path:
        return self.root / "finished"

    def autosave_path(self, game_id: str) -> Path:
        return self.autosave_dir / f"{check_game_id(game_id)}{SUFFIX}"

    def finished_path(self, game_id: str) -> Path:
        """Where a finished game is filed: beside an earlier ending of the same game, never over it."""
        target = self.finished_dir / f"{check_game_id(game_id)}{SUFFIX}"
        number = 1
        while target.exists():
            number += 1
            target = self.finished_dir / f"{game_id}-{number}{SUFFIX}"
        return target

    def id_taken(self, game_id: str) -> bool:
        return self.autosave_path(game_id).exists() or (self.finished_dir / f"{game_id}{SUFFIX}").exists()

    def named_path(self, name: str) -> Path:
        """`save NAME`: saves/NAME.json, or the file NAME when it is a path ending in .json."""
        if len(name) > MAX_ARGUMENT or "\x00" in name:
            raise SaveFolderError(f"{quoted(name)} cannot be a save name or path")
        if is_path(name.strip()):
            path = Path(name.strip()).expanduser()
            if path.suffix != SUFFIX:
                raise SaveFolderError(
                    f"{quoted(name)} cannot be a save name, and a save elsewhere is a path ending in {SUFFIX}"
                )
            if not path.parent.is_dir():
                raise SaveFolderError(f"{quoted(name)}: there is no folder {path.parent}")
            return path.absolute()
        return self.saves_dir / f"{check_name(name)}{SUFFIX}"

    def latest_autosave(self) -> Path | None:
        files = self._files(self.autosave_dir)
        return max(files, key=lambda p: p.stat().st_mtime) if files else None

    def find(self, name: str) -> Path:
        """A save by name (saves/, then autosave/, then finished/), or a path to a file."""
        if len(name) > MAX_ARGUMENT or "\x00" in name:
            raise SaveFolderError(f"{quoted(name)} cannot be a save name or path")
        try:
            candidate = Path(name).expanduser()
            if candidate.suffix == SUFFIX and candidate.is_file():
                return candidate
            stems = [name]
            while stems[-1].endswith(SUFFIX):
                stems.append(stems[-1][: -len(SUFFIX)])
            for stem in stems:
                if not NAME.match(stem):
                    continue
                for directory in (self.saves_dir, self.autosave_dir, self.finished_dir):
                    path = directory / f"{stem}{SUFFIX}"
                    if path.is_file():
                        return path
        except (OSError, RuntimeError) as exc:  # a name too long for the system, a home that cannot be found
            raise SaveFolderError(f"{quoted(name)}: {getattr(exc, 'strerror', None) or exc}") from None
        known = ", ".join(self.names()[:8]) or "none yet"
        raise SaveFolderError(f"no save named {quoted(name)} in {self.root} (saves: {known})")

    def names(self) -> list[str]:
        """Named saves first, then autosaves, newest first in each."""
        out: list[str] = []
        for directory in (self.saves_dir, self.autosave_dir):
            files = sorted(self._files(directory), key=lambda p: p.stat().st_mtime, reverse=True)
            out += [p.stem for p in files]
        return out

    @staticmethod
    def _files(directory: Path) -> list[Path]:
        if not directory.is_dir():
            return []
        return [p for p in directory.iterdir() if p.suffix == SUFFIX and not p.name.startswith(".") and p.is_file()]
