"""The rulebook's Example of Play as a script: its moves (`companion.tour.example_moves`)
read into `ScriptMove`s, its checkpoints (`companion.tour.example_checkpoints`), the game
it is played in and how one move is made.

The golden test (tests/test_example_of_play.py) and the guided tour (`prime-minister
learn`) both play the example through here and nowhere else: one copy of the moves, one
way of making them, so the tour shows exactly the game the test checks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.tour.example_checkpoints import BOARD_AT_START, CHECKPOINTS, START, Checkpoint
from companion.tour.example_moves import ROUNDS
from engine import Reveal, new_game, standard_components, standard_setup

if TYPE_CHECKING:
    from engine import Components, Game, LogRecord

ORDER = ("Earl of Rosebery", "Sir Robert Peel", "Earl of Derby", "Earl Russell")  # L1293: the order drawn
SHORT = {"Rosebery": "Earl of Rosebery", "Peel": "Sir Robert Peel", "Derby": "Earl of Derby", "Russell": "Earl Russell"}
TABLE_WORD = "Table"  # the `Who` of a card the table turns over
SEED = 0  # the dealer never deals a card in the example: every card is named

__all__ = [
    "BOARD_AT_START",
    "CHECKPOINTS",
    "START",
    "Checkpoint",
    "ORDER",
    "ROUNDS",
    "SHORT",
    "ScriptMove",
    "ScriptError",
    "round_moves",
    "all_moves",
    "example_game",
    "seat_of",
    "make_move",
]


class ScriptError(AssertionError):
    """A move of the script that cannot be made as written (the game has drifted from the book)."""


@dataclass(frozen=True)
class ScriptMove:
    """One line of the script: who moves (a politician's short name, or Table), the words
    typed (or the card turned over), and the comment naming the book's line."""

    round: int
    who: str
    words: str
    comment: str = ""
    index: int = 0  # its place in the round, from 0

    @property
    def is_table(self) -> bool:
        return self.who == TABLE_WORD

    def __str__(self) -> str:
        return f"{self.who}: {self.words}"


def round_moves(number: int) -> list[ScriptMove]:
    """Round `number`'s moves, in order (comment lines and blank lines left out)."""
    out: list[ScriptMove] = []
    for raw in ROUNDS[number].splitlines():
        line, _, comment = raw.partition("#")
        line = line.strip()
        if line:
            who, words = line.split(": ", 1)
            out.append(ScriptMove(number, who, words.strip(), comment.strip(), len(out)))
    return out


def all_moves() -> list[ScriptMove]:
    """Every move of the example, round after round."""
    return [move for number in sorted(ROUNDS) for move in round_moves(number)]


def example_game(components: "Components | None" = None) -> "Game":
    """The book's table at its start: four players drawn in the book's order, the bundled cards."""
    components = components or standard_components()
    return new_game(standard_setup(components, 4, ORDER), seed=SEED, components=components)


def seat_of(game: "Game", who: str) -> int:
    """The seat of a politician named as the script names them (`Peel`)."""
    return next(s.index for s in game.state.seats if s.politician == SHORT[who])


def make_move(game: "Game", move: ScriptMove) -> "LogRecord":
    """Make one move of the script; `ScriptError` names it and the decision pending if the
    game cannot make it as written."""
    decision = game.pending
    if decision is None:
        raise ScriptError(f"R{move.round} {move}: the game is over ({game.state.end_reason})")
    where = f"R{move.round} {move} (pending: {decision.kind} for seat {decision.owner}: {decision.prompt})"
    if move.is_table:
        if not decision.is_chance:
            raise ScriptError(f"{where}: no card is being drawn")
        return game.apply(Reveal(move.words))
    if decision.owner != seat_of(game, move.who):
        raise ScriptError(f"{where}: it is not {move.who}'s decision")
    return game.apply(decision.find(move.words))
