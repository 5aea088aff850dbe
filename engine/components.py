"""Frozen, typed records for every physical component of Prime Minister.

Nothing here knows about YAML or game state: `engine.decks` builds these records
from the files in `decks/`, and the rule modules read them. The YAML schema of each
record is documented in `docs/components.md`.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum, StrEnum
from functools import cached_property
from typing import Any, Union

from dataclasses import dataclass

from engine.memo import Memo


class Party(str, Enum):
    LIBERAL = "liberal"
    CONSERVATIVE = "conservative"

    @property
    def other(self) -> "Party":
        return Party.CONSERVATIVE if self is Party.LIBERAL else Party.LIBERAL

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.value.capitalize()


class Sector(str, Enum):
    """The eight Sectors of the electorate, in the board's alphabetical order (1.5.1)."""

    CONSERVATIVES = "Conservatives"
    FARMERS = "Farmers"
    GENTRY = "Gentry"
    IRELAND = "Ireland"
    LIBERALS = "Liberals"
    MIDDLE_CLASS = "Middle Class"
    SCOTLAND = "Scotland"
    WORKERS = "Workers"


class Icon(str, Enum):
    """Which Government MPs a bill's projection counts (5.3)."""

    ALL = "A"
    MODERATE = "M"
    PARTISAN = "P"


class Ability(str, Enum):
    CAMPAIGN = "campaign"
    DEBATE = "debate"
    FLATTER = "flatter"
    HOBNOB = "hobnob"
    INFLUENCE = "influence"


class Source(str, Enum):
    """Where a card's or track's values come from."""

    PRINTED = "printed"  # stated by the rulebook or its Example of Play
    RECONSTRUCTED = "reconstructed"  # our design where the book is silent


class BillDeck(str, Enum):
    CROSS_PARTY = "cross-party"
    LIBERAL = "liberal"
    CONSERVATIVE = "conservative"

    @classmethod
    def of_party(cls, party: Party) -> "BillDeck":
        return cls.LIBERAL if party is Party.LIBERAL else cls.CONSERVATIVE

    @property
    def title(self) -> str:  # type: ignore[override]
        """The deck's name as a proper noun: Cross-Party, Liberal, Conservative."""
        return "-".join(part.capitalize() for part in self.value.split("-"))

    @property
    def party(self) -> Party | None:
        if self is BillDeck.LIBERAL:
            return Party.LIBERAL
        if self is BillDeck.CONSERVATIVE:
            return Party.CONSERVATIVE
        return None


def deck_title(pile: str) -> str:
    """A pile's name for a sentence: a bill deck's name is a proper noun ("the Liberal
    deck", "a Cross-Party bill"); any other pile keeps its own name."""
    return BillDeck(pile).title if pile in BillDeck._value2member_map_ else pile


class PartyTarget(str, Enum):
    """Which party a Popularity effect lands on."""

    OWN = "own"  # the party of whoever plays, draws or enacts the card
    OPPOSING = "opposing"  # the other party
    ANY = "any"  # the pointing finger: the player picks either party
    LIBERAL = "liberal"  # a Liberal rosette
    CONSERVATIVE = "conservative"  # a Conservative rosette
    GOVERNMENT = "government"  # the party in Government when it applies
    OPPOSITION = "opposition"  # the party in Opposition when it applies


class PlayerTarget(str, Enum):
    """Which politician a Standing or Favour effect lands on."""

    SELF = "self"  # whoever plays, draws or enacts the card
    ANY = "any"  # the pointing finger: any one player, oneself included
    PM = "pm"
    OPPOSITION_LEADER = "opposition_leader"


# --- Effects -------------------------------------------------------------------------
# Every card effect is one of these small records; a card option is a tuple of them,
# applied in order. Negative numbers lower a track; 1.8 clamps at the ends.


@dataclass(frozen=True)
class Popularity:
    """Move a party `steps` steps in a Sector (negative: down)."""

    sector: Sector
    steps: int
    party: PartyTarget = PartyTarget.OWN


@dataclass(frozen=True)
class Standing:
    """Change a player's Standing by `amount`."""

    amount: int
    who: PlayerTarget = PlayerTarget.SELF


@dataclass(frozen=True)
class Favour:
    """Move a player's Favour by `amount`; with `either_way` (a "±" on the card) the
    player also picks the sign."""

    amount: int
    who: PlayerTarget = PlayerTarget.SELF
    either_way: bool = False


