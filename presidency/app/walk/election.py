"""An Election at the table (lines 113-151): the players' choices asked one at a time, the
rules' part worked out by `presidency.election_run`, the same path `election FILE` takes."""

from __future__ import annotations

from presidency.app.answers import wrapped
from presidency.app.election_words import nominee_lines, placing_line, tiebreak_lines
from presidency.app.walk.basics import AnswerError, Walk, ask, checked, number, say
from presidency import election_run as run
from presidency.election_run import AnswerNeeded, ElectionAnswers, PickNeeded
from presidency.procedures import count as count_votes
from presidency.procedures import elections as el
from presidency.procedures.elections import Candidate
from presidency.procedures.issues import congress_order
from presidency.procedures.support import Party
from presidency.state import Table


def election(table: Table) -> Walk[None]:
    regime = run.regime_of(table)
    answers = ElectionAnswers()
    yield from say(f"Election: {regime.title}; Era {table.era}, {sum(table.era_votes().values())} votes in all.")
    yield from _nominees(table, answers)
    cands = run.candidates(table, answers)
    yield from say(
        *wrapped(
            [
                *nominee_lines(cands, None),
                placing_line(el.placement_order(regime, table.public_support, cands)),
                "The first to place a P (or VP) cube may wait until the others' first cubes (line 115): type 'wait'.",
            ]
        )
    )
    yield from _cubes(table, answers, cands)
    count = count_votes.decide(regime, cands, run.placed(table, cands, answers), run.map_states(table), table.era)
    yield from say(
        *wrapped(["Votes: " + ", ".join(f"{n} {v}" for n, v in sorted(count.votes.items(), key=lambda i: -i[1])) + "."])
    )
    for contest in count.contests:
        yield from _tiebreak(table, answers, cands, contest)
    report = run.run(table, answers)
    cubes = yield from ask(
        "Office cards",
        [
            f"President {report.president}, Vice President {report.vice_president or 'vacant'}. The popularity cubes "
            f"the President's and Vice President's office cards give ('1 1'; Enter: none)."
        ],
        _two_numbers,
        default="0 0",
    )
    yield from say(*wrapped([c[0].upper() + c[1:] + "." for c in run.apply(table, report, cubes)]))


def _nominees(table: Table, answers: ElectionAnswers) -> Walk[None]:
    rated = [s.rated for s in run.eligible(table)]
    regime = run.regime_of(table)
    if regime.single_party:
        party = table.public_support.party
        assert party is not None
        field = el.dominant_field(rated, party)
        if field.must_run.first is None:
            tied = field.must_run.tied
            answers.nominees[party.value] = yield from ask(
                f"Nominee · {party.letter}",
                [f"{' and '.join(tied)} tie for the {party.value} nomination: which one must run?"],
                checked(lambda text: _among(table.statesman(text).name, tied)),
                words=tied,
            )
            field = el.dominant_field(rated, party, answers.nominees[party.value])
        assert field.must_run.first is not None
        if field.may_run:
            answers.also_running = yield from ask(
                "Also running",
                [
                    f"Single Party Dominance: {field.must_run.first} must run; who else runs for president? "
                    f"Any of {', '.join(field.may_run)}; Enter for none."
                ],
                checked(
                    lambda text: [
                        _among(table.statesman(n).name, field.may_run) for n in text.replace(",", " ").split()
                    ]
                ),
                words=field.may_run,
                default="",
            )
        running = [field.must_run.first, *answers.also_running]
    else:
        running = []
        for party in Party:
            ranked = el.party_nominee(rated, party)
            if ranked.first is None and ranked.tied:
                tied = ranked.tied
                answers.nominees[party.value] = yield from ask(
                    f"Nominee · {party.letter}",
                    [f"{' and '.join(tied)} tie for the {party.value} nomination: which one?"],
                    checked(lambda text: _among(table.statesman(text).name, tied)),
                    words=tied,
                )
        nominees = run.presidential_nominees(table, answers)
        first = el.announces_first(table.public_support, {s.party: s.rated for s in nominees}).first
        nominees.sort(key=lambda s: 0 if s.party.value == first else 1)
        if first:
            yield from say(f"The {first}s announce their running mate first (line 126).")
        running = [s.name for s in nominees]
    for name in running:
        nominee = table.statesman(name)
        answers.running_mates[name] = yield from ask(
            f"Running mate · {name}",
            [f"{name}'s running mate (a {nominee.party.value}, not running for president)?"],
            checked(lambda text: _mate(table, regime, nominee.name, text, running)),
            words=tuple(s.name for s in run.eligible(table) if s.party is nominee.party and s.name not in running),
        )


def _among(name: str, allowed: tuple[str, ...]) -> str:
    if name not in allowed:
        raise AnswerError(f"{name} is not one of {', '.join(allowed)}")
    return name


