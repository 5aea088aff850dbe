"""Reading Electioneer UK's cards from a decks folder, checked: one clear line per fault.

`load_cards(DIR)` reads the five files of `electioneer/data/` (or a player's copy, `--decks
DIR`, or $ELECTIONEER_DECKS) through `house.checked_yaml` and returns `rules.Cards`; any
fault raises `CardError`, whose `faults` hold one line each (`constituencies.yaml: card 3
(Bath): prefers: 'LIB' is not a party (parties: CON, LAB, LD, REF, GRN)`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from electioneer.rules.cards import (
    CONSTITUENCIES_DEALT,
    ISSUES,
    ISSUES_NEEDED,
    PARTIES,
    STARTING_POLICIES,
    WEEKS,
    Cards,
    Constituency,
    Policy,
    Source,
    Theatric,
    TheatricEffect,
)

DATA_DIR = Path(__file__).resolve().parent / "data"
ENVIRONMENT = "ELECTIONEER_DECKS"
FILES = {  # file -> the key of its list
    "constituencies.yaml": "constituencies",
    "issues.yaml": "issues",
    "party-policies.yaml": "policies",
    "common-policies.yaml": "policies",
    "theatrics.yaml": "theatrics",
}
MAX_NAME = 80
MIN_COMMON = (WEEKS + 1) * len(PARTIES)  # five parties each draw two and put one back, seven weeks


class CardError(ValueError):
    """The cards cannot be played; `faults` holds one line per fault."""

    def __init__(self, faults: list[str]) -> None:
        more = (
            f" (and {len(faults) - 1} more fault{'s' if len(faults) > 2 else ''}: electioneer cards check)"
            if len(faults) > 1
            else ""
        )
        super().__init__(faults[0] + more)
        self.faults = faults


def cards_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The decks folder: `explicit` (--decks), else $ELECTIONEER_DECKS, else the cards shipped."""
    chosen = explicit or os.environ.get(ENVIRONMENT)
    if not chosen:
        return DATA_DIR
    folder = Path(chosen).expanduser()
    if not folder.is_dir():
        raise CardError(
            [
                f"{chosen}: no such folder (a decks folder is a copy of electioneer/data, "
                f"or one `electioneer cards transcribe DIR` wrote)"
            ]
        )
    return folder


class _Reader:
    def __init__(self) -> None:
        self.faults: list[str] = []

    def fault(self, where: str, message: str) -> None:
        self.faults.append(f"{where}: {message}")


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _name(r: _Reader, where: str, value: Any) -> str | None:
    if not isinstance(value, str) or not value.strip():
        r.fault(where, f"name: expected a card name, got {_shown(value)}")
        return None
    if value != value.strip() or len(value) > MAX_NAME or not value.isprintable():
        r.fault(
            where, f"name: {_shown(value)} must be printable, at most {MAX_NAME} characters, no space at either end"
        )
        return None
    return value


def _source(r: _Reader, where: str, record: dict[str, Any]) -> Source:
    value = record.get("source", "reconstructed")
    try:
        return Source(value)
    except ValueError:
        r.fault(where, f"source: {_shown(value)} is not printed or reconstructed")
        return Source.RECONSTRUCTED


def _number(r: _Reader, where: str, field: str, value: Any, low: int, high: int) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        r.fault(where, f"{field}: {_shown(value)} is not a whole number from {low} to {high}")
        return None
    return value


def _extra(r: _Reader, where: str, record: dict[str, Any], allowed: tuple[str, ...]) -> None:
    for key in record:
        if key not in allowed:
            r.fault(where, f"{_shown(key)} is not a field of this card (fields: {', '.join(allowed)})")


def _records(r: _Reader, folder: Path, file: str) -> list[tuple[str, dict[str, Any]]]:
    from house.checked_yaml import YamlInputError, read_yaml

    key = FILES[file]
    try:
        data = read_yaml(folder / file, file, max_bytes=1 << 20, kind="cards file")
    except YamlInputError as exc:
        r.faults.append(str(exc))
        return []
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        r.fault(file, f"expected a mapping with a list `{key}:`")
        return []
    out = []
    for number, record in enumerate(data[key], 1):
        label = record.get("name") or record.get("issue") if isinstance(record, dict) else None
        where = f"{file}: card {number}" + (f" ({label})" if isinstance(label, str) and label.isprintable() else "")
        if not isinstance(record, dict):
            r.fault(where, f"expected a mapping, got {_shown(record)}")
            continue
        out.append((where, record))
    return out


def _constituency(r: _Reader, where: str, record: dict[str, Any]) -> Constituency | None:
    _extra(r, where, record, ("name", "prefers", "source", "note"))
    name = _name(r, where, record.get("name"))
    prefers = record.get("prefers")
    if not isinstance(prefers, list) or sorted(map(str, prefers)) != sorted(PARTIES) or len(prefers) != len(PARTIES):
        bad = [p for p in prefers if p not in PARTIES] if isinstance(prefers, list) else []
        what = f"{_shown(bad[0])} is not a party" if bad else f"{_shown(prefers)} must name every party once"
        r.fault(where, f"prefers: {what} (parties: {', '.join(PARTIES)})")
        return None
    return Constituency(name, tuple(prefers), _source(r, where, record), str(record.get("note", ""))) if name else None


