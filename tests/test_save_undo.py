"""Saves, replay and undo (engine/save.py): a save replays to the identical game; a bad
file says what is wrong; writing is atomic; undo never steps back across a revealed card
(the tip in rule 1.4)."""

from __future__ import annotations

import dataclasses
import json
import os
import random
from pathlib import Path

import pytest

from engine.decisions import TABLE, Answer, Campaign, EndTurn, Reveal, choice_to_json
from engine import standard_components
from engine.game import Game
from engine.save import (
    SAVE_VERSION,
    SaveError,
    UndoError,
    can_undo,
    game_from_json,
    game_to_json,
    load_game,
    save_game,
    undo,
)
from engine.setup import new_game, standard_setup
from engine.state import EndKind

COMPONENTS = standard_components()


def play(players: int, seed: int, plies: int | None = None) -> Game:
    """A game with `plies` random legal choices made (all of it when None)."""
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    rng = random.Random(f"test/{seed}")
    while not game.over and (plies is None or len(game.log) < plies):
        decision = game.pending
        assert decision is not None
        choice = game.deal() if decision.is_chance else rng.choice(decision.choices)
        game.apply(choice, reason="" if decision.is_chance else f"pick {len(game.log)}")
    return game


def play_until(game: Game, wanted, rng: random.Random, limit: int = 5000) -> None:
    """Play randomly until `wanted(game)` holds for the pending decision."""
    for _ in range(limit):
        if wanted(game):
            return
        decision = game.pending
        assert decision is not None
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    raise AssertionError("position not reached")


def same_game(a: Game, b: Game) -> None:
    assert a.state.to_json() == b.state.to_json()
    assert a.log == b.log
    assert a.pending == b.pending
    assert a.steps == b.steps


# --- save, load, replay ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_save_replays_to_the_identical_game_mid_game(players):
    game = play(players, seed=11, plies=150)
    data = json.loads(json.dumps(game_to_json(game)))
    loaded = game_from_json(data, COMPONENTS)
    same_game(loaded, game)
    assert [r.reason for r in loaded.log] == [r.reason for r in game.log]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_game_round_trips_through_a_file(tmp_path, players):
    game = play(players, seed=5)
    assert game.over
    path = save_game(game, tmp_path / "game.json")
    loaded = load_game(path, COMPONENTS)
    same_game(loaded, game)
    assert loaded.winner == game.winner
    assert sorted(os.listdir(tmp_path)) == ["game.json"]  # no temporary file left behind


def test_a_loaded_game_plays_on_exactly_like_the_original():
    game = play(2, seed=3, plies=80)
    twin = game_from_json(game_to_json(game), COMPONENTS)
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(60):
        for g, rng in ((game, rng_a), (twin, rng_b)):
            decision = g.pending
            g.apply(g.deal() if decision.is_chance else rng.choice(decision.choices))
    same_game(twin, game)


def test_the_save_names_its_format_version_setup_seed_and_choices():
    game = play(3, seed=9, plies=40)
    data = game_to_json(game)
    assert data["format"] == "prime-minister-save"
    assert data["version"] == SAVE_VERSION
    assert data["seed"] == 9
    assert data["setup"]["players"] == 3 and len(data["setup"]["politicians"]) == 3
    assert len(data["choices"]) == 40
    first = data["choices"][0]
    assert set(first) >= {"ply", "owner", "kind", "choice", "reason"}
    assert data["snapshot"] == game.state.to_json()


def test_a_view_cannot_be_saved():
    game = play(2, seed=1, plies=10)
    with pytest.raises(SaveError, match="view"):
        game_to_json(game.view(0))


# --- bad files -----------------------------------------------------------------------------


@pytest.fixture
def saved(tmp_path) -> Path:
    return save_game(play(2, seed=4, plies=120), tmp_path / "game.json")


def rewrite(path: Path, change) -> Path:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path


