"""The searching Clockwork (`mastermind`, the `search` seat of `simulate`) and the advisor's seat.

A `SearchPlayer` is a Clockwork seat that, at its strategic decisions and every action of
its turns, looks ahead before it answers. It asks its own Clockwork rules for their
answer first, then has the advisor (`clockwork.advisor.advise`, untimed) race the candidates
(the rules' answer and the other legal choices; at an action, the plays its list proposes
now) on paired play-outs: each guesses every card the seat cannot see again
(`clockwork.sampling`), deals from the search's own seed and lets Clockwork seats play to a
horizon (the start of the next round by default), where the position is scored by its chance
of winning (`clockwork.horizon`, a model fitted to finished games; in VP where no model is
fitted for the number of players). It keeps the rules' answer unless another candidate does
better on the same play-outs by more than `margin` points of that chance (and, with `z`, by
that many standard errors of the paired difference): a departure must be worth the noise.

The mastermind races 3 play-outs a candidate (too few for the race to drop or settle
anything), 16 at a table of four; the advisor's seat (`AdvisorPlayer`, `simulate --seats
advisor`) races 8, 16 at four, at the advisor's quick setting by default. One search, two
efforts. At four a seat's chance of winning is about a quarter and the candidates lie closer
together: 16 play-outs a candidate won more there than 3 or 8 (docs/clockwork-measurements.md).

Everything is reproducible: the play-outs of a decision are seeded with the player's seed,
its seat and the position (the public log's length), never the real game's dealer.
"""

from __future__ import annotations

import statistics
from dataclasses import field
from typing import Any

from clockwork.advisor import NEAR_THE_END, SETTINGS, Setting, advise
from clockwork.data import ClockworkData, standard_clockwork
from clockwork.horizon import player_counts as horizon_weights
from clockwork.policy import ClockworkPlayer
from clockwork.racing import paired

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
# The searching level also weighs every action of its turns (the plays its list proposes
# there, the cube it would spend and ending the turn): searching the first action of each turn
# won more games at about twice the CPU a game (`python bench/report_history.py --id
# first-action-searched`), and every action more again (docs/clockwork-measurements.md, "The
# searching level and the advisor's seat"). Bill Selection and Supporters follow the rules:
# searching them departed often on noise and won fewer games. ("first action": only the first
# action of each turn, as the level searched before.)
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
    rounds: int | None = 1  # the play-outs' horizon in rounds (None: the end of the game)

    def mean(self, choice: Choice) -> float:
        return statistics.fmean(self.scores[choice])


