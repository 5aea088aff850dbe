"""Numbers in words: a noun or a verb in the number its count takes ("1 Supporter",
"2 Supporters", "0 cubes"; "1 card is", "3 cards are").

The one place our messages, the log's words and the app's screens make a plural, so that no
module spells its own. A leaf: it imports nothing, so a module on the start-up path
(`engine.decks`, `engine.untrusted`, which `odds` loads without the rest of the engine) uses it
at no cost. The Clockwork and the app read these names from `engine`.
"""

from __future__ import annotations


def noun_for(count: int, noun: str, plural: str = "") -> str:
    """The noun in the number `count` takes: `noun` for exactly one, else `plural` (by
    default the noun with an s), so 0 and 2 take the plural."""
    return noun if count == 1 else plural or noun + "s"


def counted(count: int, noun: str, plural: str = "") -> str:
    """`count` and its noun in the number it takes: 1 Supporter, 2 Supporters, 0 cubes."""
    return f"{count} {noun_for(count, noun, plural)}"


def verb_for(count: int, one: str, many: str) -> str:
    """The verb that agrees with `count` things: `one` for exactly one ("is", "has", "wins"),
    else `many` ("are", "have", "win")."""
    return one if count == 1 else many
