"""What one seat may know (`game.view(seat)`): public state and its own hand; other
hands, hidden bills and the order of every deck are masked."""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from engine.decisions import TABLE, DecisionKind, Keep, Propose, Reveal

if TYPE_CHECKING:
    from engine.game import Game, LogRecord
    from engine.state import GameState

HIDDEN = "?"


def redact(game: "Game", seat: int) -> "Game":
    view = game.clone()
    view.viewer = seat
    state = view.state
    for other in state.seats:
        if other.index != seat:
            other.supporters = [HIDDEN] * len(other.supporters)
            other.held_at_turn_start = []
    for pile in state.piles.values():
        pile.draw = [HIDDEN] * len(pile.draw)
        pile.top = [HIDDEN] * len(pile.top)
    for key in list(state.hands):
        owner = key.split(":")[-1]
        if owner != str(seat):
            state.hands[key] = [HIDDEN] * len(state.hands[key])
    revealed = set(state.revealed)
    for key, bills in list(state.proposals.items()):
        if key != str(seat):
            state.proposals[key] = [b if b in revealed else HIDDEN for b in bills]
    if view.pending is not None and view.pending.owner not in (seat, TABLE):
        view._pending = None  # another seat's options are not this seat's business
    _redact_log(view, seat, log_secrets(game))
    from engine.scenarios import redact as redact_scenario

    redact_scenario(view, seat)
    return view


PUBLIC_DRAWS = (DecisionKind.UNCERTAINTY, DecisionKind.DRAW_EVENTS)  # the draws everyone sees


@lru_cache(maxsize=8)
def _card_names(names: tuple[str, ...]) -> "re.Pattern[str]":
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


def secret_card(record: "LogRecord") -> str | None:
    """The card a record's choice names that not everyone sees: a private draw, a proposal,
    a Supporter kept."""
    choice = record.choice
    if isinstance(choice, Reveal):
        return None if record.kind in PUBLIC_DRAWS else choice.card
    if isinstance(choice, Propose):
        return choice.bill
    if isinstance(choice, Keep):
        return choice.card
    return None


def own_cards(state: "GameState", seat: int) -> set[str]:
    """The cards `seat` holds or has in front of it: Supporters, bills drawn, Supporters to choose from."""
    return {*state.seats[seat].supporters, *state.hands.get(str(seat), []), *state.hands.get(f"choose:{seat}", [])}


def log_secrets(game: "Game") -> tuple[frozenset[str], tuple[tuple[int, str], ...]]:
    """The bills and Supporters the log's notes have named so far (the notes are public),
    and the records whose choice names a card (index, card). Kept on the game and extended
    as the log grows, so a view costs little."""
    scanned, known, secrets = getattr(game, "_log_secrets", (0, frozenset(), ()))
    if scanned > len(game.log):
        scanned, known, secrets = 0, frozenset(), ()  # a shorter log (an undo replay): start again
    if scanned < len(game.log):
        components = game.components
        pattern = _card_names(tuple(b.name for b in components.bills) + tuple(c.name for c in components.supporters))
        found, more = set(known), list(secrets)
        for index in range(scanned, len(game.log)):
            record = game.log[index]
            for note in record.effects:
                found.update(pattern.findall(str(note)))
            card = secret_card(record)
            if card is not None:
                more.append((index, card))
        known, secrets = frozenset(found), tuple(more)
        game._log_secrets = (len(game.log), known, secrets)  # type: ignore[attr-defined]
    return known, secrets


def _redact_log(view: "Game", seat: int, facts: tuple[frozenset[str], tuple[tuple[int, str], ...]]) -> None:
    """Mask the cards named in the log's choices that `seat` may not know yet (another's
    hand, a proposal before the reveal)."""
    public, secrets = facts
    own = own_cards(view.state, seat)
    for index, card in secrets:
        record = view.log[index]
        if record.owner == seat or card in own or card in public:
            continue
        choice = record.choice
        masked: Any = Propose(HIDDEN) if isinstance(choice, Propose) else type(choice)(HIDDEN)  # type: ignore[call-arg, arg-type]
        view.log[index] = dataclasses.replace(record, choice=masked)
