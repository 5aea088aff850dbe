"""The table session's own words, in one `house.words` registry: what each does, what `?`
says of it, what Tab offers. A line whose first word is none of these answers the question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from house.words import Registry

if TYPE_CHECKING:
    from presidency.app.session import Session

WORDS = Registry()


@WORDS.command("?", syntax="?", help="what can be typed now", aliases=("help",), where="table")
def what_now(session: "Session", rest: str) -> None:
    session.show_help()


@WORDS.command("show", syntax="show [statesmen|taxes|players]", help="the numbers the table keeps", where="table")
def show(session: "Session", rest: str) -> None:
    session.show_numbers(rest)


@WORDS.command("set", syntax="set FIELD ...", help="correct a number (set alone lists them)", where="table")
def set_(session: "Session", rest: str) -> None:
    session.correction(f"set {rest}")


@WORDS.command("add", syntax="add statesman|state|tax ...", help="bring a card onto the table", where="table")
def add(session: "Session", rest: str) -> None:
    session.correction(f"add {rest}")


@WORDS.command("load", syntax="load FILE", help="take the numbers of a table file", where="table")
def load(session: "Session", rest: str) -> None:
    session.load(rest)


@WORDS.command("undo", syntax="undo", help="take back the last step", where="table")
def undo(session: "Session", rest: str) -> None:
    session.undo()


@WORDS.command("skip", syntax="skip", help="end the phase under way", where="table")
def skip(session: "Session", rest: str) -> None:
    session.skip()


@WORDS.command(
    "save",
    syntax="save [NAME|FILE.json|FILE.yaml]",
    where="table",
    help="a copy now (.yaml: the numbers as a table file)",
)
def save(session: "Session", rest: str) -> None:
    session.save_as(rest)


@WORDS.command("quit", syntax="quit", help="leave (saved)", aliases=("exit",), where="table")
def quit_(session: "Session", rest: str) -> str | None:
    return "quit" if session.leave() == 0 else None
