"""Shared by the bench scripts: write one "## Heading" section of docs/performance.md."""

from __future__ import annotations

from pathlib import Path

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
