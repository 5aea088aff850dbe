"""Naming a card drawn unknown (`engine.unknown`): the game replayed with the stand-in and
the name trading places, so every rule runs again on the corrected history."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine.components import deck_title
from engine.decisions import TABLE, Choice, Reveal
from engine.save import SaveError, dealer_seed, replay
from engine.unknown import UnknownCard, UnknownCardError, candidates, holding, is_live, stand_in, unseen, where

if TYPE_CHECKING:
    from engine.game import Game


def name_card(game: "Game", card: UnknownCard, name: str) -> "Game":
    """The game with `card` named `name` (the rules have revealed it): a new, replayed game."""
    if card.named:
        raise UnknownCardError(f"that card is known already ({stand_in(game, card)})")
    possible = candidates(game, card)
    if name not in possible:
        raise UnknownCardError(_not_possible(game, card, name, possible))
    twin = _trade(game, card, name)
    index = game.unknown.index(card)
    twin.unknown = (
        *twin.unknown[:index],
        dataclasses.replace(card, named_at=len(twin.log)),
        *twin.unknown[index + 1 :],
    )
    return twin


def make_room(game: "Game", name: str) -> "Game":
    """Before `name` is drawn face up: if it is a live unknown card's stand-in, give that
    card another stand-in (it cannot be `name`, which is coming up now). The game itself when
    nothing needs to change; else a new, replayed game."""
    card = holding(game, name)
    if card is None:
        return game
    decision = game.pending
    wanted = {c.card for c in decision.choices if isinstance(c, Reveal)} if decision is not None else set()
    others = [n for n in candidates(game, card) if n != name and n in wanted]
    others += [n for n in candidates(game, card) if n != name and n not in wanted]
    for other in others:
        try:
            return _trade(game, card, other)
        except UnknownCardError:
            continue
    raise UnknownCardError(f"{name} cannot be drawn now: every card it could be is accounted for")


def retract(game: "Game", name: str) -> "tuple[Game, UnknownCard]":
    """The table holds `name` where it is being drawn or named, though a card typed unseen
    earlier put it in a hand (or a proposal not yet shown): that entry was mistyped. The card
    typed as `name` becomes an unknown card of its seat, carried under another unseen name of
    its deck, and every live unknown card of that deck may be `name` again. A new, replayed
    game, and the card now unknown (its true name is for whoever keeps it to say)."""
    ply = next(
        (
            r.ply
            for r in reversed(game.log)
            if r.owner == TABLE and isinstance(r.choice, Reveal) and r.choice.card == name
        ),
        None,
    )
    if ply is None or any(c.ply == ply for c in game.unknown):
        raise UnknownCardError(f"{name} was not typed for a hand: nothing to put right")
    record = game.log[ply]
    deck = str(record.kind)[len("draw ") :] if str(record.kind).startswith("draw ") else ""
    if deck not in game.state.piles:
        raise UnknownCardError(f"{name} was not drawn from a deck: nothing to put right")
    every = tuple(sorted(_names_of(game, deck)))
    card = UnknownCard(token=len(game.unknown) + 1, deck=deck, ply=ply, seat=record.subject, pool=every)
    widened = tuple(
        dataclasses.replace(c, pool=tuple(sorted({*c.pool, name}))) if c.deck == deck and is_live(game, c) else c
        for c in game.unknown
    )
    before, game.unknown = game.unknown, (*widened, card)  # the replay below starts from these
    try:
        pile = set(game.state.piles[deck].draw)
        for other in sorted(candidates(game, card), key=lambda n: n not in pile):  # a name still in the deck first
            if other == name:
                continue
            try:
                return _trade(game, card, other), card
            except UnknownCardError:
                continue
    finally:
        game.unknown = before  # the game given is left as it was
    raise UnknownCardError(f"{name} cannot be put right: every card it could be is accounted for")


def _names_of(game: "Game", deck: str) -> list[str]:
    components = game.components
    if deck == "supporters":
        return [s.name for s in components.supporters]
    if deck == "events":
        return [e.name for e in components.events]
    return [b.name for b in components.bills if b.deck.value == deck]


def _not_possible(game: "Game", card: UnknownCard, name: str, possible: list[str]) -> str:
    head = f"{name!r} cannot be the card in {where(game, card)}"
    deck_names = set(card.pool) | unseen(game, card.deck) | set(game.state.piles[card.deck].discard)
    if name not in deck_names and not _in_deck(game, card.deck, name):
        why = f"it is not a card of the {deck_title(card.deck)} deck"
    elif name not in card.pool:
        why = "it had been seen before that card was drawn"
    else:
        why = "it has been seen since that card was drawn"
    shown = ", ".join(possible[:12]) + (f" ... ({len(possible)} in all)" if len(possible) > 12 else "")
    return f"{head}: {why}; it could be {shown}"


def _in_deck(game: "Game", deck: str, name: str) -> bool:
    components = game.components
    if deck == "supporters":
        return any(s.name == name for s in components.supporters)
    if deck == "events":
        return any(e.name == name for e in components.events)
    return any(b.name == name and b.deck.value == deck for b in components.bills)


def _trade(game: "Game", card: UnknownCard, name: str) -> "Game":
    """Replay the game with `card`'s stand-in and `name` trading places in every choice from
    the earliest draw either took part in."""
    old = stand_in(game, card)
    if old == name:
        return game
    start = card.ply
    for other in game.unknown:
        if other.deck == card.deck and stand_in(game, other) == name:
            start = min(start, other.ply)
    entries = [(_swapped(r.choice, old, name) if r.ply >= start else r.choice, r.reason) for r in game.log]
    try:
        twin = replay(game.setup, dealer_seed(game), entries, game.components)
    except SaveError as exc:
        raise UnknownCardError(f"the game cannot be replayed with {name!r} in {where(game, card)} ({exc})") from None
    twin.unknown = game.unknown
    return twin


def _swapped(choice: Choice, a: str, b: str) -> Choice:
    """`choice` with the card names `a` and `b` exchanged."""
    changes = {}
    for field in ("card", "bill"):
        value = getattr(choice, field, None)
        if isinstance(value, str) and value in (a, b):
            changes[field] = b if value == a else a
    return dataclasses.replace(choice, **changes) if changes else choice  # type: ignore[arg-type]
