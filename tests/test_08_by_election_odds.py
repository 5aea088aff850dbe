"""Rule 8.2 (and Scenario 6): does the Government lose a By-Election? No card is drawn."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.elections_math import government_loses_by_election
from engine.odds import InvalidProjectionError, by_election_odds


def test_projection_325_rounds_to_330_and_holds_330():
    result = by_election_odds(330, 325)
    assert (result.compared, result.government_loses, result.probability_government_loses) == (330, False, Fraction(0))


def test_projection_242_against_290_mps_loses():
    result = by_election_odds(290, 242)
    assert (result.compared, result.government_loses, result.probability_government_loses) == (240, True, Fraction(1))


@pytest.mark.parametrize("projected, loses", [(324, True), (325, False), (334, False), (335, False), (400, False)])
def test_rounding_half_up_against_330(projected, loses):
    assert by_election_odds(330, projected).government_loses is loses
    assert government_loses_by_election(330, projected) is loses


def test_equal_is_not_a_loss():
    assert not by_election_odds(300, 300).government_loses


@pytest.mark.parametrize(
    "projected, compared, loses", [(335, 300, False), (330, 290, False), (325, 290, False), (324, 280, True)]
)
def test_scenario6_deducts_40_first(projected, compared, loses):
    result = by_election_odds(290, projected, scenario6=True)
    assert (result.compared, result.government_loses) == (compared, loses)
    assert by_election_odds(290, projected).government_loses is False  # without the deduction: no loss


def test_bad_inputs():
    with pytest.raises(InvalidProjectionError, match="335"):
        by_election_odds(335, 330)
    with pytest.raises(InvalidProjectionError, match="-5"):
        by_election_odds(330, -5)
