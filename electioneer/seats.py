"""The quick answer: constituencies and balanced manifestos -> each seat, the seats, the government.

`count(line, manifestos)` is a pure function over the rules' counting
(`electioneer.rules.election`); `read_seats_file` reads the YAML a player (or the table
helper, `seats_yaml`) writes::

    constituencies:
      - name: Islington North
        issues: [Healthcare, Taxes]
        prefers: [LAB, GRN, LD, REF, CON]   # tie order, first preferred
    manifestos:
      LAB:
        - {policy: NHS Pledge, Healthcare: 4, Taxes: 1, money: -2}   # money < 0 costs
        - Windfall Tax                                               # a card of the decks, by name
      CON:
        - {policy: Tax Cut, Taxes: 3, Healthcare: -1, money: 2}      # money > 0 saves

A manifesto that does not balance is refused with the amount it is short (`Unbalanced`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from electioneer.rules.cards import CONSTITUENCIES_DEALT, ISSUES, PARTIES, Cards, Constituency, Policy, Source
from electioneer.rules.election import ElectionResult, election, total

Line = list[tuple[Constituency, tuple[str, ...]]]


class SeatsFileError(ValueError):
    """A seats file that cannot be counted; the message is one line naming the value."""


def count(
    line: Sequence[tuple[Constituency, Sequence[str]]], manifestos: Mapping[str, Sequence[Policy]]
) -> ElectionResult:
    """Each constituency's winner, the seats, the government and the outcome (guide L60-68)."""
    return election(line, manifestos)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _constituency(number: int, record: Any, label: str) -> tuple[Constituency, tuple[str, ...]]:
    where = f"{label}: constituency {number}"
    if not isinstance(record, dict):
        raise SeatsFileError(f"{where}: expected name, issues and prefers, got {_shown(record)}")
    name = record.get("name")
    if not isinstance(name, str) or not name.strip() or not name.isprintable():
        raise SeatsFileError(f"{where}: name: expected the constituency's name, got {_shown(name)}")
    where = f"{label}: constituency {number} ({name})"
    for key in record:
        if key not in ("name", "issues", "prefers"):
            raise SeatsFileError(f"{where}: {_shown(key)} is not a field (fields: name, issues, prefers)")
    issues = record.get("issues")
    if not isinstance(issues, list) or len(issues) != 2:
        raise SeatsFileError(f"{where}: issues: expected two issues, like [Healthcare, Taxes], got {_shown(issues)}")
    for issue in issues:
        if issue not in ISSUES:
            raise SeatsFileError(f"{where}: issues: {_shown(issue)} is not an issue (issues: {', '.join(ISSUES)})")
    prefers = record.get("prefers")
    if not isinstance(prefers, list) or not prefers:
        raise SeatsFileError(
            f"{where}: prefers: expected the tie order, like [LAB, GRN, LD, REF, CON], got {_shown(prefers)}"
        )
    for party in prefers:
        if party not in PARTIES:
            raise SeatsFileError(f"{where}: prefers: {_shown(party)} is not a party (parties: {', '.join(PARTIES)})")
    if len(set(prefers)) != len(prefers):
        raise SeatsFileError(f"{where}: prefers: a party is named twice in {', '.join(map(str, prefers))}")
    return Constituency(name.strip(), tuple(prefers), Source.PRINTED), tuple(issues)


def _policy(where: str, item: Any, cards: Cards | None) -> Policy:
    if isinstance(item, str):
        if cards is None:
            raise SeatsFileError(
                f"{where}: {_shown(item)}: give its scores and money, like {{policy: {item}, Taxes: 3, money: 2}}"
            )
        try:
            return cards.policy(item)
        except KeyError:
            raise SeatsFileError(
                f"{where}: {_shown(item)} is not a policy of the cards "
                f"(give its scores and money, like {{policy: {item}, Taxes: 3, money: 2}})"
            ) from None
    if not isinstance(item, dict) or not isinstance(item.get("policy"), str):
        raise SeatsFileError(
            f"{where}: expected a policy, like {{policy: Tax Cut, Taxes: 3, money: 2}}, got {_shown(item)}"
        )
    name = item["policy"]
    scores = []
    for key, value in item.items():
        if key in ("policy", "money"):
            continue
        if key not in ISSUES:
            raise SeatsFileError(
                f"{where} ({name}): {_shown(key)} is not an issue (issues: {', '.join(ISSUES)}; and money)"
            )
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 99:
            raise SeatsFileError(f"{where} ({name}): {key}: {_shown(value)} is not a whole number of points")
        scores.append((str(key), value))
    money = item.get("money", 0)
    if isinstance(money, bool) or not isinstance(money, int) or abs(money) > 99:
        raise SeatsFileError(
            f"{where} ({name}): money: {_shown(money)} is not a whole number (below 0 costs, above 0 saves)"
        )
    return Policy(name, tuple(scores), money, None, Source.PRINTED)


