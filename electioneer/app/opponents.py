"""The automated parties as the session uses them: a decider per party, from its own view.

Each decider answers (choice, reason) from the party's view and the decision alone, and the
same seed, view and decision always give the same answer, so an undo or a resumed save
replays the game as it was.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from electioneer.rules import Choice, Decision, PartyView

Decider = Callable[["PartyView", "Decision"], "tuple[Choice, str]"]
LEVELS = {"random": "chooses at random among the legal choices"}
DEFAULT_LEVEL = "random"


def levels() -> dict[str, str]:
    """Each level's name and what it does."""
    return dict(LEVELS)


def decider(level: str, party: str, seed: int) -> Decider:
    """The automated `party` at `level`, seeded."""
    if level not in LEVELS:
        raise ValueError(f"{level!r} is not a level of the automated parties ({', '.join(LEVELS)})")

    def decide(view: "PartyView", decision: "Decision") -> "tuple[Choice, str]":
        rng = random.Random(f"{seed}/{party}/{len(view.log)}")
        return rng.choice(decision.choices), ""

    return decide
