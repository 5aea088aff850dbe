"""A cache of the validated decks in the user's cache folder, so that a command starting up
neither imports PyYAML nor reads and checks every decks file again (about 65 ms).

An entry is named by a digest of everything the components read from: each file of the
decks directory (name, size, time of change), each module of the engine (an upgrade or an
edit of the code that reads or checks the decks makes a new name) and the Python version.
An entry that cannot be read is ignored; a miss reads the decks as before and stores them
(written whole, then renamed). The folder: $PRIME_MINISTER_CACHE, else `cache` inside
$PRIME_MINISTER_HOME when that is set, else $XDG_CACHE_HOME/prime-minister or
~/.cache/prime-minister.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from pathlib import Path
from typing import Any

CACHE_ENV = "PRIME_MINISTER_CACHE"
ENGINE = Path(__file__).resolve().parent


def folder() -> Path:
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return Path(chosen).expanduser()
    home = os.environ.get("PRIME_MINISTER_HOME")
    if home:
        return Path(home).expanduser() / "cache"
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "prime-minister"


def _stamp(path: Path, root: Path) -> str:
    status = path.stat()
    return f"{path.relative_to(root)}:{status.st_size}:{status.st_mtime_ns}"


def entry(directory: str | os.PathLike[str]) -> Path:
    """Where the components read from `directory` are (or would be) kept."""
    root = Path(directory).resolve()
    parts = [sys.version, str(pickle.HIGHEST_PROTOCOL), str(root)]
    parts += sorted(_stamp(path, root) for path in root.rglob("*") if path.is_file())
    parts += sorted(_stamp(path, ENGINE) for path in ENGINE.glob("*.py"))  # the code that reads and checks the decks
    digest = hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]
    return folder() / f"decks-{digest}.pickle"


def load(directory: str | os.PathLike[str]) -> Any | None:
    """The components stored for `directory` as it is now, or None."""
    try:
        return pickle.loads(entry(directory).read_bytes())  # noqa: S301 - our own cache, named by what it holds
    except Exception:  # noqa: BLE001 - any unreadable entry is a miss
        return None


def store(directory: str | os.PathLike[str], components: Any) -> None:
    """Keep `components`; a cache that cannot be written is simply not used."""
    try:
        target = entry(directory)
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(pickle.dumps(components, pickle.HIGHEST_PROTOCOL))
        os.replace(temporary, target)
    except OSError:
        pass
