"""The methods of the frozen records, compiled once and kept between runs.

For every record class the `dataclass` decorator writes the source of its methods
(`__init__`, `__repr__`, `__eq__`, `__hash__`, and `__setattr__`/`__delattr__` for a frozen
one) and compiles it, at every start: about 0.7 ms a class, 120 ms of the records `play`
reads before its first prompt, most of it in `compile`. The same source always compiles to
the same code, so it is kept. The project's records are made with this module's `dataclass`
(`engine` offers it to the Clockwork and the app): the standard decorator, called with an
`exec` that looks the source text up in a table of code compiled before and compiles (and
remembers) only what is not there. The standard `dataclasses` module calls `exec` by a
module-level name; that name is ours only while one of our classes is made, and is the
builtin `exec` again straight after (the one the name finds when the module does not define
it), so no other dataclass in the process (a library's, a test's) goes through the table and
the standard module behaves as it always does.

The table is kept in the cache folder (`engine.deck_cache.folder()`) in one section for each
module that makes records: the file is read once, at install, but a section is unpacked
only when its module makes its first record (`odds` reads a tenth of what `play` does, and
a table that every command has added to is not read whole at every start). A section that
grew is written back at exit with only the sources this process used (every record of a
module is made when it is imported, so an edited module's old sources go), the file written
whole, then renamed. It is named by the Python version and checked against it, as compiled
code belongs to one version; a file that cannot be read is ignored. What the decorator
builds does not change: only where its compiled code comes from.
"""

from __future__ import annotations

import atexit
import dataclasses
import marshal
import os
import sys
import zlib
from types import CodeType
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from engine.deck_cache import folder, where

if TYPE_CHECKING:
    from pathlib import Path

LIMIT = 5000  # source texts held at most (a process making records without end stops remembering them), and
# written: past it, the sections of the modules this process did not use go

_VERSION = f"{sys.version}|{sys.flags.optimize}"
_SECTIONS: dict[str, bytes] = {}  # module -> its {source: code}, marshalled, as read
_KNOWN: dict[str, dict[str, CodeType]] = {}  # module -> its table, unpacked when the module makes a record
_USED: dict[str, set[str]] = {}
_GREW: set[str] = set()
_STATE = {"installed": False, "found": 0, "held": 0}


def _name() -> str:
    return f"records-{sys.implementation.cache_tag}-{zlib.crc32(_VERSION.encode()):08x}.marshal"


def entry() -> Path:
    return folder() / _name()


def _table(module: str) -> dict[str, CodeType]:
    """The compiled sources kept for `module`, unpacked on first use."""
    table = _KNOWN.get(module)
    if table is None:
        table = {}
        try:
            known = marshal.loads(_SECTIONS[module]) if module in _SECTIONS else {}
            if type(known) is dict:
                table = known
        except Exception:  # noqa: BLE001 - a section that cannot be read: compiled again
            pass
        _KNOWN[module] = table
        _STATE["held"] += len(table)
    return table


def _exec(source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
    """`exec`, taking the compiled code of a source text from the table when it is there."""
    if type(source) is str:
        module = globals.get("__name__", "") if type(globals) is dict else ""  # the decorator passes the record's module
        table = _table(module)
        _USED.setdefault(module, set()).add(source)
        code = table.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)  # as exec(source) from dataclasses compiles it
            if _STATE["held"] < LIMIT:
                table[source] = code
                _STATE["held"] += 1
                _GREW.add(module)
        else:
            _STATE["found"] += 1
        source = code
    exec(source, globals, locals, **options)


def _read() -> None:
    try:
        with open(os.path.join(where(), _name()), "rb") as table:
            version, sections = marshal.loads(table.read())
    except Exception:  # noqa: BLE001 - no table, or one that cannot be read: compile as usual
        return
    if version == _VERSION and type(sections) is dict:
        _SECTIONS.update((module, section) for module, section in sections.items()
                         if type(module) is str and type(section) is bytes)


def save() -> None:
    """Write the table back if a section grew (at exit; a cache that cannot be written is not used)."""
    if not _GREW:
        return
    sections = dict(_SECTIONS)
    for module in _GREW:
        sections[module] = marshal.dumps({text: code for text, code in _KNOWN[module].items() if text in _USED[module]})
    if sum(len(marshal.loads(section)) for section in sections.values()) > LIMIT:
        sections = {module: section for module, section in sections.items() if module in _USED}
    try:
        target = entry()
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(marshal.dumps((_VERSION, sections)))
        os.replace(temporary, target)
        _SECTIONS.update(sections)
        _GREW.clear()
    except Exception:  # noqa: BLE001 - at exit: a cache that cannot be written (no home folder, a full disk) is simply not used
        pass


def install() -> None:
    """Read the table, and have it written back at exit (once a process)."""
    if _STATE["installed"]:
        return
    _STATE["installed"] = True
    _read()
    atexit.register(save)


T = TypeVar("T")

if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass  # to a type checker, exactly the standard decorator
else:
    def dataclass(cls: type[T] | None = None, /, **options: Any) -> type[T] | Callable[[type[T]], type[T]]:
        """`dataclasses.dataclass`, its methods' compiled code taken from the table: the same
        arguments, the same class. The standard module's `exec` (a name it looks up on each
        call) is ours only while this one class is made."""
        if cls is None:
            return lambda cls: dataclass(cls, **options)
        if not _STATE["installed"]:
            install()
        dataclasses.exec = _exec
        try:
            return dataclasses.dataclass(cls, **options)
        finally:
            # back to the builtin, the very `exec` the name finds without it; not removed, as
            # adding and removing a name of the module at every class reshapes its namespace,
            # which cost `odds` 1% of its start (2.4M more instructions)
            dataclasses.exec = exec


def found() -> int:
    """How many method sources were found in the table rather than compiled (for tests)."""
    return _STATE["found"]


def kept() -> int:
    """How many method sources the table holds (every section unpacked to count them)."""
    for module in _SECTIONS:
        _table(module)
    return _STATE["held"]
