"""The numbers a table keeps between procedures: the Treasury (reserves, the revenue track,
taxes and tariffs active or not), Public Support, the Fund Newspapers tracks, each player's
influence, hand and victory points, each statesman's popularity, influence, office and terms,
the era, the resolved issues, whether the 12th Amendment has passed, and what this turn has
used up (a tax attempted, a tariff this term, each player's activities).

The document lists no statesman, state or card: the table enters them (a YAML file,
`presidency.table_file`), and corrects any number with `set` (`presidency.corrections`).
Names are looked up without case, by a whole name or the beginning of one of its words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence, TypeVar

from presidency.procedures.newspapers import Track
from presidency.procedures.ranking import Rated
from presidency.procedures.support import Party, PublicSupport
from presidency.procedures.term import APPOINTED, OFFICES, PRESIDENT, VICE_PRESIDENT

# what a table types for an office
OFFICE_WORDS = {
    "president": PRESIDENT,
    "vice": VICE_PRESIDENT,
    "vp": VICE_PRESIDENT,
    "state": "Secretary of State",
    "treasury": "Secretary of the Treasury",
    "war": "Secretary of War",
    "envoy": "Envoy",
    "general": "General",
    "justice": "Chief Justice",
    "cj": "Chief Justice",
}


T = TypeVar("T")


class TableError(ValueError):
    """A name or number the table does not hold; the message is one line."""


@dataclass
class Statesman:
    name: str
    party: Party
    popularity: int  # printed on the card
    age: int
    state: str  # home state's abbreviation (line 143)
    ability: int = 0
    votes: int = 0  # Congressional votes (line 143)
    player: str | None = None
    cubes: int = 0  # popularity cubes on the card (line 126)
    influence: int = 0  # on the card (line 155)
    terms: int = 0  # elected cubes (line 131)
    in_play: bool = True
    eligible: bool = True  # for nomination (the document does not define it: the table says)

    @property
    def total_popularity(self) -> int:
        return self.popularity + self.cubes

    @property
    def rated(self) -> Rated:
        return Rated(self.name, self.party, self.total_popularity, self.age)


@dataclass
class Player:
    name: str
    influence: int = 0  # in the general supply, his own
    hand: int = 0  # action cards held (never their names: the screen is shared)
    victory_points: int = 0


@dataclass
class Tax:
    name: str
    revenue: int
    modifier: int = 0
    tariff: bool = False
    active: bool = False


@dataclass
class MapCard:
    """A state card: its votes in each era, whether it is admitted, its neighbours if known."""

    name: str
    votes: dict[str, int]
    admitted: bool = True
    borders: list[str] | None = None


@dataclass
class ThisTurn:
    """What a turn uses up."""

    taxes: dict[str, str] = field(default_factory=dict)  # tax -> "pass" or "repeal"
    tariff: str | None = None  # the tariff operated on this term
    activities: dict[str, list[str]] = field(default_factory=dict)  # player -> speech, whip, newspapers
    usable_issues: int = 0
    delegated: bool = False


@dataclass
class Table:
    players: list[Player]  # clockwise
    statesmen: list[Statesman]
    states: list[MapCard] = field(default_factory=list)
    offices: dict[str, str | None] = field(default_factory=lambda: dict.fromkeys(OFFICES))
    era: str = "A"
    turn: int = 1
    public_support: PublicSupport = PublicSupport()
    reserves: int = 0
    revenue: int = 0
    taxes: list[Tax] = field(default_factory=list)
    resolved_issues: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)  # Era C cards whose requirements failed (line 16)
    twelfth_amendment: bool = False
    judicial_review: bool = False  # the Judicial Review action card is in effect (line 44)
    action_deck_runs: int = 0  # times the Action deck has run out (lines 170-174)
    newspapers: dict[Party, Track] = field(default_factory=lambda: {p: Track() for p in Party})
    ends_after_turn: bool = False  # the Era C deck ran out (line 16)
    game_over: str | None = None
    this_turn: ThisTurn = field(default_factory=ThisTurn)

    # --- looking up --------------------------------------------------------------------------

    def statesman(self, name: str, *, in_play: bool = True) -> Statesman:
        pool = [s for s in self.statesmen if s.in_play or not in_play]
        return _one(pool, name, "statesman", lambda s: s.name)

    def player(self, name: str) -> Player:
        return _one(self.players, name, "player", lambda p: p.name)

    def map_card(self, name: str) -> MapCard:
        return _one(self.states, name, "state", lambda s: s.name)

    def tax(self, name: str) -> Tax:
        return _one(self.taxes, name, "tax", lambda t: t.name)

    def find_tax(self, name: str) -> Tax | None:
        try:
            return self.tax(name)
        except TableError:
            return None

    def holder(self, office: str) -> Statesman | None:
        name = self.offices.get(office)
        return self.statesman(name, in_play=False) if name else None

    def office_of(self, statesman: str) -> str | None:
        return next((office for office, holder in self.offices.items() if holder == statesman), None)

    @property
    def president(self) -> Statesman | None:
        return self.holder(PRESIDENT)

    @property
    def vice_president(self) -> Statesman | None:
        return self.holder(VICE_PRESIDENT)

    @property
    def president_player(self) -> str:
        president = self.president
        if president is None or president.player is None:
            return self.players[0].name  # no president: the first player listed leads the order
        return president.player

    @property
    def seats(self) -> list[str]:
        return [p.name for p in self.players]

    def controlled_by(self, player: str) -> list[Statesman]:
        return [s for s in self.statesmen if s.in_play and s.player == player]

    def in_play(self) -> list[Statesman]:
        return [s for s in self.statesmen if s.in_play]

    def active_taxes(self) -> list[Tax]:
        return [t for t in self.taxes if t.active]

    def player_votes(self, player: str) -> int:
        """A player's Congressional votes: those of the statesmen he controls."""
        return sum(s.votes for s in self.controlled_by(player))

    def available_influence(self, player: str) -> int:
        return self.player(player).influence + sum(s.influence for s in self.controlled_by(player))

    def era_votes(self) -> dict[str, int]:
        return {s.name: s.votes.get(self.era, 0) for s in self.states if s.admitted}


