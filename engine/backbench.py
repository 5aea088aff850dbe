"""Backbencher turns (6.2): Debate Cards (6.2.1, 6.3), Career Cards (6.2.2) and the
Government Backbencher's Resignation and return (3.2, 6.2.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board
from engine.actions import (
    InfluencePermission,
    carry_out,
    kept_choices,
    may_lower_votes,
    needs_permission_to_influence,
    offer_context,
)
from engine.components import CareerCard, CareerSide, DebateSide, Effect, PowerKind, Sector
from engine.decisions import (
    Answer,
    Campaign,
    Choice,
    Debate,
    DebateCardResult,
    Decision,
    DecisionKind,
    Flatter,
    Influence,
    Option,
    PlayDebateCard,
    Rejoin,
    Resign,
)
from engine.effects import apply_effects, describe_effects
from engine.happened import DebateCardPlaced
from engine.politicians import change_standing, politician_of
from engine.scenarios import after_action, resignation_allowed
from engine.state import BillSlot, DebateCardPlay, GameState, Role, SeatState
from engine.steps import Step
from engine.happened_seats import (
    ActionVia,
    CareerCardActivated,
    DebateCardRemoved,
    DeputyPMCubeTaken,
    MatsFlipped,
    Rejoined,
    Request,
    RequestAnswered,
    Resigned,
)

if TYPE_CHECKING:
    from engine.components import Components
    from engine.game import Game

BACKBENCH = (Role.GOVERNMENT_BACKBENCHER, Role.OPPOSITION_BACKBENCHER)


# --- Cards dealt with a Backbencher mat ---------------------------------------------------


def side_of(seat: SeatState) -> CareerSide:
    return CareerSide.GOVERNMENT if seat.role is Role.GOVERNMENT_BACKBENCHER else CareerSide.OPPOSITION


def careers_for(components: "Components", side: CareerSide) -> list[str]:
    return [c.name for c in components.careers if c.side is side]


def deal_backbencher_cards(components: "Components", state: GameState) -> None:
    """2.2: Backbenchers take their side's Debate Card and Career Cards; in a 3-player game the
    Liberal keeps the Opposition Leader Debate Card for when they lead the Opposition alone (2.5)."""
    for seat in state.seats:
        if seat.role in BACKBENCH:
            seat.careers = careers_for(components, side_of(seat))
            seat.active_careers = []
            seat.debate_card = seat.role.value
    if len(state.seats) == 3:
        for seat in state.seats:
            if seat.party.value == "liberal":
                seat.debate_card = "opposition_leader"


def resignation_card(state: GameState) -> int | str | None:
    """Where the Resignation Card is (2.2, 6.2.3): "board" while the Government Backbencher
    has Resigned, otherwise in the Government Backbencher's hand (its seat); None when there
    is no Government Backbencher (a 3-player Liberal Government) or the game leaves it out."""
    holder = state.government_backbencher
    if holder is None or not state.resignation_in_game:
        return None
    return "board" if holder.resigned else holder.index


def career(game: "Game", name: str, side: CareerSide) -> CareerCard:
    return game.components.career(name, side)


def active_cards(game: "Game", seat: SeatState) -> list[CareerCard]:
    if seat.role not in BACKBENCH or seat.resigned:
        return []
    side = side_of(seat)
    return [career(game, name, side) for name in seat.active_careers]


def has_power(game: "Game", seat_index: int, kind: PowerKind) -> bool:
    return any(card.power.kind == kind for card in active_cards(game, game.state.seats[seat_index]))


def activate_careers(game: "Game") -> None:
    """6.2.2: a Career Card turns face up the moment its requirements are met, on any turn.
    (Checked after every step: which cards a seat's marks activate depends only on the
    components, so each answer is kept in `Components.memo` and looked up next time.)"""
    memo = game.components.memo
    for seat in game.state.seats:
        if seat.role not in BACKBENCH or seat.resigned:
            continue
        key = (
            _ACTIVATION,
            seat.role,
            seat.standing,
            seat.favour,
            seat.politician,
            tuple(seat.careers),
            tuple(seat.active_careers),
        )
        names = memo.get(key)
        if names is None:
            names = memo[key] = _activated(game, seat)
        for name in names:
            seat.active_careers.append(name)
            game.happened(CareerCardActivated(seat.politician, name))


_ACTIVATION = "career activation"


def _activated(game: "Game", seat: SeatState) -> tuple[str, ...]:
    """The seat's held Career Cards, not yet face up, whose requirements its marks and
    Politician meet now."""
    side = side_of(seat)
    politician = None
    found: list[str] = []
    for name in seat.careers:
        if name in seat.active_careers:
            continue
        card = career(game, name, side)
        if seat.standing < card.min_standing or seat.favour < card.min_favour:
            continue
        if card.requires_ability is not None:
            politician = politician or politician_of(game, seat)
            if politician.level(card.requires_ability) == 0:
                continue
        found.append(name)
    return tuple(found)


# --- Turn start: the Deputy PM's cube ---------------------------------------------------


def turn_start_steps(game: "Game", seat: SeatState) -> list[Step]:
    """The start of a Backbencher's turn: note the cubes in hand (Resigning costs all of
    them, 6.2.3) and offer the Deputy PM's cube (6.2.2)."""
    if seat.role is Role.GOVERNMENT_BACKBENCHER:
        game.state.flags.turn_cubes[str(seat.index)] = seat.cubes
        if has_power(game, seat.index, PowerKind.DEPUTY_PM):
            return [DeputyPMCube(seat.index)]
    return []


