"""Difficulty privileges reach the table: a veteran Clockwork draws a free Supporter at every
round setup in play, assist and simulate; a standard one does not."""

from click.testing import CliRunner

from companion.cli import main
from companion.seats import clockwork_handicap
from engine.decks import standard_components
from engine.setup import new_game, standard_setup


def supporters_after_first_income(options):
    components = standard_components()
    setup = standard_setup(components, 2, politicians=("W.E. Gladstone", "Benjamin Disraeli"), seed=4, **options)
    game = new_game(setup, seed=4, components=components)
    while game.pending.is_chance and game.pending.kind == "draw supporters":
        game.apply(game.deal())
    return [len(seat.supporters) for seat in game.state.seats]


def test_levels_translate_to_free_supporter_seats():
    assert clockwork_handicap("standard", [1]) == {}
    assert clockwork_handicap("veteran", [1]) == {"free_supporter_seats": [1]}
    assert clockwork_handicap("mastermind", [0, 1]) == {"free_supporter_seats": [0, 0, 1, 1]}
    assert clockwork_handicap(None, [1]) == {}


def test_a_veteran_seat_draws_one_free_supporter_at_round_setup():
    assert supporters_after_first_income({}) == [0, 0]
    assert supporters_after_first_income(clockwork_handicap("veteran", [1])) == [0, 1]
    assert supporters_after_first_income(clockwork_handicap("mastermind", [1])) == [0, 2]


def test_simulate_gives_clockwork_seats_their_level():
    runner = CliRunner()
    plain = runner.invoke(main, ["simulate", "--players", "2", "--games", "2", "--seed", "3", "--seats", "clockwork,random", "--json"])
    boosted = runner.invoke(
        main, ["simulate", "--players", "2", "--games", "2", "--seed", "3", "--seats", "clockwork,random", "--difficulty", "mastermind", "--json"]
    )
    assert plain.exit_code == 0 and boosted.exit_code == 0
    assert plain.stdout != boosted.stdout  # two extra Supporters a round change the games


def test_seats_at_different_levels():
    from companion.seats import clockwork_handicaps

    assert clockwork_handicaps({0: "veteran", 1: "mastermind"}) == {"free_supporter_seats": [0, 1, 1]}
    assert clockwork_handicaps({0: "standard", 1: "novice"}) == {}
    assert clockwork_handicaps({}) == {}


def simulate_results(*args):
    result = CliRunner().invoke(main, ["simulate", "--players", "2", "--games", "3", "--seed", "3", "--json", *args])
    assert result.exit_code == 0, result.output
    import json

    data = json.loads(result.stdout)
    return data, [(game["winner"], game["rounds"], game["plies"]) for game in data["results"]]


def test_a_seat_can_name_its_own_level():
    """`clockwork:mastermind` plays exactly as `clockwork` at --difficulty mastermind (its
    free Supporters included), and a seat's own level wins over --difficulty."""
    named, named_games = simulate_results("--seats", "clockwork:mastermind,random")
    _, flag_games = simulate_results("--seats", "clockwork,random", "--difficulty", "mastermind")
    _, plain_games = simulate_results("--seats", "clockwork,random")
    _, overridden_games = simulate_results("--seats", "clockwork:mastermind,random", "--difficulty", "novice")
    assert named["seats"] == ["clockwork:mastermind", "random"]
    assert set(named["wins_by_policy"]) == {"clockwork:mastermind", "random"}
    assert named_games == flag_games == overridden_games
    assert named_games != plain_games
