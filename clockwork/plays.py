"""The plays a Clockwork politician tries in its action turn (docs/clockwork.md, "Plays").

A play looks at the seat's view and the legal choices of the pending "action" decision
and either proposes one choice (with the words of its reason) or passes. The policy
tries the plays of the seat's role in the profile's order, urgent ones first, then the
family named by the card's focus, then the rest; the first play that proposes a choice
is taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from clockwork.appraise import Appraiser, BillOnBoard
from clockwork.data import PLAYS, ClockworkCard, Level, Profile
from engine.components import Ability, Icon, Sector, Votes
from engine.decisions import (
    Campaign,
    Choice,
    Debate,
    Decision,
    EndTurn,
    Flatter,
    Hobnob,
    Influence,
    PlayDebateCard,
    PlaySupporter,
    Rejoin,
    Resign,
)
from engine.state import Role


PM_CAMPAIGN_LEAD = 0  # a PM whose party leads by this many Popularity points stops Campaigning


@dataclass(frozen=True)
class Candidate:
    choice: Choice
    what: str  # the play in words: "Debate 2 -20 on Public Health Act"
    why: str  # the numbers that decided it
    value: float = 0.0


@dataclass
class Turn:
    """Everything a play may look at."""

    appraiser: Appraiser
    decision: Decision
    card: ClockworkCard
    profile: Profile
    level: Level

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.appraiser.state

    @property
    def me(self):  # type: ignore[no-untyped-def]
        return self.appraiser.me

    def of(self, kind: type) -> list:
        return [c for c in self.decision.choices if isinstance(c, kind)]

    def bill_key(self, item: BillOnBoard) -> tuple:
        """The card's bill pointer: the order in which tied bills are preferred."""
        pointer = self.card.bill
        if pointer == "most_vp":
            return (-item.bill.vp, item.slot)
        if pointer == "weakest":
            return (item.projected, item.slot)
        if pointer == "strongest":
            return (-item.projected, item.slot)
        if pointer == "last_slot":
            return (-item.slot,)
        return (item.slot,)

    def sector_key(self, sector: Sector) -> tuple:
        """The card's sector pointer: the order in which tied Sectors are preferred."""
        pointer = self.card.sector
        order = list(Sector)
        if pointer == "preferred":
            listed = list(self.profile.sectors)
            return (listed.index(sector) if sector in listed else len(listed), order.index(sector))
        if pointer == "weakest":
            ladder = self.appraiser.components.board.ladder(sector, self.me.party)
            position = self.state.position(sector, self.me.party)
            return (position / max(1, len(ladder.positions) - 1), order.index(sector))
        if pointer == "richest":
            return (-self.appraiser.step_points(sector, self.me.party, 1), order.index(sector))
        if pointer == "last":
            return (-order.index(sector),)
        return (order.index(sector),)

    def supporters_allowed(self) -> bool:
        """An Opposition Backbencher who hoards plays Supporters only with the Father of the
        House card in hand (they are doubled) or with a full hand of four."""
        if self.me.role is not Role.OPPOSITION_BACKBENCHER or "hoard" not in self.profile.plays[self.me.role.value]:
            return True
        return self.state.father_of_the_house == self.me.index or len(self.me.supporters) >= 4


def _best(cands: list[tuple[float, tuple, Candidate]]) -> Candidate | None:
    if not cands:
        return None
    cands.sort(key=lambda c: (-round(c[0], 3), c[1]))
    return cands[0][2]


def bill_name(turn: Turn, slot: int) -> str:
    item = turn.state.slots[slot]
    return item.name if item is not None else f"slot {slot + 1}"


