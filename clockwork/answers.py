"""A Clockwork politician's answers to every decision outside its action plays
(docs/clockwork.md, "Answers"): bills, the Pact, Events, bill resolution, agreements,
Challenges, Elections, Royal Interference and the small questions in between. The
scenarios' and optional rules' answers are in `clockwork.answers_scenarios`; all share the
ANSWERS table below.

Each answer returns (choice, what, why): the policy adds the politician, role and card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Callable

from clockwork.answers_scenarios import (
    call_questioner,
    change_sides,
    play_hidden_supporter,
    question,
    question_time,
    save_cube,
    saved_cube,
)
from clockwork.data import BillPointer, Lean
from clockwork.appraise import WIN, Appraiser
from clockwork.answers_pact import (
    agree_pact,
    end_pact,
    opposition_order,
    pact_offer,
    propose_pact,
    restart_pact,
)
from clockwork.turn import Reply, Turn, opposition_push_per_round, pm_push_per_round, vp_words, yes_no
from clockwork.answers_resolution import agreement, resolve_bill
from clockwork.supporter_worth import supporter_value
from engine import (
    Bill,
    Choice,
    DebateCardResult,
    DecisionKind,
    Discard,
    DrawFrom,
    EventCard,
    HoldElection,
    InfluenceRequest,
    Keep,
    Option,
    Propose,
    PostponeElection,
    Role,
    Select,
    debate_side,
    election_odds_now,
    proposer_of,
)
from engine import deck_title
from engine.words import counted


LATE_CHALLENGE_VP = 60  # from here even a loyal Backbencher Challenges: only a PM can win


# --- Bill Selection (5.0) -----------------------------------------------------------------


def bill_score(a: Appraiser, bill: Bill, proposer: int | None) -> tuple[float, str]:
    """What a revealed bill is worth to the PM placing it: its stake times the chance it
    reaches 330 with a round of pushing, less the Opposition's attack; the Bill Selection
    Bonus; a Party Bill's end of the Pact."""
    projected = a.projection_of(bill)
    stake = a.passed_value(bill) - (a.lost_value(bill, "fail") + a.lost_value(bill, "withdraw")) / 2
    chance = reach_chance(a, bill)
    score = stake * chance
    notes = [
        f"{bill.projection_label} -> {projected} projected",
        f"{bill.vp} VP",
        f"chance {chance:.0%} after a round of Debate",
    ]
    if proposer is not None and proposer != a.seat:
        bonus = a.vp(proposer, 1)
        score += bonus
        if a.pm_wins_with(proposer, 1):
            notes.append(
                f"the 1 VP bonus to {a.state.seats[proposer].politician} carries the PM to {a.pm.vp + 1} VP and victory"
            )
        else:
            notes.append(
                f"the 1 VP bonus to {a.state.seats[proposer].politician} worth {vp_words(bonus, sign=True, pm=a.is_pm)} to it"
            )
    if bill.is_party_bill and a.state.pact:
        cost = 3.0 if a.profile.lean is Lean.MODERATE else 0.5
        score -= cost
        notes.append("ends the Pact")
    return score, ", ".join(notes)


def reach_chance(a: Appraiser, bill: Bill) -> float:
    """The chance a revealed bill passes once placed: its projection after a round of the PM's
    pushing and the Opposition's attack (none on a Cross-Party bill in a Pact)."""
    attack = 0 if (a.state.pact and not bill.is_party_bill) else opposition_push_per_round(a) or 20
    expected = a.projection_of(bill) + pm_push_per_round(a) - attack
    return a.chance(expected - expected % 10)


def _bill_tie(turn: Turn, bill: Bill, projected: int) -> tuple[int, str] | tuple[str] | tuple[tuple[int, ...]]:
    pointer = turn.card.bill_pointer
    if pointer is BillPointer.MOST_VP:
        return (-bill.vp, bill.name)
    if pointer is BillPointer.WEAKEST:
        return (projected, bill.name)
    if pointer is BillPointer.STRONGEST:
        return (-projected, bill.name)
    return (bill.name,) if pointer is BillPointer.FIRST_SLOT else (tuple(-ord(c) for c in bill.name),)


