"""One session at a time for each game: a lock beside its autosave.

Two sessions of the same game (`resume ID` in two terminals) would each rewrite the
autosave after every choice, and the one that wrote last would silently drop the other's
moves. A session therefore holds `autosave/<game id>.lock` while it runs: an advisory lock
of the operating system (flock) on that file, which the system lets go of when the process
ends in any way (quit, a crash, kill -9), so a lock is never left stale. The file holds the
process id, only to say which session has the game open. Another session of the game is
refused with one line naming it. A symbolic link found in the lock file's place is removed
and a lock file made there (the lock is never taken through a link, nor given up because of one).

Where the system has no such lock (Windows) or the folder cannot be written, the session
goes on without one (an unwritable folder is reported by the autosave itself).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no flock
    fcntl = None  # type: ignore[assignment]

from companion.saves import SaveStore, SaveStoreError

LOCK_SUFFIX = ".lock"


class GameOpenError(SaveStoreError):
    """The game is open in another session."""


class GameLock:
    """The lock of one game while a session has it open; `release` lets it go."""

    def __init__(self, path: Path, handle: int | None) -> None:
        self.path = path
        self._handle = handle

    @classmethod
    def take(cls, store: SaveStore, game_id: str) -> "GameLock":
        """Take the game's lock, or raise GameOpenError naming the session that holds it."""
        path = store.autosave_dir / f"{store.autosave_path(game_id).stem}{LOCK_SUFFIX}"
        if fcntl is None:
            return cls(path, None)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return cls(path, None)
        for _ in range(10):  # another session may remove the file between our open and our lock
            try:
                handle = os.open(
                    path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0), 0o600
                )
            except OSError as exc:
                if exc.errno == errno.ELOOP and _remove_link(path):
                    continue  # a link in the lock's place is none of ours: a lock file of our own replaces it
                return cls(path, None)  # a folder that cannot be written: the autosave says so
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _holder(handle)
                os.close(handle)
                raise GameOpenError(
                    f"the game {game_id} is open in another session{holder}: continue it there, "
                    "or quit it first (its moves would otherwise overwrite each other)"
                ) from None
            except OSError:
                os.close(handle)
                return cls(path, None)  # a file system without locks
            try:
                same = os.path.samestat(os.fstat(handle), os.stat(path, follow_symlinks=False))
            except OSError:
                same = False
            if not same:  # the holder removed the file as we opened it: take the new one
                os.close(handle)
                continue
            os.ftruncate(handle, 0)
            os.write(handle, f"{os.getpid()}\n".encode("ascii"))
            return cls(path, handle)
        return cls(path, None)

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        """Let the game go: the file is removed while still locked, then closed."""
        if self._handle is None:
            return
        try:
            self.path.unlink()
        except OSError:
            pass
        os.close(self._handle)
        self._handle = None


def _holder(handle: int) -> str:
    try:
        text = os.pread(handle, 32, 0).decode("ascii", "replace").strip()
    except OSError:
        return ""
    return f" (process {text})" if text.isdigit() else ""


def unwritable(folder: Path) -> str | None:
    """Why nothing can be written in `folder` (made if missing), or None when it can."""
    import tempfile

    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(dir=folder, prefix=".writable.", suffix=".tmp")
        os.close(handle)
        os.unlink(name)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def open_game(store: SaveStore, game_id: str) -> tuple[GameLock, str]:
    """Before a session starts: the temporaries a killed writer left in the data folder are
    removed, the game's lock is taken (GameOpenError when another session has it) and the
    banner's `Autosave:` line says where the game is kept, or that it cannot be."""
    from rich.markup import escape

    from house.console import printable
    from house.files import remove_stale_temporaries

    for folder in (store.autosave_dir, store.saves_dir, store.finished_dir):
        remove_stale_temporaries(folder)
    lock = GameLock.take(store, game_id)
    problem = unwritable(store.autosave_dir)
    if problem is None:
        return lock, f"Autosave: {escape(printable(str(store.autosave_path(game_id))))}"
    return lock, (
        f"Autosave: [red]none[/red], {escape(printable(str(store.autosave_dir)))} cannot be written "
        f"({escape(printable(problem))}); keep the game with save PATH.json"
    )


def _remove_link(path: Path) -> bool:
    """Remove the symbolic link at `path` (a lock file is never one); whether it is gone."""
    try:
        if not path.is_symlink():
            return False
        path.unlink()
    except OSError:
        return False
    return True
