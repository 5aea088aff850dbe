"""The invariant soak: many whole games over every table the rules allow, every invariant
checked after every choice, every finished game saved, loaded and replayed.

    python bench/soak.py --minutes 10            # rounds over the tables (shuffled) until the time is up
    python bench/soak.py --rounds 2 --seed 7     # two games of every combination
    python bench/soak.py --games 5000            # 5,000 games, round robin over the tables

Combinations: the standard game at 2, 3 and 4 players and every scenario at each of its
player counts; each with no optional rule, each optional rule that fits it
(`question-time` at 4 players, `alternate-vote-tracker`) and both; each with every seat
policy at every seat (random, greedy, the Clockwork at each level) and a mixed table.
The invariants are `tests/test_properties.Watcher`'s (A = M + P, every track in range, VP
never falls, every card in exactly one place, one PM and one Opposition Leader), with the
cards counted from where they stand at setup (a scenario deals from its own decks).
A save of each game (mid-game and at the end) must load to the identical game.

Prints one line per combination class and a total; `--json` gives the figures for
docs/performance.md. Memory: the process's peak resident size after the first
`--warm-up` games (500) and at the end; a run whose peak grows more than 10% after the
warm-up is a problem (something kept without bound), as is any violation. Measures CPU time (`time.process_time`). Exit status 1 on any
violation or crash, with the seed, the table and the ply to replay it.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import random
import resource
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from clockwork.data import standard_clockwork  # noqa: E402
from clockwork.players import make_player  # noqa: E402
from engine.deck_folder import standard_components  # noqa: E402
from engine.save import game_from_json, game_to_json  # noqa: E402
from engine.setup import new_game, standard_setup  # noqa: E402
from engine.words import counted  # noqa: E402
from tests.test_properties import Watcher, bill_places, event_places, supporter_places  # noqa: E402

MAX_PLIES = 20_000
OPTIONAL = ("question-time", "alternate-vote-tracker")


@dataclasses.dataclass(frozen=True)
class Table:
    scenario: str
    players: int
    rules: tuple[str, ...]
    seats: tuple[str, ...]  # a policy per seat: random, greedy, clockwork:LEVEL

    def __str__(self) -> str:
        rules = "+".join(self.rules) or "no option"
        return f"{self.scenario} {self.players}p {rules} [{','.join(self.seats)}]"


class SoakWatcher(Watcher):
    """The property tests' invariants, with every card counted from where it is at setup
    (a scenario deals from its own decks) and the MP Tracker as the setup left it."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.all_mps = game.state.moderates + game.state.partisans
        self.devonshire = (
            game.setup.scenario in ("7", "the-duke-of-devonshire") or "Duke of Devonshire" in game.setup.politicians
        )
        self.decks = {
            label: (places, places(game))
            for label, places in (("bills", bills_beside), ("supporters", supporters_under), ("events", events_held))
        }

    def problems(self) -> list[str]:
        # Scenario 7: the Duke of Devonshire gives up VP when he joins a party (its join_deduction)
        return [p for p in super().problems() if not (self.devonshire and p.startswith("Duke of Devonshire's VP fell"))]


def supporters_under(game: Any) -> Counter[str]:
    """Supporters: as the property tests count them, and those face down under a scenario's Act."""
    places = supporter_places(game)
    places.update(game.state.scenario_state.get("under_act", []))
    return places


def bills_beside(game: Any) -> Counter[str]:
    """Bills: as the property tests count them, and those a scenario keeps beside the board."""
    places = bill_places(game)
    places.update(list(game.state.scenario_state.get("beside", {})))
    return places


def events_held(game: Any) -> Counter[str]:
    """Event cards: the pile, a card being resolved, and those held or set aside at Question Time."""
    places = event_places(game)
    memory = game.state.scenario_state.get("question_time", {})
    for cards in memory.get("held", {}).values():
        places.update(cards)
    places.update(memory.get("by_elections", []))  # drawn for a question, set aside until shuffled back
    places.update(game.state.scenario_state.get("riots_stack", []))  # the Second Reform Act's Riots
    for name in game.state.scenario_state.get("events_beside", []):  # set aside by a scenario until it is used
        if not places[name]:
            places[name] += 1
    return places


def scenario_counts() -> list[tuple[str, int]]:
    from house.checked_yaml import read_yaml

    counts = [("standard", n) for n in (2, 3, 4)]
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        data = read_yaml(path)
        players = data["players"] if isinstance(data["players"], list) else [data["players"]]
        counts += [(str(data["number"]), p) for p in players]
    return counts


def tables() -> list[Table]:
    levels = list(standard_clockwork().levels)
    policies = ["random", "greedy", *(f"clockwork:{level}" for level in levels)]
    out = []
    for scenario, players in scenario_counts():
        fitting = [rule for rule in OPTIONAL if rule != "question-time" or players == 4]
        rule_sets = [(), *((rule,) for rule in fitting)] + ([tuple(fitting)] if len(fitting) > 1 else [])
        for rules in rule_sets:
            for policy in policies:
                out.append(Table(scenario, players, rules, (policy,) * players))
            mixed = tuple(policies[(i * 2 + players) % len(policies)] for i in range(players))
            out.append(Table(scenario, players, rules, mixed))
    return out