def select_bill(turn: Turn) -> Reply:
    a = turn.appraiser
    cands = []
    for choice in turn.decision.choices:
        assert isinstance(choice, Select)
        bill = a.components.bill(choice.bill)
        score, notes = bill_score(a, bill, proposer_of(a.view, choice.bill))
        cands.append((-round(score, 3), _bill_tie(turn, bill, a.projection_of(bill)), choice, notes, score))
    cands.sort(key=lambda c: (c[0], c[1]))
    _, _, choice, notes, score = cands[0]
    expected = (
        f"about {score:.1f} VP expected for it" if abs(score) < WIN / 10 else f"{vp_words(score, pm=a.is_pm)} for it"
    )  # a score that counts a victory
    return choice, f"select {choice.bill}", f"the best of the revealed bills: {notes}; {expected}"


def deck_vp(a: Appraiser, deck: str) -> str:
    """What a deck's bills score, from the cards in play: `the Liberal deck's bills carry 2-7
    VP (4.2 on average)`."""
    from engine import BillDeck

    bills = a.components.bills_in(BillDeck(deck))
    if not bills:
        return f"the {deck_title(deck)} deck is empty"
    return f"the {deck_title(deck)} deck's bills carry {vp_span(bills)}"


def vp_span(bills: Sequence[Bill]) -> str:
    """`2-7 VP (4.2 on average)`."""
    low, high = min(b.vp for b in bills), max(b.vp for b in bills)
    span = str(low) if low == high else f"{low}-{high}"
    return f"{span} VP ({sum(b.vp for b in bills) / len(bills):.1f} on average)"


def cross_party_vp(a: Appraiser) -> str:
    from engine import BillDeck

    bills = a.components.bills_in(BillDeck("cross-party"))
    return vp_span(bills) if bills else "none left"


def draw_bill(turn: Turn) -> Reply:
    a = turn.appraiser
    decks = [c.deck for c in turn.decision.choices if isinstance(c, DrawFrom)]
    party_deck = next((d for d in decks if d != "cross-party"), None)
    government = a.me.in_government and not a.me.resigned
    want_party = False
    if government and party_deck is not None:
        if a.profile.lean is Lean.PARTISAN:
            want_party = not a.state.pact or a.ambition >= 4
        else:
            want_party = not a.state.pact and turn.card.bill_pointer is BillPointer.MOST_VP
    if want_party and party_deck is not None:
        choice: Choice = DrawFrom(party_deck)
        why = (
            f"{a.profile.lean} lean, {'no Pact to keep' if not a.state.pact else 'ambition ' + str(a.ambition)}: "
            f"{deck_vp(a, party_deck)}, against {cross_party_vp(a)} for Cross-Party bills"
        )
    elif "cross-party" in decks:
        choice = DrawFrom("cross-party")
        why = (
            "Cross-Party bills score for both sides"
            if not government
            else f"{a.profile.lean} lean: keeps to Cross-Party bills"
            + (" while the Pact holds" if a.state.pact else "")
        )
    else:
        choice = turn.decision.choices[0]
        why = "the only deck left"
    return choice, f"draw from the {deck_title(choice.deck)} deck", why  # type: ignore[union-attr]


