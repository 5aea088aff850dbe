"""A change of Government (10.2, 11.4): what a successful Opposition Leader's Challenge and
a lost Election both change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import backbench
from engine.happened import GovernmentChanged
from engine.state import Role

if TYPE_CHECKING:
    from engine.game import Game

PM_REPLACEMENT_BONUS = 6  # VP to a new PM who took the mat by a Challenge or an Election (10.2, 11.4)


def change_government(game: "Game") -> None:
    """10.2 / 11.4: the Opposition party governs; Backbenchers flip and exchange cards;
    the bill decks change hands (the Government draws from its own party's deck)."""
    state = game.state
    state.government = state.government.other
    for seat in state.seats:
        if seat.role is Role.GOVERNMENT_BACKBENCHER:
            seat.role = Role.OPPOSITION_BACKBENCHER
            if seat.resigned:
                backbench.end_resignation(game, seat)
        elif seat.role is Role.OPPOSITION_BACKBENCHER:
            seat.role = Role.GOVERNMENT_BACKBENCHER
    backbench.exchange_backbench_cards(game)
    game.happened(GovernmentChanged(state.government))
