"""Decisions and choices: the engine's whole interface to players and the table.

A `Decision` names who decides (a seat index, or `TABLE` for a card draw), what kind
of decision it is, and every legal choice. Choices are small frozen records whose
`str()` is the words a person types at the prompt (`campaign gentry 2`), so the
interactive session can complete and parse them without knowing any rule.

One word, one meaning: `bill` is always a bill's name (`Propose`, `Select`); `slot` is the
place of a bill on the board counted 1-3 as players count them (`Vote(2)`, `Debate(1, -20)`,
`PlaySupporter(..., slot=2)`, `BillInPlay.slot`); inside the engine a 0-based place in
`state.slots` is a `slot_index`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Union
from dataclasses import asdict

from dataclasses import dataclass

from engine.named import CardName

TABLE = -1  # the owner of every card draw: answered by a seeded dealer or by a person at the table


class DecisionKind(StrEnum):
    """What a decision is about. A member is its words (`str(kind)`, `kind == "action"`), so
    saves, prompts and old string comparisons read the same; a front end or a bot matches
    members, and a new kind shows up here rather than somewhere in a rule module."""

    # Seats' decisions, in the order of play.
    DRAW_BILL = "draw bill"  # 5.0: which deck to draw a bill from
    PROPOSE_BILL = "propose bill"
    SELECT_BILL = "select bill"
    RESTART_PACT = "restart pact"
    OPPOSITION_ORDER = "opposition order"
    END_PACT = "end pact"
    PROPOSE_PACT = "propose pact"
    AGREE_PACT = "agree pact"
    PACT_OFFER = "pact offer"  # 3.1.3: the PM's offer, answered by the Opposition Leader
    ACTION = "action"  # an action turn: every action, Supporter play and `end`
    DEPUTY_PM = "deputy pm"
    PERMIT_INFLUENCE = "permit influence"
    PERMIT_REJOIN = "permit rejoin"
    ASK_REJOIN = "ask rejoin"  # 3.2.2: a Resigned Backbencher, between an Election and the next round's VP
    KEEP_SUPPORTER = "keep supporter"
    HOLD_LIMIT = "hold limit"
    DEBATE_CARD = "debate card"  # a Debate Card's reward option
    EVENT = "event"  # 8.0: the PM picks an Event option
    RESOLVE_BILL = "resolve bill"
    AGREEMENT = "agreement"
    CHALLENGE = "challenge"
    ELECTION = "election"  # hold the Election or remove the Election Marker
    ROYAL_INTERFERENCE = "royal interference"
    # Scenarios and optional rules.
    QUESTION_TIME = "question time"
    CALL_QUESTIONER = "call questioner"
    QUESTION = "question"
    SAVE_CUBE = "save cube"
    SAVED_CUBE = "saved cube"
    CHANGE_SIDES = "change sides"
    PLAY_HIDDEN_SUPPORTER = "play hidden supporter"
    # The table's card draws (owner TABLE).
    DRAW_CROSS_PARTY = "draw cross-party"
    DRAW_LIBERAL = "draw liberal"
    DRAW_CONSERVATIVE = "draw conservative"
    DRAW_SUPPORTERS = "draw supporters"
    DRAW_EVENTS = "draw events"
    DRAW_QUESTION_TIME_EVENT = "draw question time event"  # secret: the log masks the card
    DRAW_EVENTS_UNSEEN = "draw events unseen"  # secret: the log masks the card
    UNCERTAINTY = "uncertainty"
    # A marker corrected by hand at the table (not a decision the rules pose: `Game.correct`).
    CORRECTION = "correction"

    @property
    def is_draw(self) -> bool:
        """A card draw: the table's decision, answered by the dealer or the card drawn."""
        return self in TABLE_KINDS

    @classmethod
    def draw_from(cls, pile: str) -> "DecisionKind":
        """The draw from the pile named `pile` (`draw liberal`)."""
        return cls(f"draw {pile}")


TABLE_KINDS = frozenset(
    {
        DecisionKind.DRAW_CROSS_PARTY,
        DecisionKind.DRAW_LIBERAL,
        DecisionKind.DRAW_CONSERVATIVE,
        DecisionKind.DRAW_SUPPORTERS,
        DecisionKind.DRAW_EVENTS,
        DecisionKind.DRAW_QUESTION_TIME_EVENT,
        DecisionKind.DRAW_EVENTS_UNSEEN,
        DecisionKind.UNCERTAINTY,
    }
)


