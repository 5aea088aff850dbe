"""The shared screen of a physical table (`prime-minister assist`): the session's `Screen`
with what differs there.

- The prompt names who decides or which card is typed, in at most `PROMPT_ROOM` columns on a
  narrow screen.
- A decision is announced with what Enter does and how to play a card held face down; `?`
  lists what a Supporter held face down could do, naming nothing.
- A move that names a card not named yet shows it as a card drawn face down.
- The board is the table's when it fits, else the compact one; the odds line notes the
  face-down Supporters it cannot count.
- `log` and `why` print with every card still in a hand left unnamed (`scrubbed`).
"""

from __future__ import annotations

import dataclasses
import io
from typing import TYPE_CHECKING, Callable, Literal

from rich.console import Console
from rich.markup import escape

from companion import card_draws, choices_list, compact_board, table_commentary, table_odds, table_view
from companion.game_log import face_down
from companion.completion import starts_with_words, words
from companion.describe import describe
from companion.face_down import (
    ROUTINE,
    CardNotNamedYet,
    FaceDown,
    carried,
    face_down_bills,
    face_down_choice,
    face_down_supporters,
    held_unseen,
    may_leave_unknown,
    names_card,
    shown_decision,
    starts_or_names,
    still_to_propose,
    unknown_note,
    unknown_note_short,
)
from companion.orders import short
from companion.session_screen import Screen, spent
from engine import Choice, Decision, DecisionKind, deck_title, name_card, named_cards, unknown
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, LogRecord

    from companion.seating import InPlay
    from companion.session_commentary import Show

PROMPT_ROOM = 48  # a prompt's columns at most on a narrow screen: an 80-column line keeps 32 for what is typed


