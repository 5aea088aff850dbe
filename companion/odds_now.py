"""The odds now, as the play session's `odds` shows them: a Vote on each bill on the board
and an Election held now. Prints to the `Console` it is given."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Console
from rich.table import Table

from companion.describe import lead_text, vote_chance
from engine import board, election_odds_now

if TYPE_CHECKING:
    from engine import Game


def render_odds(console: Console, game: "Game") -> None:
    from companion.odds_cmd import render_election_summary

    table = Table(title="Votes now", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for name in ("#", "Bill", "Projected", "A Vote now"):
        table.add_column(name)
    for index, slot in game.state.bills_on_board():
        table.add_row(str(index + 1), slot.name, str(board.projected_votes(game, index)), vote_chance(game, index))
    if game.state.board_is_empty:
        table.add_row("", "(no bills on the board)", "", "")
    console.print(table)
    state = game.state
    console.print(
        f"[bold]An Election now[/bold]: {state.government.title} Government projected "
        f"{board.projected_seats(game, state.government)} seats ({lead_text(game)})"
    )
    render_election_summary(console, election_odds_now(game))
