"""The document's own worked examples (us-presidency-fragments.txt), each at its line."""

from __future__ import annotations

from presidency.procedures import newspapers
from presidency.procedures.issues import influence_needed, solves
from presidency.procedures.newspapers import Track, adjust
from presidency.procedures.support import Party, PublicSupport
from presidency.procedures.treasury import crisis_hundreds, crisis_row, crisis_total, interest, treasury_steps


def test_line_93_98_reserves_at_minus_7_pay_3_in_interest() -> None:
    assert interest(-7) == 3
    steps = treasury_steps(-7, 0)
    assert (steps.interest, steps.after_interest, steps.crisis) == (3, -10, False)


def test_line_101_reserves_at_minus_340_and_a_2_make_minus_1_a_monetary_collapse() -> None:
    assert crisis_hundreds(-340) == 3
    assert crisis_total(-340, 2) == -1
    row = crisis_row(-1)
    assert row.collapse and row.line == 105


def test_line_30_end_slavery_difficulty_7_solved_by_washington_ability_3_with_4_influence() -> None:
    assert influence_needed(7, 3) == 4
    assert solves(7, 3, 4)
    assert not solves(7, 3, 3)


def test_line_181_turn_2_one_c_cube_moved_right_from_the_start_box() -> None:
    conservative = adjust(Track(left=(2, 0, 0)), move_right=(1,))
    assert conservative.support == 1
    assert conservative.track == Track(left=(1, 0, 0))  # the cube moved is back in the supply
    assert conservative.returned == 1
    liberal = adjust(Track(left=(1, 0, 0)))  # the L leader leaves his cube
    assert (liberal.support, liberal.track) == (0, Track(left=(1, 0, 0)))


def test_line_183_turn_3_both_c_cubes_moved_right_for_3() -> None:
    conservative = adjust(Track(left=(1, 1, 0)), move_right=(1, 2))
    assert conservative.support == 3  # 2 for the upper box, 1 for the lower
    assert conservative.track == Track(left=(0, 0, 0), right=(0, 1, 0))  # one cube in "Receive 2"
    liberal = adjust(Track(left=(2, 1, 0)))
    assert (liberal.support, liberal.track) == (0, Track(left=(2, 1, 0)))


def test_line_185_turn_4_cubes_move_on_their_own() -> None:
    conservative = adjust(Track(right=(0, 1, 0)))  # the C cube in "Receive 2 Public Support"
    assert conservative.support == 1
    assert conservative.track == Track()
    liberal = adjust(Track(left=(0, 2, 1)))  # top left moves right; the two below are left alone
    assert liberal.support == 3
    assert liberal.track == Track(left=(0, 2, 0), right=(0, 0, 1))


def test_line_187_turn_5_one_cube_down_for_2_and_two_from_the_top_left_for_3_each() -> None:
    # the two cubes left in the box above the start box at turn 4 were funded up (2 influence each)
    track = Track(left=(0, 2, 0), right=(0, 0, 1))
    for _ in range(2):
        track = newspapers.move_up(track, 2)
    assert track == Track(left=(0, 0, 2), right=(0, 0, 1))
    liberal = adjust(track)
    assert liberal.support == 2 + 3 + 3
    assert liberal.track == Track(left=(0, 0, 0), right=(0, 1, 2))


def test_line_181_support_received_moves_the_one_public_support_marker() -> None:
    assert PublicSupport().moved(Party.CONSERVATIVE, 1) == PublicSupport(Party.CONSERVATIVE, 1)
    assert PublicSupport(Party.LIBERAL, 2).moved(Party.CONSERVATIVE, 3) == PublicSupport(Party.CONSERVATIVE, 1)
