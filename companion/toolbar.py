"""The foot of the screen, drawn by the prompt at every prompt, so the things a person must
not lose never scroll away on a small terminal (80x24), whatever was printed above:

- where the game stands: the round and phase, the Popularity lead, the projected seats,
  then the person's own marks (`play`) or the odds now (a table);
- the last Clockwork move, as the commentary or the table's instruction put it.

Each is one line fitted to the screen's width (shorter words first, then cut with an
ellipsis): the toolbar is `TOOLBAR_ROWS` lines, which `companion.choices_list` and the
board's choice of size count as taken. How the other rows are shared is here too: the
prompt keeps `menu_rows` empty lines below it for the completion menu, fewer on a short
screen so that more of the board stays in view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from companion import commentary, render
from companion.orders import order_line
from companion.describe import lead_text
from engine import Party, board

if TYPE_CHECKING:
    from engine import Game

TOOLBAR_ROWS = 2  # where the game stands; the last Clockwork move
SHORT_SCREEN = 50  # below this many rows, the menu of matches keeps fewer rows open
PARTY_SHORT = {Party.LIBERAL: "Lib", Party.CONSERVATIVE: "Con"}


def menu_rows(height: int | None) -> int:
    """The empty rows the prompt keeps below it for the completion menu (prompt_toolkit's
    8 on a tall screen; 3 on a short one, where the menu scrolls, and a 120x40 screen
    still holds the full board with the question under it)."""
    return 8 if height is None or height >= SHORT_SCREEN else 3


def below_prompt(height: int | None) -> int:
    """The rows under the prompt's line taken on every prompt: the menu's and the toolbar's."""
    return menu_rows(height) + TOOLBAR_ROWS


def standing_forms(game: "Game") -> list[str]:
    """`R2 Actions · Conservative lead 6 · seats Lib 321, Con 337`, longest first."""
    state = game.state
    phase = render.PHASES[state.phase]
    leader, margin = board.lead(game)
    short_lead = f"{PARTY_SHORT[leader]} lead {margin}" if leader is not None else "tied"
    seats = ", ".join(f"{PARTY_SHORT[p]} {board.projected_seats(game, p)}" for p in Party)
    brief = phase.removeprefix("Bill ").removeprefix("Round ")  # Selection, Resolution, Setup
    return [
        f"Round {state.round} \u00b7 {phase} \u00b7 {lead_text(game)} \u00b7 seats {seats}",
        f"R{state.round} {phase} \u00b7 {short_lead} \u00b7 seats {seats}",
        f"R{state.round} {phase} \u00b7 {short_lead} \u00b7 {seats.replace(',', '')}",
        f"R{state.round} {brief} \u00b7 {short_lead} \u00b7 {seats.replace(',', '')}",
    ]


def first_line(game: "Game", tails: Iterable[str], width: int) -> str:
    """Where the game stands, then the fullest of `tails` (the person's marks, the odds)
    that still fits beside it; the standing alone where none does."""
    heads = standing_forms(game)
    forms = [f" {head} \u00b7 {tail}" for tail in tails for head in heads]
    return render.fitted(forms + [f" {head}" for head in heads], width)


def last_move(game: "Game", automated: "frozenset[int]", viewer: int | None, at_table: bool) -> str:
    """The last Clockwork move in words the screen may show (the commentary's line in `play`,
    the instruction at a table), or that there has been none."""
    plies = [r.ply for r in game.log if r.owner in automated]
    if not plies:
        return "Clockwork: no move yet"
    record = game.log[plies[-1]]
    if at_table:
        return f"Last Clockwork move (R{record.round}): {order_line(game, record)}"
    # as the commentary told it: a seat's run of bill draws and proposals is one move, numbered by its first
    move = [m for m in commentary.moves(list(game.log)) if m.owner in automated][-1]
    return f"Last Clockwork move: {commentary.move_line(game, move, viewer)}"


def second_line(game: "Game", automated: "frozenset[int]", viewer: int | None, at_table: bool, width: int) -> str:
    return render.fitted([" " + last_move(game, automated, viewer, at_table)], width)
