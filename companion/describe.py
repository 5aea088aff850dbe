"""What a choice would do, in a line: the text `?` shows beside every legal choice and the
completion menu shows as its meta.

Each choice is tried on a copy of the person's own view of the game (`game.view(seat)`),
so a description can never reveal a card the person may not see; what happens on that copy
(its `happened` records) is the honest answer. A few words per choice kind set them in context:
a Debate shows the bill's projection before and after and the odds of passing by Vote.
"""

from __future__ import annotations

from itertools import takewhile
from typing import TYPE_CHECKING

from companion.scenario_view import bill_terms, icon_label, vp_words
from engine import (
    AGREEMENT_VP,
    FAILURE_VP,
    HIDDEN,
    WITHDRAWAL_VP,
    Agreement,
    Answer,
    Campaign,
    Choice,
    Debate,
    Decision,
    Discard,
    DrawFrom,
    EndTurn,
    Flatter,
    Hobnob,
    HoldElection,
    Influence,
    Keep,
    Option,
    Order,
    Party,
    PlayDebateCard,
    PlaySupporter,
    Propose,
    ProposePact,
    PostponeElection,
    Select,
    Vote,
    Withdraw,
    board,
    debate_card_cost,
    debate_side,
    election_odds_now,
    vote_odds,
)
from engine import HOLD_LIMIT, DecisionKind, HiddenCardError, deck_title, describe_effects, named_cards
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, Happening

election_now = election_odds_now  # kept for callers of the old name: the engine counts the Election odds
MAX_SHOWN = 3  # records of what happened shown per choice

# Answer (yes / no) by decision kind.
ANSWERS = {
    "end pact": ("end the Pact: VP pools split into Government and Opposition", "keep the Pact"),
    "propose pact": ("propose to the PM to restart the Pact", "leave the Pact ended"),
    "agree pact": ("restart the Pact: every politician shares VP again", "decline: the Pact stays ended"),
    "restart pact": ("restart the Pact", "leave the Pact ended"),
    "pact offer": (
        "accept the PM's offer: the Pact restarts and every politician shares VP again",
        "refuse: no Pact this round",
    ),
    "agreement": (
        f"agree: the bill passes and the Opposition scores {AGREEMENT_VP} VP",
        "refuse: the PM must resolve it another way",
    ),
    "challenge": ("Challenge: exchange mats with the leader", "no Challenge"),
    "permit influence": ("allow the Influence", "refuse: no Influence this round from them"),
    "permit rejoin": ("let them rejoin the Government (you regain 2 Standing)", "refuse"),
    "ask rejoin": ("ask the PM to let you rejoin the Government before this round's VP", "stay Resigned for now"),
    "royal interference": ("accept: form a Minority Government", "decline"),
    "deputy pm": ("take one of the PM's Action Cubes", "leave it"),
    "question time": (
        "rise: ask the PM about one of your Event cards, which he resolves as his Event",
        "stay seated: keep your Event cards",
    ),
}


# --- odds the board and the descriptions share ------------------------------------------


def vote_chance(game: "Game", slot_index: int) -> str:
    """The odds of passing the bill in `slot_index` if the PM calls a Vote now (9.2)."""
    projected = board.projected_votes(game, slot_index)
    rules = game.components.board
    if projected < rules.vote_minimum:
        return f"no Vote below {rules.vote_minimum}"
    if projected >= rules.vote_certain:
        return "passes for certain"
    odds = vote_odds(
        projected,
        game.components.uncertainty,
        minimum=rules.vote_minimum,
        needed=rules.vote_pass,
        certain=rules.vote_certain,
    )
    return f"passes {odds.passing} in {odds.total} ({odds.percent:.0f}%)"


def lead_text(game: "Game") -> str:
    leader, margin = board.lead(game)
    if leader is None:
        return "tied"
    return f"{leader.title} lead {margin}"


def seats_text(game: "Game") -> str:
    return ", ".join(f"{p.title} {board.projected_seats(game, p)}" for p in Party)


# --- one choice -------------------------------------------------------------------------


def try_on_view(game: "Game", seat: int, choice: Choice) -> "tuple[Game | None, tuple[str, ...]]":
    """Play `choice` on a copy of `seat`'s view: the copy and what happened, in words.

    When the rules run into a card hidden from `seat` (the copy holds `?` there), the
    look-ahead stops: the copy is None and the words are those of what happened up to that card.
    """
    twin = game.view(seat).playable_copy()  # playing on it changes nothing real
    if twin.pending is None or choice not in twin.pending.choices:
        return None, ()  # not a choice the seat has now (`?` describes any choice's words): nothing to try
    try:
        return twin, _before_hidden(twin.apply(choice).happened)
    except HiddenCardError:  # a look-ahead that meets a hidden card just stops
        return None, _before_hidden(twin.happened_so_far)


