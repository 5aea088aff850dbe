"""Optional rules: Prime Minister's Question Time (4 players) and the Alternate Vote
Tracker (its <150 and >500 end spaces). Rules: engine/scenario_rules/optional.py."""

from __future__ import annotations

import dataclasses
import random

import helpers
import pytest

from engine.decisions import Answer, Option, Reveal
from engine import standard_components
from engine.game import Game
from engine.happened import VoteHeld
from engine.scenario_rules import scenario_setup
from engine.setup import Setup, SetupError, new_game, standard_setup
from engine.state import Phase, Role

from helpers import pending

COMPONENTS = standard_components()
QT = "question-time"
FOUR = ("Viscount Melbourne", "Earl Russell", "Earl of Derby", "Sir Robert Peel")  # seats 0-3


def game_with(optional: tuple[str, ...], players: int = 4, seed: int = 0) -> Game:
    base = standard_setup(COMPONENTS, players, FOUR if players == 4 else None, seed=seed)
    return new_game(dataclasses.replace(base, optional_rules=optional), seed=seed, components=COMPONENTS)


def held(game: Game) -> dict[str, list[str]]:
    result: dict[str, list[str]] = game.state.scenario_state["question_time"]["held"]
    return result


def deal_until(game: Game, kind: str, owner: int | None = None) -> None:
    """Play on quietly (table draws by the dealer, players ending turns and saying no)."""
    from engine.decisions import EndTurn, HoldElection

    for _ in range(3000):
        d = pending(game)
        if d.kind == kind and (owner is None or d.owner == owner):
            return
        if d.is_chance:
            game.apply(game.deal())
            continue
        for wanted in (EndTurn(), Answer(False), HoldElection()):
            if wanted in d.choices:
                game.apply(wanted)
                break
        else:
            game.apply(d.choices[0])
    raise AssertionError(f"no {kind!r} decision came up")


# --- who may use them --------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_question_time_needs_four_players(players: int) -> None:
    with pytest.raises(SetupError, match=f"Question Time needs 4 players, not {players}"):
        game_with((QT,), players)


def test_question_time_is_allowed_beyond_the_standard_game_and_scenario_6_with_a_note() -> None:
    """L1826: "designed for" the standard game and Scenario 6, not limited to them."""
    game = new_game(scenario_setup("fractured-parliament", 4, optional_rules=(QT,)))
    assert game.state.rules["optional_rules"] == [QT]
    reform = new_game(scenario_setup("the-second-reform-act", 4, optional_rules=(QT,)), seed=0)
    assert reform.state.rules["optional_rules"] == [QT]
    deal_until(reform, "draw events")  # past the first Question Time of the PM's turn
    notes = [str(e) for r in reform.log for e in r.happened]
    assert any("designed for the standard game and Scenario 6" in e for e in notes)
    assert "The PM announces Prime Minister's Question Time" in notes
    assert not any("designed for" in str(e) for r in game.log for e in r.happened)


def test_unknown_or_repeated_optional_rules_are_refused() -> None:
    with pytest.raises(
        SetupError,
        match="unknown optional rule 'hansard' \\(expected one of alternate-vote-tracker, card-list-exclusions, question-time\\)",
    ):
        game_with(("hansard",))
    with pytest.raises(SetupError, match="named twice"):
        game_with((QT, QT))


# --- Question Time --------------------------------------------------------------------------


def test_backbenchers_and_the_opposition_leader_each_draw_two_events_and_by_elections_are_replaced() -> None:
    game = game_with((QT,))
    asked = [
        seat.index
        for seat in (game.state.government_backbencher, game.state.opposition_leader, game.state.opposition_backbencher)
    ]
    d = pending(game)  # the Government Backbencher draws first: a By-Election comes up
    assert d.is_chance and d.kind == "draw question time event"
    game.apply(Reveal("By-Election 3"))
    assert "By-Election 3" not in game.state.piles["events"].draw
    while pending(game).is_chance and pending(game).kind == "draw question time event":
        game.apply(game.deal())
    assert sorted(int(k) for k, v in held(game).items() if v) == sorted(asked)
    assert all(len(held(game)[str(s)]) == 2 for s in asked)
    assert all(not game.components.event(c).is_by_election for cards in held(game).values() for c in cards)
    assert "By-Election 3" in game.state.piles["events"].draw  # shuffled back once drawing was done
    assert len(game.state.piles["events"].draw) == 40 - 6


def test_no_one_sees_another_players_event_cards() -> None:
    game = game_with((QT,))
    deal_until(game, "draw bill")
    mine = game.state.government_backbencher.index  # type: ignore[union-attr]
    view = game.view(mine)
    for owner, cards in view.state.scenario_state["question_time"]["held"].items():
        assert (cards == held(game)[owner]) if owner == str(mine) else all(c == "?" for c in cards)
    others = {c for owner, cards in held(game).items() if owner != str(mine) for c in cards}
    logged = {r.choice.card for r in view.log if isinstance(r.choice, Reveal)}
    assert not others & logged  # the deal is masked in the log too


def test_a_single_asker_must_be_called_and_the_pm_resolves_the_card() -> None:
    game = game_with((QT,), seed=3)
    deal_until(game, "question time")
    state = game.state
    askers = []
    while pending(game).kind == "question time":
        owner = pending(game).owner
        yes = owner == state.opposition_leader.index
        askers += [owner] if yes else []
        game.apply(Answer(yes))
    leader = state.opposition_leader.index
    assert askers == [leader]
    # with one asker the PM has no choice: the Opposition Leader picks the card to reveal
    d = pending(game)
    assert d.kind == "question" and d.owner == leader
    card = d.choices[0].label  # type: ignore[union-attr]
    game.apply(d.choices[0])
    assert pending(game).kind == "event" and pending(game).owner == state.pm.index
    assert card in pending(game).prompt and card not in held(game)[str(leader)]
    game.apply(pending(game).choices[0])
    assert card in game.state.piles["events"].discard


