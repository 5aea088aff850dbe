"""Each step of the tour in our own words: what happens, with the number of the rule it
follows (`rule 6.1.2`: the rulebook's own numbering, 1.0 to 13.0).

The words are built from the step's records (`engine.happened`: what the engine says
happened) and the game before and after, so every number shown is the game's own. The
rulebook's sentences are never copied: card names, numbers and rule numbers are facts.
Why the book's player chose a move is `companion.tour.notes`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from companion.tour.example_checkpoints import CHECKPOINTS
from companion.tour.example_script import SHORT
from companion.tour.steps import END, ROUND, START, Step
from engine import (
    TABLE,
    Answer,
    BillPassed,
    BillPlaced,
    ByElection,
    Campaign,
    ChallengeWon,
    CubesTaken,
    Debate,
    DebateCardPlaced,
    DrawFrom,
    ElectionDecided,
    ElectionHeld,
    EndTurn,
    Flatter,
    GameOver,
    Hobnob,
    Influence,
    Keep,
    MPsMoved,
    MPsReset,
    Note,
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
    board,
    counted,
    deck_title,
    describe_effects,
    noun_for,
    verb_for,
)

if TYPE_CHECKING:
    from engine import Game, Happening, LogRecord

NAMES = {full: short for short, full in SHORT.items()}
ROLE_WORDS = {Role.PM: "the PM", Role.OPPOSITION_LEADER: "the Opposition Leader",
              Role.GOVERNMENT_BACKBENCHER: "the Government Backbencher",
              Role.OPPOSITION_BACKBENCHER: "the Opposition Backbencher"}
TIMES = {1: "", 2: " twice", 3: " three times", 4: " four times"}
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}


def name(game: "Game", seat: int) -> str:
    """The politician as the book names him (`Peel`)."""
    politician = game.state.seats[seat].politician
    return NAMES.get(politician, politician)


def who(game: "Game", seat: int) -> str:
    """`Derby, the Opposition Leader,` as the step begins."""
    return f"{name(game, seat)}, {ROLE_WORDS[game.state.seats[seat].role]},"


def listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""


def _of(step: Step, kind: type) -> list["Happening"]:
    return [h for h in step.happenings() if isinstance(h, kind)]


def _cards(step: Step) -> list[str]:
    """The cards the table turned over in the step, by name (an Uncertainty card by its number)."""
    return [r.choice.card for r in step.records if r.owner == TABLE and isinstance(r.choice, Reveal)]


def _notes(step: Step) -> list[str]:
    """Career Cards turned up and the like: from the engine's own records, each with its rule."""
    turned: dict[str, list[str]] = {}
    out = []
    for note in _of(step, Note):
        text = _short_names(str(note))
        found = re.fullmatch(r"(.+) activates the (.+) Career Card", text)
        if found:
            turned.setdefault(found[1], []).append(found[2])
        elif "Father of the House" in text:
            out.append(f"{text}: the PM has 90 VP or more, rule 7.4.")
    for politician, cards in turned.items():
        plural = noun_for(len(cards), "Career Card")
        asks = verb_for(len(cards), "it asks", "they ask")
        out.insert(0, f"{politician} turns up his {listed(cards)} {plural} the moment he meets what {asks} for, "
                      "rule 6.2.2.")
    return out


def _short_names(text: str) -> str:
    for full, short in NAMES.items():
        text = text.replace(full, short)
    return text


def tell(step: Step) -> list[str]:
    """The step in sentences, each citing its rule."""
    if step.kind == START:
        return _start(step.after)
    if step.kind == ROUND:
        return _round_begins(step)
    if step.kind == END:
        return _the_end(step.after)
    first = step.records[0]
    if first.owner == TABLE:
        return _table_first(step) + _notes(step)
    return _seat_move(step) + _notes(step)


def _start(game: "Game") -> list[str]:
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


def _round_begins(step: Step) -> list[str]:
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
    for happening in step.setup:
        if isinstance(happening, Note) and "Father of the House" in str(happening):
            said.append(f"{_short_names(str(happening))}: the PM has 90 VP or more, rule 7.4.")
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


