"""What happened to the decks and the cards on the board, as records (engine.happened)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.happened import Happening
from engine.named import CardName
from engine.words import counted


@dataclass(frozen=True)
class DeckReshuffled(Happening):
    """A deck ran out: its discard pile of `cards` becomes the new deck."""

    pile: str
    cards: int

    def __str__(self) -> str:
        return f"The {self.pile} discard pile is reshuffled into a new deck ({counted(self.cards, 'card')})"


@dataclass(frozen=True)
class DeckEmpty(Happening):
    """A deck and its discard pile are both empty: nothing is drawn."""

    pile: str

    def __str__(self) -> str:
        return f"The {self.pile} deck is empty: no card drawn"


@dataclass(frozen=True)
class NoBillToDraw(Happening):
    """Bill Selection finds no bill left in any deck a seat may draw from."""

    def __str__(self) -> str:
        return "No bills left to draw"


@dataclass(frozen=True)
class SupportersKept(Happening):
    """`politician` keeps Supporters drawn: `count` of them at once, or one chosen (None)."""

    politician: str
    count: int | None = None

    def __str__(self) -> str:
        kept = "a Supporter" if self.count is None else counted(self.count, "Supporter")
        return f"{self.politician} keeps {kept}"


@dataclass(frozen=True)
class SupportersDiscarded(Happening):
    """The Supporters drawn and not kept go to the discard pile, face down."""

    count: int

    def __str__(self) -> str:
        return f"{counted(self.count, 'Supporter')} discarded"


@dataclass(frozen=True)
class BillsDiscarded(Happening):
    """5.3: the bills no one proposed are discarded, face up."""

    bills: tuple[CardName, ...]

    def __str__(self) -> str:
        return f"Discarded: {', '.join(self.bills)}"


@dataclass(frozen=True)
class BillRemoved(Happening):
    """A bill taken off the board without a Vote."""

    bill: CardName

    def __str__(self) -> str:
        return f"{self.bill} is removed from the board"


@dataclass(frozen=True)
class CardReturnedFaceUp(Happening):
    """A set-aside bill comes back face up, beside the board or beside a politician's mat."""

    card: CardName
    holder: str  # "board", or the politician

    def __str__(self) -> str:
        where = "beside the board" if self.holder == "board" else f"beside {self.holder}'s mat"
        return f"{self.card} returns face up {where}"


@dataclass(frozen=True)
class BillToVoteTracker(Happening):
    """A bill moves to a space of the Vote tracker until it is resolved."""

    bill: CardName
    mark: str

    def __str__(self) -> str:
        return f"{self.bill} goes to the {self.mark} space of the Vote tracker and stays there until resolved"


@dataclass(frozen=True)
class NoBillToResolve(Happening):
    """Bill Resolution finds the board empty."""

    def __str__(self) -> str:
        return "No bill on the board to resolve"
