"""The automated parties as the session uses them (`electioneer.parties`): a decider per
party, deciding from that party's own view, the same answer for the same seed, view and
decision (so an undo or a resumed save replays the game as it was)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from electioneer.parties import Player

DEFAULT_LEVEL = "standard"


def levels() -> dict[str, str]:
    """Each level's name (weakest first) and what it does."""
    from electioneer.parties import LEVELS

    return dict(LEVELS)


def decider(level: str, party: str, seed: int) -> "Player":
    """The automated `party` at `level`, seeded."""
    from electioneer.parties import player

    return player(level, party, seed)
