"""One automated game of `prime-minister simulate`: what a worker is given (`GameSpec`),
how it plays the game out with a seat policy in every seat, and what the game looked like
(`GameStats`), counted from its log and round history (`game_stats`, which a saved game can
be read with too). `--logs DIR` writes each game's whole log (`write_log`).

A game is a pure function of its seed (`game_seed`).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine import Answer, ChallengeWon, DecisionKind, ElectionDecided, ElectionHeld, GovernmentChanged, Resign, Role

MAX_PLIES = 20_000  # a game still going after this many decisions is reported as unfinished


@dataclass(frozen=True)
class GameSpec:
    """Everything a worker needs to play one game (picklable)."""

    index: int
    players: int
    seed: int
    policies: tuple[str, ...]
    difficulty: str | None = None
    decks: str | None = None
    logs: str | None = None  # a folder to write each game's log to
    optional_rules: tuple[str, ...] = ()  # `--option`: optional rules every game is played with


@dataclass
class GameStats:
    """What one game looked like."""

    index: int
    seed: int
    politicians: list[str]
    parties: list[str]
    policies: list[str]
    finished: bool = False
    winner: int | None = None  # seat
    rounds: int = 0
    plies: int = 0
    changeovers: int = 0
    pm_changes: int = 0
    elections: int = 0
    pact_rounds: int = 0
    resignations: int = 0
    challenges: int = 0
    end_reason: str = ""
    error: str | None = None
    starting_roles: list[str] = field(default_factory=list)  # each seat's role at setup
    changeover_routes: dict[str, int] = field(default_factory=dict)  # how the Government changed hands
    election_results: dict[str, int] = field(
        default_factory=dict
    )  # kept / lost by the Government, or after a Challenge


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` in a run started with `seed` (no overlap between runs)."""
    return random.Random(f"simulate/{seed}/{index}").getrandbits(32)


def seat_policy(name: str, difficulty: str | None = None) -> tuple[str, str | None]:
    """A seat's policy and Clockwork level from its name: `clockwork:veteran` names its own
    level; a plain `clockwork` seat plays at `--difficulty` (None: the standard level).
    A `+HANDICAP` ending (`clockwork:veteran+patronage`) is read by `seat_handicap`."""
    policy, _, level = name.partition("+")[0].partition(":")
    if policy != "clockwork":
        return policy, None
    return policy, level or difficulty


def seat_handicap(name: str) -> str | None:
    """The named handicap a seat is granted (`clockwork+patronage`), if any."""
    return name.partition("+")[2] or None


def policy_options(policy: str, difficulty: str | None) -> dict[str, Any]:
    policy, level = seat_policy(policy, difficulty)
    return {"difficulty": level} if level is not None else {}


def play_one(spec: GameSpec) -> GameStats:
    """Play one game to its end and summarise it (runs in a worker process with --jobs)."""
    from clockwork.players import make_player, play_out
    from engine import new_game, standard_components, standard_setup
    from companion.seats import clockwork_handicaps

    components = standard_components(spec.decks)
    handicaps = {seat: handicap for seat, name in enumerate(spec.policies) if (handicap := seat_handicap(name))}
    setup = standard_setup(
        components, spec.players, seed=spec.seed, optional_rules=spec.optional_rules, **clockwork_handicaps(handicaps)
    )
    stats = GameStats(
        index=spec.index,
        seed=spec.seed,
        politicians=list(setup.politicians),
        parties=[components.politician(name).party.value for name in setup.politicians],
        policies=list(spec.policies),
    )
    game = None
    try:
        game = new_game(setup, seed=spec.seed, components=components)
        stats.starting_roles = [seat.role.value for seat in game.state.seats]
        players = {
            seat: make_player(seat_policy(name)[0], seat, spec.seed, **policy_options(name, spec.difficulty))
            for seat, name in enumerate(spec.policies)
        }
        play_out(game, players, max_plies=MAX_PLIES)
    except Exception as exc:  # a crashed game is reported, not fatal to the whole run
        stats.error = (
            f"game {spec.index} (seed {spec.seed}, ply {len(game.log) if game else 0}): {type(exc).__name__}: {exc}"
        )
    if game is not None:
        if spec.logs is not None:
            write_log(game, spec, stats.error)
        stats.__dict__.update(game_stats(game))
        stats.finished = game.over and stats.error is None
        stats.winner = game.winner
    return stats


