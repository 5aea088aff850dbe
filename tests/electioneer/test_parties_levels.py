"""The automated parties: small versions of the benches (bench/electioneer_levels.py,
bench/electioneer_soak.py) keep them honest; every choice has a reason; same view, same answer."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from electioneer.data_load import load_cards
from electioneer.parties import LEVELS, player
from electioneer.parties.duel import duel
from electioneer.rules import TABLE, Game, new_setup, parties_for

CARDS = load_cards()
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def test_the_standard_level_beats_random_nearly_always() -> None:
    result = duel(CARDS, "standard", "random", pairs=8, seed=500)
    assert result.wins >= 15, result  # of 16; the bench: >= 90% over 400 games


def test_the_standard_level_beats_greedy_more_often_than_not() -> None:
    result = duel(CARDS, "standard", "greedy", pairs=12, seed=700)
    assert result.wins >= 14, result  # of 24; the bench: >= 60% over 400 games


@pytest.mark.parametrize("parties", [2, 3, 4, 5])
def test_a_small_soak_breaks_no_invariant(parties: int) -> None:
    from bench.electioneer_soak import soak

    games, faults = soak(CARDS, parties, games=10, seed=77)
    assert games == 10 and faults == []


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_choice_has_a_reason_in_words_and_the_same_view_gives_the_same_answer(level: str) -> None:
    game = Game(CARDS, new_setup(parties_for(3), seed=31))
    deciders = {p: player(level, p, seed=31) for p in game.setup.parties}
    while (decision := game.pending()) is not None:
        if decision.owner == TABLE:
            game.apply(game.deal())
            continue
        view = game.view(decision.owner)
        choice, reason = deciders[decision.owner](view, decision)
        assert choice in decision.choices
        assert reason and not any(code in reason for code in ("{", "<", "None", "Policy(", "Choice")), reason
        assert player(level, decision.owner, seed=31)(view, decision) == (choice, reason)
        game.apply(choice, reason)
    assert game.result() is not None


def test_an_unknown_level_names_the_levels() -> None:
    with pytest.raises(ValueError, match="'genius' is not a level \\(levels: random, greedy, standard"):
        player("genius", "CON")
