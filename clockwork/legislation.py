"""The legislation plays (docs/clockwork.md, "The plays"): pushing bills up for the
Government, down for the Opposition, the Debate Card and the Whips."""

from __future__ import annotations

from typing import Any, NamedTuple

from clockwork.appraise import BillOnBoard
from clockwork.turn import BillKey, Candidate, Turn, _best, _father, describe, vp_words
from engine import (
    Ability,
    Choice,
    Debate,
    Icon,
    Influence,
    PlayDebateCard,
    PlaySupporter,
    Votes,
    career_cost,
    debate_card_cost,
    debate_side,
)
from engine.words import counted

# --- Pushing bills -----------------------------------------------------------------------


class Push(NamedTuple):  # a tuple: made for every push tried, cheaper than a frozen record
    choice: Choice
    votes: int  # signed change to the target bill
    cubes: int  # Action Cubes spent (0 for a Supporter)


def cube_cost(turn: Turn, choice: Choice) -> int:
    """Action Cubes a choice costs: one for a mat action, a Career Card's price, at least one."""
    if not getattr(choice, "via", ""):
        return 1
    try:
        return max(1, career_cost(turn.appraiser.view, turn.me, choice))
    except (StopIteration, KeyError):
        return 1  # a scenario's own action (Devonshire's Campaign): one cube


def pushes(turn: Turn, item: BillOnBoard, sign: int) -> list[Push]:
    """Every legal choice that moves `item` in the direction `sign` (+1 up, -1 down),
    worked out once per decision."""
    key = ("pushes", item.slot_index, item.name, sign)
    found = turn.memo.get(key)
    if found is None:
        found = turn.memo[key] = tuple(_pushes(turn, item, sign))
    return list(found)


def _movers(turn: Turn, slot_index: int) -> list[Choice]:
    """The legal choices that may move the bill in `slot_index` (its Debates and Supporter
    plays, and every Influence), in the decision's order: sorted out once per decision."""
    by_slot: dict[int | None, list[Any]] | None = turn.memo.get(
        "movers"
    )  # None: (choice, slot) pairs; a slot: its choices
    if by_slot is None:
        tagged: list[tuple[Choice, int | None]] = []
        for choice in turn.decision.choices:
            if isinstance(choice, Debate):
                tagged.append((choice, choice.slot - 1))
            elif isinstance(choice, PlaySupporter):
                if choice.slot is not None:
                    tagged.append((choice, choice.slot - 1))
            elif isinstance(choice, Influence):
                tagged.append((choice, None))  # moves every M and P bill
        by_slot = turn.memo["movers"] = {None: tagged}
    found = by_slot.get(slot_index)
    if found is None:
        found = by_slot[slot_index] = [choice for choice, slot in by_slot[None] if slot is None or slot == slot_index]
    return found


def _pushes(turn: Turn, item: BillOnBoard, sign: int) -> list[Push]:
    out: list[Push] = []
    components = turn.appraiser.components
    for choice in _movers(turn, item.slot_index):
        if isinstance(choice, Debate) and choice.slot - 1 == item.slot_index and choice.votes * sign > 0:
            out.append(Push(choice, choice.votes, cube_cost(turn, choice)))
        elif isinstance(choice, PlaySupporter) and choice.slot is not None and choice.slot - 1 == item.slot_index:
            if not turn.supporters_allowed():
                continue
            option = components.supporter(choice.card).options[choice.option - 1]
            votes = sum(
                e.amount * ((choice.sign or 1) if e.either_way else 1) for e in option.effects if isinstance(e, Votes)
            )
            votes *= _father(turn, choice.card)
            if votes * sign > 0:
                out.append(Push(choice, votes, 0))
        elif isinstance(choice, Influence):
            icon = turn.appraiser.icon(item.bill)
            if icon is Icon.ALL:
                continue
            state = turn.state
            moved = min(choice.mps, state.moderates if choice.to == "partisan" else state.partisans)
            gains = (icon is Icon.PARTISAN) == (choice.to == "partisan")
            votes = moved if gains else -moved
            if votes * sign > 0:
                out.append(Push(choice, votes, 1))
    return out


