"""YAML read within limits (house.checked_yaml): every fault is one line naming the file."""

from __future__ import annotations

import os
import time

import pytest

from house.checked_yaml import YamlInputError, parse_yaml, read_yaml
from house.files import remove_stale_temporaries, write_atomically


def _refused(text: str) -> str:
    with pytest.raises(YamlInputError) as caught:
        parse_yaml(text, "f.yaml")
    message = str(caught.value)
    assert message.startswith("f.yaml") and "\n" not in message
    return message


def test_a_plain_file_is_read(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text("round: 3\nseats: [PM, OL]\n", encoding="utf-8")
    assert read_yaml(path) == {"round": 3, "seats": ["PM", "OL"]}


def test_a_key_given_twice_is_refused():
    assert "'round' is given twice" in _refused("round: 1\nround: 2\n")


def test_an_alias_chain_is_refused_quickly():
    lines = ["a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 30)]
    started = time.process_time()
    assert "aliases" in _refused("\n".join(lines))
    assert time.process_time() - started < 5  # a guard against a hang, not a timing assertion


def test_deep_nesting_and_long_numbers_are_refused():
    assert "nest" in _refused("a: " + "[" * 5000 + "]" * 5000)
    assert "nested more than 64" in _refused("a: " + "[" * 100 + "]" * 100)
    assert "too long" in _refused("n: " + "9" * 5000)


def test_broken_yaml_names_the_line():
    assert "line 2" in _refused("a: 1\n  - b: [\n")


def test_pipes_devices_folders_and_large_files_are_refused_unread(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * 2000)
    for path, words in [
        (fifo, "not a regular file"),
        ("/dev/zero", "not a regular file"),
        (tmp_path, "a folder"),
        (tmp_path / "none.yaml", "no such file"),
    ]:
        with pytest.raises(YamlInputError, match=words):
            read_yaml(path)
    with pytest.raises(YamlInputError, match="too large"):
        read_yaml(big, max_bytes=1000)


def test_non_utf8_names_the_byte(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"name: caf\xe9\n")
    with pytest.raises(YamlInputError, match="not UTF-8 text"):
        read_yaml(path)


def test_files_are_written_whole_and_stale_temporaries_go(tmp_path):
    target = tmp_path / "save.json"
    write_atomically(target, "{}")
    assert target.read_text() == "{}"
    stale = tmp_path / ".save.json.abc.tmp"
    stale.write_text("half")
    os.utime(stale, (0, 0))
    fresh = tmp_path / ".save.json.def.tmp"
    fresh.write_text("being written")
    assert remove_stale_temporaries(tmp_path) == 1
    assert not stale.exists() and fresh.exists()


def test_bytes_that_are_not_utf8_are_named_by_line_and_field(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes("round: 3\nseats:\n- politician: P\xe9el\n".encode("latin-1"))
    with pytest.raises(YamlInputError, match=r"not UTF-8 text at line 3 \(field politician\), byte 31$"):
        read_yaml(path, "latin.yaml")
