"""`advise`: the advisor at the prompt of `play` and `assist` (clockwork/advisor.py).

`advise` weighs every choice of the decision being typed: its chance of winning with a 95%
interval and its VP margin, from play-outs by Clockwork seats in games guessed from what the
deciding seat may know, raced against each other (clockwork/racing.py). It answers with the
best choice, the runner-up and how far behind, one line of why (what the play-outs show
after each) and whether it settled. `advise quick|standard|deep` picks the effort (standard
answers within about 2 s), `advise on|off` adds (or drops) a "win" column to `?`. A progress
bar runs meanwhile; Ctrl-C stops it and shows the best answer so far.
"""

from __future__ import annotations

import statistics
from typing import TYPE_CHECKING, Callable

from rich import box
from rich.markup import escape
from rich.table import Table

from clockwork.advisor import SETTINGS, Advice, Estimate, advise
from clockwork.playout import Result
from engine.words import counted

if TYPE_CHECKING:
    from rich.console import Console

    from engine import Decision, Game

CHOICE_WIDTH = 34  # the choice column, so a table fits 80 columns


def run(
    console: "Console", game: "Game", seat: int, decision: "Decision", setting: str = "standard", seed: int = 0
) -> Advice:
    """The advisor on `seat`'s pending decision, from `game.view(seat)`, with a progress bar."""
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn  # only when asked: not at every start

    from companion.progress_bar import progress_bar

    from clockwork.workers import shared

    view = game.view(seat)
    workers = shared()
    workers.start()  # before the progress bar's thread: a pool forked beside a running thread may hang
    found: Advice | None = None
    columns = (
        TextColumn("weighing choices"),
        BarColumn(bar_width=30),
        MofNCompleteColumn(),
        TextColumn("play-outs (Ctrl-C: best so far)"),
    )
    try:
        with progress_bar(console, *columns) as tick:
            found = advise(view, seat, decision, setting=setting, seed=seed, progress=tick, workers=workers)
    except KeyboardInterrupt:
        if found is None:
            raise
        # the advice was whole when the Ctrl-C came (as the progress bar went): it is the answer
    return found


