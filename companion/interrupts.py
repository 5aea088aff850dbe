"""Ctrl-C while the game changes: noted, never breaking a change in half.

`interrupts_deferred` holds a Ctrl-C back while the automated seats play (the session says
so afterwards); `uninterrupted` makes one change to the game whole and raises the Ctrl-C
once it is made, for the session's loop to catch (`Session.carry_out`).
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Iterator

_DEFERRING: list[list[int]] = []  # the notes of the `interrupts_deferred` blocks open now


@contextmanager
def interrupts_deferred() -> Iterator[list[int]]:
    """While the automated seats play, Ctrl-C is noted instead of breaking a choice in half
    (inside another such block, noted in that block's list)."""
    if _DEFERRING:
        yield _DEFERRING[-1]
        return
    caught: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield caught
        return
    previous = signal.signal(signal.SIGINT, lambda signum, _frame: caught.append(signum))
    _DEFERRING.append(caught)
    try:
        yield caught
    finally:
        _DEFERRING.pop()
        signal.signal(signal.SIGINT, previous)


@contextmanager
def uninterrupted() -> Iterator[None]:
    """One change to the game made whole: a Ctrl-C that comes meanwhile is raised once the
    change is made (inside `interrupts_deferred`, only noted there), never in the middle of it."""
    nested = bool(_DEFERRING)
    with interrupts_deferred() as caught:
        yield
    if caught and not nested:
        raise KeyboardInterrupt
