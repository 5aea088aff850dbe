"""The Challenge Phase (10.0): who may Challenge whom, in what order, and what a
successful Challenge changes (10.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import backbench
from engine.backbench import return_debate_cards
from engine.decisions import Answer, Choice, Decision, DecisionKind
from engine.elections import immediate_election_steps
from engine.government import PM_REPLACEMENT_BONUS, change_government
from engine.happened import ChallengeWon, ElectionMarkerMoved
from engine.politicians import take_mat
from engine.pools import score, score_alone
from engine.scenarios import after_challenge, challenge_allowed
from engine.state import Role, SeatState
from engine.steps import Step
from engine.happened_seats import StandingCompared
from engine.happened_cards import BillRemoved

if TYPE_CHECKING:
    from engine.game import Game

ORDER = (
    (Role.GOVERNMENT_BACKBENCHER, Role.PM),
    (Role.OPPOSITION_BACKBENCHER, Role.OPPOSITION_LEADER),
    (Role.OPPOSITION_LEADER, Role.PM),
)


def may_challenge(challenger: SeatState, leader: SeatState) -> bool:
    """10.0: more Standing, or the same Standing and at least as much Favour."""
    return challenger.standing > leader.standing or (
        challenger.standing == leader.standing and challenger.favour >= leader.favour
    )


def challenge_steps(game: "Game") -> list[Step]:
    return [ChallengeOffer(challenger, leader) for challenger, leader in ORDER]


@dataclass(frozen=True)
class ChallengeOffer(Step):
    """A seat may challenge its party's leader, when the rules allow it."""

    challenger: Role
    leader: Role

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        challenger = state.seat_with(self.challenger)
        leader = state.seat_with(self.leader)
        if challenger is None or leader is None or not may_challenge(challenger, leader):
            return None
        if not challenge_allowed(game, challenger, leader):
            return None
        return Decision(
            challenger.index,
            DecisionKind.CHALLENGE,
            (Answer(True), Answer(False)),
            f"Challenge {leader.politician} for the {self.leader.title}'s mat? "
            f"(Standing {challenger.standing} v {leader.standing}, Favour {challenger.favour} v {leader.favour})",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            state = game.state
            challenger = state.seat_with(self.challenger)
            leader = state.seat_with(self.leader)
            assert challenger is not None and leader is not None
            win_challenge(game, challenger, leader)


def win_challenge(game: "Game", winner: SeatState, loser: SeatState) -> None:
    """10.2: the two exchange mats; the winner keeps the higher Standing, the loser starts afresh."""
    state = game.state
    new_role, old_role = loser.role, winner.role
    was_resigned = winner.resigned
    game.happened(
        ChallengeWon(winner.politician, winner.index, loser.politician, loser.index, new_role.value, new_role.title)
    )
    state.flags.lost_challenge.append(loser.index)
    backbench.leave_backbench(game, winner, new_role)
    take_mat(game, winner, new_role, keep_standing=True)
    take_mat(game, loser, old_role, keep_standing=False)
    game.happened(StandingCompared(winner.politician, winner.standing, loser.politician, loser.standing))
    if new_role is Role.PM:
        if was_resigned:
            score_alone(game, winner.index, PM_REPLACEMENT_BONUS, "PM Replacement Bonus")
            backbench.end_resignation(game, winner)
        else:
            if old_role is Role.OPPOSITION_LEADER:
                change_government(game)
            score(game, winner.index, PM_REPLACEMENT_BONUS, "PM Replacement Bonus")
        clear_board(game)
        if old_role is Role.OPPOSITION_LEADER:
            state.flags.challenge_winner_pm = winner.index
            if state.election_marker:
                state.election_marker = False
                game.happened(ElectionMarkerMoved(False))
            game.push(*immediate_election_steps(game))
    backbench.join_backbench(game, loser)
    after_challenge(game, winner, loser)


def clear_board(game: "Game") -> None:
    """10.2: a new PM by Challenge sweeps the bills off the board; Debate Cards return unused."""
    state = game.state
    for index, slot in state.bills_on_board():
        state.piles[game.components.bill(slot.name).deck.value].discard.append(slot.name)
        return_debate_cards(game, slot)
        state.slots[index] = None
        game.happened(BillRemoved(slot.name))
