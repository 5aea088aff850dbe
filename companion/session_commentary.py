"""What the session says of the moves: the commentary after the Clockwork has moved, `why`
(the reason for a move), `verbosity` and `advise` (each choice's chance of winning).

A part of `companion.session.Session` (a mixin over the session's game and console).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.padding import Padding
from rich.text import Text

from companion import advise, commentary, render
from companion.echo import said
from companion.saves import OPTIONS_KEY
from engine import TABLE, dealer_seed

if TYPE_CHECKING:
    from engine import Decision, Game, LogRecord

    from companion.session import Seating


class SessionCommentary:
    """The commentary and the advice."""

    game: "Game"
    seating: "Seating"
    human: int | None
    console: Console
    verbosity: str
    _told: int
    _advice_column: bool

    if TYPE_CHECKING:  # the session's own, used here
        def _pending(self) -> "Decision | None": ...
        def autosave(self) -> None: ...
        def error(self, message: str) -> None: ...

    def comment(self) -> None:
        """In `play`: tell the moves made since the person last typed, at the verbosity chosen
        (at a table each move is shown as it is made)."""
        if self.seating.at_table:
            return
        for line in commentary.lines(self.game, self.game.log[self._told:], self.human, self.verbosity):
            if self.verbosity == "chatty":
                self.console.print(line)
            else:  # one move each, a long one wrapped under itself after its number (`#12 `)
                render.print_hanging(self.console, line, len(line.plain.split(" ", 1)[0]) + 1)
        self._told = len(self.game.log)

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
        result = advise.run(self.console, self.game, decision.owner, decision, setting, dealer_seed(self.game))
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
            self._print_reason(record, viewer)
            return
        for record in reversed(log):
            if record.owner != TABLE and record.owner not in self.seating.people:
                self._print_reason(record, viewer)
                return
        self.error("no automated politician has made a choice yet")

    def _print_reason(self, record: "LogRecord", viewer: int | None) -> None:
        """The move on its line, the reason below it wrapped under itself (as `log` shows it)."""
        move, _, reason = commentary.reason_text(self.game, record, viewer).partition("\n")
        self.console.print(Text(move))
        self.console.print(Padding(Text(reason.strip()), (0, 0, 0, 4)))

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