def _before_hidden(happened: "tuple[Happening, ...]") -> tuple[str, ...]:
    """The words of what happened before the first record that names a card hidden from the
    viewer (a card field holding the view's stand-in for a hidden card)."""
    return tuple(str(h) for h in takewhile(lambda h: HIDDEN not in named_cards(h), happened))


def ending_text(after: "Game") -> str:
    """`ENDS THE GAME: ...`: how a game that a choice would end ends, in words."""
    reason = after.state.end_reason or "the game ends"
    return f"ENDS THE GAME: {reason}"


def game_ending(game: "Game", seat: int, choice: Choice) -> str:
    """If `choice` would end the game at once (whatever any card says) other than in `seat`'s
    win, how, in words; else "".
    The look-ahead plays on `seat`'s view, so it knows only what that seat may know."""
    if game.over:
        return ""
    after, _ = try_on_view(game, seat, choice)
    if after is None or not after.over:
        return ""
    won = seat in (after.state.winners or ()) or after.state.winner == seat
    return "" if won else ending_text(after)  # a win needs no warning


def _in_short(happened: tuple[str, ...]) -> str:
    shown = list(happened[:MAX_SHOWN])
    if len(happened) > MAX_SHOWN:
        shown.append("...")
    return "; ".join(shown)


def _bill(game: "Game", slot: int) -> str:
    slot_state = game.state.slots[slot - 1]
    return slot_state.name if slot_state else f"bill {slot}"


def _projection_change(game: "Game", after: "Game | None", slot: int) -> str:
    index = slot - 1
    name = _bill(game, slot)
    before = board.projected_votes(game, index)
    if after is None or after.state.slots[index] is None:
        return f"{name} at {before}"
    return f"{name} {before} -> {board.projected_votes(after, index)}, {vote_chance(after, index)}"


def _label(game: "Game", name: str) -> str:
    """The bill's projection as this game reads it (`M+20`, a scenario's icon)."""
    bill = game.components.bill(name)
    return icon_label(game, name) + bill.projection_label[len(bill.icon.value) :]


def _bill_card(game: "Game", name: str) -> str:
    """`Cross-Party M+20; if passed: 3 VP, government party +1 Workers`."""
    return f"{game.components.bill(name).deck.title} {_label(game, name)}; if passed: {_passing(game, name)}"


def _question(game: "Game", decision: Decision, choice: Option) -> str:
    """Question Time: whom the PM calls (his cards stay hidden), or the Event a Member asks about."""
    if decision.kind == DecisionKind.CALL_QUESTIONER:
        cards = len(game.state.scenario_state.get("question_time", {}).get("held", {}).get(str(choice.number - 1), []))
        return (
            f"call {choice.label}: he reveals one of his {counted(cards, 'Event card')} and you resolve it "
            "as your Event"
        )
    return f"ask about {choice.label}; the PM resolves it as his Event: {_event_card(game, choice.label)}"


def _selecting(game: "Game", after: "Game | None", happened: tuple[str, ...], name: str) -> str:
    """`slot 1 (M+20): projected 350; if passed: 3 VP, ...`: the choice names the bill, so
    what it would do does not name it again."""
    said = [w.replace(f", {name})", ")") for w in happened if not w.startswith(f"{name} (")]  # the bonus's reason
    slot = next((i for i, s in (after.state.bills_on_board() if after else ()) if s.name == name), None)
    if after is not None and slot is not None:
        said.insert(0, f"slot {slot + 1} ({_label(game, name)}): projected {board.projected_votes(after, slot)}")
    return "; ".join(part for part in (_in_short(tuple(said)), f"if passed: {_passing(game, name)}") if part)


def _passing(game: "Game", name: str) -> str:
    """`3 VP, government party +1 Workers`: what passing the bill gives in this game."""
    vp, effects = bill_terms(game, name)
    return vp_words(vp) if effects == "nothing" else f"{vp_words(vp)}, {effects}"


