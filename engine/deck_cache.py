"""A cache of the validated decks in the user's cache folder, so that a command starting up
neither imports PyYAML nor reads and checks every decks file again (about 65 ms).

An entry is named by (and holds, compared on every read) a key of everything the components
are read from: each file of the decks directory (name, size, time of change), each module of
the engine (an upgrade or an edit of the code that reads or checks the decks changes it) and
the Python version. Other data read from YAML and checked at start (the Clockwork's) is kept
the same way, under its own `kind`, its key adding the other folders it is read or checked
against (`also`) and the modules of the code that reads it (`code`).
An entry that cannot be read is ignored; a miss reads the decks as before and stores them
(written whole, then renamed). The folder: $PRIME_MINISTER_CACHE, else `cache` inside
$PRIME_MINISTER_HOME when that is set, else $XDG_CACHE_HOME/prime-minister or
~/.cache/prime-minister.
"""

from __future__ import annotations

import os
import pickle
import sys
import zlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

CACHE_ENV = "PRIME_MINISTER_CACHE"
ENGINE = os.path.dirname(os.path.realpath(__file__))


def where() -> str:
    """The cache folder, as text (reading an entry imports no pathlib)."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return os.path.expanduser(chosen)
    home = os.environ.get("PRIME_MINISTER_HOME")
    if home:
        return os.path.join(os.path.expanduser(home), "cache")
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        base = os.path.expanduser("~")
        if base == "~":
            raise RuntimeError("Could not determine home directory.")  # as Path.home() says it
        base = os.path.join(base, ".cache")
    return os.path.join(base, "prime-minister")


def folder() -> Path:
    from pathlib import Path

    return Path(where())


def _stamps(root: str, *, deep: bool, suffix: str = "", under: str = "") -> list[str]:
    """`name:size:time of change` of each file in `root` (and, `deep`, in every folder under
    it, as `Path.rglob` walks: into no linked folder), named from `root` with `/`."""
    found = []
    with os.scandir(root) as entries:
        for item in entries:
            name = under + item.name
            try:
                if item.is_file():
                    if item.name.endswith(suffix):
                        status = item.stat()
                        found.append(f"{name}:{status.st_size}:{status.st_mtime_ns}")
                elif deep and item.is_dir(follow_symlinks=False):
                    found += _stamps(item.path, deep=True, under=name + "/")
            except OSError:  # a file removed while read, a broken link: as rglob, not counted
                continue
    return found


Folders = tuple["str | os.PathLike[str]", ...]


def key(directory: str | os.PathLike[str], *, also: Folders = (), code: Folders = ()) -> str:
    """Everything the components read from `directory` depend on, as text (with `also`, the
    other data folders, and `code`, the other modules, that what is kept depends on).
    Read with `os.scandir`: a start-up reads it every time (some 60 files)."""
    parts = [sys.version, str(pickle.HIGHEST_PROTOCOL)]
    for folder_ in (directory, *also):
        root = os.path.realpath(folder_)
        parts.append(root)
        parts += sorted(_stamps(root, deep=True))
    for modules in (ENGINE, *code):  # the code that reads and checks the data
        parts += sorted(_stamps(os.path.realpath(modules), deep=False, suffix=".py"))
    return "\n".join(parts)


def _name(text: str, kind: str) -> str:
    return f"{kind}-{zlib.crc32(text.encode()):08x}-{len(text)}.pickle"


def entry(directory: str | os.PathLike[str], known: str | None = None, *, kind: str = "decks") -> Path:
    """Where the components read from `directory` are (or would be) kept. The name is a
    checksum of the key; the entry holds the whole key, compared on every read."""
    return folder() / _name(key(directory) if known is None else known, kind)


def load(directory: str | os.PathLike[str], *, kind: str = "decks", also: Folders = (), code: Folders = ()) -> Any | None:
    """The components (or other `kind` of data) stored for `directory` as it is now, or None."""
    try:
        wanted = key(directory, also=also, code=code)
        with open(os.path.join(where(), _name(wanted, kind)), "rb") as kept:
            stored, components = pickle.loads(kept.read())  # noqa: S301 - our own cache
        return components if stored == wanted else None
    except Exception:  # noqa: BLE001 - any unreadable entry is a miss
        return None


def store(directory: str | os.PathLike[str], components: Any, *, kind: str = "decks", also: Folders = (),
          code: Folders = ()) -> None:
    """Keep `components`; a cache that cannot be written is simply not used."""
    try:
        wanted = key(directory, also=also, code=code)
        target = entry(directory, wanted, kind=kind)
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(pickle.dumps((wanted, components), pickle.HIGHEST_PROTOCOL))
        os.replace(temporary, target)
        _forget_old(kind)
    except (OSError, RuntimeError):  # RuntimeError: no home folder to hold the cache
        pass


KEEP = 8  # entries of each kind kept: an edit of the decks or an upgrade makes a new one


def _forget_old(kind: str) -> None:
    """Remove all but the `KEEP` entries of `kind` most recently written."""
    entries = []
    for path in folder().glob(f"{kind}-*.pickle"):
        try:
            entries.append((path.stat().st_mtime_ns, path))
        except OSError:
            continue
    for _, path in sorted(entries, reverse=True)[KEEP:]:
        path.unlink(missing_ok=True)
