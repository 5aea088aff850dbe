"""What stays on an 80-column screen: the toolbar under the prompt in `play` and at a
table, the questions asked on a line of their own, and `why` (its reason wrapped under
itself). Each is read as the terminal would show it, not as a string the code meant."""

from __future__ import annotations

import io
import re
from pathlib import Path

from rich.console import Console

from clockwork.players import make_player, play_answer
from companion import table_view
from companion.saves import SaveStore
from companion.session import Seating, Session
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def a_game_with_three_bills(players: int = 4, seed: int = 5):
    """A game dealt and played by the greedy baseline until three bills are on the board."""
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    greedy = {seat: make_player("greedy", seat, seed) for seat in range(players)}
    while len(game.state.bills_on_board()) < 3 or game.pending.is_chance:
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    return game, greedy


def test_the_toolbar_fits_80_columns_in_play_and_at_a_table(tmp_path: Path):
    game, greedy = a_game_with_three_bills()
    game.state.seats[0].vp = 100 - 1  # the widest numbers a toolbar shows
    console = Console(file=io.StringIO(), width=80)
    solo = Session(game, Seating.solo(0), {s: greedy[s] for s in (1, 2, 3)}, console, SaveStore(tmp_path), "g1")
    standing, last = solo.screen.toolbar().split("\n")  # where the game stands, the last Clockwork move
    assert len(standing) < 80 and len(last) < 80
    assert standing.startswith(" R1 Actions \u00b7 ") and "seats Lib " in standing and "you 99 VP, St " in standing
    assert last.startswith(" Last Clockwork move: #")
    table = Session(game, Seating.table(frozenset(range(4))), {}, console, SaveStore(tmp_path), "g2")
    standing, last = table.screen.toolbar().split("\n")
    assert (
        len(standing) < 80
        and re.search(r" \u00b7 Lib \d+ Con \d+ \u00b7 ", standing)
        and "Votes 1 " in standing
        and ", 3 " in standing
        and "PM " in standing
    )
    assert last == " Clockwork: no move yet"  # every seat typed at this table
    # a wide screen keeps every word
    wide = (
        Session(
            game,
            Seating.solo(0),
            {s: greedy[s] for s in (1, 2, 3)},
            Console(file=io.StringIO(), width=160),
            SaveStore(tmp_path),
            "g3",
        )
        .screen.toolbar()
        .split("\n")[0]
    )
    assert wide.endswith("? choices \u00b7 help") and wide.startswith(" Round 1 \u00b7 Actions \u00b7 ")


def test_why_wraps_the_reason_under_itself_at_80_columns(tmp_path: Path):
    from companion.seats import opponent

    game = new_game(standard_setup(COMPONENTS, 2, seed=4), seed=4, components=COMPONENTS)
    clockwork = opponent(1, 4, "standard")[0]
    while not any(r.owner == 1 and len(r.reason) > 80 for r in game.log):
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        player = clockwork if decision.owner == 1 else make_player("greedy", 0, 4)
        play_answer(game, player)
    console = Console(file=io.StringIO(), width=80)
    session = Session(game, Seating.solo(0), {1: clockwork}, console, SaveStore(tmp_path), "g1")
    session.why()
    move, *reason = console.file.getvalue().splitlines()
    assert move.startswith("#") and len(reason) >= 2
    assert reason[0].startswith("    why: ") and all(line.startswith("    ") and len(line) <= 80 for line in reason)


def test_the_question_when_leaving_fits_80_columns_beside_a_name():
    from companion.session_saving import LEAVE_PROMPT

    assert len(LEAVE_PROMPT + "a-name-for-the-evening.json") < 80


def board_rule(draw, game, width: int) -> str:
    """The first line of a board drawn `width` columns wide: the status line in its rule."""
    console = Console(file=io.StringIO(), width=width, highlight=False)
    draw(console, game)
    return console.file.getvalue().splitlines()[0]


