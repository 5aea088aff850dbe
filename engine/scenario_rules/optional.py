"""The optional rules (`Setup.optional_rules`).

- `alternate-vote-tracker`: the board overlay that shows each bill's whole projection.
  Its two end spaces change the rules: a bill that drops below 150 can no longer pass by
  a Vote and one that rises above 500 can no longer fail, until resolved
  (`engine/vote_tracker.py`); the switch also tells the app to show projections the
  overlay's way (`state.rules`).
- `question-time`: Prime Minister's Question Time, for 4 players. The book designed it for
  the standard game and Scenario 6 but does not limit it to them, so any 4-player game may
  use it; elsewhere the PM's first Question Time notes that it is played outside its
  design. When a round starts with no bills on the board, the two Backbenchers and the
  Opposition Leader each draw two Event cards in secret (a By-Election is shown, set aside
  and replaced; the set-aside By-Elections are shuffled back afterwards). At the start of
  the PM's turn each holder says whether to ask a question; with several askers the PM
  calls one, with one the PM must; the questioner reveals one card and the PM resolves it
  as his Event. With no asker the PM draws as usual. Cards still held when a round ends
  with the board empty are revealed and discarded.
- `card-list-exclusions`: a 2-player game deals from the Politician deck less the two the
  printed card list marks as not used with 2 players (Derby and Peel) instead of the two
  2.1 removes (Rosebery and Aberdeen). It acts at the draw (`engine.table_size.left_out`);
  3- and 4-player games, and scenarios that name their politicians, are unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dataclasses import dataclass
from engine.cards import CardDraw
from engine.table_size import CARD_LIST_EXCLUSIONS
from engine.decisions import Answer, Choice, Decision, DecisionKind, Option
from engine.events import EventDraw, ResolveEvent
from engine.scenario_rules.common import mask
from engine.scenarios import ScenarioRules, event_drawn
from engine.scenarios import SetupError
from engine.state import Role
from engine.steps import Step
from engine.scenario_rules.happenings import (
    EventShown,
    EventsShuffledBack,
    NoQuestion,
    QuestionAsked,
    QuestionDrawn,
    QuestionRisen,
    QuestionTimeAnnounced,
    QuestionTimeByElection,
    QuestionTimeOutsideDesign,
    QuestionsDiscarded,
)

if TYPE_CHECKING:
    from engine.game import Game

ASKING_ORDER = (Role.GOVERNMENT_BACKBENCHER, Role.OPPOSITION_LEADER, Role.OPPOSITION_BACKBENCHER)


class AlternateVoteTracker(ScenarioRules):
    name = "alternate-vote-tracker"

    def setup(self, game: "Game") -> "list[Step] | None":
        game.state.rules["alternate_vote_tracker"] = True
        return None


class CardListExclusions(ScenarioRules):
    """The draw reads the rule name from `Setup.optional_rules`; once dealt, play is standard."""

    name = CARD_LIST_EXCLUSIONS


class QuestionTime(ScenarioRules):
    name = "question-time"
    PLAYERS = 4
    DESIGNED_FOR = ("standard", "fractured-parliament", "6")  # L1826: designed for these, not limited to them
    CARDS_EACH = 2

    def setup(self, game: "Game") -> "list[Step] | None":
        if game.setup.players != self.PLAYERS:
            raise SetupError(f"Prime Minister's Question Time needs {self.PLAYERS} players, not {game.setup.players}")
        game.state.scenario_state["question_time"] = {"held": {}, "by_elections": []}
        if game.setup.scenario not in self.DESIGNED_FOR:
            _memory(game)["outside_design"] = game.setup.scenario
        return self.round_setup_extras(game)

    def round_setup_extras(self, game: "Game") -> "list[Step]":
        if not game.state.board_is_empty:
            return []
        steps: list[Step] = []
        for role in ASKING_ORDER:
            seat = game.state.seat_with(role)
            if seat is not None:
                steps += [QuestionDraw(seat=seat.index) for _ in range(self.CARDS_EACH)]
        return [*steps, ShuffleBackByElections()]

    def event_steps(self, game: "Game") -> "list[Step] | None":
        return [AnnounceQuestionTime()]

    def end_of_round(self, game: "Game") -> None:
        if not game.state.board_is_empty:
            return
        for seat, cards in held(game).items():
            if cards:
                game.happened(QuestionsDiscarded(game.state.seats[int(seat)].politician, tuple(cards)))
                game.state.piles["events"].discard.extend(cards)
        held(game).clear()

    def redact(self, view: "Game", seat: int) -> None:
        for owner, cards in held(view).items():
            if owner != str(seat):
                held(view)[owner] = mask(cards)


def _memory(game: "Game") -> dict[str, Any]:
    memory: dict[str, Any] = game.state.scenario_state.setdefault("question_time", {"held": {}, "by_elections": []})
    return memory


def held(game: "Game") -> dict[str, list[str]]:
    result: dict[str, list[str]] = _memory(game)["held"]
    return result


def _holders(game: "Game") -> list[Any]:
    state = game.state
    seats = [state.seat_with(role) for role in ASKING_ORDER]
    return [s for s in seats if s is not None and held(game).get(str(s.index))]


@dataclass(frozen=True)
class QuestionDraw(CardDraw):
    """Draw one Event card in secret; a By-Election is shown, set aside and replaced."""

    pile: str = "events"
    seat: int = 0

    @property
    def kind(self) -> DecisionKind:
        return DecisionKind.DRAW_QUESTION_TIME_EVENT  # not a public draw: the log masks the card (engine.views)

    def prompt(self, game: "Game") -> str:
        return f"Draw an Event card for {game.state.seats[self.seat].politician}'s question"

    def subject(self, game: "Game") -> int | None:
        return self.seat

    def receive(self, game: "Game", card: str) -> None:
        politician = game.state.seats[self.seat].politician
        if game.components.event(card).is_by_election:
            _memory(game)["by_elections"].append(card)
            game.happened(QuestionTimeByElection(politician, card))
            game.push(QuestionDraw(seat=self.seat))
        else:
            held(game).setdefault(str(self.seat), []).append(card)
            game.happened(QuestionDrawn(politician))


@dataclass(frozen=True)
class ShuffleBackByElections(Step):
    def run(self, game: "Game") -> None:
        drawn = _memory(game)["by_elections"]
        if drawn:
            game.state.piles["events"].draw.extend(drawn)
            game.happened(EventsShuffledBack(tuple(drawn)))
        _memory(game)["by_elections"] = []


@dataclass(frozen=True)
class AnnounceQuestionTime(Step):
    """The start of the PM's turn: the holders of Event cards are asked in turn order."""

    def run(self, game: "Game") -> None:
        scenario = _memory(game).pop("outside_design", None)
        if scenario is not None:
            game.happened(QuestionTimeOutsideDesign(scenario))
        game.happened(QuestionTimeAnnounced())
        game.push(AskQuestion(tuple(s.index for s in _holders(game))))


