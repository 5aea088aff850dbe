"""Keys typed at a real terminal while the game moves on between two prompts: not echoed
into the moves shown, kept for the next prompt, the terminal put back as it was. A
pseudo-terminal stands in for the person's terminal."""

from __future__ import annotations

import os
import select
import sys

import pytest

termios = pytest.importorskip("termios")
pty = pytest.importorskip("pty")

from house.typeahead import quiet_keys  # noqa: E402


def _echoed(master: int) -> bytes:
    out = b""
    while select.select([master], [], [], 0.2)[0]:
        try:
            chunk = os.read(master, 1024)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    return out


@pytest.fixture
def terminal(monkeypatch):
    master, slave = pty.openpty()
    stdin = os.fdopen(slave, "r", closefd=False)
    monkeypatch.setattr(sys, "stdin", stdin)
    yield master, slave
    stdin.close()
    os.close(master)
    os.close(slave)


def test_keys_typed_while_the_game_moves_on_are_not_echoed_and_wait_for_the_prompt(terminal):
    master, slave = terminal
    before = termios.tcgetattr(slave)
    with quiet_keys():
        os.write(master, b"end\r")  # typed while the Clockwork moves
        assert _echoed(master) == b""
    assert termios.tcgetattr(slave) == before
    assert os.read(slave, 100).strip() == b"end"  # the next prompt reads them
    os.write(master, b"x")  # the terminal echoes again once the prompt is back
    assert b"x" in _echoed(master)


def test_the_terminal_is_put_back_after_an_error(terminal):
    master, slave = terminal
    before = termios.tcgetattr(slave)
    with pytest.raises(ValueError), quiet_keys():
        raise ValueError("a bug in a Clockwork move")
    assert termios.tcgetattr(slave) == before


def test_nothing_changes_where_input_is_not_a_terminal(monkeypatch):
    read, write = os.pipe()
    monkeypatch.setattr(sys, "stdin", os.fdopen(read, "r"))
    os.write(write, b"end\r")
    with quiet_keys():
        pass
    assert os.read(read, 10) == b"end\r"
    os.close(write)
