"""What one party may know (HIDDEN-INFORMATION.md): its own hand, face-down choice, theatrics
and whatever it has looked at; everything public; the sizes of everything else; the log with
other parties' face-down choices and every other party's reasons masked. A view holds no
dealer seed. `game.view(None)` is what everyone at the table may see.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from electioneer.rules.cards import LAB, Cards
from electioneer.rules.choices import TABLE, DecisionKind
from electioneer.rules.election import ElectionResult, WeekCount
from electioneer.rules.state import Phase

if TYPE_CHECKING:
    from electioneer.rules.game import Game, LogRecord


@dataclass(frozen=True)
class SeatView:
    """A constituency in the line; an issue the viewer has not seen is None."""

    name: str
    prefers: tuple[str, ...]
    issues: tuple[str | None, ...]
    revealed: bool


@dataclass(frozen=True)
class PartyView:
    party: str | None
    parties: tuple[str, ...]
    phase: Phase
    week: int
    line: tuple[SeatView, ...]
    hand: tuple[str, ...]
    theatrics: tuple[str, ...]
    theatrics_held: tuple[tuple[str, int], ...]  # party -> theatrics in hand (a number only)
    manifestos: tuple[tuple[str, tuple[str, ...]], ...]  # revealed policies
    face_down: str | None  # the viewer's own choice this week, before the reveal
    chosen: tuple[str, ...]  # parties with a policy face down this week
    dropped: tuple[str, ...]  # the viewer's own election-day drops before they are revealed
    spare_issues: tuple[str, ...] | None  # None: the viewer has not looked through them
    deck_size: int
    under_deck: int  # policies put back under the deck, not yet drawn again
    weeks: tuple[WeekCount, ...]
    adjust: tuple[tuple[str, int], ...]
    ties_to: str | None
    played: tuple[tuple[int, str, str, str], ...]
    result: ElectionResult | None
    log: tuple["LogRecord", ...]
    cards: Cards
    table: bool

    def manifesto(self, party: str) -> tuple[str, ...]:
        return dict(self.manifestos)[party]

    def seat(self, name: str) -> SeatView:
        return next(s for s in self.line if s.name.casefold() == name.casefold())

    @property
    def current(self) -> SeatView | None:
        return self.line[self.week - 1] if self.phase is Phase.CAMPAIGN and 1 <= self.week <= len(self.line) else None


def _knows_issues(game: "Game", party: str | None, name: str, revealed: bool) -> bool:
    if revealed:
        return True
    if party is None:
        return False
    return party == LAB or name in game.state.party[party].peeked


def _masked(record: "LogRecord", party: str | None) -> "LogRecord":
    if record.owner == party:
        return record
    hidden = record.kind in (
        DecisionKind.PLACE_ISSUES,
        DecisionKind.RETURN_POLICY,
        DecisionKind.CHOOSE_POLICY,
        DecisionKind.BALANCE_BOOKS,
        DecisionKind.PEEK,
    )
    if record.owner == TABLE and record.kind in (DecisionKind.DRAW_POLICY, DecisionKind.DEAL_THEATRIC):
        hidden = record.subject != party
    if hidden:
        return replace(record, choice=None, reason="")
    return replace(record, reason="") if record.owner != TABLE else record


def party_view(game: "Game", party: str | None) -> PartyView:
    state = game.state
    if party is not None and party not in state.parties:
        raise KeyError(f"{party!r} does not play in this game ({', '.join(state.parties)})")
    cards = game.cards
    line = tuple(
        SeatView(
            seat.name,
            cards.constituency(seat.name).prefers,
            tuple(seat.issues)
            if _knows_issues(game, party, seat.name, seat.revealed)
            else tuple(None for _ in seat.issues),
            seat.revealed,
        )
        for seat in state.line
    )
    own = state.party[party] if party is not None else None
    return PartyView(
        party=party,
        parties=state.parties,
        phase=state.phase,
        week=state.week,
        line=line,
        hand=tuple(own.hand) if own else (),
        theatrics=tuple(own.theatrics) if own else (),
        theatrics_held=tuple((p, len(h.theatrics) + h.unknown_theatrics) for p, h in state.party.items()),
        manifestos=tuple((p, tuple(h.manifesto)) for p, h in state.party.items()),
        face_down=own.face_down if own else None,
        chosen=tuple(p for p, h in state.party.items() if h.face_down is not None),
        dropped=tuple(own.dropped) if own else (),
        spare_issues=tuple(state.spare_issues) if own and own.seen_spares else None,
        deck_size=len(state.deck) + len(state.bottom),
        under_deck=len(state.bottom),
        weeks=tuple(state.weeks),
        adjust=tuple(state.adjust.items()),
        ties_to=state.ties_to,
        played=tuple(state.played),
        result=state.result,
        log=tuple(_masked(r, party) for r in game.log),
        cards=cards,
        table=game.setup.table,
    )
