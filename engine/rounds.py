"""Setting up a round (4.0 step 1) and closing it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board
from engine.backbench import has_power
from engine.between_rounds import between_rounds_steps
from engine.cards import draw_supporters
from engine.components import PowerKind
from engine.happened import CubesTaken
from engine.politicians import cube_income
from engine.pools import score, score_government, score_opposition
from engine.scenarios import end_of_round, round_setup_extras
from engine.state import Role, RoundFlags
from engine.steps import Step

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class RoundVP(Step):
    """4.0(1a): Government 4 VP and Opposition 2 VP; 6 VP to a Pact."""

    def run(self, game: "Game") -> None:
        state = game.state
        if state.pact:
            score(game, state.pm.index, 6, "round setup, Pact")
        else:
            score_government(game, 4, "round setup")
            score_opposition(game, 2, "round setup")


@dataclass(frozen=True)
class TakeIncome(Step):
    """4.0(1b): every politician takes Action Cubes by Standing; free Supporters follow."""

    def run(self, game: "Game") -> None:
        state = game.state
        for seat in state.seats:
            seat.cubes = cube_income(game, seat)
            seat.deputy_pm_cube_taken = False
        game.happened(CubesTaken(tuple((s.politician, s.cubes) for s in state.seats)))
        for seat in state.seats:
            free = 0
            if seat.role is Role.OPPOSITION_LEADER:
                mat = game.components.board.mats.get(("opposition_leader", seat.mat_side))
                if mat and mat.free_supporter_at is not None and seat.standing >= mat.free_supporter_at:
                    free += 1  # 1.4.2 reverse Opposition Leader mat
            if seat.role is Role.OPPOSITION_BACKBENCHER and _has_power(game, seat.index, PowerKind.DEPUTY_PARTY_LEADER):
                free += 1  # Deputy Party Leader bonus
            # a handicap the table grants (docs/clockwork.md, "Difficulty"): absent in the standard rules
            free += list(getattr(game.setup, "options", {}).get("free_supporter_seats", ())).count(seat.index)
            if free:
                draw_supporters(game, seat.index, free)


def _has_power(game: "Game", seat: int, kind: PowerKind) -> bool:
    return has_power(game, seat, kind)


def round_setup_steps(game: "Game") -> list[Step]:
    return [*between_rounds_steps(game), RoundVP(), TakeIncome(), *round_setup_extras(game)]


def first_round_steps(game: "Game") -> list[Step]:
    """The first round starts at 4.0(1b); 3-player games give the Liberal two free Supporters (2.5)."""
    steps: list[Step] = [TakeIncome()]
    if game.setup.players == 3 and game.setup.scenario == "standard":
        liberal = next(s for s in game.state.seats if s.party.value == "liberal")
        steps.append(_FreeSupporters(liberal.index, 2))
    return steps


@dataclass(frozen=True)
class _FreeSupporters(Step):
    """Supporters a seat draws for nothing (the Liberal's two in a 3-player game)."""

    seat: int
    count: int

    def run(self, game: "Game") -> None:
        draw_supporters(game, self.seat, self.count)


def close_round(game: "Game") -> None:
    """Record the round for the history chart and clear the round's flags."""
    state = game.state
    leader, margin = board.lead(game)
    state.history.append(
        {
            "round": state.round,
            "vp": {s.politician: s.vp for s in state.seats},
            "standing": {s.politician: s.standing for s in state.seats},
            "favour": {s.politician: s.favour for s in state.seats},
            "cubes": {s.politician: s.cubes for s in state.seats},
            "roles": {s.politician: s.role.value for s in state.seats},
            "pm": state.pm.politician,
            "government": state.government.value,
            "lead": margin if leader is state.government else -margin,
            "mps": state.moderates + state.partisans,
            "pact": state.pact,
        }
    )
    state.round += 1
    state.flags = RoundFlags()

    end_of_round(game)
