"""Checks made after every step: victory (13.0), the Father of the House (7.4), Career
Card activation, which happens the moment requirements are met (6.2.2), and the ends of
the Alternate Vote Tracker (optional rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import vote_tracker
from engine.backbench import activate_careers
from engine.pools import check_victory
from engine.state import Role

if TYPE_CHECKING:
    from engine.game import Game


def after_step(game: "Game") -> None:
    check_victory(game)
    if game.state.over:
        return
    update_father_of_the_house(game)
    activate_careers(game)
    vote_tracker.update(game)


def father_holder(game: "Game") -> int | None:
    """Who should hold the Father of the House card now, if anyone."""
    state = game.state
    if not state.father_in_game or state.pm.vp < game.components.board.father_of_the_house:
        return None
    backbencher = state.opposition_backbencher
    if backbencher is not None:
        return backbencher.index
    opposition = [s for s in state.seats if not s.in_government]
    if len(opposition) == 1 and opposition[0].role is Role.OPPOSITION_LEADER:
        return opposition[0].index
    return None


def update_father_of_the_house(game: "Game") -> None:
    state = game.state
    holder = father_holder(game)
    if holder != state.father_of_the_house:
        if holder is None:
            game.happened("The Father of the House card returns beside the board")
        else:
            game.happened(f"{state.seats[holder].politician} takes the Father of the House card")
        state.father_of_the_house = holder
