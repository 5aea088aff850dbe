"""What `play`, `assist` and `resume` share before a session starts: the consoles, the cards
(one line and exit status 2 when they cannot be read), the saves folder and the questions
asked at the prompt before a game (how many parties, which party)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import click

from house.console import fail

if TYPE_CHECKING:
    from rich.console import Console

    from electioneer.rules import Cards


def consoles(ctx: click.Context) -> "tuple[Console, Console]":
    """The Console injected by the caller (`obj={"console": ...}`), else stdout and stderr."""
    from rich.console import Console

    injected = (ctx.obj or {}).get("console")
    if isinstance(injected, Console):
        return injected, injected
    return Console(highlight=False), Console(stderr=True, highlight=False)


def cards_or_exit(ctx: click.Context) -> "Cards":
    """The cards in use (`--decks DIR`, $ELECTIONEER_DECKS, else the bundled ones), or one line."""
    from electioneer.data_load import CardError, load_cards

    try:
        return load_cards((ctx.obj or {}).get("decks"))
    except CardError as exc:
        fail(exc)


def ask(console: "Console", question: str, allowed: Sequence[str], usual: str) -> str | None:
    """Ask at the prompt for one of `allowed` (any case; Enter: `usual`); None on Ctrl-D.
    A wrong answer gets one line and the question again."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from rich.markup import escape

    session: PromptSession[str] = PromptSession()
    completer = WordCompleter(list(allowed), ignore_case=True)
    while True:
        try:
            text = session.prompt(f"{question} ({', '.join(allowed)}; Enter: {usual})> ", completer=completer).strip()
        except KeyboardInterrupt:
            console.print(
                f"[dim](Ctrl-C does not stop here: type one, press Enter for {usual}, or Ctrl-D to leave)[/dim]"
            )
            continue
        except EOFError:
            return None
        if not text:
            return usual
        found = [a for a in allowed if a.casefold() == text.casefold()] or [
            a for a in allowed if a.casefold().startswith(text.casefold())
        ]
        if len(found) == 1:
            return found[0]
        console.print(f"[red]Error:[/red] {escape(repr(text[:40]))} is not one of {', '.join(allowed)}")


def ask_parties(console: "Console") -> str | None:
    """Ask at the prompt which parties stand at the table (`con lab grn`; Enter: CON and LAB);
    None on Ctrl-D. What is not a game's parties gets one line and the question again."""
    from prompt_toolkit import PromptSession
    from rich.markup import escape

    from electioneer.rules import SetupError, new_setup

    session: PromptSession[str] = PromptSession()
    while True:
        try:
            text = session.prompt("Which parties stand (CON LAB, then any of LD REF GRN; Enter: CON LAB)> ").strip()
        except KeyboardInterrupt:
            console.print(
                "[dim](Ctrl-C does not stop here: type the parties, press Enter for CON LAB, or Ctrl-D)[/dim]"
            )
            continue
        except EOFError:
            return None
        try:
            return ",".join(new_setup(text or "CON LAB").parties)
        except SetupError as exc:
            console.print(f"[red]Error:[/red] {escape(str(exc))}")
