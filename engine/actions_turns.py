"""The Action Phase (4.0 step 3, 6.0): whose turn it is, what a turn offers, and what
happens at its start and end."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import actions, backbench, events, scenarios as scenario_hooks, supporters
from engine.cards import HoldLimit, discard_supporter
from engine.decisions import Answer, Choice, Decision, DecisionKind, Discard, EndTurn, Order, ProposePact
from engine.words import counted
from engine.pact_offer import PactOffer, may_restart_by_agreement, pact_offers
from engine.politicians import change_standing, untracked
from engine.pools import end_pact, restart_pact
from engine.scenarios import action_order_override
from engine.state import Role
from engine.steps import DISCARDS, Step
from engine.happened_seats import Request, RequestAnswered

if TYPE_CHECKING:
    from engine.game import Game


END_TURN = EndTurn()  # offered at every action decision: one record serves them all


def turn_steps(seat: int) -> list[Step]:
    return [TurnStart(seat), ActionTurn(seat), TurnEnd(seat)]


def action_phase_steps(game: "Game") -> list[Step]:
    """4.0(3): the Government Backbencher, then the Opposition, then the PM."""
    override = action_order_override(game)
    if override is not None:
        return override
    state = game.state
    steps: list[Step] = []
    gov_bb = state.government_backbencher
    if gov_bb is not None:
        steps += turn_steps(gov_bb.index)
    steps += [OppositionStart(), OppositionTurns()]
    steps += [*events.pm_event_steps(game), *turn_steps(state.pm.index)]
    return steps


@dataclass(frozen=True)
class OppositionStart(Step):
    """3.1.2 / 3.1.3: at the start of the Opposition's turns the Opposition Leader may end the
    Pact, or (with no Party Bill on the board) propose to restart it."""

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        if not state.pact_in_game or any(map(state.flags.turn_begun, opposition_players(game))):
            return None
        if state.pact:
            return Decision(
                state.opposition_leader.index, DecisionKind.END_PACT, (Answer(True), Answer(False)), "End the Pact now?"
            )
        if not may_restart_by_agreement(game):
            return None
        return Decision(
            state.opposition_leader.index,
            DecisionKind.PROPOSE_PACT,
            (Answer(True), Answer(False)),
            "Propose to the PM to restart the Pact?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if not choice.yes:
            return
        if game.state.pact:
            end_pact(game, "the Opposition Leader ended it")
        else:
            game.push(PactAgreement())


@dataclass(frozen=True)
class PactAgreement(Step):
    """The PM answers the Opposition Leader's offer to restart the Pact."""

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            game.state.pm.index,
            DecisionKind.AGREE_PACT,
            (Answer(True), Answer(False)),
            "The Opposition Leader proposes to restart the Pact: agree?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            restart_pact(game, "by agreement")
        else:
            game.happened(RequestAnswered(Request.PACT_RESTART_BY_PM, granted=False))


@dataclass(frozen=True)
class OppositionTurns(Step):
    """4.0(3b): with two Opposition players the Opposition Leader sets their order."""

    def decide(self, game: "Game") -> Decision | None:
        players = opposition_players(game)
        if len(players) < 2 or any(map(game.state.flags.turn_begun, players)):
            return None  # one player, or the order shows from the turns already begun
        return Decision(
            owner=game.state.opposition_leader.index,
            kind=DecisionKind.OPPOSITION_ORDER,
            choices=tuple(Order(p) for p in permutations(players)),
            prompt="Choose the order of the Opposition's action turns",
        )

    def run(self, game: "Game") -> None:
        players = opposition_players(game)
        players.sort(key=lambda seat: game.state.flags.turn_under_way != seat)  # a turn under way goes on first
        for seat in reversed(players):
            game.push(*turn_steps(seat))

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Order)
        game.state.flags.opposition_order = list(choice.seats)
        steps: list[Step] = []
        for seat in choice.seats:
            steps += turn_steps(seat)
        game.push(*steps)


def opposition_players(game: "Game") -> list[int]:
    state = game.state
    leader = state.opposition_leader.index
    others = [s.index for s in state.seats if not s.in_government and s.index != leader]
    return [leader, *others]


@dataclass(frozen=True)
class TurnStart(Step):
    """Remember the Supporters held (Father of the House, 7.4); turn-start bonuses."""

    seat: int

    def run(self, game: "Game") -> None:
        if game.state.flags.turn_begun(self.seat):
            return  # begun before the position was written (engine.position)
        seat = game.state.seats[self.seat]
        seat.held_at_turn_start = list(seat.supporters) if game.state.father_of_the_house == self.seat else []
        game.push(*backbench.turn_start_steps(game, seat))


@dataclass(frozen=True)
class ActionTurn(Step):
    """A seat's actions on its turn: mat actions, Career and Debate Card actions, Supporters, until it ends."""

    seat: int

    def decide(self, game: "Game") -> Decision | None:
        if game.state.flags.turn_taken(self.seat):
            return None
        seat = game.state.seats[self.seat]
        choices: list[Choice] = []
        choices += actions.politician_actions(game, seat)
        choices += backbench.legal_actions(game, seat)
        choices += supporters.legal_plays(game, seat)
        choices += map(DISCARDS.__getitem__, sorted(set(seat.supporters)))
        choices += pact_offers(game, seat)
        choices += scenario_hooks.extra_actions(game, seat)
        choices.append(END_TURN)
        return Decision(
            owner=self.seat,
            kind=DecisionKind.ACTION,
            choices=tuple(choices),
            prompt=f"{seat.politician}: {counted(seat.cubes, 'Action Cube')} left",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        if isinstance(choice, EndTurn):
            return
        game.push(self)  # the turn goes on after this action
        seat = game.state.seats[self.seat]
        if scenario_hooks.perform_extra(game, seat, choice):
            return
        if isinstance(choice, Discard):
            discard_supporter(game, self.seat, choice.card)
        elif isinstance(choice, ProposePact):
            game.push(PactOffer())
        elif supporters.is_play(choice):
            supporters.play(game, seat, choice)
        elif backbench.is_backbench_action(choice):
            backbench.perform(game, seat, choice)
        else:
            actions.perform(game, seat, choice)


@dataclass(frozen=True)
class TurnEnd(Step):
    """The hold limit (7.3), the Backbencher Standing bonus (6.2.4); unspent cubes are lost."""

    seat: int

    def run(self, game: "Game") -> None:
        if game.state.flags.turn_taken(self.seat):
            return
        game.push(
            HoldLimit(self.seat),
            *scenario_hooks.turn_end_steps(game, game.state.seats[self.seat]),
            _CloseTurn(self.seat),
        )


def close_turn(seat: int) -> Step:
    """The last step of a seat's turn (engine.position reads a turn under way by it)."""
    return _CloseTurn(seat)


@dataclass(frozen=True)
class _CloseTurn(Step):
    """The end of a seat's turn: a Backbencher's Standing bonus, its unspent cubes cleared."""

    seat: int

    def run(self, game: "Game") -> None:
        seat = game.state.seats[self.seat]
        if seat.role in (Role.GOVERNMENT_BACKBENCHER, Role.OPPOSITION_BACKBENCHER):
            if not untracked(game, seat):
                change_standing(game, seat, 1, "Backbencher Standing bonus")
        seat.cubes = 0
        seat.held_at_turn_start = []
        game.state.flags.acted.append(self.seat)
        if game.state.flags.turn_under_way == self.seat:
            game.state.flags.turn_under_way = None
