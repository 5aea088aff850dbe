"""Positions: a game in progress written in the table's words.

A position is a plain dict (a YAML file on disk, docs/positions.md) that says what lies on
the table at the start of a phase: the round and phase, each seat's politician, role, party
and mat side, Standing, Favour, Action Cubes, VP, Supporters and Career Cards, the Pact, every
Sector marker (by the value printed in its box), the MPs (A = M + P), the bills on the board
with their Parliament markers, the Election Marker and the Father of the House.

- `position_from_game(game)` writes one; `game_from_position(data, components, seed)` builds
  the game from one. It is the only way in: every field is checked, and an impossible
  position is refused with a `PositionError` (a `ValueError`) naming the field in one line.
- The game remembers its position (`Setup.position`), so saves, replay and undo start there.
- `Correct` choices (`set standing Peel 7`) fix one marker during a game (engine/corrections.py).

A position starts at the beginning of its phase: `round_setup` scores the round's VP and
hands out cubes from Standing; `actions` keeps the cubes written.
"""

from __future__ import annotations

import copy
import os
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from engine import unknown
from engine.actions_turns import ActionTurn, TurnStart, close_turn
from engine.backbench import BACKBENCH, careers_for, side_of
from engine.cards import SupporterDraw
from engine.components import Party, Sector
from engine.decisions import DecisionKind
from engine.politicians import mat_of
from engine.seating import Setup
from engine.rounds import first_round_steps
from engine.state import BillSlot, DebateCardPlay, Phase, Role

if TYPE_CHECKING:
    from engine.game import Game, LogRecord, Step
    from engine.state import SeatState

POSITION_FORMAT = "prime-minister-position"
POSITION_VERSION = 1
PHASES = tuple(p.value for p in Phase if p is not Phase.GAME_OVER)
TOP_FIELDS = (
    "format", "version", "scenario", "optional_rules", "round", "phase", "government", "pact",
    "election_marker", "father_of_the_house", "seats", "popularity", "mps", "bills", "discards",
    "passed", "scenario_state", "acted", "turn_under_way", "father_doubles",
)
SEAT_FIELDS = (
    "politician", "role", "party", "mat_side", "standing", "favour", "cubes", "vp", "resigned",
    "supporters", "supporters_held", "careers", "active_careers", "debate_card",
)
BILL_FIELDS = ("slot", "bill", "adjustment", "proposed_by", "debate_cards")
PILES = ("cross-party", "liberal", "conservative", "supporters", "events")
CUBES_MAX = 20  # more than any mat gives in a round (Standing 10+ on the PM mat is 5)


class PositionError(ValueError):
    """A position the rules cannot reach, or a file that is not a position: one line naming the field."""


# --- writing -----------------------------------------------------------------------------


def position_from_game(game: "Game", *, hands: "Iterable[int] | None" = None) -> dict[str, Any]:
    """The position of `game` now, in the table's words. Supporters in hand are named for
    the seats in `hands` (all seats when None) and counted for the others."""
    state, components = game.state, game.components
    names = {seat.index: seat.politician for seat in state.seats}
    seats = []
    for seat in state.seats:
        stand_ins = {unknown.stand_in(game, card) for card in unknown.hidden(game, seat=seat.index, deck="supporters")}
        known = [c for c in seat.supporters if c not in stand_ins] if hands is None or seat.index in hands else []
        entry: dict[str, Any] = {
            "politician": seat.politician,
            "role": seat.role.value,
            "party": seat.party.value,
            "mat_side": seat.mat_side,
            "standing": seat.standing,
            "favour": seat.favour,
            "cubes": seat.cubes,
            "vp": seat.vp,
            "resigned": seat.resigned,
            "supporters": known,
            "supporters_held": len(seat.supporters),
            "careers": list(seat.careers),
            "active_careers": list(seat.active_careers),
            "debate_card": seat.debate_card,
        }
        seats.append(entry)
    popularity = {
        sector.value: {
            party.value: components.board.ladder(sector, party).positions[state.position(sector, party)] for party in Party
        }
        for sector in Sector
    }
    bills = []
    for index, slot in state.bills_on_board():
        bills.append({
            "slot": index + 1,
            "bill": slot.name,
            "adjustment": slot.adjustment,
            "proposed_by": None if slot.proposed_by is None else names[slot.proposed_by],
            "debate_cards": [
                {"politician": names[play.seat], "card": play.card, "side": play.side, "votes": play.votes}
                for play in slot.debate_cards
            ],
        })
    return {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "scenario": state.scenario,
        "optional_rules": list(game.setup.optional_rules),
        "round": state.round,
        "phase": state.phase.value,
        "government": state.government.value,
        "pact": state.pact,
        "election_marker": state.election_marker,
        "father_of_the_house": None if state.father_of_the_house is None else names[state.father_of_the_house],
        "seats": seats,
        "popularity": popularity,
        "mps": {"moderates": state.moderates, "partisans": state.partisans, "all": state.moderates + state.partisans},
        "bills": bills,
        "discards": {pile: sorted(state.piles[pile].discard) for pile in PILES if pile in state.piles},
        "passed": list(state.scenario_state.get("passed", [])),
        "scenario_state": {k: v for k, v in state.scenario_state.items() if k != "passed"},
        **(_turns_written(game, names, seats) if state.phase is Phase.ACTIONS else {}),
    }


