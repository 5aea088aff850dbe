"""The president's term (lines 1-16, 52-53, 73-74, 83-87) and the turn's other procedures
(lines 153-208)."""

from __future__ import annotations

import pytest

from presidency.procedures import term, turn
from presidency.procedures.ranking import Rated
from presidency.procedures.support import Party
from presidency.procedures.term import Appointee, appointment_problem

C, L = Party.CONSERVATIVE, Party.LIBERAL
HOLDERS = {
    "President": "Washington",
    "Vice President": "Adams",
    "Secretary of State": "Jefferson",
    "Envoy": "Pinckney",
    "Chief Justice": None,
}


def test_four_usable_issue_cards_a_term_line_8() -> None:
    assert term.issues_still_to_draw(0) == 4
    assert term.issues_still_to_draw(3) == 1
    assert term.issues_still_to_draw(5) == 0


def test_requirements_are_issues_resolved_or_taxes_active_line_14() -> None:
    assert term.unmet_requirements(["Bank", "Whiskey Tax"], ["bank"], ["Whiskey Tax"]) == []
    assert term.unmet_requirements(["Bank", "Tariff"], [], ["Whiskey Tax"]) == ["Bank", "Tariff"]
    assert "Era B" in term.unusable_card_goes("A")
    assert "set aside" in term.unusable_card_goes("C")


def test_eras_and_the_hand_of_time_line_11_16() -> None:
    a = term.deck_exhausted("A")
    assert (a.era, a.game_ends) == ("B", False) and "Hand of Time" in a.what_to_do
    c = term.deck_exhausted("C")
    assert c.game_ends and c.era == "C"
    assert term.redraws_from_set_aside(usable_drawn=2, set_aside=5) == 2
    assert term.redraws_from_set_aside(usable_drawn=1, set_aside=1) == 1


def test_each_tax_once_a_turn_never_both_ways_line_53() -> None:
    assert term.tax_problem("Whiskey", {}, repeal=False) is None
    assert "once a turn" in (term.tax_problem("Whiskey", {"Whiskey": "pass"}, repeal=False) or "")
    assert "same turn" in (term.tax_problem("Whiskey", {"Whiskey": "pass"}, repeal=True) or "")


def test_one_tariff_a_term_line_74() -> None:
    assert term.tariff_problem(None) is None
    assert "one a term" in (term.tariff_problem("Tariff of 1789") or "")


@pytest.mark.parametrize(
    "office,who,problem",
    [
        ("Secretary of War", Appointee("Washington", office="President"), "may not appoint himself"),
        ("Secretary of War", Appointee("Adams", office="Vice President"), "may not appoint him"),
        ("Envoy", Appointee("Hamilton"), "only when vacant"),
        ("Secretary of War", Appointee("Knox", in_play=False), "not in play"),
        ("Chancellor", Appointee("Knox"), "not an office"),
    ],
)
def test_appointments_eligibility_line_87(office: str, who: Appointee, problem: str) -> None:
    assert problem in (appointment_problem(office, who, HOLDERS) or "")


def test_an_office_holder_resigns_to_take_another_line_87() -> None:
    jefferson = Appointee("Jefferson", office="Secretary of State")
    assert appointment_problem("Secretary of the Treasury", jefferson, HOLDERS) is None
    assert term.resignation_on_appointment(jefferson) == "Secretary of State"
    assert appointment_problem("Chief Justice", Appointee("Jay"), HOLDERS) is None
    assert "declines" in (appointment_problem("Chief Justice", Appointee("Jay"), HOLDERS, accepts=False) or "")


def test_delegation_needs_a_vice_president_line_5() -> None:
    assert term.delegation_problem("Adams") is None
    assert term.delegation_problem(None)


def test_party_leaders_by_popularity_ties_to_the_lowest_age_line_156() -> None:
    leaders = turn.party_leaders(
        [
            Rated("Washington", C, 6, 9),
            Rated("Hamilton", C, 6, 4),
            Rated("Jefferson", L, 5, 7),
            Rated("Madison", L, 4, 5),
        ]
    )
    assert leaders[C].first == "Hamilton" and leaders[L].first == "Jefferson"
    grant = turn.influence_grants(["Ann", "Bob"], leaders)
    assert grant.to_supply == ("Ann", "Bob") and grant.on_cards == ("Hamilton", "Jefferson")
    tied = turn.party_leaders([Rated("X", C, 3, 4), Rated("Y", C, 3, 4)])
    assert tied[C].first is None and tied[C].tied == ("X", "Y")


def test_hand_limit_and_reshuffles_line_165_170_174() -> None:
    assert turn.discards_needed(5) == 1 and turn.discards_needed(4) == 0
    assert "Generation II" in turn.reshuffle(1) and "24-39" in turn.reshuffle(1)
    assert "Generation III" in turn.reshuffle(2) and "40" in turn.reshuffle(2)
    assert turn.reshuffle(3) == "shuffle the discards"


def test_activities_once_a_turn_line_192() -> None:
    assert turn.activity_problem("Ann", "speech", []) is None
    assert turn.activity_problem("Ann", "speech", ["speech"])
    with pytest.raises(turn.TurnError):
        turn.whip_support(7)


def test_auction_once_around_each_bid_above_the_last_line_204() -> None:
    assert turn.auction_order(["Ann", "Bob", "Cy"], "Ann") == ["Bob", "Cy", "Ann"]
    assert turn.bid_problem("Bob", 2, 2, 5) is not None  # must exceed
    assert turn.bid_problem("Bob", 3, 2, 2) is not None  # more than his tokens
    assert turn.bid_problem("Bob", 3, 2, 3) is None
    assert turn.auction_winner([("Bob", 1), ("Cy", None), ("Ann", 2)]) == ("Ann", 2)
    assert turn.auction_winner([("Bob", None), ("Cy", None)]) is None  # line 208
