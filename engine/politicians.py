"""Politicians on their mats (1.3, 1.4): Standing, Favour, Action Cube income and the
abilities a mat lets a politician use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.components import Ability, Mat, Politician
from engine.happened import Track, TrackMoved
from engine.state import Role, SeatState

if TYPE_CHECKING:
    from engine.game import Game

# The highest level each mat offers for each action (1.4.1, 1.4.3). The Opposition
# Leader's mat has no Level 1 Influence: its Level 2 shifts only 10 MPs.
MAT_LEVELS: dict[str, dict[Ability, int]] = {
    "pm": {Ability.CAMPAIGN: 2, Ability.DEBATE: 2, Ability.FLATTER: 2, Ability.HOBNOB: 2, Ability.INFLUENCE: 2},
    "opposition_leader": {
        Ability.CAMPAIGN: 2,
        Ability.DEBATE: 2,
        Ability.FLATTER: 2,
        Ability.HOBNOB: 2,
        Ability.INFLUENCE: 2,
    },
    "backbencher": {Ability.DEBATE: 1, Ability.HOBNOB: 1},
}


def politician_of(game: "Game", seat: SeatState) -> Politician:
    return game.components.politician(seat.politician)


def mat_of(game: "Game", seat: SeatState) -> Mat:
    side = seat.mat_side if seat.role.is_leader else "front"
    board = game.components.board
    return board.mats.get((seat.role.mat, side)) or board.mat(seat.role.mat, "front")


def action_levels(game: "Game", seat: SeatState, ability: Ability) -> list[int]:
    """The levels of `ability` this seat may use now: a Level 2 may always be played at Level 1."""
    top = min(politician_of(game, seat).level(ability), MAT_LEVELS[seat.role.mat].get(ability, 0))
    if ability is Ability.INFLUENCE and seat.role is Role.OPPOSITION_LEADER:
        return [2] if top == 2 else []
    return list(range(1, top + 1))


def cube_income(game: "Game", seat: SeatState) -> int:
    if game.state.rules.get("fixed_income", {}).get(seat.politician) is not None:
        return int(game.state.rules["fixed_income"][seat.politician])
    return mat_of(game, seat).cubes(seat.standing)


def untracked(game: "Game", seat: SeatState) -> bool:
    """Whether a scenario keeps no Standing or Favour for this politician (scenario 7's
    Devonshire): his markers never move, and a board shows none for him."""
    return seat.politician in game.state.rules.get("untracked", [])


def change_standing(game: "Game", seat: SeatState, amount: int, why: str = "") -> int:
    """Move Standing within the mat's range (1.8); returns the change made."""
    if amount == 0 or untracked(game, seat):
        return 0
    mat = mat_of(game, seat)
    before = seat.standing
    seat.standing = _move(game, seat, Track.STANDING, before, amount, mat.standing_min, mat.standing_max, why)
    return seat.standing - before


def change_favour(game: "Game", seat: SeatState, amount: int, why: str = "") -> int:
    """Move Favour within the board's range (1.8); returns the change made."""
    if amount == 0 or untracked(game, seat):
        return 0
    low, high = game.components.board.favour_range
    before = seat.favour
    seat.favour = _move(game, seat, Track.FAVOUR, before, amount, low, high, why)
    return seat.favour - before


def _move(game: "Game", seat: SeatState, track: Track, before: int, amount: int, low: int, high: int, why: str) -> int:
    """1.8: a marker moved past a track's end stops there. The new position, noted."""
    after = max(low, min(high, before + amount))
    made = after - before
    game.happened(TrackMoved(seat.politician, seat.index, track, amount, made, after, why))
    return after


def take_mat(game: "Game", seat: SeatState, role: Role, keep_standing: bool) -> None:
    """Move a politician to a new mat (10.2, 11.4): the mat's start, or the old Standing if
    `keep_standing` and that is higher, clamped to the new range."""
    seat.role = role
    mat = mat_of(game, seat)
    standing = max(mat.standing_start, seat.standing) if keep_standing else mat.standing_start
    seat.standing = max(mat.standing_min, min(mat.standing_max, standing))
