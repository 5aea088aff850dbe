"""What `review` costs: 2-player games against a standard Clockwork (the person's seat played
by a stand-in), each reviewed for the person's seat at a setting.

    python bench/review_cost.py --games 3                  # a pool of 2: wall time, as `review` runs
    python bench/review_cost.py --games 3 --workers 1      # one process: its CPU time

Prints, per game, the decisions weighed, the play-outs, the marks, and the seconds (wall
time with a pool; CPU time of the one process without). The stand-in is the standard
Clockwork (`--stand-in random` for a seat that errs more).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clockwork.players import make_player, play_out  # noqa: E402
from clockwork.policy import ClockworkPlayer  # noqa: E402
from clockwork.review import review  # noqa: E402
from clockwork.workers import Workers  # noqa: E402
from engine import standard_components  # noqa: E402
from engine.setup import new_game, standard_setup  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2900)
    parser.add_argument("--setting", default="standard")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--stand-in", default="clockwork", help="who plays the person's seat (clockwork, random, greedy)"
    )
    args = parser.parse_args()
    components = standard_components()
    workers = Workers(args.workers) if args.workers > 1 else None
    if workers:
        workers.start()
    spent = []
    try:
        for index in range(args.games):
            seed = args.seed + index
            game = new_game(standard_setup(components, 2, seed=seed), seed=seed, components=components)
            play_out(game, {0: make_player(args.stand_in, 0, seed), 1: ClockworkPlayer(seat=1, seed=seed)})
            wall, cpu = time.perf_counter(), time.process_time()
            found = review(game, 0, setting=args.setting, seed=seed, workers=workers)
            seconds = time.perf_counter() - wall if workers else time.process_time() - cpu
            spent.append(seconds)
            print(
                f"game {seed}: {game.state.round} rounds, {len(found.moments)} decisions weighed, "
                f"{sum(m.playouts for m in found.moments)} play-outs, {len(found.marked)} marked; "
                f"{seconds:.1f} s of {'wall time' if workers else 'CPU'}",
                flush=True,
            )
    finally:
        if workers:
            workers.close()
    print(
        f"{args.setting}: {statistics.fmean(spent):.1f} s a game on average, {max(spent):.1f} s at most "
        f"({'wall time, a pool of ' + str(args.workers) if workers else 'CPU of one process'})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
