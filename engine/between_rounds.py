"""3.1.3 and 3.2.2 "at any time": the moment between an Election and the next round.

Restarting the Pact by agreement and a Resigned Government Backbencher rejoining may
happen at any time. During a round the engine offers them at set moments (the
Opposition's turns, the PM's and the Resigned Backbencher's action menus). The turn of
the round is the one other moment that matters: a Pact restarted, or a Backbencher
rejoined, before the round's VP are handed out shares that round's pool VP. So when a
round begins with the board empty (after an Election Phase), before its VP:

- each Resigned Backbencher is asked whether to ask the PM to rejoin (the PM then allows
  or refuses, as in the action menu; a refusal stands for the round);
- while the Pact may be restarted by agreement, the Opposition Leader is asked whether to
  propose it, and the PM agrees or declines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine.actions_turns import PactAgreement
from engine.backbench import RejoinRequest
from engine.decisions import Answer, Choice, Decision, DecisionKind
from engine.steps import Step
from engine.pact_offer import may_restart_by_agreement

if TYPE_CHECKING:
    from engine.game import Game


def between_rounds_steps(game: "Game") -> list[Step]:
    """The offers at the start of a round that follows an Election Phase (first round: none)."""
    state = game.state
    if state.round == 1 or not state.board_is_empty:
        return []
    resigned = [seat.index for seat in state.seats if seat.resigned]
    return [*(RejoinOffer(index) for index in resigned), PactProposal()]


@dataclass(frozen=True)
class RejoinOffer(Step):
    """A Resigned Backbencher may ask to rejoin before the round's VP."""

    seat: int

    def decide(self, game: "Game") -> Decision | None:
        seat = game.state.seats[self.seat]
        if not seat.resigned or self.seat in game.state.flags.refused_rejoin:
            return None
        return Decision(
            self.seat,
            DecisionKind.ASK_REJOIN,
            (Answer(True), Answer(False)),
            "Before this round's VP: ask the PM to let you rejoin the Government?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            game.push(RejoinRequest(self.seat))


@dataclass(frozen=True)
class PactProposal(Step):
    """The Opposition Leader may propose restarting the Pact before the round's VP."""

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        if not may_restart_by_agreement(game):
            return None
        return Decision(
            state.opposition_leader.index,
            DecisionKind.PROPOSE_PACT,
            (Answer(True), Answer(False)),
            "Before this round's VP: propose to the PM to restart the Pact?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            game.push(PactAgreement())
