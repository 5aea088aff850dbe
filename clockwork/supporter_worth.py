"""What a Supporter in hand is worth to a Clockwork seat: its best option now, over every
target the option could name (for keeping one drawn and discarding one over the hold limit,
7.3)."""

from __future__ import annotations

from typing import Any

from clockwork.appraise import Appraiser
from engine import Party, PlaySupporter, needs, targets_of


def supporter_value(a: Appraiser, name: str) -> float:
    """A Supporter's best option for this seat now, in VP."""
    card = a.components.supporter(name)
    best = 0.0
    for number, option in enumerate(card.options, 1):
        wanted = needs(option.effects)
        for values in _target_grid(a, wanted):
            play = PlaySupporter(card=name, option=number, **values)
            best = max(best, a.effects(option.effects, a.seat, targets_of(play), slack=a.default_slack()))
    return best


def _target_grid(appraiser: Appraiser, wanted: set[str]) -> list[dict[str, Any]]:  # PlaySupporter's keywords (a str or an int each)
    axes: dict[str, list[str] | list[int]] = {}
    if "party" in wanted:
        axes["party"] = [p.value for p in Party]
    if "player" in wanted:
        axes["player"] = [s.index for s in appraiser.state.seats]
    if "player_sign" in wanted:
        axes["sign_player"] = [1, -1]
    if "slot" in wanted:
        bills = [b.slot_index + 1 for b in appraiser.bills()]
        if not bills:
            return []
        axes["slot"] = bills
    if "sign" in wanted:
        axes["sign"] = [1, -1]
    if "to" in wanted:
        axes["to"] = ["partisan", "moderate"]
    grid: list[dict[str, Any]] = [{}]
    for key, options in axes.items():
        grid = [dict(g, **{key: o}) for g in grid for o in options]
    return grid
