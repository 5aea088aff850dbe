"""Scenario 3: The Queen's Favour (2 players, first PM to 100 VP).

Setup: `scenarios/the-queens-favour.yaml`. Rules:
- Bill Selection as usual for two players, and the PM may also select any Queen's Bill
  still beside the board (passed ones are gone for good).
- A passed Queen's Bill gives the PM who passed it `queens_bill_vp` VP and nothing else
  (no printed effects, no Cross-Party VP for the Opposition).
- Every Flatter action (either level) also scores `flatter_vp` VP, even at full Favour.
- The PM who selected a Queen's Bill loses at once if it fails or is withdrawn; a PM who
  picks an Event option with a Favour loss loses at once. In a 2-player game the other
  politician wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.components import EventOption, Favour
from engine.decisions import Choice, Flatter
from engine.pools import finish, score
from engine.scenario_rules.common import DataScenario, beside, selection_steps
from engine.state import EndKind, SeatState

if TYPE_CHECKING:
    from engine.game import Game
    from engine.steps import Step


class QueensFavour(DataScenario):
    name = "the-queens-favour"
    number = 3
    PARAMETERS = {"queens_bill_vp": int, "flatter_vp": int}

    def queens_bills(self, game: "Game") -> list[str]:
        return list(self.data(game).set_aside)

    def bill_selection(self, game: "Game") -> "list[Step] | None":
        return selection_steps(game)

    def selectable(self, game: "Game") -> list[str]:
        return [name for name in self.queens_bills(game) if name in beside(game)]

    def placed(self, game: "Game", name: str, slot_index: int) -> None:
        game.state.scenario_state.setdefault("selected_by", {})[name] = game.state.pm.index

    def bill_passed(self, game: "Game", slot_index: int) -> bool:
        name = game.state.slots[slot_index].name  # type: ignore[union-attr]
        if name not in self.queens_bills(game):
            return False
        score(game, game.state.pm.index, self.param(game, "queens_bill_vp"), f"{name}, a Queen's Bill")
        return True

    def bill_lost(self, game: "Game", slot_index: int, why: str) -> bool:
        name = game.state.slots[slot_index].name  # type: ignore[union-attr]
        if name not in self.queens_bills(game):
            return False
        loser = game.state.scenario_state.get("selected_by", {}).get(name, game.state.pm.index)
        self._lose(game, loser, f"Her Majesty's {name} was lost ({why})")
        return True

    def after_action(self, game: "Game", seat: SeatState, choice: Choice) -> None:
        if isinstance(choice, Flatter):
            score(game, seat.index, self.param(game, "flatter_vp"), "Flatter, for Her Majesty's pleasure")

    def event_option_chosen(self, game: "Game", card: str, option: EventOption) -> None:
        if any(isinstance(e, Favour) and e.amount < 0 for e in option.effects):
            pm = game.state.pm
            self._lose(
                game, pm.index, f"{pm.politician} answered {card} with {option.label!r}, displeasing Her Majesty"
            )

    def _lose(self, game: "Game", loser: int, why: str) -> None:
        others = [s.index for s in game.state.seats if s.index != loser]
        winner = others[0] if len(others) == 1 else None
        finish(game, winner, EndKind.SCENARIO, f"{game.state.seats[loser].politician} loses: {why}")


RULES = QueensFavour()
