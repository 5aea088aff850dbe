"""`presidency treasury`: the Treasury's three steps in order (lines 89-111), each shown."""

from __future__ import annotations

import click

from house.console import WholeNumber
from presidency.app import answers
from presidency.procedures.treasury import treasury_steps


@click.command("treasury")
@click.option(
    "--reserves", type=WholeNumber("reserves (such as -40)"), required=True, help="Reserves before the Treasury."
)
@click.option("--revenue", type=WholeNumber("revenue (such as 12, or -5)"), required=True, help="The revenue track.")
@click.option(
    "--json", "as_json", is_flag=True, help="Print the steps as JSON (the crisis outcomes with their chance)."
)
def treasury(reserves: int, revenue: int, as_json: bool) -> None:
    """The Treasury's three steps in order: revenue, interest, Economic Crisis check."""
    steps = treasury_steps(reserves, revenue)
    if as_json:
        click.echo(answers.to_json(answers.treasury_json(steps)))
    else:
        click.echo("\n".join(answers.wrapped(answers.treasury_lines(steps))))
