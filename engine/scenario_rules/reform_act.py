"""Scenario 5: The Second Reform Act (2-4 players, first PM to 100 VP).

Setup: `scenarios/the-second-reform-act.yaml` (the Act and the Riots wait beside the
board; in 3-player games the lone Conservative takes the 3-player help). Rules:
- Any PM may select the Act while it has not passed; a Conservative PM places it as an
  M bill, and if he passes it its Popularity effects change party.
- After each Bill Selection that leaves the Act off the board, while the Riots wait beside
  it, five Event cards are drawn unseen, shuffled with the Riots and put back on top of the
  Event deck (`Pile.top`: the next draws come from those six).
- The Riots drawn while the Act is on the board go back beside the board and the PM draws
  again. Drawn without the Act, their penalties are doubled and their one gain cancelled;
  either way they return beside the board afterwards.
- Each round in which the Opposition acts to lower the Act's projection (Debate, Supporter,
  Debate Card, or Influence moving MPs out of the Act's column) its party loses a Workers
  step, once.
- A failed or withdrawn Act returns beside the board. When it passes: the Government party
  gains a Workers step and the Opposition loses one, then Workers points count double for
  the rest of the game (not Partisan points); the Riots leave the game; the leader of the
  passing party may spend one cube a round on a Workers step, and as Opposition Leader may
  keep a cube back at the end of his turn to do it just before Bill Resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board
from engine.cards import CardDraw
from engine.components import Icon, Influence, Party, Sector, Votes
from engine.decisions import (
    Answer,
    Campaign,
    Choice,
    Debate,
    Decision,
    DecisionKind,
    Influence as InfluenceChoice,
    PlayDebateCard,
    PlaySupporter,
)
from engine.effects import apply_effects
from engine.events import EventDraw, ResolveEvent
from engine.pools import score_government
from engine.resolution import ResolveBill
from engine.scenario_rules.common import DataScenario, beside, mask, on_board, passed, reverse_rosettes, selection_steps
from engine.scenario_rules.data import ScenarioData, ScenarioError
from engine.scenarios import rules_for
from engine.state import Role, SeatState
from engine.steps import Step
from engine.scenario_rules.happenings import (
    ActAttacked,
    CubeKeptBack,
    ElectorateWidened,
    RiotsBreakOut,
    RiotsLeave,
    RiotsPutBack,
    RiotsShuffled,
    WorkersAction,
)

if TYPE_CHECKING:
    from engine.game import Game

WORKERS_ACTION = "Second Reform Act"


class ReformAct(DataScenario):
    name = "the-second-reform-act"
    number = 5
    PARAMETERS = {"act": str, "riots": str, "riots_among": int, "conservative_icon": str}

    def act(self, game: "Game") -> str:
        return str(self.param(game, "act"))

    def riots(self, game: "Game") -> str:
        return str(self.param(game, "riots"))

    def adjust(self, game: "Game", data: ScenarioData) -> None:
        where = f"{data.file}: parameters"
        if data.parameters["act"] not in data.set_aside:
            raise ScenarioError(
                f"{where}, act: {data.parameters['act']!r} is not among the bills set aside ({', '.join(data.set_aside)})"
            )
        if data.parameters["riots"] not in data.events_set_aside:
            raise ScenarioError(f"{where}, riots: {data.parameters['riots']!r} is not among the events set aside")
        if data.parameters["conservative_icon"] not in ("A", "M", "P"):
            raise ScenarioError(
                f"{where}, conservative_icon: unknown icon {data.parameters['conservative_icon']!r} (expected A, M or P)"
            )
        game.state.scenario_state.update(
            riots="beside", riots_stack=[], penalised_round=0, workers_round=0, saved_cube=None
        )

    # --- Bill Selection and the Riots ---------------------------------------------------

    def bill_selection(self, game: "Game") -> "list[Step] | None":
        return selection_steps(game, tail=[PrepareRiots()])

    def selectable(self, game: "Game") -> list[str]:
        return [self.act(game)] if self.act(game) in beside(game) else []

    def placement(self, game: "Game", name: str) -> tuple[str | None, int | None]:
        if game.state.government is Party.CONSERVATIVE:
            return str(self.param(game, "conservative_icon")), None
        return None, None

    def event_drawn(self, game: "Game", card: str) -> bool:
        if card != self.riots(game):
            return False
        game.state.scenario_state["riots"] = "beside"
        if on_board(game, self.act(game)) is not None:
            game.happened(RiotsPutBack(self.act(game)))
            game.push(EventDraw())
        else:
            game.happened(RiotsBreakOut())
            game.push(ResolveEvent(card, doubled_negatives=True, keep_card=True))
        return True

    # --- attacks on the Act ----------------------------------------------------------------

    def after_action(self, game: "Game", seat: SeatState, choice: Choice) -> None:
        state = game.state
        slot = on_board(game, self.act(game))
        if slot is None or seat.in_government or state.scenario_state.get("penalised_round") == state.round:
            return
        if _lowers(game, seat, choice, slot):
            state.scenario_state["penalised_round"] = state.round
            game.happened(ActAttacked(state.opposition, self.act(game)))
            board.move_popularity(game, Sector.WORKERS, state.opposition, -1)

    # --- the Act passes ------------------------------------------------------------------

    def bill_passed(self, game: "Game", slot_index: int) -> bool:
        state = game.state
        bill = game.components.bill(state.slots[slot_index].name)  # type: ignore[union-attr]
        if bill.name != self.act(game):
            return False
        government = state.government
        effects = reverse_rosettes(bill.effects) if government is Party.CONSERVATIVE else bill.effects
        apply_effects(game, effects, state.pm.index, why=bill.name)
        score_government(game, bill.vp, bill.name)
        board.move_popularity(game, Sector.WORKERS, government, 1)
        board.move_popularity(game, Sector.WORKERS, government.other, -1)
        state.rules["workers_doubled"] = True
        state.scenario_state["act_party"] = government.value
        game.happened(ElectorateWidened())
        self._remove_riots(game)
        return True

    def _remove_riots(self, game: "Game") -> None:
        memory = game.state.scenario_state
        pile = game.state.piles["events"]
        riots = self.riots(game)
        if memory.get("riots") == "deck":
            for cards in (pile.top, pile.draw):
                if riots in cards:
                    cards.remove(riots)
            pile.draw.extend(pile.top)  # the cards searched through are shuffled back
            pile.top = []
        memory["riots"] = "removed"
        game.happened(RiotsLeave())

    # --- the Workers action of the party that passed the Act -----------------------------

    def workers_leader(self, game: "Game", seat: SeatState) -> bool:
        party = game.state.scenario_state.get("act_party")
        return party is not None and seat.role.is_leader and seat.party.value == party

    def _workers_free(self, game: "Game") -> bool:
        return game.state.scenario_state.get("workers_round") != game.state.round

    def extra_actions(self, game: "Game", seat: SeatState) -> list[Choice]:
        if seat.cubes >= 1 and self.workers_leader(game, seat) and self._workers_free(game):
            return [Campaign(Sector.WORKERS.value, 1, via=WORKERS_ACTION)]
        return []

    def perform_extra(self, game: "Game", seat: SeatState, choice: Choice) -> bool:
        if not (isinstance(choice, Campaign) and choice.via == WORKERS_ACTION):
            return False
        seat.cubes -= 1
        workers_step(game, seat)
        return True

    def turn_end_steps(self, game: "Game", seat: SeatState) -> "list[Step]":
        if (
            seat.role is Role.OPPOSITION_LEADER
            and seat.cubes >= 1
            and self.workers_leader(game, seat)
            and self._workers_free(game)
        ):
            return [SaveCube(seat.index)]
        return []

    def resolution_steps(self, game: "Game") -> "list[Step] | None":
        saved = game.state.scenario_state.get("saved_cube")
        if saved and saved[0] == game.state.round:
            return [UseSavedCube(saved[1]), ResolveBill()]
        return None

    def redact(self, view: "Game", seat: int) -> None:
        memory = view.state.scenario_state
        memory["riots_stack"] = mask(memory.get("riots_stack", []))


def workers_step(game: "Game", seat: SeatState) -> None:
    game.state.scenario_state["workers_round"] = game.state.round
    game.happened(WorkersAction(seat.politician, seat.party))
    board.move_popularity(game, Sector.WORKERS, seat.party, 1)


def _lowers(game: "Game", seat: SeatState, choice: Choice, slot: int) -> bool:
    """Did this action push the Act's projection down?"""
    number = slot + 1
    if isinstance(choice, Debate):
        return choice.slot == number and choice.votes < 0
    if isinstance(choice, PlayDebateCard):
        current = game.state.slots[slot]
        return (
            choice.slot == number
            and current is not None
            and any(p.seat == seat.index and p.votes < 0 for p in current.debate_cards)
        )
    if isinstance(choice, PlaySupporter):
        option = game.components.supporter(choice.card).options[choice.option - 1]
        for effect in option.effects:
            if isinstance(effect, Votes) and choice.slot == number:
                if effect.amount * ((choice.sign or 1) if effect.either_way else 1) < 0:
                    return True
            if isinstance(effect, Influence) and _out_of_column(game, slot, choice.to or "moderate"):
                return True
        return False

    if isinstance(choice, InfluenceChoice):
        return _out_of_column(game, slot, choice.to)
    return False