class IllegalChoice(ValueError):
    """A choice that is not legal at this point of the game."""


class InvalidChoice(ValueError):
    """Text that does not name any choice."""


def _quote(name: str) -> str:
    return f'"{name}"' if " " in name or not name else name


def _signed(n: int) -> str:
    return f"{n:+d}"


# --- Table (chance) ------------------------------------------------------------------


@dataclass(frozen=True)
class Reveal:
    """The card the table draws: a bill, Supporter, Event, or Uncertainty card number."""

    card: CardName

    def __str__(self) -> str:
        return f"card {_quote(self.card)}"


@dataclass(frozen=True)
class Correct:
    """A marker set by hand (`set standing "Sir Robert Peel" 7`): not an answer to a decision
    but a correction the table makes at any time (`Game.correct`, engine.position).
    `target` names the politician, the Sector and party (`Gentry liberal`) or the bill slot."""

    marker: str
    target: str
    value: str

    def __str__(self) -> str:
        target = _quote(self.target) if self.marker in ("standing", "favour", "vp", "cubes") else self.target
        words = ["set", self.marker, *([target] if target else []), self.value]
        return " ".join(words)


# --- Answers -------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """Yes or no: end the Pact, accept an agreement, permit Influence, Challenge..."""

    yes: bool

    def __str__(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True)
class Option:
    """Pick one numbered option (an Event option, a Debate Card reward)."""

    number: int
    label: str = ""

    def __str__(self) -> str:
        return f"option {self.number}" + (f" {_quote(self.label)}" if self.label else "")


# --- Bill Selection (5.0) ------------------------------------------------------------


@dataclass(frozen=True)
class DrawFrom:
    """Draw a bill from a deck (cross-party, liberal or conservative)."""

    deck: str  # cross-party | liberal | conservative

    def __str__(self) -> str:
        return f"draw {self.deck}"


@dataclass(frozen=True)
class Propose:
    """Propose a bill from the hand."""

    bill: CardName

    def __str__(self) -> str:
        return f"propose {_quote(self.bill)}"


@dataclass(frozen=True)
class Select:
    """Select a revealed bill for the board (the PM)."""

    bill: CardName

    def __str__(self) -> str:
        return f"select {_quote(self.bill)}"


# --- Actions (6.0, 7.0) --------------------------------------------------------------


@dataclass(frozen=True)
class Campaign:
    """Campaign in a Sector."""

    sector: str
    level: int = 1
    party: str | None = None  # only for effects that may target either party
    via: str = ""  # a Career Card granting the action

    def __str__(self) -> str:
        extra = f" for {self.party.capitalize()}" if self.party else ""  # a party's name is a proper noun
        via = f" via {_quote(self.via)}" if self.via else ""
        return f"campaign {_quote(self.sector.lower())} {self.level}{extra}{via}"


@dataclass(frozen=True)
class Debate:
    """Debate a bill, moving its Votes."""

    slot: int  # the bill's slot, 1-3 as players count them
    votes: int  # signed: +10, -20...
    via: str = ""

    def __str__(self) -> str:
        via = f" via {_quote(self.via)}" if self.via else ""
        return f"debate {self.slot} {_signed(self.votes)}{via}"


@dataclass(frozen=True)
class Flatter:
    """Flatter a politician, moving their Favour."""

    level: int
    target: int  # seat
    amount: int  # signed Favour change
    via: str = ""

    def __str__(self) -> str:
        via = f" via {_quote(self.via)}" if self.via else ""
        return f"flatter {self.level} seat {self.target + 1} {_signed(self.amount)}{via}"


@dataclass(frozen=True)
class Hobnob:
    """Hobnob, drawing Supporters."""

    level: int

    def __str__(self) -> str:
        return f"hobnob {self.level}"


@dataclass(frozen=True)
class Influence:
    """Influence MPs from one column to the other."""

    mps: int
    to: str  # partisan | moderate: the column the MPs move into
    via: str = ""

    def __str__(self) -> str:
        via = f" via {_quote(self.via)}" if self.via else ""
        return f"influence {self.mps} to {self.to}{via}"


