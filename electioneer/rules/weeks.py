"""The campaign's seven weeks (guide L33-53) and election day (L54-68), as the steps of play.

Each step is a generator: it yields a `Decision` and receives the choice made (checked by
`Game.apply` against the decision's legal choices). The table's chance (a policy drawn, an
issue turned over) is a decision like any other.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from electioneer.rules.cards import ISSUES, LAB, TheatricEffect
from electioneer.rules.choices import (
    TABLE,
    Card,
    Choice,
    ChoosePolicy,
    Decision,
    DecisionKind,
    DropPolicy,
    Pass,
    Peek,
    PlayTheatric,
    ReturnPolicy,
    Swap,
)
from electioneer.rules.election import count_week, election, short_by
from electioneer.rules.state import Phase

if TYPE_CHECKING:
    from electioneer.rules.game import Game

Steps = Generator[Decision, Choice, None]
ELECTION_WEEK = 8  # theatrics played on election day are logged as week 8


def campaign_week(g: "Game", week: int) -> Steps:
    state = g.state
    state.phase, state.week = Phase.CAMPAIGN, week
    seat = state.line[week - 1]
    if g.setup.table:
        while len(seat.issues) < 2:
            choice = yield Decision(
                TABLE,
                DecisionKind.REVEAL_ISSUE,
                tuple(Card(i) for i in g.issues_possible()),
                f"Week {week}: which issue is turned over in {seat.name}?",
                about=seat.name,
            )
            seat.issues.append(_name(choice))
    seat.revealed = True
    g.reveal(f"Week {week}: {seat.name} is fought on {' and '.join(seat.issues)}.")
    if g.setup.table:
        for party in state.parties:
            choice = yield Decision(
                TABLE,
                DecisionKind.REVEAL_POLICY,
                tuple(Card(p) for p in g.policies_possible()),
                f"Week {week}: which policy has {party} revealed?",
                subject=party,
            )
            state.party[party].manifesto.append(_name(choice))
    else:
        yield from _draw_return_choose(g, week)
    chosen = {party: g.cards.policy(state.party[party].manifesto[-1]) for party in state.parties}
    g.reveal(f"Week {week}: " + "; ".join(f"{party} {policy.name}" for party, policy in chosen.items()) + ".")
    yield from theatrics_window(g, election_day=False)
    count = count_week(g.cards.constituency(seat.name), seat.issues, chosen, state.adjust, state.ties_to)
    state.weeks.append(count)
    state.adjust, state.ties_to = {}, None
    scores = ", ".join(f"{party} {points:+d}" for party, points in count.scores)
    g.reveal(f"Week {week}: {count.winner} wins {seat.name} ({scores}).")
    yield from swap_issue(g, count.winner, optional=True)


def _draw_return_choose(g: "Game", week: int) -> Steps:
    """Guide L40-45: draw two, put one back under the deck, one face down; all reveal at once."""
    state = g.state
    for party in state.parties:
        for _ in range(2):
            choices = tuple(Card(p) for p in sorted(set(state.deck))) if state.deck else (Card(state.bottom[0]),)
            choice = yield Decision(
                TABLE, DecisionKind.DRAW_POLICY, choices, f"Week {week}: draw a policy for {party}", subject=party
            )
            name = _name(choice)
            if state.deck:
                state.deck.remove(name)
            else:
                state.bottom.pop(0)
                state.bottom_by.pop(0)
            state.party[party].hand.append(name)
            g.seen(party)
    for party in state.parties:
        hand = state.party[party].hand
        choice = yield Decision(
            party,
            DecisionKind.RETURN_POLICY,
            tuple(ReturnPolicy(p) for p in hand),
            f"Week {week}: {party}, put one policy back at the bottom of the deck",
        )
        assert isinstance(choice, ReturnPolicy)
        hand.remove(choice.policy)
        state.bottom.append(choice.policy)
        state.bottom_by.append(party)
    for party in state.parties:
        hand = state.party[party].hand
        choice = yield Decision(
            party,
            DecisionKind.CHOOSE_POLICY,
            tuple(ChoosePolicy(p) for p in hand),
            f"Week {week}: {party}, choose a policy face down for your manifesto",
        )
        assert isinstance(choice, ChoosePolicy)
        hand.remove(choice.policy)
        state.party[party].face_down = choice.policy
    for party in state.parties:
        held = state.party[party]
        assert held.face_down is not None
        held.manifesto.append(held.face_down)
        held.face_down = None


def swap_choices(g: "Game") -> list[Choice]:
    """Every legal swap (guide L51): an issue of a revealed constituency for a spare one."""
    spare = sorted(set(g.issues_possible() if g.setup.table else g.state.spare_issues), key=ISSUES.index)
    return [
        Swap(seat.name, out, into)
        for seat in g.state.line
        if seat.revealed
        for out in sorted(set(seat.issues), key=ISSUES.index)
        for into in spare
        if into != out
    ]


def swap_issue(g: "Game", party: str, optional: bool) -> Steps:
    choices = swap_choices(g)
    if not choices:
        return
    if not g.setup.table:
        g.state.party[party].seen_spares = True
        g.seen(party)
    prompt = f"{party}, swap an issue in a revealed constituency" + (" (or pass)" if optional else "")
    choice = yield Decision(party, DecisionKind.SWAP_ISSUE, tuple(choices) + ((Pass(),) if optional else ()), prompt)
    if isinstance(choice, Swap):
        seat = g.state.seat(choice.constituency)
        seat.issues[seat.issues.index(choice.out)] = choice.into
        if not g.setup.table:
            g.state.spare_issues.remove(choice.into)
            g.state.spare_issues.append(choice.out)
            g.state.spare_issues.sort(key=ISSUES.index)
        g.reveal(f"{party} swaps {choice.out} for {choice.into} in {seat.name}.")


def _plays(g: "Game", party: str, election_day: bool) -> list[Choice]:
    held = g.state.party[party]
    names = held.theatrics if not g.setup.table else (g.theatrics_unplayed() if held.unknown_theatrics else [])
    plays: list[Choice] = []
    for name in names:
        card = g.cards.theatric(name)
        if election_day and card.effect.week_only:
            continue
        if card.effect is TheatricEffect.SWAP and not swap_choices(g):
            continue
        if card.effect is TheatricEffect.PEEK and not g.setup.table and not _peekable(g, party):
            continue
        if card.effect is TheatricEffect.PEEK and election_day:
            continue
        if card.effect.targets_party:
            plays.extend(PlayTheatric(name, other) for other in g.state.parties if other != party)
        else:
            plays.append(PlayTheatric(name))
    return plays


def _peekable(g: "Game", party: str) -> list[str]:
    held = g.state.party[party]
    return [s.name for s in g.state.line if not s.revealed and s.name not in held.peeked and party != LAB]


def theatrics_window(g: "Game", election_day: bool) -> Steps:
    """Theatrics are played between the reveal and the count (docs/electioneer/rules-decisions.md):
    round the table in seat order until a whole round passes."""
    while True:
        played = False
        for party in g.state.parties:
            plays = _plays(g, party, election_day)
            if not plays:
                continue
            when = "election day" if election_day else f"week {g.state.week}"
            choice = yield Decision(
                party,
                DecisionKind.THEATRIC,
                (Pass(), *plays),
                f"{party}, play a theatric before the {when} count, or pass",
            )
            if isinstance(choice, PlayTheatric):
                played = True
                yield from _play(g, party, choice, election_day)
        if not played:
            return


def _play(g: "Game", party: str, choice: PlayTheatric, election_day: bool) -> Steps:
    state = g.state
    held = state.party[party]
    card = g.cards.theatric(choice.theatric)
    if g.setup.table:
        held.unknown_theatrics -= 1
    else:
        held.theatrics.remove(card.name)
    state.played.append((8 if election_day else state.week, party, card.name, choice.target))
    g.reveal(f"{party} plays {card.words()}" + (f" on {choice.target}" if choice.target else "") + ".")
    if card.effect is TheatricEffect.BOOST:
        state.adjust[party] = state.adjust.get(party, 0) + card.amount
    elif card.effect is TheatricEffect.KNOCK:
        state.adjust[choice.target] = state.adjust.get(choice.target, 0) - card.amount
    elif card.effect is TheatricEffect.TIES:
        state.ties_to = party
    elif card.effect is TheatricEffect.SWAP:
        yield from swap_issue(g, party, optional=False)
    elif card.effect is TheatricEffect.PEEK and not g.setup.table:
        places = _peekable(g, party)
        choice_made = yield Decision(
            party,
            DecisionKind.PEEK,
            tuple(Peek(p) for p in places),
            f"{party}, look at the face-down issues of which constituency?",
        )
        assert isinstance(choice_made, Peek)
        held.peeked.append(choice_made.constituency)
        g.seen(party)


def election_day(g: "Game") -> Steps:
    """Guide L54-68: balance the books (face down until every party is done), then count."""
    state = g.state
    state.phase = Phase.ELECTION
    state.week = ELECTION_WEEK
    for party in state.parties:
        held = state.party[party]
        while short_by(g.policies(p for p in held.manifesto if p not in held.dropped)):
            kept = [p for p in held.manifesto if p not in held.dropped]
            short = short_by(g.policies(kept))
            choice = yield Decision(
                party,
                DecisionKind.BALANCE_BOOKS,
                tuple(DropPolicy(p) for p in kept),
                f"Election day: {party}'s manifesto is {short} short; drop a policy",
            )
            assert isinstance(choice, DropPolicy)
            held.dropped.append(choice.policy)
    for party in state.parties:
        held = state.party[party]
        if held.dropped:
            held.manifesto = [p for p in held.manifesto if p not in held.dropped]
            held.discarded, held.dropped = held.dropped, []
            g.reveal(f"Election day: {party} drops {', '.join(held.discarded)} to balance the books.")
    yield from theatrics_window(g, election_day=True)
    line = [(g.cards.constituency(seat.name), seat.issues) for seat in state.line]
    state.result = election(line, {party: g.policies(state.party[party].manifesto) for party in state.parties})
    state.phase = Phase.OVER
    government = " and ".join(state.result.government.parties)
    g.reveal(
        f"Election day: {government} form{'s' if len(state.result.government.parties) == 1 else ''} "
        f"the government ({state.result.outcome})."
    )


def _name(choice: Choice) -> str:
    assert isinstance(choice, Card)
    return choice.name
