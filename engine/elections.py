"""The Election Phase (11.0): postponing with the Election Marker, counting seats with
an Uncertainty card, Minority Government, Election VP, the changeover and the reset
of the Government MP Tracker. The seat arithmetic is `engine.odds`, so the engine and
the odds the player sees always agree."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board
from engine.components import UncertaintyCard
from engine.decisions import Answer, Choice, Decision, DecisionKind, HoldElection, PostponeElection
from engine.elections_math import Side
from engine.government import PM_REPLACEMENT_BONUS, change_government
from engine.happened import ElectionDecided, ElectionHeld, ElectionMarkerMoved
from engine.odds import CardOutcome, ElectionOdds, ElectionResult, election_odds
from engine.politicians import take_mat
from engine.pools import check_victory, score, score_government, score_opposition
from engine.resolution import uncertainty_card
from engine.scenarios import after_election
from engine.state import Role
from engine.steps import Step, table_draw
from engine.happened_seats import Request, RequestAnswered

if TYPE_CHECKING:
    from engine.game import Game


def election_phase_steps(game: "Game") -> list[Step]:
    return [ElectionChoice()]


def immediate_election_steps(game: "Game") -> list[Step]:
    """10.2: after an Opposition Leader's successful Challenge the Election is held at once."""
    game.state.flags.election_held = True
    return [ElectionDraw()]


def may_postpone(game: "Game") -> bool:
    """1.6.5 / 11.0: with the Election Marker on the board and the PM below 85 VP."""
    state = game.state
    return (
        state.election_marker
        and state.election_marker_in_game
        and state.pm.vp < game.components.board.election_marker_lock
    )


@dataclass(frozen=True)
class ElectionChoice(Step):
    """With no bills left, the PM holds an Election or removes the Election Marker to postpone it."""

    def decide(self, game: "Game") -> Decision | None:
        if not may_postpone(game):
            return None
        return Decision(
            game.state.pm.index,
            DecisionKind.ELECTION,
            (HoldElection(), PostponeElection()),
            "No bills remain: hold an Election, or remove the Election Marker to postpone it?",
        )

    def run(self, game: "Game") -> None:
        game.state.flags.election_held = True
        game.push(ElectionDraw())

    def resolve(self, game: "Game", choice: Choice) -> None:
        if isinstance(choice, PostponeElection):
            game.state.election_marker = False
            game.happened(ElectionMarkerMoved(False, by=game.state.pm.politician))
        else:
            self.run(game)


@dataclass(frozen=True)
class ElectionDraw(Step):
    """The Uncertainty card drawn for an Election, and the result it gives."""

    def decide(self, game: "Game") -> Decision | None:
        return table_draw(
            DecisionKind.UNCERTAINTY,
            game.state.uncertainty,
            "Draw an Uncertainty card for the Election",
            deck="uncertainty",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        card = uncertainty_card(game, choice.card)  # type: ignore[union-attr]
        outcome = card_outcome(game, card)
        state = game.state
        projected = board.projected_seats(game, state.government)
        game.happened(
            ElectionHeld(
                str(card.number),
                card.election,
                state.government,
                projected,
                outcome.government_seats,
                outcome.opposition_seats,
            )
        )
        if outcome.accepted is not None and outcome.royal is not None:
            game.push(RoyalInterference(card.number))
        else:
            finish_election(game, outcome.declined)


def election_odds_now(game: "Game", deck: Iterable[UncertaintyCard] | None = None) -> ElectionOdds:
    """Rules 11.1-11.5 for an Election held now, for every card of `deck` (by default the
    whole Uncertainty deck): the board, Favour and Challenge flags the Election counts with."""
    state = game.state
    flags = state.flags
    return election_odds(
        board.projected_seats(game, state.government),
        game.components.uncertainty if deck is None else tuple(deck),
        favour_pm=state.pm.favour,
        favour_opp=state.opposition_leader.favour,
        government_mps=board.government_mps(state),
        board=game.components.board,
        challenge=flags.challenge_winner_pm is not None and flags.challenge_winner_pm == state.pm.index,
        pm_lost_challenge=state.pm.index in flags.lost_challenge,
        opp_lost_challenge=state.opposition_leader.index in flags.lost_challenge,
        scenario6=bool(state.rules.get("fractured")),
    )


def card_outcome(game: "Game", card: UncertaintyCard) -> CardOutcome:
    """11.1-11.5: what the Uncertainty `card` drawn now does to the Election."""
    return election_odds_now(game, (card,)).outcomes[0]


@dataclass(frozen=True)
class RoyalInterference(Step):
    """11.2.2: Her Majesty's favourite may form a Minority Government."""

    card: int

    def _outcome(self, game: "Game") -> CardOutcome:
        return card_outcome(game, uncertainty_card(game, str(self.card)))

    def decide(self, game: "Game") -> Decision | None:
        outcome = self._outcome(game)
        assert outcome.royal is not None and outcome.royal.favourite is not None
        favourite = game.state.pm if outcome.royal.favourite is Side.GOVERNMENT else game.state.opposition_leader
        return Decision(
            favourite.index,
            DecisionKind.ROYAL_INTERFERENCE,
            (Answer(True), Answer(False)),
            f"Royal Interference (minimum {outcome.royal.minimum}): form a Minority Government?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        outcome = self._outcome(game)
        if choice.yes:
            game.happened(RequestAnswered(Request.ROYAL_INTERFERENCE, granted=True))
            assert outcome.accepted is not None
            finish_election(game, outcome.accepted)
        else:
            game.happened(RequestAnswered(Request.ROYAL_INTERFERENCE, granted=False))
            finish_election(game, outcome.declined)


def finish_election(game: "Game", result: ElectionResult) -> None:
    """11.3-11.5: Election VP, the changeover, the MP Tracker, the Election Marker."""
    state = game.state
    state.flags.election_held = True
    score_government(game, result.vp_government, "Election seats gained")
    score_opposition(game, result.vp_opposition, "Election seats gained")
    check_victory(game)  # 13.0: a PM reaching 100 with Election VP wins before any changeover
    if state.over:
        return
    kept = result.governs is Side.GOVERNMENT
    game.happened(ElectionDecided(kept, result.decided.value))
    if not kept:
        pm, leader = state.pm, state.opposition_leader
        take_mat(game, leader, Role.PM, keep_standing=False)
        take_mat(game, pm, Role.OPPOSITION_LEADER, keep_standing=False)
        change_government(game)
        score(game, leader.index, PM_REPLACEMENT_BONUS, "PM Replacement Bonus")
    board.reset_government_mps(game, result.government_mps)
    if state.election_marker_in_game and not state.election_marker:
        state.election_marker = True
        game.happened(ElectionMarkerMoved(True))
    after_election(game, kept)
