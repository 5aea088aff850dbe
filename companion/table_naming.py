"""Naming the table's face-down cards (`prime-minister assist`): the question asked when the
rules show a card drawn face down, and an entry mistake put right.

`Naming` is one of the parts of a table's session (`companion.table_session`). Given the
game in play (it names cards in it), the console, where errors go, the automated seats (a
Clockwork card mistyped is typed again, unseen) and the toolbar shown under its questions,
it owns what is waiting: a card typed where a card typed unseen had it (`clashes`), the
Clockwork cards to type again put off with Ctrl-D, and an `undo` asked at a naming question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import WordCompleter
from rich.console import Console
from rich.markup import escape

from companion import card_draws, choices_list, table_view
from companion.completion import card_matches, find_card
from companion.describe import describe_card
from companion.face_down import Unechoed, held_unseen
from companion.orders import short
from engine import (
    Choice,
    Decision,
    DecisionKind,
    InvalidChoice,
    Reveal,
    UnknownCardError,
    deck_title,
    name_card,
    retract,
    unknown,
)
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game

    from companion.seating import AutomatedSeats, InPlay


class Naming:
    """The questions that name a face-down card, and the entry mistakes put right."""

    def __init__(
        self,
        in_play: "InPlay",
        console: Console,
        error: Callable[[str], None],
        automated: "AutomatedSeats",
        toolbar: Callable[[], str],
    ) -> None:
        self.in_play = in_play
        self.console = console
        self.error = error
        self.automated = automated
        self.toolbar = toolbar
        self.undo_asked = False  # `undo` typed at a naming question, carried out once the line is done
        self._doubted: "tuple[int, str] | None" = (
            None  # a card typed where a card typed unseen had it: typed again, it stands
        )
        self._retype: "list[unknown.UnknownCard]" = []  # Clockwork cards to type again, put off with Ctrl-D

    @property
    def game(self) -> "Game":
        return self.in_play.game

    @game.setter
    def game(self, game: "Game") -> None:
        self.in_play.game = game

    def undo_taken(self) -> bool:
        """Was `undo` asked at a naming question since the last look? (It is carried out once.)"""
        asked, self.undo_asked = self.undo_asked, False
        return asked

    def retype_put_off(self) -> None:
        """Ask again for each Clockwork card whose typing again was put off (and is still due)."""
        waiting, self._retype = self._retype, []
        for card in waiting:
            if any(c.token == card.token and not c.named for c in self.game.unknown):
                self.ask_retype(card)

    def ask_name(self, card: "unknown.UnknownCard") -> None:
        """Which bill a face-down card shown now is. Besides a name: `?` lists what it can be,
        `help` says what to type, `undo` takes back the line that showed it, and Ctrl-D puts
        the question off to the next line typed."""
        game = self.game
        whose = game.state.seats[card.seat].politician if card.seat is not None else "the table"
        noun = f"{deck_title(card.deck)} bill"
        # what it can be, as the screen may say: a card typed unseen for a hand is not ruled out
        possible = sorted({*unknown.candidates(game, card), *held_unseen(game, card.deck)})
        table_view.print_hanging(
            self.console,
            f"[bold]{escape(whose)}'s {escape(noun)} drawn face down is shown now[/bold] "
            f"({len(possible)} it can be: Tab lists them, ? describes them; help)",
        )
        question: PromptSession[str] = PromptSession()
        completer = WordCompleter(possible, ignore_case=True, match_middle=True, sentence=True)
        decision = Decision(-1, DecisionKind.draw_from(card.deck), tuple(Reveal(n) for n in possible), deck=card.deck)
        while True:
            try:
                text = question.prompt(
                    f"Which {noun} is {short(whose)}'s? > ", completer=completer, bottom_toolbar=self.toolbar
                )
            except KeyboardInterrupt:
                continue
            except EOFError:
                self.console.print(
                    "  [dim]Put off: not named yet; the question comes back after the next line typed.[/dim]"
                )
                return
            word = text.strip().lower()
            if word.startswith("?"):  # `? WORDS`: those starting so
                listed: list[Choice] = [Reveal(n) for n in card_matches(decision, word[1:].strip())] or list(
                    decision.choices
                )
                choices_list.render_choices(
                    self.console,
                    listed,
                    lambda c: describe_card(game, decision, c),
                    f"{whose}'s {noun} can be ({counted(len(listed), 'bill')})",
                )
                continue
            if word in ("help", "undo", "quit") or word.startswith("help "):
                if word == "undo":
                    self.undo_asked = True
                    return
                self.console.print(
                    f"  Type the name of the {escape(noun)} {escape(whose)} shows (a unique beginning is "
                    "enough; Tab lists them, ? describes them); undo takes back the last line typed; "
                    "Ctrl-D puts the question off to the next line typed."
                )
                continue
            try:
                name = find_card(
                    decision,
                    text,
                    card_draws.deck_cards_of(game, card.deck),
                    noun,
                    elsewhere=card_draws.other_decks(game, decision),
                ).card
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
            raise Unechoed(
                f"by the cards typed so far {what} is not in its deck now: check it. If it is right, "
                "type it again (a card typed unseen earlier was then mistyped, and is put right)"
            )
        self._doubted = None
        self.game, card = retract(self.game, name)
        return card

    def put_right(self, card: "unknown.UnknownCard") -> None:
        """A card typed unseen was mistyped: a person's becomes a face-down card of theirs; a
        Clockwork seat's is typed again, unseen, by whoever keeps its cards."""
        seat = self.game.state.seats[card.seat] if card.seat is not None else None
        if seat is None or card.seat not in self.automated.seats:
            whose = f"{seat.politician}'s" if seat is not None else "A"
            self.console.print(
                f"  [dim]{escape(whose)} card typed unseen is now a card drawn face down "
                "(named when the rules show it).[/dim]"
            )
            return
        self.ask_retype(card)

    def ask_retype(self, card: "unknown.UnknownCard") -> None:
        seat = self.game.state.seats[card.seat] if card.seat is not None else None
        assert seat is not None
        noun = "Supporter" if card.deck == "supporters" else f"{deck_title(card.deck)} bill"
        table_view.print_hanging(
            self.console,
            f"  [yellow]Clockwork {escape(seat.politician)} holds a {escape(noun)} typed "
            f"unseen that was mistyped: whoever keeps its cards finds the one not among "
            f"those recorded (hand {seat.index + 1}, for the keeper's eyes) and types it, "
            "unseen.[/yellow]",
        )
        question: PromptSession[str] = PromptSession()
        while True:
            possible = unknown.candidates(self.game, card)
            decision = Decision(
                -1, DecisionKind.draw_from(card.deck), tuple(Reveal(n) for n in possible), deck=card.deck
            )
            try:
                text = question.prompt(
                    f"Clockwork {short(seat.politician)}'s {noun}, typed again unseen > ",
                    is_password=True,
                    bottom_toolbar=self.toolbar,
                )
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
