"""Seat controllers: anything that answers a seat's decisions.

A player sees only `game.view(seat)` and the pending `Decision`, and returns a legal
choice with a one-line reason for the log. `make_player` builds one by name:
`random` and `greedy` (baselines, `clockwork.baseline`), `clockwork` (`clockwork.policy`;
at a level that searches, `clockwork.search`), `search` (the searching Clockwork) and
`advisor` (the advisor's seat, `clockwork.search`), so `simulate` and `play` can fill any seat from a command line.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from engine import Choice, Decision, Game, LogRecord
from clockwork.reason_names import reason_names


class Player(Protocol):
    seat: int

    def decide(self, view: Game, decision: Decision) -> tuple[Choice, str]:
        """A legal choice from `decision.choices` and the reason for it."""
        ...


# name -> "module:factory"; a factory takes (seat, seed, **options)
PLAYERS = {
    "random": "clockwork.baseline:RandomPlayer",
    "greedy": "clockwork.baseline:GreedyPlayer",
    "clockwork": "clockwork.search:clockwork_player",
    "search": "clockwork.search:SearchPlayer",
    "advisor": "clockwork.search:AdvisorPlayer",
}


class UnknownPlayerError(ValueError):
    pass


def make_player(kind: str, seat: int, seed: int = 0, **options: Any) -> Player:
    target = PLAYERS.get(kind)
    if target is None:
        raise UnknownPlayerError(f"unknown seat policy {kind!r} (expected one of {', '.join(PLAYERS)})")
    module_name, attribute = target.split(":")
    factory = getattr(importlib.import_module(module_name), attribute)
    player: Player = factory(seat=seat, seed=seed, **options)
    return player


def play_answer(game: Game, player: Player) -> LogRecord:
    """Ask `player` the pending decision (a seat's) and play its answer, the reason given
    with the cards it names."""
    decision = game.pending
    assert decision is not None and not decision.is_chance
    # a view costs a copy of the game: a player that only picks among the legal choices
    # (`reads_the_game = False`) is spared it
    view = game.view(decision.owner) if getattr(player, "reads_the_game", True) else None
    choice, reason = player.decide(view, decision)  # type: ignore[arg-type]
    return game.apply(choice, reason=reason, reason_names=reason_names(game.components, reason))


def play_out(game: Game, players: dict[int, Player], max_plies: int = 20_000) -> Game:
    """Answer every decision (the dealer draws cards) until the game ends."""
    plies = 0
    while not game.over:
        decision = game.pending
        assert decision is not None
        if decision.is_chance:
            game.apply(game.deal())
        else:
            play_answer(game, players[decision.owner])
        plies += 1
        if plies > max_plies:
            raise RuntimeError(f"the game did not end within {max_plies} decisions")
    return game
