"""The Election odds counted without a record per card (`engine.election_tally`) agree with
the card-by-card outcomes over many boards and decks: the same keeps, VP, Royal
Interference and seat distribution, as exact fractions."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from types import SimpleNamespace

import pytest

from engine import standard_components
from engine.odds import election_odds

try:
    from odds_support import card
except ImportError:  # tests/ became a package
    from tests.odds_support import card


def from_the_cards(odds):
    """Every count of `odds` worked out again from its card-by-card outcomes."""
    outcomes = odds.outcomes
    n = len(outcomes)

    def share(values):
        return Fraction(sum(values), n)

    return {
        "total": n,
        "pm_keeps_office_cards": sum(o.result.pm_keeps_office for o in outcomes),
        "pm_keeps_office_cards_without_ri": sum(o.declined.pm_keeps_office for o in outcomes),
        "pm_keeps_office": share(o.result.pm_keeps_office for o in outcomes),
        "pm_keeps_office_without_ri": share(o.declined.pm_keeps_office for o in outcomes),
        "royal_interference_decides": sum(o.royal_decides for o in outcomes),
        "seat_distribution": tuple(sorted(Counter(o.government_seats for o in outcomes).items())),
        "expected_vp_government": share(o.result.vp_government for o in outcomes),
        "expected_vp_opposition": share(o.result.vp_opposition for o in outcomes),
        "expected_vp_government_without_ri": share(o.declined.vp_government for o in outcomes),
        "expected_vp_opposition_without_ri": share(o.declined.vp_opposition for o in outcomes),
    }


def counted(odds):
    """The same figures as the odds give them, read before any outcome is worked out."""
    return {
        "total": odds.total,
        "pm_keeps_office_cards": odds.pm_keeps_office_cards,
        "pm_keeps_office_cards_without_ri": odds.pm_keeps_office_cards_without_ri,
        "pm_keeps_office": odds.pm_keeps_office,
        "pm_keeps_office_without_ri": odds.pm_keeps_office_without_ri,
        "royal_interference_decides": odds.royal_interference_decides,
        "seat_distribution": odds.seat_distribution,
        "expected_vp_government": odds.expected_vp_government,
        "expected_vp_opposition": odds.expected_vp_opposition,
        "expected_vp_government_without_ri": odds.expected_vp_government_without_ri,
        "expected_vp_opposition_without_ri": odds.expected_vp_opposition_without_ri,
    }


def random_deck(rng: random.Random) -> tuple:
    size = rng.randint(1, 30)
    return tuple(
        card(number, election=rng.randint(-25, 25), ri=rng.choice([None, None, rng.randint(280, 340)]))
        for number in range(1, size + 1)
    )


def random_board(rng: random.Random, total_seats: int) -> dict:
    favour_pm = rng.randint(0, 8)
    return {
        "favour_pm": favour_pm,
        "favour_opp": rng.choice([favour_pm, rng.randint(0, 8)]),
        "government_mps": rng.randrange(0, total_seats + 1, 10),
        "challenge": rng.random() < 0.25,
        "pm_lost_challenge": rng.random() < 0.25,
        "opp_lost_challenge": rng.random() < 0.25,
        "scenario6": rng.random() < 0.25,
    }


def check(projected, deck, board=None, **question):
    odds = election_odds(projected, deck, board=board, **question)
    before = counted(odds)
    assert "outcomes" not in odds.__dict__  # the counts were made without a record per card
    assert before == from_the_cards(odds), (projected, question)


def test_the_bundled_deck_at_every_projection_near_the_tie():
    deck = standard_components().uncertainty
    rng = random.Random(11)
    for projected in range(290, 371):
        for _ in range(6):
            check(projected, deck, **random_board(rng, 658))


@pytest.mark.parametrize("total_seats", [658, 657, 600])
def test_random_decks_and_boards(total_seats):
    rng = random.Random(total_seats)
    board = SimpleNamespace(total_seats=total_seats)
    for _ in range(400):
        deck = random_deck(rng)
        projected = rng.choice([rng.randint(0, total_seats), rng.randint(total_seats // 2 - 30, total_seats // 2 + 30)])
        check(projected, deck, board=board, **random_board(rng, total_seats))


def test_the_ends_of_the_house():
    deck = standard_components().uncertainty
    rng = random.Random(3)
    for projected in (0, 1, 5, 12, 646, 653, 657, 658):
        for _ in range(10):
            check(projected, deck, **random_board(rng, 658))


def test_every_field_reads_the_same_as_a_record_made_whole():
    """Equality, hashing and dataclasses.asdict see the fields worked out later like any other."""
    import dataclasses

    deck = standard_components().uncertainty
    a = election_odds(327, deck, favour_pm=3, favour_opp=1, government_mps=320)
    b = election_odds(327, deck, favour_pm=3, favour_opp=1, government_mps=320, board=None, challenge=False)
    whole = type(a)(**{f.name: getattr(a, f.name) for f in dataclasses.fields(a)})
    assert whole == a and hash(whole) == hash(a) and b is a
    assert dataclasses.asdict(whole) == dataclasses.asdict(a)
    assert whole.pm_keeps_office_cards == a.pm_keeps_office_cards
