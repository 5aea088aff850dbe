"""Guessing the unseen: a whole game consistent with one seat's view.

A seat's view (`game.view(seat)`) shows its own hand, everything public and the sizes of
everything else; each hidden card is `?`. `guess(view, rng)` fills every `?` with a card
drawn uniformly from that place's candidates (the cards of the same kind not seen anywhere
in the view) and returns a game that can be played on, with no log and no dealer seed:
the play-outs of `clockwork.search` deal from their own `random.Random`.

Cards come in three families, each a pool of unseen cards shared by its places:

- bills: the three bill decks' draw piles, the bills other seats drew (`hands[seat]`) and
  their face-down proposals. The deck each draw came from is public (the table sees which
  pile a hand reaches for; the view's log has every `draw DECK` of the round), so a hidden
  hand is filled first, each hole from the deck its draw came from; then each deck's
  unseen bills fill its own draw pile, and the rest of all three decks, shuffled together,
  fill what is left (a hand whose draws the log does not account for, as in a game started
  from a position, and the proposals);
- Supporters: the draw pile, other seats' hands, the cards another seat is choosing from;
- Events: the draw pile (and any cards known to lie on top, masked in a view).

Uniform guessing ignores what choices reveal (a Supporter kept from two is likelier to be a
good one); docs/clockwork-search.md says so. A place whose candidates run out keeps its `?`: a
play-out that reaches it stops there.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

from collections import Counter

from engine import HIDDEN, DrawFrom, Game, Select

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine import GameState

BILL_DECKS = ("cross-party", "liberal", "conservative")


def guess(view: Game, rng: random.Random) -> Game:
    """A playable game (no viewer, no log, seed 0) with every hidden card of `view` guessed."""
    game = view.playable_copy()
    state = game.state
    seen = _seen(state, view.steps)
    _fill_bills(view, state, seen, rng)
    _fill_supporters(view, state, seen, rng)
    _fill_events(view, state, seen, rng)
    game.seed, game.log = 0, []  # no dealer of its own and no history
    return game


def _seen(
    state: "GameState", steps: "Sequence[object]"
) -> set[str]:  # steps: the engine's Steps (`engine` does not offer the name)
    """Every card name the view shows anywhere (board, piles, hands, proposals, scenario places)."""
    seen: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            seen.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    for slot in state.slots:
        if slot is not None:
            seen.add(slot.name)
    for pile in state.piles.values():
        walk([pile.draw, pile.discard, pile.top])
    for seat in state.seats:
        walk(seat.supporters)
    walk(state.hands)
    walk(state.proposals)
    walk(state.revealed)
    walk(state.scenario_state)
    for step in steps:  # a card in play (an Event being resolved) is in a step
        if dataclasses.is_dataclass(step):
            walk([getattr(step, f.name) for f in dataclasses.fields(step)])
    return seen


def _holes(places: list[list[str]]) -> list[tuple[list[str], int]]:
    return [(place, i) for place in places for i, card in enumerate(place) if card == HIDDEN]


def _fill(holes: list[tuple[list[str], int]], cards: list[str], rng: random.Random) -> list[str]:
    """Put a random `len(holes)` of `cards` into the holes; return the cards left over."""
    cards = list(cards)
    rng.shuffle(cards)
    for (place, i), card in zip(holes, cards):
        place[i] = card
    return cards[len(holes) :]


def _fill_bills(view: Game, state: "GameState", seen: set[str], rng: random.Random) -> None:
    # A seat's proposals come from the bills it drew, and bills revealed for selection stay
    # in the drawer's hand: a bill named only there (not on the board, in a pile or in a
    # hand shown) fills a hidden hand first, its proposer's if known.
    hands = {key: cards for key, cards in sorted(state.hands.items()) if not key.startswith("choose:")}
    placed = {slot.name for slot in state.slots if slot is not None}
    placed.update(card for pile in state.piles.values() for card in (*pile.draw, *pile.discard, *pile.top))
    placed.update(card for hand in hands.values() for card in hand)
    floating = [
        b
        for b in dict.fromkeys([*state.revealed, *(b for _, cards in sorted(state.proposals.items()) for b in cards)])
        if b != HIDDEN and b not in placed
    ]
    for key, hand in hands.items():
        own = [b for b in floating if b in state.proposals.get(key, [])]
        _fill(_holes([hand])[: len(own)], own, rng)
        floating = [b for b in floating if b not in own]
    floating = _fill(_holes(list(hands.values())), floating, rng)
    unseen = {
        deck: sorted(b.name for b in view.components.bills if b.deck.value == deck and b.name not in seen)
        for deck in BILL_DECKS
    }
    for key, hand in hands.items():  # each hidden card from the deck its draw came from
        plan = _decks_drawn(view, state, int(key), hand) if key.isdigit() and HIDDEN in hand else None
        if plan is None:
            continue
        holes = _holes([hand])
        rng.shuffle(holes)
        for deck, count in sorted(plan.items()):
            unseen[deck] = _fill(holes[:count], unseen[deck], rng)
            holes = holes[count:]
    spare: list[str] = []
    for deck in BILL_DECKS:
        pile = state.piles.get(deck)
        if pile is None:
            continue
        spare += _fill(_holes([pile.top, pile.draw]), unseen[deck], rng)
    loose = [cards for key, cards in sorted(state.proposals.items()) if key not in hands]
    _fill(_holes([*hands.values(), *loose]), sorted(spare), rng)
    for key, proposals in sorted(state.proposals.items()):
        # a proposal the PM has placed left the hand for the board
        placed_by = sorted(
            s.name for s in state.slots if s is not None and str(s.proposed_by) == key and s.name not in proposals
        )
        holes = _holes([proposals])
        _fill(holes[: len(placed_by)], placed_by, rng)
        _fill(_holes([proposals]), sorted(b for b in hands.get(key, []) if b not in proposals), rng)


def _decks_drawn(view: Game, state: "GameState", seat: int, hand: list[str]) -> "Counter[str] | None":
    """How many of `seat`'s hidden bills came from each deck: its draws this round (the
    view's log) less the bills of them it shows (named in its hand, or placed from it this
    round); None where that does not account for every hidden card."""
    drawn: Counter[str] = Counter()
    selected: set[str] = set()
    for record in reversed(view.log):  # this round's records, newest first
        if record.round != state.round:
            break
        if isinstance(record.choice, DrawFrom) and record.owner == seat:
            drawn[record.choice.deck] += 1
        elif isinstance(record.choice, Select):
            selected.add(record.choice.bill)
    shown = [card for card in hand if card != HIDDEN]
    shown += [
        slot.name for slot in state.slots if slot is not None and slot.proposed_by == seat and slot.name in selected
    ]
    for card in shown:
        drawn[view.components.bill(card).deck.value] -= 1
    if any(count < 0 for count in drawn.values()) or sum(drawn.values()) != hand.count(HIDDEN):
        return None
    return +drawn


def _fill_supporters(view: Game, state: "GameState", seen: set[str], rng: random.Random) -> None:
    unseen = sorted(s.name for s in view.components.supporters if s.name not in seen)
    places = [seat.supporters for seat in state.seats]
    places += [cards for key, cards in sorted(state.hands.items()) if key.startswith("choose:")]
    pile = state.piles.get("supporters")
    if pile is not None:
        places += [pile.top, pile.draw]
    _fill(_holes(places), unseen, rng)


def _fill_events(view: Game, state: "GameState", seen: set[str], rng: random.Random) -> None:
    pile = state.piles.get("events")
    if pile is None:
        return
    unseen = sorted(e.name for e in view.components.events if e.name not in seen)
    _fill(_holes([pile.top, pile.draw]), unseen, rng)


def hidden_left(game: Game) -> int:
    """How many `?` remain (0 after a complete guess)."""
    state = game.state
    count = sum(card == HIDDEN for pile in state.piles.values() for card in (*pile.draw, *pile.top))
    count += sum(card == HIDDEN for seat in state.seats for card in seat.supporters)
    count += sum(card == HIDDEN for cards in (*state.hands.values(), *state.proposals.values()) for card in cards)
    return count
