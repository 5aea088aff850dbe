"""The methods of the frozen records, compiled once and kept between runs.

For every record class the `dataclass` decorator writes the source of its methods
(`__init__`, `__repr__`, `__eq__`, `__hash__`, and `__setattr__`/`__delattr__` for a frozen
one) and compiles it, at every start: about 0.7 ms a class, 120 ms of the records `play`
reads before its first prompt, most of it in `compile`. The same source always compiles to
the same code, so `install()` keeps that code: it gives the decorator's module an `exec`
that looks the source text up in a table of code compiled before, and compiles (and
remembers) only what is not there. The table is read once, at install, from the cache
folder (`engine.deck_cache.folder()`), and written back at exit when it grew (written
whole, then renamed). It is named by the Python version and checked against it, as
compiled code belongs to one version; a file that cannot be read is ignored. What the
decorator builds does not change: only where its compiled code comes from.
"""

from __future__ import annotations

import atexit
import dataclasses
import marshal
import os
import sys
import zlib
from pathlib import Path
from types import CodeType
from typing import Any

from engine.deck_cache import folder

LIMIT = 5000  # source texts kept at most: the records of every module are about 1,000; past
# it (old versions' records pile up across upgrades), those this process did not use go

_VERSION = f"{sys.version}|{sys.flags.optimize}"
_KNOWN: dict[str, CodeType] = {}
_USED: set[str] = set()
_STATE = {"installed": False, "grew": False, "found": 0}


def entry() -> Path:
    return folder() / f"records-{sys.implementation.cache_tag}-{zlib.crc32(_VERSION.encode()):08x}.marshal"


def _exec(source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
    """`exec`, taking the compiled code of a source text from the table when it is there."""
    if type(source) is str:
        _USED.add(source)
        code = _KNOWN.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)  # as exec(source) from dataclasses compiles it
            if len(_KNOWN) >= LIMIT:
                for old in [text for text in _KNOWN if text not in _USED]:
                    del _KNOWN[old]
            if len(_KNOWN) < LIMIT:
                _KNOWN[source] = code
                _STATE["grew"] = True
        else:
            _STATE["found"] += 1
        source = code
    exec(source, globals, locals, **options)


def _read() -> None:
    try:
        version, known = marshal.loads(entry().read_bytes())
    except Exception:  # noqa: BLE001 - no table, or one that cannot be read: compile as usual
        return
    if version == _VERSION and type(known) is dict:
        _KNOWN.update(known)


def _write() -> None:
    if not _STATE["grew"]:
        return
    try:
        target = entry()
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(marshal.dumps((_VERSION, _KNOWN)))
        os.replace(temporary, target)
        _STATE["grew"] = False
    except Exception:  # noqa: BLE001 - at exit: a cache that cannot be written (no home folder, a full disk) is simply not used
        pass


def install() -> None:
    """Have the dataclass decorator take its compiled code from the table (once a process)."""
    if _STATE["installed"]:
        return
    _STATE["installed"] = True
    _read()
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # found before the builtin by the decorator's own calls
    atexit.register(_write)


def found() -> int:
    """How many method sources were found in the table rather than compiled (for tests)."""
    return _STATE["found"]


def kept() -> int:
    """How many method sources the table holds."""
    return len(_KNOWN)
