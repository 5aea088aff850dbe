"""A Clockwork politician's answers at Bill Resolution (9.0): the PM's choice of a Vote, an
agreement with the Opposition Leader or a withdrawal, and the Opposition Leader's answer to
an agreement offered (docs/clockwork.md, "Answers"). `clockwork.answers` holds the rest and
the table that hands each decision to its answer.
"""

from __future__ import annotations

from clockwork.appraise import Appraiser, BillOnBoard
from clockwork.turn import BillKey, Reply, Turn, vp_pair, yes_no
from engine import Agreement, BillInPlay, Vote, Withdraw


def _vote_ev(a: Appraiser, item: BillOnBoard) -> tuple[float, float, float, float]:
    slot = a.state.slots[item.slot_index]
    cards = slot.debate_cards if slot is not None else []
    p = a.chance(item.projected)
    passed = a.passed_value(item.bill, cards)
    failed = a.lost_value(item.bill, "fail", cards)
    withdrawn = a.lost_value(item.bill, "withdraw", cards)
    return p, p * passed + (1 - p) * failed, passed, withdrawn


def resolve_bill(turn: Turn) -> Reply:
    """PM: a certain bill first; then a Vote at the temper's odds; then ask the Opposition
    Leader to agree; then withdraw the bill that loses least."""
    a = turn.appraiser
    decision = turn.decision
    threshold = max(0.0, min(1.0, a.level.vote_chance + a.temper.vote_chance))
    rows = []
    for item in a.bills():
        p, vote_ev, passed, withdrawn = _vote_ev(a, item)
        rows.append((item, p, vote_ev, passed, withdrawn))
    legal = set(decision.choices)

    def tie(item: BillOnBoard) -> BillKey:
        return turn.bill_key(item)

    sure = [r for r in rows if r[1] >= 1 and Vote(r[0].slot_index + 1) in legal]
    if sure:
        item = min(sure, key=lambda r: (-round(r[3], 3), tie(r[0])))[0]
        return (
            Vote(item.slot_index + 1),
            f"Vote on {item.name}",
            f"{item.projected} projected: it cannot fail ({item.bill.vp} VP)",
        )
    votes = [r for r in rows if Vote(r[0].slot_index + 1) in legal and r[1] >= threshold and r[2] >= r[4]]
    if votes:
        row = min(votes, key=lambda r: (-round(r[2], 3), tie(r[0])))
        item, p = row[0], row[1]
        voting, withdrawing = vp_pair(row[2], row[4], pm=a.is_pm)
        worth = _victory(a, item) or f"a Vote is worth {voting} on average, withdrawing {withdrawing}"
        return (
            Vote(item.slot_index + 1),
            f"Vote on {item.name}",
            f"{item.projected} projected, passes {p:.0%} (needs {threshold:.0%} when {a.temper.name}); {worth}",
        )
    fallback = max((r[4] for r in rows), default=0.0)
    asks = []
    for item, _p, vote_ev, passed, _withdrawn in rows:
        if Agreement(item.slot_index + 1) not in legal:
            continue
        agreed = passed + a.opposition_scores(5)
        if agreed > max(fallback, vote_ev if Vote(item.slot_index + 1) in legal else fallback) + 0.5:
            asks.append((agreed, item))
    if asks:
        agreed, item = min(asks, key=lambda t: (-round(t[0], 3), tie(t[1])))
        agreeing, withdrawing = vp_pair(agreed, fallback, pm=a.is_pm)
        worth = (
            _victory(a, item, agreed=True)
            or f"passing it with +5 VP to the Opposition is worth {agreeing} to the Government, withdrawing {withdrawing}"
        )
        return Agreement(item.slot_index + 1), f"ask the Opposition Leader to pass {item.name}", worth
    gambles = [r for r in rows if Vote(r[0].slot_index + 1) in legal and r[2] > r[4]]
    if gambles:
        row = min(gambles, key=lambda r: (-round(r[2], 3), tie(r[0])))
        item = row[0]
        voting, withdrawing = vp_pair(row[2], row[4], pm=a.is_pm)
        worth = _victory(a, item) or f"a Vote costs less than a withdrawal ({voting} against {withdrawing} on average)"
        return Vote(item.slot_index + 1), f"Vote on {item.name}", f"only {row[1]:.0%} to pass, but {worth}"
    # withdraw the bill least likely ever to pass
    withdrawable = [r for r in rows if Withdraw(r[0].slot_index + 1) in legal]
    row = min(withdrawable, key=lambda r: (r[0].projected, r[3], tie(r[0])))
    item = row[0]
    return (
        Withdraw(item.slot_index + 1),
        f"withdraw {item.name}",
        f"{item.projected} projected, no Vote worth calling (chance {row[1]:.0%}, needs {threshold:.0%}); the weakest bill goes",
    )


def _victory(a: Appraiser, item: BillOnBoard, agreed: bool = False) -> str:
    """Where passing the bill wins the game for this PM, that in words (a value counting a
    victory is no number a person can weigh); else ""."""
    gain = item.bill.vp + (5 if agreed and a.state.pact else 0)  # in a Pact the Opposition's 5 VP are pooled too
    if a.pm.index != a.seat or not a.pm_wins_with(a.pm.index, gain):
        return ""
    how = "passing it by agreement (+5 VP to the Opposition)" if agreed else "passing it"
    return f"{how} would carry the PM to {a.pm.vp + gain} VP and victory"


def agreement(turn: Turn) -> Reply:
    """Opposition Leader: agree when the Opposition comes out ahead by the margin."""
    a = turn.appraiser
    bill = turn.decision.about
    item = next((b for b in a.bills() if isinstance(bill, BillInPlay) and b.slot_index == bill.slot - 1), None)
    if item is None:
        return yes_no(turn.decision, False), "refuse", "cannot tell which bill is offered"
    margin = a.level.agreement_margin + a.temper.agreement_margin
    p, vote_ev, passed, withdrawn = _vote_ev(a, item)
    accepted = passed + a.opposition_scores(5)
    if a.state.pact:
        accepted = passed + a.vp(a.pm.index, 5)
    # refused: the PM votes on it if it may, or withdraws (it asked because it is weak)
    refused = max(vote_ev, withdrawn) if p > 0 else withdrawn
    refused = min(refused, vote_ev) if p >= 0.5 else refused
    challenge_now = a.may_challenge(a.me, a.pm)
    gain = accepted - refused
    if a.pm_wins_with(a.pm.index, item.bill.vp + (5 if a.state.pact else 0)) and a.pm.index != a.seat:
        return (
            yes_no(turn.decision, False),
            f"refuse to pass {item.name}",
            f"it would carry the PM to {a.pm.vp + item.bill.vp} VP and victory",
        )
    if a.state.pact and not challenge_now:
        margin += 2
    yes = gain >= margin
    agreeing, refusing = vp_pair(accepted, refused, pm=a.is_pm)
    why = (
        f"{item.name} at {item.projected} ({p:.0%} by Vote): agreeing is worth {agreeing} to the Opposition, "
        f"refusing {refusing}; it agrees only when agreeing is {margin:.1f} VP or more ahead"
    )
    return yes_no(turn.decision, yes), f"{'agree' if yes else 'refuse'} to pass {item.name}", why
