"""The two simple levels: random (any legal choice) and greedy (this week only)."""

from __future__ import annotations

import random

from electioneer.rules.cards import Policy, TheatricEffect
from electioneer.rules.choices import (
    Choice,
    ChoosePolicy,
    Decision,
    DecisionKind,
    DropPolicy,
    Pass,
    PlaceIssues,
    PlayTheatric,
    ReturnPolicy,
    Swap,
)
from electioneer.rules.election import count_week
from electioneer.rules.views import PartyView

Answer = tuple[Choice, str]


class RandomParty:
    """Any legal choice, each as likely as the next; passes half the time where it may."""

    level = "random"

    def __init__(self, party: str, seed: int = 0) -> None:
        self.party = party
        self.seed = seed

    def __call__(self, view: PartyView, decision: Decision) -> Answer:
        rng = random.Random(f"{self.seed}/{self.party}/{len(view.log)}/{decision.kind}")
        if any(isinstance(c, Pass) for c in decision.choices) and rng.random() < 0.5:
            return Pass(), "passes, on a whim"
        return rng.choice(decision.choices), "picks at random"


class Greedy:
    """Plays for the week in hand: the policy that scores most on this week's issues, the
    theatric that wins this week, the swap that helps most where it stands now; never looks
    at the books until election day, then drops what costs most."""

    level = "greedy"

    def __init__(self, party: str) -> None:
        self.party = party

    def __call__(self, view: PartyView, decision: Decision) -> Answer:
        cards = view.cards
        seat = view.current
        issues = tuple(i for i in seat.issues if i is not None) if seat else ()
        kind = decision.kind
        if kind is DecisionKind.CHOOSE_POLICY:
            name = max(_policies(decision), key=lambda n: (cards.policy(n).on(issues), cards.policy(n).money))
            return ChoosePolicy(name), f"{name} scores most on this week's issues"
        if kind is DecisionKind.RETURN_POLICY:
            name = min(_policies(decision), key=lambda n: (cards.policy(n).on(issues), cards.policy(n).money))
            return ReturnPolicy(name), f"puts back {name}, the weakest on this week's issues"
        if kind is DecisionKind.PLACE_ISSUES:
            hand = [cards.policy(n) for n in view.hand]
            pairs = [c for c in decision.choices if isinstance(c, PlaceIssues)]
            choice = max(pairs, key=lambda c: sum(p.on((c.first, c.second)) for p in hand))
            return choice, f"puts {choice.first} and {choice.second} where its own policies score"
        if kind is DecisionKind.BALANCE_BOOKS:
            name = min(
                _policies(decision), key=lambda n: (cards.policy(n).money, sum(v for _, v in cards.policy(n).scores))
            )
            return DropPolicy(name), f"drops {name}, the dearest policy"
        if kind is DecisionKind.SWAP_ISSUE:
            return self.swap(view, decision)
        if kind is DecisionKind.THEATRIC and seat is not None:
            return self.theatric(view, decision)
        if kind is DecisionKind.THEATRIC:
            return Pass(), "sees nothing to win today"
        return decision.choices[0], "takes the first choice"

    def swap(self, view: PartyView, decision: Decision) -> Answer:
        """The swap that most widens its lead (or narrows its gap) where the week is fought."""
        cards = view.cards
        mine = [cards.policy(n) for n in view.manifesto(self.party)]
        others = {p: [cards.policy(n) for n in view.manifesto(p)] for p in view.parties if p != self.party}

        def margin(swap: Choice) -> float:
            if not isinstance(swap, Swap):
                return 0.0
            seat = view.seat(swap.constituency)
            before = [i for i in seat.issues if i is not None]
            after = list(before)
            after[after.index(swap.out)] = swap.into
            return (
                _gap(mine, others, after)
                - _gap(mine, others, before)
                + (0.5 if view.current and seat.name == view.current.name else 0.0)
            )

        choice = max(decision.choices, key=margin)
        if isinstance(choice, Swap) and margin(choice) > 0:
            return choice, f"swaps {choice.out} for {choice.into} in {choice.constituency}"
        return (Pass(), "no swap helps") if any(isinstance(c, Pass) for c in decision.choices) else (choice, "swaps")

    def theatric(self, view: PartyView, decision: Decision) -> Answer:
        cards = view.cards
        seat = view.current
        assert seat is not None
        constituency = cards.constituency(seat.name)
        issues = [i for i in seat.issues if i is not None]
        chosen = {p: cards.policy(view.manifesto(p)[-1]) for p in view.parties}
        now = count_week(constituency, issues, chosen, dict(view.adjust), view.ties_to)
        if now.winner == self.party:
            return Pass(), "already wins this week"
        for play in (c for c in decision.choices if isinstance(c, PlayTheatric)):
            card = cards.theatric(play.theatric)
            adjust, ties = dict(view.adjust), view.ties_to
            if card.effect is TheatricEffect.BOOST:
                adjust[self.party] = adjust.get(self.party, 0) + card.amount
            elif card.effect is TheatricEffect.KNOCK and play.target == now.winner:
                adjust[play.target] = adjust.get(play.target, 0) - card.amount
            elif card.effect is TheatricEffect.TIES:
                ties = self.party
            else:
                continue
            if count_week(constituency, issues, chosen, adjust, ties).winner == self.party:
                return play, f"plays {card.name} to win this week"
        return Pass(), "keeps its theatrics for a better moment"


def _policies(decision: Decision) -> list[str]:
    """The policies a choose, put-back or drop decision offers."""
    return [c.policy for c in decision.choices if isinstance(c, (ChoosePolicy, ReturnPolicy, DropPolicy))]


def _gap(mine: list[Policy], others: dict[str, list[Policy]], issues: list[str]) -> int:
    """Its total on `issues` less the best rival's."""
    return sum(p.on(tuple(issues)) for p in mine) - max(sum(p.on(tuple(issues)) for p in m) for m in others.values())