@dataclass
class SearchPlayer:
    """A Clockwork seat that plays out its strategic choices before it answers."""

    seat: int
    seed: int = 0
    difficulty: str = "mastermind"  # the level whose rules it plays by
    playouts: int | None = None  # the most play-outs of each candidate (default: the level's `search`)
    four_player_playouts: int | None = None  # ... at a table of four (default: the level's
    # `four_player_search` where it has one and no `playouts` is given, else as `playouts`)
    rounds: int | None = None  # the horizon, in rounds (default: the level's `search_rounds`)
    margin: float = 1.0  # by which another candidate must beat the rules' answer (points of chance, or VP)
    z: float = 0.0  # ... and by how many standard errors of the paired difference (0: no such test)
    near_the_end: int = 0  # VP from victory at which play-outs go to the end of the game (0: never)
    politician: str | None = None
    data: ClockworkData | None = None
    kinds: frozenset[str] = SEARCHED  # the decisions it searches ("action": every action of its turns;
    # "first action": only the first of each turn)
    label: str = "searching"  # what its departures call it
    looks: list[Look] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.rules = ClockworkPlayer(
            seat=self.seat, seed=self.seed, difficulty=self.difficulty, politician=self.politician, data=self.data
        )
        level = self.rules.level
        given = self.playouts
        self.playouts = given if given is not None else max(1, level.search)
        if self.four_player_playouts is None:
            from_level = given is None and level.four_player_search > 0
            self.four_player_playouts = level.four_player_search if from_level else self.playouts
        self.rounds = self.rounds if self.rounds is not None else level.search_rounds

    def depth_at(self, view: Game) -> tuple[int, int]:
        """The play-outs of each candidate at this table (`four_player_playouts` at four) and
        their horizon in rounds (the level's unless given)."""
        assert self.playouts is not None and self.four_player_playouts is not None and self.rounds is not None
        return (self.four_player_playouts if len(view.state.seats) == 4 else self.playouts), self.rounds

    @property
    def seconds(self) -> list[float]:
        """The CPU seconds of each search so far."""
        return [look.seconds for look in self.looks]

    @property
    def fallbacks(self) -> list[str]:
        return self.rules.fallbacks

    def decide(self, view: Game, decision: Decision) -> tuple[Choice, str]:
        rule, reason = self.rules.decide(view, decision)
        candidates = self.candidates(view, decision, rule)
        if len(candidates) < 2:
            return rule, reason
        playouts, rounds = self.depth_at(view)
        setting = Setting(0.0, playouts, rounds, self.near_the_end)
        advice = advise(
            view,
            self.seat,
            decision,
            setting=setting,
            seed=self.seed,
            timed=False,
            weigh=[(choice, words, choice == rule) for choice, words in candidates],
        )
        scores = {e.choice: e.scores for e in advice.estimates}
        look = Look(decision.kind, rule, rule, scores, advice.seconds, advice.rounds)
        best = advice.best.choice
        if best != rule:
            gain, half, _ = paired(scores[best], scores[rule], self.z)
            if gain > self.margin and (not self.z or gain - half > 0):
                look.chosen = best
        self.looks.append(look)
        if look.chosen == rule:
            return rule, reason
        return look.chosen, self.departure(view, look, dict(candidates))

    def candidates(self, view: Game, decision: Decision, rule: Choice) -> list[tuple[Choice, str]]:
        """The choices worth playing out here (the rules' answer first)."""
        searched = decision.kind in self.kinds or (
            decision.kind == DecisionKind.ACTION and "first action" in self.kinds
        )
        if not searched or len(decision.choices) < 2:
            return []
        if decision.kind == DecisionKind.ACTION:
            if "action" not in self.kinds and acted_this_round(view, self.seat):
                return []  # "first action": one look a turn
            found = self.rules.alternatives(view, decision)
            said = dict(found)  # the rules' own action in the words of its play, as the others
            found = [(rule, said.get(rule, str(rule)))] + [item for item in found if item[0] != rule]
            return found[:MAX_CANDIDATES]
        others = [c for c in decision.choices if c != rule]
        return [(c, str(c)) for c in [rule, *others][:MAX_CANDIDATES]]

    def departure(self, view: Game, look: Look, words: dict[Choice, str]) -> str:
        seat = view.state.seats[self.seat]
        horizon = (
            "the end of the game" if look.rounds is None else f"the start of round {view.state.round + look.rounds}"
        )
        if len(view.state.seats) in horizon_weights(view.components):
            found = f"a {look.mean(look.chosen):.0f}% v {look.mean(look.rule):.0f}% chance of winning"
        else:
            found = f"{look.mean(look.chosen):+.1f} v {look.mean(look.rule):+.1f} VP-equivalent"
        return (
            f"{seat.politician} ({seat.role.title}, {self.label}): {words[look.chosen]}: it did better in "
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


@dataclass
class AdvisorPlayer(SearchPlayer):
    """The advisor's seat: the searching seat with the advisor's horizon (a `setting` of
    `clockwork.advisor.SETTINGS`: one round on) and its rule near victory (play-outs to the
    end within `NEAR_THE_END` VP of it), 8 play-outs a candidate (`playouts=None`: the
    setting's most, raced) and 16 at a table of four, where a chance of winning is about a
    quarter and the candidates' differences smaller (docs/clockwork-measurements.md, "The
    searching seats"), and the mastermind's rules where it does not search."""

    difficulty: str = "mastermind"
    playouts: int | None = 8
    four_player_playouts: int | None = 16
    setting: str = "quick"
    near_the_end: int = NEAR_THE_END
    label: str = "advised"

    def __post_init__(self) -> None:
        chosen = SETTINGS[self.setting]
        self.playouts = self.playouts if self.playouts is not None else chosen.most
        self.rounds = self.rounds if self.rounds is not None else chosen.rounds
        super().__post_init__()