def reach(turn: Turn, item: BillOnBoard, sign: int) -> int:
    """How far this seat can still move the bill this turn (cubes and Supporters)."""
    options = pushes(turn, item, sign)
    per_cube = max((abs(p.votes) / p.cubes for p in options if p.cubes), default=0)
    total = int(per_cube * turn.me.cubes) // 10 * 10
    seen: set[str] = set()
    for push in sorted(options, key=lambda p: -abs(p.votes)):
        if isinstance(push.choice, PlaySupporter) and push.choice.card not in seen:
            seen.add(push.choice.card)
            total += abs(push.votes)
    return total


def pick_push(turn: Turn, item: BillOnBoard, sign: int, needed: int) -> Push | None:
    """Cubes first while they suffice; Supporters when they do not. Biggest step first."""
    options = pushes(turn, item, sign)
    if not options:
        return None
    with_cubes = [p for p in options if p.cubes]
    per_cube = max((abs(p.votes) / p.cubes for p in with_cubes), default=0)
    if with_cubes and per_cube * turn.me.cubes >= needed:
        pool = with_cubes
    else:
        pool = [p for p in options if not p.cubes] or with_cubes
    if any(isinstance(p.choice, Influence) for p in pool):
        # an Influence moves every M and P bill: keep it only if the whole board gains
        pool = [p for p in pool if not isinstance(p.choice, Influence) or _influence_net(turn, p.choice) > 0] or pool
    return max(pool, key=lambda p: (abs(p.votes) / max(1, p.cubes), abs(p.votes), -p.cubes))


def _influence_net(turn: Turn, choice: Influence) -> float:
    return turn.appraiser.influence(choice.mps, choice.to)


# --- Legislation -----------------------------------------------------------------------


def resolution_target(turn: Turn) -> tuple[BillOnBoard, float, int] | None:
    """The PM's bill to resolve: the best stake times its chance once everything in hand is
    spent (worked out once per decision: the urgent check and the play both ask)."""
    if "resolution target" not in turn.memo:
        turn.memo["resolution target"] = _resolution_target(turn)
    found: tuple[BillOnBoard, float, int] | None = turn.memo["resolution target"]
    return found


def _resolution_target(turn: Turn) -> tuple[BillOnBoard, float, int] | None:
    a = turn.appraiser
    cands: list[tuple[float, BillKey, tuple[BillOnBoard, float, int]]] = []
    for item in a.bills():
        r = reach(turn, item, +1)
        score = a.stake(item) * a.chance(item.projected + r)
        cands.append((score, turn.bill_key(item), (item, score, r)))
    if not cands:
        return None
    cands.sort(key=lambda c: (-round(c[0], 3), c[1]))
    return cands[0][2]


def secure_bill(turn: Turn) -> Candidate | None:
    """PM: push the bill it means to resolve this round toward 350 (certain)."""
    target = resolution_target(turn)
    if target is None:
        return None
    item, score, r = target
    if item.projected >= 350 or score <= 0 or item.projected + r < 320:
        return None
    push = pick_push(turn, item, +1, 350 - item.projected)
    if push is None:
        return None
    a = turn.appraiser
    after = item.projected + push.votes
    if a.pm_wins_with(a.pm.index, item.bill.vp):  # the stake counts a victory: no number a person can weigh
        stake = f"passing it carries the PM to {a.pm.vp + item.bill.vp} VP and victory"
    else:
        stake = f"passing rather than losing it is worth {a.stake(item):.1f} VP to it"
    why = (
        f"the bill to resolve this round ({item.bill.vp} VP; {stake}): "
        f"{item.projected} -> {after} projected, chance {a.chance(item.projected):.0%} -> {a.chance(after):.0%}"
    )
    return Candidate(push.choice, describe(turn, push.choice), why)


