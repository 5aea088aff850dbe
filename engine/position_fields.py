"""Reading a position's fields by shape before their meaning is checked (engine/position.py).

A position may come from a file a person edited, copied or crafted, so any field may hold
anything YAML can say: a text where a list belongs, a list where a name belongs, a mapping
of numbers, a value nested thousands deep. Each reader here takes one field, checks its
shape and raises a `PositionError` naming the field and describing the value in a few
printable characters (engine.untrusted.shown), never a Python error from deeper down.

`scenario_state` (a scenario's own markers, as `position FILE` writes them) is checked key
by key against the shape the scenarios write it in (`SCENARIO_MARKERS`), each card named
in it a card of its deck and each politician one at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from engine.untrusted import shown

if TYPE_CHECKING:
    from engine.game import Game

MAX_DEPTH = 64  # lists and mappings nested deeper than this are no position
ROUNDS = 99


class PositionError(ValueError):
    """A position the rules cannot reach, or a file that is not a position: one line naming the field."""


def check_depth(data: Any) -> None:
    """Refuse a value nested more than MAX_DEPTH deep (walked without recursion)."""
    stack: list[tuple[Any, int, str]] = [(data, 1, "")]
    while stack:
        value, depth, where = stack.pop()
        if depth > MAX_DEPTH:
            raise PositionError(f"{where or 'the position'}: lists or mappings nested more than {MAX_DEPTH} deep")
        if isinstance(value, dict):
            stack.extend(
                (item, depth + 1, f"{where}.{field_name(key)}" if where else field_name(key))
                for key, item in value.items()
            )
        elif isinstance(value, list):
            stack.extend((item, depth + 1, where) for item in value)


def field_name(key: Any) -> str:
    """A key as a message names it: itself when it is a short printable text, else described."""
    if isinstance(key, str) and key and len(key) <= 40 and key.isprintable():
        return key
    return shown(key)


def known(raw: dict[str, Any], fields: tuple[str, ...], where: str) -> None:
    for key in raw:
        if not isinstance(key, str) or key not in fields:
            raise PositionError(
                f"{where}{field_name(key)}: not a field of a position here (expected {', '.join(fields)})"
            )


def mapping(raw: Any, where: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise PositionError(f"{where}: a mapping of fields, not {shown(raw)}")
    for key in raw:
        if not isinstance(key, str):
            raise PositionError(f"{where}: {shown(key)} is not a field name")
    return raw


def listed(raw: dict[str, Any], key: str, *, where: str = "", required: bool = False) -> list[Any]:
    value = raw.get(key)
    if value is None:
        if required:
            raise PositionError(f"{where}{key}: missing")
        return []
    if not isinstance(value, list):
        raise PositionError(f"{where}{key}: a list, not {shown(value)}")
    return value


def names(raw: dict[str, Any], key: str, *, where: str = "") -> list[str]:
    """A list of names (cards, politicians): each a text."""
    found = listed(raw, key, where=where)
    for value in found:
        if not isinstance(value, str) or not value:
            raise PositionError(f"{where}{key}: {shown(value)} is not a name")
    return found


def text(raw: dict[str, Any], key: str, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value:
        raise PositionError(f"{where}.{key}: missing or not a name ({shown(value)})")
    return value


def one_of(value: Any, options: "list[str] | tuple[str, ...]", where: str, what: str) -> str:
    """`value`, a text among `options`."""
    if not isinstance(value, str) or value not in options:
        raise PositionError(f"{where}: {shown(value)} is not {what} (expected one of {', '.join(options)})")
    return value


def whole(
    raw: dict[str, Any], key: str, where: str, *, low: int, high: int, default: int | None = None, what: str = ""
) -> int:
    value = raw.get(key, default)
    if value is None:
        raise PositionError(f"{where}{key}: missing (a whole number from {low} to {high})")
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        place = f" {what}" if what else ""
        raise PositionError(f"{where}{key}: {shown(value)} is not a whole number from {low} to {high}{place}")
    return value


def flag(raw: dict[str, Any], key: str, where: str, default: bool, meaning: str) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise PositionError(f"{where}{key}: {shown(value)} must be true ({meaning}) or false")
    return value


# --- a scenario's own markers ------------------------------------------------------------


def scenario_markers(game: "Game", raw: Any) -> dict[str, Any]:
    """`scenario_state` checked key by key: every key one a scenario writes, every value of
    the shape it writes it in, every card of its deck, every politician at the table."""
    markers = mapping(raw, "scenario_state")
    for key, value in markers.items():
        check = SCENARIO_MARKERS.get(key)
        if check is None:
            raise PositionError(
                f"scenario_state.{field_name(key)}: not a marker any scenario keeps (docs/positions.md lists them)"
            )
        check(game, value, f"scenario_state.{key}")
    return markers


def _bool(game: "Game", value: Any, where: str) -> None:
    if not isinstance(value, bool):
        raise PositionError(f"{where}: {shown(value)} must be true or false")


def _count(high: int, low: int = 0) -> Callable[["Game", Any, str], None]:
    def check(game: "Game", value: Any, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise PositionError(f"{where}: {shown(value)} is not a whole number from {low} to {high}")

    return check


def _words(options: tuple[str, ...]) -> Callable[["Game", Any, str], None]:
    def check(game: "Game", value: Any, where: str) -> None:
        one_of(value, options, where, "a value of this marker")

    return check


def _note(game: "Game", value: Any, where: str) -> None:
    if not isinstance(value, str) or len(value) > 200:
        raise PositionError(f"{where}: {shown(value)} is not a short text")


def _politician(game: "Game", value: Any, where: str, *, empty: bool = True) -> None:
    if value is None and empty:
        return
    one_of(value, [s.politician for s in game.state.seats], where, "a politician at the table")


def _seat_index(game: "Game", value: Any, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < len(game.state.seats):
        raise PositionError(f"{where}: {shown(value)} is not a seat (0 to {len(game.state.seats) - 1})")


def _cards(deck: str) -> Callable[["Game", Any, str], None]:
    """A list of cards of `deck` (bills: any bill deck), each once."""

    def check(game: "Game", value: Any, where: str) -> None:
        if not isinstance(value, list):
            raise PositionError(f"{where}: a list of cards, not {shown(value)}")
        for card in value:
            _card(game, deck, card, where)
        if len(set(value)) != len(value):
            raise PositionError(f"{where}: a card is named twice")

    return check


def _card(game: "Game", deck: str, card: Any, where: str) -> None:
    components = game.components
    found: set[str] = {c.name for c in (components.bills if deck == "bills" else getattr(components, deck))}
    if not isinstance(card, str) or card not in found:
        raise PositionError(f"{where}: {shown(card)} is not a card of the {deck} deck")


def _beside(game: "Game", value: Any, where: str) -> None:
    """Bills set aside: bill -> "board" or the politician it lies beside."""
    for name, holder in mapping(value, where).items():
        _card(game, "bills", name, where)
        if holder != "board":
            _politician(game, holder, f"{where}.{name}", empty=False)


def _selected_by(game: "Game", value: Any, where: str) -> None:
    for name, seat in mapping(value, where).items():
        _card(game, "bills", name, where)
        _seat_index(game, seat, f"{where}.{name}")


def _saved_cube(game: "Game", value: Any, where: str) -> None:
    """None, or [round, seat]: the Action Cube an Opposition Leader kept back that round."""
    if value is None:
        return
    if not isinstance(value, list) or len(value) != 2:
        raise PositionError(f"{where}: {shown(value)} is not null or [round, seat]")
    _count(ROUNDS, 1)(game, value[0], f"{where}[0]")
    _seat_index(game, value[1], f"{where}[1]")


def _question_time(game: "Game", value: Any, where: str) -> None:
    """Prime Minister's Question Time: the Event cards each seat holds, the By-Elections set aside."""
    memory = mapping(value, where)
    known(memory, ("held", "by_elections", "outside_design"), f"{where}.")
    for seat, cards in mapping(memory.get("held", {}), f"{where}.held").items():
        if not seat.isdigit() or not int(seat) < len(game.state.seats):
            raise PositionError(f"{where}.held: {shown(seat)} is not a seat (0 to {len(game.state.seats) - 1})")
        _cards("events")(game, cards, f"{where}.held.{seat}")
    _cards("events")(game, memory.get("by_elections", []), f"{where}.by_elections")
    if "outside_design" in memory:
        _note(game, memory["outside_design"], f"{where}.outside_design")


SCENARIO_MARKERS: dict[str, Callable[["Game", Any, str], None]] = {
    "act_on_board": _bool,
    "act_passed": _bool,
    "reformer_in_office": _bool,
    "act_party": _words(("liberal", "conservative")),
    "alignment": _words(("liberal", "unionist", "conservative")),
    "riots": _words(("beside", "deck", "removed")),
    "agenda_lost": _note,
    "bill_draws": _count(6, 1),
    "elections": _count(ROUNDS),
    "campaigned_round": _count(ROUNDS),
    "penalised_round": _count(ROUNDS),
    "workers_round": _count(ROUNDS),
    "deputy_party_leader": _politician,
    "saved_cube": _saved_cube,
    "beside": _beside,
    "selected_by": _selected_by,
    "events_beside": _cards("events"),
    "riots_stack": _cards("events"),
    "under_act": _cards("supporters"),
    "question_time": _question_time,
}
