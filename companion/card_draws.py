"""The cards drawn at a physical table, read from the draw: the deck, the seat the card goes
to, whether only that seat's player may look, and every card the deck holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.completion import card_names
from engine import PUBLIC_DRAWS, TABLE, BillDeck, Decision, DecisionKind, Role, deck_title

if TYPE_CHECKING:
    from engine import Game

BILL_PILES = tuple(deck.value for deck in BillDeck)
# Seat decisions whose choice names a card the others may not see yet.
SECRET_KINDS = ("propose bill", "keep supporter")


@dataclass(frozen=True)
class DrawContext:
    """A table draw as the people at the table see it: what to ask, for whom, who may look."""

    question: str  # "Which Supporter did Benjamin Disraeli draw?"
    noun: str  # "Supporter", "Cross-Party bill", "Event", "Uncertainty card"
    seat: int | None  # whose card it becomes, when it is one seat's
    secret: bool  # only that seat's player may see it
    held: bool = False  # a Supporter a position says the seat holds without naming it: not drawn now


def held_from_position(game: "Game", decision: Decision) -> bool:
    """Is this draw one of the Supporters a position gives a seat without naming them? Those
    come first, before any choice (engine.position.unnamed_supporters)."""
    return (
        game.setup.position is not None
        and decision.kind is DecisionKind.DRAW_SUPPORTERS
        and all(r.owner == TABLE and r.kind is DecisionKind.DRAW_SUPPORTERS for r in game.log)
    )


def _pile(decision: Decision) -> str:
    if decision.deck is not None:
        return decision.deck
    return decision.kind[len("draw ") :] if decision.kind.startswith("draw ") else decision.kind


def deck_noun(game: "Game", decision: Decision) -> str:
    if decision.kind == DecisionKind.UNCERTAINTY:
        return "Uncertainty card"
    pile = _pile(decision)
    if pile == "supporters":
        return "Supporter"
    if pile == "events":
        return "Event"
    if pile in BILL_PILES:
        return f"{deck_title(pile)} bill"
    return "card"


def deck_cards(game: "Game", decision: Decision) -> list[str]:
    """Every card of the deck being drawn from, whether it can come up now or not."""
    if decision.kind == DecisionKind.UNCERTAINTY:
        return [str(u.number) for u in game.components.uncertainty]
    return deck_cards_of(game, _pile(decision)) or card_names(decision)


def deck_cards_of(game: "Game", pile: str) -> list[str]:
    """Every card of the pile named `pile` (supporters, events, a bill deck)."""
    components = game.components
    if pile == "supporters":
        return [s.name for s in components.supporters]
    if pile == "events":
        return [e.name for e in components.events]
    if pile in BILL_PILES:
        return [b.name for b in components.bills_in(BillDeck(pile))]
    return []


def other_decks(game: "Game", decision: Decision) -> dict[str, str]:
    """The cards of every other deck and what each is, to tell a card typed at the wrong draw."""
    components = game.components
    here = set(deck_cards(game, decision))
    out = {b.name: f"a {b.deck.title} bill" for b in components.bills}
    out.update({s.name: "a Supporter" for s in components.supporters})
    out.update({e.name: "an Event" for e in components.events})
    return {name: what for name, what in out.items() if name not in here}


def draw_context(game: "Game", decision: Decision) -> DrawContext:
    """Read from the draw: the deck and the seat the card goes to."""
    seat = decision.subject
    noun = deck_noun(game, decision)
    prompt = decision.prompt or decision.kind
    if decision.kind == DecisionKind.UNCERTAINTY:
        rest = prompt.split(" for ", 1)[1] if " for " in prompt else "this draw"
        return DrawContext(f"Which Uncertainty card came up for {rest}?", noun, None, False)
    if decision.kind in PUBLIC_DRAWS and noun == "Event":
        return DrawContext(
            f"Which Event did the PM, {game.state.pm.politician}, draw?", noun, game.state.pm.index, False
        )
    if seat is None:
        secret = decision.kind not in PUBLIC_DRAWS
        return DrawContext(f"Which {noun} was drawn ({prompt[:1].lower() + prompt[1:]})?", noun, None, secret)
    name = game.state.seats[seat].politician
    if decision.kind in (DecisionKind.DRAW_QUESTION_TIME_EVENT, DecisionKind.QUESTION_TIME):
        return DrawContext(f"Which Event did {name} draw for Question Time?", noun, seat, True)
    if held_from_position(game, decision):
        return DrawContext(
            f"Which Supporter does {name} hold (the position does not name it)?", noun, seat, True, held=True
        )
    # The PM's bills are revealed as they are drawn (5.1); every other seat's are hidden.
    secret = not (noun.endswith(" bill") and game.state.seats[seat].role is Role.PM)
    return DrawContext(f"Which {noun} did {name} draw?", noun, seat, secret)


def draw_question(game: "Game", decision: Decision) -> str:
    return draw_context(game, decision).question


def is_secret(game: "Game", decision: Decision) -> bool:
    """A typed decision the rest of the table should not see: a hidden card drawn, a bill
    proposed face down, a Supporter kept."""
    if decision.is_chance:
        return draw_context(game, decision).secret
    return decision.kind in SECRET_KINDS