def _out_of_column(game: "Game", slot: int, to: str) -> bool:
    name = game.state.slots[slot].name  # type: ignore[union-attr]
    icon = Icon(game.state.rules.get("icon_override", {}).get(name, game.components.bill(name).icon.value))
    return (icon is Icon.PARTISAN and to == "moderate") or (icon is Icon.MODERATE and to == "partisan")


@dataclass(frozen=True)
class PrepareRiots(Step):
    """After Bill Selection: the Riots go into the top six cards of the Event deck."""

    def run(self, game: "Game") -> None:
        rules = rules_for(game)
        assert isinstance(rules, ReformAct)
        memory = game.state.scenario_state
        act = rules.act(game)
        if memory.get("riots") != "beside" or act in passed(game) or on_board(game, act) is not None:
            return
        memory["riots_stack"] = []
        game.happened(RiotsShuffled(rules.param(game, "riots_among") + 1))
        game.push(*(HiddenEventDraw() for _ in range(rules.param(game, "riots_among"))), StackRiots())


@dataclass(frozen=True)
class HiddenEventDraw(CardDraw):
    pile: str = "events"

    @property
    def kind(self) -> DecisionKind:
        return DecisionKind.DRAW_EVENTS_UNSEEN  # not a public draw: the log masks the card (engine.views)

    def prompt(self, game: "Game") -> str:
        return "Draw an Event card, unseen, to shuffle with the Riots"

    def receive(self, game: "Game", card: str) -> None:
        game.state.scenario_state.setdefault("riots_stack", []).append(card)


