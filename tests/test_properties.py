"""Property tests: random legal games keep every invariant and always end.

After every decision of a game played by random legal choices (the seeded dealer drawing
the cards): A = M + P on the Government MP Tracker, every track in range, each
politician's VP never falls, every card in exactly one place, exactly one PM and one
Opposition Leader, every legal choice distinct in words and JSON. At the end: the game
ended, and its log replays to the same state.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.components import Party, Sector
from engine.decisions import (
    BillInPlay,
    DebateCardResult,
    DecisionKind,
    EventCard,
    InfluenceRequest,
    choice_from_json,
    choice_to_json,
)
from engine.backbench import debate_side
from engine import standard_components
from engine.events import ResolveEvent
from engine.happened import Happening, MPsReset
from engine.game import Game
from engine.politicians import mat_of
from engine.save import game_from_json, game_to_json, replay
from engine.setup import new_game, standard_setup
from engine.state import Role

COMPONENTS = standard_components()
BILL_DECKS = ("cross-party", "liberal", "conservative")
MAX_PLIES = 20_000

SETTINGS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=False)


# --- where every card is ----------------------------------------------------------------


def bill_places(game: Game) -> Counter[str]:
    """Draw and discard piles, the board, the bills in play during Bill Selection (a seat's
    hidden hand or revealed: a revealed bill stays in its drawer's hand until it is placed
    or discarded, so the two count as one place), and the bills passed out of the game."""
    state = game.state
    places: Counter[str] = Counter()
    for deck in BILL_DECKS:
        pile = state.piles[deck]
        places.update(pile.draw + pile.discard + pile.top)
    places.update(slot.name for _, slot in state.bills_on_board())
    in_selection = set(state.revealed)
    for key, bills in state.hands.items():
        if not key.startswith("choose:"):
            in_selection.update(bills)
    places.update(in_selection)
    places.update(state.scenario_state.get("passed", []))
    return places


def supporter_places(game: Game) -> Counter[str]:
    state = game.state
    pile = state.piles["supporters"]
    places: Counter[str] = Counter(pile.draw + pile.discard + pile.top)
    for seat in state.seats:
        places.update(seat.supporters)
    for key, cards in state.hands.items():
        if key.startswith("choose:"):
            places.update(cards)  # drawn, waiting for the keep-one choice
    return places


def event_places(game: Game) -> Counter[str]:
    pile = game.state.piles["events"]
    places: Counter[str] = Counter(pile.draw + pile.discard + pile.top)
    places.update(step.card for step in game.steps if isinstance(step, ResolveEvent))  # being resolved
    return places


def decks_of(components) -> dict:
    """Where each kind of card may be, and the cards of that kind in `components`."""
    return {
        "bills": (bill_places, Counter(b.name for b in components.bills)),
        "supporters": (supporter_places, Counter(s.name for s in components.supporters)),
        "events": (event_places, Counter(e.name for e in components.events)),
    }


DECKS = decks_of(COMPONENTS)


# --- the invariants -----------------------------------------------------------------------


class Watcher:
    """Checks the invariants after every ply and remembers what must not go backwards."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.vp = [seat.vp for seat in game.state.seats]
        self.all_mps = sum(game.components.board.government_mps)  # "A" on the MP Tracker
        self.decks = DECKS if game.components is COMPONENTS else decks_of(game.components)

    def after(self, effects: tuple[Happening, ...]) -> None:
        for effect in effects:
            if isinstance(effect, MPsReset):
                self.all_mps = effect.total  # 11.5: A is set at an Election
        problems = self.problems()
        assert not problems, f"after ply {len(self.game.log) - 1} ({self.game.log[-1].choice}): " + "; ".join(problems)
        self.vp = [seat.vp for seat in self.game.state.seats]

    def problems(self) -> list[str]:
        game, state, board = self.game, self.game.state, self.game.components.board
        found: list[str] = []
        for label, (places, deck) in self.decks.items():
            where = places(game)
            if where != deck:
                found.append(f"{label} out of place: extra {dict(where - deck)}, missing {dict(deck - where)}")
        roles = Counter(seat.role for seat in state.seats)
        if roles[Role.PM] != 1 or roles[Role.OPPOSITION_LEADER] != 1:
            found.append(f"{roles[Role.PM]} PMs and {roles[Role.OPPOSITION_LEADER]} Opposition Leaders")
        if state.moderates < 0 or state.partisans < 0 or state.moderates + state.partisans != self.all_mps:
            found.append(f"MP Tracker A {self.all_mps} != M {state.moderates} + P {state.partisans}")
        if not 0 <= self.all_mps <= board.total_seats:
            found.append(f"A = {self.all_mps} MPs")
        low, high = board.favour_range
        for seat in state.seats:
            mat = mat_of(game, seat)
            if not mat.standing_min <= seat.standing <= mat.standing_max:
                found.append(f"{seat.politician} Standing {seat.standing} on the {seat.role.title}'s mat")
            if not low <= seat.favour <= high:
                found.append(f"{seat.politician} Favour {seat.favour}")
            if not 0 <= seat.vp <= board.victory:
                found.append(f"{seat.politician} {seat.vp} VP")
            if seat.vp < self.vp[seat.index]:
                found.append(f"{seat.politician}'s VP fell from {self.vp[seat.index]} to {seat.vp}")
            if seat.cubes < 0:
                found.append(f"{seat.politician} has {seat.cubes} Action Cubes")
        for sector in Sector:
            for party in Party:
                top = len(board.ladder(sector, party).positions) - 1
                if not 0 <= state.position(sector, party) <= top:
                    found.append(f"{party.title} {sector.value} at space {state.position(sector, party)}")
        vote_low, vote_high = board.vote_adjustment_range
        for _, slot in state.bills_on_board():
            if not vote_low <= slot.adjustment <= vote_high:
                found.append(f"{slot.name} Parliament marker at {slot.adjustment}")
        return found


