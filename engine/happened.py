"""What happened, as data: the frozen records of what a choice made happen.

One word names them everywhere: each is a `Happening`; a rule module reports one with
`game.happened(record)`; those of one choice are `LogRecord.happened` (and, while the choice
is being applied, `game.happened_so_far`). "Effects" are the printed effects of cards
(engine.effects), which the rules carry out and which then show here as happenings. Each record keeps the facts a reader needs (who, which
marker, from where to where, how many, why) and renders to the log's words with `str()`, so
the log a player reads is built from the same records that `simulate` counts, the table
helper turns into orders and tests assert on. Every happening has a record of its own (here,
in engine/happened_cards.py, engine/happened_seats.py and engine/scenario_rules/happenings.py);
a field naming a card is typed `CardName` (engine.named), which is how a seat's view learns
that a card was shown.

Every record here is public: a card a player may not see is never named in one (a hidden
draw is a `CardDrawn` without the card).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from engine.components import Party, Sector
from engine.named import CardName
from engine.words import counted, noun_for


def signed_steps(count: int) -> str:
    """A signed move along a track: +1 step, -2 steps."""
    return f"{count:+d} {noun_for(abs(count), 'step')}"


class Happening:
    """One effect of a choice. Subclasses are frozen dataclasses with a `__str__`."""

    def __str__(self) -> str:  # pragma: no cover - every record defines its words
        raise NotImplementedError


# --- the board -------------------------------------------------------------------------


@dataclass(frozen=True)
class PopularityMoved(Happening):
    """A party's marker on a Sector track: `steps` asked, `moved` made (a track end stops it),
    ladder positions `start` -> `end` (0 = the bottom box), worth `points` Popularity; the
    values printed in those boxes are `box_from` -> `box_to` (what the table reads)."""

    party: Party
    sector: Sector
    steps: int
    moved: int
    start: int
    end: int
    points: int
    box_from: int = 0
    box_to: int = 0

    def __str__(self) -> str:
        where = track_words(self.party, self.sector)
        if self.moved == self.steps:
            return f"{where} {signed_steps(self.steps)} ({self.points:+d} Popularity)"
        if not self.moved:  # the marker is at the track's end already
            return f"{where} no step ({signed_steps(self.steps)} would pass the track's end)"
        return (
            f"{where} {signed_steps(self.moved)} of {self.steps:+d} ({self.points:+d} Popularity; the track ends there)"
        )


def track_words(party: Party, sector: Sector) -> str:
    """A party's track in a Sector, before its steps: `Liberal Gentry:`; a Sector named like
    a party is called a Sector so the two names do not run together (`Conservatives Sector:
    Liberal Party`)."""
    if sector.value.rstrip("s") in (p.title for p in Party):
        return f"{sector.value} Sector: {party.title} Party"
    return f"{party.title} {sector.value}:"


@dataclass(frozen=True)
class MPsMoved(Happening):
    """Influence: `moved` Government MPs into the `to` column (moderate or partisan)."""

    moved: int
    to: str
    moderates: int
    partisans: int

    def __str__(self) -> str:
        return f"Influence: {counted(self.moved, 'MP')} to {self.to} (M {self.moderates} / P {self.partisans})"


@dataclass(frozen=True)
class MPsReset(Happening):
    """After an Election: the new Government's MPs (A = M + P)."""

    total: int
    moderates: int
    partisans: int

    def __str__(self) -> str:
        return f"Government MPs reset: {self.total} (M {self.moderates} / P {self.partisans})"


# --- bills ------------------------------------------------------------------------------


@dataclass(frozen=True)
class BillPlaced(Happening):
    """A bill goes into a slot on the board with its projection."""

    bill: CardName
    slot: int  # 1-based, as on the board
    projection: str  # the printed projection, e.g. "M+20"
    vp: int
    projected: int

    def __str__(self) -> str:
        return f"{self.bill} ({self.projection}, {self.vp} VP) placed in slot {self.slot}: projected {self.projected}"


@dataclass(frozen=True)
class ProjectionChanged(Happening):
    """A bill's Parliament marker moved: `votes` asked, `made` after the board's range."""

    bill: CardName
    slot: int  # 1-based
    votes: int
    made: int
    projected: int

    def __str__(self) -> str:
        return f"{self.bill}: Votes {self.votes:+d} -> projected {self.projected}"


