"""Load and validate a scenario's setup from `scenarios/<name>.yaml` (schema: docs/scenarios.md).

Every problem is a `ScenarioError` naming the file, the field, the value and what would
be accepted: ``scenarios/a-nation-in-crisis.yaml: sectors, conservative, Gentry: 15 is
not a space on the Conservative Gentry track (expected one of 1, 3, 5, 7, 9, 11, 13, 16)``.
Names of politicians, bills, events and Supporters are checked against the components
the game is played with, so a scenario never refers to a card that is not in the box.
"""

from __future__ import annotations

import os
from dataclasses import field
from pathlib import Path
from typing import Any

from dataclasses import dataclass
from engine.components import Ability, Components, Party, Politician, Sector, Source
from engine.deck_fields import DeckError, _int, _list, _mapping, _unknown_keys
from engine.deck_fields import _At as DeckAt
from engine.deck_folder import scenarios_dir
from engine.state import Role
from house.checked_yaml import YamlInputError, read_yaml

ROLES = {role.value: role for role in Role}
REMOVABLE = ("pact", "election_marker", "father_of_the_house", "resignation")
ELECTION_MARKER = ("on_board", "off_board")
STARTS = ("round_setup", "actions")
THREE_PLAYER = ("liberal", "conservative", "none")
TOP_KEYS = {
    "scenario",
    "number",
    "title",
    "players",
    "round_limit",
    "start",
    "track_vp",
    "politicians",
    "three_player_adjustments",
    "score",
    "sectors",
    "projection",
    "government_mps",
    "remove",
    "election_marker",
    "bills",
    "events",
    "supporters",
    "extra_politicians",
    "parameters",
    "note",
}


class ScenarioError(DeckError):
    """A scenario file is missing, malformed, or names something the components lack."""


@dataclass(frozen=True)
class SeatPlan:
    """Who a politician is when the scenario starts."""

    politician: str
    role: Role
    players: tuple[int, ...]  # the player counts this line applies to
    vp: int | None = None
    standing: int | None = None
    favour: int | None = None


@dataclass(frozen=True)
class ScenarioData:
    key: str
    number: int
    title: str
    file: str
    players: tuple[int, ...]
    round_limit: int | None
    start: str
    track_vp: bool
    politicians: tuple[SeatPlan, ...]  # empty: drawn as in the standard game
    three_player_side: Party | None  # the party taking the 3-player adjustments (2.5)
    score: dict[str, int]  # "government" / "opposition" -> starting VP of that side
    sectors: dict[tuple[Sector, Party], int]  # ladder index
    projection: tuple[Party | None, int] | None
    government_mps: tuple[int, int] | None  # (Moderates, Partisans)
    removed: frozenset[str]
    election_marker: str
    bills_on_board: tuple[str, ...]
    set_aside: dict[str, str]  # bill -> "board" or the politician it lies beside
    event_deck: tuple[str, ...] | None
    events_set_aside: tuple[str, ...]
    supporters_removed: tuple[str, ...]
    extra_politicians: tuple[Politician, ...]
    parameters: dict[str, Any] = field(default_factory=dict)

    def plan(self, players: int) -> list[SeatPlan]:
        return [p for p in self.politicians if players in p.players]

    def names(self, players: int) -> list[str]:
        return [p.politician for p in self.plan(players)]


class _At(DeckAt):
    """A place in a scenario file; its failures are `ScenarioError`s."""

    def __truediv__(self, part: str) -> "_At":
        return _At(self.file, *self.parts, part)

    def fail(self, message: str) -> ScenarioError:
        where = ", ".join(self.parts)
        return ScenarioError(f"{self.file}: {where + ': ' if where else ''}{message}")


def _choice(value: Any, accepted: tuple[str, ...], at: _At, what: str) -> str:
    if value not in accepted:
        raise at.fail(f"unknown {what} {value!r} (expected one of {', '.join(accepted)})")
    return str(value)


def _name(value: Any, known: list[str], at: _At, what: str) -> str:
    if value not in known:
        close = [k for k in known if isinstance(value, str) and value.lower()[:6] in k.lower()]
        hint = f"; did you mean {close[0]!r}?" if close else f" (expected one of {', '.join(known)})"
        raise at.fail(f"unknown {what} {value!r}{hint}")
    return str(value)


def _party(value: Any, at: _At) -> Party:
    return Party(_choice(value, tuple(p.value for p in Party), at, "party"))


