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

This module imports prompt_toolkit: only the interactive commands import it.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterator

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import WordCompleter
from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from clockwork.players import Player
from companion import advise, commentary, compact_board, render, scenario_view, table_view
from companion.commands import COMMANDS
from companion.completion import ChoiceCompleter, find_card, parse, word_prefix_matches
from companion.corrections import set_lines
from companion.describe import describe, describe_card, game_ending
from companion.echo import said
from companion.saves import OPTIONS_KEY, SaveStore, SaveStoreError
from companion.seats import SeatError, parse_party, seat_of_party
from engine import TABLE, Answer, Choice, Correct, Decision, EndTurn, IllegalChoice, InvalidChoice, Party, Reveal

if TYPE_CHECKING:
    from pathlib import Path

    from engine import Game, LogRecord


@contextmanager
def interrupts_deferred() -> Iterator[list[int]]:
    """While the automated seats play, Ctrl-C is noted instead of breaking a choice in half."""
    caught: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield caught
        return
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    try:
        yield caught
    finally:
        signal.signal(signal.SIGINT, previous)


@dataclass(frozen=True)
class Seating:
    """Who answers which decision: the one thing `play` and `assist` do differently.

    - `people`: the seats whose decisions are typed at the prompt; every other seat is
      answered by its automated player.
    - `draws_typed`: every card draw is typed by a person at a physical table (assist);
      otherwise the seeded dealer deals it (play).
    - `viewer`: whose eyes the screen is. In `play` the person's seat (other hands stay
      hidden); at a table None: the shared screen shows nobody's hand.
    """

    people: frozenset[int]
    draws_typed: bool = False
    viewer: int | None = None

    @classmethod
    def solo(cls, seat: int) -> "Seating":
        """`play`: one person at `seat`, the dealer draws."""
        return cls(frozenset({seat}), draws_typed=False, viewer=seat)

    @classmethod
    def table(cls, people: "frozenset[int] | set[int] | list[int]") -> "Seating":
        """`assist`: people type their seats' choices and every card drawn."""
        return cls(frozenset(people), draws_typed=True, viewer=None)

    @property
    def at_table(self) -> bool:
        return self.draws_typed

    def typed(self, decision: Decision) -> bool:
        """Is this decision typed at the prompt (rather than dealt or decided by a player)?"""
        return self.draws_typed if decision.is_chance else decision.owner in self.people


