"""Where the decks and the scenarios are: an explicit directory, $PRIME_MINISTER_DECKS, the
copy installed with the package, then the checkout (editable installs). Found with os.path;
pathlib is imported only for a directory given or asked for, so `odds` never imports it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

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
        raise DeckError(
            f"decks directory {str(path)!r} does not exist (expected a folder of card files, such as a "
            f"copy of the shipped decks/ or one `prime-minister cards transcribe DIR` wrote)"
        )
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
