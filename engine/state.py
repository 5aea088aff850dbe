"""The game state: one plain dataclass tree that serialises to JSON.

Cards are referred to by name (Uncertainty cards by number as text); the
`Components` give their contents. Nothing here applies a rule: the rule modules do.
"""

from __future__ import annotations

import dataclasses
from dataclasses import field
from enum import Enum
from typing import Any

from dataclasses import dataclass
from engine.components import Party, Sector


class Role(str, Enum):
    PM = "pm"
    OPPOSITION_LEADER = "opposition_leader"
    GOVERNMENT_BACKBENCHER = "government_backbencher"
    OPPOSITION_BACKBENCHER = "opposition_backbencher"

    @property
    def title(self) -> str:  # type: ignore[override]
        return _ROLE_TITLES[self._value_]

    @property
    def mat(self) -> str:
        return (
            "backbencher"
            if self is Role.GOVERNMENT_BACKBENCHER or self is Role.OPPOSITION_BACKBENCHER
            else self._value_
        )

    # set on each member below: read at every step of every game, a plain attribute costs
    # less than a property
    is_leader: bool  # the PM or the Opposition Leader
    in_government: bool  # the PM or the Government Backbencher


for _role in Role:
    _role.is_leader = _role is Role.PM or _role is Role.OPPOSITION_LEADER
    _role.in_government = _role is Role.PM or _role is Role.GOVERNMENT_BACKBENCHER
del _role


_ROLE_TITLES = {
    "pm": "Prime Minister",
    "opposition_leader": "Opposition Leader",
    "government_backbencher": "Government Backbencher",
    "opposition_backbencher": "Opposition Backbencher",
}


class Phase(str, Enum):
    """The steps of Parliamentary Order (4.0)."""

    ROUND_SETUP = "round_setup"
    BILL_SELECTION = "bill_selection"
    ACTIONS = "actions"
    BILL_RESOLUTION = "bill_resolution"
    CHALLENGES = "challenges"
    ELECTION = "election"
    GAME_OVER = "game_over"


class EndKind(str, Enum):
    """What ended the game (`GameEnd.words` says it for the table)."""

    VICTORY = "victory"  # 13.0: a Prime Minister reached the victory total
    ROUND_LIMIT = "round limit"  # a scenario's last round is over: the PM wins
    SCENARIO = "scenario"  # a scenario's own condition: an Agenda, a team's Act, Her Majesty's displeasure...


@dataclass(frozen=True)
class GameEnd:
    """Why the game is over: a kind to match on and the words to show."""

    kind: EndKind
    words: str  # "Disraeli is Prime Minister with 101 VP"

    def __str__(self) -> str:
        return self.words


@dataclass
class SeatState:
    """One politician at the table."""

    index: int
    politician: str  # the Politician Card's name
    party: Party
    role: Role
    standing: int
    favour: int
    vp: int = 0
    cubes: int = 0
    supporters: list[str] = field(default_factory=list)
    mat_side: str = "front"  # the Party Leader mats' side this politician uses (3-player Liberal: reverse)
    resigned: bool = False
    careers: list[str] = field(default_factory=list)  # Career Cards held (names, current side)
    active_careers: list[str] = field(default_factory=list)
    debate_card: str | None = None  # holder key of the Debate Card in hand (None while on the board)
    held_at_turn_start: list[str] = field(default_factory=list)  # Supporters doubled by the Father of the House
    deputy_pm_cube_taken: bool = False

    @property
    def in_government(self) -> bool:
        return self.role.in_government


@dataclass
class DebateCardPlay:
    """A Debate Card played on a bill: by whom, which card and side, and the Votes it moved."""

    seat: int
    card: str  # holder key of the card: government_backbencher | opposition_backbencher | opposition_leader
    side: str  # pact | no_pact
    votes: int  # signed change it made


@dataclass
class BillSlot:
    """A bill on the board: its name, the Parliament marker beside it, who proposed it, the Debate Cards on it."""

    name: str
    adjustment: int  # the Parliament marker beside the slot (-80..+100)
    proposed_by: int | None = None
    debate_cards: list[DebateCardPlay] = field(default_factory=list)


@dataclass
class Pile:
    """A deck of cards on the table: the cards to draw, the discards, and any known to lie on top."""

    draw: list[str] = field(default_factory=list)  # unordered: the dealer picks at random
    discard: list[str] = field(default_factory=list)
    top: list[str] = field(default_factory=list)  # cards known to lie on top (Scenario 5's Riots)


