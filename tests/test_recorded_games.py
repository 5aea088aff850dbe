"""Recorded games replay to the very same positions (tests/recorded_support.py).

A failure names the game, the round and the first field of the state that differs. If a rule
was changed on purpose, regenerate the recordings with `python bench/regenerate_recorded.py`
and say so in the commit."""

from __future__ import annotations

import json

import pytest

from engine.save import first_difference, game_from_json
from recorded_support import RECORDED, RECORDINGS, Recording, difference, fresh, load, record, round_starts

REGENERATE = (
    "if a rule, a seat's play or the save format was changed on purpose, run python bench/regenerate_recorded.py"
)


def test_the_recordings_cover_two_three_and_four_players_two_scenarios_and_a_clockwork_only_game() -> None:
    saves = {r.pinned.name: load(r) for r in RECORDINGS}
    assert sorted(p.name for p in RECORDED.glob("*.json")) == sorted(f"{name}.json" for name in saves), REGENERATE
    assert {len(save["setup"]["politicians"]) for save in saves.values()} == {2, 3, 4}
    assert len({save["setup"]["scenario"] for save in saves.values()} - {None, "standard"}) >= 2
    assert any(set(r.pinned.seats) == {"clockwork"} for r in RECORDINGS)
    assert all(save["snapshot"]["phase"] == "game_over" for save in saves.values())


@pytest.mark.parametrize("recording", RECORDINGS, ids=[r.pinned.name for r in RECORDINGS])
def test_a_recorded_game_replays_round_by_round_to_the_recorded_positions(recording: Recording) -> None:
    save = load(recording)
    game, choices = fresh(save)
    expected = {entry["ply"]: entry for entry in save["rounds"]}
    seen = []
    for ply, replayed in round_starts(game, choices):
        entry = expected.get(ply)
        assert entry is not None, (
            f"{recording.pinned.name}: round {replayed.state.round} now begins at ply {ply}; {REGENERATE}"
        )
        difference = first_difference(
            entry["snapshot"], json.loads(json.dumps(replayed.state.to_json())), every_key=True
        )
        assert difference is None, (
            f"{recording.pinned.name}, round {entry['round']} (ply {ply}): {difference}; {REGENERATE}"
        )
        seen.append(ply)
    assert seen == sorted(expected), (
        f"{recording.pinned.name}: rounds recorded at plies {sorted(set(expected) - set(seen))} never began; {REGENERATE}"
    )
    assert game.over and game.state.winner == save["snapshot"]["winner"]


@pytest.mark.parametrize("recording", RECORDINGS, ids=[r.pinned.name for r in RECORDINGS])
def test_a_recording_is_the_game_its_seats_play_today_in_today_s_save_format(recording: Recording) -> None:
    """What `bench/regenerate_recorded.py --check` checks, by the same comparison: the replay
    above would also pass a recording in an older save format or one its seats no longer play."""
    found = difference(load(recording), record(recording))
    assert found is None, f"{recording.pinned.name}: {found}; {REGENERATE}"


def test_a_recording_in_an_old_save_format_is_caught() -> None:
    """A board slot saved as `bill` (the format before `slot`) replays the same game, and is
    caught as an old format all the same."""
    recording = RECORDINGS[0]
    now = record(recording)
    old = json.loads(json.dumps(now))
    ply, entry = next((n, e) for n, e in enumerate(old["choices"]) if "slot" in e["choice"])
    entry["choice"]["bill"] = entry["choice"].pop("slot")
    game, choices = fresh(old)
    for _ in round_starts(game, choices):
        pass
    assert game.over and game.state.winner == now["snapshot"]["winner"]  # the same game
    assert difference(old, now) == f"recording.choices[{ply}].choice.bill is only in the save"
    reworded = json.loads(json.dumps(now))
    reworded["choices"][ply]["reason"] += " (reworded)"
    assert difference(reworded, now) is None  # the reasons' wording is not pinned


@pytest.mark.parametrize("recording", RECORDINGS[:1], ids=[r.pinned.name for r in RECORDINGS[:1]])
def test_a_recording_is_a_save_the_app_can_load(recording: Recording) -> None:
    save = load(recording)
    game = game_from_json(save)  # checks every choice's owner and kind, and the final snapshot
    assert game.over and len(game.log) == len(save["choices"])


def test_a_changed_rule_is_caught_and_located() -> None:
    """What a rule change looks like: one recorded Popularity step off at the start of round 3."""
    recording = RECORDINGS[0]
    save = load(recording)
    tampered = save["rounds"][2]
    tampered["snapshot"]["popularity"]["Gentry"]["liberal"] += 1
    game, choices = fresh(save)
    found = []
    for ply, replayed in round_starts(game, choices):
        entry = next(e for e in save["rounds"] if e["ply"] == ply)
        difference = first_difference(
            entry["snapshot"], json.loads(json.dumps(replayed.state.to_json())), every_key=True
        )
        if difference:
            found.append((entry["round"], difference))
    gentry = tampered["snapshot"]["popularity"]["Gentry"]["liberal"]
    assert found == [
        (tampered["round"], f"state.popularity.Gentry.liberal is {gentry} in the save, {gentry - 1} in the replay")
    ]
