"""Orders a person can carry out on the board for a Clockwork seat's move, one plain line:

    Salisbury debates the Medical Act down: move its marker from 340 to 330 (Parliament +20 -> +10)

Built from the move's choice and its effects as records (`engine.happened`), never from the
log's words: each record kind says what to move, from where to where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine import (
    Agreement,
    Answer,
    Campaign,
    Debate,
    deck_title,
    DrawFrom,
    EndTurn,
    Flatter,
    Hobnob,
    Influence,
    Keep,
    Option,
    Order,
    PlayDebateCard,
    PlaySupporter,
    Propose,
    Select,
    Vote,
    Withdraw,
    happened as h,
)
from engine.words import counted

if TYPE_CHECKING:
    from engine import Choice, Game, LogRecord


def short(politician: str) -> str:
    """The name a table calls a politician by: "Salisbury", "Gladstone", "Peel"."""
    for title in ("Marquess of ", "Earl of ", "Viscount ", "Sir Robert ", "Lord "):
        if politician.startswith(title):
            return politician[len(title) :]
    return politician.split()[-1]


def bill_in(game: "Game", slot: int) -> str:
    slots = game.state.slots
    found = slots[slot - 1] if 0 < slot <= len(slots) else None
    return found.name if found is not None else f"the bill in slot {slot}"


def what_was_done(game: "Game", who: str, choice: "Choice", kind: str) -> str:
    """The move in words: "Salisbury debates the Medical Act down"."""
    if isinstance(choice, Debate):
        return f"{who} debates {bill_in(game, choice.slot)} {'up' if choice.votes > 0 else 'down'}"
    if isinstance(choice, Campaign):
        return f"{who} campaigns in {choice.sector} ({counted(choice.level, 'cube')})"
    if isinstance(choice, Flatter):
        return f"{who} flatters {short(game.state.seats[choice.target].politician)}"
    if isinstance(choice, Hobnob):
        return f"{who} hobnobs ({counted(choice.level, 'cube')})"
    if isinstance(choice, Influence):
        return f"{who} influences {choice.mps} MPs"
    if isinstance(choice, PlaySupporter):
        return f"{who} plays {choice.card}"
    if isinstance(choice, PlayDebateCard):
        return f"{who} plays the Debate Card on {bill_in(game, choice.slot)}"
    if isinstance(choice, EndTurn):
        return f"{who} ends the turn"
    if isinstance(choice, Order):
        names = ", ".join(short(game.state.seats[s].politician) for s in choice.seats)
        return f"{who} sets the Opposition's order: {names}"
    if isinstance(choice, DrawFrom):
        return f"{who} draws a {deck_title(choice.deck)} bill"
    if isinstance(choice, Propose):
        return f"{who} proposes a bill"  # the order says how: face down by the PM's mat
    if isinstance(choice, Select):
        return f"{who} selects {choice.bill}"
    if isinstance(choice, Keep):
        return f"{who} keeps one Supporter drawn and discards the rest"
    if isinstance(choice, Vote):
        return f"{who} calls a Vote on {bill_in(game, choice.slot)}"
    if isinstance(choice, Withdraw):
        return f"{who} withdraws {bill_in(game, choice.slot)}"
    if isinstance(choice, Agreement):
        return f"{who} offers an agreement on {bill_in(game, choice.slot)}"
    if isinstance(choice, Answer):
        return f"{who} answers {'yes' if choice.yes else 'no'} ({kind})"
    if isinstance(choice, Option):
        return f"{who} takes option {choice.number}" + (f", {choice.label}" if choice.label else "")
    return f"{who}: {choice}"


def _popularity(game: "Game", e: h.PopularityMoved) -> str:
    return f"move the {e.party.title} marker on the {e.sector.value} track from {e.box_from} to {e.box_to}"


def _projection(game: "Game", e: h.ProjectionChanged) -> str:
    slot = game.state.slots[e.slot - 1] if 0 < e.slot <= len(game.state.slots) else None
    now = (
        f" (Parliament {slot.adjustment - e.made:+d} -> {slot.adjustment:+d})"
        if slot is not None and slot.name == e.bill
        else ""
    )
    return f"move {e.bill}'s marker from {e.projected - e.made} to {e.projected}{now}"


def _track(game: "Game", e: h.TrackMoved) -> str:
    return f"move {short(e.politician)}'s {e.track} from {e.value - e.made} to {e.value}"


ORDERS: dict[type, Callable[["Game", object], str]] = {
    h.PopularityMoved: _popularity,  # type: ignore[dict-item]
    h.ProjectionChanged: _projection,  # type: ignore[dict-item]
    h.TrackMoved: _track,  # type: ignore[dict-item]
    h.MPsMoved: lambda game, e: f"move {e.moved} MPs to {e.to} (Moderates {e.moderates}, Partisans {e.partisans})",  # type: ignore[attr-defined]
    h.VPScored: lambda game, e: f"add {e.amount} VP to the {e.pool} ({e.why})",  # type: ignore[attr-defined]
    h.SupporterPlayed: lambda game, e: f"turn up {e.card} and discard it ({e.label})",  # type: ignore[attr-defined]
    h.CardDiscarded: lambda game, e: f"discard {e.card}",  # type: ignore[attr-defined]
    h.DebateCardPlaced: lambda game, e: (
        f"put the Debate Card under {e.bill}, {'Pact' if e.pact_side else 'no-Pact'} side up"  # type: ignore[attr-defined]
    ),
    h.BillPlaced: lambda game, e: f"put {e.bill} in slot {e.slot} (projected {e.projected})",  # type: ignore[attr-defined]
    h.CubesTaken: lambda game, e: "take Action Cubes: " + ", ".join(f"{short(n)} {c}" for n, c in e.cubes),  # type: ignore[attr-defined]
    h.ProposedFaceDown: lambda game, e: "put it face down by the PM's mat",
    h.CardDrawn: lambda game, e: f"{short(e.politician)} draws {e.what}",  # type: ignore[attr-defined]
}


def moves_nothing(effect: object) -> bool:
    """A marker asked to move that stays where it is (a track's end): nothing to do on the board."""
    if isinstance(effect, h.PopularityMoved):
        return effect.box_from == effect.box_to and effect.start == effect.end
    if isinstance(effect, (h.ProjectionChanged, h.TrackMoved)):
        return effect.made == 0
    return False


def order_parts(game: "Game", record: "LogRecord", effects: "tuple[object, ...] | None" = None) -> list[str]:
    """What to do on the board, one phrase per effect (the effects' own words where no order
    fits), none for a marker that stays where it is; the proposals turned up once all have
    proposed, in one phrase. `effects`: those of the record to order (all by default)."""
    parts = []
    happened = record.happened if effects is None else effects
    proposals = [e for e in happened if isinstance(e, h.CardRevealed) and e.how == "proposes"]
    for effect in happened:
        if any(effect is proposal for proposal in proposals):
            if effect is proposals[0]:
                bills = ", ".join(f"{short(e.politician)}'s {', '.join(e.cards)}" for e in proposals)
                parts.append(f"all have proposed: turn the bills face up ({bills})")
            continue
        if moves_nothing(effect):
            continue  # `move the Conservative marker from 0 to 0` is no order
        make = ORDERS.get(type(effect))
        parts.append(make(game, effect) if make is not None else str(effect))
    return parts


def order_line(game: "Game", record: "LogRecord") -> str:
    """One plain line for a Clockwork seat's move: what it did, then what to move (the next
    round's setup, which the move may close into, is not the move's: `setup_order`)."""
    who = short(game.state.seats[record.owner].politician)
    head = what_was_done(game, who, record.choice, str(record.kind))
    parts = order_parts(game, record, record.happened[: setup_at(record)])
    return head + (": " + "; ".join(parts) if parts else "")


def setup_at(record: "LogRecord") -> int:
    """Where the next round's setup begins among the record's effects (its VP, the cubes)."""
    for index, effect in enumerate(record.happened):
        if isinstance(effect, h.CubesTaken) or (
            isinstance(effect, h.VPScored) and effect.why.startswith("round setup")
        ):
            return index
    return len(record.happened)


def setup_order(game: "Game", record: "LogRecord") -> str:
    """`Round 2 begins: add 6 VP to the Pact (round setup, Pact); take Action Cubes: ...`, or ""."""
    at = setup_at(record)
    if at == len(record.happened):
        return ""
    return f"Round {record.round + 1} begins: " + "; ".join(order_parts(game, record, record.happened[at:]))