def propose_bill(turn: Turn) -> Reply:
    a = turn.appraiser
    cands = []
    loyal = a.me.in_government and not a.me.resigned
    hopeless = loyal and all(
        reach_chance(a, a.components.bill(c.bill)) == 0 for c in turn.decision.choices if isinstance(c, Propose)
    )
    for choice in turn.decision.choices:
        assert isinstance(choice, Propose)
        bill = a.components.bill(choice.bill)
        projected = a.projection_of(bill)
        if loyal:
            score, _ = bill_score(a, bill, None)
            why = f"the best bill for the Government ({bill.vp} VP, {projected} projected)"
            if hopeless:
                others = " and ".join(
                    str(a.projection_of(a.components.bill(c.bill)))
                    for c in turn.decision.choices
                    if isinstance(c, Propose) and c != choice
                )
                why = f"none of its bills can pass ({projected}{' and ' + others if others else ''} projected): it shows this one ({bill.vp} VP)"
        else:
            # the Opposition wants a bill the PM may take (its Bonus) that it can then attack:
            # 320-350 projected tempts the PM and stays within reach of a push below 320
            cross = 0.0 if bill.is_party_bill else bill.vp
            band = (
                2.0 if 320 <= projected <= 350 else 1.0 if 300 <= projected < 320 else 0.5 if projected > 350 else 0.0
            )
            score = band + 0.5 * cross - (0.5 * bill.vp if bill.is_party_bill else 0)
            kind = (
                "tempting but open to attack"
                if band == 2
                else "safe: the PM will take it"
                if projected > 350
                else "weak"
            )
            why = f"{projected} projected, {kind}{'; Cross-Party: ' + str(bill.vp) + ' VP for us too' if cross else ''}"
        cands.append((-round(score, 3), _bill_tie(turn, bill, projected), choice, why))
    cands.sort(key=lambda c: (c[0], c[1]))
    _, _, choice, why = cands[0]
    return choice, f"propose {choice.bill}", why


# --- Permissions --------------------------------------------------------------------------


