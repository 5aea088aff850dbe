"""The Clockwork balance study: 4-player (or 2/3-player) Clockwork-only games under a
named variant of the Clockwork's behaviour, to see what moves the party balance and the
changes of Government (bench/report_history.py --topic balance).

    python bench/clockwork_study.py                          # every variant, 200 games each
    python bench/clockwork_study.py --variants baseline,pm-always-holds --games 400 --jobs 2
    python bench/clockwork_study.py --list

A variant changes one behaviour for the length of the run, inside the worker processes
only (nothing is written to the Clockwork's files). `conservatives-govern-first` is a
diagnostic, not a rule: it seats the Conservatives as the first Government to separate the
first Government's edge from the Liberal side's own. The games are the same games as
`prime-minister simulate --seed S` (game i uses the same derived seed).

`NAME@POLITICIAN` (for instance `ol-holds-back-3@Salisbury`, here and in
`bench/politician_study.py --variant`) confines a variant to one politician: the plays and
answers it replaces change on that politician's turns only.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _hold_from(chance: float) -> None:
    """The PM holds every Election whose odds of keeping office reach `chance`."""
    import clockwork.answers as answers
    from engine.decisions import HoldElection

    standard = answers.election

    def election(turn):  # type: ignore[no-untyped-def]
        keep, _, _ = answers.election_chances(turn)
        if keep >= chance:
            return HoldElection(), "hold the Election", f"keeps office {keep:.0%} (study: holds from {chance:.0%})"
        return standard(turn)

    answers.ANSWERS["election"] = election


def _level(**numbers: float) -> None:
    import clockwork.data as data

    standard = data.ClockworkData.level
    data.ClockworkData.level = lambda self, name: replace(standard(self, name), **numbers)  # type: ignore[method-assign]


def _election_drive() -> None:
    """Opposition seats put Campaign and rally first while an Election is due this round."""
    import clockwork.plays as plays

    def due(turn):  # type: ignore[no-untyped-def]
        me = turn.me
        return (not me.in_government or me.resigned) and len(turn.state.bills_on_board()) <= 1

    plays.URGENT["campaign"] = due
    plays.URGENT["rally"] = due


def _pact_until_first_election() -> None:
    import clockwork.answers as answers
    from clockwork.turn import yes_no

    standard = answers.end_pact

    def end_pact(turn):  # type: ignore[no-untyped-def]
        if turn.state.round <= 3 and turn.appraiser.pm.vp < 40:
            return yes_no(turn.decision, False), "keep the Pact", "study: the Pact holds to the first Election"
        return standard(turn)

    answers.ANSWERS["end pact"] = end_pact


def _conservatives_first() -> None:
    import engine.setup as setup
    from engine.backbench import deal_backbencher_cards
    from engine.components import Party
    from engine.state import Role

    standard = setup.initial_state
    swap = {
        Role.PM: Role.OPPOSITION_LEADER,
        Role.GOVERNMENT_BACKBENCHER: Role.OPPOSITION_BACKBENCHER,
        Role.OPPOSITION_LEADER: Role.PM,
        Role.OPPOSITION_BACKBENCHER: Role.GOVERNMENT_BACKBENCHER,
    }

    def initial_state(components, chosen):  # type: ignore[no-untyped-def]
        state = standard(components, chosen)
        for seat in state.seats:
            seat.role = swap[seat.role]
            seat.standing = components.board.mat(seat.role.mat).standing_start
            seat.careers = []
        state.government = Party.CONSERVATIVE
        deal_backbencher_cards(components, state)
        return state

    setup.initial_state = initial_state


def _lone_pm_rule() -> None:
    """Every PM postpones an Election it expects to lose, a Backbencher beside it or not
    (the Clockwork's rule before commit 9717aae)."""
    import clockwork.answers as answers
    from engine.decisions import PostponeElection

    standard = answers.election

    def election(turn):  # type: ignore[no-untyped-def]
        keep, threshold, numbers = answers.election_chances(turn)
        if keep < threshold and PostponeElection() in turn.decision.choices:
            return PostponeElection(), "remove the Election Marker", f"{numbers} (study: postpones as if alone)"
        return standard(turn)

    answers.ANSWERS["election"] = election


def _hold_under_threat(distance: int) -> None:
    """A PM with a Government Backbencher holds a losing Election only while that
    Backbencher is within `distance` points of its Standing (else it postpones)."""
    import clockwork.answers as answers
    from engine.decisions import PostponeElection

    standard = answers.election

    def election(turn):  # type: ignore[no-untyped-def]
        keep, threshold, numbers = answers.election_chances(turn)
        state = turn.appraiser.state
        partner = state.government_backbencher
        far = partner is not None and partner.standing < state.pm.standing - distance
        if keep < threshold and far and PostponeElection() in turn.decision.choices:
            return (
                PostponeElection(),
                "remove the Election Marker",
                f"{numbers} (study: the Backbencher is over {distance} behind)",
            )
        return standard(turn)

    answers.ANSWERS["election"] = election


def _attack_first() -> None:
    """Every Opposition Leader tries *attack bill* before *campaign* (as all but Palmerston
    and Peel did before commit 9717aae)."""
    import clockwork.data as data

    standard = data.ClockworkData.profile

    def profile(self, politician):  # type: ignore[no-untyped-def]
        found = standard(self, politician)
        plays = list(found.plays["opposition_leader"])
        if "campaign" in plays and "attack_bill" in plays:
            plays.remove("campaign")
            plays.insert(plays.index("attack_bill") + 1, "campaign")
        return replace(found, plays={**found.plays, "opposition_leader": tuple(plays)})

    data.ClockworkData.profile = profile  # type: ignore[method-assign]


def _attack_for_a_challenge() -> None:
    """The Opposition Leader attacks bills first (urgently) whenever a failed bill (+2
    Standing for it, -2 for the PM) would let it Challenge the PM this round."""
    import clockwork.plays as plays
    from engine.challenges import may_challenge
    from engine.state import Role

    standard = plays.URGENT["attack_bill"]

    def urgent(turn):  # type: ignore[no-untyped-def]
        me, pm = turn.me, turn.appraiser.pm
        reach = (
            me.role is Role.OPPOSITION_LEADER
            and bool(turn.appraiser.bills())
            and may_challenge(replace(me, standing=me.standing + 2), replace(pm, standing=pm.standing - 2))
        )
        return reach or standard(turn)

    plays.URGENT["attack_bill"] = urgent


def _own_backbencher(turn):  # type: ignore[no-untyped-def]
    """The leader's own party Backbencher (not Resigned), or None."""
    from engine.state import Role

    me, state = turn.me, turn.state
    if me.role is Role.PM:
        found = state.government_backbencher
        return None if found is None or found.resigned else found
    if me.role is Role.OPPOSITION_LEADER:
        return state.opposition_backbencher
    return None


def _foresight(climb: int) -> None:
    """Leaders count their own Backbencher `climb` points of Standing higher (it gains a
    point every turn) when they weigh Standing and Favour."""
    import clockwork.appraise as appraise
    from engine.state import Role

    standard = appraise.Appraiser._gaps

    def gaps(self, standing, favour):  # type: ignore[no-untyped-def]
        me = self.me
        if me.role.is_leader:
            mate = self.state.government_backbencher if me.role is Role.PM else self.state.opposition_backbencher
            if mate is not None and not mate.resigned:
                standing = dict(standing)
                standing[mate.index] = min(8, standing[mate.index] + climb)
        return standard(self, standing, favour)

    appraise.Appraiser._gaps = gaps  # type: ignore[method-assign]


def _guard_early(turns: int, hobnob: bool, attack: bool) -> None:
    """A leader whose own Backbencher could Challenge it within `turns` turns (a point a
    turn) guards at once: Standing or Favour Supporters, Flatter itself at a tie, and
    (`hobnob`) Hobnob for such Supporters, (`attack`) attack a bill (a failed bill is +2)."""
    import clockwork.plays as plays
    from clockwork.legislation import attack_bill
    from engine import Flatter

    standard_guard = plays.PLAY_FUNCTIONS["guard_standing"]
    standard_urgent = plays.URGENT["guard_standing"]

    def soon(turn):  # type: ignore[no-untyped-def]
        mate = _own_backbencher(turn)
        if mate is None:
            return False
        a = turn.appraiser
        return a.may_challenge(mate, turn.me, standing=min(8, mate.standing + turns))

    def guard(turn):  # type: ignore[no-untyped-def]
        found = standard_guard(turn)
        if found is not None or not soon(turn):
            return found
        me = turn.me
        mate = _own_backbencher(turn)
        if attack and me.role.value == "opposition_leader" and not turn.state.pact:
            hit = attack_bill(turn)
            if hit is not None:
                return hit
        for choice in turn.of(Flatter):
            if choice.target == me.index and choice.amount > 0 and me.favour <= mate.favour:
                return plays.Candidate(choice, plays.describe(turn, choice), "study: Favour over its Backbencher", 1.0)
        if hobnob:
            return plays.hobnob(turn) if len(me.supporters) < 4 else None
        return None

    plays.PLAY_FUNCTIONS["guard_standing"] = guard
    plays.URGENT["guard_standing"] = lambda turn: standard_urgent(turn) or soon(turn)


def _pm_election_drive(rally_from: float, hobnob: bool) -> None:
    """A PM whose Election is near (the marker postponed, or one bill or none left) and
    whose chance of keeping office is below one half campaigns and rallies first, playing
    any Popularity Supporter worth more than `rally_from` (`hobnob`: and Hobnobs for them)."""
    import clockwork.plays as plays
    from engine import Ability
    from engine.elections import election_odds_now
    from engine.state import Role

    def due(turn):  # type: ignore[no-untyped-def]
        state = turn.state
        if turn.me.role is not Role.PM or state.pact:
            return False
        near = (state.election_marker_in_game and not state.election_marker) or len(turn.appraiser.bills()) <= 1
        if not near:
            return False
        key = ("study keep",)
        if key not in turn.memo:
            turn.memo[key] = float(election_odds_now(turn.appraiser.view).pm_keeps_office)
        return turn.memo[key] < 0.5

    standard_rally = plays.PLAY_FUNCTIONS["rally"]
    standard_campaign = plays.PLAY_FUNCTIONS["campaign"]
    standard_hobnob = plays.PLAY_FUNCTIONS["hobnob"]

    def rally(turn):  # type: ignore[no-untyped-def]
        if not due(turn):
            return standard_rally(turn)
        found = standard_rally(turn) or plays._best(
            plays._supporter_plays(turn, plays._has(plays.Popularity), rally_from)
        )
        if found is None and hobnob and len(turn.me.supporters) < 4:
            return standard_hobnob(turn)
        return found

    def campaign(turn):  # type: ignore[no-untyped-def]
        if not due(turn):
            return standard_campaign(turn)
        cands = []
        for choice in turn.of(plays.Campaign):
            points = turn.appraiser.step_points(plays.Sector(choice.sector), turn.me.party, choice.level)
            if points > 0:
                cands.append(
                    (
                        points / plays.cube_cost(turn, choice),
                        turn.sector_key(plays.Sector(choice.sector)),
                        plays.Candidate(
                            choice, plays.describe(turn, choice), f"study: +{points} before an Election", points
                        ),
                    )
                )
        return plays._best(cands)

    plays.PLAY_FUNCTIONS["rally"] = rally
    plays.PLAY_FUNCTIONS["campaign"] = campaign
    plays.URGENT["rally"] = due
    plays.URGENT["campaign"] = lambda turn: (
        due(turn) and turn.appraiser.components.politician(turn.me.politician).level(Ability.CAMPAIGN) > 0
    )


def _uncampaigned_pm_holds(chance: float) -> None:
    """A PM that cannot Campaign (Derby) holds every Election from `chance` of keeping
    office: postponing it only lets the other party's Campaigns widen the gap."""
    import clockwork.answers as answers
    from engine import Ability
    from engine.decisions import HoldElection

    standard = answers.ANSWERS["election"]

    def election(turn):  # type: ignore[no-untyped-def]
        keep, _, _ = answers.election_chances(turn)
        if keep >= chance and turn.appraiser.components.politician(turn.me.politician).level(Ability.CAMPAIGN) == 0:
            return (
                HoldElection(),
                "hold the Election",
                f"keeps office {keep:.0%} (study: cannot Campaign, holds from {chance:.0%})",
            )
        return standard(turn)

    answers.ANSWERS["election"] = election


def _uncampaigned(turn) -> bool:  # type: ignore[no-untyped-def]
    """Is this seat's party without anyone at the table who can Campaign (Derby alone)?"""
    return not turn.appraiser.party_campaigns()


def _uncampaigned_agreement(margin: float) -> None:
    """An Opposition Leader whose party cannot Campaign agrees to a bill at `margin` VP."""
    import clockwork.answers as answers

    standard = answers.ANSWERS["agreement"]

    def agreement(turn):  # type: ignore[no-untyped-def]
        if not _uncampaigned(turn):
            return standard(turn)
        a = turn.appraiser
        level = a.level
        a.level = replace(level, agreement_margin=margin)
        try:
            return standard(turn)
        finally:
            a.level = level

    answers.ANSWERS["agreement"] = agreement


def _pm_campaign_lead(lead: int) -> None:
    """A PM campaigns while its party's Popularity lead is under `lead` points (shipped: 0)."""
    import clockwork.plays as plays

    plays.PM_CAMPAIGN_LEAD = lead


VARIANTS: dict[str, tuple[str, Callable[[], None]]] = {
    "baseline": ("the Clockwork as shipped", lambda: None),
    "pm-always-holds": ("no PM removes the Election Marker, a PM alone included", lambda: _hold_from(0.0)),
    "pm-holds-from-40": ("a PM alone postpones only below 40% to keep office", lambda: _hold_from(0.4)),
    "pm-holds-from-30": ("a PM alone postpones only below 30% to keep office", lambda: _hold_from(0.3)),
    "opposition-election-drive": ("the Opposition campaigns first when an Election is due", _election_drive),
    "pact-until-first-election": (
        "the Opposition Leader keeps the Pact to the first Election",
        _pact_until_first_election,
    ),
    "royal-favour-x3": ("leaders weigh Royal Interference three times as much", lambda: _level(royal_favour=2.4)),
    "loyal-backbenchers": (
        "Backbenchers Challenge and Resign only at ambition 5-6",
        lambda: _level(challenge_ambition=5, resign_ambition=6),
    ),
    "agreeable-opposition": (
        "the Opposition Leader agrees to a bill at a margin of -1",
        lambda: _level(agreement_margin=-1),
    ),
    "popularity-x0.5": ("a Popularity point is worth half as much", lambda: _level(point_value=0.15)),
    "popularity-x1.7": ("a Popularity point is worth 1.7 times as much", lambda: _level(point_value=0.5)),
    "pm-postpones-as-if-alone": ("a PM with a Backbencher postpones losing Elections too", _lone_pm_rule),
    "pm-holds-under-threat-2": (
        "a PM with a Backbencher holds only while it is within 2 Standing",
        lambda: _hold_under_threat(2),
    ),
    "pm-holds-under-threat-4": (
        "a PM with a Backbencher holds only while it is within 4 Standing",
        lambda: _hold_under_threat(4),
    ),
    "attack-before-campaign": ("Opposition Leaders attack bills before they campaign", _attack_first),
    "attack-for-a-challenge": (
        "the Opposition Leader attacks first when a failed bill opens a Challenge",
        _attack_for_a_challenge,
    ),
    "leader-foresight-2": ("leaders count their own Backbencher 2 Standing higher (its climb)", lambda: _foresight(2)),
    "leader-foresight-3": ("leaders count their own Backbencher 3 Standing higher (its climb)", lambda: _foresight(3)),
    "guard-early-2": (
        "a leader guards at once when its own Backbencher could Challenge within 2 turns",
        lambda: _guard_early(2, False, False),
    ),
    "guard-early-2-hobnob": ("... and Hobnobs for Standing Supporters", lambda: _guard_early(2, True, False)),
    "guard-early-2-attack": ("... and (Opposition Leader) attacks a bill first", lambda: _guard_early(2, True, True)),
    "guard-early-3-attack": ("as guard-early-2-attack, within 3 turns", lambda: _guard_early(3, True, True)),
    "pm-election-drive": (
        "a PM likely to lose its coming Election campaigns and rallies first",
        lambda: _pm_election_drive(0.0, False),
    ),
    "pm-election-drive-hobnob": ("... and Hobnobs for Popularity Supporters", lambda: _pm_election_drive(0.0, True)),
    "uncampaigned-pm-holds-0": ("a PM that cannot Campaign holds every Election", lambda: _uncampaigned_pm_holds(0.0)),
    "uncampaigned-pm-holds-20": (
        "a PM that cannot Campaign holds every Election from 20% of keeping office",
        lambda: _uncampaigned_pm_holds(0.2),
    ),
    "no-campaign-ambition-only": (
        "a party that cannot Campaign: its Opposition Leader Challenges whenever it may and keeps the Pact by its ambition",
        lambda: _level(no_campaign_challenge_vp=0, no_campaign_pact_round=0),
    ),
    "no-campaign-challenge-80-only": (
        "... Challenges only once the PM has 80 VP, and keeps the Pact by its ambition",
        lambda: _level(no_campaign_pact_round=0),
    ),
    "no-campaign-challenge-70-only": (
        "... Challenges only once the PM has 70 VP, and keeps the Pact by its ambition",
        lambda: _level(no_campaign_challenge_vp=70, no_campaign_pact_round=0),
    ),
    "uncampaigned-agreement-1": (
        "an Opposition Leader who cannot Campaign agrees to bills at a margin of -1",
        lambda: _uncampaigned_agreement(-1),
    ),
    "pm-campaign-lead-5": (
        "a PM campaigns while its party leads by under 5 Popularity points",
        lambda: _pm_campaign_lead(5),
    ),
    "pm-campaign-lead-10": (
        "a PM campaigns while its party leads by under 10 Popularity points",
        lambda: _pm_campaign_lead(10),
    ),
    "ol-holds-back-3": ("an Opposition Leader does not Campaign in rounds 1-3 (it Hobnobs)", lambda: _ol_holds_back(3)),
    "conservatives-govern-first": ("diagnostic: the Conservatives are the first Government", _conservatives_first),
}


def _ol_holds_back(last_round: int) -> None:
    """An Opposition Leader does not Campaign up to `last_round` (it Hobnobs instead), so
    the first Election is left to the others: a 4-player starting leader who wins it takes
    the PM's mat with its own Backbencher close behind."""
    import clockwork.plays as plays
    from engine.state import Role

    standard_campaign = plays.PLAY_FUNCTIONS["campaign"]
    standard_urgent = plays.URGENT["campaign"]

    def early(turn):  # type: ignore[no-untyped-def]
        return turn.me.role is Role.OPPOSITION_LEADER and turn.state.round <= last_round

    plays.PLAY_FUNCTIONS["campaign"] = lambda turn: None if early(turn) else standard_campaign(turn)
    plays.URGENT["campaign"] = lambda turn: not early(turn) and standard_urgent(turn)


def split_variant(variant: str) -> tuple[str, str | None]:
    """`NAME@POLITICIAN`: the variant NAME for one politician only (the name or its last word)."""
    name, _, politician = variant.partition("@")
    return name, politician or None


def known_variant(variant: str) -> bool:
    return split_variant(variant)[0] in VARIANTS


def apply_variant(variant: str) -> None:
    """Run once in each worker process, before its first game. With `@POLITICIAN` only the
    plays and answers the variant replaced change, and only for that politician's turns."""
    name, politician = split_variant(variant)
    if politician is None:
        VARIANTS[name][1]()
        return
    import clockwork.answers as answers
    import clockwork.plays as plays

    tables = (plays.PLAY_FUNCTIONS, plays.URGENT, answers.ANSWERS)
    before = [dict(table) for table in tables]
    VARIANTS[name][1]()
    wanted = politician.lower()

    def his(turn):  # type: ignore[no-untyped-def]
        full = turn.me.politician.lower()
        return wanted in (full, full.split()[-1])

    for table, old in zip(tables, before):
        for key, function in list(table.items()):
            if old.get(key) is not function:
                before = old.get(key, lambda turn: False)  # a play no one thought urgent before
                table[key] = (lambda new, standard: lambda turn: new(turn) if his(turn) else standard(turn))(
                    function, before
                )


def play(task: tuple[str, int, int, int]) -> dict:
    """One game, exactly as `simulate` plays it (`companion.simulated_game.play_one`)."""
    _variant, players, seed, index = task
    from companion.simulated_game import GameSpec, game_seed, play_one

    stats = play_one(GameSpec(index, players, game_seed(seed, index), ("clockwork",) * players))
    if stats.error or stats.winner is None:
        raise RuntimeError(stats.error or f"game {index} did not finish")
    first = stats.parties[stats.starting_roles.index("pm")]
    return {
        "party": stats.parties[stats.winner],
        "role": stats.starting_roles[stats.winner],
        "rounds": stats.rounds,
        "changeovers": stats.changeovers,
        "first": first,
    }


def study(variant: str, players: int, games: int, seed: int, jobs: int) -> dict:
    tasks = [(variant, players, seed, i) for i in range(games)]
    # a fresh pool per variant: a variant's changes live and die with its workers
    with multiprocessing.get_context().Pool(jobs, initializer=apply_variant, initargs=(variant,)) as pool:
        rows = pool.map(play, tasks, chunksize=4)
    parties = Counter(r["party"] for r in rows)
    roles = Counter(r["role"] for r in rows)
    rounds = sum(r["rounds"] for r in rows) / games
    changes = sum(r["changeovers"] for r in rows) / games
    return {
        "variant": variant,
        "games": games,
        "first_government": sorted({r["first"] for r in rows}),
        "liberal": parties["liberal"] / games,
        "changeovers": round(changes, 2),
        "rounds": round(rounds, 1),
        "rounds_per_changeover": round(rounds / changes, 1) if changes else None,
        "wins_by_starting_role": {role: roles[role] for role in sorted(roles)},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated variant names (--list)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--list", action="store_true", help="list the variants and stop")
    args = parser.parse_args(argv)
    if args.list:
        for name, (text, _) in VARIANTS.items():
            print(f"{name:32} {text}")
        return
    names = [n.strip() for n in args.variants.split(",") if n.strip()]
    unknown = [n for n in names if not known_variant(n)]
    if unknown:
        parser.error(f"unknown variant {unknown[0]!r} (expected one of {', '.join(VARIANTS)})")
    results = []
    if not args.json:
        print(f"{args.games} games a variant, {args.players} players, seed {args.seed}")
        print(
            "| Variant | Liberal wins | changes of Government a game | rounds per change | average rounds | wins by starting role |"
        )
        print("|---|---|---|---|---|---|", flush=True)
    for name in names:
        result = study(name, args.players, args.games, args.seed, args.jobs)
        results.append(result)
        if not args.json:
            roles = ", ".join(f"{k} {v}" for k, v in result["wins_by_starting_role"].items())
            print(
                f"| {name} | {result['liberal']:.1%} | {result['changeovers']:.2f} | {result['rounds_per_changeover']} | {result['rounds']} | {roles} |",
                flush=True,
            )
    if args.json:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
