"""Where the play session keeps its games: the user's data directory.

    $PRIME_MINISTER_HOME            (else $XDG_DATA_HOME/prime-minister, else ~/.local/share/prime-minister)
      autosave/<game id>.json       rewritten after every choice of an unfinished game
      saves/<NAME>.json             `save NAME` inside the game
      finished/<game id>.json       a finished game's autosave, moved out of `resume`'s way

Every file is written by `engine.save.save_game` (a temporary file, then a rename), so a
crash never leaves half a save. A file that cannot be read is reported and left alone:
nothing here ever writes over a save it could not read.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine import Components, Game

HOME_ENV = "PRIME_MINISTER_HOME"
SUFFIX = ".json"
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


class SaveStoreError(ValueError):
    """A save that cannot be found, read or written; the message says which and why."""


def data_home() -> Path:
    explicit = os.environ.get(HOME_ENV)
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "prime-minister"


def new_game_id(seed: int) -> str:
    """A file name for a new game's autosave: when it started and its seed."""
    return time.strftime("%Y%m%d-%H%M%S") + f"-seed{seed}"


def check_name(name: str) -> str:
    name = name.strip()
    if name.endswith(SUFFIX):
        name = name[: -len(SUFFIX)]
    if not NAME.match(name):
        raise SaveStoreError(
            f"{name!r} cannot be a save name (letters, digits, '.', '_' and '-', starting with a letter or digit)"
        )
    return name


class SaveStore:
    """The saves under one data directory."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else data_home()

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
        return self.autosave_dir / f"{game_id}{SUFFIX}"

    def named_path(self, name: str) -> Path:
        return self.saves_dir / f"{check_name(name)}{SUFFIX}"

    # --- writing ------------------------------------------------------------------------

    def write(self, game: "Game", path: Path) -> Path:
        from engine import SaveError, save_game

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return save_game(game, path)
        except (SaveError, OSError) as exc:
            raise SaveStoreError(f"cannot write {path}: {exc}") from exc

    def autosave(self, game: "Game", game_id: str) -> Path:
        return self.write(game, self.autosave_path(game_id))

    def save_named(self, game: "Game", name: str, game_id: str) -> Path:
        """`save NAME`: never replaces a file that is not a readable save of this same game."""
        path = self.named_path(name)
        if path.exists():
            try:
                other = self.load(path, game.components)
            except SaveStoreError as exc:
                raise SaveStoreError(f"{path} exists and is not a readable save, so it is left alone: choose another name ({exc})") from None
            if game_id_of(other) != game_id:
                raise SaveStoreError(f"a save named {path.stem!r} holds another game; choose another name")
        return self.write(game, path)

    def finish(self, game: "Game", game_id: str) -> Path:
        """A finished game leaves the autosaves, so `resume` picks up the last unfinished one."""
        target = self.write(game, self.finished_dir / f"{game_id}{SUFFIX}")
        try:
            self.autosave_path(game_id).unlink()
        except FileNotFoundError:
            pass
        return target

    # --- reading ------------------------------------------------------------------------

    def load(self, path: Path, components: "Components | None" = None) -> "Game":
        from engine import SaveError, load_game

        try:
            return load_game(path, components)
        except SaveError as exc:
            raise SaveStoreError(str(exc)) from None

    def latest_autosave(self) -> Path | None:
        files = self._files(self.autosave_dir)
        return max(files, key=lambda p: p.stat().st_mtime) if files else None

    def find(self, name: str) -> Path:
        """A save by name (saves/, then autosave/, then finished/), or a path to a file."""
        candidate = Path(name).expanduser()
        if candidate.suffix == SUFFIX and candidate.is_file():
            return candidate
        stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
        for directory in (self.saves_dir, self.autosave_dir, self.finished_dir):
            path = directory / f"{stem}{SUFFIX}"
            if path.is_file():
                return path
        known = ", ".join(self.names()[:8]) or "none yet"
        raise SaveStoreError(f"no save named {name!r} in {self.root} (saves: {known})")

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


# --- what the session keeps in the setup -----------------------------------------------
# The engine carries `Setup.options` through saves untouched; the session keeps its own
# facts there under one key: which seat the person plays, who plays the others.

OPTIONS_KEY = "companion"


def session_options(game: "Game") -> dict[str, Any]:
    options = game.setup.options.get(OPTIONS_KEY)
    return dict(options) if isinstance(options, dict) else {}


def game_id_of(game: "Game") -> str:
    return str(session_options(game).get("game_id") or f"game-seed{game.seed}")
