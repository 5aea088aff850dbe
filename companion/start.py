"""The `prime-minister` command as installed (`[project.scripts]`): the command group of
`companion.cli`, run with Python's cycle collector paused while it starts up
(`house.startup`).

A start makes some 50,000 objects the collector tracks, nearly all of which live as long as
the process (modules, classes, the components, click's and prompt_toolkit's tables), yet
the collector would walk them again and again as they pile up: about 6% of `play`'s CPU
time to its first prompt and 5% of an `odds` answer. `main` pauses it; `started` (called
once the command is under way: by the command group for the commands that answer and
exit, by the session before the first move of `play`, `resume` and `assist`) freezes what
start-up made (kept, never walked again) and turns the collector back on. Nothing else
changes: only when the collector runs.

Standard input redirected from a file (`prime-minister play < moves.txt`) is handed to the
command as a pipe (`house.startup.file_input_as_pipe`), so its lines are read as a pipe's are.
"""

from __future__ import annotations

from house.startup import file_input_as_pipe, pause, started

__all__ = ["main", "started"]


def main() -> None:
    """`prime-minister`: the command group, the collector paused until `started`."""
    pause()
    file_input_as_pipe()
    from companion.cli import main as command

    command()
