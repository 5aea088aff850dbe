"""Election day: seats by best total and tie order, majority, the coalition rule (guide L66-68),
and who won (L5-6)."""

from __future__ import annotations

import pytest

from electioneer.rules import (
    CON,
    GRN,
    LAB,
    LD,
    REF,
    Government,
    Outcome,
    Policy,
    Standing,
    form_government,
    needs,
    short_by,
)
from electioneer.rules.cards import Constituency
from electioneer.rules.election import coalition, standings, strongest_issue


def manifesto(**scores: int) -> list[Policy]:
    return [Policy(f"{issue} policy", ((issue, points),), 1) for issue, points in scores.items()]


def test_the_largest_party_takes_partners_in_order_of_their_score_on_its_strongest_issue() -> None:
    """Guide L67: CON (3 seats) is strongest on Taxes; LD scores best on Taxes after it and joins."""
    manifestos = {
        CON: manifesto(Taxes=5, Growth=2),
        LAB: manifesto(Taxes=1, Healthcare=6),
        LD: manifesto(Taxes=3),
        GRN: manifesto(Taxes=-1, Environment=5),
    }
    government = form_government({CON: 3, LAB: 2, LD: 1, GRN: 1}, manifestos)
    assert government == Government((CON, LD), Outcome.COALITION, "Taxes")


def test_partners_join_until_there_is_a_majority() -> None:
    manifestos = {
        CON: manifesto(Taxes=5),
        LAB: manifesto(Taxes=1),
        LD: manifesto(Taxes=3),
        REF: manifesto(Taxes=2),
        GRN: manifesto(Taxes=-1),
    }
    seats = {CON: 2, LAB: 2, LD: 1, REF: 1, GRN: 1}
    # CON (2) + LD (1) = 3, + REF (1) = 4: a majority, and GRN is not asked
    assert coalition(CON, seats, manifestos, []) == ((CON, LD, REF), "Taxes")
    # LAB, level with CON on two seats, needs only CON: two parties govern rather than three
    assert form_government(seats, manifestos).parties == (LAB, CON)


def test_two_largest_parties_level_both_try_and_the_coalition_of_fewer_parties_wins() -> None:
    """Guide L68: CON's coalition on Immigration needs REF and LAB (three parties); LAB's on
    Healthcare needs only CON (two): LAB's governs."""
    manifestos = {
        CON: manifesto(Immigration=4, Healthcare=3),
        LAB: manifesto(Healthcare=6, Immigration=1),
        LD: manifesto(Healthcare=1),
        REF: manifesto(Immigration=5),
        GRN: manifesto(Immigration=-2),
    }
    seats = {CON: 2, LAB: 2, LD: 1, REF: 1, GRN: 1}
    government = form_government(seats, manifestos)
    assert government.parties == (LAB, CON) and government.issue == "Healthcare"


def test_coalitions_level_on_parties_go_to_the_one_with_more_seats_then_the_stronger_leader_then_lab() -> None:
    """Our rule where the guide is silent (docs/electioneer/rules-decisions.md, L68)."""
    seats = {CON: 3, LAB: 3, LD: 1}
    stronger_con = {CON: manifesto(Defence=6), LAB: manifesto(Housing=5), LD: manifesto(Defence=2, Housing=2)}
    assert form_government(seats, stronger_con).parties == (CON, LD)
    level = {CON: manifesto(Defence=5), LAB: manifesto(Housing=5), LD: manifesto(Defence=2, Housing=2)}
    assert form_government(seats, level).parties == (LAB, LD)


def test_a_party_without_a_seat_is_passed_over() -> None:
    manifestos = {CON: manifesto(Taxes=5), LAB: manifesto(Taxes=1), GRN: manifesto(Taxes=9), LD: manifesto(Taxes=0)}
    government = form_government({CON: 3, LAB: 2, LD: 2, GRN: 0}, manifestos)
    assert GRN not in government.parties and government.parties == (CON, LAB)


def test_strongest_issue_level_goes_to_the_issue_more_constituencies_hold() -> None:
    policies = manifesto(Taxes=3, Housing=3)
    assert strongest_issue(policies, ["Housing", "Growth", "Housing"]) == "Housing"
    assert strongest_issue(policies, []) == "Housing"  # then the guide's order: Housing before Taxes


@pytest.mark.parametrize(
    ("government", "expected"),
    [
        (
            Government((CON,), Outcome.MAJORITY),
            {CON: Standing.WON, LAB: Standing.LOST, LD: Standing.LOST, REF: Standing.LOST, GRN: Standing.LOST},
        ),
        (
            Government((LAB,), Outcome.MAJORITY),
            {CON: Standing.LOST, LAB: Standing.WON, LD: Standing.LOST, REF: Standing.LOST, GRN: Standing.LOST},
        ),
        (
            Government((LAB, LD, GRN), Outcome.COALITION, "Healthcare"),
            {CON: Standing.LOST, LAB: Standing.KEPT_OUT, LD: Standing.WON, REF: Standing.LOST, GRN: Standing.WON},
        ),
        (
            Government((CON, REF), Outcome.COALITION, "Immigration"),
            {CON: Standing.KEPT_OUT, LAB: Standing.LOST, LD: Standing.LOST, REF: Standing.WON, GRN: Standing.LOST},
        ),
        (
            Government((LD,), Outcome.MAJORITY),
            {CON: Standing.KEPT_OUT, LAB: Standing.KEPT_OUT, LD: Standing.WON, REF: Standing.LOST, GRN: Standing.LOST},
        ),
        (
            Government((CON, LAB), Outcome.COALITION, "Taxes"),
            {CON: Standing.LOST, LAB: Standing.LOST, LD: Standing.LOST, REF: Standing.LOST, GRN: Standing.LOST},
        ),
    ],
)
def test_who_won(government: Government, expected: dict[str, Standing]) -> None:
    """Guide L5-6: CON and LAB win only alone with a majority, and rank the other side kept out
    above it in government; LD, REF and GRN win by being in the government."""
    assert standings([CON, LAB, LD, REF, GRN], government) == expected
    assert Standing.WON.rank > Standing.KEPT_OUT.rank > Standing.LOST.rank


def test_what_each_party_needs_to_take_a_seat_counts_the_tie_order() -> None:
    seat = Constituency("Islington North", (LAB, GRN, LD, REF, CON))
    got = needs(
        seat,
        ["Healthcare", "Taxes"],
        {CON: manifesto(Healthcare=5), LAB: manifesto(Healthcare=3), GRN: manifesto(Taxes=5)},
    )
    assert got == {CON: 1, LAB: 2, GRN: 0}  # GRN beats CON on a tie here; LAB needs +2 for a tie it wins


def test_short_by_is_zero_when_the_books_balance() -> None:
    assert short_by([Policy("a", (("Taxes", 1),), -3), Policy("b", (("Taxes", 1),), 3)]) == 0
    assert short_by([Policy("a", (("Taxes", 1),), -3), Policy("b", (("Taxes", 1),), 1)]) == 2


def test_an_issue_held_twice_counts_twice_and_lab_may_place_it_twice() -> None:
    """Our reading of L12 and L52 ("double down"): docs/electioneer/rules-decisions.md #5."""
    from electioneer.rules.setup import pairs

    policy = Policy("NHS Pledge", (("Healthcare", 4), ("Taxes", 1)), -2)
    assert policy.on(("Healthcare", "Healthcare")) == 8
    assert ("Growth", "Growth") in pairs(["Growth", "Growth", "Taxes"])
    assert ("Taxes", "Taxes") not in pairs(["Growth", "Growth", "Taxes"])
