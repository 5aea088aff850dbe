"""A Clockwork seat's own deck (docs/clockwork.md, "The Clockwork deck").

Each Clockwork seat shuffles its own copy of the 18 cards with its own seeded
`random.Random`, turns cards off the top, and reshuffles the discards when the deck runs
out. Nothing else draws on that generator, so a seat's cards depend only on its seed.
"""

from __future__ import annotations

import random

from clockwork.data import ClockworkCard


class ClockworkDeck:
    def __init__(self, cards: tuple[ClockworkCard, ...], seed: int | str) -> None:
        if not cards:
            raise ValueError("a Clockwork deck needs at least one card")
        self.rng = random.Random(f"clockwork-deck/{seed}")
        self.draw_pile: list[ClockworkCard] = list(cards)
        self.discards: list[ClockworkCard] = []
        self.rng.shuffle(self.draw_pile)
        self.reshuffles = 0

    def __len__(self) -> int:
        return len(self.draw_pile)

    def turn(self) -> ClockworkCard:
        """Turn the top card face up; an empty deck takes its discards back, shuffled."""
        if not self.draw_pile:
            self.draw_pile, self.discards = self.discards, []
            self.rng.shuffle(self.draw_pile)
            self.reshuffles += 1
        return self.draw_pile.pop()

    def discard(self, card: ClockworkCard) -> None:
        self.discards.append(card)
