"""Politician Actions (6.1): Campaign, Debate, Flatter, Hobnob and Influence, as each
mat and politician allows, with the limits of the Pact (3.1) and of the Government
Backbencher (3.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from dataclasses import dataclass
from engine import board
from engine.cards import draw_supporters
from engine.components import Ability, Sector
from engine.decisions import (
    Answer,
    Campaign,
    Choice,
    Debate,
    Decision,
    DecisionKind,
    Flatter,
    Hobnob,
    Influence,
    InfluenceRequest,
)
from engine.politicians import action_levels, change_favour, politician_of
from engine.scenarios import after_action
from engine.state import Role, SeatState
from engine.steps import Step
from engine.happened_seats import Request, RequestAnswered

if TYPE_CHECKING:
    from engine.game import Game


def may_lower_votes(game: "Game", seat: SeatState) -> bool:
    """Only the PM, a Resigned Backbencher and an Opposition outside a Pact may push a bill down."""
    state = game.state
    if seat.role is Role.PM:
        return True
    if seat.role is Role.GOVERNMENT_BACKBENCHER:
        return seat.resigned
    return not state.pact


def needs_permission_to_influence(game: "Game", seat: SeatState) -> bool:
    """3.1 / 3.2: the Opposition in a Pact and a loyal Government Backbencher ask the PM first."""
    if seat.role is Role.PM or seat.politician in game.state.rules.get("influence_without_permission", []):
        return False
    if seat.role is Role.GOVERNMENT_BACKBENCHER:
        return not seat.resigned
    return game.state.pact


def influence_mps(seat: SeatState, level: int) -> int:
    if seat.role is Role.OPPOSITION_LEADER:
        return 10  # its Level 2 action is worth the PM's Level 1
    return 10 * level


def debate_choices(game: "Game", seat: SeatState, levels: list[int]) -> list[Choice]:
    choices: list[Choice] = []
    lower = may_lower_votes(game, seat)
    for slot_index, _ in game.state.bills_on_board():
        for level in levels:
            choices.append(Debate(slot_index + 1, 10 * level))
            if lower:
                choices.append(Debate(slot_index + 1, -10 * level))
    return choices


def politician_actions(game: "Game", seat: SeatState) -> list[Choice]:
    """Every mat action the seat may pay for now. They follow from the politician, the mat,
    the seat, the slots that hold a bill, whether the seat may push a bill down and whether
    its Influence was refused this round: each set of those is worked out once per set of
    components (`Components.memo`) and the same choices offered again."""
    if seat.cubes <= 0:
        return []
    key = (_ACTIONS, seat.politician, seat.role, seat.index, len(game.state.seats), *offer_context(game, seat))
    return kept_choices(game, key, lambda: _politician_actions(game, seat))


_ACTIONS = "politician actions"


def offer_context(game: "Game", seat: SeatState) -> tuple[tuple[int, ...], bool, bool]:
    """What a seat's offered actions follow from besides the seat and its cards: the slots
    holding a bill, whether it may push a bill down, and whether its Influence was refused
    this round."""
    state = game.state
    refused = seat.index in state.flags.refused_influence and needs_permission_to_influence(game, seat)
    slots = tuple(i for i, slot in enumerate(state.slots) if slot is not None)
    return slots, may_lower_votes(game, seat), refused


def kept_choices(game: "Game", key: tuple[object, ...], make: Callable[[], list[Choice]]) -> list[Choice]:
    """The choices `make` gives for `key` (everything they follow from), made once per set of
    components and kept in `Components.memo`: records are immutable, so the same ones serve
    every decision that offers them."""
    memo = game.components.memo
    found: tuple[Choice, ...] | None = memo.get(key)
    if found is None:
        found = memo[key] = tuple(make())
    return list(found)


def _politician_actions(game: "Game", seat: SeatState) -> list[Choice]:
    choices: list[Choice] = []
    politician = politician_of(game, seat)
    for level in action_levels(game, seat, Ability.CAMPAIGN):
        choices += [Campaign(sector.value, level) for sector in politician.campaign_sectors]
    choices += debate_choices(game, seat, action_levels(game, seat, Ability.DEBATE))
    for level in action_levels(game, seat, Ability.FLATTER):
        if level == 1:
            choices.append(Flatter(1, seat.index, 1))
        else:
            for other in game.state.seats:
                choices += [Flatter(2, other.index, 2), Flatter(2, other.index, -2)]
    choices += [Hobnob(level) for level in action_levels(game, seat, Ability.HOBNOB)]
    asking = needs_permission_to_influence(game, seat)
    for level in action_levels(game, seat, Ability.INFLUENCE):
        if asking and seat.index in game.state.flags.refused_influence:
            break  # a refused request is not repeated in the same round
        mps = influence_mps(seat, level)
        choices += [Influence(mps, "partisan"), Influence(mps, "moderate")]
    return choices


def perform(game: "Game", seat: SeatState, choice: Choice) -> None:
    """Spend a cube and carry out a mat action."""
    if isinstance(choice, Influence) and needs_permission_to_influence(game, seat):
        game.push(InfluencePermission(seat.index, choice))
        return
    seat.cubes -= 1
    carry_out(game, seat, choice)


def carry_out(game: "Game", seat: SeatState, choice: Choice) -> None:
    if isinstance(choice, Campaign):
        steps = choice.level
        board.move_popularity(game, Sector(choice.sector), seat.party, steps)
    elif isinstance(choice, Debate):
        board.adjust_votes(game, choice.slot - 1, choice.votes)
    elif isinstance(choice, Flatter):
        change_favour(game, game.state.seats[choice.target], choice.amount, "Flatter")
    elif isinstance(choice, Hobnob):
        draw_supporters(game, seat.index, choice.level, 1)
    elif isinstance(choice, Influence):
        board.shift_mps(game, choice.mps, choice.to)
    after_action(game, seat, choice)


@dataclass(frozen=True)
class InfluencePermission(Step):
    """The PM allows or refuses an Influence action (3.1, 3.2); a refusal costs no cube."""

    seat: int
    action: Influence
    cost: int = 1  # the cubes it costs once allowed: one for the mat's action, or its Career Card's cost

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            owner=game.state.pm.index,
            kind=DecisionKind.PERMIT_INFLUENCE,
            choices=(Answer(True), Answer(False)),
            prompt=f"{game.state.seats[self.seat].politician} asks to {self.action}: allow it?",
            about=InfluenceRequest(self.seat, self.action.mps, self.action.to, self.action.via),
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        seat = game.state.seats[self.seat]
        if choice.yes:
            game.happened(RequestAnswered(Request.INFLUENCE_ACTION, granted=True))
            seat.cubes -= self.cost
            carry_out(game, seat, self.action)
        else:
            game.happened(RequestAnswered(Request.INFLUENCE_ACTION, granted=False))
            game.state.flags.refused_influence.append(self.seat)