def _mate(table: Table, regime: el.Regime, nominee: str, text: str, running: list[str]) -> str:
    mate = table.statesman(text)
    problem = el.running_mate_problem(regime, table.statesman(nominee).rated, mate.rated, running)
    if problem is None and not mate.eligible:
        problem = f"{mate.name} is not eligible"
    if problem:
        raise AnswerError(problem)
    return mate.name


def _cubes(table: Table, answers: ElectionAnswers, cands: list[Candidate]) -> Walk[None]:
    """Round after round in the placing order, until every candidate has placed his last."""
    order = [name for group in el.placement_order(run.regime_of(table), table.public_support, cands) for name in group]
    placing = list(order)
    first_round = True
    while placing:
        waited: list[str] = []
        for name in list(placing):
            role = next(c.role for c in cands if c.name == name)
            state = yield from ask(
                f"Cubes · {name}",
                [f"{name} ({role.short}) places a cube: which state? Enter if he places no more."],
                lambda text: _cube(table, answers, cands, name, text, first_round),
                words=tuple(c.name for c in table.states if c.admitted) + (("wait",) if first_round else ()),
                default="done",
            )
            if state == "wait":
                waited.append(name)
            elif state is None:
                placing.remove(name)
            else:
                answers.cubes.append((name, state))
        for name in waited:  # line 115: after the other first cubes
            state = yield from ask(
                f"Cubes · {name}",
                [f"{name} places the cube he held back: which state?"],
                lambda text: _cube(table, answers, cands, name, text, False),
                words=tuple(c.name for c in table.states if c.admitted),
            )
            if state is not None:
                answers.cubes.append((name, state))
        first_round = False


def _cube(
    table: Table, answers: ElectionAnswers, cands: list[Candidate], name: str, text: str, may_wait: bool
) -> str | None:
    word = text.strip()
    if word.lower() in ("", "done"):
        return None
    if word.lower() == "wait":
        if not may_wait:
            raise AnswerError("only the first cube of a round may wait (line 115)")
        return "wait"
    state = checked(lambda t: table.map_card(t))(word)
    if not state.admitted:
        raise AnswerError(f"{state.name} is not admitted to the Union")
    trial = ElectionAnswers(**{**answers.__dict__, "cubes": [*answers.cubes, (name, state.name)]})
    try:
        run.placed(table, cands, trial)
    except AnswerNeeded as exc:
        raise AnswerError(str(exc).split(": ", 1)[-1]) from None
    return state.name


def _tiebreak(
    table: Table, answers: ElectionAnswers, cands: list[Candidate], contest: count_votes.Contest
) -> Walk[None]:
    """Lines 140-151, asked state by state."""
    place = run.PLACES[contest.office]
    admitted = [c.name for c in table.states if c.admitted]
    yield from say(f"Tiebreaker for {place} ({contest.why}) between {', '.join(contest.participants)}.")
    if not answers.order:
        answers.order = yield from ask(
            "Tiebreaker order",
            [f"The president's order of the states (Enter: {' '.join(admitted)})."],
            checked(lambda text: _order(table, text, admitted)),
            default=" ".join(admitted),
            words=tuple(admitted),
        )
    seats = congress_order(table.seats, table.president_player)
    ballots = answers.ballots.setdefault(place, {})
    for state in answers.order:
        voters = sorted(
            (s for s in table.in_play() if s.state == state),
            key=lambda s: seats.index(s.player) if s.player in seats else len(seats),
        )
        ballots[state] = {}
        for voter in voters:
            ballots[state][voter.name] = yield from ask(
                f"{state} · {voter.name}",
                [
                    f"{state}: {voter.name} ({voter.votes} vote{'' if voter.votes == 1 else 's'}, {voter.player}) votes for "
                    f"{', '.join(contest.participants)}?"
                ],
                checked(lambda text: _among(table.statesman(text, in_play=False).name, contest.participants)),
                words=contest.participants,
            )
    while True:
        try:
            result = run.hold_tiebreak(table, contest, answers, cands)
            break
        except PickNeeded as exc:
            tied = exc.tied
            answers.picks[exc.place] = yield from ask(
                f"Tie · {exc.place}",
                [f"{' and '.join(tied)} are tied for {exc.place}: {exc.who} decides."],
                checked(lambda text: _among(table.statesman(text, in_play=False).name, tied)),
                words=tied,
            )
    yield from say(*wrapped(tiebreak_lines(place, contest.participants, contest.why, result)))


def _order(table: Table, text: str, admitted: list[str]) -> list[str]:
    order = [table.map_card(word).name for word in text.replace(",", " ").split()]
    if sorted(order) != sorted(admitted):
        raise AnswerError(f"every admitted state once: {' '.join(admitted)}")
    return order


def _two_numbers(text: str) -> tuple[int, int]:
    words = text.split()
    if len(words) != 2:
        raise AnswerError("two numbers: the President's cubes and the Vice President's ('1 1')")
    return number(words[0], "popularity cubes", least=0), number(words[1], "popularity cubes", least=0)
