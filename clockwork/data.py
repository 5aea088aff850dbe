"""Loading and checking the Clockwork data in `decks/clockwork/` (docs/clockwork.md).

Three files: `politicians.yaml` (a profile for each of the ten politicians),
`deck.yaml` (the 18-card Clockwork deck and the three tempers) and `difficulty.yaml`
(the levels, as plain numbers). Every problem is a `ClockworkDataError` naming the file,
the record and the field: ``decks/clockwork/deck.yaml: card 7, focus: unknown focus
'legislature' (expected one of legislation, popularity, court, intrigue, patronage)``.
Only a safe YAML loader is used.
"""

from __future__ import annotations

import os
from dataclasses import field
from functools import lru_cache
from pathlib import Path
from typing import Any


from engine import dataclass
from engine import Ability, Components, Sector, Source, deck_fields, shown
from engine import deck_cache

from clockwork.horizon import FEATURES

CLOCKWORK = Path(__file__).resolve().parent  # the code that reads and checks the data


ROLES = ("pm", "opposition_leader", "government_backbencher", "opposition_backbencher")
FOCUSES = ("legislation", "popularity", "court", "intrigue", "patronage")
TEMPERS = ("bold", "steady", "cautious")
LEANS = ("moderate", "partisan")
BILL_POINTERS = ("most_vp", "weakest", "strongest", "first_slot", "last_slot")
SECTOR_POINTERS = ("preferred", "weakest", "richest", "first", "last")

# Every play a role's list may name: its family (the card's focus that brings it forward),
# the roles that may list it, and the ability it needs (None: any politician).
PLAYS: dict[str, tuple[str, tuple[str, ...], Ability | None]] = {
    "secure_bill": ("legislation", ("pm",), None),
    "build_bill": ("legislation", ("pm",), None),
    "support_bill": ("legislation", ("government_backbencher", "opposition_leader", "opposition_backbencher"), None),
    "attack_bill": ("legislation", ("opposition_leader", "opposition_backbencher", "government_backbencher"), None),
    "debate_card": ("legislation", ("opposition_leader", "government_backbencher", "opposition_backbencher"), None),
    "whip": ("legislation", ROLES, Ability.INFLUENCE),
    "campaign": ("popularity", ROLES, Ability.CAMPAIGN),
    "rally": ("popularity", ROLES, None),
    "flatter": ("court", ROLES, None),
    "guard_standing": ("court", ("pm", "opposition_leader"), None),
    "undermine": ("intrigue", ROLES, None),
    "resign": ("intrigue", ("government_backbencher",), None),
    "rejoin": ("intrigue", ("government_backbencher",), None),
    "hobnob": ("patronage", ROLES, None),
    "hoard": ("patronage", ("opposition_backbencher",), None),
}


DEFAULT_PLAYS: dict[str, tuple[str, ...]] = {
    "pm": ("secure_bill", "guard_standing", "campaign", "rally", "flatter", "build_bill", "whip", "hobnob", "undermine"),
    "opposition_leader": ("campaign", "attack_bill", "undermine", "rally", "debate_card", "flatter", "whip", "hobnob", "guard_standing"),
    "government_backbencher": ("resign", "support_bill", "debate_card", "flatter", "campaign", "whip", "rally", "hobnob", "undermine", "attack_bill", "rejoin"),
    "opposition_backbencher": ("hoard", "attack_bill", "debate_card", "undermine", "flatter", "campaign", "rally", "hobnob"),
}


class ClockworkDataError(ValueError):
    """A Clockwork data file is missing, malformed, or breaks its schema."""


@dataclass(frozen=True)
class Profile:
    """One politician's Clockwork profile: its strategic preferences (its abilities are
    on its Politician Card, `engine.components.Politician`)."""

    name: str  # the Politician Card's name
    short: str  # the name used in reasons: "Derby"
    lean: str  # moderate | partisan
    sectors: tuple[Sector, ...]  # preferred Sectors, most preferred first
    ambition: int  # 1 (loyal) .. 5 (ruthless)
    favour_appetite: int  # the Favour it tries to hold (0..8)
    plays: dict[str, tuple[str, ...]]  # role -> ordered plays
    source: Source
    note: str = ""