@dataclass(frozen=True)
class DeputyPMCube(Step):
    """The Deputy PM may take one of the PM's Action Cubes at the start of the turn."""

    seat: int

    def decide(self, game: "Game") -> Decision | None:
        if game.state.pm.cubes <= 0:
            return None
        return Decision(
            self.seat,
            DecisionKind.DEPUTY_PM,
            (Answer(True), Answer(False)),
            "Deputy PM: take one of the PM's Action Cubes?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            game.state.pm.cubes -= 1
            game.state.seats[self.seat].cubes += 1
            turn_cubes = game.state.flags.turn_cubes
            turn_cubes[str(self.seat)] = turn_cubes.get(str(self.seat), 0) + 1
            game.happened(DeputyPMCubeTaken(game.state.seats[self.seat].politician))


# --- Actions ---------------------------------------------------------------------------


def debate_card_cost(seat: SeatState) -> int:
    """6.2.1: one cube at Standing 2 or less, otherwise two."""
    return 1 if seat.standing <= 2 else 2


def debate_card_usable(game: "Game", seat: SeatState) -> bool:
    key = seat.debate_card
    if key is None:
        return False
    if key == "opposition_leader":
        # 6.3: only when the Opposition Leader is the only Opposition player
        return seat.role is Role.OPPOSITION_LEADER and sum(not s.in_government for s in game.state.seats) == 1
    return seat.role.value == key or (key == "government_backbencher" and seat.role is Role.GOVERNMENT_BACKBENCHER)


def debate_side(game: "Game", key: str, pact: bool) -> DebateSide:
    card = next(c for c in game.components.debate_cards if c.holder == key)
    return card.pact if pact else card.no_pact


def debate_card_targets(game: "Game", seat: SeatState) -> list[int]:
    """Slots (0-based) the seat's Debate Card may go under now."""
    if not debate_card_usable(game, seat) or seat.cubes < debate_card_cost(seat):
        return []
    assert seat.debate_card is not None
    side = debate_side(game, seat.debate_card, game.state.pact)

    if side.direction < 0 and not may_lower_votes(game, seat):
        return []
    targets = []
    for index, _ in game.state.bills_on_board():
        projected = board.projected_votes(game, index)
        if side.direction > 0 and side.max_target is not None and projected <= side.max_target:
            targets.append(index)
        if side.direction < 0 and side.min_target is not None and projected >= side.min_target:
            targets.append(index)
    return targets


def career_actions(game: "Game", seat: SeatState) -> list[Choice]:
    """The actions the seat's face-up Career Cards grant now. They follow from the cards, the
    seat, its politician and cubes, the slots holding a bill, whether it may push a bill down
    and whether its Influence was refused this round: each set of those is worked out once
    per set of components (`Components.memo`)."""
    if seat.role not in BACKBENCH or seat.resigned or not seat.active_careers:
        return []
    key = (
        _CAREER_ACTIONS,
        seat.role,
        tuple(seat.active_careers),
        seat.index,
        seat.politician,
        seat.cubes,
        *offer_context(game, seat),
    )
    return kept_choices(game, key, lambda: _career_actions(game, seat))


_CAREER_ACTIONS = "career actions"


def _career_actions(game: "Game", seat: SeatState) -> list[Choice]:
    choices: list[Choice] = []
    for card in active_cards(game, seat):
        power = card.power
        if power.kind is PowerKind.FLATTER and seat.cubes >= power.cost:
            choices.append(Flatter(1, seat.index, 1, via=card.name))
        elif power.kind is PowerKind.CAMPAIGN:
            own = politician_of(game, seat).campaign_sectors
            for sector in Sector:
                cost = power.cost if sector in own else (power.cost_any_sector or power.cost)
                if seat.cubes >= cost:
                    choices.append(Campaign(sector.value, 1, via=card.name))
        elif power.kind is PowerKind.INFLUENCE and seat.cubes >= power.cost:
            if not (needs_permission_to_influence(game, seat) and seat.index in game.state.flags.refused_influence):
                amount = power.amount or 10
                choices += [Influence(amount, "partisan", via=card.name), Influence(amount, "moderate", via=card.name)]
        elif power.kind is PowerKind.COORDINATE_DEBATE and seat.cubes >= power.cost and may_lower_votes(game, seat):
            amount = power.amount or -30
            choices += [Debate(i + 1, amount, via=card.name) for i, _ in game.state.bills_on_board()]
    return choices


def legal_actions(game: "Game", seat: SeatState) -> list[Choice]:
    choices: list[Choice] = [PlayDebateCard(i + 1) for i in debate_card_targets(game, seat)]
    choices += career_actions(game, seat)
    state = game.state
    if seat.role is Role.GOVERNMENT_BACKBENCHER:
        if (
            not seat.resigned
            and state.resignation_in_game
            and has_every_cube(game, seat)
            and seat.vp < game.components.board.resignation_limit
            and may_resign(game, seat)
        ):
            choices.append(Resign())
        if seat.resigned and seat.index not in state.flags.refused_rejoin:
            choices.append(Rejoin())
    return choices


def has_every_cube(game: "Game", seat: SeatState) -> bool:
    """6.2.3: Resigning costs all of this turn's Action Cubes (a Deputy PM cube included), so
    it must come before any cube is spent."""
    return seat.cubes >= 1 and seat.cubes >= game.state.flags.turn_cubes.get(str(seat.index), seat.cubes)


def may_resign(game: "Game", seat: SeatState) -> bool:
    return resignation_allowed(game, seat)


def is_backbench_action(choice: Choice) -> bool:
    return isinstance(choice, (PlayDebateCard, Resign, Rejoin)) or bool(getattr(choice, "via", ""))


def career_cost(game: "Game", seat: SeatState, choice: Choice) -> int:
    card = career(game, getattr(choice, "via"), side_of(seat))
    if isinstance(choice, Campaign) and Sector(choice.sector) not in politician_of(game, seat).campaign_sectors:
        return card.power.cost_any_sector or card.power.cost
    return card.power.cost


def perform(game: "Game", seat: SeatState, choice: Choice) -> None:
    if isinstance(choice, PlayDebateCard):
        play_debate_card(game, seat, choice.slot - 1)
    elif isinstance(choice, Resign):
        resign(game, seat)
    elif isinstance(choice, Rejoin):
        game.push(RejoinRequest(seat.index))
    elif isinstance(choice, Influence) and needs_permission_to_influence(game, seat):
        game.push(InfluencePermission(seat.index, choice, career_cost(game, seat, choice)))
    else:
        seat.cubes -= career_cost(game, seat, choice)
        game.happened(ActionVia(seat.politician, getattr(choice, "via")))
        carry_out(game, seat, choice)


def play_debate_card(game: "Game", seat: SeatState, slot_index: int) -> None:
    assert seat.debate_card is not None
    key = seat.debate_card
    pact_side = game.state.pact
    side = debate_side(game, key, pact_side)
    seat.cubes -= debate_card_cost(seat)
    slot = game.state.slots[slot_index]
    assert slot is not None
    votes = side.direction * side.votes
    slot.debate_cards.append(DebateCardPlay(seat.index, key, "pact" if pact_side else "no_pact", votes))
    seat.debate_card = None
    game.happened(DebateCardPlaced(seat.politician, seat.index, slot.name, pact_side))
    board.adjust_votes(game, slot_index, votes)

    after_action(game, seat, PlayDebateCard(slot_index + 1))


# --- Debate Cards when their bill is resolved ---------------------------------------


def debate_card_outcomes(game: "Game", slot: BillSlot, passed: bool) -> list[Step]:
    return [DebateReward(play.seat, play.card, play.side, passed) for play in slot.debate_cards]


def return_debate_cards(game: "Game", slot: BillSlot) -> None:
    """Cards under a bill cleared by a Challenge go back without effect (6.2.1)."""
    for play in slot.debate_cards:
        _give_back(game, play.seat, play.card)
    slot.debate_cards = []


def _give_back(game: "Game", seat_index: int, key: str) -> None:
    seat = game.state.seats[seat_index]
    if key == "opposition_leader" or seat.role.value == key:
        seat.debate_card = key
    else:
        # the holder changed mats meanwhile: the card goes to whoever holds that role now
        holder = game.state.seat_with(Role(key)) if key in (r.value for r in BACKBENCH) else None
        if holder is not None and holder.debate_card is None:
            holder.debate_card = key


@dataclass(frozen=True)
class DebateReward(Step):
    """The holder takes the reward or penalty of the side played, choosing among its options."""

    seat: int
    card: str
    side: str
    passed: bool

    def _alternatives(self, game: "Game") -> tuple[tuple[Effect, ...], ...]:
        side = debate_side(game, self.card, self.side == "pact")
        return side.on_pass if self.passed else side.on_fail

    def decide(self, game: "Game") -> Decision | None:
        alternatives = self._alternatives(game)
        if len(alternatives) < 2:
            return None  # nothing to choose: no effect, or a single one (the Opposition Leader card's VP)
        holder = game.state.seats[self.seat]
        return Decision(
            self.seat,
            DecisionKind.DEBATE_CARD,
            tuple(Option(i, describe_effects(alt)) for i, alt in enumerate(alternatives, 1)),
            f"{holder.politician}: the bill {'passed' if self.passed else 'failed'}; choose the Debate Card's result",
            about=DebateCardResult(self.card, self.side == "pact", self.passed),
        )

    def run(self, game: "Game") -> None:
        alternatives = self._alternatives(game)
        if alternatives:
            apply_effects(game, alternatives[0], self.seat, why="Debate Card")
        _give_back(game, self.seat, self.card)

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Option)
        effects = self._alternatives(game)[choice.number - 1]
        apply_effects(game, effects, self.seat, why="Debate Card")
        _give_back(game, self.seat, self.card)


