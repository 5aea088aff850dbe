"""A game at the table, turn after turn: the procedures in the order the document gives
them (lines 153-208: influence, action cards, newspapers, the round, the auction; lines
1-87: the president's term; lines 89-111: the Treasury), then an Election when the table
says one is due (the document does not say when)."""

from __future__ import annotations

from typing import TypeVar

from presidency.app.walk.basics import AnswerError, Leaders, SkipPhase, Walk, ask, say
from presidency.app.walk.election import election
from presidency.app.walk.presidents_term import appointments, presidents_term, taxes_and_tariffs
from presidency.app.walk.round import auction, the_round
from presidency.app.walk.treasury import treasury
from presidency.app.walk.turn_start import control_newspapers, draw_action_cards, receive_influence
from presidency.state import Table, ThisTurn

T = TypeVar("T")


def phase(name: str, walk: Walk[T]) -> Walk[T | None]:
    """Run one phase; `skip` (SkipPhase thrown in) ends it where it stands."""
    try:
        return (yield from walk)
    except SkipPhase:
        yield from say(f"{name} skipped: what was done in it stands.")
        return None


def game(table: Table) -> Walk[None]:
    while True:
        if table.game_over:
            yield from over(table)
        yield from say(f"Turn {table.turn}, Era {table.era}.")
        leaders = yield from phase("Receiving influence", receive_influence(table))
        yield from phase("Action cards", draw_action_cards(table))
        yield from phase("Newspapers", control_newspapers(table, leaders or Leaders()))
        yield from phase("The round", the_round(table))
        yield from phase("The auction", auction(table))
        yield from phase("The issues", presidents_term(table))
        yield from phase("Taxes", taxes_and_tariffs(table))
        yield from phase("Appointments", appointments(table))
        yield from phase("The Treasury", treasury(table))
        if table.game_over:
            continue
        if table.ends_after_turn:
            table.game_over = "the Era C Issues deck ran out (line 16)"
            continue
        hold = yield from phase(
            "The end of the turn",
            ask(
                "End of turn",
                [
                    f"End of turn {table.turn}: 'election' to hold one now (the document does not say when: the "
                    f"table knows), or Enter for turn {table.turn + 1}."
                ],
                _end_of_turn,
                words=("election",),
                default="next",
            ),
        )
        if hold:
            yield from phase("The election", election(table))
        table.turn += 1
        table.this_turn = ThisTurn()


def _end_of_turn(text: str) -> bool:
    word = text.strip().lower()
    if word and "election".startswith(word):
        return True
    if word in ("", "next"):
        return False
    raise AnswerError(f"{text.strip()!r}: election, or Enter for the next turn")


def over(table: Table) -> Walk[None]:
    yield from say(f"The game is over: {table.game_over}.")
    while True:
        yield from phase("Nothing", ask("Game over", ["The game is over: undo, save or quit."], _nothing))


def _nothing(text: str) -> None:
    raise AnswerError("the game is over: undo to take back the last step, save, or quit")
