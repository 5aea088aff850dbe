"""The session's own words (`board`, `why`, `save NAME` ...): one registry (`house.words`)
drives what each does, what `help` says of it and what Tab offers, as pgcli's special
commands do.

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

from typing import TYPE_CHECKING

from house.words import WHERE, Command, Handler, Registry, Where

if TYPE_CHECKING:
    from companion.session import Session

__all__ = ["COMMANDS", "WHERE", "Command", "Handler", "Registry", "Where"]

COMMANDS = Registry()


# --- the words every session has ----------------------------------------------------------


@COMMANDS.command(
    "?",
    syntax="? [WORDS]",
    help="list your choices and what each would do (? camp: those starting so)",
    table_help="list the choices (or the cards that can come up) and what each would do",
)
def _choices(session: "Session", rest: str) -> None:
    session.screen.show_choices(rest)


@COMMANDS.command("briefing", help="the scenario's goal, special rules and how it ends")
def _briefing(session: "Session", rest: str) -> None:
    session.screen.show_briefing()


@COMMANDS.command(
    "board",
    syntax="board [full|compact]",
    help="show the board (the full one when the screen is large enough, or as asked)",
)
def _board(session: "Session", rest: str) -> None:
    session.screen.show_board(rest)


@COMMANDS.command("odds", help="odds of a Vote on each bill and of an Election now")
def _odds(session: "Session", rest: str) -> None:
    session.screen.show_odds()


@COMMANDS.command("why", syntax="why [N]", help="the reason for the last Clockwork move (why N: for move #N)")
def _why(session: "Session", rest: str) -> None:
    session.commentary.why(rest)


@COMMANDS.command(
    "verbosity",
    syntax="verbosity [quiet|normal|chatty]",
    where=Where.PLAY,
    help="how much is said of each Clockwork move: quiet (only what changes the board), "
    "normal (one line each) or chatty (with reasons and every effect)",
)
def _verbosity(session: "Session", rest: str) -> None:
    session.commentary.set_verbosity(rest)


@COMMANDS.command(
    "advise",
    syntax="advise [quick|standard|deep|on|off]",
    help="each choice's chance of winning, from play-outs (deep: longer; on: a win column in ?)",
    table_help="the deciding seat's chance of winning with each choice, from what the table has revealed",
)
def _advise(session: "Session", rest: str) -> None:
    session.advice.advise(rest)


@COMMANDS.command(
    "log",
    syntax="log [N]",
    help="the game so far (log N: the last N entries)",
    table_help="the game so far, hidden cards masked (log N: the last N entries)",
)
def _log(session: "Session", rest: str) -> None:
    session.screen.show_log(rest)


@COMMANDS.command("hand", syntax="hand SEAT", help="that seat's cards, for that player's eyes only", where=Where.TABLE)
def _hand(session: "Session", rest: str) -> None:
    session.screen.show_hand(rest)


@COMMANDS.command(
    "undo",
    syntax="undo [N]",
    help="take back your last choice, or N of them (not past a revealed card)",
    table_help="take back the last line typed, or the last N (a mistyped card too)",
)
def _undo(session: "Session", rest: str) -> None:
    session.undoing.undo(rest)


@COMMANDS.command("save", syntax="save NAME", help="save the game under a name (or save PATH.json anywhere)")
def _save(session: "Session", rest: str) -> None:
    session.saving.save(rest)


@COMMANDS.command(
    "set",
    syntax="set MARKER ... VALUE",
    help="correct a marker: set standing Peel 7, set sector Gentry liberal 5, set mps 260 70, set bill 2 +20",
)
def _set(session: "Session", rest: str) -> None:
    from companion.corrections import correct

    correct(session, rest)


@COMMANDS.command("position", syntax="position FILE", help="write the position now to a YAML file (docs/positions.md)")
def _position(session: "Session", rest: str) -> None:
    from companion.corrections import write_position

    write_position(session, rest)


@COMMANDS.command("help", syntax="help [WORD]", help="these words (help WORD: what that one does)")
def _help(session: "Session", rest: str) -> None:
    session.screen.help(rest)


@COMMANDS.command("quit", aliases=("exit",), help="leave the game (it is autosaved)")
def _quit(session: "Session", rest: str) -> str | None:
    return "quit" if session.saving.quit() else None
