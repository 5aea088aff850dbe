"""Helpers for the Backbencher tests: games with named politicians, driven one decision
at a time with exact card draws.

Seat order in the 4-player game FOUR: 0 Melbourne (Liberal PM), 1 Gladstone (Liberal
Government Backbencher), 2 Salisbury (Conservative Opposition Leader), 3 Disraeli
(Conservative Opposition Backbencher). In THREE: 0 Melbourne (Liberal PM), 1 Salisbury
(Opposition Leader), 2 Disraeli (Opposition Backbencher).
"""

from __future__ import annotations

from engine.decisions import DrawFrom, Reveal
from engine.game import Game
from engine.setup import Setup, new_game
from engine.state import Phase

from helpers import choices, do, give_supporters, pending, refresh, reveal, set_pact, set_seat  # noqa: F401  (one test driver: tests/helpers.py)

MELBOURNE = "Viscount Melbourne"
ROSEBERY = "Earl of Rosebery"
GLADSTONE = "W.E. Gladstone"
SALISBURY = "Marquess of Salisbury"
DERBY = "Earl of Derby"
ABERDEEN = "Earl of Aberdeen"
DISRAELI = "Benjamin Disraeli"
PEEL = "Sir Robert Peel"

FOUR = (MELBOURNE, GLADSTONE, SALISBURY, DISRAELI)
PM, GBB, OL, OBB = 0, 1, 2, 3
THREE = (MELBOURNE, SALISBURY, DISRAELI)

# Bills with no effect beyond their VP, and their projections with 330 MPs (270 M / 60 P).
COPYRIGHT = "Copyright Act"  # A+30 -> 360, 2 VP
MUSEUMS = "Museums Act"  # A+30 -> 360, 2 VP
EXTRADITION = "Extradition Act"  # A+10 -> 340, 2 VP
NATURALIZATION = "Naturalization Act"  # A-10 -> 320, 2 VP
INTERPRETATION = "Interpretation Act"  # A-30 -> 300, 2 VP
STATUTE = "Statute Law Revision Act"  # A+50 -> 380, 2 VP
LIBRARIES = "Public Libraries Act"  # M+40 -> 310, 3 VP
MEDICAL = "Medical Act"  # M+50 -> 320, 3 VP
UNIVERSITIES = "Universities Tests Act"  # Liberal Party Bill, A-30 -> 300, 4 VP
QUIET_EVENT = "Match Girls Go on Strike"  # option 2 costs the PM 1 cube and does nothing
# Uncertainty cards by their Vote value
PLUS_TEN, ZERO, MINUS_ELEVEN = "4", "3", "1"
# ... and by Election value: 0 seats (no Royal Interference)
ELECTION_ZERO = "9"


def start(politicians: tuple[str, ...] = FOUR, seed: int = 0) -> Game:
    return new_game(Setup(players=len(politicians), politicians=politicians), seed=seed)


def turn_of(game: Game) -> tuple[int, str]:
    """Whose decision is pending and what kind (helpers.pending gives the Decision itself)."""
    decision = pending(game)
    return decision.owner, decision.kind


def draw_bills(game: Game, *bills: str) -> None:
    """The pending drawer draws these bills in turn (each from its own deck)."""
    for name in bills:
        deck = game.components.bill(name).deck.value
        game.apply(DrawFrom(deck))
        game.apply(Reveal(name))


def propose(game: Game, *bills: str) -> None:
    for name in bills:
        do(game, f'propose "{name}"')


def select(game: Game, *bills: str) -> None:
    for name in bills:
        do(game, f'select "{name}"')


