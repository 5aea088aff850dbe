"""A Ctrl-C that comes as `advise` ends (past the advisor's own stop: while its table is drawn)
or while the next question is drawn is no crash: the person stays in the game."""

from __future__ import annotations

import io
import os
import signal
from pathlib import Path

import pytest
from rich.console import Console
from rich.progress import Progress

from companion import advise
from companion.saves import SaveStore
from companion.seats import opponent
from companion.session import Seating, Session
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def _session(tmp_path: Path) -> Session:
    game = new_game(standard_setup(COMPONENTS, 2, seed=4), seed=4, components=COMPONENTS)
    console = Console(file=io.StringIO(), width=80, height=24)
    return Session(game, Seating.solo(0), {1: opponent(1, 4, "standard")[0]}, console, SaveStore(tmp_path), "g1")


@pytest.mark.parametrize("where", ["run", "render"])
def test_ctrl_c_as_the_advice_ends_leaves_the_game_as_it_was(tmp_path: Path, monkeypatch, where: str) -> None:
    session = _session(tmp_path)
    session.play_others()
    before = len(session.game.log)

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(advise, where, interrupted)
    session.handle("advise quick")
    assert "Stopped by Ctrl-C." in session.console.file.getvalue()
    assert len(session.game.log) == before and session.game.pending is not None


def test_ctrl_c_as_the_progress_bar_goes_keeps_the_whole_answer(tmp_path: Path, monkeypatch) -> None:
    """The advice was whole when the Ctrl-C came: it is shown, not dropped."""
    session = _session(tmp_path)
    session.play_others()
    original = Progress.__exit__

    def interrupted_on_leaving(self, *args):  # type: ignore[no-untyped-def]
        original(self, *args)
        raise KeyboardInterrupt

    monkeypatch.setattr(Progress, "__exit__", interrupted_on_leaving)
    session.handle("advise quick")
    shown = session.console.file.getvalue()
    assert "Advice for" in shown and "play-outs to" in shown
    assert "Stopped by Ctrl-C" not in shown


def test_a_real_ctrl_c_while_the_answer_is_drawn_leaves_it_whole(tmp_path: Path, monkeypatch) -> None:
    session = _session(tmp_path)
    session.play_others()
    original = advise.render

    def pressed_midway(*args, **kwargs):  # type: ignore[no-untyped-def]
        os.kill(os.getpid(), signal.SIGINT)  # the person's Ctrl-C, delivered as drawing begins
        original(*args, **kwargs)

    monkeypatch.setattr(advise, "render", pressed_midway)
    session.handle("advise quick")
    shown = session.console.file.getvalue()
    assert "Advice for" in shown and "play-outs to" in shown  # the table and its last line
    assert "Stopped by Ctrl-C" not in shown
