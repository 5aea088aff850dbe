"""Seat-swapped 2-player duels between two seats, with options `simulate` cannot pass: the
searching level's settings (play-outs, horizon, margin, decision kinds) and Clockwork levels.

    python bench/duel.py "search:playouts=8" clockwork --games 100 --jobs 2
    python bench/duel.py clockwork:veteran clockwork --games 400 --seed 3

A seat is `clockwork` or `clockwork:LEVEL` (a `+HANDICAP` ending grants that handicap;
`clockwork:LEVEL{key=value;...}` changes some of the level's numbers for the run),
`greedy`, `random`, `search[:KEY=VALUE;...]` (a `SearchPlayer`) or `advisor[:KEY=VALUE;...]` (the
advisor's seat, `clockwork.search.AdvisorPlayer`); keys: playouts, four_player_playouts, rounds, margin, z,
near_the_end, difficulty (the rules' level), setting (the advisor's), kinds: from the seat's
own (`-action` removes one, `+select bill` adds one; `-action|+first action` searches only
the first action of each turn). Game pair i
plays the same seed (`simulate`'s game seed i) twice, once with each seat first, so both
seats meet the same deals. Prints the first seat's wins with a 95% Wilson interval and the
CPU seconds per game (and per searched decision) of the first seat. CPU time only.

`--politician NAME` seats the first seat as that politician in every game (the other seat
drawn from the other party by the game's seed, the same in both orders of a pair);
`--variant NAME` changes a Clockwork behaviour for the run (`bench/clockwork_study.py
--list`); `--wins FILE` writes each game's result for the first seat (1 or 0, in game
order), for a sign test between two runs of the same games:

    python bench/duel.py clockwork:mastermind clockwork:mastermind --politician Derby --games 200 --seed 3
    python bench/duel.py clockwork greedy --politician Derby --games 400 --seed 7 --variant NAME --wins /tmp/v.txt
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import re
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def build(spec: str, seat: int, seed: int):  # type: ignore[no-untyped-def]
    from clockwork.players import make_player
    from clockwork.search import AdvisorPlayer, SearchPlayer

    name, _, rest = spec.partition(":")
    name = name.partition("+")[0]  # `clockwork+patronage`: the handicap is the setup's
    if name in ("search", "advisor"):
        kind = SearchPlayer if name == "search" else AdvisorPlayer
        options: dict[str, object] = {}
        kinds = set(kind.kinds)
        for item in filter(None, rest.split(";")):
            key, _, value = item.partition("=")
            if key == "kinds":
                for word in value.split("|"):
                    (kinds.add if word.startswith("+") else kinds.discard)(word[1:])
            elif key in ("difficulty", "setting"):
                options[key] = value
            elif key in ("playouts", "four_player_playouts", "rounds", "near_the_end"):
                options[key] = int(value)
            else:
                options[key] = float(value)
        return kind(seat=seat, seed=seed, kinds=frozenset(kinds), **options)  # type: ignore[arg-type]
    level, _, numbers = re.sub(r"\+[^}]*$", "", rest).partition("{")
    options: dict[str, object] = {"difficulty": level} if level else {}
    if numbers:
        options["data"] = with_numbers(level or "standard", numbers.rstrip("}"))
    return make_player(name, seat, seed, **options)


def with_numbers(level: str, numbers: str):  # type: ignore[no-untyped-def]
    """The shipped Clockwork data with some of one level's numbers changed (`key=value;...`)."""
    import dataclasses

    from clockwork.data import standard_clockwork

    data = standard_clockwork()
    base = data.level(level)
    changes: dict[str, object] = {}
    for item in filter(None, numbers.split(";")):
        key, _, value = item.partition("=")
        kind = type(getattr(base, key))
        if kind is tuple:  # challenge_odds=0.4|0.22|0.12|0.06
            changes[key] = tuple(float(v) for v in value.split("|"))
        else:
            changes[key] = (value.lower() in ("1", "true", "yes")) if kind is bool else kind(value)
    return dataclasses.replace(data, levels={**data.levels, level: dataclasses.replace(base, **changes)})


class Timed:
    """A seat that counts its decisions and the CPU seconds spent deciding them."""

    def __init__(self, player) -> None:  # type: ignore[no-untyped-def]
        self.player, self.seat, self.seconds, self.decisions = player, player.seat, 0.0, 0
        self.reads_the_game = getattr(player, "reads_the_game", True)

    def decide(self, view, decision):  # type: ignore[no-untyped-def]
        started = time.process_time()
        answer = self.player.decide(view, decision)
        self.seconds += time.process_time() - started
        self.decisions += 1
        return answer