def scenario_path(key: str, directory: str | Path | None = None) -> Path:
    return Path(directory) / f"{key}.yaml" if directory else scenarios_dir() / f"{key}.yaml"


def read_scenario(key: str, directory: str | Path | None = None) -> tuple[str, dict[str, Any]]:
    path = scenario_path(key, directory)
    label = f"scenarios/{path.name}"
    if not os.path.lexists(path):
        raise ScenarioError(f"{label}: file is missing")
    try:
        raw = read_yaml(path, label)
    except YamlInputError as exc:
        raise ScenarioError(str(exc)) from None
    return label, _mapping(raw, _At(label))


def _extra_politician(raw: Any, at: _At) -> Politician:
    record = _mapping(raw, at)
    _unknown_keys(record, {"number", "name", "party", "abilities", "campaign_sectors", "source", "note"}, at)
    abilities: dict[Ability, int] = {}
    for key, level in _mapping(record.get("abilities"), at / "abilities").items():
        ability = Ability(_choice(key, tuple(a.value for a in Ability), at / "abilities", "ability"))
        abilities[ability] = _int(level, at / "abilities" / key, 1, 2)
    sectors = tuple(
        Sector(_choice(s, tuple(x.value for x in Sector), at / "campaign_sectors", "sector"))
        for s in _list(record.get("campaign_sectors", []), at / "campaign_sectors")
    )
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise at.fail(f"name: expected text, got {name!r}")
    return Politician(
        number=_int(record.get("number"), at / "number", 1, 99),
        name=name,
        party=_party(record.get("party"), at / "party"),
        abilities=abilities,
        campaign_sectors=sectors,
        source=Source(_choice(record.get("source"), tuple(s.value for s in Source), at / "source", "source")),
        note=str(record.get("note", "")),
    )


def _politicians(
    raw: Any, at: _At, players: tuple[int, ...], known: list[str], components: Components, extra: dict[str, Politician]
) -> tuple[SeatPlan, ...]:
    plans: list[SeatPlan] = []
    board = components.board
    for i, item in enumerate(_list(raw, at), 1):
        here = at / f"entry {i}"
        record = _mapping(item, here)
        _unknown_keys(record, {"name", "role", "players", "vp", "standing", "favour"}, here)
        name = _name(record.get("name"), known, here / "name", "politician")
        role = ROLES[_choice(record.get("role"), tuple(ROLES), here / "role", "role")]
        counts = tuple(
            _int(n, here / "players", 2, 4) for n in _list(record.get("players", list(players)), here / "players")
        )
        for n in counts:
            if n not in players:
                raise (here / "players").fail(
                    f"{n} players is not one of this scenario's player counts {list(players)}"
                )
        mat = board.mat(role.mat)
        standing = record.get("standing")
        if standing is not None:
            standing = _int(standing, here / "standing", mat.standing_min, mat.standing_max)
        favour = record.get("favour")
        if favour is not None:
            favour = _int(favour, here / "favour", *board.favour_range)
        vp = record.get("vp")
        if vp is not None:
            vp = _int(vp, here / "vp", 0, board.victory - 1)
        plans.append(SeatPlan(name, role, counts, vp, standing, favour))
    for n in players:
        plan = [p for p in plans if n in p.players]
        if not plan:
            continue
        where = at / f"{n} players"
        if len(plan) != n:
            raise where.fail(f"{n} players need {n} politicians, the file lists {len(plan)}")
        roles = [p.role for p in plan]
        for role in set(roles):
            if roles.count(role) > 1:
                raise where.fail(f"two politicians take the {role.title}'s mat")
        for needed in (Role.PM, Role.OPPOSITION_LEADER):
            if needed not in roles:
                raise where.fail(f"no politician takes the {needed.title}'s mat")
        names = [p.politician for p in plan]
        if len(set(names)) != len(names):
            raise where.fail("a politician is listed twice")

        def party(name: str) -> Party:
            return extra[name].party if name in extra else components.politician(name).party

        government = party(next(p.politician for p in plan if p.role is Role.PM))
        for p in plan:
            side = government if p.role.in_government else government.other
            if party(p.politician) is not side:
                raise where.fail(
                    f"{p.politician} is a {party(p.politician).title} and cannot be the "
                    f"{side.title} side's {p.role.title}"
                )
    return tuple(plans)


