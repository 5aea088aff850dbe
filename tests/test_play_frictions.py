"""The small frictions of starting and playing a solo game, each as a person meets it."""

from __future__ import annotations

import io

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main
from companion.completion import parse
from companion.describe import describe
from companion.session_screen import usual_answer
from engine.decisions import Answer, Decision, EndTurn, Flatter, Order, PlayDebateCard, PlaySupporter

ENTER = "\r"
CTRL_C = "\x03"
QUIT = "\x04\x04"


def run(keys, *args: str, typed: tuple[str, ...] = (), end: str = QUIT) -> tuple[object, str]:
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(end)
    console = Console(file=io.StringIO(), width=100, highlight=False)
    result = CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


@pytest.mark.parametrize(
    ("party", "plays"),
    [
        ("conservative", "(Conservative), Opposition Leader"),
        ("liberal", "(Liberal), Prime Minister"),
        ("Con", "(Conservative)"),
    ],
)
def test_play_as_a_party(keys, party, plays):
    result, out = run(keys, "play", "--seed", "11", "--as", party)
    assert result.exit_code == 0 and plays in out
    assert "Which party do you play?" not in out


def test_enter_at_the_party_question_takes_the_party_in_government(keys):
    _, out = run(keys, "play", "--seed", "11", typed=("",))
    assert "Enter: liberal" in out or "Enter: conservative" in out
    assert "Prime Minister, seat" in out  # the Government's party: its leader is the PM


def test_ctrl_c_at_the_party_question_says_so_and_asks_again(keys):
    _, out = run(keys, "play", "--seed", "11", typed=(CTRL_C + "lib",))
    assert "Ctrl-C does not stop here" in out
    assert "(Liberal), Prime Minister" in out


def test_version():
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0 and result.output.startswith("prime-minister 0.")


def test_help_and_banner_list_the_difficulty_levels_and_what_each_changes(keys):
    result = CliRunner().invoke(main, ["play", "--help"])
    for level in ("novice", "standard", "veteran", "mastermind"):
        assert level in result.output
    assert "high patronage Each Clockwork seat draws two free Supporters" in " ".join(result.output.split())
    _, out = run(keys, "play", "--seed", "11", "--as", "1", "--difficulty", "veteran")
    flat = " ".join(out.split())
    assert "veteran: As standard, but turns two cards" in flat
    assert "levels: novice, standard, veteran, mastermind" in flat
    assert "stronger than standard in 2-player games only" not in flat


def test_a_table_of_three_or_four_is_told_which_levels_are_measured_stronger_there(keys):
    result = CliRunner().invoke(main, ["play", "--help"])
    flat_help = " ".join(result.output.split())
    assert "mastermind beats standard in 3- and 4-player games too, veteran in 3-player games" in flat_help
    _, out = run(keys, "play", "--seed", "11", "--players", "4", "--as", "1", "--difficulty", "veteran")
    assert "(veteran is measured stronger than standard in 2- and 3-player games only)" in " ".join(out.split())
    _, out = run(keys, "play", "--seed", "11", "--players", "3", "--as", "1", "--difficulty", "veteran")
    assert "measured stronger" not in " ".join(out.split())
    _, out = run(keys, "play", "--seed", "11", "--players", "4", "--as", "1", "--difficulty", "mastermind")
    flat = " ".join(out.split())
    assert "mastermind: Searches" in flat and "2-player games only" not in flat


def test_a_unique_beginning_of_each_word_of_a_name_is_enough():
    decision = Decision(
        owner=0,
        kind="action",
        choices=(
            PlaySupporter("Mary Shelley", 2),
            PlaySupporter("Mary Shelley", 1),
            PlaySupporter("John Bright", 1),
            EndTurn(),
        ),
    )
    assert parse(decision, "play mary 2") == PlaySupporter("Mary Shelley", 2)
    assert parse(decision, "play shel 1") == PlaySupporter("Mary Shelley", 1)
    assert parse(decision, "play bright 1") == PlaySupporter("John Bright", 1)


def test_routine_questions_take_enter_for_the_usual_answer():
    pact = Decision(owner=0, kind="propose pact", choices=(Answer(True), Answer(False)))
    assert usual_answer(pact) == Answer(False)
    order = Decision(owner=1, kind="opposition order", choices=(Order((1, 3)), Order((3, 1))))
    assert usual_answer(order) == Order((1, 3))
    assert usual_answer(Decision(owner=0, kind="action", choices=(EndTurn(), PlaySupporter("John Bright", 1)))) is None
    # with no cube left, ending the turn is the only legal choice: Enter takes it
    assert usual_answer(Decision(owner=0, kind="action", choices=(EndTurn(),))) == EndTurn()


def test_enter_at_a_routine_question_in_play(keys, home):
    """Enter answers the Opposition Leader's order of turns (the first offered) in a 4-player game."""
    from engine import standard_components
    from engine.save import save_game
    from engine.setup import new_game, standard_setup

    components = standard_components()
    setup = standard_setup(
        components,
        4,
        seed=5,
        companion={"human": 0, "opponents": "clockwork", "difficulty": "standard", "game_id": "g1"},
    )
    game = new_game(setup, seed=5, components=components)
    for _ in range(500):
        decision = game.pending
        if decision.kind == "opposition order":
            break
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    game.setup.options["companion"]["human"] = game.pending.owner
    first = game.pending.choices[0]
    (home / "saves").mkdir(parents=True)
    save_game(game, home / "saves" / "order.json")
    _, out = run(keys, "resume", "order", typed=("",))
    assert f"Enter: {first} (the usual answer)" in out
    assert f"You: {first}" in out


def test_question_mark_says_flatter_and_the_debate_card_in_words():
    from clockwork.players import make_player
    from engine import standard_components
    from engine.setup import new_game, standard_setup

    components = standard_components()
    game = new_game(standard_setup(components, 4, seed=5), seed=5, components=components)
    bots = {seat: make_player("clockwork", seat, 5) for seat in range(4)}
    for _ in range(2000):  # the Clockwork plays until someone may place a Debate Card
        decision = game.pending
        if any(isinstance(c, PlayDebateCard) for c in decision.choices):
            break
        game.apply(game.deal()) if decision.is_chance else game.apply(
            *bots[decision.owner].decide(game.view(decision.owner), decision)
        )
    seat = decision.owner
    card = describe(game, seat, decision, next(c for c in decision.choices if isinstance(c, PlayDebateCard)))
    assert "Debate Card (" in card and " cube" in card and "Votes; if it passes:" in card and "if it fails:" in card
    flatter = describe(game, seat, decision, Flatter(1, seat, 1))
    assert flatter.startswith("spend 1 cube to raise your own Favour by 1") and "seat" not in flatter


def test_a_huge_entry_is_not_echoed_back_whole(keys):
    _, out = run(keys, "play", "--seed", "11", "--as", "1", typed=("x" * 5000,))
    error = next(line for line in out.splitlines() if line.startswith("Error:"))
    assert "(5000 characters)" in error and len(error) < 300


def test_enter_alone_at_a_question_with_no_usual_answer_says_what_to_type_once(keys):
    """The first bill draw has two decks to choose from and no usual answer: Enter takes none,
    says so once, and a second Enter stays quiet; the game waits for the choice."""
    _, out = run(keys, "play", "--seed", "11", "--as", "conservative", typed=("", ""))
    hint = "Enter alone takes no choice here: type one (Tab completes; ? lists them)"
    assert out.count(hint) == 1
    assert "You: draw" not in out  # nothing was chosen for the person