def _turns_written(game: "Game", names: dict[int, str], seats: list[dict[str, Any]]) -> dict[str, Any]:
    """An Actions position's turns: those over, the one under way, and (the Father of the
    House's turn) the Supporters he began it with that the position names: never a card the
    writer may not see."""
    state = game.state
    under_way = _turn_under_way(game, names)
    written: dict[str, Any] = {"acted": [names[i] for i in state.flags.acted], "turn_under_way": under_way}
    father = state.father_of_the_house
    if father is not None and under_way == names[father]:
        held = [card for card in state.seats[father].held_at_turn_start if card in seats[father]["supporters"]]
        if held:
            written["father_doubles"] = held
    return written


def _turn_under_way(game: "Game", names: dict[int, str]) -> str | None:
    """The politician whose action turn has begun and not ended, read from the steps still to
    come: its start is behind it (the PM's Event drawn, a Deputy's cube offered) and it has
    acted this turn or is asked for its first action now."""
    state, pending = game.state, game.steps
    acting = {record.owner for record in _this_round(game) if record.kind == DecisionKind.ACTION and record.phase == Phase.ACTIONS.value}
    for seat in names:
        if state.flags.turn_taken(seat):
            continue
        if state.flags.turn_under_way == seat:
            return names[seat]
        in_turn = (ActionTurn(seat) in pending or close_turn(seat) in pending) and TurnStart(seat) not in pending
        if in_turn and (seat in acting or pending[-1] == ActionTurn(seat)):
            return names[seat]
    return None


def _this_round(game: "Game") -> "Iterable[LogRecord]":
    for record in reversed(game.log):
        if record.round != game.state.round:
            return
        yield record


def dump_position(data: dict[str, Any]) -> str:
    import yaml

    return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100))


def save_position(game: "Game", path: str | os.PathLike[str], *, hands: "Iterable[int] | None" = None) -> Path:
    """Write the position atomically (a temporary file, then a rename)."""
    target = Path(path)
    text = dump_position(position_from_game(game, hands=hands))
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


# --- reading -----------------------------------------------------------------------------