def describe(turn: Turn, choice: Choice) -> str:
    """A choice in the words of a reason."""
    if isinstance(choice, Debate):
        name = bill_name(turn, choice.bill - 1)
        if choice.via:
            return f"{choice.via}: Debate {choice.votes:+d} on {name}"
        return f"Debate {abs(choice.votes) // 10} {choice.votes:+d} on {name}"
    if isinstance(choice, Campaign):
        via = f" ({choice.via})" if choice.via else ""
        return f"Campaign {choice.sector} {choice.level}{via}"
    if isinstance(choice, Flatter):
        target = turn.state.seats[choice.target].politician
        via = f" ({choice.via})" if choice.via else ""
        return f"Flatter {choice.level} {choice.amount:+d} Favour for {target}{via}"
    if isinstance(choice, Hobnob):
        return f"Hobnob {choice.level}"
    if isinstance(choice, Influence):
        via = f" ({choice.via})" if choice.via else ""
        return f"Influence {choice.mps} MPs to {choice.to}{via}"
    if isinstance(choice, PlaySupporter):
        option = turn.appraiser.components.supporter(choice.card).options[choice.option - 1]
        extra = []
        if choice.bill is not None:
            extra.append(f"{'+' if (choice.sign or 1) > 0 else '-'} on {bill_name(turn, choice.bill - 1)}")
        if choice.party:
            extra.append(f"{choice.party} party")
        if choice.player is not None:
            who = turn.state.seats[choice.player].politician
            extra.append(who if choice.sign_player is None else f"{'raise' if choice.sign_player > 0 else 'lower'} {who}")
        if choice.to:
            extra.append(f"to {choice.to}")
        return f"play {choice.card} ({option.label}{', ' + ', '.join(extra) if extra else ''})"
    if isinstance(choice, PlayDebateCard):
        return f"Debate Card under {bill_name(turn, choice.bill - 1)}"
    if isinstance(choice, Resign):
        return "Resign"
    if isinstance(choice, Rejoin):
        return "ask to rejoin the Government"
    if isinstance(choice, EndTurn):
        return "end the turn"
    return str(choice)


# --- Pushing bills -----------------------------------------------------------------------


@dataclass(frozen=True)
class Push:
    choice: Choice
    votes: int  # signed change to the target bill
    cubes: int  # Action Cubes spent (0 for a Supporter)


def _father(turn: Turn, card: str) -> int:
    me = turn.me
    return 2 if turn.state.father_of_the_house == me.index and card in me.held_at_turn_start else 1


def cube_cost(turn: Turn, choice: Choice) -> int:
    """Action Cubes a choice costs: one for a mat action, a Career Card's price, at least one."""
    if not getattr(choice, "via", ""):
        return 1
    from engine.backbench import career_cost

    try:
        return max(1, career_cost(turn.appraiser.view, turn.me, choice))
    except (StopIteration, KeyError):
        return 1  # a scenario's own action (Devonshire's Campaign): one cube


def pushes(turn: Turn, item: BillOnBoard, sign: int) -> list[Push]:
    """Every legal choice that moves `item` in the direction `sign` (+1 up, -1 down)."""
    out: list[Push] = []
    components = turn.appraiser.components
    for choice in turn.decision.choices:
        if isinstance(choice, Debate) and choice.bill - 1 == item.slot and choice.votes * sign > 0:
            out.append(Push(choice, choice.votes, cube_cost(turn, choice)))
        elif isinstance(choice, PlaySupporter) and choice.bill is not None and choice.bill - 1 == item.slot:
            if not turn.supporters_allowed():
                continue
            option = components.supporter(choice.card).options[choice.option - 1]
            votes = sum(e.amount * ((choice.sign or 1) if e.either_way else 1) for e in option.effects if isinstance(e, Votes))
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
    """The PM's bill to resolve: the best stake times its chance once everything in hand is spent."""
    a = turn.appraiser
    cands: list[tuple[float, tuple, tuple[BillOnBoard, float, int]]] = []
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
    why = (f"the bill to resolve this round ({item.bill.vp} VP, stake {a.stake(item):.1f}): "
           f"{item.projected} -> {after} projected, chance {a.chance(item.projected):.0%} -> {a.chance(after):.0%}")
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
    skip = target[0].slot if target is not None and target[0].projected < 350 else None
    cands: list[tuple[float, tuple, Candidate]] = []
    for item in a.bills():
        if item.slot == skip or item.projected >= 350 or item.projected < 290:
            continue
        push = pick_push(turn, item, +1, 350 - item.projected)
        if push is None or push.cubes == 0:
            continue  # Supporters are kept for the round the bill is resolved
        gain = a.bill_shift(item, push.votes, slack=20)
        if gain > 0.05:
            why = f"{item.bill.vp} VP bill for a later round: {item.projected} -> {item.projected + push.votes} projected"
            cands.append((gain, turn.bill_key(item), Candidate(push.choice, describe(turn, push.choice), why, gain)))
    return _best(cands)


