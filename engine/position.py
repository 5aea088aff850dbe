"""Positions: a game in progress written in the table's words.

A position is a plain dict (a YAML file on disk, docs/positions.md) that says what lies on
the table at the start of a phase: the round and phase, each seat's politician, role, party
and mat side, Standing, Favour, Action Cubes, VP, Supporters and Career Cards, the Pact, every
Sector marker (by the value printed in its box), the MPs (A = M + P), the bills on the board
with their Parliament markers, the Election Marker and the Father of the House.

- `position_from_game(game)` writes one (engine.position_writing); `game_from_position(data,
  components, seed)` builds the game from one. It is the only way in: every field is checked, and an impossible
  position is refused with a `PositionError` (a `ValueError`) naming the field in one line.
- The game remembers its position (`Setup.position`), so saves, replay and undo start there.
- `Correct` choices (`set standing Peel 7`) fix one marker during a game (engine/corrections.py).

A position starts at the beginning of its phase: `round_setup` scores the round's VP and
hands out cubes from Standing; `actions` keeps the cubes written.
"""

from __future__ import annotations

import copy
import os
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.backbench import BACKBENCH, careers_for, side_of
from engine.cards import SupporterDraw
from engine.components import Party, Sector
from engine.politicians import mat_of
from engine.seating import Setup
from engine.rounds import first_round_steps
from engine.position_fields import PositionError, check_depth, flag, names as _names, one_of, scenario_markers
from engine.position_fields import known as _known, listed as _list, mapping as _mapping, text as _text, whole as _int
from engine.state import BillSlot, DebateCardPlay, Phase, Role
from engine.untrusted import shown
from house.checked_yaml import YamlInputError, read_yaml

if TYPE_CHECKING:
    from engine.game import Game, Step
    from engine.state import SeatState

POSITION_FORMAT = "prime-minister-position"
POSITION_VERSION = 1
PHASES = tuple(p.value for p in Phase if p is not Phase.GAME_OVER)
PARTIES = tuple(p.value for p in Party)
TOP_FIELDS = (
    "format",
    "version",
    "scenario",
    "optional_rules",
    "round",
    "phase",
    "government",
    "pact",
    "election_marker",
    "father_of_the_house",
    "seats",
    "popularity",
    "mps",
    "bills",
    "discards",
    "passed",
    "scenario_state",
    "acted",
    "turn_under_way",
    "father_doubles",
)
SEAT_FIELDS = (
    "politician",
    "role",
    "party",
    "mat_side",
    "standing",
    "favour",
    "cubes",
    "vp",
    "resigned",
    "supporters",
    "supporters_held",
    "careers",
    "active_careers",
    "debate_card",
)
BILL_FIELDS = ("slot", "bill", "adjustment", "proposed_by", "debate_cards")
PILES = ("cross-party", "liberal", "conservative", "supporters", "events")
MAX_POSITION_BYTES = 256 * 1024  # a position of four seats is about 3 KB
CUBES_MAX = 20  # more than any mat gives in a round (Standing 10+ on the PM mat is 5)


# --- reading -----------------------------------------------------------------------------