def load_position(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a position file (YAML); a file that is not one is a PositionError naming it."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise PositionError(f"{path}: cannot read the position file ({exc.strerror or exc})") from None
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise PositionError(f"{path}: not valid YAML{where}") from None
    if not isinstance(data, dict):
        raise PositionError(f"{path}: a position is a mapping of fields (round, phase, seats, ...), not {type(data).__name__}")
    return data


def position_setup(data: dict[str, Any], options: dict[str, Any] | None = None) -> Setup:
    """The `Setup` a position plays with (its seats, scenario and optional rules), the top
    fields checked; `engine.setup.game_from_position` builds the game from it and `start_at`.
    `options` are the setup's options (handicaps, the app's own), kept with the game."""
    if not isinstance(data, dict):
        raise PositionError(f"a position is a mapping of fields, not {type(data).__name__}")
    _known(data, TOP_FIELDS, "")
    if data.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise PositionError(f"format: {data['format']!r} is not {POSITION_FORMAT!r}")
    if data.get("version", POSITION_VERSION) != POSITION_VERSION:
        raise PositionError(f"version: {data['version']!r} is not supported (this program reads {POSITION_VERSION})")
    raw_seats = _list(data, "seats", required=True)
    if not 2 <= len(raw_seats) <= 4:
        raise PositionError(f"seats: a game has 2, 3 or 4 seats, not {len(raw_seats)}")
    politicians = tuple(_text(_mapping(raw, f"seats[{i}]"), "politician", f"seats[{i}]") for i, raw in enumerate(raw_seats))
    scenario = str(data.get("scenario") or "standard")
    optional = tuple(str(r) for r in _list(data, "optional_rules"))
    return Setup(players=len(raw_seats), politicians=politicians, scenario=scenario, optional_rules=optional,
                 options=dict(options or {}))


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
    phase = data.get("phase", Phase.ROUND_SETUP.value)
    if phase not in PHASES:
        raise PositionError(f"phase: {phase!r} is not a phase (expected one of {', '.join(PHASES)})")
    state.phase = Phase(phase)
    government = data.get("government", Party.LIBERAL.value)
    if government not in [p.value for p in Party]:
        raise PositionError(f"government: {government!r} is not a party (liberal or conservative)")
    state.government = Party(government)
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
        raise PositionError(f"seats: the Supporter {twice[0]!r} is in two hands")
    supporters.draw = [c for c in supporters.draw if c not in everywhere]
    unnamed = 0
    for index, raw in enumerate(_list(data, "seats")):
        held = raw.get("supporters_held")
        seat = state.seats[index]
        if held is None:
            continue
        if not isinstance(held, int) or isinstance(held, bool) or not len(seat.supporters) <= held <= 12:
            raise PositionError(
                f"seats[{index}].supporters_held: {held!r} must be a count from {len(seat.supporters)} (the Supporters named) to 12")
        unnamed += held - len(seat.supporters)
        if unnamed > len(supporters.draw):
            raise PositionError(f"seats[{index}].supporters_held: {held} is more Supporters than the deck holds")
    # the board
    raw_pop = data.get("popularity", {}) or {}
    if not isinstance(raw_pop, dict):
        raise PositionError("popularity: a mapping of Sector -> {liberal: value, conservative: value}")
    sectors = {s.value: s for s in Sector}
    for sector_name, parties in raw_pop.items():
        if sector_name not in sectors:
            raise PositionError(f"popularity: {sector_name!r} is not a Sector (expected one of {', '.join(sectors)})")
        if not isinstance(parties, dict):
            raise PositionError(f"popularity.{sector_name}: a mapping of party -> the value in the marker's box")
        for party_name, value in parties.items():
            if party_name not in [p.value for p in Party]:
                raise PositionError(f"popularity.{sector_name}: {party_name!r} is not a party (liberal or conservative)")
            state.popularity[sector_name][party_name] = ladder_index(game, sectors[sector_name], Party(party_name), value,
                                                                    f"popularity.{sector_name}.{party_name}")
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
            raise PositionError(f"mps.all: {mps['all']} is not moderates + partisans ({moderates} + {partisans} = {moderates + partisans})")
        state.moderates, state.partisans = moderates, partisans
    _bills(game, data)
    for pile, cards in (data.get("discards") or {}).items():
        if pile not in state.piles:
            raise PositionError(f"discards: {pile!r} is not a deck (expected one of {', '.join(state.piles)})")
        for card in cards or []:
            if card not in state.piles[pile].draw:
                raise PositionError(f"discards.{pile}: {card!r} is not in the {pile} deck, or is already elsewhere")
            state.piles[pile].draw.remove(card)
            state.piles[pile].discard.append(card)
    passed = [str(b) for b in _list(data, "passed")]
    for name in passed:
        pile = _bill_pile(game, name, "passed")
        if name in state.piles[pile].draw:
            state.piles[pile].draw.remove(name)
        elif _placed_elsewhere(state, name):
            raise PositionError(f"passed: {name!r} is also on the board or in a discard pile")
    state.scenario_state.pop("passed", None)
    extra = data.get("scenario_state") or {}
    if not isinstance(extra, dict):
        raise PositionError("scenario_state: a mapping (as position files write it)")
    state.scenario_state.update(extra)
    if passed:
        state.scenario_state["passed"] = passed
    pact = data.get("pact", state.pact)
    if not isinstance(pact, bool):
        raise PositionError(f"pact: {pact!r} must be true (the Pact holds) or false")
    if pact and not state.pact_in_game:
        raise PositionError("pact: this game has no Pact")
    if not pact:
        state.pact_ever_ended = True
    state.pact = pact
    marker = data.get("election_marker", True)
    if not isinstance(marker, bool):
        raise PositionError(f"election_marker: {marker!r} must be true (on the board) or false")
    state.election_marker = marker and state.election_marker_in_game
    father = data.get("father_of_the_house")
    if father is not None and father not in names:
        raise PositionError(f"father_of_the_house: {father!r} is not at the table (expected one of {', '.join(names)})")
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
    acted = _list(data, "acted")
    under_way = data.get("turn_under_way")
    if (acted or under_way is not None) and state.phase is not Phase.ACTIONS:
        raise PositionError(f"acted, turn_under_way: only an actions position has turns taken (this one is at {state.phase.value})")
    for name in [*acted, *([] if under_way is None else [under_way])]:
        if name not in names:
            raise PositionError(f"acted, turn_under_way: {name!r} is not at the table (expected one of {', '.join(names)})")
    if len(set(acted)) != len(acted) or under_way in acted:
        raise PositionError("acted, turn_under_way: a politician's turn is taken once, and is either over or under way")
    state.flags.acted = [names.index(name) for name in acted]
    state.flags.turn_under_way = None if under_way is None else names.index(under_way)
    if under_way is not None:  # Resigning takes the cubes held as the turn began: those left are what is known
        state.flags.turn_cubes.setdefault(str(names.index(under_way)), state.seats[names.index(under_way)].cubes)
    doubled = _list(data, "father_doubles")
    if doubled:
        father = state.father_of_the_house
        if under_way is None or father is None or names.index(under_way) != father:
            raise PositionError("father_doubles: only the Father of the House's turn under way doubles the Supporters it began with")
        missing = [card for card in doubled if card not in state.seats[father].supporters]
        if missing:
            raise PositionError(f"father_doubles: {missing[0]!r} is not in {under_way}'s hand")
        state.seats[father].held_at_turn_start = list(doubled)


def _seat(game: "Game", seat: "SeatState", raw: Any, where: str) -> None:
    raw = _mapping(raw, where)
    _known(raw, SEAT_FIELDS, f"{where}.")
    board = game.components.board
    party = raw.get("party", seat.party.value)
    if party != seat.party.value:
        raise PositionError(f"{where}.party: {seat.politician} is a {seat.party.title}, not {party!r}")
    role = raw.get("role")
    roles = [r.value for r in Role]
    if role not in roles:
        raise PositionError(f"{where}.role: {role!r} is not a role (expected one of {', '.join(roles)})")
    seat.role = Role(role)
    side = raw.get("mat_side", seat.mat_side)
    if side not in ("front", "reverse"):
        raise PositionError(f"{where}.mat_side: {side!r} must be front or reverse")
    seat.mat_side = side
    mat = mat_of(game, seat)
    seat.standing = _int(raw, "standing", f"{where}.", low=mat.standing_min, high=mat.standing_max,
                         default=mat.standing_start, what=f"on the {seat.role.title} mat")
    low, high = board.favour_range
    seat.favour = _int(raw, "favour", f"{where}.", low=low, high=high, default=board.favour_start)
    seat.cubes = _int(raw, "cubes", f"{where}.", low=0, high=CUBES_MAX, default=0)
    seat.vp = _int(raw, "vp", f"{where}.", low=0, high=board.victory, default=0)
    resigned = raw.get("resigned", False)
    if not isinstance(resigned, bool):
        raise PositionError(f"{where}.resigned: {resigned!r} must be true or false")
    if resigned and seat.role is not Role.GOVERNMENT_BACKBENCHER and game.state.scenario == "standard":
        raise PositionError(f"{where}.resigned: only the Government Backbencher can have Resigned")
    seat.resigned = resigned
    known = {c.name for c in game.components.supporters}
    seat.supporters = []
    for card in _list(raw, "supporters", where=f"{where}."):
        if card not in known:
            raise PositionError(f"{where}.supporters: {card!r} is not a Supporter card")
        seat.supporters.append(str(card))
    careers = {c.name for c in game.components.careers}
    for field_name in ("careers", "active_careers"):
        if field_name in raw:
            cards = [str(c) for c in _list(raw, field_name, where=f"{where}.")]
            bad = [c for c in cards if c not in careers]
            if bad:
                raise PositionError(f"{where}.{field_name}: {bad[0]!r} is not a Career Card")
            setattr(seat, field_name, cards)
    if not set(seat.active_careers) <= set(seat.careers):
        raise PositionError(f"{where}.active_careers: a Career Card is active but not held")
    if "debate_card" in raw:
        card = raw["debate_card"]
        if card is not None and card not in ("government_backbencher", "opposition_backbencher", "opposition_leader"):
            raise PositionError(f"{where}.debate_card: {card!r} (expected government_backbencher, opposition_backbencher, opposition_leader or null)")
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
        if seat.party is not side_party and state.scenario == "standard":  # a scenario may seat a politician across the House
            raise PositionError(
                f"seats[{seat.index}].role: {seat.politician} ({seat.party.title}) cannot be {seat.role.title} "
                f"while the {state.government.title}s govern")
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
            raise PositionError(f"{where}.bill: {name!r} is on the board twice, or in a discard pile")
        # else: a bill a scenario keeps out of the decks (beside the board)
        bill = game.components.bill(name)
        adjustment = _int(raw, "adjustment", f"{where}.", low=low, high=high, default=bill.adjustment)
        if adjustment % 10:
            raise PositionError(f"{where}.adjustment: {adjustment:+d} is not on the Parliament track (it moves in tens)")
        proposer = raw.get("proposed_by")
        if proposer is not None and proposer not in names:
            raise PositionError(f"{where}.proposed_by: {proposer!r} is not at the table")
        plays = []
        for n, play in enumerate(_list(raw, "debate_cards", where=f"{where}.")):
            play = _mapping(play, f"{where}.debate_cards[{n}]")
            who = play.get("politician")
            if who not in names:
                raise PositionError(f"{where}.debate_cards[{n}].politician: {who!r} is not at the table")
            side = play.get("side", "pact")
            if side not in ("pact", "no_pact"):
                raise PositionError(f"{where}.debate_cards[{n}].side: {side!r} must be pact or no_pact")
            votes = _int(play, "votes", f"{where}.debate_cards[{n}].", low=-100, high=100)
            plays.append(DebateCardPlay(names.index(who), str(play.get("card", "")), side, votes))
        state.slots[slot - 1] = BillSlot(name=name, adjustment=adjustment,
                                         proposed_by=None if proposer is None else names.index(proposer), debate_cards=plays)


def _placed_elsewhere(state: Any, name: str) -> bool:
    """Is the card on the board or in a discard pile already?"""
    return any(slot.name == name for _, slot in state.bills_on_board()) or any(
        name in pile.discard for pile in state.piles.values())


def _bill_pile(game: "Game", name: Any, where: str) -> str:
    try:
        return str(game.components.bill(str(name)).deck.value)
    except (KeyError, StopIteration, ValueError):
        raise PositionError(f"{where}: {name!r} is not a bill") from None


def ladder_index(game: "Game", sector: Sector, party: Party, value: Any, where: str) -> int:
    """The box on `party`'s `sector` track printed `value`; refused with the values there are."""
    positions = game.components.board.ladder(sector, party).positions
    if isinstance(value, bool) or not isinstance(value, int) or value not in positions:
        shown = ", ".join(str(p) for p in positions)
        raise PositionError(f"{where}: {value!r} is not a box on the {party.title} {sector.value} track ({shown})")
    return positions.index(value)


def _known(raw: dict[str, Any], fields: tuple[str, ...], where: str) -> None:
    for key in raw:
        if key not in fields:
            raise PositionError(f"{where}{key}: not a field of a position here (expected {', '.join(fields)})")


def _mapping(raw: Any, where: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise PositionError(f"{where}: a mapping of fields, not {raw!r}")
    return raw


def _list(raw: dict[str, Any], key: str, *, where: str = "", required: bool = False) -> list[Any]:
    value = raw.get(key)
    if value is None:
        if required:
            raise PositionError(f"{where}{key}: missing")
        return []
    if not isinstance(value, list):
        raise PositionError(f"{where}{key}: a list, not {value!r}")
    return value


def _text(raw: dict[str, Any], key: str, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value:
        raise PositionError(f"{where}.{key}: missing or not a name ({value!r})")
    return value


def _int(raw: dict[str, Any], key: str, where: str, *, low: int, high: int, default: int | None = None, what: str = "") -> int:
    value = raw.get(key, default)
    if value is None:
        raise PositionError(f"{where}{key}: missing (a whole number from {low} to {high})")
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        place = f" {what}" if what else ""
        raise PositionError(f"{where}{key}: {value!r} is not a whole number from {low} to {high}{place}")
    return value


__all__ = [
    "POSITION_FORMAT", "POSITION_VERSION", "PositionError", "dump_position", "ladder_index", "position_setup", "start_at",
    "load_position", "position_from_game", "save_position",
]
