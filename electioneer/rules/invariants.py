"""What must hold in every game (the soak's and the tests' checks): each returns the broken
invariants in words, an empty list when all hold."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from electioneer.rules.cards import ISSUES, MAJORITY, MAIN_PARTIES, SEATS, WEEKS
from electioneer.rules.election import Outcome, Standing, money

if TYPE_CHECKING:
    from electioneer.rules.game import Game


def broken(game: "Game") -> list[str]:
    """Every invariant a game in progress or over breaks: the cards (each policy in one place,
    the issues all accounted for) and, once over, the result."""
    faults = _cards(game)
    if game.over:
        faults += _result(game)
    return faults


def _cards(game: "Game") -> list[str]:
    state, faults = game.state, list[str]()
    if game.setup.table:
        return faults
    places = Counter([*state.deck, *state.bottom])
    for held in state.party.values():
        places.update([*held.hand, *held.manifesto, *held.discarded])  # a drop stays in the manifesto until revealed
        places.update([held.face_down] if held.face_down else [])
    for policy in game.cards.policies:
        if policy.party is not None and policy.party not in state.parties:
            continue  # a party not playing: its policies stay in the box
        where = places[policy.name]
        if where != 1:
            faults.append(f"policy {policy.name} is in {where} places")
    issues = Counter([*state.spare_issues, *(i for seat in state.line for i in seat.issues)])
    if state.line and all(seat.issues for seat in state.line) and issues != Counter(game.cards.issues):
        faults.append(f"the issues do not add up: {dict(issues)} against the deck's {dict(Counter(game.cards.issues))}")
    for party, held in state.party.items():
        if len(held.manifesto) > WEEKS:
            faults.append(f"{party} has {len(held.manifesto)} policies in its manifesto")
        if state.phase == "campaign" and len(held.hand) not in (3, 4, 5):
            faults.append(f"{party} holds {len(held.hand)} policies")
    return faults


def _result(game: "Game") -> list[str]:
    state, result, faults = game.state, game.result(), list[str]()
    if result is None:
        return ["the game is over without a result"]
    seats = dict(result.seats)
    if sum(seats.values()) != SEATS or len(result.winners) != SEATS:
        faults.append(f"{sum(seats.values())} seats awarded, not {SEATS}")
    if any(party not in state.parties for _, party in result.winners):
        faults.append("a seat went to a party not in the game")
    if len(state.weeks) != WEEKS:
        faults.append(f"{len(state.weeks)} weeks counted, not {WEEKS}")
    for party, held in state.party.items():
        if money(game.policies(held.manifesto)) < 0:
            faults.append(f"{party}'s books do not balance ({money(game.policies(held.manifesto))})")
    government = result.government
    largest = max(seats.values())
    if len(set(government.parties)) != len(government.parties) or not government.parties:
        faults.append(f"the government {government.parties} is not a set of parties")
    if sum(seats[p] for p in government.parties) < MAJORITY:
        faults.append(f"the government {government.parties} holds fewer than {MAJORITY} seats")
    if seats[government.leader] != largest:
        faults.append(f"the government is led by {government.leader}, not a largest party")
    if (government.outcome is Outcome.MAJORITY) != (largest >= MAJORITY) or (
        government.outcome is Outcome.MAJORITY and len(government.parties) != 1
    ):
        faults.append(f"outcome {government.outcome} with seats {seats}")
    standings = dict(result.standings)
    if sum(1 for p in MAIN_PARTIES if standings[p] is Standing.WON) > 1:
        faults.append("CON and LAB both won")
    for party, standing in standings.items():
        in_government = party in government.parties
        if party not in MAIN_PARTIES and (standing is Standing.WON) != in_government:
            faults.append(f"{party} {standing} while {'in' if in_government else 'out of'} government")
    for seat in state.line:
        if len(seat.issues) != 2 or any(i not in ISSUES for i in seat.issues):
            faults.append(f"{seat.name} holds issues {seat.issues}")
    return faults
