"""Checks made after every step: victory (13.0), the Father of the House (7.4), Career
Card activation, which happens the moment requirements are met (6.2.2), and the ends of
the Alternate Vote Tracker (optional rule).

A step seldom changes what the standard checks read (each seat's VP, Standing, Favour,
role, Career Cards, and who holds the Father of the House card), so `after_step` notes those
marks after checking (`Game.upkeep_seen`) and checks again only when they differ: a PM's
victory needs a VP change, a Career Card a Standing or Favour change. A scenario's own
victory and the Vote Tracker are checked after every step all the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import vote_tracker
from engine.backbench import activate_careers
from engine.pools import check_victory
from engine.scenarios import check_scenario_victory
from engine.state import GameState, Role
from engine.happened_seats import FatherOfTheHouse

if TYPE_CHECKING:
    from engine.game import Game


def after_step(game: "Game") -> None:
    state = game.state
    if state.over:
        return
    if game.upkeep_seen == marks(state):  # as the last check left them: only the checks that read more
        check_scenario_victory(game)
        if not state.over:
            vote_tracker.update(game)
        return
    check_victory(game)
    if state.over:
        return
    update_father_of_the_house(game)
    activate_careers(game)
    vote_tracker.update(game)
    game.upkeep_seen = marks(state)  # after the checks: what they changed needs no second look


def marks(state: GameState) -> tuple[object, ...]:
    """Everything the standard checks read: while it stands, checking again changes nothing."""
    return (
        state.father_in_game,
        state.father_of_the_house,
        state.rules.get("no_vp"),
        *[
            (s.role, s.vp, s.standing, s.favour, s.resigned, s.politician, len(s.careers), len(s.active_careers))
            for s in state.seats
        ],
    )


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
            game.happened(FatherOfTheHouse(None))
        else:
            game.happened(FatherOfTheHouse(state.seats[holder].politician))
        state.father_of_the_house = holder
