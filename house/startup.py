"""Starting a command quickly: Python's cycle collector paused while it starts up.

A start makes tens of thousands of objects the collector tracks, nearly all of which live as
long as the process (modules, classes, the cards, click's and prompt_toolkit's tables), yet
the collector would walk them again and again as they pile up (about 6% of Prime Minister's
`play` to its first prompt: docs/performance.md). An installed command's `main` calls
`pause()` first; `started()` (once the command is under way: by the command group for the
commands that answer and exit, by the session before its first prompt) freezes what
start-up made (kept, never walked again) and turns the collector back on. Only when the
collector runs changes.

`file_input_as_pipe()` hands standard input redirected from a plain file (`play < moves.txt`)
to the command as a pipe: prompt_toolkit waits for a pipe's lines but cannot watch a plain
file (it took it as ended at once), so a file's lines are then read exactly as
`cat moves.txt |` gives them.
"""

from __future__ import annotations

import gc
import os
import stat

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


def file_input_as_pipe() -> None:
    """When standard input is a plain file, put a pipe in its place, fed from the file by a
    thread as the command reads it (nothing changes for a terminal or a pipe)."""
    try:
        if not stat.S_ISREG(os.fstat(0).st_mode):
            return
        import threading

        source = os.dup(0)
        read_end, write_end = os.pipe()
    except OSError:
        return

    def feed() -> None:
        try:
            while chunk := os.read(source, 1 << 16):
                view = memoryview(chunk)
                while view:
                    view = view[os.write(write_end, view) :]
        except OSError:  # the command ended without reading it all
            pass
        finally:
            os.close(source)
            os.close(write_end)

    threading.Thread(target=feed, name="file-input", daemon=True).start()
    os.dup2(read_end, 0)
    os.close(read_end)
