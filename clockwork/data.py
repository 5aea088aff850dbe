"""Loading and checking the Clockwork data in `decks/clockwork/` (docs/clockwork.md).

Four files: `politicians.yaml` (a profile for each of the ten politicians) and
`deck.yaml` (the 18-card Clockwork deck and the three tempers), read here, and
`difficulty.yaml` (the levels, as plain numbers) and `horizon.yaml` (the searching level's
weights), read by `clockwork.levels`. Every problem is a `ClockworkDataError` naming the file,
the record and the field: ``decks/clockwork/deck.yaml: card 7, focus: unknown focus
'legislature' (expected one of legislation, popularity, court, intrigue, patronage)``.
Only a safe YAML loader is used.
"""

from __future__ import annotations

import os
from dataclasses import field
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Any


from dataclasses import dataclass
from engine import Ability, Components, Sector, Source
from engine.untrusted import shown
from engine import deck_cache

from clockwork.data_fields import (
    ClockworkDataError,
    _At,
    _choice,
    _field,
    _int,
    _list,
    _mapping,
    _number,
    _read,
    _records,
    _str,
    _unknown_keys,
)
from clockwork.levels import Handicap, Level, load_handicaps, load_horizon, load_levels

CLOCKWORK = Path(__file__).resolve().parent  # the code that reads and checks the data


ROLES = ("pm", "opposition_leader", "government_backbencher", "opposition_backbencher")


# The words of the data files, as members whose value is the word (so a reason prints it).
class Focus(StrEnum):
    """A Clockwork card's focus: the family of plays it brings forward."""

    LEGISLATION = "legislation"
    POPULARITY = "popularity"
    COURT = "court"
    INTRIGUE = "intrigue"
    PATRONAGE = "patronage"


class TemperName(StrEnum):
    """A Clockwork card's temper (its numbers: `Temper`)."""

    BOLD = "bold"
    STEADY = "steady"
    CAUTIOUS = "cautious"


class Lean(StrEnum):
    """A profile's lean: keep to Cross-Party bills in a Pact, or draw Party Bills."""

    MODERATE = "moderate"
    PARTISAN = "partisan"


class BillPointer(StrEnum):
    """Which of two equally good bills comes first (a card's `bill`)."""

    MOST_VP = "most_vp"
    WEAKEST = "weakest"
    STRONGEST = "strongest"
    FIRST_SLOT = "first_slot"
    LAST_SLOT = "last_slot"


class SectorPointer(StrEnum):
    """Which of two equally good Sectors comes first (a card's `sector`)."""

    PREFERRED = "preferred"
    WEAKEST = "weakest"
    RICHEST = "richest"
    FIRST = "first"
    LAST = "last"


FOCUSES = tuple(Focus)
TEMPERS = tuple(TemperName)
LEANS = tuple(Lean)
BILL_POINTERS = tuple(BillPointer)
SECTOR_POINTERS = tuple(SectorPointer)

# Every play a role's list may name: its family (the card's focus that brings it forward),
# the roles that may list it, and the ability it needs (None: any politician).
PLAYS: dict[str, tuple[Focus, tuple[str, ...], Ability | None]] = {
    "secure_bill": (Focus.LEGISLATION, ("pm",), None),
    "build_bill": (Focus.LEGISLATION, ("pm",), None),
    "support_bill": (
        Focus.LEGISLATION,
        ("government_backbencher", "opposition_leader", "opposition_backbencher"),
        None,
    ),
    "attack_bill": (Focus.LEGISLATION, ("opposition_leader", "opposition_backbencher", "government_backbencher"), None),
    "debate_card": (Focus.LEGISLATION, ("opposition_leader", "government_backbencher", "opposition_backbencher"), None),
    "whip": (Focus.LEGISLATION, ROLES, Ability.INFLUENCE),
    "campaign": (Focus.POPULARITY, ROLES, Ability.CAMPAIGN),
    "rally": (Focus.POPULARITY, ROLES, None),
    "flatter": (Focus.COURT, ROLES, None),
    "guard_standing": (Focus.COURT, ("pm", "opposition_leader"), None),
    "undermine": (Focus.INTRIGUE, ROLES, None),
    "resign": (Focus.INTRIGUE, ("government_backbencher",), None),
    "rejoin": (Focus.INTRIGUE, ("government_backbencher",), None),
    "hobnob": (Focus.PATRONAGE, ROLES, None),
    "hoard": (Focus.PATRONAGE, ("opposition_backbencher",), None),
}