@dataclass(frozen=True)
class ClockworkCard:
    """A Clockwork card: the focus, the tie-breakers for bills and Sectors, and the temper it sets."""

    number: int
    focus: str
    bill_pointer: str  # which of two equally good bills comes first (the card's "bill")
    sector_pointer: str  # which of two equally good Sectors comes first (the card's "sector")
    temper: str

    def __str__(self) -> str:
        return f"card {self.number} ({self.focus}, {self.temper}, bills {self.bill_pointer}, sectors {self.sector_pointer})"


@dataclass(frozen=True)
class Temper:
    """How a temper moves the level's thresholds."""

    name: str
    vote_chance: float  # added to the lowest chance at which a PM calls a Vote
    election_chance: float  # added to the lowest chance of keeping office for an Election
    agreement_margin: float  # added to what an Opposition Leader must gain to agree
    ambition: int  # added to the politician's ambition (Resign, end the Pact, Challenge)
    cube_value: float  # what an Action Cube is worth when the PM weighs an Event option


@dataclass(frozen=True)
class Level:
    """A difficulty level: every number a Clockwork seat plays by."""

    name: str
    description: str
    cards: int  # Clockwork cards turned per action turn; with 2 it keeps the better fit
    vote_chance: float
    election_chance: float
    agreement_margin: float
    look_ahead: bool  # an attacker counts the PM's reply before choosing a target
    list_depth: int  # plays of the list tried after the urgent and focus ones (0: all)
    standing_guard: int
    hand_size: int
    resign_ambition: int
    pact_end_vp: int
    pact_end_step: int
    challenge_ambition: int
    rival_vp: float
    point_value: float
    campaign_when_postponed: bool = False  # its PM campaigns first while a postponed Election is due
    attack_first_gain: float = 0.0  # its Opposition attacks a bill first when that gains this much (0: only to stop a win)
    pact_attack_gap: int = 6  # its Opposition Leader ends the Pact to attack a bill while the PM's Standing is at most this far above its own (-1: never)
    pact_trail_end: int = 15  # ... or when its party trails by more than this many Popularity points (0: never)
    pact_propose_ambition: int = 2  # the highest ambition at which its Opposition Leader proposes (restarts, accepts) the Pact ...
    pact_propose_behind: int = 6  # ... when at least this many VP behind the PM
    pact_agree: bool = True  # its PM agrees to restart the Pact when its party leads or a bill is below 350 (false: never)
    lone_election_chance: float = -1.0  # a PM governing alone holds its Election from this chance of keeping office (-1: as election_chance)
    no_campaign_ambition: int = 2  # a politician whose party has no one at the table who can Campaign plays at this ambition at most (5: its own)
    # What things are worth (clockwork/appraise.py, docs/clockwork.md "What things are worth"):
    office_pm: float = 10.0  # holding (or taking) the PM's mat, in VP
    office_ol: float = 5.0  # holding (or taking) the Opposition Leader's mat, in VP
    supporter: float = 0.7  # one Supporter Card kept, in VP ...
    supporter_full: float = 0.3  # ... and with four already in hand
    standing_cubes: float = 0.25  # a point of its own Standing, for its Action Cube income
    appetite_value: float = 0.4  # a point of Favour below the politician's appetite
    royal_favour: float = 0.8  # having more Favour than the other party leader
    partner_pm_drag: float = 0.7  # a VP to a pool holding someone else's PM loses this x (PM's VP / 100)^2
    lead_close: float = 1.5  # a Popularity point's worth x this while the lead is within 12 ...
    lead_far: float = 0.6  # ... and x this once the lead is beyond 25 (x1 between)
    challenge_odds: tuple[float, ...] = (0.4, 0.22, 0.12, 0.06)  # the chance a challenger 1, 2, 3, 4 points of Standing behind gets its Challenge soon (0.02 further)
    search: int = 0  # play-outs of each candidate at its strategic decisions (0: plays by its rules alone)
    search_rounds: int = 1  # how far a play-out looks: to the start of the round this many rounds on


@dataclass(frozen=True)
class Handicap:
    """A privilege the table grants Clockwork seats, apart from their level's skill."""

    name: str
    description: str
    free_supporters: int  # free Supporters at each round setup (rule hook, docs/clockwork.md)


