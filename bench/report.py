"""Shared by the bench scripts: write one "## Heading" section of docs/performance.md."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Callable

DOC = Path(__file__).resolve().parent.parent / "docs" / "performance.md"


def write_section(heading: str, section: str, doc: Path = DOC) -> None:
    """Replace (or append) the section under `heading`, leaving the other sections alone."""
    text = doc.read_text(encoding="utf-8") if doc.exists() else "# Performance\n\n"
    lines = text.splitlines()
    if heading in lines:
        start = lines.index(heading)
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
        lines[start:end] = section.rstrip("\n").splitlines() + ([""] if end < len(lines) else [])
        text = "\n".join(lines).rstrip("\n") + "\n"
    else:
        text = text.rstrip("\n") + "\n\n" + section
    doc.parent.mkdir(exist_ok=True)
    doc.write_text(text, encoding="utf-8")


def main(doc: str, heading: str, measure: Callable[[int], str], runs: int, what: str) -> None:
    """The command line shared by the fresh-process benches: `--runs N`, `--write`."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--runs", type=int, default=runs, help=f"{what} (default {runs})")
    parser.add_argument("--write", action="store_true", help=f"update the {heading!r} section of docs/performance.md")
    options = parser.parse_args()
    section = measure(options.runs)
    print(section)
    if options.write:
        write_section(heading, section)