@dataclass(frozen=True)
class Votes:
    """Change one bill's Vote adjustment by `amount` (the player picks the bill).

    With `either_way`, the player also picks the sign (a "±" on the card).
    """

    amount: int
    either_way: bool = True


@dataclass(frozen=True)
class Influence:
    """Shift `mps` Government MPs between Moderate and Partisan (either way)."""

    mps: int


@dataclass(frozen=True)
class DrawSupporters:
    """Draw `draw` Supporter Cards and keep `keep` of them (bill bonus Level 1 = 1/1, Level 2 = 2/1)."""

    draw: int
    keep: int


@dataclass(frozen=True)
class VictoryPoints:
    """Score VP. `to` is `self` (the pool of whoever applies it), `government` or `opposition`."""

    amount: int
    to: str = "self"


Effect = Union[Popularity, Standing, Favour, Votes, Influence, DrawSupporters, VictoryPoints]

EFFECT_KEYS: dict[str, type] = {
    "popularity": Popularity,
    "standing": Standing,
    "favour": Favour,
    "votes": Votes,
    "influence": Influence,
    "supporters": DrawSupporters,
    "vp": VictoryPoints,
}


# --- Cards ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Politician:
    """A politician's card: number, name, party, abilities and Campaign Sectors."""

    number: int
    name: str
    party: Party
    abilities: dict[Ability, int]  # ability -> level (1 or 2); an absent ability is not held
    campaign_sectors: tuple[Sector, ...]
    source: Source
    note: str = ""

    def level(self, ability: Ability) -> int:
        """0 when the politician lacks the ability."""
        return self.abilities.get(ability, 0)

    @property
    def level_two(self) -> Ability:
        return next(a for a, lvl in self.abilities.items() if lvl == 2)


@dataclass(frozen=True)
class Bill:
    """A bill's card: deck, icon, printed Vote adjustment, VP, and what it does when passed or when it fails."""

    name: str
    subtitle: str
    deck: BillDeck
    icon: Icon
    adjustment: int  # printed initial Vote adjustment
    vp: int
    effects: tuple[Effect, ...]  # applied when passed (9.4)
    source: Source
    note: str = ""

    @property
    def is_party_bill(self) -> bool:
        return self.deck is not BillDeck.CROSS_PARTY

    @property
    def projection_label(self) -> str:
        return f"{self.icon.value}{self.adjustment:+d}" if self.adjustment else self.icon.value


@dataclass(frozen=True)
class SupporterOption:
    """One of a Supporter's two options: its label and effects."""

    label: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Supporter:
    """A Supporter card and its two options."""

    name: str
    descriptor: str
    options: tuple[SupporterOption, SupporterOption]
    source: Source
    note: str = ""


@dataclass(frozen=True)
class EventOption:
    """One option of an Event: its label, the Action Cubes it costs the PM and its effects."""

    label: str
    cost: int  # Action Cubes the PM spends
    effects: tuple[Effect, ...]


class ByElectionVariant(str, Enum):
    PM_LOSES_STANDING = "pm_standing"  # the PM loses 1 Standing if the Government loses
    OPPOSITION_LEADER_GAINS_STANDING = "opposition_leader_standing"


@dataclass(frozen=True)
class Event:
    """An Event card: its options, or the By-Election it holds."""

    name: str
    options: tuple[EventOption, ...]  # empty for a By-Election
    by_election: ByElectionVariant | None
    source: Source
    note: str = ""

    @property
    def is_by_election(self) -> bool:
        return self.by_election is not None


@dataclass(frozen=True)
class UncertaintyCard:
    """An Uncertainty card: its Vote and Election adjustments and any Royal Interference minimum."""

    number: int
    vote: int  # added to a bill's projected Votes (-11..+10)
    election: int  # added to the Government party's projected seats (-12..+12)
    royal_interference: int | None  # minimum seats, when the card shows the icon
    source: Source


class CareerSide(str, Enum):
    GOVERNMENT = "government"
    OPPOSITION = "opposition"


