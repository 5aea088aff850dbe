"""The Treasury at the table (lines 89-111): the three steps in order, the Economic Crisis
roll with each row's chance before the die is thrown."""

from __future__ import annotations

from presidency.app.answers import crisis_lines
from presidency.app.walk.basics import Walk, capital, change_popularity, die_question, move_support, say
from presidency.procedures import treasury as rules
from presidency.state import Table


def treasury(table: Table) -> Walk[None]:
    steps = rules.treasury_steps(table.reserves, table.revenue)
    table.reserves = steps.after_interest
    lines = [f"Treasury 1: reserves {steps.reserves} adjusted by the revenue {steps.revenue:+d}: {steps.adjusted}."]
    if steps.interest:
        lines.append(
            f"Treasury 2: interest {steps.adjusted} x 3 / 10 = {steps.adjusted * 3 / 10:g}, down to "
            f"{-steps.interest}: reserves {steps.after_interest}."
        )
    else:
        lines.append("Treasury 2: no interest, the reserves are not negative.")
    if not steps.crisis:
        yield from say(*lines, f"Treasury 3: reserves {steps.after_interest} are not below -100: no effect.")
        return
    yield from say(
        *lines,
        "Treasury 3: " + crisis_lines(steps.after_interest, steps.odds)[0],
        *crisis_lines(steps.after_interest, steps.odds)[1:],
    )
    face = yield from die_question("Crisis · die", "the Economic Crisis")
    total = rules.crisis_total(steps.after_interest, face)
    row = rules.crisis_row(total)
    said = [f"{face} - {steps.hundreds} = {total}: {row.effect} (line {row.line})."]
    president = table.president
    if row.collapse:
        table.game_over = "a monetary collapse"
    if row.support_lost and president:
        said.append(capital(move_support(table, president.party, -row.support_lost)) + ".")
    if row.popularity_lost and president:
        said.append(change_popularity(president, -row.popularity_lost) + ".")
    yield from say(*said)
