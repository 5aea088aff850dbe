"""Parliamentary Order (4.0) as a `transitions` state machine.

The machine only decides *which phase comes next*; the rule modules decide what is
legal inside a phase. One machine serves every game: a tiny cursor object is set to
the game's phase, triggered with the game as event data, and read back, so the game
state itself stays a plain dataclass.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable

from transitions import EventData, Machine

from engine import actions_turns, bill_selection, challenges, elections, resolution, rounds
from engine.rounds import close_round
from engine.state import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.steps import Step

logging.getLogger("transitions").setLevel(logging.WARNING)


class PhaseCursor:
    """The machine's model: its `state` is the phase, and its guards are named after the
    rules they encode (they read the game passed with the trigger)."""

    state: str

    @staticmethod
    def board_is_empty(event: EventData) -> bool:
        """5.0 / 11.0: Bill Selection and Elections happen only with no bills on the board."""
        game: Game = event.kwargs["game"]
        return game.state.board_is_empty

    @staticmethod
    def no_election_this_round(event: EventData) -> bool:
        """An immediate Election after a Challenge (10.2) stands for this round's Election."""
        game: Game = event.kwargs["game"]
        return not game.state.flags.election_held


TRANSITIONS: list[dict[str, Any]] = [
    {
        "trigger": "advance",
        "source": Phase.ROUND_SETUP.name,
        "dest": Phase.BILL_SELECTION.name,
        "conditions": "board_is_empty",
    },
    {"trigger": "advance", "source": Phase.ROUND_SETUP.name, "dest": Phase.ACTIONS.name},
    {"trigger": "advance", "source": Phase.BILL_SELECTION.name, "dest": Phase.ACTIONS.name},
    {"trigger": "advance", "source": Phase.ACTIONS.name, "dest": Phase.BILL_RESOLUTION.name},
    {"trigger": "advance", "source": Phase.BILL_RESOLUTION.name, "dest": Phase.CHALLENGES.name},
    {
        "trigger": "advance",
        "source": Phase.CHALLENGES.name,
        "dest": Phase.ELECTION.name,
        "conditions": ["board_is_empty", "no_election_this_round"],
    },
    {"trigger": "advance", "source": Phase.CHALLENGES.name, "dest": Phase.ROUND_SETUP.name},
    {"trigger": "advance", "source": Phase.ELECTION.name, "dest": Phase.ROUND_SETUP.name},
]

CURSOR = PhaseCursor()
MACHINE = Machine(
    model=CURSOR,
    states=[p.name for p in Phase],
    transitions=TRANSITIONS,
    initial=Phase.ROUND_SETUP.name,
    auto_transitions=False,
    send_event=True,
)


def next_phase(game: "Game") -> Phase:
    """Where Parliamentary Order goes after the current phase: the machine is set to the
    game's phase and triggered with the game (about 9 us, a few dozen times a game)."""
    MACHINE.set_state(game.state.phase.name, model=CURSOR)
    CURSOR.advance(game=game)  # type: ignore[attr-defined]
    return Phase[CURSOR.state]


def phase_steps() -> dict[Phase, Callable[["Game"], list["Step"]]]:
    return {
        Phase.ROUND_SETUP: rounds.round_setup_steps,
        Phase.BILL_SELECTION: bill_selection.bill_selection_steps,
        Phase.ACTIONS: actions_turns.action_phase_steps,
        Phase.BILL_RESOLUTION: resolution.bill_resolution_steps,
        Phase.CHALLENGES: challenges.challenge_steps,
        Phase.ELECTION: elections.election_phase_steps,
    }


_STEPS: dict[Phase, Callable[["Game"], list["Step"]]] = {}


def enter(game: "Game", phase: Phase) -> None:
    """Begin `phase` and queue its steps."""
    if not _STEPS:
        _STEPS.update(phase_steps())
    state = game.state
    if phase is Phase.ROUND_SETUP and state.phase is not Phase.ROUND_SETUP:
        close_round(game)
        if state.over:
            return
    state.phase = phase
    game.push(*_STEPS[phase](game))


def advance_phase(game: "Game") -> None:
    """The current phase has no steps left: move on."""
    enter(game, next_phase(game))


def mermaid() -> str:
    """The phase diagram as Mermaid text (docs/engine.md shows it; a test keeps the two equal)."""
    lines = ["stateDiagram-v2"]
    for t in TRANSITIONS:
        cond = t.get("conditions")
        label = f": {cond if isinstance(cond, str) else ' and '.join(cond)}" if cond else ""
        lines.append(f"    {t['source']} --> {t['dest']}{label}")
    return "\n".join(lines)