def play(job: tuple[str, str, int, int, str | None]) -> dict[str, object]:
    import random

    from clockwork.players import play_out
    from companion.seats import clockwork_handicaps
    from companion.simulated_game import game_seed
    from engine import draw_politicians, new_game, standard_components, standard_setup

    first, second, seed, index, politician = job
    me = index % 2
    game_seed_ = game_seed(seed, index // 2)
    specs = {me: first, 1 - me: second}
    components = standard_components()
    plain = {s: re.sub(r"\{.*\}", "", spec) for s, spec in specs.items()}
    handicaps = {s: spec.partition("+")[2] for s, spec in plain.items() if "+" in spec and spec.startswith("clockwork")}
    seated = None
    if politician is not None:
        name = next(
            p.name for p in components.politicians if politician.lower() in (p.name.lower(), p.name.split()[-1].lower())
        )
        seated = draw_politicians(components, 2, random.Random(f"politicians/{game_seed_}"), wanted={me: name})
    setup = standard_setup(components, 2, politicians=seated, seed=game_seed_, **clockwork_handicaps(handicaps))
    game = new_game(setup, seed=game_seed_, components=components)
    players = {s: Timed(build(spec, s, game_seed_)) for s, spec in specs.items()}
    started = time.process_time()
    play_out(game, players)  # type: ignore[arg-type]
    looks = getattr(players[me].player, "looks", [])
    return {
        "won": game.winner == me,
        "cpu": time.process_time() - started,
        "politician": str(game.state.seats[me].politician),
        "decide": [(players[s].seconds, players[s].decisions) for s in (me, 1 - me)],
        "looks": [(look.kind, look.seconds, look.chosen != look.rule) for look in looks],
        "departures": [f"{look.kind}: {look.rule} -> {look.chosen}" for look in looks if look.chosen != look.rule],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=100, help="games in all (pairs of seat orders)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--departures", action="store_true", help="list the search's departures from its rules")
    parser.add_argument("--politician", default=None, help="the first seat plays this politician in every game")
    parser.add_argument(
        "--variant",
        default="baseline",
        help="a Clockwork behaviour changed for the run (bench/clockwork_study.py --list)",
    )
    parser.add_argument(
        "--wins", default=None, metavar="FILE", help="write the first seat's result of each game, in order"
    )
    args = parser.parse_args()
    from bench.clockwork_study import VARIANTS, apply_variant

    if args.variant not in VARIANTS:
        parser.error(f"unknown variant {args.variant!r} (expected one of {', '.join(VARIANTS)})")
    jobs = [(args.first, args.second, args.seed, i, args.politician) for i in range(args.games)]
    with multiprocessing.Pool(args.jobs, initializer=apply_variant, initargs=(args.variant,)) as pool:
        results = pool.map(play, jobs, chunksize=1)
    if args.wins:
        Path(args.wins).write_text("".join("1\n" if r["won"] else "0\n" for r in results), encoding="utf-8")
    wins = sum(bool(r["won"]) for r in results)
    low, high = wilson(wins, len(results))
    looks = [look for r in results for look in r["looks"]]  # type: ignore[attr-defined]
    seconds = [s for _, s, _ in looks]
    who = f" ({args.politician} first)" if args.politician else ""
    what = f", variant {args.variant}" if args.variant != "baseline" else ""
    print(
        f"{args.first} v {args.second}{who}{what}, seed {args.seed}: {wins}/{len(results)} = {wins / len(results):.1%} ({low:.1%}-{high:.1%})"
    )
    print(f"  CPU a game (both seats) {sum(r['cpu'] for r in results) / len(results):.2f} s", end="")  # type: ignore[misc]
    if seconds:
        print(
            f"; {len(seconds) / len(results):.1f} searched decisions a game, {sum(seconds) / len(seconds):.3f} s each (max {max(seconds):.2f} s)"
        )
        kinds = Counter(k for k, _, _ in looks)
        departed = Counter(k for k, _, d in looks if d)
        print("  " + ", ".join(f"{k} {departed[k]}/{n}" for k, n in kinds.most_common()))
        if args.departures:
            moves = Counter(d for r in results for d in r["departures"])  # type: ignore[attr-defined]
            for move, count in moves.most_common(25):
                print(f"    {count:4d}  {move}")
    else:
        print()
    for who, name in ((0, args.first), (1, args.second)):
        seconds_ = sum(r["decide"][who][0] for r in results)  # type: ignore[index]
        count = sum(r["decide"][who][1] for r in results)  # type: ignore[index]
        print(
            f"  {name}: {count / len(results):.0f} decisions a game, {1000 * seconds_ / max(1, count):.2f} ms CPU a decision on average, {seconds_ / len(results):.2f} s a game"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
