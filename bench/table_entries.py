"""Entries per round at a 4-player `assist` table of two people and two Clockwork seats: the
lines the scripted table (`tests/table_script.py`) types, round by round, for each seating
and seed asked. Every card a person draws face down is left unknown; a seat's bill draws and
the PM's selection are typed one line each (their answers separated by commas).

    python bench/table_entries.py [--rounds 3] [--seeds 1 2 3]

Round 1 has Bill Selection (the board starts empty); a later round has it again only when
the board has emptied. docs/cli.md ("How many entries a round takes") quotes seed 1.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

SEATINGS = {"the Backbenchers": (1, 3), "the PM and the Opposition Backbencher": (0, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from table_script import ScriptedTable

    for label, people in SEATINGS.items():
        for seed in args.seeds:
            table = ScriptedTable(seed=seed, people=people)
            script = table.play(rounds=args.rounds)
            counts = Counter(script.rounds)
            selection = {r.round for r in table.session.game.log if str(r.kind) == "select bill"}
            rounds = ", ".join(
                f"R{r} {counts[r]}{' (Bill Selection)' if r in selection else ''}" for r in range(1, args.rounds + 1)
            )
            print(f"people at {label}, seed {seed}: {rounds}")


if __name__ == "__main__":
    main()