DEFAULT_PLAYS: dict[str, tuple[str, ...]] = {
    "pm": (
        "secure_bill",
        "guard_standing",
        "campaign",
        "rally",
        "flatter",
        "build_bill",
        "whip",
        "hobnob",
        "undermine",
    ),
    "opposition_leader": (
        "campaign",
        "attack_bill",
        "undermine",
        "rally",
        "debate_card",
        "flatter",
        "whip",
        "hobnob",
        "guard_standing",
    ),
    "government_backbencher": (
        "resign",
        "support_bill",
        "debate_card",
        "flatter",
        "campaign",
        "whip",
        "rally",
        "hobnob",
        "undermine",
        "attack_bill",
        "rejoin",
    ),
    "opposition_backbencher": (
        "hoard",
        "attack_bill",
        "debate_card",
        "undermine",
        "flatter",
        "campaign",
        "rally",
        "hobnob",
    ),
}


@dataclass(frozen=True)
class Profile:
    """One politician's Clockwork profile: its strategic preferences (its abilities are
    on its Politician Card, `engine.components.Politician`)."""

    name: str  # the Politician Card's name
    short: str  # the name used in reasons: "Derby"
    lean: Lean
    sectors: tuple[Sector, ...]  # preferred Sectors, most preferred first
    ambition: int  # 1 (loyal) .. 5 (ruthless)
    favour_appetite: int  # the Favour it tries to hold (0..8)
    plays: dict[str, tuple[str, ...]]  # role -> ordered plays
    source: Source
    note: str = ""
    two_player_ambition: int | None = (
        None  # its ambition in a 2-player game, where only the Pact and Challenging the PM show it
    )
    guard_sooner: int = (
        0  # as a leader it guards its Standing this many points sooner than its level (a level that guards)
    )

    def standing_guard(self, level_guard: int) -> int:
        """How close a challenger may come before it guards its Standing: its level's
        `standing_guard`, and `guard_sooner` more where the level guards at all."""
        return level_guard + self.guard_sooner if level_guard > 0 else 0


@dataclass(frozen=True)
class ClockworkCard:
    """A Clockwork card: the focus, the tie-breakers for bills and Sectors, and the temper it sets."""

    number: int
    focus: Focus
    bill_pointer: BillPointer  # which of two equally good bills comes first (the card's "bill")
    sector_pointer: SectorPointer  # which of two equally good Sectors comes first (the card's "sector")
    temper: TemperName

    def __str__(self) -> str:
        return f"card {self.number} ({self.focus}, {self.temper}, bills {self.bill_pointer}, sectors {self.sector_pointer})"


@dataclass(frozen=True)
class Temper:
    """How a temper moves the level's thresholds."""

    name: TemperName
    vote_chance: float  # added to the lowest chance at which a PM calls a Vote
    election_chance: float  # added to the lowest chance of keeping office for an Election
    agreement_margin: float  # added to what an Opposition Leader must gain to agree
    ambition: int  # added to the politician's ambition (Resign, end the Pact, Challenge)
    cube_value: float  # what an Action Cube is worth when the PM weighs an Event option


@dataclass(frozen=True)
class ClockworkData:
    """Everything the Clockwork plays by: profiles, cards, tempers, levels, handicaps and the
    searching level's horizon weights, read from one folder."""

    profiles: dict[str, Profile]
    cards: tuple[ClockworkCard, ...]
    tempers: dict[TemperName, Temper]
    levels: dict[str, Level]
    directory: str = ""
    handicaps: dict[str, Handicap] = field(default_factory=dict)
    horizon: dict[int, tuple[float, ...]] = field(default_factory=dict)  # horizon.yaml: players -> weights (FEATURES)

    def profile(self, politician: str) -> Profile:
        try:
            return self.profiles[politician]
        except KeyError:
            for profile in self.profiles.values():
                if politician.lower() in (profile.name.lower(), profile.short.lower()):
                    return profile
            raise ClockworkDataError(
                f"no Clockwork profile for {shown(politician)} (expected one of {', '.join(self.profiles)})"
            ) from None

    def profile_or_default(self, politician: str, components: Components) -> Profile:
        """The politician's profile; a politician with none (Scenario 7's Duke of Devonshire)
        plays a plain default: moderate, ambition 3, Favour 2, its Campaign Sectors first and
        the default play lists less the plays its abilities cannot make."""
        try:
            return self.profile(politician)
        except ClockworkDataError:
            return default_profile(politician, components)

    def level(self, name: str) -> Level:
        try:
            return self.levels[name]
        except KeyError:
            raise ClockworkDataError(
                f"unknown difficulty {shown(name)} (expected one of {', '.join(self.levels)})"
            ) from None

    def handicap(self, name: str) -> Handicap:
        try:
            return self.handicaps[name]
        except KeyError:
            raise ClockworkDataError(
                f"unknown handicap {name!r} (expected one of {', '.join(self.handicaps) or 'none defined'})"
            ) from None


