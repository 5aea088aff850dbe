"""The race among the advisor's choices (clockwork/racing.py): a choice clearly worse on the
same luck leaves it, the leaders within 3 points are called equal, and noise settles nothing."""

from __future__ import annotations

import random

from clockwork.racing import MIN_EACH, MIN_EQUAL, Race, paired


def run(race: Race, arms: list, most: int = 400) -> int:
    """Feed the race play-out by play-out (`arms[i](luck)` scores choice i on that luck) until it
    settles; how many play-outs each choice still in it had."""
    rng = random.Random(5)
    for _ in range(most):
        if race.judge():
            break
        luck = rng.random()
        for index in race.active:
            race.record(index, arms[index](luck, rng))
    return race.played


def test_a_choice_clearly_worse_on_the_same_luck_is_dropped_and_the_best_named():
    # the luck swings every score by 60 points; choice 1 is 10 points behind on each
    race = Race(3)
    played = run(
        race,
        [
            lambda luck, rng: 20 + 60 * luck,
            lambda luck, rng: 10 + 60 * luck,
            lambda luck, rng: 12 + 60 * luck + rng.uniform(-2, 2),
        ],
    )
    assert race.verdict == "best" and race.leader == 0 and race.active == [0]
    assert race.dropped == {1: 0, 2: 0}
    assert played == MIN_EACH  # the same luck for all: the gap shows at once


def test_choices_within_three_points_are_called_equal_not_before_min_equal():
    # the same on average, a point either way in each play-out
    race = Race(2)
    played = run(
        race,
        [lambda luck, rng: 50 + 40 * luck + rng.uniform(-1, 1), lambda luck, rng: 50 + 40 * luck + rng.uniform(-1, 1)],
    )
    assert race.verdict == "equal" and sorted(race.active) == [0, 1]
    assert played == MIN_EQUAL
    gap, half, n = paired(race.scores[0], race.scores[1])
    assert abs(gap) + half <= 3 and n == MIN_EQUAL


def test_noise_settles_nothing():
    # wins and losses at random, 2 points apart: no verdict from 40 play-outs each
    race = Race(2)
    run(
        race,
        [
            lambda luck, rng: 100.0 if rng.random() < 0.5 else 0.0,
            lambda luck, rng: 100.0 if rng.random() < 0.48 else 0.0,
        ],
        most=40,
    )
    assert race.verdict == "" and race.active == [0, 1] and race.played == 40


def test_a_race_of_one_is_over_before_it_starts():
    assert Race(1).judge() == "best"


def test_the_advice_is_the_same_played_here_or_by_a_pool_of_two():
    from clockwork.advisor import advise
    from clockwork.policy import ClockworkPlayer
    from clockwork.workers import Workers
    from engine import standard_components
    from engine.setup import new_game, standard_setup

    components = standard_components()
    game = new_game(standard_setup(components, 3, seed=4), seed=4, components=components)
    seats = {s: ClockworkPlayer(seat=s, seed=4) for s in range(3)}
    while not (game.pending.kind == "action" and game.state.round == 2):
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else seats[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    decision = game.pending
    view = game.view(decision.owner)
    pool = Workers(2)
    try:
        here = advise(view, decision.owner, decision, setting="quick", seed=2, timed=False)
        there = advise(view, decision.owner, decision, setting="quick", seed=2, timed=False, workers=pool)
    finally:
        pool.close()
    assert len(here.estimates) >= 2 and here.playouts >= 16
    assert [e.results for e in here.estimates] == [e.results for e in there.estimates]
    assert (here.verdict, [e.dropped for e in here.estimates]) == (there.verdict, [e.dropped for e in there.estimates])