@dataclass(frozen=True)
class VoteHeld(Happening):
    """A Vote: the projection, the Uncertainty card drawn (None when it could not fail)
    and its Vote value, the final Votes and the result."""

    bill: CardName
    projected: int
    card: CardName | None
    uncertainty: int
    final: int
    passes: bool

    def __str__(self) -> str:
        if self.card is None:
            return f"Vote on {self.bill}: {self.projected} projected, it cannot fail"
        result = "passes" if self.passes else "fails"
        return f"Vote on {self.bill}: {self.projected} projected {self.uncertainty:+d} = {self.final}: {result}"


@dataclass(frozen=True)
class BillPassed(Happening):
    """A bill passes."""

    bill: CardName

    def __str__(self) -> str:
        return f"{self.bill} passes"


@dataclass(frozen=True)
class BillWithdrawn(Happening):
    """The PM withdraws a bill."""

    bill: CardName

    def __str__(self) -> str:
        return f"The PM withdraws {self.bill}"


# --- cards ------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardDrawn(Happening):
    """A card drawn face down: public only that `politician` drew one (`what`: a bill, a Supporter)."""

    politician: str
    seat: int
    what: str

    def __str__(self) -> str:
        return f"{self.politician} draws {self.what}"


@dataclass(frozen=True)
class ProposedFaceDown(Happening):
    """5.2: a bill proposed face down, shown when all have proposed (a `CardRevealed` then)."""

    politician: str
    seat: int

    def __str__(self) -> str:
        return f"{self.politician} proposes a bill (hidden until all have proposed)"


@dataclass(frozen=True)
class CardRevealed(Happening):
    """Cards shown to everyone: `how` is reveals, proposes or event (an Event card turned up)."""

    cards: tuple[CardName, ...]
    politician: str = ""
    seat: int | None = None
    how: str = "reveals"
    to: str = "all"

    def __str__(self) -> str:
        names = ", ".join(self.cards)
        if self.how == "event":
            return f"Event: {names}"
        return f"{self.politician} {self.how} {names}"


@dataclass(frozen=True)
class SupporterPlayed(Happening):
    """A Supporter played face up for one of its two options (`doubled` by the Father of the House)."""

    politician: str
    seat: int
    card: CardName
    option: int
    label: str
    doubled: bool = False

    def __str__(self) -> str:
        return f"{self.politician} plays {self.card}: {self.label}" + (
            " (doubled by the Father of the House)" if self.doubled else ""
        )


@dataclass(frozen=True)
class CardDiscarded(Happening):
    """A card from a politician's hand to its discard pile, face up."""

    politician: str
    seat: int
    card: CardName

    def __str__(self) -> str:
        return f"{self.politician} discards {self.card}"


@dataclass(frozen=True)
class DebateCardPlaced(Happening):
    """6.2.2: a Backbencher's Debate Card under a bill, on its Pact or no-Pact side."""

    politician: str
    seat: int
    bill: CardName
    pact_side: bool

    def __str__(self) -> str:
        return f"{self.politician} places the Debate Card under {self.bill} ({'Pact' if self.pact_side else 'no-Pact'} side)"


# --- politicians --------------------------------------------------------------------------


class Track(StrEnum):
    """A politician's own tracks (1.8); the value is the word the log prints."""

    STANDING = "Standing"
    FAVOUR = "Favour"


@dataclass(frozen=True)
class TrackMoved(Happening):
    """A politician's Standing or Favour: `amount` asked, `made` after the track's end, now `value`."""

    politician: str
    seat: int
    track: Track
    amount: int
    made: int
    value: int
    why: str = ""

    def __str__(self) -> str:
        why = f"; {self.why}" if self.why else ""
        if self.made != self.amount and not self.made:  # at the track's end already
            return (
                f"{self.politician} {self.track} stays {self.value} ({self.amount:+d} would pass the track's end{why})"
            )
        if self.made != self.amount:
            return f"{self.politician} {self.track} {self.made:+d} -> {self.value} (of {self.amount:+d}: the track ends there{why})"
        return f"{self.politician} {self.track} {self.amount:+d} -> {self.value}" + (
            f" ({self.why})" if self.why else ""
        )


