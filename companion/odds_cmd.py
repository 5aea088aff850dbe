"""`prime-minister odds`: exact odds of a Vote, an Election or a By-Election.

Thin rendering over `engine.odds`; imports nothing interactive (no prompt_toolkit), so a
one-line answer starts fast. Bad input prints one `Error: ...` line on stderr and exits 2.

The answers are `companion.odds_vote`, `odds_election` and `odds_by_election`; how they are
printed, `companion.odds_answer`.
"""

from __future__ import annotations

import click

from companion.odds_by_election import by_election
from companion.odds_election import election, render_election_summary
from companion.odds_vote import vote
from house.console import OneLineGroup

__all__ = ["odds", "render_election_summary"]  # the summary table is also shown in a game (companion.render)


@click.group(cls=OneLineGroup)
def odds() -> None:
    """Exact odds of Votes, Elections and By-Elections.

    Every answer enumerates the Uncertainty deck in use: pass --decks DIR (before `odds`)
    to use your own transcription of the cards.
    """


odds.add_command(vote)
odds.add_command(election)
odds.add_command(by_election)
