"""An Election in words (lines within 78 columns) and as JSON: the same for `presidency
election FILE` and the table session."""

from __future__ import annotations

from typing import Any, Sequence

from presidency.election_run import Report
from presidency.procedures.elections import Candidate, Role
from presidency.procedures.tiebreaker import Tiebreak
from presidency.state import Table


def who(c: Candidate) -> str:
    return f"{c.name} ({c.party.letter}, pop {c.popularity}, age {c.age})"


def nominee_lines(cands: Sequence[Candidate], announces_first: str | None) -> list[str]:
    lines = ["Running for president: " + ", ".join(who(c) for c in cands if c.role is Role.PRESIDENT)]
    mates = [c for c in cands if c.role is Role.VICE_PRESIDENT]
    if mates:
        lines.append("Running for vice president: " + ", ".join(who(c) for c in mates))
    if announces_first:
        lines.append(f"The {announces_first}s announce their running mate first (line 126).")
    return lines


def placing_line(placing: Sequence[tuple[str, ...]]) -> str:
    return "Cubes are placed in this order: " + ", ".join(" = ".join(group) for group in placing) + "."


def votes_line(votes: dict[str, int], total: int) -> str:
    ranked = sorted(votes.items(), key=lambda item: -item[1])
    return f"Votes ({total} in all): " + ", ".join(f"{n} {v}" for n, v in ranked) + "."


def tiebreak_lines(office: str, participants: Sequence[str], why: str, result: Tiebreak) -> list[str]:
    lines = [f"Tiebreaker for {office} ({why}) between {', '.join(participants)}:"]
    lines += [f"  {r.state}: {r.why}" for r in result.by_state]
    lines.append("  States won: " + ", ".join(f"{n} {v}" for n, v in result.states_won.items()) + ".")
    lines += [f"  {how}." for how in result.how]
    return lines


def report_lines(table: Table, report: Report) -> list[str]:
    total = sum(table.era_votes().values())
    lines = [
        f"Election: {report.regime.title}, Era {table.era}.",
        *nominee_lines(report.candidates, report.announces_first),
        placing_line(report.placing),
        votes_line(dict(report.count.votes), total),
    ]
    for contest, result in report.tiebreaks:
        lines += tiebreak_lines(contest.office.value.lower(), contest.participants, contest.why, result)
    lines.append(f"President: {report.president}. Vice President: {report.vice_president or 'vacant'}.")
    took = report.taking
    for name, office in took.resignations:
        lines.append(f"{name} resigns as {office} (line 134).")
    if took.retiring:
        lines.append(
            f"{took.retiring} retires: {took.scored} popularity cubes become victory points, "
            f"{took.influence_returned} influence returns to the supply (line 137)."
        )
    return lines


def report_json(table: Table, report: Report) -> dict[str, Any]:
    took = report.taking
    return {
        "regime": report.regime.value,
        "era": table.era,
        "total_votes": sum(table.era_votes().values()),
        "candidates": [
            {"name": c.name, "party": c.party.value, "popularity": c.popularity, "age": c.age, "runs_for": c.role.value}
            for c in report.candidates
        ],
        "announces_first": report.announces_first,
        "placing_order": [list(group) for group in report.placing],
        "votes": dict(report.count.votes),
        "tiebreaks": [
            {
                "office": contest.office.value,
                "why": contest.why,
                "participants": list(contest.participants),
                "states": [{"state": r.state, "winner": r.winner, "how": r.why} for r in result.by_state],
                "states_won": dict(result.states_won),
                "first": result.first,
                "second": result.second,
                "settled": list(result.how),
            }
            for contest, result in report.tiebreaks
        ],
        "president": report.president,
        "vice_president": report.vice_president,
        "taking_office": {
            "resignations": [{"statesman": n, "office": o} for n, o in took.resignations],
            "retiring": took.retiring,
            "victory_points_scored": took.scored,
            "influence_returned": took.influence_returned,
        },
    }
