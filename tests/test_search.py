"""The searching Clockwork and the advisor: they guess the unseen from the seat's view
(never the real cards, never the dealer), are reproducible from their own seed, and read
forced positions right."""

from __future__ import annotations

import random
from typing import Any

import pytest

from clockwork.advisor import advise
from clockwork.policy import ClockworkPlayer
from clockwork.sampling import guess, hidden_left
from clockwork.search import AdvisorPlayer, SearchPlayer, clockwork_player
from engine import standard_components
from engine.game import Game
from engine.decisions import Decision
from engine.setup import new_game, standard_setup
from engine.views import HIDDEN

COMPONENTS = standard_components()


def start(players: int, seed: int) -> Game:
    return new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)


def positions(players: int, seed: int, kinds: tuple[str, ...] = (), limit: int = 10_000):
    """Each seat decision of a Clockwork game (of the given kinds): (game, decision)."""
    game = start(players, seed)
    seats = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(players)}
    while not game.over and limit > 0:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if not kinds or decision.kind in kinds:
            limit -= 1
            yield game, decision
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        game.apply(choice, reason=reason)


def cards(game: Game) -> set[str]:
    state = game.state
    found = {slot.name for slot in state.slots if slot is not None}
    for pile in state.piles.values():
        found.update(pile.draw + pile.discard + pile.top)
    for seat in state.seats:
        found.update(seat.supporters)
    for held in (*state.hands.values(), *state.proposals.values()):
        found.update(held)
    return found


def scrambled(game: Game, seat: int, seed: int) -> Game:
    """The same game as `seat` sees it, with every card hidden from it swapped at random:
    other hands and the draw piles (Supporters among Supporters, bills within a deck)."""
    twin = game.clone()
    state = twin.state
    rng = random.Random(seed)
    places = [other.supporters for other in state.seats if other.index != seat] + [state.piles["supporters"].draw]
    pool = [card for place in places for card in place]
    rng.shuffle(pool)
    for place in places:
        place[:] = [pool.pop() for _ in place]
    for deck in ("cross-party", "liberal", "conservative", "events"):
        rng.shuffle(state.piles[deck].draw)
    twin.seed = seed  # another dealer too
    return twin


# --- guessing the unseen -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_guess_fills_every_hidden_card_with_the_cards_the_seat_cannot_see(players):
    checked = 0
    for game, decision in positions(players, 21 + players, limit=120):
        view = game.view(decision.owner)
        guessed = guess(view, random.Random(checked))
        assert hidden_left(guessed) == 0
        assert HIDDEN not in cards(guessed)
        assert cards(guessed) == cards(game)  # the same cards, some in other places
        mine = game.state.seats[decision.owner]
        assert guessed.state.seats[decision.owner].supporters == mine.supporters
        assert guessed.log == [] and guessed.viewer is None and guessed.seed == 0
        checked += 1
    assert checked == 120


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_guessed_hand_holds_bills_of_the_decks_its_draws_came_from(players):
    """Which deck each bill was drawn from is public: a hidden hand is guessed deck for
    deck as it was drawn (it used to mix in any unseen bill, the Opposition's own deck too)."""

    def decks(game, key):
        return sorted(COMPONENTS.bill(card).deck.value for card in game.state.hands[key])

    checked = 0
    for game, decision in positions(players, 40 + players, ("propose bill", "select bill", "draw bill"), limit=200):
        view = game.view(decision.owner)
        for key, hand in view.state.hands.items():
            if key.isdigit() and HIDDEN in hand:
                for number in range(3):
                    assert decks(guess(view, random.Random(number)), key) == decks(game, key), (key, hand)
                checked += 1
    assert checked >= 10, checked


def test_a_guess_reads_only_the_view_and_its_own_seed():
    for game, decision in positions(2, 5, ("event", "resolve bill"), limit=4):
        seat = decision.owner
        real = guess(game.view(seat), random.Random(7))
        other = guess(scrambled(game, seat, 99).view(seat), random.Random(7))
        assert real.state == other.state  # the hidden cards and the dealer's seed change nothing
        assert guess(game.view(seat), random.Random(8)).state != real.state  # another seed, another guess