def _the_end(game: "Game") -> list[str]:
    state = game.state
    winner = state.seats[state.winner] if state.winner is not None else None
    if winner is None:
        return ["The example stops here."]
    said = [f"{NAMES.get(winner.politician, winner.politician)} wins: Prime Minister at {winner.vp} VP. A PM who "
            "reaches 100 VP wins there and then, rule 13.0."]
    return said + book_check(state.round)


# --- the table's cards ---------------------------------------------------------------------


def _table_first(step: Step) -> list[str]:
    first = step.records[0]
    game = step.before
    if first.kind == "draw events":
        return _event(step)
    if _of(step, ElectionHeld):
        return _election(step)
    cards = _cards(step)
    seat = first.happened[0].seat if first.happened and hasattr(first.happened[0], "seat") else None
    owner = name(game, seat) if isinstance(seat, int) else "a player"
    return [f"{owner}'s Deputy Party Leader Career Card gives him a free Supporter as the round begins: "
            f"{listed(cards)}, rules 6.2.2 and 7.1."]


def _event(step: Step) -> list[str]:
    game = step.before
    card = _cards(step)[0]
    event = game.components.event(card)
    pm = name(game, game.state.pm.index)
    said = [f"The PM draws an Event at the start of his turn, rule 6.4: {card}."]
    held = _of(step, ByElection)
    if held:
        by = held[0]
        assert isinstance(by, ByElection)
        result = ("the Government loses it: the PM loses 1 Standing or the Opposition Leader gains 1, as the card "
                  "says, and the Opposition scores 1 VP" if by.lost else "the Government holds the seat: nothing happens")
        said.append(f"A By-Election: the Government's projected seats rounded to ten ({by.projection}) against "
                    f"its {by.mps} MPs, rule 8.2; {result}.")
        return said
    choice = next((r.choice for r in step.records if isinstance(r.choice, Option)), None)
    if choice is not None:
        option = event.options[choice.number - 1]
        if option.cost == 0:
            said.append(f"{pm} ignores it: the first option costs no Action Cube but has its penalty "
                        f"({describe_effects(option.effects)}), rule 8.1.")
        else:
            said.append(f"{pm} spends {counted(option.cost, 'Action Cube')} on "
                        f"'{option.label}' ({describe_effects(option.effects)}), rule 8.1.")
    return said


def _election(step: Step) -> list[str]:
    game = step.before
    held = _of(step, ElectionHeld)[0]
    assert isinstance(held, ElectionHeld)
    pm = name(game, game.state.pm.index)
    said = [f"Election, rule 11.0: {pm} turns over an Uncertainty card, {held.uncertainty:+d} seats for the "
            f"Government's projection of {held.projected}, rule 11.1: {held.government.title} "
            f"{held.government_seats}, {held.government.other.title} {held.opposition_seats} (330 win outright)."]
    for happening in step.happenings():
        if isinstance(happening, VPScored):
            said.append(_election_vp(held, happening))
        elif isinstance(happening, ElectionDecided):
            said.append(_decided(happening))
        elif isinstance(happening, MPsReset):
            said.append(f"The new Government MP Tracker: {happening.total} MPs (rounded to ten), "
                        f"{happening.partisans} Partisan from its Partisan points and {happening.moderates} "
                        "Moderate, rule 11.5.")
    if step.after.pending is not None and step.after.pending.kind == "royal interference":
        said.append("The card shows Royal Interference: the Queen's favourite may form a Government, rule 11.2.2.")
    return said


def _election_vp(held: ElectionHeld, scored: VPScored) -> str:
    """Election VP (11.3) or the PM Replacement Bonus (11.4), said of the party that scores it."""
    if "Election" in scored.why:
        party = held.government if scored.pool == "Government" else held.government.other
        return (f"The {party.title}s gained seats: {scored.amount} VP (2, and 1 for "
                "each 10 seats gained), rule 11.3.")
    return f"The new Government takes the {scored.amount} VP PM Replacement Bonus, rule 11.4."