def load_position(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a position file (YAML) with the loader every YAML file of the app goes through
    (house.checked_yaml: a regular file only, at most MAX_POSITION_BYTES, UTF-8, aliases
    bounded, nesting at most 64 deep, no key given twice); a file that is not a position is
    a PositionError naming it."""
    try:
        data = read_yaml(path, str(path), max_bytes=MAX_POSITION_BYTES, kind="position file")
    except YamlInputError as exc:
        raise PositionError(str(exc)) from None
    if not isinstance(data, dict):
        raise PositionError(f"{path}: a position is a mapping of fields (round, phase, seats, ...), not {shown(data)}")
    return data


def position_setup(data: dict[str, Any], options: dict[str, Any] | None = None) -> Setup:
    """The `Setup` a position plays with (its seats, scenario and optional rules), the top
    fields checked; `engine.setup.game_from_position` builds the game from it and `start_at`.
    `options` are the setup's options (handicaps, the app's own), kept with the game."""
    if not isinstance(data, dict):
        raise PositionError(f"a position is a mapping of fields, not {shown(data)}")
    check_depth(data)
    _known(data, TOP_FIELDS, "")
    if data.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise PositionError(f"format: {shown(data['format'])} is not {POSITION_FORMAT!r}")
    if data.get("version", POSITION_VERSION) != POSITION_VERSION:
        raise PositionError(
            f"version: {shown(data['version'])} is not supported (this program reads {POSITION_VERSION})"
        )
    raw_seats = _list(data, "seats", required=True)
    if not 2 <= len(raw_seats) <= 4:
        raise PositionError(f"seats: a game has 2, 3 or 4 seats, not {len(raw_seats)}")
    politicians = tuple(
        _text(_mapping(raw, f"seats[{i}]"), "politician", f"seats[{i}]") for i, raw in enumerate(raw_seats)
    )
    scenario = data.get("scenario") or "standard"
    if not isinstance(scenario, str):
        raise PositionError(f"scenario: {shown(scenario)} is not a scenario's name")
    optional = tuple(_names(data, "optional_rules"))
    return Setup(
        players=len(raw_seats),
        politicians=politicians,
        scenario=scenario,
        optional_rules=optional,
        options=dict(options or {}),
    )


def start_at(game: "Game", data: dict[str, Any]) -> None:
    """Put a game just set up from `position_setup(data)` at `data`'s position, every field
    checked, its first decision posed."""
    _fill(game, data)
    game.setup = replace(game.setup, position=copy.deepcopy(data))
    steps = None
    if game.state.round == 1 and game.state.phase is Phase.ROUND_SETUP and game.setup.scenario == "standard":
        steps = first_round_steps(game)  # 4.0: the first round has no round VP
    game.restart_at(game.state.phase, steps, first=unnamed_supporters(game, data))


def unnamed_supporters(game: "Game", data: dict[str, Any]) -> "list[Step]":
    """A Supporter held but not named in the position is dealt to its seat before play goes
    on, as a card drawn face down: the dealer's in `play`, typed (or left unknown) at a table."""
    draws: list[Step] = []
    for seat, raw in zip(game.state.seats, _list(data, "seats")):
        held = raw.get("supporters_held")
        if held is not None:
            draws += [SupporterDraw(seat=seat.index) for _ in range(held - len(seat.supporters))]
    return draws


# --- the checks --------------------------------------------------------------------------


