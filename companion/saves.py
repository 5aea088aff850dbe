"""Where the play session keeps its games: the user's data directory.

    $PRIME_MINISTER_HOME            (else the system's user data folder from platformdirs:
                                     ~/.local/share/prime-minister on Linux)
      autosave/<game id>.json       rewritten after every choice of an unfinished game
      saves/<NAME>.json             `save NAME` inside the game
      finished/<game id>.json       a finished game's autosave, moved out of `resume`'s way

Every file is written by `engine.save.save_game` (a temporary file, then a rename), so a
crash never leaves half a save. A file that cannot be read is reported and left alone:
nothing here ever writes over a save it could not read, and nothing is written outside
this folder except a save the person names by its path (`save ~/games/derby.json`).

A game id comes from a save someone may have edited: it is checked (`check_game_id`, one
plain file name) wherever it is read, so it can never point outside the folder. New ids
carry a random part, so two games started in the same second with the same seed never
share a file, and `resume` of an older save never cuts a newer autosave of the same game
short: the resumed game goes on under an id of its own (`resume_id`).
"""

from __future__ import annotations

import os
import re
import secrets
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from engine import counted, dealer_seed, shown

if TYPE_CHECKING:
    from engine import Components, Game

HOME_ENV = "PRIME_MINISTER_HOME"
SUFFIX = ".json"
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
GAME_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$")  # no dot: never '..', never a suffix
MAX_ARGUMENT = 4096  # a longer save name or path is refused before the file system sees it


class SaveStoreError(ValueError):
    """A save that cannot be found, read or written; the message says which and why."""


