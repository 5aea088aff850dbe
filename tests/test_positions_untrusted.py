"""Position files a person may have edited, copied or crafted (engine/position.py): read with
the loader every YAML file of the app goes through (house.checked_yaml), and every field
checked by shape and meaning before a game starts, each fault one line naming the field."""

from __future__ import annotations

import copy
import re
import os
import time
from pathlib import Path

import pytest

from engine import standard_components
from engine import game_from_position
from engine.position import PositionError, load_position

COMPONENTS = standard_components()
EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "position-example.yaml"


def example() -> dict:
    return load_position(EXAMPLE)


def refused_file(path, *words: str) -> str:
    started = time.process_time()
    with pytest.raises(PositionError) as caught:
        load_position(path)
    assert time.process_time() - started < 1.0
    line = str(caught.value)
    assert "\n" not in line and len(line) < 300 and str(path) in line, line
    for word in words:
        assert word in line, line
    return line


# --- the file ----------------------------------------------------------------------------


def test_an_alias_chain_is_refused_within_a_second(tmp_path):
    lines = ["a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    lines += [
        f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]"
        for i in range(1, 25)
    ]
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert len(path.read_bytes()) < 3000
    refused_file(path, "aliases")


def test_a_60_mb_file_is_refused_unread(tmp_path):
    path = tmp_path / "big.yaml"
    with open(path, "wb") as out:
        out.truncate(60 * 1024 * 1024)
    refused_file(path, "too large")


def test_a_pipe_and_a_device_are_refused_without_blocking(tmp_path):
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    refused_file(fifo, "not a regular file")
    refused_file("/dev/zero", "not a regular file")


def test_a_file_not_in_utf8_names_the_file(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes("round: 3\nseats:\n- politician: Sir Robert Peel\n  note: caf\xe9\n".encode("latin-1"))
    refused_file(path, "not UTF-8")


def test_a_key_given_twice_is_refused(tmp_path):
    path = tmp_path / "twice.yaml"
    path.write_text("round: 3\nround: 4\n", encoding="utf-8")
    refused_file(path, "'round' is given twice")


def test_a_5000_digit_number_is_refused_without_pythons_advice(tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text("round: " + "9" * 5000 + "\n", encoding="utf-8")
    line = refused_file(path, "too long")
    assert "sys.set_int_max_str_digits" not in line and "int_max_str_digits" not in line


def test_nesting_5000_deep_is_refused(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("discards: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    refused_file(path, "nest")


# --- the fields --------------------------------------------------------------------------


def refused(data: dict, field: str) -> str:
    with pytest.raises(PositionError) as caught:
        game_from_position(data, COMPONENTS, seed=1)
    line = str(caught.value)
    assert "\n" not in line and len(line) < 300 and line.startswith(field), line
    return line


def changed(path: str, value) -> dict:
    """The example position with the field at `path` (dots, [n] for list items) set to `value`."""
    data = copy.deepcopy(example())
    parts = re.findall(r"\[\d+\]|[^.\[]+", path)
    target = data
    for part in parts[:-1]:
        target = target[int(part[1:-1])] if part.startswith("[") else target.setdefault(part, {})
    last = parts[-1]
    if last.startswith("["):
        target[int(last[1:-1])] = value
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(
    "path, value, field",
    [
        ("discards", "liberal", "discards"),
        ("discards", {"cross-party": 3}, "discards.cross-party"),
        ("discards", {"cross-party": [["Licensing Act"]]}, "discards.cross-party"),
        ("discards", {("a",): []}, "discards"),
        ("seats[1].supporters", [["John Bright"]], "seats[1].supporters"),
        ("seats[1].careers", "Whip", "seats[1].careers"),
        ("seats[1].role", ["pm"], "seats[1].role"),
        ("seats[1].mat_side", {"front": 1}, "seats[1].mat_side"),
        ("seats[0].debate_card", ["opposition_leader"], "seats[0].debate_card"),
        ("popularity", {"Gentry": [5, 7]}, "popularity.Gentry"),
        ("popularity", {"Gentry": {("liberal",): 5}}, "popularity.Gentry"),
        (
            "bills[0].debate_cards",
            [{"politician": "Sir Robert Peel", "card": "actions", "votes": 10}],
            "bills[0].debate_cards[0].card",
        ),
        (
            "bills[0].debate_cards",
            [{"politician": "Sir Robert Peel", "card": ["x"], "votes": 10}],
            "bills[0].debate_cards[0].card",
        ),
        ("bills[0].proposed_by", ["Sir Robert Peel"], "bills[0].proposed_by"),
        ("passed", [{"bill": "Chimney Sweepers Act"}], "passed"),
        ("acted", [["Earl Russell"]], "acted"),
        ("turn_under_way", {"Earl Russell": 1}, "turn_under_way"),
        ("father_of_the_house", ["Earl Russell"], "father_of_the_house"),
        ("optional_rules", [["question-time"]], "optional_rules"),
        ("scenario", ["standard"], "scenario"),
        ("phase", {"actions": 1}, "phase"),
        ("government", ["liberal"], "government"),
        ("scenario_state", {"riots": 7}, "scenario_state.riots"),
        ("scenario_state", {"under_act": "John Bright"}, "scenario_state.under_act"),
        ("scenario_state", {"question_time": {"held": {"0": [["Famine"]]}}}, "scenario_state.question_time.held.0"),
        ("scenario_state", {"anything": 1}, "scenario_state.anything"),
        ("round", 10**5000, "round"),
    ],
    ids=lambda value: value if isinstance(value, str) else "-",
)
def test_a_field_of_the_wrong_shape_is_one_line_naming_it(path, value, field):
    line = refused(changed(path, value), field)
    assert len(line) < 300


def test_nesting_5000_deep_given_to_the_engine_is_one_line():
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    refused(changed("discards", {"cross-party": deep}), "discards")


def test_a_debate_card_under_a_bill_plays_on_to_the_end():
    """A Debate Card named by its holder's role is accepted and its rewards are given later."""
    from clockwork.players import make_player

    data = changed(
        "bills[0].debate_cards",
        [{"politician": "Earl of Derby", "card": "government_backbencher", "side": "pact", "votes": 10}],
    )
    data["seats"][2]["debate_card"] = None
    game = game_from_position(data, COMPONENTS, seed=3)
    players = {seat: make_player("random", seat, 3) for seat in range(4)}
    while not game.over:
        decision = game.pending
        choice = (
            game.deal()
            if decision.is_chance
            else players[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
        game.apply(choice)
    assert game.over


@pytest.mark.parametrize("where", ["bills", "seats", "scenario_state", "mps", "top"])
def test_a_field_named_with_an_escape_sequence_is_named_printably(where):
    from engine.untrusted import CONTROL

    data = copy.deepcopy(example())
    target = {
        "bills": lambda: data["bills"][0],
        "seats": lambda: data["seats"][1],
        "top": lambda: data,
        "scenario_state": lambda: data.setdefault("scenario_state", {}),
        "mps": lambda: data["mps"],
    }[where]()
    target["\x1b]0;pwned\x07"] = 1
    with pytest.raises(PositionError) as caught:
        game_from_position(data, COMPONENTS, seed=1)
    assert not CONTROL.search(str(caught.value)) and "\\x1b" in str(caught.value), str(caught.value)
