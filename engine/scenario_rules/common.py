"""What every scenario shares: applying its YAML setup to a fresh game, bills waiting
beside the board (or beside a politician's mat), Bill Selection with those bills on
offer, team victories and hidden cards kept in `scenario_state`."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Iterable

from dataclasses import dataclass
from engine.actions_turns import action_phase_steps
from engine.backbench import careers_for, side_of
from engine.bill_selection import (
    ChooseBillDeck,
    SelectBill,
    WrapUpSelection,
    place_bill,
    proposer_of,
    standard_selection_steps,
)
from engine.components import Components, Party, PartyTarget, Popularity, Sector
from engine.decisions import Choice, Decision, DecisionKind, Select
from engine.words import counted
from engine.politicians import mat_of
from engine.pools import finish
from engine.rounds import TakeIncome, _FreeSupporters
from engine.scenario_rules.data import ScenarioData, load_scenario
from engine.scenarios import ScenarioRules, rules_for
from engine.table_size import PARTY_COUNTS, left_out, left_out_because
from engine.scenarios import SetupError
from engine.state import BillSlot, EndKind, Phase, Role, SeatState
from engine.steps import Step
from engine.views import HIDDEN
from engine.happened_cards import CardReturnedFaceUp

if TYPE_CHECKING:
    from engine.components import Effect
    from engine.game import Game

_CACHE: dict[tuple[str, int], tuple[Components, ScenarioData]] = {}
_WIDENED: dict[tuple[str, int], tuple[Components, Components]] = {}


class DataScenario(ScenarioRules):
    """A scenario whose setup is `scenarios/<name>.yaml`; subclasses add the rule changes."""

    name = ""
    number = 0
    PARAMETERS: dict[str, Any] = {}

    # --- data ------------------------------------------------------------------------

    def load(self, components: Components) -> ScenarioData:
        key = (self.name, id(components))
        cached = _CACHE.get(key)
        if cached is None or cached[0] is not components:
            cached = (components, load_scenario(self.name, components, self.PARAMETERS))
            _CACHE[key] = cached
        return cached[1]

    def data(self, game: "Game") -> ScenarioData:
        return self.load(game.components)

    def param(self, game: "Game", key: str) -> Any:
        return self.data(game).parameters[key]

    def components(self, components: Components, setup: Any) -> Components:
        extra = self.load(components).extra_politicians
        missing = [p for p in extra if all(q.name != p.name for q in components.politicians)]
        if not missing:
            return components
        known = _WIDENED.get((self.name, id(components)))
        if known is not None and known[0] is components:
            return known[1]  # one widened copy per base, so simulations do not pile them up
        widened = replace(components, politicians=components.politicians + tuple(missing))
        _WIDENED[(self.name, id(components))] = (components, widened)
        # the scenario's data was checked against the base components; it stays valid
        _CACHE[(self.name, id(widened))] = (widened, self.load(components))
        return widened

    # --- setup -----------------------------------------------------------------------

    def check_setup(self, game: "Game", data: ScenarioData) -> None:
        setup = game.setup
        if setup.players not in data.players:
            counts = " or ".join(str(n) for n in data.players)
            raise SetupError(f"Scenario {data.number} ({data.title}) is for {counts} players, not {setup.players}")
        if data.politicians:
            wanted = data.names(setup.players)
            if sorted(wanted) != sorted(setup.politicians):
                raise SetupError(
                    f"Scenario {data.number} ({data.title}) with {setup.players} players is played by "
                    f"{_and(wanted)}, not {_and(list(setup.politicians))}"
                )
        else:
            for name in setup.politicians:
                if name in left_out(setup.players, setup.optional_rules):
                    raise SetupError(left_out_because(name, setup.players, setup.optional_rules))
            liberals = sum(game.components.politician(n).party is Party.LIBERAL for n in setup.politicians)
            want = PARTY_COUNTS[setup.players]
            if (liberals, setup.players - liberals) != want:
                raise SetupError(
                    f"a {setup.players}-player game has {counted(want[0], 'Liberal')} and {counted(want[1], 'Conservative')}"
                )

    def setup(self, game: "Game") -> "list[Step] | None":
        data = self.data(game)
        self.check_setup(game, data)
        apply_data(game, data)
        self.adjust(game, data)
        return first_steps(game, data)

    def adjust(self, game: "Game", data: ScenarioData) -> None:
        """Scenario-specific setup after the YAML has been applied."""

    # --- bills beside the board ---------------------------------------------------------

    def selectable(self, game: "Game") -> list[str]:
        """Bills set aside that the current PM may select now."""
        return []

    def placement(self, game: "Game", name: str) -> tuple[str | None, int | None]:
        """(icon override, adjustment) for a set-aside bill placed by the current PM."""
        return None, None

    def placed(self, game: "Game", name: str, slot_index: int) -> None:
        """A set-aside bill has just been placed on the board."""

    def returns_beside_board(self, game: "Game", name: str) -> bool:
        holder = self.data(game).set_aside.get(name)
        if holder is None:
            return False
        beside(game)[name] = holder
        game.happened(CardReturnedFaceUp(name, holder))
        return True

    def after_challenge(self, game: "Game", winner: SeatState, loser: SeatState) -> None:
        reclaim_set_aside(game, self.data(game))

    # --- round limit --------------------------------------------------------------------

    def end_of_round(self, game: "Game") -> None:
        limit = self.data(game).round_limit
        if limit is not None and game.state.round > limit:
            self.round_limit_reached(game)

    def round_limit_reached(self, game: "Game") -> None:
        pm = game.state.pm
        finish(
            game,
            pm.index,
            EndKind.ROUND_LIMIT,
            f"no one has won by the end of Round {self.data(game).round_limit}: {pm.politician}, the PM, wins",
        )


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def beside(game: "Game") -> dict[str, str]:
    """Set-aside bills waiting face up: bill -> "board" or the politician it lies beside."""
    result: dict[str, str] = game.state.scenario_state.setdefault("beside", {})
    return result


def passed(game: "Game") -> list[str]:
    result: list[str] = game.state.scenario_state.get("passed", [])
    return result


def on_board(game: "Game", name: str) -> int | None:
    for index, slot in game.state.bills_on_board():
        if slot.name == name:
            return index
    return None


def seat_of(game: "Game", politician: str) -> SeatState:
    return next(s for s in game.state.seats if s.politician == politician)


def team_of(game: "Game", party: Party) -> list[int]:
    return [s.index for s in game.state.seats if s.party is party]


def finish_team(game: "Game", party: Party, reason: str) -> None:
    """A party wins as a team (Scenario 4); its leader is named as the winner."""
    team = team_of(game, party)
    leader = next((s.index for s in game.state.seats if s.party is party and s.role.is_leader), team[0])
    finish(game, leader, EndKind.SCENARIO, reason, team=team)


def reclaim_set_aside(game: "Game", data: ScenarioData) -> None:
    """Set-aside bills swept off the board by a Challenge go back beside the board, not to a discard pile."""
    waiting = beside(game)
    for name, holder in data.set_aside.items():
        if name in waiting or name in passed(game) or on_board(game, name) is not None:
            continue
        for pile in game.state.piles.values():
            if name in pile.discard:
                pile.discard.remove(name)
                waiting[name] = holder
                game.happened(CardReturnedFaceUp(name, holder))


def reverse_rosettes(effects: Iterable["Effect"]) -> tuple["Effect", ...]:
    """A bill passed by the other party's PM: each Popularity effect changes party, and an
    effect in a party's own Sector moves to the other party's Sector with it (Scenario 5's
    reversed Act: the Conservatives lose their step in the Conservatives Sector, L1145)."""
    swap = {PartyTarget.LIBERAL: PartyTarget.CONSERVATIVE, PartyTarget.CONSERVATIVE: PartyTarget.LIBERAL}
    mirror = {Sector.LIBERALS: Sector.CONSERVATIVES, Sector.CONSERVATIVES: Sector.LIBERALS}
    out: list[Effect] = []
    for effect in effects:
        if isinstance(effect, Popularity) and effect.party in swap:
            effect = replace(effect, party=swap[effect.party], sector=mirror.get(effect.sector, effect.sector))
        out.append(effect)
    return tuple(out)


# --- applying the data --------------------------------------------------------------------


def apply_data(game: "Game", data: ScenarioData) -> None:
    state = game.state
    components = game.components
    board = components.board
    plan = {p.politician: p for p in data.plan(game.setup.players)}
    if plan:
        pm = next(p for p in plan.values() if p.role is Role.PM)
        state.government = components.politician(pm.politician).party
    for seat in state.seats:
        seat.party = components.politician(seat.politician).party
        entry = plan.get(seat.politician)
        if entry is not None:
            seat.role = entry.role
        seat.mat_side = "front"
        seat.careers, seat.active_careers, seat.debate_card = [], [], None
    three = data.three_player_side
    if game.setup.players == 3 and three is not None:
        alone = next(s for s in state.seats if s.party is three)
        alone.mat_side = "reverse"  # 2.5 for the party playing alone
        alone.debate_card = "opposition_leader"
    for seat in state.seats:
        entry = plan.get(seat.politician)
        seat.standing = entry.standing if entry and entry.standing is not None else mat_of(game, seat).standing_start
        seat.favour = entry.favour if entry and entry.favour is not None else board.favour_start
        side = "government" if seat.role.in_government else "opposition"
        seat.vp = data.score.get(side, 0)
        if entry and entry.vp is not None:
            seat.vp = entry.vp
        if seat.role in (Role.GOVERNMENT_BACKBENCHER, Role.OPPOSITION_BACKBENCHER):
            seat.careers = careers_for(components, side_of(seat))
            seat.debate_card = seat.role.value
    for (sector, party), index in data.sectors.items():
        state.popularity[sector.value][party.value] = index
    if data.government_mps is not None:
        state.moderates, state.partisans = data.government_mps
    if "pact" in data.removed:
        state.pact = False
        state.pact_in_game = False
    if "election_marker" in data.removed:
        state.election_marker = False
        state.election_marker_in_game = False
    elif data.election_marker == "off_board":
        state.election_marker = False
    if "father_of_the_house" in data.removed:
        state.father_in_game = False
    if "resignation" in data.removed:
        state.resignation_in_game = False
    if not data.track_vp:
        state.rules["no_vp"] = True
        for seat in state.seats:
            seat.vp = 0
    waiting = beside(game)
    for name in (*data.bills_on_board, *data.set_aside):
        _take_out_of_deck(game, name)
    for index, name in enumerate(data.bills_on_board):
        state.slots[index] = BillSlot(name=name, adjustment=components.bill(name).adjustment)
    waiting.update(data.set_aside)
    events = state.piles["events"]
    if data.event_deck is not None:
        events.draw = list(data.event_deck)
    for name in data.events_set_aside:
        if name in events.draw:
            events.draw.remove(name)
    state.scenario_state["events_beside"] = list(data.events_set_aside)
    for name in data.supporters_removed:
        if name in state.piles["supporters"].draw:
            state.piles["supporters"].draw.remove(name)


def _take_out_of_deck(game: "Game", name: str) -> None:
    pile = game.state.piles[game.components.bill(name).deck.value]
    if name in pile.draw:
        pile.draw.remove(name)


def first_steps(game: "Game", data: ScenarioData) -> "list[Step]":
    steps: list[Step] = [TakeIncome()]
    if game.setup.players == 3 and data.three_player_side is not None:
        alone = next(s for s in game.state.seats if s.party is data.three_player_side)
        steps.append(_FreeSupporters(alone.index, 2))  # 2.5
    if data.start == "actions":
        game.state.phase = Phase.ACTIONS  # round setup and Bill Selection are already done
        steps += action_phase_steps(game)
    return steps


# --- Bill Selection with set-aside bills on offer -----------------------------------------


@dataclass(frozen=True)
class SelectBills(SelectBill):
    """5.2, with the scenario's set-aside bills among the PM's options."""

    left: int = 3

    def decide(self, game: "Game") -> Decision | None:
        state = game.state
        if self.left <= 0 or None not in state.slots:
            return None
        rules = rules_for(game)
        extra = rules.selectable(game) if isinstance(rules, DataScenario) else []
        options = sorted(set(state.revealed) | set(extra))
        if not options:
            return None
        return Decision(
            owner=state.pm.index,
            kind=DecisionKind.SELECT_BILL,
            choices=tuple(Select(b) for b in options),
            prompt=f"Select a bill for the board ({self.left} to select)",
        )

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Select)
        if choice.bill in beside(game) and choice.bill not in game.state.revealed:
            place_set_aside(game, choice.bill)
        else:
            place_bill(game, choice.bill, proposer=proposer_of(game, choice.bill))
        game.push(SelectBills(self.left - 1))


def place_set_aside(game: "Game", name: str) -> int:
    rules = rules_for(game)
    icon, adjustment = rules.placement(game, name) if isinstance(rules, DataScenario) else (None, None)
    del beside(game)[name]
    overrides = game.state.rules.setdefault("icon_override", {})
    if icon is None:
        overrides.pop(name, None)
    else:
        overrides[name] = icon
    slot_index = place_bill(game, name, proposer=None, adjustment=adjustment)
    if isinstance(rules, DataScenario):
        rules.placed(game, name, slot_index)
    return slot_index


def selection_steps(
    game: "Game",
    tail: Iterable[Step] = (),
    draws: dict[int, tuple[int, int]] | None = None,
) -> "list[Step]":
    """The standard Bill Selection (5.0) with the set-aside bills on offer and extra steps after it.

    `draws` overrides how many bills a seat draws and proposes (seat -> (draw, propose))."""
    return [*standard_selection_steps(game, SelectBills(3), draws), *tail]


def pm_only_selection(game: "Game", draws: int, tail: Iterable[Step] = ()) -> "list[Step]":
    """Scenarios 2 and 4: only the PM draws, then selects."""
    return [ChooseBillDeck(game.state.pm.index, draws), SelectBills(3), WrapUpSelection(), *tail]


# --- hidden cards ---------------------------------------------------------------------


def mask(cards: list[str]) -> list[str]:
    return [HIDDEN] * len(cards)


def shuffled_seats(names: list[str], seed: int) -> tuple[str, ...]:
    """Politicians assigned to seats at random (or by agreement: pass them in seat order)."""
    order = list(names)
    random.Random(f"scenario-seats/{seed}").shuffle(order)
    return tuple(order)
