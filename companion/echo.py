"""How an error line says back what was typed: quoted, and cut short when long, so a
5,000-character paste is not echoed whole."""

from __future__ import annotations

ECHO_LIMIT = 40  # characters of a wrong entry said back in an error line


def said(text: str) -> str:
    """What was typed, quoted as an error line repeats it: cut short when long."""
    text = " ".join(text.split())
    if len(text) > ECHO_LIMIT:
        return repr(text[: ECHO_LIMIT - 1] + "\u2026") + f" ({len(text)} characters)"
    return repr(text)
