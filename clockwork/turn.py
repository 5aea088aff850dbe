"""What a Clockwork play looks at (`Turn`) and proposes (`Candidate`), and the words of a
reason for any choice (`describe`). The plays themselves are in `clockwork.plays` and
`clockwork.legislation`."""

from __future__ import annotations

from dataclasses import field
from itertools import repeat
from operator import is_
from typing import Any, NamedTuple, TypeVar

from clockwork.appraise import WIN, Appraiser, BillOnBoard
from clockwork.data import BillPointer, ClockworkCard, Level, Profile, SectorPointer

from dataclasses import dataclass
from engine import (
    Ability,
    Answer,
    Campaign,
    Choice,
    Debate,
    Decision,
    EndTurn,
    Flatter,
    Hobnob,
    Influence,
    Party,
    PlayDebateCard,
    PlaySupporter,
    Rejoin,
    Resign,
    Role,
    Sector,
)

Reply = tuple[Choice, str, str]  # an answer: the choice, the play in words, the numbers behind it
BillKey = tuple[int, int] | tuple[int]  # Turn.bill_key: the order in which tied bills are preferred
SectorKey = tuple[float, int] | tuple[int]  # Turn.sector_key: the order in which tied Sectors are preferred
K = TypeVar("K")  # the tie-break key of a play's candidates (_best)

HOARD_FROM_VP = 70  # the PM's VP from which an Opposition Backbencher hoards for the Father of the House


def vp_words(value: float, sign: bool = False, *, pm: bool = True) -> str:
    """A value in VP as a person reads it (`4.3 VP`, with `sign` `+4.3 VP`). A value that
    counts a victory (appraise.WIN VP when the seat is the PM who would win, minus that when a
    rival PM would) is no number a person can weigh: it is said as the share of a victory it
    holds. For the PM (`pm`): `a 50% chance of victory`, `certain victory`; for anyone else a
    gain is a rival's victory made less likely (`50% less risk of a rival's victory`) and a loss
    more likely (`a 17% risk of a rival's victory`)."""
    if abs(value) < WIN / 10:
        return f"{value:+.1f} VP" if sign else f"{value:.1f} VP"
    share = min(1.0, abs(value) / WIN)
    if pm and value > 0:
        return "certain victory" if share >= 0.985 else f"a {share:.0%} chance of victory"
    if value > 0:
        return "a rival's victory averted" if share >= 0.985 else f"{share:.0%} less risk of a rival's victory"
    if pm:
        return "defeat" if share >= 0.985 else f"a {share:.0%} risk of defeat"
    return "a rival's victory" if share >= 0.985 else f"a {share:.0%} risk of a rival's victory"


def vp_pair(first: float, second: float, *, pm: bool = True) -> tuple[str, str]:
    """Two VP values in words, with as many decimals as it takes to tell them apart (so a
    reason never says -4.9 is less than -4.9); values that count a victory as `vp_words` says them."""
    if max(abs(first), abs(second)) >= WIN / 10:
        return vp_words(first, sign=True, pm=pm), vp_words(second, sign=True, pm=pm)
    for digits in (1, 2, 3):
        a, b = f"{first:+.{digits}f}", f"{second:+.{digits}f}"
        if a != b or first == second:
            break
    return f"{a} VP", f"{b} VP"


class Candidate(NamedTuple):  # a tuple: made for every play tried, cheaper than a frozen record
    choice: Choice
    what: str  # the play in words: "Debate -20 Votes on Public Health Act"
    why: str  # the numbers that decided it
    value: float = 0.0
    intent: str = ""  # a key of policy.INTENTS when the play's own intent would not fit this move


@dataclass
class Turn:
    """Everything a play may look at."""

    appraiser: Appraiser
    decision: Decision
    card: ClockworkCard
    profile: Profile
    level: Level
    memo: dict[str | tuple[object, ...], Any] = field(
        default_factory=dict, repr=False, compare=False
    )  # answers kept for this decision (clockwork.legislation)

    def __post_init__(self) -> None:
        # read at every play: plain attributes, not properties
        self.state = self.appraiser.state
        self.me = self.appraiser.me

    def of(self, kind: type) -> list[Any]:  # Any: the kind's own records (a play reuses one loop name for two kinds)
        """The legal choices of one kind (found once per decision: read it, do not change it)."""
        key = ("of", kind)
        found: list[Any] | None = self.memo.get(key)
        if found is None:
            found = self.memo[key] = [c for c in self.decision.choices if isinstance(c, kind)]
        return found

    def bill_key(self, item: BillOnBoard) -> BillKey:
        """The card's bill pointer: the order in which tied bills are preferred."""
        pointer = self.card.bill_pointer
        if pointer is BillPointer.MOST_VP:
            return (-item.bill.vp, item.slot_index)
        if pointer is BillPointer.WEAKEST:
            return (item.projected, item.slot_index)
        if pointer is BillPointer.STRONGEST:
            return (-item.projected, item.slot_index)
        if pointer is BillPointer.LAST_SLOT:
            return (-item.slot_index,)
        return (item.slot_index,)

    def sector_key(self, sector: Sector) -> SectorKey:
        """The card's sector pointer: the order in which tied Sectors are preferred."""
        pointer = self.card.sector_pointer
        order = list(Sector)
        if pointer is SectorPointer.PREFERRED:
            listed = list(self.profile.sectors)
            return (listed.index(sector) if sector in listed else len(listed), order.index(sector))
        if pointer is SectorPointer.WEAKEST:
            ladder = self.appraiser.components.board.ladder(sector, self.me.party)
            position = self.state.position(sector, self.me.party)
            return (position / max(1, len(ladder.positions) - 1), order.index(sector))
        if pointer is SectorPointer.RICHEST:
            return (-self.appraiser.step_points(sector, self.me.party, 1), order.index(sector))
        if pointer is SectorPointer.LAST:
            return (-order.index(sector),)
        return (order.index(sector),)

    def hoarding(self) -> bool:
        """An Opposition Backbencher whose list has `hoard` builds a hand for the Father of the
        House once the PM has HOARD_FROM_VP VP (the card comes at 90)."""
        return (
            self.me.role is Role.OPPOSITION_BACKBENCHER
            and "hoard" in self.profile.plays[self.me.role.value]
            and self.state.pm.vp >= HOARD_FROM_VP
        )

    def supporters_allowed(self) -> bool:
        """A hoarder plays Supporters only with the Father of the House card in hand (they
        are doubled) or with a full hand of four."""
        if not self.hoarding():
            return True
        return self.state.father_of_the_house == self.me.index or len(self.me.supporters) >= 4


