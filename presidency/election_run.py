"""A whole Election over a table's numbers, from the answers its players give: the same
path for `presidency election FILE` (the answers written in the file's `election:`
section) and for the table session (the answers typed one by one).

`ElectionAnswers` holds what the players decide (running mates, who else runs, where each
cube goes, the president's order of states, each statesman's tiebreaker vote, the Chief
Justice's choice, the office cards' popularity cubes); what the rules decide is worked out
by `presidency.procedures.elections` and `.tiebreaker`. A choice still missing is an
`AnswerNeeded` saying which one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from presidency.procedures import count as count_votes
from presidency.procedures import elections as el
from presidency.procedures.count import Contest, Count
from presidency.procedures.elections import Candidate, Cube, MapState, Regime, Role
from presidency.procedures.ranking import Rated
from presidency.procedures.support import Party
from presidency.procedures.taking_office import TakingOffice, taking_office
from presidency.procedures.term import PRESIDENT, VICE_PRESIDENT
from presidency.procedures.tiebreaker import ChoiceNeeded, StateVote, Tiebreak, TiebreakError, tiebreak
from presidency.state import Statesman, Table

PLACES = {Role.PRESIDENT: "president", Role.VICE_PRESIDENT: "vice president"}


class AnswerNeeded(ValueError):
    """A choice of the players that the election needs and has not been given."""


class PickNeeded(AnswerNeeded):
    """Nominees the tiebreaker leaves tied for `place`: the Chief Justice's player (or the
    table) picks one of `tied`."""

    def __init__(self, place: str, tied: tuple[str, ...], who: str) -> None:
        self.place, self.tied, self.who = place, tied, who
        super().__init__(f"the tiebreaker for {place}: {' and '.join(tied)} are tied for {place}: {who} decides")


@dataclass
class ElectionAnswers:
    nominees: dict[str, str] = field(default_factory=dict)  # party -> nominee, where popularity and age tie
    also_running: list[str] = field(default_factory=list)  # Single Party Dominance: the others who run
    running_mates: dict[str, str] = field(default_factory=dict)  # presidential candidate -> running mate
    cubes: list[tuple[str, str]] = field(default_factory=list)  # (candidate, state) in the order placed
    order: list[str] = field(default_factory=list)  # the states in the president's order (tiebreaker)
    ballots: dict[str, dict[str, dict[str, str]]] = field(
        default_factory=dict
    )  # place -> state -> statesman -> nominee
    picks: dict[str, str] = field(default_factory=dict)  # place -> the Chief Justice's (or table's) choice
    office_cubes: tuple[int, int] = (0, 0)  # popularity cubes the President's and Vice President's cards give


@dataclass
class Report:
    regime: Regime
    candidates: list[Candidate]
    announces_first: str | None
    placing: list[tuple[str, ...]]
    count: Count
    tiebreaks: list[tuple[Contest, Tiebreak]]
    president: str
    vice_president: str | None
    taking: TakingOffice


def regime_of(table: Table) -> Regime:
    return el.regime(table.public_support, table.twelfth_amendment)


def map_states(table: Table) -> dict[str, MapState]:
    return {
        c.name: MapState(c.name, c.votes, None if c.borders is None else tuple(c.borders))
        for c in table.states
        if c.admitted
    }


def eligible(table: Table) -> list[Statesman]:
    return [s for s in table.in_play() if s.eligible]


def candidate(statesman: Statesman, role: Role) -> Candidate:
    return Candidate(statesman.name, statesman.party, statesman.total_popularity, statesman.age, statesman.state, role)


def presidential_nominees(table: Table, answers: ElectionAnswers) -> list[Statesman]:
    """Line 126: each party's nominee; line 128: the dominant party's field."""
    rated = [s.rated for s in eligible(table)]
    regime = regime_of(table)
    if regime.single_party:
        party = table.public_support.party
        assert party is not None
        field_ = el.dominant_field(rated, party, answers.nominees.get(party.value))
        if field_.must_run.first is None:
            raise AnswerNeeded(
                f"the {party.value} nominee: {' and '.join(field_.must_run.tied)} are tied on "
                f"popularity and age; the table names one"
            )
        for name in answers.also_running:
            if name not in field_.may_run:
                raise AnswerNeeded(
                    f"{name} may not also run: the three next most popular {party.value}s are "
                    f"{', '.join(field_.may_run) or 'none'}"
                )
        return [table.statesman(n) for n in (field_.must_run.first, *dict.fromkeys(answers.also_running))]
    nominees = []
    for party in Party:
        ranked = el.party_nominee(rated, party)
        chosen = answers.nominees.get(party.value)
        if ranked.first is None and not ranked.tied:
            raise AnswerNeeded(f"no eligible {party.value} statesman in play to nominate")
        if ranked.first is None:
            if chosen not in ranked.tied:
                raise AnswerNeeded(
                    f"the {party.value} nominee: {' and '.join(ranked.tied)} are tied on popularity "
                    f"and age; the table names one"
                )
            nominees.append(table.statesman(chosen))
        else:
            nominees.append(table.statesman(ranked.first))
    return nominees


def candidates(table: Table, answers: ElectionAnswers) -> list[Candidate]:
    """The presidential nominees and their running mates, each mate checked (lines 126, 128)."""
    regime = regime_of(table)
    running = presidential_nominees(table, answers)
    names = [s.name for s in running]
    out = [candidate(s, Role.PRESIDENT) for s in running]
    for nominee in running:
        mate_name = answers.running_mates.get(nominee.name)
        if mate_name is None:
            raise AnswerNeeded(f"{nominee.name}'s running mate (a {nominee.party.value})")
        mate = table.statesman(mate_name)
        problem = el.running_mate_problem(regime, nominee.rated, mate.rated, names)
        if problem is None and not mate.eligible:
            problem = f"{mate.name} is not eligible"
        if problem:
            raise AnswerNeeded(problem)
        if all(c.name != mate.name for c in out):
            out.append(candidate(mate, Role.VICE_PRESIDENT))
    return out


def announcing(table: Table, cands: list[Candidate]) -> str | None:
    if regime_of(table).single_party:
        return None
    nominees = {c.party: c.rated for c in cands if c.role is Role.PRESIDENT}
    ranked = el.announces_first(table.public_support, nominees)
    return ranked.first


def mates_of(cands: list[Candidate], answers: ElectionAnswers, name: str) -> list[str]:
    """A vice presidential candidate's running mates (the candidates who named him)."""
    return [p for p, m in answers.running_mates.items() if m == name]