# --- Resignation (3.2, 6.2.3) ------------------------------------------------------------


def resign(game: "Game", seat: SeatState) -> None:
    state = game.state
    seat.cubes = 0
    seat.resigned = True
    game.happened(Resigned(seat.politician))
    change_standing(game, state.pm, -2, "Resignation")

    after_action(game, seat, Resign())


@dataclass(frozen=True)
class RejoinRequest(Step):
    """The PM allows or refuses a Backbencher who asks to rejoin the Government."""

    seat: int

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            game.state.pm.index,
            DecisionKind.PERMIT_REJOIN,
            (Answer(True), Answer(False)),
            f"{game.state.seats[self.seat].politician} asks to rejoin the Government (you regain 2 Standing): allow it?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        seat = game.state.seats[self.seat]
        if choice.yes:
            end_resignation(game, seat)
            change_standing(game, game.state.pm, 2, "a Resigned Backbencher rejoins")
        else:
            game.happened(RequestAnswered(Request.REJOIN, granted=False))
            game.state.flags.refused_rejoin.append(self.seat)


def end_resignation(game: "Game", seat: SeatState) -> None:
    """The Resignation Card leaves the board; pooling resumes (3.2.2, 3.3)."""
    if not seat.resigned:
        return
    seat.resigned = False
    game.happened(Rejoined(seat.politician))


