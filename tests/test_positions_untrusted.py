"""Position files a person may have edited, copied or crafted (engine/position.py): read with
the loader every YAML file of the app goes through (house.checked_yaml), and every field
checked by shape and meaning before a game starts, each fault one line naming the field."""

from __future__ import annotations

import copy
import os
import time
from pathlib import Path

import pytest

from engine.decks import standard_components
from engine.position import PositionError, game_from_position, load_position

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
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]"
              for i in range(1, 25)]
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
