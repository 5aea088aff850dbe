"""Setup (2.0): which politicians play, who starts where, and `new_game`."""

from __future__ import annotations

import random
from dataclasses import field
from typing import Any

from dataclasses import dataclass
from engine.backbench import deal_backbencher_cards
from engine.components import EXCLUDED, PARTY_COUNTS, BillDeck, Components, Party, Sector, left_out, left_out_because  # noqa: F401  (EXCLUDED offered here too)
from engine.decisions import IllegalChoice
from engine.deck_folder import standard_components
from engine.game import Game
from engine.words import counted
from engine.order import advance_phase, enter
from engine.corrections import correct_marker
from engine.position import game_from_position
from engine.rounds import first_round_steps
from engine.scenarios import SetupError, apply_scenario, scenario_components
from engine.state import BillSlot, GameState, Pile, Role, SeatState
from engine.steps import GameRules
from engine.upkeep import after_step
from engine.views import redact

# The rules the driver is handed (engine.steps.GameRules): Parliamentary Order, the checks
# after every step, what a seat may see, and a marker set by hand.
STANDARD_RULES = GameRules(advance_phase=advance_phase, after_step=after_step, redact=redact, enter_phase=enter,
                           correct_marker=correct_marker)

# 2.1: politicians left out of the draw by player count. The politician list also marks
# Derby and Peel "not used in a 2-player game"; we follow the rule in 2.1 and say why in
# docs/rules-decisions.md, and a table may follow the list instead with the optional rule
# `card-list-exclusions` (engine.components.left_out).


@dataclass(frozen=True)
class Setup:
    """Everything needed to start a game, apart from the seed."""

    players: int
    politicians: tuple[str, ...]  # one per seat, in seat order
    scenario: str = "standard"
    optional_rules: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    position: dict[str, Any] | None = field(default=None, hash=False, compare=False)  # a game begun from a position (engine.position)

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


def draw_politicians(components: Components, players: int, rng: random.Random, wanted: dict[int, str] | None = None,
                     optional_rules: tuple[str, ...] = ()) -> tuple[str, ...]:
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
        raise SetupError(f"a {players}-player game has {counted(liberals, 'Liberal')} and {counted(conservatives, 'Conservative')}")
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


def standard_setup(components: Components, players: int = 2, politicians: tuple[str, ...] | None = None, seed: int = 0,
                   optional_rules: tuple[str, ...] = (), **options: Any) -> Setup:
    optional_rules = tuple(optional_rules)
    if politicians is None:
        politicians = draw_politicians(components, players, random.Random(f"politicians/{seed}"), optional_rules=optional_rules)
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


def initial_state(components: Components, setup: Setup) -> GameState:
    """2.2-2.4: mats, markers, decks."""
    board = components.board
    politicians = [components.politician(n) for n in setup.politicians]
    seats: list[SeatState] = []
    for party, leader, backbencher in (
        (Party.LIBERAL, Role.PM, Role.GOVERNMENT_BACKBENCHER),
        (Party.CONSERVATIVE, Role.OPPOSITION_LEADER, Role.OPPOSITION_BACKBENCHER),
    ):
        members = sorted((p.number, i) for i, p in enumerate(politicians) if p.party is party)
        for rank, (_, index) in enumerate(members):
            role = leader if rank == 0 else backbencher
            seats.append(
                SeatState(
                    index=index,
                    politician=politicians[index].name,
                    party=party,
                    role=role,
                    standing=board.mat(role.mat).standing_start,
                    favour=board.favour_start,
                )
            )
    seats.sort(key=lambda s: s.index)
    popularity = {
        sector.value: {party.value: board.ladder(sector, party).start for party in Party} for sector in Sector
    }
    piles = {
        "cross-party": Pile(draw=[b.name for b in components.bills_in(_deck("cross-party"))]),
        "liberal": Pile(draw=[b.name for b in components.bills_in(_deck("liberal"))]),
        "conservative": Pile(draw=[b.name for b in components.bills_in(_deck("conservative"))]),
        "supporters": Pile(draw=[s.name for s in components.supporters]),
        "events": Pile(draw=[e.name for e in components.events]),
    }
    state = GameState(
        seats=seats,
        government=Party.LIBERAL,
        popularity=popularity,
        moderates=board.government_mps[0],
        partisans=board.government_mps[1],
        slots=[None, None, None],
        piles=piles,
        uncertainty=[str(u.number) for u in components.uncertainty],
    )
    if setup.players == 3:
        liberal = next(s for s in seats if s.party is Party.LIBERAL)
        liberal.mat_side = "reverse"  # 2.5
    deal_backbencher_cards(components, state)
    return state


def _deck(name: str) -> BillDeck:
    return BillDeck(name)


def new_game(setup: Setup, seed: int = 0, components: Components | None = None) -> Game:
    """A game ready for its first decision. `seed` drives the dealer only."""
    if setup.position is not None:  # a game begun from a position: it starts there
        return game_from_position(setup.position, components, seed, options=setup.options)
    components = scenario_components(components or standard_components(), setup)  # Scenario 7 adds a Politician
    check_setup(components, setup)
    state = initial_state(components, setup)
    game = Game(components=components, state=state, setup=setup, seed=seed, rules=STANDARD_RULES)
    steps = apply_scenario(game, first_round_steps)
    if steps is None:
        steps = first_round_steps(game)
    game.push(*steps)
    game.start()
    return game


def empty_slot() -> BillSlot | None:
    return None


__all__ = ["Setup", "SetupError", "new_game", "standard_setup", "IllegalChoice"]
