"""The table session's prompt (prompt_toolkit): each question of the walk in turn, the
session's own words (`?`, `show`, `set`, `add`, `load`, `undo`, `skip`, `save`, `quit`),
Tab completion, a toolbar with the Treasury and Public Support. The game is saved after
every step; Ctrl-C never ends it; Ctrl-D saves and leaves. A bad answer is one `Error:`
line and the same question again: nothing is lost.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

import click
from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from presidency.app.answers import wrapped
from presidency.app.play import Play, SessionFault
from presidency.app.screen import help_lines, numbers, toolbar
from presidency.corrections import ADD_KINDS, SET_FIELDS
from house.fields import FieldError
from presidency.state import OFFICE_WORDS, TableError

WORDS = ("?", "help", "show", "set", "add", "load", "undo", "skip", "save", "quit")


class TableCompleter(Completer):
    """The current word: the question's answers and the session's words first, then the
    names on the table (statesmen, players, taxes, states, offices)."""

    def __init__(self, session: "Session") -> None:
        self.session = session

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        text = document.text_before_cursor
        words = text.split()
        current = "" if text.endswith(" ") or not words else words[-1]
        before = words if text.endswith(" ") else words[:-1]
        if not before:
            pool: Iterable[str] = (*self.session.play.pending.words, *WORDS)
        elif before[0].lower() == "set" and len(before) == 1:
            pool = SET_FIELDS
        elif before[0].lower() == "add" and len(before) == 1:
            pool = ADD_KINDS
        else:
            pool = (*self.session.play.pending.words, *self.names())
        seen = set()
        for word in pool:
            if word.lower().startswith(current.lower()) and word.lower() not in seen and word != current:
                seen.add(word.lower())
                yield Completion(word, start_position=-len(current))

    def names(self) -> list[str]:
        table = self.session.play.table
        return [*(s.name for s in table.statesmen), *table.seats, *(t.name for t in table.taxes),
                *(c.name for c in table.states), *OFFICE_WORDS, "yes", "no", "C", "L"]


class Session:
    def __init__(self, play: Play, save_path: Path, *, echo: Callable[[str], None] = click.echo,
                 warn: Callable[[str], None] = lambda line: click.echo(line, err=True)) -> None:
        self.play = play
        self.save_path = save_path
        self.echo = echo
        self.warn = warn
        self.shown = False  # the pending question's lines are on the screen

    def run(self) -> int:
        session: PromptSession[str] = PromptSession(completer=TableCompleter(self), complete_while_typing=True,
                                                    bottom_toolbar=lambda: toolbar(self.play.table),
                                                    reserve_space_for_menu=4)
        self.tell(f"Saved after every step as {self.save_path}.")
        self.flush()
        while True:
            self.show_question()
            try:
                line = session.prompt(f"{self.play.pending.prompt}> ")
            except KeyboardInterrupt:
                self.echo("(Ctrl-C does not leave: type quit, or press Ctrl-D)")
                continue
            except EOFError:
                return self.leave()
            if self.handle(line) == "quit":
                return 0

    def flush(self) -> None:
        said = self.play.take_said()
        if said:
            self.shown = False
            for line in wrapped(said):
                self.echo(line)

    def show_question(self) -> None:
        if not self.shown:
            for line in wrapped(self.play.pending.lines):
                self.echo(line)
            self.shown = True

    def tell(self, text: str) -> None:
        """A line of the session's own, within 78 columns (a long path broken)."""
        for line in wrapped([text]):
            self.echo(line)

    def error(self, problem: object) -> None:
        self.warn(f"Error: {problem}")

    def handle(self, line: str) -> str | None:
        words = line.split()
        word = words[0].lower() if words else ""
        if word in ("?", "help"):
            self.echo("\n".join(help_lines(self.play.pending)))
            self.shown = False
        elif word == "show":
            try:
                self.echo("\n".join(numbers(self.play.table, " ".join(words[1:]))))
            except ValueError as exc:
                self.error(exc)
            self.shown = False
        elif word in ("set", "add"):
            try:
                self.tell(self.play.correct(line))
            except TableError as exc:
                self.error(exc)
                return None
            self.saved()
        elif word == "load" and len(words) > 1:
            try:
                self.tell(self.play.load(" ".join(words[1:])))
            except (FieldError, TableError) as exc:
                self.error(exc)
                return None
            self.saved()
        elif word == "undo" and len(words) == 1:
            self.undo()
        elif word == "skip" and len(words) == 1:
            try:
                self.play.skip()
            except ValueError as exc:
                self.error(exc)
                return None
            self.saved()
        elif word == "save":
            self.save_as(" ".join(words[1:]))
        elif word in ("quit", "exit") and len(words) == 1:
            return "quit" if self.leave() == 0 else None
        else:
            self.answer(line)
        return None

    def answer(self, line: str) -> None:
        try:
            self.play.answer(line)
        except ValueError as exc:
            self.error(exc)
            return
        self.shown = False
        self.saved()

    def saved(self) -> None:
        self.flush()
        self.shown = False
        try:
            self.play.save(self.save_path)
        except SessionFault as exc:
            self.error(f"not saved: {exc}; save FILE.json keeps it elsewhere")

    def undo(self) -> None:
        try:
            self.play, taken = self.play.undone()
        except (TableError, SessionFault) as exc:
            self.error(exc)
            return
        self.echo(f"Undone: {taken or '(Enter)'}")
        self.shown = False
        self.saved()

    def save_as(self, where: str) -> None:
        if not where:
            self.saved()
            self.tell(f"Saved as {self.save_path}.")
            return
        from presidency.table_file import write_table

        path = Path(where).expanduser()
        try:
            if path.suffix in (".yaml", ".yml"):
                write_table(path, self.play.table)
                self.tell(f"The table's numbers written to {path} (a table file: assist --table {path}).")
                return
            target = path if path.suffix == ".json" else self.save_path.with_name(f"{where}.json")
            self.play.save(target)
        except (SessionFault, OSError) as exc:
            self.error(exc)
            return
        self.save_path = target
        self.tell(f"Saved as {target}; saved there after every step from now on.")

    def leave(self) -> int:
        self.saved()
        self.tell(f"Saved as {self.save_path}: presidency assist --resume {self.save_path}")
        return 0
