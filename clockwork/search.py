"""The searching Clockwork (`mastermind`, and the `search` seat of `simulate`).

A `SearchPlayer` is a Clockwork seat that, at its strategic decisions and the first action
of each of its turns, looks ahead before it answers. It asks its own Clockwork rules for their answer first, then plays each
candidate (the rules' answer and the other legal choices; at an action, the plays its list
proposes now) in a number of play-outs: each guesses every card the seat cannot see again
(`clockwork.sampling`), deals from the search's own seed and lets Clockwork seats play to a
scored horizon (the start of the next round by default, `clockwork.playout.judge`), where
the position is scored by its chance of winning (`clockwork.horizon`, a model fitted to
finished games; in VP where no model is fitted for the number of players). It keeps the
rules' answer unless another candidate does better on average by more than `margin` (points
of that chance, in percent; or VP): a departure must be worth the noise of a few play-outs.

Everything is reproducible: the play-outs of a decision are seeded with the player's seed,
its seat and the position (the public log's length), never the real game's dealer.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import field
from typing import Any

from clockwork.data import ClockworkData, standard_clockwork
from clockwork.horizon import player_counts as horizon_weights
from clockwork.playout import PM_WORTH, play
from clockwork.policy import ClockworkPlayer

from dataclasses import dataclass
from engine import Choice, Decision, DecisionKind, Game

# The decisions worth a look-ahead: where the Clockwork's rules were found most often wrong
# (the audit of issue 16: ending and proposing the Pact, Elections, Events, resolving bills)
# and the other one-off choices of a round that decide office: agreements and Challenges
# (the advisor's seat weighs these too).
STRATEGIC = frozenset(
    {
        "end pact",
        "propose pact",
        "restart pact",
        "agree pact",
        "pact offer",
        "election",
        "event",
        "resolve bill",
        "agreement",
        "challenge",
    }
)
# The searching level also weighs the first action of each of its turns (the plays its list
# proposes there, the cube it would spend and ending the turn): with play-outs scored by the
# chance of winning that won more games at about twice the CPU a game
# (docs/clockwork-search.md; `python bench/report_history.py --id first-action-searched`). Bill Selection and Supporters follow the rules: searching them
# departed often on noise and won fewer games.
SEARCHED = STRATEGIC | {"action"}
MAX_CANDIDATES = 5


@dataclass
class Look:
    """What a search found at one decision."""

    kind: str
    chosen: Choice
    rule: Choice
    scores: dict[Choice, list[float]]
    seconds: float

    def mean(self, choice: Choice) -> float:
        return statistics.fmean(self.scores[choice])


@dataclass
class SearchPlayer:
    """A Clockwork seat that plays out its strategic choices before it answers."""

    seat: int
    seed: int = 0
    difficulty: str = "mastermind"  # the level whose rules it plays by
    playouts: int | None = None  # play-outs of each candidate (default: the level's `search`)
    rounds: int | None = None  # the horizon, in rounds (default: the level's `search_rounds`)
    margin: float = 1.0  # by which another candidate must beat the rules' answer (points of chance, or VP)
    pm_worth: float = PM_WORTH  # holding the PM's mat at the horizon, in VP (clockwork.playout.judge)
    politician: str | None = None
    data: ClockworkData | None = None
    confirm: int = 0  # play-outs of the rules' answer and a challenger that beat it, before departing (0: no test)
    z: float = 1.5  # ... and by how many standard errors the challenger's paired gain must stand above zero
    value: str = "chance"  # the score at the horizon: "chance" or "vp" (clockwork.playout.judge)
    own: str | None = None  # the level its own seat plays by in the play-outs (None: standard, as the others)
    kinds: frozenset[str] = SEARCHED  # the decisions it searches ("action": its first action of a turn)
    looks: list[Look] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.rules = ClockworkPlayer(
            seat=self.seat, seed=self.seed, difficulty=self.difficulty, politician=self.politician, data=self.data
        )
        level = self.rules.level
        self.playouts = self.playouts if self.playouts is not None else max(1, level.search)
        self.rounds = self.rounds if self.rounds is not None else level.search_rounds

    @property
    def depth(self) -> tuple[int, int]:
        """The play-outs of each candidate and their horizon in rounds (the level's unless given)."""
        assert self.playouts is not None and self.rounds is not None  # set in __post_init__
        return self.playouts, self.rounds

    @property
    def fallbacks(self) -> list[str]:
        return self.rules.fallbacks

    def decide(self, view: Game, decision: Decision) -> tuple[Choice, str]:
        rule, reason = self.rules.decide(view, decision)
        candidates = self.candidates(view, decision, rule)
        if len(candidates) < 2:
            return rule, reason
        started = time.process_time()
        key = f"search/{self.seed}/{self.seat}/{len(view.log)}/{decision.kind}"
        playouts, rounds = self.depth

        def run(choice: Choice, numbers: range) -> list[float]:
            return [
                play(
                    view,
                    self.seat,
                    choice,
                    key,
                    n,
                    rounds=rounds,
                    data=self.rules.data,
                    pm_worth=self.pm_worth,
                    own=self.own,
                    value=self.value,
                ).score
                for n in numbers
            ]

        scores = {choice: run(choice, range(playouts)) for choice, _ in candidates}
        look = Look(decision.kind, rule, rule, scores, 0.0)
        best = max(scores, key=look.mean)
        if best != rule and look.mean(best) - look.mean(rule) > self.margin:
            if self.confirm > playouts:
                # a departure is put to the test: more play-outs of the two, on the same luck
                more = range(playouts, self.confirm)
                scores[best] += run(best, more)
                scores[rule] += run(rule, more)
                gains = [b - r for b, r in zip(scores[best], scores[rule])]
                spread = statistics.stdev(gains) / len(gains) ** 0.5
                if statistics.fmean(gains) > max(self.margin, self.z * spread):
                    look.chosen = best
            else:
                look.chosen = best
        look.seconds = time.process_time() - started
        self.looks.append(look)
        words = dict(candidates)
        if look.chosen == rule:
            return rule, reason
        return look.chosen, self.departure(view, look, words)

    def candidates(self, view: Game, decision: Decision, rule: Choice) -> list[tuple[Choice, str]]:
        """The choices worth playing out here (the rules' answer first)."""
        if decision.kind not in self.kinds or len(decision.choices) < 2:
            return []
        if decision.kind == DecisionKind.ACTION:
            if acted_this_round(view, self.seat):
                return []  # one look a turn: at its first action
            found = self.rules.alternatives(view, decision)
            said = dict(found)  # the rules' own action in the words of its play, as the others
            found = [(rule, said.get(rule, str(rule)))] + [item for item in found if item[0] != rule]
            return found[:MAX_CANDIDATES]
        others = [c for c in decision.choices if c != rule]
        return [(c, str(c)) for c in [rule, *others][:MAX_CANDIDATES]]

    def departure(self, view: Game, look: Look, words: dict[Choice, str]) -> str:
        seat = view.state.seats[self.seat]
        horizon = f"the start of round {view.state.round + self.depth[1]}"
        if self.value == "chance" and len(view.state.seats) in horizon_weights(view.components):
            found = f"a {look.mean(look.chosen):.0f}% v {look.mean(look.rule):.0f}% chance of winning"
        else:
            found = f"{look.mean(look.chosen):+.1f} v {look.mean(look.rule):+.1f} VP-equivalent"
        return (
            f"{seat.politician} ({seat.role.title}, searching): {words[look.chosen]}: it did better in "
            f"{len(look.scores[look.chosen])} play-outs to {horizon} ({found}) than the rules' {words.get(look.rule, str(look.rule))}"
        )

    # the Player protocol's extras that simulate and the session look for
    @property
    def card(self):  # type: ignore[no-untyped-def]
        return self.rules.card


def acted_this_round(view: Game, seat: int) -> bool:
    """Has `seat` taken an action in this round (its one action turn)? Read from the game's
    own log, not remembered by the player, so a game resumed in the middle of a turn is
    searched exactly as one played through."""
    for record in reversed(view.log):
        if record.round != view.state.round:
            return False
        if record.owner == seat and record.kind == DecisionKind.ACTION:
            return True
    return False


def clockwork_player(
    seat: int, seed: int = 0, difficulty: str = "standard", **options: Any
) -> "ClockworkPlayer | SearchPlayer":
    """The Clockwork seat of a level: a `SearchPlayer` at a level that searches, else a
    `ClockworkPlayer` (the `clockwork` entry of `clockwork.players.PLAYERS`)."""
    data = options.get("data") or standard_clockwork()
    if data.level(difficulty).search > 0:
        return SearchPlayer(seat=seat, seed=seed, difficulty=difficulty, **options)
    return ClockworkPlayer(seat=seat, seed=seed, difficulty=difficulty, **options)
