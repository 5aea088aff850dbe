"""Whole seeded games of 2-5 parties play to the end; saves replay; choices are checked."""

from __future__ import annotations

import random

import pytest

from electioneer.data_load import load_cards
from electioneer.rules import (
    SEATS,
    TABLE,
    DecisionKind,
    Game,
    IllegalChoice,
    InvalidChoice,
    Outcome,
    new_setup,
    parties_for,
)

CARDS = load_cards()


def random_game(parties: int, seed: int) -> Game:
    game = Game(CARDS, new_setup(parties_for(parties), seed=seed))
    rng = random.Random(seed)
    while (decision := game.pending()) is not None:
        game.apply(game.deal() if decision.owner == TABLE else rng.choice(decision.choices))
    return game


@pytest.mark.parametrize("parties", [2, 3, 4, 5])
def test_a_seeded_game_plays_to_the_end(parties: int) -> None:
    game = random_game(parties, seed=parties)
    result = game.result()
    assert result is not None and game.over
    assert sum(count for _, count in result.seats) == SEATS
    assert result.outcome in (Outcome.MAJORITY, Outcome.COALITION)
    assert all(len(p.manifesto) <= 7 for p in game.state.party.values())


def test_the_same_seed_and_choices_make_the_same_game() -> None:
    first, second = random_game(4, seed=11), random_game(4, seed=11)
    assert [r.choice for r in first.log] == [r.choice for r in second.log]
    assert first.result() == second.result()


def test_a_save_replays_to_the_same_result() -> None:
    game = random_game(3, seed=5)
    again = Game.from_json(CARDS, game.to_json())
    assert again.result() == game.result()
    assert [r.happened for r in again.log] == [r.happened for r in game.log]


def test_an_illegal_choice_changes_nothing() -> None:
    game = Game(CARDS, new_setup(["CON", "LAB"], seed=1))
    decision = game.pending()
    assert decision is not None and decision.kind is DecisionKind.DEAL_CONSTITUENCY
    with pytest.raises(InvalidChoice, match="Atlantis"):
        game.apply("card Atlantis")
    with pytest.raises(IllegalChoice):
        game.apply(type(decision.choices[0])("Atlantis"))
    assert game.pending() == decision and not game.log


@pytest.mark.parametrize(
    ("tamper", "expected"),
    [
        (
            lambda data: data["choices"].__setitem__(3, {"type": "Card", "name": "Atlantis"}),
            "saved choice 4 does not replay",
        ),
        (lambda data: data["choices"].__setitem__(0, {"type": "Teleport"}), "unknown choice type 'Teleport'"),
        (lambda data: data["setup"].__setitem__("parties", ["CON", "LIB"]), "'LIB' is not a party"),
        (lambda data: data.__setitem__("format", "chess/1"), "not an Electioneer UK save"),
    ],
)
def test_a_broken_save_is_refused_in_one_line(tamper, expected: str) -> None:  # type: ignore[no-untyped-def]
    data = random_game(2, seed=3).to_json()
    tamper(data)
    with pytest.raises(ValueError) as caught:
        Game.from_json(CARDS, data)
    assert expected in str(caught.value) and "\n" not in str(caught.value)
