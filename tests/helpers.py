"""Builders for the rule tests: a 2-player game with chosen politicians, driven by the
words a player types (`do(game, "campaign gentry 1")`) and by the exact cards the table
turns over (`reveal(game, "Public Health Act")`), so every number a test checks is exact.

Seat 0 is always the Liberal (the first PM) and seat 1 the Conservative (the first
Opposition Leader): `two_player(pm=..., ol=...)`.

Jumping ahead: `select_bills` plays a whole Bill Selection, `opposition_turn` and
`pm_turn` play action turns, `resolve` plays the Bill Resolution; `arrange` sets
Standing, Favour and VP directly (what players do when they set up a position on the
table), and re-poses the pending decision so its choices match the new numbers;
`set_seat`, `set_bill`, `set_mps` and `set_popularity` set one kind of marker through the
engine's own checks (engine.corrections), as the table's `set` does, without a log entry.
"""

from __future__ import annotations

from typing import Any, Iterable

from engine import board
from engine.components import Party, Sector
from engine.decisions import Correct, Decision, Reveal
from engine import standard_components
from engine.game import Game, LogRecord
from engine.corrections import correct_marker
from engine.setup import new_game, standard_setup
from engine.state import Phase

COMPONENTS = standard_components()
PM, OL = 0, 1  # seats of the games built here (before any change of Government)

# Cross-Party bills with no effect but their VP, used to fill the six revealed bills.
FILLERS = (
    "Interpretation Act",  # A-30, 2 VP
    "Naturalization Act",  # A-10, 2 VP
    "Extradition Act",  # A+10, 2 VP
    "Museums Act",  # A+30, 2 VP
    "Copyright Act",  # A+30, 2 VP
    "Bills of Exchange Act",  # A+40, 2 VP
    "Statute Law Revision Act",  # A+50, 2 VP
    "Public Libraries Act",  # M+40, 3 VP
    "Medical Act",  # M+50, 3 VP
)

# Events that do nothing while the Government is not projected to lose MPs: the PM's
# turns draw the first of these still in the Event deck unless a test names another.
QUIET_EVENTS = tuple(f"By-Election {n}" for n in range(1, 9))


def two_player(pm: str = "W.E. Gladstone", ol: str = "Benjamin Disraeli", seed: int = 0) -> Game:
    """A standard 2-player game at its first decision (the Opposition Leader's first bill draw)."""
    setup = standard_setup(COMPONENTS, 2, (pm, ol))
    return new_game(setup, seed=seed, components=COMPONENTS)


# --- driving -----------------------------------------------------------------------------


def pending(game: Game) -> Decision:
    decision = game.pending
    assert decision is not None, f"no decision pending (game over: {game.state.end_reason})"
    return decision


def kind(game: Game) -> str:
    return pending(game).kind


def choices(game: Game) -> list[str]:
    """The typed words of every legal choice now."""
    return [str(c) for c in pending(game).choices]


def do(game: Game, *texts: str) -> LogRecord:
    """Type each choice in turn; returns the last log record."""
    record = None
    for text in texts:
        record = game.apply(pending(game).find(text))
    assert record is not None
    return record


def reveal(game: Game, *cards: str | int) -> LogRecord:
    """The table turns over exactly these cards, one draw each."""
    record = None
    for card in cards:
        decision = pending(game)
        assert decision.is_chance, f"expected a card draw, not {decision.kind!r}: {decision.prompt}"
        record = game.apply(Reveal(str(card)))
    assert record is not None
    return record


def answer(game: Game, expected_kind: str, yes: bool) -> LogRecord:
    assert kind(game) == expected_kind, f"expected {expected_kind!r}, pending {kind(game)!r}: {pending(game).prompt}"
    return do(game, "yes" if yes else "no")


def happened_words(game: Game, since: int = 0) -> list[str]:
    """Everything the log says happened from ply `since` on, in words."""
    return [str(e) for record in game.log[since:] for e in record.happened]