class Session:
    """The prompt over one game: a person against automated seats (`play`), or the
    people at a physical table with any Clockwork seats (`assist`)."""

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
        self.game = game
        self.seating = seating if isinstance(seating, Seating) else Seating.solo(seating)
        self.human = self.seating.viewer  # whose hand the screen may show (None at a table)
        self.players = players
        self.console = console
        self.err = err_console or console
        self.store = store
        self.game_id = game_id
        self.autoplay = autoplay
        self.banner = banner or []
        self.rebuild_players = rebuild_players  # after an undo at a table: players as they were then
        self.words = COMMANDS.words(self.seating.at_table)
        self._announced = -1  # log length at which the pending decision was last announced
        self._board_due = True
        self._board_at: tuple[int, object] = (0, None)  # round and phase of the last board shown
        self._descriptions: dict[tuple[int, str], str] = {}
        self._odds_shown = ""  # the last odds line shown at a table
        self._decider: int | None = None  # the seat whose decision was last announced at a table
        self.verbosity = verbosity
        self._confirming: Choice | None = None  # a choice that ends the game, awaiting a yes
        self._told = len(game.log)  # the log entries the commentary has told so far
        self._advice_column = False  # `advise on`: `?` shows each choice's chance of winning
        self.unsaved: str | None = None  # why the last autosave failed, until a save succeeds
        self.saved_as: str = game_id  # what `resume` takes to continue from the last save made
        self._quit_warned = False
        self.autosave_failed = False  # the last autosave failed (said once, until one succeeds)

    # --- the loop ---------------------------------------------------------------------

    def run(self) -> int:
        for line in self.banner:
            self.console.print(line)
        if self.game.over:
            render.render_end(self.console, self.game, self.human)
            return 0
        self.play_others()
        if self.autoplay is not None or self.game.over:
            return self.finish()
        session: PromptSession[str] = PromptSession(
            completer=ChoiceCompleter(self._pending, self._describe, self.words,
                                      arguments=lambda text: set_lines(self.game, text)),
            complete_while_typing=True,
            bottom_toolbar=self._toolbar,
        )
        while True:
            if self.game.over:
                return self.finish()
            self.announce()
            secret = self._secret_input()
            try:
                # a card only one player may see is typed unseen, without a menu of matches
                text = session.prompt(self.prompt_text(), is_password=secret, complete_while_typing=not secret)
            except KeyboardInterrupt:
                self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
                continue
            except EOFError:
                if self.leave():
                    return 0
                continue
            if self.handle(text) == "quit":
                return 0

    def handle(self, text: str) -> str | None:
        """Carry out one line the person typed: a session word (`companion.commands`) or a choice."""
        text = text.strip()
        if self._confirming is not None:
            return self._confirmed(text)
        if not text:
            usual = self._usual()
            if usual is not None:  # a routine question: Enter takes the usual answer
                self.choose(str(usual))
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

    def finish(self) -> int:
        try:
            self.store.finish(self.game, self.game_id)
        except SaveStoreError as exc:
            self.error(str(exc))
        render.render_end(self.console, self.game, self.human)
        return 0

    # --- the game moves on ------------------------------------------------------------

    def _pending(self) -> Decision | None:
        """The pending decision when it is typed at the prompt."""
        decision = self.game.pending
        if decision is None or not self.seating.typed(decision):
            return None
        return decision

    def _automated(self) -> frozenset[int]:
        return frozenset(seat for seat in self.players if seat not in self.seating.people)

    def _secret_input(self) -> bool:
        decision = self._pending()
        return self.seating.at_table and decision is not None and table_view.is_secret(self.game, decision)

    def choose(self, text: str) -> None:
        decision = self._pending()
        if decision is None:
            self.error("nothing to decide: the game is over")
            return
        choice: Choice
        try:
            if decision.is_chance:
                choice = find_card(decision, text, table_view.deck_cards(self.game, decision),
                                   table_view.deck_noun(self.game, decision), echo=not self._secret_input(),
                                   elsewhere=table_view.other_decks(self.game, decision))
            else:
                choice = parse(decision, text)
                if self._asks_confirmation(decision, choice):
                    return
            self.apply(choice)
        except (InvalidChoice, IllegalChoice) as exc:
            self.error(str(exc))
            return
        if self.seating.at_table and isinstance(choice, EndTurn):
            self._board_due = True
        self.play_others()  # autosaves once the other seats have answered

    def _usual(self) -> Choice | None:
        """The usual answer to a routine question that comes every round, taken by Enter."""
        decision = self._pending()
        if decision is None or self.seating.at_table:
            return None
        return usual_answer(decision)

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
            self._announced = -1
            return
        try:
            self.apply(choice)
        except (InvalidChoice, IllegalChoice) as exc:
            self.error(str(exc))
            return
        self.play_others()

    def show_briefing(self) -> None:
        self.console.print(f"[bold]{escape(scenario_view.title(self.game))}[/bold]")
        for line in scenario_view.briefing(self.game):
            self.console.print(Padding(Text(line), (0, 0, 0, 2)))  # wrapped lines keep the indent

    def play_others(self) -> None:
        """Deal every card and let every automated seat decide, up to the next typed decision."""
        with interrupts_deferred() as caught:
            while not self.game.over:
                decision = self.game.pending
                assert decision is not None
                if self.seating.typed(decision) and (self.autoplay is None or decision.is_chance):
                    break
                if decision.is_chance:
                    record = self.apply(self.game.deal())
                else:
                    record = self.apply(*self._decide_for(decision))
                if self.seating.at_table and record.owner != TABLE and isinstance(record.choice, EndTurn):
                    self._board_due = True  # at a table the board is shown again as turns change hands
        self.comment()
        if caught:
            self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
        self.autosave()

    def comment(self) -> None:
        """In `play`: tell the moves made since the person last typed, at the verbosity chosen
        (at a table each move is shown as it is made)."""
        if self.seating.at_table:
            return
        for line in commentary.lines(self.game, self.game.log[self._told:], self.human, self.verbosity):
            if self.verbosity == "chatty":
                self.console.print(line)
            else:  # one line each, cut to the screen's width: `why` and `log` have it all
                self.console.print(line, no_wrap=True, overflow="ellipsis", crop=True)
        self._told = len(self.game.log)

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        """Apply a choice and show it with the round and the mat it was made in."""
        state = self.game.state
        decision = self.game.pending
        owner = decision.owner if decision else TABLE
        made_in = (state.round, render.who(self.game, owner) if owner != TABLE else "")
        draw = None
        if self.seating.at_table and decision is not None and decision.is_chance:
            draw = table_view.draw_context(self.game, decision)  # read before the card changes hands
        record = self.game.apply(choice, reason=reason)
        if self.seating.at_table:
            self.show_record(record, *made_in, draw=draw)
        return record

    def _decide_for(self, decision: Decision) -> tuple[Choice, str]:
        """An automated seat's choice. A player that fails does not end the game: the
        decision's first legal choice stands in, and the failure is shown."""
        player = self.autoplay if decision.owner == self.human and self.autoplay is not None else self.players[decision.owner]
        assert player is not None
        try:
            choice, reason = player.decide(self.game.view(decision.owner), decision)
            if choice in decision.choices:
                return choice, reason
            problem = f"it chose {choice}, which is not legal here"
        except Exception as exc:  # noqa: BLE001 - a bug in a bot must not cost the person their game
            problem = f"{type(exc).__name__}: {exc}"
        fallback = decision.choices[0]
        self.error(f"the automated player at seat {decision.owner + 1} failed on '{decision.kind}' ({problem}); "
                   f"{fallback} is played instead")
        return fallback, f"stand-in after a failure: {problem}"

    def after_correction(self) -> None:
        """A marker was set by hand: the decision is posed afresh (and may now be another's)."""
        self._announced = -1
        self._descriptions.clear()
        self.play_others()  # autosaves

    def autosave(self) -> None:
        """Save after every choice. A failure is said at once (and once), the game goes on,
        and `save PATH.json` offers another place; `quit` then warns before leaving."""
        if self.game.over:
            return
        try:
            self.store.autosave(self.game, self.game_id)
        except SaveStoreError as exc:
            if not self.autosave_failed:
                self.error(f"autosave failed, the game is not being saved: {exc}. Play on, and keep it elsewhere "
                           f"with: save PATH.json (for example save ~/{self.game_id}.json)")
            self.unsaved = "autosave failed"
            self.autosave_failed = True
            self._quit_warned = False
            return
        self.unsaved = None
        self.autosave_failed = False
        self.saved_as = self.game_id

    # --- what the person sees -----------------------------------------------------------

    def show_record(self, record: "LogRecord", round_: int, who: str, draw: "table_view.DrawContext | None" = None) -> None:
        """At a table: each move as it is made, with the odds when they move."""
        automated = record.owner in self._automated()
        self.console.print(table_view.record_text(self.game, record, round_, who, draw, automated=automated))
        self.show_odds_if_changed()

    def show_odds_if_changed(self) -> None:
        """At a table the odds follow every change: a line whenever they move."""
        if self.game.over:
            return
        line = table_view.odds_line(self.game)
        if line != self._odds_shown:
            self._odds_shown = line
            self.console.print(line)

    def show_odds(self) -> None:
        render.render_odds(self.console, self.game)

    def show_board(self, rest: str = "") -> None:
        """The board: `board full` or `board compact` to choose, else whichever fits the screen."""
        if rest and rest.lower() not in ("full", "compact"):
            self.error(f"board takes nothing, full or compact, not {said(rest)}")
            return
        if self.seating.at_table:
            table_view.render_board(self.console, self.game, self._automated())
            self._odds_shown = table_view.odds_line(self.game)  # the board has just shown them
        else:
            compact_board.render_board(self.console, self.game, self.human, rest.lower())

    def announce(self) -> None:
        """Show the board after others have moved, then the decision to be typed."""
        decision = self._pending()
        if decision is None or self._announced == len(self.game.log):
            return
        where = (self.game.state.round, self.game.state.phase)
        if self.seating.at_table and not decision.is_chance and decision.owner != self._decider:
            self._board_due = True  # another seat's turn to decide
            self._decider = decision.owner
        if self._board_due or where != self._board_at:
            self.show_board()
            self._board_due = False
            self._board_at = where
        self._announced = len(self.game.log)
        if self.seating.at_table:
            for line in table_view.announce_lines(self.game, decision, self._automated()):
                self.console.print(line)
            return
        prompt = decision.prompt or decision.kind
        self.console.print(f"[bold]{escape(prompt)}[/bold]")
        usual = usual_answer(decision)
        if usual is not None:
            self.console.print(f"  Enter: {escape(str(usual))} (the usual answer)")
        if len(decision.choices) <= 6:
            self.console.print(choices_line(decision, self.console.width), no_wrap=True, overflow="ellipsis",
                               crop=True, markup=False)
        else:
            self.console.print(f"  {len(decision.choices)} choices: type ? to list them with what each would do")

    def prompt_text(self) -> str:
        decision = self._pending()
        if self.seating.at_table:
            if decision is None:
                return "game over> "
            if decision.is_chance:
                return table_view.draw_question(self.game, decision) + " > "
            return f"{render.who(self.game, decision.owner)} \u00b7 {decision.kind}> "
        kind = decision.kind if decision else "game over"
        assert self.human is not None
        me = self.game.state.seats[self.human]
        # on a narrow screen the mat is left to the board, so a choice typed fits the line
        who = me.politician if self.console.width < 100 else render.who(self.game, self.human)
        return f"{who} \u00b7 {kind}> "

    def _toolbar(self) -> str:
        game = self.game
        if self.seating.at_table:
            return table_view.toolbar(game)
        assert self.human is not None
        me = game.state.seats[self.human]
        return (f" Round {game.state.round} \u00b7 {render.PHASES[game.state.phase]} \u00b7 you: {me.vp} VP, "
                f"Standing {me.standing}, Favour {me.favour}, {me.cubes} cube(s) \u00b7 ? choices \u00b7 help")

    def _describe(self, choice: Choice) -> str:
        key = (len(self.game.log), str(choice))
        if key not in self._descriptions:
            decision = self.game.pending
            assert decision is not None
            if decision.is_chance:
                self._descriptions[key] = describe_card(self.game, decision, choice)
            else:
                self._descriptions[key] = describe(self.game, decision.owner, decision, choice)
        return self._descriptions[key]

    def show_choices(self, prefix: str) -> None:
        decision = self._pending()
        if decision is None:
            self.error("nothing to decide right now")
            return
        if decision.is_chance:
            from companion.completion import card_matches

            choices: list[Choice] = [Reveal(name) for name in card_matches(decision, prefix)]
        else:
            choices = word_prefix_matches(decision.choices, prefix) if prefix else list(decision.choices)
        if not choices:
            self.error(f"no legal choice starts with {said(prefix)}")
            return
        title = f"{decision.prompt or decision.kind} ({len(choices)} choices)"
        if decision.is_chance:
            title = f"{table_view.draw_question(self.game, decision)} ({len(choices)} cards can come up)"
        describe = self._describe
        if self._advice_column and not decision.is_chance and len(decision.choices) > 1:
            wins = advise.win_column(advise.run(self.console, self.game, decision.owner, decision, "quick", self.game.seed))

            def describe(choice: Choice) -> str:
                chance = wins.get(str(choice))
                return f"win {chance}: {self._describe(choice)}" if chance else self._describe(choice)
        render.render_choices(self.console, choices, describe, title)

    def advise(self, rest: str) -> None:
        """`advise`: each choice's chance of winning (companion/advise.py)."""
        try:
            action, setting = advise.parse(rest)
        except ValueError as exc:
            self.error(str(exc))
            return
        if action == "column":
            self._advice_column = setting == "on"
            self.console.print(f"The win column in ? is {setting}" + (" (quick advice on each listing)." if setting == "on" else "."))
            return
        decision = self._pending()
        if decision is None or decision.is_chance:
            self.error("nothing to advise on: advice is for a choice typed at the prompt, not a card drawn")
            return
        assert setting is not None
        result = advise.run(self.console, self.game, decision.owner, decision, setting, self.game.seed)
        advise.render(self.console, self.game, result)

    def why(self, rest: str = "") -> None:
        """The reason for the last Clockwork move, or for move N of the log (`why N`)."""
        log = self.game.log
        viewer = render.NOBODY if self.seating.at_table else self.human
        if rest:
            number = rest.lstrip("#")
            if not number.isdigit() or not 1 <= int(number) <= len(log):
                self.error(f"why takes a move number from 1 to {len(log)} (the #N of the commentary or log), not {said(rest)}")
                return
            record = log[int(number) - 1]
            if record.owner == TABLE:
                self.error(f"move #{number} is a card the table dealt: it has no reason")
                return
            self.console.print(escape(commentary.reason_text(self.game, record, viewer)))
            return
        for record in reversed(log):
            if record.owner != TABLE and record.owner not in self.seating.people:
                self.console.print(escape(commentary.reason_text(self.game, record, viewer)))
                return
        self.error("no automated politician has made a choice yet")

    def show_log(self, rest: str) -> None:
        last = None
        if rest:
            if not rest.isdigit() or len(rest) > 6:
                self.error(f"log takes a number of entries, not {said(rest)} (e.g. log 20)")
                return
            last = int(rest)
        # the shared screen at a table shows the log as everyone may see it: no hidden card
        viewer = render.NOBODY if self.seating.at_table else self.human
        render.render_log(self.console, self.game, viewer, last)

    def show_hand(self, rest: str) -> None:
        """At a table: one seat's cards, for that player's eyes."""
        try:
            seat = table_view.find_seat(self.game, rest)
        except SeatError as exc:
            self.error(str(exc))
            return
        table_view.render_hand(self.console, self.game, seat)

    def help(self) -> None:
        self.console.print("Type a choice (unique beginnings of its words are enough, Tab completes), or:")
        words = Table.grid(padding=(0, 1))
        words.add_column(style="bold", no_wrap=True)
        words.add_column()  # wraps under itself, beside the words
        for command in COMMANDS.listed(self.seating.at_table):
            also = f" (also {', '.join(command.aliases)})" if command.aliases else ""
            words.add_row(Text(command.syntax), Text(command.meaning(self.seating.at_table) + also))
        self.console.print(Padding(words, (0, 0, 0, 2)))
        self.console.print("  Ctrl-C never leaves the game; Ctrl-D offers to save and quit.")

    def set_verbosity(self, rest: str) -> None:
        """`verbosity quiet|normal|chatty`: how much the commentary says; alone, what it is now."""
        word = rest.lower()
        if not word:
            self.console.print(f"Verbosity: {self.verbosity} (verbosity quiet, normal or chatty changes it)")
            return
        found = [v for v in commentary.VERBOSITIES if v.startswith(word)]
        if len(found) != 1:
            self.error(f"verbosity takes quiet, normal or chatty, not {said(rest)}")
            return
        self.verbosity = found[0]
        kept = self.game.setup.options.get(OPTIONS_KEY)
        if isinstance(kept, dict):
            kept["verbosity"] = self.verbosity  # resume keeps it (the engine carries options untouched)
            self.autosave()
        self.console.print(f"Verbosity: {self.verbosity}")

    def quit(self) -> bool:
        """`quit`: leave, saying truly whether the game is saved. When the autosave has
        failed, the first `quit` says so and stays (False); a second one leaves."""
        if self.unsaved and not self._quit_warned:
            self._quit_warned = True
            self.error(f"the game is not saved ({self.unsaved}): type save PATH.json to keep it elsewhere, "
                       "or quit again to leave without saving")
            return False
        if self.unsaved:
            self.console.print("Left the game without saving it.")
        else:
            self.console.print(f"Left the game; it is saved. Continue it with: prime-minister resume {escape(self.saved_as)}")
        return True

    def error(self, message: str) -> None:
        self.err.print(f"[red]Error:[/red] {escape(message)}", soft_wrap=True)

    # --- undo, save, leave ----------------------------------------------------------------

    def undo(self, rest: str = "") -> None:
        """`undo [N]`: take back the last N lines typed (default 1), and whatever the
        automated seats did after them.

        In `play` never once a card has been revealed since (1.4). At a table the cards are
        typed too: taking one back corrects a mistyped card (the card drawn stays drawn)."""
        if rest and (not rest.isdigit() or len(rest) > 4 or int(rest) < 1):
            self.error(f"undo takes how many of your choices to take back, not {rest!r} (e.g. undo 3)")
            return
        count = int(rest) if rest else 1
        if self.seating.at_table:
            for _ in range(count):
                if not self._undo_at_table():
                    return
            return
        from engine import UndoError, undo

        log = self.game.log
        mine = [r.ply for r in log if r.owner == self.human or isinstance(r.choice, Correct)]  # and `set` corrections
        if not mine:
            self.error("nothing to undo: you have not made a choice yet")
            return
        if count > len(mine):
            self.error(f"cannot undo {count} choices: you have made {len(mine)}")
            return
        target = mine[-count]
        drawn = next((r for r in log[target + 1:] if isinstance(r.choice, Reveal)), None)
        if drawn is not None:
            last = max(r.ply for r in log if isinstance(r.choice, Reveal))
            reachable = sum(1 for ply in mine if ply > last)
            what = f"{log[target].choice}" if count == 1 else f"{count} choices (back to {log[target].choice})"
            self.error(f"cannot undo {what}: a card has been revealed since "
                       f"({render.record_text(self.game, drawn, self.human)}); rule 1.4 lets a choice be taken back "
                       "only until a card is drawn and seen" + (f"; undo {reachable} is possible" if reachable else ""))
            return
        game = self.game
        try:
            while len(game.log) > target:
                game = undo(game, len(game.log) - target)
        except UndoError as exc:
            self.error(f"cannot undo: {exc}")
            return
        taken_back = [log[ply].choice for ply in mine[-count:]]
        others = len(log) - target - count
        self.game = game
        self._told = len(game.log)
        self._board_due = True
        self._announced = -1
        self._descriptions.clear()
        self.console.print("Undone: " + ", ".join(f"[bold]{escape(str(c))}[/bold]" for c in taken_back) +
                           (f" and {others} later choice(s) of the other seats" if others else ""))
        self.autosave()

    def _undo_at_table(self) -> bool:
        from engine import replay

        log = self.game.log
        typed = [r.ply for r in log if r.owner == TABLE or r.owner in self.seating.people]
        if not typed:
            self.error("nothing to undo: nothing has been typed yet")
            return False
        target = typed[-1]
        game = replay(self.game.setup, self.game.seed, [(r.choice, r.reason) for r in log[:target]], self.game.components)
        record = log[target]
        later = [r for r in log[target + 1:] if r.owner != TABLE]
        self.game = game
        if self.rebuild_players is not None:
            self.players = self.rebuild_players(game)  # each Clockwork deck as it stood then
        self._announced = -1
        self._board_due = True
        self._descriptions.clear()
        if isinstance(record.choice, Reveal):
            self.console.print(f"Undone: the card typed ([bold]{escape(record.choice.card)}[/bold]); "
                               "type the card actually drawn")
        else:
            self.console.print(f"Undone: {escape(render.who(game, record.owner))}: [bold]{escape(str(record.choice))}[/bold]")
        if later:
            moves = "; ".join(f"{render.who(game, r.owner)}: {r.choice}" for r in later)
            self.console.print(f"  Take back on the board what the Clockwork did after it: {escape(moves)}")
        self.autosave()
        return True

    def save(self, name: str) -> None:
        if not name:
            self.error("save needs a name: save NAME (letters, digits, '.', '_' or '-'), or save PATH.json")
            return
        try:
            path = self.store.save_named(self.game, name, self.game_id)
        except SaveStoreError as exc:
            self.error(str(exc))
            return
        self._saved(path)
        self.console.print(f"Saved as {escape(path.stem)} ({escape(str(path))}); continue it with: "
                           f"prime-minister resume {escape(self.saved_as)}")

    def _saved(self, path: "Path") -> None:
        """A named save succeeded: it is what `resume` continues until the next autosave."""
        self.saved_as = path.stem if path.parent == self.store.saves_dir else str(path)
        self.unsaved = None

    def leave(self) -> bool:
        """Ctrl-D: offer to save under a name, then quit. False: back to the game."""
        if self.unsaved:
            self.console.print(f"The game is NOT saved ({self.unsaved}): type a path ending in .json to keep it elsewhere.")
        elif not self.autosave_failed:
            self.console.print(f"The game is autosaved ({escape(str(self.store.autosave_path(self.game_id)))}).")
        else:
            self.console.print(f"The game is saved as {escape(self.saved_as)}.")
        question: PromptSession[str] = PromptSession()  # no toolbar, no choices to complete
        while True:
            try:
                name = question.prompt("Save it under a name too? Type a name, or Enter to quit (Ctrl-C: back to the game): ")
            except KeyboardInterrupt:
                return False
            except EOFError:
                name = ""
            name = name.strip()
            if not name:
                if self.unsaved:
                    self.console.print("Left the game without saving it.")
                else:
                    self.console.print(f"Left the game. Continue it with: prime-minister resume {escape(self.saved_as)}")
                return True
            try:
                path = self.store.save_named(self.game, name, self.game_id)
            except SaveStoreError as exc:
                self.error(str(exc))
                continue
            self._saved(path)
            self.console.print(f"Saved as {escape(path.stem)}. Continue it with: prime-minister resume {escape(self.saved_as)}")
            return True