@dataclass(frozen=True)
class PlaySupporter:
    """Play a Supporter's option, with the bill, sign, party or player it points at."""

    card: CardName
    option: int  # 1 or 2
    slot: int | None = None  # the bill's slot (1-3) for a Votes effect; typed `bill 2`
    sign: int | None = None  # +1 / -1 for a "±" Votes effect
    party: str | None = None  # for a pointing-finger Popularity effect
    player: int | None = None  # seat, for a pointing-finger Standing or Favour effect
    sign_player: int | None = None  # +1 / -1 for a "±" Favour effect
    to: str | None = None  # partisan | moderate for an Influence effect

    def __str__(self) -> str:
        parts = [f"play {_quote(self.card)} {self.option}"]
        if self.slot is not None:
            parts.append(f"bill {self.slot}")
        if self.sign is not None:
            parts.append("up" if self.sign > 0 else "down")
        if self.party:
            parts.append(self.party.capitalize())  # a party's name is a proper noun: typed in any case
        if self.player is not None:
            parts.append(f"seat {self.player + 1}")
        if self.sign_player is not None:
            parts.append("raise" if self.sign_player > 0 else "lower")
        if self.to:
            parts.append(f"to {self.to}")
        return " ".join(parts)


@dataclass(frozen=True)
class Discard:
    """Discard a card from the hand."""

    card: CardName

    def __str__(self) -> str:
        return f"discard {_quote(self.card)}"


@dataclass(frozen=True)
class Keep:
    """Keep a card drawn."""

    card: CardName

    def __str__(self) -> str:
        return f"keep {_quote(self.card)}"


@dataclass(frozen=True)
class PlayDebateCard:
    """Play one's Debate Card on a bill."""

    slot: int  # the bill's slot, 1-3

    def __str__(self) -> str:
        return f"debate-card {self.slot}"


@dataclass(frozen=True)
class Resign:
    """Resign from the Government."""

    def __str__(self) -> str:
        return "resign"


@dataclass(frozen=True)
class TakeCube:
    """Deputy PM: take one of the PM's Action Cubes."""

    def __str__(self) -> str:
        return "take-cube"


@dataclass(frozen=True)
class Rejoin:
    """A Resigned Government Backbencher asks to rejoin the Government."""

    def __str__(self) -> str:
        return "rejoin"


@dataclass(frozen=True)
class ProposePact:
    """The PM asks the Opposition Leader to restart the Pact by agreement (3.1.3)."""

    def __str__(self) -> str:
        return "propose pact"


@dataclass(frozen=True)
class EndTurn:
    """End the turn."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Order:
    """The Opposition Leader's order of Opposition action turns (seats)."""

    seats: tuple[int, ...]

    def __str__(self) -> str:
        return "order " + " ".join(str(s + 1) for s in self.seats)


# --- Bill Resolution (9.0), Elections (11.0) ----------------------------------------


@dataclass(frozen=True)
class Agreement:
    """Offer a bill for agreement; the other side answers."""

    slot: int  # the bill's slot, 1-3

    def __str__(self) -> str:
        return f"agree {self.slot}"


@dataclass(frozen=True)
class Vote:
    """Put a bill to a Vote."""

    slot: int  # the bill's slot, 1-3

    def __str__(self) -> str:
        return f"vote {self.slot}"


@dataclass(frozen=True)
class Withdraw:
    """Withdraw a bill."""

    slot: int  # the bill's slot, 1-3

    def __str__(self) -> str:
        return f"withdraw {self.slot}"


@dataclass(frozen=True)
class HoldElection:
    """Hold the Election now."""

    def __str__(self) -> str:
        return "election"


@dataclass(frozen=True)
class PostponeElection:
    """11.0: the PM takes the Election Marker off the board instead of holding the Election."""

    def __str__(self) -> str:
        return "postpone"


