"""Scenario 1: A Nation in Crisis (4 players).

Everything but the clock is in `scenarios/a-nation-in-crisis.yaml`: the late-game
position, Derby's three bills on the board, the nine-card Event deck and the start at
the Action Phase. The only rule of its own is the round limit: if no PM has reached
100 VP when Round 8 ends, the PM in office wins (`DataScenario.round_limit_reached`).
"""

from __future__ import annotations

from engine.scenario_rules.common import DataScenario


class NationInCrisis(DataScenario):
    name = "a-nation-in-crisis"
    number = 1


RULES = NationInCrisis()
