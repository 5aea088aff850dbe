"""`odds` writes its short answers without rich (companion/plain_answer.py): what it writes
must be what rich writes, byte for byte, in a terminal and out of one, at every width;
where it cannot say so it leaves the answer to rich."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest
from rich.console import Console

from companion import plain_answer
from companion.odds_by_election import by_election_answer
from companion.odds_vote import vote_answer
from companion.plain_answer import NamedValues, output_shape, print_with_rich, written
from engine import by_election_odds, standard_components, vote_odds


def _answers() -> list[list[plain_answer.Part]]:
    components = standard_components()
    board = components.board
    votes = [
        vote_answer(
            vote_odds(
                at,
                components.uncertainty,
                minimum=board.vote_minimum,
                needed=board.vote_pass,
                certain=board.vote_certain,
            )
        )
        for at in range(board.vote_minimum, 410, 10)
    ]
    by_elections = [
        by_election_answer(by_election_odds(mps, projected, scenario6=fractured))
        for mps in (300, 330)
        for projected in (290, 335)
        for fractured in (False, True)
    ]
    return (
        votes
        + by_elections
        + [
            ["No Vote at 310: below the minimum."],
            [NamedValues("Odd: [bold]markup[/bold]", (("a", "b"),))],
            ["a line with an :emoji: code"],
            ["\u2265 not plain ASCII"],
        ]
    )


def _rich(parts: list[plain_answer.Part], width: int, styled: bool) -> str:
    buffer = io.StringIO()
    console = Console(
        file=buffer, width=width, force_terminal=styled, color_system="standard" if styled else None, highlight=False
    )
    print_with_rich(console, parts)
    return buffer.getvalue()


@pytest.mark.parametrize("styled", [False, True])
def test_every_answer_is_written_as_rich_writes_it_at_every_width(styled: bool) -> None:
    answers = _answers()
    shown = 0
    for width in range(8, 131):
        for parts in answers:
            ours = written(parts, (width, styled))
            if ours is not None:
                shown += 1
                assert ours == _rich(parts, width, styled), (width, parts)
    assert shown > 500
    # the answers a player asks for most are written without rich at 80 columns, in a terminal or not
    for parts in answers[:9]:
        assert written(parts, (80, styled)) is not None


def test_text_rich_would_read_differently_is_left_to_rich() -> None:
    for text in ("[bold]PM[/bold]", "a :smile: code", "\u2265 320", "a\ttab"):
        assert written([text], (80, False)) is None
    assert written(["x" * 81], (80, False)) is None  # rich would wrap it
    assert written([NamedValues("Title", (("name", "v" * 80),))], (80, True)) is None


class _Output(io.StringIO):
    def __init__(self, terminal: bool, encoding: str) -> None:
        super().__init__()
        self._terminal, self._encoding = terminal, encoding

    def isatty(self) -> bool:
        return self._terminal

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding


@pytest.mark.parametrize("terminal", [False, True])
@pytest.mark.parametrize("columns", [None, "100", "40", "wide"])
@pytest.mark.parametrize("term", ["xterm-256color", "dumb", None])
@pytest.mark.parametrize("setting", [None, "FORCE_COLOR", "NO_COLOR", "TTY_COMPATIBLE"])
@pytest.mark.parametrize("encoding", ["utf-8", "latin-1"])
def test_the_output_is_read_as_rich_reads_it(
    monkeypatch: pytest.MonkeyPatch,
    terminal: bool,
    columns: str | None,
    term: str | None,
    setting: str | None,
    encoding: str,
) -> None:
    for name, value in (("COLUMNS", columns), ("TERM", term), *((name, None) for name in plain_answer.RICH_SETTINGS)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    if setting:
        monkeypatch.setenv(setting, "1")
    output = _Output(terminal, encoding)
    monkeypatch.setattr(sys, "stdout", output)
    shape = output_shape()
    if shape is None:
        return  # rich prints the answer
    console = Console(highlight=False)
    assert shape == (console.width, console.is_terminal)
    assert (console.color_system is not None) == console.is_terminal and console.encoding.startswith("utf")
    parts = _answers()[1]
    ours = written(parts)
    print_with_rich(console, parts)  # to the same stdout
    assert ours is None or ours == output.getvalue()


def test_odds_vote_in_a_terminal_prints_what_rich_prints(tmp_path) -> None:
    pexpect = pytest.importorskip("pexpect")
    env = {k: v for k, v in os.environ.items() if k not in plain_answer.RICH_SETTINGS and k != "PRIME_MINISTER_DECKS"}
    env.update(TERM="xterm-256color", COLUMNS="90", PRIME_MINISTER_CACHE=str(tmp_path))
    child = pexpect.spawn(
        sys.executable,
        [
            "-c",
            "import sys; sys.argv[0] = 'prime-minister'; from companion.cli import main; main()",
            "odds",
            "vote",
            "330",
        ],
        env=env,
        encoding="utf-8",
        dimensions=(30, 90),
        timeout=60,
    )
    child.expect(pexpect.EOF)
    shown = child.before.replace("\r\n", "\n")
    child.close()
    components = standard_components()
    board = components.board
    parts = vote_answer(
        vote_odds(
            330, components.uncertainty, minimum=board.vote_minimum, needed=board.vote_pass, certain=board.vote_certain
        )
    )
    assert "\x1b[1m" in shown and shown == _rich(parts, 90, True)


def test_odds_vote_does_not_import_rich(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in plain_answer.RICH_SETTINGS}
    env["PRIME_MINISTER_CACHE"] = str(tmp_path)
    code = (
        "import sys; from companion.cli import main\nmain(['odds', 'vote', '330'], standalone_mode=False)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich'))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env).stdout
    assert "9 of 18 cards (50.0%)" in out and out.splitlines()[-1] == "[]"
