"""Applying card effects (1.8): who an effect lands on, doubling by the Father of the
House, and the targets a player picks for pointing-finger and "±" effects."""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from dataclasses import dataclass
from engine import board
from engine.cards import draw_supporters
from engine.components import (
    DrawSupporters,
    Effect,
    Favour,
    Influence,
    Party,
    PartyTarget,
    PlayerTarget,
    Popularity,
    Standing,
    VictoryPoints,
    Votes,
)
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
        match effect:
            case Popularity():
                party = party_for(game, effect.party, actor, targets)
                board.move_popularity(game, effect.sector, party, effect.steps * multiplier)
            case Standing() | Favour():
                seat = state.seats[seat_for(game, effect.who, actor, targets)]
                amount = effect.amount * multiplier
                if isinstance(effect, Favour):
                    change_favour(game, seat, amount * (targets.player_sign if effect.either_way else 1), why)
                else:
                    change_standing(game, seat, amount, why)
            case Votes():
                assert targets.slot_index is not None, "a Votes effect needs a bill"
                sign = targets.sign if effect.either_way else 1
                board.adjust_votes(game, targets.slot_index, effect.amount * sign * multiplier)
            case Influence():
                board.shift_mps(game, effect.mps * multiplier, targets.to)
            case DrawSupporters():
                seat_index = actor if actor is not None else state.pm.index
                draw_supporters(game, seat_index, effect.draw, effect.keep)
            case VictoryPoints():
                amount = effect.amount * multiplier
                if effect.to == "government":
                    score_government(game, amount, why or "card")
                elif effect.to == "opposition":
                    score_opposition(game, amount, why or "card")
                else:
                    score(game, actor if actor is not None else state.pm.index, amount, why or "card")
            case _:
                assert_never(effect)


def needs(effects: tuple[Effect, ...]) -> set[str]:
    """Which picks an option needs: party, player, slot (a bill on the board), sign, to."""
    wanted: set[str] = set()
    for effect in effects:
        match effect:
            case Popularity():
                if effect.party is PartyTarget.ANY:
                    wanted.add("party")
            case Standing() | Favour():
                if effect.who is PlayerTarget.ANY:
                    wanted.add("player")
                    if isinstance(effect, Favour) and effect.either_way:
                        wanted.add("player_sign")  # a "±" Favour: raise or lower
            case Votes():
                wanted.add("slot")
                if effect.either_way:
                    wanted.add("sign")
            case Influence():
                wanted.add("to")
            case DrawSupporters() | VictoryPoints():
                pass
            case _:
                assert_never(effect)
    return wanted


def describe_effect(effect: Effect) -> str:
    """A few words for a menu: '+1 Standing', 'own party +2 Ireland', 'Liberal Party +1
    Workers' (a named party is a proper noun), '2 VP'."""
    match effect:
        case Popularity():
            named = effect.party in (PartyTarget.LIBERAL, PartyTarget.CONSERVATIVE)
            party = f"{Party(effect.party.value).title} Party" if named else f"{effect.party.value} party"
            return f"{party} {effect.steps:+d} {effect.sector.value}"
        case Standing():
            return f"{effect.amount:+d} Standing" + (
                "" if effect.who is PlayerTarget.SELF else f" ({effect.who.value})"
            )
        case Favour():
            sign = "±" if effect.either_way else ("+" if effect.amount > 0 else "")
            amount = abs(effect.amount) if effect.either_way else effect.amount
            return f"{sign}{amount} Favour" + ("" if effect.who is PlayerTarget.SELF else f" ({effect.who.value})")
        case Votes():
            sign = "±" if effect.either_way else ("+" if effect.amount > 0 else "")
            return f"{sign}{abs(effect.amount) if effect.either_way else effect.amount} Votes"
        case Influence():
            return f"shift {effect.mps} MPs"
        case DrawSupporters():
            return f"draw {counted(effect.draw, 'Supporter')}, keep {effect.keep}"
        case VictoryPoints():
            return f"{effect.amount} VP" + ("" if effect.to == "self" else f" to the {effect.to}")
        case _:
            assert_never(effect)


def describe_effects(effects: tuple[Effect, ...]) -> str:
    return ", ".join(describe_effect(e) for e in effects) or "nothing"