def parse_seats(data: Any, label: str, cards: Cards | None = None) -> tuple[Line, dict[str, list[Policy]]]:
    """The constituencies and manifestos a seats file holds; `SeatsFileError` names the first fault."""
    if not isinstance(data, dict) or "constituencies" not in data or "manifestos" not in data:
        raise SeatsFileError(f"{label}: expected a mapping with constituencies: and manifestos:")
    for key in data:
        if key not in ("constituencies", "manifestos"):
            raise SeatsFileError(f"{label}: {_shown(key)} is not a section (sections: constituencies, manifestos)")
    records = data["constituencies"]
    if not isinstance(records, list) or len(records) != CONSTITUENCIES_DEALT:
        size = len(records) if isinstance(records, list) else _shown(records)
        raise SeatsFileError(
            f"{label}: constituencies: {size}; an election is fought in {CONSTITUENCIES_DEALT} (guide L7)"
        )
    line = [_constituency(number, record, label) for number, record in enumerate(records, 1)]
    names = [seat.name.casefold() for seat, _ in line]
    for seat, _ in line:
        if names.count(seat.name.casefold()) > 1:
            raise SeatsFileError(f"{label}: constituencies: {seat.name} is listed twice")
    given = data["manifestos"]
    if not isinstance(given, dict) or not 2 <= len(given) <= 5:
        raise SeatsFileError(f"{label}: manifestos: expected two to five parties, each with a list of policies")
    manifestos: dict[str, list[Policy]] = {}
    for party, policies in given.items():
        if party not in PARTIES:
            raise SeatsFileError(f"{label}: manifestos: {_shown(party)} is not a party (parties: {', '.join(PARTIES)})")
        if not isinstance(policies, list) or len(policies) > 7:
            raise SeatsFileError(f"{label}: manifestos: {party}: expected a list of at most seven policies")
        manifestos[party] = [
            _policy(f"{label}: manifestos: {party}, policy {n}", item, cards) for n, item in enumerate(policies, 1)
        ]
    for seat, _ in line:
        missing = [p for p in manifestos if p not in seat.prefers]
        if missing:
            raise SeatsFileError(
                f"{label}: constituency {seat.name}: prefers: {missing[0]} is missing "
                f"(every party with a manifesto needs a place in the tie order)"
            )
    order = [p for p in PARTIES if p in manifestos]
    return line, {party: manifestos[party] for party in order}


def read_seats_file(path: str | os.PathLike[str], cards: Cards | None = None) -> tuple[Line, dict[str, list[Policy]]]:
    from house.checked_yaml import YamlInputError, read_yaml

    try:
        data = read_yaml(path, str(path), max_bytes=1 << 20, kind="seats file")
    except YamlInputError as exc:
        raise SeatsFileError(str(exc)) from None
    return parse_seats(data, str(path), cards)


def describe(result: ElectionResult, line: Sequence[tuple[Constituency, Sequence[str]]]) -> list[str]:
    """The answer in words, one line a constituency, then the seats and the government."""
    lines = []
    winners = dict(result.winners)
    for (seat, issues), (_, totals) in zip(line, result.totals):
        points = dict(totals)
        winner = winners[seat.name]
        tied = sum(1 for v in points.values() if v == points[winner]) > 1
        shown = ", ".join(f"{p} {v:+d}" for p, v in sorted(points.items(), key=lambda kv: (-kv[1], seat.rank(kv[0]))))
        lines.append(
            f"{seat.name} ({' and '.join(issues)}): {shown} -> {winner}" + (" (a tie it prefers)" if tied else "")
        )
    lines.append("Seats: " + ", ".join(f"{p} {n}" for p, n in result.seats))
    government = result.government
    if government.outcome == "majority":
        lines.append(f"Government: {government.leader}, a majority")
    else:
        lines.append(
            f"Government: a coalition of {' and '.join(government.parties)}, led by {government.leader} "
            f"on {government.issue}"
        )
    return lines


def seats_yaml(line: Sequence[tuple[Constituency, Sequence[str]]], manifestos: Mapping[str, Sequence[Policy]]) -> str:
    """A seats file for `electioneer seats FILE` (the table helper writes one on election day)."""
    import yaml

    data = {
        "constituencies": [
            {"name": seat.name, "issues": list(issues), "prefers": list(seat.prefers)} for seat, issues in line
        ],
        "manifestos": {
            party: [{"policy": p.name, **dict(p.scores), "money": p.money} for p in policies]
            for party, policies in manifestos.items()
        },
    }
    return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=120))


__all__ = ["count", "parse_seats", "read_seats_file", "describe", "seats_yaml", "SeatsFileError", "total"]
