"""Taxes (lines 52-74) and the Treasury (lines 89-111), with the Outrage Table read as
docs/presidency/rules-decisions.md says."""

from __future__ import annotations

import pytest

from presidency.procedures.taxes import OUTRAGE_TABLE, outrage_row, revenue_after
from presidency.procedures.treasury import crisis_row, interest, treasury_steps


@pytest.mark.parametrize("total,lost", [(-2, 0), (1, 0), (7, 0), (8, 1), (10, 2), (11, 2), (25, 2)])
def test_outrage_rows_as_printed_where_they_agree(total: int, lost: int) -> None:
    assert outrage_row(total).popularity_lost == lost


def test_outrage_9_is_in_two_rows_lines_69_70_and_the_first_is_taken() -> None:
    """Line 69 says 8-9 lose 1, line 70 says 9-10 lose 2: 9 loses 1 (rules-decisions.md)."""
    row = outrage_row(9)
    assert (row.popularity_lost, row.line) == (1, 69)
    assert outrage_row(10).line == 70


def test_outrage_11_or_more_repeats_the_row_above_line_71_kept_as_printed() -> None:
    assert outrage_row(11).popularity_lost == outrage_row(10).popularity_lost == 2
    assert outrage_row(11).line == 71


def test_outrage_rows_cover_every_total_once() -> None:
    for total in range(-10, 40):
        holding = [
            r for r in OUTRAGE_TABLE if (r.low is None or total >= r.low) and (r.high is None or total <= r.high)
        ]
        assert len(holding) == 1, total


def test_revenue_moves_up_on_passing_and_down_on_repealing_lines_56_59() -> None:
    assert revenue_after(5, 3, passed=True) == 8
    assert revenue_after(5, 3, passed=False) == 2


@pytest.mark.parametrize(
    "reserves,paid", [(0, 0), (5, 0), (-1, 1), (-7, 3), (-10, 3), (-11, 4), (-100, 30), (-101, 31)]
)
def test_interest_rounds_the_negative_figure_down_lines_92_97(reserves: int, paid: int) -> None:
    assert interest(reserves) == paid


def test_treasury_three_steps_in_order() -> None:
    steps = treasury_steps(-80, -20)
    assert (steps.adjusted, steps.interest, steps.after_interest, steps.crisis, steps.hundreds) == (
        -100,
        30,
        -130,
        True,
        1,
    )
    assert treasury_steps(10, 5).after_interest == 15 and not treasury_steps(10, 5).crisis
    assert not treasury_steps(-70, 0).crisis  # -70 pays 21: -91, no crisis


def test_crisis_rows_lines_105_111() -> None:
    assert [crisis_row(t).effect for t in (0, 3, 4, 5)] == [
        "the Government's party loses 3 Public Support, the President loses 2 popularity",
        "the Government's party loses 1 Public Support, the President loses 1 popularity",
        "the Government's party loses 1 Public Support",
        "no effect",
    ]
    with pytest.raises(ValueError):
        crisis_row(7)