def attack_bill(turn: Turn) -> Candidate | None:
    """Opposition (or a Resigned Backbencher): push down the most valuable Government bill
    that can be pushed below 320 (after the PM's reply, at the levels that look ahead)."""
    a = turn.appraiser
    if not any(isinstance(c, (Debate, PlaySupporter, Influence)) for c in turn.decision.choices):
        return None
    bills = a.bills()
    cands: list[tuple[float, tuple, Candidate]] = []
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
        why = (f"the most valuable Government bill ({item.bill.vp} VP) that can be pushed "
               f"{'below 320' if below else 'down'}: {item.projected} now, {item.projected - r} after this turn"
               + (f", {item.projected - r + reply} if the PM replies" if reply else "")
               + (f", {item.projected - r - later} after another round" if later else "")
               + f"; chance {now:.0%} -> {after:.0%}")
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
    """A bill that would carry the PM to victory must be stopped first."""
    a = turn.appraiser
    pm = a.pm
    if pm.index == a.seat or a.in_my_pool(pm.index):
        return False
    return any(pm.vp + item.bill.vp + 4 >= a.components.board.victory for item in a.bills())


def support_bill(turn: Turn) -> Candidate | None:
    """Debate up the Government bill the PM is most likely to resolve."""
    a = turn.appraiser
    if turn.me.resigned:
        return None
    cands: list[tuple[float, tuple, Candidate]] = []
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
        why = f"{item.bill.vp} VP Government bill at {item.projected}: chance {a.chance(item.projected + slack):.0%} -> {a.chance(item.projected + push.votes + slack):.0%}"
        cands.append((gain, turn.bill_key(item), Candidate(push.choice, describe(turn, push.choice), why, gain)))
    return _best(cands)


def debate_card(turn: Turn) -> Candidate | None:
    """Stake the Debate Card on the bill whose outcome pays: up under the likeliest to pass,
    down under the likeliest to fail."""
    from engine.backbench import debate_card_cost, debate_side

    plays = turn.of(PlayDebateCard)
    if not plays or turn.me.debate_card is None:
        return None
    a = turn.appraiser
    side = debate_side(a.view, turn.me.debate_card, turn.state.pact)
    reward = max((a.effects(o, a.seat) for o in side.on_pass if o), default=0.0) if side.on_pass else 0.0
    penalty = max((a.effects(o, a.seat) for o in side.on_fail if o), default=0.0) if side.on_fail else 0.0
    cost = debate_card_cost(turn.me)
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in plays:
        item = next(b for b in a.bills() if b.slot == choice.bill - 1)
        votes = side.direction * side.votes
        slack = a.government_reach(item)
        p = a.chance(item.projected + votes + slack)
        expected = p * reward + (1 - p) * penalty + a.bill_shift(item, votes, slack)
        if expected <= 0.4 * cost:
            continue
        why = (f"{'passes' if side.direction > 0 else 'fails'} with chance {(p if side.direction > 0 else 1 - p):.0%} "
               f"at {item.projected + votes} projected; expected reward {expected:.1f} for {cost} cube(s)")
        cands.append((expected, turn.bill_key(item), Candidate(choice, describe(turn, choice), why, expected)))
    return _best(cands)


