"""`advise`: the advisor at the prompt of `play` and `assist` (clockwork/advisor.py).

`advise` weighs every choice of the decision being typed: its chance of winning with a 95%
interval and its average VP margin, from play-outs by Clockwork seats in games guessed from
what the deciding seat may know. `advise quick|standard|deep` picks the effort (standard
answers within about 2 s of CPU), `advise on|off` adds (or drops) a "win" column to `?`.
A progress bar runs meanwhile; Ctrl-C stops it and shows the best answer so far.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.markup import escape
from rich.table import Table

from clockwork.advisor import SETTINGS, Advice, advise
from engine.words import counted

if TYPE_CHECKING:
    from rich.console import Console

    from engine import Decision, Game

CHOICE_WIDTH = 34  # the choice column, so a table fits 80 columns


def run(console: "Console", game: "Game", seat: int, decision: "Decision", setting: str = "standard", seed: int = 0) -> Advice:
    """The advisor on `seat`'s pending decision, from `game.view(seat)`, with a progress bar."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn  # only when asked: not at every start

    view = game.view(seat)
    with Progress(TextColumn("weighing choices"), BarColumn(bar_width=30), MofNCompleteColumn(),
                  TextColumn("play-outs (Ctrl-C: best so far)"), console=console, transient=True) as progress:
        task = progress.add_task("advise", total=None)

        def tick(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        return advise(view, seat, decision, setting=setting, seed=seed, progress=tick)


def render(console: "Console", game: "Game", advice: Advice) -> None:
    seat = game.state.seats[advice.seat]
    runs = sum(e.runs for e in advice.estimates)
    table = Table(title=f"Advice for {seat.politician} \u00b7 {advice.kind}", title_justify="left", box=box.SIMPLE_HEAD,
                  pad_edge=False, caption_justify="left")
    table.add_column("Choice", no_wrap=True, max_width=CHOICE_WIDTH, overflow="ellipsis")
    table.add_column("Win", justify="right")
    table.add_column("95% interval", justify="right")
    table.add_column("VP margin", justify="right")
    table.add_column("Runs", justify="right")
    best = advice.best
    for estimate in advice.ranked:
        low, high = estimate.interval()
        style = "bold" if estimate is best else ""
        # the words the person types, and a mark before them (an ellipsis would cut a mark at the end)
        table.add_row(("* " if estimate.rule else "  ") + escape(str(estimate.choice)), f"{estimate.chance:.0%}",
                      f"{low:.0%}-{high:.0%}", f"{estimate.margin:+.1f}", str(estimate.runs), style=style)
    console.print(table)
    lines = [f"Best: [bold]{escape(str(best.choice))}[/bold], wins {best.chance:.0%} of {best.runs} play-outs "
             f"(average VP margin {best.margin:+.1f})."]
    if any(e.rule for e in advice.estimates):
        lines.append("* the Clockwork's own answer here.")
    if advice.interrupted:
        lines.append("Stopped by Ctrl-C: the best answer so far.")
    elif advice.settled:
        lines.append("Stopped early: this choice is clearly best.")
    elif len(advice.estimates) > 1 and best.interval()[0] <= max(e.interval()[1] for e in advice.estimates if e is not best):
        lines.append("The intervals overlap: no choice is clearly best at this effort (try advise deep).")
    if advice.left_out:
        lines.append(f"{counted(advice.left_out, 'other legal choice')} not weighed (the advisor weighs the Clockwork's plays).")
    lines.append(f"{runs} play-outs to the end of the game in {advice.seconds:.1f} s of CPU; cards you cannot see are guessed afresh in each.")
    for line in lines:
        console.print(line)


# The `?` list's win column shows a chance whose 95% interval is at most this wide; a wider
# one (a single play-out of a choice early in a game gives 0%-79%) says how many play-outs
# there were and how many won instead: a number that could be anything from 0% to 79% helps
# no one choose. Too few is the rule early in a game at the quick setting (a play-out there
# costs about 0.15 s): the standard setting would take 2 s a listing and still be too few.
WIDEST = 0.4
TOO_FEW = "win ?: too few play-outs to tell in the quick look of ?; advise weighs longer."


def win_column(advice: Advice) -> dict[str, str]:
    """Each weighed choice's words for the `?` list's win column (choice text -> '62% (45-77%)',
    or '? (1 of 5 play-outs won)' where the interval is wider than `WIDEST`)."""
    out = {}
    for estimate in advice.estimates:
        low, high = estimate.interval()
        out[str(estimate.choice)] = (f"{estimate.chance:.0%} ({low:.0%}-{high:.0%})" if high - low <= WIDEST
                                     else f"? ({estimate.wins} of {counted(estimate.runs, 'play-out')} won)")
    return out


def parse(rest: str) -> tuple[str, str | None]:
    """`advise` arguments: ('run', setting) or ('column', 'on'|'off'); ValueError with one line otherwise."""
    word = rest.strip().lower()
    if not word:
        return "run", "standard"
    if word in SETTINGS:
        return "run", word
    if word in ("on", "off"):
        return "column", word
    raise ValueError(f"advise {rest.strip()!r}: expected quick, standard, deep, on or off")
