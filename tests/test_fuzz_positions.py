"""A few hundred edited position files (bench/fuzz_positions.py runs 2,000 and more): each is
refused in one printable line naming the field or the file, or starts a game that plays to
its end without a traceback."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from fuzz_positions import BASES, check_one, run  # noqa: E402


def test_every_position_edited_from_is_itself_accepted_and_played():
    assert len(BASES) >= 10
    assert {check_one(base, "dict") for base in BASES} == {"played"}


def test_a_few_hundred_edited_positions_are_refused_in_one_line_or_played_to_the_end():
    counts = run(300)
    assert counts["refused"] + counts["played"] == 300
    assert counts["played"] >= 10  # the fuzz reaches positions that are accepted, not only refusals