class TableScreen(Screen):
    """The screen at a table: `Screen`, with the face-down cards as the table may see them."""

    def prompt_text(self) -> str:
        """The prompt, naming who decides or what card is typed; on a narrow screen (the
        question stands above it) in at most `PROMPT_ROOM` columns, so a line typed at 80
        columns does not wrap."""
        decision = self.pending()
        forms = [super().prompt_text()]
        if decision is not None and decision.is_chance and decision.subject is not None:
            noun = card_draws.deck_noun(self.game, decision)
            name = short(self.game.state.seats[decision.subject].politician)
            if decision.subject in self.automated.seats and card_draws.is_secret(self.game, decision):
                # the instruction stands above (table_view.announce_lines)
                held = " held" if card_draws.held_from_position(self.game, decision) else ""
                forms = [f"Clockwork {name}'s {noun}{held}, typed unseen > ", f"{name}'s {noun}{held}, typed unseen > "]
            elif may_leave_unknown(self.game, self.seating, decision):
                forms = [
                    f"Which {noun} did {name} draw? (Enter: face down) > ",
                    f"{name}'s {noun} (Enter: face down) > ",
                ]
        if decision is not None and decision.is_chance:
            forms.append(f"Which {card_draws.deck_noun(self.game, decision)}? > ")
        elif decision is not None:
            forms.append(f"{short(self.game.state.seats[decision.owner].politician)} \u00b7 {decision.kind}> ")
        if self.console.width >= 100:
            return forms[0]
        return next((form for form in forms if len(form) <= PROMPT_ROOM), forms[-1])

    def announce(self) -> bool:
        """As in `play`, then what Enter does here and how to play a card held face down."""
        decision = self.pending()
        if decision is not None and not decision.is_chance:
            self.decider_is(decision.owner)  # a new seat deciding does not redraw the board
        if not super().announce() or decision is None:
            return False
        if not decision.is_chance:
            if decision.kind in ROUTINE:
                self.console.print(f"  [dim]Enter: {escape(ROUTINE[decision.kind])}[/dim]")
            elif spent(self.game, decision):
                self.console.print("  [dim]Enter: end (no cube left)[/dim]")
            supporters = face_down_supporters(self.game, decision.owner)
            if supporters and decision.kind in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT):
                verb = "play" if decision.kind is DecisionKind.ACTION else "discard"
                table_view.print_hanging(
                    self.console,
                    f"  [yellow]{counted(len(supporters), 'Supporter')} held face down: to "
                    f"{verb} one, type {verb} NAME ... (naming it shows it to the table)[/yellow]",
                )
            whole = self.game.pending
            decks = face_down_bills(self.game, whole) if whole is not None else {}
            if len(decks) > 1:
                table_view.print_hanging(
                    self.console,
                    "  [yellow]Face-down bills of two decks: type "
                    + " or ".join(str(FaceDown(d)) for d in decks)
                    + " (or the bill's name)[/yellow]",
                )
            elif (
                whole is not None
                and decision.kind in (DecisionKind.PROPOSE_BILL, DecisionKind.KEEP_SUPPORTER)
                and face_down_choice(self.game, whole)
            ):
                table_view.print_hanging(
                    self.console,
                    "  [yellow]Enter: a card drawn face down (the table names it when it is shown)[/yellow]",
                )
            if decision.kind is DecisionKind.PROPOSE_BILL:
                table_view.print_hanging(
                    self.console, f"  [dim]{escape(still_to_propose(self.game, decision.owner))}[/dim]"
                )
        return True

    def show_choices(self, prefix: str) -> None:
        """`?` as in `play`; where the seat holds Supporters drawn face down, `? play` says how
        to play one and what it can be, and `? play NAME` lists that Supporter's choices as if
        it were the one drawn (nothing is named: only the line typed to play it names it)."""
        decision = self.game.pending
        mine = (
            face_down_supporters(self.game, decision.owner)
            if decision is not None and self.pending() is not None and not decision.is_chance
            else []
        )
        typed = words(prefix)
        verb = next((v for v in ("play", "discard") if typed and v.startswith(typed[0])), None)
        if (
            not mine
            or decision is None
            or decision.kind not in (DecisionKind.ACTION, DecisionKind.HOLD_LIMIT)
            or verb is None
        ):
            super().show_choices(prefix)
            if mine and not typed and decision is not None:
                self.face_down_hint(decision, mine, "play" if decision.kind is DecisionKind.ACTION else "discard")
            return
        verb = verb or ("play" if decision.kind is DecisionKind.ACTION else "discard")
        possible = sorted(
            {n for card in mine for n in unknown.candidates(self.game, card)} | held_unseen(self.game, "supporters")
        )
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
            self.error(
                f"{len(found)} Supporters it can be start so: " + ", ".join(found[:6])
                if found
                else f"no Supporter it can be starts so (? {verb} lists them)"
            )
            return
        name = found[0]
        card = next((c for c in mine if name in unknown.candidates(self.game, c)), None)
        if card is None:  # typed unseen for another hand: played, it is taken for an entry mistake
            self.console.print(
                f"  By the cards typed so far {escape(name)} is held elsewhere: {verb} it and type it "
                "again if it is this card."
            )
            return
        twin = name_card(self.game, card, name)
        pending = twin.pending
        assert pending is not None
        spelled = [verb, *words(name)]
        listed = [
            c
            for c in shown_decision(twin, pending).choices
            if words(str(c))[: len(spelled)] == spelled
            and starts_with_words(words(str(c))[len(spelled) :], rest[size:])
        ]
        if not listed:
            self.error(f"{name} gives no choice to {verb} now")
            return
        choices_list.render_choices(
            self.console,
            listed,
            lambda c: describe(twin, decision.owner, pending, c),
            f"{name}, if it is the Supporter drawn face down ({counted(len(listed), 'choice')}; "
            "typing one shows it to the table)",
            narrow=False,
        )

    def face_down_hint(
        self, decision: Decision, mine: "list[unknown.UnknownCard]", verb: str, possible: int = 0
    ) -> None:
        """How to play (or discard) a Supporter held face down, and where to read what it would do."""
        can_be = f"; it can be any of these {possible}:" if possible else f" (? {verb}: what it can be)"
        table_view.print_hanging(
            self.console,
            f"  [yellow]{counted(len(mine), 'Supporter')} held face down: {verb} NAME "
            f"... names one (the table sees it); ? {verb} NAME lists what it would "
            f"do{can_be}[/yellow]",
        )

    def describe_choice(self, choice: Choice) -> str:
        if isinstance(choice, FaceDown):
            return f"the {deck_title(choice.deck)} bill drawn face down (named when the proposals are turned up)"
        return super().describe_choice(choice)

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
        self.print_odds_line()  # wrapped under its words, as after a move

    def full_board_fits(self) -> bool:
        if self.console.width < 100:
            return False
        written = io.StringIO()
        table_view.render_board(
            Console(file=written, width=self.console.width, highlight=False), self.game, self.automated.seats
        )
        return (
            len(written.getvalue().splitlines()) + compact_board.spare_lines(self.console.height) <= self.console.height
        )

    def odds_now(self) -> str:
        """The odds line, and where a face-down card could change it, a word saying so (on
        the board and after each move alike, so a redrawn board does not bring it twice)."""
        return table_odds.odds_line(
            self.game, self.console.width, (unknown_note(self.game), unknown_note_short(self.game))
        )

    def show_record(
        self, record: "LogRecord", round_: int, who: str, draw: "card_draws.DrawContext | None" = None
    ) -> None:
        """As in `play`, a card not named yet left unnamed: its stand-in is never shown."""
        hidden = carried(self.game)
        named = names_card(record.choice)
        if named in hidden:  # a face-down card not named yet (its naming put off): its stand-in is never shown
            field = "bill" if getattr(record.choice, "bill", None) == named else "card"
            # a bill's back shows its deck (its stand-in is a bill of the same deck)
            what = f"a {bill_deck(self.game, named)} bill" if field == "bill" else "a card"
            unnamed = dataclasses.replace(record.choice, **{field: face_down(what)})  # type: ignore[arg-type]
            record = dataclasses.replace(record, choice=unnamed)
        if hidden and any(name in hidden for effect in record.happened for name in named_cards(effect)):
            masked = tuple(
                CardNotNamedYet() if hidden.intersection(named_cards(effect)) else effect for effect in record.happened
            )
            record = dataclasses.replace(record, happened=masked)
        super().show_record(record, round_, who, draw)

    def show_log(self, rest: str) -> None:
        scrubbed(self.game, self.console, lambda console: self.write_log(console, rest))
        if rest.strip():
            return  # `log N` keeps to the screen: the cards named are listed with the whole log
        secret = table_commentary.held_cards(
            self.game
        )  # named unseen (a proposal by its name): not told before it is shown
        named = [c for c in unknown.cards(self.game) if c.named and unknown.stand_in(self.game, c) not in secret]
        for card in named:
            whose = self.game.state.seats[card.seat].politician if card.seat is not None else "the table"
            table_view.print_hanging(
                self.console,
                f"  named when shown: {escape(whose)}'s {escape(card.deck)} card drawn face down "
                f"(round {self.game.log[card.ply].round}) is "
                f"[bold]{escape(unknown.stand_in(self.game, card))}[/bold]",
            )


