"""What `play` says as the Clockwork moves (one line a move by default, reasons on request,
a verbosity setting) and the board that fits an 80x24 terminal."""

from __future__ import annotations

import io

from click.testing import CliRunner
from rich.console import Console

from clockwork.players import make_player, play_answer
from companion import game_log
from companion import commentary, compact_board
from companion.cli import main
from engine import standard_components
from engine.setup import new_game, standard_setup

ENTER = "\r"
QUIT = "\x04\x04"


def run(keys, *args: str, typed: tuple[str, ...] = (), width: int = 80, height: int = 24) -> str:
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(QUIT)
    console = Console(file=io.StringIO(), width=width, height=height, highlight=False)
    CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return console.file.getvalue()


def clockwork_round(players: int = 4, seed: int = 3, plies: int = 60):
    """A Clockwork-only game `plies` choices in."""
    components = standard_components()
    game = new_game(standard_setup(components, players, seed=seed), seed=seed, components=components)
    bots = {seat: make_player("clockwork", seat, seed) for seat in range(players)}
    while len(game.log) < plies:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
        else:
            play_answer(game, bots[decision.owner])
    return game


def test_a_two_player_bill_selection_tells_the_opponents_draws_in_one_line(keys):
    out = run(keys, "play", "--seed", "11", "--as", "gladstone")
    before_question = out.split("Draw a bill", 1)[0]
    moves = [line for line in before_question.splitlines() if line.startswith("#1")]
    assert len(moves) == 1 and "Earl of Derby: drew 4 bills" in moves[0] and "proposes" in moves[0]


def told_at(game, width: int, tmp_path) -> list[str]:
    """The moves of `game` as `play` prints them on a screen `width` columns wide."""
    from companion.saves import SaveStore
    from companion.session import Seating, Session

    console = Console(file=io.StringIO(), width=width, highlight=False)
    session = Session(game, Seating.solo(0), {}, console, SaveStore(tmp_path), "g1")
    session.commentary.told = 0
    session.comment()
    return console.file.getvalue().splitlines()


def without_setup(lines: list[str]) -> list[str]:
    """The lines told, less each round's setup (`Round 2 begins: ...` and the lines it wraps to)."""
    out, setup = [], False
    for line in lines:
        setup = line.startswith("Round ") or (setup and line.startswith(" "))
        if not setup:
            out.append(line)
    return out


def test_normal_commentary_is_one_move_a_line_wrapped_under_itself_where_80_columns_cut_it(tmp_path):
    game = clockwork_round()
    told = [line for line in commentary.lines(game, game.log, viewer=0) if not line.plain.startswith("Round ")]
    grouped = commentary.moves(game.log)
    assert len(told) == len(grouped) < len(game.log)  # a round's setup has a line of its own besides
    whole = [line.plain for line in told]
    assert any(len(line) > 80 for line in whole)  # a move 80 columns cannot hold
    narrow = without_setup(told_at(game, 80, tmp_path))
    assert all(len(line) <= 80 for line in narrow) and not any("\u2026" in line for line in narrow)
    # each move starts its own line (#N), its other lines go under its words after the number
    starts = [i for i, line in enumerate(narrow) if line.startswith("#")]
    assert len(starts) == len(whole)
    for move, start, end in zip(whole, starts, starts[1:] + [len(narrow)]):
        lead = len(move.split(" ", 1)[0]) + 1
        assert all(line.startswith(" " * lead) and line[lead] != " " for line in narrow[start + 1 : end])
        assert " ".join(line.strip() for line in narrow[start:end]) == move
    # a wide screen gives each move one line, as before
    wide = without_setup(told_at(game, 120, tmp_path))
    assert [line for line in whole if len(line) <= 120] == [line for line in wide if line in whole] != []
    assert not any("why:" in line for line in narrow)


def test_quiet_leaves_out_draws_and_idle_ends_and_chatty_gives_every_reason():
    game = clockwork_round()
    normal = commentary.lines(game, game.log, viewer=0)
    quiet = commentary.lines(game, game.log, viewer=0, verbosity="quiet")
    chatty = commentary.lines(game, game.log, viewer=0, verbosity="chatty")
    assert len(quiet) < len(normal)
    assert not any(": drew" in line.plain for line in quiet if not line.plain.split(" ", 1)[1].startswith("You:"))
    reasons = [r for r in game.log if r.reason and r.owner not in (0, -1) and game_log.may_see(game, r, 0)]
    assert sum("why:" in line.plain for line in chatty) == len(reasons) > 0


