"""How the session keeps the game: the autosave after every choice, `save NAME`,
`quit` and Ctrl-D, always saying truly whether the game is saved.

`Saving` is one of the parts of `companion.session.Session`: given the game in play, the save
store, the game's id, the console and where errors go, it owns whether the game is saved
and under what name `resume` continues it. (`undo` is `companion.session_undo`.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from prompt_toolkit import PromptSession
from rich.console import Console
from rich.markup import escape

from companion.saves import SaveStore, SaveStoreError

if TYPE_CHECKING:
    from pathlib import Path

    from engine import Game

    from companion.seating import InPlay

LEAVE_PROMPT = "Save as (Enter: just quit)> "  # the question stands on the line above: the prompt fits 80 columns


class Saving:
    """Autosave, save, quit and leave."""

    def __init__(
        self, in_play: "InPlay", store: SaveStore, game_id: str, console: Console, error: Callable[[str], None]
    ) -> None:
        self.in_play = in_play
        self.store = store
        self.game_id = game_id
        self.console = console
        self.error = error
        self.unsaved: str | None = None  # why the last autosave failed, until a save succeeds
        self.saved_as = game_id  # what `resume` takes to continue from the last save made
        self.autosave_failed = False  # the last autosave failed (said once, until one succeeds)
        self._quit_warned = False

    @property
    def game(self) -> "Game":
        return self.in_play.game

    def autosave(self) -> None:
        """Save after every choice. A failure is said at once (and once), the game goes on,
        and `save PATH.json` offers another place; `quit` then warns before leaving."""
        if self.game.over:
            return
        try:
            self.store.autosave(self.game, self.game_id)
        except SaveStoreError as exc:
            if not self.autosave_failed:
                self.error(
                    f"autosave failed, the game is not being saved: {exc}. Play on, and keep it elsewhere "
                    f"with: save PATH.json (for example save ~/{self.game_id}.json)"
                )
            self.unsaved = "autosave failed"
            self.autosave_failed = True
            self._quit_warned = False
            return
        self.unsaved = None
        self.autosave_failed = False
        self.saved_as = self.game_id

    def finish(self) -> None:
        """The game is over: its autosave is put away (a failure said, the end shown all the same)."""
        try:
            self.store.finish(self.game, self.game_id)
        except SaveStoreError as exc:
            self.error(str(exc))

    def quit(self) -> bool:
        """`quit`: leave, saying truly whether the game is saved. When the autosave has
        failed, the first `quit` says so and stays (False); a second one leaves."""
        if self.unsaved and not self._quit_warned:
            self._quit_warned = True
            self.error(
                f"the game is not saved ({self.unsaved}): type save PATH.json to keep it elsewhere, "
                "or quit again to leave without saving"
            )
            return False
        if self.unsaved:
            self.console.print("Left the game without saving it.")
        else:
            self.console.print(
                f"Left the game; it is saved. Continue it with: prime-minister resume {escape(self.saved_as)}"
            )
        return True

    def save(self, name: str) -> None:
        if not name:
            self.error("save needs a name: save NAME (letters, digits, '.', '_' or '-'), or save PATH.json")
            return
        path = self._save_named(name)
        if path is None:
            return
        self.console.print(
            f"Saved as {escape(path.stem)} ({escape(str(path))}); continue it with: "
            f"prime-minister resume {escape(self.saved_as)}"
        )

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
            self.console.print(
                f"The game is NOT saved ({self.unsaved}): type a path ending in .json to keep it elsewhere."
            )
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
                    self.console.print(
                        f"Left the game. Continue it with: prime-minister resume {escape(self.saved_as)}"
                    )
                return True
            path = self._save_named(name)
            if path is None:
                continue
            self.console.print(
                f"Saved as {escape(path.stem)}. Continue it with: prime-minister resume {escape(self.saved_as)}"
            )
            return True
