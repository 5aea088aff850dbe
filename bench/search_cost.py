"""What the searching Clockwork and the advisor cost: CPU seconds per searched decision and
per game, and how often the search departs from its rules, by decision kind.

    python bench/search_cost.py --games 6            # mastermind against standard, seats swapped
    python bench/search_cost.py --games 2 --advisor  # the advisor's seat instead

CPU time (time.process_time), never wall-clock: the machine may be shared.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clockwork.players import play_out  # noqa: E402
from clockwork.policy import ClockworkPlayer  # noqa: E402
from clockwork.search import AdvisorPlayer, SearchPlayer  # noqa: E402
from companion.simulated_game import game_seed  # noqa: E402
from engine.deck_folder import standard_components  # noqa: E402
from engine.setup import new_game, standard_setup  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--advisor", action="store_true", help="measure the advisor's seat instead of the searching level"
    )
    args = parser.parse_args()
    components = standard_components()
    seconds: list[float] = []
    kinds: Counter[str] = Counter()
    departed: Counter[str] = Counter()
    wins = 0
    started = time.process_time()
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        me = index % 2
        game = new_game(standard_setup(components, 2, seed=seed), seed=seed, components=components)
        player = AdvisorPlayer(seat=me, seed=seed) if args.advisor else SearchPlayer(seat=me, seed=seed)
        play_out(game, {me: player, 1 - me: ClockworkPlayer(seat=1 - me, seed=seed)})  # type: ignore[dict-item]
        wins += game.winner == me
        for look in player.looks:
            seconds.append(look.seconds)
            kinds[look.kind] += 1
            departed[look.kind] += look.chosen != look.rule
    total = time.process_time() - started
    who = "the advisor's seat" if args.advisor else "mastermind (searching)"
    print(f"{who} against standard, {args.games} games, seats swapped: {wins} wins")
    print(
        f"CPU: {total / args.games:.1f} s a game; {len(seconds) / args.games:.1f} searched decisions a game, "
        f"{statistics.fmean(seconds) if seconds else 0:.2f} s each (max {max(seconds, default=0):.2f} s)"
    )
    for kind, count in kinds.most_common():
        print(f"  {kind}: {count} searched, {departed[kind]} departed from the rules")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
