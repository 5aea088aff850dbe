"""A finished game (or a save) looked back on: one seat's decisions weighed by the advisor.

`review(game, seat)` replays the game from its setup and, at each decision of `seat` with
more than one legal choice, asks the advisor (`clockwork.advisor.advise`, not timed: the
same game gives the same review) about the seat's view as it was then, with the choice made
always among those weighed. A decision is **marked** where another choice's chance of
winning was at least `MARKED` points higher than the choice made, clearly so (the 95%
interval of the paired difference above zero). The turning points are the marked decisions
by what they cost, and the widest swings of the seat's chance between two of its decisions
in a row (what the others did and the cards dealt in between).

A game recorded at a table with `assist` replays the same way: its cards drawn face down
stay unknown to the seats until the table named them, as they were at the time.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Callable, Iterator

from clockwork.advisor import NEAR_ROUNDS, Advice, Setting, advise
from clockwork.workers import Workers

from engine import Choice, Correct, Decision, Game, Phase, UnknownCard, new_game

MARKED = 5.0  # points of the chance of winning another choice must be ahead by to mark a decision
SWINGS = 2  # the widest swings of the chance named among the turning points

# The review's settings: play-outs of each choice at most, the horizon in rounds (as `advise`'s).
SETTINGS = {
    "quick": Setting(0.0, 24, 1, near_rounds=NEAR_ROUNDS),
    "standard": Setting(0.0, 64, 1, near_rounds=NEAR_ROUNDS),
    "deep": Setting(0.0, 240, 1, near_rounds=NEAR_ROUNDS),
}


@dataclass
class Moment:
    """One decision of the seat, weighed."""

    ply: int  # its place in the game's log (0: the first choice)
    round: int
    kind: str
    chosen: str  # the choice made, as typed
    chosen_chance: float
    chosen_interval: tuple[float, float]
    best: str  # the advisor's best choice
    best_chance: float
    best_interval: tuple[float, float]
    gain: float  # the best's chance less the chosen one's, in points, on the same luck
    half: float  # ... the half-width of its 95% interval
    verdict: str  # the race's: "best", "equal" or "" (not settled)
    playouts: int
    marked: bool
    opening: Game | None = field(default=None, repr=False)  # where to open it (marked ones): the game at the
    # decision during Actions (a position keeps a turn under way), else where its phase began


@dataclass
class Review:
    """The weighed decisions of one seat and the game's turning points for it."""

    seat: int
    politician: str
    setting: str
    moments: list[Moment]
    won: bool | None  # None: the game is not over
    seconds: float = 0.0  # CPU (of this process)
    wall: float = 0.0

    @property
    def marked(self) -> list[Moment]:
        return [m for m in self.moments if m.marked]

    @property
    def costliest(self) -> list[Moment]:
        """The marked decisions, the costliest first."""
        return sorted(self.marked, key=lambda m: (-m.gain, m.ply))

    def swings(self, count: int = SWINGS) -> list[tuple[Moment, Moment]]:
        """The widest changes of the seat's chance (of the choice made) between two of its
        decisions in a row, widest first: what happened in between decided them."""
        pairs = list(zip(self.moments, self.moments[1:]))
        pairs.sort(key=lambda pair: (-abs(pair[1].chosen_chance - pair[0].chosen_chance), pair[0].ply))
        return [pair for pair in pairs[:count] if abs(pair[1].chosen_chance - pair[0].chosen_chance) >= MARKED / 100]


def decisions(game: Game, seat: int) -> Iterator[tuple[int, Game, Decision, Choice, Game]]:
    """(ply, the game at that decision, the decision, the choice made, the game where its
    phase began) for every decision of `seat` with two or more choices, replayed from the
    game's setup. The game yielded is the replay itself: read it (a view, a copy) before the
    next step."""
    replay = new_game(game.setup, seed=game.seed if game.seed is not None else 0, components=game.components)
    phase = (replay.state.round, replay.state.phase)
    began = replay.clone()
    for record in game.log:
        if isinstance(record.choice, Correct):
            replay.correct(record.choice, reason=record.reason)
            continue
        if (replay.state.round, replay.state.phase) != phase:
            phase = (replay.state.round, replay.state.phase)
            began = replay.clone()
        decision = replay.pending
        assert decision is not None, "the save replays past its end"
        if decision.owner == seat and len(decision.choices) > 1:
            replay.unknown = known_then(game, len(replay.log))
            yield len(replay.log), replay, decision, record.choice, began
        replay.apply(record.choice, reason=record.reason, reason_names=record.reason_names)


def known_then(game: Game, plies: int) -> "tuple[UnknownCard, ...]":
    """The game's cards drawn face down (`assist`) as they stood after `plies` choices: drawn
    by then, and unnamed if the table named them only later."""
    return tuple(
        replace(card, named_at=None) if card.named_at is not None and card.named_at > plies else card
        for card in game.unknown
        if card.ply < plies
    )


def review(
    game: Game,
    seat: int,
    *,
    setting: str = "standard",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    workers: Workers | None = None,
) -> Review:
    """Weigh every decision of `seat` in `game` (see the module doc). `progress(done, total)`
    after each; `workers`: a pool for the play-outs (the review is the same without)."""
    chosen_setting = SETTINGS[setting]
    started, clock = time.process_time(), time.perf_counter()
    total = sum(1 for _ in decisions(game, seat)) if progress is not None else 0
    moments: list[Moment] = []
    for ply, then, decision, made, began in decisions(game, seat):
        advice = advise(
            then.view(seat),
            seat,
            decision,
            setting=chosen_setting,
            seed=seed,
            timed=False,
            include=made,
            by=MARKED,
            workers=workers,
        )
        moment = weighed(advice, ply, then.state.round, made)
        if moment.marked:
            moment.opening = (then if then.state.phase is Phase.ACTIONS else began).clone()
        moments.append(moment)
        if progress is not None:
            progress(len(moments), total)
    state = game.state
    won = (state.winner == seat or seat in state.winners) if state.over else None
    return Review(
        seat,
        state.seats[seat].politician,
        setting,
        moments,
        won,
        time.process_time() - started,
        time.perf_counter() - clock,
    )


def weighed(advice: Advice, ply: int, round_: int, made: Choice) -> Moment:
    """The advisor's answer at one decision, against the choice made."""
    mine = next(e for e in advice.estimates if e.choice == made)
    best = advice.best
    gain, half, _ = advice.edge(best, mine) if best is not mine else (0.0, 0.0, 0)
    marked = best is not mine and gain >= MARKED and gain - half > 0
    return Moment(
        ply=ply,
        round=round_,
        kind=advice.kind,
        chosen=str(made),
        chosen_chance=mine.chance,
        chosen_interval=mine.interval(),
        best=str(best.choice),
        best_chance=best.chance,
        best_interval=best.interval(),
        gain=gain,
        half=half if best is not mine else 0.0,
        verdict=advice.verdict,
        playouts=advice.playouts,
        marked=marked,
    )