def _decided(decided: ElectionDecided) -> str:
    if "Challenge" in decided.decided:
        return "The PM stays in office whatever the seats: a Challenge made him PM this round, rule 11.2.1."
    if "Royal" in decided.decided:
        return "Royal Interference decides who governs, rule 11.2.2."
    if decided.kept:
        return "The PM's party won: he stays in office, rule 11.1."
    return "The Opposition won: the Government changes hands, rule 11.4."


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
        placed = _of(step, DebateCardPlaced)[0]
        moved = _of(step, ProjectionChanged)[0]
        assert isinstance(placed, DebateCardPlaced) and isinstance(moved, ProjectionChanged)
        side = "Pact" if placed.pact_side else "no-Pact"
        hoping = "passes" if moved.made > 0 else "fails or is withdrawn"
        return [f"{who(game, seat)} plays his Debate Card under the {placed.bill} ({side} side): "
                f"{moved.made:+d} Votes, projected {moved.projected}, rule 6.2.1.",
                f"It rewards him if the bill {hoping}, and costs him if not."]
    if isinstance(choice, Debate):
        last = _of(step, ProjectionChanged)[-1]
        assert isinstance(last, ProjectionChanged)
        way = "raises" if choice.votes > 0 else "lowers"
        via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
        return [f"Debate: {who(game, seat)} {way} the {last.bill}'s projection by {abs(choice.votes)}{times}{via}: "
                f"now {last.projected} Votes, rule 6.1.2."]
    if isinstance(choice, Influence):
        return _influence(step, choice, times)
    if isinstance(choice, Campaign):
        campaigned = [h for h in _of(step, PopularityMoved) if isinstance(h, PopularityMoved)]
        points = sum(h.points for h in campaigned)
        via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
        return [f"Campaign: {who(game, seat)} moves his party up in the {campaigned[0].sector.value} Sector{times}{via}: "
                f"{points:+d} Popularity, rule 6.1.1."]
    if isinstance(choice, Flatter):
        via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
        target = "his own" if choice.target == seat else f"{name(game, choice.target)}'s"
        return [f"Flatter: {who(game, seat)} moves {target} Favour {choice.amount:+d}{via}, rule 6.1.3."]
    if isinstance(choice, Hobnob):
        return [f"Hobnob: {who(game, seat)} draws {listed(_cards(step))}{times and ', one Supporter a cube'}, "
                "rules 6.1.4 and 7.1."]
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
        return [f"{who(game, seat)} withdraws the {game.state.slots[choice.slot - 1].name}, rule 9.3: "  # type: ignore[union-attr]
                "a withdrawal costs the PM 1 Standing and gives the Opposition Leader 1 and the Opposition 2 VP."]
    if isinstance(choice, Keep):
        return [f"{who(game, seat)} keeps {choice.card} of the two Supporters drawn and discards the other: a bill's "
                "Supporter bonus works like a Hobnob at Level 2, rules 6.1.4 and 9.4."]
    if isinstance(choice, Resign):
        return [f"{who(game, seat)} Resigns, rule 6.2.3: it costs all his Action Cubes, he sets his Career Cards "
                "aside and no longer shares the Government's VP.",
                f"The PM, {name(game, game.state.pm.index)}, loses 2 Standing for it, rule 3.2.1."]
    if isinstance(choice, PostponeElection):
        return [f"No bill is left, so the round would end with an Election; {who(game, seat)} removes the Election "
                "Marker instead, which puts it off once, rule 11.0."]
    return [f"{who(game, seat)} chooses {choice}."]


