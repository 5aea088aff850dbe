"""Elections as pure functions (lines 113-151): regimes, nominees, order, vacancies, the
winner under each regime, the tiebreaker state by state, taking office."""

from __future__ import annotations

import pytest

from presidency.procedures import count as count_votes
from presidency.procedures import elections as el
from presidency.procedures.elections import Candidate, Cube, MapState, Regime, Role
from presidency.procedures.ranking import Rated
from presidency.procedures.support import Party, PublicSupport
from presidency.procedures.taking_office import taking_office
from presidency.procedures.tiebreaker import ChoiceNeeded, StateVote, settle, tiebreak

C, L = Party.CONSERVATIVE, Party.LIBERAL
P, VP = Role.PRESIDENT, Role.VICE_PRESIDENT
STATES = {
    name: MapState(name, {"A": votes}) for name, votes in [("VA", 10), ("MA", 8), ("NY", 7), ("PA", 6), ("SC", 4)]
}


def cand(name: str, party: Party, pop: int, age: int, role: Role, home: str = "VA") -> Candidate:
    return Candidate(name, party, pop, age, home, role)


def test_four_regimes_lines_119_123() -> None:
    assert el.regime(PublicSupport(C, 8), False) is Regime.TWO_PRE
    assert el.regime(PublicSupport(L, 3), True) is Regime.TWO_POST
    assert el.regime(PublicSupport(C, 9), False) is Regime.ONE_PRE
    assert el.regime(PublicSupport(L, 12), True) is Regime.ONE_POST
    assert [r.vacancies for r in Regime] == [2, 1, 2, 2]


def test_nominee_most_popular_ties_to_the_oldest_line_126() -> None:
    field = [Rated("Adams", C, 5, 8), Rated("Hamilton", C, 5, 4), Rated("Jefferson", L, 6, 7)]
    assert el.party_nominee(field, C).first == "Adams"
    assert el.party_nominee(field, L).first == "Jefferson"


def test_dominant_field_must_run_and_three_may_line_128() -> None:
    field = [Rated(n, C, p, a) for n, p, a in [("A", 9, 1), ("B", 8, 1), ("C", 7, 1), ("D", 6, 1), ("E", 5, 1)]]
    got = el.dominant_field(field, C)
    assert got.must_run.first == "A" and got.may_run == ("B", "C", "D")


def test_who_announces_first_line_126() -> None:
    noms = {C: Rated("Adams", C, 5, 8), L: Rated("Jefferson", L, 6, 7)}
    assert el.announces_first(PublicSupport(C, 2), noms).first == "Liberal"
    assert el.announces_first(PublicSupport(), noms).first == "Conservative"  # less popular
    noms[L] = Rated("Jefferson", L, 5, 7)
    assert el.announces_first(PublicSupport(), noms).first == "Liberal"  # equal: the younger


def test_placement_order_line_126_128() -> None:
    four = [
        cand("Adams", C, 5, 8, P),
        cand("Pinckney", C, 3, 6, VP),
        cand("Jefferson", L, 6, 7, P),
        cand("Burr", L, 4, 5, VP),
    ]
    assert el.placement_order(Regime.TWO_PRE, PublicSupport(L, 1), four) == [
        ("Jefferson",),
        ("Burr",),
        ("Adams",),
        ("Pinckney",),
    ]
    assert el.placement_order(Regime.TWO_PRE, PublicSupport(), four) == [
        ("Jefferson",),
        ("Adams",),
        ("Burr",),
        ("Pinckney",),
    ]


def test_vacancies_and_one_state_per_candidate_2pre12_line_126() -> None:
    cubes = [Cube("Adams", "VA", P), Cube("Jefferson", "VA", P)]
    assert "no vacancy" in (el.placement_problem(Regime.TWO_PRE, cubes, Cube("Burr", "VA", VP), STATES) or "")
    one = [Cube("Adams", "MA", P)]
    assert "two in one state" in (el.placement_problem(Regime.TWO_PRE, one, Cube("Adams", "MA", P), STATES) or "")
    assert el.placement_problem(Regime.TWO_POST, one, Cube("Jefferson", "MA", P), STATES)  # one vacancy
    sides = [Cube("Adams", "MA", P)]
    assert el.placement_problem(Regime.ONE_POST, sides, Cube("Pinckney", "MA", VP), STATES) is None
    assert el.placement_problem(Regime.ONE_POST, sides, Cube("Hamilton", "MA", P), STATES)


def test_map_rules_when_the_neighbours_are_given_lines_113_117() -> None:
    states = {
        "VA": MapState("VA", {"A": 1}, ("MD",)),
        "MD": MapState("MD", {"A": 1}, ("VA", "PA")),
        "PA": MapState("PA", {"A": 1}, ("MD",)),
        "CA": MapState("CA", {"A": 1}, ()),
    }
    assert "home state" in (
        el.placement_problem(Regime.TWO_PRE, [], Cube("Jefferson", "MD", P), states, home="VA") or ""
    )
    first = [Cube("Jefferson", "VA", P)]
    assert el.placement_problem(Regime.TWO_PRE, first, Cube("Jefferson", "MD", P), states, home="VA") is None
    assert "next to" in (
        el.placement_problem(Regime.TWO_PRE, first, Cube("Jefferson", "PA", P), states, home="VA") or ""
    )


