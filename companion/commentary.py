"""What `play` says as the game moves on: the moves since the person last typed, told at
the chosen verbosity.

- `quiet`: only moves that change something on the board (a draw, a hidden proposal and
  `end` are left out), one line each;
- `normal` (the default): one plain line per move; a seat's run of bill draws is one line;
  the reasons wait for `why` (or `log`);
- `chatty`: each move with its reason and every effect on lines of their own.

Every line starts with the move's number (`#12`), the number `why 12` and `log` use. A
line longer than the screen wraps under its words, after the number (`log` and `why`
give the reasons too).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import field
from typing import TYPE_CHECKING

from rich.markup import escape
from rich.text import Text

from companion import game_log, render, scenario_view

from dataclasses import dataclass
from engine import (
    TABLE,
    Answer,
    BillPlaced,
    CubesTaken,
    DecisionKind,
    DrawFrom,
    EndTurn,
    Order,
    Propose,
    ProposedFaceDown,
    Reveal,
    Select,
    VPScored,
    deck_title,
)
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, LogRecord

VERBOSITIES = ("quiet", "normal", "chatty")
DEFAULT = "normal"


@dataclass
class Move:
    """One seat's choice with the cards the table dealt because of it; a run of one seat's
    bill draws is one Move."""

    records: list["LogRecord"] = field(default_factory=list)

    @property
    def first(self) -> "LogRecord":
        return self.records[0]

    @property
    def owner(self) -> int:
        return self.first.owner

    @property
    def is_draw(self) -> bool:
        return isinstance(self.first.choice, DrawFrom)


def moves(records: "list[LogRecord]") -> list[Move]:
    """Group records into moves: each dealt card joins the choice that drew it, and one
    seat's draws in a row join together."""
    grouped: list[Move] = []
    for record in records:
        last = grouped[-1] if grouped else None
        if record.owner == TABLE and last is not None and _awaits_card(last, record):
            last.records.append(record)
        elif (
            isinstance(record.choice, (DrawFrom, Propose))
            and last is not None
            and last.is_draw
            and last.owner == record.owner
        ):
            last.records.append(record)  # a seat's draws, and the bill it proposes from them
        else:
            grouped.append(Move([record]))
    return grouped


def _awaits_card(move: Move, record: "LogRecord") -> bool:
    """Is `record` (a card the table dealt) part of this move: a bill drawn, a Supporter
    drawn by a Hobnob, the Uncertainty card of an Election? An Event is a move of its own."""
    return move.first.owner != TABLE and record.kind != DecisionKind.DRAW_EVENTS


def _who(game: "Game", seat: int, viewer: int | None) -> str:
    """`You`, or the politician's name (their mat is on the board)."""
    return "You" if seat == viewer else game.state.seats[seat].politician


def setup_starts(happened: "tuple[object, ...] | list[object]") -> int:
    """Where the next round's setup begins among a move's effects (its VP, the Action Cubes
    taken): the index of the first, or the length where there is none. Those are the round's,
    not the move's, and are told on a line of their own."""
    for index, effect in enumerate(happened):
        if isinstance(effect, CubesTaken) or (isinstance(effect, VPScored) and effect.why.startswith("round setup")):
            return index
    return len(happened)


def setup_line(game: "Game", records: "list[LogRecord]") -> str:
    """`Round 2 begins: Pact +6 VP (round setup, Pact); Action Cubes: ...`, or "" where none of
    `records` closed a round."""
    for record in records:
        at = setup_starts(record.happened)
        if at < len(record.happened):
            said = "; ".join(scenario_view.effect_text(game, e) for e in record.happened[at:])
            return f"Round {record.round + 1} begins: {said}"
    return ""


def _effects(game: "Game", record: "LogRecord") -> list[str]:
    """The record's effects as text, less the note that a proposal stays hidden (the line says
    so); a selected bill, named by the choice, is not named again (`select "Museums Act" -
    placed in slot 1 (A+30, 2 VP): projected 360; Pact +1 VP (Bill Selection Bonus)`)."""
    choice = record.choice
    said = []
    for effect in record.happened[: setup_starts(record.happened)]:  # the round's setup is told apart
        if isinstance(effect, ProposedFaceDown):
            continue
        text = scenario_view.effect_text(game, effect)
        if isinstance(choice, Select):
            if isinstance(effect, BillPlaced) and effect.bill == choice.bill:
                text = f"placed in slot {effect.slot} ({scenario_view.placed_vp(game, effect)}): projected {effect.projected}"
            text = text.replace(f", {choice.bill})", ")")
        said.append(text)
    return said


def draw_text(game: "Game", move: Move, viewer: int | None, told: frozenset[str] = frozenset()) -> str:
    """`drew 2 bills (cross-party): Copyright Act and 1 hidden`; the cards in `told` (said
    elsewhere on the line) are left out."""
    decks = Counter(r.choice.deck for r in move.records if isinstance(r.choice, DrawFrom))
    cards = [
        r.choice.card if game_log.may_see(game, r, viewer) else "hidden"
        for r in move.records
        if isinstance(r.choice, Reveal)
    ]
    count = sum(decks.values())
    from_ = ", ".join(f"{n} {deck_title(deck)}" if len(decks) > 1 else deck_title(deck) for deck, n in decks.items())
    shown = [card for card in cards if card != "hidden" and card not in told]
    said = f"drew {counted(count, 'bill')} ({from_})"
    if told:
        pass  # the proposals name the cards that matter
    elif shown:
        hidden = len(cards) - len(shown)
        said += ": " + ", ".join(shown) + (f" and {hidden} hidden" if hidden else "")
    elif cards:
        said += ", hidden"
    return said


