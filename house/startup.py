"""Starting a command quickly: Python's cycle collector paused while it starts up.

A start makes tens of thousands of objects the collector tracks, nearly all of which live as
long as the process (modules, classes, the cards, click's and prompt_toolkit's tables), yet
the collector would walk them again and again as they pile up (about 6% of Prime Minister's
`play` to its first prompt: docs/performance.md). An installed command's `main` calls
`pause()` first; `started()` (once the command is under way: by the command group for the
commands that answer and exit, by the session before its first prompt) freezes what
start-up made (kept, never walked again) and turns the collector back on. Only when the
collector runs changes.
"""

from __future__ import annotations

import gc

_PAUSED = {"by start-up": False}


def pause() -> None:
    """Pause the collector until `started` (if it runs: a program that turned it off keeps it off)."""
    if gc.isenabled():
        gc.disable()
        _PAUSED["by start-up"] = True


def started() -> None:
    """Start-up is over: what it made is frozen and the collector runs again (only if `pause`
    paused it; a program that imports the commands is left as it is)."""
    if _PAUSED["by start-up"]:
        _PAUSED["by start-up"] = False
        gc.freeze()
        gc.enable()