# --- the searching Clockwork --------------------------------------------------------------------


def test_a_searching_seat_answers_alike_whatever_the_hidden_cards_and_never_deals(monkeypatch):
    compared = 0
    for game, decision in positions(2, 8, ("event", "resolve bill", "select bill", "election"), limit=5):
        seat = decision.owner
        monkeypatch.setattr(Game, "deal", lambda self: pytest.fail("a search used the real game's dealer"))
        first = SearchPlayer(seat=seat, seed=3, playouts=2).decide(game.view(seat), decision)
        again = SearchPlayer(seat=seat, seed=3, playouts=2).decide(game.view(seat), decision)
        other = SearchPlayer(seat=seat, seed=3, playouts=2).decide(scrambled(game, seat, 5).view(seat), decision)
        monkeypatch.undo()
        assert first == again == other
        compared += 1
    assert compared == 5


def duel_until(game: Game, first: Any, second: Any, last_round: int) -> list[tuple[Decision, str]]:
    """Seat 0 played by `first`, seat 1 by `second`, to the end of `last_round` (or the game's end):
    each decision a seat answered, with its reason."""
    said = []
    while not game.over and game.state.round <= last_round:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        choice, reason = (first if decision.owner == 0 else second).decide(game.view(decision.owner), decision)
        said.append((decision, reason))
        game.apply(choice, reason=reason)
    return said


def test_a_searching_seat_looks_ahead_and_says_so_when_it_departs_from_its_rules():
    player = SearchPlayer(seat=0, seed=2, playouts=2)
    game = start(2, 2)
    said = duel_until(game, player, ClockworkPlayer(seat=1, seed=2), last_round=6)
    departures = [reason for _, reason in said if "searching" in reason]
    assert player.looks, "no strategic decision was searched"
    assert all(len(look.scores) >= 2 and all(len(s) == 2 for s in look.scores.values()) for look in player.looks)
    for reason in departures:
        assert "play-outs to the start of round" in reason and "than the rules'" in reason
        assert "chance of winning" in reason  # 2 players: the horizon model scores the play-outs


def test_the_searching_level_weighs_every_action_of_its_turns_and_first_action_only_the_first():
    player = clockwork_player(0, 4, "mastermind")
    game = start(2, 4)
    said = duel_until(game, player, ClockworkPlayer(seat=1, seed=4), last_round=4)
    departures = [reason for decision, reason in said if decision.kind == "action" and "searching" in reason]
    for reason in departures:  # both plays named in words, with the play each comes from
        chosen, _, rule = reason.partition(": it did better in ")[2].partition("than the rules' ")
        assert rule.endswith(")") and "(" in reason.partition(": it did better")[0], reason
    looked = [look for look in player.looks if look.kind == "action"]
    assert len(looked) > 4  # more than one look a turn in rounds 1-4
    assert all(len(look.scores) >= 2 for look in looked)  # the rules' action and at least one other play

    first = SearchPlayer(seat=0, seed=4, kinds=frozenset({"first action"}))
    game = start(2, 4)
    said = duel_until(game, first, ClockworkPlayer(seat=1, seed=4), last_round=4)
    actions = sum(1 for decision, _ in said if decision.owner == 0 and decision.kind == "action")
    looked = [look for look in first.looks if look.kind == "action"]
    assert looked and actions > len(looked) and len(looked) <= 4  # one look a turn, one turn a round


def first_looks(player: SearchPlayer, players: int, seed: int, count: int = 3) -> list:
    """The first `count` searches of `player` in seat 0 of a game of standard seats."""
    game = start(players, seed)
    others = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(1, players)}
    while not game.over and len(player.looks) < count:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        seat = player if decision.owner == 0 else others[decision.owner]
        choice, reason = seat.decide(game.view(decision.owner), decision)
        game.apply(choice, reason=reason)
    return player.looks


