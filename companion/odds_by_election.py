"""`prime-minister odds by-election`: whether the Government loses a By-Election (rule 8.2;
no card is drawn)."""

from __future__ import annotations

import click

from companion import odds_input
from companion.cli import load_components_or_exit
from companion.odds_answer import echo_json, plain, show
from companion.odds_lead import government_mps_option, lead_options, projection_parties
from companion.plain_answer import NamedValues, Part
from engine import SCENARIO6_DEDUCTION, ByElectionOdds, OddsError, by_election_odds, government_projection
from house.console import OneLineCommand, WholeNumber, fail


@click.command("by-election", cls=OneLineCommand)
@government_mps_option
@click.option(
    "--projected",
    type=WholeNumber("projected seats (such as 325)"),
    default=None,
    help="The Government party's projected seats.",
)
@lead_options
@click.option("--fractured", is_flag=True, help="Scenario 6: deduct 40 from the projection first.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.pass_context
def by_election(
    ctx: click.Context,
    government_mps: int,
    projected: int | None,
    lead: int | None,
    leader: str | None,
    government: str | None,
    fractured: bool,
    as_json: bool,
) -> None:
    """Whether the Government loses a By-Election (rule 8.2; no card is drawn)."""
    leader, government = projection_parties(projected, lead, leader, government)
    board = load_components_or_exit(ctx).board
    try:
        odds_input.check_projected_seats(board, projected)
        odds_input.check_lead(board, lead)
        odds_input.check_government_mps(board, government_mps)
        if lead is not None:
            assert government is not None
            projected = government_projection(board, lead, leader, government)
        assert projected is not None
        result = by_election_odds(government_mps, projected, scenario6=fractured)
    except (OddsError, odds_input.ImpossiblePosition) as exc:
        fail(exc)
    if as_json:
        echo_json(plain(result))
        return
    show(ctx, by_election_answer(result))


def by_election_answer(result: ByElectionOdds) -> list[Part]:
    """The answer first, then the table: the MPs, the projection as compared, the result."""
    verdict = "loses the seat" if result.government_loses else "holds the seat"
    if result.scenario6:
        projection = f"{result.projected} - {SCENARIO6_DEDUCTION} (Scenario 6), rounded to {result.compared}"
    else:
        projection = f"{result.projected}, rounded to {result.compared}"
    outcome = "the Government loses" if result.government_loses else "the Government holds the seat"
    return [
        f"The Government {verdict}: its projection comes to {result.compared} against its "
        f"{result.government_mps} MPs (certain: no Uncertainty card is drawn).",
        NamedValues(
            "By-Election",
            (
                ("Government MPs", str(result.government_mps)),
                ("Projection", projection),
                ("Result", f"{outcome} (certain: no Uncertainty card is drawn)"),
            ),
        ),
    ]
