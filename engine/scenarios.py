"""Scenarios and optional rules hook into the standard rules here.

Each scenario is a `ScenarioRules` subclass registered under its name; the standard
game is the base class, whose hooks change nothing. The rule modules call the module
functions below at the points where a scenario may differ, so Parliamentary Order is
never forked.

Optional rules (`Setup.optional_rules`) are `ScenarioRules` objects too, registered in
`OPTIONAL`. Every dispatcher asks the game's scenario first and then each optional rule
in use: hooks that replace steps take the first answer given, yes/no hooks combine
(any rule handling a card handles it; every rule must allow an action), and hooks that
add steps or choices collect them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from engine.components import Components, EventOption
    from engine.decisions import Choice
    from engine.game import Game
    from engine.steps import Step
    from engine.state import SeatState


class SetupError(ValueError):
    """A setup that the rules do not allow (also `engine.setup.SetupError`)."""


class ScenarioRules:
    """The standard game: every hook leaves the rules as they are."""

    name = "standard"

    def components(self, components: "Components", setup: Any) -> "Components":
        """The components this scenario plays with (Scenario 7 adds a Politician)."""
        return components

    def setup(self, game: "Game") -> "list[Step] | None":
        """Adjust the initial state; return the first steps if play does not start at round setup.

        An optional rule returns steps to add to the first round (or None)."""
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

    def extra_actions(self, game: "Game", seat: "SeatState") -> "list[Choice]":
        """Choices a scenario adds to an action turn (performed by `perform_extra`)."""
        return []

    def perform_extra(self, game: "Game", seat: "SeatState", choice: "Choice") -> bool:
        """Carry out a choice of `extra_actions` (return True when handled)."""
        return False

    def turn_end_steps(self, game: "Game", seat: "SeatState") -> "list[Step]":
        """Steps at the end of an action turn, before unspent cubes are lost."""
        return []

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

    def redact(self, view: "Game", seat: int) -> None:
        """Mask what `seat` may not see in the scenario's own state (`game.view`)."""


REGISTRY: dict[str, ScenarioRules] = {"standard": ScenarioRules()}
OPTIONAL: dict[str, ScenarioRules] = {}


def register(rules: ScenarioRules, *aliases: str) -> ScenarioRules:
    REGISTRY[rules.name] = rules
    for alias in aliases:
        REGISTRY[alias] = rules
    _ACTIVE.clear()
    return rules


def register_optional(rules: ScenarioRules) -> ScenarioRules:
    OPTIONAL[rules.name] = rules
    _ACTIVE.clear()
    return rules


def rules_named(name: str) -> ScenarioRules:
    if name not in REGISTRY:
        _load_builtin()
    try:
        return REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown scenario {name!r} (expected one of {', '.join(sorted(REGISTRY))})") from None


def scenario_names() -> list[str]:
    """Every scenario that can be played, by name and alias (`standard` too)."""
    _load_builtin()
    return sorted(REGISTRY)


def rules_for(game: "Game") -> ScenarioRules:
    return rules_named(game.state.scenario)


def optional_rules_named(names: "tuple[str, ...] | list[str]") -> list[ScenarioRules]:
    if any(name not in OPTIONAL for name in names):
        _load_builtin()
    found: list[ScenarioRules] = []
    for name in names:
        if name not in OPTIONAL:
            raise SetupError(f"unknown optional rule {name!r} (expected one of {', '.join(sorted(OPTIONAL))})")
        found.append(OPTIONAL[name])
    return found


def _active(game: "Game", hook: str) -> "tuple[ScenarioRules, ...]":
    """The scenario, then every optional rule in use, that changes `hook` (a rule that
    leaves a hook as the standard game has it is skipped: its answer changes nothing). Made
    once for each scenario, set of optional rules and hook: the rules ask on every step."""
    state = game.state
    names = state.rules.get("optional_rules")
    key = (state.scenario, tuple(names), hook) if names else (state.scenario, hook)
    found = _ACTIVE.get(key)
    if found is None:
        rules = [rules_named(state.scenario), *(OPTIONAL[name] for name in names or ())]
        standard = getattr(ScenarioRules, hook)
        found = _ACTIVE[key] = tuple(r for r in rules if getattr(type(r), hook, None) is not standard)
    return found


_ACTIVE: dict[tuple[Any, ...], "tuple[ScenarioRules, ...]"] = {}  # (scenario, [optional rules,] hook)


# Loaders of the scenarios and optional rules, handed in by whoever sets up games
# (engine.setup): they register what they load. This module never imports the scenario
# rules, which import it for these hooks.
_LOADERS: "list[Callable[[], None]]" = []


def register_loader(load: "Callable[[], None]") -> None:
    """Call `load` (once is enough: it registers) the first time a name is not registered."""
    if load not in _LOADERS:
        _LOADERS.append(load)


def _load_builtin() -> None:
    for load in _LOADERS:
        load()


def scenario_components(components: "Components", setup: Any) -> "Components":
    return rules_named(setup.scenario).components(components, setup)


