"""Each scenario told truly in `play`: its briefing at the start and on `briefing`, its real
values on the board and in `?`, a confirmation before a choice that ends the game, and an
end screen that says only what applies. One test per scenario."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from clockwork.players import make_player
from companion import compact_board, game_log, render, scenario_view
from companion.cli import main
from companion.describe import describe
from companion.saves import OPTIONS_KEY
from engine.decisions import Select, Withdraw
from engine import standard_components
from engine.save import save_game
from engine.scenario_rules import scenario_setup
from engine.setup import new_game, standard_setup

ENTER = "\r"
QUIT = "\x04\x04"


def run(keys, *args: str, typed: tuple[str, ...] = ()) -> str:
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(QUIT)
    console = Console(file=io.StringIO(), width=100, height=60, highlight=False)
    CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return " ".join(console.file.getvalue().split())  # the words, whatever the wrapping


def scenario_game(name: str, players: int | None = None, seed: int = 4):
    components = standard_components()
    setup = scenario_setup(name, players, seed, components=components)
    options = {"human": 0, "opponents": "clockwork", "difficulty": "standard", "game_id": "g1"}
    setup = replace(setup, options={**setup.options, OPTIONS_KEY: options})
    return new_game(setup, seed=seed, components=components)


def play_until(game, done, select: str | None = None, limit: int = 3000):
    """Clockwork plays every seat until `done(game)`; the PM selects `select` when offered."""
    bots = {seat.index: make_player("clockwork", seat.index, game.seed) for seat in game.state.seats}
    for _ in range(limit):
        if game.over or done(game):
            return game
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
        elif select is not None and Select(select) in decision.choices:
            game.apply(Select(select))
        else:
            game.apply(*bots[decision.owner].decide(game.view(decision.owner), decision))
    raise AssertionError("the position never came")


def withdrawing(bill: str):
    def done(game) -> bool:
        decision = game.pending
        return decision is not None and any(
            isinstance(c, Withdraw) and game.state.slots[c.slot - 1].name == bill for c in decision.choices
        )

    return done


def withdraw_of(game, bill: str) -> Withdraw:
    return next(
        c for c in game.pending.choices if isinstance(c, Withdraw) and game.state.slots[c.slot - 1].name == bill
    )


def board_text(game) -> str:
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    compact_board.render_board(console, game, 0)
    full = Console(file=io.StringIO(), width=160, height=24, highlight=False)
    render.render_board(full, game, 0)
    return " ".join((console.file.getvalue() + full.file.getvalue()).split())


def saved(home: Path, game, name: str = "here") -> str:
    """Save the game for `resume NAME`, the person at the seat whose decision is pending."""
    options = {**game.setup.options[OPTIONS_KEY], "human": game.pending.owner}
    game.setup = replace(game.setup, options={**game.setup.options, OPTIONS_KEY: options})
    (home / "saves").mkdir(parents=True, exist_ok=True)
    save_game(game, home / "saves" / f"{name}.json")
    return name


def confirms_the_end(keys, home: Path, game, choice: Withdraw, consequence: str) -> str:
    """`choice` at the prompt asks first, `no` keeps the game going, `yes` ends it."""
    name = saved(home, game)
    out = run(keys, "resume", name, typed=(str(choice), "no", str(choice), "yes"))
    asked = f"{choice} ENDS THE GAME:"
    assert out.count(asked) == 2 and consequence in out.split(asked, 1)[1]
    assert "Type yes to do it" in out and f"Not done: {choice}" in out
    assert "Game over" in out.split("Not done", 1)[1]
    return out


def test_scenario_1_a_nation_in_crisis(keys):
    out = run(keys, "play", "--scenario", "1", "--as", "1", "--seed", "4", typed=("briefing",))
    assert "Scenario 1: A Nation in Crisis" in out and out.count("Goal: ") == 2  # at the start and on `briefing`
    assert "otherwise when round 8 ends, the PM then in office wins" in out
    game = scenario_game("a-nation-in-crisis")
    assert "Irish Coercion Act" in board_text(game) and "Scenario briefing" in board_text(game)
    # nothing a player chooses ends the game at once before the clock runs out
    decision = game.pending
    assert not any("ENDS THE GAME" in describe(game, decision.owner, decision, c) for c in decision.choices)


def test_scenario_2_home_rule_for_ireland(keys, home):
    out = run(keys, "play", "--scenario", "2", "--as", "gladstone", "--seed", "4")
    assert "Scenario 2: Home Rule for Ireland" in out and "VP are not kept" in out
    assert "still PM when round 3 ends" in out
    game = scenario_game("home-rule-for-ireland")
    vp, effects = scenario_view.bill_terms(game, "Irish Church Act")
    assert vp == "no VP kept" and "Disraeli wins if it fails or is withdrawn" in effects
    assert "VP pools" not in board_text(game)  # no VP kept: no pools shown
    game = play_until(game, withdrawing("Irish Church Act"), select="Irish Church Act")
    assert "no VP kept" in board_text(game)
    choice = withdraw_of(game, "Irish Church Act")
    out = confirms_the_end(keys, home, game, choice, "Disraeli")
    end = out.rsplit("Game over", 1)[1]
    assert "Pact" not in end and "VP by round" not in end  # no Pact, no VP in this scenario


def test_scenario_3_the_queens_favour(keys, home):
    out = run(keys, "play", "--scenario", "3", "--as", "1", "--seed", "4", typed=("briefing",))
    assert "Scenario 3: The Queen's Favour" in out and out.count("Goal: ") == 2
    assert "Passing one scores 10 VP to that PM" in out and "also scores 3 VP" in out
    game = play_until(scenario_game("the-queens-favour"), withdrawing("Royal Titles Act"), select="Royal Titles Act")
    board = board_text(game)
    assert "Royal Titles Act" in board and "10 VP: n" in board and "4 VP" not in board
    assert "nothing else (a Queen's Bill" in board  # the full board's If passed column
    choice = withdraw_of(game, "Royal Titles Act")
    assert "ENDS THE GAME" in describe(game, game.pending.owner, game.pending, choice)
    out = confirms_the_end(keys, home, game, choice, "Royal Titles Act was lost")
    end = out.rsplit("Game over", 1)[1]
    assert "the Pact held throughout" not in end and "Pact" not in end


def test_scenario_4_repealing_the_corn_laws(keys, home):
    out = run(keys, "play", "--scenario", "4", "--as", "1", "--seed", "4")
    assert "Scenario 4: Repealing the Corn Laws" in out and "(6 at first" in out
    game = scenario_game("repealing-the-corn-laws", 2)
    vp, effects = scenario_view.bill_terms(game, "Importation Act")
    assert vp == "no VP kept" and "an Election at once" in effects
    game = play_until(game, withdrawing("Importation Act"), select="Importation Act")
    assert "Importation Act" in board_text(game)
    confirms_the_end(keys, home, game, withdraw_of(game, "Importation Act"), "wins")


def test_scenario_5_the_second_reform_act(keys, home):
    out = run(keys, "play", "--scenario", "5", "--players", "2", "--as", "1", "--seed", "4")
    assert "Scenario 5: The Second Reform Act" in out and "shuffled with the next 5 Event cards" in out
    assert "within 6 Events" in out  # as the move says: 'The Riots are shuffled among the next 6 Event cards'
    act = "Representation of the People Act"
    game = play_until(scenario_game("the-second-reform-act", 2), withdrawing(act), select=act)
    assert act in board_text(game)
    # withdrawing the Act sends it back beside the board: the game goes on, so no question
    choice = withdraw_of(game, act)
    assert "ENDS THE GAME" not in describe(game, game.pending.owner, game.pending, choice)
    name = saved(home, game)
    out = run(keys, "resume", name, typed=(str(choice),))
    assert "ENDS THE GAME" not in out and "Type yes" not in out and f"You: {choice}" in out


def test_scenario_6_fractured_parliament(keys):
    out = run(keys, "play", "--scenario", "6", "--players", "2", "--as", "1", "--seed", "4", typed=("briefing",))
    assert (
        "Scenario 6: Fractured Parliament" in out and out.count("Goal: ") == 2 and "80 MPs sit for neither party" in out
    )
    assert "The Opposition starts with 5 VP." in out  # as the board shows from the first decision
    game = scenario_game("fractured-parliament", 2)
    assert "Pact not in this game" in board_text(game) or "Pact not in this game" in board_text(game).replace("  ", " ")
    decision = game.pending
    assert not any("ENDS THE GAME" in describe(game, decision.owner, decision, c) for c in decision.choices)


def test_scenario_7_the_liberal_unionist(keys):
    out = run(keys, "play", "--scenario", "7", "--as", "1", "--seed", "4")
    assert "Scenario 7: The Liberal Unionist" in out and "takes 2 Action Cubes a round" in out
    assert "Marquess of Salisbury starts with 5 VP." in out
    assert "while below 90 VP" in out
    game = scenario_game("the-liberal-unionist")
    assert scenario_view.bill_terms(game, "Government of Ireland Act")[0] == "7 to W.E. Gladstone alone"
    decision = game.pending
    assert not any("ENDS THE GAME" in describe(game, decision.owner, decision, c) for c in decision.choices)


def test_a_bill_whose_vp_a_scenario_keeps_back_says_so_once_in_words():
    # Home Rule: the Opposition keeps no bill's VP; `?` read "if passed: no VP kept VP, ..."
    game = play_until(scenario_game("home-rule-for-ireland", seed=1), lambda g: g.pending.kind == "select bill")
    decision = game.pending
    said = [describe(game, decision.owner, decision, c) for c in decision.choices]
    assert said and all("if passed: no VP kept" in text and "kept VP" not in text for text in said), said
    game = play_until(game, lambda g: len(g.state.bills_on_board()) == 3 and g.pending.kind != "select bill")
    lines = compact_board.bill_lines(game)
    assert lines and all("VP" not in line for line in lines), lines  # at 80 columns the effects get the room
    assert scenario_view.vp_words("5 to Joseph Chamberlain alone") == "5 VP to Joseph Chamberlain alone"
    assert scenario_view.vp_words("3") == "3 VP"


def parliament_column(game, width: int) -> list[str]:
    """The compact board's rows beside the Sectors, as a `width`-column screen shows them."""
    console = Console(file=io.StringIO(), width=width, height=24, highlight=False)
    compact_board.render_compact(console, game, 0)
    return [line[compact_board.LEFT :] for line in console.file.getvalue().splitlines()[1:10]]


