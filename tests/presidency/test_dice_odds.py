"""Every die table of the document: exact odds by enumeration of the six faces, and a
property test comparing each with a seeded simulation of the same table."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from presidency.procedures.dice import FACES, over_die, simulated
from presidency.procedures.taxes import OUTRAGE_TABLE, chance_of_outrage, outrage_odds, outrage_row, outrage_total
from presidency.procedures.treasury import CRISIS_TABLE, crisis_odds, crisis_row, crisis_total
from presidency.procedures.turn import speech_chance, speech_odds, speech_popularity, whip_odds, whip_support

SIXTH = Fraction(1, 6)


def by_hand(read):  # type: ignore[no-untyped-def]
    """The chance of each result counted face by face, independently of `over_die`."""
    chances: dict = {}
    for face in range(1, 7):
        chances[read(face)] = chances.get(read(face), Fraction(0)) + SIXTH
    return chances


def test_the_die_is_six_faces_each_one_in_six() -> None:
    assert FACES == (1, 2, 3, 4, 5, 6)
    assert {o.result: o.chance for o in over_die(lambda f: f)} == dict.fromkeys(FACES, SIXTH)


# --- Tax Outrage (lines 62-71) -------------------------------------------------------------


def test_outrage_with_3_active_taxes_and_modifier_2() -> None:
    # totals 6..11: 6, 7 no effect; 8, 9 lose 1; 10, 11 lose 2
    odds = [(o.result.totals, o.result.popularity_lost, o.chance, o.faces) for o in outrage_odds(3, 2)]
    assert odds == [
        ("7 or less", 0, Fraction(2, 6), (1, 2)),
        ("8-9", 1, Fraction(2, 6), (3, 4)),
        ("10", 2, SIXTH, (5,)),
        ("11+", 2, SIXTH, (6,)),
    ]
    assert chance_of_outrage(3, 2) == Fraction(4, 6)


@pytest.mark.parametrize("active", range(8))
@pytest.mark.parametrize("modifier", range(-3, 6))
def test_outrage_odds_enumerated(active: int, modifier: int) -> None:
    got = {o.result: o.chance for o in outrage_odds(active, modifier)}
    assert got == by_hand(lambda die: outrage_row(outrage_total(active, modifier, die)))
    assert sum(got.values()) == 1


def test_outrage_no_tax_can_reach_outrage_from_nothing() -> None:
    assert chance_of_outrage(0, 0) == 0  # a die alone never passes 7
    assert chance_of_outrage(0, 2) == SIXTH  # 8 on a 6


# --- Economic Crisis (lines 100-111) --------------------------------------------------------


def test_crisis_at_minus_150_reads_one_die_less_one() -> None:
    odds = [(o.result.line, o.chance) for o in crisis_odds(-150)]
    assert odds == [(106, SIXTH), (107, SIXTH), (108, SIXTH), (109, SIXTH), (110, SIXTH), (111, SIXTH)]


def test_crisis_at_minus_340_collapse_on_1_or_2() -> None:
    odds = {o.result.line: (o.chance, o.faces) for o in crisis_odds(-340)}
    assert odds[105] == (Fraction(2, 6), (1, 2))
    assert sum(c for c, _ in odds.values()) == 1


def test_crisis_at_minus_700_is_certain_collapse_and_at_minus_100_no_roll() -> None:
    assert [(o.result.collapse, o.chance) for o in crisis_odds(-700)] == [(True, 1)]
    assert crisis_odds(-100) == [] and crisis_odds(0) == []


@pytest.mark.parametrize("reserves", [-101, -199, -200, -250, -399, -400, -555, -600, -699, -1000])
def test_crisis_odds_enumerated(reserves: int) -> None:
    got = {o.result: o.chance for o in crisis_odds(reserves)}
    assert got == by_hand(lambda die: crisis_row(crisis_total(reserves, die)))


def test_every_row_of_both_tables_is_reachable() -> None:
    reached = {o.result for r in range(-101, -800, -1) for o in crisis_odds(r)}
    assert reached == set(CRISIS_TABLE)  # 5-6 by a 6 at one hundred
    reached_outrage = {o.result for a in range(8) for o in outrage_odds(a, 0)}
    assert reached_outrage == set(OUTRAGE_TABLE)


# --- speech (line 194) and whip (line 197) ---------------------------------------------------


@pytest.mark.parametrize(
    "extra,chance",
    [
        (0, Fraction(1, 6)),
        (1, Fraction(2, 6)),
        (2, Fraction(3, 6)),
        (3, Fraction(4, 6)),
        (4, Fraction(5, 6)),
        (5, Fraction(1)),
        (9, Fraction(1)),
    ],
)
def test_speech_chance_for_each_amount_spent(extra: int, chance: Fraction) -> None:
    assert speech_chance(extra) == chance
    assert sum(SIXTH for f in FACES if speech_popularity(f, extra)) == chance
    assert {o.result: o.chance for o in speech_odds(extra)} == by_hand(lambda die: die + extra)


def test_whip_is_a_die_divided_by_3_rounded_down() -> None:
    assert {o.result: (o.chance, o.faces) for o in whip_odds()} == {
        0: (Fraction(2, 6), (1, 2)),
        1: (Fraction(3, 6), (3, 4, 5)),
        2: (SIXTH, (6,)),
    }
    assert [whip_support(f) for f in FACES] == [0, 0, 1, 1, 1, 2]


# --- each table against a seeded simulation -------------------------------------------------

TABLES = {
    "outrage": lambda p: lambda die: outrage_row(outrage_total(p % 8, p % 7 - 2, die)),
    "crisis": lambda p: lambda die: crisis_row(crisis_total(-101 - 7 * p, die)),
    "speech": lambda p: lambda die: speech_popularity(die, p % 7),
    "whip": lambda p: lambda die: whip_support(die),
}


@settings(max_examples=40, deadline=None)
@given(table=st.sampled_from(sorted(TABLES)), parameter=st.integers(0, 100), seed=st.integers(0, 2**32 - 1))
def test_exact_odds_agree_with_a_seeded_simulation(table: str, parameter: int, seed: int) -> None:
    read = TABLES[table](parameter)
    exact = {o.result: o.chance for o in over_die(read)}
    times = 6000
    seen = simulated(read, random.Random(seed), times)
    assert set(seen) <= set(exact)
    for result, chance in exact.items():
        share = float(seen.get(result, Fraction(0)))
        spread = 5 * (float(chance) * (1 - float(chance)) / times) ** 0.5 + 1e-9  # five standard errors
        assert abs(share - float(chance)) <= spread, (table, result, share, float(chance))


def test_the_same_seed_gives_the_same_rolls() -> None:
    read = TABLES["crisis"](30)
    assert simulated(read, random.Random(7), 500) == simulated(read, random.Random(7), 500)
