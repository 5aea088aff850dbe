"""Scenarios and optional rules hook into the standard rules here.

Each scenario is a `ScenarioRules` subclass registered under its name; the standard
game is the base class, whose hooks change nothing. The rule modules call the module
functions below at the points where a scenario may differ, so Parliamentary Order is
never forked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.components import Effect, EventOption
    from engine.decisions import Choice
    from engine.game import Game, Step
    from engine.state import SeatState


class ScenarioRules:
    """The standard game: every hook leaves the rules as they are."""

    name = "standard"

    def setup(self, game: "Game") -> "list[Step] | None":
        """Adjust the initial state; return the first steps if play does not start at round setup."""
        return None

    def victory(self, game: "Game") -> bool:
        """End the game if a scenario victory condition is met (return True when it ended)."""
        return False

    def round_setup_extras(self, game: "Game") -> "list[Step]":
        return []

    def end_of_round(self, game: "Game") -> None:
        pass

    def bill_selection(self, game: "Game") -> "list[Step] | None":
        return None

    def action_order(self, game: "Game") -> "list[Step] | None":
        return None

    def after_action(self, game: "Game", seat: "SeatState", choice: "Choice") -> None:
        pass

    def supporter_allowed(self, game: "Game", seat: "SeatState", choice: "Choice") -> bool:
        return True

    def event_steps(self, game: "Game") -> "list[Step] | None":
        return None

    def event_drawn(self, game: "Game", card: str) -> bool:
        """Handle a drawn Event specially (return True when handled)."""
        return False

    def event_option_chosen(self, game: "Game", card: str, option: "EventOption") -> None:
        pass

    def resolution_steps(self, game: "Game") -> "list[Step] | None":
        return None

    def bill_passed(self, game: "Game", slot_index: int) -> bool:
        """Apply a passed bill's effects specially (return True when handled)."""
        return False

    def bill_lost(self, game: "Game", slot_index: int, why: str) -> bool:
        return False

    def returns_beside_board(self, game: "Game", name: str) -> bool:
        return False

    def challenge_allowed(self, game: "Game", challenger: "SeatState", leader: "SeatState") -> bool:
        return True

    def after_challenge(self, game: "Game", winner: "SeatState", loser: "SeatState") -> None:
        pass

    def after_election(self, game: "Game", kept: bool) -> None:
        pass

    def resignation_allowed(self, game: "Game", seat: "SeatState") -> bool:
        return True


REGISTRY: dict[str, ScenarioRules] = {"standard": ScenarioRules()}


def register(rules: ScenarioRules) -> ScenarioRules:
    REGISTRY[rules.name] = rules
    return rules


def rules_for(game: "Game") -> ScenarioRules:
    name = game.state.scenario
    if name not in REGISTRY:
        _load_builtin()
    try:
        return REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown scenario {name!r} (expected one of {', '.join(sorted(REGISTRY))})") from None


def _load_builtin() -> None:
    try:
        import engine.scenario_rules  # noqa: F401  (registers the scenarios)
    except ModuleNotFoundError as exc:
        if exc.name != "engine.scenario_rules":
            raise


def apply_scenario(game: "Game") -> "list[Step] | None":
    game.state.scenario = game.setup.scenario
    return rules_for(game).setup(game)


def check_scenario_victory(game: "Game") -> bool:
    return rules_for(game).victory(game)


def round_setup_extras(game: "Game") -> "list[Step]":
    return rules_for(game).round_setup_extras(game)


def end_of_round(game: "Game") -> None:
    rules_for(game).end_of_round(game)


def bill_selection_override(game: "Game") -> "list[Step] | None":
    return rules_for(game).bill_selection(game)


def action_order_override(game: "Game") -> "list[Step] | None":
    return rules_for(game).action_order(game)


def after_action(game: "Game", seat: "SeatState", choice: "Choice") -> None:
    rules_for(game).after_action(game, seat, choice)


def supporter_allowed(game: "Game", seat: "SeatState", choice: "Choice") -> bool:
    return rules_for(game).supporter_allowed(game, seat, choice)


def event_steps_override(game: "Game") -> "list[Step] | None":
    return rules_for(game).event_steps(game)


def event_drawn(game: "Game", card: str) -> bool:
    return rules_for(game).event_drawn(game, card)


def event_option_chosen(game: "Game", card: str, option: "EventOption") -> None:
    rules_for(game).event_option_chosen(game, card, option)


def riots_effects(effects: "tuple[Effect, ...]") -> "tuple[Effect, ...]":
    """Scenario 5: the Riots without the Act double their negative effects and lose the positive."""
    from dataclasses import replace

    from engine.components import Favour, Popularity, Standing, VictoryPoints

    out: list[Any] = []
    for effect in effects:
        if isinstance(effect, (Popularity,)):
            if effect.steps < 0:
                out.append(replace(effect, steps=effect.steps * 2))
        elif isinstance(effect, (Standing, Favour)):
            if effect.amount < 0:
                out.append(replace(effect, amount=effect.amount * 2))
        elif isinstance(effect, VictoryPoints):
            continue
        else:
            out.append(effect)
    return tuple(out)


def resolution_steps_override(game: "Game") -> "list[Step] | None":
    return rules_for(game).resolution_steps(game)


def bill_passed(game: "Game", slot_index: int) -> bool:
    return rules_for(game).bill_passed(game, slot_index)


def bill_lost(game: "Game", slot_index: int, why: str) -> bool:
    return rules_for(game).bill_lost(game, slot_index, why)


def returns_beside_board(game: "Game", name: str) -> bool:
    return rules_for(game).returns_beside_board(game, name)


def challenge_allowed(game: "Game", challenger: "SeatState", leader: "SeatState") -> bool:
    return rules_for(game).challenge_allowed(game, challenger, leader)


def after_challenge(game: "Game", winner: "SeatState", loser: "SeatState") -> None:
    rules_for(game).after_challenge(game, winner, loser)


def after_election(game: "Game", kept: bool) -> None:
    rules_for(game).after_election(game, kept)


def resignation_allowed(game: "Game", seat: "SeatState") -> bool:
    return rules_for(game).resignation_allowed(game, seat)