def test_the_compact_board_says_who_wins_and_where_the_marker_is_in_words_80_columns_hold():
    crisis = parliament_column(scenario_game("a-nation-in-crisis"), 80)
    home_rule = parliament_column(scenario_game("home-rule-for-ireland"), 80)
    for rows in (crisis, home_rule):
        assert not any("\u2026" in row for row in rows), "\n".join(rows)
    # scenario 1 ends after round 8 with the PM then in office: the Victory row says so
    assert "Victory     100 VP, or PM when R8 ends" in crisis
    assert "Popularity  Lib 49, Con 50: Con lead 1" in crisis
    assert "Election    Marker off till an Election" in home_rule
    # a wide screen has the whole words
    wide = parliament_column(scenario_game("a-nation-in-crisis"), 130)
    assert "Victory     first PM at 100 VP wins, or the PM when round 8 ends" in wide
    assert "Popularity  Lib 49, Con 50: Conservative lead 1" in wide
    assert "Election    Marker removed (returns after the next Election)" in parliament_column(
        scenario_game("home-rule-for-ireland"), 130
    )
    full = Console(file=io.StringIO(), width=160, height=24, highlight=False)
    render.render_board(full, scenario_game("a-nation-in-crisis"), 0)
    assert "(first PM at 100 VP wins, or the PM when round 8 ends)" in " ".join(full.file.getvalue().split())


