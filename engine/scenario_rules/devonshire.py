"""Scenario 7's third politician, the Duke of Devonshire: his alignment, his own actions
and the way his Supporters work. The scenario's rules class is in `liberal_unionist`.

Devonshire keeps a Backbencher mat all game and is always in one of three states (the
Pact card marks which on the table; `scenario_state["alignment"]` here):

- `liberal`: a Liberal Backbencher, on Gladstone's side of the House and pooling VP with
  him; the Government Chief Whip is active when the Liberals govern, the Opposition one
  when they do not.
- `unionist`: an independent Liberal Unionist. The engine seats him as a Resigned
  Backbencher on the Opposition side, which gives exactly his VP pooling (none), his
  freedom to attack bills and the loss of his Career Cards; his turn, Bill Selection
  draws and victory are set by the scenario.
- `conservative`: a Conservative Backbencher on Salisbury's side, pooling VP with him.

`normalise` puts his role, party and cards back in line with his alignment after
anything that reshuffles mats (an Election, a Challenge, his own change of side).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import TYPE_CHECKING, Any

from dataclasses import dataclass
from engine import board
from engine.backbench import return_debate_cards
from engine.components import (
    Effect,
    Favour,
    Influence,
    Party,
    PartyTarget,
    PlayerTarget,
    Popularity,
    Sector,
    Standing,
    VictoryPoints,
    Votes,
)
from engine.decisions import (
    Answer,
    Campaign,
    ChangeOfSides,
    Choice,
    Debate,
    Decision,
    DecisionKind,
    Option,
    PlaySupporter,
)
from engine.effects import apply_effects, needs
from engine.politicians import change_standing
from engine.scenarios import after_action, rules_for
from engine.state import BillSlot, DebateCardPlay, Role, SeatState
from engine.steps import Step
from engine.supporters import targets_of
from engine.scenario_rules.happenings import (
    CampaignsFor,
    CoercionPlaced,
    DeputyLeaderCardTaken,
    JoinsConservatives,
    OppositionDebateCardPlaced,
    UnionistBonus,
    UnionistCardsSetAside,
    UnionistSupporterPlayed,
    UnionistsFormed,
    VPReset,
)
from engine.happened_seats import DebateCardRemoved

if TYPE_CHECKING:
    from engine.game import Game

LIBERAL, UNIONIST, CONSERVATIVE = "liberal", "unionist", "conservative"
OWN_CAMPAIGN = "Duke of Devonshire"  # the `via` of his Campaign action
DEBATE_CARD = "opposition_leader"
DEBATE_CARD_VIA = "Opposition Leader Debate Card"
CHIEF_WHIP = "Chief Whip"


def rules(game: "Game") -> Any:
    return rules_for(game)


def param(game: "Game", key: str) -> Any:
    return rules(game).param(game, key)


def devonshire(game: "Game") -> SeatState:
    name = param(game, "devonshire")
    return next(s for s in game.state.seats if s.politician == name)


def leader(game: "Game", key: str) -> SeatState:
    name = param(game, key)
    return next(s for s in game.state.seats if s.politician == name)


def alignment(game: "Game") -> str:
    return str(game.state.scenario_state.get("alignment", LIBERAL))


def normalise(game: "Game") -> None:
    """Devonshire's role, party and cards as his alignment says."""
    state = game.state
    dev = devonshire(game)
    side = alignment(game)
    on_board = any(p.seat == dev.index for _, slot in state.bills_on_board() for p in slot.debate_cards)
    if side == UNIONIST:
        dev.role = Role.OPPOSITION_BACKBENCHER
        dev.resigned = True
        dev.careers, dev.active_careers = [], []
        dev.debate_card = None if on_board else DEBATE_CARD
        return
    party = Party(side)
    dev.party = party
    dev.role = Role.GOVERNMENT_BACKBENCHER if state.government is party else Role.OPPOSITION_BACKBENCHER
    dev.resigned = False
    dev.careers, dev.active_careers = [CHIEF_WHIP], [CHIEF_WHIP]
    dev.debate_card = DEBATE_CARD if side == LIBERAL else None  # held for later / set aside


# --- changing sides -------------------------------------------------------------------------