def scrubbed(game: "Game", screen: Console, show: Show) -> None:
    """Run `show` on a console like `screen` and print what it printed with every card still
    in a hand left unnamed (a Clockwork reason may name the Supporters it holds)."""
    buffer = io.StringIO()
    show(
        Console(
            file=buffer,
            width=screen.width,
            height=screen.height,
            highlight=False,
            color_system=_colours(screen.color_system),
            force_terminal=screen.is_terminal,
        )
    )
    text = buffer.getvalue()
    for card in sorted(table_commentary.held_cards(game), key=len, reverse=True):
        text = text.replace(card, "a card in hand")
    screen.file.write(text)
    screen.file.flush()


def scrubbed_through(in_play: "InPlay", screen: Console) -> "Callable[[Show], None]":
    """How the table prints `why`: scrubbed (`scrubbed`) on `screen`."""
    return lambda show: scrubbed(in_play.game, screen, show)


ColourSystem = Literal["standard", "256", "truecolor", "windows"]  # what rich's Console takes
COLOUR_SYSTEMS: tuple[ColourSystem, ...] = ("standard", "256", "truecolor", "windows")


def _colours(name: str | None) -> ColourSystem | None:
    """A Console's colour system by the name another Console reports (None: no colour)."""
    return next((system for system in COLOUR_SYSTEMS if system == name), None)


def bill_deck(game: "Game", name: str) -> str:
    """The deck a bill's back shows (Liberal, Conservative, Cross-Party); "face-down" for a
    name no bill has."""
    try:
        return game.components.bill(name).deck.title
    except KeyError:
        return "face-down"
