"""`presidency odds`: the exact chance of each result of the document's die rolls, before
the die is rolled. `--json` prints a list of outcomes, each with its `chance` (0 to 1)."""

from __future__ import annotations

import click

from house.console import OneLineGroup, WholeNumber, fail
from presidency.app import answers
from presidency.procedures.taxes import outrage_odds
from presidency.procedures.treasury import crisis_odds
from presidency.procedures.turn import speech_odds, whip_odds

JSON_HELP = "Print a JSON list of outcomes, each with its chance from 0 to 1."


@click.group(cls=OneLineGroup)
def odds() -> None:
    """Exact odds of the document's die rolls: Tax Outrage, Economic Crisis, speech, whip."""


def _echo(lines: list[str]) -> None:
    click.echo("\n".join(answers.wrapped(lines)))


@odds.command("outrage")
@click.option(
    "--active",
    type=WholeNumber("active taxes (such as 3)"),
    required=True,
    help="Taxes active now (line 64); the new tax counts once it is passed.",
)
@click.option(
    "--modifier",
    type=WholeNumber("outrage modifier (such as 2)"),
    default=0,
    show_default=True,
    help="The new tax's outrage modifier (line 65).",
)
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
def outrage(active: int, modifier: int, as_json: bool) -> None:
    """Tax Outrage: active taxes + the tax's modifier + one die (lines 62-71)."""
    if active < 0:
        fail(f"--active {active}: a count of active taxes is 0 or more")
    result = outrage_odds(active, modifier)
    click.echo(answers.to_json(answers.outrage_json(result))) if as_json else _echo(
        answers.outrage_lines(active, modifier, result)
    )


@odds.command("crisis")
@click.option(
    "--reserves",
    type=WholeNumber("reserves (such as -340)"),
    required=True,
    help="Reserves as they stand when the check is made (after interest).",
)
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
def crisis(reserves: int, as_json: bool) -> None:
    """Economic Crisis: one die less the hundreds of negative reserves (lines 100-111)."""
    result = crisis_odds(reserves)
    click.echo(answers.to_json(answers.crisis_json(reserves, result))) if as_json else _echo(
        answers.crisis_lines(reserves, result)
    )


@odds.command("speech")
@click.option(
    "--extra",
    type=WholeNumber("extra influence (such as 2)"),
    default=0,
    show_default=True,
    help="Extra influence spent before the roll, each adding 1 (line 194).",
)
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
def speech(extra: int, as_json: bool) -> None:
    """Make a speech: a die plus the extra influence; 6 or more gives 1 popularity (line 194)."""
    if extra < 0:
        fail(f"--extra {extra}: extra influence is 0 or more")
    result = speech_odds(extra)
    if as_json:
        click.echo(answers.to_json(answers.speech_json(result)))
        return
    _echo([*answers.speech_lines(extra, result), "", "For each amount spent:", *answers.speech_table()])


@odds.command("whip")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
def whip(as_json: bool) -> None:
    """Whip up support: a die divided by 3, rounded down (line 197)."""
    result = whip_odds()
    click.echo(answers.to_json(answers.whip_json(result))) if as_json else _echo(answers.whip_lines(result))
