"""A game on the real cards (`table=True`): the table names what is revealed, the engine
counts; bad entries are one line and change nothing; undo takes back any entry."""

from __future__ import annotations

import random

import pytest

from electioneer.data_load import load_cards
from electioneer.rules import (
    CON,
    LAB,
    LD,
    TABLE,
    Card,
    DecisionKind,
    Game,
    IllegalChoice,
    InvalidChoice,
    Swap,
    new_setup,
)

CARDS = load_cards()


def test_a_whole_game_on_real_cards_asks_only_for_what_the_table_sees() -> None:
    game = Game(CARDS, new_setup([CON, LAB, LD], seed=2, table=True))
    rng = random.Random(2)
    kinds = set()
    while (decision := game.pending()) is not None:
        kinds.add(decision.kind)
        game.apply(rng.choice(decision.choices))
    assert game.result() is not None and len(game.state.weeks) == 7
    assert DecisionKind.PLACE_ISSUES not in kinds and DecisionKind.DRAW_POLICY not in kinds
    assert DecisionKind.CHOOSE_POLICY not in kinds and DecisionKind.RETURN_POLICY not in kinds
    assert {DecisionKind.REVEAL_ISSUE, DecisionKind.REVEAL_POLICY, DecisionKind.THEATRIC} <= kinds
    assert all(not r.seen_by for r in game.log)


def to_first_swap(game: Game) -> Game:
    game.apply(Card("Islington North"))
    while game.pending().kind is DecisionKind.DEAL_CONSTITUENCY:  # type: ignore[union-attr]
        game.apply(game.pending().choices[0])  # type: ignore[union-attr]
    for name in ("Healthcare", "Taxes", "Waiting List Blitz", "NHS Pledge"):
        game.apply(Card(name))
    while game.pending().kind is DecisionKind.THEATRIC:  # type: ignore[union-attr]
        game.apply("pass")
    return game


def test_a_card_not_in_the_data_is_one_line_and_changes_nothing() -> None:
    game = Game(CARDS, new_setup([CON, LAB], seed=2, table=True))
    with pytest.raises(InvalidChoice) as caught:
        game.apply("card Atlantis")
    assert "'card Atlantis' is not a legal choice for deal constituency" in str(caught.value)
    assert "\n" not in str(caught.value) and not game.log


def test_an_issue_cannot_be_shown_more_often_than_the_deck_holds_it() -> None:
    game = Game(CARDS, new_setup([CON, LAB], seed=2, theatrics="none", table=True))
    while game.pending().kind is DecisionKind.DEAL_CONSTITUENCY:  # type: ignore[union-attr]
        game.apply(game.pending().choices[0])  # type: ignore[union-attr]
    shown = 0
    while (decision := game.pending()) is not None and game.state.week <= 4:
        if decision.kind is DecisionKind.REVEAL_ISSUE:
            if Card("Taxes") not in decision.choices:
                break
            game.apply(Card("Taxes"))
            shown += 1
        elif decision.kind is DecisionKind.SWAP_ISSUE:
            game.apply("pass")
        else:
            game.apply(decision.choices[0])
    assert shown == CARDS.issue_count("Taxes")
    with pytest.raises(IllegalChoice):
        game.apply(Card("Taxes"))


def test_an_impossible_swap_is_refused_in_one_line() -> None:
    game = to_first_swap(Game(CARDS, new_setup([CON, LAB], seed=2, theatrics="none", table=True)))
    decision = game.pending()
    assert decision is not None and decision.owner == LAB and decision.kind is DecisionKind.SWAP_ISSUE
    for bad in (
        Swap("Islington North", "Growth", "Housing"),  # Growth is not there
        Swap("Islington North", "Taxes", "Taxes"),
        Swap("Bath", "Taxes", "Growth"),
    ):  # not revealed (or not dealt)
        with pytest.raises(IllegalChoice) as caught:
            game.apply(bad)
        assert "\n" not in str(caught.value)
    with pytest.raises(InvalidChoice):
        game.apply("swap islington healthcare")
    game.apply('swap "Islington North" Taxes Housing')
    assert game.state.seat("Islington North").issues == ["Healthcare", "Housing"]


def test_undo_on_real_cards_takes_back_any_entry() -> None:
    game = to_first_swap(Game(CARDS, new_setup([CON, LAB], seed=2, theatrics="none", table=True)))
    before = game.pending()
    game.apply('swap "Islington North" Taxes Housing')
    back = game.undo()
    assert back.pending() == before and back.state.seat("Islington North").issues == ["Healthcare", "Taxes"]
    again = back.undo()
    assert again.pending().kind is DecisionKind.REVEAL_POLICY  # type: ignore[union-attr]


def test_undo_in_solo_play_never_crosses_a_card_shown() -> None:
    game = Game(CARDS, new_setup([CON, LAB], seed=5, theatrics="none"))
    while (decision := game.pending()) is not None and decision.kind is not DecisionKind.CHOOSE_POLICY:
        game.apply(game.deal() if decision.owner == TABLE else decision.choices[0])
    assert game.undo_point(CON) is not None  # CON's put-back: nothing shown to CON since
    game.apply(game.pending().choices[0])  # type: ignore[union-attr]
    back = game.undo(CON)
    assert back.pending().kind is DecisionKind.CHOOSE_POLICY and back.pending().owner == CON  # type: ignore[union-attr]
    game.apply(game.pending().choices[0])  # type: ignore[union-attr]  # LAB chooses: everyone reveals
    with pytest.raises(IllegalChoice, match="nothing to undo"):
        game.undo(CON)
