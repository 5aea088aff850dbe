"""The words a session takes besides the choices (`?`, `board`, `undo`, `save NAME` ...):
one registry (`house.words`) drives what each does, `help` and Tab alike.

"play" words are offered in a solo game, "table" words in the table-side tally, "both" in
each. A word must not be the first word of a choice (`choose`, `return`, `swap`, `play`,
`drop`, `issues`, `peek`, `pass`, `card`), so none of these is one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from house.words import Registry

if TYPE_CHECKING:
    from electioneer.app.session import Session

WORDS = Registry()


@WORDS.command(
    "?", syntax="? [WORDS]", help="what can be typed now and what each would do (? swap bath: those starting so)"
)
def _choices(session: "Session", rest: str) -> None:
    session.show_choices(rest)


@WORDS.command("board", help="the constituencies, their issues and standings, the books and the cards each party holds")
def _board(session: "Session", rest: str) -> None:
    session.show_board()


@WORDS.command("hand", help="your policies and theatrics, for your eyes", where="play")
def _hand(session: "Session", rest: str) -> None:
    session.show_hand()


@WORDS.command("manifesto", syntax="manifesto [PARTY]", help="each party's policies revealed so far (or one party's)")
def _manifesto(session: "Session", rest: str) -> None:
    session.show_manifestos(rest)


@WORDS.command(
    "needs",
    syntax="needs [PARTY]",
    help="what a party needs to take each seat (yours by default)",
    table_help="what each party needs to take each seat (or one party)",
)
def _needs(session: "Session", rest: str) -> None:
    session.show_needs(rest)


@WORDS.command("weeks", help="each week's policies, scores and winner so far")
def _weeks(session: "Session", rest: str) -> None:
    session.show_weeks()


@WORDS.command(
    "why",
    syntax="why [PARTY]",
    where="play",
    help="the automated parties' reasons for their choices made public (not before the reveal)",
)
def _why(session: "Session", rest: str) -> None:
    session.show_why(rest)


@WORDS.command("log", syntax="log [N]", help="what has been made public so far (log N: the last N lines)")
def _log(session: "Session", rest: str) -> None:
    session.show_log(rest)


@WORDS.command(
    "undo",
    syntax="undo [N]",
    help="take back your last choice, or N (never past a card revealed since)",
    table_help="take back the last line typed, or the last N (a mistyped card too)",
)
def _undo(session: "Session", rest: str) -> None:
    session.undo(rest)


@WORDS.command("save", syntax="save NAME", help="save the game under a name (or save PATH.json anywhere)")
def _save(session: "Session", rest: str) -> None:
    session.save(rest)


@WORDS.command(
    "write",
    syntax="write FILE",
    help="write the constituencies and manifestos as a YAML file for `electioneer seats FILE`",
)
def _write(session: "Session", rest: str) -> None:
    session.write_seats(rest)


@WORDS.command("help", syntax="help [WORD]", help="these words (help WORD: what that one does)")
def _help(session: "Session", rest: str) -> None:
    session.help(rest)


@WORDS.command("quit", aliases=("exit",), help="leave the game (it is autosaved: electioneer resume)")
def _quit(session: "Session", rest: str) -> str | None:
    return "quit" if session.quit() else None