@dataclass(frozen=True)
class AskQuestion(Step):
    """Each holder in turn says whether to ask the PM a question (hands are raised in public)."""

    seats: tuple[int, ...]
    askers: tuple[int, ...] = ()

    def decide(self, game: "Game") -> Decision | None:
        if not self.seats:
            return None
        return Decision(
            self.seats[0],
            DecisionKind.QUESTION_TIME,
            (Answer(True), Answer(False)),
            "Prime Minister's Question Time: ask the PM a question with one of your Event cards?",
        )

    def run(self, game: "Game") -> None:
        game.push(CallQuestioner(self.askers))

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Answer)
        seat = self.seats[0]
        if choice.yes:
            game.happened(QuestionRisen(game.state.seats[seat].politician))
        game.push(AskQuestion(self.seats[1:], self.askers + ((seat,) if choice.yes else ())))


@dataclass(frozen=True)
class CallQuestioner(Step):
    askers: tuple[int, ...]

    def decide(self, game: "Game") -> Decision | None:
        if len(self.askers) < 2:
            return None
        seats = game.state.seats
        return Decision(
            game.state.pm.index,
            DecisionKind.CALL_QUESTIONER,
            tuple(Option(s + 1, seats[s].politician) for s in self.askers),
            "Several Members wish to ask a question: call one",
        )

    def run(self, game: "Game") -> None:
        if self.askers:
            game.push(RevealQuestion(self.askers[0]))
        else:
            game.happened(NoQuestion())
            game.push(EventDraw())

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Option)
        game.push(RevealQuestion(choice.number - 1))


@dataclass(frozen=True)
class RevealQuestion(Step):
    """The questioner reveals one of his Event cards; the PM resolves it as his Event."""

    seat: int

    def decide(self, game: "Game") -> Decision | None:
        cards = sorted(held(game).get(str(self.seat), []))
        if len(cards) < 2:
            return None
        return Decision(
            self.seat,
            DecisionKind.QUESTION,
            tuple(Option(i, c) for i, c in enumerate(cards, 1)),
            "Which Event do you ask about?",
        )

    def run(self, game: "Game") -> None:
        cards = held(game).get(str(self.seat), [])
        if cards:
            self._ask(game, cards[0])

    def resolve(self, game: "Game", choice: Choice) -> None:
        assert isinstance(choice, Option)
        self._ask(game, choice.label)

    def _ask(self, game: "Game", card: str) -> None:
        held(game)[str(self.seat)].remove(card)
        game.happened(QuestionAsked(game.state.seats[self.seat].politician, card))
        game.happened(EventShown(card))
        if not event_drawn(game, card):
            game.push(ResolveEvent(card))


OPTIONAL_RULES: tuple[ScenarioRules, ...] = (AlternateVoteTracker(), QuestionTime(), CardListExclusions())
