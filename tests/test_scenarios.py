"""Scenarios 1-7: each setup as a player would check it on the table, each special rule in
a driven situation, each victory condition firing, and a random legal game of each
scenario played to its end. Data: scenarios/*.yaml; rules: engine/scenario_rules/."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

import helpers
import pytest

from engine import board
from engine.components import Party, Sector
from engine.decisions import (
    Answer,
    Campaign,
    Choice,
    Debate,
    Decision,
    EndTurn,
    Flatter,
    HoldElection,
    Option,
    PlaySupporter,
    Reveal,
    Select,
    Withdraw,
)
from engine import standard_components
from engine.game import Game
from engine.happened import VPScored
from engine.scenario_rules import scenario_setup
from engine.scenario_rules.data import ScenarioError, load_scenario
from engine.setup import Setup, SetupError, new_game
from engine.state import EndKind, Phase, Role, SeatState

from helpers import do, pending, refresh, set_bill, set_mps, set_seat, set_sector

COMPONENTS = standard_components()
LIB, CON = Party.LIBERAL, Party.CONSERVATIVE
SCENARIOS_DIR = Path(__file__).resolve().parents[1] / "scenarios"


# --- driving ------------------------------------------------------------------------------


def start(
    name: str,
    players: int | None = None,
    politicians: tuple[str, ...] | None = None,
    seed: int = 0,
    optional: tuple[str, ...] = (),
) -> Game:
    setup = scenario_setup(
        name, players, seed=seed, politicians=politicians, optional_rules=optional, components=COMPONENTS
    )
    return new_game(setup, seed=seed, components=COMPONENTS)


def seat(game: Game, politician: str) -> SeatState:
    return next(s for s in game.state.seats if s.politician == politician)


def reveal(game: Game, card: str | int) -> None:
    assert pending(game).is_chance, pending(game)
    game.apply(Reveal(str(card)))


def passive(game: Game, decision: Decision) -> Choice:
    """A quiet politician: ends turns at once, declines every offer, withdraws bills, holds Elections."""
    if decision.is_chance:
        return game.deal()
    choices = decision.choices
    for wanted in (EndTurn(), Answer(False), HoldElection()):
        if wanted in choices:
            return wanted
    withdrawals = [c for c in choices if isinstance(c, Withdraw)]
    if withdrawals:
        return withdrawals[0]
    return choices[0]


Chooser = Callable[[Game, Decision], "Choice | None"]


def drive(game: Game, until: Callable[[Game], bool], choose: Chooser | None = None, limit: int = 3000) -> None:
    """Play on (passively, unless `choose` answers) until `until(game)` or the game ends."""
    for _ in range(limit):
        if game.over or until(game):
            return
        decision = pending(game)
        choice = choose(game, decision) if choose else None
        game.apply(choice if choice is not None else passive(game, decision))
    raise AssertionError("the situation was not reached")


def at(kind: str, owner: int | None = None) -> Callable[[Game], bool]:
    def reached(game: Game) -> bool:
        d = game.pending
        return d is not None and d.kind == kind and (owner is None or d.owner == owner)

    return reached


def pm_event(game: Game) -> bool:
    return game.state.phase is Phase.ACTIONS and at("draw events")(game)


def random_game(name: str, players: int, seed: int, optional: tuple[str, ...] = ()) -> Game:
    game = start(name, players, seed=seed, optional=optional)
    rng = random.Random(seed)
    for _ in range(20_000):
        if game.over:
            return game
        decision = pending(game)
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    raise AssertionError(f"{name} ({players} players, seed {seed}) did not end")


def projected(game: Game, name: str) -> int:
    index = next(i for i, s in game.state.bills_on_board() if s.name == name)
    return board.projected_votes(game, index)


def notes(game: Game) -> str:
    return "\n".join(str(e) for r in game.log for e in r.happened)


# --- data and setup validation ------------------------------------------------------------


def test_every_scenario_file_loads_and_is_registered_by_name_and_number() -> None:
    from engine.scenario_rules import SCENARIOS, scenario_named

    assert [r.number for r in SCENARIOS] == [1, 2, 3, 4, 5, 6, 7]
    for rules in SCENARIOS:
        assert scenario_named(str(rules.number)) is rules is scenario_named(rules.name)
        data = rules.load(COMPONENTS)
        assert data.number == rules.number and (SCENARIOS_DIR / f"{rules.name}.yaml").is_file()


def _broken(tmp_path: Path, key: str, old: str, new: str) -> Path:
    text = (SCENARIOS_DIR / f"{key}.yaml").read_text(encoding="utf-8")
    assert old in text
    (tmp_path / f"{key}.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("key", "old", "new", "message"),
    [
        (
            "a-nation-in-crisis",
            "Gentry: 16",
            "Gentry: 15",
            "scenarios/a-nation-in-crisis.yaml: sectors, conservative, Gentry: 15 is not a space on the Conservative Gentry track (expected one of 1, 3, 5, 7, 9, 11, 13, 16)",
        ),
        (
            "a-nation-in-crisis",
            "lead: 1}",
            "lead: 3}",
            "scenarios/a-nation-in-crisis.yaml: projection: the Sector positions give a Conservative lead of 1, not a Conservative lead of 3",
        ),
        ("a-nation-in-crisis", "Vagrancy Act", "Vagrency Act", "bills, on_board, bill 2: unknown bill 'Vagrency Act'"),
        (
            "a-nation-in-crisis",
            "role: pm,",
            "role: premier,",
            "politicians, entry 1, role: unknown role 'premier' (expected one of pm, opposition_leader",
        ),
        (
            "a-nation-in-crisis",
            "standing: 8,",
            "standing: 9,",
            "politicians, entry 3, standing: 9 is out of range 0..8",
        ),
        (
            "a-nation-in-crisis",
            "moderates: 40",
            "moderates: 45",
            "government_mps: MPs are tracked in tens, got 45 M / 320 P",
        ),
        (
            "a-nation-in-crisis",
            "remove: [pact, election_marker]",
            "remove: [pact, marker]",
            "remove: unknown card 'marker' (expected one of pact, election_marker, father_of_the_house, resignation)",
        ),
        (
            "a-nation-in-crisis",
            "    - By-Election 5",
            "    - By-Election 1",
            "events, deck: 'By-Election 1' is listed twice",
        ),
        (
            "home-rule-for-ireland",
            "role: opposition_leader}",
            "role: government_backbencher}",
            "2 players: no politician takes the Opposition Leader's mat",
        ),
        (
            "the-queens-favour",
            "flatter_vp: 3",
            "flatter_vp: three",
            "parameters, flatter_vp: expected int, got 'three'",
        ),
        ("the-second-reform-act", "players: [2, 3, 4]", "players: [2, 3, 4]\nrounds: 3", "unknown field 'rounds'"),
    ],
)
def test_scenario_files_are_validated_with_file_field_value_and_what_is_accepted(
    tmp_path: Path, key: str, old: str, new: str, message: str
) -> None:
    from engine.scenario_rules import scenario_named

    directory = _broken(tmp_path, key, old, new)
    with pytest.raises(ScenarioError) as caught:
        load_scenario(key, COMPONENTS, scenario_named(key).PARAMETERS, directory=directory)
    assert message in str(caught.value)


def test_a_scenario_refuses_the_wrong_table() -> None:
    with pytest.raises(SetupError, match="Scenario 1 \\(A Nation in Crisis\\) is for 4 players, not 2"):
        scenario_setup("1", 2)
    wrong = Setup(players=2, politicians=("W.E. Gladstone", "Earl of Derby"), scenario="home-rule-for-ireland")
    with pytest.raises(
        SetupError, match="played by Benjamin Disraeli and W.E. Gladstone, not W.E. Gladstone and Earl of Derby"
    ):
        new_game(wrong)
    with pytest.raises(ValueError, match="unknown scenario 'scenario-9'"):
        new_game(Setup(players=2, politicians=("W.E. Gladstone", "Earl of Derby"), scenario="scenario-9"))


def test_seats_follow_the_given_order_or_a_seeded_draw() -> None:
    fixed = scenario_setup("2", politicians=("W.E. Gladstone", "Benjamin Disraeli"))
    assert fixed.politicians == ("W.E. Gladstone", "Benjamin Disraeli")
    game = new_game(fixed)
    assert game.state.seats[1].role is Role.PM and game.state.seats[0].role is Role.OPPOSITION_LEADER
    assert scenario_setup("1", seed=3).politicians == scenario_setup("1", seed=3).politicians
    assert sorted(scenario_setup("1", seed=3).politicians) == sorted(scenario_setup("1", seed=4).politicians)


# --- Scenario 1: A Nation in Crisis --------------------------------------------------------


def test_scenario_1_setup_numbers() -> None:
    game = start("a-nation-in-crisis")
    state = game.state
    table = {s.politician: (s.role, s.vp, s.standing, s.favour) for s in state.seats}
    assert table == {
        "Earl of Derby": (Role.PM, 74, 10, 1),
        "Earl Russell": (Role.OPPOSITION_LEADER, 62, 7, 5),
        "Sir Robert Peel": (Role.GOVERNMENT_BACKBENCHER, 71, 8, 5),
        "Viscount Melbourne": (Role.OPPOSITION_BACKBENCHER, 80, 3, 3),
    }
    assert state.government is CON
    assert board.lead(game) == (CON, 1)
    assert (state.moderates, state.partisans) == (40, 320)
    assert [s.name for _, s in state.bills_on_board()] == [
        "Offences Against the Person Act",
        "Vagrancy Act",
        "Irish Coercion Act",
    ]
    assert [projected(game, n) for n in ("Offences Against the Person Act", "Vagrancy Act", "Irish Coercion Act")] == [
        320,
        340,
        330,
    ]
    assert not state.pact and not state.pact_in_game
    assert not state.election_marker and not state.election_marker_in_game
    assert sorted(state.piles["events"].draw) == sorted(
        [
            "Famine in Ireland",
            "Cholera Outbreak in London",
            "Rioting in the East End",
            "Flooding in Midlands",
            "Coal Miners Go on Strike",
            "Attempt on Her Majesty's Life",
            "By-Election 1",
            "By-Election 2",
            "By-Election 5",
        ]
    )
    assert all(b not in state.piles["conservative"].draw for b in ("Vagrancy Act", "Irish Coercion Act"))
    # play opens in the Action Phase with the round's cubes already taken
    assert state.phase is Phase.ACTIONS and state.round == 1
    assert {s.politician: s.cubes for s in state.seats} == {
        "Earl of Derby": 3,
        "Earl Russell": 2,
        "Sir Robert Peel": 2,
        "Viscount Melbourne": 2,
    }
    assert pending(game).owner == seat(game, "Sir Robert Peel").index
    assert "Deputy PM" in seat(game, "Sir Robert Peel").active_careers


def test_scenario_1_the_pm_in_office_when_round_8_ends_wins() -> None:
    game = start("a-nation-in-crisis", seed=2)
    for s in game.state.seats:
        set_seat(game, s.index, vp=0)  # nobody can reach 100 VP in eight rounds now
    drive(game, lambda g: False, limit=20_000)
    assert game.over and game.state.round == 9
    assert game.state.winner == game.state.pm.index
    assert "by the end of Round 8" in game.state.end_reason
    assert game.state.end is not None and game.state.end.kind is EndKind.ROUND_LIMIT


def test_scenario_1_the_standard_victory_still_applies() -> None:
    game = start("a-nation-in-crisis")
    derby = seat(game, "Earl of Derby")
    drive(game, at("resolve bill"))
    set_seat(game, derby.index, vp=97)  # the pooled Government passes a 4-VP bill: the PM reaches 100
    set_bill(game, 2, 100)
    do(game, "vote 2")
    assert game.over and game.state.winner == derby.index and "100 VP" in game.state.end_reason


# --- Scenario 2: Home Rule for Ireland ---------------------------------------------------

AGENDA = ("Irish Church Act", "Purchase of Land (Ireland) Act", "Government of Ireland Act")


def test_scenario_2_setup_numbers() -> None:
    game = start("home-rule-for-ireland")
    state = game.state
    disraeli, gladstone = seat(game, "Benjamin Disraeli"), seat(game, "W.E. Gladstone")
    assert (disraeli.role, disraeli.standing, gladstone.role, gladstone.standing) == (
        Role.PM,
        12,
        Role.OPPOSITION_LEADER,
        5,
    )
    assert state.government is CON and state.rules["no_vp"]
    assert board.lead(game) == (LIB, 26)
    assert (state.moderates, state.partisans) == (300, 70)
    assert not state.pact_in_game and not state.father_in_game
    assert not state.election_marker and state.election_marker_in_game  # off the board, back after an Election
    assert state.scenario_state["beside"] == dict.fromkeys(AGENDA, "board")
    assert not any(name in state.piles["liberal"].draw for name in AGENDA)
    # the Opposition Leader sits out Bill Selection: the PM draws all six
    assert pending(game).kind == "draw bill" and pending(game).owner == disraeli.index
    drive(game, at("select bill"))
    offered = {c.bill for c in pending(game).choices if isinstance(c, Select)}
    assert len(state.revealed) == 6 and offered == set(state.revealed)
    assert not offered & set(AGENDA)  # Disraeli may see the Agenda but not select it


def _reformer_takes_office(game: Game) -> None:
    """Play the first three rounds quietly: the Round 3 Election (Liberals 26 ahead) makes Gladstone PM."""
    drive(game, lambda g: g.state.phase is Phase.ELECTION and at("uncertainty")(g))
    reveal(game, 18)  # election +0
    assert game.state.pm.politician == "W.E. Gladstone" and not game.over


def test_scenario_2_disraeli_wins_if_still_pm_when_round_3_ends() -> None:
    game = start("home-rule-for-ireland")
    drive(game, lambda g: g.state.phase is Phase.ELECTION and at("uncertainty")(g))
    assert game.state.round == 3
    for sector in Sector:  # the Liberal lead has melted away (set up for the test)
        ladder = COMPONENTS.board.ladder(sector, LIB)
        set_sector(game, sector, LIB, ladder.positions[ladder.start])
    reveal(game, 8)  # election +12: the Government keeps 341 seats
    assert game.state.pm.politician == "Benjamin Disraeli"
    drive(game, lambda g: False)
    assert game.over and game.state.winner == seat(game, "Benjamin Disraeli").index
    assert "still PM at the end of Round 3" in game.state.end_reason


def test_scenario_2_gladstone_may_select_the_agenda_and_a_lost_agenda_bill_loses_at_once() -> None:
    game = start("home-rule-for-ireland")
    _reformer_takes_office(game)
    drive(game, at("select bill"))
    offered = {c.bill for c in pending(game).choices if isinstance(c, Select)}
    assert set(AGENDA) <= offered
    do(game, 'select "Irish Church Act"')
    assert "Irish Church Act" not in game.state.scenario_state["beside"]
    drive(game, at("resolve bill"))
    slot = next(i for i, s in game.state.bills_on_board() if s.name == "Irish Church Act")
    game.apply(Withdraw(slot + 1))
    assert game.over and game.state.winner == seat(game, "Benjamin Disraeli").index
    assert "Irish Church Act (withdrawal)" in game.state.end_reason


def _pass_the_agenda(game: Game) -> None:
    drive(game, at("select bill"))
    for name in AGENDA:
        do(game, f'select "{name}"')
    set_mps(game, game.state.moderates, 400)  # enough Partisan MPs to carry each Agenda bill outright

    def vote_agenda(g: Game, d: Decision) -> Choice | None:
        if d.kind == "resolve bill":
            return next(c for c in d.choices if type(c).__name__ == "Vote")
        return None

    drive(game, lambda g: all(n in g.state.scenario_state.get("passed", []) for n in AGENDA), vote_agenda)


def test_scenario_2_gladstone_wins_with_the_agenda_passed_and_office_kept_at_the_second_election() -> None:
    game = start("home-rule-for-ireland")
    _reformer_takes_office(game)
    _pass_the_agenda(game)
    drive(game, at("uncertainty"))
    assert game.state.phase is Phase.ELECTION and game.state.scenario_state["elections"] == 1
    reveal(game, 18)
    assert game.over and game.state.winner == seat(game, "W.E. Gladstone").index
    assert "passed the whole Irish Agenda" in game.state.end_reason


def test_scenario_2_the_second_election_without_the_whole_agenda_goes_to_disraeli() -> None:
    game = start("home-rule-for-ireland")
    _reformer_takes_office(game)
    drive(game, at("uncertainty"))  # Gladstone withdraws Cross-Party bills for three rounds
    reveal(game, 18)
    assert game.over and game.state.winner == seat(game, "Benjamin Disraeli").index
    assert "Irish Agenda is unfinished" in game.state.end_reason


def test_scenario_2_disraeli_wins_by_taking_office_back() -> None:
    game = start("home-rule-for-ireland")
    _reformer_takes_office(game)
    disraeli = seat(game, "Benjamin Disraeli")
    drive(game, at("resolve bill"))
    set_seat(game, disraeli.index, standing=11)
    set_seat(game, game.state.pm.index, standing=5)

    def challenge(g: Game, d: Decision) -> Choice | None:
        return Answer(True) if d.kind == "challenge" else None

    drive(game, lambda g: False, challenge)
    assert game.state.winner == disraeli.index and "takes office back" in game.state.end_reason


# --- Scenario 3: The Queen's Favour ------------------------------------------------------

QUEENS_BILLS = ("Windsor Castle Act", "Royal Titles Act", "Treason Act")


def test_scenario_3_setup_numbers() -> None:
    game = start("the-queens-favour")
    state = game.state
    rosebery, aberdeen = seat(game, "Earl of Rosebery"), seat(game, "Earl of Aberdeen")
    assert (rosebery.role, aberdeen.role) == (Role.PM, Role.OPPOSITION_LEADER)
    assert (rosebery.vp, aberdeen.vp) == (0, 0) and state.government is LIB
    assert (state.moderates, state.partisans) == (280, 40)
    assert not state.pact and not state.pact_in_game  # each side scores for itself from the start
    assert set(state.scenario_state["beside"]) == set(QUEENS_BILLS)
    assert "Windsor Castle Act" not in state.piles["cross-party"].draw
    assert "Treason Act" not in state.piles["conservative"].draw
    # the Opposition Leader draws 4 and proposes 2, the PM draws 4; the Queen's Bills are on offer too
    drive(game, at("select bill"))
    offered = {c.bill for c in pending(game).choices if isinstance(c, Select)}
    assert len(state.revealed) == 6 and offered == set(state.revealed) | set(QUEENS_BILLS)


def _to_pm_actions(game: Game) -> None:
    drive(game, pm_event)
    reveal(game, "By-Election 5")  # Liberals level with the Conservatives: no effect
    assert pending(game).kind == "action" and pending(game).owner == game.state.pm.index


def test_scenario_3_each_flatter_cube_scores_3_vp_even_at_full_favour() -> None:
    game = start("the-queens-favour")
    _to_pm_actions(game)
    rosebery, aberdeen = game.state.pm, seat(game, "Earl of Aberdeen")
    start_vp, opposition_vp = rosebery.vp, aberdeen.vp
    set_seat(game, rosebery.index, favour=COMPONENTS.board.favour_range[1])
    game.apply(Flatter(1, rosebery.index, 1))
    assert rosebery.vp == start_vp + 3 and rosebery.favour == COMPONENTS.board.favour_range[1]
    game.apply(Flatter(2, aberdeen.index, -2))
    assert rosebery.vp == start_vp + 6 and aberdeen.vp == opposition_vp


def test_scenario_3_a_queens_bill_gives_its_pm_10_vp_and_nothing_else() -> None:
    game = start("the-queens-favour")
    drive(game, at("select bill"))
    do(game, 'select "Treason Act"')
    popularity = {k: dict(v) for k, v in game.state.popularity.items()}
    drive(game, at("resolve bill"))
    favour, vp, opposition_vp = game.state.pm.favour, game.state.pm.vp, seat(game, "Earl of Aberdeen").vp
    set_bill(game, 1, 100)  # Debated up for the test
    refresh(game)
    game.apply(pending(game).find("vote 1"))
    scored = [e for e in game.log[-1].happened if isinstance(e, VPScored) and "Treason Act" in e.why]
    assert [(e.pool, e.amount, e.why) for e in scored] == [("Government", 10, "Treason Act, a Queen's Bill")]
    assert game.state.popularity == popularity and game.state.pm.favour == favour
    assert (
        game.state.pm.vp == vp + 10 + 4 and seat(game, "Earl of Aberdeen").vp == opposition_vp + 2
    )  # and Round 2's setup VP
    assert (
        "Treason Act" in game.state.scenario_state["passed"]
        and "Treason Act" not in game.state.scenario_state["beside"]
    )


def test_scenario_3_losing_a_selected_queens_bill_loses_the_game() -> None:
    game = start("the-queens-favour")
    drive(game, at("select bill"))
    do(game, 'select "Royal Titles Act"')
    drive(game, at("resolve bill"))
    do(game, "withdraw 1")
    assert game.over and game.state.winner == seat(game, "Earl of Aberdeen").index
    assert game.state.end_reason.startswith("Earl of Rosebery loses")


def test_scenario_3_an_event_option_that_costs_favour_loses_the_game() -> None:
    game = start("the-queens-favour")
    drive(game, pm_event)
    reveal(game, "Attempt on Her Majesty's Life")
    do(game, "option 1 ignore")
    assert game.over and game.state.winner == seat(game, "Earl of Aberdeen").index
    assert "Attempt on Her Majesty's Life" in game.state.end_reason


# --- Scenario 4: Repealing the Corn Laws ---------------------------------------------------

ACT4 = "Importation Act"


def _avoid_act(game: Game, d: Decision) -> Choice | None:
    if d.kind == "select bill":
        return next(c for c in d.choices if isinstance(c, Select) and c.bill != ACT4)
    return None


def _select_act(game: Game, d: Decision) -> Choice | None:
    if d.kind == "select bill" and Select(ACT4) in d.choices:
        return Select(ACT4)
    return None


@pytest.mark.parametrize("players", [2, 4])
def test_scenario_4_setup_numbers(players: int) -> None:
    game = start("repealing-the-corn-laws", players)
    state = game.state
    palmerston, peel = seat(game, "Viscount Palmerston"), seat(game, "Sir Robert Peel")
    assert (palmerston.role, peel.role) == (Role.PM, Role.OPPOSITION_LEADER)
    if players == 4:
        russell, salisbury = seat(game, "Earl Russell"), seat(game, "Marquess of Salisbury")
        assert (russell.role, russell.standing, russell.favour) == (Role.GOVERNMENT_BACKBENCHER, 2, 3)
        assert (salisbury.role, salisbury.standing, salisbury.favour) == (Role.OPPOSITION_BACKBENCHER, 2, 3)
    assert state.rules["no_vp"] and all(s.vp == 0 for s in state.seats)
    assert not state.pact_in_game and not state.resignation_in_game and not state.father_in_game
    assert state.scenario_state["beside"] == {ACT4: "board"} and ACT4 not in state.piles["liberal"].draw
    assert state.scenario_state["bill_draws"] == 6
    # only the PM draws: six bills, then the Act is on offer beside them
    assert pending(game).kind == "draw bill" and pending(game).owner == palmerston.index
    drive(game, at("select bill"))
    assert len(state.revealed) == 6
    assert {c.bill for c in pending(game).choices} == set(state.revealed) | {ACT4}  # type: ignore[union-attr]


def test_scenario_4_the_draw_marker_counts_down_and_hides_supporters_under_the_act() -> None:
    game = start("repealing-the-corn-laws", 4, seed=1)
    seen = []
    for expected in (6, 5, 4, 3):
        drive(game, at("select bill"), _avoid_act)
        seen.append(len(game.state.revealed))
        assert game.state.scenario_state["bill_draws"] == expected
        drive(game, lambda g: g.state.phase is Phase.ACTIONS, _avoid_act)
    assert seen == [6, 5, 4, 3]
    memory = game.state.scenario_state
    assert memory["bill_draws"] == 2 and len(memory["under_act"]) == 2
    assert all(c == "?" for c in game.view(game.state.pm.index).state.scenario_state["under_act"])
    drive(game, at("select bill"))
    assert {c.bill for c in pending(game).choices} == set(game.state.revealed) | {ACT4}  # type: ignore[union-attr]
    assert len(pending(game).choices) == 3  # two drawn bills and the Act: all three go on the board
    offered = set(game.state.revealed) | {ACT4}
    hidden = list(memory["under_act"])
    drive(game, lambda g: g.state.phase is Phase.ACTIONS)
    assert {s.name for _, s in game.state.bills_on_board()} == offered
    # the Act passes: the hidden Supporters come to the PM, who may play them before the Election
    game.state.partisans = game.state.moderates = 400  # (arranged: the Act carries either way)
    drive(game, at("resolve bill"))
    pm = game.state.pm
    act_slot = next(i for i, s in game.state.bills_on_board() if s.name == ACT4)
    do(game, f"vote {act_slot + 1}")
    assert all(card in pm.supporters for card in hidden)
    if pending(game).kind == "play hidden supporter":
        assert {c.card for c in pending(game).choices if isinstance(c, PlaySupporter)} <= set(hidden)
        do(game, "end")
    assert pending(game).kind == "uncertainty" and game.state.phase is Phase.BILL_RESOLUTION


def test_scenario_4_supporters_go_under_the_act_placed_in_that_very_bill_selection() -> None:
    """L1097: when the marker reaches 2 the PM draws the 2 face-down Supporters for the Act,
    even if he has just put the Act on the board in the Bill Selection that moved the marker."""
    game = start("repealing-the-corn-laws", 4, seed=1)
    for _ in (6, 5, 4):
        drive(game, at("select bill"), _avoid_act)
        drive(game, lambda g: g.state.phase is Phase.ACTIONS, _avoid_act)
    drive(game, at("select bill"), _avoid_act)
    assert game.state.scenario_state["bill_draws"] == 3
    do(game, f'select "{ACT4}"')
    drive(game, lambda g: g.state.phase is Phase.ACTIONS, _avoid_act)
    assert ACT4 in {s.name for _, s in game.state.bills_on_board()}
    memory = game.state.scenario_state
    assert memory["bill_draws"] == 2 and len(memory["under_act"]) == 2
    assert game.view(game.state.pm.index).state.scenario_state["under_act"] == ["?", "?"]


def test_scenario_4_a_passed_party_bill_pays_in_supporters() -> None:
    game = start("repealing-the-corn-laws", 2)

    def liberal_bill(g: Game, d: Decision) -> Choice | None:
        if d.kind == "draw bill":
            return next(c for c in d.choices if getattr(c, "deck", "") == "liberal")
        if d.kind == "draw liberal" and Reveal("Universities Tests Act") in d.choices:
            return Reveal("Universities Tests Act")
        if d.kind == "select bill" and Select("Universities Tests Act") in d.choices:
            return Select("Universities Tests Act")
        return _avoid_act(g, d)

    drive(game, at("resolve bill"), liberal_bill)
    pm = game.state.pm
    before = len(pm.supporters)
    slot = next(i for i, s in game.state.bills_on_board() if s.name == "Universities Tests Act")
    set_bill(game, slot + 1, 100)
    refresh(game)
    do(game, f"vote {slot + 1}")
    assert "Universities Tests Act (4 VP): Viscount Palmerston draws 4 Supporters and keeps 3" in notes(game)
    drive(game, at("action"))
    assert len(pm.supporters) == before + 3 and all(s.vp == 0 for s in game.state.seats)


def test_scenario_4_government_wins_by_passing_the_act_and_the_election() -> None:
    game = start("repealing-the-corn-laws", 4)
    drive(game, at("action"), _select_act)
    lib_farmers = game.state.popularity["Farmers"]["conservative"]
    set_mps(game, 0, 400)
    drive(game, at("resolve bill"))
    slot = next(i for i, s in game.state.bills_on_board() if s.name == ACT4)
    do(game, f"vote {slot + 1}")
    assert game.state.popularity["Farmers"]["conservative"] == lib_farmers + 2  # the printed effects
    assert pending(game).kind == "uncertainty"  # an Election at once, no Challenge Phase
    reveal(game, 8)  # +12: the Liberals keep office
    assert game.over and sorted(game.state.winners) == sorted(
        [seat(game, "Viscount Palmerston").index, seat(game, "Earl Russell").index]
    )
    assert "Liberal side kept office" in game.state.end_reason


def test_scenario_4_opposition_wins_if_the_act_passes_but_the_election_is_lost() -> None:
    game = start("repealing-the-corn-laws", 4)
    drive(game, at("action"), _select_act)
    set_mps(game, 0, 400)
    drive(game, at("resolve bill"))
    do(game, f"vote {next(i for i, s in game.state.bills_on_board() if s.name == ACT4) + 1}")
    reveal(game, 12)  # -12: 317 seats
    assert game.over and sorted(game.state.winners) == sorted(
        [seat(game, "Sir Robert Peel").index, seat(game, "Marquess of Salisbury").index]
    )


def test_scenario_4_opposition_wins_if_the_act_is_withdrawn() -> None:
    game = start("repealing-the-corn-laws", 4)
    drive(game, at("resolve bill"), _select_act)
    do(game, f"withdraw {next(i for i, s in game.state.bills_on_board() if s.name == ACT4) + 1}")
    assert game.over and sorted(game.state.winners) == sorted(
        [seat(game, "Sir Robert Peel").index, seat(game, "Marquess of Salisbury").index]
    )
    assert "withdrawal" in game.state.end_reason


def test_scenario_4_opposition_wins_if_the_pm_loses_a_challenge_with_the_act_on_the_board() -> None:
    game = start("repealing-the-corn-laws", 2)
    drive(game, at("action"), _select_act)
    set_seat(game, game.state.pm.index, standing=5)
    set_seat(game, game.state.opposition_leader.index, standing=11)
    drive(game, at("resolve bill"))
    other = next(i for i, s in game.state.bills_on_board() if s.name != ACT4)
    game.apply(Withdraw(other + 1))
    assert pending(game).kind == "challenge"
    do(game, "yes")
    assert game.over and game.state.winners == [seat(game, "Sir Robert Peel").index]
    assert "lost a Challenge" in game.state.end_reason


def test_scenario_4_a_conservative_pm_places_the_act_as_m_plus_40_with_reversed_effects() -> None:
    game = start("repealing-the-corn-laws", 2)
    drive(game, at("action"), _avoid_act)
    set_seat(game, game.state.pm.index, standing=5)
    set_seat(game, game.state.opposition_leader.index, standing=11)
    drive(game, at("challenge"), _avoid_act)
    do(game, "yes")  # Peel takes office by Challenge; the board is cleared
    drive(game, at("select bill"), lambda g, d: Reveal("18") if d.kind == "uncertainty" else None)
    assert game.state.government is CON
    do(game, f'select "{ACT4}"')
    assert projected(game, ACT4) == game.state.moderates + 40
    before = {p: game.state.popularity["Farmers"][p] for p in ("liberal", "conservative")}
    set_mps(game, 400, game.state.partisans)
    drive(game, at("resolve bill"), _avoid_act)
    do(game, f"vote {next(i for i, s in game.state.bills_on_board() if s.name == ACT4) + 1}")
    after = game.state.popularity["Farmers"]
    assert after["liberal"] == before["liberal"] + 2
    assert after["conservative"] == max(0, before["conservative"] - 3)


# --- Scenario 5: The Second Reform Act ------------------------------------------------------

ACT5, RIOTS = "Representation of the People Act", "Rioting in the East End"


def _first_choice(game: Game) -> None:
    drive(game, lambda g: not pending(g).is_chance)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_scenario_5_setup_numbers(players: int) -> None:
    game = start("the-second-reform-act", players)
    _first_choice(game)
    state = game.state
    salisbury, gladstone = seat(game, "Marquess of Salisbury"), seat(game, "W.E. Gladstone")
    assert (salisbury.role, gladstone.role, state.government) == (Role.PM, Role.OPPOSITION_LEADER, CON)
    assert state.pact and all(s.vp == 0 for s in state.seats) and board.lead(game) == (None, 0)
    assert state.scenario_state["beside"] == {ACT5: "board"} and ACT5 not in state.piles["liberal"].draw
    assert RIOTS not in state.piles["events"].draw and state.scenario_state["riots"] == "beside"
    if players >= 3:
        assert seat(game, "Earl of Rosebery").role is Role.OPPOSITION_BACKBENCHER
    if players == 3:  # the lone Conservative takes the 3-player help
        assert salisbury.mat_side == "reverse" and salisbury.debate_card == "opposition_leader"
        assert len(salisbury.supporters) == 2 and gladstone.mat_side == "front" and gladstone.debate_card is None
    if players == 4:
        assert seat(game, "Benjamin Disraeli").role is Role.GOVERNMENT_BACKBENCHER


def test_scenario_5_without_the_act_the_riots_go_among_the_top_six_event_cards() -> None:
    game = start("the-second-reform-act", 2)
    drive(game, at("select bill"))
    assert Select(ACT5) in pending(game).choices  # any PM may select the Act
    drive(
        game,
        at("action"),
        lambda g, d: next((c for c in d.choices if c != Select(ACT5)), None) if d.kind == "select bill" else None,
    )
    top = game.state.piles["events"].top
    assert len(top) == 6 and RIOTS in top and game.state.scenario_state["riots"] == "deck"
    view = game.view(1)
    assert view.state.piles["events"].top == ["?"] * 6
    assert not (set(top) - {RIOTS}) & {r.choice.card for r in view.log if isinstance(r.choice, Reveal)}


def _act_on_board(players: int = 2) -> Game:
    game = start("the-second-reform-act", players)
    drive(
        game, at("action"), lambda g, d: Select(ACT5) if d.kind == "select bill" and Select(ACT5) in d.choices else None
    )
    return game


def test_scenario_5_a_conservative_pm_places_the_act_as_an_m_bill_and_no_riots_are_prepared() -> None:
    game = _act_on_board()
    assert projected(game, ACT5) == game.state.moderates + COMPONENTS.bill(ACT5).adjustment
    assert not game.state.pact  # a Party Bill ends the Pact
    assert game.state.scenario_state["riots"] == "beside" and not game.state.piles["events"].top


def test_scenario_5_the_riots_drawn_with_the_act_on_the_board_go_back_and_the_pm_draws_again() -> None:
    game = _act_on_board()
    game.state.piles["events"].top = [RIOTS]  # (arranged: the Riots were shuffled in earlier)
    game.state.scenario_state["riots"] = "deck"
    drive(game, pm_event)
    reveal(game, RIOTS)
    assert game.state.scenario_state["riots"] == "beside" and "the PM draws again" in notes(game)
    assert pending(game).kind == "draw events" and RIOTS not in game.state.piles["events"].discard


def test_scenario_5_the_riots_without_the_act_double_their_penalties() -> None:
    game = start("the-second-reform-act", 2)
    drive(game, pm_event)
    if RIOTS not in [c.card for c in pending(game).choices]:  # type: ignore[union-attr]
        game.state.piles["events"].top = [RIOTS]
        refresh(game)
    pm = game.state.pm
    standing, workers = pm.standing, game.state.popularity["Workers"]["conservative"]
    reveal(game, RIOTS)
    do(game, "option 1 ignore")
    assert pm.standing == standing - 2
    assert game.state.popularity["Workers"]["conservative"] == max(0, workers - 2)
    assert game.state.scenario_state["riots"] == "beside" and RIOTS not in game.state.piles["events"].discard


def test_scenario_5_the_opposition_loses_a_workers_step_once_a_round_for_attacking_the_act() -> None:
    game = _act_on_board()
    drive(game, at("action", seat(game, "W.E. Gladstone").index))
    slot = next(i for i, s in game.state.bills_on_board() if s.name == ACT5) + 1
    workers = game.state.popularity["Workers"]["liberal"]
    do(game, f"debate {slot} -10")
    assert game.state.popularity["Workers"]["liberal"] == workers - 1
    do(game, f"debate {slot} -10")
    assert game.state.popularity["Workers"]["liberal"] == workers - 1  # once per round


def test_scenario_5_passing_the_act_doubles_workers_removes_the_riots_and_gives_a_workers_action() -> None:
    game = _act_on_board()
    set_mps(game, 400, game.state.partisans)
    drive(game, at("resolve bill"))
    before = {
        (s, p): game.state.popularity[s][p]
        for s in ("Gentry", "Conservatives", "Workers")
        for p in ("liberal", "conservative")
    }
    salisbury = seat(game, "Marquess of Salisbury")
    vp = salisbury.vp
    game.state.piles["events"].top = ["Derby Day", RIOTS]  # (arranged: the Riots are in the deck)
    game.state.scenario_state["riots"] = "deck"
    do(game, f"vote {next(i for i, s in game.state.bills_on_board() if s.name == ACT5) + 1}")
    assert VPScored("Government", (0,), 6, "Representation of the People Act") in game.log[-1].happened
    after = game.state.popularity
    assert after["Gentry"]["liberal"] == before[("Gentry", "liberal")] + 1  # reversed for a Conservative PM
    assert after["Conservatives"]["conservative"] == before[("Conservatives", "conservative")] - 1
    assert after["Workers"]["conservative"] == before[("Workers", "conservative")] + 1
    assert after["Workers"]["liberal"] == before[("Workers", "liberal")] - 1
    assert game.state.rules["workers_doubled"]
    ladder = COMPONENTS.board.ladder(Sector.WORKERS, CON)
    assert board.sector_points(game, Sector.WORKERS, CON) == 2 * ladder.positions[after["Workers"]["conservative"]]
    assert salisbury.vp >= vp + 6
    assert (
        game.state.scenario_state["riots"] == "removed"
        and RIOTS not in game.state.piles["events"].draw + game.state.piles["events"].top
    )
    # the Conservative leader may now spend a cube a round on a Workers step
    drive(game, at("action", salisbury.index))
    workers = Campaign("Workers", 1, via="Second Reform Act")
    assert workers in pending(game).choices
    step = game.state.popularity["Workers"]["conservative"]
    game.apply(workers)
    assert game.state.popularity["Workers"]["conservative"] == step + 1 and workers not in pending(game).choices


def test_scenario_5_the_opposition_leader_may_keep_a_cube_back_for_the_workers_step() -> None:
    game = start("the-second-reform-act", 2)
    game.state.scenario_state["act_party"] = "liberal"  # (arranged: the Liberals passed the Act)
    gladstone = seat(game, "W.E. Gladstone")
    drive(game, at("save cube"))
    assert pending(game).owner == gladstone.index
    do(game, "yes")
    workers = game.state.popularity["Workers"]["liberal"]
    drive(game, at("saved cube"))
    assert game.state.phase is Phase.BILL_RESOLUTION
    do(game, "yes")
    assert game.state.popularity["Workers"]["liberal"] == workers + 1


# --- Scenario 6: Fractured Parliament -----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_scenario_6_setup_numbers(players: int) -> None:
    game = start("fractured-parliament", players, seed=5)
    state = game.state
    assert all(s.vp == (0 if s.in_government else 5) for s in state.seats)
    assert (state.moderates, state.partisans) == (240, 50)
    assert not state.pact and not state.pact_in_game and state.rules["fractured"]
    assert state.government is LIB and state.pm.party is LIB


def test_scenario_6_politicians_are_drawn_as_in_the_standard_game() -> None:
    with pytest.raises(SetupError, match="a 2-player game has 1 Liberal"):
        new_game(
            Setup(players=2, politicians=("W.E. Gladstone", "Viscount Palmerston"), scenario="fractured-parliament")
        )


def test_scenario_6_the_election_winner_loses_40_mps_10_of_them_partisan() -> None:
    from engine.elections_math import round_to_ten

    game = start("fractured-parliament", 2, seed=1)
    drive(game, lambda g: g.state.phase is Phase.ELECTION and at("uncertainty")(g))
    seats = board.projected_seats(game, game.state.government) + 12
    assert seats > 329
    partisan = board.partisan_points(game, game.state.government)
    reveal(game, 8)  # +12: the Government keeps office
    total = round_to_ten(seats) - 40
    assert (game.state.moderates + game.state.partisans, game.state.partisans) == (total, min(total, partisan - 10))


def test_scenario_6_by_elections_compare_the_projection_less_40() -> None:
    game = start("fractured-parliament", 2)
    drive(game, pm_event)
    set_mps(game, 260, 50)  # 310 MPs against a level projection (329 -> 290)
    for sector in Sector:
        for party in Party:
            ladder = COMPONENTS.board.ladder(sector, party)
            set_sector(game, sector, party, ladder.positions[ladder.start])
    standing = game.state.pm.standing
    refresh(game)
    reveal(game, "By-Election 1")
    assert game.state.pm.standing == standing - 1 and "By-Election lost" in notes(game)


# --- Scenario 7: The Liberal Unionist ------------------------------------------------------

DEV, GLAD, SAL = "Duke of Devonshire", "W.E. Gladstone", "Marquess of Salisbury"
GOIA, PPA, ICA = "Government of Ireland Act", "Party Processions Act", "Irish Coercion Act"


def _turn_order(game: Game) -> list[str]:
    """Whose action turns come up, in order, until Bill Resolution."""
    order: list[str] = []

    def note(g: Game, d: Decision) -> Choice | None:
        if d.kind == "action":
            name = g.state.seats[d.owner].politician
            if not order or order[-1] != name:
                order.append(name)
        return None

    drive(game, at("resolve bill"), note)
    return order


def _devonshire_turn(game: Game, leave: bool | None = None) -> SeatState:
    dev = seat(game, DEV)

    def sides(g: Game, d: Decision) -> Choice | None:
        if d.kind == "change sides":
            return Answer(bool(leave))
        return None

    drive(game, lambda g: at("action", dev.index)(g), sides)
    return dev


def test_scenario_7_setup_numbers() -> None:
    game = start("the-liberal-unionist")
    state = game.state
    dev, gladstone, salisbury = seat(game, DEV), seat(game, GLAD), seat(game, SAL)
    assert (gladstone.role, gladstone.vp, gladstone.standing) == (Role.PM, 0, 11)
    assert (salisbury.role, salisbury.vp, salisbury.standing) == (Role.OPPOSITION_LEADER, 5, 7)
    assert (dev.role, dev.party, dev.vp, dev.cubes) == (Role.GOVERNMENT_BACKBENCHER, LIB, 0, 2)
    assert dev.active_careers == ["Chief Whip"] and dev.debate_card == "opposition_leader"
    assert gladstone.debate_card is None and salisbury.debate_card is None
    assert gladstone.mat_side == salisbury.mat_side == "front"
    assert not state.pact_in_game and not state.father_in_game and not state.resignation_in_game
    assert state.scenario_state["beside"] == {GOIA: GLAD, PPA: SAL, ICA: DEV}
    assert "Duke of Devonshire" not in state.piles["supporters"].draw + [c for s in state.seats for c in s.supporters]
    assert state.scenario_state["alignment"] == "liberal" and state.scenario_state["deputy_party_leader"] == SAL
    drive(game, lambda g: not pending(g).is_chance)
    assert len(salisbury.supporters) == 1 and not gladstone.supporters  # Deputy Party Leader's free Supporter


def test_scenario_7_devonshire_acts_after_gladstone_and_the_pm_may_select_his_own_bill() -> None:
    game = start("the-liberal-unionist")
    drive(game, at("select bill"))
    assert Select(GOIA) in pending(game).choices and Select(PPA) not in pending(game).choices
    assert _turn_order(game) == [SAL, GLAD, DEV]  # Bill Resolution follows Devonshire's turn


def test_scenario_7_the_liberal_backbencher_may_not_debate_government_bills_down_but_influences_freely() -> None:
    game = start("the-liberal-unionist")
    dev = _devonshire_turn(game)
    choices = pending(game).choices
    assert not any(isinstance(c, Debate) and c.votes < 0 and not c.via for c in choices)
    assert Campaign("Conservatives", 1, via="Duke of Devonshire") in choices
    moderates = game.state.moderates
    do(game, 'influence 10 to partisan via "chief whip"')
    assert game.state.moderates == moderates - 10 and pending(game).kind == "action"  # no permission asked
    game.apply(Campaign("Ireland", 1, via="Duke of Devonshire"))
    assert (
        dev.cubes == 0
        and game.state.popularity["Ireland"]["liberal"] == COMPONENTS.board.ladder(Sector.IRELAND, LIB).start + 1
    )


def test_scenario_7_devonshires_supporters_aim_standing_and_favour_at_either_leader() -> None:
    game = start("the-liberal-unionist")
    dev = _devonshire_turn(game)
    dev.supporters.append("John Bright")
    refresh(game)
    plays = [c for c in pending(game).choices if isinstance(c, PlaySupporter) and c.option == 2]
    leaders = {seat(game, GLAD).index, seat(game, SAL).index}
    assert {c.player for c in plays} == leaders
    standing = seat(game, SAL).standing
    game.apply(PlaySupporter("John Bright", 2, player=seat(game, SAL).index))
    assert seat(game, SAL).standing == standing + 1


def test_scenario_7_leaving_the_liberals() -> None:
    game = start("the-liberal-unionist")
    dev = seat(game, DEV)
    set_seat(game, dev.index, vp=87)
    set_seat(game, seat(game, GLAD).index, vp=87)
    drive(game, at("change sides"))
    gladstone_standing = seat(game, GLAD).standing
    do(game, "yes")
    state = game.state
    assert state.scenario_state["alignment"] == "unionist" and dev.cubes == 0
    assert dev.vp == 90 and seat(game, GLAD).vp == 87  # +6, but no higher than 90
    assert seat(game, GLAD).standing == gladstone_standing - 2
    assert dev.active_careers == [] and state.scenario_state["deputy_party_leader"] is None
    # from now on he acts last, draws 4 bills and proposes 2; the Opposition Leader draws 2
    drive(game, lambda g: g.state.phase is Phase.BILL_SELECTION)
    draws: dict[str, int] = {}

    def count(g: Game, d: Decision) -> Choice | None:
        if d.kind == "draw bill":
            name = g.state.seats[d.owner].politician
            draws[name] = draws.get(name, 0) + 1
        return None

    drive(game, at("select bill"), count)
    pm, ol = game.state.pm.politician, game.state.opposition_leader.politician
    assert draws == {ol: 2, DEV: 4, pm: 3}
    assert _turn_order(game) == [ol, pm, DEV]


def test_scenario_7_the_liberal_unionist_scores_cross_party_vp_alone_and_plays_supporters_freely() -> None:
    game = start("the-liberal-unionist")
    drive(game, at("change sides"))
    do(game, "yes")
    dev = seat(game, DEV)
    # his Supporters: Popularity to either party, and no Farmers price on John Bright's Votes
    dev.supporters.extend(["John Bright", "Mary Shelley"])
    set_seat(game, dev.index, cubes=2)
    refresh(game)
    choices = pending(game).choices
    assert PlaySupporter("Mary Shelley", 2, party="conservative") in choices
    farmers = dict(game.state.popularity["Farmers"])
    slot = game.state.bills_on_board()[0][0] + 1
    game.apply(PlaySupporter("John Bright", 1, slot=slot, sign=-1))
    assert game.state.popularity["Farmers"] == farmers
    # either side of the Opposition Leader Debate Card
    assert any(isinstance(c, Debate) and c.via == "Opposition Leader Debate Card" for c in pending(game).choices)
    # a Cross-Party bill: Government, Opposition and the Unionist each score its VP
    drive(game, at("resolve bill"))
    cross = next((i for i, s in game.state.bills_on_board() if not COMPONENTS.bill(s.name).is_party_bill), None)
    assert cross is not None
    bill = COMPONENTS.bill(game.state.slots[cross].name)  # type: ignore[union-attr]
    set_bill(game, cross + 1, 100)
    refresh(game)
    do(game, f"vote {cross + 1}")
    assert f"Duke of Devonshire +{bill.vp} VP ({bill.name}, Cross-Party (Liberal Unionist))" in notes(game)


def _unionist_joins(game: Game) -> SeatState:
    drive(game, at("change sides"))
    do(game, "yes")
    drive(game, at("change sides"))
    do(game, "yes")
    return seat(game, DEV)


def test_scenario_7_joining_the_conservatives_resets_vp_and_moves_the_cards() -> None:
    game = start("the-liberal-unionist")
    salisbury = seat(game, SAL)
    dev = seat(game, DEV)
    drive(game, at("change sides"))
    do(game, "yes")
    set_seat(game, dev.index, vp=40)
    game.state.scenario_state.setdefault("passed", []).append(PPA)  # (arranged: Salisbury passed his bill)
    drive(game, at("change sides"))
    salisbury_standing, salisbury_vp = salisbury.standing, salisbury.vp
    do(game, "yes")
    assert game.state.scenario_state["alignment"] == "conservative"
    assert dev.vp == min(40, salisbury_vp + 5) - 6
    assert salisbury.standing == salisbury_standing + 1
    assert dev.party is CON and dev.role is Role.OPPOSITION_BACKBENCHER and dev.active_careers == ["Chief Whip"]
    assert dev.debate_card is None and game.state.scenario_state["deputy_party_leader"] == GLAD
    drive(game, lambda g: g.state.phase is Phase.ACTIONS and g.state.round > 2)
    order = _turn_order(game)
    assert order.index(DEV) == order.index(SAL) + 1  # right after Salisbury, whichever mat he holds


def test_scenario_7_the_irish_coercion_act_in_a_conservative_government() -> None:
    game = start("the-liberal-unionist")
    dev = _unionist_joins(game)
    game.state.government = CON  # (arranged: Salisbury's Conservatives now govern)
    seat(game, SAL).role, seat(game, GLAD).role = Role.PM, Role.OPPOSITION_LEADER
    from engine.scenario_rules.devonshire import normalise

    normalise(game)
    drive(game, lambda g: at("action", dev.index)(g) and bool(g.state.bills_on_board()))
    set_seat(game, dev.index, cubes=2)
    refresh(game)
    replace = [c for c in pending(game).choices if isinstance(c, Option) and "Irish Coercion Act" in c.label]
    assert replace
    game.apply(replace[0])
    slot = replace[0].number - 1
    assert game.state.slots[slot].name == ICA and game.state.slots[slot].adjustment == 100  # type: ignore[union-attr]
    assert ICA not in game.state.scenario_state["beside"]
    # Salisbury withdraws it at >= 350 projected: -2 Standing for him, +2 and 2 VP for Gladstone
    set_mps(game, game.state.moderates, 260)
    drive(game, at("resolve bill"))
    salisbury, gladstone = seat(game, SAL), seat(game, GLAD)
    s_standing, g_standing, g_vp = salisbury.standing, gladstone.standing, gladstone.vp
    assert projected(game, ICA) >= 350
    do(game, f"withdraw {slot + 1}")
    assert (salisbury.standing, gladstone.standing, gladstone.vp) == (s_standing - 2, g_standing + 2, g_vp + 2)
    assert game.state.scenario_state["beside"][ICA] == DEV  # back beside his mat


def test_scenario_7_own_bills_score_for_their_owner_only() -> None:
    game = start("the-liberal-unionist")
    drive(game, at("select bill"))
    do(game, f'select "{GOIA}"')
    game.state.partisans = 400  # (more MPs than the House holds, so the Act surely carries: not a `set`)
    drive(game, at("resolve bill"))
    gladstone, dev = seat(game, GLAD), seat(game, DEV)
    g_vp, d_vp = gladstone.vp, dev.vp
    slot = next(i for i, s in game.state.bills_on_board() if s.name == GOIA)
    game.apply(pending(game).find(f"vote {slot + 1}"))
    assert "W.E. Gladstone +7 VP (Government of Ireland Act, his own bill)" in notes(game)
    assert gladstone.vp - g_vp == dev.vp - d_vp + 7


def test_scenario_7_devonshire_wins_a_tie_with_the_pm() -> None:
    game = start("the-liberal-unionist")
    drive(game, at("resolve bill"))
    gladstone, dev = seat(game, GLAD), seat(game, DEV)
    set_seat(game, gladstone.index, vp=96)  # pooled Liberals: any Government VP reaches both at once
    set_seat(game, dev.index, vp=96)
    party = next(
        (
            i
            for i, s in game.state.bills_on_board()
            if COMPONENTS.bill(s.name).vp >= 4 and COMPONENTS.bill(s.name).is_party_bill and s.name != GOIA
        ),
        None,
    )
    if party is None:
        party = 0
        game.state.slots[0].name = "Ballot Act"  # type: ignore[union-attr]  (arranged: a 4-VP Liberal bill)
    set_bill(game, party + 1, 100)
    game.state.partisans = game.state.moderates = 400
    refresh(game)
    do(game, f"vote {party + 1}")
    assert game.over and game.state.winner == dev.index
    assert "as a Liberal Backbencher in Government" in game.state.end_reason


def test_scenario_7_the_pm_at_100_wins_and_devonshire_in_opposition_does_not() -> None:
    game = start("the-liberal-unionist")
    drive(game, at("resolve bill"))
    gladstone, dev, salisbury = seat(game, GLAD), seat(game, DEV), seat(game, SAL)
    set_seat(game, dev.index, vp=100)
    game.state.government = CON  # (arranged: the Liberals are in Opposition)
    salisbury.role, gladstone.role = Role.PM, Role.OPPOSITION_LEADER
    from engine.scenario_rules.devonshire import normalise

    normalise(game)
    refresh(game)
    assert not game.over and dev.role is Role.OPPOSITION_BACKBENCHER
    set_seat(game, salisbury.index, vp=100)
    refresh(game)
    assert game.over and game.state.winner == salisbury.index


def test_scenario_7_devonshire_never_challenges() -> None:
    game = start("the-liberal-unionist")
    drive(game, at("resolve bill"))
    seat(game, DEV).standing = 20  # even with Standing (never tracked) he may not
    seat(game, GLAD).standing = 5
    refresh(game)

    def watch(g: Game, d: Decision) -> Choice | None:
        assert not (d.kind == "challenge" and d.owner == seat(g, DEV).index)
        return None

    drive(game, lambda g: g.state.round > 3, watch)


# --- every scenario plays to an end -------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "players"),
    [
        ("1", 4),
        ("2", 2),
        ("3", 2),
        ("4", 2),
        ("4", 4),
        ("5", 2),
        ("5", 3),
        ("5", 4),
        ("6", 2),
        ("6", 3),
        ("6", 4),
        ("7", 3),
    ],
)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_random_legal_game_of_each_scenario_ends(name: str, players: int, seed: int) -> None:
    game = random_game(name, players, seed)
    assert game.over and game.state.end_reason
    assert game.state.winner is not None or game.state.winners


def test_a_clockwork_random_player_finishes_a_scenario_game() -> None:
    players_mod = pytest.importorskip("clockwork.players")
    try:
        game = start("the-liberal-unionist", seed=4)
        seats = {i: players_mod.make_player("random", i, 4) for i in range(3)}
    except (ImportError, ModuleNotFoundError) as exc:  # the baselines live in clockwork/
        pytest.skip(f"clockwork baselines unavailable: {exc}")
    players_mod.play_out(game, seats)
    assert game.over


def test_scenario_5_a_liberal_pm_passing_the_act_loses_a_step_in_the_liberals_sector() -> None:
    """Item 14 (L1145): the reversal mirrors the Sector with the party, so the card as printed
    costs the Liberals a step in their own Sector, a penalty that bites (6 -> 3)."""
    game = helpers.two_player()  # Gladstone's Liberal Government, Liberals Sector on 6
    helpers.to_resolution(game, select=[ACT5, "Interpretation Act", "Naturalization Act"])
    do(game, "agree 1")
    helpers.answer(game, "agreement", True)
    assert helpers.sector_points(game, "Liberals", LIB) == 3
    assert helpers.sector_points(game, "Gentry", CON) == 5  # the Conservatives' step, 3 -> 5
