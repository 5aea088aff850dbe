"""Bill Selection (5.0): drawing and proposing bills, the PM's choice of three, the
1 VP Bill Selection Bonus, and the Pact's end or unilateral restart around it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine.board import projected_votes
from engine.cards import CardDraw
from engine.components import BillDeck
from engine.decisions import Answer, Choice, Decision, DecisionKind, DrawFrom, Propose, Select
from engine.happened import BillPlaced, CardDrawn, CardRevealed, ProposedFaceDown
from engine.pools import end_pact, restart_pact, score
from engine.scenarios import bill_selection_override
from engine.state import BillSlot, Role
from engine.steps import Step
from engine.happened_cards import BillsDiscarded, NoBillToDraw

if TYPE_CHECKING:
    from engine.game import Game


def government_decks(game: "Game") -> list[str]:
    """The decks the Government may draw from: Cross-Party and its own party's."""
    return [BillDeck.CROSS_PARTY.value, BillDeck.of_party(game.state.government).value]


def hand(game: "Game", seat: int) -> list[str]:
    return game.state.hands.setdefault(str(seat), [])


@dataclass(frozen=True)
class ChooseBillDeck(Step):
    """Draw bills one at a time, picking the deck before each draw (5.1)."""

    seat: int
    left: int  # bills still to draw

    def decide(self, game: "Game") -> Decision | None:
        if self.left <= 0:
            return None
        piles = game.state.piles
        decks = [d for d in government_decks(game) if piles[d].draw or piles[d].discard or piles[d].top]
        if not decks:
            return None
        return Decision(
            owner=self.seat,
            kind=DecisionKind.DRAW_BILL,
            choices=tuple(DrawFrom(d) for d in decks),
            prompt=f"Draw a bill ({self.left} to draw): from which deck?",
        )

    def run(self, game: "Game") -> None:
        if self.left > 0:
            game.happened(NoBillToDraw())

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, DrawFrom)
        game.push(BillDraw(pile=choice.deck, seat=self.seat), ChooseBillDeck(self.seat, self.left - 1))


@dataclass(frozen=True)
class BillDraw(CardDraw):
    """A bill drawn from a bill deck into a seat's hand."""

    seat: int = 0

    def prompt(self, game: "Game") -> str:
        return f"Draw a {self.pile} bill for {game.state.seats[self.seat].politician}"

    def subject(self, game: "Game") -> int | None:
        return self.seat

    def receive(self, game: "Game", card: str) -> None:
        hand(game, self.seat).append(card)
        if game.state.seats[self.seat].role is Role.PM:
            game.state.revealed.append(card)
            game.happened(CardRevealed((card,), game.state.seats[self.seat].politician, self.seat))
        else:
            game.happened(CardDrawn(game.state.seats[self.seat].politician, self.seat, "a bill"))


@dataclass(frozen=True)
class ProposeBill(Step):
    """A seat proposes a bill from its hand, face down, while it has proposals to make."""

    seat: int
    count: int

    def decide(self, game: "Game") -> Decision | None:
        proposed = game.state.proposals.get(str(self.seat), [])
        options = [b for b in hand(game, self.seat) if b not in proposed]
        if self.count <= 0 or not options:
            return None
        return Decision(
            owner=self.seat,
            kind=DecisionKind.PROPOSE_BILL,
            choices=tuple(Propose(b) for b in sorted(options)),
            prompt=f"Propose a bill to the PM ({self.count} to propose)",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Propose)
        game.state.proposals.setdefault(str(self.seat), []).append(choice.bill)
        game.happened(ProposedFaceDown(game.state.seats[self.seat].politician, self.seat))
        game.push(ProposeBill(self.seat, self.count - 1))


@dataclass(frozen=True)
class RevealProposals(Step):
    """The proposed bills are turned face up, each named with who proposed it."""

    def run(self, game: "Game") -> None:
        state = game.state
        for seat, bills in state.proposals.items():
            for bill in bills:
                state.revealed.append(bill)
                game.happened(CardRevealed((bill,), state.seats[int(seat)].politician, int(seat), "proposes"))


@dataclass(frozen=True)
class SelectBill(Step):
    """5.2: the PM selects three of the revealed bills, one at a time."""

    left: int = 3

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        if self.left <= 0 or not state.revealed or None not in state.slots:
            return None
        return Decision(
            owner=state.pm.index,
            kind=DecisionKind.SELECT_BILL,
            choices=tuple(Select(b) for b in sorted(set(state.revealed))),
            prompt=f"Select a bill for the board ({self.left} to select)",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Select)
        place_bill(game, choice.bill, proposer=proposer_of(game, choice.bill))
        game.push(SelectBill(self.left - 1))


