"""Recorded games (tests/recorded/*.json), replayed by tests/test_recorded_games.py.

Each file is a save (`engine.save.game_to_json`: setup, seed, every choice, the final
snapshot; `prime-minister resume FILE` opens it) with one more key, `rounds`: the state at
the start of every round (`{"ply", "round", "snapshot"}`). The replay applies the recorded
choices through the public engine alone (no Clockwork, no dealer) and compares the state at
each round, so a change to a rule shows as the first round and field where the game now goes
another way. A deliberate change of a rule regenerates the files with
`python bench/regenerate_recorded.py` and says so in its commit.

A recording must also be what its seats play today, in today's save format (`difference`,
the one comparison the test and `regenerate_recorded.py --check` share): the replay alone
reads an older save too (a board slot once saved as `bill` is read as `slot`), so a recording
in an old format, or one its seats no longer play, would otherwise pass the replay while the
check reported it changed. The wording of the reasons is not pinned, as in the digests
(`tests/digest_support.py`): it may change without changing a game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from digest_support import PinnedGame, play

RECORDED = Path(__file__).with_name("recorded")


@dataclass(frozen=True)
class Recording:
    pinned: PinnedGame
    about: str  # what the game shows, in a few words

    @property
    def path(self) -> Path:
        return RECORDED / f"{self.pinned.name}.json"


RECORDINGS = (
    Recording(
        PinnedGame("2p-standard-clockwork", ("clockwork", "clockwork"), 21),
        "two Clockwork politicians, the standard game",
    ),
    Recording(
        PinnedGame("3p-standard-random", ("random",) * 3, 22), "three players choosing at random: many rare branches"
    ),
    Recording(PinnedGame("4p-standard-greedy", ("greedy",) * 4, 23), "four greedy players: Backbenchers on both sides"),
    Recording(
        PinnedGame("2p-home-rule-random", ("random", "random"), 24, "home-rule-for-ireland"),
        "Scenario: Home Rule for Ireland",
    ),
    Recording(
        PinnedGame("3p-second-reform-greedy", ("greedy",) * 3, 25, "the-second-reform-act"),
        "Scenario: the Second Reform Act",
    ),
)


def round_starts(game: Any, choices: list[Any]) -> Iterator[tuple[int, Any]]:
    """Apply `choices` to `game` one at a time, yielding (ply, game) whenever a round begins
    (ply 0 is the position before the first choice)."""
    yield 0, game
    for ply, choice in enumerate(choices, 1):
        before = game.state.round
        game.apply(choice)
        if game.state.round != before:
            yield ply, game


def fresh(save: dict[str, Any]) -> tuple[Any, list[Any]]:
    """A new game from a save's setup and seed, and the save's choices (not yet applied)."""
    from engine.decisions import choice_from_json
    from engine.setup import Setup, new_game

    game = new_game(Setup.from_json(save["setup"]), seed=save["seed"])
    return game, [choice_from_json(entry["choice"]) for entry in save["choices"]]


def record(recording: Recording) -> dict[str, Any]:
    """Play the game (its seats decide from their views, the seeded dealer draws) and return
    its recording: the save plus the state at the start of every round."""
    from engine.save import game_to_json

    save = game_to_json(play(recording.pinned))
    game, choices = fresh(save)
    rounds = [
        {"ply": ply, "round": g.state.round, "snapshot": g.state.to_json()} for ply, g in round_starts(game, choices)
    ]
    data: dict[str, Any] = json.loads(json.dumps({"about": recording.about, **save, "rounds": rounds}))
    return data  # as JSON has it (lists, not tuples), to compare with a file


def write(recording: Recording, data: dict[str, Any]) -> None:
    """Write a recording atomically (a temporary file, then a rename)."""
    RECORDED.mkdir(exist_ok=True)
    temporary = recording.path.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    temporary.replace(recording.path)


def load(recording: Recording) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(recording.path.read_text(encoding="utf-8"))
    return data


def pinned(data: dict[str, Any]) -> dict[str, Any]:
    """What a recording pins: all of it but the reasons' wording."""
    return {**data, "choices": [{k: v for k, v in entry.items() if k != "reason"} for entry in data["choices"]]}


def difference(recorded: dict[str, Any], now: dict[str, Any]) -> str | None:
    """Where the recording `recorded` first differs from `now` (`record()` today), in words:
    the state at the start of a round first (a rule changed), then anything else it pins (a
    choice, its saved format, the final snapshot); None when the recording is today's."""
    from engine.save import first_difference

    for old, new in zip(recorded["rounds"], now["rounds"]):
        found = first_difference(old["snapshot"], new["snapshot"], f"round {old['round']}: state", every_key=True)
        if found:
            return found
    return first_difference(pinned(recorded), pinned(now), "recording", every_key=True)
