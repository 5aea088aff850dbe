"""Card draws as decisions of the table (1.7, 5.1, 7.1, 12.0).

A draw pile is an unordered multiset: the seeded dealer (or the person at the table)
names the card that comes up, each remaining card being equally likely. An empty pile
takes its discards back, reshuffled, before the draw. Cards known to lie on top
(Scenario 5) come first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine.decisions import Choice, Decision, DecisionKind, Discard, Keep, Reveal
from engine.happened import CardDiscarded, CardDrawn
from engine.steps import Step, table_draw
from engine.happened_cards import DeckEmpty, DeckReshuffled, SupportersDiscarded, SupportersKept

if TYPE_CHECKING:
    from engine.game import Game


HOLD_LIMIT = 4  # 7.3: the Supporters a politician may hold at the end of his own action turn


@dataclass(frozen=True)
class CardDraw(Step):
    """Draw one card from a pile; subclasses say where it goes (`receive`)."""

    pile: str

    @property
    def kind(self) -> DecisionKind:
        return DecisionKind.draw_from(self.pile)

    def prompt(self, game: "Game") -> str:
        return f"Draw a card from the {self.pile} deck"

    def subject(self, game: "Game") -> int | None:
        """The seat this draw is for (whose card it becomes, or who resolves it), if any."""
        return None

    def decide(self, game: "Game") -> Decision | None:
        pile = game.state.piles[self.pile]
        cards = pile.top or pile.draw
        if not cards:
            return None  # reshuffle, or nothing left to draw
        return table_draw(self.kind, cards, self.prompt(game), deck=self.pile, subject=self.subject(game))

    def run(self, game: "Game") -> None:
        pile = game.state.piles[self.pile]
        if pile.discard:
            pile.draw = sorted(pile.discard)
            pile.discard = []
            game.happened(DeckReshuffled(self.pile, len(pile.draw)))
            game.push(self)
        else:
            game.happened(DeckEmpty(self.pile))
            self.exhausted(game)

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Reveal)
        pile = game.state.piles[self.pile]
        if pile.top:
            pile.top.remove(choice.card)
        else:
            pile.draw.remove(choice.card)
        self.receive(game, choice.card)

    def receive(self, game: "Game", card: str) -> None:
        raise NotImplementedError

    def exhausted(self, game: "Game") -> None:
        """Nothing could be drawn."""


# --- Supporters ------------------------------------------------------------------


@dataclass(frozen=True)
class SupporterDraw(CardDraw):
    """Draw one Supporter for `seat`: into the hand, or set aside to choose from."""

    pile: str = "supporters"
    seat: int = 0
    choose: bool = False  # part of a draw-N-keep-K: wait for the Keep decision

    def prompt(self, game: "Game") -> str:
        return f"Draw a Supporter for {game.state.seats[self.seat].politician}"

    def subject(self, game: "Game") -> int | None:
        return self.seat

    def receive(self, game: "Game", card: str) -> None:
        seat = game.state.seats[self.seat]
        if self.choose:
            game.state.hands.setdefault(f"choose:{self.seat}", []).append(card)
        else:
            seat.supporters.append(card)
            game.happened(CardDrawn(seat.politician, seat.index, "a Supporter"))


@dataclass(frozen=True)
class KeepSupporters(Step):
    """Keep `keep` of the Supporters just drawn; the rest are discarded."""

    seat: int
    keep: int

    def decide(self, game: "Game") -> Decision | None:
        drawn = game.state.hands.get(f"choose:{self.seat}", [])
        if len(drawn) <= self.keep:
            return None
        return Decision(
            owner=self.seat,
            kind=DecisionKind.KEEP_SUPPORTER,
            choices=tuple(Keep(card) for card in sorted(set(drawn))),
            prompt=f"Keep {self.keep} of the Supporters drawn",
        )

    def run(self, game: "Game") -> None:
        drawn = game.state.hands.pop(f"choose:{self.seat}", [])
        seat = game.state.seats[self.seat]
        seat.supporters.extend(drawn)
        if drawn:
            game.happened(SupportersKept(seat.politician, len(drawn)))

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Keep)
        drawn = game.state.hands[f"choose:{self.seat}"]
        drawn.remove(choice.card)
        seat = game.state.seats[self.seat]
        seat.supporters.append(choice.card)
        game.happened(SupportersKept(seat.politician))
        if self.keep > 1:
            game.push(KeepSupporters(self.seat, self.keep - 1))
        else:
            rest = game.state.hands.pop(f"choose:{self.seat}", [])
            game.state.piles["supporters"].discard.extend(rest)
            if rest:
                game.happened(SupportersDiscarded(len(rest)))


def draw_supporters(game: "Game", seat: int, draw: int, keep: int | None = None) -> None:
    """Queue drawing `draw` Supporters for `seat`, keeping `keep` (default: all)."""
    keep = draw if keep is None else keep
    if keep >= draw:
        game.push(*(SupporterDraw(seat=seat) for _ in range(draw)))
    else:
        game.push(*(SupporterDraw(seat=seat, choose=True) for _ in range(draw)), KeepSupporters(seat, keep))


@dataclass(frozen=True)
class HoldLimit(Step):
    """7.3: at the end of one's own action turn, discard down to the hold limit."""

    seat: int
    limit: int = HOLD_LIMIT

    def decide(self, game: "Game") -> Decision | None:
        seat = game.state.seats[self.seat]
        if len(seat.supporters) <= self.limit:
            return None
        return Decision(
            owner=self.seat,
            kind=DecisionKind.HOLD_LIMIT,
            choices=tuple(Discard(c) for c in sorted(set(seat.supporters))),
            prompt=f"Discard down to {self.limit} Supporters ({len(seat.supporters)} held)",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Discard)
        discard_supporter(game, self.seat, choice.card)
        game.push(self)


def discard_supporter(game: "Game", seat_index: int, card: str) -> None:
    seat = game.state.seats[seat_index]
    seat.supporters.remove(card)
    game.state.piles["supporters"].discard.append(card)
    game.happened(CardDiscarded(seat.politician, seat.index, card))
