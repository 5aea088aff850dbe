"""Scenario 2: Home Rule for Ireland (2 players, VP not tracked).

Setup: `scenarios/home-rule-for-ireland.yaml`. Rules:
- Bill Selection: the Opposition Leader sits it out; the PM draws six bills from the
  Government's decks. Gladstone as PM may also select any Irish Agenda bill still beside
  the board; Disraeli sees them but may not select them.
- Gladstone wins when he holds office after the second Election of the game having passed
  the whole Agenda before it. He must also be PM when Round 3 ends.
- Disraeli wins at once if he is still PM when Round 3 ends, if an Agenda bill fails or is
  withdrawn, or if he takes office back. He also wins when the second Election passes
  without Gladstone having met his conditions (our reading: Gladstone's task has then
  failed, and the game has no other way to end).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.pools import finish
from engine.scenario_rules.common import DataScenario, beside, passed, pm_only_selection, seat_of
from engine.scenario_rules.data import ScenarioData
from engine.state import EndKind, Role

if TYPE_CHECKING:
    from engine.game import Game
    from engine.steps import Step


class HomeRule(DataScenario):
    name = "home-rule-for-ireland"
    number = 2
    DEADLINE = 3  # Gladstone must be PM when this round ends
    ELECTIONS = 2  # the Election Gladstone must survive

    def adjust(self, game: "Game", data: ScenarioData) -> None:
        game.state.scenario_state.update(elections=0, reformer_in_office=False, agenda_lost="")

    # the two sides, as the scenario file seats them
    def defender(self, game: "Game") -> str:
        return next(p.politician for p in self.data(game).plan(2) if p.role is Role.PM)

    def reformer(self, game: "Game") -> str:
        return next(p.politician for p in self.data(game).plan(2) if p.role is Role.OPPOSITION_LEADER)

    def agenda(self, game: "Game") -> list[str]:
        return list(self.data(game).set_aside)

    # --- Bill Selection ---------------------------------------------------------------

    def bill_selection(self, game: "Game") -> "list[Step] | None":
        return pm_only_selection(game, 6)

    def selectable(self, game: "Game") -> list[str]:
        if game.state.pm.politician != self.reformer(game):
            return []
        return [name for name in self.agenda(game) if name in beside(game)]

    def bill_lost(self, game: "Game", slot_index: int, why: str) -> bool:
        name = game.state.slots[slot_index].name  # type: ignore[union-attr]
        if name in self.agenda(game):
            game.state.scenario_state["agenda_lost"] = f"{name} ({why})"
        return False

    # --- victory ----------------------------------------------------------------------

    def victory(self, game: "Game") -> bool:
        state = game.state
        memory = state.scenario_state
        defender = seat_of(game, self.defender(game))
        if memory.get("agenda_lost"):
            finish(game, defender.index, EndKind.SCENARIO, f"an Irish Agenda bill is lost: {memory['agenda_lost']}")
            return True
        if state.pm.politician == self.reformer(game):
            memory["reformer_in_office"] = True
        elif memory.get("reformer_in_office"):
            finish(game, defender.index, EndKind.SCENARIO, f"{defender.politician} takes office back")
            return True
        return False

    def end_of_round(self, game: "Game") -> None:
        closed = game.state.round - 1
        defender = self.defender(game)
        if closed == self.DEADLINE and game.state.pm.politician == defender:
            finish(
                game,
                seat_of(game, defender).index,
                EndKind.SCENARIO,
                f"{defender} is still PM at the end of Round {closed}",
            )

    def after_election(self, game: "Game", kept: bool) -> None:
        memory = game.state.scenario_state
        memory["elections"] = memory.get("elections", 0) + 1
        if memory["elections"] < self.ELECTIONS or game.state.pm.politician != self.reformer(game):
            return  # a change of office is judged by `victory`
        reformer = game.state.pm
        missing = [name for name in self.agenda(game) if name not in passed(game)]
        if missing:
            defender = seat_of(game, self.defender(game))
            finish(
                game,
                defender.index,
                EndKind.SCENARIO,
                f"the second Election is over and the Irish Agenda is unfinished ({', '.join(missing)})",
            )
        else:
            finish(
                game,
                reformer.index,
                EndKind.SCENARIO,
                f"{reformer.politician} passed the whole Irish Agenda and kept office through the second Election",
            )


RULES = HomeRule()
