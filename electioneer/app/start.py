"""The `electioneer` command as installed (`[project.scripts]`): the command group of
`electioneer.app.cli`, run with Python's cycle collector paused while it starts up
(`house.startup`: only when the collector runs changes)."""

from __future__ import annotations

from house.startup import pause, started

__all__ = ["main", "started"]


def main() -> None:
    """`electioneer`: the command group, the collector paused until the command is under way."""
    pause()
    from electioneer.app.cli import main as command

    command()
