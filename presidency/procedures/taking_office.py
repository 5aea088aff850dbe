"""Implementing an election's result (lines 130-137).

The winners take office at once; the new president gets an elected cube; the popularity
cubes the office cards give go to the president and vice president (even when re-elected;
how many is printed on the office cards, which the document does not give: the table says);
a winner holding another office resigns it; an outgoing president who is not re-elected
(or leaves after two terms) has his popularity cubes scored as his owner's victory points,
the influence on his card returned to the supply and his card removed, even when elected
vice president, which leaves that office vacant until the next election.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from presidency.procedures.term import PRESIDENT, VICE_PRESIDENT


@dataclass(frozen=True)
class TakingOffice:
    president: str
    vice_president: str | None  # None: vacant (line 137)
    resignations: tuple[tuple[str, str], ...]  # (statesman, the office he gives up)
    retiring: str | None  # the outgoing president, scored and removed
    scored: int  # his popularity cubes, now victory points
    influence_returned: int


def taking_office(
    president: str,
    vice_president: str | None,
    outgoing: str | None,
    offices: Mapping[str, str | None],
    cubes: Mapping[str, int],
    influence: Mapping[str, int],
) -> TakingOffice:
    """Lines 131-137. `offices` holds each office's holder before the election."""
    held = {holder: office for office, holder in offices.items() if holder}
    retiring = outgoing if outgoing and outgoing != president else None
    resignations = []
    for winner, elected in ((president, PRESIDENT), (vice_president, VICE_PRESIDENT)):
        if winner is None or winner == retiring:
            continue
        office = held.get(winner)
        if office is not None and office != elected:
            resignations.append((winner, office))
    vice = None if vice_president == retiring else vice_president
    return TakingOffice(
        president,
        vice,
        tuple(resignations),
        retiring,
        max(0, cubes.get(retiring, 0)) if retiring else 0,
        influence.get(retiring, 0) if retiring else 0,
    )
