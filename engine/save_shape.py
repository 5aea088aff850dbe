"""The shape of a save file, checked in full before anything in it is used.

A save is untrusted input: a person may edit it, a disk may cut it short. `check_shape`
walks the whole parsed JSON once and refuses, with one `SaveError` line naming the field,
anything the replay could trip over: a wrong type, a number or a text out of bounds, a
choice with a field its kind does not have, a control character in a text that will be
printed. Values are described in errors by `engine.untrusted.shown`.

`setup_check` is the fingerprint of the seed and the setup written into every save: a seed
changed by hand would deal other cards from then on (a way round rule 1.4's undo limit),
so loading refuses a save whose fingerprint does not match.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
from typing import Any, Union, get_args, get_origin, get_type_hints

from engine.decisions import CHOICE_TYPES, TABLE, current_choice_json
from engine.words import counted
from engine.untrusted import CONTROL as _CONTROL, shown


SAVE_FORMAT = "prime-minister-save"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A save that cannot be read or does not replay to the game it claims to be."""


MAX_CHOICES = 100_000  # a long 4-player game makes a few thousand
MAX_SEED = 10**100
MAX_NUMBER = 10**6  # any number inside a choice: slots, seats, Votes, levels
MAX_TEXT = 200  # a card, politician, scenario, rule or kind name
MAX_REASON = 4_000  # an automated player's reason
MAX_REASON_NAMES = 50  # the cards one reason names
MAX_SEATS = 4


def _whole(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SaveError(f"{where} must be a whole number, not {shown(value)}")
    if not low <= value <= high:
        raise SaveError(f"{where} is {shown(value)}, outside {low}..{high}")
    return value


def _text(value: Any, where: str, limit: int = MAX_TEXT, empty: bool = True) -> str:
    if not isinstance(value, str):
        raise SaveError(f"{where} must be text, not {shown(value)}")
    if len(value) > limit:
        raise SaveError(f"{where} is {len(value)} characters long (at most {limit})")
    if not empty and not value.strip():
        raise SaveError(f"{where} is empty")
    if _CONTROL.search(value):
        raise SaveError(f"{where} holds a control character: {shown(value)}")
    return value


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SaveError(f"{where} must be an object, not {shown(value)}")
    return value


def _list(value: Any, where: str, limit: int) -> list[Any]:
    if not isinstance(value, list):
        raise SaveError(f"{where} must be a list, not {shown(value)}")
    if len(value) > limit:
        raise SaveError(f"{where} has {len(value)} entries (at most {limit})")
    return value


# --- the parts of a save ----------------------------------------------------------------


def check_shape(data: Any) -> None:
    """Raise `SaveError` on the first field of `data` that a save cannot hold."""
    if not isinstance(data, dict):
        raise SaveError(f"a save is a JSON object, not {shown(data)}")
    top = data
    if "format" in top and top["format"] != SAVE_FORMAT:
        raise SaveError(f"not a Prime Minister save (format {shown(top['format'])}, expected {SAVE_FORMAT!r})")
    if "version" not in top:
        raise SaveError("the save has no 'version' field")
    if top["version"] != SAVE_VERSION or isinstance(top["version"], bool):
        raise SaveError(f"unsupported save version {shown(top['version'])} (this program reads version {SAVE_VERSION})")
    if "seed" not in top:
        raise SaveError("the save has no 'seed' field")
    _whole(top["seed"], "'seed'", -MAX_SEED, MAX_SEED)
    check_setup(top.get("setup"))
    for key in ("decks", "check"):
        if key in top:
            _text(top[key], f"'{key}'", 64)
    choices = _list(top.get("choices"), "'choices'", MAX_CHOICES)
    for ply, entry in enumerate(choices):
        check_entry(entry, ply)
    if top.get("snapshot") is not None:
        _object(top["snapshot"], "'snapshot'")


def check_setup(value: Any) -> None:
    setup = _object(value, "'setup'")
    players = _whole(setup.get("players"), "setup 'players'", 2, MAX_SEATS)
    names = _list(setup.get("politicians"), "setup 'politicians'", MAX_SEATS)
    if len(names) != players:
        raise SaveError(f"setup 'politicians' names {counted(len(names), 'politician')} for {players} players")
    for seat, name in enumerate(names, 1):
        _text(name, f"setup 'politicians' seat {seat}", empty=False)
    if "scenario" in setup:
        _text(setup["scenario"], "setup 'scenario'", empty=False)
    for n, rule in enumerate(_list(setup.get("optional_rules", []), "setup 'optional_rules'", 8), 1):
        _text(rule, f"setup 'optional_rules' entry {n}", empty=False)
    options = _object(setup.get("options", {}), "setup 'options'")
    if "free_supporter_seats" in options:
        where = "setup option 'free_supporter_seats'"
        for seat in _list(options["free_supporter_seats"], where, 4 * MAX_SEATS):
            _whole(seat, f"{where} entry", 0, players - 1)


def check_entry(entry: Any, ply: int) -> None:
    where = f"choice at ply {ply}"
    record = _object(entry, where)
    if "ply" in record:
        _whole(record["ply"], f"{where}: 'ply'", 0, MAX_CHOICES)
    if record.get("owner") is not None:
        _whole(record["owner"], f"{where}: 'owner'", TABLE, MAX_SEATS - 1)
    if record.get("kind") is not None:
        _text(record["kind"], f"{where}: 'kind'")
    if "reason" in record:
        _text(record["reason"], f"{where}: 'reason'", MAX_REASON)
    if "reason_names" in record:
        for name in _list(record["reason_names"], f"{where}: 'reason_names'", MAX_REASON_NAMES):
            _text(name, f"{where}: 'reason_names' entry", empty=False)
    if "choice" not in record:
        raise SaveError(f"{where} has no 'choice' object")
    check_choice(record["choice"], where)


def check_choice(value: Any, where: str) -> None:
    """A choice's JSON: a known `type` and exactly the fields that kind has, each of its type."""
    raw = current_choice_json(_object(value, f"{where}: 'choice'"))
    kind = raw.get("type")
    cls = CHOICE_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise SaveError(f"{where}: unknown choice type {shown(kind)}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    hints = _hints(cls)
    for name, field in fields.items():
        if name not in raw:
            if field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
                raise SaveError(f"{where}: a {kind} choice needs '{name}'")
            continue
        if not _fits(raw[name], hints[name]):
            raise SaveError(f"{where}: '{name}' of a {kind} choice cannot be {shown(raw[name])}")
    extra = sorted(set(raw) - set(fields) - {"type"})
    if extra:
        raise SaveError(f"{where}: a {kind} choice has no field {shown(extra[0])}")


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = get_type_hints(cls)
    return _HINTS[cls]


def _fits(value: Any, hint: Any) -> bool:
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        return any(_fits(value, arg) for arg in get_args(hint))
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_NUMBER
    if hint is str:
        return isinstance(value, str) and len(value) <= MAX_TEXT and not _CONTROL.search(value)
    if origin is tuple:
        item = get_args(hint)[0]
        return isinstance(value, (list, tuple)) and len(value) <= MAX_SEATS * 4 and all(_fits(v, item) for v in value)
    return False


# --- the fingerprint of the seed and the setup --------------------------------------------


def setup_check(seed: int, setup_json: dict[str, Any]) -> str:
    """A fingerprint of the seed and the setup (written as the save's `check`)."""
    text = json.dumps({"seed": seed, "setup": setup_json}, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(f"prime-minister-save/{text}".encode()).hexdigest()[:16]