def placed(table: Table, cands: list[Candidate], answers: ElectionAnswers) -> list[Cube]:
    """Every cube as placed, each checked against those before it."""
    regime = regime_of(table)
    states = map_states(table)
    roles = {c.name: c for c in cands}
    cubes: list[Cube] = []
    for who, state in answers.cubes:
        if who not in roles:
            raise AnswerNeeded(f"{who} is not a candidate: {', '.join(roles)}")
        cube = Cube(who, _state_name(state, states), roles[who].role)
        problem = el.placement_problem(regime, cubes, cube, states, roles[who].home, mates_of(cands, answers, who))
        if problem:
            raise AnswerNeeded(f"cube {len(cubes) + 1} ({who}, {state}): {problem}")
        cubes.append(cube)
    return cubes


def _state_name(state: str, states: dict[str, MapState]) -> str:
    for name in states:
        if name.casefold() == state.strip().casefold():
            return name
    return state


def hold_tiebreak(table: Table, contest: Contest, answers: ElectionAnswers, cands: list[Candidate]) -> Tiebreak:
    """Lines 140-151 for one contest, from the ballots given for its place."""
    place = PLACES[contest.office]
    order = answers.order or [c.name for c in table.states if c.admitted]
    states = map_states(table)
    unknown = [s for s in order if s not in states]
    if unknown:
        raise AnswerNeeded(f"the president's order names {unknown[0]}, which is not an admitted state")
    given = answers.ballots.get(place, {})
    ballots: dict[str, list[StateVote]] = {}
    for state in order:
        voters = [s for s in table.in_play() if s.state == state]
        said = given.get(state, {})
        stray = [n for n in said if n not in [v.name for v in voters]]
        if stray:
            raise AnswerNeeded(
                f"{stray[0]} does not come from {state}: its statesmen are "
                f"{', '.join(v.name for v in voters) or 'none'}"
            )
        missing = [v.name for v in voters if v.name not in said]
        if missing:
            raise AnswerNeeded(
                f"the tiebreaker for {place}: {missing[0]} ({state}) votes for one of {', '.join(contest.participants)}"
            )
        ballots[state] = [StateVote(v.name, v.votes, said[v.name]) for v in voters]
    justice = table.offices.get("Chief Justice")
    rated: dict[str, Rated] = {c.name: c.rated for c in cands}
    runner_up = contest.second_is_vice
    try:
        return tiebreak(
            order,
            ballots,
            contest.participants,
            justice,
            rated,
            answers.picks,
            runner_up=runner_up,
            first_place=place,
            second_place="vice president",
        )
    except ChoiceNeeded as exc:
        raise PickNeeded(exc.place, exc.tied, exc.who) from None
    except TiebreakError as exc:
        raise AnswerNeeded(str(exc)) from None