def test_2pre12_most_votes_president_second_vice_president_line_126() -> None:
    four = [
        cand("Adams", C, 5, 8, P),
        cand("Pinckney", C, 3, 6, VP),
        cand("Jefferson", L, 6, 7, P),
        cand("Burr", L, 4, 5, VP),
    ]
    cubes = [Cube("Jefferson", "VA", P), Cube("Burr", "MA", VP), Cube("Adams", "NY", P), Cube("Pinckney", "SC", VP)]
    count = count_votes.decide(Regime.TWO_PRE, four, cubes, STATES, "A")
    assert (count.president, count.vice_president) == ("Jefferson", "Burr")
    assert count.votes == {"Adams": 7, "Pinckney": 4, "Jefferson": 10, "Burr": 8}


def test_1pre12_needs_more_than_half_of_all_votes_line_128() -> None:
    three = [cand("A", C, 9, 1, P), cand("B", C, 8, 1, P), cand("V", C, 2, 1, VP)]
    cubes = [Cube("A", "VA", P), Cube("A", "MA", P), Cube("B", "NY", P), Cube("V", "PA", VP)]
    count = count_votes.decide(Regime.ONE_PRE, three, cubes, STATES, "A")  # A has 18 of 35: a majority
    assert (count.president, count.vice_president) == ("A", "B")
    cubes = [Cube("A", "VA", P), Cube("A", "SC", P), Cube("B", "NY", P), Cube("V", "PA", VP)]
    count = count_votes.decide(Regime.ONE_PRE, three, cubes, STATES, "A")  # A has 14 of 35: none
    assert count.president is None and count.contests[0].why.startswith("no majority")
    assert count.contests[0].second_is_vice


def test_fourth_placed_drop_out_line_140() -> None:
    assert count_votes.still_in({"A": 20, "B": 20, "C": 15, "D": 10}) == ("A", "B", "C")
    assert count_votes.still_in({"A": 20, "B": 15, "C": 15, "D": 15}) == ("A", "B", "C", "D")


def test_tiebreaker_state_by_state_lines_142_148() -> None:
    rated = {"Adams": Rated("Adams", C, 5, 8), "Jefferson": Rated("Jefferson", L, 6, 7)}
    ballots = {
        "VA": [StateVote("Madison", 3, "Jefferson"), StateVote("Washington", 4, "Adams")],  # Adams 4-3
        "MA": [StateVote("Hancock", 2, "Jefferson"), StateVote("Otis", 2, "Adams")],  # tied: not counted
        "NY": [StateVote("Clinton", 5, "Jefferson")],
        "PA": [StateVote("Gallatin", 1, "Jefferson")],
    }
    got = tiebreak(["VA", "MA", "NY", "PA", "SC"], ballots, ["Adams", "Jefferson"], None, rated, runner_up=True)
    assert got.states_won == {"Adams": 1, "Jefferson": 2}
    assert (got.first, got.second) == ("Jefferson", "Adams")
    assert [r.winner for r in got.by_state] == ["Adams", None, "Jefferson", "Jefferson", None]
    assert "no statesman" in got.by_state[-1].why


def test_tiebreaker_ties_chief_justice_then_popularity_then_age_lines_149_151() -> None:
    rated = {"Adams": Rated("Adams", C, 5, 8), "Jefferson": Rated("Jefferson", L, 5, 7), "Burr": Rated("Burr", L, 6, 3)}
    with pytest.raises(ChoiceNeeded):
        settle(["Adams", "Jefferson"], "president", "Jay", rated, None)
    assert settle(["Adams", "Jefferson"], "president", "Jay", rated, "Jefferson")[0] == "Jefferson"
    assert settle(["Adams", "Burr"], "president", None, rated, None)[0] == "Burr"  # more popular
    assert settle(["Adams", "Jefferson"], "president", None, rated, None)[0] == "Adams"  # older


def test_taking_office_lines_131_137() -> None:
    offices = {"President": "Adams", "Vice President": "Jefferson", "Secretary of State": "Madison"}
    took = taking_office("Madison", "Adams", "Adams", offices, {"Adams": 3}, {"Adams": 2})
    assert took.resignations == (("Madison", "Secretary of State"),)
    assert (took.retiring, took.scored, took.influence_returned) == ("Adams", 3, 2)
    assert took.vice_president is None  # elected VP but retired: vacant until the next election
    again = taking_office("Adams", "Jefferson", "Adams", offices, {"Adams": 3}, {})
    assert again.retiring is None and again.resignations == ()
