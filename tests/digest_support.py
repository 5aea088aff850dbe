"""Whole seeded games pinned by a digest (tests/test_game_digests.py): the catalogue of games,
how each is played, and what its digest covers.

A digest covers every choice made, in order, who made it, and the final position (round,
winner, each seat's role, VP, Standing, Favour, cubes, the Government, Popularity). It does not
cover the wording of effects or reasons: those may change without changing a game. Speed work
must leave every digest as it is; an intentional rule or Clockwork change regenerates them with
`python bench/regenerate_digests.py` and says so in its commit.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PINNED = Path(__file__).with_name("game_digests.json")


@dataclass(frozen=True)
class PinnedGame:
    name: str
    seats: tuple[str, ...]  # a policy per seat: random, greedy, clockwork or clockwork:<level>[+<handicap>]
    seed: int
    scenario: str | None = None


def _games() -> tuple[PinnedGame, ...]:
    games = [
        PinnedGame("2p-random-1", ("random", "random"), 1),
        PinnedGame("2p-random-2", ("random", "random"), 2),
        PinnedGame("3p-random", ("random",) * 3, 3),
        PinnedGame("4p-random-4", ("random",) * 4, 4),
        PinnedGame("4p-random-5", ("random",) * 4, 5),
        PinnedGame("2p-greedy", ("greedy", "greedy"), 6),
        PinnedGame("3p-greedy", ("greedy",) * 3, 7),
        PinnedGame("4p-greedy", ("greedy",) * 4, 8),
        PinnedGame("2p-clockwork", ("clockwork", "clockwork"), 9),
        PinnedGame("3p-clockwork", ("clockwork",) * 3, 10),
        PinnedGame("4p-clockwork", ("clockwork",) * 4, 11),
        PinnedGame("2p-clockwork-levels", ("clockwork:novice", "clockwork:mastermind"), 12),
        PinnedGame("4p-mixed", ("clockwork", "random", "greedy", "clockwork:veteran+patronage"), 13),
        PinnedGame("2p-home-rule-random", ("random", "random"), 14, "home-rule-for-ireland"),
        PinnedGame("2p-home-rule-clockwork", ("clockwork", "clockwork"), 15, "home-rule-for-ireland"),
        PinnedGame("4p-fractured-clockwork", ("clockwork",) * 4, 16, "fractured-parliament"),
        PinnedGame("3p-second-reform-greedy", ("greedy",) * 3, 17, "the-second-reform-act"),
    ]
    return tuple(games)


GAMES = _games()


def play(pinned: PinnedGame) -> Any:
    """Play one pinned game to its end as `simulate` does (a view per seat decision, the
    seeded dealer for every draw) and return it."""
    from clockwork.players import make_player, play_out
    from companion.seats import clockwork_handicaps
    from engine import standard_components
    from engine.scenario_rules import scenario_setup
    from engine.setup import new_game, standard_setup

    components = standard_components()
    policies = [name.partition("+")[0].partition(":") for name in pinned.seats]
    handicaps = {seat: name.partition("+")[2] for seat, name in enumerate(pinned.seats) if "+" in name}
    options = clockwork_handicaps(handicaps)
    players = len(pinned.seats)
    if pinned.scenario is None:
        setup = standard_setup(components, players, seed=pinned.seed, **options)
    else:
        setup = scenario_setup(pinned.scenario, players, seed=pinned.seed, components=components)
    game = new_game(setup, seed=pinned.seed, components=components)
    controllers = {
        seat: make_player(policy, seat, pinned.seed, **({"difficulty": level} if level else {}))
        for seat, (policy, _, level) in enumerate(policies)
    }
    return play_out(game, controllers)


def summary(game: Any) -> dict[str, Any]:
    """The pinned facts of a finished game: its digest and a few readable figures."""
    state = game.state
    final = {
        "round": state.round,
        "phase": state.phase.value,
        "winner": state.winner,
        "winners": list(state.winners),
        "government": state.government.value,
        "popularity": state.popularity,
        "moderates": state.moderates,
        "partisans": state.partisans,
        "pact": state.pact,
        "seats": [
            [seat.politician, seat.role.value, seat.vp, seat.standing, seat.favour, seat.cubes, sorted(seat.supporters)]
            for seat in state.seats
        ],
    }
    plies = [[record.owner, str(record.choice)] for record in game.log]
    text = json.dumps({"plies": plies, "final": final}, sort_keys=True, default=str)
    return {
        "digest": hashlib.sha256(text.encode()).hexdigest()[:32],
        "plies": len(game.log),
        "rounds": state.round,
        "winner": state.winner,
        "vp": [seat.vp for seat in state.seats],
    }


def load_pinned() -> dict[str, dict[str, Any]]:
    pinned: dict[str, dict[str, Any]] = json.loads(PINNED.read_text(encoding="utf-8"))
    return pinned


def regenerate() -> dict[str, dict[str, Any]]:
    """Play every pinned game again and write the file of digests (atomically)."""
    results = {pinned.name: summary(play(pinned)) for pinned in GAMES}
    temporary = PINNED.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    temporary.replace(PINNED)
    return results
