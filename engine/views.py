"""What one seat may know (`game.view(seat)`): public state and its own hand; other
hands, hidden bills, the order of every deck and the dealer's seed are masked.

A card's identity is known where the rules made it known, and that knowledge belongs to
the card's current stay in a location: a card drawn in secret is known to the seat it was
drawn for; it becomes known to everyone when it is next named in public (proposed bills
revealed, a Supporter played, the bills kept back shown); a later secret draw of the same
card starts a new stay, unknown again to the others. A record whose card a seat may not
know is masked in that seat's view together with its reason (`record_known`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from engine.components import HIDDEN as HIDDEN  # what a view shows for a card its seat may not see
from engine.decisions import TABLE, Decision, DecisionKind, Keep, Propose, Reveal
from engine.named import named_cards
from engine.scenarios import redact as redact_scenario

if TYPE_CHECKING:
    from engine.game import Game
    from engine.steps import LogRecord

PUBLIC_DRAWS = (DecisionKind.UNCERTAINTY, DecisionKind.DRAW_EVENTS)  # the draws everyone sees
OPEN_DECKS = ("uncertainty",)  # decks whose every card is known (reshuffled whole before each draw)


def redact(game: "Game", seat: int) -> "Game":
    known = log_knowledge(game)
    view = game._twin(known.log_for(game, seat))  # the log as the seat sees it, kept between views
    view.viewer = seat
    view.seed = None  # no key to future draws
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
    view._pending = _pending_for(game.pending, seat)
    redact_scenario(view, seat)
    return view


def _pending_for(decision: Decision | None, seat: int) -> Decision | None:
    """Another seat's options are not this seat's business; a card draw shows which deck it
    comes from, not the cards left in it."""
    if decision is None:
        return None
    if decision.owner == TABLE:
        if decision.deck in OPEN_DECKS:
            return decision
        return dataclasses.replace(decision, choices=(Reveal(HIDDEN),))
    return decision if decision.owner == seat else None


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


class LogKnowledge:
    """What the log has made public so far, read once and extended as the log grows. It
    belongs to one game (`Game.clone` leaves it behind), so it is extended in place.

    `secrets`: the records whose choice names a card not everyone sees (index, card).
    `revealed`: of those, the ones whose card was since named in public during the same
    stay (index -> the record that named it). `stays`: each card's secret records since it
    was last drawn in secret and not yet named in public (the stay still hidden).
    `masked`: each secret record as the others see it while its card is hidden.
    `private_reasons`: the records of a seat whose reason names a card that was secret when
    the reason was given (a Clockwork may explain a public move by the Supporters it holds),
    read from the names the reason was given with (`LogRecord.reason_names`), or a reason
    given without them while any card was secret; only that seat sees such a reason. `changed`: the records whose showing changed (a new
    secret, a card shown, a private reason), in order; each seat's masked log (`log_for`) is
    kept, grown with the new records and mended at the records changed since its last look."""

    def __init__(self) -> None:
        self.scanned = 0
        self.secrets: list[tuple[int, str]] = []
        self.private_reasons: set[int] = set()
        self.revealed: dict[int, int] = {}
        self.stays: dict[str, tuple[int, ...]] = {}
        self.masked: dict[int, "LogRecord"] = {}
        self.changed: list[int] = []
        self._logs: dict[int, tuple[int, list["LogRecord"]]] = {}  # seat -> (changes seen, its masked log so far)

    def extend(self, game: "Game") -> None:
        stays = self.stays
        log = game.log
        for index in range(self.scanned, len(log)):
            record = log[index]
            card = secret_card(record)
            if card is not None:
                stays[card] = (
                    (index,) if isinstance(record.choice, Reveal) else (*stays.get(card, ()), index)
                )  # a secret draw begins a stay
                self.secrets.append((index, card))
                self.masked[index] = _masked(record)
                self.changed.append(index)
            # a card named in public ends its stay: the cards each record names, from its
            # typed fields (engine.named)
            for effect in record.happened:
                if stays:
                    self._reveal(named_cards(effect), index)
            if card is None:
                if stays:
                    self._reveal(named_cards(record.choice), index)
                # a reason names cards by its typed field (`LogRecord.reason_names`); one given
                # without saying which is kept to its seat while any card is secret
                if record.reason and record.owner != TABLE and stays:
                    names = record.reason_names
                    if names is None or any(name in stays for name in names):
                        self.private_reasons.add(index)
                        self.changed.append(index)
        self.scanned = len(log)

    def _reveal(self, names: tuple[str, ...], index: int) -> None:
        stays = self.stays
        for name in names:
            for position in stays.pop(name, ()):
                self.revealed[position] = index
                self.changed.append(position)

    def log_for(self, game: "Game", seat: int) -> list["LogRecord"]:
        """The game's log as `seat` sees it (a new list): the cards it may not know masked,
        with the reasons given for them (`_redact_log`)."""
        kept = self._logs.get(seat)
        log = game.log
        if kept is None or len(kept[1]) > len(log):
            shown = list(log)
            _redact_log(shown, seat, self)
        else:
            seen, shown = kept
            shown.extend(log[len(shown) :])  # as they are, unless changed since the last look (below)
            for index in self.changed[seen:]:
                shown[index] = self._shown(log[index], index, seat)
        self._logs[seat] = (len(self.changed), shown)
        return shown[:]

    def _shown(self, record: "LogRecord", index: int, seat: int) -> "LogRecord":
        """Log record `index` as `seat` sees it now (what `_redact_log` makes of it)."""
        if (
            index in self.masked
            and index not in self.revealed
            and record.owner != seat
            and not (record.owner == TABLE and record.subject == seat)
        ):
            return self.masked[index]
        if index in self.private_reasons and record.owner != seat and record.reason:
            return _with(record, reason="")
        return record


def log_knowledge(game: "Game") -> LogKnowledge:
    """The game's `LogKnowledge`, kept on the game and extended as the log grows, so a view
    costs little."""
    known = game.log_knowledge
    if known is None or known.scanned > len(game.log):  # none yet, or a shorter log (an undo replay)
        known = game.log_knowledge = LogKnowledge()
    if known.scanned < len(game.log):
        known.extend(game)
    return known


def _masked(record: "LogRecord") -> "LogRecord":
    """The record with its card and its reason hidden."""
    choice = record.choice
    hidden: Any = Propose(HIDDEN) if isinstance(choice, Propose) else type(choice)(HIDDEN)  # type: ignore[call-arg, arg-type]
    return _with(record, choice=hidden, reason="")


def _with(record: "LogRecord", **changes: Any) -> "LogRecord":
    """`dataclasses.replace` for a log record (a frozen record with no checks of its own),
    without reading its fields' definitions every time."""
    made = object.__new__(type(record))
    fields = made.__dict__
    fields.update(record.__dict__)
    fields.update(changes)
    return made


