"""A memo of fixed size: answers worked out once and kept for the next time the same
question comes, the least recently used forgotten first once it is full.

The rules keep the legal choices of each seat's situation (`Components.memo`) and the
Election odds of each board (`engine.odds`); the situations a long run meets are without
number (every hand of Supporters is one), so a memo that kept them all would grow for as
long as a process lives (a balance study, an advisor open all evening). A forgotten answer
is worked out again, the same, so a bounded memo changes nothing but the time it takes.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

MEMO_SIZE = 8192  # answers Components.memo keeps; a 4-player game meets about 150 new ones


class Memo(OrderedDict[Any, Any]):
    """At most `size` answers; `get` and storing an answer count as a use."""

    def __init__(self, size: int | None = None) -> None:
        super().__init__()
        self.size = MEMO_SIZE if size is None else size

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            self.move_to_end(key)
        except KeyError:
            return default
        return self[key]

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(key, value)
        if len(self) > self.size:
            self.popitem(last=False)

    def __reduce__(self) -> Any:  # pickled (worker processes) empty: answers are worked out again
        return (type(self), (self.size,))