def _sectors(raw: Any, at: _At, components: Components) -> dict[tuple[Sector, Party], int]:
    positions: dict[tuple[Sector, Party], int] = {}
    for party_key, sectors in _mapping(raw, at).items():
        party = _party(party_key, at)
        for sector_key, points in _mapping(sectors, at / party.value).items():
            here = at / party.value / str(sector_key)
            sector = Sector(_choice(sector_key, tuple(s.value for s in Sector), here, "sector"))
            ladder = components.board.ladder(sector, party)
            value = _int(points, here)
            if value not in ladder.positions:
                raise here.fail(
                    f"{value} is not a space on the {party.title} {sector.value} track "
                    f"(expected one of {', '.join(str(p) for p in ladder.positions)})"
                )
            positions[(sector, party)] = ladder.positions.index(value)
    return positions


def _lead(components: Components, positions: dict[tuple[Sector, Party], int]) -> tuple[Party | None, int]:
    totals = {}
    for party in Party:
        total = 0
        for sector in Sector:
            ladder = components.board.ladder(sector, party)
            total += ladder.positions[positions.get((sector, party), ladder.start)]
        totals[party] = total
    margin = totals[Party.LIBERAL] - totals[Party.CONSERVATIVE]
    if margin == 0:
        return None, 0
    return (Party.LIBERAL, margin) if margin > 0 else (Party.CONSERVATIVE, -margin)


def _bill_names(raw: Any, at: _At, components: Components) -> tuple[str, ...]:
    known = [b.name for b in components.bills]
    return tuple(_name(n, known, at / f"bill {i}", "bill") for i, n in enumerate(_list(raw, at), 1))


def _parameters(raw: Any, at: _At, spec: dict[str, type | tuple[type, ...]]) -> dict[str, Any]:
    values = _mapping(raw if raw is not None else {}, at)
    missing = sorted(set(spec) - set(values))
    if missing:
        raise at.fail(f"missing parameter {missing[0]!r} (this scenario needs {', '.join(sorted(spec)) or 'none'})")
    _unknown_keys(values, set(spec), at)
    for key, kind in spec.items():
        value = values[key]
        if isinstance(value, bool) and kind is int or not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise (at / key).fail(f"expected {names}, got {value!r}")
    return dict(values)


