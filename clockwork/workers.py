"""Play-outs on every core: a pool of processes started once per session.

The advisor hands over its play-outs a batch at a time (`Playing.run`): each task is one
choice and one play-out number, and a play-out depends on nothing else (its guess and its
deal come from its number: `clockwork.playout`), so the results are the same, in the same
order, whether one process plays them or several. The batch is split into one piece per
play-out number (every choice still racing, on one guess of the unseen), and a worker takes
the next piece as soon as it is free: play-outs differ in length, and one piece per worker
left one worker idle while the other finished. The position (the seat's view) goes with
every piece, and a worker reads it once per advice. A worker skips what an advice that has
ended sent, and the play-outs of a choice its race has dropped (two numbers the pool shares
with its workers). Workers ignore Ctrl-C: the person's interrupt stops the advisor, which
keeps what came back.

`shared()` is the session's pool: started at the first advice that asks for it, kept until
the program ends. `PRIME_MINISTER_WORKERS` sets how many processes (1: none, play-outs in
the program itself); by default one per core, at most `MOST`.
"""

from __future__ import annotations

import atexit
import gc
import itertools
import multiprocessing
import multiprocessing.pool
import os
import pickle
import signal
from typing import Any, Callable, Iterable, Iterator

from clockwork.data import clockwork_for
from clockwork.playout import Result, play, start

from engine import Choice, Game

MOST = 4
ENV = "PRIME_MINISTER_WORKERS"
GC_THRESHOLD = 20_000  # objects allocated between two young collections in a worker (Python's default: 700);
# a play-out allocates and frees many short-lived records, few of them in cycles
Task = tuple[int, int]  # (the choice's index, the play-out number)

DROP_BITS = 16  # choices of an advice whose drop the workers hear of (the advisor weighs at most 8)

_JOBS: dict[int, tuple[Any, ...]] = {}  # in a worker: the advice it plays for (one at a time)
_ENDED: Any = None  # in a worker: the shared number of the last advice that has ended
_DROPPED: Any = None  # in a worker: the shared choices its race has dropped, (advice << DROP_BITS) | one bit a choice


def _start_worker(ended: Any, dropped: Any = None) -> None:
    global _ENDED, _DROPPED
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _ENDED, _DROPPED = ended, dropped
    gc.freeze()  # what the worker was started with is never garbage: the collector need not walk it
    gc.set_threshold(GC_THRESHOLD)


def _played(job: int, blob: bytes, tasks: list[Task]) -> list[Result | None]:
    """In a worker: the play-outs of `tasks` for the advice `job` (its position in `blob`);
    none, or only those begun, once that advice has ended (nobody will read them), and None
    for a choice its race dropped before the play-out began."""
    if _ENDED is not None and _ENDED.value >= job:
        return []
    found = _JOBS.get(job)
    if found is None:
        _JOBS.clear()
        found = _JOBS[job] = pickle.loads(blob)

    def dropped(index: int) -> bool:
        marks = _DROPPED.value if _DROPPED is not None else 0
        return marks >> DROP_BITS == job and index < DROP_BITS and bool(marks >> index & 1)

    done = []
    for result in _play(found, tasks, dropped):
        done.append(result)
        if _ENDED is not None and _ENDED.value >= job:
            break
    return done


def _play(
    position: tuple[Any, ...], tasks: list[Task], dropped: Callable[[int], bool] | None = None
) -> Iterator[Result | None]:
    """The play-outs of `tasks`, one guess of the unseen for each play-out number (None for
    a task whose choice is `dropped` by then)."""
    view, seat, choices, key, rounds = position
    data = clockwork_for(view.components)
    guessed: tuple[int, Game] | None = None
    for index, number in tasks:
        if dropped is not None and dropped(index):
            yield None
            continue
        if guessed is None or guessed[0] != number:
            guessed = number, start(view, key, number)[0]
        yield play(
            view, seat, choices[index], key, number, rounds=rounds, data=data, value="chance", guessed=guessed[1]
        )


