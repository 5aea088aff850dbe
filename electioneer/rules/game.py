"""The decision-driven game: `Game(cards, setup)`, `game.pending()`, `game.apply(choice)`.

The steps of play (`electioneer.rules.weeks`) run as one generator: it poses a `Decision`
and waits; `apply` checks the choice against the decision's legal choices, hands it over and
logs it with what it made public. The setup and the choices *are* the game: `to_json` saves
them, `Game.from_json` replays them, `undo` replays all but the last.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from typing import Any

from electioneer.rules.cards import CONSTITUENCIES_DEALT, ISSUES, LAB, WEEKS, Cards, Policy
from electioneer.rules.choices import (
    TABLE,
    Card,
    Choice,
    Decision,
    DecisionKind,
    IllegalChoice,
    InvalidChoice,
    PlaceIssues,
    choice_from_json,
    choice_to_json,
)
from electioneer.rules.election import ElectionResult
from electioneer.rules.setup import Setup, check_cards_for, pairs, theatrics_each
from electioneer.rules.state import PartyState, Seat, State
from electioneer.rules.weeks import campaign_week, election_day

SAVE_FORMAT = "electioneer-save/1"


@dataclass(frozen=True)
class LogRecord:
    """One choice made: who, what, why, and what it made public (`happened`, in words).
    `seen_by` holds the parties who saw a card they had not seen before because of it: undo
    never steps a party back across one of those."""

    index: int
    week: int
    owner: str
    kind: DecisionKind
    choice: Choice | None  # None in a view: another party's face-down choice
    reason: str = ""
    happened: tuple[str, ...] = ()
    seen_by: frozenset[str] = frozenset()
    subject: str | None = None
    about: str | None = None


class Game:
    """One game of Electioneer UK. See `electioneer.rules` for how to drive it."""

    def __init__(self, cards: Cards, setup: Setup) -> None:
        check_cards_for(cards, setup)
        self.cards = cards
        self.setup = setup
        self.state = State(setup.parties)
        self.log: list[LogRecord] = []
        self._happened: list[str] = []
        self._seen: set[str] = set()
        self._steps = self._play()
        self._pending: Decision | None = next(self._steps)
        self._opening = tuple(self._happened)  # made public before the first choice
        self._happened, self._seen = [], set()

    # --- the interface ------------------------------------------------------------------

    def pending(self) -> Decision | None:
        """The decision the game waits for; None once the election is over."""
        return self._pending

    @property
    def over(self) -> bool:
        return self._pending is None

    def result(self) -> ElectionResult | None:
        """Election day's count once the game is over."""
        return self.state.result

    def apply(self, choice: Choice | str, reason: str = "") -> LogRecord:
        """Play `choice` (a choice record, or its words) for the pending decision; an illegal
        one raises `IllegalChoice` (or `InvalidChoice` for words that name none) and changes nothing."""
        decision = self._pending
        if decision is None:
            raise IllegalChoice("the election is over; no choice can be made")
        if isinstance(choice, str):
            choice = decision.find(choice)
        if choice not in decision.choices:
            shown = ", ".join(str(c) for c in decision.choices[:6]) + (" ..." if len(decision.choices) > 6 else "")
            raise IllegalChoice(f"{str(choice)!r} is not legal now ({decision.kind}); legal: {shown}")
        week = self.state.week
        try:
            self._pending = self._steps.send(choice)
        except StopIteration:
            self._pending = None
        record = LogRecord(
            len(self.log),
            week,
            decision.owner,
            decision.kind,
            choice,
            reason,
            tuple(self._happened),
            frozenset(self._seen),
            decision.subject,
            decision.about,
        )
        self.log.append(record)
        self._happened, self._seen = [], set()
        return record

    def deal(self) -> Choice:
        """The seeded dealer's answer to the table's pending decision (seeded per ply)."""
        decision = self._pending
        if decision is None or not decision.is_chance:
            raise IllegalChoice("no card is to be dealt or drawn now")
        return random.Random(f"{self.setup.seed}/{len(self.log)}").choice(decision.choices)

    def view(self, party: str | None) -> Any:
        """What `party` may know (`electioneer.rules.views.PartyView`); None: what everyone may know."""
        from electioneer.rules.views import party_view

        return party_view(self, party)

    @property
    def opening(self) -> tuple[str, ...]:
        """What was made public before the first choice."""
        return self._opening

    # --- saves, replay, undo ------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "setup": self.setup.to_json(),
            "choices": [
                {**choice_to_json(r.choice), **({"reason": r.reason} if r.reason else {})}
                for r in self.log
                if r.choice is not None
            ],
        }

    @classmethod
    def replay(cls, cards: Cards, setup: Setup, choices: Iterable[Choice], reasons: Iterable[str] = ()) -> "Game":
        game = cls(cards, setup)
        why = list(reasons)
        for number, choice in enumerate(choices):
            game.apply(choice, why[number] if number < len(why) else "")
        return game

    @classmethod
    def from_json(cls, cards: Cards, data: Any) -> "Game":
        """A saved game replayed; a save that does not replay raises ValueError naming the choice."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise InvalidChoice(f"not an Electioneer UK save (expected format {SAVE_FORMAT})")
        setup = Setup.from_json(data.get("setup"))
        game = cls(cards, setup)
        for number, item in enumerate(data.get("choices") or [], 1):
            reason = str(item.pop("reason", "")) if isinstance(item, dict) else ""
            try:
                game.apply(choice_from_json(item), reason)
            except ValueError as exc:
                raise InvalidChoice(f"saved choice {number} does not replay: {exc}") from None
        return game

    def undo_point(self, party: str | None = None) -> int | None:
        """The log index `undo` goes back to: `party`'s last choice (when None: the last choice
        not the dealer's; on real cards, the last entry of any kind), unless a card was shown
        since to that party (to anyone, when None); then None. On real cards the engine shows
        nobody anything (the table saw it first), so every entry can be taken back."""
        for record in reversed(self.log):
            if party in record.seen_by if party is not None else bool(record.seen_by):
                return None
            if party is not None and record.owner == party:
                return record.index
            if party is None and (self.setup.table or record.owner != TABLE):
                return record.index
        return None

    def undo(self, party: str | None = None) -> "Game":
        """A new game replayed to just before `party`'s last choice; IllegalChoice when a card
        shown since stands in the way."""
        point = self.undo_point(party)
        if point is None:
            raise IllegalChoice("nothing to undo: no choice of yours since a card was revealed")
        kept = self.log[:point]
        return Game.replay(
            self.cards, self.setup, [r.choice for r in kept if r.choice is not None], [r.reason for r in kept]
        )

    # --- for the steps of play ----------------------------------------------------------

    def reveal(self, words: str) -> None:
        """Something made public: every party sees it (on real cards, the table saw it first)."""
        self._happened.append(words)
        if not self.setup.table:
            self._seen.update(self.state.parties)

    def seen(self, party: str) -> None:
        """`party` alone saw a card it had not seen."""
        if not self.setup.table:
            self._seen.add(party)

    def policies(self, names: Iterable[str]) -> list[Policy]:
        return [self.cards.policy(name) for name in names]

    def issues_possible(self) -> list[str]:
        """Real cards: the issues that could be turned over or swapped in (fewer shown than the deck holds)."""
        shown = [i for seat in self.state.line if seat.revealed or seat is self.state.current for i in seat.issues]
        return [i for i in ISSUES if shown.count(i) < self.cards.issue_count(i)]

    def policies_possible(self) -> list[str]:
        """Real cards: the policies a party may reveal (any not already in a manifesto)."""
        played = {p for held in self.state.party.values() for p in (*held.manifesto, *held.discarded)}
        return [p.name for p in self.cards.policies if p.name not in played]

    def theatrics_unplayed(self) -> list[str]:
        played = {name for _, _, name, _ in self.state.played}
        return [t.name for t in self.cards.theatrics if t.name not in played]

    def _play(self) -> Generator[Decision, Choice, None]:
        yield from self._deal()
        for week in range(1, WEEKS + 1):
            yield from campaign_week(self, week)
        yield from election_day(self)

    def _deal(self) -> Generator[Decision, Choice, None]:
        """Guide L9-32: seven constituencies in a line, LAB's face-down issues, three party
        policies each, the common deck, the theatrics."""
        state, cards = self.state, self.cards
        state.constituency_deck = [c.name for c in cards.constituencies]
        for party in state.parties:
            held = PartyState()
            held.hand = [] if self.setup.table else [p.name for p in cards.party_policies(party)]
            state.party[party] = held
        state.deck = [] if self.setup.table else [p.name for p in cards.common_policies]
        state.spare_issues = [] if self.setup.table else sorted(cards.issues, key=ISSUES.index)
        state.theatric_box = [t.name for t in cards.theatrics]
        for number in range(1, CONSTITUENCIES_DEALT + 1):
            choice = yield Decision(
                TABLE,
                DecisionKind.DEAL_CONSTITUENCY,
                tuple(Card(c) for c in state.constituency_deck),
                f"Deal constituency {number} of {CONSTITUENCIES_DEALT}",
            )
            assert isinstance(choice, Card)
            state.constituency_deck.remove(choice.name)
            state.line.append(Seat(choice.name))
            self.reveal(f"Constituency {number}: {choice.name}.")
        each = theatrics_each(cards, self.setup)
        if self.setup.table:
            for held in state.party.values():
                held.unknown_theatrics = each
            return
        for seat in state.line:
            options = pairs(state.spare_issues)
            choice = yield Decision(
                LAB,
                DecisionKind.PLACE_ISSUES,
                tuple(PlaceIssues(a, b) for a, b in options),
                f"LAB, place two issues face down on {seat.name}",
                about=seat.name,
            )
            assert isinstance(choice, PlaceIssues)
            for issue in (choice.first, choice.second):
                state.spare_issues.remove(issue)
                seat.issues.append(issue)
        state.party[LAB].seen_spares = True
        for _ in range(each):
            for party in state.parties:
                choice = yield Decision(
                    TABLE,
                    DecisionKind.DEAL_THEATRIC,
                    tuple(Card(t) for t in state.theatric_box),
                    f"Deal a theatric to {party}",
                    subject=party,
                )
                assert isinstance(choice, Card)
                state.theatric_box.remove(choice.name)
                state.party[party].theatrics.append(choice.name)
                self.seen(party)
        state.theatric_box.clear()  # the rest go back in the box (guide L31)


def play_out(game: Game, deciders: Any, rng: random.Random | None = None) -> Game:
    """Play to the end: `deciders[party]` answers each party's decision (a callable taking the
    party's view and the decision, returning a choice or (choice, reason)); the table's by the dealer."""
    while (decision := game.pending()) is not None:
        if decision.is_chance:
            game.apply(game.deal())
            continue
        answer = deciders[decision.owner](game.view(decision.owner), decision)
        choice, reason = answer if isinstance(answer, tuple) else (answer, "")
        game.apply(choice, reason)
    return game
