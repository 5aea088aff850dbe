"""The installed `electioneer play` in a real 80x24 terminal: a whole solo game typed as a
person would, the board and the question on one screen, a wrong entry as one line, undo
refused past the reveal, and the result. Skipped only where tmux is not installed.

(Named test_app_play_tmux, not test_play_tmux: the test folders have no packages, so two
test files may not share a name with Prime Minister's tests/test_play_tmux.py.)
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from electioneer_tmux import ElectioneerTerminal
from tmux_support import GAME_TIMEOUTS, TIMEOUT

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


@pytest.fixture
def term(tmp_path: Path):
    terminal = ElectioneerTerminal(tmp_path)
    yield terminal
    terminal.close()


def test_a_whole_solo_game_at_80x24(term: ElectioneerTerminal) -> None:
    term.start("play", "--parties", "2", "--seed", "12", "--theatrics", "one")
    term.wait_for(r"How many parties stand|Which party do you play")
    term.type("con")
    kind, _ = term.prompt()
    assert kind == "return policy"
    screen = term.visible()
    # the week, the board, the hand and the question on one 24-row screen
    assert "Week 1 of 7" in screen and "Constituency" in screen and "Books  CON" in screen
    assert "Your hand" in screen and "CON \u00b7 return policy>" in screen

    mark = term.answer("choose the moon")
    assert "Error: 'choose the moon' is not a choice now" in term.screen()[mark:]

    weeks_seen = set()
    refused = False
    for _ in range(120):
        kind, screen = term.prompt(timeout=TIMEOUT * GAME_TIMEOUTS)
        if kind == "over":
            break
        visible = term.visible()
        week = next((w for w in range(1, 8) if f"Week {w} of 7" in visible), None)
        if week is not None:
            weeks_seen.add(week)
        if kind == "theatric":
            term.answer("")  # Enter passes
        elif kind == "swap issue":
            term.answer("pass")
        else:
            chosen = term.first_choice()
            mark = term.answer(chosen)
            if kind == "choose policy" and not refused:  # the reveal follows: no taking it back
                mark = term.answer("undo")
                assert "Error: cannot undo choose" in term.screen()[mark:]
                refused = True
    else:
        pytest.fail("the game did not end")
    shown = term.screen()
    assert "Election day: the result" in shown and "Seats: CON " in shown and "Government: " in shown
    assert weeks_seen == set(range(1, 8))
    assert refused
    mark = term.mark()
    term.type("quit")
    term.wait_for(r"\[exit=0\]", after=mark)