@dataclass(frozen=True)
class ClockworkData:
    """Everything the Clockwork plays by: profiles, cards, tempers, levels, handicaps and the
    searching level's horizon weights, read from one folder."""

    profiles: dict[str, Profile]
    cards: tuple[ClockworkCard, ...]
    tempers: dict[str, Temper]
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
            raise ClockworkDataError(f"unknown difficulty {shown(name)} (expected one of {', '.join(self.levels)})") from None

    def handicap(self, name: str) -> Handicap:
        try:
            return self.handicaps[name]
        except KeyError:
            raise ClockworkDataError(f"unknown handicap {name!r} (expected one of {', '.join(self.handicaps) or 'none defined'})") from None


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
        name=politician, short=politician.split()[-1], lean="moderate", sectors=sectors, ambition=3,
        favour_appetite=2, plays=plays, source=Source.RECONSTRUCTED, note="default profile",
    )


# --- Small readers that know where they are -----------------------------------------------


class _At(deck_fields._At):
    error = ClockworkDataError


_mapping, _list, _field, _int, _str, _unknown_keys = (
    deck_fields._mapping, deck_fields._list, deck_fields._field, deck_fields._int, deck_fields._str, deck_fields._unknown_keys,
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


# --- politicians.yaml ----------------------------------------------------------------------


def _profile(raw: Any, at: _At, components: Components | None) -> Profile:
    record = _mapping(raw, at)
    name = _str(_field(record, "name", at), at / "name")
    at = _At(at.file, f"politician {shown(name)}")
    _unknown_keys(record, {"name", "short", "lean", "sectors", "ambition", "favour_appetite", "plays", "source", "note"}, at)
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
                raise where.fail(f"play {shown(play)} is not open to the {role.replace('_', ' ')} (only {', '.join(roles)})")
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
        lean=_choice(_field(record, "lean", at), LEANS, at / "lean", "lean"),
        sectors=tuple(sectors),
        ambition=_int(_field(record, "ambition", at), at / "ambition", 1, 5),
        favour_appetite=_int(_field(record, "favour_appetite", at), at / "favour_appetite", 0, 8),
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


def _temper(name: str, raw: Any, at: _At) -> Temper:
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


def load_deck(path: Path, label: str | None = None) -> tuple[tuple[ClockworkCard, ...], dict[str, Temper]]:
    label = label or str(path)
    data = _read(path, label)
    at = _At(label)
    _unknown_keys(data, {"size", "note", "tempers", "cards"}, at)
    tempers_raw = _mapping(_field(data, "tempers", at), at / "tempers")
    _unknown_keys(tempers_raw, set(TEMPERS), at / "tempers")
    tempers = {name: _temper(name, _field(tempers_raw, name, at / "tempers"), at / "tempers" / name) for name in TEMPERS}
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
                focus=_choice(_field(record, "focus", where), FOCUSES, where / "focus", "focus"),
                bill_pointer=_choice(_field(record, "bill", where), BILL_POINTERS, where / "bill", "bill pointer"),
                sector_pointer=_choice(_field(record, "sector", where), SECTOR_POINTERS, where / "sector", "sector pointer"),
                temper=_choice(_field(record, "temper", where), TEMPERS, where / "temper", "temper"),
            )
        )
    if not cards:
        raise at.fail("the deck has no cards")
    for focus in FOCUSES:
        if not any(c.focus == focus for c in cards):
            raise at.fail(f"no card has the focus {shown(focus)}")
    return tuple(cards), tempers


# --- difficulty.yaml -----------------------------------------------------------------------

# the worths a level may change (clockwork/appraise.py), with the range each accepts
WORTHS = {
    "office_pm": (0, 50), "office_ol": (0, 50), "supporter": (0, 5), "supporter_full": (0, 5), "standing_cubes": (0, 5),
    "appetite_value": (0, 5), "royal_favour": (0, 10), "partner_pm_drag": (0, 1), "lead_close": (0, 5), "lead_far": (0, 5),
}
_LEVEL_FIELDS = {
    "name", "description", "cards", "search", "search_rounds", "campaign_when_postponed", "attack_first_gain",
    "pact_attack_gap", "pact_trail_end", "pact_propose_ambition", "pact_propose_behind", "pact_agree", "lone_election_chance", "no_campaign_ambition", "vote_chance", "election_chance", "agreement_margin",
    "look_ahead", "list_depth", "standing_guard", "hand_size", "resign_ambition", "pact_end_vp", "pact_end_step",
    "challenge_ambition", "rival_vp", "point_value", *WORTHS, "challenge_odds",
}


