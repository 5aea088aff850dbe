"""Each step of the tour in our own words: what happens, with the number of the rule it
follows (`rule 6.1.2`: the rulebook's own numbering, 1.0 to 13.0).

The words are built from the step's records (`engine.happened`: what the engine says
happened) and the game before and after, so every number shown is the game's own. The
rulebook's sentences are never copied: card names, numbers and rule numbers are facts.
Why the book's player chose a move is `companion.tour.notes`.
"""

from __future__ import annotations

from companion.tour.naming import (
    NUMBERS,
    TIMES,
    cards_turned,
    career_notes,
    happened_of,
    listed,
    name,
    short_names,
    who,
)
from companion.tour.steps import END, ROUND, START, Step
from companion.tour.telling_table import end_words, round_words, start_words, table_words
from engine import (
    DecisionKind,
    TABLE,
    Answer,
    BillPassed,
    BillPlaced,
    Campaign,
    ChallengeWon,
    Debate,
    DebateCardPlaced,
    DrawFrom,
    EndTurn,
    Flatter,
    GameOver,
    Hobnob,
    Influence,
    Keep,
    MPsMoved,
    Option,
    Order,
    PlayDebateCard,
    PlaySupporter,
    PopularityMoved,
    PostponeElection,
    ProjectionChanged,
    Propose,
    Resign,
    Reveal,
    Role,
    Select,
    SupporterPlayed,
    TrackMoved,
    Vote,
    VoteHeld,
    VPScored,
    Withdraw,
    deck_title,
    describe_effects,
)


def tell(step: Step) -> list[str]:
    """The step in sentences, each citing its rule."""
    if step.kind == START:
        return start_words(step.after)
    if step.kind == ROUND:
        return round_words(step)
    if step.kind == END:
        return end_words(step.after)
    first = step.records[0]
    if first.owner == TABLE:
        return table_words(step) + career_notes(step)
    return _seat_move(step) + career_notes(step)


# --- a seat's move ------------------------------------------------------------------------------


def _seat_move(step: Step) -> list[str]:
    first = step.records[0]
    game = step.before
    seat = first.owner
    choice = first.choice
    times = TIMES.get(sum(1 for r in step.records if r.owner == seat), "")
    if isinstance(choice, DrawFrom):
        return _bills_drawn(step)
    if isinstance(choice, Select):
        return _bills_selected(step)
    if isinstance(choice, PlayDebateCard):
        placed = happened_of(step, DebateCardPlaced)[0]
        moved = happened_of(step, ProjectionChanged)[0]
        assert isinstance(placed, DebateCardPlaced) and isinstance(moved, ProjectionChanged)
        side = "Pact" if placed.pact_side else "no-Pact"
        hoping = "passes" if moved.made > 0 else "fails or is withdrawn"
        return [
            f"{who(game, seat)} plays his Debate Card under the {placed.bill} ({side} side): "
            f"{moved.made:+d} Votes, projected {moved.projected}, rule 6.2.1.",
            f"It rewards him if the bill {hoping}, and costs him if not.",
        ]
    if isinstance(choice, Debate):
        last = happened_of(step, ProjectionChanged)[-1]
        assert isinstance(last, ProjectionChanged)
        way = "raises" if choice.votes > 0 else "lowers"
        via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
        return [
            f"Debate: {who(game, seat)} {way} the {last.bill}'s projection by {abs(choice.votes)}{times}{via}: "
            f"now {last.projected} Votes, rule 6.1.2."
        ]
    if isinstance(choice, Influence):
        return _influence(step, choice, times)
    if isinstance(choice, Campaign):
        campaigned = [h for h in happened_of(step, PopularityMoved) if isinstance(h, PopularityMoved)]
        points = sum(h.points for h in campaigned)
        via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
        return [
            f"Campaign: {who(game, seat)} moves his party up in the {campaigned[0].sector.value} Sector{times}{via}: "
            f"{points:+d} Popularity, rule 6.1.1."
        ]
    if isinstance(choice, Flatter):
        via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
        target = "his own" if choice.target == seat else f"{name(game, choice.target)}'s"
        return [f"Flatter: {who(game, seat)} moves {target} Favour {choice.amount:+d}{via}, rule 6.1.3."]
    if isinstance(choice, Hobnob):
        return [
            f"Hobnob: {who(game, seat)} draws {listed(cards_turned(step))}{times and ', one Supporter a cube'}, "
            "rules 6.1.4 and 7.1."
        ]
    if isinstance(choice, PlaySupporter):
        return _supporter(step, choice)
    if isinstance(choice, EndTurn):
        return _end_turn(step)
    if isinstance(choice, Order):
        return [f"{who(game, seat)} sets the Opposition's order: {name(game, choice.seats[0])} goes first, rule 4.0."]
    if isinstance(choice, Answer):
        return _answer(step, choice)
    if isinstance(choice, Option):
        return _debate_card_result(step, choice)
    if isinstance(choice, Vote):
        return _vote(step)
    if isinstance(choice, Withdraw):
        return [
            f"{who(game, seat)} withdraws the {game.state.slots[choice.slot - 1].name}, rule 9.3: "  # type: ignore[union-attr]
            "a withdrawal costs the PM 1 Standing and gives the Opposition Leader 1 and the Opposition 2 VP."
        ]
    if isinstance(choice, Keep):
        return [
            f"{who(game, seat)} keeps {choice.card} of the two Supporters drawn and discards the other: a bill's "
            "Supporter bonus works like a Hobnob at Level 2, rules 6.1.4 and 9.4."
        ]
    if isinstance(choice, Resign):
        return [
            f"{who(game, seat)} Resigns, rule 6.2.3: it costs all his Action Cubes, he sets his Career Cards "
            "aside and no longer shares the Government's VP.",
            f"The PM, {name(game, game.state.pm.index)}, loses 2 Standing for it, rule 3.2.1.",
        ]
    if isinstance(choice, PostponeElection):
        return [
            f"No bill is left, so the round would end with an Election; {who(game, seat)} removes the Election "
            "Marker instead, which puts it off once, rule 11.0."
        ]
    return [f"{who(game, seat)} chooses {choice}."]