# --- Changing mats ---------------------------------------------------------------------


def leave_backbench(game: "Game", seat: SeatState, new_role: Role) -> None:
    """Promotion: Career Cards are surrendered; a Backbencher Debate Card on the board is
    removed without effect and goes to whoever takes the Backbencher mat."""
    if seat.role not in BACKBENCH:
        return
    key = seat.role.value
    for _, slot in game.state.bills_on_board():
        for play in list(slot.debate_cards):
            if play.seat == seat.index:
                slot.debate_cards.remove(play)  # the Votes it moved stay; no reward or penalty
                game.happened(DebateCardRemoved(seat.politician, slot.name))
    seat.careers = []
    seat.active_careers = []
    if seat.debate_card == key:
        seat.debate_card = None
    if seat.resigned:
        seat.resigned = False


def join_backbench(game: "Game", seat: SeatState) -> None:
    """A politician who takes a Backbencher mat takes its cards."""
    if seat.role not in BACKBENCH:
        return
    seat.careers = careers_for(game.components, side_of(seat))
    seat.active_careers = []
    if seat.debate_card != "opposition_leader":
        on_board = any(p.card == seat.role.value for _, s in game.state.bills_on_board() for p in s.debate_cards)
        seat.debate_card = None if on_board else seat.role.value


def exchange_backbench_cards(game: "Game") -> None:
    """10.2 / 11.4: after a change of Government the Backbenchers swap Career and Debate Cards;
    Standing, Favour and Supporters stay; activation is evaluated afresh."""
    for seat in game.state.seats:
        if seat.role in BACKBENCH:
            seat.careers = careers_for(game.components, side_of(seat))
            seat.active_careers = []
            if seat.debate_card != "opposition_leader":
                seat.debate_card = seat.role.value
    game.happened(MatsFlipped())