def happened(game: Game, since: int = 0, kind: type | None = None) -> list[Any]:
    """The records of what happened from ply `since` on (engine.happened), of `kind` if given."""
    return [e for record in game.log[since:] for e in record.happened if kind is None or isinstance(e, kind)]


def refresh(game: Game) -> None:
    """Re-pose the pending decision after a test changed the state by hand (after the
    checks the engine makes after every step: victory, Father of the House...)."""
    game.repose()


def arrange(game: Game, **values: int) -> None:
    """Set numbers by hand: pm_vp, ol_vp, pm_standing, ol_standing, pm_favour, ol_favour,
    pm_cubes, ol_cubes, moderates, partisans (seats 0 and 1, whoever holds which mat).
    Each goes through the engine's marker check (engine.position), unlogged."""
    state = game.state
    seats = {"pm": state.pm, "ol": state.opposition_leader}
    mps = {"moderates": state.moderates, "partisans": state.partisans}
    for key, value in values.items():
        if key in mps:
            mps[key] = value
            continue
        who, what = key.split("_", 1)
        correct_marker(game, Correct(what, seats[who].politician, str(value)))
    if (mps["moderates"], mps["partisans"]) != (state.moderates, state.partisans):
        correct_marker(game, Correct("mps", "", f"{mps['moderates']} {mps['partisans']}"))
    refresh(game)


def set_seat(game: Game, seat: int, **markers: int) -> None:
    """Set a seat's markers by hand (standing=3, favour=5, vp=90, cubes=2) as the table does
    with `set`: each is checked against its track by the engine (engine.corrections) and not
    logged. The pending decision is not posed again: `refresh` does that."""
    politician = game.state.seats[seat].politician
    for marker, value in markers.items():
        correct_marker(game, Correct(marker, politician, str(value)))


def set_bill(game: Game, slot: int, adjustment: int) -> None:
    """Move the Parliament marker of the bill in `slot` (1-3) by hand, checked and not logged."""
    correct_marker(game, Correct("bill", str(slot), f"{adjustment:+d}"))


def set_mps(game: Game, moderates: int, partisans: int) -> None:
    """Set the Government's Moderate and Partisan MPs by hand (M + P at most 658), checked and not logged."""
    correct_marker(game, Correct("mps", "", f"{moderates} {partisans}"))


def set_sector(game: Game, sector: Sector, party: Party, value: int) -> None:
    """Put a party's marker on the box of `sector`'s track printed `value`, checked and not logged."""
    correct_marker(game, Correct("sector", f"{sector.value} {party.value}", str(value)))


def set_pact(game: Game, on: bool) -> None:
    """Make or end the Pact by hand (ended, it counts as having ended), checked and not logged."""
    correct_marker(game, Correct("pact", "", "on" if on else "off"))


def set_popularity(game: Game, party: Party, points: dict[str, int]) -> None:
    """Put a party's markers on the spaces worth these Popularity points ({"Gentry": 7})."""
    for sector, value in points.items():
        set_sector(game, Sector(sector), party, value)
    refresh(game)


def arrange_pile(game: Game, deck: str, *, draw: list[str], discard: list[str]) -> None:
    """Lay out a deck's draw and discard piles as a test needs them (a reshuffle due, a card
    back in the deck): the very same cards, only moved between the two piles (else refused)."""
    pile = game.state.piles[deck]
    assert sorted(pile.draw + pile.discard) == sorted(draw + discard), (
        f"{deck}: arranging may only move cards between its piles"
    )
    pile.draw, pile.discard = list(draw), list(discard)


def give_supporters(game: Game, seat: int, *cards: str) -> None:
    """Put named Supporters in a hand, taken from the Supporter deck."""
    pile = game.state.piles["supporters"]
    for card in cards:
        pile.draw.remove(card)
        game.state.seats[seat].supporters.append(card)
    refresh(game)


