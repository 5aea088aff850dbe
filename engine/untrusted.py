"""Describing values read from files a person may have edited (saves, decks folders).

An error message names the bad value, but a value from such a file may be anything: a
text of 20,000 characters, a list that YAML aliases make a billion items long, a number
of 5,000 digits, an escape sequence that would recolour the terminal. `shown` describes
any of them in a few dozen printable characters, never walking a nested value.
"""

from __future__ import annotations

import re
from typing import Any

from engine.words import counted

SHOWN_TEXT = 40  # characters of a text quoted in a message
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # newline and tab may stand in longer texts


def shown(value: Any) -> str:
    """A short, printable description of any parsed value, safe to put in a message."""
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        return str(value) if abs(value) < 10**30 else f"a {value.bit_length()}-bit number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        text = repr(value[:SHOWN_TEXT])  # repr writes control characters out (\x1b)
        return text if len(value) <= SHOWN_TEXT else f"{text[:-1]}...' ({len(value)} characters)"
    if isinstance(value, list):
        return f"a list of {counted(len(value), 'item')}"
    if isinstance(value, dict):
        return f"a mapping of {counted(len(value), 'key')}"
    return f"a {type(value).__name__}"
