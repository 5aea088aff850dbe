"""A look-ahead on what a seat may see (a Clockwork seat's last look, the app's `?` words,
the searching level's play-outs) plays a playable copy of the seat's view
(`Game.playable_copy`), and stops where the rules reach a card hidden from that seat with
`HiddenCardError`: only that case, so a real fault of the rules is never taken for one."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from clockwork.players import make_player
from clockwork.policy import loses_at_once
from companion.describe import try_on_view
from engine import Game, HiddenCardError, IllegalChoice, new_game, standard_components, standard_setup

ROOT = Path(__file__).resolve().parent.parent
COMPONENTS = standard_components()


def a_look_that_meets_a_hidden_card() -> tuple[Game, int, object]:
    """A 2-player Clockwork game, played until some seat's choice, played on its view, runs
    into a card hidden from it (another hand, a face-down deck)."""
    game = new_game(standard_setup(COMPONENTS, 2, seed=5), seed=5, components=COMPONENTS)
    players = {seat: make_player("clockwork", seat, 5) for seat in (0, 1)}
    for _ in range(2000):
        decision = game.pending
        assert decision is not None
        if not decision.is_chance:
            view = game.view(decision.owner)
            for choice in view.pending.choices:
                try:
                    view.playable_copy().apply(choice)
                except HiddenCardError:
                    return game, decision.owner, choice
        game.apply(
            game.deal()
            if decision.is_chance
            else players[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    raise AssertionError("no look-ahead met a hidden card")


def test_a_playable_copy_of_a_view_plays_and_changes_nothing_real() -> None:
    game = new_game(standard_setup(COMPONENTS, 2, seed=3), seed=3, components=COMPONENTS)
    while game.pending.is_chance:
        game.apply(game.deal())
    seat = game.pending.owner
    view = game.view(seat)
    before = (len(game.log), game.state.to_json())
    copy = view.playable_copy()
    copy.apply(view.pending.choices[0])
    assert len(copy.log) == len(view.log) + 1
    assert (len(game.log), game.state.to_json()) == before  # the real game did not move
    with pytest.raises(IllegalChoice, match="player's view"):
        view.apply(view.pending.choices[0])  # the view itself still cannot be played


def test_a_look_ahead_stops_at_a_hidden_card_and_says_what_happened_before_it() -> None:
    game, seat, choice = a_look_that_meets_a_hidden_card()
    copy, words = try_on_view(game, seat, choice)
    assert copy is None and all("?" not in line for line in words)
    assert loses_at_once(game.view(seat), seat, choice) is False
    assert str(HiddenCardError("?")) == "the rules reached a card hidden from this view's seat"


def test_a_fault_of_the_rules_is_not_taken_for_a_hidden_card(monkeypatch: pytest.MonkeyPatch) -> None:
    game, seat, choice = a_look_that_meets_a_hidden_card()

    def broken(self: Game, choice: object, reason: str = "") -> None:
        raise RuntimeError("a fault in a rule")

    monkeypatch.setattr(Game, "apply", broken)
    with pytest.raises(RuntimeError, match="a fault in a rule"):
        try_on_view(game, seat, choice)


def test_no_look_ahead_switches_a_views_guard_off_or_catches_every_exception() -> None:
    found = []
    for path in [*sorted((ROOT / "clockwork").glob("*.py")), ROOT / "companion" / "describe.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.ExceptHandler)
                and isinstance(node.type, ast.Name)
                and node.type.id in ("Exception", "BaseException")
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: except {node.type.id}")
            if isinstance(node, ast.ExceptHandler) and node.type is None:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a bare except")
            if isinstance(node, ast.Attribute) and node.attr == "viewer" and isinstance(node.ctx, ast.Store):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: sets .viewer (use Game.playable_copy)")
    assert not found, "\n".join(found)
