"""`prime-minister play` / `resume` in process: keys piped into prompt_toolkit, the rich
Console injected, the data directory in tmp_path. What a person types, what they see."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion.cli import main
from engine.words import counted

ENTER = "\r"
CTRL_C = "\x03"
CTRL_D = "\x04"
QUIT = CTRL_D + CTRL_D  # Ctrl-D, then Ctrl-D again at "Save it under a name too?"
START = ("--seed", "11", "--as", "gladstone")  # the Liberal: Prime Minister, Bill Selection first


def run(keys, *args: str, typed: tuple[str, ...] = (), end: str = QUIT):
    """Invoke the command with `typed` lines, then `end`; returns (result, screen text)."""
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(end)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


def saved(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def autosaves(home: Path) -> list[Path]:
    return sorted((home / "autosave").glob("*.json"))


# --- starting -----------------------------------------------------------------------------


def test_play_asks_only_for_a_party_then_starts_a_two_player_game(keys, home):
    result, out = run(keys, "play", "--seed", "11", typed=("lib",))
    assert result.exit_code == 0
    assert "Which party do you play?" in out
    assert "2 players, seed 11" in out
    assert "(Liberal), Prime Minister, seat" in out
    assert "Draw a bill" in out  # the first decision of the Prime Minister
    [autosave] = autosaves(home)
    data = saved(autosave)
    assert data["setup"]["players"] == 2
    assert data["setup"]["options"]["companion"]["difficulty"] == "standard"


def test_a_wrong_party_is_asked_again(keys):
    result, out = run(keys, "play", "--seed", "11", typed=("whig", "cons"))
    assert "'whig' is not a party" in out
    assert "(Conservative), Opposition Leader" in out


def test_banner_says_who_plays_the_other_seats(keys):
    _, out = run(keys, "play", *START, "--difficulty", "novice")
    assert "Seat 2: Earl of Derby (Opp. Leader)" in out
    assert "The other seats are Clockwork politicians (novice difficulty)." in out


def test_a_missing_clockwork_module_is_an_error_not_a_quiet_random_seat(keys, monkeypatch):
    """The Clockwork ships with the app: a module that cannot be imported is a broken install,
    reported as such, never replaced by random play."""
    from clockwork import players

    monkeypatch.setitem(players.PLAYERS, "clockwork", "clockwork.not_installed:ClockworkPlayer")
    with pytest.raises(ModuleNotFoundError) as raised:
        run(keys, "play", *START, typed=("draw c", "why"))
    assert raised.value.name == "clockwork.not_installed"


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ("--scenario", "riots"),
            "--scenario 'riots': no such scenario (standard, 1-7 or a name: a-nation-in-crisis, ",
        ),
        (("--as", "rosebery"), "Earl of Rosebery does not play in a 2-player game"),
        (("--as", "7"), "a 2-player game has seats 1 to 2"),
        (("--as", "nobody"), "no such politician"),
        (("--players", "5"), "'5' is not one of '2', '3', '4'"),
        (("--difficulty", "godlike"), "--difficulty 'godlike'"),
    ],
)
def test_bad_options_give_one_clear_line(args, message):
    result = CliRunner().invoke(main, ["play", *args], catch_exceptions=False)
    assert result.exit_code == 2
    assert message in result.stderr


# --- the prompt --------------------------------------------------------------------------


def test_question_mark_lists_every_legal_choice_with_what_it_would_do(keys):
    _, out = run(keys, "play", *START, typed=("?",))
    assert "What it would do" in out
    assert "draw cross-party" in out and "draw from the Cross-Party deck" in out


def test_unique_prefixes_are_accepted(keys, home):
    _, out = run(keys, "play", *START, typed=("draw c",))
    assert "You: drew 1 bill (Cross-Party)" in out
    [autosave] = autosaves(home)
    assert {"type": "DrawFrom", "deck": "cross-party"} in [c["choice"] for c in saved(autosave)["choices"]]


def test_a_wrong_entry_gets_one_line_and_the_same_prompt_again(keys):
    _, out = run(keys, "play", *START, typed=("fly to the moon", "draw", "draw c"))
    lines = out.splitlines()
    wrong = [line for line in lines if line.startswith("Error: 'fly to the moon'")]
    assert len(wrong) == 1 and "is not a legal choice" in wrong[0]
    assert any(line.startswith("Error: 'draw' could be any of 2 choices") for line in lines)
    assert "You: drew 1 bill (Cross-Party)" in out  # the game went on from the same decision


def test_other_seats_moves_are_one_line_each_and_why_gives_the_reason(keys):
    _, out = run(keys, "play", *START, typed=("why", "why 1"))
    assert "#1 Earl of Derby: drew 4 bills" in out  # the opponent's draws: one line, no reason
    before_why = out.split("Draw a bill", 1)[0]
    assert "why: " not in before_why
    assert "(round 1)\n    why: " in out
    assert out.count("#1 Earl of Derby (Opp. Leader): draw") == 1  # why 1: the first of the draws


def test_board_shows_sectors_parliament_bills_politicians_pools_and_your_supporters(keys):
    _, out = run(keys, "play", *START, typed=("board full",))
    for text in (
        "Sectors",
        "Conservatives",
        "Workers",
        "Popularity",
        "Projected seats",
        "Government MPs",
        "A 330 = M",
        "Election Marker",
        "Bills on the board",
        "Standing",
        "Favour",
        "Cubes",
        "Supporters",
        "VP pools: Pact",
        "Your Supporters",
    ):
        assert text in out, text


def test_odds_shows_votes_and_an_election_now(keys):
    _, out = run(keys, "play", *START, typed=("odds",))
    assert "Votes now" in out
    assert "An Election now" in out and "PM keeps office" in out


def test_log_shows_the_game_so_far_without_hidden_cards(keys):
    _, out = run(keys, "play", *START, typed=("log",))
    assert "Game log" in out
    assert "a card you cannot see" in out  # the Opposition Leader's bill draws


def test_help_lists_the_session_words(keys):
    _, out = run(keys, "play", *START, typed=("help",))
    for word in ("board", "odds", "why", "log", "undo", "save", "quit"):
        assert f"  {word}" in out


# --- undo -----------------------------------------------------------------------------------


def test_undo_is_refused_once_a_card_has_been_revealed(keys, home):
    _, out = run(keys, "play", *START, typed=("draw c", "undo"))
    out = " ".join(out.split())  # a long error line wraps under its own words
    assert "Error: cannot undo draw cross-party: a card has been revealed since" in out
    assert "rule 1.4" in out


def test_undo_with_nothing_to_undo(keys):
    _, out = run(keys, "play", *START, typed=("undo",))
    assert "Error: nothing to undo" in out


def saved_at_an_action(home: Path, name: str = "turn"):
    """A saved 2-player game waiting for seat 1 (Gladstone, PM) to act, with a Campaign open."""
    from engine.decisions import Campaign
    from engine import standard_components
    from engine.save import save_game
    from engine.setup import new_game, standard_setup

    components = standard_components()
    options = {"human": 0, "opponents": "clockwork", "difficulty": "standard", "game_id": "g1"}
    setup = standard_setup(components, 2, politicians=("W.E. Gladstone", "Earl of Derby"), seed=3, companion=options)
    game = new_game(setup, seed=3, components=components)
    for _ in range(1000):
        decision = game.pending
        if decision.owner == 0 and decision.kind == "action" and any(isinstance(c, Campaign) for c in decision.choices):
            break
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    (home / "saves").mkdir(parents=True, exist_ok=True)
    save_game(game, home / "saves" / f"{name}.json")
    return game, next(c for c in game.pending.choices if isinstance(c, Campaign))


def test_undo_takes_back_an_action_and_the_game_carries_on(keys, home):
    game, campaign = saved_at_an_action(home)
    _, out = run(keys, "resume", "turn", typed=(str(campaign), "undo", str(campaign)))
    assert f"You: {campaign}" in out
    assert f"Undone: {campaign}" in out
    assert len(saved(home / "autosave" / "g1.json")["choices"]) == len(game.log) + 1  # the campaign, once


# --- save, quit, resume -------------------------------------------------------------------


def test_save_name_then_resume_name(keys, home):
    _, out = run(keys, "play", *START, typed=("draw c", "save first"))
    assert "Saved as first" in out
    assert (home / "saves" / "first.json").is_file()
    result, out = run(keys, "resume", "first")
    assert result.exit_code == 0
    assert "Resumed: standard, 2 players, seed 11 (save first)" in out
    assert "You are W.E. Gladstone" in out
    assert "Draw a bill (3 to draw)" in out  # exactly where the game was saved


def test_resume_without_a_name_takes_the_latest_autosave(keys, home):
    run(keys, "play", *START, typed=("draw c",))
    result, out = run(keys, "resume")
    assert result.exit_code == 0
    assert "Resumed" in out and "Draw a bill (3 to draw)" in out


def test_resume_with_nothing_saved_says_so(keys):
    result = CliRunner().invoke(main, ["resume"], catch_exceptions=False)
    assert result.exit_code == 1
    assert "no unfinished game to resume" in result.stderr


def test_resume_list_gives_date_round_players_and_scores_and_marks_finished_and_damaged(keys, home):
    run(keys, "play", *START, typed=("save listed",))
    run(keys, "play", "--seed", "7", "--as", "1", "--autoplay", end="")  # a finished game
    (home / "saves" / "broken.json").write_text("{ not json", encoding="utf-8")
    console = Console(file=io.StringIO(), width=80)
    result = CliRunner().invoke(main, ["resume", "--list"], obj={"console": console}, catch_exceptions=False)
    assert result.exit_code == 0
    lines = console.file.getvalue().splitlines()
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    assert not any(line.startswith(("(", "0 VP", "VP")) for line in lines)  # nothing wraps to column 0
    listed = next(i for i, line in enumerate(lines) if line.startswith("listed "))
    assert "round 1, standard game" in lines[listed]
    assert "W.E. Gladstone 0 VP, Earl of Derby 0 VP" in lines[listed + 1]
    assert any(line.startswith("broken ") and "damaged" in line for line in lines)
    assert any("(finished)" in line for line in lines)
    assert any("(autosave)" in line for line in lines)


def test_a_failing_automated_player_does_not_end_the_game(keys, monkeypatch):
    from companion import seats

    class Broken:
        def __init__(self, seat):
            self.seat = seat

        def decide(self, view, decision):
            raise RuntimeError("cog slipped")

    monkeypatch.setattr(seats, "opponent", lambda seat, seed, difficulty, kind="clockwork": (Broken(seat), "clockwork"))
    result, out = run(keys, "play", *START, typed=("draw c",))
    assert result.exit_code == 0
    assert "Error: the automated player at seat 2 failed on 'draw bill' (RuntimeError: cog slipped)" in out
    assert "You: drew 1 bill (Cross-Party)" in out


def test_ctrl_c_never_ends_the_game(keys, home):
    result, out = run(keys, "play", *START, typed=(CTRL_C + "draw c",))
    assert "Ctrl-C does not leave the game" in out
    assert "You: drew 1 bill (Cross-Party)" in out
    assert result.exit_code == 0


def test_ctrl_d_offers_to_save_under_a_name_and_quits(keys, home):
    result, out = run(keys, "play", *START, typed=(), end=CTRL_D + "evening" + ENTER)
    [autosaved] = [line for line in out.splitlines() if line.startswith("The game is autosaved")]
    [game_id] = [p.stem for p in (home / "autosave").glob("*.json")]
    assert autosaved == f"The game is autosaved as {game_id}."  # the name resume takes, on one line
    assert "Save it under a name too? Type a name; Enter: quit; Ctrl-C: back to the game." in out
    assert "Saved as evening" in out
    assert (home / "saves" / "evening.json").is_file()
    assert result.exit_code == 0


def test_ctrl_c_at_the_save_question_goes_back_to_the_game(keys, home):
    _, out = run(keys, "play", *START, typed=(), end=CTRL_D + CTRL_C + "draw c" + ENTER + QUIT)
    assert "You: drew 1 bill (Cross-Party)" in out


def test_quit_leaves_an_autosave_to_resume(keys, home):
    result, out = run(keys, "play", *START, typed=("quit",), end="")
    assert result.exit_code == 0
    assert "prime-minister resume" in out
    assert len(autosaves(home)) == 1


@pytest.mark.parametrize("content", ["", "{not json", '{"format": "prime-minister-save", "version": 99}', "\x00\x01"])
def test_a_corrupt_save_gives_a_clear_message_and_is_left_alone(keys, home, content):
    (home / "autosave").mkdir(parents=True)
    broken = home / "autosave" / "broken.json"
    broken.write_text(content, encoding="utf-8")
    result = CliRunner().invoke(main, ["resume"], catch_exceptions=False)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: cannot resume: ")
    assert "broken.json" in result.stderr and "left as it is" in result.stderr
    assert broken.read_text(encoding="utf-8") == content


def test_save_never_writes_over_a_file_it_cannot_read(keys, home):
    (home / "saves").mkdir(parents=True)
    (home / "saves" / "precious.json").write_text("my notes", encoding="utf-8")
    _, out = run(keys, "play", *START, typed=("save precious",))
    out = " ".join(out.split())  # a long error line wraps under its own words
    assert "exists and is not a readable save, so it is left alone" in out
    assert (home / "saves" / "precious.json").read_text(encoding="utf-8") == "my notes"


def test_save_needs_a_proper_name(keys):
    _, out = run(keys, "play", *START, typed=("save", "save ../../etc"))
    assert "Error: save needs a name" in out
    assert "cannot be a save name" in out


# --- the end ---------------------------------------------------------------------------------


def test_autoplay_finishes_the_game_and_shows_winner_scores_and_history(keys, home):
    result, out = run(keys, "play", "--seed", "7", "--as", "1", "--autoplay", end="")
    assert result.exit_code == 0
    assert "Game over" in out
    assert "Final scores" in out
    assert "Prime Minister with 100 VP" in out
    assert "VP by round" in out and " 100 |" in out
    assert autosaves(home) == []  # a finished game leaves the autosaves
    assert len(list((home / "finished").glob("*.json"))) == 1


def test_resuming_a_finished_game_shows_its_end(keys, home):
    run(keys, "play", "--seed", "7", "--as", "1", "--autoplay", end="")
    [finished] = (home / "finished").glob("*.json")
    result, out = run(keys, "resume", str(finished), end="")
    assert result.exit_code == 0
    assert "Game over" in out and "Final scores" in out


@pytest.mark.parametrize("players", ["3", "4"])
def test_three_and_four_player_games_play_to_the_end(keys, players):
    result, out = run(keys, "play", "--players", players, "--seed", "2", "--as", "2", "--autoplay", end="")
    assert result.exit_code == 0
    assert f"{players} players" in out and "Final scores" in out


# --- start-up ---------------------------------------------------------------------------------


@pytest.mark.parametrize("args", [["--help"], ["play", "--help"], ["resume", "--help"]])
def test_help_does_not_import_prompt_toolkit(args):
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from companion.cli import main\n"
        f"CliRunner().invoke(main, {args!r})\n"
        "print('LOADED' if 'prompt_toolkit' in sys.modules else 'CLEAN')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "CLEAN"


def test_question_time_in_solo_play_shows_a_by_election_drawn_for_another_seat_and_no_card_held(keys, home):
    from engine import load_game

    # seed 1: Salisbury, the Clockwork Opposition Leader, draws By-Election 1 for his questions
    _, out = run(
        keys, "play", "--players", "4", "--seed", "1", "--as", "1", "--option", "question-time", typed=("log", "? draw")
    )
    [autosave] = autosaves(home)
    game = load_game(autosave)
    held = game.state.scenario_state["question_time"]["held"]
    cards = [card for seat, hand in held.items() for card in hand]
    assert "0" not in held and len(cards) == 6  # the PM asks no questions; the three others hold two each
    flat = " ".join(out.split())
    # what the rules show: the By-Election drawn, set aside, replaced and shuffled back; the others' draws unnamed
    assert "#3 R1 Table: dealt (question time event): By-Election 1" in flat
    assert "-> Marquess of Salisbury draws By-Election 1: it is shown, set aside and replaced" in flat
    assert "-> By-Election 1 shuffled back into the Event deck" in flat
    assert flat.count("dealt (question time event): a card you cannot see") >= 2 * len(cards)  # the moves, then the log
    # what the rules keep hidden: no card held for Question Time shows anywhere (moves, log, reasons, ?)
    shown = [card for card in cards if card in out]
    assert not shown, shown
    assert "By-Election 1" not in " ".join(cards)
    # play on as the PM through his Question Time turn: his draws and selections, the Member
    # he calls, the Event that Member asks about and the PM's answer to it
    typed, asked, after = pm_through_question_time(game)
    _, out = run(keys, "resume", typed=(*typed, "log"))
    flat = " ".join(out.split())
    called, answer = typed[-2], typed[-1]
    asker = called.split('"')[1]
    assert "Several Members wish to ask a question: call one" in flat
    assert f"You: {called}" in flat and f"Resolve {asked}" in flat  # the card asked about is shown to all
    answered = flat.split(f"You: {answer}", 1)[1]  # what the PM sees after answering
    me = after.state.seats[0]
    assert me.cubes < 3 and f"W.E. Gladstone: {counted(me.cubes, 'Action Cube')} left" in answered
    assert "choices: type ? to list them" in answered  # his actions follow
    assert f"{asker} asks the Prime Minister about {asked}" in answered  # the log, in full
    effects = [str(e) for e in after.log[-1].happened]  # the answer's cost and effects, in the log
    assert len(effects) > 1 and all(text in answered for text in effects), effects
    still_held = [card for hand in after.state.scenario_state["question_time"]["held"].values() for card in hand]
    assert still_held and not [card for card in still_held if card in out]  # the cards not asked about stay hidden


def pm_through_question_time(game):
    """The PM's (seat 1's) typed lines from `game` to his answer to the first question asked
    (the first choice each time, and an answer that costs a cube), the Clockwork playing the
    other seats as `play` does; the card asked about and the game after the answer."""
    from companion.seats import opponent

    others = {s: opponent(s, game.seed, "standard")[0] for s in range(1, 4)}
    typed: list[str] = []
    while True:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if decision.owner != 0:
            game.apply(*others[decision.owner].decide(game.view(decision.owner), decision))
            continue
        asked = next(
            (
                str(h).split(" about ", 1)[1]
                for r in game.log[-2:]
                for h in r.happened
                if " asks the Prime Minister about " in str(h)
            ),
            None,
        )
        choice = decision.choices[0]
        if decision.kind == "event" and asked is not None:
            choice = next(c for c in decision.choices if str(c).startswith("option 2"))
        typed.append(str(choice))
        game.apply(choice)
        if decision.kind == "event" and asked is not None:
            assert any(kind == "call questioner" for kind in [r.kind for r in game.log])
            return typed, asked, game


def test_play_takes_the_optional_rules_and_resume_keeps_them(keys, home):
    result, out = run(keys, "play", "--players", "4", "--seed", "3", "--as", "1", "--option", "question-time")
    assert result.exit_code == 0
    assert "New game: standard, question-time, 4 players, seed 3" in out
    [autosave] = autosaves(home)
    assert saved(autosave)["setup"]["optional_rules"] == ["question-time"]
    # the Opposition and the Backbenchers hold Event cards to ask the PM with (a round with no bills)
    assert "dealt (question time event): a card you cannot see" in out
    result, out = run(keys, "resume")
    assert "Resumed: standard, question-time, 4 players, seed 3" in out
    result = CliRunner().invoke(main, ["play", "--players", "2", "--option", "question-time", "--as", "1"])
    assert (
        result.exit_code == 2
        and result.stderr.strip() == "Error: Prime Minister's Question Time needs 4 players, not 2"
    )
