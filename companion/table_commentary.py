"""The running commentary at a physical table: each applied choice as the shared screen
words it (a card recorded, hidden or shown; a person's choice; a Clockwork seat's order to
carry out on the board, with its reason where the table may read it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from companion import game_log, scenario_view
from companion.card_draws import DrawContext
from companion.describe import describe_card
from companion.orders import order_line, setup_at, setup_order
from engine import TABLE, Answer, Decision, DecisionKind, Reveal, named_cards

if TYPE_CHECKING:
    from engine import Game, LogRecord


def record_text(
    game: "Game", record: "LogRecord", round_: int, who: str, draw: DrawContext | None, *, automated: bool
) -> str:
    """One applied choice as rich markup: a card recorded, a person's choice, or a
    Clockwork seat's instruction to carry out on the board with its reason."""
    head = f"[dim]R{round_}[/dim] "
    if record.owner == TABLE and isinstance(record.choice, Reveal):
        card = record.choice.card
        noun = draw.noun if draw else "Card"
        whose = f" for {game.state.seats[draw.seat].politician}" if draw and draw.seat is not None else ""
        shown_by_rule = any(
            card in named_cards(effect) for effect in record.happened
        )  # a QT By-Election: shown at once
        if draw is not None and draw.secret and not shown_by_rule:
            shown = (
                f"recorded, hidden (hand {draw.seat + 1} shows it to that player)"
                if draw.seat is not None
                else "recorded, hidden"
            )
            line = f"{escape(noun[:1].upper() + noun[1:])}{escape(whose)}: [italic]{shown}[/italic]"
        else:
            extra = ""
            if record.kind == DecisionKind.UNCERTAINTY:
                extra = f" [dim]({escape(describe_card(game, Decision(TABLE, record.kind, ()), record.choice))})[/dim]"
            line = f"{escape(noun[:1].upper() + noun[1:])}{escape(whose)}: [bold]{escape(card)}[/bold]{extra}"
    elif automated:
        # one plain line a person can carry out on the board, built from the move's records
        line = f"[bold]Clockwork[/bold] \u25ba [bold]{escape(order_line(game, record))}[/bold]"
        if record.reason:
            line += f"\n    [dim]why: {escape(shown_reason(game, record))}[/dim]"
        setup = setup_order(game, record)  # the next round's setup: its own line, not the move's
        return head + line + (f"\n[dim]R{round_ + 1}[/dim] {escape(setup)}" if setup else "")
    else:
        line = f"{escape(who)}: [bold]{escape(game_log.record_text(game, record, game_log.NOBODY))}[/bold]"
        if isinstance(record.choice, Answer):
            line += f" [dim]({escape(record.kind)})[/dim]"
    at = setup_at(record)
    begins = [f"[dim]R{round_ + 1}[/dim] {escape(setup_order(game, record))}"] if at < len(record.happened) else []
    return "\n".join(
        [
            head + line,
            *(f"    -> {escape(scenario_view.effect_text(game, effect))}" for effect in record.happened[:at]),
            *begins,
        ]
    )


def held_cards(game: "Game") -> set[str]:
    """Every card in a hand the shared screen may not name: Supporters held, bills drawn or
    proposed and not yet shown, cards drawn to choose from."""
    state = game.state
    shown = set(state.revealed) | {slot.name for _, slot in state.bills_on_board()}
    held = {card for seat in state.seats for card in seat.supporters}
    held |= {card for cards in state.hands.values() for card in cards}
    held |= {card for cards in state.proposals.values() for card in cards}
    return held - shown


def shown_reason(game: "Game", record: "LogRecord") -> str:
    """A Clockwork reason as the shared screen may show it: none for a choice that names a
    hidden card (a bill proposed face down), and no card still held named in it."""
    if not game_log.may_see(game, record, game_log.NOBODY):
        return "not shown: it names a card the table cannot see yet"
    reason = record.reason
    for card in sorted(held_cards(game), key=len, reverse=True):
        reason = reason.replace(card, "a card in hand")
    return reason
