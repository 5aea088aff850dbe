"""A party with no one at the table who can Campaign (Derby alone in a 2-player game): its
Opposition Leader ends the Pact from round 3 and Challenges the PM only once the PM nears
100 VP (docs/clockwork.md, "Profiles"; docs/clockwork-measurements.md). Read from
seeded Clockwork games, the same view answered with the rules and without them."""

from __future__ import annotations

from clockwork.data import standard_clockwork
from clockwork.policy import ClockworkPlayer
from engine.decisions import Answer
from engine.state import Role

from test_clockwork_levels import questions, with_standard

DERBY_ALONE = ("W.E. Gladstone", "Earl of Derby")
WITHOUT = with_standard(no_campaign_challenge_vp=0, no_campaign_pact_round=0)


def test_derby_alone_waits_to_challenge_until_the_pm_has_80_vp_where_he_used_to_challenge_at_once() -> None:
    wait = standard_clockwork().level("standard").no_campaign_challenge_vp
    assert wait == 80
    waited = challenged = 0
    for view, decision, seed in questions("challenge", range(1, 25), 30, DERBY_ALONE):
        me = view.state.seats[decision.owner]
        if me.politician != "Earl of Derby" or me.role is not Role.OPPOSITION_LEADER:
            continue
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed).decide(view, decision)
        before, _ = ClockworkPlayer(seat=decision.owner, seed=seed, data=WITHOUT).decide(view, decision)
        assert before == Answer(True)
        if view.state.pm.vp < wait:
            waited += 1
            assert choice == Answer(False), reason
            assert (
                "no one in my party can Campaign" in reason
                and f"once the PM has {wait} VP (now {view.state.pm.vp})" in reason
            )
        else:
            challenged += 1
            assert choice == Answer(True), reason
    assert waited >= 3 and challenged >= 1


def test_derby_alone_ends_the_pact_from_round_3_where_he_used_to_keep_it() -> None:
    asked = kept_before = 0
    for view, decision, seed in questions("end pact", range(1, 80), 6, DERBY_ALONE):
        if view.state.seats[decision.owner].politician != "Earl of Derby" or view.state.round < 3:
            continue
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed).decide(view, decision)
        before, _ = ClockworkPlayer(seat=decision.owner, seed=seed, data=WITHOUT).decide(view, decision)
        asked += 1
        assert choice == Answer(True), reason
        kept_before += before == Answer(False)
    assert asked >= 3 and kept_before >= 2


def test_an_opposition_leader_whose_party_can_campaign_is_unchanged() -> None:
    """Salisbury in a 2-player game, and Derby beside Peel in a 4-player one, answer every
    Challenge and Pact question as they did before the rules."""
    seen = 0
    for politicians in (
        ("W.E. Gladstone", "Marquess of Salisbury"),
        ("Viscount Melbourne", "Earl Russell", "Earl of Derby", "Sir Robert Peel"),
    ):
        for view, decision, seed in questions(("challenge", "end pact"), range(1, 7), 20, politicians):
            if view.state.seats[decision.owner].role is not Role.OPPOSITION_LEADER:
                continue
            now = ClockworkPlayer(seat=decision.owner, seed=seed).decide(view, decision)
            before = ClockworkPlayer(seat=decision.owner, seed=seed, data=WITHOUT).decide(view, decision)
            assert now == before
            seen += 1
    assert seen >= 10


def test_derby_alone_offers_no_pact_from_round_3_that_he_would_end_at_once() -> None:
    """From round 3 he ends every Pact, so he neither proposes, restarts nor accepts one then
    (he used to propose a Pact 6 VP behind and end it the next round)."""
    refused = offered_before = 0
    kinds = ("propose pact", "restart pact", "pact offer")
    for view, decision, seed in questions(kinds, range(1, 40), 30, DERBY_ALONE):
        me = view.state.seats[decision.owner]
        if me.politician != "Earl of Derby" or view.state.round < 3:
            continue
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed).decide(view, decision)
        before, _ = ClockworkPlayer(seat=decision.owner, seed=seed, data=WITHOUT).decide(view, decision)
        if "would lose the game on the spot" in reason:
            continue  # a Pact that saves the game is another matter
        assert choice == Answer(False), reason
        refused += 1
        if before == Answer(True):  # the offer the rules used to make: refused for the new reason
            offered_before += 1
            assert "no one in my party can Campaign" in reason, reason
    assert refused >= 5 and offered_before >= 1, (refused, offered_before)
