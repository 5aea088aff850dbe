"""Unknown cards: a card drawn face down at a real table that nobody has named yet.

At the table-side helper the app may not know a card at all: a person draws a bill or a
Supporter face down and keeps it to themselves. The engine still needs a name for every
card in play, so an unknown card travels under a *stand-in*: one of the names it could be,
chosen by this module and never shown. Everything else in the engine runs unchanged on the
stand-in world, which is one of the worlds the table cannot tell apart from the real one.

- An `UnknownCard` remembers the draw that made it (its ply in the log), the deck, the seat
  it went to and the names it could have been then (`pool`). Deck sizes stay exact: the draw
  took one card out of the pile, as at the table.
- What it may be now (`candidates`): a name of that deck that was unseen when it was drawn
  and has not been seen since (not drawn face up, not named for another card).
- When the rules reveal it, the table names it (`name_card`, in `engine.unknown_naming`). The stand-in and the name
  trade places in every choice from the earliest draw either took part in, and the game is
  replayed: every rule runs again on the corrected history, so deck sizes, hands, notes
  and scores come out as if the card had been typed when drawn. The naming is kept
  (`UnknownCard.named_at`) so the log can show it.
- A card drawn face up whose name is an unknown card's stand-in (`make_room`) gives that
  unknown card another stand-in first, the same way.

The companion decides when the rules reveal a card (`revealed_now` finds the bills turned
face up by Bill Selection); this module only keeps the cards and their names consistent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from dataclasses import dataclass
from engine.components import deck_title
from engine.decisions import Reveal

if TYPE_CHECKING:
    from engine.game import Game


class UnknownCardError(ValueError):
    """An unknown card named as a card it cannot be, or a draw that cannot be left unknown."""


@dataclass(frozen=True)
class UnknownCard:
    """One card drawn face down without its name."""

    token: int  # 1, 2, ... in the order drawn
    deck: str  # the pile it came from: supporters, cross-party, liberal, conservative ...
    ply: int  # the log index of the draw
    seat: int | None  # whose card it became
    pool: tuple[str, ...]  # every name it could have been when drawn
    named_at: int | None = None  # the log length when the table named it

    @property
    def named(self) -> bool:
        return self.named_at is not None

    def to_json(self) -> dict[str, object]:
        return {
            "token": self.token,
            "deck": self.deck,
            "ply": self.ply,
            "seat": self.seat,
            "pool": list(self.pool),
            "named_at": self.named_at,
        }

    @classmethod
    def from_json(cls, data: object) -> "UnknownCard":
        if not isinstance(data, dict):
            raise UnknownCardError(f"an unknown card is an object, not {data!r}")
        try:
            seat = data["seat"]
            named_at = data.get("named_at")
            return cls(
                token=int(data["token"]),
                deck=str(data["deck"]),
                ply=int(data["ply"]),
                seat=None if seat is None else int(seat),
                pool=tuple(str(n) for n in data["pool"]),
                named_at=None if named_at is None else int(named_at),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise UnknownCardError(f"an unknown card is malformed ({data!r}): {exc}") from None


# --- looking -----------------------------------------------------------------------------------


def cards(game: "Game") -> tuple[UnknownCard, ...]:
    """Every card ever drawn unknown in this game, named or not."""
    return tuple(game.unknown)


def stand_in(game: "Game", card: UnknownCard) -> str:
    """The name the engine carries for `card` (its true name once named). Never show an unnamed one."""
    choice = game.log[card.ply].choice
    assert isinstance(choice, Reveal)
    return choice.card


def is_live(game: "Game", card: UnknownCard) -> bool:
    """Still unknown and still out of its draw pile (a face-down discard shuffled back is just a deck card again)."""
    if card.named:
        return False
    pile = game.state.piles.get(card.deck)
    return pile is None or stand_in(game, card) not in pile.draw


def hidden(game: "Game", *, seat: int | None = None, deck: str | None = None) -> list[UnknownCard]:
    """The live unknown cards, optionally only one seat's or one deck's."""
    return [
        c
        for c in game.unknown
        if is_live(game, c) and (seat is None or c.seat == seat) and (deck is None or c.deck == deck)
    ]


def holding(game: "Game", name: str) -> UnknownCard | None:
    """The live unknown card whose stand-in is `name`, if any."""
    for card in hidden(game):
        if stand_in(game, card) == name:
            return card
    return None


def unseen(game: "Game", deck: str) -> set[str]:
    """The names of `deck` whose card nobody at the table has seen where it is now:
    the draw pile and every live unknown card of that deck."""
    pile = game.state.piles[deck]
    return {*pile.top, *pile.draw, *(stand_in(game, c) for c in hidden(game, deck=deck))}


def candidates(game: "Game", card: UnknownCard) -> list[str]:
    """The names `card` may still be: unseen when it was drawn, and not seen since."""
    if card.named:
        return [stand_in(game, card)]
    drawn_unknown = {c.ply for c in game.unknown}
    seen_since = {
        r.choice.card for r in game.log[card.ply + 1 :] if isinstance(r.choice, Reveal) and r.ply not in drawn_unknown
    }
    seen_since |= {
        stand_in(game, c) for c in game.unknown if c is not card and c.named_at is not None and c.named_at > card.ply
    }
    return sorted((set(card.pool) & unseen(game, card.deck)) - seen_since)


def where(game: "Game", card: UnknownCard) -> str:
    """Where the card lies now, in the table's words (for messages; names no card)."""
    name = stand_in(game, card)
    state = game.state
    for seat in state.seats:
        if name in seat.supporters:
            return f"{seat.politician}'s Supporters"
    for key, held in state.hands.items():
        if name in held:
            owner = state.seats[int(key.split(":")[-1])].politician
            return f"{owner}'s Supporters drawn to choose from" if key.startswith("choose:") else f"{owner}'s hand"
    for index, slot in state.bills_on_board():
        if slot.name == name:
            return f"bill slot {index + 1}"
    for pile_name, pile in state.piles.items():
        if name in pile.discard:
            return f"the {pile_name} discard pile"
    return f"the {deck_title(card.deck)} deck"


