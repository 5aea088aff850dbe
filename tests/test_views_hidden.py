"""A seat's view holds exactly what its player may know (HIDDEN-INFORMATION.md, issue 16).

The test plays whole games and, at many points, builds a second world that the seat cannot
tell apart from the real one: every card hidden from it (other hands, face-down proposals,
the decks, the scenarios' face-down places) is swapped for another hidden card of the same
deck, in the state and in every log record since that card was last named in public (with
the reasons given for them), and the dealer's seed is changed. The seat's view, the choice
its controller makes and everything the person's screen shows for that seat (board and log)
must be the same in both worlds.
"""

from __future__ import annotations

import copy
import dataclasses
import io
import json
import random
import re
from enum import Enum
from typing import Any

import pytest
from rich.console import Console

from clockwork.players import make_player
from companion import game_log, render
from engine.decisions import IllegalChoice, Keep, Propose, Reveal
from engine import standard_components
from engine.game import Game
from engine.scenario_rules import scenario_setup
from engine.setup import new_game, standard_setup
from engine.state import Phase
from helpers import arrange_pile, do, reveal, to_phase, two_player

COMPONENTS = standard_components()
OPEN_DRAWS = ("uncertainty", "draw events")  # the draws the whole table sees


# --- the second world ----------------------------------------------------------------------


def hidden_cards(game: Game, seat: int) -> set[str]:
    """Every card whose place `seat` cannot see now."""
    state = game.state
    cards: set[str] = set()
    for other in state.seats:
        if other.index != seat:
            cards.update(other.supporters)
    for key, held in state.hands.items():
        if key.split(":")[-1] != str(seat):
            cards.update(held)
    for key, proposed in state.proposals.items():
        if key != str(seat):
            cards.update(b for b in proposed if b not in state.revealed)
    for pile in state.piles.values():
        cards.update(pile.draw, pile.top)
    memory = state.scenario_state
    hidden_places = {key: memory.get(key, []) for key in ("under_act", "riots_stack")}
    hidden_places["question_time"] = {
        owner: held for owner, held in memory.get("question_time", {}).get("held", {}).items() if owner != str(seat)
    }
    cards.update(strings(hidden_places))
    public_places = {key: value for key, value in memory.items() if key not in hidden_places}
    public_places["question_time"] = {**memory.get("question_time", {}), "held": {}}
    face_up = {*state.revealed, *(slot.name for _, slot in state.bills_on_board()), *strings(public_places)}
    return cards - face_up  # a bill still in a hand may be face up already (revealed, or on the board)


def strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


def deck_of(card: str) -> str:
    for deck in ("bill", "supporter", "event"):
        try:
            found = getattr(COMPONENTS, deck)(card)
        except (KeyError, ValueError, LookupError):
            continue
        return f"bill:{found.deck.value}" if deck == "bill" else deck
    raise AssertionError(f"not a card: {card}")


def swaps(cards: set[str], rng: random.Random) -> dict[str, str]:
    """Each card to another card of the same deck (a random permutation within each deck)."""
    by_deck: dict[str, list[str]] = {}
    for card in sorted(cards):
        by_deck.setdefault(deck_of(card), []).append(card)
    swapped: dict[str, str] = {}
    for group in by_deck.values():
        shuffled = group[:]
        rng.shuffle(shuffled)
        swapped.update(zip(group, shuffled))
    return swapped


def rename(value: Any, names: dict[str, str]) -> Any:
    """`value` with every string that is exactly a card in `names` replaced."""
    if isinstance(value, Enum):
        return value
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [rename(v, names) for v in value]
    if isinstance(value, tuple):
        return tuple(rename(v, names) for v in value)
    if isinstance(value, dict):
        return {rename(k, names): rename(v, names) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: rename(getattr(value, f.name), names) for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **fields)
    return value


# every card's name, and the words on the cards that contain a card's name without meaning it
LABELS = tuple(o.label for deck in (COMPONENTS.events, COMPONENTS.supporters) for card in deck for o in card.options)
NAMES = tuple(card.name for deck in (COMPONENTS.bills, COMPONENTS.supporters, COMPONENTS.events) for card in deck)
WORDS = re.compile("|".join(re.escape(n) for n in sorted({*LABELS, *NAMES}, key=len, reverse=True)))