def office_named(text: str) -> str:
    """An office by a word of its name (`treasury`, `justice`, `vp`) or its whole name."""
    wanted = text.strip().lower()
    if wanted in OFFICE_WORDS:
        return OFFICE_WORDS[wanted]
    for office in OFFICES:
        if office.lower() == wanted:
            return office
    begun = [office for word, office in OFFICE_WORDS.items() if wanted and word.startswith(wanted)]
    if len(set(begun)) == 1:
        return begun[0]
    raise TableError(f"{text!r} is not an office: {', '.join(OFFICE_WORDS)}")


def appointed_office(text: str) -> str:
    office = office_named(text)
    if office not in APPOINTED:
        raise TableError(
            f"{office} is elected, not appointed: appoint {', '.join(w for w, o in OFFICE_WORDS.items() if o in APPOINTED)}"
        )
    return office


def _one(pool: Sequence[T], name: str, kind: str, named: Callable[[T], str]) -> T:
    """The one item of `pool` called `name`: the whole name, else the one whose name (or a
    word of it) begins with it; none or several is a TableError naming what there is."""
    wanted = " ".join(name.split()).casefold()
    if not wanted:
        raise TableError(f"a {kind} is needed: {_listed(pool, named)}")
    exact = [item for item in pool if named(item).casefold() == wanted]
    if exact:
        return exact[0]
    begun = [
        item
        for item in pool
        if named(item).casefold().startswith(wanted)
        or any(word.startswith(wanted) for word in named(item).casefold().split())
    ]
    if len(begun) == 1:
        return begun[0]
    if begun:
        raise TableError(f"{name!r} could be {', '.join(named(i) for i in begun)}: type more of the name")
    raise TableError(f"no {kind} {name!r}: {_listed(pool, named)}")


def _listed(pool: Sequence[T], named: Callable[[T], str]) -> str:
    names = [named(item) for item in pool]
    if not names:
        return "there are none"
    return ", ".join(names[:12]) + (f" and {len(names) - 12} more" if len(names) > 12 else "")