class _Pool(multiprocessing.pool.Pool):
    """A pool whose keeper of the worker processes wakes when a worker ends or the pool's
    work drains, not at every result: the standard one also watches the results' pipe,
    and takes turns with the thread that reads it for as long as a result waits there (a
    few thousand times a second, a twentieth of a core while the advisor reads)."""

    def _get_sentinels(self) -> list[Any]:
        return [self._change_notifier._reader]  # type: ignore[attr-defined]


class Workers:
    """A pool of `processes` processes (fewer than 2: none, the play-outs run here)."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self._pool: Any = None
        self._ended: Any = None
        self._dropped: Any = None
        self._jobs = itertools.count(1)

    def start(self) -> None:
        if self._pool is None and self.processes > 1:
            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
            self._ended = context.Value("q", 0, lock=False)
            self._dropped = context.Value("q", 0, lock=False)  # one number: read and written whole
            self._pool = _Pool(
                self.processes, initializer=_start_worker, initargs=(self._ended, self._dropped), context=context
            )

    def ended(self, job: int) -> None:
        """The advice `job` is over: its pieces still queued or playing stop."""
        if self._ended is not None and self._ended.value < job:
            self._ended.value = job

    def dropped(self, job: int, indices: Iterable[int]) -> None:
        """The race of advice `job` has dropped these choices: their play-outs not yet begun
        are skipped (a dropped choice is never asked for again)."""
        if self._dropped is not None:
            marks = sum(1 << index for index in set(indices) if index < DROP_BITS)
            self._dropped.value = job << DROP_BITS | marks

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
        self._sent: dict[int, tuple[list[Task], Any]] = {}  # play-out number -> its piece sent, and the result to come

    @property
    def farmed(self) -> bool:
        return self.workers is not None and self.workers.processes > 1

    def send(self, tasks: list[Task]) -> None:
        """Hand `tasks` to the workers now, to be read by a later `run` (the play-outs the
        advisor will most likely ask for next, played while it reads this batch's). A task
        never asked for costs a worker's time, never the answer."""
        if not self.farmed or not tasks:
            return
        workers = self.workers
        assert workers is not None
        workers.start()
        if self._blob is None:
            self._blob = pickle.dumps(self.position, protocol=pickle.HIGHEST_PROTOCOL)
        for number, group in itertools.groupby(tasks, key=lambda task: task[1]):
            if number not in self._sent:
                piece = list(group)
                self._sent[number] = piece, workers._pool.apply_async(_played, (self.job, self._blob, piece))

    def run(self, tasks: list[Task]) -> Iterator[tuple[Task, Result]]:
        """Each task with its play-out, in the order given (from the pieces sent ahead where
        they hold it: a choice dropped since leaves only its own play-out unread)."""
        if not self.farmed or (len(tasks) < 2 and tasks and tasks[0][1] not in self._sent):
            for task, result in zip(tasks, _play(self.position, tasks)):
                assert result is not None  # nothing dropped here
                yield task, result
            return
        groups = [list(group) for _, group in itertools.groupby(tasks, key=lambda task: task[1])]
        for piece in groups:
            sent = self._sent.get(piece[0][1])
            if sent is not None and not set(piece) <= set(sent[0]):
                del self._sent[piece[0][1]]  # sent for other choices: played again as asked
        self.send(tasks)
        for piece in groups:
            sent_piece, result = self._sent.pop(piece[0][1])
            found = dict(zip(sent_piece, result.get()))
            for task in piece:
                played = found[task]
                assert played is not None  # a task asked for is never of a dropped choice
                yield task, played

    def drop(self, indices: Iterable[int]) -> None:
        """The race has dropped these choices: what was sent of them and not begun is skipped."""
        if self.farmed and self._sent:
            assert self.workers is not None
            self.workers.dropped(self.job, indices)

    def end(self) -> None:
        """The advice is over: what was sent and not read stops in the workers."""
        if self.farmed and self._sent:
            assert self.workers is not None
            self.workers.ended(self.job)
        self._sent.clear()


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
