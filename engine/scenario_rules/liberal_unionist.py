"""Scenario 7: The Liberal Unionist (3 players: Gladstone, Salisbury, Devonshire).

Setup: `scenarios/the-liberal-unionist.yaml` (Devonshire's card joins the Politicians;
no Pact, Father of the House or Resignation; each politician has a bill of his own set
aside beside his mat). Devonshire himself is `engine.scenario_rules.devonshire`. Rules:

- Devonshire never Challenges and never leaves his Backbencher mat. He takes 2 Action
  Cubes a round, his Standing and Favour are never tracked, he may Influence without
  asking, and his turn comes right after his party's leader (after Gladstone while a
  Liberal, after Salisbury once a Conservative) or, as a Liberal Unionist, last of all.
- Each leader may select his own bill when PM (Gladstone: Government of Ireland Act;
  Salisbury: Party Processions Act). Its VP are his alone, and a failed or withdrawn one
  goes back beside his mat. Devonshire's Irish Coercion Act reaches the board only by his
  own action in a Conservative Government (2 cubes, replacing any bill but Salisbury's, at
  +100); its VP are his alone. Salisbury withdrawing it swings Standing by its projection.
- The Deputy Party Leader card goes to the leader of the party Devonshire is not with
  (Salisbury while he is a Liberal, Gladstone once he is a Conservative, nobody while he
  is a Unionist): its holder draws a free Supporter at the start of each round.
- As a Unionist Devonshire scores only Cross-Party VP, his Debate Card and his Bill
  Selection Bonus; he draws 4 bills and proposes 2 while the Opposition Leader draws 2
  and proposes 1.
- Victory: Devonshire at 100 VP as a Unionist or as a Backbencher in Government;
  Gladstone or Salisbury at 100 VP as PM. If both happen at once, Devonshire wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board, events
from engine.actions_turns import turn_steps
from engine.cards import draw_supporters
from engine.decisions import Choice
from engine.effects import apply_effects
from engine.politicians import change_standing
from engine.pools import finish, score_alone, score_government, score_opposition
from engine.resolution import WITHDRAWAL_VP
from engine.scenario_rules import devonshire as dv
from engine.scenario_rules.common import DataScenario, beside, selection_steps
from engine.scenario_rules.data import ScenarioData, ScenarioError
from engine.state import EndKind, Role, SeatState
from engine.steps import Step
from engine.scenario_rules.happenings import CoercionWithdrawn, FreeSupporter

if TYPE_CHECKING:
    from engine.game import Game


class LiberalUnionist(DataScenario):
    name = "the-liberal-unionist"
    number = 7
    PARAMETERS = {
        "devonshire": str,
        "liberal_leader": str,
        "conservative_leader": str,
        "income": int,
        "debate_card_cost": int,
        "leave_below": int,
        "leave_cost": int,
        "leave_bonus": int,
        "leave_cap": int,
        "leave_standing": int,
        "join_cost": int,
        "join_standing": int,
        "join_margin": int,
        "join_deduction": int,
        "coercion_cost": int,
        "coercion_adjustment": int,
        "coercion_withdrawal": list,
    }

    def own_bill(self, game: "Game", politician: str) -> str | None:
        return next((bill for bill, holder in self.data(game).set_aside.items() if holder == politician), None)

    # --- setup ---------------------------------------------------------------------------

    def adjust(self, game: "Game", data: ScenarioData) -> None:
        _check_withdrawal(data)
        params = data.parameters
        names = set(data.names(3))
        for key in ("devonshire", "liberal_leader", "conservative_leader"):
            if params[key] not in names:
                raise ScenarioError(
                    f"{data.file}: parameters, {key}: {params[key]!r} is not one of the politicians ({', '.join(sorted(names))})"
                )
        state = game.state
        dev = params["devonshire"]
        state.rules["untracked"] = [dev]
        state.rules["fixed_income"] = {dev: params["income"]}
        state.rules["influence_without_permission"] = [dev]
        state.scenario_state.update(
            alignment=dv.LIBERAL, deputy_party_leader=params["conservative_leader"], campaigned_round=0
        )
        dv.normalise(game)

    def setup(self, game: "Game") -> "list[Step] | None":
        steps = super().setup(game) or []
        return [*steps, *self.round_setup_extras(game)]

    def round_setup_extras(self, game: "Game") -> "list[Step]":
        holder = game.state.scenario_state.get("deputy_party_leader")
        return [DeputyPartyLeader(holder)] if holder else []

    # --- turns -----------------------------------------------------------------------------

    def action_order(self, game: "Game") -> "list[Step] | None":
        state = game.state
        dev = dv.devonshire(game)
        ol, pm = state.opposition_leader, state.pm
        his_turn: list[Step] = [*turn_steps(dev.index)]
        his_turn.insert(1, dv.ChangeSides(dev.index))  # after TurnStart, before his actions
        after_leader = dv.alignment(game) != dv.UNIONIST and dev.party is ol.party
        steps: list[Step] = turn_steps(ol.index)
        if after_leader:
            steps += his_turn
        steps += [*events.pm_event_steps(game), *turn_steps(pm.index)]
        if not after_leader:
            steps += his_turn
        return steps

    def extra_actions(self, game: "Game", seat: SeatState) -> list[Choice]:
        return dv.own_actions(game, seat) if seat.politician == self.param(game, "devonshire") else []

    def perform_extra(self, game: "Game", seat: SeatState, choice: Choice) -> bool:
        return seat.politician == self.param(game, "devonshire") and dv.perform(game, seat, choice)

    def supporter_allowed(self, game: "Game", seat: SeatState, choice: Choice) -> bool:
        return seat.politician != str(self.param(game, "devonshire"))  # his plays come from `extra_actions`

    def challenge_allowed(self, game: "Game", challenger: SeatState, leader: SeatState) -> bool:
        return challenger.politician != str(self.param(game, "devonshire"))

    def resignation_allowed(self, game: "Game", seat: SeatState) -> bool:
        return False

    def after_challenge(self, game: "Game", winner: SeatState, loser: SeatState) -> None:
        super().after_challenge(game, winner, loser)
        dv.normalise(game)

    def after_election(self, game: "Game", kept: bool) -> None:
        dv.normalise(game)

    # --- Bill Selection --------------------------------------------------------------------

    def bill_selection(self, game: "Game") -> "list[Step] | None":
        if dv.alignment(game) != dv.UNIONIST:
            return selection_steps(game)
        dev = dv.devonshire(game)
        return selection_steps(game, draws={dev.index: (4, 2), game.state.opposition_leader.index: (2, 1)})

    def selectable(self, game: "Game") -> list[str]:
        own = self.own_bill(game, game.state.pm.politician)
        if own is None or own == self.own_bill(game, self.param(game, "devonshire")):
            return []
        return [own] if own in beside(game) else []

    # --- bills resolved --------------------------------------------------------------------

    def bill_passed(self, game: "Game", slot_index: int) -> bool:
        state = game.state
        bill = game.components.bill(state.slots[slot_index].name)  # type: ignore[union-attr]
        apply_effects(game, bill.effects, state.pm.index, why=bill.name)
        owner = self.data(game).set_aside.get(bill.name)
        if owner is not None:
            score_alone(
                game, next(s.index for s in state.seats if s.politician == owner), bill.vp, f"{bill.name}, his own bill"
            )
        elif bill.is_party_bill:
            score_government(game, bill.vp, bill.name)
        else:
            score_government(game, bill.vp, f"{bill.name}, Cross-Party")
            score_opposition(game, bill.vp, f"{bill.name}, Cross-Party")
            if dv.alignment(game) == dv.UNIONIST:
                score_alone(game, dv.devonshire(game).index, bill.vp, f"{bill.name}, Cross-Party (Liberal Unionist)")
        return True

    def bill_lost(self, game: "Game", slot_index: int, why: str) -> bool:
        state = game.state
        name = state.slots[slot_index].name  # type: ignore[union-attr]
        if why != "withdrawal" or name != self.own_bill(game, self.param(game, "devonshire")):
            return False
        projected = board.projected_votes(game, slot_index)
        swing = next(st for lowest, st in self.param(game, "coercion_withdrawal") if projected >= lowest)
        game.happened(CoercionWithdrawn(name, projected))

        score_opposition(game, WITHDRAWAL_VP, "withdrawal", not_in_pact=True)
        change_standing(game, state.pm, -swing, "withdrawal")
        change_standing(game, state.opposition_leader, swing, "withdrawal")
        return True

    # --- victory ---------------------------------------------------------------------------

    def victory(self, game: "Game") -> bool:
        state = game.state
        target = game.components.board.victory
        dev = dv.devonshire(game)
        side = dv.alignment(game)
        if dev.vp >= target and (side == dv.UNIONIST or dev.role is Role.GOVERNMENT_BACKBENCHER):
            status = "a Liberal Unionist" if side == dv.UNIONIST else f"a {dev.party.title} Backbencher in Government"
            finish(game, dev.index, EndKind.SCENARIO, f"{dev.politician} reaches {dev.vp} VP as {status}")
            return True
        pm = state.seat_with(Role.PM)
        if pm is not None and pm.vp >= target:
            finish(game, pm.index, EndKind.VICTORY, f"{pm.politician} is Prime Minister with {pm.vp} VP")
            return True
        return False


@dataclass(frozen=True)
class DeputyPartyLeader(Step):
    """The holder of the Deputy Party Leader card draws a free Supporter each round."""

    holder: str

    def run(self, game: "Game") -> None:
        seat = next(s for s in game.state.seats if s.politician == self.holder)
        game.happened(FreeSupporter(seat.politician))
        draw_supporters(game, seat.index, 1)


def _check_withdrawal(data: ScenarioData) -> None:
    rows = data.parameters["coercion_withdrawal"]
    good = all(isinstance(r, list) and len(r) == 2 and all(isinstance(n, int) for n in r) for r in rows)
    if not good or not rows or rows[-1][0] != 0 or [r[0] for r in rows] != sorted((r[0] for r in rows), reverse=True):
        raise ScenarioError(
            f"{data.file}: parameters, coercion_withdrawal: expected [lowest projection, Standing] rows, "
            f"highest first and ending at 0, got {rows!r}"
        )


RULES = LiberalUnionist()
