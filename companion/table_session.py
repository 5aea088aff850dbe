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
from typing import TYPE_CHECKING, Callable, Literal, cast

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import WordCompleter
from rich.console import Console
from rich.markup import escape

from clockwork.reason_names import reason_names
from companion import choices_list, compact_board, render, table_view
from companion.describe import describe, describe_card
from companion.completion import card_matches, find_card, parse, starts_with_words, words
from companion.echo import said
from companion.orders import short
from companion.session import Session
from companion.session_screen import spent
from companion.uncertainty_entry import PRINTED_HINT, find_printed, looks_printed
from engine import (
    Answer,
    Choice,
    Decision,
    DecisionKind,
    Discard,
    DrawFrom,
    EndTurn,
    IllegalChoice,
    InvalidChoice,
    Happening,
    PlaySupporter,
    Propose,
    Reveal,
    UnknownCardError,
    name_card,
    named_cards,
    unknown,
)
from engine import deck_title, make_room, retract, seats_to_propose
from engine.words import counted, verb_for

if TYPE_CHECKING:
    from engine import Game, LogRecord

UNKNOWN_WORDS = ("", "unknown", "face down", "?unknown")
BATCHED = (DecisionKind.DRAW_BILL, DecisionKind.SELECT_BILL)  # questions a line may answer several times over, with commas
PROMPT_ROOM = 48  # a prompt's columns at most on a narrow screen: an 80-column line keeps 32 for what is typed
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


def starts_or_names(name: str, typed: list[str]) -> bool:
    """Do the words `typed` spell `name`'s words, each cut short, from its first word or a
    later one (a Supporter by surname: `bright`)?"""
    spelled = words(name)
    return any(len(typed) <= len(spelled) - i and all(w.startswith(t) for t, w in zip(typed, spelled[i:]))
               for i in range(len(spelled)))


def names_card(choice: Choice) -> str | None:
    named = named_cards(choice)
    return named[0] if named else None


@dataclass(frozen=True)
class CardNotNamedYet(Happening):
    """In place of a happening that names a card the table has not named yet."""

    def __str__(self) -> str:
        return "(a card drawn face down, not named yet)"


@dataclass(frozen=True)
class FaceDown:
    """Proposing a bill drawn face down and not named, told by its deck: the decks have
    different backs, so the table always sees which deck a face-down bill came from."""

    deck: str  # cross-party | liberal | conservative

    def __str__(self) -> str:
        return f"propose {self.deck}"


def face_down_bills(game: "Game", decision: Decision) -> dict[str, Choice]:
    """A proposal's face-down bills by deck: one engine choice for each deck (the table cannot
    tell two face-down bills of one deck apart)."""
    if decision.kind is not DecisionKind.PROPOSE_BILL:
        return {}
    decks = {unknown.stand_in(game, c): c.deck for c in unknown.hidden(game, seat=decision.owner)}
    found: dict[str, Choice] = {}
    for choice in decision.choices:
        deck = decks.get(names_card(choice) or "")
        if deck is not None:
            found.setdefault(deck, choice)
    return found


def held_unseen(game: "Game", deck: str | None) -> set[str]:
    """Cards of `deck` typed unseen and held where the table cannot see them (a hand, a
    proposal not shown, Supporters drawn to choose from). The shared screen may not tell
    them from the cards still in the deck: a list, a count or an error that left them out
    would say where they are."""
    if deck is None:
        return set()
    return (table_view.held_cards(game) & set(table_view.deck_cards_of(game, deck))) - carried(game)


def shown_decision(game: "Game", decision: Decision) -> Decision:
    """The decision as the table sees it. A seat's choices that name an unknown card's
    stand-in are left out (a proposal offers each face-down bill by its deck instead:
    `propose liberal`); a card draw also offers the cards unknown cards stand in for (any
    of them can still come up) and the cards typed unseen for a hand (`held_unseen`)."""
    hidden = carried(game)
    if decision.is_chance:
        deck = decision.deck
        extra = {unknown.stand_in(game, c) for c in unknown.hidden(game, deck=deck)} if deck else set()
        extra |= held_unseen(game, deck)  # a card typed unseen: for all the screen may say, still in the deck
        if not extra:
            return decision
        names = sorted({c.card for c in decision.choices if isinstance(c, Reveal)} | extra)
        return dataclasses.replace(decision, choices=tuple(Reveal(n) for n in names))
    if not hidden:
        return decision
    kept: list[object] = [c for c in decision.choices if names_card(c) not in hidden]
    kept += [FaceDown(deck) for deck in face_down_bills(game, decision)]
    return dataclasses.replace(decision, choices=cast("tuple[Choice, ...]", tuple(kept)))


