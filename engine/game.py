"""The decision-driven game: `new_game`, `game.pending`, `game.apply(choice)`.

The engine never asks anyone anything. It keeps a stack of *steps* (small frozen
records from the rule modules). The top step either runs by itself or poses a
`Decision`; `apply` validates a choice against that decision, lets the step resolve
it, then runs every automatic step up to the next decision. When the stack is empty
`engine.order` moves Parliamentary Order on to the next phase.
"""

from __future__ import annotations

import random
from itertools import repeat
from operator import is_
from dataclasses import field
from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine.components import Components
from engine.decisions import TABLE, Choice, Correct, Decision, DecisionKind, IllegalChoice
from engine.happened import Happening
from engine.state import GameState, Phase
from engine.steps import GameRules, LogRecord, Step, table_draw
from engine.state_copy import copy_state

if TYPE_CHECKING:
    from engine.setup import Setup
    from engine.named import CardName
    from engine.unknown import UnknownCard
    from engine.views import LogKnowledge

GAME_OVER = Phase.GAME_OVER


@dataclass
class Game:
    """One game: the components, the state of play, the steps still to run and the log of every choice."""

    components: Components
    state: GameState
    setup: "Setup"
    seed: int | None  # the dealer's seed; None on a view (a player holds no key to future draws)
    rules: GameRules
    steps: list[Step] = field(default_factory=list)
    log: list[LogRecord] = field(default_factory=list)
    viewer: int | None = None  # set on a redacted view: it cannot be played
    unknown: "tuple[UnknownCard, ...]" = ()  # cards drawn face down without a name
    _happened: list[Happening] = field(default_factory=list)
    _pending: Decision | None = None
    upkeep_seen: tuple[object, ...] | None = (
        None  # the marks the checks after every step last saw (engine.upkeep); None: check everything
    )
    # what each seat may know of the log, extended as it grows (engine.views.log_knowledge);
    # belongs to this game alone: a copy starts without it
    log_knowledge: "LogKnowledge | None" = field(default=None, repr=False, compare=False)

    # --- the interface ---------------------------------------------------------------

    @property
    def pending(self) -> Decision | None:
        return self._pending

    @property
    def happened_so_far(self) -> tuple[Happening, ...]:
        """What has happened so far in the choice being applied (what a failed look-ahead got to)."""
        return tuple(self._happened)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    def apply(self, choice: Choice, reason: str = "", reason_names: "tuple[CardName, ...] | None" = None) -> LogRecord:
        """Rule-check `choice` against the pending decision and play it. `reason`: why, in
        words; `reason_names`: the cards those words name (None: not said), which decide who
        may read them (engine.views)."""
        if self.viewer is not None:
            raise IllegalChoice("this is a player's view of the game; it cannot be played")
        if isinstance(choice, Correct):
            return self.correct(choice, reason)
        decision = self._pending
        if decision is None:
            raise IllegalChoice(f"the game is over ({self.state.end_reason}); no choice can be made")
        if (
            not any(map(is_, decision.choices, repeat(choice))) and choice not in decision.choices
        ):  # the offered record itself, else an equal one
            raise IllegalChoice(
                f"{str(choice)!r} is not legal now ({decision.kind}, round {self.state.round}); "
                f"legal: {', '.join(str(c) for c in decision.choices[:10])}"
                + (" ..." if len(decision.choices) > 10 else "")
            )
        self._happened = []
        round_made, phase_made = (
            self.state.round,
            self.state.phase._value_,
        )  # the member's words (`.value`, read directly)
        step = self.steps.pop()
        step.resolve(self, choice)
        self._after_step()
        self._advance()
        return self._logged(
            round_made,
            phase_made,
            decision.owner,
            decision.kind,
            choice,
            reason,
            decision.subject,
            reason_names if reason else (),
        )

    def _logged(
        self,
        round_made: int,
        phase_made: str,
        owner: int,
        kind: DecisionKind,
        choice: Choice,
        reason: str,
        subject: int | None = None,
        reason_names: "tuple[CardName, ...] | None" = (),
    ) -> LogRecord:
        """Log `choice` with what has happened since it was made."""
        record = LogRecord(
            len(self.log),
            round_made,
            phase_made,
            owner,
            kind,
            choice,
            tuple(self._happened),
            reason,
            subject,
            reason_names,
        )
        self.log.append(record)
        self._happened = []
        return record

    def correct(self, choice: Correct, reason: str = "") -> LogRecord:
        """Set one marker by hand (a correction at the table, `set ...`), at any time. It is
        logged as the table's `correction`, replays and undoes like a choice; a value out of
        range is refused (engine.position.PositionError) and changes nothing."""
        if self.viewer is not None:
            raise IllegalChoice("this is a player's view of the game; it cannot be changed")
        round_made, phase_made = self.state.round, self.state.phase.value
        self._happened = [self.rules.correct_marker(self, choice)]
        self.repose()
        return self._logged(round_made, phase_made, TABLE, DecisionKind.CORRECTION, choice, reason)

    def repose(self) -> Decision | None:
        """Pose the pending decision again after the state was changed outside play (a
        position set up, a marker corrected): the checks made after every step (victory,
        the Father of the House, Career Cards) run, then Parliamentary Order goes on to the
        next decision, whose legal choices are worked out afresh. Returns it."""
        self.upkeep_seen = None  # changed outside play: every check is made afresh
        self._after_step()
        self._advance()
        return self._pending

    def restart_at(
        self, phase: Phase, steps: "list[Step] | None" = None, first: "list[Step] | tuple[Step, ...]" = ()
    ) -> Decision | None:
        """Begin `phase` afresh from the state as it stands, with
        `steps` (by default the phase's own) after `first`: the steps queued so far are
        dropped. For a position just set up (engine.position)."""
        self.steps.clear()
        self._happened = []
        self.state.phase = phase
        if steps is None:
            self.rules.enter_phase(self, phase)
        else:
            self.push(*steps)
        self.push(*first)
        pending = self.repose()
        self._happened = []
        return pending

    def deal(self) -> Choice:
        """The seeded dealer's answer to a pending card draw."""
        if self.viewer is not None or self.seed is None:
            raise IllegalChoice("this is a player's view of the game: it has no dealer and cannot draw cards")
        decision = self._pending
        if decision is None or not decision.is_chance:
            raise IllegalChoice("no card draw is pending")
        rng = random.Random(f"{self.seed}/{len(self.log)}")
        return rng.choice(decision.choices)

    def view(self, seat: int) -> "Game":
        """A copy showing only what `seat` may know: its own hand, public state, deck sizes."""
        return self.rules.redact(self, seat)

    def clone(self) -> "Game":
        return self._twin(list(self.log))

    def playable_copy(self) -> "Game":
        """A private copy that can be played (a view's copy too): play on it changes nothing
        real. A view's copy has no dealer; where the rules reach a card hidden from the view's
        seat, play on it stops with `HiddenCardError` (engine.components)."""
        twin = self.clone()
        twin.viewer = None
        return twin

    def _twin(self, log: list[LogRecord]) -> "Game":
        """A copy of the game whose log is `log` (a view passes its masked log)."""
        twin = object.__new__(type(self))
        fields = self.__dict__.copy()
        # every view (one per seat decision in simulations) is a clone: the state is copied by
        # a plan read from its field types (engine.state_copy), not a pickle round trip
        fields["state"] = copy_state(self.state)
        fields["log_knowledge"] = None  # engine.views: extended in place by its own game only
        # `upkeep_seen` is kept: the marks the checks after every step read are public (no view
        # masks them), so a copy's marks are the game's and its next check needs no more
        fields["steps"] = list(self.steps)
        fields["log"] = log
        fields["_happened"] = []
        twin.__dict__ = fields
        return twin

    # --- for the rule modules ----------------------------------------------------------

    def happened(self, happening: Happening) -> None:
        """Report what the current choice made happen, for the log: a record of
        engine.happened (never plain words: what a seat may know is read from records' fields)."""
        if not isinstance(happening, Happening):
            raise TypeError(f"a happening must be a record of engine.happened, not {type(happening).__name__}")
        self._happened.append(happening)

    def push(self, *steps: Step) -> None:
        """Queue steps to run next, in the order given."""
        self.steps.extend(reversed(steps))

    def start(self) -> None:
        self._advance()
        self._happened = []

    # --- driving -----------------------------------------------------------------------

    def _after_step(self) -> None:
        self.rules.after_step(self)

    def _advance(self) -> None:
        advance_phase, after_step, steps = self.rules.advance_phase, self.rules.after_step, self.steps
        self._pending = None
        guard = 0
        while self.state.phase is not GAME_OVER:
            guard += 1
            if guard > 100_000:
                raise RuntimeError("Parliamentary Order made no progress")
            if not steps:
                advance_phase(self)
                continue
            step = steps[-1]
            decision = step.decide(self)
            if decision is None:
                steps.pop()
                step.run(self)
                after_step(self)
                continue
            if not decision.choices:
                raise RuntimeError(f"{type(step).__name__} posed a decision with no legal choice")
            self._pending = decision
            return
        steps.clear()


__all__ = ["Game", "GameRules", "LogRecord", "Step", "table_draw"]  # the step machinery lives in engine.steps
