"""A session's own words (`board`, `undo`, `save NAME` ...): one registry drives what each
does, what `help` says of it and what Tab offers, as pgcli's special commands do. Every
game's interactive session keeps its words in one.

Adding a word is one entry:

    @WORDS.command("board", syntax="board", help="show the board")
    def board(session: "Session", rest: str) -> None:
        ...

`rest` is what was typed after the word. A handler returns "quit" to end the session,
otherwise None. `where` says where a word is offered: "play" (one person against automated
seats), "table" (a helper at a physical table) or "both"; `table_help` is how `help` puts it
at a table when the words differ.

A typed line whose first word is not a word of the session (nor an alias) is read as a
choice, so a word must not be the first word of a legal choice.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Callable, Iterator

Handler = Callable[[Any, str], "str | None"]


class Where(StrEnum):
    """Where a word is offered: with automated seats (`play`), at a physical table, or both."""

    BOTH = "both"
    PLAY = "play"
    TABLE = "table"


WHERE = tuple(Where)  # a word's `where` may also be given as one of these words


class Command:
    """One word of the session: its name, what it does and how `help` shows it."""

    __slots__ = ("name", "run", "syntax", "help", "aliases", "where", "table_help")

    def __init__(
        self,
        name: str,
        run: Handler,
        syntax: str,
        help: str,
        aliases: tuple[str, ...] = (),  # noqa: A002
        where: Where | str = Where.BOTH,
        table_help: str = "",
    ) -> None:
        if where not in WHERE:
            raise ValueError(f"command {name!r}: where must be one of {', '.join(WHERE)}, not {where!r}")
        self.name = name
        self.run = run
        self.syntax = syntax
        self.help = help
        self.aliases = aliases
        self.where = Where(where)
        self.table_help = table_help

    def __repr__(self) -> str:
        return f"Command({self.name!r})"

    def offered(self, at_table: bool) -> bool:
        return self.where is Where.BOTH or self.where is (Where.TABLE if at_table else Where.PLAY)

    def meaning(self, at_table: bool) -> str:
        return self.table_help if at_table and self.table_help else self.help


class Registry:
    """The session's words in the order `help` lists them."""

    def __init__(self) -> None:
        self._commands: dict[str, Command] = {}

    def add(self, command: Command) -> Command:
        if command.where not in WHERE:
            raise ValueError(
                f"command {command.name!r}: where must be one of {', '.join(WHERE)}, not {command.where!r}"
            )
        for word in (command.name, *command.aliases):
            taken = self.find(word, at_table=False) or self.find(word, at_table=True)
            if taken is not None and taken.name != command.name and self._overlap(taken, command):
                raise ValueError(f"command {command.name!r}: the word {word!r} is taken by {taken.name!r}")
        self._commands[command.name] = command
        return command

    def command(
        self,
        name: str,
        *,
        syntax: str = "",
        help: str,
        aliases: tuple[str, ...] = (),  # noqa: A002
        where: Where | str = Where.BOTH,
        table_help: str = "",
    ) -> Callable[[Handler], Handler]:
        """Register the decorated function as the word `name`."""

        def register(run: Handler) -> Handler:
            self.add(Command(name, run, syntax or name, help, aliases, where, table_help))
            return run

        return register

    @staticmethod
    def _overlap(a: Command, b: Command) -> bool:
        return a.where is Where.BOTH or b.where is Where.BOTH or a.where is b.where

    def __iter__(self) -> Iterator[Command]:
        return iter(self._commands.values())

    def listed(self, at_table: bool) -> list[Command]:
        """The words offered in `play` (or at a table), in `help`'s order."""
        return [c for c in self._commands.values() if c.offered(at_table)]

    def find(self, word: str, at_table: bool) -> Command | None:
        """The command typed as `word` (its name or an alias, any case), or None."""
        word = word.lower()
        for command in self.listed(at_table):
            if word == command.name or word in command.aliases:
                return command
        return None

    def words(self, at_table: bool) -> dict[str, str]:
        """Each word Tab may complete (names and aliases) with what it does."""
        found: dict[str, str] = {}
        for command in self.listed(at_table):
            for word in (command.name, *command.aliases):
                found[word] = command.meaning(at_table)
        return found
