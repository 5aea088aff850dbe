"""The options `odds election` and `odds by-election` share: a Popularity lead (`--lead N`
with `--leader` and `--government`, read through the board's projections, or `--projected N`)
and the Government MPs now (`--government-mps`)."""

from __future__ import annotations

from typing import Callable

import click

from engine import OddsError, Party, parse_party
from house.console import OneLineError, WholeNumber


def _party_option(value: str | None, option: str) -> str | None:
    """A party by name or by a beginning of three letters or more (`lib`, `cons`), as `play --as` takes it."""
    if value is None:
        return None
    wanted = value.strip().lower()
    begun = [party for party in Party if len(wanted) >= 3 and party.value.startswith(wanted)]
    if len(begun) == 1:
        return begun[0].value
    try:
        return parse_party(value).value
    except OddsError as exc:
        raise OneLineError(f"{option}: {exc}") from None


def lead_options(command: Callable[..., None]) -> Callable[..., None]:
    """`--lead`, `--leader`, `--government`: a Popularity lead, read through the board's projections."""
    for option in reversed(
        (
            click.option(
                "--lead",
                type=WholeNumber("Popularity points of lead (such as 6)"),
                default=None,
                help="Popularity lead (read through the board's projections).",
            ),
            click.option("--leader", default=None, help="Party holding the lead: liberal or conservative."),
            click.option("--government", default=None, help="Party in Government: liberal or conservative."),
        )
    ):
        command = option(command)
    return command


def projection_parties(
    projected: int | None, lead: int | None, leader: str | None, government: str | None
) -> tuple[str | None, str | None]:
    """`--projected N`, or `--lead N` with `--leader` and `--government`: the two parties, read."""
    leader = _party_option(leader, "--leader")
    government = _party_option(government, "--government")
    if (projected is None) == (lead is None):
        raise OneLineError("give either --projected N or --lead N (with --leader and --government)")
    if lead is not None and government is None:
        raise OneLineError("--lead needs --government liberal|conservative (and --leader for a lead above 0)")
    return leader, government


government_mps_option = click.option(
    "--government-mps",
    type=WholeNumber("Government MPs (such as 330)"),
    default=330,
    show_default=True,
    help="Government MPs now (the A column).",
)
