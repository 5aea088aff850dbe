"""A table as a file: read from YAML a person wrote (the statesmen, the states and their
votes per era, the numbers of a game in progress) or from a save, written back as plain
JSON or YAML, atomically (`house.files.write_atomically`).

The schema is in docs/presidency/README.md; every fault is one line naming the field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from house.checked_yaml import YamlInputError, read_yaml
from house.files import write_atomically
from house.fields import FieldError, Fields, describe, name, whole
from presidency.procedures.newspapers import LEVELS, Track
from presidency.procedures.support import Party, PartyError, PublicSupport, parse_party
from presidency.procedures.term import ERAS, OFFICES
from presidency.state import MapCard, Player, Statesman, Table, TableError, Tax, ThisTurn, office_named

TABLE_FIELDS = (
    "era",
    "turn",
    "players",
    "statesmen",
    "states",
    "offices",
    "public_support",
    "reserves",
    "revenue",
    "taxes",
    "resolved_issues",
    "set_aside",
    "twelfth_amendment",
    "judicial_review",
    "action_deck_runs",
    "newspapers",
    "ends_after_turn",
    "game_over",
    "this_turn",
)


def read_table_file(path: str | Path) -> tuple[Table, dict[str, Any]]:
    """The table a YAML (or JSON) file describes, and the file's other top-level sections
    (`election:`), unread; every fault a FieldError (one line)."""
    label = str(path)
    try:
        data = read_yaml(path, label, kind="table file")
    except YamlInputError as exc:
        raise FieldError(str(exc)) from None
    if not isinstance(data, dict):
        raise FieldError(
            f"{label}: a mapping of fields is needed (players:, statesmen:, states: ...), not {describe(data)}"
        )
    rest = {k: v for k, v in data.items() if k not in TABLE_FIELDS}
    return table_from_plain({k: v for k, v in data.items() if k in TABLE_FIELDS}, label), rest


def table_from_plain(data: Any, label: str) -> Table:
    f = Fields(data, label)
    players = [_player(p, f"{label}: players[{i}]") for i, p in enumerate(f.items("players"))]
    if not players:
        raise FieldError(f"{label}: players: at least one player is needed, listed clockwise")
    _unique([p.name for p in players], f.at("players"))
    seats = [p.name for p in players]
    statesmen = [_statesman(s, f"{label}: statesmen[{i}]", seats) for i, s in enumerate(f.items("statesmen"))]
    _unique([s.name for s in statesmen], f.at("statesmen"))
    era = f.text("era", "A").upper()
    if era not in ERAS:
        raise FieldError(f"{f.at('era')}: {era!r} is not an era: A, B or C")
    table = Table(players, statesmen, era=era)
    table.states = [_map_card(s, f"{label}: states[{i}]") for i, s in enumerate(f.items("states"))]
    _unique([s.name for s in table.states], f.at("states"))
    table.offices = _offices(f.mapping("offices"), f.at("offices"), table)
    table.turn = f.integer("turn", 1, least=1)
    table.public_support = _support(f.raw("public_support"), f.at("public_support"))
    table.reserves = f.integer("reserves", 0)
    table.revenue = f.integer("revenue", 0)
    table.taxes = [_tax(t, f"{label}: taxes[{i}]") for i, t in enumerate(f.items("taxes"))]
    _unique([t.name for t in table.taxes], f.at("taxes"))
    table.resolved_issues = [
        name(v, f"{f.at('resolved_issues')}[{i}]") for i, v in enumerate(f.items("resolved_issues"))
    ]
    table.set_aside = [name(v, f"{f.at('set_aside')}[{i}]") for i, v in enumerate(f.items("set_aside"))]
    table.twelfth_amendment = f.flag("twelfth_amendment")
    table.judicial_review = f.flag("judicial_review")
    table.action_deck_runs = f.integer("action_deck_runs", 0, least=0)
    table.newspapers = _newspapers(f.mapping("newspapers"), f.at("newspapers"))
    table.ends_after_turn = f.flag("ends_after_turn")
    table.game_over = f.optional_text("game_over")
    table.this_turn = _this_turn(f.raw("this_turn"), f.at("this_turn"), seats)
    f.done()
    return table


def _player(value: Any, where: str) -> Player:
    if not isinstance(value, dict):
        return Player(name(value, where))
    f = Fields(value, where)
    player = Player(
        f.text("name"),
        f.integer("influence", 0, least=0),
        f.integer("hand", 0, least=0),
        f.integer("victory_points", 0),
    )
    f.done()
    return player


def _statesman(value: Any, where: str, seats: list[str]) -> Statesman:
    f = Fields(value, where)
    called = f.text("name")
    f.where = f"{where} ({called})"
    party = f.parsed("party", parse_party, None)
    if party is None:
        raise FieldError(f"{f.at('party')}: missing (C or L)")
    statesman = Statesman(
        called,
        party,
        f.integer("popularity"),
        f.integer("age"),
        f.text("state"),
        ability=f.integer("ability", 0),
        votes=f.integer("votes", 0, least=0),
        player=f.optional_text("player"),
        cubes=f.integer("cubes", 0, least=0),
        influence=f.integer("influence", 0, least=0),
        terms=f.integer("terms", 0, least=0),
        in_play=f.flag("in_play", True),
        eligible=f.flag("eligible", True),
    )
    if statesman.player is not None and statesman.player not in seats:
        raise FieldError(f"{f.at('player')}: {statesman.player!r} is not a player: {', '.join(seats)}")
    f.done()
    return statesman


def _map_card(value: Any, where: str) -> MapCard:
    f = Fields(value, where)
    called = f.text("name")
    f.where = f"{where} ({called})"
    raw = f.raw("votes")
    if isinstance(raw, list):
        if len(raw) != len(ERAS):
            raise FieldError(f"{f.at('votes')}: a list gives one number for each era A, B, C")
        votes = {era: whole(v, f"{f.at('votes')}[{era}]", least=0) for era, v in zip(ERAS, raw)}
    elif isinstance(raw, dict):
        votes = {}
        for era, v in raw.items():
            if str(era).upper() not in ERAS:
                raise FieldError(f"{f.at('votes')}: {era!r} is not an era: A, B or C")
            votes[str(era).upper()] = whole(v, f"{f.at('votes')}: {era}", least=0)
    else:
        votes = {era: whole(raw, f.at("votes"), least=0) for era in ERAS}
    borders = f.raw("borders")
    card = MapCard(
        called,
        votes,
        f.flag("admitted", True),
        None if borders is None else [name(b, f"{f.at('borders')}") for b in _listed(borders, f.at("borders"))],
    )
    f.done()
    return card


def _listed(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise FieldError(f"{where}: a list is needed, not {describe(value)}")
    return value


def _offices(value: dict[Any, Any], where: str, table: Table) -> dict[str, str | None]:
    offices: dict[str, str | None] = dict.fromkeys(OFFICES)
    for key, holder in value.items():
        try:
            office = office_named(str(key))
            offices[office] = (
                None if holder is None else table.statesman(name(holder, f"{where}: {key}"), in_play=False).name
            )
        except TableError as exc:
            raise FieldError(f"{where}: {exc}") from None
    held = [h for h in offices.values() if h]
    if len(held) != len(set(held)):
        twice = next(h for h in held if held.count(h) > 1)
        raise FieldError(f"{where}: {twice} holds two offices; no statesman holds more than one (line 87)")
    return offices


def _support(value: Any, where: str) -> PublicSupport:
    if value is None or value == 0:
        return PublicSupport()
    f = Fields(value, where)
    level = f.integer("level", 0)
    try:
        party = f.parsed("party", parse_party, None)
        f.done()
        return PublicSupport.at(party, level)
    except (PartyError, ValueError) as exc:
        raise FieldError(f"{where}: {exc}") from None


def _tax(value: Any, where: str) -> Tax:
    f = Fields(value, where)
    tax = Tax(f.text("name"), f.integer("revenue"), f.integer("modifier", 0), f.flag("tariff"), f.flag("active"))
    f.done()
    return tax


def _newspapers(value: dict[Any, Any], where: str) -> dict[Party, Track]:
    tracks = {party: Track() for party in Party}
    for key, raw in value.items():
        try:
            party = parse_party(str(key))
        except PartyError as exc:
            raise FieldError(f"{where}: {exc}") from None
        f = Fields(raw, f"{where}: {key}")
        sides = []
        for side in ("left", "right"):
            boxes = f.items(side) or [0] * LEVELS
            if len(boxes) != LEVELS:
                raise FieldError(f"{f.at(side)}: {LEVELS} boxes, levels 1 to {LEVELS}")
            sides.append(tuple(whole(b, f.at(side), least=0) for b in boxes))
        f.done()
        tracks[party] = Track(sides[0], sides[1])
    return tracks


def _this_turn(value: Any, where: str, seats: list[str]) -> ThisTurn:
    if value is None:
        return ThisTurn()
    f = Fields(value, where)
    turn = ThisTurn(
        {name(k, f.at("taxes")): name(v, f.at("taxes")) for k, v in f.mapping("taxes").items()},
        f.optional_text("tariff"),
        {
            name(k, f.at("activities")): [name(a, f.at("activities")) for a in _listed(v, f.at("activities"))]
            for k, v in f.mapping("activities").items()
        },
        f.integer("usable_issues", 0, least=0),
        f.flag("delegated"),
    )
    f.done()
    return turn


def _unique(names: list[str], where: str) -> None:
    folded = [n.casefold() for n in names]
    for n in names:
        if folded.count(n.casefold()) > 1:
            raise FieldError(f"{where}: {n!r} is listed twice")


# --- writing -----------------------------------------------------------------------------------


def table_to_plain(table: Table) -> dict[str, Any]:
    """The table as plain values, read back by `table_from_plain`."""
    return {
        "era": table.era,
        "turn": table.turn,
        "players": [
            {"name": p.name, "influence": p.influence, "hand": p.hand, "victory_points": p.victory_points}
            for p in table.players
        ],
        "statesmen": [
            {
                "name": s.name,
                "party": s.party.value,
                "popularity": s.popularity,
                "age": s.age,
                "state": s.state,
                "ability": s.ability,
                "votes": s.votes,
                "player": s.player,
                "cubes": s.cubes,
                "influence": s.influence,
                "terms": s.terms,
                "in_play": s.in_play,
                "eligible": s.eligible,
            }
            for s in table.statesmen
        ],
        "states": [
            {
                "name": c.name,
                "votes": dict(c.votes),
                "admitted": c.admitted,
                **({"borders": list(c.borders)} if c.borders is not None else {}),
            }
            for c in table.states
        ],
        "offices": dict(table.offices),
        "public_support": (
            {"party": table.public_support.party.value, "level": table.public_support.level}
            if table.public_support.party
            else 0
        ),
        "reserves": table.reserves,
        "revenue": table.revenue,
        "taxes": [
            {"name": t.name, "revenue": t.revenue, "modifier": t.modifier, "tariff": t.tariff, "active": t.active}
            for t in table.taxes
        ],
        "resolved_issues": list(table.resolved_issues),
        "set_aside": list(table.set_aside),
        "twelfth_amendment": table.twelfth_amendment,
        "judicial_review": table.judicial_review,
        "action_deck_runs": table.action_deck_runs,
        "newspapers": {p.value: {"left": list(t.left), "right": list(t.right)} for p, t in table.newspapers.items()},
        "ends_after_turn": table.ends_after_turn,
        "game_over": table.game_over,
        "this_turn": {
            "taxes": dict(table.this_turn.taxes),
            "tariff": table.this_turn.tariff,
            "activities": {k: list(v) for k, v in table.this_turn.activities.items()},
            "usable_issues": table.this_turn.usable_issues,
            "delegated": table.this_turn.delegated,
        },
    }


def write_table(path: str | Path, table: Table) -> None:
    """The table as YAML (a .yaml or .yml path) or JSON, written whole or not at all."""
    plain = table_to_plain(table)
    if str(path).endswith((".yaml", ".yml")):
        import yaml

        text = yaml.safe_dump(plain, sort_keys=False, allow_unicode=True)
    else:
        text = json.dumps(plain, indent=1)
    write_atomically(path, text)
