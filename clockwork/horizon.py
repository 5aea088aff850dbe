"""The chance of winning from a position: the searching level's score at its horizon.

A play-out of the search (`clockwork.playout`) stops at the start of a round, long before
the game ends; what it has reached must be scored by what it is worth for winning, not by
VP alone. `chance(game, seat)` reads a dozen numbers from the seat's chair (the VP margin,
who holds the PM's mat and how near its VP stand to 100, the Popularity lead, Standing,
Favour, Supporters, the Pact, the Election Marker, the round) and turns them into a chance
of winning by a logistic model whose weights are fitted to finished Clockwork games
(`bench/fit_horizon.py` plays them and writes `decks/clockwork/horizon.yaml`, one set of
weights for each number of players). The weights are read, checked and kept with the rest of
the Clockwork's data (`clockwork.data.load_horizon`), so they come from the same folder:
`DIR/clockwork/horizon.yaml` of a decks folder (`--decks DIR`) when `DIR/clockwork/` exists,
else the shipped copy.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from engine import Game, board, pool_of

# the numbers the model reads, in the order of its weights (`features`)
FEATURES = (
    "bias",
    "margin",
    "margin_late",
    "pm",
    "pm_vp",
    "pm_vp4",
    "lead",
    "lead_pm",
    "standing",
    "favour",
    "supporters",
    "pact_pm",
    "marker_pm",
    "round_pm",
)


def features(game: Game, seat: int) -> list[float]:
    """The model's inputs for `seat` (FEATURES): positive numbers favour the seat."""
    state = game.state
    me = state.seats[seat]
    others = [s for s in state.seats if s.index != seat]
    pm = state.pm
    if pm.index == seat:
        side = 1.0  # it holds the PM's mat: only a PM can win
    elif pm.index in pool_of(state, seat):
        side = 0.0  # a partner's PM (its Backbencher, or the Pact)
    else:
        side = -1.0
    margin = (me.vp - max((s.vp for s in others), default=me.vp)) / 10
    near = pm.vp / 100
    leader, lead = board.lead(game)
    lead_points = (lead if leader is me.party else -lead) / 10 if leader is not None else 0.0
    late = state.round / 10
    return [
        1.0,
        margin,
        margin * late,
        side,
        side * near,
        side * near**4,
        lead_points,
        lead_points * side,
        (me.standing - max((s.standing for s in others), default=me.standing)) / 5,
        (me.favour - max((s.favour for s in others), default=me.favour)) / 5,
        (len(me.supporters) - max((len(s.supporters) for s in others), default=0)) / 4,
        side * state.pact,
        side * state.election_marker,
        side * late,
    ]


_BY_FOLDER: dict[str, dict[int, tuple[float, ...]]] = {}  # a decks folder ("": the default) -> its weights


def weights_for(components: Any = None) -> dict[int, tuple[float, ...]]:
    """The weights that go with a game's components, by number of players: those of the
    Clockwork data of their decks folder (`clockwork.data.clockwork_for`), looked up once a
    folder (a play-out asks at every horizon)."""
    key = getattr(components, "directory", "") or ""
    found = _BY_FOLDER.get(key)
    if found is None:
        from clockwork.data import clockwork_for

        found = _BY_FOLDER[key] = clockwork_for(components).horizon
    return found


def player_counts(components: Any = None) -> set[int]:
    """The numbers of players the weights in use were fitted for."""
    return set(weights_for(components))


def chance(game: Game, seat: int, path: Path | None = None) -> float | None:
    """The model's chance that `seat` wins from here (None: no weights for this many players).
    The weights are those of the game's decks folder, or of the file `path`."""
    if path is None:
        table = weights_for(game.components)
    else:
        from clockwork.data import load_horizon

        table = load_horizon(path)
    weights = table.get(len(game.state.seats))
    if weights is None:
        return None
    z = sum(w * x for w, x in zip(weights, features(game, seat)))
    return 1 / (1 + math.exp(-max(-40.0, min(40.0, z))))