def _fill(game: "Game", data: dict[str, Any]) -> None:
    state, components = game.state, game.components
    board = components.board
    state.round = _int(data, "round", "", low=1, high=99, default=1)
    state.phase = Phase(one_of(data.get("phase", Phase.ROUND_SETUP.value), PHASES, "phase", "a phase"))
    state.government = Party(one_of(data.get("government", Party.LIBERAL.value), PARTIES, "government", "a party"))
    names = [s.politician for s in state.seats]
    for index, raw in enumerate(_list(data, "seats")):
        _seat(game, state.seats[index], raw, f"seats[{index}]")
    _roles(game)
    _backbench_cards(game, _list(data, "seats"))
    # Supporters: known names, then the hand's size (cards the writer does not know come from the deck)
    supporters = state.piles["supporters"]
    everywhere = [c for s in state.seats for c in s.supporters]
    twice = sorted({c for c in everywhere if everywhere.count(c) > 1})
    if twice:
        raise PositionError(f"seats: the Supporter {shown(twice[0])} is in two hands")
    supporters.draw = [c for c in supporters.draw if c not in everywhere]
    unnamed = 0
    for index, raw in enumerate(_list(data, "seats")):
        held = raw.get("supporters_held")
        seat = state.seats[index]
        if held is None:
            continue
        if not isinstance(held, int) or isinstance(held, bool) or not len(seat.supporters) <= held <= 12:
            raise PositionError(
                f"seats[{index}].supporters_held: {shown(held)} must be a count from {len(seat.supporters)} (the Supporters named) to 12"
            )
        unnamed += held - len(seat.supporters)
        if unnamed > len(supporters.draw):
            raise PositionError(f"seats[{index}].supporters_held: {held} is more Supporters than the deck holds")
    # the board
    raw_pop = data.get("popularity", {}) or {}
    if not isinstance(raw_pop, dict):
        raise PositionError("popularity: a mapping of Sector -> {liberal: value, conservative: value}")
    sectors = {s.value: s for s in Sector}
    for sector_name, parties in _mapping(raw_pop, "popularity").items():
        one_of(sector_name, list(sectors), "popularity", "a Sector")
        if not isinstance(parties, dict):
            raise PositionError(f"popularity.{sector_name}: a mapping of party -> the value in the marker's box")
        for party_name, value in _mapping(parties, f"popularity.{sector_name}").items():
            one_of(party_name, PARTIES, f"popularity.{sector_name}", "a party")
            state.popularity[sector_name][party_name] = ladder_index(
                game, sectors[sector_name], Party(party_name), value, f"popularity.{sector_name}.{party_name}"
            )
    mps = data.get("mps")
    if mps is not None:
        if not isinstance(mps, dict):
            raise PositionError("mps: a mapping with moderates and partisans (and all = moderates + partisans)")
        _known(mps, ("moderates", "partisans", "all"), "mps.")
        moderates = _int(mps, "moderates", "mps.", low=0, high=658)
        partisans = _int(mps, "partisans", "mps.", low=0, high=658)
        for name, number in (("moderates", moderates), ("partisans", partisans)):
            if number % 10:
                raise PositionError(f"mps.{name}: {number} is not on the Government MP Tracker (it moves in tens)")
        if "all" in mps and _int(mps, "all", "mps.", low=0, high=658) != moderates + partisans:
            raise PositionError(
                f"mps.all: {mps['all']} is not moderates + partisans ({moderates} + {partisans} = {moderates + partisans})"
            )
        state.moderates, state.partisans = moderates, partisans
    _bills(game, data)
    discards = data.get("discards") or {}
    if not isinstance(discards, dict):
        raise PositionError(f"discards: a mapping of deck -> the cards in its discard pile, not {shown(discards)}")
    for pile in _mapping(discards, "discards"):
        one_of(pile, list(state.piles), "discards", "a deck")
        for card in _names(discards, pile, where="discards."):
            if card in state.piles[pile].draw:
                state.piles[pile].draw.remove(card)
            elif not _kept_out(game, pile, card):
                raise PositionError(
                    f"discards.{pile}: {shown(card)} is not in the {pile} deck, or is already elsewhere"
                )
            state.piles[pile].discard.append(card)
    passed = _names(data, "passed")
    for name in passed:
        pile = _bill_pile(game, name, "passed")
        if name in state.piles[pile].draw:
            state.piles[pile].draw.remove(name)
        elif _placed_elsewhere(state, name):
            raise PositionError(f"passed: {shown(name)} is also on the board or in a discard pile")
    state.scenario_state.pop("passed", None)
    extra = data.get("scenario_state") or {}
    if not isinstance(extra, dict):
        raise PositionError("scenario_state: a mapping (as position files write it)")
    state.scenario_state.update(copy.deepcopy(scenario_markers(game, extra)))
    _set_aside(game)
    if passed:
        state.scenario_state["passed"] = passed
    pact = flag(data, "pact", "", state.pact, "the Pact holds")
    if pact and not state.pact_in_game:
        raise PositionError("pact: this game has no Pact")
    if not pact:
        state.pact_ever_ended = True
    state.pact = pact
    marker = flag(data, "election_marker", "", True, "on the board")
    state.election_marker = marker and state.election_marker_in_game
    father = data.get("father_of_the_house")
    if father is not None:
        one_of(father, names, "father_of_the_house", "a politician at the table")
    state.father_of_the_house = None if father is None else names.index(father)
    if any(seat.vp > board.victory for seat in state.seats):
        raise PositionError(f"seats: VP above {board.victory}")
    state.flags.lost_challenge = []
    state.history = []
    _turns(game, data, names)


