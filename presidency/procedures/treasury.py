"""The Treasury: three steps in order (lines 89-111).

1. Adjust reserves by the revenue track (line 90).
2. Pay interest on negative reserves (lines 91-98): times 3, divided by 10, rounded down.
   The text rounds the negative figure down: -7 gives -21, -2.1, rounded down to -3, so 3 is
   paid (line 97). That is `-(3 * R // 10)`, which is `ceil(3 * |R| / 10)`, not
   `floor(3 * |R| / 10)` (that would give 2 for -7).
3. Check for effects (line 100): reserves below -100 ("negative and exceed 100") give an
   Economic Crisis roll, one die less the hundreds in the reserves (remainder omitted), read
   on the table of lines 104-111. -100 itself does not exceed 100: no roll.
"""

from __future__ import annotations

from dataclasses import dataclass

from presidency.procedures.dice import Outcome, over_die

CRISIS_BELOW = -100  # reserves under this make the check (line 100)


@dataclass(frozen=True)
class CrisisRow:
    """A row of the Economic Crisis Table (lines 104-111)."""

    low: int | None
    high: int | None
    support_lost: int  # by the Government's party
    popularity_lost: int  # by the President
    collapse: bool
    line: int

    @property
    def totals(self) -> str:
        if self.low is None:
            return f"{self.high} or less"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    @property
    def effect(self) -> str:
        if self.collapse:
            return "monetary collapse: the game ends"
        parts = []
        if self.support_lost:
            parts.append(f"the Government's party loses {self.support_lost} Public Support")
        if self.popularity_lost:
            parts.append(f"the President loses {self.popularity_lost} popularity")
        return ", ".join(parts) if parts else "no effect"

    @property
    def short(self) -> str:
        """The effect in a table's cell."""
        if self.collapse:
            return "monetary collapse: the game ends"
        parts = [f"Gov. party -{self.support_lost} support"] if self.support_lost else []
        parts += [f"President -{self.popularity_lost} popularity"] if self.popularity_lost else []
        return ", ".join(parts) if parts else "no effect"


CRISIS_TABLE = (
    CrisisRow(None, -1, 0, 0, True, 105),
    CrisisRow(0, 0, 3, 2, False, 106),
    CrisisRow(1, 1, 2, 2, False, 107),
    CrisisRow(2, 2, 2, 1, False, 108),
    CrisisRow(3, 3, 1, 1, False, 109),
    CrisisRow(4, 4, 1, 0, False, 110),
    CrisisRow(5, 6, 0, 0, False, 111),
)


def interest(reserves: int) -> int:
    """Lines 91-98: what negative reserves pay (0 for reserves of 0 or more). -7 pays 3."""
    return -(3 * reserves // 10) if reserves < 0 else 0


def crisis_applies(reserves: int) -> bool:
    """Line 100: reserves negative and beyond 100."""
    return reserves < CRISIS_BELOW


def crisis_hundreds(reserves: int) -> int:
    """Line 100-101: the hundreds in the reserves, remainder omitted (-340 gives 3)."""
    return abs(reserves) // 100


def crisis_total(reserves: int, die: int) -> int:
    """Line 101: the die less the hundreds (-340 and a 2 give -1)."""
    return die - crisis_hundreds(reserves)


def crisis_row(total: int) -> CrisisRow:
    """The row for `total`; a total above 6 cannot come of a die less a count."""
    for row in CRISIS_TABLE:
        if (row.low is None or total >= row.low) and (row.high is None or total <= row.high):
            return row
    raise ValueError(f"a total of {total} is on no row of the Economic Crisis Table (at most 6)")


def crisis_odds(reserves: int) -> list[Outcome[CrisisRow]]:
    """The exact chance of each row when the check is made on `reserves` as they stand then;
    an empty list when there is no roll (reserves of -100 or more)."""
    if not crisis_applies(reserves):
        return []
    return over_die(lambda die: crisis_row(crisis_total(reserves, die)))


@dataclass(frozen=True)
class TreasurySteps:
    """The three steps with every figure a table checks."""

    reserves: int  # at the start
    revenue: int
    adjusted: int  # step 1
    interest: int  # step 2: what was paid
    after_interest: int
    crisis: bool  # step 3: a roll is due
    hundreds: int

    @property
    def odds(self) -> list[Outcome[CrisisRow]]:
        return crisis_odds(self.after_interest)


def treasury_steps(reserves: int, revenue: int) -> TreasurySteps:
    """Steps 1-3 of lines 89-100, in order; the roll itself is the table's."""
    adjusted = reserves + revenue
    paid = interest(adjusted)
    after = adjusted - paid
    return TreasurySteps(
        reserves,
        revenue,
        adjusted,
        paid,
        after,
        crisis_applies(after),
        crisis_hundreds(after) if crisis_applies(after) else 0,
    )