def check_choices(decision) -> None:
    """Every legal choice has words of its own (the prompt completes and parses them) and
    survives a save (JSON)."""
    texts = Counter(str(choice).lower() for choice in decision.choices)
    assert max(texts.values()) == 1, f"{decision.kind}: two choices read {texts.most_common(1)[0][0]!r}"
    assert type(decision.kind) is DecisionKind, f"{decision.kind!r} is not a DecisionKind member"
    assert decision.kind.is_draw == decision.is_chance, decision.kind
    for choice in decision.choices:
        assert decision.find(str(choice)) == choice
        assert choice_from_json(json.loads(json.dumps(choice_to_json(choice)))) == choice


ABOUT = {
    DecisionKind.AGREEMENT: BillInPlay,
    DecisionKind.PERMIT_INFLUENCE: InfluenceRequest,
    DecisionKind.EVENT: EventCard,
    DecisionKind.DEBATE_CARD: DebateCardResult,
}


def check_about(game: Game, decision) -> None:
    """A decision about one thing names it (`Decision.about`), and the board agrees."""
    about = decision.about
    if decision.kind in ABOUT:
        assert isinstance(about, ABOUT[decision.kind]), (decision.kind, about)
    if isinstance(about, BillInPlay):
        assert game.state.slots[about.slot - 1].name == about.name
    elif isinstance(about, InfluenceRequest):
        assert about.mps > 0 and about.to in ("partisan", "moderate") and about.seat != game.state.pm.index
    elif isinstance(about, EventCard):
        assert game.components.event(about.name).options
    elif isinstance(about, DebateCardResult):
        side = debate_side(game, about.card, about.pact)
        assert len(side.on_pass if about.passed else side.on_fail) >= 2  # a real choice between results


def play_random_game(players: int, seed: int, choices_seed: int) -> Game:
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    rng = random.Random(choices_seed)
    watcher = Watcher(game)
    assert not watcher.problems()
    while not game.over:
        decision = game.pending
        assert decision is not None and decision.choices
        check_choices(decision)
        check_about(game, decision)
        record = game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
        watcher.after(record.happened)
        assert len(game.log) < MAX_PLIES, "the game did not end"
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), choices_seed=st.integers(0, 2**32 - 1))
def test_random_legal_games_keep_every_invariant_and_end(players, seed, choices_seed):
    game = play_random_game(players, seed, choices_seed)
    assert game.over and game.winner is not None
    assert game.state.seats[game.winner].role is Role.PM
    assert game.state.seats[game.winner].vp >= COMPONENTS.board.victory
    replayed = replay(game.setup, game.seed, [(r.choice, r.reason) for r in game.log], COMPONENTS)
    assert replayed.state.to_json() == game.state.to_json()
    assert replayed.log == game.log


@SETTINGS
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1), plies=st.integers(1, 400))
def test_any_position_saves_and_loads_to_the_same_game(players, seed, plies):
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    rng = random.Random(seed)
    while not game.over and len(game.log) < plies:
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    loaded = game_from_json(game_to_json(game), COMPONENTS)
    assert loaded.state.to_json() == game.state.to_json()
    assert loaded.pending == game.pending


@SETTINGS
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1), plies=st.integers(1, 300))
def test_a_view_hides_other_hands_and_the_decks(players, seed, plies):
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    rng = random.Random(seed)
    while not game.over and len(game.log) < plies:
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    for seat in range(players):
        view = game.view(seat)
        for other in view.state.seats:
            if other.index != seat:
                assert set(other.supporters) <= {"?"}
        for pile in view.state.piles.values():
            assert set(pile.draw) <= {"?"} and set(pile.top) <= {"?"}
        for key, cards in view.state.hands.items():
            if key.split(":")[-1] != str(seat):
                assert set(cards) <= {"?"}
