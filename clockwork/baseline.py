"""Baseline seat controllers, the yardsticks Clockwork is measured against.

- `RandomPlayer`: any legal choice, uniformly, from its own seeded `random.Random`.
- `GreedyPlayer`: the legal choice with the best *immediate* gain in its own pool's VP,
  its Standing and its party's Popularity lead, judged by playing each candidate on a
  copy of its own view (never the real game: it cannot peek at hidden cards).

Both are deterministic for a given seed and seat.
"""

from __future__ import annotations

import pickle
import random

from dataclasses import dataclass
from engine import HIDDEN, TABLE, Choice, Decision, Game, Reveal, board

# Scoring weights for the greedy player: what one unit of each is worth, in VP.
VP_WEIGHT = 1.0
STANDING_WEIGHT = 1.0
LEAD_WEIGHT = 0.25  # a step on a Sector track moves the lead by 1-3 Popularity points
WIN_SCORE = 10_000.0

MAX_CANDIDATES = 16  # choices simulated per decision; the rest are left out at random
MAX_OUTCOMES = 18  # table draws averaged over (the whole Uncertainty deck); more are sampled
SAMPLED_OUTCOMES = 6


@dataclass
class RandomPlayer:
    """Any legal choice, each equally likely."""

    seat: int
    seed: int = 0
    reads_the_game = False  # it looks at the legal choices only: `play_out` makes it no view

    def __post_init__(self) -> None:
        self.rng = random.Random(f"random/{self.seed}/{self.seat}")

    def decide(self, view: Game | None, decision: Decision) -> tuple[Choice, str]:
        return self.rng.choice(decision.choices), "random"


@dataclass
class GreedyPlayer:
    """The choice with the best immediate gain for its own seat; ties broken by its rng."""

    seat: int
    seed: int = 0
    max_candidates: int = MAX_CANDIDATES

    def __post_init__(self) -> None:
        self.rng = random.Random(f"greedy/{self.seed}/{self.seat}")

    def decide(self, view: Game, decision: Decision) -> tuple[Choice, str]:
        choices = list(decision.choices)
        if len(choices) == 1:
            return choices[0], "greedy: the only choice"
        self.rng.shuffle(choices)  # the deterministic tie-break: the first best in this order wins
        candidates = choices[: self.max_candidates]
        base = self.value(view)
        frozen = pickle.dumps(view.state, pickle.HIGHEST_PROTOCOL)
        best, best_gain = candidates[0], float("-inf")
        for choice in candidates:
            gain = self._expected(view, frozen, choice) - base
            if gain > best_gain + 1e-9:
                best, best_gain = choice, gain
        return best, f"greedy: {best} (gain {best_gain:+.2f})"

    # --- look-ahead on the view -------------------------------------------------------

    def _expected(self, view: Game, frozen: bytes, choice: Choice) -> float:
        twin = _playable_copy(view, frozen)
        if not _try(twin, choice):
            return self.value(twin)
        pending = twin.pending
        if pending is None or pending.owner != TABLE or not _visible(pending):
            return self.value(twin)  # a hidden card comes next: judge the position before it
        outcomes = list(pending.choices)
        if len(outcomes) > MAX_OUTCOMES:
            outcomes = self.rng.sample(outcomes, SAMPLED_OUTCOMES)
        after = pickle.dumps(twin.state, pickle.HIGHEST_PROTOCOL)
        total = 0.0
        for outcome in outcomes:
            branch = _playable_copy(twin, after)
            _try(branch, outcome)
            total += self.value(branch)
        return total / len(outcomes)

    def value(self, game: Game) -> float:
        """Own VP, own Standing and own party's Popularity lead, weighted; a win dominates."""
        state = game.state
        if state.over:
            if state.winner == self.seat or self.seat in state.winners:
                return WIN_SCORE
            if state.winner is not None or state.winners:
                return -WIN_SCORE
        me = state.seats[self.seat]
        leader, margin = board.lead(game)
        lead = 0 if leader is None else (margin if leader is me.party else -margin)
        return VP_WEIGHT * me.vp + STANDING_WEIGHT * me.standing + LEAD_WEIGHT * lead


def _playable_copy(game: Game, frozen_state: bytes) -> Game:
    """A copy of a view that may be played on, for look-ahead only.

    A view refuses `apply` (its `viewer` is set) so that nobody plays on it by mistake; this
    private copy has no viewer. It is `view.clone()` with the state unpickled from bytes
    made once per decision (half the cost of a clone per candidate) and an empty log.
    """
    return Game(
        components=game.components,
        state=pickle.loads(frozen_state),
        setup=game.setup,
        seed=game.seed,
        rules=game.rules,
        steps=list(game.steps),
        log=[],
        _pending=game.pending,
    )


def _try(game: Game, choice: Choice) -> bool:
    """Apply `choice` on a look-ahead copy. The copy's hidden cards are '?': when the rules
    reach one (another seat's hand, a hidden bill) the look-ahead stops where it is."""
    try:
        game.apply(choice)
    except (KeyError, StopIteration, AssertionError, ValueError, RuntimeError, IndexError):
        return False
    return True


def _visible(decision: Decision) -> bool:
    return all(not (isinstance(c, Reveal) and c.card == HIDDEN) for c in decision.choices)
