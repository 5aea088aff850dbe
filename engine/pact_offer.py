"""3.1.3: restarting the Pact by agreement, offered by the PM.

The Opposition Leader's offer comes at the start of the Opposition's turns
(`engine.actions_turns.OppositionStart`). The PM makes its own offer from its action menu
(`propose pact`, no Action Cube) while the Pact is off and no Party Bill is on the board;
the Opposition Leader accepts or refuses, and a refusal stands for the rest of the round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine.decisions import Answer, Choice, Decision, DecisionKind, ProposePact
from engine.pools import restart_pact
from engine.state import Role, SeatState
from engine.steps import Step
from engine.happened_seats import Request, RequestAnswered

if TYPE_CHECKING:
    from engine.game import Game


def may_restart_by_agreement(game: "Game") -> bool:
    """3.1.3: the leaders may agree to restart the Pact while it is off and no Party Bill is
    on the board."""
    state = game.state
    if not state.pact_in_game or state.pact:
        return False
    return not any(game.components.bill(slot.name).is_party_bill for _, slot in state.bills_on_board())


def pact_offers(game: "Game", seat: SeatState) -> list[Choice]:
    """The PM's `propose pact`, when the rules allow a restart by agreement now."""
    if seat.role is not Role.PM or game.state.flags.refused_pact or not may_restart_by_agreement(game):
        return []
    return [ProposePact()]


@dataclass(frozen=True)
class PactOffer(Step):
    """The Opposition Leader answers the PM's offer."""

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            game.state.opposition_leader.index,
            DecisionKind.PACT_OFFER,
            (Answer(True), Answer(False)),
            "The PM proposes to restart the Pact: agree?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            restart_pact(game, "by agreement")
        else:
            game.state.flags.refused_pact = True
            game.happened(RequestAnswered(Request.PACT_RESTART_BY_OPPOSITION, granted=False))
