"""Handicaps reach the table: a Clockwork granted patronage draws a free Supporter at every
round setup in play, assist and simulate; one without a handicap does not, whatever its level
(a level is skill only)."""

from click.testing import CliRunner

from companion.cli import main
from companion.seats import clockwork_handicap
from engine import standard_components
from engine.setup import new_game, standard_setup


def supporters_after_first_income(options):
    components = standard_components()
    setup = standard_setup(components, 2, politicians=("W.E. Gladstone", "Benjamin Disraeli"), seed=4, **options)
    game = new_game(setup, seed=4, components=components)
    while game.pending.is_chance and game.pending.kind == "draw supporters":
        game.apply(game.deal())
    return [len(seat.supporters) for seat in game.state.seats]


def test_named_handicaps_translate_to_free_supporter_seats():
    assert clockwork_handicap(None, [1]) == {}
    assert clockwork_handicap("none", [1]) == {}
    assert clockwork_handicap("patronage", [1]) == {"free_supporter_seats": [1]}
    assert clockwork_handicap("high patronage", [0, 1]) == {"free_supporter_seats": [0, 0, 1, 1]}


def test_a_seat_with_patronage_draws_one_free_supporter_at_round_setup():
    assert supporters_after_first_income({}) == [0, 0]
    assert supporters_after_first_income(clockwork_handicap("patronage", [1])) == [0, 1]
    assert supporters_after_first_income(clockwork_handicap("high patronage", [1])) == [0, 2]


def test_a_level_grants_no_free_supporters():
    """The ladder is skill only: mastermind without a handicap draws nothing extra."""
    from clockwork.data import standard_clockwork

    data = standard_clockwork()
    assert not any(hasattr(level, "free_supporters") for level in data.levels.values())
    assert {h.name: h.free_supporters for h in data.handicaps.values()} == {"patronage": 1, "high patronage": 2}


def test_simulate_grants_a_named_handicap():
    runner = CliRunner()
    plain = runner.invoke(
        main, ["simulate", "--players", "2", "--games", "2", "--seed", "3", "--seats", "clockwork,random", "--json"]
    )
    boosted = runner.invoke(
        main,
        [
            "simulate",
            "--players",
            "2",
            "--games",
            "2",
            "--seed",
            "3",
            "--seats",
            "clockwork+high patronage,random",
            "--json",
        ],
    )
    assert plain.exit_code == 0 and boosted.exit_code == 0, boosted.output
    assert plain.stdout != boosted.stdout  # two extra Supporters a round change the games
    bad = runner.invoke(main, ["simulate", "--games", "1", "--seats", "clockwork+lavish,random"])
    assert bad.exit_code == 2 and "unknown handicap 'lavish'" in bad.output


def test_seats_with_different_handicaps():
    from companion.seats import clockwork_handicaps

    assert clockwork_handicaps({0: "patronage", 1: "high patronage"}) == {"free_supporter_seats": [0, 1, 1]}
    assert clockwork_handicaps({0: "none"}) == {}
    assert clockwork_handicaps({}) == {}


def simulate_results(*args):
    result = CliRunner().invoke(main, ["simulate", "--players", "2", "--games", "3", "--seed", "3", "--json", *args])
    assert result.exit_code == 0, result.output
    import json

    data = json.loads(result.stdout)
    return data, [(game["winner"], game["rounds"], game["plies"]) for game in data["results"]]


def test_a_seat_can_name_its_own_level():
    """`clockwork:novice` plays exactly as `clockwork` at --difficulty novice, and a seat's
    own level wins over --difficulty."""
    named, named_games = simulate_results("--seats", "clockwork:novice,random")
    _, flag_games = simulate_results("--seats", "clockwork,random", "--difficulty", "novice")
    _, plain_games = simulate_results("--seats", "clockwork,random")
    _, overridden_games = simulate_results("--seats", "clockwork:novice,random", "--difficulty", "veteran")
    assert named["seats"] == ["clockwork:novice", "random"]
    assert set(named["wins_by_policy"]) == {"clockwork:novice", "random"}
    assert named_games == flag_games == overridden_games
    assert named_games != plain_games