def test_a_bill_put_on_the_board_gives_the_vp_the_scenario_keeps_in_the_moves_and_the_log():
    from companion import commentary
    from engine.decisions import Select as Selected

    game = play_until(
        scenario_game("home-rule-for-ireland"), lambda g: any(isinstance(r.choice, Selected) for r in g.log)
    )
    record = next(r for r in game.log if isinstance(r.choice, Selected))
    bill = game.components.bill(record.choice.bill)
    line = commentary.move_line(game, commentary.Move([record]), 0)
    assert f"({bill.projection_label}, no VP kept): projected " in line and f"{bill.vp} VP" not in line, line
    console = Console(file=io.StringIO(), width=200, highlight=False)
    game_log.render_log(console, game, 0)
    log = console.file.getvalue()
    assert f"-> {bill.name} ({bill.projection_label}, no VP kept) placed in slot " in log
    assert f"({bill.projection_label}, {bill.vp} VP)" not in log


def test_the_briefings_say_what_the_game_does():
    from engine.decisions import Flatter

    queens = scenario_game("the-queens-favour")
    said = " ".join(scenario_view.briefing(queens))
    # a Flatter action scores 3 VP at either level: the briefing said 'each Action Cube'
    assert "Each Flatter action (at either level) also scores 3 VP" in said and "Action Cube spent" not in said
    game = play_until(
        queens,
        lambda g: (
            g.pending.kind == "action" and any(isinstance(c, Flatter) and c.level == 2 for c in g.pending.choices)
        ),
    )
    flatterer = game.pending.owner
    before = game.state.seats[flatterer].vp
    game.apply(next(c for c in game.pending.choices if isinstance(c, Flatter) and c.level == 2))
    assert game.state.seats[flatterer].vp - before == 3
    corn = " ".join(scenario_view.briefing(scenario_game("repealing-the-corn-laws", 2)))
    assert "Goal: the Government wins by passing the Importation Act and then winning the Election it brings" in corn
    # Devonshire wins at 100 VP without being PM: the Victory row and the pools' title say so
    unionist = scenario_game("the-liberal-unionist")
    assert "Victory     PM or Devonshire at 100 VP" in parliament_column(unionist, 80)
    assert scenario_view.victory_words(unionist) == "first PM at 100 VP wins, or Devonshire at 100 VP (briefing)"