@dataclass
class RoundFlags:
    """Facts that matter only until the end of the round."""

    challenge_winner_pm: int | None = None  # an Opposition Leader who became PM by Challenge
    lost_challenge: list[int] = field(default_factory=list)
    election_held: bool = False
    offered_agreement: list[str] = field(default_factory=list)  # bills offered to the Opposition Leader
    opposition_order: list[int] = field(default_factory=list)
    acted: list[int] = field(default_factory=list)
    turn_under_way: int | None = None  # a seat whose turn had begun when a position was written (engine.position)
    refused_influence: list[int] = field(default_factory=list)  # seats the PM refused this round
    lowered: list[str] = field(default_factory=list)  # "seat:bill" for bills a seat pushed down
    turn_cubes: dict[str, int] = field(
        default_factory=dict
    )  # seat -> cubes held as its turn began (Resigning takes all, 6.2.3)
    refused_rejoin: list[int] = field(default_factory=list)  # Resigned Backbenchers the PM turned away this round
    refused_pact: bool = False  # the Opposition Leader turned down the PM's offer of a Pact this round

    def turn_taken(self, seat: int) -> bool:
        """The seat's action turn this round is over: its turn's steps pass it by (a position
        written in the middle of the Actions phase says so: engine.position)."""
        return seat in self.acted

    def turn_begun(self, seat: int) -> bool:
        """The seat's action turn is over or under way: what comes at its start (the PM's
        Event, the Opposition's Pact question and order, Devonshire's change of sides) is past."""
        return seat in self.acted or self.turn_under_way == seat


@dataclass
class GameState:
    """Everything on the table: the seats, the Government, Popularity, MPs, bills, decks and markers."""

    seats: list[SeatState]
    government: Party
    popularity: dict[str, dict[str, int]]  # Sector value -> party value -> ladder index
    moderates: int
    partisans: int
    slots: list[BillSlot | None]
    piles: dict[str, Pile]  # cross-party, liberal, conservative, supporters, events
    uncertainty: list[str]  # card numbers as text; reshuffled before every draw
    pact: bool = True
    pact_ever_ended: bool = False
    pact_in_game: bool = True
    resignation_in_game: bool = True
    father_in_game: bool = True
    election_marker: bool = True  # on the board
    election_marker_in_game: bool = True
    father_of_the_house: int | None = None  # seat holding the card
    round: int = 1
    phase: Phase = Phase.ROUND_SETUP
    flags: RoundFlags = field(default_factory=RoundFlags)
    revealed: list[str] = field(default_factory=list)  # bills revealed in the current Bill Selection
    hands: dict[str, list[str]] = field(default_factory=dict)  # seat -> bills drawn, hidden
    proposals: dict[str, list[str]] = field(default_factory=dict)  # seat -> bills proposed
    winner: int | None = None
    winners: list[int] = field(default_factory=list)  # team victories (scenarios)
    end: GameEnd | None = None  # set when the game is over
    rules: dict[str, Any] = field(default_factory=dict)  # scenario switches and optional rules
    scenario: str = "standard"
    scenario_state: dict[str, Any] = field(default_factory=dict)
    history: list[dict[str, Any]] = field(default_factory=list)  # one line per round: VP and seats

    # --- lookups -------------------------------------------------------------------

    @property
    def opposition(self) -> Party:
        return self.government.other

    def seat_with(self, role: Role) -> SeatState | None:
        for seat in self.seats:
            if seat.role is role:
                return seat
        return None

    @property
    def pm(self) -> SeatState:
        seat = self.seat_with(Role.PM)
        assert seat is not None
        return seat

    @property
    def opposition_leader(self) -> SeatState:
        seat = self.seat_with(Role.OPPOSITION_LEADER)
        assert seat is not None
        return seat

    @property
    def government_backbencher(self) -> SeatState | None:
        return self.seat_with(Role.GOVERNMENT_BACKBENCHER)

    @property
    def opposition_backbencher(self) -> SeatState | None:
        return self.seat_with(Role.OPPOSITION_BACKBENCHER)

    @property
    def over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def end_reason(self) -> str:
        """The words of `end` ("" while the game goes on)."""
        return self.end.words if self.end is not None else ""

    def bills_on_board(self) -> list[tuple[int, BillSlot]]:
        return [(i, slot) for i, slot in enumerate(self.slots) if slot is not None]

    @property
    def board_is_empty(self) -> bool:
        return all(slot is None for slot in self.slots)

    def position(self, sector: Sector, party: Party) -> int:
        return self.popularity[sector._value_][party._value_]  # the members' words, read directly

    def to_json(self) -> dict[str, Any]:
        plain: dict[str, Any] = _plain(dataclasses.asdict(self))
        plain["end_reason"] = self.end_reason  # the words alone, as saves made before `end` have them
        return plain


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(_plain(k)): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
