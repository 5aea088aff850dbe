"""Unknown cards (engine.unknown): a game in which every card a person draws face down is
left unknown, and named only when the rules reveal it, ends exactly where the same game
with every card typed ends; what an unknown card may be is always exact.

The truth is a seeded game played by the greedy baseline; the mirror makes the same choices,
but each face-down draw for a person's seat is `draw_unknown`, and each card is named from
the truth only when the rules show it (a bill proposed or shown after selection, a Supporter
played or discarded).
"""

from __future__ import annotations

import pytest

from clockwork.players import make_player
from engine import make_room, name_card, unknown
from engine.decisions import Discard, PlaySupporter, Reveal
from engine import standard_components
from engine.save import game_from_json, game_to_json, undo
from engine.setup import new_game, standard_setup
from engine.unknown import UnknownCardError

COMPONENTS = standard_components()
PUBLIC = ("uncertainty", "draw events")


def secret_draw(game, people) -> bool:
    decision = game.pending
    if not decision.is_chance or decision.kind in PUBLIC or decision.deck not in game.state.piles:
        return False
    if decision.subject not in people:
        return False
    seat = game.state.seats[decision.subject]
    return not (decision.deck != "supporters" and seat.role.value == "pm")  # the PM's bills are drawn face up


def truth_of(truth, mirror, card) -> str:
    """The name the truth gave the draw that made `card`."""
    return truth.log[card.ply].choice.card


def name_revealed(truth, mirror):
    for card in unknown.revealed_now(mirror):
        name = truth_of(truth, mirror, card)
        assert name in unknown.candidates(mirror, card)
        mirror = name_card(mirror, card, name)
    return mirror


def mirror_choice(truth, mirror, choice):
    """The truth's choice as the mirror makes it: a Supporter played or discarded is named
    first; a face-down card proposed or kept is the unknown card that truly is it."""
    name = getattr(choice, "card", None) or getattr(choice, "bill", None)
    if name is None:
        return mirror, choice
    for card in unknown.hidden(mirror):
        if truth_of(truth, mirror, card) == name:
            if isinstance(choice, (PlaySupporter, Discard)):
                return name_card(mirror, card, name), choice
            return mirror, type(choice)(unknown.stand_in(mirror, card))  # type: ignore[call-arg]
    return mirror, choice


def play_pair(players: int, seed: int, people: set[int], rounds: int):
    setup = standard_setup(COMPONENTS, players, seed=seed)
    truth = new_game(setup, seed=seed, components=COMPONENTS)
    mirror = new_game(setup, seed=seed, components=COMPONENTS)
    bots = {s: make_player("greedy", s, seed) for s in range(players)}
    drawn = 0
    while not truth.over and truth.state.round <= rounds:
        decision = truth.pending
        if decision.is_chance:
            choice = truth.deal()
        else:
            choice, _ = bots[decision.owner].decide(truth.view(decision.owner), decision)
        if secret_draw(mirror, people):
            unknown.draw_unknown(mirror)
            drawn += 1
        else:
            if isinstance(choice, Reveal):
                mirror = make_room(mirror, choice.card)
            else:
                mirror, choice_m = mirror_choice(truth, mirror, choice)
                mirror.apply(choice_m)
                truth.apply(choice)
                mirror = name_revealed(truth, mirror)
                check_decks(truth, mirror)
                continue
            mirror.apply(choice)
        truth.apply(choice)
        mirror = name_revealed(truth, mirror)
        check_decks(truth, mirror)
    return truth, mirror, drawn


def check_decks(truth, mirror) -> None:
    for name, pile in truth.state.piles.items():
        assert len(mirror.state.piles[name].draw) == len(pile.draw), name
    for card in unknown.hidden(mirror):
        assert truth_of(truth, mirror, card) in unknown.candidates(mirror, card)


