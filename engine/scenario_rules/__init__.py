"""Scenarios 1-7 and the optional rules, registered with `engine.scenarios`.

Each scenario is one module: a `DataScenario` subclass that reads its setup from
`scenarios/<name>.yaml` and overrides the hooks where its rules differ. Importing this
package registers every scenario under its name and its number ("1" .. "7"), and the
optional rules under their names. `scenario_setup` builds a `Setup` for a scenario.
"""

from __future__ import annotations

from typing import Any

from engine.deck_folder import standard_components
from engine.scenario_rules import (
    corn_laws,
    fractured,
    home_rule,
    liberal_unionist,
    nation_in_crisis,
    optional,
    queens_favour,
    reform_act,
)
from engine.scenario_rules.common import DataScenario, shuffled_seats
from engine.scenario_rules.data import ScenarioData, ScenarioError, load_scenario
from engine.scenarios import REGISTRY, register, register_optional
from engine.scenarios import SetupError
from engine.seating import Setup, draw_politicians
import random

SCENARIOS: tuple[DataScenario, ...] = (
    nation_in_crisis.RULES,
    home_rule.RULES,
    queens_favour.RULES,
    corn_laws.RULES,
    reform_act.RULES,
    fractured.RULES,
    liberal_unionist.RULES,
)

for _scenario in SCENARIOS:
    register(_scenario, str(_scenario.number))
for _optional in optional.OPTIONAL_RULES:
    register_optional(_optional)


def scenario_named(name: str) -> DataScenario:
    """A scenario by name or number ("the-queens-favour", "3")."""
    rules = REGISTRY.get(str(name))
    if not isinstance(rules, DataScenario):
        known = ", ".join(f"{r.number} {r.name}" for r in SCENARIOS)
        raise ScenarioError(f"unknown scenario {name!r} (expected one of {known})")
    return rules


def scenario_setup(
    name: str,
    players: int | None = None,
    seed: int = 0,
    politicians: tuple[str, ...] | None = None,
    optional_rules: tuple[str, ...] = (),
    components: Any = None,
    **options: Any,
) -> Any:
    """A `Setup` for scenario `name`: its politicians dealt to seats at random (by `seed`)
    unless `politicians` gives them in seat order; `players` defaults to the scenario's
    first player count."""
    rules = scenario_named(name)
    base = components or standard_components()
    data = rules.load(base)
    count = players if players is not None else data.players[0]
    if count not in data.players:
        raise SetupError(
            f"Scenario {data.number} ({data.title}) is for {' or '.join(map(str, data.players))} players, not {count}"
        )
    if politicians is None:
        if data.politicians:
            politicians = shuffled_seats(data.names(count), seed)
        else:
            politicians = draw_politicians(
                base, count, random.Random(f"politicians/{seed}"), optional_rules=tuple(optional_rules)
            )
    return Setup(
        players=count,
        politicians=tuple(politicians),
        scenario=rules.name,
        optional_rules=tuple(optional_rules),
        options=options,
    )


__all__ = ["SCENARIOS", "ScenarioData", "ScenarioError", "load_scenario", "scenario_named", "scenario_setup"]
