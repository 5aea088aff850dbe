"""Why the book's players chose as they did, in our own words: the tour's "Why:" lines.

A note is kept against a move of the shared script (`companion.tour.example_moves`) by its
round, who made it and the words typed, taken in order: a note goes to the first move of
its round that matches, after the move the note before it went to. A note whose move is
not found is an error (`resolved` raises it, and tests/test_learn_tour.py calls it), so the
notes cannot drift from the script. The rulebook's reasoning is retold, never quoted. The
notes themselves are two tables, `notes_rounds_1_to_6` and `notes_rounds_7_to_13`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from companion.tour.example_script import round_moves
from companion.tour.notes_rounds_1_to_6 import ROUNDS_1_TO_6
from companion.tour.notes_rounds_7_to_13 import ROUNDS_7_TO_13

if TYPE_CHECKING:
    from companion.tour.steps import Step

Note = tuple[str, str, str]  # who, the words typed, why

NOTES: dict[int, tuple[Note, ...]] = {**ROUNDS_1_TO_6, **ROUNDS_7_TO_13}  # by round


@lru_cache(maxsize=1)
def resolved() -> dict[tuple[int, int], str]:
    """(round, index of the move in its round) -> its note; a note whose move is missing raises."""
    out: dict[tuple[int, int], str] = {}
    for number, notes in NOTES.items():
        moves = round_moves(number)
        at = 0
        for who, words, why in notes:
            found = next((m for m in moves[at:] if m.who == who and m.words == words), None)
            if found is None:
                raise LookupError(f"a note for Round {number} {who}: {words} finds no such move after move {at}")
            out[(number, found.index)] = why
            at = found.index + 1
    return out


def note_for(step: "Step") -> str:
    """The notes of the step's moves, one after the other."""
    notes = resolved()
    return " ".join(notes[(m.round, m.index)] for m in step.moves if (m.round, m.index) in notes)
