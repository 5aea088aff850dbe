"""Readers for the decks YAML that know where they are, and the effect vocabulary.

Every problem is a `DeckError` naming the file, the card and the field. Shared by
`engine.decks`, the scenario data and the Clockwork data, so all three report errors
the same way.
"""

from __future__ import annotations

import os
from enum import Enum
from typing import TYPE_CHECKING, Any, Self, TypeVar

from engine.components import (
    EFFECT_KEYS,
    DrawSupporters,
    Effect,
    Favour,
    Influence,
    PartyTarget,
    PlayerTarget,
    Popularity,
    Sector,
    Source,
    Standing,
    VictoryPoints,
    Votes,
)
from engine import deck_cache
from engine.untrusted import CONTROL, shown
from house.checked_yaml import YamlInputError, read_yaml

if TYPE_CHECKING:
    from pathlib import Path

E = TypeVar("E", bound=Enum)


class DeckError(ValueError):
    """A decks file is missing, malformed, or breaks a rule of the schema."""


# --- Small readers that know where they are ------------------------------------------


class _At:
    """A location inside a file, for error messages. Subclasses name their own error class."""

    error: type[ValueError] = DeckError

    def __init__(self, file: str, *parts: str) -> None:
        self.file = file
        self.parts = parts

    def __truediv__(self, part: str) -> Self:
        return type(self)(self.file, *self.parts, part)

    def fail(self, message: str) -> ValueError:
        where = ", ".join(self.parts)
        return self.error(f"{self.file}: {where + ': ' if where else ''}{message}")


def _mapping(value: Any, at: _At) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise at.fail(f"expected a mapping, got {shown(value)}")
    return value


def _file_mapping(value: Any, label: str) -> dict[str, Any]:
    """The top of a decks file: a mapping. Anything else is described by its kind only (a
    link to some other file must not have that file quoted back)."""
    if not isinstance(value, dict):
        kind = (
            "text"
            if isinstance(value, str)
            else "nothing"
            if value is None
            else shown(value)
            if not isinstance(value, list)
            else "a list"
        )
        raise DeckError(f"{label}: expected a mapping of fields at the top of the file, got {kind}")
    return value


def _list(value: Any, at: _At) -> list[Any]:
    if not isinstance(value, list):
        raise at.fail(f"expected a list, got {shown(value)}")
    return value


def _field(record: dict[str, Any], key: str, at: _At, default: Any = ...) -> Any:
    if key in record:
        return record[key]
    if default is ...:
        raise at.fail(f"missing field '{key}'")
    return default


