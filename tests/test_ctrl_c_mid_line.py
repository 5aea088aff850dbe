"""A Ctrl-C while a typed line changes the game: the change is made whole, the automated
seats play on to the next typed decision, and the person stays in the game."""

from __future__ import annotations

import io
import signal
from pathlib import Path

from rich.console import Console

from companion.saves import SaveStore
from companion.seats import opponent
from companion.session import Seating, Session
from engine import standard_components
from engine.game import Game
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def _session(tmp_path: Path) -> Session:
    game = new_game(standard_setup(COMPONENTS, 2, seed=4), seed=4, components=COMPONENTS)
    console = Console(file=io.StringIO(), width=80, height=24)
    return Session(game, Seating.solo(0), {1: opponent(1, 4, "standard")[0]}, console, SaveStore(tmp_path), "g1")


def test_a_ctrl_c_while_a_typed_choice_is_applied_makes_it_whole_and_the_game_goes_on(tmp_path: Path, monkeypatch):
    session = _session(tmp_path)
    session.play_others()
    decision = session.game.pending
    assert decision is not None and decision.owner == 0
    typed = str(decision.choices[0])
    before = len(session.game.log)
    real_apply = Game.apply
    pressed: list[bool] = []

    def ctrl_c_midway(self, choice, *args, **kwargs):  # type: ignore[no-untyped-def]
        if not pressed and self is session.game:  # the person's own choice (not a look-ahead on a copy):
            # Ctrl-C arrives as the engine starts on it
            pressed.append(True)
            signal.raise_signal(signal.SIGINT)
        return real_apply(self, choice, *args, **kwargs)

    monkeypatch.setattr(Game, "apply", ctrl_c_midway)
    assert session.carry_out(typed) is None
    assert pressed
    made = session.game.log[before]
    assert made.owner == 0 and str(made.choice) == typed  # the choice was made, whole
    pending = session.game.pending
    assert pending is not None and pending.owner == 0  # the Clockwork played on: the person's turn again
    assert "Ctrl-C does not leave the game" in session.console.file.getvalue()
    session.game.view(0)  # the game reads as a whole game
    assert session.carry_out(str(pending.choices[0])) is None and len(session.game.log) > before + 1
