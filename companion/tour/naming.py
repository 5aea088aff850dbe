"""Words the tour's telling shares: the politicians as the book names them (`Peel`), their
roles, counts in words, and reading a step's records (the happenings of a kind, the cards
the table turned over, the Career Cards turned up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.tour.example_script import SHORT
from engine import (
    TABLE,
    CareerCardActivated,
    FatherOfTheHouse,
    Reveal,
    Role,
)
from engine.words import noun_for, verb_for

if TYPE_CHECKING:
    from companion.tour.steps import Step
    from engine import Game, Happening

NAMES = {full: short for short, full in SHORT.items()}
ROLE_WORDS = {
    Role.PM: "the PM",
    Role.OPPOSITION_LEADER: "the Opposition Leader",
    Role.GOVERNMENT_BACKBENCHER: "the Government Backbencher",
    Role.OPPOSITION_BACKBENCHER: "the Opposition Backbencher",
}
TIMES = {1: "", 2: " twice", 3: " three times", 4: " four times"}
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}


def name(game: "Game", seat: int) -> str:
    """The politician as the book names him (`Peel`)."""
    politician = game.state.seats[seat].politician
    return NAMES.get(politician, politician)


def who(game: "Game", seat: int) -> str:
    """`Derby, the Opposition Leader,` as the step begins."""
    return f"{name(game, seat)}, {ROLE_WORDS[game.state.seats[seat].role]},"


def listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""


def happened_of(step: "Step", kind: type) -> list["Happening"]:
    return [h for h in step.happenings() if isinstance(h, kind)]


def cards_turned(step: "Step") -> list[str]:
    """The cards the table turned over in the step, by name (an Uncertainty card by its number)."""
    return [r.choice.card for r in step.records if r.owner == TABLE and isinstance(r.choice, Reveal)]


def career_notes(step: "Step") -> list[str]:
    """Career Cards turned up and the Father of the House card handed over in the step, from
    the engine's records, each with its rule."""
    turned: dict[str, list[str]] = {}
    out = []
    for happening in step.happenings():
        if isinstance(happening, CareerCardActivated):
            turned.setdefault(NAMES.get(happening.politician, happening.politician), []).append(happening.card)
        elif isinstance(happening, FatherOfTheHouse):
            out.append(father_words(happening))
    for politician, cards in turned.items():
        plural = noun_for(len(cards), "Career Card")
        asks = verb_for(len(cards), "it asks", "they ask")
        out.insert(
            0, f"{politician} turns up his {listed(cards)} {plural} the moment he meets what {asks} for, rule 6.2.2."
        )
    return out


def father_words(given: FatherOfTheHouse) -> str:
    """The Father of the House card changing hands, with its rule."""
    if given.politician is None:
        return "The Father of the House card goes back beside the board, rule 7.4."
    return f"{NAMES.get(given.politician, given.politician)} takes the Father of the House card: the PM has 90 VP or more, rule 7.4."


def short_names(text: str) -> str:
    for full, short in NAMES.items():
        text = text.replace(full, short)
    return text