def test_verbosity_and_why_n_at_the_prompt(keys):
    out = run(
        keys,
        "play",
        "--seed",
        "11",
        "--as",
        "gladstone",
        typed=("verbosity chatty", "draw c", "verbosity loud", "verbosity", "why 1", "why 999"),
    )
    assert "Verbosity: chatty" in out
    assert "verbosity takes quiet, normal or chatty, not 'loud'" in out
    assert "#1 Earl of Derby (Opp. Leader): draw" in out and "why: " in out
    assert "why takes a move number from 1 to" in out


def test_the_compact_board_fits_80_columns_in_20_lines():
    game = clockwork_round(plies=40)
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    compact_board.render_board(console, game, 0, "compact")  # asked for: at 80x24 the short board is drawn unasked
    lines = console.file.getvalue().splitlines()
    assert len(lines) <= 20 and all(len(line) <= 80 for line in lines)
    text = "\n".join(lines)
    for seen in ("Cons", "Work", "Seats", "Gov. MPs", "Stand", "Favour", "VP", "Your Supporters"):
        assert seen in text
    for seat in game.state.seats:
        assert seat.politician in text


def test_the_full_board_when_the_screen_is_large_enough():
    game = clockwork_round(plies=40)
    big = Console(file=io.StringIO(), width=140, height=70, highlight=False)
    compact_board.render_board(big, game, 0)
    assert "Sectors: Popularity points and track" in big.file.getvalue()
    small = Console(file=io.StringIO(), width=140, height=24, highlight=False)
    compact_board.render_board(small, game, 0)
    assert "Sectors: Popularity points and track" not in small.file.getvalue()
    compact_board.render_board(small, game, 0, "full")
    assert "Sectors: Popularity points and track" in small.file.getvalue()


def test_the_board_is_drawn_at_phase_changes_not_before_every_decision(keys):
    out = run(keys, "play", "--seed", "11", "--as", "gladstone", typed=("draw c", "draw c", "board"))
    # the first decision and `board`: two boards, not one before each of the three draws
    assert out.count("Round 1 \u00b7 Bill Selection") == 2


def test_the_verbosity_chosen_is_kept_for_resume(keys, home):
    import json

    run(keys, "play", "--seed", "11", "--as", "gladstone", typed=("verbosity quiet",))
    [autosave] = sorted((home / "autosave").glob("*.json"))
    assert json.loads(autosave.read_text())["setup"]["options"]["companion"]["verbosity"] == "quiet"


def test_a_selected_bills_move_names_the_bill_once():
    components = standard_components()
    game = new_game(standard_setup(components, 2, seed=5), seed=5, components=components)
    greedy = {seat: make_player("greedy", seat, 5) for seat in range(2)}
    selected = []
    while game.state.phase.value == "bill selection" or not selected:
        decision = game.pending
        choice = (
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
        record = game.apply(choice)
        if decision.kind == "select bill":
            selected.append(record)
    for record in selected:
        bill = record.choice.bill
        line = commentary.move_line(game, commentary.Move([record]), 0)
        assert line.count(bill) == 1 and " - placed in slot " in line, line
        assert (
            f"({game.components.bill(bill).projection_label}, {game.components.bill(bill).vp} VP): projected " in line
        )


def test_an_event_dealt_is_named_once_in_the_moves():
    from engine import TABLE

    game = clockwork_round()
    dealt = [r for r in game.log if r.owner == TABLE and any(str(e).startswith("Event: ") for e in r.happened)]
    assert dealt
    for record in dealt:
        line = commentary.move_line(game, commentary.Move([record]), 0)
        event = next(str(e)[len("Event: ") :] for e in record.happened if str(e).startswith("Event: "))
        assert line.count(event) == 1 and line.startswith(f"#{record.ply + 1} dealt (events): {event}"), line
