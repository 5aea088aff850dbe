"""The interactive session: a prompt_toolkit loop over the engine's decisions.

One `Session` serves both interactive commands; a small `Seating` says what differs:
which seats are typed at the prompt and who answers the table's card draws.

- `play`: one person's seat is typed; the automated seats answer theirs (each move printed
  with its reason) and the seeded dealer turns over every card.
- `assist`: the people at a physical table type their seats' choices and every card
  actually drawn; Clockwork seats' choices are shown as instructions to carry out on the
  board (`companion.table_view` draws what the shared screen shows).

Besides the legal choices the prompt takes the session's words (`?`, `board`, `why`, `save
NAME` ...): each is one entry in `companion.commands.COMMANDS`, which drives what it does,
`help` and completion alike. Ctrl-C
never ends the game; Ctrl-D offers to save and quit. The game is autosaved after every
choice.

This module holds the loop and how the game moves on (a typed choice, the automated seats,
the dealer). The rest is in parts the session is made of, each a class given what it needs
in its constructor and owning its own state (docs/cli.md, "The session's parts"):
`companion.seating` (who answers what; the game in play), `companion.session_screen` (what
is shown), `companion.session_commentary` (the commentary, `why`, `advise`),
`companion.session_saving` (autosave, `save`, quitting) and `companion.session_undo` (`undo`).
At a table `companion.table_session` makes some parts otherwise.

This module imports prompt_toolkit: only the interactive commands import it.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import WordCompleter
from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from clockwork.players import Player
from clockwork.reason_names import reason_names
from companion.interrupts import interrupts_deferred, uninterrupted
from companion import card_draws, commentary, game_end, render, scenario_view, toolbar
from companion.commands import COMMANDS
from companion.completion import ChoiceCompleter, find_card, parse
from companion.corrections import set_lines
from companion.describe import game_ending
from companion.saves import SaveStore
from companion.seating import AutomatedSeats, InPlay, Seating
from companion.seats import SeatError, parse_party, seat_of_party
from companion.session_commentary import Advice, Commentary, Show
from companion.session_saving import Saving
from companion.session_screen import Screen, usual_answer
from companion.session_undo import TypedLines, Undo
from companion.start import started
from house.typeahead import quiet_keys

from engine import TABLE, Choice, Decision, EndTurn, IllegalChoice, InvalidChoice, Party

if TYPE_CHECKING:
    from engine import Game, LogRecord


BANNER_ROWS = 40  # a terminal shorter than this waits for Enter after the banner (Session.read_banner)


class Session:
    """The prompt over one game: a person against automated seats (`play`), or the
    people at a physical table with any Clockwork seats (`assist`).

    Made of parts, each given what it needs: `in_play` (the game, the one holder every part
    reads it from), `automated` (the automated players), `screen`, `commentary`, `advice`,
    `saving` and `undoing`. The session itself runs the loop and moves the game on."""

    def __init__(
        self,
        game: "Game",
        seating: "Seating | int",
        players: dict[int, Player],
        console: Console,
        store: SaveStore,
        game_id: str,
        *,
        err_console: Console | None = None,
        autoplay: Player | None = None,
        banner: list[str] | None = None,
        rebuild_players: "Callable[[Game], dict[int, Player]] | None" = None,
        verbosity: str = commentary.DEFAULT,
    ) -> None:
        self.in_play = InPlay(game)
        self.seating = seating if isinstance(seating, Seating) else Seating.solo(seating)
        self.human = self.seating.viewer  # whose hand the screen may show (None at a table)
        self.automated = AutomatedSeats(players, self.seating, autoplay=autoplay, rebuild=rebuild_players)
        self.console = console
        self.err = err_console or console
        self.store = store
        self.game_id = game_id
        self.banner = banner or []
        self.words = COMMANDS.words(self.seating.at_table)
        self._confirming: Choice | None = None  # a choice that ends the game, awaiting a yes
        self._enter_hinted = -1  # the decision (by log length) at which an empty Enter was answered with a hint
        self.saving = Saving(self.in_play, store, game_id, console, self.error)
        self.commentary = Commentary(
            self.in_play,
            self.seating,
            console,
            self.error,
            self.saving.autosave,
            verbosity=verbosity,
            through=self.printed_through(),
        )
        self.advice = Advice(self.in_play, console, self.error, self.pending)
        self.screen = self.make_screen()
        self.undoing = Undo(
            self.in_play,
            self.seating,
            self.automated,
            console,
            self.error,
            screen=self.screen,
            commentary=self.commentary,
            saving=self.saving,
            lines=self.typed_lines(),
        )
        self.make_more_parts()

    # --- the parts a table session makes otherwise ---------------------------------------

    screen_class: type[Screen] = Screen  # a table's session draws the shared screen (TableScreen)

    def make_screen(self) -> Screen:
        return self.screen_class(
            self.in_play,
            self.seating,
            self.automated,
            self.console,
            self.error,
            self.pending,
            self.card_unseen,
            self.advice,
        )

    def printed_through(self) -> "Callable[[Show], None] | None":
        """How `why` prints (None: straight to the console)."""
        return None

    def typed_lines(self) -> "TypedLines | None":
        """Where each line typed began, for `undo` (None: each record is taken back alone)."""
        return None

    def make_more_parts(self) -> None:
        """The parts a table's session adds once the session's own are made (none here)."""

    @property
    def game(self) -> "Game":
        return self.in_play.game

    @game.setter
    def game(self, game: "Game") -> None:
        self.in_play.game = game

    # --- the parts' work asked of the session by its callers ------------------------------

    def announce(self) -> bool:
        return self.screen.announce()

    def prompt_text(self) -> str:
        return self.screen.prompt_text()

    def show_choices(self, prefix: str) -> None:
        self.screen.show_choices(prefix)

    def show_board(self, rest: str = "") -> None:
        self.screen.show_board(rest)

    def show_log(self, rest: str) -> None:
        self.screen.show_log(rest)

    def why(self, rest: str = "") -> None:
        self.commentary.why(rest)

    def comment(self) -> None:
        self.commentary.comment()

    # --- the loop ---------------------------------------------------------------------

    def run(self) -> int:
        started()  # start-up is over (companion.start): the game begins
        for line in self.banner:
            indent = len(line) - len(line.lstrip(" "))  # an indented line wraps under itself
            self.console.print(
                Padding(Text.from_markup(line.lstrip(" ")), (0, 0, 0, indent), expand=False) if indent else line
            )
        if self.game.over:
            game_end.render_end(self.console, self.game, self.human)
            return 0
        if not self.read_banner():
            return 0
        with self.busy():
            self.play_others()
        if self.automated.autoplay is not None or self.game.over:
            return self.finish()
        session: PromptSession[str] = PromptSession(
            completer=ChoiceCompleter(
                self.pending,
                self.screen.describe_choice,
                self.words,
                arguments=lambda text: set_lines(self.game, text),
                unseen=self.card_unseen,
            ),
            complete_while_typing=True,
            bottom_toolbar=self.screen.toolbar,
            reserve_space_for_menu=toolbar.menu_rows(
                self.console.height
            ),  # fewer on a short screen: the board stays in view
        )
        while True:
            try:
                with self.busy():
                    if self.game.over:
                        return self.finish()
                    self.screen.announce()
            except KeyboardInterrupt:  # drawing the question changes nothing: it is drawn again
                self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
                continue
            secret = self.secret_input()
            try:
                # a card only one player may see is typed unseen, without a menu of matches
                text = session.prompt(self.screen.prompt_text(), is_password=secret, complete_while_typing=not secret)
            except KeyboardInterrupt:
                self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
                continue
            except EOFError:
                if self.saving.leave():
                    return 0
                continue
            outcome = self.carry_out(text)
            if outcome == "quit":
                return 0

    def read_banner(self) -> bool:
        """On a short terminal (under `BANNER_ROWS` lines) the banner (and a scenario's
        briefing) would scroll away under the first moves and the board before anyone read
        it: wait for Enter first. False where the person leaves instead (Ctrl-D)."""
        if (
            self.automated.autoplay is not None
            or not self.banner
            or not self.console.is_terminal
            or self.console.height >= BANNER_ROWS
        ):
            return True
        question: PromptSession[str] = PromptSession()
        while True:
            try:
                question.prompt("Press Enter to begin > ")
                return True
            except KeyboardInterrupt:
                continue
            except EOFError:
                return False

    @contextmanager
    def busy(self) -> Iterator[None]:
        """Between two prompts: keys typed meanwhile are not echoed into the moves shown;
        they wait for the next prompt, which shows them on its line."""
        with quiet_keys():
            yield

    def carry_out(self, text: str) -> str | None:
        """`handle` a line typed. A Ctrl-C meanwhile does not end the program: each change to
        the game is made whole first (`uninterrupted`), the automated seats then play on to
        the next typed decision, and the person stays in the game."""
        try:
            with self.busy():
                return self.handle(text)
        except KeyboardInterrupt:
            self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
            with self.busy():
                self.play_others()  # what the line set going, played on (autosaves)
            return None

    def handle(self, text: str) -> str | None:
        """Carry out one line the person typed: a session word (`companion.commands`) or a choice."""
        text = text.strip()
        if self._confirming is not None:
            self._confirmed(text)
            return None
        if not text:
            usual = self._usual()
            if usual is not None:  # a routine question: Enter takes the usual answer
                self.choose(str(usual))
            elif self.pending() is not None:
                self.enter_takes_nothing()
            return None
        if text.startswith("?"):
            word, rest = "?", text[1:]
        else:
            word, _, rest = text.partition(" ")
        command = COMMANDS.find(word, self.seating.at_table)
        if command is None:
            self.choose(text)
            return None
        return command.run(self, rest.strip())

    def enter_takes_nothing(self) -> None:
        """Enter alone where it answers nothing: say once, at this decision, what to type."""
        if self._enter_hinted != len(self.game.log):
            self._enter_hinted = len(self.game.log)  # a second Enter stays quiet
            self.console.print(
                "  Enter alone takes no choice here: type one (Tab completes; ? lists them)", style="dim"
            )

    def finish(self) -> int:
        self.saving.finish()
        game_end.render_end(self.console, self.game, self.human)
        return 0

    # --- the game moves on ------------------------------------------------------------

    def pending(self) -> Decision | None:
        """The pending decision when it is typed at the prompt."""
        decision = self.game.pending
        if decision is None or not self.seating.typed(decision):
            return None
        return decision

    def secret_input(self) -> bool:
        decision = self.pending()
        return self.seating.at_table and decision is not None and card_draws.is_secret(self.game, decision)

    def card_unseen(self) -> bool:
        """A card typed unseen: nothing on the screen may follow what is typed (no menu of matches)."""
        decision = self.pending()
        return decision is not None and decision.is_chance and self.secret_input()

    def choose(self, text: str) -> None:
        decision = self.pending()
        if decision is None:
            self.error("nothing to decide: the game is over")
            return
        choice: Choice
        try:
            if decision.is_chance:
                choice = find_card(
                    decision,
                    text,
                    card_draws.deck_cards(self.game, decision),
                    card_draws.deck_noun(self.game, decision),
                    echo=not self.secret_input(),
                    elsewhere=card_draws.other_decks(self.game, decision),
                )
            else:
                choice = parse(decision, text)
                if self._asks_confirmation(decision, choice):
                    return
            self.apply(choice)
        except (InvalidChoice, IllegalChoice) as exc:
            self.error(str(exc))
            return
        if self.seating.at_table and isinstance(choice, EndTurn):
            self.screen.show_board_next()
        self.play_others()  # autosaves once the other seats have answered

    def _usual(self) -> Choice | None:
        """The usual answer to a routine question that comes every round, taken by Enter."""
        decision = self.pending()
        if decision is None or self.seating.at_table:
            return None
        return usual_answer(decision, self.game)

    def _asks_confirmation(self, decision: Decision, choice: Choice) -> bool:
        """A choice that would end the game is done only after a yes: say so and ask."""
        if self.seating.at_table:
            return False
        ending = game_ending(self.game, decision.owner, choice)
        if not ending:
            return False
        self._confirming = choice
        self.console.print(f"[bold red]{escape(str(choice))} {escape(ending)}.[/bold red]")
        self.console.print("Type [bold]yes[/bold] to do it; anything else keeps the game going.")
        return True

    def _confirmed(self, text: str) -> None:
        choice, self._confirming = self._confirming, None
        assert choice is not None
        if text.lower() not in ("y", "yes"):
            self.console.print(f"Not done: {escape(str(choice))}. The decision stands open.")
            self.screen.pose_again()
            return
        try:
            self.apply(choice)
        except (InvalidChoice, IllegalChoice) as exc:
            self.error(str(exc))
            return
        self.play_others()

    def play_others(self) -> None:
        """Deal every card and let every automated seat decide, up to the next typed decision."""
        with interrupts_deferred() as caught:
            while not self.game.over:
                decision = self.game.pending
                assert decision is not None
                if not self.automated.plays(decision):
                    break
                if decision.is_chance:
                    record = self.apply(self.game.deal())
                else:
                    record = self.apply(*self.automated.decide(self.game, decision, self.error))
                if self.seating.at_table and record.owner != TABLE and isinstance(record.choice, EndTurn):
                    self.screen.show_board_next()  # at a table the board is shown again as turns change hands
        self.commentary.comment()
        if caught:
            self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
        self.saving.autosave()

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        """Apply a choice and show it with the round and the mat it was made in."""
        state = self.game.state
        decision = self.game.pending
        owner = decision.owner if decision else TABLE
        made_in = (state.round, render.who(self.game, owner) if owner != TABLE else "")
        draw = None
        if self.seating.at_table and decision is not None and decision.is_chance:
            draw = card_draws.draw_context(self.game, decision)  # read before the card changes hands
        with uninterrupted():
            record = self.game.apply(choice, reason=reason, reason_names=reason_names(self.game.components, reason))
            if self.seating.at_table:
                self.screen.show_record(record, *made_in, draw=draw)
        return record

    def after_correction(self) -> None:
        """A marker was set by hand: the decision is posed afresh (and may now be another's)."""
        self.screen.pose_afresh()
        self.play_others()  # autosaves

    def error(self, message: str) -> None:
        """One line where it fits; a longer one wraps under its own words, not at column 0."""
        line = Table.grid()
        line.add_column(no_wrap=True)
        line.add_column()
        line.add_row("[red]Error:[/red] ", Text(message))
        self.err.print(line)


def ask_party(console: Console, game: "Game") -> int | None:
    """Ask which party the person plays; the seat of its leader, or None on Ctrl-D. Enter
    alone takes the party in Government (its leader is the Prime Minister)."""
    offers = []
    for party in Party:
        seats = [f"{s.politician} ({s.role.title})" for s in game.state.seats if s.party is party]
        offers.append(f"[bold]{party.title}[/bold]: {', '.join(seats)}")
    usual = game.state.government
    if game.state.scenario != "standard":  # the goal before the choice of side; the whole briefing follows it
        console.print(Text(scenario_view.title(game), style="bold"))
        console.print(Padding(Text(scenario_view.briefing(game)[0]), (0, 0, 0, 2), expand=False))
    console.print(f"Which party do you play? (Enter: {usual.value}, in Government)")
    for offer in offers:  # a line each: side by side they wrapped mid-name at 80 columns; a long one wraps under itself
        console.print(Padding(Text.from_markup(offer), (0, 0, 0, 2), expand=False))
    if len(game.state.seats) > 2:
        console.print("  You play the party's leader (play --as NAME plays another of its politicians).")
    session: PromptSession[str] = PromptSession()
    completer = WordCompleter([p.value for p in Party], ignore_case=True)
    while True:
        try:
            text = session.prompt(f"Party (liberal or conservative; Enter: {usual.value})> ", completer=completer)
        except KeyboardInterrupt:
            console.print(
                "[dim](Ctrl-C does not stop here: type a party, press Enter for "
                f"{usual.value}, or Ctrl-D to leave)[/dim]"
            )
            continue
        except EOFError:
            return None
        try:
            return seat_of_party(game, parse_party(text) if text.strip() else usual)
        except SeatError as exc:
            console.print(f"[red]Error:[/red] {escape(str(exc))}")


__all__ = ["BANNER_ROWS", "Seating", "Session", "ask_party", "interrupts_deferred"]
