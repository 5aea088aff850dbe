"""The Alternate Vote Tracker (optional rule): the overlay's two end spaces.

With the overlay in use, a bill whose projection ever drops below 150 goes to the "<150"
space and stays there until it is resolved: it can no longer pass by a Vote (agreement
and withdrawal still work). A bill whose projection ever rises above 500 goes to ">500"
and stays: it can no longer fail, so its Vote passes without an Uncertainty card however
its projection moves afterwards (withdrawal and agreement still work). Without the
option the ends mean nothing.

The marks live in `state.rules["vote_tracker_ends"]` ({bill: "<150" | ">500"}) and are
brought up to date after every step (`engine.upkeep.after_step`), so a projection that
passes an end at any moment is caught.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import projected_votes
from engine.happened_cards import BillToVoteTracker

if TYPE_CHECKING:
    from engine.game import Game

SWITCH = "alternate_vote_tracker"
ENDS = "vote_tracker_ends"
LOW, HIGH = 150, 500
BELOW, ABOVE = "<150", ">500"


def in_use(game: "Game") -> bool:
    return bool(game.state.rules.get(SWITCH))


def update(game: "Game") -> None:
    """Put bills that crossed an end into its space; forget bills that left the board."""
    if not in_use(game):
        return
    state = game.state
    old: dict[str, str] = state.rules.get(ENDS, {})
    marks: dict[str, str] = {}
    for index, slot in state.bills_on_board():
        mark = old.get(slot.name)
        if mark is None:
            votes = projected_votes(game, index)
            if votes < LOW:
                mark = BELOW
            elif votes > HIGH:
                mark = ABOVE
            if mark is not None:
                game.happened(BillToVoteTracker(slot.name, mark))
        if mark is not None:
            marks[slot.name] = mark
    if marks or ENDS in state.rules:
        state.rules[ENDS] = marks


def end_space(game: "Game", slot_index: int) -> str | None:
    """ "<150", ">500", or None while the bill's exact projection is tracked."""
    if not in_use(game):
        return None
    slot = game.state.slots[slot_index]
    return None if slot is None else game.state.rules.get(ENDS, {}).get(slot.name)


def may_vote(game: "Game", slot_index: int) -> bool:
    """9.2 with the overlay: a bill in "<150" never goes to a Vote, one in ">500" always may."""
    space = end_space(game, slot_index)
    if space is not None:
        return space == ABOVE
    return projected_votes(game, slot_index) >= game.components.board.vote_minimum


def cannot_fail(game: "Game", slot_index: int) -> bool:
    return (
        end_space(game, slot_index) == ABOVE or projected_votes(game, slot_index) >= game.components.board.vote_certain
    )
