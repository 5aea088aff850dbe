"""The small readers every Clockwork data file is checked with (`clockwork.data`,
`clockwork.levels`): each knows the file and record it reads, and every problem is a
`ClockworkDataError` naming them. Only the engine's hardened, safe YAML reader is used."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine import deck_fields
from engine.untrusted import shown


class ClockworkDataError(ValueError):
    """A Clockwork data file is missing, malformed, or breaks its schema."""


class _At(deck_fields._At):
    error = ClockworkDataError


_mapping, _list, _field, _int, _str, _unknown_keys = (
    deck_fields._mapping,
    deck_fields._list,
    deck_fields._field,
    deck_fields._int,
    deck_fields._str,
    deck_fields._unknown_keys,
)


def _number(value: Any, at: _At, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise at.fail(f"expected a number, got {shown(value)}")
    if not low <= value <= high:
        raise at.fail(f"{value} is out of range {low}..{high}")
    return float(value)


def _bool(value: Any, at: _At) -> bool:
    if not isinstance(value, bool):
        raise at.fail(f"expected true or false, got {shown(value)}")
    return value


def _choice(value: Any, accepted: tuple[str, ...], at: _At, what: str) -> str:
    if value not in accepted:
        raise at.fail(f"unknown {what} {shown(value)} (expected one of {', '.join(accepted)})")
    return str(value)


def _read(path: Path, label: str) -> dict[str, Any]:
    """The engine's hardened reader (odd files, aliases, huge numbers), in this error class."""
    try:
        return deck_fields._file_mapping(deck_fields._read(path, label), label)
    except deck_fields.DeckError as exc:
        raise ClockworkDataError(str(exc)) from None


def _records(data: dict[str, Any], key: str, at: _At) -> list[Any]:
    items = _list(_field(data, key, at), at / key)
    if "size" in data and _int(data["size"], at / "size", 0, 1000) != len(items):
        raise at.fail(f"size says {data['size']} but {len(items)} {key} are listed")
    return items
