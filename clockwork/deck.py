"""A Clockwork seat's own deck (docs/clockwork.md, "The Clockwork deck").

Each Clockwork seat shuffles its own copy of the 18 cards, turns one (or two) at each of
its action turns, and when the deck is empty shuffles all the cards into a new one. A seat
turns 1 or 2 cards a turn and 18 is even, so a deck always runs out exactly at the end of
a turn: the cards form one endless sequence of shuffled passes, and the card of any turn
depends only on the seed and the turn's number. That is what lets a game replayed after
an undo, or a save loaded, give the Clockwork exactly the same cards.
"""

from __future__ import annotations

import random

from clockwork.data import ClockworkCard


class ClockworkDeck:
    def __init__(self, cards: tuple[ClockworkCard, ...], seed: int | str) -> None:
        if not cards:
            raise ValueError("a Clockwork deck needs at least one card")
        self.cards = cards
        self.seed = seed
        self._passes: dict[int, list[ClockworkCard]] = {}

    def __len__(self) -> int:
        return len(self.cards)

    def shuffle(self, number: int) -> list[ClockworkCard]:
        """The order of the deck's `number`-th pass (0 is the first shuffle)."""
        order = self._passes.get(number)
        if order is None:
            order = list(self.cards)
            random.Random(f"clockwork-deck/{self.seed}/{number}").shuffle(order)
            self._passes[number] = order
        return order

    def card(self, position: int) -> ClockworkCard:
        """The `position`-th card turned in the game (0 is the first)."""
        number, index = divmod(position, len(self.cards))
        return self.shuffle(number)[index]

    def for_turn(self, turn: int, count: int) -> list[ClockworkCard]:
        """The `count` cards turned at the seat's `turn`-th action turn (0 is the first)."""
        return [self.card(turn * count + i) for i in range(count)]
