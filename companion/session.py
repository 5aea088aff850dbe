"""The interactive solo game: a prompt_toolkit loop over the engine's decisions.

The person answers their own seat's decisions; the automated seats answer theirs (each
move printed with its reason) and the seeded dealer turns over every card. Besides the
legal choices the prompt takes the session's words (`?`, `board`, `odds`, `why`, `log`,
`undo`, `save NAME`, `help`, `quit`). Ctrl-C never ends the game; Ctrl-D offers to save
and quit. The game is autosaved after every choice.

This module imports prompt_toolkit: only the interactive commands import it.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import WordCompleter
from rich.console import Console
from rich.markup import escape

from clockwork.players import Player
from companion import render
from companion.completion import SESSION_WORDS, ChoiceCompleter, parse, word_prefix_matches
from companion.describe import describe
from companion.saves import SaveStore, SaveStoreError
from companion.seats import SeatError, parse_party, seat_of_party
from engine.components import Party
from engine.decisions import TABLE, Answer, Choice, Decision, EndTurn, IllegalChoice, InvalidChoice, Reveal

if TYPE_CHECKING:
    from engine.game import Game, LogRecord


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


class PlaySession:
    """One person against automated seats, in a terminal."""

    def __init__(
        self,
        game: "Game",
        human: int,
        players: dict[int, Player],
        console: Console,
        store: SaveStore,
        game_id: str,
        *,
        err_console: Console | None = None,
        autoplay: Player | None = None,
        banner: list[str] | None = None,
    ) -> None:
        self.game = game
        self.human = human
        self.players = players
        self.console = console
        self.err = err_console or console
        self.store = store
        self.game_id = game_id
        self.autoplay = autoplay
        self.banner = banner or []
        self._announced = -1  # log length at which the pending decision was last announced
        self._board_due = True
        self._board_at: tuple[int, object] = (0, None)  # round and phase of the last board shown
        self._descriptions: dict[tuple[int, str], str] = {}

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
            completer=ChoiceCompleter(self._pending, self._describe),
            complete_while_typing=True,
            bottom_toolbar=self._toolbar,
        )
        while True:
            if self.game.over:
                return self.finish()
            self.announce()
            try:
                text = session.prompt(self.prompt_text())
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
        """Carry out one line the person typed."""
        text = text.strip()
        if not text:
            return None
        word, _, rest = text.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word.startswith("?"):
            self.show_choices(" ".join([word[1:], rest]).strip())
        elif word == "board":
            render.render_board(self.console, self.game, self.human)
        elif word == "odds":
            render.render_odds(self.console, self.game)
        elif word == "why":
            self.why()
        elif word == "log":
            self.show_log(rest)
        elif word == "undo":
            self.undo()
        elif word == "save":
            self.save(rest)
        elif word == "help":
            self.help()
        elif word in ("quit", "exit"):
            self.console.print(f"Left the game; it is saved. Continue it with: prime-minister resume {self.game_id}")
            return "quit"
        else:
            self.choose(text)
        return None

    def finish(self) -> int:
        try:
            self.store.finish(self.game, self.game_id)
        except SaveStoreError as exc:
            self.error(str(exc))
        render.render_end(self.console, self.game, self.human)
        return 0

    # --- the game moves on ------------------------------------------------------------

    def _pending(self) -> Decision | None:
        decision = self.game.pending
        if decision is None or decision.owner != self.human:
            return None
        return decision

    def choose(self, text: str) -> None:
        decision = self._pending()
        if decision is None:
            self.error("nothing to decide: the game is over")
            return
        try:
            choice = parse(decision, text)
            self.apply(choice)
        except (InvalidChoice, IllegalChoice) as exc:
            self.error(str(exc))
            return
        if isinstance(choice, EndTurn):
            self._board_due = True
        self.play_others()  # autosaves once the other seats have answered

    def play_others(self) -> None:
        """Deal every card and let every other seat decide, up to the person's next decision."""
        with interrupts_deferred() as caught:
            while not self.game.over:
                decision = self.game.pending
                assert decision is not None
                if decision.is_chance:
                    record = self.apply(self.game.deal())
                elif decision.owner == self.human and self.autoplay is None:
                    break
                else:
                    record = self.apply(*self._decide_for(decision))
                if record.owner != TABLE:
                    self._board_due = True
        if caught:
            self.console.print("[dim](Ctrl-C does not leave the game: type quit, or press Ctrl-D)[/dim]")
        self.autosave()

    def apply(self, choice: Choice, reason: str = "") -> "LogRecord":
        """Apply a choice and show it with the round and the mat it was made in."""
        state = self.game.state
        owner = self.game.pending.owner if self.game.pending else TABLE
        made_in = (state.round, render.who(self.game, owner) if owner != TABLE else "")
        record = self.game.apply(choice, reason=reason)
        self.show_record(record, *made_in)
        return record

    def _decide_for(self, decision: Decision) -> tuple[Choice, str]:
        """An automated seat's choice. A player that fails does not end the game: the
        decision's first legal choice stands in, and the failure is shown."""
        player = self.autoplay if decision.owner == self.human else self.players[decision.owner]
        assert player is not None
        try:
            choice, reason = player.decide(self.game.view(decision.owner), decision)
            if choice in decision.choices:
                return choice, reason
            problem = f"it chose {choice}, which is not legal here"
        except Exception as exc:  # noqa: BLE001 - a bug in a bot must not cost the person their game
            problem = f"{type(exc).__name__}: {exc}"
        fallback = decision.choices[0]
        self.error(f"the automated player at seat {decision.owner + 1} failed on {decision.kind!r} ({problem}); "
                   f"{fallback} is played instead")
        return fallback, f"stand-in after a failure: {problem}"

    def autosave(self) -> None:
        try:
            if not self.game.over:
                self.store.autosave(self.game, self.game_id)
        except SaveStoreError as exc:
            self.error(f"autosave failed: {exc}")

    # --- what the person sees -----------------------------------------------------------

    def show_record(self, record: "LogRecord", round_: int, who: str) -> None:
        game = self.game
        text = escape(render.record_text(game, record, self.human))
        if isinstance(record.choice, Reveal):
            line = text
        else:
            tag = "" if record.owner != self.human else " (autoplay)" if self.autoplay else " (you)"
            line = f"{escape(who)}{tag}: [bold]{text}[/bold]"
            if isinstance(record.choice, Answer):
                line += f" [dim]({escape(record.kind)})[/dim]"
            if record.reason and (record.owner != self.human or self.autoplay) and render.may_see(game, record, self.human):
                line += f"\n    [dim]why: {escape(record.reason)}[/dim]"
        lines = [f"[dim]R{round_}[/dim] {line}", *(f"    -> {escape(effect)}" for effect in record.effects)]
        self.console.print("\n".join(lines))

    def announce(self) -> None:
        """Show the board after others have moved, then the decision the person faces."""
        decision = self._pending()
        if decision is None or self._announced == len(self.game.log):
            return
        where = (self.game.state.round, self.game.state.phase)
        if self._board_due or where != self._board_at:
            render.render_board(self.console, self.game, self.human)
            self._board_due = False
            self._board_at = where
        self._announced = len(self.game.log)
        prompt = decision.prompt or decision.kind
        self.console.print(f"[bold]{escape(prompt)}[/bold]")
        if len(decision.choices) <= 6:
            self.console.print("  choices: " + ", ".join(escape(str(c)) for c in decision.choices))
        else:
            self.console.print(f"  {len(decision.choices)} choices: type ? to list them with what each would do")

    def prompt_text(self) -> str:
        decision = self._pending()
        kind = decision.kind if decision else "game over"
        return f"{render.who(self.game, self.human)} \u00b7 {kind}> "

    def _toolbar(self) -> str:
        game = self.game
        me = game.state.seats[self.human]
        return (f" Round {game.state.round} \u00b7 {render.PHASES[game.state.phase]} \u00b7 you: {me.vp} VP, "
                f"Standing {me.standing}, Favour {me.favour}, {me.cubes} cube(s) \u00b7 ? choices \u00b7 help")

    def _describe(self, choice: Choice) -> str:
        key = (len(self.game.log), str(choice))
        if key not in self._descriptions:
            decision = self.game.pending
            assert decision is not None
            self._descriptions[key] = describe(self.game, self.human, decision, choice)
        return self._descriptions[key]

    def show_choices(self, prefix: str) -> None:
        decision = self._pending()
        if decision is None:
            self.error("nothing to decide right now")
            return
        choices = word_prefix_matches(decision.choices, prefix) if prefix else list(decision.choices)
        if not choices:
            self.error(f"no legal choice starts with {prefix!r}")
            return
        render.render_choices(self.console, choices, self._describe, f"{decision.prompt or decision.kind} ({len(choices)} choices)")

    def why(self) -> None:
        for record in reversed(self.game.log):
            if record.owner not in (self.human, TABLE):
                what = escape(render.record_text(self.game, record, self.human))
                reason = record.reason or "no reason given"
                if not render.may_see(self.game, record, self.human):
                    reason = "not shown: it names a card you cannot see"
                self.console.print(f"{escape(render.who(self.game, record.owner))}: [bold]{what}[/bold] "
                                   f"(round {record.round})\n    why: {escape(reason)}")
                return
        self.error("no automated politician has made a choice yet")

    def show_log(self, rest: str) -> None:
        last = None
        if rest:
            if not rest.isdigit():
                self.error(f"log takes a number of entries, not {rest!r} (e.g. log 20)")
                return
            last = int(rest)
        render.render_log(self.console, self.game, self.human, last)

    def help(self) -> None:
        self.console.print("Type a choice (unique beginnings of its words are enough, Tab completes), or:")
        for word, meaning in SESSION_WORDS.items():
            self.console.print(f"  [bold]{word:<6}[/bold] {meaning}")
        self.console.print("  Ctrl-C never leaves the game; Ctrl-D offers to save and quit.")

    def error(self, message: str) -> None:
        self.err.print(f"[red]Error:[/red] {escape(message)}", soft_wrap=True)

    # --- undo, save, leave ----------------------------------------------------------------

    def undo(self) -> None:
        """Back to the person's previous decision, unless a card was revealed since (1.4)."""
        from engine.save import UndoError, undo

        log = self.game.log
        mine = [r.ply for r in log if r.owner == self.human]
        if not mine:
            self.error("nothing to undo: you have not made a choice yet")
            return
        target = mine[-1]
        drawn = next((r for r in log[target + 1:] if isinstance(r.choice, Reveal)), None)
        if drawn is not None:
            self.error(f"cannot undo {log[target].choice}: a card has been revealed since "
                       f"({render.record_text(self.game, drawn, self.human)}); rule 1.4 lets a choice be taken back "
                       "only until a card is drawn and seen")
            return
        game = self.game
        try:
            while len(game.log) > target:
                game = undo(game)
        except UndoError as exc:
            self.error(f"cannot undo: {exc}")
            return
        taken_back = log[target].choice
        self.game = game
        self._announced = -1
        self._descriptions.clear()
        self.console.print(f"Undone: [bold]{escape(str(taken_back))}[/bold]" +
                           (f" and {len(log) - target - 1} later choice(s) of the other seats" if len(log) - target > 1 else ""))
        self.autosave()

    def save(self, name: str) -> None:
        if not name:
            self.error("save needs a name: save NAME (letters, digits, '.', '_' or '-')")
            return
        try:
            path = self.store.save_named(self.game, name, self.game_id)
        except SaveStoreError as exc:
            self.error(str(exc))
            return
        self.console.print(f"Saved as {path.stem} ({path}); continue it with: prime-minister resume {path.stem}")

    def leave(self) -> bool:
        """Ctrl-D: offer to save under a name, then quit. False: back to the game."""
        self.console.print(f"The game is autosaved ({self.store.autosave_path(self.game_id)}).")
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
                self.console.print(f"Left the game. Continue it with: prime-minister resume {self.game_id}")
                return True
            try:
                path = self.store.save_named(self.game, name, self.game_id)
            except SaveStoreError as exc:
                self.error(str(exc))
                continue
            self.console.print(f"Saved as {path.stem}. Continue it with: prime-minister resume {path.stem}")
            return True


def ask_party(console: Console, game: "Game") -> int | None:
    """Ask which party the person plays; the seat of its leader, or None on Ctrl-D."""
    offers = []
    for party in Party:
        seats = [f"{s.politician} ({s.role.title})" for s in game.state.seats if s.party is party]
        offers.append(f"[bold]{party.title}[/bold]: {', '.join(seats)}")
    console.print("Which party do you play?  " + "  |  ".join(offers))
    session: PromptSession[str] = PromptSession()
    completer = WordCompleter([p.value for p in Party], ignore_case=True)
    while True:
        try:
            text = session.prompt("Party (liberal or conservative)> ", completer=completer)
        except KeyboardInterrupt:
            continue
        except EOFError:
            return None
        try:
            return seat_of_party(game, parse_party(text))
        except SeatError as exc:
            console.print(f"[red]Error:[/red] {escape(str(exc))}")