def load_scenario(
    key: str, components: Components, parameters: dict[str, Any] | None = None, directory: str | Path | None = None
) -> ScenarioData:
    """Read `scenarios/<key>.yaml` and check it against `components`."""
    label, raw = read_scenario(key, directory)
    at = _At(label)
    _unknown_keys(raw, TOP_KEYS, at)
    if raw.get("scenario") != key:
        raise (at / "scenario").fail(f"expected {key!r} (the file's name), got {raw.get('scenario')!r}")
    title = raw.get("title")
    if not isinstance(title, str) or not title.strip():
        raise (at / "title").fail(f"expected text, got {title!r}")
    players = tuple(_int(n, at / "players", 2, 4) for n in _list(raw.get("players"), at / "players"))
    if not players:
        raise (at / "players").fail("list at least one player count")
    extra = tuple(
        _extra_politician(p, at / "extra_politicians" / f"entry {i}")
        for i, p in enumerate(_list(raw.get("extra_politicians", []), at / "extra_politicians"), 1)
    )
    by_extra = {p.name: p for p in extra}
    known_politicians = [p.name for p in components.politicians] + list(by_extra)
    plans = _politicians(
        raw.get("politicians", []), at / "politicians", players, known_politicians, components, by_extra
    )
    three = _choice(
        raw.get("three_player_adjustments", "liberal"), THREE_PLAYER, at / "three_player_adjustments", "value"
    )
    score_raw = _mapping(raw.get("score", {}), at / "score")
    _unknown_keys(score_raw, {"government", "opposition"}, at / "score")
    score = {k: _int(v, at / "score" / k, 0, components.board.victory - 1) for k, v in score_raw.items()}
    sectors = _sectors(raw.get("sectors", {}), at / "sectors", components)
    projection = None
    if "projection" in raw:
        here = at / "projection"
        record = _mapping(raw["projection"], here)
        _unknown_keys(record, {"leader", "lead"}, here)
        leader_raw = record.get("leader")
        leader = None if leader_raw == "none" else _party(leader_raw, here / "leader")
        lead = 0 if leader is None else _int(record.get("lead"), here / "lead", 1, 200)
        actual = _lead(components, sectors)
        if actual != (leader, lead):
            said = "no lead" if leader is None else f"a {leader.title} lead of {lead}"
            got = "no lead" if actual[0] is None else f"a {actual[0].title} lead of {actual[1]}"
            raise here.fail(f"the Sector positions give {got}, not {said}")
        projection = (leader, lead)
    elif sectors:
        raise (at / "projection").fail("a scenario that moves Sector markers states the projection it implies")
    mps = None
    if "government_mps" in raw:
        here = at / "government_mps"
        record = _mapping(raw["government_mps"], here)
        _unknown_keys(record, {"moderates", "partisans"}, here)
        moderates = _int(record.get("moderates"), here / "moderates", 0, components.board.total_seats)
        partisans = _int(record.get("partisans"), here / "partisans", 0, components.board.total_seats)
        if moderates % 10 or partisans % 10:
            raise here.fail(f"MPs are tracked in tens, got {moderates} M / {partisans} P")
        mps = (moderates, partisans)
    removed = frozenset(
        _choice(r, REMOVABLE, at / "remove", "card") for r in _list(raw.get("remove", []), at / "remove")
    )
    marker = _choice(raw.get("election_marker", "on_board"), ELECTION_MARKER, at / "election_marker", "value")
    if marker == "off_board" and "election_marker" in removed:
        raise (at / "election_marker").fail(
            "the Election Marker is removed from the game, so it cannot wait off the board"
        )
    bills = _mapping(raw.get("bills", {}), at / "bills")
    _unknown_keys(bills, {"on_board", "set_aside"}, at / "bills")
    on_board = _bill_names(bills.get("on_board", []), at / "bills" / "on_board", components)
    if len(on_board) > 3:
        raise (at / "bills" / "on_board").fail(f"the board has 3 bill slots, the file lists {len(on_board)}")
    set_aside: dict[str, str] = {}
    for holder, names in _mapping(bills.get("set_aside", {}), at / "bills" / "set_aside").items():
        here = at / "bills" / "set_aside" / str(holder)
        if holder != "board":
            _name(holder, known_politicians, here, "politician (or 'board')")
        for name in _bill_names(names, here, components):
            if name in set_aside or name in on_board:
                raise here.fail(f"{name!r} is listed twice")
            set_aside[name] = str(holder)
    events = _mapping(raw.get("events", {}), at / "events")
    _unknown_keys(events, {"deck", "set_aside"}, at / "events")
    known_events = [e.name for e in components.events]
    deck = None
    if "deck" in events:
        deck = tuple(
            _name(n, known_events, at / "events" / "deck", "event")
            for n in _list(events["deck"], at / "events" / "deck")
        )
        twice = sorted({n for n in deck if deck.count(n) > 1})
        if twice:
            raise (at / "events" / "deck").fail(f"{twice[0]!r} is listed twice (there is one of each card)")
    events_aside = tuple(
        _name(n, known_events, at / "events" / "set_aside", "event")
        for n in _list(events.get("set_aside", []), at / "events" / "set_aside")
    )
    supporters = _mapping(raw.get("supporters", {}), at / "supporters")
    _unknown_keys(supporters, {"remove"}, at / "supporters")
    known_supporters = [s.name for s in components.supporters]
    removed_supporters = tuple(
        _name(n, known_supporters, at / "supporters" / "remove", "Supporter")
        for n in _list(supporters.get("remove", []), at / "supporters" / "remove")
    )
    track_vp = raw.get("track_vp", True)
    if not isinstance(track_vp, bool):
        raise (at / "track_vp").fail(f"expected true or false, got {track_vp!r}")
    round_limit = raw.get("round_limit")
    if round_limit is not None:
        round_limit = _int(round_limit, at / "round_limit", 1, 99)
    return ScenarioData(
        key=key,
        number=_int(raw.get("number"), at / "number", 1, 99),
        title=title,
        file=label,
        players=players,
        round_limit=round_limit,
        start=_choice(raw.get("start", "round_setup"), STARTS, at / "start", "start"),
        track_vp=track_vp,
        politicians=plans,
        three_player_side=None if three == "none" else Party(three),
        score=score,
        sectors=sectors,
        projection=projection,
        government_mps=mps,
        removed=removed,
        election_marker=marker,
        bills_on_board=on_board,
        set_aside=set_aside,
        event_deck=deck,
        events_set_aside=events_aside,
        supporters_removed=removed_supporters,
        extra_politicians=extra,
        parameters=_parameters(raw.get("parameters"), at / "parameters", parameters or {}),
    )
