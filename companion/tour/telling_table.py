"""The tour's steps that no seat's move begins, in our own words with their rules: the table
at the start, a round's beginning (its VP and Action Cubes, and what the book states after
the round before), the end of the game, and the cards the table turns over (an Event and
the PM's answer, a By-Election, an Election, a free Supporter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.tour.example_checkpoints import CHECKPOINTS
from companion.tour.naming import NAMES, cards_turned, father_words, happened_of, listed, name
from engine import (
    DecisionKind,
    ByElection,
    CubesTaken,
    ElectionDecided,
    ElectionHeld,
    MPsReset,
    FatherOfTheHouse,
    Option,
    Role,
    VPScored,
    describe_effects,
)
from engine.words import counted

if TYPE_CHECKING:
    from companion.tour.steps import Step
    from engine import Game


def start_words(game: "Game") -> list[str]:
    state = game.state
    by_role = {s.role: name(game, s.index) for s in state.seats}
    cubes = ", ".join(f"{name(game, s.index)} {s.cubes}" for s in state.seats)
    return [
        "The table at the start: four players, two Liberals and two Conservatives, rule 2.1.",
        f"The Liberals form the first Government, rule 2.2: {by_role[Role.PM]} is PM (the lower number "
        f"of the two Liberal cards), {by_role[Role.GOVERNMENT_BACKBENCHER]} the Government Backbencher; "
        f"{by_role[Role.OPPOSITION_LEADER]} leads the Opposition with {by_role[Role.OPPOSITION_BACKBENCHER]} "
        "as its Backbencher.",
        "Each mat marks its starting Standing (PM 11, Opposition Leader 5, Backbenchers 0); "
        f"every Favour starts at 1; the Government has {state.moderates + state.partisans} MPs, {state.moderates} "
        f"Moderate and {state.partisans} Partisan, rule 2.3.",
        "The Pact is in force: all four share one VP score, rule 3.1.1.",
        f"Round 1 has no VP at its start, only the Action Cubes each mat gives: {cubes}, rule 4.0.",
    ]


def round_words(step: "Step") -> list[str]:
    game = step.after
    number = game.state.round
    vp = [h for h in step.setup if isinstance(h, VPScored)]
    if any(h.pool == "Pact" for h in vp):
        scored = "the Pact scores 6 VP for all in it"
    else:
        scored = " and ".join(f"the {h.pool} {h.amount} VP" for h in vp)
    said = [f"Round {number} begins, rule 4.0: {scored}."]
    cubes = next((h for h in step.setup if isinstance(h, CubesTaken)), None)
    if cubes is not None:
        taken = ", ".join(f"{NAMES.get(p, p)} {n}" for p, n in cubes.cubes)
        said.append(f"Each takes the Action Cubes his mat gives for his Standing: {taken}, rule 1.4.")
    said += [father_words(h) for h in step.setup if isinstance(h, FatherOfTheHouse)]
    return said + book_check(number - 1)


def book_check(number: int) -> list[str]:
    """What the book states after round `number`, for the learner to compare with the board."""
    book = CHECKPOINTS.get(number)
    if book is None:
        return []
    parts = []
    if book.vp:
        parts.append("VP " + ", ".join(f"{w} {v}" for w, (v, _) in book.vp.items()))
    if book.standing:
        parts.append("Standing " + ", ".join(f"{w} {v}" for w, (v, _) in book.standing.items()))
    if book.seats is not None:
        (liberal, conservative), _ = book.seats
        parts.append(f"seats projected Liberal {liberal}, Conservative {conservative}")
    return [f"The book after Round {number}: " + "; ".join(parts) + "."] if parts else []


def end_words(game: "Game") -> list[str]:
    state = game.state
    winner = state.seats[state.winner] if state.winner is not None else None
    if winner is None:
        return ["The example stops here."]
    said = [
        f"{NAMES.get(winner.politician, winner.politician)} wins: Prime Minister at {winner.vp} VP. A PM who "
        "reaches 100 VP wins there and then, rule 13.0."
    ]
    return said + book_check(state.round)


def table_words(step: "Step") -> list[str]:
    first = step.records[0]
    game = step.before
    if first.kind == DecisionKind.DRAW_EVENTS:
        return _event(step)
    if happened_of(step, ElectionHeld):
        return _election(step)
    cards = cards_turned(step)
    seat = first.happened[0].seat if first.happened and hasattr(first.happened[0], "seat") else None
    owner = name(game, seat) if isinstance(seat, int) else "a player"
    return [
        f"{owner}'s Deputy Party Leader Career Card gives him a free Supporter as the round begins: "
        f"{listed(cards)}, rules 6.2.2 and 7.1."
    ]


def _event(step: "Step") -> list[str]:
    game = step.before
    card = cards_turned(step)[0]
    event = game.components.event(card)
    pm = name(game, game.state.pm.index)
    said = [f"The PM draws an Event at the start of his turn, rule 6.4: {card}."]
    held = happened_of(step, ByElection)
    if held:
        by = held[0]
        assert isinstance(by, ByElection)
        result = (
            "the Government loses it: the PM loses 1 Standing or the Opposition Leader gains 1, as the card "
            "says, and the Opposition scores 1 VP"
            if by.lost
            else "the Government holds the seat: nothing happens"
        )
        said.append(
            f"A By-Election: the Government's projected seats rounded to ten ({by.projection}) against "
            f"its {by.mps} MPs, rule 8.2; {result}."
        )
        return said
    choice = next((r.choice for r in step.records if isinstance(r.choice, Option)), None)
    if choice is not None:
        option = event.options[choice.number - 1]
        if option.cost == 0:
            said.append(
                f"{pm} ignores it: the first option costs no Action Cube but has its penalty "
                f"({describe_effects(option.effects)}), rule 8.1."
            )
        else:
            said.append(
                f"{pm} spends {counted(option.cost, 'Action Cube')} on "
                f"'{option.label}' ({describe_effects(option.effects)}), rule 8.1."
            )
    return said


def _election(step: "Step") -> list[str]:
    game = step.before
    held = happened_of(step, ElectionHeld)[0]
    assert isinstance(held, ElectionHeld)
    pm = name(game, game.state.pm.index)
    said = [
        f"Election, rule 11.0: {pm} turns over an Uncertainty card, {held.uncertainty:+d} seats for the "
        f"Government's projection of {held.projected}, rule 11.1: {held.government.title} "
        f"{held.government_seats}, {held.government.other.title} {held.opposition_seats} (330 win outright)."
    ]
    for happening in step.happenings():
        if isinstance(happening, VPScored):
            said.append(_election_vp(held, happening))
        elif isinstance(happening, ElectionDecided):
            said.append(_decided(happening))
        elif isinstance(happening, MPsReset):
            said.append(
                f"The new Government MP Tracker: {happening.total} MPs (rounded to ten), "
                f"{happening.partisans} Partisan from its Partisan points and {happening.moderates} "
                "Moderate, rule 11.5."
            )
    if step.after.pending is not None and step.after.pending.kind == DecisionKind.ROYAL_INTERFERENCE:
        said.append("The card shows Royal Interference: the Queen's favourite may form a Government, rule 11.2.2.")
    return said


def _election_vp(held: ElectionHeld, scored: VPScored) -> str:
    """Election VP (11.3) or the PM Replacement Bonus (11.4), said of the party that scores it."""
    if "Election" in scored.why:
        party = held.government if scored.pool == "Government" else held.government.other
        return f"The {party.title}s gained seats: {scored.amount} VP (2, and 1 for each 10 seats gained), rule 11.3."
    return f"The new Government takes the {scored.amount} VP PM Replacement Bonus, rule 11.4."


def _decided(decided: ElectionDecided) -> str:
    if "Challenge" in decided.decided:
        return "The PM stays in office whatever the seats: a Challenge made him PM this round, rule 11.2.1."
    if "Royal" in decided.decided:
        return "Royal Interference decides who governs, rule 11.2.2."
    if decided.kept:
        return "The PM's party won: he stays in office, rule 11.1."
    return "The Opposition won: the Government changes hands, rule 11.4."
