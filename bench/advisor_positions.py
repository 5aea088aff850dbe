"""How often `advise` gives a usable answer in time, and whether `advise deep` names the choice
a far longer search names, on the fixed 50 positions (`bench/fixed_positions.py`: 2, 3 and 4
players).

    python bench/advisor_positions.py                       # standard advise, 2 s of wall time each
    python bench/advisor_positions.py --workers 1 --cpu     # one process, 2 s of its CPU (a machine of its own)
    python bench/advisor_positions.py --deep --cpu --workers 1 --stride 2   # deep against a 20x longer search
    python bench/advisor_positions.py --deep --cpu --workers 1 --stride 2 --near   # ... near victory only

The first: per number of players, how many positions end in one best choice or the leaders
declared equal within 3 points within `--seconds` of wall time (the answer as the person would
get it: the setting's own clock, the session's pool of `--workers` processes), and the
play-outs per second of wall time (and of this process's CPU, which counts no worker's).

`--deep`: `advise deep` without its clock (its cap of play-outs alone, so reproducible; with
`--cpu`, its 8 s counted in this process's CPU, as on a machine of its own), then a search of
20 times as many play-outs as deep played, spread evenly over every choice it weighed, with
no race and a seed of its own. Deep agrees where the long search's estimate of
deep's choice is within 3 points of the long search's best (the same choice, or one the long
search cannot tell from it). `--stride K` takes every K-th position.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.fixed_positions import fixed_set  # noqa: E402
from clockwork.advisor import SETTINGS, advise, horizon_for  # noqa: E402
from clockwork.workers import Workers  # noqa: E402

TIE = 3.0


def answers(workers: Workers | None, seconds: float, stride: int, cpu: bool) -> None:
    by_players: dict[int, list[tuple[str, float, float, int]]] = defaultdict(list)
    for position in fixed_set()[::stride]:
        players = len(position.game.state.seats)
        wall, spent = time.perf_counter(), time.process_time()
        advice = advise(
            position.view(),
            position.seat,
            position.decision,
            setting="standard",
            seed=1,
            workers=workers,
            clock=time.process_time if cpu else time.perf_counter,
        )
        wall, spent = time.perf_counter() - wall, time.process_time() - spent
        verdict = advice.verdict if (spent if cpu else wall) <= seconds else ""
        by_players[players].append((verdict, wall, spent, advice.playouts))
        print(
            f"{position.name:16} {position.decision.kind:16} {len(advice.estimates)} choices {advice.playouts:4} play-outs "
            f"{wall:5.2f} s wall {spent:5.2f} s CPU {advice.verdict or 'not settled'}",
            flush=True,
        )
    everything = [row for rows in by_players.values() for row in rows]
    for players, rows in sorted(by_players.items()) + [(0, everything)]:
        settled = sum(1 for verdict, *_ in rows if verdict)
        best = sum(1 for verdict, *_ in rows if verdict == "best")
        playouts = sum(r[3] for r in rows)
        print(
            f"{players or 'all'} players: {settled}/{len(rows)} settled within {seconds:.0f} s of {'CPU' if cpu else 'wall time'} "
            f"({settled / len(rows):.0%}: "
            f"{best} one best, {settled - best} leaders equal); {playouts / sum(r[1] for r in rows):.0f} play-outs a second "
            f"of wall time, {playouts / sum(r[2] for r in rows):.0f} of this process's CPU; "
            f"wall {statistics.median(r[1] for r in rows):.2f} s median, {max(r[1] for r in rows):.2f} s at most"
        )


def deep_agreement(workers: Workers | None, stride: int, factor: int, cpu: bool, near: bool = False) -> None:
    from clockwork.advisor import candidates
    from clockwork.racing import Race
    from clockwork.workers import Playing

    agree, total, longest = 0, 0, 0.0
    for position in fixed_set()[::stride]:
        view, seat, decision = position.view(), position.seat, position.decision
        if near and horizon_for(view, 1) is not None:
            continue  # far from victory: not what --near asks for
        deep = advise(view, seat, decision, setting="deep", seed=1, timed=cpu, clock=time.process_time, workers=workers)
        found, _ = candidates(view, seat, decision, 1)
        choices = [c for c, _, _ in found]
        each = max(1, factor * deep.playouts // len(choices))
        key = f"long/{position.name}"
        deep_setting = SETTINGS["deep"]
        rounds = horizon_for(view, deep_setting.rounds, deep_setting.near_the_end, deep_setting.near_rounds)
        playing = (
            workers.playing(view, seat, choices, key, rounds)
            if workers
            else Playing(None, 0, (view, seat, choices, key, rounds))
        )
        race = Race(len(choices))
        started = time.perf_counter()
        for (index, _), result in playing.run([(i, n) for n in range(each) for i in range(len(choices))]):
            race.record(index, result.score)
        longest = max(longest, time.perf_counter() - started)
        means = [race.mean(i) for i in range(len(choices))]
        named = choices.index(deep.best.choice)
        short = max(means) - means[named]
        total += 1
        agree += short <= TIE
        print(
            f"{position.name:16} {decision.kind:16} deep {deep.playouts:5} play-outs ({deep.verdict or 'not settled'}), "
            f"long {each * len(choices):6}: deep's choice {short:4.1f} points behind the long search's best",
            flush=True,
        )
    print(
        f"advise deep agrees with a {factor}x longer search in {agree}/{total} positions ({agree / total:.0%}); "
        f"the longest long search took {longest:.0f} s of wall time"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="processes in the pool (1: none)")
    parser.add_argument("--seconds", type=float, default=2.0, help="the wall time an answer must come within")
    parser.add_argument("--stride", type=int, default=1, help="every K-th position of the 50")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="count the budget in this process's CPU seconds (with --workers 1: "
        "as on a machine of its own), not wall time",
    )
    parser.add_argument("--deep", action="store_true", help="advise deep against a longer search instead")
    parser.add_argument("--factor", type=int, default=20, help="how many times longer the long search is")
    parser.add_argument(
        "--near", action="store_true", help="with --deep: only the positions with a seat within 20 VP of victory"
    )
    args = parser.parse_args()
    workers = Workers(args.workers) if args.workers > 1 else None
    if workers:
        workers.start()
    try:
        if args.deep:
            deep_agreement(workers, args.stride, args.factor, args.cpu, args.near)
        else:
            answers(workers, args.seconds, args.stride, args.cpu)
    finally:
        if workers:
            workers.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