def default_profile(politician: str, components: Components) -> Profile:
    try:
        card = components.politician(politician)
        abilities = {a for a in Ability if card.level(a) > 0}
        own = list(card.campaign_sectors)
    except KeyError:
        abilities, own = set(Ability), []
    sectors = tuple(own + [s for s in Sector if s not in own])
    plays = {
        role: tuple(p for p in names if PLAYS[p][2] is None or PLAYS[p][2] in abilities)
        for role, names in DEFAULT_PLAYS.items()
    }
    return Profile(
        name=politician,
        short=politician.split()[-1],
        lean=Lean.MODERATE,
        sectors=sectors,
        ambition=3,
        favour_appetite=2,
        plays=plays,
        source=Source.RECONSTRUCTED,
        note="default profile",
    )


# --- politicians.yaml ----------------------------------------------------------------------


def _profile(raw: Any, at: _At, components: Components | None) -> Profile:
    record = _mapping(raw, at)
    name = _str(_field(record, "name", at), at / "name")
    at = _At(at.file, f"politician {shown(name)}")
    _unknown_keys(
        record,
        {
            "name",
            "short",
            "lean",
            "sectors",
            "ambition",
            "two_player_ambition",
            "guard_sooner",
            "favour_appetite",
            "plays",
            "source",
            "note",
        },
        at,
    )
    politician = None
    if components is not None:
        names = [p.name for p in components.politicians]
        if name not in names:
            raise at.fail(f"no Politician Card of that name (expected one of {', '.join(names)})")
        politician = components.politician(name)
    sectors: list[Sector] = []
    for i, item in enumerate(_list(_field(record, "sectors", at), at / "sectors"), 1):
        where = at / f"sectors {i}"
        match = next((s for s in Sector if isinstance(item, str) and item.lower() == s.value.lower()), None)
        if match is None:
            raise where.fail(f"unknown sector {shown(item)} (expected one of {', '.join(s.value for s in Sector)})")
        if match in sectors:
            raise where.fail(f"sector {match.value!r} is listed twice")
        sectors.append(match)
    if len(sectors) < 3:
        raise (at / "sectors").fail(f"list at least 3 preferred Sectors, got {len(sectors)}")
    plays_raw = _mapping(_field(record, "plays", at), at / "plays")
    _unknown_keys(plays_raw, set(ROLES), at / "plays")
    plays: dict[str, tuple[str, ...]] = {}
    for role in ROLES:
        where = at / "plays" / role
        names = _list(_field(plays_raw, role, at / "plays"), where)
        if not names:
            raise where.fail("list at least one play")
        for play in names:
            if not isinstance(play, str) or play not in PLAYS:
                raise where.fail(f"unknown play {shown(play)} (expected one of {', '.join(PLAYS)})")
            _, roles, ability = PLAYS[play]
            if role not in roles:
                raise where.fail(
                    f"play {shown(play)} is not open to the {role.replace('_', ' ')} (only {', '.join(roles)})"
                )
            if ability is not None and politician is not None and politician.level(ability) == 0:
                raise where.fail(f"play {shown(play)} needs the {ability.value.title()} ability, which {name} lacks")
        if len(set(names)) != len(names):
            raise where.fail("a play is listed twice")
        plays[role] = tuple(names)
    source = _field(record, "source", at)
    if source not in (s.value for s in Source):
        raise (at / "source").fail(f"unknown source {shown(source)} (expected printed or reconstructed)")
    return Profile(
        name=name,
        short=_str(_field(record, "short", at), at / "short"),
        lean=Lean(_choice(_field(record, "lean", at), LEANS, at / "lean", "lean")),
        sectors=tuple(sectors),
        ambition=_int(_field(record, "ambition", at), at / "ambition", 1, 5),
        two_player_ambition=None
        if record.get("two_player_ambition") is None
        else _int(record["two_player_ambition"], at / "two_player_ambition", 1, 5),
        favour_appetite=_int(_field(record, "favour_appetite", at), at / "favour_appetite", 0, 8),
        guard_sooner=_int(record.get("guard_sooner", 0), at / "guard_sooner", 0, 10),
        plays=plays,
        source=Source(source),
        note=str(record.get("note", "")),
    )


