"""4.0 Parliamentary Order: which phase follows which. The `transitions` machine decides;
`engine.order.next_phase` keeps each answer it was given, keyed by the phase left and the
answers of every guard, so a kept answer must be the one the machine would give again."""

from __future__ import annotations

from itertools import product

import pytest

from engine import order
from engine.state import BillSlot, Phase
from tests.helpers import two_player


def test_every_condition_a_transition_names_is_a_guard_the_kept_answers_are_keyed_by() -> None:
    named = set()
    for transition in order.TRANSITIONS:
        conditions = transition.get("conditions", [])
        named |= {conditions} if isinstance(conditions, str) else set(conditions)
    assert named <= set(order.GUARDS)


@pytest.mark.parametrize("phase", [p for p in Phase if p is not Phase.GAME_OVER])
def test_each_kept_answer_is_the_machines_for_every_board_and_election(phase: Phase) -> None:
    game = two_player()
    for bill_on_board, election_held in product((False, True), repeat=2):
        game.state.slots = [BillSlot("Museums Act", 30) if bill_on_board else None, None, None]
        game.state.flags.election_held = election_held
        game.state.phase = phase
        first, again = order.next_phase(game), order.next_phase(game)
        assert first == again == order.machine_answer(game), (phase, bill_on_board, election_held)


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
