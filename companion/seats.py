"""Who sits where in a solo game: the person's seat, chosen by party, politician or seat
number, and the automated politicians at the other seats."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from clockwork.players import Player, UnknownPlayerError, make_player
from companion.echo import said
from engine import Party

if TYPE_CHECKING:
    from engine import Game

OPPONENT = "clockwork"
AUTOPLAY = "greedy"  # plays the person's seat with `--autoplay` (tests, demonstrations)


class SeatError(ValueError):
    """A seat, politician or party that does not fit this game."""


def opponent(seat: int, seed: int, difficulty: str, kind: str = OPPONENT) -> tuple[Player, str]:
    """The player for an automated seat and its kind: the Clockwork at `difficulty`, or a
    named baseline (`random`, `greedy`) a save asks for. A difficulty the Clockwork does not
    know is a `SeatError`."""
    if kind != OPPONENT:
        return make_player(kind, seat, seed), kind
    try:
        return make_player(OPPONENT, seat, seed, difficulty=difficulty), OPPONENT
    except (UnknownPlayerError, KeyError, ValueError) as exc:
        raise SeatError(f"--difficulty {difficulty!r}: {exc}") from None


def parse_party(text: str) -> Party:
    wanted = text.strip().lower()
    matches = [p for p in Party if wanted and p.value.startswith(wanted)]
    if len(matches) != 1:
        raise SeatError(f"{said(text)} is not a party (liberal or conservative)")
    return matches[0]


def matching_names(names: list[str], text: str) -> list[str]:
    """The names `text` picks out, any case: the one it spells in full, else every one containing it."""
    wanted = " ".join(text.split()).lower()
    exact = [n for n in names if n.lower() == wanted]
    return exact or [n for n in names if wanted and wanted in n.lower()]


def find_politician(names: list[str], text: str) -> str:
    """A politician among `names` by any unique part of the name ("gladstone", "derby")."""
    matches = matching_names(names, text)
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise SeatError(f"--as {text!r}: no such politician here (expected a seat number or one of {', '.join(names)})")
    raise SeatError(f"--as {text!r} could be any of {', '.join(matches)}")


def seat_of_party(game: "Game", party: Party) -> int:
    """The seat of the party's leader (PM or Opposition Leader), else its first seat."""
    members = [s for s in game.state.seats if s.party is party]
    if not members:
        raise SeatError(f"no {party.title} politician in this game")
    leaders = [s for s in members if s.role.is_leader]
    return (leaders or members)[0].index


def clockwork_handicap(handicap: str | None, seats: "list[int]") -> dict[str, Any]:
    """Setup options granting Clockwork `seats` a named handicap (free Supporters at round
    setup, decks/clockwork/difficulty.yaml "handicaps"); none without one."""
    if handicap is None:
        return {}
    return clockwork_handicaps(dict.fromkeys(seats, handicap))


def clockwork_handicaps(handicaps: "dict[int, str]") -> dict[str, Any]:
    """The same for seats with different handicaps: `handicaps` maps seat -> handicap name."""
    if not handicaps:
        return {}
    from clockwork.data import handicap_options

    return handicap_options(handicaps)


def check_handicap(handicap: str | None) -> None:
    """A handicap the Clockwork data does not name is a `SeatError` naming the ones it does."""
    if handicap is None:
        return
    from clockwork.data import NO_HANDICAP, standard_clockwork
    from clockwork.data_fields import ClockworkDataError

    if handicap == NO_HANDICAP:
        return
    try:
        standard_clockwork().handicap(handicap)
    except ClockworkDataError as exc:
        raise SeatError(str(exc)) from None
