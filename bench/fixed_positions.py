"""A fixed set of positions for measuring the advisor: decisions met in seeded games of
standard Clockwork seats, at 2, 3 and 4 players (`bench/advisor_positions.py`,
`bench/playout_agreement.py`).

Each game of seed `SEED + players * 100 + g` is played to its end; every decision a seat
answers with at least two choices is a candidate, and the set takes them at an even
stride so that it spans the whole game (first rounds to last). The same commit gives the
same positions; a change to the rules or the Clockwork changes them too.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clockwork.policy import ClockworkPlayer  # noqa: E402
from engine import Decision, Game  # noqa: E402
from engine import standard_components  # noqa: E402
from engine.setup import new_game, standard_setup  # noqa: E402

SEED = 2800
GAMES = 2  # games of each size the positions are drawn from


@dataclass
class Position:
    """One decision to advise on: the real game (never shown to the advisor), whose turn."""

    name: str
    game: Game
    decision: Decision

    @property
    def seat(self) -> int:
        return self.decision.owner

    def view(self) -> Game:
        return self.game.view(self.seat)


def every_position(players: int, seed: int) -> list[Position]:
    """Every decision a seat answers with at least two choices, in the game of `seed` played
    to its end by standard Clockwork seats."""
    components = standard_components()
    game = new_game(standard_setup(components, players, seed=seed), seed=seed, components=components)
    seats = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(players)}
    every: list[Position] = []
    while not game.over:
        decision = game.pending
        assert decision is not None
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if len(decision.choices) > 1:
            every.append(Position(f"{players}p/{seed}/{len(game.log)}", game.clone(), decision))
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        game.apply(choice, reason=reason)
    return every


def evenly(found: list[Position], count: int) -> list[Position]:
    """`count` of `found` (all, if fewer) at an even stride from the first."""
    count = min(count, len(found))
    stride = len(found) / count if count else 1
    return [found[int(i * stride)] for i in range(count)]


def positions(players: int, count: int) -> list[Position]:
    """`count` positions of `players`-player games, spread evenly over `GAMES` games."""
    found: list[Position] = []
    for g in range(GAMES):
        share = count // GAMES + (1 if g < count % GAMES else 0)
        found += evenly(every_position(players, SEED + players * 100 + g), share)
    return found


def near_victory(players: int, games: int, seed: int, each: int = 2, within: int = 20) -> list[Position]:
    """Positions where a seat is within `within` VP of victory: `each` a game (spread evenly
    over its last stretch), from `games` seeded games of standard seats at `players` players
    (seeds `seed`, `seed + 1`, ...): a set of its own, apart from the fixed 50."""
    found: list[Position] = []
    for g in range(games):
        every = every_position(players, seed + g)
        near = [p for p in every if max(s.vp for s in p.game.state.seats) >= p.game.components.board.victory - within]
        found += evenly(near, each)
    return found


def fixed_set(sizes: dict[int, int] | None = None) -> list[Position]:
    """The 50 positions: 17 of 2-player games, 17 of 3, 16 of 4 (or `sizes`)."""
    sizes = sizes or {2: 17, 3: 17, 4: 16}
    return [p for players, count in sizes.items() for p in positions(players, count)]


if __name__ == "__main__":
    for position in fixed_set():
        d = position.decision
        print(position.name, f"round {position.game.state.round}", d.kind, len(d.choices))
