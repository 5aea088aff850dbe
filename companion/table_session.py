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
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
import io
from typing import TYPE_CHECKING, Callable, Literal

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import WordCompleter
from rich.console import Console
from rich.markup import escape

from companion import compact_board, render, table_view
from companion.completion import find_card, parse, words
from companion.orders import short
from companion.session import Session
from companion.uncertainty_entry import PRINTED_HINT, find_printed, looks_printed
from engine import (
    Answer,
    Choice,
    Decision,
    DecisionKind,
    Discard,
    IllegalChoice,
    InvalidChoice,
    Happening,
    PlaySupporter,
    Reveal,
    UnknownCardError,
    named_cards,
    unknown,
)
from engine import counted, deck_title

if TYPE_CHECKING:
    from engine import Game, LogRecord

UNKNOWN_WORDS = ("", "unknown", "face down", "?unknown")
# Routine questions and the answer Enter gives: the usual one at most tables.
ROUTINE = {
    DecisionKind.OPPOSITION_ORDER: "the order shown first (seat order)",
    DecisionKind.PROPOSE_PACT: "no",
    DecisionKind.END_PACT: "no",
    DecisionKind.PACT_OFFER: "no",
}


def carried(game: "Game") -> set[str]:
    """The stand-in names of every live unknown card: never shown, never offered."""
    return {unknown.stand_in(game, card) for card in unknown.hidden(game)}


def names_card(choice: Choice) -> str | None:
    named = named_cards(choice)
    return named[0] if named else None


@dataclass(frozen=True)
class CardNotNamedYet(Happening):
    """In place of a happening that names a card the table has not named yet."""

    def __str__(self) -> str:
        return "(a card drawn face down, not named yet)"


def shown_decision(game: "Game", decision: Decision) -> Decision:
    """The decision as the table sees it. A seat's choices that name an unknown card's
    stand-in are left out; a card draw also offers the cards unknown cards stand in for
    (any of them can still come up)."""
    hidden = carried(game)
    if not hidden:
        return decision
    if decision.is_chance:
        deck = decision.deck
        extra = {unknown.stand_in(game, c) for c in unknown.hidden(game, deck=deck)} if deck else set()
        names = sorted({c.card for c in decision.choices if isinstance(c, Reveal)} | extra)
        return dataclasses.replace(decision, choices=tuple(Reveal(n) for n in names))
    return dataclasses.replace(decision, choices=tuple(c for c in decision.choices if names_card(c) not in hidden))


def unknown_note(game: "Game") -> str:
    """Odds count only what the table has seen: name the face-down Supporters that could move them."""
    held: dict[str, int] = {}
    for card in unknown.hidden(game, deck="supporters"):
        if card.seat is not None and unknown.stand_in(game, card) in game.state.seats[card.seat].supporters:
            name = game.state.seats[card.seat].politician
            held[name] = held.get(name, 0) + 1
    if not held:
        return ""
    who = ", ".join(f"{name} {count}" for name, count in held.items())
    return f" (not counting the face-down Supporters held: {who})"


