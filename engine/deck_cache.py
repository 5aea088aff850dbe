"""A cache of the parsed decks files in the user's cache folder, so that a command starting
up neither imports PyYAML nor parses every decks file again.

What is kept is data only: each file's parsed YAML, written as JSON (which can stand for no
code and is read with `json.loads`), and the card data's fingerprint. Every value read from
the cache goes through the same checks as a value read from the file (`engine.decks`), so a
damaged, foreign or crafted entry can at worst be refused like a decks file would be; it is
never run. An entry that cannot be read, is too large, or was kept for other files is a miss
and is written anew.

An entry is named by (and holds, compared on every read) a key of everything it was read
from: each file of the decks directory (name, size, time of change), the modules of the
code that reads them and the Python version. Other data read from YAML at start (the
Clockwork's) is kept the same way under its own `kind`, its key adding the other folders it
is checked against (`also`) and the modules of the code that reads it (`code`).

The folder: $PRIME_MINISTER_CACHE, else `cache` inside $PRIME_MINISTER_HOME when that is
set, else $XDG_CACHE_HOME/prime-minister or ~/.cache/prime-minister; created private (0700).
An entry is written to a temporary file created new in that folder, then renamed over the
entry, so a kill leaves the old entry or the new one.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import tempfile
import time
import zlib
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, TypeVar

if TYPE_CHECKING:
    from pathlib import Path

CACHE_ENV = "PRIME_MINISTER_CACHE"
ENGINE = os.path.dirname(os.path.realpath(__file__))
HOUSE = os.path.join(os.path.dirname(ENGINE), "house")
FORMAT = "parsed-yaml-1"
MAX_ENTRY_BYTES = 16 * 1024 * 1024  # a larger entry is not read (the shipped decks make about 100 KB)
KEEP = 8  # entries of each kind kept: an edit of the decks or an upgrade makes a new one
LEGACY = (".pickle", ".marshal")  # entries of an earlier format: removed, never read


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
    it, into no linked folder), named from `root` with `/`."""
    found = []
    try:
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
                except OSError:  # a file removed while read, a broken link: not counted
                    continue
    except OSError:
        pass
    return found


Folders = tuple["str | os.PathLike[str]", ...]


def key(directory: str | os.PathLike[str], *, also: Folders = (), code: Folders = ()) -> str:
    """Everything what is kept for `directory` depends on, as text (with `also`, the other
    data folders, and `code`, the other modules, that it depends on)."""
    parts = [FORMAT, sys.version]
    for folder_ in (directory, *also):
        root = os.path.realpath(folder_)
        parts.append(root)
        parts += sorted(_stamps(root, deep=True))
    for modules in (ENGINE, HOUSE, *code):  # the code that reads and checks the data
        parts += sorted(_stamps(os.path.realpath(modules), deep=False, suffix=".py"))
    return "\n".join(parts)


def _name(text: str, kind: str) -> str:
    return f"{kind}-{zlib.crc32(text.encode()):08x}-{len(text)}.json"


def entry(directory: str | os.PathLike[str], known: str | None = None, *, kind: str = "decks") -> Path:
    """Where what is read from `directory` is (or would be) kept."""
    return folder() / _name(key(directory) if known is None else known, kind)


def _read_entry(wanted: str, kind: str) -> dict[str, Any] | None:
    """The entry kept under `wanted`, or None: missing, not a regular file of ours, too
    large, not JSON of the expected shape, or kept for something else."""
    try:
        handle = os.open(
            os.path.join(where(), _name(wanted, kind)),
            os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0),
        )
    except (OSError, RuntimeError):
        return None
    try:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode) or status.st_size > MAX_ENTRY_BYTES:
            return None
        if hasattr(os, "getuid") and status.st_uid != os.getuid():  # an entry someone else put there
            return None
        with os.fdopen(os.dup(handle), "rb") as kept:
            kept_entry = json.loads(kept.read(MAX_ENTRY_BYTES + 1))
    except (OSError, ValueError, RecursionError):  # ValueError: not JSON, not UTF-8
        return None
    finally:
        os.close(handle)
    if (
        type(kept_entry) is not dict
        or kept_entry.get("key") != wanted
        or type(kept_entry.get("documents")) is not dict
        or type(kept_entry.get("extra", {})) is not dict
    ):
        return None
    try:
        kept_entry["documents"] = {name: _decoded(document) for name, document in kept_entry["documents"].items()}
        kept_entry["extra"] = {name: _decoded(value) for name, value in kept_entry.get("extra", {}).items()}
    except (ValueError, RecursionError):
        return None
    return kept_entry


class Reading:
    """The documents of one `parsed` block: those kept, and those read from files in it."""

    def __init__(self, kept: dict[str, Any] | None) -> None:
        self.kept: dict[str, Any] = kept["documents"] if kept else {}
        self.extra: dict[str, Any] = dict(kept.get("extra", {})) if kept else {}
        self.read: dict[str, Any] = {}
        self.used: dict[str, Any] = {}
        self.found = kept is not None


_READING: list[Reading] = []


def kept_document(path: str | os.PathLike[str]) -> tuple[bool, Any]:
    """(True, the parsed YAML) of the file at `path` when an open `parsed` block holds it,
    else (False, None)."""
    if _READING:
        reading = _READING[-1]
        name = os.path.realpath(path)
        if name in reading.kept:
            reading.used[name] = reading.kept[name]
            return True, reading.kept[name]
    return False, None


