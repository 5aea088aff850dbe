"""Automated parties: `player(level, party, seed)` -> a callable `(view, decision) -> (choice, reason)`.

Each decides from its party's view only (`game.view(party)`), gives the same answer for the
same seed, view and decision, and says why in plain words. Levels (`LEVELS`, weakest first):
random, greedy, standard, expert. bench/electioneer_levels.py measures them against each other
(docs/electioneer/parties.md).
"""

from __future__ import annotations

from collections.abc import Callable

from electioneer.rules.choices import Choice, Decision
from electioneer.rules.views import PartyView

Player = Callable[[PartyView, Decision], tuple[Choice, str]]

LEVELS = {
    "random": "any legal choice, at random (for testing and for fun)",
    "greedy": "plays to win the week in hand and thinks of the books only on election day",
    "standard": "plays for election day: seats, a majority and the books, and the week's swap",
    "expert": "the standard level reading rivals' own policies and keeping its swaps for election day",
}
DEFAULT_LEVEL = "standard"


def player(level: str, party: str, seed: int = 0) -> Player:
    """An automated party of `level` (one of LEVELS) playing `party`; ValueError names the levels."""
    if level == "random":
        from electioneer.parties.simple import RandomParty

        return RandomParty(party, seed)
    if level == "greedy":
        from electioneer.parties.simple import Greedy

        return Greedy(party)
    if level == "standard":
        from electioneer.parties.standard import Standard

        return Standard(party)
    if level == "expert":
        from electioneer.parties.expert import Expert

        return Expert(party)
    raise ValueError(f"{level!r} is not a level (levels: {', '.join(LEVELS)})")
