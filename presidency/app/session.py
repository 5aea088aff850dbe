"""The table session's prompt (prompt_toolkit): each question of the walk in turn, the
session's own words (`presidency.app.session_words`), Tab completion, a toolbar with the
Treasury and Public Support. The game is autosaved after every step; Ctrl-C never ends it;
Ctrl-D saves and leaves. A bad answer is one `Error:` line and the same question again:
nothing is lost.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

import click
from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from house.startup import started
from presidency.app.answers import wrapped
from presidency.app.play import Play, SessionFault
from presidency.app.screen import help_lines, numbers, toolbar
from presidency.app.session_words import WORDS
from presidency.corrections import ADD_KINDS, SET_FIELDS
from presidency.state import OFFICE_WORDS, TableError
from house.fields import FieldError


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
            pool: Iterable[str] = (*self.session.play.pending.words, *WORDS.words(at_table=True))
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
        return [
            *(s.name for s in table.statesmen),
            *table.seats,
            *(t.name for t in table.taxes),
            *(c.name for c in table.states),
            *OFFICE_WORDS,
            "yes",
            "no",
            "C",
            "L",
        ]


class Session:
    def __init__(
        self,
        play: Play,
        autosave: Path,
        *,
        echo: Callable[[str], None] = click.echo,
        warn: Callable[[str], None] = lambda line: click.echo(line, err=True),
    ) -> None:
        self.play = play
        self.autosave = autosave
        self.echo = echo
        self.warn = warn
        self.shown = False  # the pending question's lines are on the screen

    def run(self) -> int:
        session: PromptSession[str] = PromptSession(
            completer=TableCompleter(self),
            complete_while_typing=True,
            bottom_toolbar=lambda: toolbar(self.play.table),
            reserve_space_for_menu=4,
        )
        self.tell("Saved after every step: presidency assist --resume goes on with it.")
        self.flush()
        started()  # start-up is over (house.startup): the game begins
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

    # --- what is shown -----------------------------------------------------------------------

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

    def show_help(self) -> None:
        self.echo("\n".join(help_lines(self.play.pending, [(c.syntax, c.help) for c in WORDS.listed(at_table=True)])))
        self.shown = False

    def show_numbers(self, part: str) -> None:
        try:
            self.echo("\n".join(numbers(self.play.table, part)))
        except ValueError as exc:
            self.error(exc)
        self.shown = False

    # --- steps --------------------------------------------------------------------------------

    def handle(self, line: str) -> str | None:
        word, _, rest = line.strip().partition(" ")
        command = WORDS.find(word, at_table=True) if word else None
        if command is None:
            self.answer(line)
            return None
        return command.run(self, rest.strip())

    def answer(self, line: str) -> None:
        try:
            self.play.answer(line)
        except ValueError as exc:
            self.error(exc)
            return
        self.saved()

    def correction(self, line: str) -> None:
        try:
            self.tell(self.play.correct(line))
        except TableError as exc:
            self.error(exc)
            return
        self.saved()

    def load(self, path: str) -> None:
        if not path:
            self.error("load FILE: a table file (YAML)")
            return
        try:
            self.tell(self.play.load(path))
        except (FieldError, TableError) as exc:
            self.error(exc)
            return
        self.saved()

    def skip(self) -> None:
        try:
            self.play.skip()
        except ValueError as exc:
            self.error(exc)
            return
        self.saved()

    def undo(self) -> None:
        try:
            self.play, taken = self.play.undone()
        except (TableError, SessionFault) as exc:
            self.error(exc)
            return
        self.echo(f"Undone: {taken or '(Enter)'}")
        self.saved()

    # --- saves --------------------------------------------------------------------------------

    def saved(self) -> None:
        """After every step: what it said, then the autosave (a failure is said, play goes on)."""
        self.flush()
        self.shown = False
        try:
            self.play.save(self.autosave)
        except SessionFault as exc:
            self.error(f"not saved: {exc}; save FILE.json keeps it elsewhere")

    def save_as(self, where: str) -> None:
        """`save NAME` (saves/NAME.json), `save PATH.json`, or `save FILE.yaml` (a table file)."""
        from presidency.app.saves import SaveFolderError, folder
        from presidency.table_file import write_table

        if not where:
            self.saved()
            self.tell(f"Saved: {self.autosave}.")
            return
        try:
            if where.endswith((".yaml", ".yml")):
                path = Path(where).expanduser()
                write_table(path, self.play.table)
                self.tell(f"The table's numbers written to {path} (a table file: assist --table {path}).")
                return
            target = folder().named_path(where)
            self.play.save(target)
        except (SaveFolderError, SessionFault, OSError) as exc:
            self.error(exc)
            return
        self.tell(f"Saved as {target}: presidency assist --resume {where.strip()}")

    def leave(self) -> int:
        self.saved()
        self.tell(f"Saved: presidency assist --resume goes on with it ({self.autosave.stem}).")
        return 0
