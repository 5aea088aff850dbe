"""Scenario 6: Fractured Parliament (2-4 players, politicians drawn as usual).

The setup is `scenarios/fractured-parliament.yaml` (no Pact, the Opposition's markers
at 5 VP, a 290-MP Government). The rule changes are the engine's `fractured` switch:
80 MPs sit for neither party, an Election's winner and loser each lose 40 MPs (10 of the
winner's from its Partisans), Royal Interference is judged before the deduction, and a
By-Election compares the Government's MPs with its projection less 40 (engine.odds and
engine.elections_math compute all of it, so the odds shown agree with play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.scenario_rules.common import DataScenario
from engine.scenario_rules.data import ScenarioData

if TYPE_CHECKING:
    from engine.game import Game


class FracturedParliament(DataScenario):
    name = "fractured-parliament"
    number = 6

    def adjust(self, game: "Game", data: ScenarioData) -> None:
        game.state.rules["fractured"] = True


RULES = FracturedParliament()
