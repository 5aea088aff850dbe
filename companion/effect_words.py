"""A card's effects as the app writes them: the engine's few words for each effect
(`engine.describe_effects`), with the parties' names as the proper nouns they are
("Liberal party +1 Workers", where the engine's menu words say "liberal party")."""

from __future__ import annotations

import re

from engine import Effect, describe_effects

_PARTY = re.compile(r"\b(liberal|conservative) party\b")


def effects_words(effects: tuple[Effect, ...]) -> str:
    return _PARTY.sub(lambda found: f"{found[1].title()} party", describe_effects(effects))