def rename_text(text: str, names: dict[str, str]) -> str:
    return WORDS.sub(lambda m: names.get(m.group(0), m.group(0)), text) if names and text else text


def is_secret(record: Any) -> bool:
    choice = record.choice
    return isinstance(choice, (Propose, Keep)) or (isinstance(choice, Reveal) and record.kind not in OPEN_DRAWS)


def last_named_in_public(game: Game, cards: set[str]) -> dict[str, int]:
    """The last log record that named each card in public (-1: never)."""
    last = dict.fromkeys(cards, -1)
    for index, record in enumerate(game.log):
        texts = [str(e) for e in record.happened] + ([] if is_secret(record) else [str(record.choice)])
        for text in texts:
            for name in WORDS.findall(text):
                if name in last:
                    last[name] = index
    return last


def other_world(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game as `seat` knows it, with the cards hidden from it swapped and another
    dealer's seed."""
    hidden = hidden_cards(game, seat)
    names = swaps(hidden, rng)
    since = last_named_in_public(game, hidden)
    log = []
    for index, record in enumerate(game.log):
        own = record.owner == seat or (record.owner == -1 and record.subject == seat)
        # a record is renamed only where both names are out of public sight (the other world
        # must not draw a card during a stay the log has shown)
        renamed = {card: names[card] for card in hidden if max(since[card], since[names[card]]) < index}
        if own or not renamed:
            log.append(record)
            continue
        log.append(
            dataclasses.replace(
                record, choice=rename(record.choice, renamed), reason=rename_text(record.reason, renamed)
            )
        )
    return Game(
        components=game.components,
        state=rename(copy.deepcopy(game.state), names),
        setup=game.setup,
        seed=game.seed + 7919,
        rules=game.rules,
        steps=rename(list(game.steps), names),
        log=log,
        _pending=rename(game.pending, names),
    )


# --- what the seat and its screen see -----------------------------------------------------


def seen(view: Game) -> str:
    pending = view.pending
    return json.dumps(
        {
            "seed": view.seed,
            "state": view.state.to_json(),
            "steps": repr(view.steps),
            "log": [
                [r.ply, r.round, r.phase, r.owner, r.kind, str(r.choice), list(r.happened), r.reason, r.subject]
                for r in view.log
            ],
            "pending": None
            if pending is None
            else [
                pending.owner,
                pending.kind,
                [str(c) for c in pending.choices],
                pending.prompt,
                pending.deck,
                pending.subject,
            ],
        },
        sort_keys=True,
        default=str,
    )


def screen(game: Game, seat: int, full: bool) -> str:
    """What the person in `seat` reads: every log entry as the log shows it, and (`full`) the
    board and the last entries of the log drawn as on the screen."""
    lines = [
        game_log.record_text(game, r, seat) + (f" why: {r.reason}" if game_log.may_see(game, r, seat) else "")
        for r in game.log
    ]
    if full:
        console = Console(file=io.StringIO(), width=80, color_system=None)
        render.render_board(console, game, seat)
        game_log.render_log(console, game, seat, last=30)
        lines.append(console.file.getvalue())  # type: ignore[attr-defined]
    return "\n".join(lines)


def check_blind(game: Game, seat: int, policy: str, rng: random.Random, full: bool) -> None:
    twin = other_world(game, seat, rng)
    assert seen(game.view(seat)) == seen(twin.view(seat)), (
        f"seat {seat}'s view tells the worlds apart at ply {len(game.log)}"
    )
    decision = game.pending
    if decision is not None and decision.owner == seat:
        real = make_player(policy, seat, 5).decide(game.view(seat), decision)
        other = make_player(policy, seat, 5).decide(twin.view(seat), twin.pending)
        assert str(real[0]) == str(other[0]) and real[1] == other[1], (
            f"seat {seat} decides differently at ply {len(game.log)}"
        )
    assert screen(game, seat, full) == screen(twin, seat, full), (
        f"seat {seat}'s screen tells the worlds apart at ply {len(game.log)}"
    )


GAMES = [
    ("2p-clockwork", ("clockwork", "clockwork"), 21, None, ()),
    ("2p-greedy-random", ("greedy", "random"), 22, None, ()),
    ("3p-clockwork", ("clockwork",) * 3, 23, None, ()),
    ("4p-clockwork", ("clockwork",) * 4, 24, None, ()),
    ("corn-laws", ("clockwork", "random"), 25, "repealing-the-corn-laws", ()),
    ("reform-act", ("random",) * 3, 26, "the-second-reform-act", ()),
    ("question-time", ("clockwork", "random", "clockwork", "greedy"), 27, None, ("question-time",)),
]


def start(seats: tuple[str, ...], seed: int, scenario: str | None, optional: tuple[str, ...]) -> Game:
    if scenario is None:
        setup = dataclasses.replace(standard_setup(COMPONENTS, len(seats), seed=seed), optional_rules=optional)
    else:
        setup = scenario_setup(scenario, len(seats), seed=seed, optional_rules=optional, components=COMPONENTS)
    return new_game(setup, seed=seed, components=COMPONENTS)


@pytest.mark.parametrize("name, seats, seed, scenario, optional", GAMES, ids=[g[0] for g in GAMES])
def test_a_seat_cannot_tell_apart_worlds_that_differ_only_in_what_it_may_not_know(
    name, seats, seed, scenario, optional
) -> None:
    players = len(seats)
    game = start(seats, seed, scenario, optional)
    controllers = {seat: make_player(policy, seat, seed) for seat, policy in enumerate(seats)}
    rng = random.Random(seed)
    checks = 0
    while not game.over and len(game.log) < 5000:
        ply = len(game.log)
        if ply % 9 == 0:
            seat = (ply // 9) % players
            check_blind(game, seat, seats[seat], rng, full=checks % 8 == 0)
            checks += 1
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
        else:
            choice, reason = controllers[decision.owner].decide(game.view(decision.owner), decision)
            game.apply(choice, reason=reason)
    assert game.over and checks >= 7


def test_a_view_carries_no_dealer_and_cannot_draw() -> None:
    game = new_game(standard_setup(COMPONENTS, 2, seed=3), seed=3, components=COMPONENTS)
    while not game.pending.is_chance:
        game.apply(game.pending.choices[0])
    view = game.view(0)
    assert view.seed is None
    with pytest.raises(IllegalChoice, match="view"):
        view.deal()
    # the table's pending draw shows the deck, not the cards left in it
    if view.pending is not None and view.pending.deck != "uncertainty":
        assert [str(c) for c in view.pending.choices] == ["card ?"]


def test_a_card_once_public_is_private_again_when_drawn_in_secret() -> None:
    game = two_player()
    pm, ol = game.state.pm.index, game.state.opposition_leader.index
    to_phase(game, Phase.ACTIONS)
    if game.pending.kind in ("end pact", "propose pact"):
        do(game, "no")
    do(game, "hobnob 1")
    first = reveal(game, "John Bright")
    played = do(game, next(str(c) for c in game.pending.choices if str(c).startswith('play "John Bright"')))
    assert "John Bright" in " ".join(map(str, played.happened))
    # the Supporter goes back into the deck (as after a reshuffle) and is drawn again in secret
    supporters = game.state.piles["supporters"]
    arrange_pile(
        game,
        "supporters",
        draw=[*supporters.draw, "John Bright"],
        discard=[card for card in supporters.discard if card != "John Bright"],
    )
    do(game, "hobnob 2")
    second = reveal(game, "John Bright")
    reveal(game, "William Booth")
    kept = game.apply(game.pending.find('keep "John Bright"'), reason="keep John Bright: the Standing he brings")
    view = game.view(pm)
    assert str(view.log[first.ply].choice) == 'card "John Bright"'  # played in public since
    assert str(view.log[second.ply].choice) == "card ?"
    assert str(view.log[kept.ply].choice) == "keep ?" and view.log[kept.ply].reason == ""
    assert "John Bright" not in json.dumps([[str(r.choice), r.reason] for r in view.log[played.ply + 1 :]])
    assert game_log.record_text(game, game.log[first.ply], pm) == "dealt (supporters): John Bright"
    assert game_log.record_text(game, game.log[second.ply], pm) == "dealt (supporters): a card you cannot see"
    assert game_log.record_text(game, game.log[second.ply], ol) == "dealt (supporters): John Bright"
    assert not game_log.may_see(game, game.log[kept.ply], pm) and game_log.may_see(game, game.log[kept.ply], ol)
    shown = io.StringIO()
    game_log.render_log(Console(file=shown, width=80), game, pm, last=4)
    assert "John Bright" not in shown.getvalue()


def test_a_public_move_explained_by_a_card_in_hand_keeps_its_reason_from_the_others() -> None:
    game = two_player()
    pm, ol = game.state.pm.index, game.state.opposition_leader.index
    to_phase(game, Phase.ACTIONS)
    if game.pending.kind in ("end pact", "propose pact"):
        do(game, "no")
    do(game, "hobnob 1")
    reveal(game, "John Bright")
    mover = game.pending.owner
    end = game.apply(game.pending.find("end"), reason="end the turn: John Bright waits in hand for the Vote")
    other = ol if mover == pm else pm
    assert game.view(other).log[end.ply].reason == ""  # the move itself is public, its reason is not
    assert game.view(mover).log[end.ply].reason.startswith("end the turn")
    assert not game_log.may_read_reason(game, end, other) and game_log.may_read_reason(game, end, mover)
    shown = io.StringIO()
    game_log.render_log(Console(file=shown, width=80), game, other, last=4)
    assert "John Bright" not in shown.getvalue()


def test_a_reason_names_the_longest_card_name_starting_at_each_place() -> None:
    from types import SimpleNamespace

    from clockwork.reason_names import names_in, reason_names

    cards = [
        SimpleNamespace(name=n)
        for n in ("Reform Act", "Reform Act Amendment", "Public Health Act", "Public Libraries Act")
    ]
    box = SimpleNamespace(bills=cards, supporters=[SimpleNamespace(name="John Bright")], events=[])
    text = "Reform Act Amendment passes; Public Health Act and Public Libraries Act fail; Reform Act stays; Publ"
    assert names_in(text, box) == ["Reform Act Amendment", "Public Health Act", "Public Libraries Act", "Reform Act"]
    assert reason_names(box, "John Bright waits for Reform Act; John Bright again") == ("John Bright", "Reform Act")
    assert reason_names(box, "") == () and reason_names(box, "nothing named here") == ()


def test_a_reason_is_kept_to_its_seat_by_the_names_it_was_given_with() -> None:
    """Knowledge of a reason comes from its typed names: one that names a card still secret
    is its seat's alone; one that names only public cards, or none, is everyone's; one given
    without saying what it names is kept to its seat while any card is secret."""
    game = two_player()
    pm, ol = game.state.pm.index, game.state.opposition_leader.index
    to_phase(game, Phase.ACTIONS)
    if game.pending.kind in ("end pact", "propose pact"):
        do(game, "no")
    do(game, "hobnob 1")
    reveal(game, "John Bright")  # drawn face down: secret from the other seat
    mover = game.pending.owner
    other = ol if mover == pm else pm
    said = game.apply(game.pending.find("end"), reason="end the turn: John Bright waits", reason_names=("John Bright",))
    assert game.view(other).log[said.ply].reason == "" and game.view(mover).log[said.ply].reason
    assert not game_log.may_read_reason(game, said, other)
    mover = game.pending.owner
    other = ol if mover == pm else pm
    plain = game.apply(game.pending.choices[0], reason="the first choice: nothing held is named", reason_names=())
    assert game.view(other).log[plain.ply].reason == "the first choice: nothing held is named"
    while game.pending.is_chance:
        game.apply(game.deal())
    unsaid = game.apply(game.pending.choices[0], reason="given without its names")
    assert game.view(1 - unsaid.owner).log[unsaid.ply].reason == ""  # John Bright is still secret