def test_a_truncated_file_is_named_as_truncated(saved):
    text = saved.read_text()
    saved.write_text(text[: len(text) // 2])
    with pytest.raises(SaveError, match=r"game\.json: the save is truncated"):
        load_game(saved)


def test_a_corrupt_file_is_named_as_corrupt(saved):
    saved.write_text('{"version": 1, "seed": 4,, }')
    with pytest.raises(SaveError, match=r"game\.json: the save is corrupt \(invalid JSON at line 1"):
        load_game(saved)


@pytest.mark.parametrize(
    "content, message",
    [("", "empty"), ("[1, 2]", "a save is a JSON object, not a list"), (b"\xff\xfe\x00garbage", "not UTF-8")],
)
def test_files_that_are_not_saves(tmp_path, content, message):
    path = tmp_path / "x.json"
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    with pytest.raises(SaveError, match=message):
        load_game(path)


def test_a_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no such save file"):
        load_game(tmp_path / "nope.json")


def test_an_unknown_version_is_refused(saved):
    rewrite(saved, lambda d: d.update(version=99))
    with pytest.raises(SaveError, match=r"unsupported save version 99 \(this program reads version 1\)"):
        load_game(saved)


def test_another_programs_json_is_refused(saved):
    rewrite(saved, lambda d: d.update(format="chess-pgn"))
    with pytest.raises(SaveError, match="not a Prime Minister save"):
        load_game(saved)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(seed="four"), r"'seed' must be a whole number, not 'four'"),
        (lambda d: d.pop("version"), r"no 'version' field"),
        (lambda d: d.update(setup=[]), r"'setup' must be an object"),
        (lambda d: d["setup"].pop("politicians"), r"setup 'politicians' must be a list, not null"),
        (lambda d: d["setup"].update(players=5), r"setup 'players' is 5, outside 2..4"),
        (lambda d: d.update(choices={}), r"'choices' must be a list"),
        (lambda d: d["choices"].__setitem__(7, "campaign"), r"choice at ply 7 must be an object"),
        (
            lambda d: d["choices"][7].update(choice={"type": "Teleport"}),
            r"choice at ply 7: unknown choice type 'Teleport'",
        ),
        (
            lambda d: d["choices"][7]["choice"].update(colour="red"),
            r"choice at ply 7: a \w+ choice has no field 'colour'",
        ),
        (lambda d: d.update(snapshot=[]), r"'snapshot' must be an object"),
        (
            lambda d: d["choices"][7].update(reason_names="John Bright"),
            r"choice at ply 7: 'reason_names' must be a list",
        ),
    ],
)
def test_malformed_fields_are_named(saved, change, message):
    rewrite(saved, change)
    with pytest.raises(SaveError, match=message):
        load_game(saved)


def test_an_illegal_choice_names_its_ply(saved):
    data = json.loads(saved.read_text())
    ply = next(i for i, c in enumerate(data["choices"]) if c["owner"] != TABLE and i > 20)
    data["choices"][ply]["choice"] = choice_to_json(Campaign("Ireland", 7))
    data["choices"][ply].pop("kind")
    saved.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=rf"ply {ply}: illegal choice: 'campaign ireland 7' is not legal now"):
        load_game(saved)


def test_a_tampered_card_draw_is_caught(saved):
    data = json.loads(saved.read_text())
    ply = next(i for i, c in enumerate(data["choices"]) if c["choice"]["type"] == "Reveal")
    data["choices"][ply]["choice"]["card"] = "The Spanish Armada"
    saved.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=rf"ply {ply}: illegal choice: 'card \"The Spanish Armada\"'"):
        load_game(saved)


def test_a_choice_by_the_wrong_seat_is_caught(saved):
    data = json.loads(saved.read_text())
    ply = next(i for i, c in enumerate(data["choices"]) if c["owner"] == 0)
    data["choices"][ply]["owner"] = 1
    saved.write_text(json.dumps(data))
    with pytest.raises(
        SaveError, match=rf"ply {ply} \(round \d+\): the save has seat 2 deciding, but the replay asks seat 1"
    ):
        load_game(saved)


def test_a_tampered_snapshot_is_caught_and_located(saved):
    def more_vp(data):
        data["snapshot"]["seats"][1]["vp"] += 10

    rewrite(saved, more_vp)
    with pytest.raises(
        SaveError,
        match=r"does not match the saved snapshot: state\.seats\[1\]\.vp is \d+ in the save, \d+ in the replay",
    ):
        load_game(saved)


