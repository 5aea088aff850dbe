"""What the session says of the moves: the commentary after the Clockwork has moved, `why`
(the reason for a move), `verbosity` and `advise` (each choice's chance of winning).

Two parts of `companion.session.Session`: `Commentary` owns how much is told and how far the
log has been told; `Advice` owns whether `?` shows a win column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from rich.console import Console
from rich.padding import Padding
from rich.text import Text

from companion import advise, commentary, game_log, render
from companion.echo import said
from companion.interrupts import interrupts_deferred
from companion.saves import OPTIONS_KEY
from engine import TABLE, dealer_seed

if TYPE_CHECKING:
    from engine import Decision, Game, LogRecord

    from companion.seating import InPlay, Seating

# Something that prints on the console it is given; a session may print it another way
# (at a table, with every card still in a hand left unnamed: companion.table_screen.scrubbed).
Show = Callable[[Console], None]


def straight(console: Console) -> Callable[[Show], None]:
    """Print what is shown as it is, on `console`."""
    return lambda show: show(console)


class Commentary:
    """The moves told in `play`, `why` and `verbosity`.

    Given: the game in play, the seating, the console, where errors go, how a reason is
    printed (`through`: straight to the console, or scrubbed at a table) and the autosave
    (a verbosity chosen is kept in the save)."""

    def __init__(
        self,
        in_play: "InPlay",
        seating: "Seating",
        console: Console,
        error: Callable[[str], None],
        autosave: Callable[[], None],
        *,
        verbosity: str = commentary.DEFAULT,
        through: "Callable[[Show], None] | None" = None,
    ) -> None:
        self.in_play = in_play
        self.seating = seating
        self.console = console
        self.error = error
        self.autosave = autosave
        self.through = through or straight(console)
        self.verbosity = verbosity
        self.told = len(in_play.game.log)  # the log entries the commentary has told so far

    @property
    def game(self) -> "Game":
        return self.in_play.game

    def caught_up(self) -> None:
        """Every move so far counts as told (after an undo: nothing taken back is told again)."""
        self.told = len(self.game.log)

    def comment(self) -> None:
        """In `play`: tell the moves made since the person last typed, at the verbosity chosen
        (at a table each move is shown as it is made)."""
        if self.seating.at_table:
            return
        for line in commentary.lines(self.game, self.game.log[self.told :], self.seating.viewer, self.verbosity):
            if self.verbosity == "chatty":
                self.console.print(line)
            else:  # one move each, a long one wrapped under itself after its number (`#12 `)
                render.print_hanging(self.console, line, len(line.plain.split(" ", 1)[0]) + 1)
        self.told = len(self.game.log)

    def why(self, rest: str = "") -> None:
        """The reason for the last Clockwork move, or for move N of the log (`why N`)."""
        self.through(lambda console: self._why(console, rest))

    def _why(self, console: Console, rest: str) -> None:
        log = self.game.log
        viewer = game_log.NOBODY if self.seating.at_table else self.seating.viewer
        if rest:
            number = rest.lstrip("#")
            if not number.isdigit() or not 1 <= int(number) <= len(log):
                self.error(
                    f"why takes a move number from 1 to {len(log)} (the #N of the commentary or log), not {said(rest)}"
                )
                return
            record = log[int(number) - 1]
            if record.owner == TABLE:
                self.error(f"move #{number} is a card the table dealt: it has no reason")
                return
            self._print_reason(console, record, viewer)
            return
        for record in reversed(log):
            if record.owner != TABLE and record.owner not in self.seating.people:
                self._print_reason(console, record, viewer)
                return
        self.error("no automated politician has made a choice yet")

    def _print_reason(self, console: Console, record: "LogRecord", viewer: int | None) -> None:
        """The move on its line, the reason below it wrapped under itself (as `log` shows it)."""
        move, _, reason = commentary.reason_text(self.game, record, viewer).partition("\n")
        console.print(Text(move))
        console.print(Padding(Text(reason.strip()), (0, 0, 0, 4)))

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


class Advice:
    """`advise`: each choice's chance of winning (companion/advise.py), and whether `?` shows
    it as a column (`column`, read by the screen).

    Given: the game in play, the console, where errors go and the decision typed at the
    prompt as the session poses it."""

    def __init__(
        self,
        in_play: "InPlay",
        console: Console,
        error: Callable[[str], None],
        pending: "Callable[[], Decision | None]",
    ) -> None:
        self.in_play = in_play
        self.console = console
        self.error = error
        self.pending = pending
        self.column = False  # `advise on`: `?` shows each choice's chance of winning

    def advise(self, rest: str) -> None:
        try:
            action, setting = advise.parse(rest)
        except ValueError as exc:
            self.error(str(exc))
            return
        if action == "column":
            self.column = setting == "on"
            self.console.print(
                f"The win column in ? is {setting}" + (" (quick advice on each listing)." if setting == "on" else ".")
            )
            return
        decision = self.pending()
        if decision is None or decision.is_chance:
            self.error("nothing to advise on: advice is for a choice typed at the prompt, not a card drawn")
            return
        assert setting is not None
        game = self.in_play.game
        try:  # advice changes nothing: a Ctrl-C that comes as it ends (past the advisor's own stop) is no crash
            result = advise.run(self.console, game, decision.owner, decision, setting, dealer_seed(game))
            with interrupts_deferred():  # a Ctrl-C as the answer is drawn leaves it whole
                advise.render(self.console, game, result)
        except KeyboardInterrupt:
            self.console.print("[dim]Stopped by Ctrl-C.[/dim]")