def render(console: "Console", game: "Game", advice: Advice) -> None:
    """The table of choices (best first; the Clockwork's own marked *) and the lines below it:
    the answer with the runner-up, why (what the play-outs show after each), whether it
    settled and how it was found. All of it above the prompt: where the screen is short, the
    table keeps the first choices and says how many more there are."""
    from rich.text import Text

    from companion.choices_list import height_of, spare_rows

    lines = [Text.from_markup(line) for line in summary(advice)]
    below = sum(height_of(console, line) for line in lines)
    ranked = advice.ranked
    room = max(
        2, console.height - spare_rows(console.height) - below - 3
    )  # less the title, the headings and their rule
    shown = ranked if len(ranked) <= room else ranked[: room - 1]
    seat = game.state.seats[advice.seat]
    table = Table(
        title=f"Advice for {seat.politician} \u00b7 {advice.kind}",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    table.add_column("Choice", no_wrap=True, max_width=CHOICE_WIDTH, overflow="ellipsis")
    table.add_column("Win", justify="right")
    table.add_column("95% interval", justify="right")
    table.add_column("VP margin", justify="right")
    table.add_column("Runs", justify="right")
    best = advice.best
    for estimate in shown:
        low, high = estimate.interval()
        style = "bold" if estimate is best else "dim" if estimate.dropped else ""
        # the words the person types, and a mark before them (an ellipsis would cut a mark at the end)
        table.add_row(
            ("* " if estimate.rule else "  ") + escape(str(estimate.choice)),
            f"{estimate.chance:.0%}",
            f"{low:.0%}-{high:.0%}",
            f"{estimate.margin:+.1f}",
            f"{estimate.runs}{' out' if estimate.dropped else ''}",
            style=style,
        )
    console.print(table)
    if len(shown) < len(ranked):
        hidden = ranked[len(shown) :]
        out = sum(e.dropped for e in hidden)
        console.print(
            f"  ... {counted(len(hidden), 'more choice')}"
            + (f", {out} of them out" if out else "")
            + " (a taller screen shows them)"
        )
    for line in lines:
        console.print(line)


def typed(estimate: Estimate, width: int = 30) -> str:
    """A choice as typed, cut to `width` characters for a sentence."""
    words = str(estimate.choice)
    return words if len(words) <= width else words[: width - 1] + "\u2026"


def chance_words(estimate: Estimate) -> str:
    low, high = estimate.interval()
    return f"{estimate.chance:.0%} ({low:.0%}-{high:.0%})"


def answer(advice: Advice) -> str:
    """The answer in one sentence: the best choice and its chance, the runner-up and how far behind."""
    best, second = advice.best, advice.runner_up
    if second is None:
        return f"Best: [bold]{escape(typed(best))}[/bold], the only choice weighed: {chance_words(best)}."
    gap, half, _ = advice.edge(best, second)
    behind = f"{gap:.1f} points behind ({gap - half:.1f} to {gap + half:.1f}) on the same luck"
    if advice.verdict == "equal":
        others = len(advice.leaders) - 2
        more = f" (and {counted(others, 'other')})" if others > 0 else ""
        return (
            f"Equal: [bold]{escape(typed(best))}[/bold] {chance_words(best)} and {escape(typed(second))}{more} "
            f"{chance_words(second)}: within {advice.margin:.0f} points of each other ({behind})."
        )
    if advice.verdict == "best":
        return (
            f"Best: [bold]{escape(typed(best))}[/bold], {chance_words(best)}. Runner-up: {escape(typed(second))}, "
            f"{chance_words(second)}, {behind}."
        )
    return (
        f"Best so far: [bold]{escape(typed(best))}[/bold], {chance_words(best)}. Runner-up: {escape(typed(second))}, "
        f"{chance_words(second)}, {behind}."
    )


# What the play-outs show after a choice, where they stopped: (name, value of one play-out,
# the sentence for the first choice and the second: {a} {b} the choices, {x} {y} their
# averages, {h} where the play-outs stopped).
ASPECTS: tuple[tuple[str, Callable[[Result], float], str], ...] = (
    (
        "won",
        lambda r: 100.0 if r.finished and r.won else 0.0,
        "after {a} you have won by {h} in {x:.0f}% of play-outs, after {b} in {y:.0f}%.",
    ),
    (
        "office",
        lambda r: 100.0 if r.office > 0 else 0.0,
        "after {a} you hold the PM's mat at {h} in {x:.0f}% of play-outs, after {b} in {y:.0f}%.",
    ),
    (
        "margin",
        lambda r: r.margin,
        "after {a} your VP margin over the best other seat at {h} averages {x:+.1f}, after {b} {y:+.1f}.",
    ),
    ("lead", lambda r: r.lead, "after {a} your party's Popularity lead at {h} averages {x:+.1f}, after {b} {y:+.1f}."),
)


def why(advice: Advice) -> str:
    """What the play-outs show happens after the best choice and after the runner-up: the
    one aspect (a win, the PM's mat, the VP margin, the Popularity lead) where they differ
    most for its spread, among those in the best choice's favour if any is."""
    best, second = advice.best, advice.runner_up
    if second is None or not best.results or not second.results:
        return ""
    where = advice.horizon
    found: list[tuple[bool, float, str]] = []
    for name, value, words in ASPECTS:
        if name == "won" and advice.rounds is None:
            continue  # played to the end, a win is the chance itself
        mine = [value(r) for r in best.results]
        theirs = [value(r) for r in second.results]
        x, y = statistics.fmean(mine), statistics.fmean(theirs)
        spread = statistics.pstdev(mine + theirs) or 1.0
        found.append(
            (
                x > y,
                abs(x - y) / spread,
                words.format(a=escape(typed(best, 24)), b=escape(typed(second, 24)), x=x, y=y, h=where),
            )
        )
    # an aspect in the best choice's favour first (what it gains), else the widest difference
    _, size, sentence = max(found, key=lambda item: (item[0] and item[1] >= 0.05, item[1]))
    if size < 0.05:
        return f"Why: the play-outs after each look alike at {where}."
    return "Why: " + sentence


def summary(advice: Advice) -> list[str]:
    """The lines under the table: the answer, why, whether it settled, how it was found."""
    lines = [answer(advice), why(advice)]
    if advice.interrupted:
        lines.append("Stopped by Ctrl-C: the best answer so far.")
    elif advice.verdict == "best":
        lines.append("Settled: every other choice is clearly worse ('out').")
    elif advice.verdict == "equal" and len(advice.leaders) == len(advice.estimates):
        lines.append(f"Settled: every choice is within {advice.margin:.0f} points of the best.")
    elif advice.verdict == "equal":
        lines.append(f"Settled: the leaders are within {advice.margin:.0f} points; the rest are clearly worse ('out').")
    elif len(advice.estimates) > 1:
        lines.append("Not settled at this effort: no choice is clearly best yet (advise deep looks longer).")
    how = f"{advice.playouts} play-outs to {advice.horizon} in {advice.wall:.1f} s"
    how += (
        " (unseen cards guessed afresh in each)."
        if advice.rounds is None
        else " (the chance there: the horizon model's)."
    )
    if any(e.rule for e in advice.estimates):
        how += " * the Clockwork's choice."
    if advice.left_out:
        how += f" {counted(advice.left_out, 'other legal choice')} not weighed."
    lines.append(how)
    return [line for line in lines if line]


# The `?` list's win column shows a chance whose 95% interval is at most this wide; a wider
# one says how many play-outs there were instead: a number that could be anything from 10%
# to 60% helps no one choose. With play-outs cut two rounds on, the quick look of `?`
# usually gives every choice a few dozen and an interval well inside this.
WIDEST = 0.4
TOO_FEW = "win ?: too few play-outs to tell in the quick look of ?; advise weighs longer."


def win_column(advice: Advice) -> dict[str, str]:
    """Each weighed choice's words for the `?` list's win column (choice text -> '62% (45-77%)',
    or '? (3 play-outs)' where the interval is wider than `WIDEST`)."""
    out = {}
    for estimate in advice.estimates:
        low, high = estimate.interval()
        out[str(estimate.choice)] = (
            f"{estimate.chance:.0%} ({low:.0%}-{high:.0%})"
            if high - low <= WIDEST
            else f"? ({counted(estimate.runs, 'play-out')})"
        )
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
