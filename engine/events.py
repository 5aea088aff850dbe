"""Events (8.0): the PM's draw at the start of the action turn, Action Cube Events
(8.1) and By-Elections (8.2)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dataclasses import dataclass
from engine import board
from engine.cards import CardDraw
from engine.components import ByElectionVariant, Effect, Favour, Popularity, Standing, VictoryPoints
from engine.decisions import Choice, Decision, DecisionKind, EventCard, Option
from engine.effects import apply_effects
from engine.elections_math import by_election_projection, government_loses_by_election
from engine.happened import ByElection, CardRevealed
from engine.politicians import change_standing
from engine.pools import score_opposition
from engine.scenarios import event_drawn, event_option_chosen, event_steps_override
from engine.steps import Step
from engine.happened_seats import EventOptionChosen

if TYPE_CHECKING:
    from engine.game import Game

EVENT_CUBE_LIMIT = 2  # the PM spends at most two Action Cubes on an Event (6.4)


def pm_event_steps(game: "Game") -> list[Step]:
    if game.state.flags.turn_begun(game.state.pm.index):
        return []  # drawn before the position was written (engine.position)
    override = event_steps_override(game)
    return override if override is not None else [EventDraw()]


@dataclass(frozen=True)
class EventDraw(CardDraw):
    """The PM draws an Event card."""

    pile: str = "events"

    def prompt(self, game: "Game") -> str:
        return "The PM draws an Event"

    def subject(self, game: "Game") -> int | None:
        return game.state.pm.index  # the PM draws and resolves it (8.0)

    def receive(self, game: "Game", card: str) -> None:
        game.happened(CardRevealed((card,), how="event"))
        if event_drawn(game, card):
            return
        game.push(ResolveEvent(card))


@dataclass(frozen=True)
class ResolveEvent(Step):
    """The PM resolves the Event drawn: picks an option and pays for it, or a By-Election is held."""

    card: str
    doubled_negatives: bool = False  # Scenario 5's Riots without the Act
    keep_card: bool = False  # the card goes back beside the board, not to the discard pile

    def decide(self, game: "Game") -> Decision | None:
        event = game.components.event(self.card)
        if event.is_by_election:
            return None
        pm = game.state.pm
        options = [
            Option(i, option.label)
            for i, option in enumerate(event.options, 1)
            if option.cost <= min(pm.cubes, EVENT_CUBE_LIMIT)
        ]
        return Decision(
            pm.index, DecisionKind.EVENT, tuple(options), f"Resolve {self.card}", about=EventCard(self.card)
        )

    def run(self, game: "Game") -> None:
        by_election(game, self.card)
        self._discard(game)

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Option)
        event = game.components.event(self.card)
        option = event.options[choice.number - 1]
        pm = game.state.pm
        pm.cubes -= option.cost
        game.happened(EventOptionChosen(pm.politician, option.label, option.cost))
        effects = option.effects
        if self.doubled_negatives:
            effects = riots_effects(effects)
        apply_effects(game, effects, pm.index, why=self.card)
        event_option_chosen(game, self.card, option)
        self._discard(game)

    def _discard(self, game: "Game") -> None:
        if not self.keep_card:
            game.state.piles["events"].discard.append(self.card)


def riots_effects(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The Riots drawn without the Act: negative effects doubled, the positive ones lost."""
    out: list[Effect] = []
    for effect in effects:
        if isinstance(effect, Popularity):
            if effect.steps < 0:
                out.append(replace(effect, steps=effect.steps * 2))
        elif isinstance(effect, (Standing, Favour)):
            if effect.amount < 0:
                out.append(replace(effect, amount=effect.amount * 2))
        elif not isinstance(effect, VictoryPoints):
            out.append(effect)
    return tuple(out)


def by_election(game: "Game", card: str) -> None:
    """8.2: the Government loses when its rounded projection is below its MPs."""
    state = game.state
    event = game.components.event(card)
    fractured = bool(state.rules.get("fractured"))
    projected = board.projected_seats(game, state.government)
    mps = board.government_mps(state)
    shown = by_election_projection(projected, scenario6=fractured)
    if not government_loses_by_election(mps, projected, scenario6=fractured):
        game.happened(ByElection(shown, mps, lost=False))
        return
    game.happened(ByElection(shown, mps, lost=True))
    if event.by_election is ByElectionVariant.PM_LOSES_STANDING:
        change_standing(game, state.pm, -1, "By-Election")
    else:
        change_standing(game, state.opposition_leader, 1, "By-Election")
    score_opposition(game, 1, "By-Election")
