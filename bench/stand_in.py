"""A politician against stand-ins: his games replayed with another politician of his party
in his seat (the same seed, the same chair, the same company), to tell what his card and
profile are worth from what the chair he is dealt is worth.

    python bench/stand_in.py Salisbury --players 4 --games 600 --seed 30004
    python bench/stand_in.py Derby --players 2 --games 400
    python bench/stand_in.py Salisbury --decks /tmp/decks   # his profile changed in a copy

Each game seats him as `bench/politician_study.py --politician` does (the same deal for the
same seed). It is then played again once for each politician of his party who was not dealt
and who takes the same starting chair by the setup rule (and is dealt at that table size) (the lowest number leads each party,
rule 2.2), everyone else unchanged, every seat a standard Clockwork. Prints, per stand-in,
the games both were measured on, each one's wins, the games only one of them won and the
sign test's z (positive: he wins more than the stand-in). With `--decks` every seat reads
that folder's Clockwork files: change his profile there to see it against the same
stand-ins. CPU time only.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duel import wilson  # noqa: E402


def play(job: tuple[int, int, int, str, str | None, str]) -> dict[str, bool]:
    """Game `index` with him, then with each stand-in: who of them won it."""
    from clockwork.players import make_player, play_out
    from companion.simulated_game import game_seed
    from engine import new_game, standard_components
    from engine.setup import Setup, draw_politicians, eligible_politicians

    index, run, players, name, decks, level = job
    seed = game_seed(run, index)
    components = standard_components(decks)
    rng = random.Random(f"politicians/{seed}")
    wanted = {rng.randrange(players): name}
    dealt = list(draw_politicians(components, players, rng, wanted))
    (mine,) = wanted
    party = components.politician(name).party
    chair = None
    won: dict[str, bool] = {}
    eligible = eligible_politicians(components, players)  # the setup leaves some out at 2 and 3 players
    for who in [name] + [n for n in eligible if components.politician(n).party is party and n not in dealt]:
        names = list(dealt)
        names[mine] = who
        game = new_game(Setup(players=players, politicians=tuple(names), options={}), seed=seed, components=components)
        role = game.state.seats[mine].role
        if chair is None:
            chair = role
        elif role is not chair:
            continue  # rule 2.2 would seat this stand-in elsewhere: not the same chair
        play_out(game, {s: make_player("clockwork", s, seed, difficulty=level) for s in range(players)})
        won[who] = game.winner == mine
    return won


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("politician", help="a politician's name or last name (Salisbury, Derby, ...)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=30004)
    parser.add_argument("--decks", default=None, help="a decks folder whose clockwork/ files every seat reads")
    parser.add_argument("--level", default="standard")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=None, help="write each game's wins (JSON), to pair runs")
    args = parser.parse_args()
    from engine import standard_components

    wanted = args.politician.lower()
    found = [
        p.name
        for p in standard_components(args.decks).politicians
        if wanted in (p.name.lower(), p.name.split()[-1].lower())
    ]
    if not found:
        names = ", ".join(p.name for p in standard_components(args.decks).politicians)
        parser.error(f"no politician {args.politician!r} (expected one of {names})")
    name = found[0]
    jobs = [(i, args.seed, args.players, name, args.decks, args.level) for i in range(args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        rows = pool.map(play, jobs, chunksize=4)
    print(
        f"{name}, {args.players} players, {args.games} games, seed {args.seed}"
        + (f", decks {args.decks}" if args.decks else "")
        + ": his wins against a stand-in's in the same chair and company"
    )
    stand_ins = sorted({who for row in rows for who in row if who != name})
    total_him = total_it = total_games = 0
    for other in stand_ins:
        games = [row for row in rows if other in row]
        him, it = sum(row[name] for row in games), sum(row[other] for row in games)
        only_him = sum(row[name] and not row[other] for row in games)
        only_it = sum(row[other] and not row[name] for row in games)
        z = (only_him - only_it) / math.sqrt(only_him + only_it) if only_him + only_it else 0.0
        low, high = wilson(him, len(games))
        print(
            f"  against {other:24s} {len(games):4d} games: he {him:4d} ({him / len(games):.1%}, {low:.1%}-{high:.1%}),"
            f" the stand-in {it:4d} ({it / len(games):.1%}); only he {only_him}, only the stand-in {only_it}, z {z:+.2f}"
        )
        total_him, total_it, total_games = total_him + him, total_it + it, total_games + len(games)
    if total_games:
        print(
            f"  every pairing: he {total_him} of {total_games} ({total_him / total_games:.1%}), the stand-ins {total_it} ({total_it / total_games:.1%})"
        )
    if args.out:
        Path(args.out).write_text(json.dumps(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