def whip(turn: Turn) -> Candidate | None:
    """Influence MPs between Moderate and Partisan where the bills on the board gain most."""
    a = turn.appraiser
    slack = a.default_slack()
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.of(Influence):
        gain = a.influence(choice.mps, choice.to, slack)
        if gain > 0.2:
            why = f"the bills on the board gain {gain:.1f} (M {turn.state.moderates} / P {turn.state.partisans})"
            cands.append((gain, (choice.to, choice.mps), Candidate(choice, describe(turn, choice), why, gain)))
    return _best(cands)


# --- Popularity ----------------------------------------------------------------------------


def campaign(turn: Turn) -> Candidate | None:
    """Campaign where its party gains the most Popularity points. A PM campaigns only to
    defend: while its party's lead is under PM_CAMPAIGN_LEAD points or an Election is due
    (one bill or none left on the board); the Opposition always campaigns."""
    a = turn.appraiser
    if turn.me.role is Role.PM and a.my_lead() >= PM_CAMPAIGN_LEAD and len(a.bills()) > 1:
        return None
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.of(Campaign):
        sector = Sector(choice.sector)
        points = a.step_points(sector, turn.me.party, choice.level)
        if points <= 0:
            continue
        cost = cube_cost(turn, choice)
        gain = points * a.point_value() / cost
        lead = a.my_lead()
        why = f"+{points} Popularity points for the {turn.me.party.title}s (lead {lead:+d} -> {lead + points:+d})" + (f", {cost} cubes" if cost > 1 else "")
        cands.append((gain, turn.sector_key(sector), Candidate(choice, describe(turn, choice), why, gain)))
    return _best(cands)


def _supporter_plays(turn: Turn, kinds: Callable[[tuple], bool], minimum: float) -> list[tuple[float, tuple, Candidate]]:
    if not turn.supporters_allowed():
        return []
    a = turn.appraiser
    from engine.supporters import targets_of

    slack = a.default_slack()
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.of(PlaySupporter):
        option = a.components.supporter(choice.card).options[choice.option - 1]
        if not kinds(option.effects):
            continue
        value = a.effects(option.effects, a.seat, targets_of(choice), _father(turn, choice.card), slack)
        # keep a card for later unless it pays more than an ordinary Supporter
        if value > minimum:
            sector = _sector_of(option.effects)
            key = (turn.sector_key(sector) if sector is not None else (), choice.card, choice.option)
            cands.append((value, key, Candidate(choice, describe(turn, choice), f"worth {value:.1f} VP now", value)))
    return cands


def _sector_of(effects: tuple) -> Sector | None:
    from engine.components import Popularity

    return next((e.sector for e in effects if isinstance(e, Popularity)), None)


def _has(effect_type: type) -> Callable[[tuple], bool]:
    return lambda effects: any(isinstance(e, effect_type) for e in effects)


def rally(turn: Turn) -> Candidate | None:
    """Play a Supporter for Popularity: raise its party, or lower the other."""
    from engine.components import Popularity

    from engine.supporters import targets_of

    cands = _supporter_plays(turn, _has(Popularity), 0.6)
    best = _best(cands)
    if best is None or not isinstance(best.choice, PlaySupporter):
        return None
    a = turn.appraiser
    option = a.components.supporter(best.choice.card).options[best.choice.option - 1]
    change = a.lead_change(option.effects, a.seat, targets_of(best.choice), _father(turn, best.choice.card))
    lead = a.my_lead()
    why = f"{change:+d} to the {turn.me.party.title}s' lead ({lead:+d} -> {lead + change:+d}), worth {best.value:.1f}"
    return Candidate(best.choice, best.what, why, best.value)


# --- Court ---------------------------------------------------------------------------------


