"""How the session keeps the game: the autosave after every choice, `save NAME`, `undo`,
`quit` and Ctrl-D, always saying truly whether the game is saved.

A part of `companion.session.Session` (a mixin over the session's game, save store and console).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from prompt_toolkit import PromptSession
from rich.console import Console
from rich.markup import escape

from companion import render, table_view
from companion.saves import SaveStore, SaveStoreError
from engine import TABLE, Correct, Reveal
from engine import dealer_seed
from engine.words import counted

if TYPE_CHECKING:
    from pathlib import Path

    from clockwork.players import Player
    from engine import Game

    from companion.session import Seating

LEAVE_PROMPT = "Save as (Enter: just quit)> "  # the question stands on the line above: the prompt fits 80 columns


class SessionSaving:
    """Autosave, save, undo, quit and leave."""

    game: "Game"
    seating: "Seating"
    human: int | None
    players: "dict[int, Player]"
    console: Console
    store: SaveStore
    game_id: str
    rebuild_players: "Callable[[Game], dict[int, Player]] | None"
    unsaved: str | None
    saved_as: str
    autosave_failed: bool
    _quit_warned: bool
    _told: int
    _board_due: bool
    _announced: int
    _descriptions: dict[tuple[int, str], str]

    if TYPE_CHECKING:  # the session's own, used here
        def error(self, message: str) -> None: ...

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
                           (f" and {counted(others, 'later choice')} of the other seats" if others else ""))
        self.autosave()

    def undo_target(self, last_typed: int) -> int:
        """Where `undo` at a table goes back to: the last record typed (a table session takes
        a whole line back)."""
        return last_typed

    def _undo_at_table(self) -> bool:
        from engine import replay

        log = self.game.log
        typed = [r.ply for r in log if r.owner == TABLE or r.owner in self.seating.people]
        if not typed:
            self.error("nothing to undo: nothing has been typed yet")
            return False
        target = self.undo_target(typed[-1])
        game = replay(self.game.setup, dealer_seed(self.game), log[:target], self.game.components)
        record = log[target]
        later = [r for r in log[target + 1:] if r.owner != TABLE and r.owner not in self.seating.people]
        before = self.game  # what the shared screen may see is judged in the game that holds the records
        self.game = game
        if self.rebuild_players is not None:
            self.players = self.rebuild_players(game)  # each Clockwork deck as it stood then
        self._announced = -1
        self._board_due = True
        self._descriptions.clear()
        # a card typed unseen stays unseen: the shared screen names only what the table may know
        if isinstance(record.choice, Reveal):
            card = record.choice.card if render.may_see(before, record, render.NOBODY) else "hidden"
            self.console.print(f"Undone: the card typed ([bold]{escape(card)}[/bold]); type the card actually drawn")
        else:
            said = render.record_text(before, record, render.NOBODY)
            self.console.print(f"Undone: {escape(render.who(game, record.owner))}: [bold]{escape(said)}[/bold]")
        if later:
            moves = "; ".join(f"{render.who(game, r.owner)}: {render.record_text(before, r, render.NOBODY)}" for r in later)
            table_view.print_hanging(self.console, f"  Take back on the board what the Clockwork did after it: {escape(moves)}")
        self.autosave()
        return True

    def save(self, name: str) -> None:
        if not name:
            self.error("save needs a name: save NAME (letters, digits, '.', '_' or '-'), or save PATH.json")
            return
        path = self._save_named(name)
        if path is None:
            return
        self.console.print(f"Saved as {escape(path.stem)} ({escape(str(path))}); continue it with: "
                           f"prime-minister resume {escape(self.saved_as)}")

    def _save_named(self, name: str) -> "Path | None":
        """Save under `name` (the error said, None, if the store refuses): that save is then
        what `resume` continues until the next autosave."""
        try:
            path = self.store.save_named(self.game, name, self.game_id)
        except SaveStoreError as exc:
            self.error(str(exc))
            return None
        self.saved_as = path.stem if path.parent == self.store.saves_dir else str(path)
        self.unsaved = None
        return path

    def leave(self) -> bool:
        """Ctrl-D: offer to save under a name, then quit. False: back to the game."""
        if self.unsaved:
            self.console.print(f"The game is NOT saved ({self.unsaved}): type a path ending in .json to keep it elsewhere.")
        elif not self.autosave_failed:
            self.console.print(f"The game is autosaved as {escape(self.game_id)}.")  # the name resume takes
        else:
            self.console.print(f"The game is saved as {escape(self.saved_as)}.")
        question: PromptSession[str] = PromptSession()  # no toolbar, no choices to complete
        self.console.print("Save it under a name too? Type a name; Enter: quit; Ctrl-C: back to the game.")
        while True:
            try:
                name = question.prompt(LEAVE_PROMPT)
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
            path = self._save_named(name)
            if path is None:
                continue
            self.console.print(f"Saved as {escape(path.stem)}. Continue it with: prime-minister resume {escape(self.saved_as)}")
            return True

