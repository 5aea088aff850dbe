"""The interactive session: a prompt_toolkit loop over the engine's decisions, for `play`
and for `assist`.

- `play`: one person's party is typed; the seeded dealer deals every card, and each other
  party is decided by its automated player from that party's own view. Only public things
  are printed as the game moves on (`LogRecord.happened`), and the person's screen is drawn
  from the person's view, so no automated party's face-down choice shows before the reveal,
  and no automated party ever sees the person's (it decides from its own view).
- `assist`: everything is typed at a real table (the engine holds no hidden card): the
  constituencies dealt, each issue as it is turned over, each party's policy as it is
  revealed, the swaps, theatrics and drops. The screen is what everyone may see.

Besides the legal choices the prompt takes the session's words (`electioneer.app.words`).
Ctrl-C never ends the game; Ctrl-D leaves it, saved. The game is autosaved after every line.
What is shown is `electioneer.app.screen`'s; reasons are `electioneer.app.reasons`'.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Callable

from prompt_toolkit import PromptSession
from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.text import Text

from electioneer.app import reasons, screen
from electioneer.app.choices_list import label, narrowed
from electioneer.app.entry import read_choice
from electioneer.app.prompt import ChoiceCompleter, said
from electioneer.app.saves import SaveStore, SaveStoreError, new_document
from electioneer.app.words import WORDS
from electioneer.rules import (
    TABLE,
    Choice,
    Decision,
    DecisionKind,
    Game,
    IllegalChoice,
    InvalidChoice,
    Pass,
    Peek,
    money,
)
from house.startup import started
from house.typeahead import quiet_keys

if TYPE_CHECKING:
    from electioneer.rules import LogRecord, PartyView

Decider = Callable[["PartyView", Decision], "tuple[Choice, str]"]
PLAY, ASSIST = "play", "assist"
MENU_ROWS = 4  # rows kept below the prompt for Tab's menu: the board, a hand and the question fit 24 rows above them


class Session:
    """The prompt over one game: a person against automated parties (`play`), or the people
    at a real table (`assist`)."""

    def __init__(
        self,
        game: Game,
        mode: str,
        console: Console,
        store: SaveStore,
        game_id: str,
        *,
        human: str | None = None,
        deciders: dict[str, Decider] | None = None,
        level: str | None = None,
        err_console: Console | None = None,
        banner: list[str] | None = None,
    ) -> None:
        self.game = game
        self.mode = mode
        self.human = human if mode == PLAY else None
        self.deciders = deciders or {}
        self.level = level
        self.console = console
        self.err = err_console or console
        self.store = store
        self.game_id = game_id
        self.banner = banner or []
        self.words = WORDS.words(at_table=self.at_table)
        self._told = len(game.log)  # log records whose public lines have been printed (a resumed game's are not again)
        self._reasons = reasons.Reasons()
        self._board_week: object = None  # the (phase, week) of the last board shown
        self._announced = -1
        self._hinted = -1
        self.unsaved: str | None = None
        self.saved_as = game_id
        self.finished = False  # the result has been shown and the save filed
        self._filed = game.over  # a finished game resumed to look at: its save is filed already

    @property
    def at_table(self) -> bool:
        return self.mode == ASSIST

    def view(self) -> "PartyView":
        view: "PartyView" = self.game.view(self.human)
        return view

    # --- the loop ---------------------------------------------------------------------

    def run(self) -> int:
        started()  # start-up is over (house.startup): the game begins
        for line in self.banner:
            self.console.print(line)
        if not self.game.log:
            for line in self.game.opening:
                self.console.print(escape(line))
        with quiet_keys():
            self.play_others()
        session: PromptSession[str] = PromptSession(
            completer=ChoiceCompleter(self._narrow, label, self._describe, lambda: self.words),
            complete_while_typing=True,
            bottom_toolbar=self.toolbar,
            reserve_space_for_menu=MENU_ROWS,
        )
        while True:
            with quiet_keys():
                if self.game.over and not self.finished:
                    self.finish()
                self.announce()
            try:
                text = session.prompt(self.prompt_text())
            except KeyboardInterrupt:
                self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
                continue
            except EOFError:
                self.leave()
                return 0
            with quiet_keys():
                if self.handle(text) == "quit":
                    return 0

    def handle(self, text: str) -> str | None:
        """One line typed: a word of the session (`electioneer.app.words`) or a choice."""
        text = text.strip()
        if not text:
            self.enter()
            return None
        word, rest = ("?", text[1:]) if text.startswith("?") else (text.partition(" ")[0], text.partition(" ")[2])
        command = WORDS.find(word, self.at_table)
        if command is None:
            self.choose(text)
            return None
        return command.run(self, rest.strip())

    def enter(self) -> None:
        """Enter alone: `pass` where a theatric may be played (the usual answer), else a hint once."""
        decision = self.typed()
        if decision is not None and decision.kind is DecisionKind.THEATRIC and Pass() in decision.choices:
            self.choose("pass")
        elif decision is not None and self._hinted != len(self.game.log):
            self._hinted = len(self.game.log)
            self.console.print(
                "  Enter alone takes no choice here: type one (Tab completes; ? lists them)", style="dim"
            )

    def finish(self) -> None:
        """Election day's result; the save is filed among the finished games. The prompt stays
        for the words (`write FILE`, `board`, `manifesto` ...) until `quit`."""
        self.finished = True
        if not self._filed:
            self._filed = True
            try:
                self.saved_as = self.store.finish(self.document()).stem
            except SaveStoreError as exc:
                self.error(str(exc))
        result = self.game.result()
        self.console.print()
        self.console.print(Text("Election day: the result", style="bold"))
        if result is not None:
            for line in screen.election_lines(result):
                self.console.print(escape(line))
        self.console.print(
            "The election is over: write FILE keeps the count for electioneer seats; quit leaves.", style="dim"
        )

    # --- the game moves on ------------------------------------------------------------

    def typed(self) -> Decision | None:
        """The pending decision when it is typed at the prompt."""
        decision = self.game.pending()
        if decision is None:
            return None
        if self.at_table:
            return decision
        return decision if decision.owner == self.human else None

    def choose(self, text: str) -> None:
        decision = self.typed()
        if decision is None:
            self.error(f"{said(text)}: the election is over, nothing is left to decide (help lists the words)")
            return
        try:
            choice = read_choice(self.game, decision, text)
            self.apply(choice)
            if isinstance(choice, Peek) and self.human is not None:  # for the person's eyes: what the card showed
                seat = self.view().seat(choice.constituency)
                self.console.print(
                    f"You look at {escape(seat.name)}'s face-down issues: "
                    f"[bold]{escape(' and '.join(i or '?' for i in seat.issues))}[/bold]"
                )
        except (InvalidChoice, IllegalChoice) as exc:
            meant = difflib.get_close_matches(text.split()[0].casefold(), list(self.words), n=1, cutoff=0.7)
            if meant and decision.owner != TABLE:  # a word of the session, mistyped (`hlep`)
                self.error(f"{said(text)} is neither a choice now nor a word: did you mean {meant[0]}?")
            else:
                self.error(str(exc))
            return
        with quiet_keys():
            self.play_others()

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        record = self.game.apply(choice, reason)
        self.tell()
        return record

    def play_others(self) -> None:
        """Deal every card and let every automated party decide, up to the next typed decision."""
        while (decision := self.game.pending()) is not None and self.typed() is None:
            if decision.owner == TABLE:
                self.apply(self.game.deal())
            else:
                decide = self.deciders[decision.owner]
                choice, reason = decide(self.game.view(decision.owner), decision)
                self.apply(choice, reason)
        self.autosave()

    def tell(self) -> None:
        """Print what the records not yet told made public, each automated party's reason
        once its choice is public (`electioneer.app.reasons`)."""
        for record in self.game.log[self._told :]:
            lines = [screen_line(line) for line in record.happened]
            at_once, revealed = self._reasons.told(self.game, record, self.human) if not self.at_table else ([], [])
            for line in lines[:1]:
                self.console.print(line)
            self._print_reasons(at_once)
            for line in lines[1:]:
                self.console.print(line)
            self._print_reasons(revealed)
        self._told = len(self.game.log)

    def _print_reasons(self, told: list[tuple[str, str]]) -> None:
        for party, reason in told:  # indented, and wrapped under itself
            self.console.print(Padding(Text(f"{party}: {reason}", style="dim"), (0, 0, 0, 2), expand=False))

    # --- what is shown ----------------------------------------------------------------

    def announce(self) -> None:
        """Before a prompt: the board when the week has moved on, then the question."""
        decision = self.typed()
        if decision is None or self._announced == len(self.game.log):
            return
        self._announced = len(self.game.log)
        view = self.view()
        at = (view.phase, view.week)
        if at != self._board_week:
            self._board_week = at
            self.console.print()
            screen.board(self.console, view)
            if decision.kind in (DecisionKind.RETURN_POLICY, DecisionKind.CHOOSE_POLICY):
                screen.hand(self.console, view)
        elif decision.kind in (DecisionKind.RETURN_POLICY, DecisionKind.CHOOSE_POLICY) and not self.at_table:
            screen.hand(self.console, view)
        self.console.print(Text(decision.prompt, style="bold"))

    def prompt_text(self) -> str:
        decision = self.typed()
        if decision is None:
            return "election over> "
        who = decision.subject if decision.owner == TABLE and decision.subject else decision.owner
        return f"{who} \u00b7 {decision.kind.value}> "

    def toolbar(self) -> str:
        view = self.view()
        where = f"Week {view.week}/7" if view.phase.value == "campaign" else str(view.phase.value).capitalize()
        parts = [where]
        if self.human:
            amount = money(screen.policies(view, view.manifesto(self.human)))
            parts.append(f"{self.human} books {screen.books_words(amount)}")
        parts += ["? what to type", "Tab completes", "help"]
        return " \u00b7 ".join(parts)

    def _narrow(self, text: str) -> list[Choice]:
        """The choices that begin with `text`, for Tab (a card at a table by its name)."""
        decision = self.typed()
        if decision is None:
            return []
        return narrowed(decision, text) if text.strip() else list(decision.choices)

    def _describe(self, choice: Choice) -> str:
        decision = self.typed()
        return screen.describe(choice, self.view(), decision.owner if decision is not None else None)

    def error(self, message: str) -> None:
        self.err.print(f"[red]Error:[/red] {escape(message)}", soft_wrap=True)

    def show_choices(self, rest: str) -> None:
        from electioneer.app.choices_list import show_choices

        decision = self.typed()
        if decision is None:
            self.console.print("Nothing to choose now.")
            return
        show_choices(
            self.console, decision, self.view(), rest, [c.name for c in WORDS.listed(self.at_table) if c.name != "?"]
        )

    def show_board(self) -> None:
        screen.board(self.console, self.view(), counts=True)

    def show_hand(self) -> None:
        view = self.view()
        if not (view.hand or view.theatrics or view.face_down):
            self.console.print("Your hand is empty.")
        screen.hand(self.console, view)

    def parties_named(self, rest: str) -> list[str] | None:
        view = self.view()
        if not rest:
            return list(view.parties)
        party = rest.strip().upper()
        if party not in view.parties:
            self.error(f"{rest.strip()!r} is not a party of this game ({', '.join(view.parties)})")
            return None
        return [party]

    def show_manifestos(self, rest: str) -> None:
        named = self.parties_named(rest)
        for party in named or []:
            for line in screen.manifesto_lines(self.view(), party):
                self.console.print(escape(line), no_wrap=True, overflow="ellipsis")

    def show_needs(self, rest: str) -> None:
        named = self.parties_named(rest) if rest or self.human is None else [self.human]
        for party in named or []:
            lines = screen.needs_lines(self.view(), party)
            self.console.print(f"{party} needs, to take each seat whose issues are known:")
            for line in lines or ["  (no constituency's issues are known yet)"]:
                self.console.print(escape(line))

    def show_weeks(self) -> None:
        view = self.view()
        if not view.weeks:
            self.console.print("No week has been counted yet.")
        for number, count in enumerate(view.weeks, 1):
            self.console.print(f"Week {number}: {escape(screen.week_count(count, view))}")

    def show_why(self, rest: str) -> None:
        told = self._reasons.all_told(self.game, self.human, rest.strip().upper() or None)
        if not told:
            self.console.print("No automated party's reason is public yet (a week's choices show after the reveal).")
        for week, party, reason in told[-8:]:
            self.console.print(f"  Week {week}, {escape(party)}: {escape(reason)}")

    def show_log(self, rest: str) -> None:
        if rest and not (rest.isdigit() and len(rest) <= 4):
            self.error(f"log takes how many lines to show, not {rest[:20]!r} (for example log 40)")
            return
        lines = [line for record in self.game.log for line in record.happened]
        count = int(rest) if rest else 20
        for line in lines[-count:]:
            self.console.print(escape(line))

    def help(self, rest: str) -> None:
        if rest:
            command = WORDS.find(rest.split()[0], self.at_table)
            if command is None:
                self.error(f"{rest!r} is not a word of the session (help lists them)")
                return
            self.console.print(f"[bold]{escape(command.syntax)}[/bold]: {escape(command.meaning(self.at_table))}")
            return
        self.console.print("Type a choice (? lists them, Tab completes), or one of these words:")
        for command in WORDS.listed(self.at_table):
            self.console.print(
                f"  [bold]{escape(command.syntax)}[/bold]  {escape(command.meaning(self.at_table))}", overflow="fold"
            )

    # --- saving -----------------------------------------------------------------------

    def document(self) -> dict[str, object]:
        session = {"party": self.human, "level": self.level} if self.mode == PLAY else {}
        return new_document(self.mode, self.game_id, self.game.to_json(), **session)

    def autosave(self) -> None:
        if self.game.over:
            return
        try:
            self.store.autosave(self.document())
        except SaveStoreError as exc:
            if self.unsaved is None:
                self.error(
                    f"autosave failed, the game is not being saved: {exc}. Keep it elsewhere with: save PATH.json"
                )
            self.unsaved = "autosave failed"
            return
        self.unsaved = None
        self.saved_as = self.game_id

    def save(self, name: str) -> None:
        if not name:
            self.error("save needs a name: save NAME (letters, digits, '.', '_' or '-'), or save PATH.json")
            return
        try:
            path = self.store.save_named(self.document(), name)
        except SaveStoreError as exc:
            self.error(str(exc))
            return
        self.saved_as = path.stem if path.parent == self.store.saves_dir else str(path)
        self.unsaved = None
        self.console.print(
            f"Saved as {escape(path.stem)} ({escape(str(path))}); continue it with: "
            f"electioneer resume {escape(self.saved_as)}"
        )

    def quit(self) -> bool:
        self.leave()
        return True

    def leave(self) -> None:
        if self.finished:
            self.console.print(
                f"Left; the finished game is kept as {escape(self.saved_as)} (electioneer resume {escape(self.saved_as)} shows it)."
            )
        elif self.unsaved:
            self.console.print(f"Left the game; it is NOT saved ({self.unsaved}).")
        else:
            self.console.print(
                f"Left the game; it is saved. Continue it with: electioneer resume {escape(self.saved_as)}"
            )

    def undo(self, rest: str) -> None:
        from electioneer.app.undo import undo

        undo(self, rest)

    def write_seats(self, rest: str) -> None:
        from electioneer.app.seats_file import write_seats

        write_seats(self, rest)

    def replace_game(self, game: Game) -> None:
        """After an undo: the game as it was, nothing told twice."""
        self.game = game
        self._told = len(game.log)
        self._announced = -1
        self._board_week = None
        self._reasons.forget_after(len(game.log))


def screen_line(line: str) -> Text:
    """A public line as the screen shows it: a week's winner and election day in bold."""
    bold = " wins " in line or line.startswith("Election day:")
    return Text(line, style="bold" if bold else "")
