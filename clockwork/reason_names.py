"""The cards a Clockwork reason names, found in its own words and handed to the game with
them (`Game.apply(..., reason_names=...)`), so that what a seat may read is decided from
that typed field (`engine.views`), never by searching the log's prose."""

from __future__ import annotations

import re
from typing import Any

from engine import CardName

_PATTERNS: dict[int, tuple[Any, re.Pattern[str]]] = {}


def card_names_pattern(components: Any) -> re.Pattern[str]:
    """Every card's name (bills, Supporters, Events), longest first, so that at each place
    the longest name starting there is the one found ("Reform Act Amendment", not "Reform
    Act"). Made once per set of components (about 6 ms)."""
    found = _PATTERNS.get(id(components))
    if found is None or found[0] is not components:
        if len(_PATTERNS) > 32:
            _PATTERNS.clear()
        names = {card.name for deck in (components.bills, components.supporters, components.events) for card in deck}
        pattern = re.compile("|".join(re.escape(name) for name in sorted(names, key=lambda n: (-len(n), n))))
        found = _PATTERNS[id(components)] = (components, pattern)
    return found[1]


def names_in(text: str, components: Any) -> list[str]:
    """The card names `text` holds, left to right, as often as it holds them."""
    return card_names_pattern(components).findall(text)


def reason_names(components: Any, reason: str) -> tuple[CardName, ...]:
    """The cards of `components` that `reason` names, each once, in the order first named."""
    if not reason:
        return ()
    return tuple(CardName(name) for name in dict.fromkeys(names_in(reason, components)))