def _turns(game: "Game", data: dict[str, Any], names: list[str]) -> None:
    """`acted` and `turn_under_way`: in the Actions phase, the turns already over and the one
    begun, so that play goes on from there (no turn taken twice, no Event drawn twice)."""
    state = game.state
    acted = _names(data, "acted")
    under_way = data.get("turn_under_way")
    if under_way is not None:
        one_of(under_way, names, "turn_under_way", "a politician at the table")
    if (acted or under_way is not None) and state.phase is not Phase.ACTIONS:
        raise PositionError(
            f"acted, turn_under_way: only an actions position has turns taken (this one is at {state.phase.value})"
        )
    for name in [*acted, *([] if under_way is None else [under_way])]:
        if name not in names:
            raise PositionError(
                f"acted, turn_under_way: {shown(name)} is not at the table (expected one of {', '.join(names)})"
            )
    if len(set(acted)) != len(acted) or under_way in acted:
        raise PositionError("acted, turn_under_way: a politician's turn is taken once, and is either over or under way")
    state.flags.acted = [names.index(name) for name in acted]
    state.flags.turn_under_way = None if under_way is None else names.index(under_way)
    if under_way is not None:  # Resigning takes the cubes held as the turn began: those left are what is known
        state.flags.turn_cubes.setdefault(str(names.index(under_way)), state.seats[names.index(under_way)].cubes)
    doubled = _names(data, "father_doubles")
    if doubled:
        father = state.father_of_the_house
        if under_way is None or father is None or names.index(under_way) != father:
            raise PositionError(
                "father_doubles: only the Father of the House's turn under way doubles the Supporters it began with"
            )
        missing = [card for card in doubled if card not in state.seats[father].supporters]
        if missing:
            raise PositionError(f"father_doubles: {shown(missing[0])} is not in {under_way}'s hand")
        state.seats[father].held_at_turn_start = list(doubled)


def _seat(game: "Game", seat: "SeatState", raw: Any, where: str) -> None:
    raw = _mapping(raw, where)
    _known(raw, SEAT_FIELDS, f"{where}.")
    board = game.components.board
    party = raw.get("party", seat.party.value)
    if game.state.scenario != "standard":  # a scenario may change a politician's party (Devonshire)
        seat.party = Party(one_of(party, PARTIES, f"{where}.party", "a party"))
    elif not isinstance(party, str) or party != seat.party.value:
        raise PositionError(f"{where}.party: {seat.politician} is a {seat.party.title}, not {shown(party)}")
    seat.role = Role(one_of(raw.get("role"), [r.value for r in Role], f"{where}.role", "a role"))
    seat.mat_side = one_of(
        raw.get("mat_side", seat.mat_side), ("front", "reverse"), f"{where}.mat_side", "a side of the mat"
    )
    mat = mat_of(game, seat)
    seat.standing = _int(
        raw,
        "standing",
        f"{where}.",
        low=mat.standing_min,
        high=mat.standing_max,
        default=mat.standing_start,
        what=f"on the {seat.role.title} mat",
    )
    low, high = board.favour_range
    seat.favour = _int(raw, "favour", f"{where}.", low=low, high=high, default=board.favour_start)
    seat.cubes = _int(raw, "cubes", f"{where}.", low=0, high=CUBES_MAX, default=0)
    seat.vp = _int(raw, "vp", f"{where}.", low=0, high=board.victory, default=0)
    resigned = flag(raw, "resigned", f"{where}.", False, "Resigned")
    if resigned and seat.role is not Role.GOVERNMENT_BACKBENCHER and game.state.scenario == "standard":
        raise PositionError(f"{where}.resigned: only the Government Backbencher can have Resigned")
    seat.resigned = resigned
    known = {c.name for c in game.components.supporters}
    seat.supporters = []
    for card in _names(raw, "supporters", where=f"{where}."):
        if card not in known:
            raise PositionError(f"{where}.supporters: {shown(card)} is not a Supporter card")
        seat.supporters.append(str(card))
    careers = {c.name for c in game.components.careers}
    for field_name in ("careers", "active_careers"):
        if field_name in raw:
            cards = _names(raw, field_name, where=f"{where}.")
            bad = [c for c in cards if c not in careers]
            if bad:
                raise PositionError(f"{where}.{field_name}: {shown(bad[0])} is not a Career Card")
            setattr(seat, field_name, cards)
    if not set(seat.active_careers) <= set(seat.careers):
        raise PositionError(f"{where}.active_careers: a Career Card is active but not held")
    if "debate_card" in raw:
        card = raw["debate_card"]
        if card is not None:
            one_of(card, debate_cards(game), f"{where}.debate_card", "a Debate Card (or null)")
        seat.debate_card = card


