"""Theatrics (guide L30-32; their effects are ours: docs/electioneer/rules-decisions.md)."""

from __future__ import annotations

import pytest

from electioneer.data_load import load_cards
from electioneer.rules import CON, LAB, TABLE, Card, DecisionKind, Game, PlayTheatric, new_setup, parties_for
from electioneer.rules.setup import theatrics_each

CARDS = load_cards()


def islington_week(con: str, lab: str, theatrics: str = "even") -> Game:
    """Real cards: week 1 in Islington North on Healthcare and Taxes, both policies revealed."""
    game = Game(CARDS, new_setup([CON, LAB], seed=2, theatrics=theatrics, table=True))
    game.apply(Card("Islington North"))
    while game.pending().kind is DecisionKind.DEAL_CONSTITUENCY:  # type: ignore[union-attr]
        game.apply(game.pending().choices[0])  # type: ignore[union-attr]
    for name in ("Healthcare", "Taxes", con, lab):
        game.apply(Card(name))
    return game


def count_after(game: Game, *plays: str) -> str:
    """Play `plays` in the window (each by whoever is asked), pass the rest; the week's words."""
    queue = list(plays)
    while (decision := game.pending()) is not None and decision.kind is DecisionKind.THEATRIC:
        wanted = (
            next((p for p in queue if decision.find(p) in decision.choices and _mine(decision, p)), None)
            if queue
            else None
        )
        if wanted:
            queue.remove(wanted)
            record = game.apply(wanted)
        else:
            record = game.apply("pass")
        for words in record.happened:
            if "wins" in words:
                return words
    return next(w for r in game.log[-3:] for w in r.happened if "wins" in w)


def _mine(decision, play: str) -> bool:  # type: ignore[no-untyped-def]
    return play.startswith(decision.owner + ":") or ":" not in play


def test_a_boost_wins_a_week_a_tie_would_have_lost() -> None:
    game = islington_week("Waiting List Blitz", "NHS Pledge")
    assert game.pending().owner == CON  # type: ignore[union-attr]
    game.apply('play "Photo Opportunity"')
    assert count_after(game) == "Week 1: CON wins Islington North (CON +7, LAB +5)."


def test_a_knock_on_the_leader_turns_the_week() -> None:
    game = islington_week("Waiting List Blitz", "Windfall Tax")
    game.apply("pass")
    game.apply('play "Campaign Gaffe" on CON')
    assert count_after(game) == "Week 1: LAB wins Islington North (CON +2, LAB +2)."


def test_ground_game_wins_a_tie_whatever_the_constituency_prefers() -> None:
    game = islington_week("Waiting List Blitz", "NHS Pledge")
    game.apply('play "Ground Game"')
    assert count_after(game) == "Week 1: CON wins Islington North (CON +5, LAB +5)."


def test_a_swap_theatric_swaps_before_the_count_and_cannot_be_passed() -> None:
    game = islington_week("Waiting List Blitz", "NHS Pledge")
    game.apply('play "Spin Doctor"')
    decision = game.pending()
    assert decision is not None and decision.owner == CON and decision.kind is DecisionKind.SWAP_ISSUE
    assert all(str(c) != "pass" for c in decision.choices)
    game.apply('swap "Islington North" Taxes Healthcare')
    assert count_after(game) == "Week 1: CON wins Islington North (CON +10, LAB +8)."


def test_a_peek_shows_its_player_one_face_down_constituency() -> None:
    game = Game(CARDS, new_setup(parties_for(3), seed=8, theatrics="even"))
    while (decision := game.pending()) is not None and decision.kind is not DecisionKind.THEATRIC:
        game.apply(game.deal() if decision.owner == TABLE else decision.choices[0])
    holder = next(
        p for p in ("CON", "LD") if any(CARDS.theatric(t).effect == "peek" for t in game.state.party[p].theatrics)
    )
    peek = next(t for t in game.state.party[holder].theatrics if CARDS.theatric(t).effect == "peek")
    while game.pending().owner != holder:  # type: ignore[union-attr]
        game.apply("pass")
    game.apply(PlayTheatric(peek))
    decision = game.pending()
    assert decision is not None and decision.kind is DecisionKind.PEEK and decision.owner == holder
    record = game.apply(decision.choices[-1])
    name = decision.choices[-1].constituency  # type: ignore[union-attr]
    assert record.seen_by == {holder}
    assert None not in game.view(holder).seat(name).issues
    others = [p for p in game.state.parties if p not in (holder, LAB)]
    assert all(game.view(p).seat(name).issues == (None, None) for p in others)


@pytest.mark.parametrize(
    ("parties", "option", "each"),
    [(2, "even", 5), (3, "even", 3), (4, "even", 2), (5, "even", 2), (4, "one", 1), (3, "none", 0)],
)
def test_theatrics_are_dealt_evenly_or_one_each_or_none(parties: int, option: str, each: int) -> None:
    game = Game(CARDS, new_setup(parties_for(parties), seed=1, theatrics=option))
    assert theatrics_each(CARDS, game.setup) == each
    while (decision := game.pending()) is not None and game.state.week == 0:
        game.apply(game.deal() if decision.owner == TABLE else decision.choices[0])
    assert all(len(held.theatrics) == each for held in game.state.party.values())


def test_no_theatrics_means_no_theatric_decision() -> None:
    game = Game(CARDS, new_setup(parties_for(3), seed=1, theatrics="none"))
    while (decision := game.pending()) is not None:
        assert decision.kind is not DecisionKind.THEATRIC
        game.apply(game.deal() if decision.owner == TABLE else decision.choices[0])


def test_on_election_day_only_a_swap_can_be_played() -> None:
    game = islington_week("Waiting List Blitz", "NHS Pledge")
    while (
        (decision := game.pending()) is not None and decision.kind is not DecisionKind.THEATRIC or game.state.week <= 7
    ):
        assert decision is not None
        if decision.kind in (DecisionKind.THEATRIC, DecisionKind.SWAP_ISSUE):
            game.apply("pass")
        else:
            game.apply(decision.choices[0])
    assert decision is not None and decision.kind is DecisionKind.THEATRIC
    plays = [c for c in decision.choices if isinstance(c, PlayTheatric)]
    assert plays and all(CARDS.theatric(c.theatric).effect == "swap" for c in plays)