def data_home() -> Path:
    explicit = os.environ.get(HOME_ENV)
    if explicit:
        return Path(explicit).expanduser()
    try:
        from platformdirs import user_data_path
    except ImportError:  # an install from before platformdirs was a dependency
        xdg = os.environ.get("XDG_DATA_HOME")
        return (Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share") / "prime-minister"
    return user_data_path("prime-minister", appauthor=False)


def check_game_id(game_id: object) -> str:
    """`game_id` when it is one plain file name (letters, digits, '_', '-'; at most 80)."""
    if not isinstance(game_id, str) or not GAME_ID.match(game_id):
        raise SaveStoreError(f"the save's game id {shown(game_id)} is not a plain name (letters, digits, '_' and '-', "
                             "at most 80): the save was edited or damaged")
    return game_id


def new_game_id(seed: int, store: "SaveStore | None" = None) -> str:
    """A file name for a new game's autosave: when it started, its seed and a random part
    (two games started in the same second with the same seed get different ids)."""
    seed_part = f"seed{seed}" if 0 <= seed < 10**12 else "seed"
    while True:
        game_id = f"{time.strftime('%Y%m%d-%H%M%S')}-{seed_part}-{secrets.token_hex(3)}"
        if store is None or not store.id_taken(game_id):
            return game_id


def check_name(name: str) -> str:
    name = name.strip()
    while name.endswith(SUFFIX):  # `save x.json.json` is the save `x`
        name = name[: -len(SUFFIX)]
    if not NAME.match(name):
        raise SaveStoreError(
            f"{shown(name)} cannot be a save name (letters, digits, '.', '_' and '-', starting with a letter or digit, "
            "at most 64), or give a path ending in .json"
        )
    return name


def is_path(name: str) -> bool:
    """`save NAME` names a file outside the data folder when it has a folder in it."""
    return os.sep in name or "/" in name or name.startswith("~")


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
        return self.autosave_dir / f"{check_game_id(game_id)}{SUFFIX}"

    def finished_path(self, game_id: str) -> Path:
        return self.finished_dir / f"{check_game_id(game_id)}{SUFFIX}"

    def id_taken(self, game_id: str) -> bool:
        return self.autosave_path(game_id).exists() or self.finished_path(game_id).exists()

    def named_path(self, name: str) -> Path:
        """`save NAME`: saves/NAME.json, or the file NAME when it is a path ending in .json."""
        if len(name) > MAX_ARGUMENT or "\x00" in name:
            raise SaveStoreError(f"{shown(name)} cannot be a save name or path")
        if is_path(name.strip()):
            path = Path(name.strip()).expanduser()
            if path.suffix != SUFFIX:
                raise SaveStoreError(f"{shown(name)} cannot be a save name, and a save elsewhere is a path ending in {SUFFIX}")
            if not path.parent.is_dir():
                raise SaveStoreError(f"{shown(name)}: there is no folder {path.parent}")
            return path.absolute()
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
            if _longer(other, game):
                raise SaveStoreError(f"the save {path.stem!r} holds a later point of this game ({counted(len(other.log), 'choice')}, "
                                     f"this one {len(game.log)}); choose another name")
        return self.write(game, path)

    def finish(self, game: "Game", game_id: str) -> Path:
        """A finished game leaves the autosaves, so `resume` picks up the last unfinished one.

        An earlier ending of the same game (a resumed older save played to another end) is
        kept: this one is filed beside it."""
        target = self.finished_path(game_id)
        number = 1
        while target.exists():
            number += 1
            target = self.finished_dir / f"{game_id}-{number}{SUFFIX}"
        target = self.write(game, target)
        try:
            self.autosave_path(game_id).unlink()
        except FileNotFoundError:
            pass
        return target

    def resume_id(self, game: "Game", path: Path) -> tuple[str, str]:
        """The id a resumed game goes on under, and a line for the person when it changed.

        Resuming a save never cuts short a newer autosave of the same game: when the game's
        autosave holds more than (or something other than) this save, the resumed game
        gets an id of its own and both files stay as they are."""
        game_id = game_id_of(game)
        autosave = self.autosave_path(game_id)
        if path.resolve() == autosave.resolve() or not autosave.exists():
            return game_id, ""
        try:
            other = self.load(autosave, game.components)
        except SaveStoreError:
            why = "cannot be read"
        else:
            if not _longer(other, game) and [r.choice for r in other.log] == [r.choice for r in game.log[: len(other.log)]]:
                return game_id, ""  # the autosave is an earlier point of this save: it simply grows
            why = f"holds another point of this game ({counted(len(other.log), 'choice')}; this save has {len(game.log)})"
        branch = new_game_id(dealer_seed(game), self)
        set_game_id(game, branch)
        return branch, (f"The autosave {game_id} {why}: it is kept as it is, and this game goes on as {branch} "
                        f"(prime-minister resume {branch}).")

    # --- reading ------------------------------------------------------------------------

    def load(self, path: Path, components: "Components | None" = None, warn: "Callable[[str], None] | None" = None) -> "Game":
        from engine import SaveError, load_game

        try:
            return load_game(path, components, warn)
        except SaveError as exc:
            raise SaveStoreError(str(exc)) from None

    def latest_autosave(self) -> Path | None:
        files = self._files(self.autosave_dir)
        return max(files, key=lambda p: p.stat().st_mtime) if files else None

    def find(self, name: str) -> Path:
        """A save by name (saves/, then autosave/, then finished/), or a path to a file."""
        if len(name) > MAX_ARGUMENT or "\x00" in name:
            raise SaveStoreError(f"{shown(name)} cannot be a save name or path")
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
            raise SaveStoreError(f"{shown(name)}: {getattr(exc, 'strerror', None) or exc}") from None
        known = ", ".join(self.names()[:8]) or "none yet"
        raise SaveStoreError(f"no save named {shown(name)} in {self.root} (saves: {known})")

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
    """The game's id, checked: it names the game's autosave file."""
    game_id = session_options(game).get("game_id")
    if game_id is None:
        return f"game-seed{game.seed}" if game.seed is not None and 0 <= game.seed < 10**12 else "game"
    return check_game_id(game_id)


def set_game_id(game: "Game", game_id: str) -> None:
    """Give a resumed game an id of its own (it is written into its saves from now on)."""
    from dataclasses import replace

    options = {**session_options(game), "game_id": check_game_id(game_id)}
    game.setup = replace(game.setup, options={**game.setup.options, OPTIONS_KEY: options})


def _longer(saved: "Game", game: "Game") -> bool:
    """Does `saved` hold more of the game than `game`?"""
    return len(saved.log) > len(game.log)


def check_session(game: "Game", label: str) -> dict[str, Any]:
    """The session's facts in a loaded save (whose seat is typed, who plays the others, at
    which level), each checked: a save edited by hand gets one line naming the save."""
    raw = game.setup.options.get(OPTIONS_KEY, {})
    where = f"the save {shown(label)}"
    if not isinstance(raw, dict):
        raise SaveStoreError(f"{where}: its session settings are {shown(raw)}, not an object")
    options = dict(raw)
    seats = len(game.state.seats)
    game_id_of(game)
    mode = options.get("mode", "play")
    if mode not in ("play", "assist"):
        raise SaveStoreError(f"{where}: unknown mode {shown(mode)} (play or assist)")
    if mode == "play":
        human = options.get("human", 0)
        if isinstance(human, bool) or not isinstance(human, int) or not 0 <= human < seats:
            raise SaveStoreError(f"{where}: your seat {shown(human)} is not a seat of this {seats}-player game (0 to {seats - 1})")
        from clockwork.players import PLAYERS

        opponents = options.get("opponents", "clockwork")
        if opponents not in PLAYERS:
            raise SaveStoreError(f"{where}: the other seats are played by {shown(opponents)}, which is not one of "
                                 f"{', '.join(PLAYERS)}")
    else:
        if not isinstance(options.get("name_face_down", False), bool):
            raise SaveStoreError(f"{where}: its name_face_down {shown(options.get('name_face_down'))} is not true or false")
        automated = options.get("clockwork", [])
        if not isinstance(automated, list) or len(automated) > seats or any(
                isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < seats for s in automated):
            raise SaveStoreError(f"{where}: its Clockwork seats {shown(automated)} are not seats of this game (0 to {seats - 1})")
    difficulty = options.get("difficulty", "standard")
    if difficulty is not None:
        from clockwork.data import clockwork_for
        from clockwork.data_fields import ClockworkDataError

        try:
            levels = clockwork_for(game.components).levels
        except ClockworkDataError as exc:
            raise SaveStoreError(f"{where}: the Clockwork data cannot be read: {exc}") from None
        if not isinstance(difficulty, str) or difficulty not in levels:
            raise SaveStoreError(f"{where}: its difficulty {shown(difficulty)} is not a Clockwork level "
                                 f"(known: {', '.join(levels)})")
    return options