def load_profiles(path: Path, components: Components | None = None, label: str | None = None) -> dict[str, Profile]:
    label = label or str(path)
    data = _read(path, label)
    at = _At(label)
    profiles: dict[str, Profile] = {}
    for i, raw in enumerate(_records(data, "politicians", at), 1):
        profile = _profile(raw, _At(label, f"politician {i}"), components)
        if profile.name in profiles:
            raise at.fail(f"politician {profile.name!r} is listed twice")
        profiles[profile.name] = profile
    if components is not None:
        missing = [p.name for p in components.politicians if p.name not in profiles]
        if missing:
            raise at.fail(f"no profile for {', '.join(missing)}")
    return profiles


# --- deck.yaml -----------------------------------------------------------------------------


def _temper(name: TemperName, raw: Any, at: _At) -> Temper:
    record = _mapping(raw, at)
    _unknown_keys(record, {"vote_chance", "election_chance", "agreement_margin", "ambition", "cube_value"}, at)
    return Temper(
        name=name,
        vote_chance=_number(_field(record, "vote_chance", at), at / "vote_chance", -1, 1),
        election_chance=_number(_field(record, "election_chance", at), at / "election_chance", -1, 1),
        agreement_margin=_number(_field(record, "agreement_margin", at), at / "agreement_margin", -10, 10),
        ambition=_int(_field(record, "ambition", at), at / "ambition", -2, 2),
        cube_value=_number(_field(record, "cube_value", at), at / "cube_value", 0, 5),
    )


def load_deck(path: Path, label: str | None = None) -> tuple[tuple[ClockworkCard, ...], dict[TemperName, Temper]]:
    label = label or str(path)
    data = _read(path, label)
    at = _At(label)
    _unknown_keys(data, {"size", "note", "tempers", "cards"}, at)
    tempers_raw = _mapping(_field(data, "tempers", at), at / "tempers")
    _unknown_keys(tempers_raw, set(TEMPERS), at / "tempers")
    tempers = {
        name: _temper(name, _field(tempers_raw, name, at / "tempers"), at / "tempers" / name) for name in TEMPERS
    }
    cards: list[ClockworkCard] = []
    for i, raw in enumerate(_records(data, "cards", at), 1):
        record = _mapping(raw, at / f"card {i}")
        number = _int(_field(record, "number", at / f"card {i}"), at / f"card {i}" / "number", 1, 99)
        where = _At(label, f"card {number}")
        _unknown_keys(record, {"number", "focus", "bill", "sector", "temper"}, where)
        if any(c.number == number for c in cards):
            raise where.fail("card number is used twice")
        cards.append(
            ClockworkCard(
                number=number,
                focus=Focus(_choice(_field(record, "focus", where), FOCUSES, where / "focus", "focus")),
                bill_pointer=BillPointer(
                    _choice(_field(record, "bill", where), BILL_POINTERS, where / "bill", "bill pointer")
                ),
                sector_pointer=SectorPointer(
                    _choice(_field(record, "sector", where), SECTOR_POINTERS, where / "sector", "sector pointer")
                ),
                temper=TemperName(_choice(_field(record, "temper", where), TEMPERS, where / "temper", "temper")),
            )
        )
    if not cards:
        raise at.fail("the deck has no cards")
    for focus in FOCUSES:
        if not any(c.focus == focus for c in cards):
            raise at.fail(f"no card has the focus {shown(focus)}")
    return tuple(cards), tempers


# --- All of it -----------------------------------------------------------------------------


