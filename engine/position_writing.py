"""Writing a position (engine.position): the game now in the table's words, the Supporters
in hand named for the seats that may see them and counted for the others, and the file
written atomically."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from engine import unknown
from engine.actions_turns import ActionTurn, TurnStart, close_turn
from engine.components import Party, Sector
from engine.decisions import DecisionKind
from engine.position import PILES, POSITION_FORMAT, POSITION_VERSION
from engine.state import Phase
from house.files import write_atomically

if TYPE_CHECKING:
    from engine.game import Game, LogRecord


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
            party.value: components.board.ladder(sector, party).positions[state.position(sector, party)]
            for party in Party
        }
        for sector in Sector
    }
    bills = []
    for index, slot in state.bills_on_board():
        bills.append(
            {
                "slot": index + 1,
                "bill": slot.name,
                "adjustment": slot.adjustment,
                "proposed_by": None if slot.proposed_by is None else names[slot.proposed_by],
                "debate_cards": [
                    {"politician": names[play.seat], "card": play.card, "side": play.side, "votes": play.votes}
                    for play in slot.debate_cards
                ],
            }
        )
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
    acting = {
        record.owner
        for record in _this_round(game)
        if record.kind == DecisionKind.ACTION and record.phase == Phase.ACTIONS.value
    }
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
    write_atomically(target, dump_position(position_from_game(game, hands=hands)))
    return target