def test_with_several_askers_the_pm_chooses_whom_to_call() -> None:
    game = game_with((QT,), seed=4)
    deal_until(game, "question time")
    while pending(game).kind == "question time":
        game.apply(Answer(True))
    d = pending(game)
    assert d.kind == "call questioner" and d.owner == game.state.pm.index
    callable_seats = {c.number - 1 for c in d.choices}  # type: ignore[union-attr]
    assert callable_seats == {s.index for s in game.state.seats if s.role is not Role.PM}
    backbencher = game.state.opposition_backbencher.index  # type: ignore[union-attr]
    game.apply(Option(backbencher + 1, game.state.seats[backbencher].politician))
    assert pending(game).kind == "question" and pending(game).owner == backbencher


def test_with_no_question_the_pm_draws_as_usual() -> None:
    game = game_with((QT,), seed=5)
    deal_until(game, "question time")
    while pending(game).kind == "question time":
        game.apply(Answer(False))
    assert pending(game).is_chance and pending(game).kind == "draw events"
    assert "No one has a question" in " ".join(map(str, game.log[-1].happened))


def test_cards_still_held_are_discarded_when_a_round_ends_with_the_board_empty() -> None:
    game = game_with((QT,), seed=6)
    rng = random.Random(6)
    for _ in range(5000):
        if game.over:
            break
        if game.state.phase is Phase.ROUND_SETUP and game.state.round > 3:
            break
        d = pending(game)
        game.apply(
            game.deal() if d.is_chance else (Answer(False) if Answer(False) in d.choices else rng.choice(d.choices))
        )
    history = " ".join(str(e) for r in game.log for e in r.happened)
    assert "reveals and discards" in history


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_random_four_player_game_with_question_time_ends(seed: int) -> None:
    game = game_with((QT,), seed=seed)
    rng = random.Random(seed)
    kinds = set()
    for _ in range(20_000):
        if game.over:
            break
        d = pending(game)
        kinds.add(d.kind)
        game.apply(game.deal() if d.is_chance else rng.choice(d.choices))
    assert game.over and "question time" in kinds


def test_question_time_in_fractured_parliament_plays_to_an_end() -> None:
    game = new_game(scenario_setup("6", 4, seed=2, optional_rules=(QT,)), seed=2)
    rng = random.Random(2)
    while not game.over:
        d = pending(game)
        game.apply(game.deal() if d.is_chance else rng.choice(d.choices))
    assert game.state.end_reason


# --- Alternate Vote Tracker ----------------------------------------------------------------


def tracker_game(tracker: bool = True) -> Game:
    """A 2-player game (Gladstone PM, Disraeli) with or without the Alternate Vote Tracker."""
    base = standard_setup(COMPONENTS, 2, ("W.E. Gladstone", "Benjamin Disraeli"))
    optional = ("alternate-vote-tracker",) if tracker else ()
    return new_game(dataclasses.replace(base, optional_rules=optional), seed=0, components=COMPONENTS)


def test_a_bill_that_fell_below_150_can_never_pass_by_vote() -> None:
    """The Representation of the People Act goes on at 60 (P+0): into the <150 space. Even
    with 330 Partisans behind it later, the PM cannot call a Vote; agreement and withdrawal
    remain. Without the overlay the same bill at 330 may go to a Vote."""
    for tracker in (True, False):
        game = tracker_game(tracker)
        helpers.to_resolution(game, select=["Representation of the People Act", "Interpretation Act", "Museums Act"])
        helpers.arrange(game, moderates=0, partisans=330)
        assert helpers.projected(game, 1) == 330
        offered = helpers.choices(game)
        assert ("vote 1" in offered) is (not tracker)
        assert "withdraw 1" in offered and "agree 1" in offered


def test_a_bill_that_rose_above_500_can_never_fail() -> None:
    """The Medical Act (M+50) with 460 Moderates stands at 510: into the >500 space. After
    the Moderates fall back to 250 (300 projected) the PM may still call its Vote, and it
    passes without an Uncertainty card."""
    game = tracker_game()
    helpers.select_bills(game, ["Medical Act", "Interpretation Act", "Museums Act"])
    helpers.arrange(game, moderates=460, partisans=0)
    assert helpers.projected(game, 1) == 510
    helpers.arrange(game, moderates=250)
    helpers.opposition_turn(game, end_pact=True)
    helpers.pm_turn(game)
    assert helpers.projected(game, 1) == 300 and "vote 1" in helpers.choices(game)
    record = helpers.do(game, "vote 1")  # no Uncertainty card is drawn
    vote = next(e for e in record.happened if isinstance(e, VoteHeld))
    assert (vote.bill, vote.projected, vote.card, vote.passes) == ("Medical Act", 300, None, True)
    assert "Medical Act" in game.state.scenario_state["passed"]
    plain = tracker_game(tracker=False)
    helpers.select_bills(plain, ["Medical Act", "Interpretation Act", "Museums Act"])
    helpers.arrange(plain, moderates=250)
    helpers.opposition_turn(plain, end_pact=True)
    helpers.pm_turn(plain)
    assert "vote 1" not in helpers.choices(plain)  # 300: below the 320 a Vote needs


def test_optional_rules_survive_a_save_round_trip() -> None:
    setup = dataclasses.replace(standard_setup(COMPONENTS, 4, FOUR), optional_rules=(QT, "alternate-vote-tracker"))
    assert Setup.from_json(setup.to_json()).optional_rules == (QT, "alternate-vote-tracker")
