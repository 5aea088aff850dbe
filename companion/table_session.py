"""The session at a physical table (`prime-minister assist`): what differs from `play`.

- **Unknown cards.** A card a person draws face down is entered with one key (Enter): the
  engine carries it as an unknown card (`engine.unknown`). The screen never lists it; when
  the rules reveal it (a bill proposed or shown after Bill Selection) the table is asked its
  name, and a Supporter is named as it is played or discarded (`play "John Bright" 1`).
  Only a card it could still be is accepted.
- **Clockwork cards.** A hidden card drawn for a Clockwork seat is typed unseen by whoever
  keeps its cards (masked input); the question names only the deck.
- **Printed Uncertainty cards.** Typed by what the card shows (`vote -4 election +9`, with
  `royal 318` when it shows Royal Interference), never by our numbering.
- **Routine questions** (the Opposition order, the Pact questions) take Enter for the usual
  answer; the board is drawn once per phase and on request.

`TableSession` is `Session` with three parts more and one made otherwise, each in its own
module: `companion.face_down` (what the table may see of its face-down cards: functions of
the game), `companion.table_entry` (reading a line typed), `companion.table_naming` (naming a
face-down card the rules show, an entry mistake put right) and `companion.table_screen` (the
shared screen). The session itself keeps the loop's table rules: the decision as the table
sees it, what Enter means, and what needs no entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from rich.markup import escape

from clockwork.reason_names import reason_names
from companion import card_draws, render
from companion.face_down import (
    ROUTINE,
    carried,
    face_down_bills,
    face_down_choice,
    held_unseen,
    may_leave_unknown,
    names_card,
    routine_answer,
    shown_decision,
    unknown_note,
)
from companion.orders import short
from companion.interrupts import uninterrupted
from companion.session import Session
from companion.session_commentary import Show
from companion.session_screen import spent
from companion.session_undo import TypedLines
from companion.table_entry import TableEntry
from companion.table_naming import Naming
from companion.table_screen import PROMPT_ROOM, TableScreen, scrubbed_through
from companion.uncertainty_entry import PRINTED_HINT
from engine import Choice, Decision, DecisionKind, EndTurn, unknown

if TYPE_CHECKING:
    from engine import LogRecord


class TableSession(Session):
    """`Session` for a physical table: unknown cards, masked Clockwork cards, printed
    Uncertainty values, routine answers on Enter."""

    screen_class = TableScreen

    # --- the parts made otherwise at a table ------------------------------------------------

    def printed_through(self) -> "Callable[[Show], None]":
        """`why` with every card still in a hand left unnamed."""
        return scrubbed_through(self.in_play, self.console)

    def typed_lines(self) -> TypedLines:
        self.lines = TypedLines()  # asked for once, as the session makes its `undo`
        return self.lines

    def make_more_parts(self) -> None:
        self.name_face_down = False  # `assist --name-face-down`: a person's face-down card is asked for as it is drawn
        self.naming = Naming(self.in_play, self.console, self.error, self.automated, self.screen.toolbar)
        self.entry = TableEntry(
            self.in_play, self.seating, self.console, self.error, naming=self.naming, lines=self.lines, moves=self
        )

    def pending(self) -> Decision | None:
        decision = super().pending()
        return None if decision is None else shown_decision(self.game, decision)

    # --- what Enter means -----------------------------------------------------------------

    def handle(self, text: str) -> str | None:
        outcome = None
        if text.strip():
            outcome = super().handle(text)
        else:
            self.enter()
        if self.naming.undo_taken():  # asked for at a naming question: take back the line that showed the card
            self.undoing.undo("")
        self.naming.retype_put_off()  # a Clockwork card to type again, put off
        return outcome

    def enter(self) -> None:
        """Enter alone: a face-down card left unknown, the usual answer to a routine question,
        or a face-down card proposed or kept."""
        decision = self.game.pending
        if decision is None or not self.seating.typed(decision):
            return
        if decision.is_chance:
            if self.may_leave_unknown(decision):
                self.choose("unknown")
            else:  # a card the rules show, or a Clockwork seat's card: the game needs its name
                self.error(
                    "this card needs its name (Enter leaves only a person's own face-down card unknown): "
                    "type it, ? lists those that can come up"
                )
            return
        if decision.kind in ROUTINE:
            self.choose(str(self.routine_answer(decision)))
            return
        if spent(self.game, decision):  # no cube left: Enter ends the turn, `propose pact` or a Supporter besides
            self.choose("end")
            return
        if decision.kind in (DecisionKind.PROPOSE_BILL, DecisionKind.KEEP_SUPPORTER) and self.face_down_choice(
            decision
        ):
            self.choose("face down")
            return
        self.enter_takes_nothing()

    @staticmethod
    def routine_answer(decision: Decision) -> Choice:
        return routine_answer(decision)

    def may_leave_unknown(self, decision: Decision) -> bool:
        """A face-down draw for a person's seat (a Clockwork seat's cards are typed, unseen)."""
        return may_leave_unknown(self.game, self.seating, decision)

    def face_down_choice(self, decision: Decision) -> Choice | None:
        """Propose or keep a card drawn unknown: any of them (the table cannot tell them apart)."""
        return face_down_choice(self.game, decision)

    def choose(self, text: str) -> None:
        """One line typed (`companion.table_entry`)."""
        self.entry.choose(text)

    # --- the game moves on --------------------------------------------------------------------

    def play_others(self) -> None:
        """The Clockwork's moves and the dealer's, then what needs no entry: a person's card
        drawn face down (left unknown: the table names it when the rules show it), keeping one
        of the Supporters just drawn face down (the table cannot tell them apart), and a turn
        with nothing left to do but end it."""
        while True:
            super().play_others()
            decision = self.game.pending
            if decision is None or self.game.over or not self.seating.typed(decision):
                break
            if decision.is_chance and self.may_leave_unknown(decision) and not self.name_face_down:
                self.entry.draw_unknown(decision)
            elif decision.kind is DecisionKind.KEEP_SUPPORTER and all(
                names_card(c) in carried(self.game) for c in decision.choices
            ):
                self.apply(decision.choices[0])  # any of them: the table cannot tell them apart
            elif decision.kind is DecisionKind.ACTION and decision.choices == (EndTurn(),):
                name = short(self.game.state.seats[decision.owner].politician)
                self.console.print(f"  [dim]{escape(name)} has no cube and no card left to play: the turn ends.[/dim]")
                self.apply(EndTurn())
            else:
                break
        self.screen.board_waits()  # the board is drawn once a phase (and on request), not as turns change hands

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        state = self.game.state
        decision = self.game.pending
        owner = decision.owner if decision else -1
        made_in = (state.round, render.who(self.game, owner) if owner >= 0 else "")
        draw = card_draws.draw_context(self.game, decision) if decision is not None and decision.is_chance else None
        # the move and the naming of what it turned up, whole (a naming question's Ctrl-C is its own)
        with uninterrupted():
            record = self.game.apply(choice, reason=reason, reason_names=reason_names(self.game.components, reason))
            self.screen.show_record(record, *made_in, draw=draw)  # what was done, then the cards it turned up are named
            self.after_apply()
        return self.game.log[record.ply]  # as named, when the rules revealed a card

    def after_apply(self) -> None:
        """Ask the table to name every unknown card the rules have just turned face up."""
        for card in unknown.revealed_now(self.game):
            if self.naming.undo_asked:
                return  # `undo` at a naming question: the line that showed it is taken back next
            self.ask_name(card)

    def ask_name(self, card: "unknown.UnknownCard") -> None:
        """Which bill a face-down card shown now is (`companion.table_naming`)."""
        self.naming.ask_name(card)


__all__ = [
    "PRINTED_HINT",
    "PROMPT_ROOM",
    "ROUTINE",
    "TableSession",
    "carried",
    "face_down_bills",
    "held_unseen",
    "shown_decision",
    "unknown_note",
]
