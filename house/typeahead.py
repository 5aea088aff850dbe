"""Keys typed while an app is busy between two prompts (automated seats moving, an advisor
weighing, a board being drawn): every game's interactive session uses it.

At a real terminal the line discipline echoes every key at once, so keys typed while the
automated seats moved landed in the middle of their moves on the screen. While the app is busy,
`quiet_keys` turns the terminal's echo off; the keys themselves wait for the next prompt,
which shows them on its line as if typed there (type-ahead works as in any terminal
program), and the terminal's settings are put back as they were whatever happens (an
error, Ctrl-C). Ctrl-C still interrupts (the signal keys are left alone).

Nothing changes where standard input is not a terminal (a pipe, the tests) or where the
platform has no `termios`.
"""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Iterator

try:
    import termios
except ImportError:  # pragma: no cover - not a POSIX terminal
    termios = None  # type: ignore[assignment]


def _terminal() -> int | None:
    """Standard input's file descriptor when it is a terminal this module can quieten."""
    if termios is None:
        return None
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):
        return None
    return fd if os.isatty(fd) else None


@contextmanager
def quiet_keys() -> Iterator[None]:
    """While the body runs, keys typed are not echoed; they wait for the next prompt."""
    fd = _terminal()
    if fd is None:
        yield
        return
    try:
        before = termios.tcgetattr(fd)
    except termios.error:
        yield
        return
    quiet = list(before)
    quiet[3] = before[3] & ~(termios.ECHO | termios.ECHONL)  # lflags: nothing echoed, not even Enter
    try:
        termios.tcsetattr(fd, termios.TCSANOW, quiet)
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, before)