def secure_bill_urgent(turn: Turn) -> bool:
    target = resolution_target(turn)
    if target is None:
        return False
    item, score, r = target
    return score > 0 and item.projected < 350 and item.projected + r >= 330


def build_bill(turn: Turn) -> Candidate | None:
    """PM: raise another Government bill for a later round."""
    a = turn.appraiser
    target = resolution_target(turn)
    skip = target[0].slot_index if target is not None and target[0].projected < 350 else None
    cands: list[tuple[float, BillKey, Candidate]] = []
    for item in a.bills():
        if item.slot_index == skip or item.projected >= 350 or item.projected < 290:
            continue
        push = pick_push(turn, item, +1, 350 - item.projected)
        if push is None or push.cubes == 0:
            continue  # Supporters are kept for the round the bill is resolved
        gain = a.bill_shift(item, push.votes, slack=20)
        if gain > 0.05:
            why = (
                f"{item.bill.vp} VP bill for a later round: {item.projected} -> {item.projected + push.votes} projected"
            )
            cands.append((gain, turn.bill_key(item), Candidate(push.choice, describe(turn, push.choice), why, gain)))
    return _best(cands)


def attack_bill(turn: Turn) -> Candidate | None:
    """Opposition (or a Resigned Backbencher): push down the most valuable Government bill
    that can be pushed below 320 (after the PM's reply, at the levels that look ahead)."""
    a = turn.appraiser
    if not any(isinstance(c, (Debate, PlaySupporter, Influence)) for c in turn.decision.choices):
        return None
    bills = a.bills()
    cands: list[tuple[float, BillKey, Candidate]] = []
    for item in bills:
        r = reach(turn, item, -1)
        if r == 0:
            continue
        reply = a.government_reach(item)
        loss = -a.stake(item)  # what the bill failing is worth to me
        if loss <= 0:
            continue
        # with more than one bill left, this one may wait a round: count a round more of pressure
        later = pressure(turn) if len(bills) > 1 else 0
        now = a.chance(item.projected + reply - later)
        after = a.chance(item.projected - r + reply - later)
        gain = loss * (now - after)
        if gain <= 0.05:
            continue
        needed = item.projected + reply - later - 310
        push = pick_push(turn, item, -1, needed)
        if push is None:
            continue
        below = item.projected - r + reply - later < 320
        ahead = (["the PM's reply"] if reply else []) + (["its own pressure next round"] if later else [])
        why = (
            f"the most valuable Government bill ({item.bill.vp} VP) that can be pushed "
            f"{'below 320' if below else 'down'}: {item.projected} now, {item.projected - r} after this turn"
            + (f", {item.projected - r + reply} after the PM's reply" if reply else "")
            + (f", {item.projected - r + reply - later} if it presses again next round" if later else "")
            + f"; chance of passing {a.chance(item.projected):.0%} at {item.projected} now"
            + (f", {now:.0%} counting {' and '.join(ahead)} if not pressed" if ahead else "")
            + f", {after:.0%} so pressed"
        )
        cands.append((gain, turn.bill_key(item), Candidate(push.choice, describe(turn, push.choice), why, gain)))
    return _best(cands)


def pressure(turn: Turn) -> int:
    """What this seat can push a bill down in an ordinary round: its Debate level times
    its cube income (two cubes at least for a leader)."""
    me = turn.me
    debate = turn.appraiser.components.politician(me.politician).level(Ability.DEBATE)
    level = min(debate, 2) if me.role.is_leader else 1
    cubes = max(me.cubes, 2 if me.role.is_leader else 1)
    return 10 * max(level, 1) * cubes


