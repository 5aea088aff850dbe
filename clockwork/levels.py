"""The Clockwork's difficulty levels and handicaps (`decks/clockwork/difficulty.yaml`) and
the searching level's horizon weights (`decks/clockwork/horizon.yaml`): what each level plays
by, read and checked (docs/clockwork.md "Difficulty"). `clockwork.data` gathers them with the
profiles and the deck into one `ClockworkData`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dataclasses import dataclass
from engine.untrusted import shown

from clockwork.data_fields import (
    ClockworkDataError,
    _At,
    _bool,
    _field,
    _int,
    _list,
    _mapping,
    _number,
    _read,
    _str,
    _unknown_keys,
)
from clockwork.horizon import FEATURES


@dataclass(frozen=True)
class Level:
    """A difficulty level: every number a Clockwork seat plays by."""

    name: str
    description: str
    cards: int  # Clockwork cards turned per action turn; with 2 it keeps the better fit
    three_player_cards: int  # ... at a table of three (0: as `cards`)
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
    attack_first_gain: float = (
        0.0  # its Opposition attacks a bill first when that gains this much (0: only to stop a win)
    )
    pact_attack_gap: int = 6  # its Opposition Leader ends the Pact to attack a bill while the PM's Standing is at most this far above its own (-1: never)
    pact_trail_end: int = 15  # ... or when its party trails by more than this many Popularity points (0: never)
    pact_propose_ambition: int = (
        2  # the highest ambition at which its Opposition Leader proposes (restarts, accepts) the Pact ...
    )
    pact_propose_behind: int = 6  # ... when at least this many VP behind the PM
    pact_agree: bool = (
        True  # its PM agrees to restart the Pact when its party leads or a bill is below 350 (false: never)
    )
    lone_election_chance: float = (
        -1.0
    )  # a PM governing alone holds its Election from this chance of keeping office (-1: as election_chance)
    no_campaign_ambition: int = 2  # a politician whose party has no one at the table who can Campaign plays at this ambition at most (5: its own)
    no_campaign_challenge_vp: int = (
        80  # ... and, as Opposition Leader, Challenges the PM only once the PM has this many VP (0: whenever it may)
    )
    no_campaign_pact_round: int = 3  # ... and ends the Pact from this round (0: by its ambition, as any other)
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
    challenge_odds: tuple[float, ...] = (
        0.4,
        0.22,
        0.12,
        0.06,
    )  # the chance a challenger 1, 2, 3, 4 points of Standing behind gets its Challenge soon (0.02 further)
    search: int = 0  # play-outs of each candidate at its strategic decisions (0: plays by its rules alone)
    search_rounds: int = 1  # how far a play-out looks: to the start of the round this many rounds on
    four_player_search: int = 0  # play-outs of each candidate at a table of four (0: as `search`)


@dataclass(frozen=True)
class Handicap:
    """A privilege the table grants Clockwork seats, apart from their level's skill."""

    name: str
    description: str
    free_supporters: int  # free Supporters at each round setup (rule hook, docs/clockwork.md)


# --- difficulty.yaml -----------------------------------------------------------------------

# the worths a level may change (clockwork/appraise.py), with the range each accepts
WORTHS = {
    "office_pm": (0, 50),
    "office_ol": (0, 50),
    "supporter": (0, 5),
    "supporter_full": (0, 5),
    "standing_cubes": (0, 5),
    "appetite_value": (0, 5),
    "royal_favour": (0, 10),
    "partner_pm_drag": (0, 1),
    "lead_close": (0, 5),
    "lead_far": (0, 5),
}
_LEVEL_FIELDS = {
    "name",
    "description",
    "cards",
    "three_player_cards",
    "search",
    "search_rounds",
    "four_player_search",
    "campaign_when_postponed",
    "attack_first_gain",
    "pact_attack_gap",
    "pact_trail_end",
    "pact_propose_ambition",
    "pact_propose_behind",
    "pact_agree",
    "lone_election_chance",
    "no_campaign_ambition",
    "no_campaign_challenge_vp",
    "no_campaign_pact_round",
    "vote_chance",
    "election_chance",
    "agreement_margin",
    "look_ahead",
    "list_depth",
    "standing_guard",
    "hand_size",
    "resign_ambition",
    "pact_end_vp",
    "pact_end_step",
    "challenge_ambition",
    "rival_vp",
    "point_value",
    *WORTHS,
    "challenge_odds",
}


def _level(raw: Any, at: _At) -> Level:
    record = _mapping(raw, at)
    name = _str(_field(record, "name", at), at / "name")
    at = _At(at.file, f"level {shown(name)}")
    _unknown_keys(record, _LEVEL_FIELDS, at)
    given: dict[str, Any] = {
        key: _number(record[key], at / key, low, high) for key, (low, high) in WORTHS.items() if key in record
    }
    if "challenge_odds" in record:  # the fields a level may leave to their defaults
        given["challenge_odds"] = _odds(record["challenge_odds"], at / "challenge_odds")
    return Level(
        name=name,
        description=_str(_field(record, "description", at), at / "description"),
        cards=_int(_field(record, "cards", at), at / "cards", 1, 2),
        three_player_cards=_int(record.get("three_player_cards", 0), at / "three_player_cards", 0, 2),
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
        no_campaign_challenge_vp=_int(
            record.get("no_campaign_challenge_vp", 80), at / "no_campaign_challenge_vp", 0, 100
        ),
        no_campaign_pact_round=_int(record.get("no_campaign_pact_round", 3), at / "no_campaign_pact_round", 0, 30),
        **given,
        search=_int(record.get("search", 0), at / "search", 0, 100),
        search_rounds=_int(record.get("search_rounds", 1), at / "search_rounds", 1, 30),
        four_player_search=_int(record.get("four_player_search", 0), at / "four_player_search", 0, 100),
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
        raise ClockworkDataError(
            f"{label}: file is missing (expected the searching level's weights, one set for each number "
            "of players, as in the shipped decks/clockwork/horizon.yaml: copy that file here)"
        )
    at = _At(label)
    data = _read(path, label)
    players = _mapping(_field(data, "players", at), at / "players")
    found: dict[int, tuple[float, ...]] = {}
    for key, raw in players.items():
        where = at / "players" / str(key)
        count = _int(key, where, 2, 4)
        weights = _mapping(_field(_mapping(raw, where), "weights", where), where / "weights")
        _unknown_keys(weights, set(FEATURES), where / "weights")
        found[count] = tuple(
            _number(
                _field(weights, name, where / "weights"),
                _At(label, "players", str(key), "weights", name),
                -1000.0,
                1000.0,
            )
            for name in FEATURES
        )
    if not found:
        raise (at / "players").fail("expected weights for at least one number of players (2, 3 or 4)")
    return found