@pytest.mark.parametrize(
    "players, seed, people", [(2, 3, {0, 1}), (4, 5, {1, 2}), (4, 11, {0, 1, 2, 3}), (3, 7, {1, 2})]
)
def test_a_game_with_unknown_cards_ends_where_the_typed_game_ends(players, seed, people):
    truth, mirror, drawn = play_pair(players, seed, people, rounds=3)
    assert drawn > 3
    for seat_t, seat_m in zip(truth.state.seats, mirror.state.seats):
        assert (seat_m.vp, seat_m.standing, seat_m.favour, seat_m.cubes) == (
            seat_t.vp,
            seat_t.standing,
            seat_t.favour,
            seat_t.cubes,
        )
    # unknown Supporters still held are the only difference: named as the truth, the states agree
    for card in unknown.hidden(mirror):
        if card.deck == "supporters":
            mirror = name_card(mirror, card, truth_of(truth, mirror, card))
    assert mirror.state.to_json() == truth.state.to_json()


def to_supporter_draw(game, seat=None):
    """Play on (dealer, first choices) to the next Supporter draw (for `seat`, if given)."""
    while True:
        decision = game.pending
        if decision.is_chance and decision.deck == "supporters" and (seat is None or decision.subject == seat):
            return decision
        game.apply(game.deal() if decision.is_chance else decision.choices[0])


def test_an_unknown_card_is_one_of_the_unseen_cards_of_its_deck():
    game = new_game(standard_setup(COMPONENTS, 2, seed=3), seed=3, components=COMPONENTS)
    decision = to_supporter_draw(game)
    seen = {c for s in game.state.seats for c in s.supporters} | set(game.state.piles["supporters"].discard)
    left = len(game.state.piles["supporters"].draw)
    card = unknown.draw_unknown(game)
    assert card.seat == decision.subject and card.deck == "supporters"
    assert len(game.state.piles["supporters"].draw) == left - 1  # the deck is one card smaller, as at the table
    assert game.state.seats[card.seat].politician in unknown.where(game, card)  # in that seat's cards
    assert set(unknown.candidates(game, card)) == set(game.state.piles["supporters"].draw) | {
        unknown.stand_in(game, card)
    }
    assert not seen & set(unknown.candidates(game, card))
    # a card drawn face up next cannot be the unknown one any more
    decision = to_supporter_draw(game)
    face_up = unknown.stand_in(game, card)  # the very name the engine carries for it
    game = make_room(game, face_up)
    assert unknown.stand_in(game, card) != face_up
    game.apply(Reveal(face_up))
    assert face_up not in unknown.candidates(game, card)
    with pytest.raises(UnknownCardError, match="seen since"):
        name_card(game, card, face_up)


def test_naming_an_impossible_card_is_refused_and_changes_nothing():
    game = new_game(standard_setup(COMPONENTS, 2, seed=3), seed=3, components=COMPONENTS)
    to_supporter_draw(game)
    card = unknown.draw_unknown(game)
    before = game.state.to_json()
    with pytest.raises(UnknownCardError, match="not a card of the supporters deck"):
        name_card(game, card, "Reform Act")
    assert game.state.to_json() == before and not game.unknown[0].named
    name = unknown.candidates(game, card)[-1]
    named = name_card(game, card, name)
    assert unknown.stand_in(named, named.unknown[0]) == name and named.unknown[0].named
    assert name in named.state.seats[card.seat].supporters + named.state.hands.get(f"choose:{card.seat}", [])
    with pytest.raises(UnknownCardError, match="known already"):
        name_card(named, named.unknown[0], name)


def test_unknown_cards_survive_save_and_undo():
    game = new_game(standard_setup(COMPONENTS, 2, seed=3), seed=3, components=COMPONENTS)
    to_supporter_draw(game)
    first = unknown.draw_unknown(game)
    to_supporter_draw(game)
    unknown.draw_unknown(game)
    game = name_card(game, first, unknown.candidates(game, first)[0])
    loaded = game_from_json(game_to_json(game), COMPONENTS)
    assert loaded.unknown == game.unknown
    assert [unknown.candidates(loaded, c) for c in loaded.unknown] == [
        unknown.candidates(game, c) for c in game.unknown
    ]
    while game.pending.is_chance:
        game.apply(game.deal())
    game.apply(game.pending.choices[0])
    back = undo(game)
    assert back.unknown == game.unknown and len(back.log) == len(game.log) - 1