Choice = Union[
    Reveal,
    Answer,
    Option,
    DrawFrom,
    Propose,
    Select,
    Campaign,
    Debate,
    Flatter,
    Hobnob,
    Influence,
    PlaySupporter,
    Discard,
    Keep,
    PlayDebateCard,
    Resign,
    TakeCube,
    Rejoin,
    ProposePact,
    EndTurn,
    Order,
    Agreement,
    Vote,
    Withdraw,
    HoldElection,
    PostponeElection,
    Correct,
]

# --- What a decision is about (`Decision.about`) -------------------------------------


@dataclass(frozen=True)
class BillInPlay:
    """A bill on the board: its name and its slot (1-3, as players count them)."""

    name: CardName
    slot: int


@dataclass(frozen=True)
class InfluenceRequest:
    """A seat asks the PM's leave to move MPs (3.1, 3.2), by an action or a Supporter (`via`)."""

    seat: int
    mps: int
    to: str  # partisan | moderate: the column the MPs move into
    via: str = ""  # the Career Card or Supporter that grants it, if any


@dataclass(frozen=True)
class EventCard:
    """The Event card the PM resolves."""

    name: CardName


@dataclass(frozen=True)
class DebateCardResult:
    """A Debate Card paying out: which card, which side (the Pact's or not), pass or fail."""

    card: CardName
    pact: bool
    passed: bool


@dataclass(frozen=True)
class ChangeOfSides:
    """Scenario 7: the offer to `leave` the Liberals or to `join` the Conservatives."""

    move: str  # leave | join


Subject = Union[BillInPlay, InfluenceRequest, EventCard, DebateCardResult, ChangeOfSides]

CHOICE_TYPES: dict[str, type] = {cls.__name__: cls for cls in Choice.__args__}  # type: ignore[attr-defined]
CHOICE_TYPES["RemoveElectionMarker"] = PostponeElection  # its name in saves made before it was named for its words
# Saves made before `bill` meant only a bill's name stored a board slot as `bill`.
_OLD_SLOT_FIELD = {cls.__name__: "bill" for cls in (Debate, PlaySupporter, PlayDebateCard, Agreement, Vote, Withdraw)}


@dataclass(frozen=True)
class Decision:
    """Who must decide, what about, and every legal choice."""

    owner: int  # a seat index, or TABLE
    kind: DecisionKind
    choices: tuple[Choice, ...]
    prompt: str = ""
    deck: str | None = None  # a card draw: the deck drawn from (a pile name, or "uncertainty")
    subject: int | None = None  # a card draw: the seat it is for (whose card it becomes, or who resolves it)
    about: Subject | None = None  # what is decided on: the bill, the Influence asked for, the Event card...

    @property
    def is_chance(self) -> bool:
        return self.owner == TABLE

    def find(self, text: str) -> Choice:
        """The choice whose words are `text`, or a unique choice starting with it."""
        wanted = " ".join(text.split()).lower()
        by_text = {str(c).lower(): c for c in self.choices}
        if wanted in by_text:
            return by_text[wanted]
        matches = [c for t, c in by_text.items() if t.startswith(wanted)]
        if len(matches) == 1:
            return matches[0]
        if not matches:
            raise InvalidChoice(f"{text!r} is not a legal choice here; try one of: " + ", ".join(sorted(by_text)[:8]))
        raise InvalidChoice(f"{text!r} could be any of: " + ", ".join(str(c) for c in matches[:8]))


def choice_to_json(choice: Choice) -> dict[str, object]:
    return {"type": type(choice).__name__, **asdict(choice)}


def current_choice_json(data: dict[str, object]) -> dict[str, object]:
    """A choice's JSON as this version writes it: an older save's field names read as today's
    (a board slot saved as `bill` becomes `slot`); anything else is returned as it is."""
    old = _OLD_SLOT_FIELD.get(str(data.get("type")))
    if old is None or old not in data or "slot" in data:
        return data
    data = dict(data)
    data["slot"] = data.pop(old)
    return data


def choice_from_json(data: dict[str, object]) -> Choice:
    data = dict(current_choice_json(data))
    kind = data.pop("type", None)
    cls = CHOICE_TYPES.get(str(kind))
    if cls is None:
        raise InvalidChoice(f"unknown choice type {kind!r}")
    if cls is Order:
        data["seats"] = tuple(data["seats"])  # type: ignore[arg-type]
    return cls(**data)  # type: ignore[no-any-return]
