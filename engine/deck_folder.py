"""Where the decks are, and the components read from them once a process: read and checked
by `engine.decks`, each file's parsed YAML taken from the cache folder when it is kept there
(`engine.deck_cache`), so the usual start imports no PyYAML.
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import TYPE_CHECKING

from engine import deck_cache
from engine.components import Components
from engine.deck_fields import DeckError

if TYPE_CHECKING:
    from pathlib import Path

DECKS_ENV = "PRIME_MINISTER_DECKS"


def _shipped(name: str) -> str | None:
    """The copy shipped inside the wheel, or the checkout next to the package (a real path)."""
    here = os.path.dirname(os.path.realpath(__file__))
    for candidate in (os.path.join(here, "_data", name), os.path.join(os.path.dirname(here), name)):
        if os.path.isdir(candidate):
            return candidate
    return None


def _package_data(name: str) -> Path | None:
    from pathlib import Path

    found = _shipped(name)
    return None if found is None else Path(found)


def _chosen(explicit: str | os.PathLike[str] | None) -> Path | None:
    """An explicit directory, or $PRIME_MINISTER_DECKS, if either is given (it must exist)."""
    chosen = explicit or os.environ.get(DECKS_ENV)
    if not chosen:
        return None
    from pathlib import Path

    path = Path(chosen).expanduser()
    if not path.is_dir():
        raise DeckError(f"decks directory {str(path)!r} does not exist (expected a folder of card files, such as a "
                        f"copy of the shipped decks/ or one `prime-minister cards transcribe DIR` wrote)")
    return path


def _shipped_decks() -> str:
    found = _shipped("decks")
    if found is None:
        raise DeckError("no decks directory found: pass --decks DIR or set " + DECKS_ENV)
    return found


def default_decks_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """Where the decks are: an explicit directory, $PRIME_MINISTER_DECKS, the installed
    copy, then the checkout (editable installs)."""
    from pathlib import Path

    return _chosen(explicit) or Path(_shipped_decks())


def scenarios_dir() -> Path:
    found = _package_data("scenarios")
    if found is None:
        raise DeckError("no scenarios directory found")
    return found


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
