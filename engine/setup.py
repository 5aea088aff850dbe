"""Setup (2.0): which politicians play, who starts where, and `new_game`."""

from __future__ import annotations

from typing import Any

from engine import scenarios
from engine.backbench import deal_backbencher_cards
from engine.components import BillDeck, Components, Party, Sector  # noqa: F401  (offered here too)
from engine.table_size import EXCLUDED, PARTY_COUNTS, left_out, left_out_because  # noqa: F401  (offered here too)
from engine.decisions import IllegalChoice
from engine.deck_folder import standard_components
from engine.game import Game
from engine.order import advance_phase, enter
from engine.corrections import correct_marker
from engine.position import PositionError, position_setup, start_at
from engine.rounds import first_round_steps
from engine.scenarios import SetupError, apply_scenario, rules_for, scenario_components, scenario_names
from engine.seating import Setup, check_setup, draw_politicians, eligible_politicians, standard_setup
from engine.state import GameState, Pile, Role, SeatState
from engine.steps import GameRules
from engine.upkeep import after_step
from engine.views import redact

# The rules the driver is handed (engine.steps.GameRules): Parliamentary Order, the checks
# after every step, what a seat may see, and a marker set by hand.
STANDARD_RULES = GameRules(
    advance_phase=advance_phase, after_step=after_step, redact=redact, enter_phase=enter, correct_marker=correct_marker
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


def game_from_position(
    data: dict[str, Any], components: Components | None = None, seed: int = 0, options: dict[str, Any] | None = None
) -> Game:
    """The game at `data`'s position (engine.position), its first decision posed. Every field
    is checked. `options` are the setup's options (handicaps, the app's own), kept with the game."""
    setup = position_setup(data, options)
    try:
        game = new_game(setup, seed=seed, components=components or standard_components())
    except (SetupError, ValueError) as exc:
        raise PositionError(f"seats/scenario: {exc}") from None
    start_at(game, data)
    return game


def _register_scenarios() -> None:
    """Scenarios 1-7 and the optional rules (engine.scenario_rules), loaded the first time one
    is asked for: a standard game never imports them."""
    import engine.scenario_rules  # noqa: F401  (importing the package registers them)


# Whoever sets up a game brings the scenarios: engine.scenarios asks this loader for a name it
# does not know, and never imports the scenario rules itself (they import it).
scenarios.register_loader(_register_scenarios)

__all__ = [
    "Setup",
    "SetupError",
    "new_game",
    "standard_setup",
    "IllegalChoice",
    "game_from_position",
    "check_setup",
    "draw_politicians",
    "eligible_politicians",
    "rules_for",
    "scenario_components",
    "scenario_names",
]