def setup_for(table: Table, seed: int, components: Any) -> Any:
    if table.scenario == "standard":
        setup = standard_setup(components, table.players, seed=seed)
    else:
        from engine.scenario_rules import scenario_setup

        setup = scenario_setup(table.scenario, players=table.players, seed=seed, components=components)
    return dataclasses.replace(setup, optional_rules=tuple(table.rules))


def player(name: str, seat: int, seed: int) -> Any:
    policy, _, level = name.partition(":")
    return make_player(policy, seat, seed, **({"difficulty": level} if level else {}))


def soak_one(table: Table, seed: int, components: Any) -> dict[str, Any]:
    """One game of `table`: choices made, and a problem (or None)."""
    try:
        game = new_game(setup_for(table, seed, components), seed=seed, components=components)
    except ValueError as exc:  # a table the rules do not allow (reported, not a violation)
        return {"choices": 0, "problem": None, "skipped": str(exc)}
    players = {seat: player(name, seat, seed) for seat, name in enumerate(table.seats)}
    watcher = SoakWatcher(game)
    middle = random.Random(seed).randrange(20, 400)
    try:
        problems = watcher.problems()
        if problems:
            raise AssertionError("at setup: " + "; ".join(problems))
        while not game.over:
            decision = game.pending
            assert decision is not None and decision.choices, "a decision with no choice"
            if decision.is_chance:
                choice = game.deal()
            else:
                choice, _ = players[decision.owner].decide(game.view(decision.owner), decision)
                assert choice in decision.choices, f"seat {decision.owner + 1} chose {choice}, not a legal choice"
            watcher.after(game.apply(choice).happened)
            if len(game.log) == middle:
                round_trip(game)
            assert len(game.log) < MAX_PLIES, "the game did not end"
        round_trip(game)
    except Exception as exc:  # noqa: BLE001 - every failure is reported with its seed and ply
        return {
            "choices": len(game.log),
            "problem": f"{table} seed {seed} ply {len(game.log)}: {type(exc).__name__}: {exc}",
        }
    return {"choices": len(game.log), "problem": None}


def round_trip(game: Any) -> None:
    loaded = game_from_json(json.loads(json.dumps(game_to_json(game))), game.components)
    assert loaded.state.to_json() == game.state.to_json() and loaded.log == game.log, "a save did not replay exactly"


def peak_mb() -> float:
    """The process's peak resident memory so far, in MB (Linux gives kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=None, help="CPU minutes to run (round robin over the tables)")
    parser.add_argument(
        "--rounds", type=int, default=1, help="games of every table, when neither --minutes nor --games is given"
    )
    parser.add_argument(
        "--games", type=int, default=None, help="stop after this many games (round robin over the tables)"
    )
    parser.add_argument("--warm-up", type=int, default=500, help="games before the peak memory is taken as the plateau")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario", default=None, help="only this scenario (standard, 1-7)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    components = standard_components()
    every = [t for t in tables() if args.scenario is None or t.scenario == args.scenario]
    started = time.process_time()
    games = choices = skipped = 0
    by_class: Counter[str] = Counter()
    problems: list[str] = []
    rng = random.Random(args.seed)
    warm_peak: float | None = None
    for round_number in itertools.count():
        if args.minutes is None and args.games is None and round_number >= args.rounds:
            break
        order = list(every)
        rng.shuffle(order)  # a short run still visits every kind of table
        for table in order:
            if args.minutes is not None and time.process_time() - started > args.minutes * 60:
                break
            if args.games is not None and games >= args.games:
                break
            result = soak_one(table, rng.getrandbits(32), components)
            if result.get("skipped"):
                skipped += 1
                continue
            games += 1
            choices += result["choices"]
            by_class[f"{table.scenario} {table.players}p"] += 1
            if result["problem"]:
                problems.append(result["problem"])
                print("PROBLEM", result["problem"], file=sys.stderr)
            if games == args.warm_up:
                warm_peak = peak_mb()
            if games % 500 == 0:
                print(
                    f"{games} games, {time.process_time() - started:.0f} s CPU, peak {peak_mb():.1f} MB",
                    file=sys.stderr,
                    flush=True,
                )
        else:
            continue
        break
    cpu = time.process_time() - started
    end_peak = peak_mb()
    growth = None if warm_peak is None else (end_peak - warm_peak) / warm_peak
    if growth is not None and growth > 0.10:
        problems.append(
            f"peak memory grew {growth:.0%} after the first {args.warm_up} games ({warm_peak:.1f} -> {end_peak:.1f} MB)"
        )
    figures = {
        "games": games,
        "choices": choices,
        "tables": len(every),
        "skipped": skipped,
        "problems": len(problems),
        "cpu_seconds": round(cpu, 1),
        "choices_per_cpu_second": round(choices / cpu) if cpu else 0,
        "peak_mb_after_warm_up": None if warm_peak is None else round(warm_peak, 1),
        "peak_mb_at_end": round(end_peak, 1),
        "games_by_table_class": dict(sorted(by_class.items())),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for name, count in sorted(by_class.items()):
            print(f"  {name:<16} {count:>5} games")
        print(
            f"{games} games, {choices:,} choices, every invariant checked after each; {counted(len(problems), 'problem')}; "
            f"{counted(skipped, 'table')} the rules refuse; {cpu:.0f} s CPU"
        )
        if warm_peak is not None:
            print(
                f"peak memory {warm_peak:.1f} MB after {args.warm_up} games, {end_peak:.1f} MB at the end ({growth:+.1%})"
            )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
