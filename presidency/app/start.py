"""`presidency` as installed (`[project.scripts]`)."""

from __future__ import annotations


def main() -> None:
    """Run the `presidency` command group."""
    from presidency.app.cli import main as command

    command()