def _backbench_cards(game: "Game", raw_seats: list[Any]) -> None:
    """Career Cards and Debate Cards the position does not list follow the seat's mat (2.2)."""
    for seat, raw in zip(game.state.seats, raw_seats):
        backbencher = seat.role in BACKBENCH
        if "careers" not in raw:
            seat.careers = careers_for(game.components, side_of(seat)) if backbencher else []
        if "active_careers" not in raw:
            seat.active_careers = [c for c in seat.active_careers if c in seat.careers]
        if "debate_card" not in raw:
            liberal_of_three = len(game.state.seats) == 3 and seat.party is Party.LIBERAL
            seat.debate_card = seat.role.value if backbencher else ("opposition_leader" if liberal_of_three else None)


def _roles(game: "Game") -> None:
    state = game.state
    count = {r: sum(s.role is r for s in state.seats) for r in Role}
    for role in (Role.PM, Role.OPPOSITION_LEADER):
        if count[role] != 1:
            raise PositionError(f"seats: a game has one {role.title}, not {count[role]}")
    for seat in state.seats:
        side_party = state.government if seat.role.in_government else state.government.other
        if (
            seat.party is not side_party and state.scenario == "standard"
        ):  # a scenario may seat a politician across the House
            raise PositionError(
                f"seats[{seat.index}].role: {seat.politician} ({seat.party.title}) cannot be {seat.role.title} "
                f"while the {state.government.title}s govern"
            )
    for role in (Role.GOVERNMENT_BACKBENCHER, Role.OPPOSITION_BACKBENCHER):
        if count[role] > 1:
            raise PositionError(f"seats: a game has at most one {role.title}, not {count[role]}")


def _bills(game: "Game", data: dict[str, Any]) -> None:
    state = game.state
    low, high = game.components.board.vote_adjustment_range
    names = [s.politician for s in state.seats]
    set_out = {slot.name for _, slot in state.bills_on_board()}  # a scenario's own bills, placed as it begins
    state.slots = [None] * len(state.slots)
    for index, raw in enumerate(_list(data, "bills")):
        where = f"bills[{index}]"
        raw = _mapping(raw, where)
        _known(raw, BILL_FIELDS, f"{where}.")
        slot = _int(raw, "slot", f"{where}.", low=1, high=len(state.slots), default=index + 1)
        if state.slots[slot - 1] is not None:
            raise PositionError(f"{where}.slot: slot {slot} already holds {state.slots[slot - 1].name}")  # type: ignore[union-attr]
        name = _text(raw, "bill", where)
        pile = _bill_pile(game, name, f"{where}.bill")
        if name in set_out:
            set_out.discard(name)
        elif name in state.piles[pile].draw:
            state.piles[pile].draw.remove(name)
        elif _placed_elsewhere(state, name):
            raise PositionError(f"{where}.bill: {shown(name)} is on the board twice, or in a discard pile")
        # else: a bill a scenario keeps out of the decks (beside the board)
        bill = game.components.bill(name)
        adjustment = _int(raw, "adjustment", f"{where}.", low=low, high=high, default=bill.adjustment)
        if adjustment % 10:
            raise PositionError(
                f"{where}.adjustment: {adjustment:+d} is not on the Parliament track (it moves in tens)"
            )
        proposer = raw.get("proposed_by")
        if proposer is not None:
            one_of(proposer, names, f"{where}.proposed_by", "a politician at the table")
        plays = []
        for n, play in enumerate(_list(raw, "debate_cards", where=f"{where}.")):
            play = _mapping(play, f"{where}.debate_cards[{n}]")
            at = f"{where}.debate_cards[{n}]"
            _known(play, ("politician", "card", "side", "votes"), f"{at}.")
            who = one_of(play.get("politician"), names, f"{at}.politician", "a politician at the table")
            card = one_of(play.get("card"), debate_cards(game), f"{at}.card", "a Debate Card")
            side = one_of(play.get("side", "pact"), ("pact", "no_pact"), f"{at}.side", "a side of the card")
            votes = _int(play, "votes", f"{at}.", low=-100, high=100)
            plays.append(DebateCardPlay(names.index(who), card, side, votes))
        state.slots[slot - 1] = BillSlot(
            name=name,
            adjustment=adjustment,
            proposed_by=None if proposer is None else names.index(proposer),
            debate_cards=plays,
        )


