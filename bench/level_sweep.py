"""Screen changes to one Clockwork level's numbers: each variant plays the same seeded,
seat-swapped 2-player games against one opponent (as `bench/duel.py`), in one pool, and
its share is printed as soon as its games are done (bench/report_history.py --id worths-tuned-by-duels).

    python bench/level_sweep.py clockwork:veteran clockwork - "point_value=0.45" "point_value=0.6;lead_far=1"
    python bench/level_sweep.py clockwork:veteran clockwork --games 400 --seed 31 --seed 32 - "office_pm=16"

A variant is `-` (the level as shipped) or `key=value;...` (the level's numbers changed, as
in duel.py's `clockwork:LEVEL{...}`). Screen on some seeds, then confirm the chosen set on
fresh ones with duel.py: the best of many variants on the same games is flattered by chance.
CPU time only; `nice -n 10` and `--jobs 2` on a shared machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duel import play, wilson  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("level", help="the seat whose numbers change, e.g. clockwork:veteran")
    parser.add_argument("opponent", help="the seat it meets, e.g. clockwork")
    parser.add_argument("variants", nargs="+", help="'-' or 'key=value;...'")
    parser.add_argument("--games", type=int, default=400, help="games a variant and seed (pairs of seat orders)")
    parser.add_argument("--seed", type=int, action="append", help="a run seed (repeat for more games; default 31)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = args.seed or [31]
    specs = [args.level if v == "-" else f"{args.level}{{{v}}}" for v in args.variants]
    jobs = [(spec, args.opponent, seed, i) for spec in specs for seed in seeds for i in range(args.games)]
    each = args.games * len(seeds)
    print(f"{args.level} v {args.opponent}, {each} games a variant, seeds {', '.join(map(str, seeds))}", flush=True)
    won = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for done, result in enumerate(pool.imap(play, jobs, chunksize=8), 1):
            won += bool(result["won"])
            if done % each == 0:
                low, high = wilson(won, each)
                print(
                    f"  {won:4d}/{each} {won / each:6.1%} ({low:.1%}-{high:.1%})  {args.variants[done // each - 1]}",
                    flush=True,
                )
                won = 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
