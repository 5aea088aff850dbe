"""A game at the table as a record: the table it started from and every step taken since
(an answer, a correction, a file loaded, a phase skipped). The game as it stands is that
record replayed, so `undo` replays all but the last step, and a save is the record (plus the
numbers as they stand, for a reader, and as a fallback if a step can no longer be replayed).

No prompt_toolkit here: `presidency.app.session` draws the prompt; tests drive a `Play`
directly.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from house.checked_yaml import YamlInputError, read_bytes
from house.files import write_atomically
from presidency.app.walk.basics import AnswerError, Ask, Say, SkipPhase, Step
from presidency.app.walk.game import game
from presidency.corrections import add, correct
from house.fields import FieldError, Fields
from presidency.state import Table, TableError
from presidency.table_file import read_table_file, table_from_plain, table_to_plain

FORMAT = "presidency-table-session"
MAX_SAVE = 8 * 1024 * 1024


class SessionFault(ValueError):
    """A save that cannot be read or written; the message is one line."""


class Play:
    """The table, the walk through its turns, and the steps taken."""

    def __init__(self, start: dict[str, Any], entries: list[dict[str, Any]] | None = None, game_id: str = "") -> None:
        self.start = start
        self.game_id = game_id  # its autosave's name (house.save_folder)
        self._build(list(entries or []))

    def _build(self, entries: list[dict[str, Any]]) -> None:
        self.entries: list[dict[str, Any]] = []
        self.table: Table = table_from_plain(self.start, "the table")
        self.walk = game(self.table)
        self.said: list[str] = []
        self.pending: Ask = self._advance(lambda: next(self.walk))
        for at, entry in enumerate(entries):
            try:
                self.replay(entry)
            except ValueError as exc:
                raise SessionFault(f"step {at + 1} ({entry.get('line', '')!r}) no longer applies: {exc}") from None
        if entries:
            self.said.clear()  # what was said on the way is history

    def _step(self, first: Any) -> None:
        """Move the walk on; a fault raised inside it (the walk is then spent) rebuilds the
        game as it was before, and is an AnswerError: nothing is lost."""
        try:
            self.pending = self._advance(first)
        except ValueError as exc:
            self._build(list(self.entries))
            raise AnswerError(str(exc)) from None

    @classmethod
    def from_table(cls, table: Table, game_id: str = "") -> "Play":
        return cls(table_to_plain(table), game_id=game_id)

    def _advance(self, first: Any) -> Ask:
        step: Step = first()
        while isinstance(step, Say):
            self.said.extend(step.lines)
            step = self.walk.send(None)
        return step

    def take_said(self) -> list[str]:
        said, self.said = self.said, []
        return said

    # --- steps -------------------------------------------------------------------------------

    def answer(self, line: str) -> None:
        """An answer to the pending question (Enter: its default); AnswerError if it cannot
        be taken, and then nothing has changed."""
        text = line.strip()
        if not text and self.pending.default is not None:
            text = self.pending.default
        try:
            value = self.pending.read(text)
        except ValueError as exc:
            raise AnswerError(str(exc)) from None
        self._step(lambda: self.walk.send(value))
        self.entries.append({"kind": "answer", "line": text})

    def correct(self, line: str) -> str:
        """`set ...` or `add ...`; TableError if it cannot be done (nothing changed)."""
        words = line.split()
        kind = words[0].lower()
        said = correct(self.table, words[1:]) if kind == "set" else add(self.table, words[1:])
        self.entries.append({"kind": kind, "line": line.strip()})
        return said

    def skip(self) -> None:
        self._step(lambda: self.walk.throw(SkipPhase()))
        self.entries.append({"kind": "skip", "line": "skip"})

    def load(self, path: str) -> str:
        """The numbers of a table file in place of the table's; a broken file changes nothing."""
        table, rest = read_table_file(path)
        if rest:
            raise FieldError(f"{path}: unknown field {str(next(iter(rest)))!r} (a table file's fields)")
        plain = table_to_plain(table)
        self._load_plain(plain)
        self.entries.append({"kind": "load", "line": f"load {path}", "table": plain})
        return f"the table's numbers are those of {path} now"

    def _load_plain(self, plain: dict[str, Any]) -> None:
        fresh = table_from_plain(plain, "the loaded table")
        self.table.__dict__.update(fresh.__dict__)  # the walk keeps its hold on the same table

    def replay(self, entry: dict[str, Any]) -> None:
        kind = entry.get("kind")
        line = str(entry.get("line", ""))
        if kind == "answer":
            self.answer(line)
        elif kind in ("set", "add"):
            self.correct(line)
        elif kind == "skip":
            self.skip()
        elif kind == "load" and isinstance(entry.get("table"), dict):
            self._load_plain(entry["table"])
            self.entries.append(entry)
        else:
            raise FieldError(f"a step of kind {kind!r} is not one this helper records")

    def undone(self) -> tuple["Play", str]:
        """The game one step back, and the step taken back."""
        if not self.entries:
            raise TableError("nothing to undo: no step has been taken")
        return Play(self.start, self.entries[:-1], self.game_id), self.entries[-1]["line"]

    # --- saves -------------------------------------------------------------------------------

    def to_plain(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": 1,
            "game_id": self.game_id,
            "start": self.start,
            "entries": self.entries,
            "table": table_to_plain(self.table),
        }

    def save(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, json.dumps(self.to_plain(), indent=1))
        except OSError as exc:
            raise SessionFault(f"{path}: cannot be written ({exc.strerror or exc})") from None


def read_save(path: Path) -> tuple[Play, str | None]:
    """The game a save holds, replayed; if a step no longer replays, the numbers as saved
    with no steps to undo, and a line saying so."""
    try:
        raw = read_bytes(path, str(path), max_bytes=MAX_SAVE, kind="save")
        data = json.loads(raw.decode("utf-8"))
    except YamlInputError as exc:
        raise SessionFault(str(exc)) from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise SessionFault(f"{path}: not a save of this helper ({str(exc).splitlines()[0][:60]})") from None
    f = Fields(data, str(path))
    try:
        if f.raw("format") != FORMAT:
            raise FieldError(f"{path}: not a save of this helper (format {data.get('format')!r})")
        f.integer("version")
        raw_id = f.raw("game_id")  # checked (a plain file name) where the autosave is named
        game_id = raw_id if isinstance(raw_id, str) else ""
        start, entries, now = f.mapping("start"), f.items("entries"), f.mapping("table")
        f.done()
        if not all(isinstance(e, dict) for e in entries):
            raise FieldError(f"{path}: entries: each step is a mapping")
    except FieldError as exc:
        raise SessionFault(str(exc)) from None
    try:
        return Play(start, entries, game_id), None
    except (SessionFault, FieldError, TableError) as exc:
        try:
            return Play(now, game_id=game_id), f"{path}: {exc}; the numbers as saved are kept, with no steps to undo"
        except (FieldError, TableError) as again:
            raise SessionFault(f"{path}: {again}") from None
