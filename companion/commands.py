"""The session's own words (`board`, `why`, `save NAME` ...): one registry drives what each
does, what `help` says of it and what Tab offers, as pgcli's special commands do.

Adding a word is one entry:

    @COMMANDS.command("advise", syntax="advise", help="what the advisor would choose here")
    def advise(session: "Session", rest: str) -> None:
        ...

`rest` is what was typed after the word. A handler returns "quit" to end the session,
otherwise None. `where` says where a word is offered: "play" (one person against the
Clockwork), "table" (`assist`, a physical table) or "both"; `table_help` is how `help`
puts it at a table when the words differ.

A typed line whose first word is not a command (nor an alias) is read as a choice, so a
command's name must not be the first word of a legal choice.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Callable, Iterator

from engine.record_code import dataclass

if TYPE_CHECKING:
    from companion.session import Session

Handler = Callable[["Session", str], "str | None"]


class Where(StrEnum):
    """Where a word is offered: in `play`, at a physical table (`assist`), or both."""

    BOTH = "both"
    PLAY = "play"
    TABLE = "table"


@dataclass(frozen=True)
class Command:
    """One word of the session: its name, what it does and how `help` shows it."""

    name: str
    run: Handler
    syntax: str
    help: str
    aliases: tuple[str, ...] = ()
    where: Where = Where.BOTH
    table_help: str = ""

    def offered(self, at_table: bool) -> bool:
        return self.where == Where.BOTH or self.where == (Where.TABLE if at_table else Where.PLAY)

    def meaning(self, at_table: bool) -> str:
        return self.table_help if at_table and self.table_help else self.help


class Registry:
    """The session's words in the order `help` lists them."""

    def __init__(self) -> None:
        self._commands: dict[str, Command] = {}

    def add(self, command: Command) -> Command:
        if command.where not in tuple(Where):
            raise ValueError(f"command {command.name!r}: where must be one of {', '.join(Where)}, not {command.where!r}")
        for word in (command.name, *command.aliases):
            taken = self.find(word, at_table=False) or self.find(word, at_table=True)
            if taken is not None and taken.name != command.name and self._overlap(taken, command):
                raise ValueError(f"command {command.name!r}: the word {word!r} is taken by {taken.name!r}")
        self._commands[command.name] = command
        return command

    def command(self, name: str, *, syntax: str = "", help: str, aliases: tuple[str, ...] = (),  # noqa: A002
                where: Where = Where.BOTH, table_help: str = "") -> Callable[[Handler], Handler]:
        """Register the decorated function as the word `name`."""

        def register(run: Handler) -> Handler:
            self.add(Command(name, run, syntax or name, help, aliases, where, table_help))
            return run

        return register

    @staticmethod
    def _overlap(a: Command, b: Command) -> bool:
        return a.where == Where.BOTH or b.where == Where.BOTH or a.where == b.where

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


COMMANDS = Registry()


# --- the words every session has ----------------------------------------------------------


@COMMANDS.command("?", syntax="? [WORDS]", help="list your choices and what each would do (? camp: those starting so)",
                  table_help="list the choices (or the cards that can come up) and what each would do")
def _choices(session: "Session", rest: str) -> None:
    session.show_choices(rest)


@COMMANDS.command("briefing", help="the scenario's goal, special rules and how it ends")
def _briefing(session: "Session", rest: str) -> None:
    session.show_briefing()


@COMMANDS.command("board", syntax="board [full|compact]",
                  help="show the board (the full one when the screen is large enough, or as asked)")
def _board(session: "Session", rest: str) -> None:
    session.show_board(rest)


@COMMANDS.command("odds", help="odds of a Vote on each bill and of an Election now")
def _odds(session: "Session", rest: str) -> None:
    session.show_odds()


@COMMANDS.command("why", syntax="why [N]", help="the reason for the last Clockwork move (why N: for move #N)")
def _why(session: "Session", rest: str) -> None:
    session.why(rest)


@COMMANDS.command("verbosity", syntax="verbosity [quiet|normal|chatty]", where=Where.PLAY,
                  help="how much is said of each Clockwork move: quiet (only what changes the board), "
                       "normal (one line each) or chatty (with reasons and every effect)")
def _verbosity(session: "Session", rest: str) -> None:
    session.set_verbosity(rest)


@COMMANDS.command("advise", syntax="advise [quick|standard|deep|on|off]",
                  help="each choice's chance of winning, from play-outs (deep: longer; on: a win column in ?)",
                  table_help="the deciding seat's chance of winning with each choice, from what the table has revealed")
def _advise(session: "Session", rest: str) -> None:
    session.advise(rest)


@COMMANDS.command("log", syntax="log [N]", help="the game so far (log N: the last N entries)",
                  table_help="the game so far, hidden cards masked (log N: the last N entries)")
def _log(session: "Session", rest: str) -> None:
    session.show_log(rest)


@COMMANDS.command("hand", syntax="hand SEAT", help="that seat's cards, for that player's eyes only", where=Where.TABLE)
def _hand(session: "Session", rest: str) -> None:
    session.show_hand(rest)


@COMMANDS.command("undo", syntax="undo [N]", help="take back your last choice, or N of them (not past a revealed card)",
                  table_help="take back the last line typed, or the last N (a mistyped card too)")
def _undo(session: "Session", rest: str) -> None:
    session.undo(rest)


@COMMANDS.command("save", syntax="save NAME", help="save the game under a name (or save PATH.json anywhere)")
def _save(session: "Session", rest: str) -> None:
    session.save(rest)


@COMMANDS.command("set", syntax="set MARKER ... VALUE",
                  help="correct a marker: set standing Peel 7, set sector Gentry liberal 5, set mps 260 70, set bill 2 +20")
def _set(session: "Session", rest: str) -> None:
    from companion.corrections import correct

    correct(session, rest)


@COMMANDS.command("position", syntax="position FILE", help="write the position now to a YAML file (docs/positions.md)")
def _position(session: "Session", rest: str) -> None:
    from companion.corrections import write_position

    write_position(session, rest)


@COMMANDS.command("help", syntax="help [WORD]", help="these words (help WORD: what that one does)")
def _help(session: "Session", rest: str) -> None:
    session.help(rest)


@COMMANDS.command("quit", aliases=("exit",), help="leave the game (it is autosaved)")
def _quit(session: "Session", rest: str) -> str | None:
    return "quit" if session.quit() else None