def test_choices_after_the_end_are_refused(tmp_path):
    game = play(2, seed=2)
    data = game_to_json(game)
    data["choices"].append({"choice": choice_to_json(EndTurn())})
    with pytest.raises(SaveError, match=rf"ply {len(game.log)}: end comes after the end of the game"):
        game_from_json(data, COMPONENTS)


def test_a_save_without_snapshot_or_annotations_still_replays():
    game = play(2, seed=8, plies=60)
    data = game_to_json(game)
    data.pop("snapshot")
    data["choices"] = [{"choice": c["choice"], "reason": c["reason"]} for c in data["choices"]]
    same_game(game_from_json(data, COMPONENTS), game)


# --- atomic writing ---------------------------------------------------------------------------


def test_a_failed_rename_leaves_the_old_save_intact(tmp_path, monkeypatch):
    path = save_game(play(2, seed=1, plies=30), tmp_path / "game.json")
    before = path.read_bytes()

    def broken_replace(_src, _dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("engine.save.os.replace", broken_replace)
    with pytest.raises(OSError, match="No space left"):
        save_game(play(2, seed=1, plies=90), path)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["game.json"]


def test_a_failed_write_leaves_the_old_save_intact(tmp_path, monkeypatch):
    path = save_game(play(2, seed=1, plies=30), tmp_path / "game.json")
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr("engine.save.os.fsync", broken_fsync)
    with pytest.raises(OSError, match="Input/output error"):
        save_game(play(2, seed=1, plies=90), path)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["game.json"]


def test_a_game_that_cannot_be_written_as_json_touches_nothing(tmp_path):
    path = save_game(play(2, seed=1, plies=30), tmp_path / "game.json")
    before = path.read_bytes()
    game = play(2, seed=1, plies=30)
    game.setup.options["callback"] = object()  # not JSON
    with pytest.raises(SaveError, match="cannot be written as JSON"):
        save_game(game, path)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["game.json"]


# --- undo --------------------------------------------------------------------------------------


def test_nothing_to_undo_at_the_start():
    game = new_game(standard_setup(COMPONENTS, 2, seed=0), seed=0, components=COMPONENTS)
    assert not can_undo(game)
    with pytest.raises(UndoError, match="nothing to undo"):
        undo(game)


def test_undo_takes_back_a_campaign():
    game = new_game(standard_setup(COMPONENTS, 2, seed=6), seed=6, components=COMPONENTS)
    rng = random.Random(6)
    play_until(
        game, lambda g: g.pending.kind == "action" and any(isinstance(c, Campaign) for c in g.pending.choices), rng
    )
    before_state, before_pending, before_log = game.state.to_json(), game.pending, list(game.log)
    campaign = next(c for c in game.pending.choices if isinstance(c, Campaign))
    game.apply(campaign)
    assert game.state.to_json() != before_state
    assert can_undo(game)
    back = undo(game)
    assert back.state.to_json() == before_state
    assert back.pending == before_pending
    assert back.log == before_log
    assert game.log[-1].choice == campaign  # the game undone from is not changed


def test_undo_never_crosses_a_revealed_card():
    game = new_game(standard_setup(COMPONENTS, 2, seed=6), seed=6, components=COMPONENTS)
    # The first decision: the Opposition Leader picks a bill deck; the table then reveals a bill.
    assert game.pending.kind == "draw bill"
    game.apply(game.pending.choices[0])
    assert can_undo(game)
    assert undo(game).log == []
    assert game.pending.owner == TABLE
    card = game.deal()
    game.apply(card)
    assert isinstance(game.log[-1].choice, Reveal)
    assert not can_undo(game)
    with pytest.raises(UndoError, match=r"cannot undo past a revealed card .*rule 1\.4"):
        undo(game)


def test_undo_steps_back_one_choice_at_a_time_until_a_card_was_revealed():
    game = new_game(standard_setup(COMPONENTS, 2, seed=12), seed=12, components=COMPONENTS)
    rng = random.Random(12)
    play_until(
        game, lambda g: g.pending.kind == "action" and any(isinstance(c, Campaign) for c in g.pending.choices), rng
    )
    mark = len(game.log)
    while game.pending.kind == "action" and len(game.log) - mark < 3:
        campaigns = [c for c in game.pending.choices if isinstance(c, Campaign)]
        if not campaigns:
            break
        game.apply(campaigns[0])
    made = len(game.log) - mark
    assert made >= 1
    undone = game
    for _ in range(made):
        assert can_undo(undone)
        undone = undo(undone)
    assert len(undone.log) == mark
    while can_undo(undone):
        undone = undo(undone)
    # undo stops right after the last card the table revealed
    assert undone.log[-1].owner == TABLE and isinstance(undone.log[-1].choice, Reveal)
    assert all(not isinstance(r.choice, Reveal) for r in game.log[len(undone.log) :])


def test_undo_takes_back_an_answer_and_keeps_earlier_reasons():
    game = new_game(standard_setup(COMPONENTS, 2, seed=3), seed=3, components=COMPONENTS)
    rng = random.Random(3)
    play_until(
        game, lambda g: g.pending.owner != TABLE and Answer(True) in g.pending.choices and g.log[-1].owner != TABLE, rng
    )
    game.log[-1] = dataclasses.replace(game.log[-1], reason="earlier reason")
    question = game.pending
    game.apply(Answer(False), reason="not today")
    assert game_from_json(game_to_json(game), COMPONENTS).log[-1].reason == "not today"
    back = undo(game)
    assert back.pending == question
    assert back.log[-1].reason == "earlier reason"


def test_a_view_cannot_be_undone():
    game = play(2, seed=1, plies=10)
    with pytest.raises(UndoError, match="view"):
        undo(game.view(0))


def test_undo_several_choices_in_one_replay():
    game = new_game(standard_setup(COMPONENTS, 2, seed=12), seed=12, components=COMPONENTS)
    rng = random.Random(12)
    play_until(
        game, lambda g: g.pending.kind == "action" and sum(isinstance(c, Campaign) for c in g.pending.choices) > 0, rng
    )
    before = game.state.to_json()
    mark = len(game.log)
    for _ in range(2):
        campaigns = [c for c in game.pending.choices if isinstance(c, Campaign)]
        if game.pending.kind != "action" or not campaigns:
            break
        game.apply(campaigns[0])
    made = len(game.log) - mark
    assert can_undo(game, made)
    assert undo(game, made).state.to_json() == before
    assert not can_undo(game, 0)
    assert not can_undo(game, len(game.log) + 1)
    reveals = len(game.log) - max(i for i, r in enumerate(game.log) if isinstance(r.choice, Reveal))
    with pytest.raises(UndoError, match="revealed card"):
        undo(game, reveals)


def test_a_save_made_with_other_card_data_says_so_when_it_does_not_replay(saved):
    def other_decks(data):
        data["decks"] = "0000000000000000"
        data["snapshot"]["seats"][0]["vp"] += 1

    rewrite(saved, other_decks)
    with pytest.raises(SaveError, match="made with different card data"):
        load_game(saved)


def test_an_unknown_scenario_in_the_setup(saved):
    rewrite(saved, lambda d: d["setup"].update(scenario="the-war-of-the-roses"))
    with pytest.raises(SaveError, match=r"'setup' is not a legal setup: .*the-war-of-the-roses"):
        load_game(saved)


@pytest.mark.parametrize("name", ["the-liberal-unionist", "the-queens-favour", "fractured-parliament"])
def test_scenario_games_save_load_and_undo(name):
    from engine.scenario_rules import scenario_setup

    setup = scenario_setup(name, seed=1)
    game = new_game(setup, seed=1, components=COMPONENTS)
    rng = random.Random(1)
    while not game.over and len(game.log) < 200:
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    loaded = game_from_json(json.loads(json.dumps(game_to_json(game))), COMPONENTS)
    same_game(loaded, game)
    while not can_undo(game) and not game.over:
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    back = undo(game)
    assert back.log == game.log[:-1]


def test_a_save_from_an_older_version_with_fewer_state_fields_still_loads():
    """Fields the game state gained since the save was written are not held against it."""
    from engine.save import game_from_json, game_to_json
    from engine.setup import new_game, standard_setup
    from engine import standard_components

    game = new_game(standard_setup(standard_components(), 2, seed=5), seed=5)
    for _ in range(30):
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else decision.choices[-1])
    data = game_to_json(game)
    del data["snapshot"]["flags"]["refused_influence"]  # as if written before the field existed
    data["snapshot"]["retired_field"] = 1  # as if written by a version that had another field
    loaded = game_from_json(data)
    assert loaded.state.to_json() == game.state.to_json()