def _level(raw: Any, at: _At) -> Level:
    record = _mapping(raw, at)
    name = _str(_field(record, "name", at), at / "name")
    at = _At(at.file, f"level {shown(name)}")
    _unknown_keys(record, _LEVEL_FIELDS, at)
    return Level(
        name=name,
        description=_str(_field(record, "description", at), at / "description"),
        cards=_int(_field(record, "cards", at), at / "cards", 1, 2),
        vote_chance=_number(_field(record, "vote_chance", at), at / "vote_chance", 0, 1),
        election_chance=_number(_field(record, "election_chance", at), at / "election_chance", 0, 1),
        agreement_margin=_number(_field(record, "agreement_margin", at), at / "agreement_margin", -10, 10),
        look_ahead=_bool(_field(record, "look_ahead", at), at / "look_ahead"),
        list_depth=_int(_field(record, "list_depth", at), at / "list_depth", 0, 20),
        standing_guard=_int(_field(record, "standing_guard", at), at / "standing_guard", 0, 5),
        hand_size=_int(_field(record, "hand_size", at), at / "hand_size", 0, 4),
        resign_ambition=_int(_field(record, "resign_ambition", at), at / "resign_ambition", 1, 7),
        pact_end_vp=_int(_field(record, "pact_end_vp", at), at / "pact_end_vp", 0, 100),
        pact_end_step=_int(_field(record, "pact_end_step", at), at / "pact_end_step", 0, 20),
        challenge_ambition=_int(_field(record, "challenge_ambition", at), at / "challenge_ambition", 0, 6),
        rival_vp=_number(_field(record, "rival_vp", at), at / "rival_vp", 0, 2),
        point_value=_number(_field(record, "point_value", at), at / "point_value", 0, 2),
        campaign_when_postponed=_bool(record.get("campaign_when_postponed", False), at / "campaign_when_postponed"),
        attack_first_gain=_number(record.get("attack_first_gain", 0), at / "attack_first_gain", 0, 20),
        pact_attack_gap=_int(record.get("pact_attack_gap", 6), at / "pact_attack_gap", -1, 20),
        pact_trail_end=_int(record.get("pact_trail_end", 15), at / "pact_trail_end", 0, 100),
        pact_propose_ambition=_int(record.get("pact_propose_ambition", 2), at / "pact_propose_ambition", 0, 7),
        pact_propose_behind=_int(record.get("pact_propose_behind", 6), at / "pact_propose_behind", 0, 100),
        pact_agree=_bool(record.get("pact_agree", True), at / "pact_agree"),
        lone_election_chance=_number(record.get("lone_election_chance", -1), at / "lone_election_chance", -1, 1),
        no_campaign_ambition=_int(record.get("no_campaign_ambition", 2), at / "no_campaign_ambition", 0, 7),
        **{key: _number(record[key], at / key, low, high) for key, (low, high) in WORTHS.items() if key in record},
        **({"challenge_odds": _odds(record["challenge_odds"], at / "challenge_odds")} if "challenge_odds" in record else {}),
        search=_int(record.get("search", 0), at / "search", 0, 100),
        search_rounds=_int(record.get("search_rounds", 1), at / "search_rounds", 1, 30),
    )


def _odds(raw: Any, at: _At) -> tuple[float, ...]:
    if not isinstance(raw, list) or not raw:
        raise at.fail(f"expected a list of chances (0-1), one for each point of Standing behind, got {shown(raw)}")
    return tuple(_number(value, at, 0, 1) for value in raw)


def _handicap(raw: Any, at: _At) -> Handicap:
    record = _mapping(raw, at)
    name = _str(_field(record, "name", at), at / "name")
    at = _At(at.file, f"handicap {name!r}")
    _unknown_keys(record, {"name", "description", "free_supporters"}, at)
    return Handicap(
        name=name,
        description=_str(_field(record, "description", at), at / "description"),
        free_supporters=_int(_field(record, "free_supporters", at), at / "free_supporters", 0, 2),
    )