@dataclass(frozen=True)
class ChangeSides(Step):
    """The start of Devonshire's turn: leave the Liberals, or (as a Unionist) join the Conservatives."""

    seat: int

    def _offer(self, game: "Game") -> str | None:
        dev = game.state.seats[self.seat]
        side = alignment(game)
        if side == LIBERAL and dev.vp < param(game, "leave_below") and dev.cubes >= param(game, "leave_cost"):
            return "leave"
        if side == UNIONIST and dev.cubes >= param(game, "join_cost"):
            return "join"
        return None

    def decide(self, game: "Game") -> Decision | None:
        offer = None if game.state.flags.turn_begun(self.seat) else self._offer(game)  # asked once, as his turn begins
        if offer is None:
            return None
        prompt = (
            f"Leave the Liberal Party and form the Liberal Unionists ({param(game, 'leave_cost')} cubes)?"
            if offer == "leave"
            else f"Join the Conservative side ({param(game, 'join_cost')} cube)?"
        )
        return Decision(
            self.seat, DecisionKind.CHANGE_SIDES, (Answer(True), Answer(False)), prompt, about=ChangeOfSides(offer)
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if not choice.yes:
            return
        if self._offer(game) == "leave":
            leave_liberals(game)
        else:
            join_conservatives(game)


def leave_liberals(game: "Game") -> None:
    state = game.state
    dev = devonshire(game)
    gladstone = leader(game, "liberal_leader")
    dev.cubes -= param(game, "leave_cost")
    state.scenario_state["alignment"] = UNIONIST
    state.scenario_state["deputy_party_leader"] = None
    game.happened(UnionistsFormed(dev.politician))
    change_standing(game, gladstone, param(game, "leave_standing"), "Devonshire leaves the Liberals")
    before = dev.vp
    dev.vp = max(dev.vp, min(param(game, "leave_cap"), dev.vp + param(game, "leave_bonus")))
    game.happened(UnionistBonus(dev.politician, dev.vp - before, param(game, "leave_cap")))
    game.happened(UnionistCardsSetAside())
    normalise(game)


def join_conservatives(game: "Game") -> None:
    state = game.state
    dev = devonshire(game)
    salisbury = leader(game, "conservative_leader")
    dev.cubes -= param(game, "join_cost")
    state.scenario_state["alignment"] = CONSERVATIVE
    state.scenario_state["deputy_party_leader"] = param(game, "liberal_leader")
    game.happened(JoinsConservatives(dev.politician))
    change_standing(game, salisbury, param(game, "join_standing"), "Devonshire joins the Conservatives")
    vp = min(dev.vp, salisbury.vp + param(game, "join_margin"))
    own_bill = rules(game).own_bill(game, salisbury.politician)
    if own_bill in state.scenario_state.get("passed", []):
        vp -= param(game, "join_deduction")
    vp = max(0, vp)
    game.happened(VPReset(dev.politician, dev.vp, vp))
    dev.vp = vp
    for _, slot in state.bills_on_board():
        for play in list(slot.debate_cards):
            if play.seat == dev.index:
                slot.debate_cards.remove(play)
                game.happened(DebateCardRemoved(dev.politician, slot.name))
    game.happened(DeputyLeaderCardTaken(param(game, "liberal_leader")))
    normalise(game)


# --- his own actions -------------------------------------------------------------------------


def own_actions(game: "Game", dev: SeatState) -> list[Choice]:
    state = game.state
    side = alignment(game)
    choices: list[Choice] = []
    if dev.cubes >= 1 and state.scenario_state.get("campaigned_round") != state.round:
        politician = game.components.politician(dev.politician)
        for sector in politician.campaign_sectors:
            if side == UNIONIST:
                choices += [Campaign(sector.value, 1, party=p.value, via=OWN_CAMPAIGN) for p in Party]
            else:
                choices.append(Campaign(sector.value, 1, via=OWN_CAMPAIGN))
    if side == UNIONIST and dev.debate_card == DEBATE_CARD and dev.cubes >= param(game, "debate_card_cost"):
        card = next(c for c in game.components.debate_cards if c.holder == DEBATE_CARD)
        for index, _ in state.bills_on_board():
            projected = board.projected_votes(game, index)
            for side_card in (card.pact, card.no_pact):
                low_ok = side_card.min_target is None or projected >= side_card.min_target
                high_ok = side_card.max_target is None or projected <= side_card.max_target
                if (side_card.direction > 0 and high_ok) or (side_card.direction < 0 and low_ok):
                    choices.append(Debate(index + 1, side_card.direction * side_card.votes, via=DEBATE_CARD_VIA))
    coercion = rules(game).own_bill(game, dev.politician)
    if (
        side == CONSERVATIVE
        and dev.role is Role.GOVERNMENT_BACKBENCHER
        and dev.cubes >= param(game, "coercion_cost")
        and coercion in state.scenario_state.get("beside", {})
    ):
        protected = rules(game).own_bill(game, param(game, "conservative_leader"))
        for index, slot in state.bills_on_board():
            if slot.name != protected:
                choices.append(Option(index + 1, f"replace {slot.name} with the {coercion}"))
    choices += supporter_plays(game, dev)
    return choices


def perform(game: "Game", dev: SeatState, choice: Choice) -> bool:
    if isinstance(choice, Campaign) and choice.via == OWN_CAMPAIGN:
        dev.cubes -= 1
        game.state.scenario_state["campaigned_round"] = game.state.round
        party = Party(choice.party) if choice.party else dev.party
        game.happened(CampaignsFor(dev.politician, party))
        board.move_popularity(game, Sector(choice.sector), party, choice.level)
    elif isinstance(choice, Debate) and choice.via == DEBATE_CARD_VIA:
        play_debate_card(game, dev, choice.slot - 1, choice.votes)
    elif isinstance(choice, Option):
        introduce_coercion(game, dev, choice.number - 1)
    elif isinstance(choice, PlaySupporter):
        play_supporter(game, dev, choice)
    else:
        return False
    after_action(game, dev, choice)
    return True


def play_debate_card(game: "Game", dev: SeatState, slot_index: int, votes: int) -> None:
    """As a Liberal Unionist: either side of the Opposition Leader Debate Card."""
    slot = game.state.slots[slot_index]
    assert slot is not None
    dev.cubes -= param(game, "debate_card_cost")
    side = "pact" if votes > 0 else "no_pact"  # the card's Debate-up side is its Pact side
    slot.debate_cards.append(DebateCardPlay(dev.index, DEBATE_CARD, side, votes))
    dev.debate_card = None
    game.happened(OppositionDebateCardPlaced(dev.politician, slot.name, votes > 0))
    board.adjust_votes(game, slot_index, votes)


def introduce_coercion(game: "Game", dev: SeatState, slot_index: int) -> None:
    """In a Conservative Government: swap a bill on the board for the Irish Coercion Act at +100."""
    state = game.state
    old = state.slots[slot_index]
    assert old is not None
    coercion = rules(game).own_bill(game, dev.politician)
    dev.cubes -= param(game, "coercion_cost")
    return_debate_cards(game, old)
    state.piles[game.components.bill(old.name).deck.value].discard.append(old.name)
    del state.scenario_state["beside"][coercion]
    state.rules.setdefault("icon_override", {}).pop(coercion, None)
    state.slots[slot_index] = BillSlot(
        name=coercion, adjustment=param(game, "coercion_adjustment"), proposed_by=dev.index
    )
    game.happened(CoercionPlaced(dev.politician, old.name, coercion, board.projected_votes(game, slot_index)))


# --- Supporters: the pointing finger ----------------------------------------------------------


def _negative(effect: Effect) -> bool:
    if isinstance(effect, Popularity):
        return effect.steps < 0
    if isinstance(effect, (Standing, Favour)):
        return effect.amount < 0 and not getattr(effect, "either_way", False)
    if isinstance(effect, VictoryPoints):
        return effect.amount < 0
    return False


def supporter_effects(game: "Game", effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Standing and Favour go to either Party Leader; as a Unionist, Popularity to either party,
    and a Debate or Influence play loses its negative tradeoff."""
    unionist = alignment(game) == UNIONIST
    drop = unionist and any(isinstance(e, (Votes, Influence)) for e in effects)
    out: list[Effect] = []
    for effect in effects:
        if drop and _negative(effect):
            continue
        if isinstance(effect, (Standing, Favour)):
            effect = replace(effect, who=PlayerTarget.ANY)
        elif isinstance(effect, Popularity) and unionist:
            effect = replace(effect, party=PartyTarget.ANY)
        out.append(effect)
    return tuple(out)


def supporter_plays(game: "Game", dev: SeatState) -> list[Choice]:
    state = game.state
    leaders = [state.pm.index, state.opposition_leader.index]
    bills = [i + 1 for i, _ in state.bills_on_board()]
    plays: list[Choice] = []
    for name in sorted(set(dev.supporters)):
        card = game.components.supporter(name)
        for number, option in enumerate(card.options, 1):
            wanted = needs(supporter_effects(game, option.effects))
            axes: dict[str, list[Any]] = {}
            if "party" in wanted:
                axes["party"] = [p.value for p in Party]
            if "player" in wanted:
                axes["player"] = leaders
            if "player_sign" in wanted:
                axes["sign_player"] = [1, -1]
            if "slot" in wanted:
                if not bills:
                    continue
                axes["slot"] = bills
            if "sign" in wanted:
                axes["sign"] = [1, -1]  # he may use Supporter Debates as he wishes
            if "to" in wanted:
                axes["to"] = ["partisan", "moderate"]
            keys = list(axes)
            for values in product(*(axes[k] for k in keys)):
                plays.append(PlaySupporter(card=name, option=number, **dict(zip(keys, values))))
    return plays


def play_supporter(game: "Game", dev: SeatState, choice: PlaySupporter) -> None:
    option = game.components.supporter(choice.card).options[choice.option - 1]
    dev.supporters.remove(choice.card)
    game.state.piles["supporters"].discard.append(choice.card)
    game.happened(UnionistSupporterPlayed(dev.politician, choice.card, option.label))
    apply_effects(game, supporter_effects(game, option.effects), dev.index, targets_of(choice), 1, why=choice.card)
