"""Reading a line typed at a physical table (`prime-minister assist`).

A line answers the pending question: a seat's choice, a card drawn (by name, by what a
printed Uncertainty card shows, or left face down with Enter), or several answers to the
same question in a row, separated by commas (`draw cross-party, liberal`). A Supporter held
face down is named by playing it; a bill drawn face down is proposed by its deck or named.

`TableEntry` is one of the parts of a table's session (`companion.table_session`). Given the
game in play, the seating, the console, where errors go, the `Naming` (an entry mistake put
right), the `TypedLines` (where each line began, for `undo`) and the session's `Moves` (how
a choice is applied and the game moves on), it owns no state of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from rich.console import Console
from rich.markup import escape

from companion import card_draws, table_view
from companion.completion import card_matches, find_card, parse, words
from companion.echo import said
from companion.face_down import (
    UNKNOWN_WORDS,
    FaceDown,
    Unechoed,
    face_down_bills,
    face_down_choice,
    face_down_supporters,
    held_unseen,
    may_leave_unknown,
    shown_decision,
)
from companion.orders import short
from companion.uncertainty_entry import find_printed, looks_printed
from engine import (
    Choice,
    Decision,
    DecisionKind,
    Discard,
    DrawFrom,
    IllegalChoice,
    InvalidChoice,
    PlaySupporter,
    Propose,
    Reveal,
    UnknownCardError,
    make_room,
    name_card,
    unknown,
)

if TYPE_CHECKING:
    from engine import Game, LogRecord

    from companion.seating import InPlay, Seating
    from companion.session_undo import TypedLines
    from companion.table_naming import Naming

BATCHED = (
    DecisionKind.DRAW_BILL,
    DecisionKind.SELECT_BILL,
)  # questions a line may answer several times over, with commas


class Moves(Protocol):
    """What the table's session does with an answer read: apply it (shown, and the cards it
    turned up named), let the game move on, and say whether what is typed is unseen."""

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord": ...

    def play_others(self) -> None: ...

    def after_apply(self) -> None: ...

    def secret_input(self) -> bool: ...


class TableEntry:
    """A line typed at the table, read against the pending decision."""

    def __init__(
        self,
        in_play: "InPlay",
        seating: "Seating",
        console: Console,
        error: Callable[[str], None],
        *,
        naming: "Naming",
        lines: "TypedLines",
        moves: Moves,
    ) -> None:
        self.in_play = in_play
        self.seating = seating
        self.console = console
        self.error = error
        self.naming = naming
        self.lines = lines
        self.moves = moves

    @property
    def game(self) -> "Game":
        return self.in_play.game

    @game.setter
    def game(self, game: "Game") -> None:
        self.in_play.game = game

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
            if not self.choose_one(
                part
                if n == 0 or decision.kind is not DecisionKind.SELECT_BILL or words(part)[:1] == ["select"]
                else f"select {part}"
            ):
                break
        if len(self.game.log) > start:
            self.lines.began(start)  # `undo` takes the whole line back

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
                self.moves.apply(self.seat_choice(decision, text))
        except (InvalidChoice, IllegalChoice, UnknownCardError) as exc:
            if self.moves.secret_input() and not decision.is_chance and not isinstance(exc, Unechoed):
                # typed unseen: an error must not say back what was typed
                self.error("not a choice here (what is typed is not shown): ? lists the choices")
            else:
                self.error(str(exc))
            return False
        self.moves.play_others()
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
                self.moves.apply(DrawFrom(deck))
                pending = self.game.pending
                assert pending is not None and pending.is_chance
                self.draw(pending, name)
                return
        self.moves.apply(choice)

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
                if card_draws.is_secret(twin, pending):
                    raise Unechoed(
                        f"{short(self.game.state.seats[decision.owner].politician)}'s bills are drawn face "
                        "down: type the deck (" + ", ".join(str(c).split()[-1] for c in decision.choices) + ")"
                    )
                return found[0], choice.deck
        return None, ""

    def draw(self, decision: Decision, text: str) -> None:
        if text.strip().lower() in UNKNOWN_WORDS and may_leave_unknown(self.game, self.seating, decision):
            self.draw_unknown(decision)
            return
        if decision.kind == DecisionKind.UNCERTAINTY and looks_printed(text):
            self.moves.apply(Reveal(find_printed(self.game.components, text)))
            return
        shown = shown_decision(self.game, decision)
        choice = find_card(
            shown,
            text,
            card_draws.deck_cards(self.game, decision),
            card_draws.deck_noun(self.game, decision),
            echo=not self.moves.secret_input(),
            elsewhere=card_draws.other_decks(self.game, decision),
        )
        clash = self.naming.clashes(choice.card, decision.deck, echo=not self.moves.secret_input())
        self.game = make_room(self.game, choice.card)  # no unknown card can be the one turned up
        self.moves.apply(choice)
        if clash is not None:
            self.naming.put_right(clash)

    def draw_unknown(self, decision: Decision) -> None:
        draw = card_draws.draw_context(self.game, decision)
        round_ = self.game.state.round
        possible = len(shown_decision(self.game, decision).choices)  # as the screen counts them
        card = unknown.draw_unknown(self.game)
        whose = f" for {self.game.state.seats[card.seat].politician}" if card.seat is not None else ""
        noun = draw.noun[:1].upper() + draw.noun[1:]
        if draw.held and card.seat is not None:  # joining from a position: held already, not drawn now
            table_view.print_hanging(
                self.console,
                f"[dim]R{round_}[/dim] {escape(noun)} held by "
                f"{escape(self.game.state.seats[card.seat].politician)}, not named in the "
                f"position: [italic]face down (one of {possible}; named when the rules "
                "show it)[/italic]",
            )
        else:
            table_view.print_hanging(
                self.console,
                f"[dim]R{round_}[/dim] {escape(noun + whose)}: [italic]drawn face down, "
                f"not named (one of {possible}; named when the rules show it)[/italic]",
            )
        self.moves.after_apply()

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
        choice = next(iter(decks.values()), None) or face_down_choice(self.game, decision)
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
                raise Unechoed(
                    f"not a bill {short(self.game.state.seats[decision.owner].politician)} can propose "
                    f"(what is typed is not shown): type {decks + ', ' if decks else ''}a bill's name; "
                    "? lists them"
                ) from None
            return named
        if isinstance(choice, FaceDown):
            return face_down_bills(self.game, decision)[choice.deck]
        return choice

    def named_proposal(self, decision: Decision, text: str) -> Choice | None:
        """A face-down bill proposed by its name: named now (one it can be), then proposed."""
        cards = [c for c in unknown.hidden(self.game, seat=decision.owner) if c.deck in card_draws.BILL_PILES]
        possible = sorted(
            {name for card in cards for name in unknown.candidates(self.game, card)}
            | {name for deck in {c.deck for c in cards} for name in held_unseen(self.game, deck)}
        )
        found = card_matches(Decision(-1, decision.kind, tuple(Reveal(n) for n in possible)), text)
        if len(found) != 1:
            return None
        deck = self.game.components.bill(found[0]).deck.value
        clash = self.naming.clashes(found[0], deck, echo=False)
        cards = [c for c in unknown.hidden(self.game, seat=decision.owner) if c.deck == deck]  # as put right
        card = next(c for c in cards if found[0] in unknown.candidates(self.game, c))
        self.game = name_card(self.game, card, found[0])
        if clash is not None:
            self.naming.put_right(clash)
        return Propose(found[0])

    def name_in_play(self, decision: Decision, text: str, mine: "list[unknown.UnknownCard]") -> Choice | None:
        """`play NAME ...` or `discard NAME` of a Supporter held unknown: name it, then read the
        choice against the corrected game. Nothing changes unless the whole line is legal."""
        typed = words(text)
        if not typed or not any(verb.startswith(typed[0]) for verb in ("play", "discard")) or len(typed) < 2:
            return None
        possible = sorted(
            {n for card in mine for n in unknown.candidates(self.game, card)} | held_unseen(self.game, "supporters")
        )
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
                raise InvalidChoice(
                    f"{' '.join(rest)!r} is not a Supporter {held} can hold: it could be "
                    + ", ".join(possible[:10])
                    + (" ..." if len(possible) > 10 else "")
                )
            raise InvalidChoice(f"{' '.join(rest)!r} could be any of: {', '.join(found[:6])}")
        name = found[0]
        before = self.game
        clash = self.naming.clashes(
            name, "supporters"
        )  # typed where a card typed unseen had put it: typed again, it stands
        try:
            mine = face_down_supporters(self.game, decision.owner)  # as put right
            card = next(c for c in mine if name in unknown.candidates(self.game, c))
            twin = name_card(self.game, card, name)
            pending = twin.pending
            assert pending is not None
            typed_words = [typed[0], *words(name), *rest[len(words(name)) :]]
            choice = parse(shown_decision(twin, pending), " ".join(typed_words))
            if not isinstance(choice, (PlaySupporter, Discard)) or choice.card != name:
                raise InvalidChoice(f"{text.strip()!r} does not play or discard {name}")
        except (InvalidChoice, UnknownCardError, StopIteration):
            self.game = before  # nothing changes unless the whole line is legal
            raise
        self.game = twin
        self.console.print(
            f"[bold]{escape(twin.state.seats[decision.owner].politician)}[/bold] shows a Supporter "
            f"drawn face down: [bold]{escape(name)}[/bold]"
        )
        if clash is not None:
            self.naming.put_right(clash)
        return choice
