"""The plays a Clockwork politician tries in its action turn (docs/clockwork.md, "Plays").

A play looks at the seat's view and the legal choices of the pending "action" decision
and either proposes one choice (with the words of its reason) or passes. The policy
tries the plays of the seat's role in the profile's order, urgent ones first, then the
family named by the card's focus, then the rest; the first play that proposes a choice
is taken. The legislation plays are in `clockwork.legislation`.
"""

from __future__ import annotations

from typing import Callable, Iterator

from clockwork.data import PLAYS
from clockwork.legislation import (
    attack_bill,
    attack_urgent,
    build_bill,
    cube_cost,
    debate_card,
    secure_bill,
    secure_bill_urgent,
    support_bill,
    whip,
)
from clockwork.turn import Candidate, SectorKey, Turn, _best, _father, bill_name, describe, vp_words
from engine import (
    Campaign,
    Debate,
    Effect,
    Favour,
    Flatter,
    Hobnob,
    PlaySupporter,
    Popularity,
    Rejoin,
    Resign,
    Role,
    SeatState,
    Sector,
    Standing,
    career,
    side_of,
    targets_of,
    Votes,
)
from engine.words import counted

PM_CAMPAIGN_LEAD = 0  # a PM whose party leads by this many Popularity points or more stops Campaigning

# --- Popularity ----------------------------------------------------------------------------


def campaign(turn: Turn) -> Candidate | None:
    """Campaign where its party gains the most Popularity points. A PM campaigns only to
    defend: while its party's lead is under PM_CAMPAIGN_LEAD points or an Election is due
    (one bill or none left on the board); the Opposition always campaigns."""
    a = turn.appraiser
    if (
        turn.me.role is Role.PM
        and a.my_lead() >= PM_CAMPAIGN_LEAD
        and len(a.bills()) > 1
        and not postponed_election(turn)
    ):
        return None
    cands: list[tuple[float, SectorKey, Candidate]] = []
    for choice in turn.of(Campaign):
        sector = Sector(choice.sector)
        points = a.step_points(sector, turn.me.party, choice.level)
        if points <= 0:
            continue
        cost = cube_cost(turn, choice)
        gain = points * a.point_value() / cost
        lead = a.my_lead()
        why = f"+{points} Popularity points for the {turn.me.party.title}s (lead {lead:+d} -> {lead + points:+d})" + (
            f", {cost} cubes" if cost > 1 else ""
        )
        cands.append((gain, turn.sector_key(sector), Candidate(choice, describe(turn, choice), why, gain)))
    return _best(cands)


def postponed_election(turn: Turn) -> bool:
    """A PM (at a level that sees it) whose Election Marker is off the board: the Election it
    postponed comes at the next empty board and cannot be postponed again."""
    state = turn.state
    return (
        turn.level.campaign_when_postponed
        and turn.me.role is Role.PM
        and state.election_marker_in_game
        and not state.election_marker
    )


def campaign_urgent(turn: Turn) -> bool:
    """A PM that postponed its Election campaigns before anything else but a bill to secure."""
    return postponed_election(turn)


def _supporter_plays(
    turn: Turn, kinds: Callable[[tuple[Effect, ...]], bool], minimum: float
) -> list[tuple[float, tuple[SectorKey | tuple[()], str, int], Candidate]]:
    if not turn.supporters_allowed():
        return []
    a = turn.appraiser
    slack = a.default_slack()
    cands: list[tuple[float, tuple[SectorKey | tuple[()], str, int], Candidate]] = []
    for choice in turn.of(PlaySupporter):
        option = a.components.supporter(choice.card).options[choice.option - 1]
        if not kinds(option.effects):
            continue
        value = a.effects(option.effects, a.seat, targets_of(choice), _father(turn, choice.card), slack)
        # keep a card for later unless it pays more than an ordinary Supporter
        if value > minimum:
            sector = _sector_of(option.effects)
            key = (turn.sector_key(sector) if sector is not None else (), choice.card, choice.option)
            cands.append(
                (
                    value,
                    key,
                    Candidate(choice, describe(turn, choice), f"worth {vp_words(value, pm=a.is_pm)} now", value),
                )
            )
    return cands


def _sector_of(effects: tuple[Effect, ...]) -> Sector | None:
    return next((e.sector for e in effects if isinstance(e, Popularity)), None)


