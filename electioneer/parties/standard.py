"""The standard level: plays for the election, not the week.

It weighs every choice by what the whole manifesto is likely to bring on election day
(`appraise.Appraisal`: each seat's chance from the margins over its rivals, the chance of a
majority, the books), and adds the worth of winning the week (its swap) when choosing a
policy. It decides from its own view; each choice comes with its reason in plain words.
"""

from __future__ import annotations

from collections.abc import Sequence

from electioneer.parties.appraise import Appraisal, Weights
from electioneer.rules.cards import LAB, Policy, TheatricEffect
from electioneer.rules.choices import (
    Choice,
    ChoosePolicy,
    Decision,
    DecisionKind,
    DropPolicy,
    Pass,
    Peek,
    PlaceIssues,
    PlayTheatric,
    ReturnPolicy,
    Swap,
)
from electioneer.rules.election import count_week
from electioneer.rules.views import PartyView

Answer = tuple[Choice, str]


class Standard:
    """The standard automated party."""

    level = "standard"

    def __init__(self, party: str, weights: Weights | None = None) -> None:
        self.party = party
        self.weights = weights or Weights()

    def __call__(self, view: PartyView, decision: Decision) -> Answer:
        a = Appraisal(view, self.weights)
        kind = decision.kind
        if kind is DecisionKind.PLACE_ISSUES:
            return self.place(a, decision)
        if kind in (DecisionKind.RETURN_POLICY, DecisionKind.CHOOSE_POLICY):
            return self.policy(a, decision)
        if kind is DecisionKind.SWAP_ISSUE:
            return self.swap(a, decision)
        if kind is DecisionKind.BALANCE_BOOKS:
            return self.drop(a, decision)
        if kind is DecisionKind.THEATRIC:
            return self.theatric(a, view, decision)
        if kind is DecisionKind.PEEK:
            choice = decision.choices[0]
            assert isinstance(choice, Peek)
            return choice, f"looks at the next constituency still face down, {choice.constituency}"
        return decision.choices[0], "takes the only sensible choice"

    # --- LAB's issues ----------------------------------------------------------------

    def place(self, a: Appraisal, decision: Decision) -> Answer:
        """Guide L12: LAB picks the pair its own policies beat its rivals' on most, with the
        constituency's tie order counted."""
        constituency = a.cards.constituency(decision.about or "")
        hand = [a.cards.policy(n) for n in a.view.hand]
        rivals = {p: a.cards.party_policies(p) for p in a.rivals}

        def edge(choice: Choice) -> float:
            assert isinstance(choice, PlaceIssues)
            issues = (choice.first, choice.second)
            mine = sum(p.on(issues) for p in hand)
            best = max(sum(p.on(issues) for p in held) for held in rivals.values())
            lean = 0.5 if all(constituency.rank(LAB) < constituency.rank(r) for r in rivals) else 0.0
            return mine - best + lean

        choice = max(decision.choices, key=edge)
        assert isinstance(choice, PlaceIssues)
        return (
            choice,
            f"puts {choice.first} and {choice.second} on {constituency.name}, where its policies lead by {edge(choice):+.1f}",
        )

    # --- a week's policy -----------------------------------------------------------------

    def _pick(self, a: Appraisal, policies: Sequence[Policy]) -> tuple[float, Policy]:
        """The policy of `policies` worth most added to the manifesto now, with its worth."""
        mine = a.manifestos[a.me]
        best: tuple[float, Policy] | None = None
        for policy in policies:
            worth = a.value([*mine, policy]) + self.weights.week_win * a.week_chance(policy)
            if best is None or worth > best[0] + 1e-12:
                best = (worth, policy)
        assert best is not None
        return best

    def policy(self, a: Appraisal, decision: Decision) -> Answer:
        hand = [a.cards.policy(n) for n in a.view.hand]
        if decision.kind is DecisionKind.CHOOSE_POLICY:
            worth, policy = self._pick(a, hand)
            seat = a.view.current
            score = policy.on(tuple(i for i in seat.issues if i is not None)) if seat else 0
            return ChoosePolicy(policy.name), (
                f"{policy.name} does most for its seats on election day ({score:+d} on this week's issues)"
            )
        # put back the policy whose loss costs least: the hand kept is judged by its best card now
        best: tuple[float, Policy] | None = None
        for card in hand:
            rest = [p for p in hand if p is not card]
            worth = self._pick(a, rest)[0] + 0.2 * sorted((self._pick(a, [p])[0] for p in rest), reverse=True)[1]
            if best is None or worth > best[0] + 1e-12:
                best = (worth, card)
        assert best is not None
        return ReturnPolicy(best[1].name), f"puts back {best[1].name}, the policy it can spare most"

    # --- swaps -----------------------------------------------------------------------------

    def _swap_gain(self, a: Appraisal, choice: Swap) -> float:
        index = next(k for k, s in enumerate(a.view.line) if s.name == choice.constituency)
        issues = list(a.view.line[index].issues)
        issues[issues.index(choice.out)] = choice.into
        mine = a.manifestos[a.me]
        return a.value(mine, {index: issues}) - a.value(mine)

    def swap(self, a: Appraisal, decision: Decision) -> Answer:
        swaps = [c for c in decision.choices if isinstance(c, Swap)]
        scored = [(self._swap_gain(a, c), c) for c in swaps]
        gain, choice = max(scored, key=lambda t: t[0])
        if gain <= 1e-9 and any(isinstance(c, Pass) for c in decision.choices):
            return Pass(), "no swap would help its seats"
        return choice, f"swaps {choice.out} for {choice.into} in {choice.constituency}, where its manifesto is stronger"

    # --- election day ---------------------------------------------------------------------

    def drop(self, a: Appraisal, decision: Decision) -> Answer:
        from electioneer.parties.appraise import best_balanced

        mine = [p for p in a.manifestos[a.me] if p.name not in a.view.dropped]
        kept = {p.name for p in best_balanced(a, mine)}
        for choice in decision.choices:
            assert isinstance(choice, DropPolicy)
            if choice.policy not in kept:
                policy = a.cards.policy(choice.policy)
                return (
                    choice,
                    f"drops {policy.name} ({policy.money:+d}): the manifesto that balances and keeps most seats",
                )
        return decision.choices[0], "drops a policy to balance the books"

    # --- theatrics ------------------------------------------------------------------------

    def theatric(self, a: Appraisal, view: PartyView, decision: Decision) -> Answer:
        plays = [c for c in decision.choices if isinstance(c, PlayTheatric)]
        seat = view.current
        if seat is not None and view.phase == "campaign":
            chosen = {p: a.cards.policy(view.manifesto(p)[-1]) for p in view.parties}
            constituency = a.cards.constituency(seat.name)
            issues = [i for i in seat.issues if i is not None]
            now = count_week(constituency, issues, chosen, dict(view.adjust), view.ties_to)
            if now.winner != a.me:
                for play in sorted(plays, key=lambda c: a.cards.theatric(c.theatric).amount):
                    card = a.cards.theatric(play.theatric)
                    adjust = dict(view.adjust)
                    ties = view.ties_to
                    if card.effect is TheatricEffect.BOOST:
                        adjust[a.me] = adjust.get(a.me, 0) + card.amount
                    elif card.effect is TheatricEffect.KNOCK and play.target == now.winner:
                        adjust[play.target] = adjust.get(play.target, 0) - card.amount
                    elif card.effect is TheatricEffect.TIES:
                        ties = a.me
                    else:
                        continue
                    if count_week(constituency, issues, chosen, adjust, ties).winner == a.me:
                        return play, f"plays {card.name} to win this week in {seat.name}"
        for play in plays:
            card = a.cards.theatric(play.theatric)
            if card.effect is TheatricEffect.PEEK:
                return play, f"plays {card.name} to see issues still face down"
            if card.effect is TheatricEffect.SWAP and (view.phase != "campaign" or view.week >= 5):
                gain = max((self._swap_gain(a, swap) for swap in possible_swaps(a)), default=0.0)
                if gain > 0.02:
                    return play, f"plays {card.name} to change an issue where it counts"
        return Pass(), "keeps its theatrics for a better moment"


def possible_swaps(a: Appraisal) -> list[Swap]:
    """The swaps this party can see it could make: into a spare issue it has seen, or one it
    has not seen anywhere yet."""
    spare = set(a.view.spare_issues) if a.view.spare_issues is not None else {i for i, p in a.pool.items() if p > 0}
    return [
        Swap(seat.name, out, into)
        for seat in a.view.line
        if seat.revealed
        for out in {i for i in seat.issues if i is not None}
        for into in spare
        if into != out
    ]
