"""The round (lines 189-201): each player from the president's on may make a speech, whip
up support and fund newspapers, each once a turn; and the auction for the extra initiative
(lines 203-208)."""

from __future__ import annotations

from dataclasses import dataclass

from presidency.app.answers import speech_lines, whip_lines
from presidency.procedures import newspapers, term, turn
from presidency.procedures.support import Party, parse_party, PartyError
from presidency.state import Statesman, Table
from presidency.app.walk.basics import (
    AnswerError,
    Walk,
    ask,
    can_pay,
    change_popularity,
    die_question,
    move_support,
    number,
    pay,
    say,
    statesman_of,
)

WORDS = ("speech", "whip", "papers")
ACTIVITY_OF = {"speech": "speech", "whip": "whip", "papers": "newspapers"}


@dataclass(frozen=True)
class Activity:
    kind: str  # speech, whip, papers
    statesman: str
    extra: int = 0
    purchases: tuple[tuple[str, Party, int], ...] = ()  # ("start", party, 0) or ("up", party, level)

    @property
    def cost(self) -> int:
        if self.kind == "speech":
            return turn.SPEECH_COST + self.extra
        if self.kind == "whip":
            return turn.WHIP_COST
        return sum(
            newspapers.START_COST if what == "start" else newspapers.MOVE_UP_COST for what, _, _ in self.purchases
        )


def read_activity(table: Table, player: str, text: str, *, once_a_turn: bool = True) -> Activity | None:
    """`speech STATESMAN [EXTRA]`, `whip STATESMAN`, `papers STATESMAN start [c|l] | up LEVEL ...`;
    Enter (None) when the player is done."""
    words = text.split()
    if not words or words == ["done"]:
        return None
    kind = next((w for w in WORDS if w.startswith(words[0].lower())), None)
    if kind is None or len(words) < 2:
        raise AnswerError(
            f"{text.strip()!r}: speech STATESMAN [EXTRA], whip STATESMAN, papers STATESMAN start|up "
            f"LEVEL, or Enter when done"
        )
    if once_a_turn:
        problem = turn.activity_problem(player, ACTIVITY_OF[kind], table.this_turn.activities.get(player, []))
        if problem:
            raise AnswerError(problem)
    statesman = statesman_of(table, player, words[1])
    rest = words[2:]
    if kind == "speech":
        activity = Activity(kind, statesman.name, number(rest[0], "extra influence", least=0) if rest else 0)
    elif kind == "whip":
        activity = Activity(kind, statesman.name)
    else:
        activity = Activity(kind, statesman.name, purchases=_purchases(table, statesman, rest))
    problem = can_pay(table, player, activity.cost)
    if problem:
        raise AnswerError(problem)
    return activity


def _purchases(table: Table, statesman: Statesman, words: list[str]) -> tuple[tuple[str, Party, int], ...]:
    """Line 201: start a cube (either party's colour, the statesman's by default) for 1, or
    move one of his party's cubes up a level for 2; several in the one activity."""
    bought: list[tuple[str, Party, int]] = []
    track = table.newspapers[statesman.party]
    at = 0
    while at < len(words):
        word = words[at].lower()
        if word == "start":
            party = statesman.party
            if at + 1 < len(words) and words[at + 1].lower() not in ("start", "up"):
                try:
                    party = parse_party(words[at + 1])
                except PartyError as exc:
                    raise AnswerError(str(exc)) from None
                at += 1
            bought.append(("start", party, 0))
            if party is statesman.party:
                track = newspapers.start_cube(track)
        elif word == "up" and at + 1 < len(words):
            level = number(words[at + 1], "the level", least=1, most=newspapers.LEVELS - 1)
            try:
                track = newspapers.move_up(track, level)
            except newspapers.NewspaperError as exc:
                raise AnswerError(str(exc)) from None
            bought.append(("up", statesman.party, level))
            at += 1
        else:
            raise AnswerError(
                f"{words[at]!r}: papers STATESMAN start [C|L] (1 influence) or up LEVEL (2), as many as wanted"
            )
        at += 1
    if not bought:
        raise AnswerError("papers STATESMAN start [C|L] (1 influence) or up LEVEL (2)")
    return tuple(bought)