def load_handicaps(path: Path, label: str | None = None) -> dict[str, Handicap]:
    """The named handicaps of `difficulty.yaml` (none when it lists none)."""
    label = label or str(path)
    data = _read(path, label)
    at = _At(label)
    handicaps: dict[str, Handicap] = {}
    for i, raw in enumerate(_list(data.get("handicaps", []), at / "handicaps"), 1):
        handicap = _handicap(raw, _At(label, f"handicap {i}"))
        if handicap.name in handicaps:
            raise at.fail(f"handicap {handicap.name!r} is listed twice")
        handicaps[handicap.name] = handicap
    return handicaps


def load_levels(path: Path, label: str | None = None) -> dict[str, Level]:
    label = label or str(path)
    data = _read(path, label)
    at = _At(label)
    _unknown_keys(data, {"note", "levels", "handicaps"}, at)
    levels: dict[str, Level] = {}
    for i, raw in enumerate(_list(_field(data, "levels", at), at / "levels"), 1):
        level = _level(raw, _At(label, f"level {i}"))
        if level.name in levels:
            raise at.fail(f"level {level.name!r} is listed twice")
        levels[level.name] = level
    if len(levels) < 4:
        raise at.fail(f"expected at least four levels, got {len(levels)}")
    if "standard" not in levels:
        raise at.fail("a level named 'standard' is required (the default)")
    return levels


# --- horizon.yaml --------------------------------------------------------------------------


def load_horizon(path: Path, label: str | None = None) -> dict[int, tuple[float, ...]]:
    """The searching level's chance-of-winning model (`clockwork.horizon`): for each number
    of players it was fitted for, one weight for each number it reads (`FEATURES`, in order)."""
    label = label or str(path)
    if not path.exists():
        raise ClockworkDataError(f"{label}: file is missing (expected the searching level's weights, one set for each number "
                                 "of players, as in the shipped decks/clockwork/horizon.yaml: copy that file here)")
    at = _At(label)
    data = _read(path, label)
    players = _mapping(_field(data, "players", at), at / "players")
    found: dict[int, tuple[float, ...]] = {}
    for key, raw in players.items():
        where = at / "players" / str(key)
        count = _int(key, where, 2, 4)
        weights = _mapping(_field(_mapping(raw, where), "weights", where), where / "weights")
        _unknown_keys(weights, set(FEATURES), where / "weights")
        found[count] = tuple(_number(_field(weights, name, where / "weights"), _At(label, "players", str(key), "weights", name), -1000.0, 1000.0)
                             for name in FEATURES)
    if not found:
        raise (at / "players").fail("expected weights for at least one number of players (2, 3 or 4)")
    return found


# --- All of it -----------------------------------------------------------------------------


def shipped_clockwork_dir() -> Path:
    """The copy of `decks/clockwork/` shipped with the package (or the checkout's)."""
    from engine.decks import _package_data

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


def load_clockwork(directory: str | os.PathLike[str] | None = None, components: Components | None = None) -> ClockworkData:
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
    return ClockworkData(profiles=profiles, cards=cards, tempers=tempers, levels=levels, directory=str(root), handicaps=handicaps,
                         horizon=horizon)


@lru_cache(maxsize=4)
def _cached(directory: str) -> ClockworkData:
    if directory:
        return load_clockwork(directory)
    # the data in use, checked against the standard components: kept in the deck cache
    # (engine.deck_cache) under the files it is read from and checked against and the code
    # that reads it, so a start finds it there without PyYAML
    from engine import default_decks_dir

    root, decks = clockwork_dir(), default_decks_dir()
    kept = deck_cache.load(root, kind="clockwork", also=(decks,), code=(CLOCKWORK,))
    if isinstance(kept, ClockworkData) and kept.directory == str(root):
        return kept
    data = load_clockwork(None)
    deck_cache.store(root, data, kind="clockwork", also=(decks,), code=(CLOCKWORK,))
    return data


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
    seats = [seat for seat, name in sorted(handicaps.items()) if name and name != NO_HANDICAP for _ in range(data.handicap(name).free_supporters)]
    return {"free_supporter_seats": seats} if seats else {}


NO_HANDICAP = "none"