def offered(choice: Choice, choices: tuple[Choice, ...]) -> bool:
    """`choice in choices`, looking for the offered record itself first: a play mostly proposes
    one of them, and comparing field by field with every record before it costs more."""
    return any(map(is_, choices, repeat(choice))) or choice in choices


def yes_no(decision: Decision, yes: bool) -> Choice:
    """`yes` or `no` as the decision offers it (its first choice if it offers neither)."""
    wanted = Answer(yes)
    return wanted if wanted in decision.choices else decision.choices[0]


def _best(cands: list[tuple[float, K, Candidate]]) -> Candidate | None:
    if not cands:
        return None
    cands.sort(key=lambda c: (-round(c[0], 3), c[1]))
    return cands[0][2]


def bill_name(turn: Turn, slot: int) -> str:
    item = turn.state.slots[slot]
    return item.name if item is not None else f"slot {slot + 1}"


def describe(turn: Turn, choice: Choice) -> str:
    """A choice in the words of a reason."""
    if isinstance(choice, Debate):
        name = bill_name(turn, choice.slot - 1)
        if choice.via:
            return f"{choice.via}: Debate {choice.votes:+d} on {name}"
        return f"Debate {choice.votes:+d} Votes on {name}"  # the cubes follow from the Votes
    if isinstance(choice, Campaign):
        via = f" ({choice.via})" if choice.via else ""
        return f"Campaign {choice.sector} {choice.level}{via}"
    if isinstance(choice, Flatter):
        target = turn.state.seats[choice.target].politician
        via = f" ({choice.via})" if choice.via else ""
        return f"Flatter: {choice.amount:+d} Favour for {target}{via}"
    if isinstance(choice, Hobnob):
        return f"Hobnob {choice.level}"
    if isinstance(choice, Influence):
        via = f" ({choice.via})" if choice.via else ""
        return f"Influence {choice.mps} MPs to {choice.to}{via}"
    if isinstance(choice, PlaySupporter):
        option = turn.appraiser.components.supporter(choice.card).options[choice.option - 1]
        extra = []
        if choice.slot is not None:
            extra.append(f"{'+' if (choice.sign or 1) > 0 else '-'} on {bill_name(turn, choice.slot - 1)}")
        if choice.party:
            extra.append(f"{Party(choice.party).title} Party")
        if choice.player is not None:
            who = turn.state.seats[choice.player].politician
            extra.append(
                who if choice.sign_player is None else f"{'raise' if choice.sign_player > 0 else 'lower'} {who}"
            )
        if choice.to:
            extra.append(f"to {choice.to}")
        return f"play {choice.card} ({option.label}{', ' + ', '.join(extra) if extra else ''})"
    if isinstance(choice, PlayDebateCard):
        return f"Debate Card under {bill_name(turn, choice.slot - 1)}"
    if isinstance(choice, Resign):
        return "Resign"
    if isinstance(choice, Rejoin):
        return "ask to rejoin the Government"
    if isinstance(choice, EndTurn):
        return "end the turn"
    return str(choice)


def _father(turn: Turn, card: str) -> int:
    """7.4: the Father of the House doubles a Supporter held since the start of the turn."""
    me = turn.me
    return 2 if turn.state.father_of_the_house == me.index and card in me.held_at_turn_start else 1


def pm_push_per_round(a: Appraiser) -> int:
    """What a PM can usually add to one bill in a round: two cubes of its best push."""
    politician = a.components.politician(a.pm.politician)
    return 20 * max(politician.level(Ability.DEBATE), politician.level(Ability.INFLUENCE), 1)


def opposition_push_per_round(a: Appraiser) -> int:
    if a.state.pact:
        return 0
    politician = a.components.politician(a.ol.politician)
    return 20 * max(politician.level(Ability.DEBATE), 1)
