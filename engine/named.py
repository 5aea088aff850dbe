"""The cards a record names, read from its typed fields.

A field that holds a card's name (a bill, a Supporter, an Event, an Uncertainty card) is
declared `CardName` (or `CardName | None`, or `tuple[CardName, ...]`) in the records of
what happened (`engine.happened`) and in the choices (`engine.decisions`). What a seat may
know is decided from these fields alone (`engine.views`): never by looking for a name in a
record's words.
"""

from __future__ import annotations

import dataclasses
from typing import Any

CardName = str  # the name of a card, as the decks files spell it

_ONE = frozenset({"CardName", "CardName | None"})
_MANY = frozenset({"tuple[CardName, ...]"})
_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}


def card_fields(kind: type) -> tuple[tuple[str, bool], ...]:
    """(field name, holds several) for each field of the record class `kind` typed as a card name."""
    found = _FIELDS.get(kind)
    if found is None:
        found = ()
        if dataclasses.is_dataclass(kind):
            found = tuple(
                (f.name, f.type in _MANY)
                for f in dataclasses.fields(kind)
                if isinstance(f.type, str) and (f.type in _ONE or f.type in _MANY)
            )
        _FIELDS[kind] = found
    return found


def named_cards(record: Any) -> tuple[str, ...]:
    """The card names `record` (a happening or a choice) holds in its card fields, in order."""
    names: list[str] = []
    for name, many in card_fields(type(record)):
        value = getattr(record, name)
        if value is None:
            continue
        if many:
            names.extend(value)
        else:
            names.append(value)
    return tuple(names)