def seats_to_propose(game: "Game") -> list[int]:
    """The seats with a proposal still to make this Bill Selection, in the order they are asked
    (the steps to come: the last on the stack runs first)."""
    seats = [step.seat for step in reversed(game.steps) if isinstance(step, ProposeBill) and step.count > 0]
    return list(dict.fromkeys(seats))


def proposer_of(game: "Game", bill: str) -> int | None:
    for seat, bills in game.state.proposals.items():
        if bill in bills:
            return int(seat)
    return None


def place_bill(game: "Game", name: str, proposer: int | None, adjustment: int | None = None) -> int:
    """Put a bill in the first empty slot (5.3); a Party Bill ends the Pact (3.1.2)."""
    state = game.state
    bill = game.components.bill(name)
    slot_index = state.slots.index(None)
    if name in state.revealed:
        state.revealed.remove(name)
    for cards in state.hands.values():
        if name in cards:
            cards.remove(name)
    state.slots[slot_index] = BillSlot(
        name=name, adjustment=bill.adjustment if adjustment is None else adjustment, proposed_by=proposer
    )

    game.happened(BillPlaced(name, slot_index + 1, bill.projection_label, bill.vp, projected_votes(game, slot_index)))
    if bill.is_party_bill and state.pact:
        end_pact(game, "the PM placed a Party Bill")
    if proposer is not None and proposer != state.pm.index:
        score(game, proposer, 1, f"Bill Selection Bonus, {name}")
    return slot_index


@dataclass(frozen=True)
class WrapUpSelection(Step):
    """Unselected and hidden bills go to their discard piles."""

    def run(self, game: "Game") -> None:
        state = game.state
        leftovers = list(state.revealed)
        for key, cards in state.hands.items():
            if key.startswith("choose:"):
                continue  # Supporters being chosen, not bills
            kept_back = [c for c in cards if c not in state.revealed]
            if kept_back:
                # 5.2: after selection the proposers show the bills they kept back
                game.happened(CardRevealed(tuple(kept_back), state.seats[int(key)].politician, int(key)))
            leftovers.extend(c for c in cards if c not in leftovers)
        for key in [k for k in state.hands if not k.startswith("choose:")]:
            del state.hands[key]
        for name in leftovers:
            state.piles[game.components.bill(name).deck.value].discard.append(name)
        state.revealed = []
        state.proposals = {}
        if leftovers:
            game.happened(BillsDiscarded(tuple(sorted(leftovers))))


@dataclass(frozen=True)
class UnilateralPactRestart(Step):
    """3.1.3: with three Cross-Party bills on the board, the Opposition Leader may restart the Pact."""

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        if state.pact or not state.pact_in_game:
            return None
        bills = [s for _, s in state.bills_on_board()]
        if len(bills) < 3 or any(game.components.bill(s.name).is_party_bill for s in bills):
            return None
        return Decision(
            owner=state.opposition_leader.index,
            kind=DecisionKind.RESTART_PACT,
            choices=(Answer(True), Answer(False)),
            prompt="Three Cross-Party bills are on the board: restart the Pact?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            restart_pact(game, "three Cross-Party bills on the board")


def bill_selection_steps(game: "Game") -> list[Step]:
    override = bill_selection_override(game)
    if override is not None:
        return override
    return standard_selection_steps(game)


def standard_selection_steps(
    game: "Game", select: Step | None = None, draws: dict[int, tuple[int, int]] | None = None
) -> list[Step]:
    """5.1-5.2; a scenario may swap the select step or set a seat's (draw, propose)."""
    state = game.state
    steps: list[Step] = []
    gov_bb = state.government_backbencher
    opp_bb = state.opposition_backbencher
    ol = state.opposition_leader
    proposals = 0
    for seat in (s for s in (gov_bb, ol, opp_bb) if s is not None):
        draw, propose = (draws or {}).get(seat.index, (4, 2) if seat is ol and opp_bb is None else (2, 1))
        steps += [ChooseBillDeck(seat.index, draw), ProposeBill(seat.index, propose)]
        proposals += propose
    steps += [
        RevealProposals(),
        ChooseBillDeck(state.pm.index, 6 - proposals),
        select or SelectBill(3),
        WrapUpSelection(),
        UnilateralPactRestart(),
    ]
    return steps