def flatter(turn: Turn) -> Candidate | None:
    """Raise its own Favour toward its appetite, toward the Favour its next Career Card asks
    (a Backbencher climbing the ladder), or to win a Challenge tie-break."""
    from engine.components import Favour
    from engine.supporters import targets_of

    a = turn.appraiser
    me = turn.me
    above = a.leader_above()
    tie = above is not None and me.standing == above.standing and me.favour < above.favour
    career, goal = next_career(turn)
    wanted = max(turn.profile.favour_appetite, goal)
    if me.favour >= wanted and not tie:
        return None
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.of(Flatter):
        if choice.target == me.index and choice.amount > 0:
            cost = 1
            cands.append((choice.amount / cost, (0, choice.via, choice.level), Candidate(choice, describe(turn, choice), "", choice.amount)))
    if turn.supporters_allowed():
        for choice in turn.of(PlaySupporter):
            option = a.components.supporter(choice.card).options[choice.option - 1]
            favours = [e for e in option.effects if isinstance(e, Favour)]
            if not favours or len(option.effects) > len(favours):
                continue
            targets = targets_of(choice)
            value = a.effects(option.effects, a.seat, targets, _father(turn, choice.card))
            raised = choice.player in (None, me.index) and (choice.sign_player or 1) > 0
            if raised and value > 0:
                cands.append((value / 2, (1, choice.card, choice.option), Candidate(choice, describe(turn, choice), "", value)))
    best = _best(cands)
    if best is None:
        return None
    reason = f"Favour {me.favour}, appetite {turn.profile.favour_appetite}"
    if goal > turn.profile.favour_appetite and career:
        reason = f"Favour {me.favour}: the {career} Career Card asks {goal}"
    if tie and above is not None:
        reason = f"Standing tied with {above.politician} at {me.standing}, Favour {me.favour} v {above.favour}"
    return Candidate(best.choice, best.what, reason, best.value)


def next_career(turn: Turn) -> tuple[str, int]:
    """The Career Card a Backbencher is closest to turning up by Favour (6.2.2): one whose
    ability it has and whose Standing it has or will have within two turns."""
    from engine.backbench import career, side_of

    me = turn.me
    if me.role.is_leader or me.resigned:
        return "", 0
    politician = turn.appraiser.components.politician(me.politician)
    best = ("", 0)
    for name in me.careers:
        if name in me.active_careers:
            continue
        try:
            card = career(turn.appraiser.view, name, side_of(me))
        except (StopIteration, KeyError):
            continue
        if card.requires_ability is not None and politician.level(card.requires_ability) == 0:
            continue
        if card.min_favour > me.favour and card.min_standing <= me.standing + 2:
            if best[1] == 0 or card.min_favour < best[1]:
                best = (name, card.min_favour)
    return best


def _threats(turn: Turn) -> list:
    a = turn.appraiser
    guard = turn.level.standing_guard
    return [c for c in a.challengers() if c.standing >= turn.me.standing - guard]


def guard_standing(turn: Turn) -> Candidate | None:
    """A leader with a challenger close behind raises its Standing or lowers the challenger's."""
    from engine.components import Favour, Standing
    from engine.supporters import targets_of

    threats = _threats(turn)
    if not threats or not turn.supporters_allowed():
        return None
    a = turn.appraiser
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.of(PlaySupporter):
        option = a.components.supporter(choice.card).options[choice.option - 1]
        if not any(isinstance(e, (Standing, Favour)) for e in option.effects):
            continue
        value = a.effects(option.effects, a.seat, targets_of(choice), _father(turn, choice.card))
        if value > 0.5:
            cands.append((value, (0, choice.card, choice.option), Candidate(choice, describe(turn, choice), "", value)))
    for choice in turn.of(Flatter):
        if choice.level == 2 and choice.amount < 0 and any(t.index == choice.target for t in threats):
            target = turn.state.seats[choice.target]
            if target.standing >= turn.me.standing and target.favour >= turn.me.favour - 1:
                value = a.favour(choice.target, choice.amount)
                cands.append((value, (1, "", choice.target), Candidate(choice, describe(turn, choice), "", value)))
    best = _best(cands)
    if best is None:
        return None
    names = ", ".join(f"{t.politician} at {t.standing}" for t in threats)
    why = f"Standing {turn.me.standing} with a challenger close behind ({names})"
    return Candidate(best.choice, best.what, why, best.value)


def guard_urgent(turn: Turn) -> bool:
    me = turn.me
    return any(turn.appraiser.may_challenge(c, me) for c in turn.appraiser.challengers())