def _policy(r: _Reader, where: str, record: dict[str, Any], party_file: bool) -> Policy | None:
    _extra(
        r,
        where,
        record,
        ("name", "party", "scores", "money", "source", "note")
        if party_file
        else ("name", "scores", "money", "source", "note"),
    )
    name = _name(r, where, record.get("name"))
    party = record.get("party") if party_file else None
    if party_file and party not in PARTIES:
        r.fault(where, f"party: {_shown(party)} is not a party (parties: {', '.join(PARTIES)})")
        name = None
    scores = record.get("scores")
    if not isinstance(scores, dict) or not 1 <= len(scores) <= 2:
        r.fault(
            where,
            f"scores: expected one or two issues with their points, like {{Healthcare: 4, Taxes: 1}}, got {_shown(scores)}",
        )
        return None
    checked = []
    for issue, points in scores.items():
        if issue not in ISSUES:
            r.fault(where, f"scores: {_shown(issue)} is not an issue (issues: {', '.join(ISSUES)})")
            return None
        value = _number(r, where, f"scores: {issue}", points, -9, 9)
        if value is None:
            return None
        checked.append((str(issue), value))
    money = _number(r, where, "money", record.get("money"), -9, 9)
    if money == 0:
        r.fault(where, "money: 0; every policy costs money (below 0) or saves it (above 0) (guide L26)")
        return None
    if name is None or money is None:
        return None
    return Policy(name, tuple(checked), money, party, _source(r, where, record), str(record.get("note", "")))


def _theatric(r: _Reader, where: str, record: dict[str, Any]) -> Theatric | None:
    _extra(r, where, record, ("name", "effect", "amount", "source", "note"))
    name = _name(r, where, record.get("name"))
    try:
        effect = TheatricEffect(str(record.get("effect")))
    except ValueError:
        r.fault(
            where,
            f"effect: {_shown(record.get('effect'))} is not an effect ({', '.join(e.value for e in TheatricEffect)})",
        )
        return None
    amount = 0
    if effect in (TheatricEffect.BOOST, TheatricEffect.KNOCK):
        amount = _number(r, where, "amount", record.get("amount"), 1, 9) or 0
    elif record.get("amount") not in (None, 0):
        r.fault(where, f"amount: a {effect} theatric takes no amount")
    if name is None or (effect in (TheatricEffect.BOOST, TheatricEffect.KNOCK) and not amount):
        return None
    return Theatric(name, effect, amount, _source(r, where, record), str(record.get("note", "")))


def _issues(r: _Reader, records: list[tuple[str, dict[str, Any]]]) -> tuple[str, ...]:
    deck: list[str] = []
    seen: set[str] = set()
    for where, record in records:
        _extra(r, where, record, ("issue", "count", "source", "note"))
        issue = record.get("issue")
        if issue not in ISSUES:
            r.fault(where, f"issue: {_shown(issue)} is not an issue (issues: {', '.join(ISSUES)})")
            continue
        if issue in seen:
            r.fault(where, f"issue: {issue} is listed twice (give one count)")
            continue
        seen.add(issue)
        _source(r, where, record)
        count = _number(r, where, "count", record.get("count"), 1, 30)
        deck.extend([issue] * (count or 0))
    missing = [i for i in ISSUES if i not in seen]
    if records and missing:
        r.fault("issues.yaml", f"no count for {', '.join(missing)} (every issue needs one)")
    if records and len(deck) < ISSUES_NEEDED:
        r.fault("issues.yaml", f"{len(deck)} issues; a game needs at least {ISSUES_NEEDED}")
    return tuple(deck)


def load_cards(directory: str | os.PathLike[str] | None = None) -> Cards:
    """Every card of the decks folder, checked; `CardError` lists every fault, one line each."""
    folder = cards_dir(directory)
    r = _Reader()
    constituencies = [c for w, rec in _records(r, folder, "constituencies.yaml") if (c := _constituency(r, w, rec))]
    issues = _issues(r, _records(r, folder, "issues.yaml"))
    party = [p for w, rec in _records(r, folder, "party-policies.yaml") if (p := _policy(r, w, rec, True))]
    common = [p for w, rec in _records(r, folder, "common-policies.yaml") if (p := _policy(r, w, rec, False))]
    theatrics = [t for w, rec in _records(r, folder, "theatrics.yaml") if (t := _theatric(r, w, rec))]
    seen: dict[str, str] = {}
    named: list[Constituency | Policy | Theatric] = [*constituencies, *party, *common, *theatrics]
    for card in named:
        key = " ".join(card.name.split()).casefold()
        if key in seen:
            r.faults.append(f"{card.name!r} names two cards ({seen[key]!r} too); every card needs a name of its own")
        seen[key] = card.name
    for name in PARTIES:
        count = sum(1 for p in party if p.party == name)
        if count != STARTING_POLICIES and not any("party-policies.yaml" in f for f in r.faults):
            r.faults.append(
                f"party-policies.yaml: {name} has {count} policies; each party starts with {STARTING_POLICIES} (guide L28)"
            )
    if len(constituencies) < CONSTITUENCIES_DEALT and not any("constituencies.yaml" in f for f in r.faults):
        r.faults.append(
            f"constituencies.yaml: {len(constituencies)} constituencies; a game deals {CONSTITUENCIES_DEALT} (guide L9)"
        )
    if len(common) < MIN_COMMON and not any("common-policies.yaml" in f for f in r.faults):
        r.faults.append(f"common-policies.yaml: {len(common)} policies; five parties need at least {MIN_COMMON}")
    if r.faults:
        raise CardError(r.faults)
    return Cards(tuple(constituencies), issues, (*party, *common), tuple(theatrics), str(folder))