def test_the_status_line_over_the_board_is_whole_at_80_columns_and_full_on_a_wide_screen():
    from companion import compact_board, render

    game = new_game(standard_setup(COMPONENTS, 4, seed=8), seed=8, components=COMPONENTS)
    greedy = {seat: make_player("greedy", seat, 8) for seat in range(4)}
    seen: set[str] = set()
    while not game.over:  # every phase, Government, Pact and Election Marker a whole game shows
        narrow = board_rule(lambda console, g: compact_board.render_compact(console, g, 0), game, 80)
        state = game.state
        assert "\u2026" not in narrow and f"Round {state.round} " in narrow, narrow  # 80 columns hold the round in full
        assert "Gov" in narrow and "Marker" in narrow and "Pact" in narrow and len(narrow) <= 80, narrow
        seen.add(narrow.strip("\u2500 "))
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    assert len(seen) > 10
    wide = board_rule(lambda console, g: render.render_board(console, g, 0), game, 160)
    assert "\u2026" not in wide and f"{game.state.government.title} Government" in wide and "Election Marker " in wide
    assert render.status_line(game) in wide  # the full line, as before


def test_the_compact_board_keeps_a_resigned_backbenchers_vp_and_every_pool_in_80_columns():
    from companion import compact_board
    from companion.seats import opponent
    from engine.scenario_rules import scenario_setup

    game = new_game(scenario_setup("1", None, 2, components=COMPONENTS), seed=2, components=COMPONENTS)
    clockwork = {seat: opponent(seat, 2, "standard")[0] for seat in range(4)}
    while not any(seat.resigned for seat in game.state.seats):  # A Nation in Crisis: Peel resigns at once
        decision = game.pending
        game.apply(game.deal()) if decision.is_chance else game.apply(
            *clockwork[decision.owner].decide(game.view(decision.owner), decision)
        )
    lines = compact_board.compact_lines(game, 0)
    rows = lines[lines.index(next(line for line in lines if line.startswith("# Politician"))) + 1 :][:4]
    for seat, row in zip(game.state.seats, rows):
        assert len(row) <= 80 and row.split()[-1] == str(seat.vp)
    [resigned] = [row for seat, row in zip(game.state.seats, rows) if seat.resigned]
    assert " Resigned " in resigned
    [pools] = [line for line in lines if "VP pools" in line]
    assert len(pools) <= 80 and pools.endswith(
        f"Opp {max(s.vp for s in game.state.seats if s.party != game.state.government)}"
    )


def test_advice_names_each_choice_as_it_is_typed_with_the_clockworks_marked_in_80_columns():
    from clockwork.advisor import Advice, Estimate
    from companion import advise
    from engine.decisions import EndTurn

    game, _ = a_game_with_three_bills()
    while game.pending.kind != "action":
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    decision = game.pending
    campaign = next(c for c in decision.choices if not isinstance(c, EndTurn))
    end = next(c for c in decision.choices if isinstance(c, EndTurn))
    # the Clockwork's words for its plays ("end the turn") are not what the person types
    advice = Advice(
        seat=decision.owner,
        kind="action",
        round=2,
        rounds=2,
        estimates=[
            Estimate(end, "end the turn", rule=False, results=played([100, 100, 100, 0], office=1)),
            Estimate(
                campaign,
                f"{campaign} (a long reason the Clockwork gives for it)",
                rule=True,
                results=played([100, 0, 0, 0]),
            ),
        ],
    )
    console = Console(file=io.StringIO(), width=80)
    advise.render(console, game, advice)
    text = console.file.getvalue()
    assert all(len(line) <= 80 for line in text.splitlines())
    assert "\n  end " in text and "end the turn" not in text and f"\n* {campaign} " in text
    assert "Best so far: end, 75% (" in text and "* the Clockwork's choice." in text
    assert "Runner-up: " + str(campaign)[:20] in " ".join(text.split())
    assert "Why: after end you hold the PM's mat at the start of round 4 in 100% of play-outs" in " ".join(text.split())


def played(scores: list[float], office: float = -1.0) -> list:
    """Play-outs with these scores (100: a win at the end, 0: a loss)."""
    from clockwork.playout import Result

    return [Result(won=s == 100, finished=True, margin=0.0, score=s, office=office) for s in scores]