def debate_cards(game: "Game") -> list[str]:
    """The Debate Cards of these components, by the role that holds each."""
    return [card.holder for card in game.components.debate_cards]


def _kept_out(game: "Game", pile: str, card: str) -> bool:
    """A scenario's own bill it keeps out of the decks (beside the board), discarded since:
    a bill of this deck that is nowhere else."""
    if game.state.scenario == "standard" or pile not in ("cross-party", "liberal", "conservative"):
        return False
    try:
        deck = str(game.components.bill(card).deck.value)
    except (KeyError, StopIteration, ValueError):
        return False
    held = game.state.scenario_state.get("beside", {})
    return deck == pile and card not in held and not _placed_elsewhere(game.state, card)


def _set_aside(game: "Game") -> None:
    """Cards a scenario's markers hold (set aside, under an Act, held for Question Time) are
    not in a draw pile as well."""
    state, markers = game.state, game.state.scenario_state
    question_time = markers.get("question_time", {})
    held = {
        "events": [
            *markers.get("events_beside", []),
            *markers.get("riots_stack", []),
            *question_time.get("by_elections", []),
            *(c for cards in question_time.get("held", {}).values() for c in cards),
        ],
        "supporters": markers.get("under_act", []),
    }
    for pile, cards in held.items():
        draw = state.piles[pile].draw
        for card in cards:
            if card in draw:
                draw.remove(card)
    for name in markers.get("beside", {}):
        pile = str(game.components.bill(name).deck.value)
        if name in state.piles[pile].draw:
            state.piles[pile].draw.remove(name)


def _placed_elsewhere(state: Any, name: str) -> bool:
    """Is the card on the board or in a discard pile already?"""
    return any(slot.name == name for _, slot in state.bills_on_board()) or any(
        name in pile.discard for pile in state.piles.values()
    )


def _bill_pile(game: "Game", name: Any, where: str) -> str:
    try:
        return str(game.components.bill(str(name)).deck.value)
    except (KeyError, StopIteration, ValueError):
        raise PositionError(f"{where}: {shown(name)} is not a bill") from None


def ladder_index(game: "Game", sector: Sector, party: Party, value: Any, where: str) -> int:
    """The box on `party`'s `sector` track printed `value`; refused with the values there are."""
    positions = game.components.board.ladder(sector, party).positions
    if isinstance(value, bool) or not isinstance(value, int) or value not in positions:
        boxes = ", ".join(str(p) for p in positions)
        raise PositionError(f"{where}: {shown(value)} is not a box on the {party.title} {sector.value} track ({boxes})")
    return positions.index(value)


__all__ = [
    "POSITION_FORMAT",
    "POSITION_VERSION",
    "PositionError",
    "ladder_index",
    "position_setup",
    "start_at",
    "load_position",
]
