"""Play-outs a second of `advise` now against the advisor of an earlier commit, on the same
fixed positions (`bench/fixed_positions.py`), one position after the other in turn, so both
meet the same load on a shared machine.

    python bench/advisor_speed.py --before 4bde6fd --players 4

The earlier commit's `clockwork/advisor.py` and `clockwork/playout.py` are read with `git
show` and run beside today's (the rest of the code is today's). Both run their standard
setting; today's with a pool of `--workers` processes. Prints the play-outs a second of wall
time of each, and their ratio, over the positions far from victory ("cut": today's play-outs
stop one round on), those with a seat within 20 VP of it ("near": three rounds on today, where
the earlier advisor played to the end), and all.
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.fixed_positions import fixed_set  # noqa: E402
from clockwork.advisor import SETTINGS, advise, horizon_for  # noqa: E402
from clockwork.workers import Workers  # noqa: E402


def earlier(commit: str, folder: Path) -> ModuleType:
    """The advisor of `commit`, with the play-outs of `commit`, as a module of its own."""

    def source(path: str) -> str:
        text = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{commit}:{path}"], check=True, capture_output=True, text=True
        ).stdout
        # the engine no longer lends its `dataclass`: the standard one is the same class shape
        return text.replace("from engine import dataclass\n", "from dataclasses import dataclass\n")

    (folder / "playout_before.py").write_text(source("clockwork/playout.py"))
    (folder / "advisor_before.py").write_text(
        source("clockwork/advisor.py").replace("from clockwork.playout import", "from playout_before import")
    )
    sys.path.insert(0, str(folder))
    return importlib.import_module("advisor_before")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="4bde6fd")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    workers = Workers(args.workers) if args.workers > 1 else None
    if workers:
        workers.start()
    # (play-outs, seconds) of each, over the positions far from victory ("cut") and near it ("near")
    totals = {(label, part): [0, 0.0] for label in ("before", "now") for part in ("cut", "near")}
    with tempfile.TemporaryDirectory() as folder:
        before = earlier(args.before, Path(folder))
        try:
            for position in fixed_set({args.players: {2: 17, 3: 17, 4: 16}[args.players]}):
                part = "near" if horizon_for(position.view(), SETTINGS["standard"].rounds) is None else "cut"
                for label in ("before", "now"):
                    started = time.perf_counter()
                    if label == "before":
                        found = before.advise(
                            position.view(), position.seat, position.decision, setting="standard", seed=1
                        )
                        playouts = sum(e.runs for e in found.estimates)
                    else:
                        playouts = advise(
                            position.view(),
                            position.seat,
                            position.decision,
                            setting="standard",
                            seed=1,
                            workers=workers,
                        ).playouts
                    seconds = time.perf_counter() - started
                    totals[label, part][0] += playouts
                    totals[label, part][1] += seconds
                    print(
                        f"{position.name:16} {part:3} {label:6} {playouts:5} play-outs in {seconds:5.2f} s", flush=True
                    )
        finally:
            if workers:
                workers.close()
    for part in ("cut", "near", "all"):
        parts = ("cut", "near") if part == "all" else (part,)
        rate = {}
        for label in ("before", "now"):
            count = sum(totals[label, p][0] for p in parts)
            seconds = sum(totals[label, p][1] for p in parts)
            rate[label] = count / seconds if seconds else 0.0
        print(
            f"{args.players} players, {part} positions: {rate['before']:.0f} play-outs a second of wall time at {args.before}, "
            f"{rate['now']:.0f} now ({args.workers} workers): {rate['now'] / rate['before'] if rate['before'] else 0:.1f} times as many"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
