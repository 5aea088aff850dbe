"""The `prime-minister` command as installed (`[project.scripts]`): the command group of
`companion.cli`, run with Python's cycle collector paused while it starts up.

A start makes some 50,000 objects the collector tracks, nearly all of which live as long as
the process (modules, classes, the components, click's and prompt_toolkit's tables), yet
the collector would walk them again and again as they pile up: about 6% of `play`'s CPU
time to its first prompt and 5% of an `odds` answer. `main` pauses it; `started` (called
once the command is under way: by the command group for the commands that answer and
exit, by the session before the first move of `play`, `resume` and `assist`) freezes what
start-up made (kept, never walked again) and turns the collector back on. Nothing else
changes: only when the collector runs.

Standard input redirected from a file (`prime-minister play < moves.txt`) is handed to the
command as a pipe (`_file_as_pipe`): prompt_toolkit waits for a pipe's lines but cannot
watch a plain file, so the lines of a file are read exactly as `cat moves.txt |` gives them.
"""

from __future__ import annotations

import gc
import os
import stat

_PAUSED = {"by start-up": False}


def main() -> None:
    """`prime-minister`: the command group, the collector paused until `started`."""
    if gc.isenabled():
        gc.disable()
        _PAUSED["by start-up"] = True
    _file_as_pipe()
    from companion.cli import main as command

    command()


def started() -> None:
    """Start-up is over: what it made is frozen and the collector runs again (only if
    `main` paused it; a program that imports the commands is left as it is)."""
    if _PAUSED["by start-up"]:
        _PAUSED["by start-up"] = False
        gc.freeze()
        gc.enable()


def _file_as_pipe() -> None:
    """When standard input is a plain file, put a pipe in its place, fed from the file by a
    thread as the command reads it (a pipe's reader never waits for the whole file)."""
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
                    view = view[os.write(write_end, view):]
        except OSError:  # the command ended without reading it all
            pass
        finally:
            os.close(source)
            os.close(write_end)

    threading.Thread(target=feed, name="stdin-file", daemon=True).start()
    os.dup2(read_end, 0)
    os.close(read_end)
