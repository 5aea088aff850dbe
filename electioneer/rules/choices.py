"""Decisions and choices: everything the engine asks of the parties and of the table.

A `Decision` names who decides (a party such as `"LAB"`, or `TABLE` for chance: a card dealt,
drawn or revealed), its kind, every legal choice and a prompt. A choice is a small frozen
record whose `str()` is the words a person types (`choose "NHS Pledge"`, `swap Bath Taxes
Growth`, `card Bath`), so a front end can complete and parse choices without knowing a rule.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any, Union

TABLE = "table"  # the owner of chance: the seeded dealer in solo play, the people at a real table


class DecisionKind(StrEnum):
    """What a decision is about; a member is its words."""

    # The table (chance), guide L9, L28-31, L38-40.
    DEAL_CONSTITUENCY = "deal constituency"
    DEAL_THEATRIC = "deal theatric"
    DRAW_POLICY = "draw policy"
    REVEAL_ISSUE = "reveal issue"  # a game on real cards: the table names an issue turned over
    REVEAL_POLICY = "reveal policy"  # a game on real cards: the table names a party's revealed policy
    # The parties.
    PLACE_ISSUES = "place issues"  # LAB, guide L12
    RETURN_POLICY = "return policy"  # guide L42: one policy back to the bottom of the deck
    CHOOSE_POLICY = "choose policy"  # guide L44: one policy face down for the manifesto
    THEATRIC = "theatric"  # play a theatric or pass (guide L31)
    SWAP_ISSUE = "swap issue"  # the week's winner (guide L51), or a swap theatric
    PEEK = "peek"  # a peek theatric: which face-down constituency to look at
    BALANCE_BOOKS = "balance books"  # guide L58: drop a policy until the manifesto balances

    @property
    def is_chance(self) -> bool:
        return self in CHANCE_KINDS


CHANCE_KINDS = frozenset(
    {
        DecisionKind.DEAL_CONSTITUENCY,
        DecisionKind.DEAL_THEATRIC,
        DecisionKind.DRAW_POLICY,
        DecisionKind.REVEAL_ISSUE,
        DecisionKind.REVEAL_POLICY,
    }
)
# Decisions taken face down: another party's view does not show them until the reveal.
HIDDEN_KINDS = frozenset(
    {
        DecisionKind.PLACE_ISSUES,
        DecisionKind.RETURN_POLICY,
        DecisionKind.CHOOSE_POLICY,
        DecisionKind.BALANCE_BOOKS,
        DecisionKind.PEEK,
        DecisionKind.DRAW_POLICY,
        DecisionKind.DEAL_THEATRIC,
    }
)


class IllegalChoice(ValueError):
    """A choice that is not legal at this point of the game."""


class InvalidChoice(ValueError):
    """Words that name no choice."""


def quoted(name: str) -> str:
    return f'"{name}"' if " " in name or not name else name


@dataclass(frozen=True)
class Card:
    """The table's answer: the card dealt, drawn or revealed (a constituency, policy, theatric or issue)."""

    name: str

    def __str__(self) -> str:
        return f"card {quoted(self.name)}"


@dataclass(frozen=True)
class PlaceIssues:
    """LAB's two face-down issues for the constituency the decision is about."""

    first: str
    second: str

    def __str__(self) -> str:
        return f"issues {self.first} {self.second}"


@dataclass(frozen=True)
class ReturnPolicy:
    """Put a policy from the hand back at the bottom of the policy deck."""

    policy: str

    def __str__(self) -> str:
        return f"return {quoted(self.policy)}"


@dataclass(frozen=True)
class ChoosePolicy:
    """Put a policy from the hand face down for the manifesto."""

    policy: str

    def __str__(self) -> str:
        return f"choose {quoted(self.policy)}"


@dataclass(frozen=True)
class PlayTheatric:
    """Play a theatric; `target` names the party it is aimed at, when it is aimed at one."""

    theatric: str
    target: str = ""

    def __str__(self) -> str:
        return f"play {quoted(self.theatric)}" + (f" on {self.target}" if self.target else "")


@dataclass(frozen=True)
class Swap:
    """Swap the issue `out` of a revealed constituency for `into`, taken from the spare issues."""

    constituency: str
    out: str
    into: str

    def __str__(self) -> str:
        return f"swap {quoted(self.constituency)} {self.out} {self.into}"


@dataclass(frozen=True)
class Peek:
    """Look at the face-down issues of a constituency not yet revealed."""

    constituency: str

    def __str__(self) -> str:
        return f"peek {quoted(self.constituency)}"


@dataclass(frozen=True)
class DropPolicy:
    """Election day: take a policy out of the manifesto to balance the books."""

    policy: str

    def __str__(self) -> str:
        return f"drop {quoted(self.policy)}"


@dataclass(frozen=True)
class Pass:
    """Play no theatric now, or make no swap."""

    def __str__(self) -> str:
        return "pass"


Choice = Union[Card, PlaceIssues, ReturnPolicy, ChoosePolicy, PlayTheatric, Swap, Peek, DropPolicy, Pass]
CHOICE_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (Card, PlaceIssues, ReturnPolicy, ChoosePolicy, PlayTheatric, Swap, Peek, DropPolicy, Pass)
}


@dataclass(frozen=True)
class Decision:
    """Who decides, what about, and every legal choice.

    `subject` is the party a table decision is for (whose hand a policy is drawn into, whose
    policy is revealed); `about` names the constituency an issue decision is about."""

    owner: str
    kind: DecisionKind
    choices: tuple[Choice, ...]
    prompt: str = ""
    subject: str | None = None
    about: str | None = None

    @property
    def is_chance(self) -> bool:
        return self.owner == TABLE

    @property
    def hidden(self) -> bool:
        """Taken face down: other parties' views show that it was taken, not what was chosen."""
        return self.kind in HIDDEN_KINDS

    def find(self, text: str) -> Choice:
        """The choice whose words are `text` (any case, any spacing, quotes optional), or the
        only choice that begins with them."""
        wanted = _plain(text)
        by_text = {_plain(str(c)): c for c in self.choices}
        if wanted in by_text:
            return by_text[wanted]
        matches = [c for t, c in by_text.items() if t.startswith(wanted)] if wanted else []
        if len(matches) == 1:
            return matches[0]
        if not matches:
            shown = ", ".join(str(c) for c in self.choices[:6]) + (" ..." if len(self.choices) > 6 else "")
            raise InvalidChoice(f"{text.strip()!r} is not a legal choice for {self.kind}; try one of: {shown}")
        raise InvalidChoice(f"{text.strip()!r} could be any of: " + ", ".join(str(c) for c in matches[:6]))


def _plain(text: str) -> str:
    return " ".join(text.replace('"', " ").split()).casefold()


def choice_to_json(choice: Choice) -> dict[str, Any]:
    return {"type": type(choice).__name__, **asdict(choice)}


def choice_from_json(data: Any) -> Choice:
    if not isinstance(data, dict):
        raise InvalidChoice(f"a saved choice must be a mapping, not {type(data).__name__}")
    fields = dict(data)
    cls = CHOICE_TYPES.get(str(fields.pop("type", None)))
    if cls is None:
        raise InvalidChoice(f"unknown choice type {data.get('type')!r} (expected one of {', '.join(CHOICE_TYPES)})")
    try:
        return cls(**{k: str(v) for k, v in fields.items()})  # type: ignore[no-any-return]
    except TypeError:
        raise InvalidChoice(f"a saved {cls.__name__} has the wrong fields: {', '.join(map(str, fields))}") from None
