"""Soak Electioneer UK: many games of random and automated parties, checking every invariant.

    python bench/electioneer_soak.py --games 2000 --seed 1          # each party count 2-5

Each game seats every party at a level drawn by the game's seed (random, greedy, standard or
expert, `--mix` their shares); one game in ten is played on "real cards" (the table names every card
at random, as `assist` would be told). After every game: seven seats awarded, every
manifesto balanced, exactly one outcome and a government that holds a majority, every policy
in one place, the issues all accounted for (electioneer.rules.invariants); one game in fifty
is also saved and replayed to the same result. Prints games, broken invariants and CPU time
per party count; docs/electioneer/parties.md holds the figures.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


LEVELS = ("random", "greedy", "standard", "expert")


def soak(cards, parties: int, games: int, seed: int, mix: tuple[float, ...] = (0.45, 0.25, 0.15, 0.15)):  # type: ignore[no-untyped-def]
    """(games played, list of broken invariants with their game's seed)."""
    from electioneer.parties import player
    from electioneer.rules import TABLE, Game, new_setup, parties_for
    from electioneer.rules.invariants import broken

    faults: list[str] = []
    for number in range(games):
        game_seed = seed * 1_000_003 + parties * 10_007 + number
        rng = random.Random(game_seed)
        table = number % 10 == 9
        options = ("even", "one", "none")
        order = ["LD", "REF", "GRN"]
        rng.shuffle(order)
        setup = new_setup(parties_for(parties, order), seed=game_seed, theatrics=options[number % 3], table=table)
        game = Game(cards, setup)
        levels = {p: rng.choices(LEVELS, weights=mix)[0] for p in setup.parties}
        deciders = {p: player(levels[p], p, game_seed) for p in setup.parties}
        try:
            while (decision := game.pending()) is not None:
                if decision.owner == TABLE:
                    game.apply(game.deal())
                elif table:
                    game.apply(rng.choice(decision.choices))
                else:
                    choice, _ = deciders[decision.owner](game.view(decision.owner), decision)
                    game.apply(choice)
                if number % 25 == 0:
                    faults += [f"seed {game_seed}: {f}" for f in broken(game)]
        except Exception as exc:  # a crash is a broken invariant too
            faults.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
            continue
        faults += [f"seed {game_seed}: {f}" for f in broken(game)]
        if number % 50 == 0:
            again = Game.from_json(cards, game.to_json())
            if again.result() != game.result():
                faults.append(f"seed {game_seed}: the save does not replay to the same result")
    return games, faults


def main() -> None:
    from electioneer.data_load import load_cards

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per party count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parties", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument(
        "--mix",
        type=float,
        nargs=4,
        default=[0.45, 0.25, 0.15, 0.15],
        metavar=("RANDOM", "GREEDY", "STANDARD", "EXPERT"),
    )
    args = parser.parse_args()
    cards = load_cards()
    failed = 0
    for count in args.parties:
        start = time.process_time()
        games, faults = soak(cards, count, args.games, args.seed, tuple(args.mix))
        spent = time.process_time() - start
        failed += len(faults)
        print(
            f"{count} parties: {games} games, {len(faults)} broken invariants, "
            f"{spent:.1f} s CPU ({spent / games * 1000:.1f} ms a game)"
        )
        for fault in faults[:10]:
            print("  " + fault)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
