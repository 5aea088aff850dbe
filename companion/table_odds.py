"""The odds at a physical table, in one line under the board and in the toolbar: a Vote on
each bill on the board, the PM keeping office in an Election held now; fewer words where
the screen is narrow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from companion import render
from companion.describe import vote_chance
from engine import board, election_odds_now

if TYPE_CHECKING:
    from engine import Game


def election_text(game: "Game") -> str:
    state = game.state
    odds = election_odds_now(game)
    percent = 100 * odds.pm_keeps_office_cards / odds.total if odds.total else 0
    return (
        f"Election now: {state.government.title} Government {board.projected_seats(game, state.government)} seats, "
        f"PM keeps office {odds.pm_keeps_office_cards} in {odds.total} ({percent:.0f}%)"
    )


def odds_line(game: "Game", width: int | None = None, notes: tuple[str, str] = ("", "")) -> str:
    """The odds of a Vote on every bill and of an Election now, in one line of `width`
    columns (fewer words where the whole would wrap: the bills by number, the odds alone),
    with `notes` after it (in full, and short)."""
    full = [
        f"bill {index + 1} {slot.name} ({board.projected_votes(game, index)}): {vote_chance(game, index)}"
        for index, slot in game.state.bills_on_board()
    ]
    state = game.state
    odds = election_odds_now(game)
    percent = 100 * odds.pm_keeps_office_cards / odds.total if odds.total else 0
    short = []
    for index, _ in state.bills_on_board():
        chance = vote_chance(game, index)
        said = chance.split("(")[-1].rstrip(")") if "(" in chance else "certain" if "certain" in chance else "no Vote"
        short.append(f"{index + 1} ({board.projected_votes(game, index)}) {said}")
    seats = f"{state.government.title[:3]} Gov. {board.projected_seats(game, state.government)} seats"
    forms = [
        " \u00b7 ".join([*full, election_text(game)]) + notes[0],
        ("Votes " + ", ".join(short) + " \u00b7 " if short else "")
        + f"Election: {seats}, PM keeps office {percent:.0f}%"
        + notes[1],
        ("Votes " + ", ".join(short) + " \u00b7 " if short else "")
        + f"Election: PM keeps office {percent:.0f}%"
        + notes[1],
        ("Votes " + ", ".join(short) + " \u00b7 " if short else "") + f"Election: PM {percent:.0f}%" + notes[1],
    ]
    line = forms[0] if width is None else render.fitted(forms, width - len("Odds "))
    return "[cyan]Odds[/cyan] " + escape(line)


def odds_tails(game: "Game") -> list[str]:
    """The odds now for the toolbar, fullest first: a Vote on each bill, the PM keeping
    office in an Election held now."""
    votes, brief = [], []
    for index, _ in game.state.bills_on_board():
        chance = vote_chance(game, index)
        if "(" in chance:
            short = tiny = chance.split("(")[-1].rstrip(")")  # passes 9 in 18 (50%): 50%
        elif "certain" in chance:
            short, tiny = "certain", "sure"
        else:
            short, tiny = "no Vote", f"<{game.components.board.vote_minimum}"
        votes.append(f"{index + 1}: {short}")
        brief.append(f"{index + 1} {tiny}")
    odds = election_odds_now(game)
    percent = 100 * odds.pm_keeps_office_cards / odds.total if odds.total else 0
    bills = f"Votes {', '.join(votes)}" if votes else "no bills"
    few = f"Votes {', '.join(brief)}" if brief else "no bills"
    return [
        f"{bills} \u00b7 Election now: PM keeps office {percent:.0f}% \u00b7 ? choices \u00b7 help",
        f"{bills} \u00b7 Election now: PM keeps office {percent:.0f}%",
        f"{bills} \u00b7 Election: PM {percent:.0f}%",
        f"{few} \u00b7 PM {percent:.0f}%",
        f"Election: PM {percent:.0f}%",
    ]