def shipped_clockwork_dir() -> Path:
    """The copy of `decks/clockwork/` shipped with the package (or the checkout's)."""
    from engine.deck_location import _package_data

    found = _package_data("decks")
    if found is None:
        raise ClockworkDataError("no shipped decks directory found for the Clockwork data")
    return found / "clockwork"


def clockwork_dir(decks: str | os.PathLike[str] | None = None) -> Path:
    """`DIR/clockwork/` of the decks directory in use (`--decks DIR`, $PRIME_MINISTER_DECKS)
    when that folder exists, else the shipped copy."""
    from engine import default_decks_dir

    own = default_decks_dir(decks) / "clockwork"
    return own if own.is_dir() else shipped_clockwork_dir()


def clockwork_for(components: Components | None) -> ClockworkData:
    """The Clockwork data that goes with a game's components: `DIR/clockwork/*.yaml` of
    the decks directory they were read from when that folder exists, else the shipped copy
    (or $PRIME_MINISTER_DECKS's)."""
    directory = getattr(components, "directory", "") if components is not None else ""
    if directory:
        own = Path(directory) / "clockwork"
        if own.is_dir():
            shipped = standard_clockwork()
            if own.resolve() == Path(shipped.directory).resolve():
                return shipped
            return _cached_for(str(own.resolve()), components)
    return standard_clockwork()


def load_clockwork(
    directory: str | os.PathLike[str] | None = None, components: Components | None = None
) -> ClockworkData:
    """Read and check `politicians.yaml`, `deck.yaml`, `difficulty.yaml` and `horizon.yaml` in
    `directory` (default: `decks/clockwork/`). Raises ClockworkDataError on the first problem."""
    root = Path(directory) if directory is not None else clockwork_dir()
    if not root.is_dir():
        raise ClockworkDataError(f"Clockwork data directory {str(root)!r} does not exist")
    if components is None:
        from engine import standard_components

        components = standard_components()
    prefix = "decks/clockwork" if directory is None else str(root)
    profiles = load_profiles(root / "politicians.yaml", components, f"{prefix}/politicians.yaml")
    cards, tempers = load_deck(root / "deck.yaml", f"{prefix}/deck.yaml")
    levels = load_levels(root / "difficulty.yaml", f"{prefix}/difficulty.yaml")
    handicaps = load_handicaps(root / "difficulty.yaml", f"{prefix}/difficulty.yaml")
    horizon = load_horizon(root / "horizon.yaml", f"{prefix}/horizon.yaml")
    return ClockworkData(
        profiles=profiles,
        cards=cards,
        tempers=tempers,
        levels=levels,
        directory=str(root),
        handicaps=handicaps,
        horizon=horizon,
    )


@lru_cache(maxsize=4)
def _cached(directory: str) -> ClockworkData:
    if directory:
        return load_clockwork(directory)
    # the data in use, checked against the standard components: kept in the deck cache
    # (engine.deck_cache) under the files it is read from and checked against and the code
    # that reads it, so a start finds it there without PyYAML
    from engine import default_decks_dir

    root, decks = clockwork_dir(), default_decks_dir()
    return deck_cache.through_cache(
        lambda kept: load_clockwork(None), root, kind="clockwork", also=(decks,), code=(CLOCKWORK,)
    )


_FOR: dict[str, ClockworkData] = {}


def _cached_for(directory: str, components: Components | None) -> ClockworkData:
    """A decks directory's own Clockwork data, checked against its own components."""
    if directory not in _FOR:
        _FOR[directory] = load_clockwork(directory, components)
    return _FOR[directory]


def standard_clockwork(directory: str | os.PathLike[str] | None = None) -> ClockworkData:
    """`load_clockwork`, read once per directory and process."""
    return _cached("" if directory is None else str(directory))


def handicap_options(handicaps: dict[int, str], data: ClockworkData | None = None) -> dict[str, Any]:
    """The setup options that grant Clockwork seats their named handicaps, the privileges the
    table itself must hand out (free Supporters at each round setup): pass them to
    `engine.setup.standard_setup(..., **options)`. `handicaps` maps seat -> handicap name
    ("none" or an empty name grants nothing)."""
    data = data or standard_clockwork()
    seats = [
        seat
        for seat, name in sorted(handicaps.items())
        if name and name != NO_HANDICAP
        for _ in range(data.handicap(name).free_supporters)
    ]
    return {"free_supporter_seats": seats} if seats else {}


NO_HANDICAP = "none"