# --- jumping through Parliamentary Order ----------------------------------------------------


def _deck(bill: str) -> str:
    return COMPONENTS.bill(bill).deck.value


def _fill(game: Game, chosen: list[str], used: Iterable[str], count: int) -> list[str]:
    """Top `chosen` up to `count` bills with fillers still in the Cross-Party deck."""
    taken = set(used) | set(chosen)
    deck = game.state.piles["cross-party"].draw
    others = [b.name for b in COMPONENTS.bills if b.deck.value == "cross-party" and b.name not in FILLERS]
    for filler in (*FILLERS, *others):
        if len(chosen) >= count:
            break
        if filler not in taken and filler in deck:
            chosen.append(filler)
            taken.add(filler)
    return chosen


def select_bills(
    game: Game,
    select: Iterable[str],
    *,
    ol_draws: Iterable[str] | None = None,
    ol_proposes: Iterable[str] | None = None,
    pm_draws: Iterable[str] | None = None,
    restart_pact: bool | None = None,
) -> None:
    """Play a whole 2-player Bill Selection (5.1-5.3): the Opposition Leader draws four and
    proposes two, the PM draws four and selects `select` in that order. By default the
    Opposition Leader's bills are fillers and the PM draws the selected bills himself."""
    assert game.state.phase is Phase.BILL_SELECTION, game.state.phase
    select = list(select)
    proposes = list(ol_proposes) if ol_proposes is not None else _fill(game, [], select, 2)
    draws = list(ol_draws) if ol_draws is not None else _fill(game, list(proposes), select, 4)
    mine = list(pm_draws) if pm_draws is not None else _fill(game, [b for b in select if b not in draws], draws, 4)
    for bill in draws:
        do(game, f"draw {_deck(bill)}")
        reveal(game, bill)
    for bill in proposes:
        do(game, f'propose "{bill}"')
    for bill in mine:
        do(game, f"draw {_deck(bill)}")
        reveal(game, bill)
    for bill in select:
        do(game, f'select "{bill}"')
    if game.pending is not None and kind(game) == "restart pact":
        answer(game, "restart pact", bool(restart_pact))


def opposition_turn(game: Game, *actions: str, end_pact: bool = False, propose_pact: bool = False) -> None:
    """The Opposition Leader's turn: the start-of-turn Pact question, the actions, then end."""
    if kind(game) == "end pact":
        answer(game, "end pact", end_pact)
    elif kind(game) == "propose pact":
        answer(game, "propose pact", propose_pact)
        if propose_pact:
            return  # the PM answers next; the caller goes on
    assert kind(game) == "action" and pending(game).owner == game.state.opposition_leader.index, pending(game).prompt
    do(game, *actions, "end")


def past_the_turn_of_the_round(game: Game) -> None:
    """Decline the offers made between an Election Phase and the next round's VP: the
    Opposition Leader proposes no Pact and a Resigned Backbencher stays Resigned."""
    while (
        game.pending is not None
        and game.state.phase is Phase.ROUND_SETUP
        and game.pending.kind in ("propose pact", "ask rejoin")
    ):
        do(game, "no")


def quiet_event(game: Game) -> str:
    deck = game.state.piles["events"].draw
    return next(e for e in QUIET_EVENTS if e in deck)


def pm_event(game: Game, event: str | None = None, option: int | None = None) -> None:
    reveal(game, event or quiet_event(game))
    if option is not None:
        assert kind(game) == "event"
        do(game, f"option {option}")


def pm_turn(game: Game, *actions: str, event: str | None = None, option: int | None = None) -> None:
    """The PM's turn: the Event (and its option), the actions, then end."""
    pm_event(game, event, option)
    assert kind(game) == "action" and pending(game).owner == game.state.pm.index, pending(game).prompt
    do(game, *actions, "end")