def _has(effect_type: type) -> Callable[[tuple[Effect, ...]], bool]:
    return lambda effects: any(isinstance(e, effect_type) for e in effects)


def rally(turn: Turn) -> Candidate | None:
    """Play a Supporter for Popularity: raise its party, or lower the other."""
    cands = _supporter_plays(turn, _has(Popularity), 0.6)
    best = _best(cands)
    if best is None or not isinstance(best.choice, PlaySupporter):
        return None
    a = turn.appraiser
    option = a.components.supporter(best.choice.card).options[best.choice.option - 1]
    change = a.lead_change(option.effects, a.seat, targets_of(best.choice), _father(turn, best.choice.card))
    lead = a.my_lead()
    said = f"{change:+d} to the {turn.me.party.title}s' lead ({lead:+d} -> {lead + change:+d})"
    votes = next((e for e in option.effects if isinstance(e, Votes)), None)
    intent = ""
    if votes is not None and best.choice.slot is not None:  # the card's Votes count in its worth too
        amount = abs(votes.amount) * (best.choice.sign or 1) if votes.either_way else votes.amount
        said = f"{amount:+d} Votes on {bill_name(turn, best.choice.slot - 1)}, {said}"
        if change <= 0:  # played for its Votes, not its Popularity
            intent = "supporter_votes_up" if amount > 0 else "supporter_votes_down"
    return Candidate(
        best.choice, best.what, f"{said}, worth {vp_words(best.value, pm=a.is_pm)} to it", best.value, intent
    )


# --- Court ---------------------------------------------------------------------------------


def flatter(turn: Turn) -> Candidate | None:
    """Raise its own Favour toward its appetite, toward the Favour its next Career Card asks
    (a Backbencher climbing the ladder), or to win a Challenge tie-break."""
    a = turn.appraiser
    me = turn.me
    above = a.leader_above()
    tie = above is not None and me.standing == above.standing and me.favour < above.favour
    career, goal = next_career(turn)
    wanted = max(turn.profile.favour_appetite, goal)
    if me.favour >= wanted and not tie:
        return None
    cands: list[tuple[float, tuple[int, str, int], Candidate]] = []
    for choice in turn.of(Flatter):
        if choice.target == me.index and choice.amount > 0:
            cost = 1
            cands.append(
                (
                    choice.amount / cost,
                    (0, choice.via, choice.level),
                    Candidate(choice, describe(turn, choice), "", choice.amount),
                )
            )
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
                cands.append(
                    (value / 2, (1, choice.card, choice.option), Candidate(choice, describe(turn, choice), "", value))
                )
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


def _threats(turn: Turn) -> list[SeatState]:
    a = turn.appraiser
    guard = turn.profile.standing_guard(turn.level.standing_guard)
    return [c for c in a.challengers() if c.standing >= turn.me.standing - guard]


def guard_standing(turn: Turn) -> Candidate | None:
    """A leader with a challenger close behind raises its Standing or lowers the challenger's."""
    threats = _threats(turn)
    if not threats or not turn.supporters_allowed():
        return None
    a = turn.appraiser
    cands: list[tuple[float, tuple[int, str, int], Candidate]] = []
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
    a = turn.appraiser
    me = turn.me
    above = a.leader_above()
    if above is None or a.ambition < turn.level.challenge_ambition:
        return None
    gap = above.standing - me.standing
    if gap > 1:
        return None
    cands: list[tuple[float, tuple[int, str, int], Candidate]] = []
    for choice in turn.of(Flatter):
        if choice.level == 2 and gap == 0 and me.favour < above.favour:
            if (choice.target == above.index and choice.amount < 0) or (
                choice.target == me.index and choice.amount > 0
            ):
                cands.append(
                    (
                        2.0,
                        (0, "", int(choice.target != above.index)),
                        Candidate(choice, describe(turn, choice), "", 2.0),
                    )
                )
    if turn.supporters_allowed():
        for choice in turn.of(PlaySupporter):
            option = a.components.supporter(choice.card).options[choice.option - 1]
            hits = [e for e in option.effects if isinstance(e, (Standing, Favour))]
            if not hits or choice.player != above.index:
                continue
            value = a.effects(option.effects, a.seat, targets_of(choice), _father(turn, choice.card))
            if value > 0.5:
                cands.append(
                    (value, (1, choice.card, choice.option), Candidate(choice, describe(turn, choice), "", value))
                )
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
        return (
            f"ambition {a.ambition}: the PM drops to Standing {after}, mine reaches {mine} "
            f"(Favour {me.favour} v {pm.favour}): a Challenge this round"
        )
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
    return Candidate(
        Rejoin(),
        "ask to rejoin the Government",
        f"the PM's Standing {pm.standing} is out of reach of mine ({me.standing}); pooling again is worth more",
    )


