"""The Fund Newspapers track (lines 176-187, 199-201), read from the document's four examples.

Each party's cubes stand in two columns of three boxes: on the left the start box (level
1), the box above it (2) and the top left box (3); on the right the boxes at the same
levels, each worth its level in Public Support ("Receive 2 Public Support" is level 2,
line 185). Once a turn, when its leader adjusts the track (line 177):

1. every cube on the right moves down one box, the party receiving the new box's level
   (level 2 to 1: 1 support, line 185; 3 to 2: 2, line 187);
2. every cube in the top left box moves right on its own, for 3 (lines 185, 187);
3. the leader may move any other left cube right, for its level (lines 181, 183).

A cube reaching the bottom right box (level 1) is returned to the supply once its support is
taken (lines 181, 183). Funding (line 201): 1 influence starts a cube in the start box, 2
move a cube up one level on the left; the top left box is the highest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

LEVELS = 3
START_COST = 1  # line 201
MOVE_UP_COST = 2  # line 201


class NewspaperError(ValueError):
    """A move the track does not allow."""


@dataclass(frozen=True)
class Track:
    """One party's cubes: `left[0]` is the start box, `left[2]` the top left box."""

    left: tuple[int, ...] = (0, 0, 0)
    right: tuple[int, ...] = (0, 0, 0)

    def __post_init__(self) -> None:
        if len(self.left) != LEVELS or len(self.right) != LEVELS or min(*self.left, *self.right) < 0:
            raise NewspaperError(f"a track holds {LEVELS} boxes a side, each with 0 or more cubes")

    @property
    def cubes(self) -> int:
        return sum(self.left) + sum(self.right)

    def describe(self) -> str:
        def side(boxes: tuple[int, ...]) -> str:
            return "/".join(str(n) for n in boxes)

        return f"left {side(self.left)}, right {side(self.right)} (levels 1/2/3)"


@dataclass(frozen=True)
class Adjustment:
    """What one leader's adjustment did: the track after, the support received, each move."""

    track: Track
    support: int
    moves: tuple[str, ...] = field(default=())
    returned: int = 0  # cubes back to the supply


def adjust(track: Track, move_right: tuple[int, ...] = ()) -> Adjustment:
    """Steps 1-3 above; `move_right` lists the level of each further left cube the leader
    moves right (a level may be listed once per cube there)."""
    left, right = list(track.left), list(track.right)
    support = returned = 0
    moves: list[str] = []
    for level in range(1, LEVELS + 1):  # bottom first, so no cube moves twice
        count = right[level - 1]
        if not count:
            continue
        right[level - 1] = 0
        if level == 1:  # only a corrected track holds a cube here
            returned += count
            moves.append(f"{count} from the bottom right box back to the supply")
            continue
        support += count * (level - 1)
        moves.append(f"{_cubes(count)} down the right to level {level - 1}: +{count * (level - 1)}")
        if level - 1 == 1:
            returned += count
        else:
            right[level - 2] += count
    wanted = [0] * LEVELS
    for level in move_right:
        if not 1 <= level < LEVELS:
            raise NewspaperError(
                f"level {level}: the leader chooses cubes at levels 1-{LEVELS - 1} "
                f"(the top left box moves right on its own)"
            )
        wanted[level - 1] += 1
    wanted[LEVELS - 1] = left[LEVELS - 1]  # the top left box, always
    for level in range(1, LEVELS + 1):
        count = wanted[level - 1]
        if not count:
            continue
        if count > left[level - 1]:
            raise NewspaperError(f"{_cubes(count)} to move right from level {level}, where {left[level - 1]} stand")
        left[level - 1] -= count
        support += count * level
        how = "on its own" if level == LEVELS else "by choice"
        moves.append(f"{_cubes(count)} right from level {level} ({how}): +{count * level}")
        if level == 1:
            returned += count
        else:
            right[level - 1] += count
    return Adjustment(Track(tuple(left), tuple(right)), support, tuple(moves), returned)


def start_cube(track: Track) -> Track:
    """Line 201: a new cube in the start box (1 influence)."""
    return Track((track.left[0] + 1, *track.left[1:]), track.right)


def move_up(track: Track, level: int) -> Track:
    """Line 201: a left cube at `level` up one box (2 influence)."""
    if not 1 <= level < LEVELS:
        raise NewspaperError(f"level {level}: a cube moves up from level 1 or 2 (3 is the top left box)")
    if not track.left[level - 1]:
        raise NewspaperError(f"no cube of this party at level {level} on the left")
    left = list(track.left)
    left[level - 1] -= 1
    left[level] += 1
    return Track(tuple(left), track.right)


def _cubes(count: int) -> str:
    return "1 cube" if count == 1 else f"{count} cubes"
