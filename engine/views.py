"""What one seat may know (`game.view(seat)`): public state and its own hand; other
hands, hidden bills and the order of every deck are masked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import TABLE

if TYPE_CHECKING:
    from engine.game import Game

HIDDEN = "?"


def redact(game: "Game", seat: int) -> "Game":
    view = game.clone()
    view.viewer = seat
    state = view.state
    for other in state.seats:
        if other.index != seat:
            other.supporters = [HIDDEN] * len(other.supporters)
            other.held_at_turn_start = []
    for pile in state.piles.values():
        pile.draw = [HIDDEN] * len(pile.draw)
        pile.top = [HIDDEN] * len(pile.top)
    for key in list(state.hands):
        owner = key.split(":")[-1]
        if owner != str(seat):
            state.hands[key] = [HIDDEN] * len(state.hands[key])
    revealed = set(state.revealed)
    for key, bills in list(state.proposals.items()):
        if key != str(seat):
            state.proposals[key] = [b if b in revealed else HIDDEN for b in bills]
    if view.pending is not None and view.pending.owner not in (seat, TABLE):
        view._pending = None  # another seat's options are not this seat's business
    return view