class PowerKind(StrEnum):
    """What a Career Card's power is: an action costing cubes, or a bonus with no cost."""

    FLATTER = "flatter"
    CAMPAIGN = "campaign"  # costs `cost` in one's own Sectors, `cost_any_sector` elsewhere
    INFLUENCE = "influence"
    COORDINATE_DEBATE = "coordinate_debate"
    DEPUTY_PM = "deputy_pm"  # bonuses, no cost
    DEPUTY_PARTY_LEADER = "deputy_party_leader"

    def __repr__(self) -> str:
        # the word, as the card data's fingerprint (Components.fingerprint) has always read it
        return repr(self.value)


@dataclass(frozen=True)
class CareerPower:
    """What an activated Career Card unlocks: an action costing `cost` cubes, or a bonus."""

    kind: PowerKind
    cost: int = 0
    cost_any_sector: int | None = None
    amount: int = 0  # MPs shifted, Votes moved, Favour gained, steps


@dataclass(frozen=True)
class CareerCard:
    """A Career Card: who may hold it (ability, Standing, Favour) and the power it grants."""

    name: str
    side: CareerSide
    requires_ability: Ability | None
    min_standing: int
    min_favour: int
    power: CareerPower
    source: Source
    note: str = ""


@dataclass(frozen=True)
class DebateSide:
    """One side of a Debate Card (6.2.1).

    `direction` is +1 (Debate up) or -1 (Debate down); the card moves `votes`.
    A bill may be targeted up only at <= `max_target` projected Votes, down only at
    >= `min_target`. `on_pass` / `on_fail` list the alternatives the holder picks
    from when the bill is resolved (fail includes withdrawal); each alternative is a
    tuple of effects; an empty list means no reward or penalty.
    """

    direction: int
    votes: int
    max_target: int | None
    min_target: int | None
    on_pass: tuple[tuple[Effect, ...], ...]
    on_fail: tuple[tuple[Effect, ...], ...]


@dataclass(frozen=True)
class DebateCard:
    """A Debate Card: who holds it and what it does to a bill with and without the Pact."""

    name: str
    holder: str  # government_backbencher | opposition_backbencher | opposition_leader
    pact: DebateSide
    no_pact: DebateSide
    source: Source
    note: str = ""


# --- Board ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SectorLadder:
    """One party's track in one Sector: the Popularity points of each position.

    `positions` rise from the minimum to the maximum; the points of a step are the
    difference between neighbouring positions. `partisan[i]` are the purple Partisan
    points at position i. `start` is the index of the gold-bordered starting circle.
    """

    sector: Sector
    party: Party
    positions: tuple[int, ...]
    partisan: tuple[int, ...]
    start: int
    source: Source


@dataclass(frozen=True)
class ProjectionRow:
    """One row of the Election Projections: a Popularity lead and the seats of the leader and the trailer."""

    lead: int
    leader_seats: int
    trailer_seats: int


@dataclass(frozen=True)
class Mat:
    """A player mat side: Standing range and Action Cube income (1.4)."""

    name: str  # pm | opposition_leader | backbencher
    side: str  # front | reverse
    standing_min: int
    standing_max: int
    standing_start: int
    cube_thresholds: tuple[tuple[int, int], ...]  # (lowest Standing, cubes), ascending
    free_supporter_at: int | None  # reverse Opposition Leader mat: a free Supporter each round
    source: Source

    def cubes(self, standing: int) -> int:
        income = 0
        for lowest, cubes in self.cube_thresholds:
            if standing >= lowest:
                income = cubes
        return income


@dataclass(frozen=True)
class Board:
    """The board's tracks and tables: Popularity ladders, Election Projections, seats and the numbers the rules read."""

    ladders: dict[tuple[Sector, Party], SectorLadder]
    projections: tuple[ProjectionRow, ...]  # lead 0, 1, 2, ... in order
    total_seats: int
    majority: int
    government_mps: tuple[int, int]  # starting (Moderate, Partisan)
    vote_adjustment_range: tuple[int, int]
    vote_minimum: int  # no Vote below this projection (320)
    vote_pass: int  # Votes needed to pass (330)
    vote_certain: int  # at or above this no Uncertainty is drawn (350)
    favour_range: tuple[int, int]
    favour_start: int
    mats: dict[tuple[str, str], Mat]
    election_marker_lock: int  # the PM may not remove the Election Marker at this VP (85)
    resignation_limit: int  # a Backbencher may Resign only below this VP (90)
    father_of_the_house: int  # PM VP at which the card is handed out (90)
    victory: int  # 100
    source_note: str = ""

    def ladder(self, sector: Sector, party: Party) -> SectorLadder:
        return self.ladders[(sector, party)]

    def mat(self, name: str, side: str = "front") -> Mat:
        return self.mats[(name, side)]

    def seats(self, lead: int) -> tuple[int, int]:
        """Projected (leader, trailer) seats for a Popularity lead >= 0."""
        rows = self.projections
        row = rows[min(lead, len(rows) - 1)]
        return row.leader_seats, row.trailer_seats