class TableSession(Session):
    """`Session` for a physical table: unknown cards, masked Clockwork cards, printed
    Uncertainty values, routine answers on Enter."""

    def _pending(self) -> Decision | None:
        decision = super()._pending()
        return None if decision is None else shown_decision(self.game, decision)

    # --- what Enter means -----------------------------------------------------------------

    def handle(self, text: str) -> str | None:
        if not text.strip():
            self.enter()
            return None
        return super().handle(text)

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
                self.error("this card needs its name (Enter leaves only a person's own face-down card unknown): "
                           "type it, ? lists those that can come up")
            return
        if decision.kind in ROUTINE:
            self.choose(str(self.routine_answer(decision)))
            return
        if decision.kind in (DecisionKind.PROPOSE_BILL, DecisionKind.KEEP_SUPPORTER) and self.face_down_choice(decision):
            self.choose("face down")
            return
        self.enter_takes_nothing()

    @staticmethod
    def routine_answer(decision: Decision) -> Choice:
        if decision.kind is DecisionKind.OPPOSITION_ORDER:
            return decision.choices[0]
        return Answer(False) if Answer(False) in decision.choices else decision.choices[0]

    def may_leave_unknown(self, decision: Decision) -> bool:
        """A face-down draw for a person's seat (a Clockwork seat's cards are typed, unseen)."""
        return (decision.is_chance and decision.deck in self.game.state.piles and decision.subject in self.seating.people
                and table_view.is_secret(self.game, decision))

    def face_down_choice(self, decision: Decision) -> Choice | None:
        """Propose or keep a card drawn unknown: any of them (the table cannot tell them apart)."""
        hidden = carried(self.game)
        for choice in decision.choices:
            if names_card(choice) in hidden:
                return choice
        return None

    # --- reading a line ---------------------------------------------------------------------

    def choose(self, text: str) -> None:
        decision = self.game.pending
        if decision is None or not self.seating.typed(decision):
            self.error("nothing to decide: the game is over")
            return
        try:
            if decision.is_chance:
                self.draw(decision, text)
            else:
                self.apply(self.seat_choice(decision, text))
        except (InvalidChoice, IllegalChoice, UnknownCardError) as exc:
            self.error(str(exc))
            return
        self.play_others()

    def draw(self, decision: Decision, text: str) -> None:
        if text.strip().lower() in UNKNOWN_WORDS and self.may_leave_unknown(decision):
            self.draw_unknown(decision)
            return
        if decision.kind == DecisionKind.UNCERTAINTY and looks_printed(text):
            self.apply(Reveal(find_printed(self.game.components, text)))
            return
        shown = shown_decision(self.game, decision)
        choice = find_card(shown, text, table_view.deck_cards(self.game, decision), table_view.deck_noun(self.game, decision),
                           echo=not self._secret_input(), elsewhere=table_view.other_decks(self.game, decision))
        self.game = unknown.make_room(self.game, choice.card)  # no unknown card can be the one turned up
        self.apply(choice)

    def draw_unknown(self, decision: Decision) -> None:
        draw = table_view.draw_context(self.game, decision)
        round_ = self.game.state.round
        card = unknown.draw_unknown(self.game)
        possible = len(unknown.candidates(self.game, card))
        whose = f" for {self.game.state.seats[card.seat].politician}" if card.seat is not None else ""
        noun = draw.noun[:1].upper() + draw.noun[1:]
        self.console.print(f"[dim]R{round_}[/dim] {escape(noun + whose)}: [italic]face down, not named "
                           f"(one of {possible}; named when the rules show it)[/italic]")
        self.after_apply()

    def seat_choice(self, decision: Decision, text: str) -> Choice:
        """A seat's choice; a Supporter held unknown is named by playing or discarding it."""
        shown = shown_decision(self.game, decision)
        if text.strip().lower() == "face down":
            choice = self.face_down_choice(decision)
            if choice is None:
                raise InvalidChoice("no card drawn face down to choose here")
            return choice
        try:
            return parse(shown, text)
        except InvalidChoice as first:
            mine = [c for c in unknown.hidden(self.game, seat=decision.owner) if c.deck == "supporters"]
            if not mine or decision.kind not in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT):
                raise first
            named = self.name_in_play(decision, text, mine)
            if named is None:
                raise first
            return named

    def name_in_play(self, decision: Decision, text: str, mine: "list[unknown.UnknownCard]") -> Choice | None:
        """`play NAME ...` or `discard NAME` of a Supporter held unknown: name it, then read the
        choice against the corrected game. Nothing changes unless the whole line is legal."""
        typed = words(text)
        if not typed or not any(verb.startswith(typed[0]) for verb in ("play", "discard")) or len(typed) < 2:
            return None
        possible = sorted({n for card in mine for n in unknown.candidates(self.game, card)})
        rest = typed[1:]

        def fits(name: str) -> int:
            spelled = words(name)
            n = 0
            while n < min(len(rest), len(spelled)) and spelled[n].startswith(rest[n]):
                n += 1
            return n

        scored = [(fits(n), n) for n in possible if fits(n) == len(words(n))]  # every word of the name typed
        best = max((s for s, _ in scored), default=0)
        found = [n for s, n in scored if s == best and s > 0]
        if len(found) != 1:
            held = self.game.state.seats[decision.owner].politician
            if not found:
                raise InvalidChoice(f"{' '.join(rest)!r} is not a Supporter {held} can hold: it could be "
                                    + ", ".join(possible[:10]) + (" ..." if len(possible) > 10 else ""))
            raise InvalidChoice(f"{' '.join(rest)!r} could be any of: {', '.join(found[:6])}")
        name = found[0]
        card = next(c for c in mine if name in unknown.candidates(self.game, c))
        twin = unknown.name_card(self.game, card, name)
        pending = twin.pending
        assert pending is not None
        typed_words = [typed[0], *words(name), *rest[len(words(name)):]]
        choice = parse(shown_decision(twin, pending), " ".join(typed_words))
        if not isinstance(choice, (PlaySupporter, Discard)) or choice.card != name:
            raise InvalidChoice(f"{text.strip()!r} does not play or discard {name}")
        self.game = twin
        self.console.print(f"[bold]{escape(twin.state.seats[decision.owner].politician)}[/bold] shows a Supporter "
                           f"drawn face down: [bold]{escape(name)}[/bold]")
        return choice

    # --- the game moves on --------------------------------------------------------------------

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        state = self.game.state
        decision = self.game.pending
        owner = decision.owner if decision else -1
        made_in = (state.round, render.who(self.game, owner) if owner >= 0 else "")
        draw = table_view.draw_context(self.game, decision) if decision is not None and decision.is_chance else None
        record = self.game.apply(choice, reason=reason)
        self.after_apply()
        record = self.game.log[record.ply]  # as named, when the rules revealed a card
        self.show_record(record, *made_in, draw=draw)
        return record

    def show_record(self, record: "LogRecord", round_: int, who: str, draw: "table_view.DrawContext | None" = None) -> None:
        hidden = carried(self.game)
        if hidden and any(name in hidden for effect in record.happened for name in named_cards(effect)):
            masked = tuple(CardNotNamedYet() if hidden.intersection(named_cards(effect)) else effect for effect in record.happened)
            record = dataclasses.replace(record, happened=masked)
        super().show_record(record, round_, who, draw)

    def after_apply(self) -> None:
        """Ask the table to name every unknown card the rules have just turned face up."""
        for card in unknown.revealed_now(self.game):
            self.ask_name(card)

    def ask_name(self, card: "unknown.UnknownCard") -> None:
        game = self.game
        whose = game.state.seats[card.seat].politician if card.seat is not None else "the table"
        possible = unknown.candidates(game, card)
        self.console.print(f"[bold]{escape(whose)}'s {escape(card.deck)} bill drawn face down is shown now[/bold] "
                           f"({len(possible)} it can be; Tab lists them)")
        question: PromptSession[str] = PromptSession()
        completer = WordCompleter(possible, ignore_case=True, match_middle=True, sentence=True)
        while True:
            try:
                text = question.prompt(f"Which bill is {whose}'s? > ", completer=completer)
            except KeyboardInterrupt:
                continue
            except EOFError:
                self.error("not named yet: the app asks again after the next line typed")
                return
            decision = Decision(-1, DecisionKind.draw_from(card.deck), tuple(Reveal(n) for n in possible), deck=card.deck)
            try:
                name = find_card(decision, text, table_view.deck_cards_of(game, card.deck), f"{deck_title(card.deck)} bill",
                                 elsewhere=table_view.other_decks(game, decision)).card
                self.game = unknown.name_card(self.game, card, name)
            except (InvalidChoice, UnknownCardError) as exc:
                self.error(str(exc))
                continue
            self.console.print(f"  {escape(whose)}'s bill: [bold]{escape(name)}[/bold]")
            return

    # --- what the table sees ------------------------------------------------------------------

    def prompt_text(self) -> str:
        decision = self._pending()
        if decision is not None and decision.is_chance and decision.subject is not None:
            if decision.subject in self._automated() and table_view.is_secret(self.game, decision):
                noun = table_view.deck_noun(self.game, decision)
                name = short(self.game.state.seats[decision.subject].politician)
                # the instruction stands above (table_view.announce_lines): the prompt fits 80 columns
                return f"Clockwork {name}'s {noun}, typed unseen > "
            if self.may_leave_unknown(decision):
                noun = table_view.deck_noun(self.game, decision)
                name = short(self.game.state.seats[decision.subject].politician)
                return f"Which {noun} did {name} draw? (Enter: face down) > "
        return super().prompt_text()

    def play_others(self) -> None:
        super().play_others()
        self._board_due = False  # the board is drawn once a phase (and on request), not as turns change hands

    def announce(self) -> None:
        decision = self._pending()
        before = self._announced
        if decision is not None and not decision.is_chance:
            self._decider = decision.owner  # a new seat deciding does not redraw the board
        super().announce()
        if decision is None or before == len(self.game.log) or self._announced != len(self.game.log):
            return
        if not decision.is_chance:
            if decision.kind in ROUTINE:
                self.console.print(f"  [dim]Enter: {escape(ROUTINE[decision.kind])}[/dim]")
            held = unknown.hidden(self.game, seat=decision.owner)
            supporters = [c for c in held if c.deck == "supporters"]
            if supporters and decision.kind in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT):
                verb = "play" if decision.kind is DecisionKind.ACTION else "discard"
                table_view.print_hanging(self.console, f"  [yellow]{counted(len(supporters), 'Supporter')} held face down: to "
                                                       f"{verb} one, type {verb} NAME ... (naming it shows it to the table)[/yellow]")
            whole = self.game.pending
            if whole is not None and decision.kind in (DecisionKind.PROPOSE_BILL, DecisionKind.KEEP_SUPPORTER) \
                    and self.face_down_choice(whole):
                table_view.print_hanging(self.console, "  [yellow]Enter: a card drawn face down (the table names it when it is shown)[/yellow]")

    def show_board(self, rest: str = "") -> None:
        """The table's board when it fits the screen (or `board full`), else the compact one (`board compact`)."""
        size = rest.strip().lower()
        if size == "full" or (size != "compact" and self.full_board_fits()):
            super().show_board(rest)
            return
        compact_board.render_compact(self.console, self.game, None)
        if self.game.state.rules.get("alternate_vote_tracker"):
            for line in table_view.tracker_lines(self.game, self.console.width):
                self.console.print(line, markup=False, highlight=False)
        self._odds_shown = self.odds_now()
        table_view.print_hanging(self.console, self._odds_shown)  # wrapped under its words, as after a move

    def full_board_fits(self) -> bool:
        if self.console.width < 100:
            return False
        written = io.StringIO()
        table_view.render_board(Console(file=written, width=self.console.width, highlight=False), self.game, self._automated())
        return len(written.getvalue().splitlines()) + compact_board.SPARE_LINES <= self.console.height

    def odds_now(self) -> str:
        """The odds line, and where a face-down card could change it, a word saying so (on
        the board and after each move alike, so a redrawn board does not bring it twice)."""
        return table_view.odds_line(self.game) + escape(unknown_note(self.game))

    def _undo_at_table(self) -> bool:
        cards = self.game.unknown
        undone = super()._undo_at_table()
        self.game.unknown = tuple(card for card in cards if card.ply < len(self.game.log))
        return undone

    def scrubbed(self, show: "Callable[[], None]") -> None:
        """Run `show` and print what it printed with every card still in a hand left unnamed
        (a Clockwork reason may name the Supporters it holds)."""
        screen, buffer = self.console, io.StringIO()
        self.console = Console(file=buffer, width=screen.width, height=screen.height, highlight=False,
                               color_system=_colours(screen.color_system), force_terminal=screen.is_terminal)
        try:
            show()
        finally:
            self.console = screen
        text = buffer.getvalue()
        for card in sorted(table_view.held_cards(self.game), key=len, reverse=True):
            text = text.replace(card, "a card in hand")
        screen.file.write(text)
        screen.file.flush()

    def why(self, rest: str = "") -> None:
        self.scrubbed(lambda: super(TableSession, self).why(rest))

    def show_log(self, rest: str) -> None:
        self.scrubbed(lambda: super(TableSession, self).show_log(rest))
        named = [c for c in unknown.cards(self.game) if c.named]
        for card in named:
            whose = self.game.state.seats[card.seat].politician if card.seat is not None else "the table"
            table_view.print_hanging(self.console, f"  named when shown: {escape(whose)}'s {escape(card.deck)} card drawn face down "
                                                   f"(round {self.game.log[card.ply].round}) is "
                                                   f"[bold]{escape(unknown.stand_in(self.game, card))}[/bold]")


__all__ = ["PRINTED_HINT", "TableSession", "shown_decision"]


COLOUR_SYSTEMS: "tuple[Literal['standard', '256', 'truecolor', 'windows'], ...]" = ("standard", "256", "truecolor", "windows")


def _colours(name: str | None) -> "Literal['standard', '256', 'truecolor', 'windows'] | None":
    """A Console's colour system by the name another Console reports (None: no colour)."""
    return next((system for system in COLOUR_SYSTEMS if system == name), None)