def record_known(game: "Game", index: int, seat: int | None) -> bool:
    """May `seat` know the card that log record `index` names? Always for a record naming
    no secret card, its own choices and the cards drawn for it; otherwise only once the
    rules have shown that card since (in the same stay). `seat` None sees everything."""
    record = game.log[index]
    if seat is None or record.owner == seat or (record.owner == TABLE and record.subject == seat):
        return True
    if secret_card(record) is None:
        return True
    return index in log_knowledge(game).revealed


def reason_known(game: "Game", index: int, seat: int | None) -> bool:
    """May `seat` read the reason given for log record `index`? Only where it may know the
    record's card (`record_known`) and the reason names no card that was secret when it
    was given, unless the record is its own. `seat` None sees everything."""
    if seat is None or game.log[index].owner == seat:
        return True
    return record_known(game, index, seat) and index not in log_knowledge(game).private_reasons


def _redact_log(log: "list[LogRecord]", seat: int, known: LogKnowledge) -> None:
    """Mask the cards named in the log's choices that `seat` may not know, and the reasons
    given for those choices (a reason can name the card)."""
    for index, _card in known.secrets:
        if index in known.revealed:
            continue
        record = log[index]
        if record.owner == seat or (record.owner == TABLE and record.subject == seat):
            continue
        log[index] = known.masked[index]
    for index in known.private_reasons:
        record = log[index]
        if record.owner != seat and record.reason:
            log[index] = _with(record, reason="")