def note_document(path: str | os.PathLike[str], document: Any) -> None:
    """Remember the parsed YAML of the file at `path`, read in an open `parsed` block."""
    if _READING:
        _READING[-1].read[os.path.realpath(path)] = document


T = TypeVar("T")


def through_cache(
    load: Callable[[Reading], T],
    directory: str | os.PathLike[str],
    *,
    kind: str = "decks",
    also: Folders = (),
    code: Folders = (),
) -> T:
    """`load(kept)`, the decks files it reads taken from the entry kept for `directory` when
    there is one. Should the kept documents be refused (a `ValueError` of the checks: an
    entry edited by hand or damaged), the files are read afresh and the entry written anew,
    so what the checks say is always about the files themselves."""
    try:
        with parsed(directory, kind=kind, also=also, code=code) as kept:
            return load(kept)
    except ValueError:
        if not kept.used:
            raise
    with parsed(directory, kind=kind, also=also, code=code, afresh=True) as kept:
        return load(kept)


@contextmanager
def parsed(
    directory: str | os.PathLike[str],
    *,
    kind: str = "decks",
    also: Folders = (),
    code: Folders = (),
    afresh: bool = False,
) -> Iterator[Reading]:
    """Within the block, the decks files read (`engine.deck_fields`) are taken from the entry
    kept for `directory` as it is now (none with `afresh`); when the block ends without an
    error and any file had to be parsed, the entry is written anew. `extra` holds other
    values kept with it."""
    try:
        wanted = key(directory, also=also, code=code)
        kept = None if afresh else _read_entry(wanted, kind)
    except RuntimeError:  # no home folder: no cache
        wanted, kept = "", None
    reading = Reading(kept)
    _READING.append(reading)
    try:
        yield reading
    finally:
        _READING.pop()
    if wanted and (reading.read or not reading.found):
        _store(wanted, kind, {**reading.used, **reading.read}, reading.extra)


_ITEMS = "\x00items"  # a mapping whose keys are not all text, written as a list of pairs
_SCALARS = (str, int, float, bool, type(None))


class _NotPlain(ValueError):
    """A value JSON cannot stand for (a date, a set): the entry is not kept."""


def _encoded(value: Any) -> Any:
    """`value` as JSON can hold it: mappings with keys other than text as lists of pairs."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list:
        return [_encoded(item) for item in value]
    if kind is dict:
        if all(type(k) is str for k in value) and _ITEMS not in value:
            return {k: _encoded(v) for k, v in value.items()}
        if not all(type(k) in _SCALARS for k in value):
            raise _NotPlain("a mapping key JSON cannot hold")
        return {_ITEMS: [[k, _encoded(v)] for k, v in value.items()]}
    raise _NotPlain(kind.__name__)


def _decoded(value: Any) -> Any:
    """The value `_encoded` wrote; a shape it never writes raises ValueError."""
    kind = type(value)
    if kind is list:
        return [_decoded(item) for item in value]
    if kind is dict:
        if _ITEMS in value:
            pairs = value[_ITEMS]
            if len(value) != 1 or type(pairs) is not list or not all(type(p) is list and len(p) == 2 for p in pairs):
                raise ValueError("a list of pairs of another shape")
            if not all(type(k) in _SCALARS for k, _ in pairs):
                raise ValueError("a key that cannot be one")
            return {k: _decoded(v) for k, v in pairs}
        return {k: _decoded(v) for k, v in value.items()}
    return value


def _store(wanted: str, kind: str, documents: dict[str, Any], extra: dict[str, Any]) -> None:
    """Keep `documents`; a cache that cannot be written is simply not used."""
    try:
        documents = {name: _encoded(document) for name, document in documents.items()}
        extra = {name: _encoded(value) for name, value in extra.items()}
    except (_NotPlain, RecursionError):
        return
    try:
        root = where()
        os.makedirs(root, mode=0o700, exist_ok=True)
        target = os.path.join(root, _name(wanted, kind))
        text = json.dumps({"key": wanted, "documents": documents, "extra": extra}, separators=(",", ":"))
        handle, temporary = tempfile.mkstemp(dir=root, prefix=f".{kind}-", suffix=".tmp")  # created new (O_EXCL)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(temporary, target)
        except BaseException:
            os.unlink(temporary)
            raise
        _forget_old(root, kind)
    except (OSError, RuntimeError):
        pass


def _forget_old(root: str, kind: str) -> None:
    """Remove all but the `KEEP` entries of `kind` most recently written, and any entry of an
    earlier format (never read)."""
    entries = []
    with os.scandir(root) as found:
        for item in found:
            try:
                if (
                    item.name.endswith(LEGACY)
                    or item.name.startswith(".")
                    and item.name.endswith(".tmp")
                    and _stale(item)
                ):
                    os.unlink(item.path)
                elif item.name.startswith(f"{kind}-") and item.name.endswith(".json"):
                    entries.append((item.stat(follow_symlinks=False).st_mtime_ns, item.path))
            except OSError:
                continue
    for _, path in sorted(entries, reverse=True)[KEEP:]:
        try:
            os.unlink(path)
        except OSError:
            continue


def _stale(item: os.DirEntry[str]) -> bool:
    """A temporary left by a writer that was stopped before its rename (older than an hour)."""
    return time.time() - item.stat(follow_symlinks=False).st_mtime > 3600