def test_a_snapshot_that_disagrees_on_a_shared_field_is_still_refused():
    import pytest

    from engine.save import SaveError, game_from_json, game_to_json
    from engine.setup import new_game, standard_setup
    from engine import standard_components

    game = new_game(standard_setup(standard_components(), 2, seed=5), seed=5)
    data = game_to_json(game)
    data["snapshot"]["seats"][0]["vp"] = 42
    with pytest.raises(SaveError, match=r"seats\[0\]\.vp is 42 in the save"):
        game_from_json(data)


def test_a_finished_game_saved_before_the_typed_end_still_loads_and_says_why_it_ended():
    """Saves written when the end was only words (`end_reason`) keep loading; the replay types it."""
    game = play(2, 1)
    assert game.over
    data = json.loads(json.dumps(game_to_json(game)))
    del data["snapshot"]["end"]  # as written before `GameState.end`
    assert data["snapshot"]["end_reason"].endswith(" VP")
    loaded = game_from_json(data)
    assert loaded.state.end == game.state.end and loaded.state.end.kind is EndKind.VICTORY
    data["snapshot"]["end_reason"] = "somebody else won"
    with pytest.raises(SaveError, match=r'state\.end_reason is "somebody else won" in the save'):
        game_from_json(data)


def test_a_save_naming_a_choice_by_its_old_name_still_loads():
    """`postpone` was saved as RemoveElectionMarker before the choice took the name of its words."""
    from engine.decisions import PostponeElection, choice_from_json

    assert choice_from_json({"type": "RemoveElectionMarker"}) == PostponeElection()
    assert choice_from_json({"type": "PostponeElection"}) == PostponeElection()
    assert str(PostponeElection()) == "postpone"


