"""Benchmark the rules engine: whole games per second and decisions per second with the
baseline seat policies, and the cost of the calls simulations and saves lean on.

    python bench/bench_engine.py              # print a markdown snippet
    python bench/bench_engine.py --write      # also replace the "## Engine" section of docs/performance.md
    python bench/bench_engine.py --games 50 --greedy-games 10
"""

from __future__ import annotations

from report import write_section

import argparse
import json
import os
import platform
import random
import sys
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from clockwork.players import make_player, play_out  # noqa: E402
from engine.deck_folder import standard_components  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.save import game_from_json, game_to_json, undo  # noqa: E402
from engine.setup import new_game, standard_setup  # noqa: E402

HEADING = "## Engine"
COMPONENTS = standard_components()


def new(players: int, seed: int) -> Game:
    return new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)


def games(policy: str, players: int, count: int, seed: int = 0) -> dict[str, float]:
    """Play `count` whole games with `policy` in every seat, as `prime-minister simulate` does
    (a redacted view per seat decision, the dealer for every draw)."""
    plies = rounds = 0
    elapsed = 0.0
    for index in range(count):
        game = new(players, seed + index)
        controllers = {seat: make_player(policy, seat, seed + index) for seat in range(players)}
        start = time.process_time()
        play_out(game, controllers)
        elapsed += time.process_time() - start
        plies += len(game.log)
        rounds += game.state.round
    return {
        "games_per_s": count / elapsed,
        "decisions_per_s": plies / elapsed,
        "plies": plies / count,
        "rounds": rounds / count,
        "ms_per_game": elapsed / count * 1000,
    }


def engine_only(players: int, count: int, seed: int = 0) -> dict[str, float]:
    """The engine alone: random legal choices straight from `decision.choices`, no views."""
    plies = 0
    elapsed = 0.0
    for index in range(count):
        game = new(players, seed + index)
        rng = random.Random(index)
        start = time.process_time()
        while not game.over:
            decision = game.pending
            assert decision is not None
            game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
        elapsed += time.process_time() - start
        plies += len(game.log)
    return {"games_per_s": count / elapsed, "decisions_per_s": plies / elapsed}


def finished_game(players: int, seed: int = 1) -> Game:
    game = new(players, seed)
    play_out(game, {seat: make_player("random", seat, seed) for seat in range(players)})
    return game


def per_call_ms(fn, number: int = 5) -> float:  # type: ignore[no-untyped-def]
    return min(timeit.repeat(fn, number=number, repeat=3, timer=time.process_time)) / number * 1000


def measure(count: int, greedy_count: int) -> str:
    rows: list[tuple[str, dict[str, float]]] = []
    for players in (2, 3, 4):
        raw = engine_only(players, count)
        rows.append((f"{players} players, engine only (random choices, no views)", raw))
        rows.append((f"{players} players, `random` seats", games("random", players, count)))
    for players in (2, 3, 4):
        rows.append((f"{players} players, `greedy` seats", games("greedy", players, greedy_count)))
    for players in (2, 4):
        rows.append((f"{players} players, `clockwork` seats (standard)", games("clockwork", players, greedy_count)))

    game = finished_game(4)
    mid = new(4, 2)
    rng = random.Random(2)
    while len(mid.log) < 200:
        decision = mid.pending
        assert decision is not None
        mid.apply(mid.deal() if decision.is_chance else rng.choice(decision.choices))
    last_player_choice = mid
    while last_player_choice.log[-1].owner == -1:  # undo needs a player's choice last
        decision = last_player_choice.pending
        assert decision is not None
        last_player_choice.apply(last_player_choice.deal() if decision.is_chance else decision.choices[-1])
    text = json.dumps(game_to_json(game))
    calls = [
        ("`game.view(seat)` (a redacted copy), mid-game, 4 players", per_call_ms(lambda: mid.view(0), 200)),
        ("`game.clone()`, mid-game, 4 players", per_call_ms(mid.clone, 200)),
        (
            f"save a finished 4-player game ({len(game.log)} choices, {len(text) // 1024} KB JSON)",
            per_call_ms(lambda: json.dumps(game_to_json(game))),
        ),
        (
            "load it (`game_from_json`: replay every choice and check the snapshot)",
            per_call_ms(lambda: game_from_json(json.loads(text), COMPONENTS)),
        ),
        (
            f"`undo` at ply {len(last_player_choice.log)} (a replay from the start)",
            per_call_ms(lambda: undo(last_player_choice)),
        ),
    ]

    lines = [
        HEADING,
        "",
        f"Measured (CPU time) by `python bench/bench_engine.py` on {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}; one process; {count} games per row "
        f"({greedy_count} for `greedy`), seeds 0 up, politicians drawn at random; load average "
        f"{os.getloadavg()[0]:.1f} at the end (other work on the machine slows every row alike).",
        "",
        "| Games | Games/s | Decisions/s | ms a game | Decisions a game | Rounds a game |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, result in rows:
        if "plies" in result:
            lines.append(
                f"| {name} | {result['games_per_s']:.1f} | {result['decisions_per_s']:,.0f} | {result['ms_per_game']:.0f} "
                f"| {result['plies']:.0f} | {result['rounds']:.1f} |"
            )
        else:
            lines.append(
                f"| {name} | {result['games_per_s']:.1f} | {result['decisions_per_s']:,.0f} | {1000 / result['games_per_s']:.0f} | | |"
            )
    lines += [
        "",
        "| Call (best of 3) | Time |",
        "|---|---:|",
        *(f"| {name} | {ms:.2f} ms |" for name, ms in calls),
        "",
        "CPU time of this process (`time.process_time`). A decision is one applied choice, the",
        "table's card draws included. Seat policies see the game only through `game.view(seat)`,",
        "a copy of the state and log with hidden cards masked (`Game.clone` copies the state with",
        "functions written from its field types, `engine/state_copy.py`); a `random` seat reads",
        "only the legal choices, so `play_out` makes it no view.",
        "The `greedy` player plays up to 16 candidate choices on private copies of its view and",
        "averages Votes over the whole Uncertainty deck. `prime-minister simulate --jobs J` spreads",
        "games over J processes.",
        "",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=20, help="games per row for the engine and random rows (default 20)"
    )
    parser.add_argument("--greedy-games", type=int, default=6, help="games per greedy row (default 6)")
    parser.add_argument("--write", action="store_true", help=f"update the {HEADING!r} section of docs/performance.md")
    options = parser.parse_args()
    section = measure(options.games, options.greedy_games)
    print(section)
    if options.write:
        write_section(HEADING, section)


if __name__ == "__main__":
    main()