@dataclass(frozen=True)
class StackRiots(Step):
    def run(self, game: "Game") -> None:
        rules = rules_for(game)
        assert isinstance(rules, ReformAct)
        memory = game.state.scenario_state
        pile = game.state.piles["events"]
        pile.top = [*memory.get("riots_stack", []), rules.riots(game)]
        memory["riots_stack"] = []
        memory["riots"] = "deck"


@dataclass(frozen=True)
class SaveCube(Step):
    seat: int

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            self.seat,
            DecisionKind.SAVE_CUBE,
            (Answer(True), Answer(False)),
            "Keep one Action Cube back for a Workers step just before Bill Resolution?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        if choice.yes:
            seat = game.state.seats[self.seat]
            seat.cubes -= 1
            game.state.scenario_state["saved_cube"] = [game.state.round, self.seat]
            game.happened(CubeKeptBack(seat.politician))


@dataclass(frozen=True)
class UseSavedCube(Step):
    seat: int

    def decide(self, game: "Game") -> Decision | None:
        return Decision(
            self.seat,
            DecisionKind.SAVED_CUBE,
            (Answer(True), Answer(False)),
            "Spend the cube kept back on a Workers step now?",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        game.state.scenario_state["saved_cube"] = None
        if choice.yes:
            workers_step(game, game.state.seats[self.seat])


RULES = ReformAct()
