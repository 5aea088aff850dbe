"""The expert level: the standard level's weighing, with three things it knows better.

- A rival's three party policies are public (guide L28): one not yet played is likely in its
  hand, so the expert counts part of it in the rival's final manifesto.
- A swap theatric is kept for election day, when every issue and manifesto is known and a
  swap can be judged exactly (docs/electioneer/rules-decisions.md #2).
- Its constants were fitted against the standard level (docs/electioneer/parties.md).
"""

from __future__ import annotations

from electioneer.parties.appraise import Appraisal, Weights
from electioneer.parties.standard import Answer, Standard, possible_swaps
from electioneer.rules.cards import TheatricEffect
from electioneer.rules.choices import Decision, Pass, PlayTheatric
from electioneer.rules.views import PartyView

EXPERT_WEIGHTS = Weights(rival_own_policies=0.5)


class Expert(Standard):
    level = "expert"

    def __init__(self, party: str, weights: Weights | None = None) -> None:
        super().__init__(party, weights or EXPERT_WEIGHTS)

    def theatric(self, a: Appraisal, view: PartyView, decision: Decision) -> Answer:
        if view.phase == "campaign":
            choice, reason = super().theatric(a, view, decision)
            if isinstance(choice, PlayTheatric) and a.cards.theatric(choice.theatric).effect is TheatricEffect.SWAP:
                return Pass(), "keeps its theatrics for a better moment"
            return choice, reason
        plays = [c for c in decision.choices if isinstance(c, PlayTheatric)]
        if plays:
            gain = max((self._swap_gain(a, swap) for swap in possible_swaps(a)), default=0.0)
            if gain > 1e-6:
                return plays[0], f"plays {plays[0].theatric} to take a seat on election day"
        return Pass(), "sees no seat a theatric would turn"
