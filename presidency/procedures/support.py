"""The parties and the Public Support track.

The two parties are the Conservatives and the Liberals (line 126; C and L in the examples,
lines 181-187). Public Support is one track with one marker: a party "has" it when the marker
is on its side, and it can stand at 0 (lines 126: "the party which does not currently have
Public Support", "if public support is currently at 0"); a party receives "public support
movement" (line 181), so what one party gains moves the marker away from the other. The
document gives no end to the track, so none is assumed here (docs/presidency/rules-decisions.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

DOMINANCE = 9  # Single Party Dominance at this level or more (line 121)


class Party(Enum):
    CONSERVATIVE = "Conservative"
    LIBERAL = "Liberal"

    @property
    def letter(self) -> str:
        return self.value[0]

    @property
    def other(self) -> "Party":
        return Party.LIBERAL if self is Party.CONSERVATIVE else Party.CONSERVATIVE


class PartyError(ValueError):
    """A party that is not one of the two."""


def parse_party(text: str) -> Party:
    """`C`, `con`, `Conservative`, `L`, `lib`, `Liberal` (any case)."""
    wanted = text.strip().lower()
    for party in Party:
        if wanted and party.value.lower().startswith(wanted):
            return party
    raise PartyError(f"{text!r} is not a party: Conservative (C) or Liberal (L)")


@dataclass(frozen=True)
class PublicSupport:
    """The marker: on `party`'s side at `level` (level 0: no party has it, party None)."""

    party: Party | None = None
    level: int = 0

    def __post_init__(self) -> None:
        if self.level < 0 or (self.level == 0) != (self.party is None):
            raise ValueError(f"Public Support {self.level} for {self.party}: a level above 0 belongs to a party")

    @classmethod
    def at(cls, party: Party | None, level: int) -> "PublicSupport":
        """Public Support `level` for `party` (negative: for the other party)."""
        if level == 0 or party is None:
            return cls()
        return cls(party, level) if level > 0 else cls(party.other, -level)

    def of(self, party: Party) -> int:
        """How far the marker stands on `party`'s side (negative on the other side)."""
        if self.party is None:
            return 0
        return self.level if self.party is party else -self.level

    def moved(self, party: Party, amount: int) -> "PublicSupport":
        """`party` receives `amount` movement (a negative amount: it loses support)."""
        return PublicSupport.at(party, self.of(party) + amount)

    @property
    def dominant(self) -> Party | None:
        """The party at Single Party Dominance (line 121), if any."""
        return self.party if self.level >= DOMINANCE else None

    def __str__(self) -> str:
        return "0 (no party)" if self.party is None else f"{self.party.value} {self.level}"
