"""A Ctrl-C that comes as `advise` ends (past the advisor's own stop: while its table is drawn)
or while the next question is drawn is no crash: the person stays in the game."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

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
