"""Who scores what (3.0): the Pact, the Government and Opposition pools, a Resigned
Government Backbencher scoring alone, and the first PM at 100 VP (13.0).

Every politician keeps a score of their own; scoring VP moves the score of everyone in
the scorer's pool together, which is exactly how the markers behave on the Score Track
(markers start stacked and then move in unison while pooled).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.happened import GameOver, PactChanged, VPRefused, VPScored
from engine.scenarios import check_scenario_victory
from engine.state import EndKind, GameEnd, GameState, Phase, Role

if TYPE_CHECKING:
    from engine.game import Game


def pool_of(state: GameState, seat: int) -> list[int]:
    """The seats sharing `seat`'s VP right now."""
    me = state.seats[seat]
    if me.resigned:
        return [seat]
    if state.pact:
        return [s.index for s in state.seats if not s.resigned]
    side = me.role.in_government
    return [s.index for s in state.seats if not s.resigned and s.role.in_government is side]


def pool_name(state: GameState, seat: int) -> str:
    me = state.seats[seat]
    if me.resigned:
        return "Resigned Backbencher"
    if state.pact:
        return "Pact"
    return "Government" if me.in_government else "Opposition"


def pools(state: GameState) -> list[tuple[str, list[int]]]:
    """Every distinct pool with its members, Government side first."""
    seen: list[tuple[str, list[int]]] = []
    for seat in sorted(state.seats, key=lambda s: (not s.in_government, s.index)):
        members = pool_of(state, seat.index)
        if all(members != m for _, m in seen):
            seen.append((pool_name(state, seat.index), members))
    return seen


def score(game: "Game", seat: int, amount: int, why: str) -> None:
    """`seat` scores `amount` VP for its pool."""
    if amount <= 0 or game.state.rules.get("no_vp"):
        return
    state = game.state
    cap = game.components.board.victory
    members = pool_of(state, seat)
    for member in members:
        state.seats[member].vp = min(cap, state.seats[member].vp + amount)
    game.happened(VPScored(pool_name(state, seat), tuple(members), amount, why))


def score_alone(game: "Game", seat: int, amount: int, why: str) -> None:
    """VP for one politician only (a Resigned Backbencher's PM Replacement Bonus)."""
    if amount <= 0 or game.state.rules.get("no_vp"):
        return
    me = game.state.seats[seat]
    me.vp = min(game.components.board.victory, me.vp + amount)
    game.happened(VPScored(me.politician, (seat,), amount, why))


def score_government(game: "Game", amount: int, why: str) -> None:
    score(game, game.state.pm.index, amount, why)


def score_opposition(game: "Game", amount: int, why: str, *, not_in_pact: bool = False) -> None:
    """VP for the Opposition; bonuses the Pact does not take are skipped during a Pact."""
    if not_in_pact and game.state.pact:
        game.happened(VPRefused(why))
        return
    score(game, game.state.opposition_leader.index, amount, why)


def end_pact(game: "Game", why: str) -> None:
    """3.1.2: the Pact Card goes to the Opposition Leader; pools split (markers stay where they are)."""
    state = game.state
    if not state.pact:
        return
    state.pact = False
    state.pact_ever_ended = True
    game.happened(PactChanged(False, why))


def restart_pact(game: "Game", why: str) -> None:
    state = game.state
    if state.pact or not state.pact_in_game:
        return
    state.pact = True
    game.happened(PactChanged(True, why))


def check_victory(game: "Game") -> None:
    """13.0: the first PM at the victory total wins at once, wherever it happens."""
    state = game.state
    if state.over:
        return

    if check_scenario_victory(game):
        return
    if state.rules.get("no_vp"):
        return
    pm = state.seat_with(Role.PM)
    if pm is not None and pm.vp >= game.components.board.victory:
        finish(game, pm.index, EndKind.VICTORY, f"{pm.politician} is Prime Minister with {pm.vp} VP")


def finish(game: "Game", winner: int | None, kind: EndKind, words: str, team: list[int] | None = None) -> None:
    """End the game: `winner` (None: nobody), why (`kind`, and `words` for the table), and a
    winning `team` when a side wins together."""
    state = game.state
    state.winner = winner
    state.winners = list(team) if team else ([winner] if winner is not None else [])
    state.end = GameEnd(kind, words)
    state.phase = Phase.GAME_OVER
    game.happened(GameOver(words, kind.value))