def _bills_drawn(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    decks = sorted({r.choice.deck for r in step.records if isinstance(r.choice, DrawFrom)})
    cards = _cards(step)
    deck = " and ".join(deck_title(d) for d in decks)
    count = NUMBERS.get(len(cards), str(len(cards)))
    proposed = [r.choice.bill for r in step.records if isinstance(r.choice, Propose)]
    if game.state.seats[seat].role is Role.PM:
        return [f"{who(game, seat)} draws {count} {deck} bills so that six are on show: {listed(cards)}, rule 5.1."]
    said = [f"Bill Selection: {who(game, seat)} draws {count} {deck} bills, {listed(cards)}, rule 5.1."]
    if proposed:
        said.append(f"He proposes the {proposed[0]} to the PM and keeps the other hidden until the PM has chosen, rule 5.1.")
    return said


def _bills_selected(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    placed = [h for h in _of(step, BillPlaced) if isinstance(h, BillPlaced)]
    bills = [f"{p.bill} ({p.projection}, {p.projected} Votes)" for p in placed]
    said = [f"{who(game, seat)} puts three of the six bills on the board, rule 5.2: {listed(bills)}.",
            "A bill's projected Votes are the Government MPs its letter counts (A all, M Moderate, "
            "P Partisan) plus its adjustment, rule 5.3."]
    bonus = [h for h in _of(step, VPScored) if isinstance(h, VPScored) and "Bill Selection" in h.why]
    if bonus:
        said.append(f"Each bill proposed by another player earns its proposer 1 VP ({len(bonus)} here), rule 5.2.")
    return said


def _influence(step: Step, choice: Influence, times: str) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    moved = _of(step, MPsMoved)
    via = f" with his {choice.via} Career Card (rule 6.2.2)" if choice.via else ""
    said = f"Influence: {who(game, seat)} moves {choice.mps} Government MPs to the {choice.to} side{times}{via}"
    if not moved:
        rule = "3.2" if game.state.seats[seat].role is Role.GOVERNMENT_BACKBENCHER else "3.1"
        return [said + ", rule 6.1.5.", f"Only with the PM's leave may he shift the Government's MPs, rule {rule}: "
                "he asks for it."]
    last = moved[-1]
    assert isinstance(last, MPsMoved)
    return [said + f": Moderate {last.moderates}, Partisan {last.partisans}, rule 6.1.5.",
            "Every M bill on the board gains or loses those Votes at once."]


def _supporter(step: Step, choice: PlaySupporter) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    played = _of(step, SupporterPlayed)[0]
    assert isinstance(played, SupporterPlayed)
    option = game.components.supporter(choice.card).options[choice.option - 1]
    said = [f"{who(game, seat)} plays {choice.card} for '{option.label}' ({describe_effects(option.effects)}); "
            "a Supporter costs no Action Cube, rule 7.2."]
    if played.doubled:
        said.append("The Father of the House card doubles a Supporter he held as his turn began, rule 7.4.")
    return said


def _end_turn(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    said = [f"{who(game, seat)} ends his turn."]
    bonus = [h for h in _of(step, TrackMoved) if isinstance(h, TrackMoved) and "Backbencher" in h.why]
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
        return [f"{who(game, seat)} {'ends' if yes else 'keeps'} the Pact. The Opposition Leader may end it as the "
                "Opposition's turns begin; after that each side scores its own VP, rule 3.1.2."]
    if kind == "restart pact":
        return [f"With three Cross-Party bills on the board the Opposition Leader may restart the Pact on his own, "
                f"rule 3.1.3: {name(game, seat)} {'does' if yes else 'does not'}."]
    if kind in ("propose pact", "agree pact", "pact offer"):
        return [f"While no Party Bill is on the board the two leaders may agree to restart the Pact, rule 3.1.3: "
                f"{name(game, seat)} {'says yes' if yes else 'does not'}."]
    if kind == "permit influence":
        moved = _of(step, MPsMoved)
        after = f" (Moderate {moved[-1].moderates}, Partisan {moved[-1].partisans})" if moved and isinstance(moved[-1], MPsMoved) else ""
        return [f"{who(game, seat)} {'allows' if yes else 'refuses'} the Influence{after}: it is his to permit, "
                "rules 3.1 and 3.2."]
    if kind == "deputy pm":
        return [f"{who(game, seat)} {'takes' if yes else 'leaves'} one of the PM's Action Cubes, as his Deputy PM "
                "Career Card allows each round, rule 6.2.2."]
    if kind == "challenge":
        return _challenge(step, yes)
    if kind == "royal interference":
        return [f"{who(game, seat)} is the Queen's favourite (more Favour than the other leader) and his party has the "
                f"card's minimum of seats: he {'accepts' if yes else 'declines'} her offer to form a Minority "
                "Government, rule 11.2.2."] + _won(step)
    if kind == "ask rejoin":
        return [f"{name(game, seat)}, a Resigned Government Backbencher, may ask the PM to let him rejoin the "
                f"Government, rule 3.2.2: he {'asks' if yes else 'stays out'}."]
    return [f"{who(game, seat)} answers {choice} ({kind})."]


def _challenge(step: Step, yes: bool) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    if not yes:
        return [f"{who(game, seat)} could Challenge but does not, rule 10.0."]
    won = _of(step, ChallengeWon)[0]
    assert isinstance(won, ChallengeWon)
    loser = game.state.seats[won.loser_seat]
    challenger = game.state.seats[seat]
    said = [f"Challenge, rule 10.0: {who(game, seat)} has Standing {challenger.standing} against "
            f"{name(game, won.loser_seat)}'s {loser.standing} (Favour breaks a tie) and takes his {won.role_title}'s "
            "mat, rule 10.2.",
            "The winner keeps his Standing or takes the new mat's start, whichever is higher; the loser starts "
            "again at his new mat's start, rule 10.2."]
    if won.role == Role.PM.value:
        said.append("A new PM takes the 6 VP PM Replacement Bonus and the bills leave the board, rule 10.2.")
        if loser.party is not challenger.party:
            said.append("The Government changes party, so an Election follows at once, rule 10.2.")
    return said + _won(step)


def _won(step: Step) -> list[str]:
    return [f"{_short_names(str(h))}, rule 13.0." for h in _of(step, GameOver)]


def _debate_card_result(step: Step, choice: Option) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    decision = game.pending
    passed = getattr(decision.about, "passed", None) if decision is not None else None
    outcome = "passed" if passed else "did not pass"
    return [f"The bill under {name(game, seat)}'s Debate Card {outcome}: the card offers him a choice and he picks "
            f"'{choice.label}', rule 6.2.1."]


def _vote(step: Step) -> list[str]:
    game = step.before
    seat = step.records[0].owner
    held = _of(step, VoteHeld)[0]
    assert isinstance(held, VoteHeld)
    if held.card is None:
        said = [f"{who(game, seat)} puts the {held.bill} to a Vote at {held.projected} Votes: at 350 or more it "
                "cannot fail, so no Uncertainty card is drawn, rule 9.2."]
    else:
        said = [f"{who(game, seat)} puts the {held.bill} to a Vote at {held.projected}: the Uncertainty card gives "
                f"{held.uncertainty:+d}, so {held.final} Votes against the 330 needed, rules 9.2 and 12.0."]
    if held.passes:
        said.append(f"It passes and its effects apply, rule 9.4{_bill_vp(step)}.")
        drawn = [r.choice.card for r in step.records if r.kind == "draw supporters" and isinstance(r.choice, Reveal)]
        if drawn:
            said.append(f"Its Supporter bonus goes to the PM, who draws {listed(drawn)}, rules 7.1 and 9.4.")
    else:
        vp = ("; in a Pact the Opposition's 3 VP for it are not paid, rule 3.1.1" if game.state.pact
              else ", and the Opposition scores 3 VP")
        said.append(f"It fails: 2 Standing pass from the PM to the Opposition Leader{vp}, rule 9.2.")
    return said


def _bill_vp(step: Step) -> str:
    passed = _of(step, BillPassed)
    if not passed:
        return ""
    bill = step.before.components.bill(passed[0].bill)  # type: ignore[attr-defined]
    return f": {bill.vp} VP ({'both sides' if not bill.is_party_bill else 'the Government alone'})"


def seats_words(game: "Game") -> str:
    """`Liberal 364, Conservative 294`: the seats each party is projected to win."""
    return ", ".join(f"{p.title} {board.projected_seats(game, p)}" for p in (game.state.government, game.state.government.other))


__all__ = ["tell", "book_check", "name", "who", "seats_words"]