def attack_urgent(turn: Turn) -> bool:
    """A bill that would carry the PM to victory must be stopped first; at a level with an
    `attack_first_gain`, so must a bill whose attack gains at least that much (VP)."""
    a = turn.appraiser
    pm = a.pm
    if pm.index == a.seat or a.in_my_pool(pm.index):
        return False
    if any(pm.vp + item.bill.vp + 4 >= a.components.board.victory for item in a.bills()):
        return True
    if turn.level.attack_first_gain > 0:
        found = attack_bill(turn)
        return found is not None and found.value >= turn.level.attack_first_gain
    return False


def support_bill(turn: Turn) -> Candidate | None:
    """Debate up the Government bill the PM is most likely to resolve."""
    a = turn.appraiser
    if turn.me.resigned:
        return None
    cands: list[tuple[float, BillKey, Candidate]] = []
    for item in a.bills():
        if item.projected >= 350:
            continue
        push = pick_push(turn, item, +1, 350 - item.projected)
        if push is None or push.cubes == 0:
            continue
        slack = a.government_reach(item) if turn.level.look_ahead else 0
        gain = a.bill_shift(item, push.votes, slack)
        if gain <= 0.05:
            continue
        why = (
            f"{item.bill.vp} VP Government bill at {item.projected}: chance {a.chance(item.projected):.0%} -> "
            f"{a.chance(item.projected + push.votes):.0%}"
            + (
                f" ({a.chance(item.projected + slack):.0%} -> {a.chance(item.projected + push.votes + slack):.0%} counting "
                "what the Government can still add)"
                if slack
                else ""
            )
        )
        cands.append((gain, turn.bill_key(item), Candidate(push.choice, describe(turn, push.choice), why, gain)))
    return _best(cands)


def debate_card(turn: Turn) -> Candidate | None:
    """Stake the Debate Card on the bill whose outcome pays: up under the likeliest to pass,
    down under the likeliest to fail."""
    plays = turn.of(PlayDebateCard)
    if not plays or turn.me.debate_card is None:
        return None
    a = turn.appraiser
    side = debate_side(a.view, turn.me.debate_card, turn.state.pact)
    reward = max((a.effects(o, a.seat) for o in side.on_pass if o), default=0.0) if side.on_pass else 0.0
    penalty = max((a.effects(o, a.seat) for o in side.on_fail if o), default=0.0) if side.on_fail else 0.0
    cost = debate_card_cost(turn.me)
    cands: list[tuple[float, BillKey, Candidate]] = []
    for choice in plays:
        item = next(b for b in a.bills() if b.slot_index == choice.slot - 1)
        votes = side.direction * side.votes
        slack = a.government_reach(item)
        p = a.chance(item.projected + votes + slack)
        expected = p * reward + (1 - p) * penalty + a.bill_shift(item, votes, slack)
        if expected <= 0.4 * cost:
            continue
        board = a.chance(item.projected + votes)
        counted_in = (
            f", {(p if side.direction > 0 else 1 - p):.0%} counting what the Government can still add" if slack else ""
        )
        why = (
            f"{'passes' if side.direction > 0 else 'fails'} with chance {(board if side.direction > 0 else 1 - board):.0%} "
            f"at {item.projected + votes} projected{counted_in}; expected reward {vp_words(expected, pm=a.is_pm)} "
            f"for {counted(cost, 'cube')}"
        )
        cands.append((expected, turn.bill_key(item), Candidate(choice, describe(turn, choice), why, expected)))
    return _best(cands)


def whip(turn: Turn) -> Candidate | None:
    """Influence MPs between Moderate and Partisan where the bills on the board gain most."""
    a = turn.appraiser
    slack = a.default_slack()
    cands: list[tuple[float, tuple[str, int], Candidate]] = []
    for choice in turn.of(Influence):
        gain = a.influence(choice.mps, choice.to, slack)
        if gain > 0.2:
            why = f"the bills on the board gain {vp_words(gain, pm=a.is_pm)} in expected value (M {turn.state.moderates} / P {turn.state.partisans})"
            cands.append((gain, (choice.to, choice.mps), Candidate(choice, describe(turn, choice), why, gain)))
    return _best(cands)
