"""Applying card effects (1.8): who an effect lands on, doubling by the Father of the
House, and the targets a player picks for pointing-finger and "±" effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board
from engine.cards import draw_supporters
from engine.components import DrawSupporters, Effect, Favour, Influence, Party, PartyTarget, PlayerTarget, Popularity, Standing, VictoryPoints, Votes
from engine.words import counted
from engine.politicians import change_favour, change_standing
from engine.pools import score, score_government, score_opposition

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Targets:
    """What the player picked for the effects that need a pick."""

    party: Party | None = None  # pointing-finger Popularity
    player: int | None = None  # pointing-finger Standing / Favour (seat)
    player_sign: int = 1  # for a "±" Favour on someone: +1 raise, -1 lower
    slot_index: int | None = None  # the 0-based place of the bill a Votes effect moves
    sign: int = 1  # for "±" Votes
    to: str = "moderate"  # Influence: the column MPs move into


def party_for(game: "Game", target: PartyTarget, actor: int | None, targets: Targets) -> Party:
    state = game.state
    if target is PartyTarget.LIBERAL:
        return Party.LIBERAL
    if target is PartyTarget.CONSERVATIVE:
        return Party.CONSERVATIVE
    if target is PartyTarget.GOVERNMENT:
        return state.government
    if target is PartyTarget.OPPOSITION:
        return state.opposition
    if target is PartyTarget.ANY:
        assert targets.party is not None, "a pointing-finger effect needs a party"
        return targets.party
    own = state.seats[actor].party if actor is not None else state.government
    return own if target is PartyTarget.OWN else own.other


def seat_for(game: "Game", target: PlayerTarget, actor: int | None, targets: Targets) -> int:
    state = game.state
    if target is PlayerTarget.PM:
        return state.pm.index
    if target is PlayerTarget.OPPOSITION_LEADER:
        return state.opposition_leader.index
    if target is PlayerTarget.ANY:
        assert targets.player is not None, "a pointing-finger effect needs a player"
        return targets.player
    assert actor is not None
    return actor


def apply_effects(
    game: "Game",
    effects: tuple[Effect, ...],
    actor: int | None,
    targets: Targets = Targets(),
    multiplier: int = 1,
    why: str = "",
) -> None:
    """Apply effects in order for `actor` (None: the Government, for Events and bills)."""
    state = game.state
    for effect in effects:
        if isinstance(effect, Popularity):
            party = party_for(game, effect.party, actor, targets)
            board.move_popularity(game, effect.sector, party, effect.steps * multiplier)
        elif isinstance(effect, (Standing, Favour)):
            seat = state.seats[seat_for(game, effect.who, actor, targets)]
            amount = effect.amount * multiplier
            if isinstance(effect, Favour) and effect.either_way:
                amount *= targets.player_sign
            if isinstance(effect, Standing):
                change_standing(game, seat, amount, why)
            else:
                change_favour(game, seat, amount, why)
        elif isinstance(effect, Votes):
            assert targets.slot_index is not None, "a Votes effect needs a bill"
            sign = targets.sign if effect.either_way else 1
            board.adjust_votes(game, targets.slot_index, effect.amount * sign * multiplier)
        elif isinstance(effect, Influence):
            board.shift_mps(game, effect.mps * multiplier, targets.to)
        elif isinstance(effect, DrawSupporters):
            seat_index = actor if actor is not None else state.pm.index
            draw_supporters(game, seat_index, effect.draw, effect.keep)
        elif isinstance(effect, VictoryPoints):
            amount = effect.amount * multiplier
            if effect.to == "government":
                score_government(game, amount, why or "card")
            elif effect.to == "opposition":
                score_opposition(game, amount, why or "card")
            else:
                score(game, actor if actor is not None else state.pm.index, amount, why or "card")


def lowers_votes(effect: Effect, targets: Targets) -> bool:
    return isinstance(effect, Votes) and (effect.amount * (targets.sign if effect.either_way else 1)) < 0


def needs(effects: tuple[Effect, ...]) -> set[str]:
    """Which picks an option needs: party, player, slot (a bill on the board), sign, to."""
    wanted: set[str] = set()
    for effect in effects:
        if isinstance(effect, Popularity) and effect.party is PartyTarget.ANY:
            wanted.add("party")
        if isinstance(effect, (Standing, Favour)) and effect.who is PlayerTarget.ANY:
            wanted.add("player")
            if isinstance(effect, Favour) and effect.either_way:
                wanted.add("player_sign")  # a "±" Favour: raise or lower
        if isinstance(effect, Votes):
            wanted.add("slot")
            if effect.either_way:
                wanted.add("sign")
        if isinstance(effect, Influence):
            wanted.add("to")
    return wanted


def describe_effect(effect: Effect) -> str:
    """A few words for a menu: '+1 Standing', 'own party +2 Ireland', 'Liberal Party +1
    Workers' (a named party is a proper noun), '2 VP'."""
    if isinstance(effect, Popularity):
        named = effect.party in (PartyTarget.LIBERAL, PartyTarget.CONSERVATIVE)
        party = f"{Party(effect.party.value).title} Party" if named else f"{effect.party.value} party"
        return f"{party} {effect.steps:+d} {effect.sector.value}"
    if isinstance(effect, Standing):
        return f"{effect.amount:+d} Standing" + ("" if effect.who is PlayerTarget.SELF else f" ({effect.who.value})")
    if isinstance(effect, Favour):
        sign = "±" if effect.either_way else ("+" if effect.amount > 0 else "")
        return f"{sign}{abs(effect.amount) if effect.either_way else effect.amount} Favour" + ("" if effect.who is PlayerTarget.SELF else f" ({effect.who.value})")
    if isinstance(effect, Votes):
        return f"{'±' if effect.either_way else ('+' if effect.amount > 0 else '')}{abs(effect.amount) if effect.either_way else effect.amount} Votes"
    if isinstance(effect, Influence):
        return f"shift {effect.mps} MPs"
    if isinstance(effect, DrawSupporters):
        return f"draw {counted(effect.draw, 'Supporter')}, keep {effect.keep}"
    return f"{effect.amount} VP" + ("" if effect.to == "self" else f" to the {effect.to}")


def describe_effects(effects: tuple[Effect, ...]) -> str:
    return ", ".join(describe_effect(e) for e in effects) or "nothing"
