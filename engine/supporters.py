"""Supporters (7.0): every legal way to play a held Supporter, with its targets, and
the Father of the House doubling (7.4). Drawing and the hold limit are in engine.cards."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from dataclasses import dataclass
from engine.actions import kept_choices, may_lower_votes, needs_permission_to_influence, offer_context
from engine.components import Influence as InfluenceEffect, Party, Votes
from engine.decisions import Answer, Choice, Decision, DecisionKind, InfluenceRequest, PlaySupporter
from engine.effects import Targets, apply_effects, needs
from engine.happened import SupporterPlayed
from engine.scenarios import after_action, supporter_allowed, vets_supporters
from engine.state import SeatState
from engine.steps import Step
from engine.happened_seats import Request, RequestAnswered

if TYPE_CHECKING:
    from engine.game import Game


def is_play(choice: Choice) -> bool:
    return isinstance(choice, PlaySupporter)


def target_values(game: "Game", seat: SeatState, wanted: set[str], lowers_ok: bool) -> list[dict[str, Any]]:
    """Every set of targets a Supporter option that `needs` these may name now (the
    PlaySupporter keywords): parties, players, signs, bills on the board, the MPs' way."""
    axes: dict[str, list[Any]] = {}
    if "party" in wanted:
        axes["party"] = [p.value for p in Party]
    if "player" in wanted:
        axes["player"] = [s.index for s in game.state.seats]
    if "player_sign" in wanted:
        axes["sign_player"] = [1, -1]
    if "slot" in wanted:
        axes["slot"] = [i + 1 for i, _ in game.state.bills_on_board()]
    if "sign" in wanted:
        axes["sign"] = [1, -1] if lowers_ok else [1]
    if "to" in wanted:
        axes["to"] = ["partisan", "moderate"]
    keys = list(axes)
    return [dict(zip(keys, values)) for values in product(*(axes[k] for k in keys))]


def legal_plays(game: "Game", seat: SeatState) -> list[Choice]:
    """Every way to play a held Supporter now. They follow from the cards held, the number
    of seats, the slots that hold a bill, whether the seat may push a bill down and whether
    its Influence was refused this round: unless a scenario or optional rule vets plays
    (`supporter_allowed`), each set of those is worked out once per set of components
    (`Components.memo`) and the same choices offered again."""
    if not seat.supporters:
        return []
    if vets_supporters(game):
        return _legal_plays(game, seat, may_lower_votes(game, seat))
    slots, lowers_ok, refused = offer_context(game, seat)
    key = (_PLAYS, tuple(sorted(set(seat.supporters))), len(game.state.seats), slots, lowers_ok, refused)
    return kept_choices(game, key, lambda: _legal_plays(game, seat, lowers_ok))


_PLAYS = "supporter plays"


def _legal_plays(game: "Game", seat: SeatState, lowers_ok: bool) -> list[Choice]:
    plays: list[Choice] = []
    for card_name in sorted(set(seat.supporters)):
        card = game.components.supporter(card_name)
        for number, option in enumerate(card.options, 1):
            wanted = needs(option.effects)
            has_influence = any(isinstance(e, InfluenceEffect) for e in option.effects)
            if (
                has_influence
                and needs_permission_to_influence(game, seat)
                and seat.index in game.state.flags.refused_influence
            ):
                continue
            fixed_lower = any(isinstance(e, Votes) and not e.either_way and e.amount < 0 for e in option.effects)
            if fixed_lower and not lowers_ok:
                continue
            for values in target_values(game, seat, wanted, lowers_ok):
                if "slot" in wanted and "slot" not in values:
                    break  # no bill on the board to aim at
                choice = PlaySupporter(card=card_name, option=number, **values)
                if supporter_allowed(game, seat, choice):
                    plays.append(choice)
    return plays


def targets_of(choice: PlaySupporter) -> Targets:
    return Targets(
        party=Party(choice.party) if choice.party else None,
        player=choice.player,
        player_sign=choice.sign_player or 1,
        slot_index=None if choice.slot is None else choice.slot - 1,
        sign=choice.sign or 1,
        to=choice.to or "moderate",
    )


def multiplier(game: "Game", seat: SeatState, card: str) -> int:
    """7.4: the Father of the House doubles Supporters held since the start of the turn."""
    return 2 if game.state.father_of_the_house == seat.index and card in seat.held_at_turn_start else 1


def play(game: "Game", seat: SeatState, choice: Choice) -> None:
    assert isinstance(choice, PlaySupporter)
    card = game.components.supporter(choice.card)
    option = card.options[choice.option - 1]
    if any(isinstance(e, InfluenceEffect) for e in option.effects) and needs_permission_to_influence(game, seat):
        game.push(SupporterPermission(seat.index, choice))
        return
    carry_out(game, seat, choice)


def carry_out(game: "Game", seat: SeatState, choice: PlaySupporter) -> None:
    card = game.components.supporter(choice.card)
    option = card.options[choice.option - 1]
    times = multiplier(game, seat, choice.card)
    seat.supporters.remove(choice.card)
    if choice.card in seat.held_at_turn_start:
        seat.held_at_turn_start.remove(choice.card)
    game.state.piles["supporters"].discard.append(choice.card)
    game.happened(SupporterPlayed(seat.politician, seat.index, choice.card, choice.option, option.label, times == 2))
    apply_effects(game, option.effects, seat.index, targets_of(choice), times, why=choice.card)
    after_action(game, seat, choice)


@dataclass(frozen=True)
class SupporterPermission(Step):
    """The PM allows or refuses an Influence a Supporter would make."""

    seat: int
    play: PlaySupporter

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            owner=game.state.pm.index,
            kind=DecisionKind.PERMIT_INFLUENCE,
            choices=(Answer(True), Answer(False)),
            prompt=f"{game.state.seats[self.seat].politician} asks to play {self.play.card} to Influence MPs: allow it?",
            about=InfluenceRequest(self.seat, self.mps(game), self.play.to or "moderate", self.play.card),
        )

    def mps(self, game: "Game") -> int:
        """The MPs the Supporter's option moves."""
        option = game.components.supporter(self.play.card).options[self.play.option - 1]
        return sum(e.mps for e in option.effects if isinstance(e, InfluenceEffect))

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            game.happened(RequestAnswered(Request.INFLUENCE_SUPPORTER, granted=True))
            carry_out(game, game.state.seats[self.seat], self.play)
        else:
            game.happened(RequestAnswered(Request.INFLUENCE_SUPPORTER, granted=False))
            game.state.flags.refused_influence.append(self.seat)
