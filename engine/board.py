"""The board: Sectors and Popularity (1.5.1), Election Projections (1.5.2) and the
Government MP Tracker (1.5, 11.5). Tracks clamp at their ends and the surplus effect
is lost (1.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.components import Icon, Party, Sector
from engine.happened import MPsMoved, MPsReset, PopularityMoved, ProjectionChanged
from engine.state import GameState

if TYPE_CHECKING:
    from engine.game import Game


def sector_points(game: "Game", sector: Sector, party: Party) -> int:
    ladder = game.components.board.ladder(sector, party)
    value = ladder.positions[game.state.position(sector, party)]
    if sector is Sector.WORKERS and game.state.rules.get("workers_doubled"):
        value *= 2  # Scenario 5, once the Second Reform Act has passed
    return value


def popularity_points(game: "Game", party: Party) -> int:
    return _points(game)[party is Party.CONSERVATIVE]


def lead(game: "Game") -> tuple[Party | None, int]:
    """The party ahead in Popularity points and by how much (None on a tie)."""
    liberal, conservative = _points(game)
    if liberal == conservative:
        return None, 0
    if liberal > conservative:
        return Party.LIBERAL, liberal - conservative
    return Party.CONSERVATIVE, conservative - liberal


def _points(game: "Game") -> tuple[int, int]:
    """(Liberal, Conservative) Popularity points: `sector_points` over every Sector, read
    through one table of each board's ladders (every Election and Clockwork appraisal asks)."""
    board = game.components.board
    known = _LADDERS.get(id(board))
    if known is None or known[0] is not board:
        if len(_LADDERS) >= 64:
            _LADDERS.clear()
        known = _LADDERS[id(board)] = (
            board,
            tuple(
                (
                    sector.value,
                    board.ladder(sector, Party.LIBERAL).positions,
                    board.ladder(sector, Party.CONSERVATIVE).positions,
                )
                for sector in Sector
            ),
        )
    state = game.state
    popularity = state.popularity
    liberal = conservative = 0
    for sector, liberal_points, conservative_points in known[1]:
        at = popularity[sector]
        liberal += liberal_points[at[_LIBERAL]]
        conservative += conservative_points[at[_CONSERVATIVE]]
        if sector == _WORKERS and state.rules.get(
            "workers_doubled"
        ):  # Scenario 5, once the Second Reform Act has passed
            liberal += liberal_points[at[_LIBERAL]]
            conservative += conservative_points[at[_CONSERVATIVE]]
    return liberal, conservative


_LIBERAL, _CONSERVATIVE, _WORKERS = Party.LIBERAL.value, Party.CONSERVATIVE.value, Sector.WORKERS.value
_LADDERS: dict[int, tuple[Any, tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]]] = {}


def projected_seats(game: "Game", party: Party) -> int:
    leader, margin = lead(game)
    ahead, behind = game.components.board.seats(margin)
    return ahead if leader is party or leader is None else behind


def partisan_points(game: "Game", party: Party) -> int:
    total = 0
    for sector in Sector:
        ladder = game.components.board.ladder(sector, party)
        total += ladder.partisan[game.state.position(sector, party)]
    return total


def move_popularity(game: "Game", sector: Sector, party: Party, steps: int) -> int:
    """Move a party's marker; returns the Popularity points actually gained (or lost)."""
    if steps == 0:
        return 0
    ladder = game.components.board.ladder(sector, party)
    before_index = game.state.position(sector, party)
    after_index = max(0, min(len(ladder.positions) - 1, before_index + steps))
    before = sector_points(game, sector, party)
    game.state.popularity[sector.value][party.value] = after_index
    change = sector_points(game, sector, party) - before
    moved = after_index - before_index
    game.happened(
        PopularityMoved(
            party,
            sector,
            steps,
            moved,
            before_index,
            after_index,
            change,
            ladder.positions[before_index],
            ladder.positions[after_index],
        )
    )
    return change


def government_mps(state: GameState) -> int:
    return state.moderates + state.partisans


def mps_for(state: GameState, icon: Icon) -> int:
    if icon is Icon.MODERATE:
        return state.moderates
    if icon is Icon.PARTISAN:
        return state.partisans
    return state.moderates + state.partisans


def shift_mps(game: "Game", mps: int, to: str) -> int:
    """Influence: move up to `mps` Government MPs into the `to` column."""
    state = game.state
    if to == "partisan":
        moved = min(mps, state.moderates)
        state.moderates -= moved
        state.partisans += moved
    else:
        moved = min(mps, state.partisans)
        state.partisans -= moved
        state.moderates += moved
    game.happened(MPsMoved(moved, to, state.moderates, state.partisans))
    return moved


def reset_government_mps(game: "Game", total: int) -> None:
    """11.5: A = the new Government's seats (already rounded); P = its Partisan points,
    capped at A; M = the rest. Scenario 6 takes 10 of its 40 deducted MPs from P."""
    state = game.state
    partisans = partisan_points(game, state.government)
    if state.rules.get("fractured"):
        partisans -= 10
    state.partisans = max(0, min(partisans, total))
    state.moderates = total - state.partisans
    game.happened(MPsReset(total, state.moderates, state.partisans))


def projected_votes(game: "Game", slot_index: int) -> int:
    slot = game.state.slots[slot_index]
    assert slot is not None
    override = game.state.rules.get("icon_override")  # a scenario's changed icons, if any
    icon = Icon(override[slot.name]) if override and slot.name in override else game.components.bill(slot.name).icon
    return mps_for(game.state, icon) + slot.adjustment


def adjust_votes(game: "Game", slot_index: int, votes: int) -> int:
    """Move a bill's Parliament marker, clamped to the board's range; returns the change made."""
    slot = game.state.slots[slot_index]
    assert slot is not None
    low, high = game.components.board.vote_adjustment_range
    before = slot.adjustment
    slot.adjustment = max(low, min(high, before + votes))
    game.happened(
        ProjectionChanged(slot.name, slot_index + 1, votes, slot.adjustment - before, projected_votes(game, slot_index))
    )
    return slot.adjustment - before