# --- Intrigue ------------------------------------------------------------------------------


def undermine(turn: Turn) -> Candidate | None:
    """Lower the Standing or Favour of the leader above it when that opens a Challenge."""
    from engine.components import Favour, Standing
    from engine.supporters import targets_of

    a = turn.appraiser
    me = turn.me
    above = a.leader_above()
    if above is None or a.ambition < turn.level.challenge_ambition:
        return None
    gap = above.standing - me.standing
    if gap > 1:
        return None
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.of(Flatter):
        if choice.level == 2 and gap == 0 and me.favour < above.favour:
            if (choice.target == above.index and choice.amount < 0) or (choice.target == me.index and choice.amount > 0):
                cands.append((2.0, (0, "", int(choice.target != above.index)), Candidate(choice, describe(turn, choice), "", 2.0)))
    if turn.supporters_allowed():
        for choice in turn.of(PlaySupporter):
            option = a.components.supporter(choice.card).options[choice.option - 1]
            hits = [e for e in option.effects if isinstance(e, (Standing, Favour))]
            if not hits or choice.player != above.index:
                continue
            value = a.effects(option.effects, a.seat, targets_of(choice), _father(turn, choice.card))
            if value > 0.5:
                cands.append((value, (1, choice.card, choice.option), Candidate(choice, describe(turn, choice), "", value)))
    best = _best(cands)
    if best is None:
        return None
    why = f"{above.politician} has Standing {above.standing}, Favour {above.favour}; mine {me.standing}, {me.favour}: a Challenge comes within reach"
    return Candidate(best.choice, best.what, why, best.value)


def resign_plan(turn: Turn) -> str | None:
    """Why Resigning now opens a Challenge this round, or None."""
    a = turn.appraiser
    me = turn.me
    if not turn.of(Resign) or me.resigned:
        return None
    if a.ambition < turn.level.resign_ambition:
        return None
    if turn.state.pact and a.ambition < 6:
        return None  # Resigning in a Pact throws away the Pact's VP
    pm = a.pm
    mine = min(8, me.standing + 1)  # the Backbencher Standing bonus at the end of this turn
    if a.may_challenge(me, pm, standing=mine):
        return None  # no need: the Challenge is already there
    low, _ = a.standing_range(pm)
    after = max(low, pm.standing - 2)
    if not a.may_challenge(me, pm, standing=mine) and (mine > after or (mine == after and me.favour >= pm.favour)):
        return (f"ambition {a.ambition}: the PM drops to Standing {after}, mine reaches {mine} "
                f"(Favour {me.favour} v {pm.favour}): a Challenge this round")
    return None


def resign(turn: Turn) -> Candidate | None:
    why = resign_plan(turn)
    if why is None:
        return None
    return Candidate(Resign(), "Resign", why, 5.0)


def rejoin(turn: Turn) -> Candidate | None:
    """A Resigned Backbencher goes back when no Challenge is in sight."""
    a = turn.appraiser
    me = turn.me
    if not me.resigned or not turn.of(Rejoin):
        return None
    pm = a.pm
    if pm.standing - (me.standing + 1) < 2:
        return None
    return Candidate(Rejoin(), "ask to rejoin the Government",
                     f"the PM's Standing {pm.standing} is out of reach of mine ({me.standing}); pooling again is worth more")


# --- Patronage -----------------------------------------------------------------------------


def hobnob(turn: Turn) -> Candidate | None:
    """Draw Supporters until the hand holds the level's hand size."""
    held = len(turn.me.supporters)
    size = 4 if turn.me.role is Role.OPPOSITION_BACKBENCHER and "hoard" in turn.profile.plays[turn.me.role.value] else turn.level.hand_size
    if held >= size:
        return None
    options = turn.of(Hobnob)
    if not options:
        return None
    choice = max(options, key=lambda c: c.level)
    return Candidate(choice, describe(turn, choice), f"{held} Supporter(s) in hand, aims to hold {size}", 0.7)


