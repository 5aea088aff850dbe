"""The step machinery every rule module builds on: `Step`, `LogRecord`, `table_draw`, and
`GameRules`, the rules a game is handed when it is set up.

A leaf: it imports only the decisions, so a rule module can import it without importing
the game driver (`engine.game`), and the driver needs no rule module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from dataclasses import dataclass
from engine.decisions import TABLE, Choice, Decision, DecisionKind, Discard, Reveal

if TYPE_CHECKING:
    from engine.decisions import Correct
    from engine.game import Game
    from engine.happened import Happening
    from engine.named import CardName
    from engine.state import Phase


class Step:
    """One pending piece of Parliamentary Order. Subclasses are frozen dataclasses."""

    def decide(self, game: "Game") -> Decision | None:
        """The decision this step needs, or None when it runs by itself."""
        return None

    def run(self, game: "Game") -> None:
        """Carry out an automatic step (already popped from the stack)."""

    def resolve(self, game: "Game", choice: Choice) -> None:
        """Carry out the chosen option (the step is already popped; push it back to go on)."""


@dataclass(frozen=True)
class LogRecord:
    """One applied choice and everything it caused."""

    ply: int
    round: int
    phase: str
    owner: int
    kind: DecisionKind
    choice: Choice
    happened: tuple[Happening, ...]  # what it caused, as records (engine.happened); str() gives the words
    reason: str = ""
    subject: int | None = None  # a card draw: the seat it was drawn for (engine.views)
    # the cards the reason names, said by whoever gave it; None: not said (engine.views keeps
    # such a reason to its seat while any card is secret)
    reason_names: tuple[CardName, ...] | None = ()

    def describe(self, names: Callable[[int], str]) -> str:
        who = "Table" if self.owner == TABLE else names(self.owner)
        text = f"R{self.round} {who}: {self.choice}"
        if self.happened:
            text += " -> " + "; ".join(str(happening) for happening in self.happened)
        return text


@dataclass(frozen=True)
class GameRules:
    """What the driver asks of the rules, handed to the game by `new_game`: the driver
    (`engine.game`) imports no rule module."""

    advance_phase: Callable[["Game"], None]  # no step left: queue the next phase of Parliamentary Order
    after_step: Callable[["Game"], None]  # checks made after every step (victory, Father of the House...)
    redact: Callable[["Game", int], "Game"]  # a seat's view of the game
    enter_phase: Callable[["Game", "Phase"], None]  # begin a phase afresh and queue its steps
    correct_marker: Callable[["Game", "Correct"], "Happening"]  # a marker set by hand at the table


def table_draw(kind: DecisionKind, cards: list[str], prompt: str, *, deck: str, subject: int | None = None) -> Decision:
    """A card draw from `deck`: the table reveals one of `cards` (all equally likely);
    `subject` is the seat it is for, if any."""
    choices = tuple(map(_REVEALS.__getitem__, sorted(set(cards))))
    return Decision(owner=TABLE, kind=kind, choices=choices, prompt=prompt, deck=deck, subject=subject)


class OneEach(dict[str, Any]):
    """One choice per card name (`Reveal`, `Discard`...), made the first time it is offered: a
    record is immutable, so the same one serves every decision that offers that card (a draw
    offers every card left in its pile, an action turn a discard of every Supporter held)."""

    def __init__(self, make: Callable[[str], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, card: str) -> Any:
        made = self[card] = self.make(card)
        return made


_REVEALS = OneEach(Reveal)
DISCARDS = OneEach(Discard)
