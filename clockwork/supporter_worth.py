"""What a Supporter in hand is worth to a Clockwork seat: its best option now, over every
target the option could name (for keeping one drawn and discarding one over the hold limit,
7.3)."""

from __future__ import annotations

from clockwork.appraise import Appraiser
from engine import PlaySupporter, needs, target_values, targets_of


def supporter_value(a: Appraiser, name: str) -> float:
    """A Supporter's best option for this seat now, in VP, over every target the rules allow
    it (`engine.target_values`, pushing a bill down included)."""
    card = a.components.supporter(name)
    best = 0.0
    for number, option in enumerate(card.options, 1):
        for values in target_values(a.view, a.me, needs(option.effects), True):
            play = PlaySupporter(card=name, option=number, **values)
            best = max(best, a.effects(option.effects, a.seat, targets_of(play), slack=a.default_slack()))
    return best
