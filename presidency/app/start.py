"""`presidency` as installed (`[project.scripts]`): the command group of
`presidency.app.cli`, run with Python's cycle collector paused while it starts up
(`house.startup`)."""

from __future__ import annotations

from house.startup import pause


def main() -> None:
    """`presidency`: the command group, the collector paused until the command is under way."""
    pause()
    from presidency.app.cli import main as command

    command()