def run(table: Table, answers: ElectionAnswers) -> Report:
    """The whole election, or AnswerNeeded for the first choice missing."""
    regime = regime_of(table)
    cands = candidates(table, answers)
    cubes = placed(table, cands, answers)
    count = count_votes.decide(regime, cands, cubes, map_states(table), table.era)
    president, vice = count.president, count.vice_president
    held: list[tuple[Contest, Tiebreak]] = []
    for contest in count.contests:
        result = hold_tiebreak(table, contest, answers, cands)
        held.append((contest, result))
        if contest.office is Role.PRESIDENT:
            president = result.first
            if regime.teams:
                vice = count_votes.running_mate_of(cands, result.first)
            elif contest.second_is_vice:
                vice = result.second
        else:
            vice = result.first
    assert president is not None
    outgoing = table.offices.get(PRESIDENT)
    took = taking_office(
        president,
        vice,
        outgoing,
        table.offices,
        {s.name: s.cubes for s in table.statesmen},
        {s.name: s.influence for s in table.statesmen},
    )
    return Report(
        regime,
        cands,
        announcing(table, cands),
        el.placement_order(regime, table.public_support, cands),
        count,
        held,
        president,
        took.vice_president,
        took,
    )


def apply(table: Table, report: Report, office_cubes: tuple[int, int]) -> list[str]:
    """Lines 131-137 on the table; what changed, in words."""
    took = report.taking
    said = []
    for name, office in took.resignations:
        table.offices[office] = None
        said.append(f"{name} resigns as {office}")
    if took.retiring:
        retired = table.statesman(took.retiring, in_play=False)
        if retired.player:
            table.player(retired.player).victory_points += took.scored
        said.append(
            f"{retired.name} retires: {took.scored} popularity cubes scored for {retired.player or 'nobody'}, "
            f"{took.influence_returned} influence back to the supply, his card removed"
        )
        retired.influence = 0
        retired.in_play = False
        for office, holder in table.offices.items():
            if holder == retired.name:
                table.offices[office] = None
    table.offices[PRESIDENT] = took.president
    table.offices[VICE_PRESIDENT] = took.vice_president
    president = table.statesman(took.president)
    president.terms += 1
    president.cubes += office_cubes[0]
    said.append(
        f"{president.name} takes office as President (an elected cube, {president.terms} in all; "
        f"+{office_cubes[0]} popularity)"
    )
    if took.vice_president:
        vice = table.statesman(took.vice_president)
        vice.cubes += office_cubes[1]
        said.append(f"{vice.name} takes office as Vice President (+{office_cubes[1]} popularity)")
    else:
        said.append("the Vice President's office is vacant until the next election")
    return said
