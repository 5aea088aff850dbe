"""The levels' own rules (docs/clockwork.md, "Difficulty"): what a veteran does differently
from a standard seat in the same position, read from seeded Clockwork games."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from clockwork.data import ClockworkData, standard_clockwork
from clockwork.policy import ClockworkPlayer
from engine.decisions import Decision
from engine.decks import standard_components
from engine.game import Game
from engine.setup import new_game, standard_setup


def with_standard(**numbers: object) -> ClockworkData:
    """The shipped data with some of the standard level's numbers changed."""
    data = standard_clockwork()
    return replace(data, levels={**data.levels, "standard": replace(data.level("standard"), **numbers)})


def questions(kind: str, seeds: range, last_round: int = 9) -> Iterator[tuple[Game, Decision, int]]:
    """Every `kind` question of seeded 2-player standard Clockwork games: (view, decision, seed)."""
    components = standard_components()
    for seed in seeds:
        game = new_game(standard_setup(components, 2, seed=seed), seed=seed, components=components)
        players = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(2)}
        while not game.over and game.state.round <= last_round:
            decision = game.pending
            if decision.is_chance:
                game.apply(game.deal())
                continue
            view = game.view(decision.owner)
            if decision.kind == kind:
                yield view, decision, seed
            choice, reason = players[decision.owner].decide(view, decision)
            game.apply(choice, reason=reason)


def test_a_patient_opposition_leader_keeps_the_pact_it_would_have_ended_to_attack():
    patient = with_standard(pact_attack_gap=-1, pact_trail_end=0)
    attacks = kept = 0
    for view, decision, seed in questions("end pact", range(1, 13)):
        _, eager_reason = ClockworkPlayer(seat=decision.owner, seed=seed).decide(view, decision)
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed, data=patient).decide(view, decision)
        if "Votes of falling below 320" in eager_reason or "Popularity points: only attacks" in eager_reason:
            attacks += 1
            kept += "keep the Pact" in reason
        elif "end the Pact" in eager_reason:  # the PM's VP: both end it
            assert "end the Pact" in reason, reason
    assert attacks >= 3
    assert kept == attacks


def test_an_opposition_leader_of_any_ambition_proposes_the_pact_from_three_vp_behind():
    eager = with_standard(pact_propose_ambition=5, pact_propose_behind=3)
    asked = proposed = 0
    for view, decision, seed in questions("propose pact", range(1, 9)):
        a_seat = view.state.seats[decision.owner]
        behind = view.state.pm.vp - a_seat.vp
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed, data=eager).decide(view, decision)
        if "no bill to attack" in reason or "fights on alone" in reason:
            asked += 1
            proposed += "propose" in reason.split(": ")[1]
            assert ("propose" in reason.split(": ")[1]) == (behind >= 3 and "no bill to attack" in reason), reason
    assert asked >= 3 and proposed >= 1


def test_the_veteran_level_ships_the_patient_pact():
    veteran = standard_clockwork().level("veteran")
    assert veteran.pact_attack_gap < 0 and veteran.pact_trail_end == 0
    assert (veteran.pact_propose_ambition, veteran.pact_propose_behind) == (5, 3)
    assert standard_clockwork().level("standard").pact_attack_gap >= 0


def test_the_worths_are_the_levels_numbers():
    """Standing is worth the PM's mat times the chance of a Challenge: a level that sets the
    mat at twice the worth values the Opposition Leader's next point of Standing twice as
    much (its cube share apart), and the standard level keeps the worths as they were."""
    from clockwork.appraise import Appraiser

    data = standard_clockwork()
    standard = data.level("standard")
    assert (standard.office_pm, standard.office_ol, standard.supporter, standard.challenge_odds) == (10.0, 5.0, 0.7, (0.4, 0.22, 0.12, 0.06))
    components = standard_components()
    game = new_game(standard_setup(components, 2, seed=3), seed=3, components=components)
    leader = game.state.opposition_leader
    leader.standing = game.state.pm.standing - 2  # two points behind: the next one counts
    view = game.view(leader.index)
    profile = data.profile_or_default(leader.politician, components)
    steady = data.tempers["steady"]
    worth = {}
    for office in (10.0, 20.0):
        level = replace(standard, office_pm=office, standing_cubes=0.0)
        worth[office] = Appraiser(view, leader.index, profile, level, steady).standing(leader.index, 1)
    assert worth[10.0] > 0
    assert abs(worth[20.0] - 2 * worth[10.0]) < 1e-9