def to_resolution(game: Game, select: Iterable[str] = FILLERS[:3], end_pact: bool = False, **selection: object) -> None:
    """From the start of a round with an empty board to the PM's Bill Resolution decision."""
    select_bills(game, select, **selection)  # type: ignore[arg-type]
    opposition_turn(game, end_pact=end_pact)
    pm_turn(game)
    assert kind(game) == "resolve bill"


def withdraw_next(game: Game) -> LogRecord:
    """Withdraw the bill in the lowest occupied slot (the quiet way to end a round)."""
    slot = next(i for i, s in enumerate(game.state.slots) if s is not None)
    return do(game, f"withdraw {slot + 1}")


def empty_the_board(game: Game, postpone: bool = True) -> None:
    """From a Bill Resolution decision, withdraw one bill a round until the board is empty,
    then postpone the Election (or hold it, drawing a 0 card) and stop at Bill Selection."""
    while True:
        if kind(game) == "resolve bill":
            withdraw_next(game)
        elif kind(game) in ("challenge", "propose pact", "ask rejoin"):
            do(game, "no")
        elif kind(game) == "election":
            if postpone:
                do(game, "postpone")
            else:
                do(game, "election")
                reveal(game, "9")  # Election 0, no Royal Interference
        elif game.state.phase is Phase.BILL_SELECTION:
            return
        elif game.state.phase is Phase.ACTIONS:
            opposition_turn(game)
            pm_turn(game)
        else:
            raise AssertionError(f"unexpected decision {kind(game)!r} in {game.state.phase}")


def to_phase(game: Game, phase: Phase, round: int | None = None) -> None:
    """Play on quietly until `phase` (of `round`, if given) poses its first decision:
    fillers selected, the Pact kept, turns ended at once, the lowest bill withdrawn, no
    Challenge, Elections postponed when allowed (else held on a 0 card)."""
    state = game.state
    while not (state.phase is phase and (round is None or state.round == round)):
        decision = pending(game)
        if decision.kind == "draw bill" and decision.owner == state.opposition_leader.index and not state.hands:
            select_bills(game, _fill(game, [], (), 3))
        elif decision.kind in ("end pact", "propose pact", "restart pact", "challenge", "ask rejoin"):
            do(game, "no")
        elif decision.kind == "action":
            do(game, "end")
        elif decision.kind == "event":
            do(game, "option 1")
        elif decision.kind in ("hold limit", "keep supporter"):
            game.apply(decision.choices[0])
        elif decision.kind == "resolve bill":
            withdraw_next(game)
        elif decision.kind == "election":
            do(game, "postpone")
        elif decision.is_chance and decision.kind == "draw events":
            pm_event(game)
        elif decision.is_chance and decision.kind == "uncertainty" and state.phase is Phase.ELECTION:
            reveal(game, "9")  # Election 0, no Royal Interference
        elif decision.is_chance:
            game.apply(game.deal())
        else:
            raise AssertionError(f"to_phase cannot answer {decision.kind!r}: {decision.prompt}")


# --- what a player reads off the table ---------------------------------------------------


def vp(game: Game) -> tuple[int, int]:
    """(PM's VP, Opposition Leader's VP): the two markers on the Score Track."""
    return game.state.pm.vp, game.state.opposition_leader.vp


def popularity(game: Game, party: Party) -> int:
    return board.popularity_points(game, party)


def sector_points(game: Game, sector: str, party: Party) -> int:
    return board.sector_points(game, Sector(sector), party)


def projected(game: Game, slot: int) -> int:
    """Projected Votes of the bill in slot 1..3."""
    return board.projected_votes(game, slot - 1)


def bills_on_board(game: Game) -> list[str | None]:
    return [s.name if s is not None else None for s in game.state.slots]


def government_mps(game: Game) -> tuple[int, int, int]:
    """(A, M, P) on the Government MP Tracker."""
    state = game.state
    return state.moderates + state.partisans, state.moderates, state.partisans
