"""4.0 Parliamentary Order: which phase follows which. The `transitions` machine of
engine/order.py decides, asked at every change of phase; its guards are named after rules."""

from __future__ import annotations

import re
from itertools import product
from pathlib import Path

import pytest

from engine import order
from engine.state import BillSlot, Phase
from tests.helpers import two_player

DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"
# the phase after each phase, for (a bill on the board, an Election already held this round)
EXPECTED = {
    Phase.ROUND_SETUP: lambda bill, held: Phase.ACTIONS if bill else Phase.BILL_SELECTION,
    Phase.BILL_SELECTION: lambda bill, held: Phase.ACTIONS,
    Phase.ACTIONS: lambda bill, held: Phase.BILL_RESOLUTION,
    Phase.BILL_RESOLUTION: lambda bill, held: Phase.CHALLENGES,
    Phase.CHALLENGES: lambda bill, held: Phase.ROUND_SETUP if bill or held else Phase.ELECTION,
    Phase.ELECTION: lambda bill, held: Phase.ROUND_SETUP,
}


def test_every_condition_a_transition_names_is_a_guard_citing_its_rule() -> None:
    named = set()
    for transition in order.TRANSITIONS:
        conditions = transition.get("conditions", [])
        named |= {conditions} if isinstance(conditions, str) else set(conditions)
    for name in named:
        guard = getattr(order.PhaseCursor, name)
        assert re.search(r"\d+\.\d", guard.__doc__ or ""), f"{name} cites no rule"


@pytest.mark.parametrize("phase", [p for p in Phase if p is not Phase.GAME_OVER])
def test_the_machine_gives_the_phase_the_rules_give_for_every_board_and_election(phase: Phase) -> None:
    game = two_player()
    for bill_on_board, election_held in product((False, True), repeat=2):
        game.state.slots = [BillSlot("Museums Act", 30) if bill_on_board else None, None, None]
        game.state.flags.election_held = election_held
        game.state.phase = phase
        assert order.next_phase(game) is EXPECTED[phase](bill_on_board, election_held), (
            phase,
            bill_on_board,
            election_held,
        )
        assert game.state.phase is phase  # asking does not move the game


def test_the_diagram_in_docs_engine_md_is_the_machines_own() -> None:
    block = re.search(r"```mermaid\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert block is not None and block.group(1).strip() == order.mermaid().strip()


def test_the_round_goes_to_bill_selection_only_with_an_empty_board_and_to_an_election_only_once() -> None:
    game = two_player()
    state = game.state
    state.phase, state.slots = Phase.ROUND_SETUP, [None, None, None]
    assert order.next_phase(game) is Phase.BILL_SELECTION
    state.slots = [BillSlot("Museums Act", 30), None, None]
    assert order.next_phase(game) is Phase.ACTIONS
    state.phase, state.slots, state.flags.election_held = Phase.CHALLENGES, [None, None, None], False
    assert order.next_phase(game) is Phase.ELECTION
    state.flags.election_held = True
    assert order.next_phase(game) is Phase.ROUND_SETUP