def _debate_card_terms(game: "Game", seat: int) -> str:
    """`Debate Card (2 cubes): +10 Votes; if it passes: ...; if it fails: ...`."""
    me = game.state.seats[seat]
    cost = debate_card_cost(me)
    if me.debate_card is None:
        return f"Debate Card ({counted(cost, 'cube')})"
    side = debate_side(game, me.debate_card, game.state.pact)

    def rewards(options: tuple) -> str:  # type: ignore[type-arg]
        return " or ".join(describe_effects(option) for option in options) or "nothing"

    return (
        f"Debate Card ({counted(cost, 'cube')}): {side.direction * side.votes:+d} Votes; "
        f"if it passes: {rewards(side.on_pass)}; if it fails: {rewards(side.on_fail)}"
    )


def describe(game: "Game", seat: int, decision: Decision, choice: Choice) -> str:
    """A line saying what `choice` would do for `seat` now."""
    if isinstance(choice, ProposePact):
        return "ask the Opposition Leader to restart the Pact (no Action Cube); a refusal stands for the round"
    if isinstance(choice, EndTurn):
        held = len(game.state.seats[seat].supporters)
        extra = f"; then discard down to {HOLD_LIMIT} Supporters ({held} held)" if held > HOLD_LIMIT else ""
        return "end your turn: unspent Action Cubes are lost" + extra
    if isinstance(choice, DrawFrom):
        pile = game.state.piles[choice.deck]
        return f"draw from the {deck_title(choice.deck)} deck ({counted(len(pile.draw), 'card')}, {len(pile.discard)} discarded)"
    if isinstance(choice, Propose):
        return _bill_card(game, choice.bill)
    pact = game.state.pact
    if isinstance(choice, Vote):
        name = _bill(game, choice.slot)
        passing = f"Vote on {name}: {vote_chance(game, choice.slot - 1)}; passed: {_passing(game, name)}"
        if board.projected_votes(game, choice.slot - 1) >= game.components.board.vote_certain:
            return passing  # no card is drawn: it cannot fail
        lost = "no VP to the Opposition (the Pact)" if pact else f"{FAILURE_VP} VP to the Opposition"
        return f"{passing}; failed: PM -2 Standing, {lost}"
    if isinstance(choice, Agreement):
        scorer = "the Pact" if pact else "the Opposition"
        return f"offer {_bill(game, choice.slot)} to the Opposition Leader: accepted, it passes and {scorer} scores {AGREEMENT_VP} VP"
    if isinstance(choice, Withdraw):
        ending = game_ending(game, seat, choice)
        if ending:
            return f"withdraw {_bill(game, choice.slot)}: {ending}"
        lost = "no VP to the Opposition (the Pact)" if pact else f"{WITHDRAWAL_VP} VP to the Opposition"
        return f"withdraw {_bill(game, choice.slot)}: PM -1 Standing, Opposition Leader +1, {lost}"
    if isinstance(choice, HoldElection):
        odds = election_odds_now(game)
        return f"hold the Election: the PM keeps office on {odds.pm_keeps_office_cards} of {odds.total} cards"
    if isinstance(choice, PostponeElection):
        return "remove the Election Marker: no Election this round (it returns after the next one)"
    if isinstance(choice, Order):
        names = ", then ".join(game.state.seats[s].politician for s in choice.seats)
        return f"Opposition turns: {names}"
    if isinstance(choice, Keep):
        card = game.components.supporter(choice.card)
        return f"keep {card.name}: " + " / ".join(f"{o.label}: {describe_effects(o.effects)}" for o in card.options)
    if isinstance(choice, Hobnob):
        return f"draw {counted(choice.level, 'Supporter')}, keep 1"
    if isinstance(choice, Discard):
        return f"discard {choice.card} without effect"
    if isinstance(choice, Option) and decision.kind in (DecisionKind.CALL_QUESTIONER, DecisionKind.QUESTION):
        return _question(game, decision, choice)

    after, happened = try_on_view(game, seat, choice)
    outcome = _in_short(happened)
    if after is not None and after.over:
        return ending_text(after)  # the choice beside it says what is done
    if after is not None and after.pending is not None and after.pending.kind == DecisionKind.PERMIT_INFLUENCE:
        return "asks the PM's leave first: if allowed, the MPs move and it is spent; if refused, nothing is spent"
    if isinstance(choice, Select):
        return _selecting(game, after, happened, choice.bill)
    if isinstance(choice, PlayDebateCard):
        return f"{_debate_card_terms(game, seat)}; {_projection_change(game, after, choice.slot)}"
    if isinstance(choice, Debate):
        return _projection_change(game, after, choice.slot)
    if isinstance(choice, Flatter):
        target = game.state.seats[choice.target]
        whose = "your own" if choice.target == seat else f"{target.politician}'s"
        way = "raise" if choice.amount > 0 else "lower"
        via = f" with {choice.via}" if choice.via else ""
        # what the copy spent: a Politician Action costs one cube at any level (6.0), a Career Card its own cost
        spent = game.state.seats[seat].cubes - after.state.seats[seat].cubes if after is not None else 1
        return f"spend {counted(spent, 'cube')}{via} to {way} {whose} Favour by {abs(choice.amount)}" + (
            f": {outcome}" if outcome else ""
        )
    if isinstance(choice, Campaign):
        if after is None:
            return outcome or f"campaign in {choice.sector}"
        return f"{outcome}; {lead_text(after)}, seats {seats_text(after)}"
    if isinstance(choice, PlaySupporter):
        card = game.components.supporter(choice.card)
        option = card.options[choice.option - 1]
        played = f"{game.state.seats[seat].politician} plays {card.name}"  # the choice itself, said already
        said = tuple(w for w in happened if not w.startswith(played))
        if choice.slot is not None:  # the bill's new projection, then the card's other effects
            moved = f"{_bill(game, choice.slot)}: Votes "
            others = tuple(w for w in said if not w.startswith(moved))
            return "; ".join([_projection_change(game, after, choice.slot), *others[: MAX_SHOWN - 1]])
        return _in_short(said) or f"{option.label}: {describe_effects(option.effects)}"
    if isinstance(choice, Influence):
        changes = [
            _projection_change(game, after, i + 1)
            for i, _ in game.state.bills_on_board()
            if after is not None and board.projected_votes(after, i) != board.projected_votes(game, i)
        ]
        return "; ".join([outcome or f"move {choice.mps} MPs to {choice.to}", *changes])
    if isinstance(choice, Answer):
        yes, no = ANSWERS.get(decision.kind, ("yes", "no"))
        text = yes if choice.yes else no
        return f"{text}. Then: {outcome}" if outcome else text  # what it means, then what it would do here
    if isinstance(choice, Option):
        chose = f"{game.state.seats[seat].politician} chooses {choice.label}"  # the choice itself, said already
        effects = _in_short(tuple(w for w in happened if not w.startswith(chose)))
        cost = next((w[len(chose) :].strip(" ()") for w in happened if w.startswith(chose + " (")), "")
        if cost and not effects:
            return f"{cost}, nothing else"
        return "; ".join(part for part in (cost, effects) if part) or f"{choice.label}: nothing happens"
    return outcome or str(choice)  # Resign, Rejoin, take-cube...: what happened


