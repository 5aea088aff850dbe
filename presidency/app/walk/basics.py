"""How the table session walks through the procedures: a walk is a generator that yields
`Say` (lines to show) and `Ask` (a question, with how to read its answer); the session
sends each answer back, read by `Ask.read`, which raises `AnswerError` (one line) for an
answer it cannot take: the session shows the line and asks again, and only answers taken
are recorded, so replaying them rebuilds the game exactly (undo, saves).

This module also holds the small steps several procedures share: reading a number, a die or
yes/no; paying influence; changing popularity and Public Support.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Generator, TypeVar, Union

from presidency.procedures.dice import FACES
from presidency.procedures.support import Party
from presidency.state import Statesman, Table, TableError

T = TypeVar("T")


class AnswerError(ValueError):
    """An answer the current question cannot take; the message is one line."""


class SkipPhase(Exception):
    """Thrown into a walk when the table types `skip`: the phase under way ends."""


@dataclass(frozen=True)
class Say:
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Ask:
    """A question: `prompt` (short, on the prompt line), `lines` shown above it, `read`
    turning the typed answer into what the walk needs, `words` for Tab, `choices` for `?`
    (what to type, what it does), `default` what Enter answers."""

    prompt: str
    lines: tuple[str, ...]
    read: Callable[[str], Any]
    words: tuple[str, ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    default: str | None = None
    phase: str = ""


Step = Union[Say, Ask]
Walk = Generator[Step, Any, T]


def say(*lines: str) -> Walk[None]:
    yield Say(tuple(lines))


def ask(
    prompt: str,
    lines: list[str] | tuple[str, ...],
    read: Callable[[str], Any],
    *,
    words: tuple[str, ...] = (),
    choices: tuple[tuple[str, str], ...] = (),
    default: str | None = None,
) -> Walk[Any]:
    answer = yield Ask(prompt, tuple(lines), read, words, choices, default)
    return answer


def checked(read: Callable[[str], T]) -> Callable[[str], T]:
    """`read` with a table lookup's fault (a name not found) as an AnswerError."""

    def reading(text: str) -> T:
        try:
            return read(text)
        except TableError as exc:
            raise AnswerError(str(exc)) from None

    return reading


def number(text: str, what: str, *, least: int | None = None, most: int | None = None) -> int:
    try:
        value = int(text.strip(), 10)
    except ValueError:
        raise AnswerError(f"{text.strip()!r} is not a whole number of {what}") from None
    if least is not None and value < least:
        raise AnswerError(f"{value} {what}: at least {least}")
    if most is not None and value > most:
        raise AnswerError(f"{value} {what}: at most {most}")
    return value


def die(text: str) -> int:
    """A face of the die the table rolled."""
    value = number(text, "pips on the die")
    if value not in FACES:
        raise AnswerError(f"{value} is not a face of the die: 1 to 6")
    return value


def yes_no(text: str) -> bool:
    word = text.strip().lower()
    if word in ("y", "yes"):
        return True
    if word in ("n", "no"):
        return False
    raise AnswerError(f"{text.strip()!r}: yes or no")


def die_question(prompt: str, what: str) -> Walk[int]:
    face: int = yield from ask(prompt, [f"Roll the die for {what}: what shows? (1-6)"], die, words=tuple("123456"))
    return face


# --- influence, popularity, support ---------------------------------------------------------------


def can_pay(table: Table, player: str, amount: int) -> str | None:
    """None if `player` has `amount` influence in supply and on his cards together."""
    if amount < 0:
        return f"{amount} influence: what is spent is 0 or more"
    have = table.available_influence(player)
    if amount > have:
        return f"{player} has {have} influence ({_holdings(table, player)}): not {amount}"
    return None


def pay(
    table: Table, player: str, amount: int, statesman: Statesman | None = None, *, supply_only: bool = False
) -> str:
    """Take `amount` from `player`: his supply first, then the named statesman's card, then
    his other cards in the order listed (docs/presidency/rules-decisions.md). Where it came from."""
    problem = (
        can_pay(table, player, amount)
        if not supply_only
        else (
            None
            if amount <= table.player(player).influence
            else f"{player} has {table.player(player).influence} influence in supply: not {amount}"
        )
    )
    if problem:
        raise AnswerError(problem)
    owner = table.player(player)
    parts = []
    taken = min(owner.influence, amount)
    owner.influence -= taken
    left = amount - taken
    if taken:
        parts.append(f"{taken} from supply")
    cards = table.controlled_by(player)
    if statesman is not None and statesman in cards:
        cards = [statesman, *[c for c in cards if c is not statesman]]
    for card in cards:
        if not left:
            break
        off = min(card.influence, left)
        if off:
            card.influence -= off
            left -= off
            parts.append(f"{off} from {card.name}'s card")
    return ", ".join(parts) if parts else "nothing"


def _holdings(table: Table, player: str) -> str:
    cards = [f"{s.name} {s.influence}" for s in table.controlled_by(player) if s.influence]
    return f"supply {table.player(player).influence}" + (", on cards: " + ", ".join(cards) if cards else "")


def change_popularity(statesman: Statesman, amount: int) -> str:
    """Popularity cubes on or off a card; a card has no cubes below none, so a loss stops
    there (docs/presidency/rules-decisions.md)."""
    if amount >= 0:
        statesman.cubes += amount
        return f"{statesman.name} +{amount} popularity ({statesman.total_popularity})"
    lost = min(-amount, statesman.cubes)
    statesman.cubes -= lost
    if not lost:
        return f"{statesman.name} has no popularity cube to lose ({statesman.total_popularity})"
    short = f"; {-amount - lost} more not taken: no cube left" if lost < -amount else ""
    return f"{statesman.name} -{lost} popularity ({statesman.total_popularity}{short})"


def move_support(table: Table, party: Party, amount: int) -> str:
    table.public_support = table.public_support.moved(party, amount)
    verb = "receive" if amount >= 0 else "lose"
    return f"the {party.value}s {verb} {abs(amount)} Public Support: now {table.public_support}"


def statesman_of(table: Table, player: str, name: str) -> Statesman:
    """One of `player`'s statesmen in play (the activities name one, line 194)."""
    try:
        statesman = table.statesman(name)
    except TableError as exc:
        raise AnswerError(str(exc)) from None
    if statesman.player != player:
        raise AnswerError(f"{statesman.name} is {statesman.player or 'nobody'}'s, not {player}'s")
    return statesman


@dataclass
class Leaders:
    """The party leaders settled at the start of a turn (line 156)."""

    by_party: dict[Party, str] = field(default_factory=dict)


def capital(text: str) -> str:
    """`text` as the start of a sentence."""
    return text[:1].upper() + text[1:]