# --- Patronage -----------------------------------------------------------------------------


def hobnob(turn: Turn) -> Candidate | None:
    """Draw Supporters until the hand holds the level's hand size."""
    held = len(turn.me.supporters)
    size = 4 if turn.hoarding() else turn.level.hand_size
    if held >= size:
        return None
    options = turn.of(Hobnob)
    if not options:
        return None
    choice = max(options, key=lambda c: c.level)
    # no promise to keep them: a card drawn that serves at once is played at once
    return Candidate(
        choice,
        describe(turn, choice),
        f"{counted(held, 'Supporter')} in hand, fewer than the {size} it likes to choose from",
        0.7,
    )


def hoard(turn: Turn) -> Candidate | None:
    """Opposition Backbencher: with the Father of the House card, play the doubled hand;
    otherwise fill the hand (Hobnob) and hold it."""
    a = turn.appraiser
    if turn.state.father_of_the_house == turn.me.index:
        slack = a.default_slack()
        cands = []
        for choice in turn.of(PlaySupporter):
            if choice.card not in turn.me.held_at_turn_start:
                continue
            option = a.components.supporter(choice.card).options[choice.option - 1]
            value = a.effects(option.effects, a.seat, targets_of(choice), 2, slack)
            if value > 0.2:
                cands.append(
                    (
                        value,
                        (choice.card, choice.option),
                        Candidate(
                            choice,
                            describe(turn, choice),
                            f"doubled by the Father of the House: worth {vp_words(value, pm=a.is_pm)} to it",
                            value,
                        ),
                    )
                )
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
    cands: list[tuple[float, tuple[str, str], Candidate]] = []
    for choice in turn.decision.choices:
        value = None
        if isinstance(choice, Campaign):
            value = a.popularity(Sector(choice.sector), turn.me.party, choice.level)
        elif isinstance(choice, Flatter):
            value = a.favour(choice.target, choice.amount)
        elif isinstance(choice, Hobnob) and len(turn.me.supporters) < 4:
            value = a.supporters(a.seat, choice.level, 1) * 0.6
        elif isinstance(choice, Debate) and not choice.via:
            item = next((b for b in a.bills() if b.slot_index == choice.slot - 1), None)
            if item is not None:
                value = a.bill_shift(item, choice.votes, slack.get(item.slot_index, 0))
        if value is not None and value > 0.05:
            cands.append(
                (
                    value,
                    (type(choice).__name__, str(choice)),
                    Candidate(
                        choice,
                        describe(turn, choice),
                        f"a spare cube, worth {vp_words(value, pm=a.is_pm)} to it here",
                        value,
                    ),
                )
            )
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
    "campaign": campaign_urgent,
    "guard_standing": guard_urgent,
    "resign": lambda turn: resign_plan(turn) is not None,
    "hoard": hoard_urgent,
}

assert set(PLAY_FUNCTIONS) == set(PLAYS), "every play in clockwork.data.PLAYS needs a function"


def ordered_plays(turn: Turn, role_key: str) -> Iterator[tuple[str, str]]:
    """The role's plays in the order they are tried, each with why it is in that place:
    urgent plays first, then the card's focus family, then the rest (profile order).
    Given one at a time: an urgent play is handed out as soon as it is found urgent, so a
    seat that takes it never asks whether the plays after it are urgent."""
    names = list(turn.profile.plays[role_key])
    urgent: list[str] = []
    for n in names:
        check = URGENT.get(n)
        if check is not None and check(turn):
            urgent.append(n)
            yield n, "urgent"
    focus = [n for n in names if n not in urgent and PLAYS[n][0] == turn.card.focus]
    rest = [n for n in names if n not in urgent and n not in focus]
    if turn.level.list_depth:
        rest = rest[: turn.level.list_depth]  # a novice looks no further down its list
    for n in focus:
        yield n, "focus"
    for n in rest:
        yield n, "list"