def move_line(game: "Game", move: Move, viewer: int | None) -> str:
    """The move in one plain line (no markup)."""
    first = move.first
    number = f"#{first.ply + 1}"
    if first.owner == TABLE:
        text = game_log.record_text(game, first, viewer)
        # an Event card turned up is named by the deal itself: 'Event: Derby Day' would say it again
        effects = [
            e
            for r in move.records
            for e in _effects(game, r)
            if not (e.startswith("Event: ") and text.endswith(f": {e[len('Event: ') :]}"))
        ]
        return f"{number} {text}" + (f" - {'; '.join(effects)}" if effects else "")
    who = _who(game, first.owner, viewer)
    if move.is_draw:
        proposed = [(r, r.choice) for r in move.records if isinstance(r.choice, Propose)]
        bills = [bill.bill for r, bill in proposed if game_log.may_see(game, r, viewer)]
        line = f"{number} {who}: {draw_text(game, move, viewer, frozenset(bills) if proposed else frozenset())}"
        if proposed:
            hidden = len(proposed) - len(bills)
            line += "; proposes " + " and ".join(bills + ([f"{hidden} hidden"] if hidden else []))
            said = {f"{game.state.seats[move.owner].politician} proposes {bill}" for bill in bills}
            effects = [e for r, _ in proposed for e in _effects(game, r) if e not in said]
            line += f" - {'; '.join(effects)}" if effects else ""
        return line
    text = game_log.record_text(game, first, viewer)
    if isinstance(first.choice, (Answer, Order)):
        text += f" ({first.kind})"  # `no` says little without its question
    drawn = [(r, r.choice) for r in move.records[1:] if isinstance(r.choice, Reveal)]
    seen = [
        card.card if r.kind != DecisionKind.UNCERTAINTY else f"Uncertainty card {card.card}"
        for r, card in drawn
        if game_log.may_see(game, r, viewer)
    ]
    hidden = len(drawn) - len(seen)
    dealt = [f"drew {', '.join(seen)}"] if seen else []
    if hidden:
        dealt.append(f"drew {counted(hidden, 'hidden card')}")
    effects = [e for r in move.records for e in _effects(game, r)]
    line = f"{number} {who}: {text}"
    if dealt:
        line += f" ({'; '.join(dealt)})"
    if effects:
        line += f" - {'; '.join(effects)}"
    return line


def _quiet_skips(move: Move, viewer: int | None) -> bool:
    first = move.first
    if first.owner == viewer:
        return False
    return (
        move.is_draw
        or isinstance(first.choice, (EndTurn, Propose))
        and not any(r.happened for r in move.records)
        or (first.owner != TABLE and not any(r.happened for r in move.records))
    )


def lines(game: "Game", records: "list[LogRecord]", viewer: int | None, verbosity: str = DEFAULT) -> list[Text]:
    """The commentary for `records` (the moves since the person last typed)."""
    if verbosity == "chatty":
        return [chatty(game, record, viewer) for record in records]
    out: list[Text] = []
    for move in moves(records):
        if verbosity == "quiet" and _quiet_skips(move, viewer):
            continue
        text = Text(move_line(game, move, viewer), end="")
        if move.owner == viewer:
            text.stylize("bold")
        out.append(text)
        setup = setup_line(game, move.records)
        if setup:
            out.append(Text(setup, style="dim", end=""))
    return out


def chatty(game: "Game", record: "LogRecord", viewer: int | None) -> Text:
    """One record with its reason and every effect on lines of their own."""
    text = escape(game_log.record_text(game, record, viewer))
    number = f"[dim]#{record.ply + 1}[/dim]"
    if record.owner == TABLE:
        line = f"{number} {text}"
    else:
        line = f"{number} {escape(_who(game, record.owner, viewer))}: [bold]{text}[/bold]"
        if record.reason and record.owner != viewer and game_log.may_read_reason(game, record, viewer):
            line += f"\n    [dim]why: {escape(record.reason)}[/dim]"
    effects = "".join(f"\n    -> {escape(effect)}" for effect in _effects(game, record))
    setup = setup_line(game, [record])
    return Text.from_markup(line + effects + (f"\n[dim]{escape(setup)}[/dim]" if setup else ""))


def reason_text(game: "Game", record: "LogRecord", viewer: int | None) -> str:
    """`why`: the move and its reason, as the viewer may see them; the mover with the mat
    they held when they made it (a PM who has lost office since is named as PM)."""
    what = game_log.record_text(game, record, viewer)
    reason = record.reason or "no reason given"
    if not game_log.may_read_reason(game, record, viewer):
        reason = "not shown: it names a card you cannot see"
    return f"#{record.ply + 1} {mover_then(game, record)}: {what} (round {record.round})\n    why: {reason}"


def mover_then(game: "Game", record: "LogRecord") -> str:
    """`W.E. Gladstone (PM)`: the politician and the mat held when `record` was made (the
    game replayed up to it where the mats may have changed hands since)."""
    from engine import ChallengeWon, GovernmentChanged, dealer_seed, replay

    changes = (ChallengeWon, GovernmentChanged)
    if not any(
        isinstance(effect, changes) or str(later.choice).startswith(("resign", "rejoin"))
        for later in game.log[record.ply :]
        for effect in (*later.happened, None)
    ):
        return render.who(game, record.owner)  # no change of mats since: as they stand now
    then = replay(game.setup, dealer_seed(game), game.log[: record.ply], game.components)
    return render.who(then, record.owner)
