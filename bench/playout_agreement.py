"""Do play-outs cut at a horizon (scored by the horizon model, `clockwork.horizon`) pick the
choice full play-outs pick? On the fixed positions (`bench/fixed_positions.py`), every
candidate the advisor weighs is played out `--full` times to the end of the game (the
reference) and `--cut` times to the start of the round 1, 2 and 3 rounds on; all on the
same luck (common random numbers).

    python bench/playout_agreement.py --full 100 --cut 100 --out /tmp/agreement.json
    python bench/playout_agreement.py --read /tmp/agreement.json   # the figures again
    python bench/playout_agreement.py --near --full 200 --cut 200   # near victory only
    python bench/playout_agreement.py --fresh-near 4 --full 200 --cut 200   # near victory, other games

For each way of playing out, per number of players: how often the choice it ranks first is
the reference's first or within 3 points of it by the reference's estimate (agreement),
the mean shortfall in points (regret), and its CPU milliseconds a play-out; also for the
positions where a seat is within 20 VP of victory and the others. The reference's own noise
shows in "full (half)": the first half of its play-outs judged by the second half.
CPU time (time.process_time).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.fixed_positions import Position, fixed_set, near_victory  # noqa: E402
from clockwork.advisor import candidates  # noqa: E402
from clockwork.data import clockwork_for  # noqa: E402
from clockwork.playout import play  # noqa: E402

HORIZONS = (1, 2, 3)
TIE = 3.0  # points of the chance of winning within which two choices count as equal


def measure(
    full: int, cut: int, only: int | None, near_only: bool = False, chosen: list[Position] | None = None
) -> list[dict]:
    rows = []
    for position in fixed_set() if chosen is None else chosen:
        players = len(position.game.state.seats)
        if only is not None and players != only:
            continue
        view, seat, decision = position.view(), position.seat, position.decision
        found, _ = candidates(view, seat, decision)
        data = clockwork_for(view.components)
        key = f"agreement/{position.name}"
        near = max(seat.vp for seat in view.state.seats) >= view.components.board.victory - 20
        if near_only and not near:
            continue
        row: dict = {
            "name": position.name,
            "players": players,
            "kind": decision.kind,
            "round": position.game.state.round,
            "near": near,
            "choices": [words for _, words, _ in found],
            "scores": {},
            "cpu": {},
        }
        for label, rounds, count in [("full", None, full)] + [(f"cut {h}", h, cut) for h in HORIZONS]:
            started = time.process_time()
            row["scores"][label] = [
                [play(view, seat, choice, key, n, rounds=rounds, data=data, value="chance").score for n in range(count)]
                for choice, _, _ in found
            ]
            row["cpu"][label] = (time.process_time() - started) / (count * len(found))
        rows.append(row)
        print(
            position.name,
            decision.kind,
            len(found),
            {k: f"{v * 1000:.1f} ms" for k, v in row["cpu"].items()},
            flush=True,
        )
    return rows


def report(rows: list[dict]) -> None:
    labels = ["full (half)"] + [f"cut {h}" for h in HORIZONS]
    groups = [
        (f"{players} players", [r for r in rows if r["players"] == players])
        for players in sorted({r["players"] for r in rows})
    ]
    groups += [
        ("all", rows),
        ("a seat within 20 VP of victory", [r for r in rows if r.get("near")]),
        ("the others", [r for r in rows if not r.get("near")]),
    ]
    for name, chosen in groups:
        if not chosen:
            continue
        print(
            f"{name}: {len(chosen)} positions (reference: {len(chosen[0]['scores']['full'][0])} full play-outs a choice)"
        )
        for label in labels:
            agree, regrets, cpu = 0, [], []
            for r in chosen:
                full = r["scores"]["full"]
                if label == "full (half)":  # the first half judged by the second: the reference's own noise
                    reference = [statistics.fmean(s[len(s) // 2 :]) for s in full]
                    means = [statistics.fmean(s[: len(s) // 2]) for s in full]
                    cpu.append(r["cpu"]["full"])
                else:
                    reference = [statistics.fmean(s) for s in full]
                    means = [statistics.fmean(s) for s in r["scores"][label]]
                    cpu.append(r["cpu"][label])
                pick = max(range(len(means)), key=lambda i: means[i])
                regret = max(reference) - reference[pick]
                regrets.append(regret)
                agree += regret <= TIE
            print(
                f"  {label:12} agrees {agree}/{len(chosen)} ({agree / len(chosen):.0%}), mean regret "
                f"{statistics.fmean(regrets):.1f} points, {statistics.fmean(cpu) * 1000:.1f} ms a play-out"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", type=int, default=100, help="reference play-outs to the end, each choice")
    parser.add_argument("--cut", type=int, default=100, help="play-outs to a horizon, each choice")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--near", action="store_true", help="only the positions with a seat within 20 VP of victory")
    parser.add_argument(
        "--fresh-near",
        type=int,
        default=0,
        metavar="GAMES",
        help="instead of the fixed set: positions within 20 VP of victory from this many fresh games of each size",
    )
    parser.add_argument("--out", default=None, help="write the scores to this JSON file")
    parser.add_argument("--read", default=None, help="report from a file written by --out")
    args = parser.parse_args()
    if args.read:
        rows = json.loads(Path(args.read).read_text())
    else:
        chosen = (
            [p for players in (2, 3, 4) for p in near_victory(players, args.fresh_near, 3900 + players * 100)]
            if args.fresh_near
            else None
        )
        rows = measure(args.full, args.cut, args.players, args.near, chosen)
        if args.out:
            Path(args.out).write_text(json.dumps(rows))
    report(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
