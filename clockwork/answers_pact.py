"""A Clockwork politician's answers about the Pact (3.1): ending it, proposing it, offering
and agreeing to it, and the Opposition's order of turns. Part of the ANSWERS table of
`clockwork.answers`; each answer returns (choice, what, why)."""

from __future__ import annotations

from clockwork.appraise import Appraiser, BillOnBoard
from clockwork.data import TemperName
from clockwork.turn import Reply, Turn, pm_push_per_round, yes_no
from engine import Order
from engine.words import counted


def pact_end_vp(a: Appraiser) -> int:
    return a.level.pact_end_vp - a.level.pact_end_step * max(0, a.ambition - 1)


def attackable(turn: Turn) -> tuple[BillOnBoard, int] | None:
    """A Government bill the Opposition could push below 320 this round (its Debate actions)."""
    from clockwork.legislation import pressure

    a = turn.appraiser
    if a.state.pact:
        # judge the bills as they would stand once the Pact is over
        view = a.view.clone()
        view.state.pact = False
        a = Appraiser(view, a.seat, a.profile, a.level, a.temper)
    power = pressure(turn)
    rescue = pm_push_per_round(a)
    best = None
    for item in a.bills():
        if item.projected - power < 320 and item.projected + rescue >= 320 and -a.stake(item) > 1:
            if best is None or item.bill.vp > best[0].bill.vp:
                best = (item, power)
    return best


def end_pact(turn: Turn) -> Reply:
    a = turn.appraiser
    threshold = pact_end_vp(a)
    pm = a.pm
    target = attackable(turn)
    lead = a.my_lead()
    if pm.vp >= threshold:
        return (
            yes_no(turn.decision, True),
            "end the Pact",
            f"the PM has {pm.vp} VP, at or past the {threshold} at which I end a Pact (ambition {a.ambition}): time to fight",
        )
    early = a.level.no_campaign_pact_round
    if early and a.state.round >= early and not a.party_campaigns():
        return (
            yes_no(turn.decision, True),
            "end the Pact",
            f"round {a.state.round}: no one in my party can Campaign, so the Opposition scores its VP by attacking the bills, "
            f"and waits to Challenge until the PM has {a.level.no_campaign_challenge_vp} VP",
        )
    # In a Pact the VP stay level and a change of Government keeps the Pact (3.1.4); ending
    # it only pays when attacks on the bills can still open a Challenge.
    gap = pm.standing - a.me.standing
    if target is not None and a.ambition >= 3 and gap <= a.level.pact_attack_gap:
        item, power = target
        return (
            yes_no(turn.decision, True),
            "end the Pact",
            f"{item.name} ({item.bill.vp} VP) stands at {item.projected}, within {power} Votes of falling below 320, "
            f"and the PM's Standing {pm.standing} is {_against_mine(gap)} (ambition {a.ambition})",
        )
    if a.level.pact_trail_end and lead < -a.level.pact_trail_end and a.ambition >= 3 and a.state.round >= 3:
        return (
            yes_no(turn.decision, True),
            "end the Pact",
            f"the {a.me.party.title}s trail by {-lead} Popularity points: only attacks can bring the Government down",
        )
    # the reason says which of the tests above held it back: no bill to attack, too little ambition, the PM too strong
    limit = a.level.pact_attack_gap
    most = (
        f"at most {limit} above mine"
        if limit > 0
        else "no higher than mine"
        if limit == 0
        else f"at least {-limit} below mine"
    )
    if target is None:
        why = f"no bill within reach of falling (ambition {a.ambition})"
    elif a.ambition < 3:
        why = (
            f"{target[0].name} could be brought below 320, but I attack only from ambition 3, and mine is {a.ambition}"
        )
    else:
        why = (
            f"{target[0].name} could be brought below 320, but the PM's Standing {pm.standing} is {_against_mine(gap)}: "
            f"I end a Pact to attack only with it {most} (ambition {a.ambition})"
        )
    return (
        yes_no(turn.decision, False),
        "keep the Pact",
        f"the PM has {pm.vp} VP, short of the {threshold} at which I end a Pact; {why}",
    )


def _against_mine(gap: int) -> str:
    """The PM's Standing against this seat's: "3 above mine", "2 below mine", "level with mine"."""
    return f"{gap} above mine" if gap > 0 else f"{-gap} below mine" if gap < 0 else "level with mine"


def wants_pact(turn: Turn) -> tuple[bool, str]:
    a = turn.appraiser
    threshold = pact_end_vp(a)
    behind = a.pm.vp - a.me.vp
    if a.pm.vp >= threshold:
        return False, f"the PM has {a.pm.vp} VP, past the {threshold} at which I end a Pact: no Pact now"
    early = a.level.no_campaign_pact_round
    if early and a.state.round >= early and not a.party_campaigns():
        # the Pact it would end at once (end_pact): no offer it does not mean to keep
        return False, (
            f"round {a.state.round}: no one in my party can Campaign, so the Opposition scores its VP by attacking "
            "the bills, outside a Pact"
        )
    if (
        a.ambition <= a.level.pact_propose_ambition
        and behind >= a.level.pact_propose_behind
        and attackable(turn) is None
    ):
        return True, f"ambition {a.ambition}, {behind} VP behind the PM and no bill to attack: pool VP again"
    return False, f"ambition {a.ambition}, {behind:+d} VP against the PM: the Opposition fights on alone"


def propose_pact(turn: Turn) -> Reply:
    yes, why = wants_pact(turn)
    return yes_no(turn.decision, yes), ("propose to restart the Pact" if yes else "no Pact"), why


def restart_pact(turn: Turn) -> Reply:
    yes, why = wants_pact(turn)
    return yes_no(turn.decision, yes), ("restart the Pact" if yes else "leave the Pact off"), why


def pact_offer(turn: Turn) -> Reply:
    """Opposition Leader: the PM offers the Pact; accept on the terms it would propose it."""
    yes, why = wants_pact(turn)
    return yes_no(turn.decision, yes), ("accept the Pact" if yes else "refuse the Pact"), why


def agree_pact(turn: Turn) -> Reply:
    a = turn.appraiser
    weak = [b for b in a.bills() if b.projected < 350]
    lead = a.my_lead()
    if not a.level.pact_agree:
        return (
            yes_no(turn.decision, False),
            "decline the Pact",
            f"a Pact keeps the VP level and the Opposition in the race (lead {lead:+d})",
        )
    if lead >= 0 or weak:
        why = (
            f"{counted(len(weak), 'Government bill')} below 350 would be safe from attack"
            if weak
            else f"the {a.me.party.title}s lead by {lead}: pooled VP suit the Government"
        )
        return yes_no(turn.decision, True), "agree to restart the Pact", why
    return (
        yes_no(turn.decision, False),
        "decline the Pact",
        f"the {a.me.party.title}s trail by {-lead} and every bill is safe: no VP for the Opposition",
    )


def opposition_order(turn: Turn) -> Reply:
    a = turn.appraiser
    orders = [c for c in turn.decision.choices if isinstance(c, Order)]
    leader_first = turn.card.temper is TemperName.BOLD
    for order in orders:
        if (order.seats[0] == a.seat) == leader_first:
            first = a.state.seats[order.seats[0]].politician
            why = (
                "bold: the Leader strikes first"
                if leader_first
                else "the Backbencher first, so the Leader acts last before the PM"
            )
            return order, f"{first} first", why
    return orders[0], "the first order", "no preference"
