"""Files every game's app writes: whole or not at all.

`write_atomically` writes a temporary file beside the target (created new, never through a
link), flushes it to disk and renames it over the target, so a crash, a kill or a full disk
leaves either the old file or the new one, never half of one; a temporary left by a process
that was killed is removed by `remove_stale_temporaries`.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

TEMPORARY_SUFFIX = ".tmp"
STALE_AFTER = 3600.0  # seconds: a temporary older than this belongs to no running writer


def write_atomically(path: str | os.PathLike[str], text: str | bytes) -> None:
    """Replace `path` with `text` (UTF-8 when it is a str) in one step."""
    target = Path(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=TEMPORARY_SUFFIX)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def remove_stale_temporaries(folder: str | os.PathLike[str], *, older_than: float = STALE_AFTER) -> int:
    """Remove the temporaries `write_atomically` left in `folder` (a writer killed before its
    rename) that are older than `older_than` seconds; how many went."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(TEMPORARY_SUFFIX):
            try:
                if (
                    entry.is_file(follow_symlinks=False)
                    and now - entry.stat(follow_symlinks=False).st_mtime > older_than
                ):
                    os.unlink(entry.path)
                    removed += 1
            except OSError:
                continue
    return removed


def data_home(app: str, environment: str) -> Path:
    """The folder an app keeps its saves in: $`environment` when set, else the system's user
    data folder for `app` (~/.local/share/APP on Linux)."""
    explicit = os.environ.get(environment)
    if explicit:
        return Path(explicit).expanduser()
    try:
        from platformdirs import user_data_path
    except ImportError:
        xdg = os.environ.get("XDG_DATA_HOME")
        return (Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share") / app
    return user_data_path(app, appauthor=False)
