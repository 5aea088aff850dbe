"""Taxes and tariffs on the revenue track, and the Tax Outrage roll (lines 52-74).

A tax passed raises the revenue track by its amount and goes to Active Taxes (line 56); one
repealed lowers it by the amount and goes to Inactive Taxes (line 59, whose first words say
"passed": read as "repealed", since it lowers the track). A tariff is a kind of tax that is
never rolled for on the Outrage Table (line 74).

The Outrage Table (lines 67-71) contradicts itself: 9 is in two rows (8-9 and 9-10), and
"11+" repeats the row above it. Read here: a total of 9 is in the first row that names it
(lose 1), so the 9-10 row gives 10 only; 11 or more is as printed (lose 2). The choice and
its reasons: docs/presidency/rules-decisions.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from presidency.procedures.dice import Outcome, over_die


@dataclass(frozen=True)
class OutrageRow:
    """A row of the Tax Outrage Table: totals `low` to `high` (None: no upper end), the
    popularity the President and the Treasury Secretary each lose, the document's line."""

    low: int | None
    high: int | None
    popularity_lost: int
    line: int

    @property
    def totals(self) -> str:
        if self.low is None:
            return f"{self.high} or less"
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    @property
    def effect(self) -> str:
        if not self.popularity_lost:
            return "no effect"
        return f"the President and the Treasury Secretary each lose {self.popularity_lost} popularity"

    @property
    def short(self) -> str:
        """The effect in a table's cell."""
        return (
            f"President, Treasury Sec. -{self.popularity_lost} popularity each" if self.popularity_lost else "no effect"
        )


# lines 68-71 as read here: "1-7" holds every total up to 7 (a negative modifier can go below 1)
OUTRAGE_TABLE = (
    OutrageRow(None, 7, 0, 68),
    OutrageRow(8, 9, 1, 69),
    OutrageRow(10, 10, 2, 70),  # printed "9-10": 9 is already in the row above
    OutrageRow(11, None, 2, 71),
)


def outrage_total(active_taxes: int, modifier: int, die: int) -> int:
    """Line 62-66: the active taxes, the new tax's outrage modifier and one die, added."""
    return active_taxes + modifier + die


def outrage_row(total: int) -> OutrageRow:
    """The row of the Outrage Table for `total` (the first row holding it)."""
    for row in OUTRAGE_TABLE:
        if (row.low is None or total >= row.low) and (row.high is None or total <= row.high):
            return row
    raise AssertionError(f"no row holds {total}")  # the rows cover every whole number


def outrage_odds(active_taxes: int, modifier: int) -> list[Outcome[OutrageRow]]:
    """The exact chance of each row before the die is rolled."""
    if active_taxes < 0:
        raise ValueError(f"{active_taxes} active taxes: a count is 0 or more")
    return over_die(lambda die: outrage_row(outrage_total(active_taxes, modifier, die)))


def chance_of_outrage(active_taxes: int, modifier: int) -> Fraction:
    """The chance of losing any popularity at all."""
    return sum((o.chance for o in outrage_odds(active_taxes, modifier) if o.result.popularity_lost), Fraction(0))


def revenue_after(revenue: int, amount: int, *, passed: bool) -> int:
    """The revenue track once a tax of `amount` is passed (up) or repealed (down): lines 56, 59."""
    return revenue + amount if passed else revenue - amount