def test_a_save_naming_a_board_slot_bill_still_loads_to_the_same_game(tmp_path):
    """Before `bill` meant only a bill's name, a save wrote the slot of a Vote, Debate,
    Supporter play, Debate Card, agreement or withdrawal as `bill`: such a file still loads,
    replays to the very same game, and saves again with `slot`."""
    from engine.decisions import Debate, choice_from_json

    game = play(3, 4)
    data = json.loads(json.dumps(game_to_json(game)))
    renamed = set()
    for entry in data["choices"]:
        choice = entry["choice"]
        if "slot" in choice:
            choice["bill"] = choice.pop("slot")
            renamed.add(choice["type"])
    assert {"Debate", "Vote"} <= renamed  # the game did reach the kinds that name a slot
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path, COMPONENTS)
    same_game(loaded, game)
    again = game_to_json(loaded)
    assert not any("bill" in e["choice"] for e in again["choices"] if e["choice"]["type"] not in ("Propose", "Select"))
    assert choice_from_json({"type": "Debate", "bill": 2, "votes": -20}) == Debate(slot=2, votes=-20)
    assert str(Debate(slot=2, votes=-20)) == "debate 2 -20"  # what a player types is unchanged


def test_a_reason_keeps_the_cards_it_names_through_a_save_and_an_undo(tmp_path):
    game = play(2, 5, plies=30)
    said = [r for r in game.log if r.reason]
    named = dataclasses.replace(said[-1], reason_names=("John Bright",))
    game.log[named.ply] = named
    loaded = game_from_json(game_to_json(game), components=COMPONENTS)
    assert loaded.log[named.ply].reason_names == ("John Bright",)
    assert [r.reason_names for r in loaded.log] == [r.reason_names for r in game.log]  # None (not said) stays None
    game.log[said[0].ply] = dataclasses.replace(said[0], reason_names=())  # said: it names no card
    assert game_from_json(game_to_json(game), components=COMPONENTS).log[said[0].ply].reason_names == ()
    assert undo(loaded, 1).log[named.ply - 1].reason_names == loaded.log[named.ply - 1].reason_names
    older = game_to_json(game)
    assert any("reason_names" in entry for entry in older["choices"])
    for entry in older["choices"]:
        entry.pop("reason_names", None)  # a save written before reasons named their cards
    assert all(r.reason_names is None for r in game_from_json(older, components=COMPONENTS).log if r.reason)