def apply_scenario(game: "Game", first_round_steps: "Callable[[Game], list[Step]]") -> "list[Step] | None":
    """Set up the scenario and optional rules; the first steps when they differ from the
    standard first round (`first_round_steps`, handed in by `new_game`)."""
    game.state.scenario = game.setup.scenario
    optional = optional_rules_named(tuple(game.setup.optional_rules))
    if len(set(game.setup.optional_rules)) != len(game.setup.optional_rules):
        raise SetupError(f"an optional rule is named twice: {', '.join(game.setup.optional_rules)}")
    steps = rules_for(game).setup(game)
    game.state.rules["optional_rules"] = [rules.name for rules in optional]
    extra: list[Step] = []
    for rules in optional:
        extra += rules.setup(game) or []
    if extra:
        if steps is None:
            steps = first_round_steps(game)
        steps = [*steps, *extra]
    return steps


def check_scenario_victory(game: "Game") -> bool:
    active = _active(game, "victory")
    return bool(active) and any(rules.victory(game) for rules in active)


def round_setup_extras(game: "Game") -> "list[Step]":
    return [step for rules in _active(game, "round_setup_extras") for step in rules.round_setup_extras(game)]


def end_of_round(game: "Game") -> None:
    for rules in _active(game, "end_of_round"):
        if game.state.over:
            return
        rules.end_of_round(game)


def _first(results: "Any") -> Any:
    for result in results:
        if result is not None:
            return result
    return None


def bill_selection_override(game: "Game") -> "list[Step] | None":
    return _first(rules.bill_selection(game) for rules in _active(game, "bill_selection"))  # type: ignore[no-any-return]


def action_order_override(game: "Game") -> "list[Step] | None":
    return _first(rules.action_order(game) for rules in _active(game, "action_order"))  # type: ignore[no-any-return]


def extra_actions(game: "Game", seat: "SeatState") -> "list[Choice]":
    return [choice for rules in _active(game, "extra_actions") for choice in rules.extra_actions(game, seat)]


def perform_extra(game: "Game", seat: "SeatState", choice: "Choice") -> bool:
    return any(rules.perform_extra(game, seat, choice) for rules in _active(game, "perform_extra"))


def turn_end_steps(game: "Game", seat: "SeatState") -> "list[Step]":
    return [step for rules in _active(game, "turn_end_steps") for step in rules.turn_end_steps(game, seat)]


def after_action(game: "Game", seat: "SeatState", choice: "Choice") -> None:
    for rules in _active(game, "after_action"):
        rules.after_action(game, seat, choice)


def vets_supporters(game: "Game") -> bool:
    """Whether the scenario or an optional rule in use may refuse a Supporter play (`supporter_allowed`)."""
    return bool(_active(game, "supporter_allowed"))


def supporter_allowed(game: "Game", seat: "SeatState", choice: "Choice") -> bool:
    return all(rules.supporter_allowed(game, seat, choice) for rules in _active(game, "supporter_allowed"))


def event_steps_override(game: "Game") -> "list[Step] | None":
    return _first(rules.event_steps(game) for rules in _active(game, "event_steps"))  # type: ignore[no-any-return]


def event_drawn(game: "Game", card: str) -> bool:
    return any(rules.event_drawn(game, card) for rules in _active(game, "event_drawn"))


def event_option_chosen(game: "Game", card: str, option: "EventOption") -> None:
    for rules in _active(game, "event_option_chosen"):
        rules.event_option_chosen(game, card, option)


def resolution_steps_override(game: "Game") -> "list[Step] | None":
    return _first(rules.resolution_steps(game) for rules in _active(game, "resolution_steps"))  # type: ignore[no-any-return]


def bill_passed(game: "Game", slot_index: int) -> bool:
    return any(rules.bill_passed(game, slot_index) for rules in _active(game, "bill_passed"))


def bill_lost(game: "Game", slot_index: int, why: str) -> bool:
    return any(rules.bill_lost(game, slot_index, why) for rules in _active(game, "bill_lost"))


def returns_beside_board(game: "Game", name: str) -> bool:
    return any(rules.returns_beside_board(game, name) for rules in _active(game, "returns_beside_board"))


def challenge_allowed(game: "Game", challenger: "SeatState", leader: "SeatState") -> bool:
    return all(rules.challenge_allowed(game, challenger, leader) for rules in _active(game, "challenge_allowed"))


def after_challenge(game: "Game", winner: "SeatState", loser: "SeatState") -> None:
    for rules in _active(game, "after_challenge"):
        rules.after_challenge(game, winner, loser)


def after_election(game: "Game", kept: bool) -> None:
    for rules in _active(game, "after_election"):
        rules.after_election(game, kept)


def resignation_allowed(game: "Game", seat: "SeatState") -> bool:
    return all(rules.resignation_allowed(game, seat) for rules in _active(game, "resignation_allowed"))


def redact(view: "Game", seat: int) -> None:
    for rules in _active(view, "redact"):
        rules.redact(view, seat)
