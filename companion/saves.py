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

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from engine import dealer_seed
from engine.untrusted import shown
from engine.words import counted
from house.save_folder import (
    GAME_ID,
    MAX_ARGUMENT,
    NAME,
    SUFFIX,
    SaveFolder,
    SaveFolderError,
    check_game_id,
    check_name,
    is_path,
)
from house.save_folder import new_game_id as _new_game_id

if TYPE_CHECKING:
    from engine import Components, Game

__all__ = [
    "GAME_ID",
    "HOME_ENV",
    "MAX_ARGUMENT",
    "NAME",
    "OPTIONS_KEY",
    "SUFFIX",
    "SaveStore",
    "SaveStoreError",
    "check_game_id",
    "check_name",
    "check_session",
    "data_home",
    "game_id_of",
    "is_path",
    "new_game_id",
    "session_options",
    "set_game_id",
]

HOME_ENV = "PRIME_MINISTER_HOME"

# A save that cannot be found, read or written; the message says which and why (the folder's
# names and paths are house.save_folder's, shared by every game's app).
SaveStoreError = SaveFolderError


def data_home() -> Path:
    from house.files import data_home as home

    return home("prime-minister", HOME_ENV)


def new_game_id(seed: int, store: "SaveStore | None" = None) -> str:
    """A file name for a new game's autosave: when it started, its seed and a random part
    (two games started in the same second with the same seed get different ids)."""
    return _new_game_id(seed, store.id_taken if store is not None else None)


class SaveStore(SaveFolder):
    """The saves under one data directory (`house.save_folder` lays it out and finds them)."""

    def __init__(self, root: Path | None = None) -> None:
        super().__init__(root if root is not None else data_home())

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
                raise SaveStoreError(
                    f"{path} exists and is not a readable save, so it is left alone: choose another name ({exc})"
                ) from None
            if game_id_of(other) != game_id:
                raise SaveStoreError(f"a save named {path.stem!r} holds another game; choose another name")
            if _longer(other, game):
                raise SaveStoreError(
                    f"the save {path.stem!r} holds a later point of this game ({counted(len(other.log), 'choice')}, "
                    f"this one {len(game.log)}); choose another name"
                )
        return self.write(game, path)

    def finish(self, game: "Game", game_id: str) -> Path:
        """A finished game leaves the autosaves, so `resume` picks up the last unfinished one.

        An earlier ending of the same game (a resumed older save played to another end) is
        kept: this one is filed beside it (`finished_path` numbers it)."""
        target = self.write(game, self.finished_path(game_id))
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
            if not _longer(other, game) and [r.choice for r in other.log] == [
                r.choice for r in game.log[: len(other.log)]
            ]:
                return game_id, ""  # the autosave is an earlier point of this save: it simply grows
            why = (
                f"holds another point of this game ({counted(len(other.log), 'choice')}; this save has {len(game.log)})"
            )
        branch = new_game_id(dealer_seed(game), self)
        set_game_id(game, branch)
        return branch, (
            f"The autosave {game_id} {why}: it is kept as it is, and this game goes on as {branch} "
            f"(prime-minister resume {branch})."
        )

    # --- reading ------------------------------------------------------------------------

    def load(
        self, path: Path, components: "Components | None" = None, warn: "Callable[[str], None] | None" = None
    ) -> "Game":
        from engine import SaveError, load_game

        try:
            return load_game(path, components, warn)
        except SaveError as exc:
            raise SaveStoreError(str(exc)) from None


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
            raise SaveStoreError(
                f"{where}: your seat {shown(human)} is not a seat of this {seats}-player game (0 to {seats - 1})"
            )
        from clockwork.players import PLAYERS

        opponents = options.get("opponents", "clockwork")
        if opponents not in PLAYERS:
            raise SaveStoreError(
                f"{where}: the other seats are played by {shown(opponents)}, which is not one of {', '.join(PLAYERS)}"
            )
    else:
        if not isinstance(options.get("name_face_down", False), bool):
            raise SaveStoreError(
                f"{where}: its name_face_down {shown(options.get('name_face_down'))} is not true or false"
            )
        automated = options.get("clockwork", [])
        if (
            not isinstance(automated, list)
            or len(automated) > seats
            or any(isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < seats for s in automated)
        ):
            raise SaveStoreError(
                f"{where}: its Clockwork seats {shown(automated)} are not seats of this game (0 to {seats - 1})"
            )
    difficulty = options.get("difficulty", "standard")
    if difficulty is not None:
        from clockwork.data import clockwork_for
        from clockwork.data_fields import ClockworkDataError

        try:
            levels = clockwork_for(game.components).levels
        except ClockworkDataError as exc:
            raise SaveStoreError(f"{where}: the Clockwork data cannot be read: {exc}") from None
        if not isinstance(difficulty, str) or difficulty not in levels:
            raise SaveStoreError(
                f"{where}: its difficulty {shown(difficulty)} is not a Clockwork level (known: {', '.join(levels)})"
            )
    return options