def revealed_now(game: "Game") -> list[UnknownCard]:
    """Live unknown bills the rules have just turned face up: proposals revealed in Bill
    Selection, bills placed on the board, and bills kept back and shown after selection
    (now in a discard pile). Unknown Supporters are named as they are played or discarded."""
    state = game.state
    public = set(state.revealed) | {slot.name for _, slot in state.bills_on_board()}
    out = []
    for card in hidden(game):
        if card.deck == "supporters":
            continue
        name = stand_in(game, card)
        if name in public or name in state.piles[card.deck].discard:
            out.append(card)
    return out


# --- changing ----------------------------------------------------------------------------------


def draw_unknown(game: "Game") -> UnknownCard:
    """Answer the pending card draw with a card nobody names: the engine carries a stand-in."""
    decision = game.pending
    if decision is None or not decision.is_chance or decision.deck not in game.state.piles:
        raise UnknownCardError(
            "no card is being drawn from a deck now: only a card drawn face down can be left unknown"
        )
    pile = game.state.piles[decision.deck]
    if pile.top:
        raise UnknownCardError(f"the card on top of the {deck_title(decision.deck)} deck is known: type it")
    pool = tuple(sorted(unseen(game, decision.deck)))
    names = [c.card for c in decision.choices if isinstance(c, Reveal)]
    card = UnknownCard(
        token=len(game.unknown) + 1, deck=decision.deck, ply=len(game.log), seat=decision.subject, pool=pool
    )
    game.apply(Reveal(names[0]))
    game.unknown = (*game.unknown, card)
    return card


def from_json(raw: Iterable[object]) -> tuple[UnknownCard, ...]:
    return tuple(UnknownCard.from_json(item) for item in raw)