PlaySession = Session  # the name `play` has always used


# Questions that come round every round, and the answer most often given: Enter takes it.
USUAL = {"propose pact": Answer(False), "end pact": Answer(False)}


def usual_answer(decision: Decision) -> Choice | None:
    """The usual answer to a routine question (keep the Pact as it is; the Opposition's turns
    in the order first offered), or None when the question needs a real answer."""
    if decision.kind == "opposition order" and decision.choices:
        return decision.choices[0]
    usual = USUAL.get(str(decision.kind))
    return usual if usual in decision.choices else None


def choices_line(decision: Decision, width: int) -> str:
    """`  choices: a, b, c` within `width` columns: those that fit, then how many more."""
    names = [str(c) for c in decision.choices]
    line = "  choices: " + ", ".join(names)
    if len(line) <= width:
        return line
    for shown in range(len(names) - 1, 0, -1):
        line = "  choices: " + ", ".join(names[:shown]) + f" and {len(names) - shown} more (? lists them)"
        if len(line) <= width:
            return line
    return f"  {len(names)} choices: type ? to list them with what each would do"


def ask_party(console: Console, game: "Game") -> int | None:
    """Ask which party the person plays; the seat of its leader, or None on Ctrl-D. Enter
    alone takes the party in Government (its leader is the Prime Minister)."""
    offers = []
    for party in Party:
        seats = [f"{s.politician} ({s.role.title})" for s in game.state.seats if s.party is party]
        offers.append(f"[bold]{party.title}[/bold]: {', '.join(seats)}")
    usual = game.state.government
    console.print("Which party do you play?  " + "  |  ".join(offers) + f"  (Enter: {usual.value}, in Government)")
    session: PromptSession[str] = PromptSession()
    completer = WordCompleter([p.value for p in Party], ignore_case=True)
    while True:
        try:
            text = session.prompt(f"Party (liberal or conservative; Enter: {usual.value})> ", completer=completer)
        except KeyboardInterrupt:
            console.print("[dim](Ctrl-C does not stop here: type a party, press Enter for "
                          f"{usual.value}, or Ctrl-D to leave)[/dim]")
            continue
        except EOFError:
            return None
        try:
            return seat_of_party(game, parse_party(text) if text.strip() else usual)
        except SeatError as exc:
            console.print(f"[red]Error:[/red] {escape(str(exc))}")