def test_a_level_may_search_longer_at_a_table_of_four():
    import dataclasses

    from clockwork.data import standard_clockwork

    data = standard_clockwork()
    level = data.level("mastermind")
    longer = dataclasses.replace(
        data, levels={**data.levels, "mastermind": dataclasses.replace(level, four_player_search=5)}
    )
    for players, each in ((4, 5), (3, level.search), (2, level.search)):
        looks = first_looks(SearchPlayer(seat=0, seed=3, data=longer), players, 3)
        assert looks and all(len(s) == each for look in looks for s in look.scores.values()), players
    given = first_looks(SearchPlayer(seat=0, seed=3, data=longer, playouts=2), 4, 3)  # a count given holds everywhere
    assert all(len(s) == 2 for look in given for s in look.scores.values())
    seat = first_looks(AdvisorPlayer(seat=0, seed=3, playouts=4, four_player_playouts=6), 4, 3, count=1)
    assert all(len(s) == 6 for look in seat for s in look.scores.values())


def test_a_tested_departure_stands_clear_of_the_noise_of_its_paired_play_outs():
    from clockwork.racing import paired

    looks, tested = [], []
    for seed in range(4, 10):
        for z, found in ((0.0, looks), (2.0, tested)):
            player = SearchPlayer(seat=1, seed=seed, playouts=6, z=z)
            game = start(2, seed)
            duel_until(game, ClockworkPlayer(seat=0, seed=seed), player, last_round=4)
            found += player.looks
    assert [look.rule for look in looks] and all(len(s) == 6 for look in looks for s in look.scores.values())
    departed = [look for look in looks if look.chosen != look.rule]
    assert departed, "no departure in these games"
    for look in departed:  # without a test: the best mean, more than a point above the rules' answer
        assert look.mean(look.chosen) - look.mean(look.rule) > 1.0
    for look in tested:  # with one: the paired gain's interval at z = 2 clear of zero
        if look.chosen != look.rule:
            gain, half, _ = paired(look.scores[look.chosen], look.scores[look.rule], 2.0)
            assert gain > 1.0 and gain - half > 0
    share = sum(look.chosen != look.rule for look in tested) / len(tested)
    assert share < len(departed) / len(looks)  # the test holds back some departures


def test_only_a_level_that_searches_makes_a_searching_seat():
    assert isinstance(clockwork_player(0, 1, "standard"), ClockworkPlayer)
    assert isinstance(clockwork_player(0, 1, "novice"), ClockworkPlayer)
    searching = clockwork_player(0, 1, "mastermind")
    assert isinstance(searching, SearchPlayer) and searching.playouts >= 2


# --- the advisor --------------------------------------------------------------------------------


def won_position(kind: str, vp: int = 98) -> tuple[Game, object]:
    """A `kind` question in round 2 or later where the PM has `vp` VP, its party tops every
    Sector and the Opposition sits at the bottom (every Election card keeps it in office),
    and no challenger is near its Standing: it scores at the next round setup and wins."""
    for game, decision in positions(2, 3, (kind,)):
        state = game.state
        if state.round < 2 or state.pact:
            continue
        for (sector, party), ladder in COMPONENTS.board.ladders.items():
            ahead = party is state.government
            state.popularity[sector.value][party.value] = len(ladder.positions) - 1 if ahead else 0
        for seat in state.seats:
            seat.vp = vp if seat is state.pm else 10
            seat.standing = 15 if seat is state.pm else 1
        return game, decision
    raise AssertionError(f"no {kind} question after round 1 outside the Pact")


def test_the_advisor_reads_a_won_position_as_about_certain():
    game, decision = won_position("event")
    pm = decision.owner
    assert pm == game.state.pm.index
    advice = advise(game.view(pm), pm, decision, setting="quick", seed=1)
    assert {str(e.choice) for e in advice.estimates} == {str(c) for c in decision.choices}
    for estimate in advice.estimates:
        assert estimate.chance >= 0.95 and estimate.runs >= 4, (estimate.words, estimate.chance)
        low, high = estimate.interval()
        assert low <= estimate.chance <= high


