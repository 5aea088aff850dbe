"""Whole seeded games are pinned: random, greedy and Clockwork seats at 2, 3 and 4 players,
standard games and scenarios (tests/digest_support.py). Work that must not change a game
(speed, refactoring) leaves every digest as it is; a deliberate rule or Clockwork change
regenerates them with `python bench/regenerate_digests.py` and says so in its commit."""

from __future__ import annotations

import pytest

from digest_support import GAMES, PinnedGame, load_pinned, play, summary

PINNED = load_pinned()


def test_every_pinned_game_is_in_the_file_and_nothing_else() -> None:
    assert sorted(PINNED) == sorted(game.name for game in GAMES), "run python bench/regenerate_digests.py"


@pytest.mark.parametrize("pinned", GAMES, ids=[game.name for game in GAMES])
def test_the_seeded_game_is_played_exactly_as_pinned(pinned: PinnedGame) -> None:
    game = play(pinned)
    assert game.over, f"{pinned.name} did not finish"
    expected = PINNED[pinned.name]
    got = summary(game)
    # the readable figures first, so a changed game says how it changed
    assert (got["plies"], got["rounds"], got["winner"], got["vp"]) == (
        expected["plies"],
        expected["rounds"],
        expected["winner"],
        expected["vp"],
    )
    assert got["digest"] == expected["digest"], (
        f"{pinned.name}: the same length and result, but another sequence of choices or final position; "
        "if a rule or Clockwork change meant this, run python bench/regenerate_digests.py"
    )