def log_path(folder: str, index: int) -> str:
    import os

    return os.path.join(folder, f"game-{index + 1:04d}.txt")


def write_log(game: Any, spec: GameSpec, error: str | None) -> None:
    """Game `spec.index`'s whole log, with every seat's reasons, as text (`--logs DIR`):
    a simulation shows everything, as a record kept after the game would."""
    import os

    def names(index: int) -> str:
        return str(game.state.seats[index].politician)  # its role changes; the reason names the role of the time

    lines = [
        f"Game {spec.index + 1}, seed {spec.seed}, {spec.players} players: "
        + ", ".join(f"seat {i + 1} {s.politician} ({spec.policies[i]})" for i, s in enumerate(game.state.seats))
    ]
    for record in game.log:
        lines.append(record.describe(names))
        if record.reason:
            lines.append(f"    why: {record.reason}")
    winner = game.state.winner
    lines.append(
        f"Winner: {game.state.seats[winner].politician}"
        if winner is not None
        else f"No winner ({game.state.end_reason or 'unfinished'})"
    )
    if error:
        lines.append(f"Error: {error}")
    path = log_path(spec.logs or ".", spec.index)
    partial = path + ".part"
    with open(partial, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    os.replace(partial, path)


def game_stats(game: Any) -> dict[str, Any]:
    """Counts read from a game's log and round history.

    A change of Government (the other party governs: 10.2 or 11.4) is counted with its
    route: an Opposition Leader's Challenge, an Election won on seats or a tie, or Royal
    Interference. A change of Prime Minister also counts a Backbencher's Challenge of its own
    party's PM (same party, new PM)."""
    changeovers = pm_changes = elections = resignations = challenges = 0
    routes: Counter[str] = Counter()
    results: Counter[str] = Counter()
    for record in game.log:
        effects = record.happened
        took_pm_mat = any(isinstance(e, ChallengeWon) and e.role == Role.PM.value for e in effects)
        for effect in effects:
            if isinstance(effect, GovernmentChanged):
                changeovers += 1  # engine.government.change_government (Challenge or Election)
                if took_pm_mat:
                    routes["Challenge"] += 1
                elif any(
                    isinstance(e, ElectionDecided) and not e.kept and e.decided == "Royal Interference" for e in effects
                ):
                    routes["Royal Interference"] += 1
                else:
                    routes["Election"] += 1
            elif (isinstance(effect, ChallengeWon) and effect.role == Role.PM.value) or (
                isinstance(effect, ElectionDecided) and not effect.kept
            ):
                pm_changes += 1  # engine.challenges.win_challenge, engine.elections.finish_election
            elif isinstance(effect, ElectionHeld):
                elections += 1  # engine.elections.ElectionDraw
            if isinstance(effect, ElectionDecided):
                if effect.kept and effect.decided == "Challenge":
                    results["after a Challenge"] += 1  # 11.2.1: only the new Government's MPs are at stake
                else:
                    results["kept" if effect.kept else "lost"] += 1
        if isinstance(record.choice, Resign):
            resignations += 1
        elif record.kind == DecisionKind.CHALLENGE and record.choice == Answer(True):
            challenges += 1
    state = game.state
    pact_rounds = sum(1 for line in state.history if line.get("pact")) + (1 if state.pact else 0)
    return {
        "rounds": state.round,
        "plies": len(game.log),
        "changeovers": changeovers,
        "pm_changes": pm_changes,
        "elections": elections,
        "pact_rounds": pact_rounds,
        "resignations": resignations,
        "challenges": challenges,
        "end_reason": state.end_reason,
        "changeover_routes": dict(routes),
        "election_results": dict(results),
    }