def test_the_toolbar_gives_no_vp_where_the_scenario_keeps_none(tmp_path):
    from companion.saves import SaveStore
    from companion.session import Seating, Session

    def toolbar(game) -> str:
        console = Console(file=io.StringIO(), width=200, highlight=False)  # wide: every word of the toolbar
        return Session(game, Seating.solo(0), {}, console, SaveStore(tmp_path), "g1").screen.toolbar()

    home_rule = toolbar(scenario_game("home-rule-for-ireland"))
    assert "you: Standing " in home_rule and " VP" not in home_rule and "? choices" in home_rule
    assert "you: 0 VP, Standing " in toolbar(scenario_game("the-queens-favour"))


def test_devonshire_shows_no_standing_or_favour_where_the_scenario_keeps_none(tmp_path):
    """Scenario 7 never tracks Devonshire's Standing or Favour: every board gives him a dash
    there (not a 0 and a 1 that never move), and his own toolbar leaves them out."""
    from companion import table_view
    from companion.saves import SaveStore
    from companion.session import Seating, Session

    game = scenario_game("the-liberal-unionist")
    devonshire = next(seat for seat in game.state.seats if seat.politician == "Duke of Devonshire")
    gladstone = game.state.pm
    [row] = [line for line in compact_board.politician_lines(game, None) if "Devonshire" in line]
    assert row.split()[7:9] == ["\u2014", "\u2014"], row  # 2 Duke of Devonshire Lib Gov. Backb. - - 2 ...
    [row] = [line for line in compact_board.politician_lines(game, None) if "Gladstone" in line]
    assert row.split()[5:7] == [str(gladstone.standing), str(gladstone.favour)], row
    for table in (render.politicians_table(game, None, 160), table_view.pools_table(game, (), 160)):
        console = Console(file=io.StringIO(), width=160, highlight=False)
        console.print(table)
        [line] = [line for line in console.file.getvalue().splitlines() if "Duke of Devonshire" in line]
        assert line.count("\u2014") == 2, line

    def toolbar(seat: int) -> str:
        console = Console(file=io.StringIO(), width=200, highlight=False)  # wide: every word of the toolbar
        return Session(game, Seating.solo(seat), {}, console, SaveStore(tmp_path), "g1").screen.toolbar()

    assert "Standing" not in toolbar(devonshire.index) and "cubes" in toolbar(devonshire.index)
    # nor can the table set them (`set standing Devonshire 3` would move a marker he has not)
    from companion.corrections import set_lines
    from engine import PositionError, correction_from_words

    with pytest.raises(PositionError, match="Duke of Devonshire has no Standing in this scenario"):
        correction_from_words(game, "standing Devonshire 3")
    assert correction_from_words(game, "vp Devonshire 3").marker == "vp"
    offered = [line for line, _ in set_lines(game, "set ")]
    assert "set vp Duke of Devonshire " in offered and "set favour Duke of Devonshire " not in offered
    assert f"Standing {gladstone.standing}, Favour {gladstone.favour}" in toolbar(gladstone.index)


