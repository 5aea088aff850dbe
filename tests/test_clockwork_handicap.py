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