def test_the_advisor_reads_a_lost_position_as_about_hopeless():
    game, decision = won_position("action")
    while decision.is_chance or decision.owner != game.state.opposition_leader.index:  # its turn, same round
        if decision.is_chance:
            game.apply(game.deal())
        else:
            choice, reason = ClockworkPlayer(seat=decision.owner, seed=3).decide(game.view(decision.owner), decision)
            game.apply(choice, reason=reason)
        decision = game.pending
    seat = decision.owner
    assert seat == game.state.opposition_leader.index
    advice = advise(game.view(seat), seat, decision, setting="quick", seed=1)
    assert all(estimate.chance <= 0.05 for estimate in advice.estimates), [
        (e.words, e.chance) for e in advice.estimates
    ]


def test_advice_is_reproducible_and_stops_when_asked():
    game, decision = won_position("event", vp=60)
    pm = decision.owner
    first = advise(game.view(pm), pm, decision, setting="quick", seed=4, timed=False)
    again = advise(game.view(pm), pm, decision, setting="quick", seed=4, timed=False)
    assert [e.results for e in first.estimates] == [e.results for e in again.estimates]
    assert (first.verdict, first.best.choice) == (again.verdict, again.best.choice)

    calls = []

    def interrupt(done: int, total: int) -> None:
        calls.append(done)
        if done >= 3:
            raise KeyboardInterrupt

    stopped = advise(game.view(pm), pm, decision, setting="deep", seed=4, progress=interrupt)
    assert stopped.interrupted and sum(e.runs for e in stopped.estimates) == 3
    assert stopped.best.runs >= 1 and calls == [1, 2, 3]


def test_an_advisor_seat_plays_a_legal_game():
    game = start(2, 6)
    seats = {0: AdvisorPlayer(seat=0, seed=6, setting="quick"), 1: ClockworkPlayer(seat=1, seed=6)}
    while not game.over and len(seats[0].seconds) < 2:  # two decisions weighed are enough to show it
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        game.apply(choice, reason=reason)
    assert len(seats[0].seconds) == 2


def test_a_game_resumed_in_the_middle_of_a_searching_seats_turn_is_searched_as_one_played_through():
    from engine import game_from_json, game_to_json

    player = clockwork_player(0, 4, "mastermind")
    game = start(2, 4)
    rules = ClockworkPlayer(seat=1, seed=4)
    while not (
        game.pending.owner == 0
        and game.pending.kind == "action"
        and game.state.round >= 2
        and any(r.round == game.state.round and r.owner == 0 and r.kind == "action" for r in game.log)
    ):
        decision = game.pending  # on to the searching seat's second action of a turn
        game.apply(
            game.deal()
            if decision.is_chance
            else (player if decision.owner == 0 else rules).decide(game.view(decision.owner), decision)[0]
        )
    resumed_game = game_from_json(game_to_json(game))  # saved and resumed: a new seat, the same game
    resumed = clockwork_player(0, 4, "mastermind")
    looked_before = len(player.looks)
    unbroken = duel_until(game, player, ClockworkPlayer(seat=1, seed=4), last_round=game.state.round + 1)
    again = duel_until(resumed_game, resumed, ClockworkPlayer(seat=1, seed=4), last_round=resumed_game.state.round + 1)
    assert [(d.kind, r) for d, r in again] == [(d.kind, r) for d, r in unbroken]  # every choice and its reason
    assert [str(r.choice) for r in resumed_game.log] == [str(r.choice) for r in game.log]
    assert [(look.kind, look.chosen) for look in resumed.looks] == [
        (look.kind, look.chosen) for look in player.looks[looked_before:]
    ]
    assert any(look.kind == "action" for look in resumed.looks)  # it searched the next turn's first action