def carry_out(table: Table, player: str, activity: Activity) -> Walk[None]:
    statesman = table.statesman(activity.statesman)
    paid = pay(table, player, activity.cost, statesman)
    table.this_turn.activities.setdefault(player, []).append(ACTIVITY_OF[activity.kind])
    if activity.kind == "speech":
        yield from say(
            f"{player} pays {activity.cost} ({paid}).",
            *speech_lines(activity.extra, turn.speech_odds(activity.extra))[:1],
        )
        face = yield from die_question(f"Speech · {statesman.name}", f"{statesman.name}'s speech")
        gained = turn.speech_popularity(face, activity.extra)
        yield from say(
            f"{face} + {activity.extra} = {face + activity.extra}: "
            + (change_popularity(statesman, 1) if gained else "no popularity")
            + "."
        )
    elif activity.kind == "whip":
        yield from say(f"{player} pays 1 ({paid}).", *whip_lines(turn.whip_odds())[:1])
        face = yield from die_question(f"Whip · {statesman.name}", f"{statesman.name}'s whip")
        moved = turn.whip_support(face)
        yield from say(
            f"{face} // 3 = {moved}: " + (move_support(table, statesman.party, moved) if moved else "no movement") + "."
        )
    else:
        for what, party, level in activity.purchases:
            track = table.newspapers[party]
            table.newspapers[party] = (
                newspapers.start_cube(track) if what == "start" else newspapers.move_up(track, level)
            )
        yield from say(
            f"{player} pays {activity.cost} ({paid}): "
            + ", ".join(
                f"a {p.value} cube started" if w == "start" else f"a {p.value} cube up from level {lv}"
                for w, p, lv in activity.purchases
            )
            + ".",
            *[
                f"{p.value} track: {table.newspapers[p].describe()}."
                for p in dict.fromkeys(p for _, p, _ in activity.purchases)
            ],
        )


CHOICES = (
    ("speech NAME [EXTRA]", "1 + EXTRA influence; die + EXTRA of 6+: +1 popularity"),
    ("whip NAME", "1 influence; die // 3 Public Support for his party"),
    ("papers NAME start|up L", "newspapers: start a cube (1), move one up (2)"),
    ("Enter", "this player is done"),
)


def the_round(table: Table) -> Walk[None]:
    """From the president's player, each in turn (line 190)."""
    for player in term.seats_from(table.seats, table.president_player):
        while True:
            done = table.this_turn.activities.get(player, [])
            if len(done) == len(turn.ACTIVITIES):
                break
            names = tuple(s.name for s in table.controlled_by(player))
            activity = yield from ask(
                f"Round · {player}",
                [
                    f"{player}'s round ({table.available_influence(player)} influence; done: {', '.join(done) or 'nothing'}): "
                    f"speech, whip or papers with a statesman, Enter when done."
                ],
                lambda text: read_activity(table, player, text),
                words=WORDS + names,
                choices=CHOICES,
                default="done",
            )
            if activity is None:
                break
            yield from carry_out(table, player, activity)


def auction(table: Table) -> Walk[None]:
    """Once around from the president's left, each bid above the last (line 204)."""
    bids: list[tuple[str, int | None]] = []
    highest = 0
    for player in turn.auction_order(table.seats, table.president_player):
        bid = yield from ask(
            f"Auction · {player}",
            [
                f"Auction for the extra initiative: {player} bids (more than {highest}; {table.player(player).influence} "
                f"in supply) or passes."
            ],
            lambda text: _bid(table, player, highest, text),
            words=("pass",),
            default="pass",
            choices=(("N", "bid N influence"), ("Enter", "pass")),
        )
        bids.append((player, bid))
        if bid is not None:
            highest = bid
    won = turn.auction_winner(bids)
    if won is None:
        yield from say("Nobody bid: no extra initiative (line 208).")
        return
    winner, price = won
    paid = pay(table, winner, price, supply_only=True)
    table.player(winner).hand += 1
    yield from say(
        f"{winner} wins the extra initiative for {price} ({paid}): the top action card "
        f"({table.player(winner).hand} in hand) and one action."
    )
    names = tuple(s.name for s in table.controlled_by(winner))
    activity = yield from ask(
        f"Initiative · {winner}",
        [f"{winner}'s extra action: speech, whip or papers with a statesman; Enter to forgo it."],
        lambda text: read_activity(table, winner, text, once_a_turn=False),
        words=WORDS + names,
        choices=CHOICES[:3] + (("Enter", "forgo the action"),),
        default="done",
    )
    if activity is not None:
        yield from carry_out(table, winner, activity)


def _bid(table: Table, player: str, highest: int, text: str) -> int | None:
    word = text.strip().lower()
    if word in ("", "pass", "p"):
        return None
    bid = number(word, "influence bid")
    problem = turn.bid_problem(player, bid, highest, table.player(player).influence)
    if problem:
        raise AnswerError(problem)
    return bid
