"""A turn's procedures besides the president's term (lines 153-208): receiving influence,
action cards, making a speech, whipping up support, the auction for the extra initiative.
The Fund Newspapers track is `presidency.procedures.newspapers`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping, Sequence

from presidency.procedures.dice import FACES, Outcome, over_die
from presidency.procedures.ranking import Rated, Ranked, best
from presidency.procedures.support import Party

HAND_LIMIT = 4  # line 165
SPEECH_COST = 1  # line 194
WHIP_COST = 1  # line 197
SPEECH_TARGET = 6  # line 194
ACTIVITIES = ("speech", "whip", "newspapers")  # line 192-201: each once a turn


class TurnError(ValueError):
    """A step of the turn the rules do not allow."""


# --- 1. receive influence (lines 153-159) ---------------------------------------------------


def party_leaders(statesmen: Sequence[Rated]) -> dict[Party, Ranked]:
    """Line 156: each party's most popular statesman in play; a tie goes to the lowest age
    number. A tie on both is left to the table."""
    return {party: best([s for s in statesmen if s.party is party], oldest_first=False) for party in Party}


@dataclass(frozen=True)
class InfluenceGrant:
    """Line 154-155: one point to each player's supply, one on each party leader's card."""

    to_supply: tuple[str, ...]  # the players
    on_cards: tuple[str, ...]  # the party leaders


def influence_grants(players: Sequence[str], leaders: Mapping[Party, Ranked]) -> InfluenceGrant:
    """Who receives influence in steps 1 and 2 (step 3 is the cards' own, line 157: the
    table says it)."""
    return InfluenceGrant(tuple(players), tuple(r.first for r in leaders.values() if r.first))


# --- 2. action cards (lines 161-174) --------------------------------------------------------


def discards_needed(hand: int) -> int:
    """Line 165: a player over four cards discards down to four first."""
    return max(0, hand - HAND_LIMIT)


def reshuffle(times_exhausted: int) -> str:
    """Lines 170-174: what goes into the new Action deck the `times_exhausted`th time the
    deck runs out (1, 2, then any later time)."""
    if times_exhausted < 1:
        raise TurnError("the Action deck has not run out")
    if times_exhausted == 1:
        return "shuffle the Generation II action cards (statesmen 24-39 among them) with the discards"
    if times_exhausted == 2:
        return "shuffle the Generation III action cards (statesmen 40 and above) with the discards"
    return "shuffle the discards"


# --- 4. the round: speech and whip (lines 189-201) ------------------------------------------


def speech_popularity(die: int, extra: int) -> int:
    """Line 194: the die plus the extra influence; a 6 gives the statesman one popularity.
    With extra influence a result can pass 6: 6 or more counts (docs/presidency/
    rules-decisions.md), else spending more could only lose the point."""
    _check_die(die)
    if extra < 0:
        raise TurnError(f"{extra} extra influence: 0 or more")
    return 1 if die + extra >= SPEECH_TARGET else 0


def speech_odds(extra: int) -> list[Outcome[int]]:
    """The chance of each die + extra, exactly (the popularity is `speech_popularity`)."""
    if extra < 0:
        raise TurnError(f"{extra} extra influence: 0 or more")
    return over_die(lambda die: die + extra)


def speech_chance(extra: int) -> Fraction:
    """The chance a speech with `extra` influence gains the point."""
    return sum((o.chance for o in speech_odds(extra) if o.result >= SPEECH_TARGET), Fraction(0))


def whip_support(die: int) -> int:
    """Line 197: the die divided by 3, rounded down: the statesman's party's movement."""
    _check_die(die)
    return die // 3


def whip_odds() -> list[Outcome[int]]:
    """0 on 1-2, 1 on 3-5, 2 on a 6."""
    return over_die(whip_support)


def _check_die(die: int) -> None:
    if die not in FACES:
        raise TurnError(f"{die} is not a face of the die: 1-6")


def activity_problem(player: str, activity: str, done_this_turn: Sequence[str]) -> str | None:
    """Line 192: each activity once a turn for each player (the auction's extra action aside)."""
    if activity not in ACTIVITIES:
        return f"{activity!r} is not an activity: {', '.join(ACTIVITIES)}"
    if activity in done_this_turn:
        return f"{player} has made his {activity} this turn already: each activity once a turn"
    return None


# --- 5. the auction (lines 203-208) ---------------------------------------------------------


def auction_order(players: Sequence[str], president_player: str) -> list[str]:
    """Line 204: from the player left of the president, ending with the president."""
    if president_player not in players:
        raise TurnError(f"{president_player!r} is not at the table: {', '.join(players)}")
    at = list(players).index(president_player)
    return [*players[at + 1 :], *players[: at + 1]]


def bid_problem(player: str, bid: int, highest: int, supply: int) -> str | None:
    """Line 204: a bid exceeds the last one and is paid from the bidder's influence tokens
    (influence on cards pays only for issues and the three activities, line 159)."""
    if bid <= highest:
        return f"{player} bids {bid}: a bid must exceed the last one ({highest})"
    if bid > supply:
        return f"{player} has {supply} influence in supply: he cannot bid {bid}"
    return None


def auction_winner(bids: Sequence[tuple[str, int | None]]) -> tuple[str, int] | None:
    """Lines 204-208: once around; the last (highest) bid wins; nobody bidding: no extra
    initiative. `bids` holds (player, bid or None for a pass) in the order they were made."""
    made = [(player, bid) for player, bid in bids if bid is not None]
    return made[-1] if made else None