def quick_selection(game: Game, bills: tuple[str, str, str] = (COPYRIGHT, EXTRADITION, NATURALIZATION)) -> None:
    """A Bill Selection in which the PM selects three bills he drew himself (no bonus)."""
    preferred = (
        "Medical Act",
        "Public Libraries Act",
        "Statute Law Revision Act",
        "Bills of Exchange Act",
        "Museums Act",
        "Interpretation Act",
        "Government of India Act",
        "Police (Scotland) Act",
        "Telegraph Act",
        "Lunacy Act",
        "Tramways Act",
        "Railway Regulation Act",
    )

    def spare() -> str:
        deck = game.state.piles["cross-party"].draw
        usable = [b for b in preferred if b in deck and b not in bills]
        return usable[0] if usable else sorted(b for b in deck if b not in bills)[0]

    while game.pending is not None and game.state.phase is Phase.BILL_SELECTION:
        owner, kind = turn_of(game)
        if kind == "draw bill":
            if owner == game.state.pm.index:
                wanted = [b for b in bills if b not in game.state.revealed]
                name = wanted[0] if wanted else spare()
            else:
                name = spare()
            draw_bills(game, name)
        elif kind == "propose bill":
            do(game, str(game.pending.choices[0]))
        elif kind == "select bill":
            select(game, *bills)
        else:
            break


# Round 2 of the 3-player Conservative game: the Gov BB's two bills, the OL's four, the PM's three
ROUND_TWO = (
    (INTERPRETATION, "Police (Scotland) Act"),
    ("Telegraph Act", "Lunacy Act", "Tramways Act", "Railway Regulation Act"),
    ("Windsor Castle Act", "Government of India Act", "British North America Act"),
)


def three_player_conservative_government(seed: int = 0) -> Game:
    """A 3-player game in which Salisbury Challenges Melbourne in round 1 (Standing set for
    the Challenge): from round 2 Salisbury is PM, Disraeli Government Backbencher and
    Melbourne the Opposition Leader alone. Round 2 opens with Disraeli's bill draw."""
    game = start(THREE, seed)
    reveal(game, "Charles Darwin")
    reveal(game, "Cardinal Newman")
    quick_selection(game)
    to_resolution(game)
    set_seat(game, 0, standing=9)
    set_seat(game, 1, standing=11)
    do(game, "withdraw 3")  # the PM drops to 8; the Opposition Leader stays at 11
    assert turn_of(game) == (1, "challenge")
    do(game, "yes")
    reveal(game, ELECTION_ZERO)  # the immediate Election: Uncertainty 0 seats
    return game


def round_two_selection(game: Game, selected: tuple[str, str, str] | None = None) -> None:
    """Round 2 Bill Selection of `three_player_conservative_government` with ROUND_TWO."""
    gov, ol, pm = ROUND_TWO
    draw_bills(game, *gov)
    propose(game, gov[0])
    draw_bills(game, *ol)
    propose(game, *ol[:2])
    draw_bills(game, *pm)
    select(game, *(selected or pm))


def end_turn(game: Game) -> None:
    do(game, "end")


QUIET_EVENTS = (
    QUIET_EVENT,
    "Unrest Among Tenant Farmers",
    "Rail Disaster in Ireland",
    "Stalemate in War Against Russia",
)


def pm_event(game: Game, event: str | None = None, option: str = "option 2") -> None:
    """The PM's Event: by default the first quiet one left in the deck (option 2 costs one
    cube and does nothing)."""
    if event is None:
        event = next(e for e in QUIET_EVENTS if e in game.state.piles["events"].draw)
    reveal(game, event)
    do(game, option)


def to_resolution(game: Game, end_pact: bool = False, event: str | None = None, option: str = "option 2") -> None:
    """End every remaining action turn without acting; the PM meets a quiet Event."""
    while game.pending is not None and game.state.phase is Phase.ACTIONS:
        owner, kind = turn_of(game)
        if kind == "action":
            end_turn(game)
        elif kind == "end pact":
            do(game, "yes" if end_pact else "no")
        elif kind == "propose pact":
            do(game, "no")
        elif kind == "opposition order":
            do(game, str(game.pending.choices[0]))
        elif kind == "draw events":
            pm_event(game, event, option)
        elif kind == "deputy pm":
            do(game, "no")
        else:
            break


def vp(game: Game) -> list[int]:
    return [s.vp for s in game.state.seats]


def standing(game: Game) -> list[int]:
    return [s.standing for s in game.state.seats]


def favour(game: Game) -> list[int]:
    return [s.favour for s in game.state.seats]


def cubes(game: Game) -> list[int]:
    return [s.cubes for s in game.state.seats]


def projected(game: Game, slot: int) -> int:
    from engine.board import projected_votes

    return projected_votes(game, slot - 1)