# --- a card that can come up at a table draw ----------------------------------------------


def describe_card(game: "Game", decision: Decision, choice: Choice) -> str:
    """What a card that may be drawn is: a Supporter's options, a bill, an Event's options,
    an Uncertainty card's numbers. Every card that can come up is public knowledge, so
    this never tells anyone what was actually drawn."""
    card = getattr(choice, "card", None)
    if not isinstance(card, str):
        return str(choice)
    components = game.components
    if decision.kind == DecisionKind.UNCERTAINTY:
        found = next((u for u in components.uncertainty if str(u.number) == card), None)
        if found is None:
            return card
        royal = f", Royal Interference at {found.royal_interference}" if found.royal_interference is not None else ""
        return f"Vote {found.vote:+d}, Election {found.election:+d} seats{royal}"
    for lookup in (_supporter_card, _event_card, _bill_card):
        try:
            return lookup(game, card)
        except KeyError:
            continue
    return card


def _supporter_card(game: "Game", name: str) -> str:
    card = game.components.supporter(name)
    return f"{card.descriptor}: " + " / ".join(f"{o.label}: {describe_effects(o.effects)}" for o in card.options)


def _event_card(game: "Game", name: str) -> str:
    event = game.components.event(name)
    if event.is_by_election:
        from engine import ByElectionVariant

        pm_loses = event.by_election is ByElectionVariant.PM_LOSES_STANDING
        loser = "PM loses 1 Standing" if pm_loses else "Opposition Leader gains 1 Standing"
        return f"By-Election ({loser} if the Government loses)"
    return " / ".join(
        f"{i}. {o.label} ({counted(o.cost, 'cube')}): {describe_effects(o.effects)}"
        for i, o in enumerate(event.options, 1)
    )
