"""One seat's cards at a physical table (`hand SEAT`), for that player's eyes only: the seat
found by number or name, and everything the app knows it holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from companion.seats import SeatError
from engine import describe_effects, unknown

if TYPE_CHECKING:
    from engine import Game


def find_seat(game: "Game", text: str) -> int:
    """A seat by number (1-based) or any unique part of its politician's name."""
    seats = game.state.seats
    wanted = " ".join(text.split()).lower()
    if not wanted:
        raise SeatError(f"hand needs a seat: a number from 1 to {len(seats)} or a politician's name")
    if wanted.isdigit():
        if 1 <= int(wanted) <= len(seats):
            return int(wanted) - 1
        raise SeatError(f"there is no seat {wanted}: this game has seats 1 to {len(seats)}")
    matches = [s.index for s in seats if wanted in s.politician.lower()]
    if len(matches) == 1:
        return matches[0]
    names = ", ".join(s.politician for s in seats)
    if not matches:
        raise SeatError(f"{text.strip()!r} is not at this table ({names})")
    raise SeatError(f"{text.strip()!r} could be any of {', '.join(seats[m].politician for m in matches)}")


def render_hand(console: Console, game: "Game", seat: int) -> None:
    """Everything the app knows that seat holds, for that player's eyes; a card drawn face
    down and not named yet (engine.unknown) is shown as such."""
    hidden = {unknown.stand_in(game, card) for card in unknown.hidden(game)}
    state = game.state
    me = state.seats[seat]
    console.print(
        f"[yellow]{escape(me.politician)}'s cards: only {escape(me.politician)}'s player should look.[/yellow]"
    )
    known = [c for c in me.supporters if c not in hidden]
    face_down = len(me.supporters) - len(known)
    table = Table(
        title=f"Supporters of {me.politician} ({len(me.supporters)})",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("Supporter")
    table.add_column("Option 1")
    table.add_column("Option 2")
    for name in known:
        card = game.components.supporter(name)
        table.add_row(
            f"{card.name}, {card.descriptor}", *(f"{o.label}: {describe_effects(o.effects)}" for o in card.options)
        )
    for _ in range(face_down):
        table.add_row("(drawn face down, not named)", "", "")
    if not me.supporters:
        table.add_row("(none)", "", "")
    console.print(table)
    for label, key in (("Drawn, to choose from", f"choose:{seat}"), ("Bills in hand", str(seat))):
        cards = state.hands.get(key, [])
        if cards:
            named = [c for c in cards if c not in hidden]
            unnamed = len(cards) - len(named)
            console.print(f"{label}: " + escape(", ".join(named + ([f"{unnamed} drawn face down"] if unnamed else []))))
    questions = state.scenario_state.get("question_time", {}).get("held", {}).get(str(seat), [])
    if questions:
        console.print("Question Time cards: " + escape(", ".join(questions)))