def still_to_propose(game: "Game", seat: int) -> str:
    """5.1: the proposals are made face down and turned up together. The app asks for them
    seat by seat (as the rulebook's Example of Play has them made), so a proposal may be
    asked before another seat's has been drawn: say so, and who has still to propose."""
    state = game.state
    waiting = [short(state.seats[s].politician) for s in seats_to_propose(game) if s != seat]
    if not waiting:
        return "The last proposal: then every proposal is turned up together."
    return (f"Face down until {' and '.join(waiting)} {verb_for(len(waiting), 'has', 'have')} proposed too "
            "(asked next); then every proposal is turned up together.")


def face_down_supporters(game: "Game", seat: int) -> "list[unknown.UnknownCard]":
    """The Supporters `seat` holds drawn face down and not named (not one discarded unseen)."""
    held = game.state.seats[seat].supporters
    return [c for c in unknown.hidden(game, seat=seat, deck="supporters") if unknown.stand_in(game, c) in held]


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


def unknown_note_short(game: "Game") -> str:
    count = sum(1 for card in unknown.hidden(game, deck="supporters")
                if card.seat is not None and unknown.stand_in(game, card) in game.state.seats[card.seat].supporters)
    return f" (not counting {counted(count, 'face-down Supporter')})" if count else ""


class Unechoed(InvalidChoice):
    """A refusal whose words repeat nothing typed: safe at a prompt typed unseen."""


