"""Per-politician shares of Clockwork-only games, optionally with one politician seated in
every game and the Clockwork's files read from another folder (`--decks DIR`, a copy of
`decks/` with a changed `clockwork/politicians.yaml`): to see what a profile change does to
that politician's wins without playing thousands of games he does not sit in.

    python bench/politician_study.py --players 2 --games 400 --politician "Earl of Derby"
    python bench/politician_study.py --players 4 --games 400 --politician Salisbury --decks /tmp/decks
    python bench/politician_study.py --players 4 --games 400 --variant attack-before-campaign

Prints each politician's wins / games sat in with a 95% Wilson interval and the ratio to a
fair share (1 / players), and the wins by starting role. Every seat plays at `--level`
(standard); `--variant NAME` changes one Clockwork behaviour for the run, as in
`bench/clockwork_study.py` (`--list` there names them). CPU time only.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duel import wilson  # noqa: E402


def play(job: tuple[int, int, str | None, str | None, str, int]) -> tuple[list[str], int | None, str | None]:
    from clockwork.players import make_player, play_out
    from companion.simulate_cmd import game_seed
    from engine import new_game, standard_components
    from engine.setup import Setup, check_setup, draw_politicians

    index, players, politician, decks, level, run = job
    seed = game_seed(run, index)
    components = standard_components(decks)
    rng = random.Random(f"politicians/{seed}")
    wanted = None
    if politician is not None:
        name = next(p.name for p in components.politicians if politician.lower() in (p.name.lower(), p.name.split()[-1].lower()))
        wanted = {rng.randrange(players): name}
    setup = Setup(players=players, politicians=draw_politicians(components, players, rng, wanted), options={})
    check_setup(components, setup)
    game = new_game(setup, seed=seed, components=components)
    seats = {s: make_player("clockwork", s, seed, difficulty=level) for s in range(players)}
    roles = [seat.role.value for seat in game.state.seats]
    play_out(game, seats)
    return list(setup.politicians), game.winner, None if game.winner is None else roles[game.winner]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--politician", default=None, help="seat this politician in every game")
    parser.add_argument("--decks", default=None, help="a decks folder whose clockwork/ files the seats read")
    parser.add_argument("--level", default="standard")
    parser.add_argument("--seed", type=int, default=None, help="the run's seed (default 1000 + players, the games measured so far)")
    parser.add_argument("--variant", default="baseline", help="a Clockwork behaviour changed for the run (bench/clockwork_study.py --list)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    from bench.clockwork_study import VARIANTS, apply_variant
    if args.variant not in VARIANTS:
        parser.error(f"unknown variant {args.variant!r} (expected one of {', '.join(VARIANTS)})")
    run = 1000 + args.players if args.seed is None else args.seed
    jobs = [(i, args.players, args.politician, args.decks, args.level, run) for i in range(args.games)]
    with multiprocessing.Pool(args.jobs, initializer=apply_variant, initargs=(args.variant,)) as pool:
        results = pool.map(play, jobs, chunksize=4)
    sat: Counter[str] = Counter()
    won: Counter[str] = Counter()
    by_role: Counter[str] = Counter(role for _, _, role in results if role is not None)
    for names, winner, _ in results:
        sat.update(names)
        if winner is not None:
            won[names[winner]] += 1
    fair = 1 / args.players
    print(f"{args.players} players, {args.games} games, seed {run}" + (f", {args.politician} in every game" if args.politician else "") + (f", decks {args.decks}" if args.decks else "")
          + (f", variant {args.variant}" if args.variant != "baseline" else ""))
    for name, games in sorted(sat.items(), key=lambda item: -won[item[0]] / item[1]):
        low, high = wilson(won[name], games)
        print(f"  {name:28s} {won[name]:4d}/{games:<4d} {won[name] / games:6.1%} ({low:.1%}-{high:.1%})  {won[name] / games / fair:.2f}x fair")
    print("  wins by starting role: " + ", ".join(f"{role} {by_role[role]} ({by_role[role] / args.games:.1%})" for role in sorted(by_role)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
