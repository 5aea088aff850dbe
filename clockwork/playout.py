"""Play-outs: a guessed game played on by Clockwork seats, dealt from the search's own seed.

`clockwork.search` (the searching level) and `clockwork.advisor` (the `advise` command) judge
a choice by playing it, many times, in games guessed from one seat's view
(`clockwork.sampling.guess`). Every seat of a play-out is a Clockwork seat with a fresh
deck; every card is dealt by the play-out's own `random.Random`, never the real game's
dealer. The same play-out number gives the same guess, the same deal and the same decks for
every candidate choice (common random numbers), so two choices are compared on equal luck.
"""

from __future__ import annotations

import random
from dataclasses import replace

from clockwork.data import ClockworkData, clockwork_for
from clockwork.horizon import chance
from clockwork.policy import ClockworkPlayer, could_lose_at_once, lost
from clockwork.sampling import guess

from dataclasses import dataclass
from engine import Choice, Game, HiddenCardError, LogRecord, Role, board, pool_of

MAX_PLIES = 6_000  # a play-out still going after this many decisions is scored where it stands
WIN = 100.0  # the score of a finished play-out: the winner's margin is counted on top
PM_WORTH = 6.0  # holding the PM's mat at the horizon, in VP (only a PM can win)
LEAD_WORTH = 0.3  # a point of Popularity lead for one's party at the horizon, in VP


@dataclass(frozen=True)
class Result:
    """One play-out of one choice, from the seat's chair."""

    won: bool  # the seat won (or its team, in a scenario)
    finished: bool  # the game ended within the play-out
    margin: float  # its VP less the best other seat's
    score: float  # what the search maximises (below)
    office: float = 0.0  # where the play-out stopped: 1 the seat holds the PM's mat, 0 a partner does, -1 a rival
    lead: float = 0.0  # ... its party's Popularity lead (negative: behind)
    round: int = 0  # ... the round


def start(view: Game, key: str, number: int) -> tuple[Game, random.Random]:
    """Play-out `number` of the search `key`: a guess of the unseen and its own dealer."""
    return guess(view, random.Random(f"{key}/guess/{number}")), random.Random(f"{key}/deal/{number}")


def play(
    view: Game,
    seat: int,
    choice: Choice,
    key: str,
    number: int,
    *,
    rounds: int | None,
    difficulty: str = "standard",
    own: str | None = None,
    data: ClockworkData | None = None,
    pm_worth: float = PM_WORTH,
    value: str = "vp",
    guessed: Game | None = None,
) -> Result:
    """Play `choice` at `view`'s pending decision, then Clockwork seats to the horizon:
    the end of the game, or with `rounds` the start of the round that many rounds on. The
    other seats play at `difficulty`; `seat` itself at `own` (default: `difficulty` too).
    `guessed`: this play-out's guess already made (`start`), for another choice: it is
    copied, not played on."""
    if guessed is None:
        game, dealer = start(view, key, number)
    else:
        game, dealer = guessed.clone(), random.Random(f"{key}/deal/{number}")
    if data is None:  # the data of the game's decks, looked up once, not by every seat of every play-out
        data = clockwork_for(view.components)
    seats = range(len(game.state.seats))
    levels = {s: (own or difficulty) if s == seat else difficulty for s in seats}
    players = {
        s: ClockworkPlayer(seat=s, seed=dealer.getrandbits(32), difficulty=levels[s], data=data, guards=False)
        for s in seats
    }
    last = None if rounds is None else game.state.round + rounds
    try:
        game.apply(choice)
        plies = 0
        while not game.over and (last is None or game.state.round < last) and plies < MAX_PLIES:
            decision = game.pending
            if decision is None:
                break
            if decision.is_chance:
                game.apply(dealer.choice(decision.choices))
            else:
                player = players[decision.owner]
                answer, _ = player.decide(game, decision)
                checked, made = could_lose_at_once(game, decision), len(game.log)
                game.apply(answer)
                if checked and lost(game, decision.owner):  # seldom: the guard of a real game's seat
                    game = guarded(player, replayed(guessed or start(view, key, number)[0], game.log, made))
            plies += 1
    except HiddenCardError:  # a card the guess could not supply (a scenario's own place): judge it here
        pass
    return judge(game, seat, pm_worth, value)


def replayed(guessed: Game, log: list[LogRecord], made: int) -> Game:
    """The play-out as it stood before its `made`-th record: a copy of its guess, with every
    choice since played again."""
    game = guessed.clone()
    for record in log[len(game.log) : made]:
        game.apply(record.choice)
    return game


def guarded(player: ClockworkPlayer, game: Game) -> Game:
    """`game` after `player`'s answer to its pending decision, chosen as a seat of a real game
    chooses: checked on a copy first, another choice taken where that one loses on the spot."""
    decision = game.pending
    assert decision is not None
    player.guards = True
    try:
        answer, _ = player.decide(game, decision)
    finally:
        player.guards = False
    game.apply(answer)
    return game


def judge(game: Game, seat: int, pm_worth: float = PM_WORTH, value: str = "vp") -> Result:
    """Score a play-out from `seat`'s chair. `value` "vp": ±100 plus the VP margin for a
    finished game, else the margin, the PM's mat and the Popularity lead in VP; "chance": the
    chance of winning in percent (100 or 0 once finished, else `clockwork.horizon.chance`)."""
    state = game.state
    me = state.seats[seat]
    others = [s.vp for s in state.seats if s.index != seat]
    margin = float(me.vp - max(others)) if others else 0.0
    office = 1.0 if me.role is Role.PM else 0.0 if state.pm.index in pool_of(state, seat) else -1.0
    leader, lead = board.lead(game)
    party_lead = 0.0 if leader is None else float(lead if leader is me.party else -lead)
    seen = Result(
        won=False, finished=False, margin=margin, score=0.0, office=office, lead=party_lead, round=state.round
    )
    if state.over:
        won = state.winner == seat or seat in state.winners
        if value == "chance":
            return replace(seen, won=won, finished=True, score=WIN if won else 0.0)
        return replace(seen, won=won, finished=True, score=(WIN if won else -WIN) + margin)
    if value == "chance":
        found = chance(game, seat)
        if found is not None:
            return replace(seen, score=WIN * found)
    score = margin
    if me.role is Role.PM:
        score += pm_worth
    elif state.pm.index not in pool_of(state, seat):
        score -= pm_worth / max(1, len(state.seats) - 1)
    if leader is not None:
        score += LEAD_WORTH * party_lead
    return replace(seen, score=score)
