"""The Example of Play cut into the steps the tour shows.

The example is played once, move by move from the shared script (`example_script`), and
the moves are grouped into steps a learner takes one at a time:

- a seat's move with the cards the table turns over because of it (a Hobnob and the
  Supporter drawn, a Vote and its Uncertainty card, a bill drawn);
- a run of the same move by the same seat (three Influences in a row), a seat's bill
  draws with the bill it proposes, and the PM's three selections, as one step;
- an Event turned over with the PM's answer to it; an Election's Uncertainty card on
  its own; a card drawn for nothing at a round's start on its own;
- "Round N begins": the round's VP and Action Cubes (rule 4.0), split off the move that
  closed the round before, so that move's step shows only what it did;
- the table at the start, and the end of the game.

Each step keeps the game before and after it (copies), so the tour can go back, jump to
a round, show the board, and ask the advisor about the decision the step begins with.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from companion.tour.example_script import ScriptMove, all_moves, example_game, make_move
from engine import TABLE, DecisionKind, DrawFrom, ElectionHeld, Propose, Select, VPScored

if TYPE_CHECKING:
    from engine import Choice, Components, Decision, Game, Happening, LogRecord

START, MOVE, ROUND, END = "start", "move", "round", "end"


@dataclass
class Step:
    """One screen of the tour."""

    kind: str  # START, MOVE, ROUND or END
    round: int
    before: "Game"
    after: "Game"
    moves: list[ScriptMove] = field(default_factory=list)
    records: list["LogRecord"] = field(default_factory=list)
    setup: list["Happening"] = field(default_factory=list)  # a ROUND step: the round's setup
    vp_before: dict[str, int] = field(default_factory=dict)  # VP each politician had before the step
    vp_after: dict[str, int] = field(default_factory=dict)  # ... and after it (a round's VP go to its ROUND step)
    setup_split: list["Happening"] = field(default_factory=list)  # a MOVE step: what went on to the next ROUND step

    @property
    def decision(self) -> "Decision | None":
        """The decision a seat of the book makes at the start of this step, if any (not a card drawn)."""
        if self.kind != MOVE or not self.records or self.records[0].owner == TABLE:
            return None
        return self.before.pending

    @property
    def book_choice(self) -> "Choice | None":
        """What the book's player chose at `decision`."""
        return self.records[0].choice if self.decision is not None else None

    def happenings(self) -> list["Happening"]:
        """What the step made happen, less a following round's setup (its ROUND step has it)."""
        out: list["Happening"] = []
        for record in self.records:
            out += [h for h in record.happened if not any(h is s for s in self.setup_split)]
        return out


def _vp(game: "Game") -> dict[str, int]:
    return {s.politician: s.vp for s in game.state.seats}


def _setup_start(record: "LogRecord") -> int | None:
    """Where a round's setup starts among the record's happenings (its VP, rule 4.0), if there."""
    for index, happening in enumerate(record.happened):
        if isinstance(happening, VPScored) and happening.why.startswith("round setup"):
            return index
    return None


def _is_election(record: "LogRecord") -> bool:
    return record.owner == TABLE and any(isinstance(h, ElectionHeld) for h in record.happened)


def _joins(step: Step, move: ScriptMove, record: "LogRecord") -> bool:
    """Does this move belong to the step under way (see the module's doc)?"""
    if step.kind != MOVE or step.setup_split:
        return False
    first, last = step.records[0], step.records[-1]
    if move.is_table:
        if record.kind == DecisionKind.DRAW_EVENTS or _is_election(record) or record.round != last.round:
            return False
        return first.owner != TABLE or (first.kind == DecisionKind.DRAW_EVENTS and len(step.records) > 1)
    seat_moves = [r for r in step.records if r.owner != TABLE]
    if first.owner == TABLE:  # an Event and the PM's answer to it
        return first.kind == DecisionKind.DRAW_EVENTS and not seat_moves and record.kind == DecisionKind.EVENT
    previous = seat_moves[-1]
    if previous.owner != record.owner:
        return False
    if isinstance(first.choice, (DrawFrom, Propose)) and isinstance(record.choice, (DrawFrom, Propose)):
        return not any(isinstance(r.choice, Propose) for r in seat_moves)
    if isinstance(first.choice, Select) and isinstance(record.choice, Select):
        return True
    return record.kind == DecisionKind.ACTION and str(record.choice) == str(previous.choice)


def build(components: "Components | None" = None) -> list[Step]:
    """The whole tour: the example played from the shared script and cut into steps."""
    game = example_game(components)
    steps = [Step(START, 1, game.clone(), game.clone(), vp_before=_vp(game), vp_after=_vp(game))]
    current: Step | None = None
    for move in all_moves():
        before = game.clone()
        record = make_move(game, move)
        if current is None or not _joins(current, move, record):
            current = Step(MOVE, record.round, before, before, vp_before=_vp(before))
            steps.append(current)
        current.moves.append(move)
        current.records.append(record)
        current.after = game.clone()
        current.vp_after = _vp(game)
        split = _setup_start(record)
        if split is not None:
            current.setup_split = list(record.happened[split:])
            closing = game.state.history[-1]["vp"] if game.state.history else current.vp_before
            current.vp_after = dict(closing)
            steps.append(
                Step(
                    ROUND,
                    game.state.round,
                    current.after,
                    current.after,
                    setup=current.setup_split,
                    vp_before=dict(closing),
                    vp_after=_vp(game),
                )
            )
    final = steps[-1].after
    steps.append(Step(END, final.state.round, final, final, vp_before=_vp(final), vp_after=_vp(final)))
    return steps


def first_of_round(steps: list[Step], number: int) -> int | None:
    """The index of round `number`'s first step (the table at the start for round 1)."""
    return next((i for i, step in enumerate(steps) if step.round == number), None)