def test_the_alternate_vote_tracker_fits_80_columns_one_column_for_every_10_votes():
    from dataclasses import replace

    from engine import board

    setup = standard_setup(COMPONENTS, 4, seed=5)
    game = new_game(replace(setup, optional_rules=("alternate-vote-tracker",)), seed=5, components=COMPONENTS)
    greedy = {seat: make_player("greedy", seat, 5) for seat in range(4)}
    while len(game.state.bills_on_board()) < 3 or game.pending.is_chance:
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    lines = table_view.tracker_lines(game, 80)
    assert all(len(line) <= 80 for line in lines), lines
    row, scale = lines[1], lines[2]
    assert scale.split() == ["150", "200", "250", "300", "350", "400", "450", "500"]
    for index, _ in game.state.bills_on_board():
        votes = board.projected_votes(game, index)
        if 150 <= votes <= 500:
            assert row[scale.index("150") + (votes - 150) // 10] in (str(index + 1), "*")
    # a wide screen keeps two columns for every 10 Votes, as the overlay
    assert (
        table_view.tracker_lines(game, 160)[2].index("200") - table_view.tracker_lines(game, 160)[2].index("150") == 10
    )


def screen_at_80_columns(keys, typed: str, args: list[str]) -> list[str]:
    """The lines a command writes to an 80-column screen while `typed` is keyed in."""
    from click.testing import CliRunner

    from companion.cli import main

    keys.send_text(typed)
    console = Console(file=io.StringIO(), width=80, highlight=False)
    CliRunner().invoke(main, args, obj={"console": console}, catch_exceptions=False)
    return console.file.getvalue().splitlines()


def test_the_party_question_puts_each_party_on_a_line_of_its_own_at_80_columns(keys):
    lines = screen_at_80_columns(keys, "\x04", ["play", "--seed", "21"])  # Ctrl-D at the question: no game started
    assert lines[0] == "Which party do you play? (Enter: liberal, in Government)"
    assert lines[1] == "  Liberal: Viscount Palmerston (Prime Minister)"
    assert lines[2] == "  Conservative: Marquess of Salisbury (Opposition Leader)"
    # three seats: a party with two politicians wraps under itself and says whom you play
    lines = screen_at_80_columns(keys, "\x04", ["play", "--players", "3", "--seed", "31"])
    assert lines[2].rstrip() == "  Conservative: Earl of Derby (Opposition Leader), Benjamin Disraeli (Opposition"
    assert lines[3].rstrip() == "  Backbencher)"
    assert lines[4] == "  You play the party's leader (play --as NAME plays another of its politicians)."


def test_the_banner_wraps_an_indented_line_under_itself_at_80_columns(keys):
    lines = screen_at_80_columns(keys, "\x04\x04", ["play", "--seed", "21", "--as", "1"])
    at = next(i for i, line in enumerate(lines) if line.startswith("  standard: The default."))
    assert lines[at + 1].startswith("  ") and lines[at + 1].strip()  # its second line, indented as its first


def test_a_wrong_choice_is_one_line_at_80_columns_and_a_long_error_wraps_under_itself(keys):
    lines = screen_at_80_columns(keys, "xyzzy\rdraw c\rundo\r\x04\x04", ["play", "--seed", "7", "--as", "liberal"])
    wrong = [line for line in lines if line.startswith("Error: 'xyzzy'")]
    assert wrong == ["Error: 'xyzzy' is not a legal choice (draw cross-party, draw liberal)"]
    at = next(i for i, line in enumerate(lines) if line.startswith("Error: cannot undo"))
    assert lines[at + 1].startswith(" " * len("Error: ")) and lines[at + 1].strip()  # under its words


def test_the_seat_question_at_a_table_wraps_the_politicians_under_themselves_at_80_columns(keys):
    lines = screen_at_80_columns(keys, "\x04", ["assist", "--players", "4", "--seed", "3"])
    at = next(i for i, line in enumerate(lines) if line.startswith("  Seat 1: "))
    assert lines[at + 1].startswith("  ") and lines[at + 1].strip() and len(lines[at]) <= 80  # wrapped under itself


def test_the_moves_at_a_table_wrap_under_their_words_at_80_columns(keys):
    lines = screen_at_80_columns(
        keys,
        "lunacy\rtramways\rpublic health\rcopyright\rdraw c\r\x04\x04",
        ["assist", "--politicians", "gladstone,disraeli", "--clockwork", "2", "--seed", "4"],
    )
    hidden = next(
        i for i, line in enumerate(lines) if line.startswith("R1 Cross-Party bill for Benjamin Disraeli: recorded")
    )
    assert lines[hidden + 1].startswith("   ") and lines[hidden + 1].strip()  # under the words after 'R1 '
    why = next(
        i
        for i, line in enumerate(lines)
        if line.startswith("    why: Disraeli") and "propose" in lines[i] + lines[i + 1]
    )
    assert lines[why + 1].startswith(" " * len("    why: ")) and lines[why + 1].strip()
    asked = next(i for i, line in enumerate(lines) if re.match(r"  \d+ Cross-Party bills can come up: type", line))
    assert lines[asked + 1].startswith("  ") and lines[asked + 1].strip()


def test_a_long_odds_line_at_a_table_wraps_under_odds():
    from companion.table_view import print_hanging

    console = Console(file=io.StringIO(), width=40, highlight=False)
    print_hanging(
        console,
        "[cyan]Odds[/cyan] bill 1 Licensing Act (340): passes 15 in 18 (83%) \u00b7 Election now: PM keeps office",
    )
    lines = console.file.getvalue().splitlines()
    assert len(lines) > 1 and lines[0].startswith("Odds bill 1")
    assert all(line.startswith("     ") and line.strip() for line in lines[1:])


def question_mark_at_an_action_turn(
    tmp_path: Path, width: int, height: int, typed: str = ""
) -> tuple[list[str], list[str]]:
    """What `?` (or `? typed`) prints at the person's action turn on a `width` x `height`
    screen, and the choices' words."""
    game, greedy = a_game_with_three_bills(players=2)
    while game.pending.kind != "action" or game.pending.owner != 0:
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    console = Console(file=io.StringIO(), width=width, height=height, highlight=False)
    session = Session(game, Seating.solo(0), {1: greedy[1]}, console, SaveStore(tmp_path), "g1")
    session.show_choices(typed)
    return console.file.getvalue().splitlines(), [str(c) for c in game.pending.choices]


# below the list: the prompt, the rows prompt_toolkit keeps for its menu of matches, the toolbar
PROMPT_ROWS = 6  # the prompt's line, the 3 rows it keeps for the menu on a short screen, the toolbar's 2 lines


def test_question_mark_at_80x24_fits_above_the_prompt_with_every_choice(tmp_path: Path):
    lines, choices = question_mark_at_an_action_turn(tmp_path, 80, 24)
    assert len(choices) >= 10
    assert len(lines) + PROMPT_ROWS <= 24 and all(len(line) <= 80 for line in lines), "\n".join(lines)
    assert lines[0].endswith(f"({len(choices)} choices)")
    shown = " ".join(lines)
    assert all(choice in shown for choice in choices)
    # how to read what a few of them would do, in full: `? WORD` lists them with their effects
    assert lines[-1].startswith("? WORDS: the few starting WORDS, in full (e.g. ? ")
    word = lines[-1].split("(e.g. ? ")[1].rstrip(")")
    narrowed, _ = question_mark_at_an_action_turn(tmp_path, 80, 24, word)
    assert "What it would do" in " ".join(narrowed) and len(narrowed) + PROMPT_ROWS <= 24


def test_question_mark_on_a_tall_wide_screen_is_the_table_of_what_each_would_do(tmp_path: Path):
    lines, choices = question_mark_at_an_action_turn(tmp_path, 120, 50)
    assert "What it would do" in lines[2] and not any(line.startswith("? WORD") for line in lines)
    assert any(line.strip().startswith("end ") and "end your turn" in line for line in lines)
    assert len(lines) + PROMPT_ROWS <= 50


def test_the_choices_in_columns_say_how_many_more_where_even_columns_do_not_fit():
    from companion.choices_list import columns

    labels = [f"select bill number {n}" for n in range(40)]
    lines = columns(labels, 80, 6)
    assert len(lines) == 6 and lines[-1] == "... and 25 more"
    assert lines[0].split("   ")[0] == "select bill number 0" and "select bill number 5" in lines[0]
    assert columns(labels[:4], 80, 6) == [
        "select bill number 0   select bill number 2",
        "select bill number 1   select bill number 3",
    ]


def test_the_full_boards_tables_keep_every_heading_and_value_whole_at_100_and_120_columns():
    from companion import render

    game, _ = a_game_with_three_bills()  # four seats: the widest mats ("Opp. Backbencher") and both parties
    for width in (100, 120):
        table, solo = Console(file=io.StringIO(), width=width), Console(file=io.StringIO(), width=width)
        table_view.render_board(table, game, {1, 3})
        render.render_board(solo, game, 0)
        for console, title in ((table, "VP pools"), (solo, "Politicians")):
            lines = console.file.getvalue().splitlines()
            at = next(i for i, line in enumerate(lines) if line.startswith(title))
            block = lines[at : at + 8]  # the title, a blank line, the headings, the rule, the four seats
            assert not any("\u2026" in line for line in block), (width, "\n".join(block))
            assert all(len(line) <= width for line in block)
            headings = block[2].split()
            assert headings[-1] in ("Bills", "VP") and (
                "Mat" in headings and ("Stand" in headings or "Standing" in headings)
            )
            for seat in game.state.seats:
                assert any(seat.politician in line for line in block)


def test_the_win_column_says_too_few_play_outs_rather_than_an_interval_of_0_to_79_percent():
    from clockwork.advisor import Advice, Estimate
    from companion import advise
    from engine.decisions import EndTurn

    game, _ = a_game_with_three_bills()
    while game.pending.kind != "action":
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    campaign, end = game.pending.choices[0], next(c for c in game.pending.choices if isinstance(c, EndTurn))
    advice = Advice(
        seat=0,
        kind="action",
        estimates=[
            Estimate(end, "end", results=played([0])),
            Estimate(campaign, str(campaign), results=played([100, 0] * 20)),
        ],
    )
    assert advise.win_column(advice) == {"end": "? (1 play-out)", str(campaign): "50% (35%-65%)"}


def test_advise_on_at_80x24_gives_each_choice_a_chance_or_too_few_to_tell_and_fits_above_the_prompt(tmp_path: Path):
    game, greedy = a_game_with_three_bills(players=2)
    while game.pending.kind != "action" or game.pending.owner != 0:
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    session = Session(game, Seating.solo(0), {1: greedy[1]}, console, SaveStore(tmp_path), "g1")
    session.handle("advise on")
    before = len(console.file.getvalue())
    session.show_choices("")
    lines = console.file.getvalue()[before:].splitlines()
    listed = lines[next(i for i, line in enumerate(lines) if line.endswith("choices)")) :]  # past the progress bar
    text = " ".join(listed)
    # a chance beside each choice (a percentage alone in columns), or too few play-outs to tell, said below the list
    assert re.search(r"win (\d+% \(\d+%-\d+%\)|\? \(\d+ play-outs?\))", text) or re.search(r"\S \((\d+%|\?)\)", text), (
        text
    )
    assert all(int(high) - int(low) <= 40 for low, high in re.findall(r"\d+% \((\d+)%-(\d+)%\)", text))
    too_few = re.search(r"win \? \(|\S \(\?\)", text) is not None
    assert (listed[-1] == "win ?: too few play-outs to tell in the quick look of ?; advise weighs longer.") == too_few
    assert len(listed) + PROMPT_ROWS <= 24 and all(len(line) <= 80 for line in listed)


def test_a_card_typed_unseen_lists_what_can_come_up_without_offering_to_narrow_it(keys):
    lines = screen_at_80_columns(
        keys, "?\r\x04\x04", ["assist", "--politicians", "gladstone,disraeli", "--clockwork", "2", "--seed", "3"]
    )
    at = next(
        i
        for i, line in enumerate(lines)
        if line.startswith("Which Cross-Party bill did Benjamin Disraeli draw? (40 cards")
    )
    end = next(i for i in range(at + 1, len(lines)) if lines[i].startswith("The game is autosaved"))  # Ctrl-D
    cells = [cell for line in lines[at + 1 : end] for cell in re.split(r"\s{3,}", line.strip()) if cell]
    # ? WORD is not looked up for a card typed unseen: no line offering it, and every card listed
    assert len(cells) == 40 and "Tramways Act" in cells and not any(line.startswith("? WORD") for line in lines)


def test_help_fits_above_the_prompt_at_80x24_and_help_word_says_what_one_word_does(keys):
    from click.testing import CliRunner

    from companion.cli import main
    from companion.choices_list import spare_rows

    def shown(typed: str, width: int, height: int) -> str:
        keys.send_text(typed + "\r\x04\x04")
        console = Console(file=io.StringIO(), width=width, height=height, highlight=False)
        CliRunner().invoke(
            main, ["play", "--seed", "11", "--as", "1"], obj={"console": console}, catch_exceptions=False
        )
        out = console.file.getvalue()
        return out[out.index("Type a choice (unique") : out.index("Ctrl-D offers to save and quit.")]

    small = shown("help", 80, 24)
    assert len(small.splitlines()) + 1 <= 24 - spare_rows(24), small  # the words, then the Ctrl-C line
    assert "help WORD: what it does" in small and "undo [N]" in small and "take back" not in small
    assert all(len(line) <= 80 for line in small.splitlines())
    keys.send_text("help undo\r\x04\x04")
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    CliRunner().invoke(main, ["play", "--seed", "11", "--as", "1"], obj={"console": console}, catch_exceptions=False)
    assert "undo [N] take back your last choice, or N of them" in " ".join(console.file.getvalue().split())
    tall = shown("help", 120, 60)  # room for every word with what it does
    assert "undo [N]" in tall and "take back your last choice" in tall


def test_the_example_under_a_cut_list_of_question_word_lists_fewer_choices_each_in_full(tmp_path: Path):
    """`? WORD` narrowed to choices all starting alike (9 plays of Prince Albert, each cut at
    80x24): the example below names words that list fewer of them, and those in full."""
    players, seed = 4, 1
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    greedy = {seat: make_player("greedy", seat, seed) for seat in range(players)}

    def asked(typed: str) -> list[str]:
        console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
        Session(game, Seating.solo(game.pending.owner), {}, console, SaveStore(tmp_path), "g1").show_choices(typed)
        return console.file.getvalue().splitlines()

    alike = 0
    while alike == 0:
        decision = game.pending
        if decision.kind == "action":
            for word in sorted({str(c).split()[0] for c in decision.choices}):
                lines = asked(word)
                if not lines[-1].startswith("? WORD"):
                    continue  # the list fits in full
                example = lines[-1].split("(e.g. ? ")[1].rstrip(")")
                narrowed = asked(example)
                assert len(narrowed) + PROMPT_ROWS <= 24 and "What it would do" in narrowed[2], "\n".join(narrowed)
                assert not any("\u2026" in line or line.startswith("? WORD") for line in narrowed), "\n".join(narrowed)
                assert int(narrowed[0].rsplit("(", 1)[1].split()[0]) < int(lines[0].rsplit("(", 1)[1].split()[0])
                alike += len({" ".join(str(c).split()[:2]) for c in decision.choices if str(c).startswith(word)}) == 1
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )


def test_bill_selection_at_80x24_gives_each_bill_its_line_rather_than_a_narrow_column(tmp_path: Path):
    """Long choices (`select "Landlord and Tenant (Ireland) Act"`) left the one-line table a
    column of 28 characters ('slot 1 (A+30): projected 36…'); each bill now has its own line,
    whole where 80 columns hold it, what passing it scores included."""
    players, seed = 4, 1
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    greedy = {seat: make_player("greedy", seat, seed) for seat in range(players)}
    while game.pending.kind != "select bill":
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else greedy[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    session = Session(game, Seating.solo(game.pending.owner), {}, console, SaveStore(tmp_path), "g1")
    session.show_choices("")
    lines = console.file.getvalue().splitlines()
    assert len(lines) + PROMPT_ROWS <= 24 and all(len(line) <= 80 for line in lines)
    whole = [f"{choice} \u00b7 {session.screen.describe_choice(choice)}" for choice in game.pending.choices]
    fitting = [line for line in whole if len(line) <= 80]
    assert fitting and all(line in lines for line in fitting), "\n".join(lines)
    assert all("if passed: " in line for line in fitting)


def test_the_odds_under_the_compact_board_at_a_table_fit_one_line_at_80_columns(tmp_path: Path):
    from companion.table_session import TableSession

    game, _ = a_game_with_three_bills()
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    TableSession(game, Seating.table(frozenset(range(4))), {}, console, SaveStore(tmp_path), "g1").show_board()
    lines = console.file.getvalue().splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Odds "))
    assert len(lines[at]) <= 80 and not lines[at + 1 :]  # one line: each bill's odds, then the Election's
    assert re.match(
        r"Odds Votes 1 \(\d+\) [^,]+, 2 \(\d+\) [^,]+, 3 \(\d+\) .+ \u00b7 Election: .*PM .*\d+%", lines[at]
    )


def test_a_bill_line_of_the_compact_board_keeps_its_vp_at_80_columns():
    """A bill's line is cut at 80 columns; where the whole line is wider, the deck and the
    odds are said in short first (`Con, P+20`, `50%`), so its VP stay on the screen, and
    then on every bill's line alike."""
    from companion import compact_board

    game = new_game(standard_setup(COMPONENTS, 4, seed=7), seed=7, components=COMPONENTS)
    seats = {s: make_player("clockwork", s, 7) for s in range(4)}
    shortened = checked = 0
    while not game.over and game.state.round <= 12:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if decision.kind == "action":
            lines = compact_board.bill_lines(game, 80)
            for (_index, slot), line in zip(game.state.bills_on_board(), lines):
                bill = COMPONENTS.bill(slot.name)
                assert len(line) <= 80 and f", {bill.vp} VP" in line, line
                shortened += f"({bill.deck.title}," not in line
                checked += 1
            # the lines of one board are written one way: all the odds in short, or none
            assert len({" votes, " in line for line in lines}) == 1, lines
        game.apply(*seats[decision.owner].decide(game.view(decision.owner), decision))
    assert checked >= 100 and shortened >= 10, (checked, shortened)


def test_the_longest_advice_fits_80x24_above_the_prompt():
    """Eight choices with long words, the leaders equal, choices left out: the table and its
    lines (the answer, why, settled, how) in 80 columns and 24 rows with the prompt."""
    from clockwork.advisor import Advice, Estimate
    from companion import advise

    game, _ = a_game_with_three_bills()
    words = [f'play "Isambard Kingdom Brunel" {n} Conservatives' for n in range(1, 9)]
    estimates = [
        Estimate(
            w,
            w,
            rule=n == 3,
            results=played([60.0 - n, 61.0 - n] * 8, office=1.0 if n % 2 else -1.0),  # type: ignore[arg-type]
            dropped=n > 1,
        )
        for n, w in enumerate(words)
    ]
    advice = Advice(
        seat=0, kind="action", estimates=estimates, round=4, rounds=1, left_out=23, wall=1.6, verdict="equal"
    )
    advice.estimates[1].dropped = False
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    advise.render(console, game, advice)
    lines = console.file.getvalue().rstrip("\n").splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert len(lines) + PROMPT_ROWS <= 24, "\n".join(lines)
    text = " ".join(" ".join(lines).split())
    assert "Equal: " in text and "Why: " in text and "Settled: the leaders are within 3 points" in text
    assert "23 other legal choices not weighed." in text