def _int(value: Any, at: _At, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise at.fail(f"expected a whole number, got {shown(value)}")
    if low is not None and value < low or high is not None and value > high:
        raise at.fail(f"{shown(value)} is out of range {low}..{high}")
    return value


MAX_TEXT = 300  # a name, a label, a subtitle: what fits on a card


def _str(value: Any, at: _At) -> str:
    if not isinstance(value, str) or not value.strip():
        raise at.fail(f"expected text, got {shown(value)}")
    if len(value) > MAX_TEXT:
        raise at.fail(f"a text of {len(value)} characters is longer than a card holds (at most {MAX_TEXT})")
    if CONTROL.search(value) or "\n" in value or "\t" in value:
        raise at.fail(f"{shown(value)} holds a control character (a line break, a tab or an escape sequence)")
    if value != value.strip():
        raise at.fail(f"{shown(value)} starts or ends with a space: it could not be typed at the table")
    return value


def _note(record: dict[str, Any], key: str, at: _At) -> str:
    """An optional free text (a note, a subtitle): text without escape sequences, or ''."""
    value = record.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise (at / key).fail(f"expected text, got {shown(value)}")
    if len(value) > 10 * MAX_TEXT:
        raise (at / key).fail(f"a text of {len(value)} characters is too long (at most {10 * MAX_TEXT})")
    if CONTROL.search(value):
        raise (at / key).fail(f"{shown(value)} holds a control character (an escape sequence)")
    return value


def _enum(kind: type[E], value: Any, at: _At, what: str) -> E:
    for member in kind:
        if value == member.value or (isinstance(value, str) and value.lower() == str(member.value).lower()):
            return member
    accepted = ", ".join(str(m.value) for m in kind)
    raise at.fail(f"unknown {what} {shown(value)} (expected one of {accepted})")


def _source(record: dict[str, Any], at: _At) -> Source:
    return _enum(Source, _field(record, "source", at), at / "source", "source")


def _unknown_keys(record: dict[str, Any], allowed: set[str], at: _At) -> None:
    extra = sorted(set(record) - allowed)
    if extra:
        raise at.fail(f"unknown field {shown(extra[0])} (expected {', '.join(sorted(allowed))})")


# --- Effects ---------------------------------------------------------------------------


def parse_effect(raw: Any, at: _At) -> Effect:
    """One effect: a one-key mapping such as ``{popularity: {sector: Gentry, steps: 1}}``."""
    entry = _mapping(raw, at)
    if len(entry) != 1:
        raise at.fail(f"an effect is a mapping with one key, got {sorted(entry)}")
    ((key, body),) = entry.items()
    if key not in EFFECT_KEYS:
        raise at.fail(f"unknown effect {shown(key)} (expected one of {', '.join(EFFECT_KEYS)})")
    at = at / key
    if key in ("standing", "favour") and not isinstance(body, dict):
        body = {"amount": body}
    if key == "influence" and not isinstance(body, dict):
        body = {"mps": body}
    if key == "vp" and not isinstance(body, dict):
        body = {"amount": body}
    if key == "votes" and not isinstance(body, dict):
        body = {"amount": body}
    body = _mapping(body, at)
    if key == "popularity":
        _unknown_keys(body, {"sector", "steps", "party"}, at)
        return Popularity(
            sector=_enum(Sector, _field(body, "sector", at), at / "sector", "sector"),
            steps=_int(_field(body, "steps", at), at / "steps", -4, 4),
            party=_enum(PartyTarget, body.get("party", "own"), at / "party", "party"),
        )
    if key == "standing":
        _unknown_keys(body, {"amount", "who"}, at)
        return Standing(
            amount=_int(_field(body, "amount", at), at / "amount", -4, 4),
            who=_enum(PlayerTarget, body.get("who", "self"), at / "who", "player"),
        )
    if key == "favour":
        _unknown_keys(body, {"amount", "who", "either_way"}, at)
        either = body.get("either_way", False)
        if not isinstance(either, bool):
            raise at.fail(f"either_way must be true or false, got {shown(either)}")
        return Favour(
            amount=_int(_field(body, "amount", at), at / "amount", -4, 4),
            who=_enum(PlayerTarget, body.get("who", "self"), at / "who", "player"),
            either_way=either,
        )
    if key == "votes":
        _unknown_keys(body, {"amount", "either_way"}, at)
        either = body.get("either_way", True)
        if not isinstance(either, bool):
            raise at.fail(f"either_way must be true or false, got {shown(either)}")
        amount = _int(_field(body, "amount", at), at / "amount", -100, 100)
        if amount % 10:
            raise at.fail(f"Votes move in tens, got {amount}")
        return Votes(amount=amount, either_way=either)
    if key == "influence":
        _unknown_keys(body, {"mps"}, at)
        mps = _int(_field(body, "mps", at), at / "mps", 10, 40)
        if mps % 10:
            raise at.fail(f"MPs shift in tens, got {mps}")
        return Influence(mps=mps)
    if key == "supporters":
        _unknown_keys(body, {"draw", "keep"}, at)
        draw = _int(_field(body, "draw", at), at / "draw", 1, 6)
        keep = _int(_field(body, "keep", at), at / "keep", 1, draw)
        return DrawSupporters(draw=draw, keep=keep)
    _unknown_keys(body, {"amount", "to"}, at)
    to = body.get("to", "self")
    if to not in ("self", "government", "opposition"):
        raise at.fail(f"unknown VP recipient {shown(to)} (expected self, government or opposition)")
    return VictoryPoints(amount=_int(_field(body, "amount", at), at / "amount", 0, 20), to=to)


def parse_effects(raw: Any, at: _At) -> tuple[Effect, ...]:
    if raw is None:
        return ()
    return tuple(parse_effect(item, at / f"effect {i}") for i, item in enumerate(_list(raw, at), 1))


# --- Files ---------------------------------------------------------------------------


def _read(path: Path, label: str) -> Any:
    """A decks file's YAML: kept in the cache folder since an earlier start (engine.deck_cache,
    checked below like a file's), else read from the file (`_parse`)."""
    found, document = deck_cache.kept_document(path)
    if found:  # parsed at an earlier start, checked below like a file's
        return document
    document = _parse(path, label)
    deck_cache.note_document(path, document)
    return document


def _parse(path: Path, label: str) -> Any:
    """A decks file read by the loader every YAML file of the app goes through
    (house.checked_yaml: a regular file only, a size limit, UTF-8, aliases bounded, nesting
    at most 64 deep, no key given twice, no over-long number). Refused with one line naming
    the file; what the file holds is never quoted beyond a short description."""
    if not os.path.lexists(path):
        raise DeckError(f"{label}: file is missing")
    try:
        return read_yaml(path, label)
    except YamlInputError as exc:
        raise DeckError(str(exc)) from None
