"""What one seat may know (`game.view(seat)`): public state and its own hand; other
hands, hidden bills and the order of every deck are masked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import TABLE

if TYPE_CHECKING:
    from engine.game import Game

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
    _redact_log(view, seat)
    from engine.scenarios import redact as redact_scenario

    redact_scenario(view, seat)
    return view


PUBLIC_DRAWS = ("uncertainty", "draw events")  # the draws everyone sees


def _redact_log(view: "Game", seat: int) -> None:
    """The log's choices name the cards dealt, proposed and kept: mask those `seat` may not
    know yet (another's hand, a proposal before the reveal). The notes are public already."""
    import dataclasses

    from engine.decisions import Keep, Propose, Reveal

    public = "\n".join(note for record in view.log for note in record.effects)
    state = view.state
    own = {*state.seats[seat].supporters, *state.hands.get(str(seat), []), *state.hands.get(f"choose:{seat}", [])}
    for i, record in enumerate(view.log):
        choice = record.choice
        if record.owner == seat:
            continue
        if isinstance(choice, Reveal) and record.kind not in PUBLIC_DRAWS:
            card = choice.card
        elif isinstance(choice, Propose):
            card = choice.bill
        elif isinstance(choice, Keep):
            card = choice.card
        else:
            continue
        if card in own or card in public:
            continue
        masked = Propose(HIDDEN) if isinstance(choice, Propose) else type(choice)(HIDDEN)  # type: ignore[call-arg]
        view.log[i] = dataclasses.replace(record, choice=masked)
