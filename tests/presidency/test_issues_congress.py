"""Resolving an issue and the Congress vote (lines 18-50)."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from presidency.procedures.issues import (
    Ballot,
    Destination,
    IssueError,
    Kind,
    Side,
    Status,
    Tally,
    Voter,
    congress_order,
    destination,
    influence_lost_when_refused,
    judicial_review_possible,
    outlook,
    pop_recipients,
    tally,
    vote_result,
    VoteResult,
)

SEATS = ["Ann", "Bob", "Cy", "Dee"]  # clockwise


def test_congress_votes_from_the_presidents_left_clockwise_line_35() -> None:
    assert congress_order(SEATS, "Bob") == ["Cy", "Dee", "Ann", "Bob"]
    assert congress_order(SEATS, "Dee") == ["Ann", "Bob", "Cy", "Dee"]


def test_each_influence_buys_3_votes_line_38() -> None:
    assert Ballot("Ann", Side.FOR, 4, bought=2).counted == 10
    assert Ballot("Ann", Side.ABSTAIN, 4).counted == 0
    with pytest.raises(IssueError):
        Ballot("Ann", Side.ABSTAIN, 4, bought=1)
    with pytest.raises(IssueError):
        Ballot("Ann", Side.FOR, 4, bought=-1)


def test_majority_passes_tie_goes_to_vice_president_line_35_41() -> None:
    cast = [Ballot("Cy", Side.FOR, 5), Ballot("Dee", Side.AGAINST, 3, 1), Ballot("Ann", Side.ABSTAIN, 2)]
    assert tally(cast) == Tally(5, 6)
    assert vote_result(tally(cast)) is VoteResult.REFUSED
    assert vote_result(Tally(6, 6)) is VoteResult.TIED
    assert vote_result(Tally(0, 0)) is VoteResult.TIED
    assert vote_result(Tally(7, 6)) is VoteResult.PASSED


def test_whether_a_vote_can_still_pass() -> None:
    behind = Tally(3, 12)
    assert not outlook(behind, [Voter("Bob", 4, 1)]).can_pass  # at most 4 + 3 = 7 more
    assert outlook(behind, [Voter("Bob", 4, 2)]).can_pass  # 4 + 6 = 10 more: 13 to 12
    assert not outlook(behind, [Voter("Bob", 4, 2)]).can_tie  # 7 or 10 more, never 9
    assert outlook(Tally(3, 10), [Voter("Bob", 4, 1)]).can_tie  # 4 + 3 = 7 more: 10 to 10
    assert outlook(Tally(10, 2), [Voter("Bob", 2, 0)]).certain
    assert not outlook(Tally(10, 2), [Voter("Bob", 2, 2)]).certain  # 2 + 6 against makes 10 to 10
    assert str(outlook(Tally(0, 9), [Voter("Bob", 3, 2)])) == "it can only tie now"


def test_half_the_influence_is_lost_when_congress_refuses_line_33() -> None:
    assert influence_lost_when_refused(4) == (2,)
    assert influence_lost_when_refused(5) == (2, 3)  # the table picks: the document does not round
    assert influence_lost_when_refused(0) == (0,)


def test_judicial_review_needs_the_card_in_effect_and_a_chief_justice_line_44() -> None:
    assert judicial_review_possible(True, True, "Jay")
    assert not judicial_review_possible(True, False, "Jay")
    assert not judicial_review_possible(True, True, None)
    assert not judicial_review_possible(False, True, "Jay")


def test_pop_goes_to_the_president_and_office_holders_once_each_line_47() -> None:
    assert pop_recipients("Washington", ["Washington"]) == ["Washington"]
    assert pop_recipients("Washington", ["Hamilton", "Knox"]) == ["Washington", "Hamilton", "Knox"]


def test_where_the_card_goes_line_50_81_56_59() -> None:
    assert destination(Kind.ISSUE, Status.RESOLVED) is Destination.RESOLVED_AREA
    assert destination(Kind.ISSUE, Status.FAILED) is Destination.REMOVED
    assert destination(Kind.ISSUE, Status.IGNORED) is Destination.REMOVED
    assert destination(Kind.ISSUE, Status.FAILED, to_next_era=True) is Destination.NEXT_ERA
    assert destination(Kind.STATE, Status.RESOLVED) is Destination.MAP
    assert destination(Kind.STATE, Status.IGNORED) is Destination.STATE_DISCARDS
    assert destination(Kind.TAX, Status.RESOLVED) is Destination.ACTIVE_TAXES
    assert destination(Kind.TAX, Status.RESOLVED, repeal=True) is Destination.INACTIVE_TAXES
    assert destination(Kind.TARIFF, Status.FAILED) is Destination.UNCHANGED


@settings(max_examples=60, deadline=None)
@given(margin=st.integers(-20, 20), voters=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 2)), max_size=3))
def test_outlook_agrees_with_every_way_the_rest_could_vote(margin: int, voters: list[tuple[int, int]]) -> None:
    """Each player yet to vote: for, against or abstain, buying 0 to all his influence."""
    ballots_each = [[0] + [s * (v + 3 * k) for s in (1, -1) for k in range(i + 1)] for v, i in voters]
    ends = {margin + sum(choice) for choice in product(*ballots_each)}
    seen = outlook(Tally(max(margin, 0), max(-margin, 0)), [Voter(f"p{n}", v, i) for n, (v, i) in enumerate(voters)])
    assert seen.can_pass == any(e > 0 for e in ends)
    assert seen.certain == all(e > 0 for e in ends)
    assert seen.can_tie == (0 in ends)