def permit_influence(turn: Turn) -> Reply:
    a = turn.appraiser
    request = turn.decision.about
    if not isinstance(request, InfluenceRequest):
        return yes_no(turn.decision, False), "refuse the Influence", "cannot tell which way the MPs would move"
    mps, to, who = request.mps, request.to, a.state.seats[request.seat].politician
    gain = a.influence(mps, to, {b.slot_index: pm_push_per_round(a) // 2 for b in a.bills()})
    ally = a.state.seats[request.seat].in_government
    needed = -0.05 if ally else 0.2
    yes = gain >= needed
    why = f"{who} asks to move {mps} MPs to {to}: the Government's bills {'gain' if gain >= 0 else 'lose'} {vp_words(abs(gain), pm=a.is_pm)} in expected value"
    return yes_no(turn.decision, yes), ("allow the Influence" if yes else "refuse the Influence"), why


def permit_rejoin(turn: Turn) -> Reply:
    a = turn.appraiser
    me = a.me
    low, high = a.standing_range(me)
    return (
        yes_no(turn.decision, True),
        "welcome the Backbencher back",
        f"+2 Standing ({me.standing} -> {min(high, me.standing + 2)}) and one attacker fewer",
    )


def ask_rejoin(turn: Turn) -> Reply:
    """A Resigned Backbencher between rounds: go back when no Challenge is in sight (as the
    action menu's `rejoin`)."""
    a = turn.appraiser
    pm, me = a.pm, a.me
    if pm.standing - (me.standing + 1) < 2:
        return (
            yes_no(turn.decision, False),
            "stay Resigned",
            f"the PM's Standing {pm.standing} is within reach of mine ({me.standing})",
        )
    return (
        yes_no(turn.decision, True),
        "ask to rejoin the Government",
        f"the PM's Standing {pm.standing} is out of reach of mine ({me.standing}); pooling again is worth more",
    )


def deputy_pm(turn: Turn) -> Reply:
    a = turn.appraiser
    if a.ambition >= 3:
        return (
            yes_no(turn.decision, True),
            "take one of the PM's cubes",
            f"ambition {a.ambition}: its own plans come first",
        )
    return (
        yes_no(turn.decision, False),
        "leave the PM its cubes",
        f"ambition {a.ambition}: the PM makes better use of them",
    )


# --- Supporters kept and discarded --------------------------------------------------------


def keep_supporter(turn: Turn) -> Reply:
    a = turn.appraiser
    cands = sorted(
        ((supporter_value(a, c.card), c.card, c) for c in turn.decision.choices if isinstance(c, Keep)),
        key=lambda t: (-round(t[0], 3), t[1]),
    )
    value, name, choice = cands[0]
    return choice, f"keep {name}", f"its best use now is worth about {vp_words(value, pm=a.is_pm)} to it"


def hold_limit(turn: Turn) -> Reply:
    a = turn.appraiser
    cands = sorted(
        ((supporter_value(a, c.card), c.card, c) for c in turn.decision.choices if isinstance(c, Discard)),
        key=lambda t: (round(t[0], 3), t[1]),
    )
    value, name, choice = cands[0]
    return choice, f"discard {name}", f"the least useful Supporter in hand (about {vp_words(value, pm=a.is_pm)} to it)"


def debate_card_reward(turn: Turn) -> Reply:
    a = turn.appraiser
    result = turn.decision.about
    options = [c for c in turn.decision.choices if isinstance(c, Option)]
    if isinstance(result, DebateCardResult):
        side = debate_side(a.view, result.card, result.pact)
        alternatives = side.on_pass if result.passed else side.on_fail
        scored = sorted(
            ((a.effects(alternatives[o.number - 1], a.seat), o.number, o) for o in options),
            key=lambda t: (-round(t[0], 3), t[1]),
        )
        value, _, choice = scored[0]
        return (
            choice,
            f"take {choice.label}",
            f"{vp_words(value, sign=True, pm=a.is_pm)} to it, the best of the options (Standing {a.me.standing}, Favour {a.me.favour})",
        )
    return options[0], f"take {options[0].label}", "the first option (the card could not be read)"


# --- Events (8.1) -------------------------------------------------------------------------


def event(turn: Turn) -> Reply:
    a = turn.appraiser
    about = turn.decision.about
    assert isinstance(about, EventCard), about
    card = a.components.event(about.name)
    cube = a.temper.cube_value
    cands = []
    for choice in turn.decision.choices:
        assert isinstance(choice, Option)
        option = card.options[choice.number - 1]
        value = a.effects(option.effects, a.pm.index) - option.cost * cube
        cands.append((-round(value, 3), option.cost, choice, option, value))
    cands.sort(key=lambda c: (c[0], c[1]))
    _, _, choice, option, value = cands[0]
    costs = ", ".join(
        f"{o.label} {vp_words(a.effects(o.effects, a.pm.index) - o.cost * cube, sign=True, pm=a.is_pm)}"
        for o in card.options
        if o.cost <= a.me.cubes
    )
    return (
        choice,
        f"{option.label} ({counted(option.cost, 'cube')})",
        f"{about.name}: the option that costs its Government least, each counted as its effects less its cubes "
        f"(a cube counts as {cube} VP to a {a.temper.name} PM): {costs}",
    )


# --- Challenges (10.0) --------------------------------------------------------------------


def challenge(turn: Turn) -> Reply:
    a = turn.appraiser
    me = a.me
    above = a.leader_above()
    target = above.politician if above else "the leader"
    numbers = f"Standing {me.standing} v {above.standing if above else '?'}, Favour {me.favour} v {above.favour if above else '?'}"
    if me.role is Role.OPPOSITION_LEADER:
        wait = a.level.no_campaign_challenge_vp
        if a.pm.vp < wait and not a.party_campaigns():
            # A Government taken now meets Elections its party cannot Campaign for; taken
            # late, it needs only a round or two as PM (docs/clockwork.md, "Profiles").
            return (
                yes_no(turn.decision, False),
                f"wait to Challenge {target}",
                f"{numbers}: no one in my party can Campaign, so a Government taken now would lose the Elections to come; "
                f"I Challenge once the PM has {wait} VP (now {a.pm.vp})",
            )
        return yes_no(turn.decision, True), f"Challenge {target}", f"{numbers}: the Opposition takes the Government"
    if a.ambition >= a.level.challenge_ambition:
        return (
            yes_no(turn.decision, True),
            f"Challenge {target}",
            f"{numbers}; ambition {a.ambition} (a Challenge needs {a.level.challenge_ambition})",
        )
    if me.vp >= LATE_CHALLENGE_VP:
        return (
            yes_no(turn.decision, True),
            f"Challenge {target}",
            f"{numbers}; ambition {a.ambition} is low, but at {me.vp} VP (from {LATE_CHALLENGE_VP}) only a PM can still win",
        )
    return (
        yes_no(turn.decision, False),
        f"stand behind {target}",
        f"{numbers}; ambition {a.ambition}, short of the {a.level.challenge_ambition} a Challenge needs, and {me.vp} VP, "
        f"short of the {LATE_CHALLENGE_VP} from which only a PM can still win",
    )


# --- Elections (11.0) ---------------------------------------------------------------------


def election_chances(turn: Turn) -> tuple[float, float, str]:
    """The PM's exact chance of keeping office at this Election, the chance it asks for
    (its level's plus its temper's), and the words of the reason that give both."""
    a = turn.appraiser
    odds = election_odds_now(a.view)  # the exact odds the engine will count the Election with
    keep = float(odds.pm_keeps_office)
    base = a.level.election_chance
    if a.level.lone_election_chance >= 0 and a.state.government_backbencher is None:
        base = a.level.lone_election_chance
    threshold = max(0.0, min(1.0, base + a.temper.election_chance))
    numbers = (
        f"{odds.projected} seats projected, keeps office {keep:.0%} (needs {threshold:.0%} when {a.temper.name}); "
        f"expected VP {float(odds.expected_vp_government):.1f} v {float(odds.expected_vp_opposition):.1f}"
    )
    return keep, threshold, numbers


def election(turn: Turn) -> Reply:
    a = turn.appraiser
    keep, threshold, numbers = election_chances(turn)
    if keep >= threshold or PostponeElection() not in turn.decision.choices:
        return HoldElection(), "hold the Election", numbers
    partner = a.state.government_backbencher
    if partner is not None:
        # Postponing keeps office for a Government of two, and the Backbencher, who shares
        # the pool (or, Resigned, scores alone) and may take the PM's mat by Challenge,
        # gains as much from it as the PM (bench/report_history.py --id opposition-campaigns-first).
        return (
            HoldElection(),
            "hold the Election",
            f"{numbers}; holds anyway: postponing would mostly serve {partner.politician}, its Government Backbencher",
        )
    return PostponeElection(), "remove the Election Marker", numbers


def royal_interference(turn: Turn) -> Reply:
    a = turn.appraiser
    office = "keeps the PM's mat" if a.me.role is Role.PM else "takes the PM's mat"
    return (
        yes_no(turn.decision, True),
        "accept Her Majesty's offer",
        f"Favour {a.me.favour} v {(a.ol if a.me.role is Role.PM else a.pm).favour}: it {office}",
    )


ANSWERS: dict[DecisionKind, Callable[[Turn], Reply]] = {
    DecisionKind.CHANGE_SIDES: change_sides,
    DecisionKind.PLAY_HIDDEN_SUPPORTER: play_hidden_supporter,
    DecisionKind.QUESTION_TIME: question_time,
    DecisionKind.CALL_QUESTIONER: call_questioner,
    DecisionKind.QUESTION: question,
    DecisionKind.SAVE_CUBE: save_cube,
    DecisionKind.SAVED_CUBE: saved_cube,
    DecisionKind.DRAW_BILL: draw_bill,
    DecisionKind.PROPOSE_BILL: propose_bill,
    DecisionKind.SELECT_BILL: select_bill,
    DecisionKind.RESTART_PACT: restart_pact,
    DecisionKind.END_PACT: end_pact,
    DecisionKind.PROPOSE_PACT: propose_pact,
    DecisionKind.AGREE_PACT: agree_pact,
    DecisionKind.PACT_OFFER: pact_offer,
    DecisionKind.OPPOSITION_ORDER: opposition_order,
    DecisionKind.PERMIT_INFLUENCE: permit_influence,
    DecisionKind.PERMIT_REJOIN: permit_rejoin,
    DecisionKind.ASK_REJOIN: ask_rejoin,
    DecisionKind.KEEP_SUPPORTER: keep_supporter,
    DecisionKind.HOLD_LIMIT: hold_limit,
    DecisionKind.EVENT: event,
    DecisionKind.RESOLVE_BILL: resolve_bill,
    DecisionKind.AGREEMENT: agreement,
    DecisionKind.CHALLENGE: challenge,
    DecisionKind.ELECTION: election,
    DecisionKind.ROYAL_INTERFERENCE: royal_interference,
    DecisionKind.DEPUTY_PM: deputy_pm,
    DecisionKind.DEBATE_CARD: debate_card_reward,
}
