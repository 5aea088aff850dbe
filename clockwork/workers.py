"""Play-outs on every core: a pool of processes started once per session.

The advisor hands over its play-outs a batch at a time (`Playing.run`): each task is one
choice and one play-out number, and a play-out depends on nothing else (its guess and its
deal come from its number: `clockwork.playout`), so the results are the same, in the same
order, whether one process plays them or several. The batch is split into one piece per
worker; the position (the seat's view) goes with every piece, and a worker reads it once per
advice. Workers ignore Ctrl-C: the person's interrupt stops the advisor, which keeps what
came back.

`shared()` is the session's pool: started at the first advice that asks for it, kept until
the program ends. `PRIME_MINISTER_WORKERS` sets how many processes (1: none, play-outs in
the program itself); by default one per core, at most `MOST`.
"""

from __future__ import annotations

import atexit
import itertools
import multiprocessing
import os
import pickle
import signal
from typing import Any, Iterator

from clockwork.data import clockwork_for
from clockwork.playout import Result, play, start

from engine import Choice, Game

MOST = 4
ENV = "PRIME_MINISTER_WORKERS"
Task = tuple[int, int]  # (the choice's index, the play-out number)

_JOBS: dict[int, tuple[Any, ...]] = {}  # in a worker: the advice it plays for (one at a time)


def _quiet() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _played(job: int, blob: bytes, tasks: list[Task]) -> list[Result]:
    """In a worker: the play-outs of `tasks` for the advice `job` (its position in `blob`)."""
    found = _JOBS.get(job)
    if found is None:
        _JOBS.clear()
        found = _JOBS[job] = pickle.loads(blob)
    return list(_play(found, tasks))


def _play(position: tuple[Any, ...], tasks: list[Task]) -> Iterator[Result]:
    """The play-outs of `tasks`, one guess of the unseen for each play-out number."""
    view, seat, choices, key, rounds = position
    data = clockwork_for(view.components)
    guessed: tuple[int, Game] | None = None
    for index, number in tasks:
        if guessed is None or guessed[0] != number:
            guessed = number, start(view, key, number)[0]
        yield play(
            view, seat, choices[index], key, number, rounds=rounds, data=data, value="chance", guessed=guessed[1]
        )


class Workers:
    """A pool of `processes` processes (fewer than 2: none, the play-outs run here)."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self._pool: Any = None
        self._jobs = itertools.count(1)

    def start(self) -> None:
        if self._pool is None and self.processes > 1:
            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
            self._pool = context.Pool(self.processes, initializer=_quiet)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool = None

    def playing(self, view: Game, seat: int, choices: list[Choice], key: str, rounds: int | None) -> "Playing":
        return Playing(self, next(self._jobs), (view, seat, choices, key, rounds))


class Playing:
    """The play-outs of one advice, local or farmed out."""

    def __init__(self, workers: Workers | None, job: int, position: tuple[Any, ...]) -> None:
        self.workers, self.job, self.position = workers, job, position
        self._blob: bytes | None = None

    def run(self, tasks: list[Task]) -> Iterator[tuple[Task, Result]]:
        """Each task with its play-out, in the order given."""
        workers = self.workers
        if workers is None or workers.processes < 2 or len(tasks) < 2:
            yield from zip(tasks, _play(self.position, tasks))
            return
        workers.start()
        if self._blob is None:
            self._blob = pickle.dumps(self.position, protocol=pickle.HIGHEST_PROTOCOL)
        size = -(-len(tasks) // workers.processes)
        pieces = [tasks[i : i + size] for i in range(0, len(tasks), size)]
        pending = [workers._pool.apply_async(_played, (self.job, self._blob, piece)) for piece in pieces]
        for piece, result in zip(pieces, pending):
            yield from zip(piece, result.get())  # a piece left unread (the clock ran out) still runs in its worker


_SHARED: Workers | None = None


def shared() -> Workers:
    """The session's pool (started at its first batch)."""
    global _SHARED
    if _SHARED is None:
        wanted = os.environ.get(ENV, "")
        count = int(wanted) if wanted.isdigit() else min(MOST, os.cpu_count() or 1)
        _SHARED = Workers(count)
        atexit.register(_SHARED.close)
    return _SHARED
