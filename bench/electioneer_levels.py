"""Electioneer UK's automated levels against each other, in seat-swapped 2-player games.

    python bench/electioneer_levels.py --pairs 200 --seed 1            # standard vs random, vs greedy; expert vs standard
    python bench/electioneer_levels.py greedy random --pairs 200

Each pair plays one seed twice (the first level as CON, then as LAB). Prints the first
level's wins with a 95% Wilson interval, its wins from each chair, and CPU seconds per game.
The figures of docs/electioneer/parties.md come from the first command. CPU time only.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def main() -> None:
    from electioneer.data_load import load_cards
    from electioneer.parties.duel import duel

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "levels", nargs="*", help="FIRST SECOND (default: standard against random and greedy, expert against standard)"
    )
    parser.add_argument("--pairs", type=int, default=200, help="seed pairs (two games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--theatrics", default="even", choices=["even", "one", "none"])
    args = parser.parse_args()
    matches = (
        [tuple(args.levels)]
        if args.levels
        else [("standard", "random"), ("standard", "greedy"), ("expert", "standard")]
    )
    cards = load_cards()
    for first, second in matches:
        start = time.process_time()
        result = duel(cards, first, second, args.pairs, args.seed, args.theatrics)
        spent = time.process_time() - start
        low, high = wilson(result.wins, result.games)
        print(
            f"{first} vs {second}: {result.wins}/{result.games} = {result.share:.1%} "
            f"(95% {low:.1%}-{high:.1%}); as CON {result.wins_as_con}/{result.games // 2}, "
            f"as LAB {result.wins_as_lab}/{result.games // 2}; {spent / result.games * 1000:.0f} ms CPU a game"
        )


if __name__ == "__main__":
    main()
