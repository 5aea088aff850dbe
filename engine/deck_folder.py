"""The components read from the decks once a process: read and checked by `engine.decks`,
each file's parsed YAML taken from the cache folder when it is kept there
(`engine.deck_cache`), so the usual start imports no PyYAML. Where the decks are:
`engine.deck_location`.
"""

from __future__ import annotations

import os
from functools import lru_cache

from engine import deck_cache
from engine.components import Components
from engine.deck_location import DECKS_ENV as DECKS_ENV
from engine.deck_location import _chosen, _shipped_decks
from engine.deck_location import default_decks_dir as default_decks_dir
from engine.deck_location import scenarios_dir as scenarios_dir


@lru_cache(maxsize=8)
def _cached(directory: str) -> Components:
    from engine.decks import load_components

    def load(kept: deck_cache.Reading) -> Components:
        components = load_components(directory)
        fingerprint = kept.extra.get("fingerprint")
        if type(fingerprint) is str and len(fingerprint) == 16 and all(c in "0123456789abcdef" for c in fingerprint):
            components.__dict__["fingerprint"] = fingerprint  # the cached_property's value, as worked out before
        else:
            kept.extra["fingerprint"] = components.fingerprint
        return components

    return deck_cache.through_cache(load, directory)


def standard_components(directory: str | os.PathLike[str] | None = None) -> Components:
    """`load_components`, read once per directory and process."""
    chosen = _chosen(directory)
    return _cached(_shipped_decks() if chosen is None else str(chosen))
