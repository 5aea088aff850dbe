"""One seat among standard Clockwork seats in 3- or 4-player games, its starting chair
rotated, paired game by game with the same games played by a standard seat in that chair:
is a level (or a changed level) stronger than standard at a bigger table, and in which chair?

    python bench/chair_study.py clockwork:veteran --games 600
    python bench/chair_study.py "clockwork:veteran{point_value=0.3}" --players 3
    python bench/chair_study.py clockwork:mastermind --games 200 --jobs 2

Game i seats the tested seat in the i-th chair of the rotation (4 players: the PM, the
Government Backbencher, the Opposition Leader, the Opposition Backbencher; 3 players: the
three chairs the deal made), the politicians drawn by the game's seed. Each game is played
twice, once with the tested seat and once with a standard seat in its place (the same seed:
the same deal). Prints the tested seat's wins
against the standard seat's, by chair, with the games only one of them won and the sign
test's z, and the tested seat's CPU seconds a game. A seat is any `bench/duel.py` seat.
CPU time only. `--rows FILE` writes each game's result as it ends (one JSON line), and
`--summary FILE` prints the summary of such a file, of a run stopped part-way too:

    python bench/chair_study.py advisor --games 400 --seed 4405 --rows /tmp/rows.jsonl
    python bench/chair_study.py advisor --summary /tmp/rows.jsonl
    python bench/chair_study.py advisor --games 400 --seed 4405 --first 200 --rows /tmp/rest.jsonl   # the games from 200 on
    python bench/chair_study.py advisor --summary /tmp/rows.jsonl,/tmp/rest.jsonl   # the two together, each game once
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duel import wilson  # noqa: E402

CHAIRS = ("pm", "government_backbencher", "opposition_leader", "opposition_backbencher")


def play(job: tuple[int, int, str, int]) -> tuple[str, bool, bool, float, int]:
    """Game `index` twice: the chair's seat standard, then `spec`; who won each, and the CPU."""
    from bench.duel import build
    from clockwork.players import make_player, play_out
    from companion.simulated_game import game_seed
    from engine import new_game, standard_components
    from engine.setup import Setup, draw_politicians

    index, run, spec, players = job
    seed = game_seed(run, index)
    components = standard_components()
    setup = Setup(
        players=players,
        politicians=draw_politicians(components, players, random.Random(f"politicians/{seed}"), None),
        options={},
    )
    roles = [seat.role.value for seat in new_game(setup, seed=seed, components=components).state.seats]
    present = [chair for chair in CHAIRS if chair in roles]
    chair = present[index % len(present)]
    mine = roles.index(chair)
    won, spent = [], 0.0
    for tested in (False, True):
        game = new_game(setup, seed=seed, components=components)
        seats = {s: make_player("clockwork", s, seed, difficulty="standard") for s in range(players)}
        if tested:
            seats[mine] = build(spec, mine, seed)
        start = time.process_time()
        play_out(game, seats)  # type: ignore[arg-type]
        spent = time.process_time() - start
        won.append(game.winner == mine)
    return chair, won[0], won[1], spent, index


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "spec",
        help="the tested seat (bench/duel.py's seats: clockwork:veteran, clockwork:veteran{key=value}, search:...)",
    )
    parser.add_argument("--players", type=int, default=4, choices=(3, 4))
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=4401)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--first", type=int, default=0, metavar="N", help="begin at game N (another process plays the games before it)"
    )
    parser.add_argument("--rows", default=None, metavar="FILE", help="write each game's result as it ends (JSON lines)")
    parser.add_argument(
        "--summary", default=None, metavar="FILE", help="only summarise the rows of FILE (a run stopped part-way too)"
    )
    args = parser.parse_args()
    if args.summary:
        found = {}
        for name in args.summary.split(","):  # the rows of a run split between processes: each game once
            for line in Path(name).read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = tuple(json.loads(line))
                    found[row[4]] = row
        rows = list(found.values())
        args.games = len(rows)
    else:
        jobs = [(i, args.seed, args.spec, args.players) for i in range(args.first, args.games)]
        rows = []
        with multiprocessing.Pool(args.jobs) as pool, open(args.rows or os.devnull, "w", encoding="utf-8") as out:
            for row in pool.imap_unordered(play, jobs, chunksize=1):
                rows.append(row)
                out.write(json.dumps(row) + "\n")
                out.flush()
    rows.sort(key=lambda r: r[4])
    run = f"the rows of {args.summary}" if args.summary else f"seed {args.seed}"
    print(
        f"{args.spec}, {args.players} players, {len(rows)} games, {run}: its wins against a standard seat's in the same chair"
    )

    def line(label: str, chosen: list[tuple[str, bool, bool, float, int]]) -> str:
        base, it = sum(r[1] for r in chosen), sum(r[2] for r in chosen)
        only_base = sum(r[1] and not r[2] for r in chosen)
        only_it = sum(r[2] and not r[1] for r in chosen)
        low, high = wilson(it, len(chosen))
        z = (only_it - only_base) / math.sqrt(only_base + only_it) if only_base + only_it else 0.0
        return (
            f"  {label:24s} {it:4d}/{len(chosen):<4d} {it / len(chosen):6.1%} ({low:.1%}-{high:.1%})  standard {base:4d}"
            f" ({base / len(chosen):.1%}); only it {only_it}, only standard {only_base}, z {z:+.2f}"
        )

    for chair in CHAIRS:
        chosen = [r for r in rows if r[0] == chair]
        if chosen:
            print(line(chair, chosen))
    print(line("every chair", rows))
    print(f"  {sum(r[3] for r in rows) / len(rows):.2f} s CPU a game with it seated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
