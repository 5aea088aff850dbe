"""Seating (2.1): which politicians play, and the `Setup` that records a game's start
(`engine.setup.new_game` builds the game from it)."""

from __future__ import annotations

import random
from dataclasses import field
from typing import Any

from dataclasses import dataclass
from engine.components import Components, Party
from engine.table_size import PARTY_COUNTS, left_out, left_out_because
from engine.scenarios import SetupError
from engine.words import counted

# 2.1: politicians left out of the draw by player count. The politician list also marks
# Derby and Peel "not used in a 2-player game"; we follow the rule in 2.1 and say why in
# docs/rules-decisions.md, and a table may follow the list instead with the optional rule
# `card-list-exclusions` (engine.table_size.left_out).


@dataclass(frozen=True)
class Setup:
    """Everything needed to start a game, apart from the seed."""

    players: int
    politicians: tuple[str, ...]  # one per seat, in seat order
    scenario: str = "standard"
    optional_rules: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    position: dict[str, Any] | None = field(
        default=None, hash=False, compare=False
    )  # a game begun from a position (engine.position)

    def to_json(self) -> dict[str, Any]:
        plain = {
            "players": self.players,
            "politicians": list(self.politicians),
            "scenario": self.scenario,
            "optional_rules": list(self.optional_rules),
            "options": dict(self.options),
        }
        if self.position is not None:
            plain["position"] = self.position
        return plain

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Setup":
        return cls(
            players=int(data["players"]),
            politicians=tuple(data["politicians"]),
            scenario=str(data.get("scenario", "standard")),
            optional_rules=tuple(data.get("optional_rules", ())),
            options=dict(data.get("options", {})),
            position=data.get("position"),
        )


def eligible_politicians(components: Components, players: int, optional_rules: tuple[str, ...] = ()) -> list[str]:
    if players not in PARTY_COUNTS:
        raise SetupError(f"Prime Minister is for 2, 3 or 4 players, not {players}")
    out = left_out(players, optional_rules)
    return [p.name for p in components.politicians if p.name not in out]


def draw_politicians(
    components: Components,
    players: int,
    rng: random.Random,
    wanted: dict[int, str] | None = None,
    optional_rules: tuple[str, ...] = (),
) -> tuple[str, ...]:
    """2.1: a random draw with the right number of each party; `wanted` fixes some seats;
    `optional_rules` with `card-list-exclusions` deals from the printed card list's deck."""
    liberals, conservatives = PARTY_COUNTS.get(players, (0, 0))
    pool = eligible_politicians(components, players, optional_rules)
    fixed = dict(wanted or {})
    chosen: list[str | None] = [fixed.get(i) for i in range(players)]
    need = {Party.LIBERAL: liberals, Party.CONSERVATIVE: conservatives}
    for name in chosen:
        if name is not None:
            need[components.politician(name).party] -= 1
    if min(need.values()) < 0:
        raise SetupError(
            f"a {players}-player game has {counted(liberals, 'Liberal')} and {counted(conservatives, 'Conservative')}"
        )
    deck = [n for n in pool if n not in chosen]
    rng.shuffle(deck)
    for i in range(players):
        if chosen[i] is not None:
            continue
        while deck:
            name = deck.pop()
            party = components.politician(name).party
            if need[party] > 0:
                need[party] -= 1
                chosen[i] = name
                break
    return tuple(n for n in chosen if n is not None)


def standard_setup(
    components: Components,
    players: int = 2,
    politicians: tuple[str, ...] | None = None,
    seed: int = 0,
    optional_rules: tuple[str, ...] = (),
    **options: Any,
) -> Setup:
    optional_rules = tuple(optional_rules)
    if politicians is None:
        politicians = draw_politicians(
            components, players, random.Random(f"politicians/{seed}"), optional_rules=optional_rules
        )
    setup = Setup(players=players, politicians=tuple(politicians), optional_rules=optional_rules, options=options)
    check_setup(components, setup)
    return setup


def check_setup(components: Components, setup: Setup) -> None:
    if setup.players not in PARTY_COUNTS:
        raise SetupError(f"Prime Minister is for 2, 3 or 4 players, not {setup.players}")
    if len(setup.politicians) != setup.players:
        raise SetupError(f"{setup.players} players need {setup.players} politicians, got {len(setup.politicians)}")
    names = [p.name for p in components.politicians]
    for name in setup.politicians:
        if name not in names:
            raise SetupError(f"unknown politician {name!r} (expected one of {', '.join(names)})")
    twice = sorted({n for n in setup.politicians if setup.politicians.count(n) > 1})
    if twice:
        raise SetupError(f"each politician can be played by one seat only: {', '.join(twice)} is named twice")
    if setup.scenario == "standard":
        out = left_out(setup.players, setup.optional_rules)
        for name in setup.politicians:
            if name in out:
                raise SetupError(left_out_because(name, setup.players, setup.optional_rules))
        liberals = sum(components.politician(n).party is Party.LIBERAL for n in setup.politicians)
        want = PARTY_COUNTS[setup.players]
        if (liberals, setup.players - liberals) != want:
            raise SetupError(
                f"a {setup.players}-player game has {counted(want[0], 'Liberal')} and {counted(want[1], 'Conservative')}, "
                f"not {', '.join(setup.politicians)}"
            )
