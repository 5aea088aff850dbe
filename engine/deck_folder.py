"""The components read from the decks once a process (where the decks are:
`engine.deck_location`): from the cache folder when they are kept there
(`engine.deck_cache`), else read and checked by `engine.decks` (imported only then, with
PyYAML and pathlib).

On the usual start (the decks shipped with the package, found in the cache folder) nothing
here imports pathlib: `prime-minister odds` pays for neither it nor the loader.
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
    components = deck_cache.load(directory)
    if not isinstance(components, Components):
        from engine.decks import load_components

        components = load_components(directory)
        components.fingerprint  # noqa: B018  (worked out before it is kept: every later start reads it with the rest)
        deck_cache.store(directory, components)
    return components


def standard_components(directory: str | os.PathLike[str] | None = None) -> Components:
    """`load_components`, read once per directory and process."""
    chosen = _chosen(directory)
    return _cached(_shipped_decks() if chosen is None else str(chosen))
