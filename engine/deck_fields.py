"""Readers for the decks YAML that know where they are, and the effect vocabulary.

Every problem is a `DeckError` naming the file, the card and the field. Shared by
`engine.decks`, the scenario data and the Clockwork data, so all three report errors
the same way.
"""

from __future__ import annotations

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

if TYPE_CHECKING:
    from pathlib import Path

# libyaml's safe loader when PyYAML was built with it (about 8x faster), else the pure one;
# chosen at the first read, so that decks found in the cache (engine.deck_cache) never import
# PyYAML. None: not chosen yet.
_SafeLoader: Any = None


def safe_loader() -> Any:
    global _SafeLoader
    if _SafeLoader is None:
        import yaml

        _SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return _SafeLoader

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
        kind = "text" if isinstance(value, str) else "nothing" if value is None else shown(value) if not isinstance(value, list) else "a list"
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
    (key, body), = entry.items()
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


MAX_FILE_BYTES = 4 * 1024 * 1024  # the largest shipped decks file is a few tens of kilobytes


def _read(path: Path, label: str) -> Any:
    """A decks file's YAML. Refused with one line: a missing file, something other than a
    file in its place (a directory, a pipe), text that is not UTF-8, aliases standing for too
    many values (`_bound_aliases`), numbers too long to read, nesting too
    deep. What the file holds is never quoted beyond a short description."""
    found, document = deck_cache.kept_document(path)
    if found:  # parsed at an earlier start, checked below like a file's
        return document
    document = _parse(path, label)
    deck_cache.note_document(path, document)
    return document


def _parse(path: Path, label: str) -> Any:
    import yaml  # only when a file is parsed: decks from the cache start without PyYAML

    try:
        if not path.exists():
            raise DeckError(f"{label}: file is missing")
        if not path.is_file():
            raise DeckError(f"{label}: not a file (a directory, a pipe or a device is in its place)")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise DeckError(f"{label}: {path.stat().st_size} bytes is too large for a decks file")
        raw = path.read_bytes()
    except OSError as exc:
        raise DeckError(f"{label}: cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DeckError(f"{label}: not UTF-8 text (byte {exc.start})") from None
    try:
        if "*" in text:
            _bound_aliases(text, label)
        return yaml.load(text, Loader=safe_loader())  # noqa: S506 (a safe loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DeckError(f"{label}: not valid YAML{where}: {shown(problem)[1:-1]}") from None
    except RecursionError:
        raise DeckError(f"{label}: lists or mappings nested too deeply") from None
    except DeckError:
        raise
    except ValueError as exc:  # a whole number over 4,300 digits
        raise DeckError(f"{label}: a number too long to read (over 4,300 digits)") from None


MAX_EXPANDED = 200_000  # values a decks file may stand for once its aliases are written out


def _bound_aliases(text: str, label: str) -> None:
    """Anchors and aliases (&name, *name) are allowed, as `yaml.safe_dump` writes them, but
    a few lines of them can stand for billions of values: the file is refused when, with
    every alias written out, it would hold more than MAX_EXPANDED values, or an alias
    refers to itself."""
    import yaml  # as in _read

    root = yaml.compose(text, Loader=safe_loader())
    if root is None:
        return
    sizes: dict[int, int] = {}
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    open_nodes: set[int] = set()
    while stack:
        node, done = stack.pop()
        key = id(node)
        if key in sizes:
            continue
        children = _children(node)
        if not done:
            if key in open_nodes:
                raise DeckError(f"{label}: line {node.start_mark.line + 1}: a YAML alias refers to itself")
            open_nodes.add(key)
            stack.append((node, True))
            stack.extend((child, False) for child in children if id(child) not in sizes)
            continue
        open_nodes.discard(key)
        sizes[key] = 1 + sum(sizes.get(id(child), 0) for child in children)
        if sizes[key] > MAX_EXPANDED:
            raise DeckError(f"{label}: line {node.start_mark.line + 1}: its YAML aliases (*name) stand for more than "
                            f"{MAX_EXPANDED:,} values; write the values out")


def _children(node: Any) -> list[Any]:
    """The nodes under a composed YAML node (a sequence's items, a mapping's keys and values)."""
    value = node.value
    if isinstance(value, list):
        return [part for item in value for part in (item if isinstance(item, tuple) else (item,))]
    return []
