"""The `election:` section of a table file: the players' choices for one Election, read into
`ElectionAnswers` with one line per fault (the schema: docs/presidency/README.md)."""

from __future__ import annotations

from typing import Any

from presidency.election_run import ElectionAnswers
from house.fields import FieldError, Fields, describe, name

PLACE_KEYS = {"president": "president", "vice_president": "vice president", "vice president": "vice president"}


def election_answers(value: Any, where: str = "election") -> ElectionAnswers:
    if value is None:
        return ElectionAnswers()
    f = Fields(value, where)
    answers = ElectionAnswers()
    answers.nominees = {
        _party_name(k, f.at("nominees")): name(v, f.at("nominees")) for k, v in f.mapping("nominees").items()
    }
    answers.also_running = [name(v, f.at("also_running")) for v in f.items("also_running")]
    answers.running_mates = {
        name(k, f.at("running_mates")): name(v, f.at("running_mates")) for k, v in f.mapping("running_mates").items()
    }
    answers.cubes = [_cube(c, f"{f.at('cubes')}[{i}]") for i, c in enumerate(f.items("cubes"))]
    answers.order = [name(v, f.at("order")) for v in f.items("order")]
    for key, states in f.mapping("tiebreak").items():
        place = _place(key, f.at("tiebreak"))
        inner = Fields(states, f"{f.at('tiebreak')}: {key}")
        answers.ballots[place] = {}
        for state in list(inner.value):
            votes = inner.mapping(state)
            answers.ballots[place][name(state, inner.at(str(state)))] = {
                name(k, inner.at(str(state))): name(v, inner.at(str(state))) for k, v in votes.items()
            }
        inner.done()
    answers.picks = {
        _place(k, f.at("chief_justice")): name(v, f.at("chief_justice")) for k, v in f.mapping("chief_justice").items()
    }
    cubes = Fields(f.raw("office_cubes") or {}, f.at("office_cubes"))
    answers.office_cubes = (cubes.integer("president", 0), cubes.integer("vice_president", 0))
    cubes.done()
    f.done()
    return answers


def _party_name(key: Any, where: str) -> str:
    from presidency.procedures.support import PartyError, parse_party

    try:
        return parse_party(name(key, where)).value
    except PartyError as exc:
        raise FieldError(f"{where}: {exc}") from None


def _place(key: Any, where: str) -> str:
    wanted = str(key).strip().lower()
    if wanted not in PLACE_KEYS:
        raise FieldError(f"{where}: {key!r} is not an office here: president or vice_president")
    return PLACE_KEYS[wanted]


def _cube(value: Any, where: str) -> tuple[str, str]:
    """`- Jefferson: VA`, or `- [Jefferson, VA]`."""
    if isinstance(value, dict) and len(value) == 1:
        ((who, state),) = value.items()
        return name(who, where), name(state, where)
    if isinstance(value, list) and len(value) == 2:
        return name(value[0], where), name(value[1], where)
    raise FieldError(f"{where}: a cube is 'CANDIDATE: STATE' (such as '- Jefferson: VA'), not {describe(value)}")
