"""One row of `bench/compare.py`, measured in this fresh process against the code tree given
by `--root` (this checkout or an older release): prints a JSON object with the CPU seconds
spent and what was done in them. Uses only calls every release has.

    python bench/measure_row.py --root DIR ROW [--games N]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time


def engine_only(players: int, games: int) -> dict[str, float]:
    """Random legal choices straight from `decision.choices`, the dealer for every draw, no views."""
    from engine.deck_folder import standard_components
    from engine.setup import new_game, standard_setup

    components = standard_components()
    plies, cpu = 0, 0.0
    for seed in range(games):
        game = new_game(standard_setup(components, players, seed=seed), seed=seed, components=components)
        rng = random.Random(seed)
        start = time.process_time()
        while not game.over:
            decision = game.pending
            game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
        cpu += time.process_time() - start
        plies += len(game.log)
    return {"cpu": cpu, "games": games, "decisions": plies}


def seated(policy: str, players: int, games: int) -> dict[str, float]:
    """Whole games as `simulate` plays them: a view per seat decision, the dealer for every draw."""
    from clockwork.players import make_player, play_out
    from engine.deck_folder import standard_components
    from engine.setup import new_game, standard_setup

    components = standard_components()
    plies, cpu = 0, 0.0
    for seed in range(games):
        game = new_game(standard_setup(components, players, seed=seed), seed=seed, components=components)
        seats = {seat: make_player(policy, seat, seed) for seat in range(players)}
        start = time.process_time()
        play_out(game, seats)
        cpu += time.process_time() - start
        plies += len(game.log)
    return {"cpu": cpu, "games": games, "decisions": plies}


def election_odds_calls(games: int) -> dict[str, float]:
    """`election_odds_now` at every decision of a few seeded random games, the first call
    of the process included: the calls a screen or a Clockwork seat makes."""
    from engine.deck_folder import standard_components
    from engine.elections import election_odds_now
    from engine.setup import new_game, standard_setup

    components = standard_components()
    positions = []
    for seed in range(games):
        game = new_game(standard_setup(components, 2, seed=seed), seed=seed, components=components)
        rng = random.Random(seed)
        while not game.over and len(game.log) < 400:
            decision = game.pending
            game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
            if len(game.log) % 4 == 0:
                positions.append(game.clone())
    start = time.process_time()
    for position in positions:
        election_odds_now(position)
    return {"cpu": time.process_time() - start, "calls": len(positions)}


ROWS = {
    "engine-2p": lambda games: engine_only(2, games * 3),
    "engine-4p": lambda games: engine_only(4, games * 3),
    "random-2p": lambda games: seated("random", 2, games),
    "random-4p": lambda games: seated("random", 4, games),
    "clockwork-2p": lambda games: seated("clockwork", 2, max(2, games // 3)),
    "clockwork-4p": lambda games: seated("clockwork", 4, max(2, games // 3)),
    "election-odds": lambda games: election_odds_calls(max(1, games // 4)),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--root", required=True, help="the code tree to measure")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("row", choices=sorted(ROWS))
    options = parser.parse_args()
    sys.path.insert(0, options.root)
    print(json.dumps(ROWS[options.row](options.games)))


if __name__ == "__main__":
    main()
