"""Load and validate the component data in `decks/` (schema: docs/components.md).

Every problem is reported as a `DeckError` naming the file, the card and the field:
``decks/supporters.yaml: card 'John Bright', option 2, effect 1: unknown sector 'Gentery'
(expected one of Conservatives, Farmers, ...)``. Only `yaml.safe_load` is used.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

# re-exported: callers and tests find them here too
from engine.deck_location import DECKS_ENV as DECKS_ENV
from engine.deck_location import _package_data as _package_data
from engine.deck_location import default_decks_dir as default_decks_dir
from engine.deck_location import scenarios_dir as scenarios_dir
from engine.table_size import EXCLUDED, PARTY_COUNTS
from engine.components import (
    Ability,
    Bill,
    BillDeck,
    Board,
    ByElectionVariant,
    CareerCard,
    CareerPower,
    CareerSide,
    Components,
    DebateCard,
    DebateSide,
    Effect,
    Event,
    EventOption,
    Icon,
    Mat,
    Party,
    Politician,
    PowerKind,
    ProjectionRow,
    Sector,
    SectorLadder,
    Supporter,
    SupporterOption,
    UncertaintyCard,
)

from engine.deck_fields import (  # noqa: F401  (re-exported: scenario data and tests read them here)
    DeckError,
    _At,
    _enum,
    _field,
    _file_mapping,
    _int,
    _list,
    _mapping,
    _note,
    _read,
    _source,
    _str,
    _unknown_keys,
    parse_effect,
    parse_effects,
)
from engine.untrusted import shown
from engine.words import counted

# --- Locating the data: engine/deck_location.py --------------------------------------


def _deck(directory: Path, relative: str, key: str) -> tuple[str, list[Any], int | None]:
    label = f"decks/{relative}"
    data = _file_mapping(_read(directory / relative, label), label)
    items = _list(_field(data, key, _At(label)), _At(label, key))
    size = data.get("size")
    if size is not None:
        size = _int(size, _At(label, "size"), 0)
        if size != len(items):
            raise DeckError(f"{label}: the deck should hold {size} cards but lists {len(items)}")
    return label, items, size


def _unique(names: Iterator[str], label: str, what: str = "card") -> None:
    """No two names alike, nor two that differ only in case or spacing: at the table a
    name is typed in any case, so neither of two such cards could be picked out."""
    seen: dict[str, str] = {}
    for name in names:
        key = " ".join(name.split()).casefold()
        if key in seen:
            same = "" if seen[key] == name else f" (the same as {shown(seen[key])} but for case or spacing)"
            raise DeckError(f"{label}: duplicate {what} {shown(name)}{same}")
        seen[key] = name


def _both_parties(politicians: tuple[Politician, ...], label: str) -> None:
    """2.1: every player count must find enough politicians of each party to deal (a file
    with none at all serves the odds only: `cards check` says so)."""
    if not politicians:
        return
    for players, needed in PARTY_COUNTS.items():
        for party, count in zip((Party.LIBERAL, Party.CONSERVATIVE), needed):
            eligible = [p for p in politicians if p.party is party and p.name not in EXCLUDED[players]]
            if len(eligible) < count:
                raise DeckError(
                    f"{label}: a {players}-player game needs {counted(count, party.title + ' politician')} "
                    f"and the file has {len(eligible)} who may play in it"
                )


T = TypeVar("T")


def _cards(label: str, items: list[Any], build: Callable[[dict[str, Any], _At], T]) -> tuple[T, ...]:
    out = []
    for index, raw in enumerate(items, 1):
        record = _mapping(raw, _At(label, f"entry {index}"))
        name = record.get("name", record.get("number", f"entry {index}"))
        out.append(build(record, _At(label, f"card {shown(name)}")))
    return tuple(out)


def _politician(record: dict[str, Any], at: _At) -> Politician:
    _unknown_keys(record, {"number", "name", "party", "abilities", "campaign_sectors", "source", "note"}, at)
    abilities_raw = _mapping(_field(record, "abilities", at), at / "abilities")
    abilities: dict[Ability, int] = {}
    for key, level in abilities_raw.items():
        ability = _enum(Ability, key, at / "abilities", "ability")
        abilities[ability] = _int(level, at / f"abilities {key}", 1, 2)
    if sorted(abilities.values()) != [1, 1, 1, 2]:
        raise at.fail(
            f"abilities: a politician has three Level 1 abilities and one Level 2, got {shown(abilities_raw)}"
        )
    sectors = tuple(
        _enum(Sector, s, at / "campaign_sectors", "sector")
        for s in _list(record.get("campaign_sectors", []), at / "campaign_sectors")
    )
    if (Ability.CAMPAIGN in abilities) != bool(sectors):
        raise at.fail("campaign_sectors: list the Sectors exactly when the politician can Campaign")
    return Politician(
        number=_int(_field(record, "number", at), at / "number", 1, 99),
        name=_str(_field(record, "name", at), at / "name"),
        party=_enum(Party, _field(record, "party", at), at / "party", "party"),
        abilities=abilities,
        campaign_sectors=sectors,
        source=_source(record, at),
        note=_note(record, "note", at),
    )


def _bill(deck: BillDeck) -> Callable[[dict[str, Any], _At], Bill]:
    def build(record: dict[str, Any], at: _At) -> Bill:
        _unknown_keys(record, {"name", "subtitle", "icon", "adjustment", "vp", "effects", "source", "note"}, at)
        adjustment = _int(_field(record, "adjustment", at), at / "adjustment", -30, 50)
        if adjustment % 10:
            raise at.fail(f"adjustment: Vote adjustments are multiples of 10, got {adjustment}")
        low, high = (2, 3) if deck is BillDeck.CROSS_PARTY else (2, 7)
        return Bill(
            name=_str(_field(record, "name", at), at / "name"),
            subtitle=_note(record, "subtitle", at),
            deck=deck,
            icon=_enum(Icon, _field(record, "icon", at), at / "icon", "icon"),
            adjustment=adjustment,
            vp=_int(_field(record, "vp", at), at / "vp", low, high),
            effects=parse_effects(record.get("effects"), at),
            source=_source(record, at),
            note=_note(record, "note", at),
        )

    return build


def _supporter(record: dict[str, Any], at: _At) -> Supporter:
    _unknown_keys(record, {"name", "descriptor", "options", "source", "note"}, at)
    options_raw = _list(_field(record, "options", at), at / "options")
    if len(options_raw) != 2:
        raise at.fail(f"options: a Supporter has exactly 2 options, got {len(options_raw)}")
    options = []
    for i, raw in enumerate(options_raw, 1):
        option = _mapping(raw, at / f"option {i}")
        _unknown_keys(option, {"label", "effects"}, at / f"option {i}")
        effects = parse_effects(_field(option, "effects", at / f"option {i}"), at / f"option {i}")
        if not effects:
            raise (at / f"option {i}").fail("an option needs at least one effect")
        options.append(
            SupporterOption(
                label=_str(_field(option, "label", at / f"option {i}"), at / f"option {i}"), effects=effects
            )
        )
    return Supporter(
        name=_str(_field(record, "name", at), at / "name"),
        descriptor=_note(record, "descriptor", at),
        options=(options[0], options[1]),
        source=_source(record, at),
        note=_note(record, "note", at),
    )


def _event(record: dict[str, Any], at: _At) -> Event:
    _unknown_keys(record, {"name", "options", "by_election", "source", "note"}, at)
    variant = record.get("by_election")
    options: tuple[EventOption, ...] = ()
    if variant is not None:
        by_election = _enum(ByElectionVariant, variant, at / "by_election", "By-Election variant")
        if "options" in record:
            raise at.fail("a By-Election has no options")
    else:
        by_election = None
        raw_options = _list(_field(record, "options", at), at / "options")
        if not 2 <= len(raw_options) <= 3:
            raise at.fail(f"options: an Action Cube Event has 2 or 3 options, got {len(raw_options)}")
        built = []
        for i, raw in enumerate(raw_options, 1):
            oat = at / f"option {i}"
            option = _mapping(raw, oat)
            _unknown_keys(option, {"label", "cost", "effects"}, oat)
            cost = _int(_field(option, "cost", oat), oat / "cost", 0, 2)
            if (i == 1) != (cost == 0):
                raise oat.fail("the first option, and only the first, costs no Action Cube")
            built.append(
                EventOption(
                    _str(_field(option, "label", oat), oat / "label"), cost, parse_effects(option.get("effects"), oat)
                )
            )
        options = tuple(built)
    return Event(
        name=_str(_field(record, "name", at), at / "name"),
        options=options,
        by_election=by_election,
        source=_source(record, at),
        note=_note(record, "note", at),
    )


def _uncertainty(record: dict[str, Any], at: _At) -> UncertaintyCard:
    _unknown_keys(record, {"number", "vote", "election", "royal_interference", "source", "note"}, at)
    ri = record.get("royal_interference")
    return UncertaintyCard(
        number=_int(_field(record, "number", at), at / "number", 1, 99),
        vote=_int(_field(record, "vote", at), at / "vote", -11, 10),
        election=_int(_field(record, "election", at), at / "election", -12, 12),
        royal_interference=None if ri is None else _int(ri, at / "royal_interference", 300, 340),
        source=_source(record, at),
    )


CAREER_POWERS = {kind.value for kind in PowerKind}


def _career(record: dict[str, Any], at: _At) -> CareerCard:
    _unknown_keys(record, {"name", "side", "requires", "power", "source", "note"}, at)
    requires = _mapping(_field(record, "requires", at), at / "requires")
    _unknown_keys(requires, {"ability", "standing", "favour"}, at / "requires")
    ability = requires.get("ability")
    power = _mapping(_field(record, "power", at), at / "power")
    _unknown_keys(power, {"kind", "cost", "cost_any_sector", "amount"}, at / "power")
    kind = _field(power, "kind", at / "power")
    if not isinstance(kind, str) or kind not in CAREER_POWERS:
        raise (at / "power").fail(f"unknown power {shown(kind)} (expected one of {', '.join(sorted(CAREER_POWERS))})")
    any_cost = power.get("cost_any_sector")
    return CareerCard(
        name=_str(_field(record, "name", at), at / "name"),
        side=_enum(CareerSide, _field(record, "side", at), at / "side", "side"),
        requires_ability=None if ability is None else _enum(Ability, ability, at / "requires", "ability"),
        min_standing=_int(requires.get("standing", 0), at / "requires standing", 0, 8),
        min_favour=_int(requires.get("favour", 0), at / "requires favour", 0, 10),
        power=CareerPower(
            kind=PowerKind(kind),
            cost=_int(power.get("cost", 0), at / "power cost", 0, 2),
            cost_any_sector=None if any_cost is None else _int(any_cost, at / "power cost_any_sector", 1, 3),
            amount=_int(power.get("amount", 0), at / "power amount", -40, 40),
        ),
        source=_source(record, at),
        note=_note(record, "note", at),
    )


def _alternatives(raw: Any, at: _At) -> tuple[tuple[Effect, ...], ...]:
    if raw is None:
        return ()
    return tuple(parse_effects(alt, at / f"choice {i}") for i, alt in enumerate(_list(raw, at), 1))


def _debate_side(raw: Any, at: _At) -> DebateSide:
    side = _mapping(raw, at)
    _unknown_keys(side, {"direction", "votes", "max_target", "min_target", "on_pass", "on_fail"}, at)
    direction = _field(side, "direction", at)
    if direction not in ("up", "down"):
        raise at.fail(f"direction must be up or down, got {shown(direction)}")
    max_t = side.get("max_target")
    min_t = side.get("min_target")
    if direction == "up" and max_t is None or direction == "down" and min_t is None:
        raise at.fail("an up side needs max_target, a down side needs min_target")
    return DebateSide(
        direction=1 if direction == "up" else -1,
        votes=_int(_field(side, "votes", at), at / "votes", 10, 30),
        max_target=None if max_t is None else _int(max_t, at / "max_target", 0, 700),
        min_target=None if min_t is None else _int(min_t, at / "min_target", 0, 700),
        on_pass=_alternatives(side.get("on_pass"), at / "on_pass"),
        on_fail=_alternatives(side.get("on_fail"), at / "on_fail"),
    )


def _debate_card(record: dict[str, Any], at: _At) -> DebateCard:
    _unknown_keys(record, {"name", "holder", "pact", "no_pact", "source", "note"}, at)
    holder = _field(record, "holder", at)
    if holder not in ("government_backbencher", "opposition_backbencher", "opposition_leader"):
        raise at.fail(
            f"unknown holder {shown(holder)} (expected government_backbencher, opposition_backbencher or opposition_leader)"
        )
    return DebateCard(
        name=_str(_field(record, "name", at), at / "name"),
        holder=holder,
        pact=_debate_side(_field(record, "pact", at), at / "pact side"),
        no_pact=_debate_side(_field(record, "no_pact", at), at / "no_pact side"),
        source=_source(record, at),
        note=_note(record, "note", at),
    )


def _board(directory: Path) -> Board:
    label = "decks/board.yaml"
    top = _At(label)
    data = _file_mapping(_read(directory / "board.yaml", label), label)

    sectors = _mapping(_field(data, "sectors", top), top / "sectors")
    ladders: dict[tuple[Sector, Party], SectorLadder] = {}
    for sector_name, per_party in sectors.items():
        sector = _enum(Sector, sector_name, top / "sectors", "sector")
        per_party = _mapping(per_party, top / sector.value)
        for party in Party:
            at = top / f"sector {sector.value}" / party.value
            raw = _mapping(_field(per_party, party.value, top / f"sector {sector.value}"), at)
            _unknown_keys(raw, {"positions", "partisan", "start", "source"}, at)
            positions = tuple(
                _int(v, at / "positions", 0, 40) for v in _list(_field(raw, "positions", at), at / "positions")
            )
            if len(positions) < 2 or any(b - a not in (1, 2, 3) for a, b in zip(positions, positions[1:])):
                raise at.fail(f"positions must rise in steps of 1 to 3 points, got {list(positions)}")
            partisan = tuple(
                _int(v, at / "partisan", 0, 300) for v in _list(_field(raw, "partisan", at), at / "partisan")
            )
            if len(partisan) != len(positions):
                raise at.fail(
                    f"partisan lists {counted(len(partisan), 'value')} for {counted(len(positions), 'position')}"
                )
            start = _int(_field(raw, "start", at), at / "start")
            if start not in positions:
                raise at.fail(f"start {start} is not one of the positions {list(positions)}")
            ladders[(sector, party)] = SectorLadder(
                sector, party, positions, partisan, positions.index(start), _source(raw, at)
            )
    missing = [s.value for s in Sector if (s, Party.LIBERAL) not in ladders]
    if missing:
        raise (top / "sectors").fail(f"missing Sector {shown(missing[0])}")

    total = _int(_field(data, "total_seats", top), top / "total_seats", 100, 1000)
    proj = _mapping(_field(data, "projections", top), top / "projections")
    rows_raw = _list(_field(proj, "rows", top / "projections"), top / "projections" / "rows")
    rows: list[ProjectionRow] = []
    for i, raw in enumerate(rows_raw):
        at = top / "projections" / f"row {i}"
        triple = _list(raw, at)
        if len(triple) != 3:
            raise at.fail(f"a row is [lead, leader seats, trailer seats], got {shown(triple)}")
        lead, leader, trailer = (_int(v, at) for v in triple)
        if lead != i:
            raise at.fail(f"rows must list every lead from 0 in order; expected lead {i}, got {lead}")
        if leader + trailer != total:
            raise at.fail(f"lead {lead}: {leader} + {trailer} seats is not {total}")
        if rows and (leader < rows[-1].leader_seats):
            raise at.fail(f"lead {lead}: seats must not fall as the lead grows")
        rows.append(ProjectionRow(lead, leader, trailer))
    if not rows or rows[0].leader_seats != rows[0].trailer_seats:
        raise (top / "projections").fail("lead 0 must split the seats evenly")

    gov = _mapping(_field(data, "government_mps", top), top / "government_mps")
    va = _mapping(_field(data, "vote_adjustment", top), top / "vote_adjustment")
    votes = _mapping(_field(data, "votes", top), top / "votes")
    fav = _mapping(_field(data, "favour", top), top / "favour")
    score = _mapping(_field(data, "score", top), top / "score")

    mats: dict[tuple[str, str], Mat] = {}
    for i, raw in enumerate(_list(_field(data, "mats", top), top / "mats"), 1):
        at = top / f"mat {i}"
        mat = _mapping(raw, at)
        _unknown_keys(mat, {"name", "side", "standing", "cubes", "free_supporter_at", "source", "note"}, at)
        name = _field(mat, "name", at)
        if name not in ("pm", "opposition_leader", "backbencher"):
            raise at.fail(f"unknown mat {shown(name)} (expected pm, opposition_leader or backbencher)")
        side = _field(mat, "side", at)
        if side not in ("front", "reverse"):
            raise at.fail(f"unknown side {shown(side)} (expected front or reverse)")
        standing = _mapping(_field(mat, "standing", at), at / "standing")
        low = _int(_field(standing, "min", at / "standing"), at / "standing min", 0, 20)
        high = _int(_field(standing, "max", at / "standing"), at / "standing max", low, 20)
        start = _int(_field(standing, "start", at / "standing"), at / "standing start", low, high)
        thresholds = tuple(
            (_int(t[0], at / "cubes", low, high), _int(t[1], at / "cubes", 1, 4))
            for t in (_list(x, at / "cubes") for x in _list(_field(mat, "cubes", at), at / "cubes"))
        )
        if not thresholds or thresholds[0][0] != low:
            raise at.fail("cubes: the first threshold must be the lowest Standing")
        free = mat.get("free_supporter_at")
        mats[(name, side)] = Mat(
            name,
            side,
            low,
            high,
            start,
            thresholds,
            None if free is None else _int(free, at / "free_supporter_at", low, high),
            _source(mat, at),
        )
    for needed in (("pm", "front"), ("opposition_leader", "front"), ("backbencher", "front")):
        if needed not in mats:
            raise (top / "mats").fail(f"missing the {needed[0]} mat ({needed[1]})")

    return Board(
        ladders=ladders,
        projections=tuple(rows),
        total_seats=total,
        majority=_int(_field(data, "majority", top), top / "majority", 1, total),
        government_mps=(
            _int(_field(gov, "moderate", top / "government_mps"), top / "government_mps moderate", 0, total),
            _int(_field(gov, "partisan", top / "government_mps"), top / "government_mps partisan", 0, total),
        ),
        vote_adjustment_range=(
            _int(_field(va, "min", top), top / "vote_adjustment min"),
            _int(_field(va, "max", top), top / "vote_adjustment max"),
        ),
        vote_minimum=_int(_field(votes, "minimum", top / "votes"), top / "votes minimum"),
        vote_pass=_int(_field(votes, "pass", top / "votes"), top / "votes pass"),
        vote_certain=_int(_field(votes, "certain", top / "votes"), top / "votes certain"),
        favour_range=(
            _int(_field(fav, "min", top / "favour"), top / "favour min"),
            _int(_field(fav, "max", top / "favour"), top / "favour max"),
        ),
        favour_start=_int(_field(fav, "start", top / "favour"), top / "favour start"),
        mats=mats,
        election_marker_lock=_int(_field(score, "election_marker_lock", top / "score"), top / "score"),
        resignation_limit=_int(_field(score, "resignation_limit", top / "score"), top / "score"),
        father_of_the_house=_int(_field(score, "father_of_the_house", top / "score"), top / "score"),
        victory=_int(_field(score, "victory", top / "score"), top / "score"),
        source_note=_note(data, "note", top),
    )


BILL_FILES = {
    BillDeck.CROSS_PARTY: "bills/cross-party.yaml",
    BillDeck.LIBERAL: "bills/liberal.yaml",
    BillDeck.CONSERVATIVE: "bills/conservative.yaml",
}


def _bills(root: Path) -> tuple[Bill, ...]:
    """The three bill decks. A bill name may appear only once across all of them (nor
    twice but for case or spacing)."""
    bills: list[Bill] = []
    seen: dict[str, tuple[str, str]] = {}  # folded name -> (name, file)
    for deck, relative in BILL_FILES.items():
        label, items, _ = _deck(root, relative, "bills")
        for bill in _cards(label, items, _bill(deck)):
            key = " ".join(bill.name.split()).casefold()
            if key in seen:
                name, where = seen[key]
                place = "earlier in this file" if where == label else f"also in {where}"
                alike = "" if name == bill.name else f", as {shown(name)} but for case or spacing"
                raise DeckError(f"{label}: card {shown(bill.name)}, name: duplicate bill ({place}{alike})")
            seen[key] = (bill.name, label)
            bills.append(bill)
    return tuple(bills)


def load_components(directory: str | os.PathLike[str] | None = None) -> Components:
    """Read and validate every decks file. Raises DeckError on the first problem."""
    root = default_decks_dir(directory)

    label, items, _ = _deck(root, "politicians.yaml", "politicians")
    politicians = _cards(label, items, _politician)
    _unique((p.name for p in politicians), label)
    _unique((str(p.number) for p in politicians), label, "number")
    _both_parties(politicians, label)

    bills = _bills(root)

    label, items, _ = _deck(root, "supporters.yaml", "supporters")
    supporters = _cards(label, items, _supporter)
    _unique((s.name for s in supporters), label)

    label, items, _ = _deck(root, "events.yaml", "events")
    events = _cards(label, items, _event)
    _unique((e.name for e in events), label)

    label, items, _ = _deck(root, "uncertainty.yaml", "cards")
    uncertainty = _cards(label, items, _uncertainty)
    _unique((str(u.number) for u in uncertainty), label, "number")

    label, items, _ = _deck(root, "careers.yaml", "careers")
    careers = _cards(label, items, _career)
    _unique((f"{c.name}/{c.side.value}" for c in careers), label)

    label, items, _ = _deck(root, "debate-cards.yaml", "debate_cards")
    debate_cards = _cards(label, items, _debate_card)
    _unique((d.holder for d in debate_cards), label, "holder")

    return Components(
        politicians=politicians,
        bills=tuple(bills),
        supporters=supporters,
        events=events,
        uncertainty=uncertainty,
        careers=careers,
        debate_cards=debate_cards,
        board=_board(root),
        directory=str(root),
    )
