"""Positions (engine/position.py, docs/positions.md): a game in progress written in the
table's words, read back through one public function that checks every field, and markers
set by hand during a game (logged, undone, saved)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from engine.decisions import Correct
from engine import standard_components
from engine.happened import MarkerSet
from engine.position import PositionError, load_position
from engine.position_writing import position_from_game, save_position
from engine.save import game_from_json, game_to_json, undo
from engine.setup import game_from_position, new_game, standard_setup
from engine.state import Phase

COMPONENTS = standard_components()
EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "position-example.yaml"


def play_to(players: int, seed: int, round_: int, phase: Phase):  # type: ignore[no-untyped-def]
    """A seeded game (first legal choice, the dealer's cards) at the first decision of `phase` in `round_`."""
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    while not (game.state.round == round_ and game.state.phase is phase):
        decision = game.pending
        assert decision is not None and not game.over
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    return game


@pytest.mark.parametrize(
    "players,seed,round_,phase", [(2, 1, 2, Phase.ACTIONS), (4, 3, 3, Phase.ACTIONS), (3, 2, 2, Phase.BILL_RESOLUTION)]
)
def test_a_position_written_and_read_is_the_same_game_position(
    players: int, seed: int, round_: int, phase: Phase
) -> None:
    game = play_to(players, seed, round_, phase)
    written = position_from_game(game)
    again = game_from_position(copy.deepcopy(written), COMPONENTS, seed=seed)
    assert position_from_game(again) == written
    for a, b in zip(game.state.seats, again.state.seats):
        assert (a.politician, a.role, a.standing, a.favour, a.vp, a.cubes, sorted(a.supporters)) == (
            b.politician,
            b.role,
            b.standing,
            b.favour,
            b.vp,
            b.cubes,
            sorted(b.supporters),
        )
    assert again.state.popularity == game.state.popularity
    assert (again.state.moderates, again.state.partisans) == (game.state.moderates, game.state.partisans)
    assert [s and (s.name, s.adjustment) for s in again.state.slots] == [
        s and (s.name, s.adjustment) for s in game.state.slots
    ]
    assert {k: sorted(p.draw) for k, p in again.state.piles.items()} == {
        k: sorted(p.draw) for k, p in game.state.piles.items()
    }
    # the same decision is posed, with the same legal choices
    assert again.pending is not None and game.pending is not None
    assert (again.pending.owner, again.pending.kind, again.pending.choices) == (
        game.pending.owner,
        game.pending.kind,
        game.pending.choices,
    )


def test_the_example_file_in_the_docs_starts_a_game() -> None:
    data = load_position(EXAMPLE)
    game = game_from_position(data, COMPONENTS, seed=1)
    assert game.state.round == data["round"] and game.state.phase.value == data["phase"]
    peel = next(s for s in game.state.seats if s.politician == "Sir Robert Peel")
    assert (peel.standing, peel.favour, peel.vp) == (7, 3, 41)
    assert game.state.position.__self__ is game.state  # a plain state, no hidden driver
    assert game.pending is not None


def _example() -> dict:  # type: ignore[type-arg]
    return load_position(EXAMPLE)


def _set(data: dict, path: str, value: object) -> dict:  # type: ignore[type-arg]
    node = data
    keys = path.split(".")
    for key in keys[:-1]:
        node = node[int(key)] if isinstance(node, list) else node[key]
    last = keys[-1]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return data


@pytest.mark.parametrize(
    "path,value,field",
    [
        ("seats.0.standing", 30, "seats[0].standing"),
        ("seats.1.favour", -1, "seats[1].favour"),
        ("seats.2.vp", 140, "seats[2].vp"),
        ("seats.0.role", "king", "seats[0].role"),
        ("seats.2.role", "pm", "seats"),  # two Prime Ministers
        ("seats.0.party", "conservative", "seats[0].party"),
        ("seats.0.supporters", ["No Such Person"], "seats[0].supporters"),
        ("popularity.Gentry.liberal", 4, "popularity.Gentry.liberal"),
        ("popularity.Gentery", {"liberal": 1}, "popularity"),
        ("mps.all", 999, "mps.all"),
        ("mps.moderates", 255, "mps.moderates"),  # the tracker moves in tens (an odds check crashed on 325 MPs)
        ("bills.0.bill", "Magna Carta", "bills[0].bill"),
        ("bills.0.adjustment", 140, "bills[0].adjustment"),
        ("bills.0.adjustment", 25, "bills[0].adjustment"),  # Votes move in tens: 355 projected has no odds
        ("phase", "tea", "phase"),
        ("round", 0, "round"),
        ("colour", "blue", "colour"),
        ("father_of_the_house", "Pitt", "father_of_the_house"),
    ],
)
def test_an_impossible_position_is_refused_in_one_line_naming_the_field(path: str, value: object, field: str) -> None:
    data = _set(_example(), path, value)
    with pytest.raises(PositionError) as caught:
        game_from_position(data, COMPONENTS)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(field), message
    assert isinstance(caught.value, ValueError)


def test_a_file_that_is_not_a_position_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("round: [1\n", encoding="utf-8")
    with pytest.raises(PositionError, match="not valid YAML at line"):
        load_position(bad)
    with pytest.raises(PositionError, match="no such position file"):
        load_position(tmp_path / "missing.yaml")


def test_a_game_from_a_position_saves_replays_and_undoes_from_that_position(tmp_path: Path) -> None:
    game = game_from_position(_example(), COMPONENTS, seed=4)
    for _ in range(12):
        decision = game.pending
        assert decision is not None
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    loaded = game_from_json(game_to_json(game), COMPONENTS)
    assert loaded.state.to_json() == game.state.to_json()
    path = save_position(game, tmp_path / "now.yaml")
    assert game_from_position(load_position(path), COMPONENTS, seed=4).state.round == game.state.round


def test_a_correction_is_logged_as_a_record_undone_and_saved() -> None:
    game = play_to(4, 3, 2, Phase.ACTIONS)
    gladstone = next(s for s in game.state.seats if s.politician == "W.E. Gladstone")
    before = gladstone.standing
    record = game.correct(Correct("standing", "Gladstone", "4"))
    assert gladstone.standing == 4
    assert record.happened == (MarkerSet("W.E. Gladstone Standing", str(before), "4"),)
    assert str(record.choice) == "set standing Gladstone 4"
    game.correct(Correct("sector", "Gentry liberal", "9"))
    assert COMPONENTS.board.ladder(*_gentry_liberal()).positions[game.state.popularity["Gentry"]["liberal"]] == 9
    reloaded = game_from_json(game_to_json(game), COMPONENTS)
    assert reloaded.state.to_json() == game.state.to_json()
    back = undo(game, 2)
    assert next(s for s in back.state.seats if s.politician == "W.E. Gladstone").standing == before


def _gentry_liberal():  # type: ignore[no-untyped-def]
    from engine.components import Party, Sector

    return Sector.GENTRY, Party.LIBERAL


@pytest.mark.parametrize(
    "choice,words",
    [
        (Correct("standing", "Gladstone", "30"), "standing for W.E. Gladstone: 30 is out of range"),
        (Correct("sector", "Gentry liberal", "4"), "is not a box on the Liberal Gentry track"),
        (Correct("sector", "Tea liberal", "5"), "is not a Sector"),
        (Correct("bill", "4", "+20"), "no bill in that slot"),
        (Correct("vp", "Earl", "3"), "matches more than one politician"),
        (Correct("mps", "", "200"), "should be two numbers"),
        (Correct("mps", "", "255 70"), "moves in tens"),
        (Correct("bill", "2", "+25"), "moves in tens"),
        (Correct("pact", "", "maybe"), "should be on or off"),
    ],
)
def test_a_correction_out_of_range_is_refused_and_changes_nothing(choice: Correct, words: str) -> None:
    game = play_to(4, 3, 2, Phase.ACTIONS)
    state, plies = game.state.to_json(), len(game.log)
    with pytest.raises(PositionError, match=words):
        game.correct(choice)
    assert game.state.to_json() == state and len(game.log) == plies


def test_a_correction_re_poses_the_decision() -> None:
    """Cubes set by hand change what the player may do now."""
    game = play_to(2, 1, 2, Phase.ACTIONS)
    while game.pending is not None and game.pending.kind != "action":
        game.apply(game.pending.choices[0])
    decision = game.pending
    assert decision is not None and any(str(c).startswith("campaign") for c in decision.choices)
    seat = game.state.seats[decision.owner]
    game.correct(Correct("cubes", seat.politician, "0"))
    assert game.pending is not None and not any(str(c).startswith("campaign") for c in game.pending.choices)


def test_a_position_at_round_setup_begins_the_round_vp_then_cubes_from_standing() -> None:
    """The table's end-of-round position: the next round starts with its VP (4.0(1a)) and
    Action Cubes taken by the Standing written (1.4)."""
    data = _example()
    data["phase"] = "round_setup"
    game = game_from_position(data, COMPONENTS, seed=2)
    while game.pending is not None and game.pending.kind == "draw supporters":  # Rosebery's unnamed Supporter
        game.apply(game.deal())
    peel = next(s for s in game.state.seats if s.politician == "Sir Robert Peel")
    russell = next(s for s in game.state.seats if s.politician == "Earl Russell")
    assert (peel.vp, russell.vp) == (41 + 4, 33 + 2)  # no Pact: Government 4, Opposition 2
    assert peel.cubes == COMPONENTS.board.mat("pm", "front").cubes(7)  # Standing 7 on the Prime Minister mat


def test_a_round_one_position_at_round_setup_scores_no_round_vp() -> None:
    game = new_game(standard_setup(COMPONENTS, 2, seed=8), seed=8, components=COMPONENTS)
    data = position_from_game(game)
    data["phase"] = "round_setup"
    again = game_from_position(data, COMPONENTS, seed=8)
    assert [s.vp for s in again.state.seats] == [s.vp for s in game.state.seats]
    assert again.pending == game.pending


def test_supporters_held_but_not_named_are_drawn_face_down_for_their_seat_first() -> None:
    data = _example()  # Rosebery holds one Supporter the writer does not know
    game = game_from_position(data, COMPONENTS, seed=3)
    rosebery = next(s for s in game.state.seats if s.politician == "Earl of Rosebery")
    decision = game.pending
    assert decision is not None and decision.is_chance
    assert (decision.kind, decision.deck, decision.subject) == ("draw supporters", "supporters", rosebery.index)
    named = {"John Bright", "Charles Dickens", "Mary Shelley"}  # in other hands: not in the deck
    assert not named & {str(c.card) for c in decision.choices}
    game.apply(game.deal())
    assert len(rosebery.supporters) == 1
    peel_view = game.view(next(s.index for s in game.state.seats if s.politician == "Sir Robert Peel"))
    assert rosebery.supporters[0] not in str([r.choice for r in peel_view.log])  # drawn face down


@pytest.mark.parametrize("scenario", ["1", "2", "4", "5", "6", "7"])
def test_a_scenario_position_written_and_read_is_the_same_game_position(scenario: str) -> None:
    from engine.scenario_rules import scenario_setup

    setup = scenario_setup(scenario, None, 3, components=COMPONENTS)
    game = new_game(setup, seed=3, components=COMPONENTS)
    while not (game.state.round == 2 and game.state.phase is Phase.ACTIONS):
        decision = game.pending
        assert decision is not None
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
    written = position_from_game(game)
    again = game_from_position(copy.deepcopy(written), COMPONENTS, seed=3)
    assert position_from_game(again) == written
    assert again.pending is not None and game.pending is not None
    assert (again.pending.owner, again.pending.kind, again.pending.choices) == (
        game.pending.owner,
        game.pending.kind,
        game.pending.choices,
    )


def _mid_turn(players: int, seed: int, *, pm: bool = False):  # type: ignore[no-untyped-def]
    """A Clockwork game in the Actions phase (round 2 on) with a turn over and another begun:
    the pending decision is an action of a seat that has already acted this turn (the PM's, past
    its Event, with `pm`)."""
    from clockwork.players import make_player

    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    seats = {s: make_player("clockwork", s, seed) for s in range(players)}
    while not game.over:
        decision = game.pending
        last = game.log[-1] if game.log else None
        if (
            game.state.round >= 2
            and game.state.phase is Phase.ACTIONS
            and game.state.flags.acted
            and decision.kind == "action"
            and last is not None
            and last.kind == "action"
            and last.owner == decision.owner
            and (decision.owner == game.state.pm.index) == pm
        ):
            return game, seats
        game.apply(
            game.deal() if decision.is_chance else seats[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    raise AssertionError("no turn under way came")


@pytest.mark.parametrize("players,seed,pm", [(4, 5, False), (4, 6, True), (3, 7, False), (2, 8, True)])
def test_a_position_written_in_the_middle_of_a_turn_goes_on_from_there(players: int, seed: int, pm: bool) -> None:
    """Written mid-Actions, a position records the turns over and the one under way: read back,
    play goes on exactly as the game did (no turn offered twice, no Backbencher's Standing
    bonus twice, no second Event), to the same markers at the end of the phase."""
    game, seats = _mid_turn(players, seed, pm=pm)
    written = position_from_game(game)
    acting = game.state.seats[game.pending.owner].politician
    assert written["turn_under_way"] == acting and written["acted"] and acting not in written["acted"]
    again = game_from_position(copy.deepcopy(written), COMPONENTS, seed=seed)
    assert position_from_game(again) == written
    round_ = game.state.round
    while game.state.round == round_ and game.state.phase is Phase.ACTIONS:
        decision, posed = game.pending, again.pending
        assert (posed.owner, posed.kind) == (decision.owner, decision.kind), (decision.prompt, posed.prompt)
        choice = (
            game.deal() if decision.is_chance else seats[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
        game.apply(choice)
        again.apply(choice)
    for a, b in zip(game.state.seats, again.state.seats):
        assert (a.role, a.standing, a.favour, a.vp, a.cubes, sorted(a.supporters)) == (
            b.role,
            b.standing,
            b.favour,
            b.vp,
            b.cubes,
            sorted(b.supporters),
        )
    assert again.state.popularity == game.state.popularity and again.state.phase is game.state.phase


def test_turns_taken_belong_to_an_actions_position_only() -> None:
    written = position_from_game(play_to(2, 1, 2, Phase.BILL_RESOLUTION))
    assert "acted" not in written
    with pytest.raises(PositionError, match=r"^acted, turn_under_way: only an actions position has turns taken"):
        game_from_position({**copy.deepcopy(written), "acted": [written["seats"][0]["politician"]]}, COMPONENTS)
    actions = position_from_game(play_to(2, 1, 2, Phase.ACTIONS))
    with pytest.raises(PositionError, match=r"'Nobody' is not at the table"):
        game_from_position({**copy.deepcopy(actions), "acted": ["Nobody"]}, COMPONENTS)


def test_the_father_of_the_house_mid_turn_keeps_the_supporters_he_doubles() -> None:
    """A Father of the House whose turn is under way plays the Supporters he began it with
    doubled; a position written then says which (`father_doubles`), where his hand is named."""
    for seed in range(5, 60):  # a turn under way of an Opposition Backbencher (7.4: he holds the card)
        game, _ = _mid_turn(4, seed)
        written = position_from_game(game)
        acting = written["turn_under_way"]
        seat = next(s for s in written["seats"] if s["politician"] == acting)
        if seat["role"] == "opposition_backbencher":
            break
    for entry in written["seats"]:
        entry["vp"] = 90  # the PM at 90 VP: the card is the Opposition Backbencher's
    in_hands = {card for s in written["seats"] for card in s["supporters"]}
    spare = [
        c.name
        for c in COMPONENTS.supporters
        if c.name not in in_hands and c.name not in written["discards"].get("supporters", [])
    ][:2]
    seat["supporters"] = seat["supporters"] + spare
    seat.pop("supporters_held", None)
    written["father_of_the_house"] = acting
    written["father_doubles"] = spare[:1]
    again = game_from_position(copy.deepcopy(written), COMPONENTS, seed=seed)
    father = next(s for s in again.state.seats if s.politician == acting)
    assert again.state.father_of_the_house == father.index and father.held_at_turn_start == spare[:1]
    assert position_from_game(again)["father_doubles"] == spare[:1]
    others = [s.index for s in again.state.seats if s.index != father.index]
    assert "father_doubles" not in position_from_game(again, hands=others)  # his hand unseen: not named
    with pytest.raises(PositionError, match=r"^father_doubles: "):
        game_from_position({**copy.deepcopy(written), "father_doubles": ["Nobody's Card"]}, COMPONENTS)
    with pytest.raises(PositionError, match=r"^father_doubles: only the Father of the House's turn"):
        game_from_position({**copy.deepcopy(written), "father_of_the_house": None}, COMPONENTS)
