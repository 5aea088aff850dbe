"""Odds and steps in words and as JSON, the same for the one-line commands and the table
session: every outcome is a row (what the die must show, what happens, its chance), and in
JSON an object with its `chance` as a number from 0 to 1 and `exact` as a fraction."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any, Sequence

from presidency.procedures.dice import Outcome, in_sixths, percent
from presidency.procedures.taxes import OutrageRow
from presidency.procedures.treasury import CrisisRow, TreasurySteps
from presidency.procedures.turn import SPEECH_TARGET


def exact(chance: Fraction) -> str:
    return str(chance.numerator) if chance.denominator == 1 else f"{chance.numerator}/{chance.denominator}"


def outcome_json(outcome: Outcome[Any], fields: dict[str, Any]) -> dict[str, Any]:
    return {**fields, "faces": list(outcome.faces), "chance": float(outcome.chance), "exact": exact(outcome.chance)}


def wrapped(lines: Sequence[str], width: int = 78) -> list[str]:
    """Each line within `width` columns, a long one continued indented under its start."""
    import textwrap

    out: list[str] = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False) or [line])
    return out


def to_json(value: Any) -> str:
    return json.dumps(value, indent=2)


def faces(outcome: Outcome[Any]) -> str:
    if not outcome.faces:
        return "-"
    if len(outcome.faces) > 1 and outcome.faces == tuple(range(outcome.faces[0], outcome.faces[-1] + 1)):
        return f"{outcome.faces[0]}-{outcome.faces[-1]}"
    return ",".join(str(f) for f in outcome.faces)


def rows(header: tuple[str, str, str], lines: Sequence[tuple[str, str, Fraction]]) -> list[str]:
    """A small table: die faces, what happens, the chance (in sixths and as a percentage);
    what happens is cut to keep the line within 78 columns."""
    out = [f"  {header[0]:<6} {header[1]:<52} {header[2]}"]
    for die, what, chance in lines:
        shown = what if len(what) <= 52 else what[:51] + "\u2026"
        out.append(f"  {die:<6} {shown:<52} {in_sixths(chance)} ({percent(chance)})")
    return out


# --- Tax Outrage -------------------------------------------------------------------------------


def outrage_json(odds: Sequence[Outcome[OutrageRow]]) -> list[dict[str, Any]]:
    return [
        outcome_json(
            o,
            {
                "totals": o.result.totals,
                "popularity_lost": o.result.popularity_lost,
                "effect": o.result.effect,
                "line": o.result.line,
            },
        )
        for o in odds
    ]


def outrage_lines(active: int, modifier: int, odds: Sequence[Outcome[OutrageRow]]) -> list[str]:
    bad = sum((o.chance for o in odds if o.result.popularity_lost), Fraction(0))
    head = (
        f"Tax Outrage: {active} active + {modifier} modifier + one die; "
        f"popularity lost {in_sixths(bad)} ({percent(bad)})."
    )
    return [
        head,
        *rows(
            ("Die", "Total: effect", "Chance"),
            [(faces(o), f"{o.result.totals}: {o.result.short}", o.chance) for o in odds],
        ),
    ]


# --- Economic Crisis ------------------------------------------------------------------------------


def crisis_json(reserves: int, odds: Sequence[Outcome[CrisisRow]]) -> list[dict[str, Any]]:
    if not odds:
        return [
            {
                "totals": None,
                "effect": f"no Economic Crisis roll: reserves of {reserves} are not below -100",
                "support_lost": 0,
                "popularity_lost": 0,
                "collapse": False,
                "line": 100,
                "faces": [],
                "chance": 1.0,
                "exact": "1",
            }
        ]
    return [
        outcome_json(
            o,
            {
                "totals": o.result.totals,
                "effect": o.result.effect,
                "support_lost": o.result.support_lost,
                "popularity_lost": o.result.popularity_lost,
                "collapse": o.result.collapse,
                "line": o.result.line,
            },
        )
        for o in odds
    ]


def crisis_lines(reserves: int, odds: Sequence[Outcome[CrisisRow]]) -> list[str]:
    if not odds:
        return [f"No Economic Crisis roll: reserves of {reserves} are not below -100 (line 100)."]
    hundreds = abs(reserves) // 100
    collapse = sum((o.chance for o in odds if o.result.collapse), Fraction(0))
    head = (
        f"Economic Crisis at {reserves}: a die less {hundreds}; "
        f"monetary collapse {in_sixths(collapse)} ({percent(collapse)})."
    )
    return [
        head,
        *rows(
            ("Die", "Total: result", "Chance"),
            [(faces(o), f"{o.result.totals}: {o.result.short}", o.chance) for o in odds],
        ),
    ]


# --- speech and whip ------------------------------------------------------------------------------


def speech_json(odds: Sequence[Outcome[int]]) -> list[dict[str, Any]]:
    return [outcome_json(o, {"total": o.result, "popularity": int(o.result >= SPEECH_TARGET)}) for o in odds]


def speech_lines(extra: int, odds: Sequence[Outcome[int]]) -> list[str]:
    gain = sum((o.chance for o in odds if o.result >= SPEECH_TARGET), Fraction(0))
    head = (
        f"Speech with {extra} extra influence (costs {1 + extra}): a 6 or more on die + {extra} gives "
        f"1 popularity, {in_sixths(gain)} ({percent(gain)})."
    )
    return [
        head,
        *rows(
            ("Die", "Total: result", "Chance"),
            [
                (faces(o), f"{o.result}: {'+1 popularity' if o.result >= SPEECH_TARGET else 'nothing'}", o.chance)
                for o in odds
            ],
        ),
    ]


def speech_table() -> list[str]:
    """The chance for each amount spent, 0 to 5 extra (5 makes it certain)."""
    from presidency.procedures.turn import speech_chance

    return [
        "  Extra  Cost  Chance of +1 popularity",
        *[f"  {n:<6} {1 + n:<5} {in_sixths(speech_chance(n))} ({percent(speech_chance(n))})" for n in range(6)],
    ]


def whip_json(odds: Sequence[Outcome[int]]) -> list[dict[str, Any]]:
    return [outcome_json(o, {"support": o.result}) for o in odds]


def whip_lines(odds: Sequence[Outcome[int]]) -> list[str]:
    return [
        "Whip up support (costs 1): the die divided by 3, rounded down, moves the party's Public Support.",
        *rows(("Die", "Public Support", "Chance"), [(faces(o), f"+{o.result}", o.chance) for o in odds]),
    ]


# --- the Treasury --------------------------------------------------------------------------------


def treasury_json(steps: TreasurySteps) -> dict[str, Any]:
    return {
        "reserves": steps.reserves,
        "revenue": steps.revenue,
        "steps": [
            {"step": 1, "name": "adjust reserves", "reserves": steps.adjusted, "line": 90},
            {
                "step": 2,
                "name": "pay interest",
                "interest": steps.interest,
                "reserves": steps.after_interest,
                "line": 92,
            },
            {"step": 3, "name": "check for effects", "crisis": steps.crisis, "hundreds": steps.hundreds, "line": 100},
        ],
        "crisis": crisis_json(steps.after_interest, steps.odds) if steps.crisis else [],
    }


def treasury_lines(steps: TreasurySteps) -> list[str]:
    lines = [
        f"1. Adjust reserves by the revenue: {steps.reserves} {'+' if steps.revenue >= 0 else '-'} "
        f"{abs(steps.revenue)} = {steps.adjusted}."
    ]
    if steps.interest:
        lines.append(
            f"2. Interest: {steps.adjusted} x 3 / 10 = {steps.adjusted * 3 / 10:g}, rounded down to "
            f"{-steps.interest}: pay {steps.interest}, reserves {steps.after_interest}."
        )
    else:
        lines.append(f"2. Interest: none, reserves of {steps.adjusted} are not negative.")
    if steps.crisis:
        lines.append(f"3. Effects: {steps.after_interest} is below -100: roll for Economic Crisis.")
        lines.extend("   " + line for line in crisis_lines(steps.after_interest, steps.odds))
    else:
        lines.append(f"3. Effects: none, reserves of {steps.after_interest} are not below -100.")
    return lines