def hoard(turn: Turn) -> Candidate | None:
    """Opposition Backbencher: with the Father of the House card, play the doubled hand;
    otherwise fill the hand (Hobnob) and hold it."""
    a = turn.appraiser
    if turn.state.father_of_the_house == turn.me.index:
        from engine.supporters import targets_of

        slack = a.default_slack()
        cands = []
        for choice in turn.of(PlaySupporter):
            if choice.card not in turn.me.held_at_turn_start:
                continue
            option = a.components.supporter(choice.card).options[choice.option - 1]
            value = a.effects(option.effects, a.seat, targets_of(choice), 2, slack)
            if value > 0.2:
                cands.append((value, (choice.card, choice.option), Candidate(choice, describe(turn, choice), f"doubled by the Father of the House: worth {value:.1f}", value)))
        best = _best(cands)
        if best is not None:
            return best
    return hobnob(turn)


def hoard_urgent(turn: Turn) -> bool:
    return turn.state.father_of_the_house == turn.me.index and bool(turn.me.held_at_turn_start)


# --- Using up the cubes --------------------------------------------------------------------


def spend(turn: Turn) -> Candidate | None:
    """No play applies: spend a cube on the best-valued action rather than lose it."""
    if turn.me.cubes <= 0:
        return None
    a = turn.appraiser
    slack = a.default_slack()
    cands: list[tuple[float, tuple, Candidate]] = []
    for choice in turn.decision.choices:
        value = None
        if isinstance(choice, Campaign):
            value = a.popularity(Sector(choice.sector), turn.me.party, choice.level)
        elif isinstance(choice, Flatter):
            value = a.favour(choice.target, choice.amount)
        elif isinstance(choice, Hobnob) and len(turn.me.supporters) < 4:
            value = a.supporters(a.seat, choice.level, 1) * 0.6
        elif isinstance(choice, Debate) and not choice.via:
            item = next((b for b in a.bills() if b.slot == choice.bill - 1), None)
            if item is not None:
                value = a.bill_shift(item, choice.votes, slack.get(item.slot, 0))
        if value is not None and value > 0.05:
            cands.append((value, (type(choice).__name__, str(choice)), Candidate(choice, describe(turn, choice), f"a spare cube, worth {value:.1f} here", value)))
    return _best(cands)


PLAY_FUNCTIONS: dict[str, Callable[[Turn], Candidate | None]] = {
    "secure_bill": secure_bill,
    "build_bill": build_bill,
    "support_bill": support_bill,
    "attack_bill": attack_bill,
    "debate_card": debate_card,
    "whip": whip,
    "campaign": campaign,
    "rally": rally,
    "flatter": flatter,
    "guard_standing": guard_standing,
    "undermine": undermine,
    "resign": resign,
    "rejoin": rejoin,
    "hobnob": hobnob,
    "hoard": hoard,
}

URGENT: dict[str, Callable[[Turn], bool]] = {
    "secure_bill": secure_bill_urgent,
    "attack_bill": attack_urgent,
    "guard_standing": guard_urgent,
    "resign": lambda turn: resign_plan(turn) is not None,
    "hoard": hoard_urgent,
}

assert set(PLAY_FUNCTIONS) == set(PLAYS), "every play in clockwork.data.PLAYS needs a function"


def ordered_plays(turn: Turn, role_key: str) -> list[tuple[str, str]]:
    """The role's plays in the order they are tried, each with why it is in that place:
    urgent plays first, then the card's focus family, then the rest (profile order)."""
    names = list(turn.profile.plays[role_key])
    urgent = [n for n in names if n in URGENT and URGENT[n](turn)]
    focus = [n for n in names if n not in urgent and PLAYS[n][0] == turn.card.focus]
    rest = [n for n in names if n not in urgent and n not in focus]
    if turn.level.list_depth:
        rest = rest[: turn.level.list_depth]  # a novice looks no further down its list
    return [(n, "urgent") for n in urgent] + [(n, "focus") for n in focus] + [(n, "list") for n in rest]