def _bills_drawn(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    decks = sorted({r.choice.deck for r in step.records if isinstance(r.choice, DrawFrom)})
    cards = cards_turned(step)
    deck = " and ".join(deck_title(d) for d in decks)
    count = NUMBERS.get(len(cards), str(len(cards)))
    proposed = [r.choice.bill for r in step.records if isinstance(r.choice, Propose)]
    if game.state.seats[seat].role is Role.PM:
        return [f"{who(game, seat)} draws {count} {deck} bills so that six are on show: {listed(cards)}, rule 5.1."]
    said = [f"Bill Selection: {who(game, seat)} draws {count} {deck} bills, {listed(cards)}, rule 5.1."]
    if proposed:
        said.append(
            f"He proposes the {proposed[0]} to the PM and keeps the other hidden until the PM has chosen, rule 5.1."
        )
    return said


def _bills_selected(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    placed = [h for h in happened_of(step, BillPlaced) if isinstance(h, BillPlaced)]
    bills = [f"{p.bill} ({p.projection}, {p.projected} Votes)" for p in placed]
    said = [
        f"{who(game, seat)} puts three of the six bills on the board, rule 5.2: {listed(bills)}.",
        "A bill's projected Votes are the Government MPs its letter counts (A all, M Moderate, "
        "P Partisan) plus its adjustment, rule 5.3.",
    ]
    bonus = [h for h in happened_of(step, VPScored) if isinstance(h, VPScored) and "Bill Selection" in h.why]
    if bonus:
        said.append(f"Each bill proposed by another player earns its proposer 1 VP ({len(bonus)} here), rule 5.2.")
    return said


def _influence(step: Step, choice: Influence, times: str) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    moved = happened_of(step, MPsMoved)
    via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
    said = f"Influence: {who(game, seat)} moves {choice.mps} Government MPs to the {choice.to} side{times}{via}"
    if not moved:
        rule = "3.2" if game.state.seats[seat].role is Role.GOVERNMENT_BACKBENCHER else "3.1"
        return [
            said + ", rule 6.1.5.",
            f"Only with the PM's leave may he shift the Government's MPs, rule {rule}: he asks for it.",
        ]
    last = moved[-1]
    assert isinstance(last, MPsMoved)
    return [
        said + f": Moderate {last.moderates}, Partisan {last.partisans}, rule 6.1.5.",
        "Every M bill on the board gains or loses those Votes at once.",
    ]


def _supporter(step: Step, choice: PlaySupporter) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    played = happened_of(step, SupporterPlayed)[0]
    assert isinstance(played, SupporterPlayed)
    option = game.components.supporter(choice.card).options[choice.option - 1]
    said = [
        f"{who(game, seat)} plays {choice.card} for '{option.label}' ({describe_effects(option.effects)}); "
        "a Supporter costs no Action Cube, rule 7.2."
    ]
    if played.doubled:
        said.append("The Father of the House card doubles a Supporter he held as his turn began, rule 7.4.")
    return said


def _end_turn(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    said = [f"{who(game, seat)} ends his turn."]
    bonus = [h for h in happened_of(step, TrackMoved) if isinstance(h, TrackMoved) and "Backbencher" in h.why]
    if bonus:
        said.append(f"A Backbencher gains 1 Standing at the end of each turn (now {bonus[0].value}), rule 6.2.4.")
    if game.state.seats[seat].role is Role.PM:
        said.append("The Actions are over: the PM must now resolve one bill, rule 9.0.")
    return said


def _answer(step: Step, choice: Answer) -> list[str]:
    first = step.records[0]
    game = step.before
    seat = first.owner
    kind = first.kind
    yes = choice.yes
    if kind == "end pact":
        return [
            f"{who(game, seat)} {'ends' if yes else 'keeps'} the Pact. The Opposition Leader may end it as the "
            "Opposition's turns begin; after that each side scores its own VP, rule 3.1.2."
        ]
    if kind == "restart pact":
        return [
            f"With three Cross-Party bills on the board the Opposition Leader may restart the Pact on his own, "
            f"rule 3.1.3: {name(game, seat)} {'does' if yes else 'does not'}."
        ]
    if kind in ("propose pact", "agree pact", "pact offer"):
        return [
            f"While no Party Bill is on the board the two leaders may agree to restart the Pact, rule 3.1.3: "
            f"{name(game, seat)} {'says yes' if yes else 'does not'}."
        ]
    if kind == "permit influence":
        moved = happened_of(step, MPsMoved)
        after = (
            f" (Moderate {moved[-1].moderates}, Partisan {moved[-1].partisans})"
            if moved and isinstance(moved[-1], MPsMoved)
            else ""
        )
        return [
            f"{who(game, seat)} {'allows' if yes else 'refuses'} the Influence{after}: it is his to permit, "
            "rules 3.1 and 3.2."
        ]
    if kind == "deputy pm":
        return [
            f"{who(game, seat)} {'takes' if yes else 'leaves'} one of the PM's Action Cubes, as his Deputy PM "
            "Career Card allows each round, rule 6.2.2."
        ]
    if kind == "challenge":
        return _challenge(step, yes)
    if kind == "royal interference":
        return [
            f"{who(game, seat)} is the Queen's favourite (more Favour than the other leader) and his party has the "
            f"card's minimum of seats: he {'accepts' if yes else 'declines'} her offer to form a Minority "
            "Government, rule 11.2.2."
        ] + _won(step)
    if kind == "ask rejoin":
        return [
            f"{name(game, seat)}, a Resigned Government Backbencher, may ask the PM to let him rejoin the "
            f"Government, rule 3.2.2: he {'asks' if yes else 'stays out'}."
        ]
    return [f"{who(game, seat)} answers {choice} ({kind})."]


def _challenge(step: Step, yes: bool) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    if not yes:
        return [f"{who(game, seat)} could Challenge but does not, rule 10.0."]
    won = happened_of(step, ChallengeWon)[0]
    assert isinstance(won, ChallengeWon)
    loser = game.state.seats[won.loser_seat]
    challenger = game.state.seats[seat]
    said = [
        f"Challenge, rule 10.0: {who(game, seat)} has Standing {challenger.standing} against "
        f"{name(game, won.loser_seat)}'s {loser.standing} (Favour breaks a tie) and takes his {won.role_title}'s "
        "mat, rule 10.2.",
        "The winner keeps his Standing or takes the new mat's start, whichever is higher; the loser starts "
        "again at his new mat's start, rule 10.2.",
    ]
    if won.role == Role.PM.value:
        said.append("A new PM takes the 6 VP PM Replacement Bonus and the bills leave the board, rule 10.2.")
        if loser.party is not challenger.party:
            said.append("The Government changes party, so an Election follows at once, rule 10.2.")
    return said + _won(step)


def _won(step: Step) -> list[str]:
    return [f"{short_names(str(h))}, rule 13.0." for h in happened_of(step, GameOver)]


def _debate_card_result(step: Step, choice: Option) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    decision = game.pending
    passed = getattr(decision.about, "passed", None) if decision is not None else None
    outcome = "passed" if passed else "did not pass"
    return [
        f"The bill under {name(game, seat)}'s Debate Card {outcome}: the card offers him a choice and he picks "
        f"'{choice.label}', rule 6.2.1."
    ]


def _vote(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    held = happened_of(step, VoteHeld)[0]
    assert isinstance(held, VoteHeld)
    if held.card is None:
        said = [
            f"{who(game, seat)} puts the {held.bill} to a Vote at {held.projected} Votes: at 350 or more it "
            "cannot fail, so no Uncertainty card is drawn, rule 9.2."
        ]
    else:
        said = [
            f"{who(game, seat)} puts the {held.bill} to a Vote at {held.projected}: the Uncertainty card gives "
            f"{held.uncertainty:+d}, so {held.final} Votes against the 330 needed, rules 9.2 and 12.0."
        ]
    if held.passes:
        said.append(f"It passes and its effects apply, rule 9.4{_bill_vp(step)}.")
        drawn = [
            r.choice.card
            for r in step.records
            if r.kind == DecisionKind.DRAW_SUPPORTERS and isinstance(r.choice, Reveal)
        ]
        if drawn:
            said.append(f"Its Supporter bonus goes to the PM, who draws {listed(drawn)}, rules 7.1 and 9.4.")
    else:
        vp = (
            "; in a Pact the Opposition's 3 VP for it are not paid, rule 3.1.1"
            if game.state.pact
            else ", and the Opposition scores 3 VP"
        )
        said.append(f"It fails: 2 Standing pass from the PM to the Opposition Leader{vp}, rule 9.2.")
    return said


def _bill_vp(step: Step) -> str:
    passed = happened_of(step, BillPassed)
    if not passed:
        return ""
    bill = step.before.components.bill(passed[0].bill)  # type: ignore[attr-defined]
    return f": {bill.vp} VP ({'both sides' if not bill.is_party_bill else 'the Government alone'})"
