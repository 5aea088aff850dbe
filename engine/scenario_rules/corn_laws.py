"""Scenario 4: Repealing the Corn Laws (2 or 4 players, parties as teams, VP not tracked).

Setup: `scenarios/repealing-the-corn-laws.yaml`. Rules:
- Bill Selection: only the PM draws, as many bills as the spare marker on the Score Track
  shows (6 at first, one fewer after each Bill Selection), and selects among them and the
  Importation Act. With the marker on 2 there are exactly three bills to place.
- When the marker reaches 2, two Supporters are drawn face down under the Act.
- A Conservative PM places the Act as M+40 and, if it passes, its Popularity effects
  change party.
- A passed Party Bill other than the Act gives Supporters by its VP instead of VP.
- When the Act passes, the PM may play the Supporters from under it, then an Election is
  held at once (no Challenges). Whoever governs after it wins with their whole party.
- The Opposition wins at once if the Act fails or is withdrawn, or if the PM loses a
  Challenge while the Act is on the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import supporters
from engine.cards import CardDraw, draw_supporters
from engine.components import Party
from engine.decisions import Choice, Decision, DecisionKind, EndTurn, PlaySupporter
from engine.effects import apply_effects
from engine.elections import immediate_election_steps
from engine.scenario_rules.common import DataScenario, beside, finish_team, mask, pm_only_selection, reverse_rosettes
from engine.scenario_rules.data import ScenarioData, ScenarioError
from engine.scenarios import rules_for
from engine.state import Role, SeatState
from engine.steps import Step
from engine.scenario_rules.happenings import (
    ImmediateElection,
    PartyBillSupporters,
    SpareMarkerMoved,
    SupportersPutUnder,
    SupportersUnderBillRevealed,
)

if TYPE_CHECKING:
    from engine.game import Game


class CornLaws(DataScenario):
    name = "repealing-the-corn-laws"
    number = 4
    PARAMETERS = {
        "first_draw": int,
        "hidden_supporters_at": int,
        "hidden_supporters": int,
        "conservative_projection": dict,
        "party_bill_supporters": list,
    }

    def act(self, game: "Game") -> str:
        return next(iter(self.data(game).set_aside))

    def adjust(self, game: "Game", data: ScenarioData) -> None:
        _check_parameters(data)
        game.state.scenario_state.update(bill_draws=data.parameters["first_draw"], under_act=[], act_on_board=False)

    # --- Bill Selection ---------------------------------------------------------------

    def bill_selection(self, game: "Game") -> "list[Step] | None":
        return pm_only_selection(game, game.state.scenario_state["bill_draws"], tail=[MoveDrawMarker()])

    def selectable(self, game: "Game") -> list[str]:
        return [self.act(game)] if self.act(game) in beside(game) else []

    def placement(self, game: "Game", name: str) -> tuple[str | None, int | None]:
        if game.state.government is Party.CONSERVATIVE:
            projection = self.param(game, "conservative_projection")
            return str(projection["icon"]), int(projection["adjustment"])
        return None, None

    def placed(self, game: "Game", name: str, slot_index: int) -> None:
        game.state.scenario_state["act_on_board"] = True

    # --- bills passing ------------------------------------------------------------------

    def bill_passed(self, game: "Game", slot_index: int) -> bool:
        state = game.state
        bill = game.components.bill(state.slots[slot_index].name)  # type: ignore[union-attr]
        pm = state.pm
        if bill.name == self.act(game):
            state.scenario_state["act_on_board"] = False
            state.scenario_state["act_passed"] = True
            effects = reverse_rosettes(bill.effects) if state.government is Party.CONSERVATIVE else bill.effects
            apply_effects(game, effects, pm.index, why=bill.name)

            hidden = state.scenario_state.get("under_act", [])
            game.push(PlayFromUnderAct(pm.index, tuple(hidden)), *immediate_election_steps(game))
            if hidden:
                pm.supporters.extend(hidden)
                state.scenario_state["under_act"] = []
                game.happened(SupportersUnderBillRevealed(bill.name, tuple(hidden)))
            game.happened(ImmediateElection())
            return True
        if not bill.is_party_bill:
            return False
        apply_effects(game, bill.effects, pm.index, why=bill.name)
        for low, high, draw, keep in self.param(game, "party_bill_supporters"):
            if low <= bill.vp <= high:
                game.happened(PartyBillSupporters(bill.name, bill.vp, pm.politician, draw, keep))
                draw_supporters(game, pm.index, draw, keep)
        return True

    def bill_lost(self, game: "Game", slot_index: int, why: str) -> bool:
        state = game.state
        if state.slots[slot_index].name != self.act(game):  # type: ignore[union-attr]
            return False
        state.scenario_state["act_on_board"] = False
        finish_team(
            game,
            state.opposition,
            f"the {self.act(game)} is lost ({why}): the {state.opposition.title} Opposition wins",
        )
        return True

    def after_challenge(self, game: "Game", winner: SeatState, loser: SeatState) -> None:
        super().after_challenge(game, winner, loser)
        memory = game.state.scenario_state
        if memory.get("act_on_board") and winner.role is Role.PM:
            memory["act_on_board"] = False  # swept off the board with the other bills
            finish_team(
                game,
                loser.party.other,
                f"{loser.politician} lost a Challenge with the {self.act(game)} on the board: the {loser.party.other.title} side wins",
            )

    def after_election(self, game: "Game", kept: bool) -> None:
        if not game.state.scenario_state.get("act_passed"):
            return
        party = game.state.government
        how = "kept office" if kept else "took office"
        finish_team(
            game, party, f"after the {self.act(game)} passed, the {party.title} side {how} at the Election and wins"
        )

    def resignation_allowed(self, game: "Game", seat: SeatState) -> bool:
        return False  # 4 players: the Government Backbencher plays for the team

    def redact(self, view: "Game", seat: int) -> None:
        memory = view.state.scenario_state
        memory["under_act"] = mask(memory.get("under_act", []))


def _check_parameters(data: ScenarioData) -> None:
    where = f"{data.file}: parameters"
    projection = data.parameters["conservative_projection"]
    if (
        set(projection) != {"icon", "adjustment"}
        or projection["icon"] not in ("A", "M", "P")
        or not isinstance(projection["adjustment"], int)
    ):
        raise ScenarioError(
            f"{where}, conservative_projection: expected {{icon: A|M|P, adjustment: whole number}}, got {projection!r}"
        )
    for row in data.parameters["party_bill_supporters"]:
        if not (isinstance(row, list) and len(row) == 4 and all(isinstance(n, int) for n in row) and row[3] <= row[2]):
            raise ScenarioError(
                f"{where}, party_bill_supporters: expected [lowest VP, highest VP, drawn, kept], got {row!r}"
            )


@dataclass(frozen=True)
class MoveDrawMarker(Step):
    """After each Bill Selection the marker drops one step; on reaching the mark, Supporters go under the Act."""

    def run(self, game: "Game") -> None:
        rules = _rules(game)
        memory = game.state.scenario_state
        memory["bill_draws"] = max(1, memory["bill_draws"] - 1)
        game.happened(SpareMarkerMoved(memory["bill_draws"]))
        act_waiting = rules.act(game) in beside(game) or memory.get("act_on_board")  # placed this very selection too
        if memory["bill_draws"] == rules.param(game, "hidden_supporters_at") and act_waiting:
            game.happened(SupportersPutUnder(game.state.pm.politician, rules.act(game)))
            game.push(*(UnderActDraw() for _ in range(rules.param(game, "hidden_supporters"))))


@dataclass(frozen=True)
class UnderActDraw(CardDraw):
    pile: str = "supporters"

    def prompt(self, game: "Game") -> str:
        return "Draw a Supporter to lie face down under the Importation Act"

    def receive(self, game: "Game", card: str) -> None:
        game.state.scenario_state.setdefault("under_act", []).append(card)


@dataclass(frozen=True)
class PlayFromUnderAct(Step):
    """The PM may play the Supporters that lay under the Act before the Election."""

    seat: int
    cards: tuple[str, ...]

    def _plays(self, game: "Game") -> list[Choice]:
        seat = game.state.seats[self.seat]
        return [
            c
            for c in supporters.legal_plays(game, seat)
            if isinstance(c, PlaySupporter) and c.card in self.cards and c.card in seat.supporters
        ]

    def decide(self, game: "Game") -> Decision | None:
        plays = self._plays(game)
        if not plays:
            return None
        return Decision(
            self.seat,
            DecisionKind.PLAY_HIDDEN_SUPPORTER,
            (*plays, EndTurn()),
            "Play a Supporter from under the Act, or end",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        if isinstance(choice, EndTurn):
            return
        game.push(self)
        supporters.play(game, game.state.seats[self.seat], choice)


def _rules(game: "Game") -> CornLaws:
    rules = rules_for(game)
    assert isinstance(rules, CornLaws)
    return rules


RULES = CornLaws()
