"""`prime-minister learn`: the rulebook's 13-round Example of Play as a guided tour.

One step at a time: Enter for the next, `back`, `round N`, `board`, `quit`; at each
decision the book's player makes, type your own move first (Tab completes, `?` lists) to
see the book's choice and the advisor's view of both, then the tour goes on with the
book's line. `--print` writes the same tour as plain text to standard output.

The tour plays the example from the shared script (`companion.tour.example_script`), the
one the golden test checks, with the bundled cards (the book's numbers are checked
against them, so `--decks` does not apply here).
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

import click

from companion.tour import screen
from companion.tour.steps import Step, build, first_of_round
from house.console import OneLineCommand, injected_console

if TYPE_CHECKING:
    from rich.console import Console

    from engine import Choice, Decision

ROUNDS = 13
PROMPT = "learn> "
WORDS = {
    "back": "the step before",
    "round": "round N: jump to the start of a round (1-13)",
    "board": "the whole board as it stands",
    "help": "the keys of the tour",
    "quit": "leave the tour",
}
KEYS = "Enter next · back · round N · board · ? choices · quit · or type your move (Tab)"


@click.command(cls=OneLineCommand)
@click.option(
    "--round",
    "round_",
    type=click.IntRange(1, ROUNDS),
    default=1,
    show_default=True,
    help="Start at this round of the example (1-13).",
)
@click.option(
    "--print",
    "print_",
    is_flag=True,
    help="Write the tour from that round to the end as plain text on standard output.",
)
@click.pass_context
def learn(ctx: click.Context, round_: int, print_: bool) -> None:
    """Learn the game: the rulebook's 13-round Example of Play as a guided tour on the board.

    Each step says what happens and why, with the rule's number, and what moved on the
    board. At a decision of the book's player, type your own move first to compare it with
    the book's and hear the advisor on both."""
    steps = build()
    start = first_of_round(steps, round_) or 0
    if print_:
        print_tour(injected_console(ctx), steps, start)
        return
    console = injected_console(ctx)
    ctx.exit(Tour(steps, console, start).run())


def print_tour(target: "Console", steps: list[Step], start: int) -> None:
    """The tour from step `start` to the end, as plain text (no colour, no styles), 80 columns."""
    from rich.console import Console

    written = io.StringIO()
    plain = Console(file=written, width=80, color_system=None, highlight=False, emoji=False, force_terminal=False)
    for index in range(start, len(steps)):
        screen.show_step(plain, steps, index)
    text = "\n".join(line.rstrip() for line in written.getvalue().splitlines())
    if target.file is sys.stdout:
        click.echo(text)
    else:
        target.print(text, markup=False, highlight=False, soft_wrap=True)


class Tour:
    """The prompt over the tour's steps."""

    def __init__(self, steps: list[Step], console: "Console", start: int = 0) -> None:
        self.steps = steps
        self.console = console
        self.at = start

    def run(self) -> int:
        from prompt_toolkit import PromptSession

        from companion.completion import ChoiceCompleter

        self.console.print(f"[bold]The rulebook's Example of Play[/bold], {len(self.steps)} steps. {KEYS}.")
        self.show()
        session: PromptSession[str] = PromptSession(
            completer=ChoiceCompleter(self._decision, self._describe, WORDS),
            complete_while_typing=True,
            bottom_toolbar=KEYS,
        )
        while True:
            try:
                text = session.prompt(PROMPT)
            except KeyboardInterrupt:
                self.console.print("[dim](Ctrl-C does not leave the tour: type quit, or press Ctrl-D)[/dim]")
                continue
            except EOFError:
                return 0
            if self.handle(text) == "quit":
                return 0

    # --- what is shown ----------------------------------------------------------------------

    def show(self) -> None:
        screen.show_step(self.console, self.steps, self.at)
        self.console.print(screen.next_words(self.steps, self.at), style="dim")

    def _decision(self) -> "Decision | None":
        """The decision the next step begins with, if the book's player makes one."""
        return self.steps[self.at + 1].decision if self.at + 1 < len(self.steps) else None

    def _describe(self, choice: "Choice") -> str:
        from companion.describe import describe

        decision = self._decision()
        if decision is None:
            return ""
        return describe(self.steps[self.at + 1].before, decision.owner, decision, choice)

    def error(self, message: str) -> None:
        from rich.text import Text

        self.console.print(Text.assemble(("Error: ", "red"), message))

    # --- what is typed ----------------------------------------------------------------------

    def handle(self, text: str) -> str | None:
        """Carry out one line: a word of the tour, or the learner's move."""
        text = text.strip()
        word, _, rest = text.partition(" ")
        word = word.lower()
        if not text:
            self.forward()
        elif word in ("quit", "q", "exit"):
            return "quit"
        elif word == "back":
            self.back()
        elif word == "round":
            self.jump(rest)
        elif word == "board":
            self.board()
        elif word in ("help", "h"):
            self.console.print(f"{KEYS}.")
        elif text.startswith("?"):
            self.list_choices(text[1:])
        else:
            self.your_move(text)
        return None

    def forward(self) -> None:
        if self.at + 1 >= len(self.steps):
            self.console.print("The tour is over: back or round N to look again, quit to leave.")
            return
        self.at += 1
        self.show()

    def back(self) -> None:
        if self.at == 0:
            self.error("this is the first step already: Enter goes on")
            return
        self.at -= 1
        self.show()

    def jump(self, rest: str) -> None:
        number = rest.strip()
        index = first_of_round(self.steps, int(number)) if number.isdigit() and 1 <= int(number) <= ROUNDS else None
        if index is None:
            self.error(f"round {number!r}: the example has rounds 1 to {ROUNDS} (round 5, say)")
            return
        self.at = index
        self.show()

    def board(self) -> None:
        from companion.compact_board import render_compact

        render_compact(self.console, self.steps[self.at].after, None)
        self.console.print(screen.next_words(self.steps, self.at), style="dim")

    def list_choices(self, start: str = "") -> None:
        """`?`: the legal choices of the decision coming next; `? WORDS`: those starting with them."""
        from companion.choices_list import render_choices
        from companion.completion import starts_with_words, words

        decision = self._decision()
        if decision is None:
            self.error("no decision of a player comes next: Enter goes on")
            return
        shown = [c for c in decision.choices if starts_with_words(words(str(c)), words(start))]
        if not shown:
            self.error(f"no choice starts with {start.strip()!r}: ? alone lists them all")
            return
        render_choices(self.console, shown, self._describe, f"Choices for {screen.who_decides(self.steps, self.at)}")

    def your_move(self, text: str) -> None:
        from companion.completion import parse
        from companion.tour import your_move
        from engine import InvalidChoice

        decision = self._decision()
        if decision is None:
            self.error(
                f"{text!r}: no decision of a player comes next, so there is no move to make "
                "(Enter goes on; back, round N, board, quit)"
            )
            return
        try:
            mine = parse(decision, text)
        except InvalidChoice as exc:
            self.error(str(exc))
            return
        step = self.steps[self.at + 1]
        advice = your_move.weigh(self.console, step, mine)
        your_move.show(self.console, step, mine, advice)
        self.forward()
