"""The table's face-down cards as the shared screen may tell them (`prime-minister assist`).

A card a person draws face down is carried by the engine as an unknown card
(`engine.unknown`) under a stand-in name that is never shown. These functions of the game
say what the table may see: the decision without the stand-ins (`shown_decision`), the
face-down bills of a proposal by deck, the cards typed unseen for a hand, the notes that
odds leave face-down Supporters out. They keep no state: the engine's game holds the cards.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from companion import card_draws, table_commentary
from companion.completion import words
from companion.orders import short
from engine import (
    Answer,
    Choice,
    Decision,
    DecisionKind,
    Happening,
    InvalidChoice,
    Reveal,
    named_cards,
    seats_to_propose,
    unknown,
)
from engine.words import counted, verb_for

if TYPE_CHECKING:
    from engine import Game

    from companion.seating import Seating

UNKNOWN_WORDS = ("", "unknown", "face down", "?unknown")
# Routine questions and the answer Enter gives: the usual one at most tables.
ROUTINE = {
    DecisionKind.OPPOSITION_ORDER: "the order shown first (seat order)",
    DecisionKind.PROPOSE_PACT: "no",
    DecisionKind.END_PACT: "no",
    DecisionKind.PACT_OFFER: "no",
}


def carried(game: "Game") -> set[str]:
    """The stand-in names of every live unknown card: never shown, never offered."""
    return {unknown.stand_in(game, card) for card in unknown.hidden(game)}


def starts_or_names(name: str, typed: list[str]) -> bool:
    """Do the words `typed` spell `name`'s words, each cut short, from its first word or a
    later one (a Supporter by surname: `bright`)?"""
    spelled = words(name)
    return any(
        len(typed) <= len(spelled) - i and all(w.startswith(t) for t, w in zip(typed, spelled[i:]))
        for i in range(len(spelled))
    )


def names_card(choice: Choice) -> str | None:
    named = named_cards(choice)
    return named[0] if named else None


@dataclass(frozen=True)
class CardNotNamedYet(Happening):
    """In place of a happening that names a card the table has not named yet."""

    def __str__(self) -> str:
        return "(a card drawn face down, not named yet)"


@dataclass(frozen=True)
class FaceDown:
    """Proposing a bill drawn face down and not named, told by its deck: the decks have
    different backs, so the table always sees which deck a face-down bill came from."""

    deck: str  # cross-party | liberal | conservative

    def __str__(self) -> str:
        return f"propose {self.deck}"


def face_down_bills(game: "Game", decision: Decision) -> dict[str, Choice]:
    """A proposal's face-down bills by deck: one engine choice for each deck (the table cannot
    tell two face-down bills of one deck apart)."""
    if decision.kind is not DecisionKind.PROPOSE_BILL:
        return {}
    decks = {unknown.stand_in(game, c): c.deck for c in unknown.hidden(game, seat=decision.owner)}
    found: dict[str, Choice] = {}
    for choice in decision.choices:
        deck = decks.get(names_card(choice) or "")
        if deck is not None:
            found.setdefault(deck, choice)
    return found


def held_unseen(game: "Game", deck: str | None) -> set[str]:
    """Cards of `deck` typed unseen and held where the table cannot see them (a hand, a
    proposal not shown, Supporters drawn to choose from). The shared screen may not tell
    them from the cards still in the deck: a list, a count or an error that left them out
    would say where they are."""
    if deck is None:
        return set()
    return (table_commentary.held_cards(game) & set(card_draws.deck_cards_of(game, deck))) - carried(game)


def shown_decision(game: "Game", decision: Decision) -> Decision:
    """The decision as the table sees it. A seat's choices that name an unknown card's
    stand-in are left out (a proposal offers each face-down bill by its deck instead:
    `propose liberal`); a card draw also offers the cards unknown cards stand in for (any
    of them can still come up) and the cards typed unseen for a hand (`held_unseen`)."""
    hidden = carried(game)
    if decision.is_chance:
        deck = decision.deck
        extra = {unknown.stand_in(game, c) for c in unknown.hidden(game, deck=deck)} if deck else set()
        extra |= held_unseen(game, deck)  # a card typed unseen: for all the screen may say, still in the deck
        if not extra:
            return decision
        names = sorted({c.card for c in decision.choices if isinstance(c, Reveal)} | extra)
        return dataclasses.replace(decision, choices=tuple(Reveal(n) for n in names))
    if not hidden:
        return decision
    kept: list[object] = [c for c in decision.choices if names_card(c) not in hidden]
    kept += [FaceDown(deck) for deck in face_down_bills(game, decision)]
    return dataclasses.replace(decision, choices=cast("tuple[Choice, ...]", tuple(kept)))


def still_to_propose(game: "Game", seat: int) -> str:
    """5.1: the proposals are made face down and turned up together. The app asks for them
    seat by seat (as the rulebook's Example of Play has them made), so a proposal may be
    asked before another seat's has been drawn: say so, and who has still to propose."""
    state = game.state
    waiting = [short(state.seats[s].politician) for s in seats_to_propose(game) if s != seat]
    if not waiting:
        return "The last proposal: then every proposal is turned up together."
    return (
        f"Face down until {' and '.join(waiting)} {verb_for(len(waiting), 'has', 'have')} proposed too "
        "(asked next); then every proposal is turned up together."
    )


def face_down_supporters(game: "Game", seat: int) -> "list[unknown.UnknownCard]":
    """The Supporters `seat` holds drawn face down and not named (not one discarded unseen)."""
    held = game.state.seats[seat].supporters
    return [c for c in unknown.hidden(game, seat=seat, deck="supporters") if unknown.stand_in(game, c) in held]


def unknown_note(game: "Game") -> str:
    """Odds count only what the table has seen: name the face-down Supporters that could move them."""
    held: dict[str, int] = {}
    for card in unknown.hidden(game, deck="supporters"):
        if card.seat is not None and unknown.stand_in(game, card) in game.state.seats[card.seat].supporters:
            name = game.state.seats[card.seat].politician
            held[name] = held.get(name, 0) + 1
    if not held:
        return ""
    who = ", ".join(f"{name} {count}" for name, count in held.items())
    return f" (not counting the face-down Supporters held: {who})"


def unknown_note_short(game: "Game") -> str:
    count = sum(
        1
        for card in unknown.hidden(game, deck="supporters")
        if card.seat is not None and unknown.stand_in(game, card) in game.state.seats[card.seat].supporters
    )
    return f" (not counting {counted(count, 'face-down Supporter')})" if count else ""


class Unechoed(InvalidChoice):
    """A refusal whose words repeat nothing typed: safe at a prompt typed unseen."""


def routine_answer(decision: Decision) -> Choice:
    """What Enter answers to a routine question (`ROUTINE`)."""
    if decision.kind is DecisionKind.OPPOSITION_ORDER:
        return decision.choices[0]
    return Answer(False) if Answer(False) in decision.choices else decision.choices[0]


def may_leave_unknown(game: "Game", seating: "Seating", decision: Decision) -> bool:
    """A face-down draw for a person's seat (a Clockwork seat's cards are typed, unseen)."""
    return (
        decision.is_chance
        and decision.deck in game.state.piles
        and decision.subject in seating.people
        and card_draws.is_secret(game, decision)
    )


def face_down_choice(game: "Game", decision: Decision) -> Choice | None:
    """Propose or keep a card drawn unknown: any of them (the table cannot tell them apart)."""
    hidden = carried(game)
    for choice in decision.choices:
        if names_card(choice) in hidden:
            return choice
    return None