class TableSession(Session):
    """`Session` for a physical table: unknown cards, masked Clockwork cards, printed
    Uncertainty values, routine answers on Enter."""

    _undo_asked = False  # `undo` typed at a naming question, carried out once the line is done
    _doubted: "tuple[int, str] | None" = None  # a card typed where a card typed unseen had it: typed again, it stands
    _retype: "list[unknown.UnknownCard]" = []  # Clockwork cards to type again, put off with Ctrl-D (a list per session)
    _line_starts: "list[int]" = []  # the log's length as each typed line began: `undo` takes back a whole line
    name_face_down = False  # `assist --name-face-down`: a person's face-down card is asked for as it is drawn

    def _pending(self) -> Decision | None:
        decision = super()._pending()
        return None if decision is None else shown_decision(self.game, decision)

    # --- what Enter means -----------------------------------------------------------------

    def _handle_line(self, text: str) -> str | None:
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
        if spent(self.game, decision):  # no cube left: Enter ends the turn, `propose pact` or a Supporter besides
            self.choose("end")
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
        """One line typed: a choice or a card; or several answers to the same question in a
        row, separated by commas (the bills a seat drew, `draw cross-party, liberal` or the
        PM's `ballot act, factory act`; the PM's `select museums, copyright, tramways`).
        `undo` takes the whole line back."""
        decision = self.game.pending
        if decision is None or not self.seating.typed(decision):
            self.error("nothing to decide: the game is over")
            return
        start = len(self.game.log)
        parts = text.split(",") if decision.kind in BATCHED else [text]
        for n, part in enumerate(parts):
            pending = self.game.pending
            if n and (pending is None or pending.kind is not decision.kind or pending.owner != decision.owner):
                self.error(f"the question has moved on: {said(', '.join(parts[n:]).strip())} not taken")
                break
            if not self.choose_one(part if n == 0 or decision.kind is not DecisionKind.SELECT_BILL or
                                   words(part)[:1] == ["select"] else f"select {part}"):
                break
        if len(self.game.log) > start:
            self._line_starts = [*self._line_starts, start]  # `undo` takes the whole line back

    def choose_one(self, text: str) -> bool:
        """One answer to the pending decision (False: refused, in one line)."""
        decision = self.game.pending
        if decision is None or not self.seating.typed(decision):
            self.error("nothing to decide: the game is over")
            return False
        try:
            if decision.is_chance:
                self.draw(decision, text)
            elif decision.kind is DecisionKind.DRAW_BILL:
                self.draw_bill(decision, text)
            else:
                self.apply(self.seat_choice(decision, text))
        except (InvalidChoice, IllegalChoice, UnknownCardError) as exc:
            if self._secret_input() and not decision.is_chance and not isinstance(exc, Unechoed):
                # typed unseen: an error must not say back what was typed
                self.error("not a choice here (what is typed is not shown): ? lists the choices")
            else:
                self.error(str(exc))
            return False
        self.play_others()
        return True

    def draw_bill(self, decision: Decision, text: str) -> None:
        """Which deck a bill is drawn from: `draw liberal`, or the deck alone (`liberal`);
        where the bill is drawn face up (the PM's), its name alone says both (`ballot act`)."""
        typed = words(text)
        try:
            choice = parse(decision, text)
        except InvalidChoice as first:
            try:
                choice = parse(decision, " ".join(["draw", *typed]))
            except InvalidChoice:
                name, deck = self.bill_by_name(decision, text)
                if name is None:
                    raise first from None
                self.apply(DrawFrom(deck))
                pending = self.game.pending
                assert pending is not None and pending.is_chance
                self.draw(pending, name)
                return
        self.apply(choice)

    def bill_by_name(self, decision: Decision, text: str) -> "tuple[str | None, str]":
        """A bill named at the choice of deck: its name and deck, where it is drawn face up
        and can be the card drawn (None where it is no such bill)."""
        for choice in decision.choices:
            if not isinstance(choice, DrawFrom):
                continue
            twin = self.game.clone()
            twin.apply(choice)
            pending = twin.pending
            if pending is None or not pending.is_chance:
                continue
            found = card_matches(shown_decision(twin, pending), text)
            if len(found) == 1:
                if table_view.is_secret(twin, pending):
                    raise Unechoed(f"{short(self.game.state.seats[decision.owner].politician)}'s bills are drawn face "
                                   "down: type the deck (" + ", ".join(str(c).split()[-1] for c in decision.choices) + ")")
                return found[0], choice.deck
        return None, ""

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
        clash = self.clashes(choice.card, decision.deck, echo=not self._secret_input())
        self.game = make_room(self.game, choice.card)  # no unknown card can be the one turned up
        self.apply(choice)
        if clash is not None:
            self.put_right(clash)

    def draw_unknown(self, decision: Decision) -> None:
        draw = table_view.draw_context(self.game, decision)
        round_ = self.game.state.round
        possible = len(shown_decision(self.game, decision).choices)  # as the screen counts them
        card = unknown.draw_unknown(self.game)
        whose = f" for {self.game.state.seats[card.seat].politician}" if card.seat is not None else ""
        noun = draw.noun[:1].upper() + draw.noun[1:]
        if draw.held and card.seat is not None:  # joining from a position: held already, not drawn now
            table_view.print_hanging(self.console, f"[dim]R{round_}[/dim] {escape(noun)} held by "
                                                   f"{escape(self.game.state.seats[card.seat].politician)}, not named in the "
                                                   f"position: [italic]face down (one of {possible}; named when the rules "
                                                   "show it)[/italic]")
        else:
            table_view.print_hanging(self.console, f"[dim]R{round_}[/dim] {escape(noun + whose)}: [italic]drawn face down, "
                                                   f"not named (one of {possible}; named when the rules show it)[/italic]")
        self.after_apply()

    def clashes(self, name: str, deck: str | None, *, echo: bool = True) -> "unknown.UnknownCard | None":
        """A card typed where a card typed unseen for a hand had put it: an entry mistake,
        here or there, said without saying where it was put. Typed again, the new entry
        stands and the card typed unseen becomes a face-down card of its seat (put right,
        for a Clockwork seat, by whoever keeps its cards): that card, else None."""
        if name not in held_unseen(self.game, deck):
            return None
        what = name if echo else "that card"
        if self._doubted != (len(self.game.log), name):
            self._doubted = (len(self.game.log), name)
            raise Unechoed(f"by the cards typed so far {what} is not in its deck now: check it. If it is right, "
                           "type it again (a card typed unseen earlier was then mistyped, and is put right)")
        self._doubted = None
        self.game, card = retract(self.game, name)
        return card

    def put_right(self, card: "unknown.UnknownCard") -> None:
        """A card typed unseen was mistyped: a person's becomes a face-down card of theirs; a
        Clockwork seat's is typed again, unseen, by whoever keeps its cards."""
        seat = self.game.state.seats[card.seat] if card.seat is not None else None
        if seat is None or card.seat not in self._automated():
            whose = f"{seat.politician}'s" if seat is not None else "A"
            self.console.print(f"  [dim]{escape(whose)} card typed unseen is now a card drawn face down "
                               "(named when the rules show it).[/dim]")
            return
        self.ask_retype(card)

    def ask_retype(self, card: "unknown.UnknownCard") -> None:
        seat = self.game.state.seats[card.seat] if card.seat is not None else None
        assert seat is not None
        noun = "Supporter" if card.deck == "supporters" else f"{deck_title(card.deck)} bill"
        table_view.print_hanging(self.console, f"  [yellow]Clockwork {escape(seat.politician)} holds a {escape(noun)} typed "
                                               f"unseen that was mistyped: whoever keeps its cards finds the one not among "
                                               f"those recorded (hand {seat.index + 1}, for the keeper's eyes) and types it, "
                                               "unseen.[/yellow]")
        question: PromptSession[str] = PromptSession()
        while True:
            possible = unknown.candidates(self.game, card)
            decision = Decision(-1, DecisionKind.draw_from(card.deck), tuple(Reveal(n) for n in possible), deck=card.deck)
            try:
                text = question.prompt(f"Clockwork {short(seat.politician)}'s {noun}, typed again unseen > ", is_password=True,
                                       bottom_toolbar=self._toolbar)
            except KeyboardInterrupt:
                continue
            except EOFError:
                self._retype = [*self._retype, card]
                self.console.print("  [dim]Put off: asked again after the next line typed.[/dim]")
                return
            try:
                name = find_card(decision, text, noun=noun, echo=False).card
                self.game = name_card(self.game, card, name)
            except (InvalidChoice, UnknownCardError):
                self.error(f"no {noun} it can hold has that name (what is typed is not shown): type it again")
                continue
            self.console.print(f"  Clockwork {escape(short(seat.politician))}'s {escape(noun)}: recorded, hidden")
            return

    def seat_choice(self, decision: Decision, text: str) -> Choice:
        """A seat's choice; a Supporter held unknown is named by playing or discarding it, a
        bill drawn face down is proposed by its deck (`propose liberal`) or by its name."""
        shown = shown_decision(self.game, decision)
        if text.strip().lower() == "face down":
            return self.face_down(decision)
        if decision.kind is DecisionKind.PROPOSE_BILL:
            return self.proposal(decision, shown, text)
        try:
            return parse(shown, text)
        except InvalidChoice as first:
            mine = face_down_supporters(self.game, decision.owner)
            if not mine or decision.kind not in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT):
                raise first
            named = self.name_in_play(decision, text, mine)
            if named is None:
                raise first
            return named

    def face_down(self, decision: Decision) -> Choice:
        """Enter at a proposal or a Supporter kept: the face-down card; at a proposal with
        face-down bills of two decks the deck must be said."""
        decks = face_down_bills(self.game, decision)
        if len(decks) > 1:
            raise Unechoed(f"which face-down bill? type {' or '.join(str(FaceDown(d)) for d in decks)} (or its name)")
        choice = next(iter(decks.values()), None) or self.face_down_choice(decision)
        if choice is None:
            raise Unechoed("no card drawn face down to choose here: ? lists the choices")
        return choice

    def proposal(self, decision: Decision, shown: Decision, text: str) -> Choice:
        """A proposal, typed unseen: `propose liberal` (a face-down bill by its deck), a bill's
        name, or `propose NAME`; the word `propose` may be left out. A face-down bill named
        here is named for good (the table sees it when the proposals are turned up). An error
        repeats nothing typed."""
        typed = words(text)
        if not typed or (len(typed) == 1 and "propose".startswith(typed[0])):
            return self.face_down(decision)
        if not "propose".startswith(typed[0]):
            typed = ["propose", *typed]
        try:
            choice = parse(shown, " ".join(typed))
        except InvalidChoice:
            named = self.named_proposal(decision, " ".join(typed[1:]))
            if named is None:
                decks = " or ".join(str(FaceDown(d)) for d in face_down_bills(self.game, decision))
                raise Unechoed(f"not a bill {short(self.game.state.seats[decision.owner].politician)} can propose "
                               f"(what is typed is not shown): type {decks + ', ' if decks else ''}a bill's name; "
                               "? lists them") from None
            return named
        if isinstance(choice, FaceDown):
            return face_down_bills(self.game, decision)[choice.deck]
        return choice

    def named_proposal(self, decision: Decision, text: str) -> Choice | None:
        """A face-down bill proposed by its name: named now (one it can be), then proposed."""
        cards = [c for c in unknown.hidden(self.game, seat=decision.owner) if c.deck in table_view.BILL_PILES]
        possible = sorted({name for card in cards for name in unknown.candidates(self.game, card)}
                          | {name for deck in {c.deck for c in cards} for name in held_unseen(self.game, deck)})
        found = card_matches(Decision(-1, decision.kind, tuple(Reveal(n) for n in possible)), text)
        if len(found) != 1:
            return None
        deck = self.game.components.bill(found[0]).deck.value
        clash = self.clashes(found[0], deck, echo=False)
        cards = [c for c in unknown.hidden(self.game, seat=decision.owner) if c.deck == deck]  # as put right
        card = next(c for c in cards if found[0] in unknown.candidates(self.game, c))
        self.game = name_card(self.game, card, found[0])
        if clash is not None:
            self.put_right(clash)
        return Propose(found[0])

    def name_in_play(self, decision: Decision, text: str, mine: "list[unknown.UnknownCard]") -> Choice | None:
        """`play NAME ...` or `discard NAME` of a Supporter held unknown: name it, then read the
        choice against the corrected game. Nothing changes unless the whole line is legal."""
        typed = words(text)
        if not typed or not any(verb.startswith(typed[0]) for verb in ("play", "discard")) or len(typed) < 2:
            return None
        possible = sorted({n for card in mine for n in unknown.candidates(self.game, card)} | held_unseen(self.game, "supporters"))
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
        before = self.game
        clash = self.clashes(name, "supporters")  # typed where a card typed unseen had put it: typed again, it stands
        try:
            mine = face_down_supporters(self.game, decision.owner)  # as put right
            card = next(c for c in mine if name in unknown.candidates(self.game, c))
            twin = name_card(self.game, card, name)
            pending = twin.pending
            assert pending is not None
            typed_words = [typed[0], *words(name), *rest[len(words(name)):]]
            choice = parse(shown_decision(twin, pending), " ".join(typed_words))
            if not isinstance(choice, (PlaySupporter, Discard)) or choice.card != name:
                raise InvalidChoice(f"{text.strip()!r} does not play or discard {name}")
        except (InvalidChoice, UnknownCardError, StopIteration):
            self.game = before  # nothing changes unless the whole line is legal
            raise
        self.game = twin
        self.console.print(f"[bold]{escape(twin.state.seats[decision.owner].politician)}[/bold] shows a Supporter "
                           f"drawn face down: [bold]{escape(name)}[/bold]")
        if clash is not None:
            self.put_right(clash)
        return choice

    # --- the game moves on --------------------------------------------------------------------

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        state = self.game.state
        decision = self.game.pending
        owner = decision.owner if decision else -1
        made_in = (state.round, render.who(self.game, owner) if owner >= 0 else "")
        draw = table_view.draw_context(self.game, decision) if decision is not None and decision.is_chance else None
        record = self.game.apply(choice, reason=reason, reason_names=reason_names(self.game.components, reason))
        self.show_record(record, *made_in, draw=draw)  # what was done, then the cards it turned up are named
        self.after_apply()
        return self.game.log[record.ply]  # as named, when the rules revealed a card

    def show_record(self, record: "LogRecord", round_: int, who: str, draw: "table_view.DrawContext | None" = None) -> None:
        hidden = carried(self.game)
        named = names_card(record.choice)
        if named in hidden:  # a face-down card not named yet (its naming put off): its stand-in is never shown
            field = "bill" if getattr(record.choice, "bill", None) == named else "card"
            record = dataclasses.replace(record, choice=dataclasses.replace(record.choice, **{field: "a card drawn face down"}))  # type: ignore[arg-type]
        if hidden and any(name in hidden for effect in record.happened for name in named_cards(effect)):
            masked = tuple(CardNotNamedYet() if hidden.intersection(named_cards(effect)) else effect for effect in record.happened)
            record = dataclasses.replace(record, happened=masked)
        super().show_record(record, round_, who, draw)

    def after_apply(self) -> None:
        """Ask the table to name every unknown card the rules have just turned face up."""
        for card in unknown.revealed_now(self.game):
            if self._undo_asked:
                return  # `undo` at a naming question: the line that showed it is taken back next
            self.ask_name(card)

    def handle(self, text: str) -> str | None:
        outcome = self._handle_line(text)
        if self._undo_asked:  # asked for at a naming question: take back the line that showed the card
            self._undo_asked = False
            self.undo("")
        waiting, self._retype = self._retype, []
        for card in waiting:  # a Clockwork card to type again, put off
            if any(c.token == card.token and not c.named for c in self.game.unknown):
                self.ask_retype(card)
        return outcome

    def ask_name(self, card: "unknown.UnknownCard") -> None:
        """Which bill a face-down card shown now is. Besides a name: `?` lists what it can be,
        `help` says what to type, `undo` takes back the line that showed it, and Ctrl-D puts
        the question off to the next line typed."""
        game = self.game
        whose = game.state.seats[card.seat].politician if card.seat is not None else "the table"
        noun = f"{deck_title(card.deck)} bill"
        # what it can be, as the screen may say: a card typed unseen for a hand is not ruled out
        possible = sorted({*unknown.candidates(game, card), *held_unseen(game, card.deck)})
        table_view.print_hanging(self.console, f"[bold]{escape(whose)}'s {escape(noun)} drawn face down is shown now[/bold] "
                                               f"({len(possible)} it can be: Tab lists them, ? describes them; help)")
        question: PromptSession[str] = PromptSession()
        completer = WordCompleter(possible, ignore_case=True, match_middle=True, sentence=True)
        decision = Decision(-1, DecisionKind.draw_from(card.deck), tuple(Reveal(n) for n in possible), deck=card.deck)
        while True:
            try:
                text = question.prompt(f"Which {noun} is {short(whose)}'s? > ", completer=completer,
                                       bottom_toolbar=self._toolbar)
            except KeyboardInterrupt:
                continue
            except EOFError:
                self.console.print("  [dim]Put off: not named yet; the question comes back after the next line typed.[/dim]")
                return
            word = text.strip().lower()
            if word.startswith("?"):  # `? WORDS`: those starting so
                listed: list[Choice] = [Reveal(n) for n in card_matches(decision, word[1:].strip())] or list(decision.choices)
                choices_list.render_choices(self.console, listed, lambda c: describe_card(game, decision, c),
                                            f"{whose}'s {noun} can be ({counted(len(listed), 'bill')})")
                continue
            if word in ("help", "undo", "quit") or word.startswith("help "):
                if word == "undo":
                    self._undo_asked = True
                    return
                self.console.print(f"  Type the name of the {escape(noun)} {escape(whose)} shows (a unique beginning is "
                                   "enough; Tab lists them, ? describes them); undo takes back the last line typed; "
                                   "Ctrl-D puts the question off to the next line typed.")
                continue
            try:
                name = find_card(decision, text, table_view.deck_cards_of(game, card.deck), noun,
                                 elsewhere=table_view.other_decks(game, decision)).card
                clash = self.clashes(name, card.deck)
                card = next(c for c in self.game.unknown if c.token == card.token)  # as put right (its pool may widen)
                self.game = name_card(self.game, card, name)
            except (InvalidChoice, UnknownCardError) as exc:
                self.error(str(exc))
                continue
            self.console.print(f"  {escape(whose)}'s bill: [bold]{escape(name)}[/bold]")
            if clash is not None:
                self.put_right(clash)
            return

    # --- what the table sees ------------------------------------------------------------------

    def prompt_text(self) -> str:
        """The prompt, naming who decides or what card is typed; on a narrow screen (the
        question stands above it) in at most `PROMPT_ROOM` columns, so a line typed at 80
        columns does not wrap."""
        decision = self._pending()
        forms = [super().prompt_text()]
        if decision is not None and decision.is_chance and decision.subject is not None:
            noun = table_view.deck_noun(self.game, decision)
            name = short(self.game.state.seats[decision.subject].politician)
            if decision.subject in self._automated() and table_view.is_secret(self.game, decision):
                # the instruction stands above (table_view.announce_lines)
                held = " held" if table_view.held_from_position(self.game, decision) else ""
                forms = [f"Clockwork {name}'s {noun}{held}, typed unseen > ", f"{name}'s {noun}{held}, typed unseen > "]
            elif self.may_leave_unknown(decision):
                forms = [f"Which {noun} did {name} draw? (Enter: face down) > ", f"{name}'s {noun} (Enter: face down) > "]
        if decision is not None and decision.is_chance:
            forms.append(f"Which {table_view.deck_noun(self.game, decision)}? > ")
        elif decision is not None:
            forms.append(f"{short(self.game.state.seats[decision.owner].politician)} \u00b7 {decision.kind}> ")
        if self.console.width >= 100:
            return forms[0]
        return next((form for form in forms if len(form) <= PROMPT_ROOM), forms[-1])

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
                self.draw_unknown(decision)
            elif decision.kind is DecisionKind.KEEP_SUPPORTER and all(names_card(c) in carried(self.game) for c in decision.choices):
                self.apply(decision.choices[0])  # any of them: the table cannot tell them apart
            elif decision.kind is DecisionKind.ACTION and decision.choices == (EndTurn(),):
                name = short(self.game.state.seats[decision.owner].politician)
                self.console.print(f"  [dim]{escape(name)} has no cube and no card left to play: the turn ends.[/dim]")
                self.apply(EndTurn())
            else:
                break
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
            elif spent(self.game, decision):
                self.console.print("  [dim]Enter: end (no cube left)[/dim]")
            supporters = face_down_supporters(self.game, decision.owner)
            if supporters and decision.kind in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT):
                verb = "play" if decision.kind is DecisionKind.ACTION else "discard"
                table_view.print_hanging(self.console, f"  [yellow]{counted(len(supporters), 'Supporter')} held face down: to "
                                                       f"{verb} one, type {verb} NAME ... (naming it shows it to the table)[/yellow]")
            whole = self.game.pending
            decks = face_down_bills(self.game, whole) if whole is not None else {}
            if len(decks) > 1:
                table_view.print_hanging(self.console, "  [yellow]Face-down bills of two decks: type "
                                         + " or ".join(str(FaceDown(d)) for d in decks) + " (or the bill's name)[/yellow]")
            elif whole is not None and decision.kind in (DecisionKind.PROPOSE_BILL, DecisionKind.KEEP_SUPPORTER) \
                    and self.face_down_choice(whole):
                table_view.print_hanging(self.console, "  [yellow]Enter: a card drawn face down (the table names it when it is shown)[/yellow]")
            if decision.kind is DecisionKind.PROPOSE_BILL:
                table_view.print_hanging(self.console, f"  [dim]{escape(still_to_propose(self.game, decision.owner))}[/dim]")

    def show_choices(self, prefix: str) -> None:
        """`?` as in `play`; where the seat holds Supporters drawn face down, `? play` says how
        to play one and what it can be, and `? play NAME` lists that Supporter's choices as if
        it were the one drawn (nothing is named: only the line typed to play it names it)."""
        decision = self.game.pending
        mine = face_down_supporters(self.game, decision.owner) \
            if decision is not None and self._pending() is not None and not decision.is_chance else []
        typed = words(prefix)
        verb = next((v for v in ("play", "discard") if typed and v.startswith(typed[0])), None)
        if not mine or decision is None or decision.kind not in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT) \
                or verb is None:
            super().show_choices(prefix)
            if mine and not typed and decision is not None:
                self.face_down_hint(decision, mine, "play" if decision.kind is DecisionKind.ACTION else "discard")
            return
        verb = verb or ("play" if decision.kind is DecisionKind.ACTION else "discard")
        possible = sorted({n for card in mine for n in unknown.candidates(self.game, card)} | held_unseen(self.game, "supporters"))
        if len(typed) < 2:
            known = [c for c in shown_decision(self.game, decision).choices if str(c).startswith(verb)]
            if known:
                super().show_choices(verb)
            self.face_down_hint(decision, mine, verb, len(possible))
            for line in choices_list.columns(possible, self.console.width - 2, max(self.console.height - 12, 4)):
                self.console.print(f"  {line}", markup=False, highlight=False)
            return
        rest = typed[1:]
        found: list[str] = []
        for size in range(len(rest), 0, -1):  # the name, then perhaps an option and a target
            found = [n for n in possible if starts_or_names(n, rest[:size])]
            if found:
                break
        if len(found) != 1:
            self.error(f"{len(found)} Supporters it can be start so: " + ", ".join(found[:6]) if found
                       else f"no Supporter it can be starts so (? {verb} lists them)")
            return
        name = found[0]
        card = next((c for c in mine if name in unknown.candidates(self.game, c)), None)
        if card is None:  # typed unseen for another hand: played, it is taken for an entry mistake
            self.console.print(f"  By the cards typed so far {escape(name)} is held elsewhere: {verb} it and type it "
                               "again if it is this card.")
            return
        twin = name_card(self.game, card, name)
        pending = twin.pending
        assert pending is not None
        spelled = [verb, *words(name)]
        listed = [c for c in shown_decision(twin, pending).choices if words(str(c))[:len(spelled)] == spelled
                  and starts_with_words(words(str(c))[len(spelled):], rest[size:])]
        if not listed:
            self.error(f"{name} gives no choice to {verb} now")
            return
        choices_list.render_choices(self.console, listed, lambda c: describe(twin, decision.owner, pending, c),
                                    f"{name}, if it is the Supporter drawn face down ({counted(len(listed), 'choice')}; "
                                    "typing one shows it to the table)", narrow=False)

    def face_down_hint(self, decision: Decision, mine: "list[unknown.UnknownCard]", verb: str, possible: int = 0) -> None:
        """How to play (or discard) a Supporter held face down, and where to read what it would do."""
        can_be = f"; it can be any of these {possible}:" if possible else f" (? {verb}: what it can be)"
        table_view.print_hanging(self.console, f"  [yellow]{counted(len(mine), 'Supporter')} held face down: {verb} NAME "
                                               f"... names one (the table sees it); ? {verb} NAME lists what it would "
                                               f"do{can_be}[/yellow]")

    def _describe(self, choice: Choice) -> str:
        if isinstance(choice, FaceDown):
            return f"the {deck_title(choice.deck)} bill drawn face down (named when the proposals are turned up)"
        return super()._describe(choice)

    def show_board(self, rest: str = "") -> None:
        """The table's board when it fits the screen (or `board full`), else the compact one (`board compact`)."""
        size = rest.strip().lower()
        if size == "full" or (size != "compact" and self.full_board_fits()):
            super().show_board(rest)
            return
        # the compact board, or on a short screen (80x24) the short one: the odds line follows it
        short = size != "compact" and not compact_board.compact_fits(self.console, self.game, None, below=1)
        compact_board.render_compact(self.console, self.game, None, short=short)
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
        return len(written.getvalue().splitlines()) + compact_board.spare_lines(self.console.height) <= self.console.height

    def odds_now(self) -> str:
        """The odds line, and where a face-down card could change it, a word saying so (on
        the board and after each move alike, so a redrawn board does not bring it twice)."""
        return table_view.odds_line(self.game, self.console.width, (unknown_note(self.game), unknown_note_short(self.game)))

    def _undo_at_table(self) -> bool:
        """Take back the last line typed, with what it did without an entry (a card drawn
        face down, a Supporter kept, a turn ended) and the Clockwork's moves after it."""
        cards = self.game.unknown
        undone = super()._undo_at_table()
        self.game.unknown = tuple(card for card in cards if card.ply < len(self.game.log))
        self._line_starts = [start for start in self._line_starts if start < len(self.game.log)]
        return undone

    def undo_target(self, last_typed: int) -> int:
        """Where `undo` goes back to: the start of the line that made the last record typed."""
        starts = [start for start in self._line_starts if start <= last_typed]
        return starts[-1] if starts else last_typed

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
        if rest.strip():
            return  # `log N` keeps to the screen: the cards named are listed with the whole log
        secret = table_view.held_cards(self.game)  # named unseen (a proposal by its name): not told before it is shown
        named = [c for c in unknown.cards(self.game) if c.named and unknown.stand_in(self.game, c) not in secret]
        for card in named:
            whose = self.game.state.seats[card.seat].politician if card.seat is not None else "the table"
            table_view.print_hanging(self.console, f"  named when shown: {escape(whose)}'s {escape(card.deck)} card drawn face down "
                                                   f"(round {self.game.log[card.ply].round}) is "
                                                   f"[bold]{escape(unknown.stand_in(self.game, card))}[/bold]")


__all__ = ["PRINTED_HINT", "TableSession", "shown_decision"]


ColourSystem = Literal["standard", "256", "truecolor", "windows"]  # what rich's Console takes
COLOUR_SYSTEMS: tuple[ColourSystem, ...] = ("standard", "256", "truecolor", "windows")


def _colours(name: str | None) -> ColourSystem | None:
    """A Console's colour system by the name another Console reports (None: no colour)."""
    return next((system for system in COLOUR_SYSTEMS if system == name), None)
