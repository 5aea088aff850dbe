"""The levels' own rules (docs/clockwork.md, "Difficulty"): what a veteran does differently
from a standard seat in the same position, read from seeded Clockwork games."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from clockwork.data import ClockworkData, standard_clockwork
from clockwork.policy import ClockworkPlayer
from engine.decisions import Decision
from engine import standard_components
from engine.game import Game
from engine.setup import new_game, standard_setup
from engine.state import Role


def with_standard(**numbers: object) -> ClockworkData:
    """The shipped data with some of the standard level's numbers changed."""
    data = standard_clockwork()
    return replace(data, levels={**data.levels, "standard": replace(data.level("standard"), **numbers)})


def questions(
    kind: str | tuple[str, ...], seeds: range, last_round: int = 9, politicians: tuple[str, ...] | None = None
) -> Iterator[tuple[Game, Decision, int]]:
    """Every `kind` question of seeded standard Clockwork games (2 players drawn at random, or
    `politicians` in seat order): (view, decision, seed)."""
    from engine.setup import Setup

    components = standard_components()
    kinds = (kind,) if isinstance(kind, str) else kind
    for seed in seeds:
        setup = (
            standard_setup(components, 2, seed=seed)
            if politicians is None
            else Setup(players=len(politicians), politicians=politicians, options={})
        )
        game = new_game(setup, seed=seed, components=components)
        players = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(setup.players)}
        while not game.over and game.state.round <= last_round:
            decision = game.pending
            if decision.is_chance:
                game.apply(game.deal())
                continue
            view = game.view(decision.owner)
            if decision.kind in kinds:
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
    assert (standard.office_pm, standard.office_ol, standard.supporter, standard.challenge_odds) == (
        10.0,
        5.0,
        0.7,
        (0.4, 0.22, 0.12, 0.06),
    )
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


def _pact_questions(politicians: tuple[str, ...], seeds: range) -> Iterator[tuple[Game, Decision, int]]:
    """The Pact questions (end, propose) put to Derby in seeded games seating `politicians`."""
    derby = politicians.index("Earl of Derby")
    for view, decision, seed in questions(("end pact", "propose pact"), seeds, 12, politicians):
        if decision.owner == derby:
            yield view, decision, seed


def _ambition_in(reason: str) -> int:
    """The seat's own ambition as its reason names it ("ambition 2", or "... and mine is 2"
    after the ambition a rule asks for)."""
    import re

    found = re.search(r"and mine is (-?\d+)", reason) or re.search(r"\bambition (-?\d+)(?!.*\bambition \d)", reason)
    assert found, reason
    return int(found.group(1))


def test_a_politician_whose_party_cannot_campaign_plays_at_a_lower_ambition():
    """Derby alone in a 2-player game (no Conservative at the table Campaigns) weighs the Pact
    at the level's `no_campaign_ambition` plus his card's temper, not his profile's 3: he
    keeps it where he would have ended it. Beside a Conservative who Campaigns he keeps his
    own ambition."""
    cap = standard_clockwork().level("standard").no_campaign_ambition
    assert cap < standard_clockwork().profile("Derby").ambition == 3
    capped = with_standard(no_campaign_pact_round=0)  # the ambition alone: no Pact refused for the round
    own = with_standard(no_campaign_ambition=5, no_campaign_pact_round=0)
    asked = changed = 0
    for view, decision, seed in _pact_questions(("W.E. Gladstone", "Earl of Derby"), range(1, 9)):
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed, data=capped).decide(view, decision)
        old_choice, old_reason = ClockworkPlayer(seat=decision.owner, seed=seed, data=own).decide(view, decision)
        if "ambition" in reason and "ambition" in old_reason:
            asked += 1
            assert _ambition_in(old_reason) - _ambition_in(reason) == 3 - cap, (reason, old_reason)
            changed += choice != old_choice  # keeps (or proposes) the Pact where it would have fought
    assert asked >= 3 and changed >= 1
    partnered = 0
    for view, decision, seed in _pact_questions(
        ("Viscount Melbourne", "Earl Russell", "Earl of Derby", "Sir Robert Peel"), range(1, 5)
    ):
        choice, reason = ClockworkPlayer(seat=decision.owner, seed=seed).decide(view, decision)
        old_choice, old_reason = ClockworkPlayer(seat=decision.owner, seed=seed, data=own).decide(view, decision)
        assert (choice, reason) == (old_choice, old_reason)
        partnered += "ambition" in reason
    assert partnered >= 1


def test_disraeli_plays_at_his_two_player_ambition_at_a_table_of_two_only():
    """His profile's ambition is 5 and his `two_player_ambition` 2: alone against a Liberal he
    weighs the Pact at 2 plus his card's temper (he keeps it where he used to end it once the
    PM had 40 VP); beside Peel at a table of four, at 5 as before."""
    from dataclasses import replace as changed

    data = standard_clockwork()
    disraeli = data.profile("Benjamin Disraeli")
    assert (disraeli.ambition, disraeli.two_player_ambition) == (5, 2)
    own = changed(data, profiles={**data.profiles, disraeli.name: changed(disraeli, two_player_ambition=None)})
    for politicians, drop, seeds in (
        (("W.E. Gladstone", "Benjamin Disraeli"), 3, range(1, 9)),
        (("Viscount Melbourne", "Earl Russell", "Benjamin Disraeli", "Sir Robert Peel"), 0, range(1, 5)),
    ):
        asked = changed_choices = 0
        seat = politicians.index("Benjamin Disraeli")
        for view, decision, seed in questions(("end pact", "propose pact"), seeds, 12, politicians):
            if decision.owner != seat:
                continue
            choice, reason = ClockworkPlayer(seat=seat, seed=seed).decide(view, decision)
            old_choice, old_reason = ClockworkPlayer(seat=seat, seed=seed, data=own).decide(view, decision)
            if "ambition" in reason and "ambition" in old_reason:
                asked += 1
                assert _ambition_in(old_reason) - _ambition_in(reason) == drop, (reason, old_reason)
                changed_choices += choice != old_choice
        assert asked >= 2, politicians
        assert (changed_choices >= 1) == (drop > 0), (politicians, changed_choices)


def test_salisbury_guards_his_standing_sooner_than_his_level():
    """His profile's `guard_sooner: 4`: as Opposition Leader (he always starts there at a
    table of four) he plays a Standing or Favour Supporter while his own Backbencher is still
    climbing, where the level alone waits until it is a point behind him."""
    from dataclasses import replace as changed

    data = standard_clockwork()
    salisbury = data.profile("Marquess of Salisbury")
    assert salisbury.guard_sooner == 4 and salisbury.standing_guard(1) == 5 and salisbury.standing_guard(0) == 0
    level_only = changed(data, profiles={**data.profiles, salisbury.name: changed(salisbury, guard_sooner=0)})
    politicians = ("Viscount Melbourne", "Earl Russell", "Marquess of Salisbury", "Sir Robert Peel")
    seat = politicians.index("Marquess of Salisbury")
    sooner = 0
    for view, decision, seed in questions("action", range(1, 13), 12, politicians):
        me = view.state.seats[decision.owner]
        if decision.owner != seat or me.role is not Role.OPPOSITION_LEADER:
            continue
        choice, reason = ClockworkPlayer(seat=seat, seed=seed).decide(view, decision)
        before, _ = ClockworkPlayer(seat=seat, seed=seed, data=level_only).decide(view, decision)
        if choice != before and "with a challenger close behind" in reason:
            partner = view.state.opposition_backbencher
            assert partner.standing < me.standing - 1, reason  # the level alone would not guard yet
            sooner += 1
    assert sooner >= 1
