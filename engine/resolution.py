"""Bill Resolution (9.0): agreement, Vote, withdrawal, the effects of a passed bill and
the wrap-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board, vote_tracker
from engine.backbench import debate_card_outcomes
from engine.decisions import Agreement, Answer, BillInPlay, Choice, Decision, DecisionKind, Vote, Withdraw
from engine.effects import apply_effects
from engine.happened import BillPassed, BillWithdrawn, VoteHeld
from engine.politicians import change_standing
from engine.pools import score, score_government, score_opposition
from engine.scenarios import bill_lost, bill_passed, resolution_steps_override, returns_beside_board
from engine.steps import Step, table_draw
from engine.happened_cards import NoBillToResolve
from engine.happened_seats import Request, RequestAnswered

if TYPE_CHECKING:
    from engine.game import Game

AGREEMENT_VP = 5
FAILURE_VP = 3
WITHDRAWAL_VP = 2


def bill_resolution_steps(game: "Game") -> list[Step]:
    override = resolution_steps_override(game)
    return override if override is not None else [ResolveBill()]


@dataclass(frozen=True)
class ResolveBill(Step):
    """The PM resolves one bill: agreement, Vote (>= 320 projected; with the Alternate Vote
    Tracker never from its "<150" space, always from ">500") or withdrawal."""

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        if state.board_is_empty:
            return None
        choices: list[Choice] = []
        for index, slot in state.bills_on_board():
            if slot.name not in state.flags.offered_agreement:
                choices.append(Agreement(index + 1))
            if vote_tracker.may_vote(game, index):
                choices.append(Vote(index + 1))
            choices.append(Withdraw(index + 1))
        return Decision(
            state.pm.index, DecisionKind.RESOLVE_BILL, tuple(choices), "Resolve one bill: agree, vote or withdraw"
        )

    def run(self, game: "Game") -> None:
        game.happened(NoBillToResolve())

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, (Agreement, Vote, Withdraw))
        slot_index = choice.slot - 1
        slot = game.state.slots[slot_index]
        assert slot is not None
        name = slot.name
        if isinstance(choice, Agreement):
            game.state.flags.offered_agreement.append(name)
            game.push(AgreementAnswer(slot_index))
        elif isinstance(choice, Vote):
            projected = board.projected_votes(game, slot_index)
            if vote_tracker.cannot_fail(game, slot_index):
                game.happened(VoteHeld(name, projected, None, 0, projected, True))
                pass_bill(game, slot_index)
            else:
                game.push(UncertaintyForVote(slot_index))
        else:
            assert isinstance(choice, Withdraw)
            withdraw_bill(game, slot_index)


@dataclass(frozen=True)
class AgreementAnswer(Step):
    """9.1: the Opposition Leader accepts (the bill passes, +5 VP to the Opposition) or refuses."""

    slot_index: int

    def decide(self, game: "Game") -> Decision | None:
        name = game.state.slots[self.slot_index].name  # type: ignore[union-attr]
        return Decision(
            game.state.opposition_leader.index,
            DecisionKind.AGREEMENT,
            (Answer(True), Answer(False)),
            f"The PM asks you to pass {name} by agreement (+{AGREEMENT_VP} VP to the Opposition): agree?",
            about=BillInPlay(name, self.slot_index + 1),
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            game.happened(RequestAnswered(Request.AGREEMENT, granted=True))
            score_opposition(game, AGREEMENT_VP, "agreement")
            pass_bill(game, self.slot_index)
        else:
            game.happened(RequestAnswered(Request.AGREEMENT, granted=False))
            game.push(ResolveBill())


@dataclass(frozen=True)
class UncertaintyForVote(Step):
    """9.2 / 12.0: a bill at 320-340 projected Votes draws an Uncertainty card."""

    slot_index: int

    def decide(self, game: "Game") -> Decision | None:
        name = game.state.slots[self.slot_index].name  # type: ignore[union-attr]
        return table_draw(
            DecisionKind.UNCERTAINTY,
            game.state.uncertainty,
            f"Draw an Uncertainty card for the Vote on {name}",
            deck="uncertainty",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        card = uncertainty_card(game, choice.card)  # type: ignore[union-attr]
        projected = board.projected_votes(game, self.slot_index)
        votes = projected + card.vote
        name = game.state.slots[self.slot_index].name  # type: ignore[union-attr]
        passes = votes >= game.components.board.vote_pass
        game.happened(VoteHeld(name, projected, str(card.number), card.vote, votes, passes))
        if passes:
            pass_bill(game, self.slot_index)
        else:
            fail_bill(game, self.slot_index)


def uncertainty_card(game: "Game", number: str):  # type: ignore[no-untyped-def]
    return next(u for u in game.components.uncertainty if str(u.number) == number)


def pass_bill(game: "Game", slot_index: int) -> None:
    """9.4: the bill's effects (its Supporter bonus drawn and kept too), then the Debate
    Cards under it (the order of the Example of Play, L1724-1726), then it leaves the game."""
    state = game.state
    slot = state.slots[slot_index]
    assert slot is not None
    bill = game.components.bill(slot.name)
    game.happened(BillPassed(bill.name))
    debate_cards = debate_card_outcomes(game, slot, passed=True)
    if bill_passed(game, slot_index):
        game.push(*debate_cards)  # a scenario's own steps wait for the Debate Cards
    else:
        # Queued first, so the steps the effects queue (a Supporter bonus) run before them.
        game.push(*debate_cards)
        apply_effects(game, bill.effects, state.pm.index, why=bill.name)
        if bill.is_party_bill:
            score_government(game, bill.vp, bill.name)
        elif state.pact:
            score(game, state.pm.index, bill.vp, f"{bill.name}, Cross-Party (once in a Pact)")
        else:
            score_government(game, bill.vp, f"{bill.name}, Cross-Party")
            score_opposition(game, bill.vp, f"{bill.name}, Cross-Party")
    state.slots[slot_index] = None
    state.scenario_state.setdefault("passed", []).append(bill.name)


def fail_bill(game: "Game", slot_index: int) -> None:
    """9.2: Opposition +3 VP (not in a Pact), PM -2 Standing, Opposition Leader +2."""
    _lose_bill(game, slot_index, FAILURE_VP, 2, "failed Vote")


def withdraw_bill(game: "Game", slot_index: int) -> None:
    """9.3: Opposition +2 VP (not in a Pact), PM -1 Standing, Opposition Leader +1."""
    game.happened(BillWithdrawn(game.state.slots[slot_index].name))  # type: ignore[union-attr]
    _lose_bill(game, slot_index, WITHDRAWAL_VP, 1, "withdrawal")


def _lose_bill(game: "Game", slot_index: int, vp: int, standing: int, why: str) -> None:
    state = game.state
    slot = state.slots[slot_index]
    assert slot is not None
    if not bill_lost(game, slot_index, why):
        score_opposition(game, vp, why, not_in_pact=True)
        change_standing(game, state.pm, -standing, why)
        change_standing(game, state.opposition_leader, standing, why)
    state.slots[slot_index] = None

    if not returns_beside_board(game, slot.name):
        state.piles[game.components.bill(slot.name).deck.value].discard.append(slot.name)
    game.push(*debate_card_outcomes(game, slot, passed=False))
