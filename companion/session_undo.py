"""`undo [N]`: take back the last lines typed, and whatever the automated seats did after them.

`Undo` is one of the parts of `companion.session.Session`. It is given the game in play (it
puts the game as it was back there), the seating, the automated seats (at a table each
Clockwork deck is rebuilt as it stood), the console, where errors go, and the parts that
must start over afterwards: the screen (the board and decision shown anew), the commentary
(nothing taken back is told again) and the saving (the game is saved as it now is). At a
table it is also given the `TypedLines` (a line typed is taken back whole).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from rich.console import Console
from rich.markup import escape

from companion import game_log, render, table_view
from engine import TABLE, Correct, Reveal, dealer_seed
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game

    from companion.seating import AutomatedSeats, InPlay, Seating
    from companion.session_commentary import Commentary
    from companion.session_saving import Saving
    from companion.session_screen import Screen


class TypedLines:
    """At a table, where each line typed began in the log: one line may answer several
    questions (`draw cross-party, liberal`), and `undo` takes the whole line back."""

    def __init__(self) -> None:
        self._starts: list[int] = []

    def began(self, start: int) -> None:
        """A line typed made the records from `start` on."""
        self._starts = [*self._starts, start]

    def start_of(self, ply: int) -> int:
        """Where the line that made record `ply` began."""
        starts = [start for start in self._starts if start <= ply]
        return starts[-1] if starts else ply

    def keep_before(self, length: int) -> None:
        """The log is back to `length` records: the lines that began later are gone."""
        self._starts = [start for start in self._starts if start < length]


class Undo:
    """`undo [N]`: in `play` the person's choices (never past a card revealed, 1.4); at a
    table the lines typed, cards too (a mistyped card is typed again)."""

    def __init__(
        self,
        in_play: "InPlay",
        seating: "Seating",
        automated: "AutomatedSeats",
        console: Console,
        error: Callable[[str], None],
        *,
        screen: "Screen",
        commentary: "Commentary",
        saving: "Saving",
        lines: "TypedLines | None" = None,
    ) -> None:
        self.in_play = in_play
        self.seating = seating
        self.automated = automated
        self.console = console
        self.error = error
        self.screen = screen
        self.commentary = commentary
        self.saving = saving
        self.lines = lines

    @property
    def game(self) -> "Game":
        return self.in_play.game

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
                if not self.undo_line():
                    return
            return
        from engine import UndoError, undo

        log = self.game.log
        human = self.seating.viewer
        mine = [r.ply for r in log if r.owner == human or isinstance(r.choice, Correct)]  # and `set` corrections
        if not mine:
            self.error("nothing to undo: you have not made a choice yet")
            return
        if count > len(mine):
            self.error(f"cannot undo {count} choices: you have made {len(mine)}")
            return
        target = mine[-count]
        drawn = next((r for r in log[target + 1 :] if isinstance(r.choice, Reveal)), None)
        if drawn is not None:
            last = max(r.ply for r in log if isinstance(r.choice, Reveal))
            reachable = sum(1 for ply in mine if ply > last)
            what = f"{log[target].choice}" if count == 1 else f"{count} choices (back to {log[target].choice})"
            self.error(
                f"cannot undo {what}: a card has been revealed since "
                f"({game_log.record_text(self.game, drawn, human)}); rule 1.4 lets a choice be taken back "
                "only until a card is drawn and seen" + (f"; undo {reachable} is possible" if reachable else "")
            )
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
        self.in_play.game = game
        self.commentary.caught_up()
        self.screen.start_over()
        self.console.print(
            "Undone: "
            + ", ".join(f"[bold]{escape(str(c))}[/bold]" for c in taken_back)
            + (f" and {counted(others, 'later choice')} of the other seats" if others else "")
        )
        self.saving.autosave()

    def undo_line(self) -> bool:
        """At a table: take back the last line typed, with what it did without an entry (a
        card drawn face down, a Supporter kept, a turn ended) and the Clockwork's moves after
        it. False where there was nothing to take back."""
        undone = self._undo_at_table()
        if self.lines is not None:
            self.lines.keep_before(len(self.game.log))
        return undone

    def _undo_at_table(self) -> bool:
        from engine import replay

        log = self.game.log
        typed = [r.ply for r in log if r.owner == TABLE or r.owner in self.seating.people]
        if not typed:
            self.error("nothing to undo: nothing has been typed yet")
            return False
        target = self.lines.start_of(typed[-1]) if self.lines is not None else typed[-1]
        game = replay(self.game.setup, dealer_seed(self.game), log[:target], self.game.components)
        game.unknown = tuple(card for card in self.game.unknown if card.ply < target)  # drawn face down before it
        record = log[target]
        later = [r for r in log[target + 1 :] if r.owner != TABLE and r.owner not in self.seating.people]
        before = self.game  # what the shared screen may see is judged in the game that holds the records
        self.in_play.game = game
        self.automated.taken_back_to(game)  # each Clockwork deck as it stood then
        self.screen.start_over()
        # a card typed unseen stays unseen: the shared screen names only what the table may know
        if isinstance(record.choice, Reveal):
            card = record.choice.card if game_log.may_see(before, record, game_log.NOBODY) else "hidden"
            self.console.print(f"Undone: the card typed ([bold]{escape(card)}[/bold]); type the card actually drawn")
        else:
            said = game_log.record_text(before, record, game_log.NOBODY)
            self.console.print(f"Undone: {escape(render.who(game, record.owner))}: [bold]{escape(said)}[/bold]")
        if later:
            moves = "; ".join(
                f"{render.who(game, r.owner)}: {game_log.record_text(before, r, game_log.NOBODY)}" for r in later
            )
            table_view.print_hanging(
                self.console, f"  Take back on the board what the Clockwork did after it: {escape(moves)}"
            )
        self.saving.autosave()
        return True
