"""Who answers which decision in a session, and the game the session's parts share.

- `Seating`: the one thing `play` and `assist` do differently (who types, who draws, whose
  eyes the screen is).
- `AutomatedSeats`: the automated players of the other seats and how one decides.
- `InPlay`: the game being played. The session's parts are each given this one holder and
  read the game from it; whoever moves the game on, takes a move back or names a card puts
  the new game here, so every part sees the same game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from clockwork.players import Player

if TYPE_CHECKING:
    from engine import Choice, Decision, Game


@dataclass
class InPlay:
    """The game being played, shared by the session's parts (the session owns it)."""

    game: "Game"


@dataclass(frozen=True)
class Seating:
    """Who answers which decision: the one thing `play` and `assist` do differently.

    - `people`: the seats whose decisions are typed at the prompt; every other seat is
      answered by its automated player.
    - `draws_typed`: every card draw is typed by a person at a physical table (assist);
      otherwise the seeded dealer deals it (play).
    - `viewer`: whose eyes the screen is. In `play` the person's seat (other hands stay
      hidden); at a table None: the shared screen shows nobody's hand.
    """

    people: frozenset[int]
    draws_typed: bool = False
    viewer: int | None = None

    @classmethod
    def solo(cls, seat: int) -> "Seating":
        """`play`: one person at `seat`, the dealer draws."""
        return cls(frozenset({seat}), draws_typed=False, viewer=seat)

    @classmethod
    def table(cls, people: "frozenset[int] | set[int] | list[int]") -> "Seating":
        """`assist`: people type their seats' choices and every card drawn."""
        return cls(frozenset(people), draws_typed=True, viewer=None)

    @property
    def at_table(self) -> bool:
        return self.draws_typed

    def typed(self, decision: "Decision") -> bool:
        """Is this decision typed at the prompt (rather than dealt or decided by a player)?"""
        return self.draws_typed if decision.is_chance else decision.owner in self.people


class AutomatedSeats:
    """The automated players: one for each seat nobody types, and `autoplay` for the
    person's own seat where it is played for them (tests, demonstrations)."""

    def __init__(
        self,
        players: dict[int, Player],
        seating: Seating,
        *,
        autoplay: Player | None = None,
        rebuild: "Callable[[Game], dict[int, Player]] | None" = None,
    ) -> None:
        self.players = players
        self.seating = seating
        self.autoplay = autoplay
        self.rebuild = rebuild  # after an undo at a table: the players as they were then

    @property
    def seats(self) -> frozenset[int]:
        """The seats the automated players answer."""
        return frozenset(seat for seat in self.players if seat not in self.seating.people)

    def plays(self, decision: "Decision") -> bool:
        """Does an automated player (or the dealer) answer this decision?"""
        return not self.seating.typed(decision) or (self.autoplay is not None and not decision.is_chance)

    def taken_back_to(self, game: "Game") -> None:
        """After an undo at a table: each player (each Clockwork deck) as it stood in `game`."""
        if self.rebuild is not None:
            self.players = self.rebuild(game)

    def decide(self, game: "Game", decision: "Decision", error: Callable[[str], None]) -> "tuple[Choice, str]":
        """An automated seat's choice. A player that fails does not end the game: the
        decision's first legal choice stands in, and the failure is said through `error`."""
        human = self.seating.viewer
        player = (
            self.autoplay if decision.owner == human and self.autoplay is not None else self.players[decision.owner]
        )
        assert player is not None
        try:
            choice, reason = player.decide(game.view(decision.owner), decision)
            if choice in decision.choices:
                return choice, reason
            problem = f"it chose {choice}, which is not legal here"
        except Exception as exc:  # noqa: BLE001 - a bug in a bot must not cost the person their game
            problem = f"{type(exc).__name__}: {exc}"
        fallback = decision.choices[0]
        error(
            f"the automated player at seat {decision.owner + 1} failed on '{decision.kind}' ({problem}); "
            f"{fallback} is played instead"
        )
        return fallback, f"stand-in after a failure: {problem}"