@dataclass(frozen=True)
class CubesTaken(Happening):
    """4.0(1b): every politician's Action Cubes for the round, in seat order."""

    cubes: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return "Action Cubes: " + ", ".join(f"{name} {count}" for name, count in self.cubes)


@dataclass(frozen=True)
class ChallengeWon(Happening):
    """10.2: `winner` takes `role`'s mat from `loser`; their Standings after the exchange."""

    winner: str
    winner_seat: int
    loser: str
    loser_seat: int
    role: str  # the mat taken (a Role value)
    role_title: str

    def __str__(self) -> str:
        return f"{self.winner} Challenges {self.loser} and takes the {self.role_title}'s mat"


@dataclass(frozen=True)
class GovernmentChanged(Happening):
    """The other party forms the Government."""

    government: Party

    def __str__(self) -> str:
        return f"The {self.government.title} Party now forms the Government"


# --- VP, the Pact, the end ---------------------------------------------------------------


@dataclass(frozen=True)
class VPScored(Happening):
    """`amount` VP to `pool` (a pool's name or one politician), for each of `seats`."""

    pool: str
    seats: tuple[int, ...]
    amount: int
    why: str

    def __str__(self) -> str:
        return f"{self.pool} +{self.amount} VP ({self.why})"


@dataclass(frozen=True)
class VPRefused(Happening):
    """An Opposition bonus the Pact does not take."""

    why: str

    def __str__(self) -> str:
        return f"no VP for {self.why}: the Pact does not take it"


@dataclass(frozen=True)
class PactChanged(Happening):
    """The Pact restarts or ends, and why."""

    on: bool  # True: the Pact restarts; False: it ends
    why: str

    def __str__(self) -> str:
        return f"The Pact {'restarts' if self.on else 'ends'} ({self.why})"


@dataclass(frozen=True)
class GameOver(Happening):
    """The game ends, and in what words."""

    reason: str  # the words of the game's end
    kind: str = ""  # engine.state.EndKind's value

    def __str__(self) -> str:
        return f"Game over: {self.reason}"


# --- Elections --------------------------------------------------------------------------


@dataclass(frozen=True)
class ByElection(Happening):
    """8.2: the Government's rounded projection against its MPs; `lost` when below them."""

    projection: int
    mps: int
    lost: bool

    def __str__(self) -> str:
        if self.lost:
            return f"By-Election lost: projection {self.projection} is below {self.mps} MPs"
        return f"By-Election held: projection {self.projection} against {self.mps} MPs, no effect"


@dataclass(frozen=True)
class ElectionMarkerMoved(Happening):
    """The Election Marker taken off the board (`by` the PM postponing, or a Challenge) or put back."""

    on_board: bool
    by: str = ""  # the PM who postponed the Election, if that is why

    def __str__(self) -> str:
        if self.on_board:
            return "The Election Marker returns to the board"
        if self.by:
            return f"{self.by} removes the Election Marker: no Election this round"
        return "The Election Marker is removed"


@dataclass(frozen=True)
class ElectionHeld(Happening):
    """11.1-11.2: the Uncertainty card drawn, the Government's projected seats before it and
    both parties' seats after it."""

    card: CardName
    uncertainty: int
    government: Party
    projected: int
    government_seats: int
    opposition_seats: int

    def __str__(self) -> str:
        return (
            f"Election: Uncertainty {self.uncertainty:+d}; {self.government.title} {self.government_seats} "
            f"seats, {self.government.other.title} {self.opposition_seats}"
        )


@dataclass(frozen=True)
class ElectionDecided(Happening):
    """11.3-11.4: who governs after the Election, and what decided it (seats, a tie,
    Royal Interference, a Challenge)."""

    kept: bool
    decided: str

    def __str__(self) -> str:
        return f"{'The PM keeps office' if self.kept else 'The Opposition takes office'} ({self.decided})"


# --- corrections at the table ----------------------------------------------------------------


@dataclass(frozen=True)
class MarkerSet(Happening):
    """A marker corrected by hand (`set` at the table): what, from and to."""

    marker: str
    start: str
    end: str

    def __str__(self) -> str:
        return f"Corrected: {self.marker} {self.start} -> {self.end}"


def words(effects: "tuple[Happening | str, ...] | list[Happening | str]") -> list[str]:
    """The log's words for `effects`."""
    return [str(effect) for effect in effects]
