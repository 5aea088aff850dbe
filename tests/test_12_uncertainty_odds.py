"""Rule 12.0 and 9.2: the Uncertainty deck's printed shape, and exact Vote odds."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from engine.components import Source
from engine.decks import load_components
from engine.odds import InvalidDeckError, InvalidProjectionError, VoteNotAllowedError, election_odds, vote_odds

try:
    from odds_support import REPO_DECKS, bundled_deck, card, write_decks
except ImportError:  # tests/ became a package
    from tests.odds_support import REPO_DECKS, bundled_deck, card, write_decks


@pytest.fixture
def deck(tmp_path: Path):
    return bundled_deck(tmp_path)


# --- The deck's printed facts ----------------------------------------------------------


def test_eighteen_numbered_cards_all_reconstructed(deck):
    assert len(deck) == 18
    assert sorted(c.number for c in deck) == list(range(1, 19))
    assert {c.source for c in deck} == {Source.RECONSTRUCTED}


def test_vote_adjustments_shape(deck):
    votes = Counter(c.vote for c in deck)
    assert min(votes) == -11 and max(votes) == 10
    assert votes[10] == 3
    assert votes[-11] == 3
    assert sum(n for v, n in votes.items() if v < 0) == 9
    assert sum(n for v, n in votes.items() if v >= 0) == 9


def test_seen_vote_cards_exist(deck):
    votes = [c.vote for c in deck]
    assert -1 in votes and 0 in votes and 10 in votes


@pytest.mark.parametrize(
    "projected, passing, odds", [(320, 3, Fraction(1, 6)), (330, 9, Fraction(1, 2)), (340, 15, Fraction(5, 6))]
)
def test_printed_vote_odds(deck, projected, passing, odds):
    result = vote_odds(projected, deck)
    assert (result.passing, result.total, result.probability) == (passing, 18, odds)
    assert result.draws_card


def test_passing_adjustments_at_330(deck):
    result = vote_odds(330, deck)
    assert result.needed_adjustment == 0
    assert result.passing_adjustments == (0, 1, 2, 3, 5, 10)
    assert all(c.vote >= 0 for c in deck if c.number in result.passing_cards)


def test_election_adjustments_shape(deck):
    elections = [c.election for c in deck]
    assert all(-12 <= e <= 12 for e in elections)
    assert sum(e >= 4 for e in elections) == 4
    assert sum(e > 4 for e in elections) == 3
    assert elections.count(4) == 1
    assert sum(abs(e) <= 3 for e in elections) >= 10  # most values near 0
    assert {-9, -6, 0} <= set(elections)


def test_royal_interference_cards(deck):
    royal = [c for c in deck if c.royal_interference is not None]
    assert len(royal) == 6
    minimums = sorted(c.royal_interference for c in royal)
    assert minimums[0] == 311 and minimums[-1] == 323
    assert all(c.election < 4 for c in royal)
    assert all(325 + c.election >= c.royal_interference for c in royal)
    assert any(c.election == 0 and c.royal_interference == 318 for c in royal)


def test_every_royal_card_wins_at_325_for_the_favourite(deck):
    result = election_odds(325, deck, favour_pm=2, favour_opp=1)
    assert result.pm_keeps_office == Fraction(10, 18)  # 4 at +4 or better, plus 6 Royal Interference
    assert result.pm_keeps_office_without_ri == Fraction(4, 18)
    assert result.royal_interference_decides == 6
    assert all(o.result.pm_keeps_office for o in result.outcomes if o.card.royal_interference)


def test_without_more_favour_only_three_cards_win_at_325(deck):
    result = election_odds(325, deck, favour_pm=1, favour_opp=1)
    assert result.pm_keeps_office == Fraction(3, 18)  # the +4 card ties 329-329 and the OL wins


# --- Vote rules ------------------------------------------------------------------------


@pytest.mark.parametrize("projected", [310, 300, 0])
def test_no_vote_below_320(deck, projected):
    with pytest.raises(VoteNotAllowedError) as info:
        vote_odds(projected, deck)
    assert isinstance(info.value, ValueError)
    assert str(projected) in str(info.value) and "320" in str(info.value)


def test_projection_must_be_a_multiple_of_ten(deck):
    with pytest.raises(InvalidProjectionError, match="335 is not a multiple of 10"):
        vote_odds(335, deck)


@pytest.mark.parametrize("projected", [350, 360, 500])
def test_certain_at_350_and_above(deck, projected):
    result = vote_odds(projected, deck)
    assert not result.draws_card
    assert result.probability == 1 and result.passing == result.total == 18


def test_empty_deck_is_refused():
    with pytest.raises(InvalidDeckError):
        vote_odds(330, ())


# --- A player's own deck changes the answers ------------------------------------------


def test_modified_deck_changes_vote_odds(deck):
    weaker = tuple(card(c.number, vote=9, election=c.election) if c.vote == 10 and c.number == 4 else c for c in deck)
    assert vote_odds(320, weaker).probability == Fraction(2, 18)
    assert vote_odds(330, weaker).probability == Fraction(1, 2)  # +9 still passes at 330


def test_modified_yaml_changes_vote_odds(tmp_path):
    text = (REPO_DECKS / "uncertainty.yaml").read_text(encoding="utf-8")
    text = text.replace("{number: 16, vote: 10,", "{number: 16, vote: -5,")
    deck = load_components(write_decks(tmp_path / "mine", uncertainty=text)).uncertainty
    assert vote_odds(320, deck).passing == 2
    assert vote_odds(330, deck).passing == 8
    assert vote_odds(340, deck).passing == 15


def test_tiny_deck_odds():
    deck = (card(1, vote=-11), card(2, vote=-10), card(3, vote=0), card(4, vote=10))
    assert [vote_odds(p, deck).passing for p in (320, 330, 340, 350)] == [1, 2, 3, 4]