HIDDEN = "?"  # the name a view gives a card its seat may not see (engine.views)


class HiddenCardError(KeyError):
    """The rules reached a card hidden from a view's seat (named `HIDDEN`). Play on a
    playable copy of a view (`Game.playable_copy`) stops there: nothing is known beyond it."""

    def __str__(self) -> str:
        return "the rules reached a card hidden from this view's seat"


def _not_found(name: str) -> KeyError:
    """A card looked up by a name no card has: a hidden card's, or an unknown name."""
    return HiddenCardError(name) if name == HIDDEN else KeyError(name)


@dataclass(frozen=True)
class Components:
    """Everything `engine.decks.load_components` reads from one decks directory."""

    politicians: tuple[Politician, ...]
    bills: tuple[Bill, ...]
    supporters: tuple[Supporter, ...]
    events: tuple[Event, ...]
    uncertainty: tuple[UncertaintyCard, ...]
    careers: tuple[CareerCard, ...]
    debate_cards: tuple[DebateCard, ...]
    board: Board
    directory: str = ""

    def politician(self, key: int | str) -> Politician:
        found = self._index["politicians"].get(key.lower() if isinstance(key, str) else key)
        if found is None:
            raise KeyError(key)
        return found  # type: ignore[no-any-return]

    def bill(self, name: str) -> Bill:
        found = self._index["bills"].get(name)
        if found is None:
            raise _not_found(name)
        return found  # type: ignore[no-any-return]

    def supporter(self, name: str) -> Supporter:
        found = self._index["supporters"].get(name)
        if found is None:
            raise _not_found(name)
        return found  # type: ignore[no-any-return]

    def event(self, name: str) -> Event:
        found = self._index["events"].get(name)
        if found is None:
            raise _not_found(name)
        return found  # type: ignore[no-any-return]

    def career(self, name: str, side: "CareerSide") -> CareerCard:
        return self._index["careers"][(name, side)]  # type: ignore[no-any-return]

    @cached_property
    def memo(self) -> "Memo":
        """Answers the rules work out from these components alone (keyed by what they were
        asked), kept for the next time the same question comes: e.g. which Career Cards a
        Backbencher's Standing and Favour activate (engine.backbench). At most
        `engine.memo.MEMO_SIZE` of them, the least recently used forgotten first."""
        return Memo()

    @cached_property
    def fingerprint(self) -> str:
        """A short digest of the card data (not of the folder it was read from), which every
        save carries to explain a replay that fails with other decks. Worked out once and
        kept with the parsed decks in the cache folder (engine.deck_folder), so a start does
        not write out every card's record to make it."""
        import hashlib  # only here: `odds` never needs it

        plain = replace(self, directory="")
        return hashlib.sha256(repr(plain).encode("utf-8")).hexdigest()[:16]

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (the deck cache, worker processes) without the answers kept in `memo`."""
        state = dict(self.__dict__)
        state.pop("memo", None)
        return state

    @cached_property
    def _index(self) -> dict[str, dict[Any, Any]]:
        """Each card by name (a Politician also by number, names in lower case), made once:
        the rules look cards up on every step. The first card of a name wins."""
        index: dict[str, dict[Any, Any]] = {
            "politicians": {},
            "bills": {},
            "supporters": {},
            "events": {},
            "careers": {},
        }
        for p in self.politicians:
            index["politicians"].setdefault(p.number, p)
            index["politicians"].setdefault(p.name.lower(), p)
        for deck in ("bills", "supporters", "events"):
            for card in getattr(self, deck):
                index[deck].setdefault(card.name, card)
        for career in self.careers:
            index["careers"].setdefault((career.name, career.side), career)
        return index

    def bills_in(self, deck: BillDeck) -> tuple[Bill, ...]:
        return tuple(b for b in self.bills if b.deck is deck)