def test_fractured_parliaments_seats_say_each_party_has_40_fewer_after_an_election():
    game = scenario_game("fractured-parliament", 4)
    assert "Seats       Lib 329, Con 329 (-40 each)" in parliament_column(game, 80)
    assert "Seats       Lib 329, Con 329, 40 fewer each after an Election" in parliament_column(game, 130)
    assert "Seats       Lib 329, Con 329" in parliament_column(scenario_game("the-queens-favour"), 80)


def test_the_party_question_of_a_scenario_comes_after_its_goal(keys):
    out = run(keys, "play", "--scenario", "2", "--seed", "4", typed=("",))
    asked = out.split("Which party do you play?", 1)[0]
    assert "Scenario 2: Home Rule for Ireland Goal: Gladstone must take office" in asked
    assert "Disraeli must stop him" in asked
    standard = run(keys, "play", "--seed", "4", typed=("",))
    assert "Goal:" not in standard.split("Which party do you play?", 1)[0]


def test_home_rule_boards_count_the_agenda_and_the_elections_and_keep_no_vp_column():
    game = scenario_game("home-rule-for-ireland")
    rows = parliament_column(game, 80)
    assert "Goal        Agenda 0/3, Elections 0/2" in rows
    assert "Deadline    Disraeli wins if PM after R3" in rows
    assert not any("\u2026" in row for row in rows), "\n".join(rows)
    header = compact_board.politician_lines(game, 0)[0]
    assert "VP" not in header and "Bills" in header
    full = Console(file=io.StringIO(), width=160, height=24, highlight=False)
    render.render_board(full, game, 0)
    text = full.file.getvalue()
    assert "Politician" in headings(text) and "VP" not in headings(text)
    assert "Irish Agenda passed 0 of 3, Elections 0 of 2 \u00b7 Disraeli wins if still PM when round 3 ends" in text
    # Gladstone passes a bill of the Agenda and takes office: the count moves and the deadline goes
    game.state.scenario_state["passed"] = ["Irish Church Act"]
    game.state.scenario_state["elections"] = 1
    game.state.seats[0].role, game.state.seats[1].role = game.state.seats[1].role, game.state.seats[0].role
    rows = parliament_column(game, 80)
    assert "Goal        Agenda 1/3, Elections 1/2" in rows
    assert not any(row.startswith("Deadline") for row in rows), rows
    standard = Console(file=io.StringIO(), width=160, height=24, highlight=False)
    components = standard_components()
    render.render_board(standard, new_game(standard_setup(components, 2, seed=4), seed=4, components=components), 0)
    assert "VP" in headings(standard.file.getvalue())


def headings(board: str) -> str:
    """The full board's Politicians table: its row of headings."""
    return next(line for line in board.split("Politicians", 1)[1].splitlines() if "Seat" in line)


def test_corn_laws_and_reform_act_boards_say_where_the_act_is():
    corn = scenario_game("repealing-the-corn-laws", 2)
    assert "Goal        Importation Act beside the board" in parliament_column(corn, 130)
    assert "Draws       the PM draws 6 bills next" in parliament_column(corn, 130)
    corn = play_until(corn, withdrawing("Importation Act"), select="Importation Act")
    slot = next(i for i, placed in corn.state.bills_on_board() if placed.name == "Importation Act")
    assert f"Goal        Importation Act on the board (bill {slot + 1})" in parliament_column(corn, 130)
    reform = scenario_game("the-second-reform-act", 2)
    line = "Scenario 5: The Second Reform Act: Representation of the People Act beside the board, Riots set aside"
    full = Console(file=io.StringIO(), width=160, height=24, highlight=False)
    render.render_board(full, reform, 0)
    assert line in full.file.getvalue()
    assert any(row.startswith("Scenario    Act beside, Riots set aside") for row in parliament_column(reform, 80))
    reform.state.scenario_state.setdefault("passed", []).append(
        "Representation of the People Act"
    )  # as a passed bill is recorded
    assert any(row.startswith("Scenario    Act passed: Workers x2") for row in parliament_column(reform, 80))
