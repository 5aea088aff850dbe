"""The answers the rules and the odds keep (legal choices of each situation, Election odds of
each board) are bounded: a long run plateaus instead of growing, and a game played with a
memo that forgets almost everything is the very game pinned by its digest."""

from __future__ import annotations

import pytest

from digest_support import GAMES, load_pinned, play, summary
from engine import memo, odds
from engine import standard_components
from engine.memo import Memo

PINNED = load_pinned()
SMALL = 40


@pytest.fixture
def small_memos(monkeypatch: pytest.MonkeyPatch):
    components = standard_components()
    kept = components.__dict__.pop("memo", None)
    monkeypatch.setattr(memo, "MEMO_SIZE", SMALL)
    monkeypatch.setattr(odds, "ELECTION_MEMO", Memo(SMALL))
    yield components
    components.__dict__.pop("memo", None)
    if kept is not None:
        components.__dict__["memo"] = kept


def test_the_least_recently_used_answer_goes_first():
    kept = Memo(2)
    kept["a"], kept["b"] = 1, 2
    assert kept.get("a") == 1  # "a" used: "b" is now the oldest
    kept["c"] = 3
    assert list(kept) == ["a", "c"] and kept.get("b") is None and kept.get("b", 0) == 0


@pytest.mark.parametrize("name", ["4p-clockwork", "4p-fractured-clockwork", "3p-greedy"])
def test_games_with_a_tiny_memo_are_the_pinned_games_and_the_memo_stays_small(small_memos, name: str):
    pinned = next(game for game in GAMES if game.name == name)
    game = play(pinned)
    assert summary(game)["digest"] == PINNED[name]["digest"]
    assert 0 < len(small_memos.memo) <= SMALL
    assert len(odds.ELECTION_MEMO) <= SMALL
