"""The progress bar of a long answer (`advise`, `review`): drawn while the play-outs run and
gone once they end, so the answer stands where the bar was."""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import ProgressColumn


@contextmanager
def progress_bar(console: Console, *columns: ProgressColumn) -> Iterator[Callable[[int, int], None]]:
    """A transient bar of `columns`; yields what to call with (done, total) as the work goes."""
    from rich.progress import Progress  # only when asked: not at every start

    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task("work", total=None)

        def tick(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        yield tick
