"""`prime-minister odds election`: every Uncertainty card's Election outcome and the odds
(rules 11.0-11.5), as a table of the cards and a summary, or as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from companion import odds_input
from companion.cli import load_components_or_exit
from companion.odds_answer import card_share, echo_json, key_value_table, plain, signed
from companion.odds_lead import government_mps_option, lead_options, projection_parties
from engine import (
    LOST_CHALLENGE,
    SCENARIO6_DEDUCTION,
    CardOutcome,
    Decided,
    ElectionOdds,
    ElectionResult,
    OddsError,
    Side,
    election_odds,
)
from house.console import OneLineCommand, WholeNumber, fail, injected_console

if TYPE_CHECKING:
    from rich.console import Console


@click.command("election", cls=OneLineCommand)
@click.option(
    "--projected",
    type=WholeNumber("projected seats (such as 325)"),
    default=None,
    help="The PM's party's projected seats.",
)
@lead_options
@click.option("--favour-pm", type=WholeNumber("Favour (0 to 8)"), default=1, show_default=True, help="The PM's Favour.")
@click.option(
    "--favour-opp",
    type=WholeNumber("Favour (0 to 8)"),
    default=1,
    show_default=True,
    help="The Opposition Leader's Favour.",
)
@government_mps_option
@click.option("--challenge-pm", is_flag=True, help="The Opposition Leader became PM by Challenge this round.")
@click.option("--pm-lost-challenge", is_flag=True, help="The PM lost a Challenge this round.")
@click.option("--opp-lost-challenge", is_flag=True, help="The Opposition Leader lost a Challenge this round.")
@click.option("--fractured", is_flag=True, help="Scenario 6, Fractured Parliament.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of tables.")
@click.pass_context
def election(
    ctx: click.Context,
    projected: int | None,
    lead: int | None,
    leader: str | None,
    government: str | None,
    favour_pm: int,
    favour_opp: int,
    government_mps: int,
    challenge_pm: bool,
    pm_lost_challenge: bool,
    opp_lost_challenge: bool,
    fractured: bool,
    as_json: bool,
) -> None:
    """Every Uncertainty card's Election outcome and the odds (rules 11.0-11.5)."""
    leader, government = projection_parties(projected, lead, leader, government)
    components = load_components_or_exit(ctx)
    try:
        board = components.board
        odds_input.check_projected_seats(board, projected)
        odds_input.check_lead(board, lead)
        odds_input.check_favour(board, favour_pm=favour_pm, favour_opp=favour_opp)
        odds_input.check_government_mps(board, government_mps)
        result = election_odds(
            projected,
            components.uncertainty,
            favour_pm=favour_pm,
            favour_opp=favour_opp,
            government_mps=government_mps,
            lead=lead,
            leader=leader,
            government=government,
            board=components.board,
            challenge=challenge_pm,
            pm_lost_challenge=pm_lost_challenge,
            opp_lost_challenge=opp_lost_challenge,
            scenario6=fractured,
        )
    except (OddsError, odds_input.ImpossiblePosition) as exc:
        fail(exc)
    if as_json:
        echo_json(election_json(result))
        return
    render_election(injected_console(ctx), result)


def election_json(result: ElectionOdds) -> dict[str, Any]:
    payload: dict[str, Any] = plain(result)
    cards = []
    for o in result.outcomes:
        entry = {**plain(o), "result": plain(o.result)}
        if o.royal is not None:
            entry["royal"]["may_accept"] = o.royal.may_accept
        cards.append(entry)
    payload["cards"] = cards
    del payload["outcomes"]
    payload["seat_distribution"] = [{"seats": seats, "cards": count} for seats, count in result.seat_distribution]
    payload["pm_keeps_office_cards"] = result.pm_keeps_office_cards
    payload["pm_keeps_office_cards_without_ri"] = result.pm_keeps_office_cards_without_ri
    return payload


_DECIDED = {
    Decided.MAJORITY: "majority",
    Decided.TIE_FAVOUR: "tie, Favour",
    Decided.TIE_OPPOSITION_LEADER: "tie, OL",
    Decided.CHALLENGE: "Challenge",
    Decided.ROYAL_INTERFERENCE: "Royal Int.",
}


def _outcome_cells(outcome: ElectionResult) -> list[str]:
    who = "PM" if outcome.governs is Side.GOVERNMENT else "OL"
    return [
        f"{who} ({_DECIDED[outcome.decided]})",
        str(outcome.government_mps),
        str(outcome.vp_government),
        str(outcome.vp_opposition),
    ]


def _royal_cell(o: CardOutcome) -> str:
    if o.royal is None:
        return ""
    if o.royal.favourite is None:
        status = "none"
    elif o.royal.bar is not None:
        status = "barred" if o.royal.bar == LOST_CHALLENGE else "short"
    elif o.accepted is None:
        status = "moot"
    else:
        status = "PM" if o.royal.favourite is Side.GOVERNMENT else "OL"
    return f"\u2265{o.royal.minimum} {status}"


_RI_CAPTION = (
    "RI: the card's Royal Interference minimum and who may accept it (PM/OL: the favourite decides; "
    "moot: the favourite governs anyway; short: below the minimum; barred: lost a Challenge; none: equal Favour). "
    "VP: Election VP for the PM's and the OL's parties; MPs: the new A column."
)


def election_headline(result: ElectionOdds) -> str:
    """The answer in words: how often the PM keeps office, with and without Royal Interference."""
    keeps = f"The PM keeps office on {card_share(result.pm_keeps_office_cards, result.total)}"
    if result.pm_keeps_office_cards_without_ri != result.pm_keeps_office_cards:
        keeps += (
            f"; without Royal Interference on {result.pm_keeps_office_cards_without_ri} "
            f"({100 * result.pm_keeps_office_cards_without_ri / result.total:.0f}%)"
        )
    return (
        keeps + f". Election VP on average: PM's party {float(result.expected_vp_government):.1f}, "
        f"Opposition's {float(result.expected_vp_opposition):.1f}."
    )


def render_election(console: Console, result: ElectionOdds) -> None:
    from rich import box
    from rich.table import Table

    console.print(f"[bold]{election_headline(result)}[/bold]")
    party = f" ({result.government_party.title})" if result.government_party else ""
    parties = f"the PM's party{party}"
    table = Table(
        title=f"Election: {parties} projected {result.projected} seats",
        title_justify="left",
        caption=_RI_CAPTION,
        caption_justify="left",
        box=box.SIMPLE_HEAD,
    )
    for name, justify in (
        ("Card", "right"),
        ("Adj", "right"),
        ("PM", "right"),
        ("OL", "right"),
        ("RI", "left"),
        ("Governs", "left"),
        ("MPs", "right"),
        ("VP PM", "right"),
        ("VP OL", "right"),
    ):
        table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for o in result.outcomes:
        table.add_row(
            str(o.card.number),
            signed(o.card.election),
            str(o.government_seats),
            str(o.opposition_seats),
            _royal_cell(o),
            *_outcome_cells(o.declined),
        )
        if o.accepted is not None:
            table.add_row("", "", "", "", "  accepts", *_outcome_cells(o.accepted))
    console.print(table)
    render_election_summary(console, result)


def render_election_summary(console: Console, result: ElectionOdds) -> None:
    summary = key_value_table("Summary")
    favourite = None
    if result.favour_pm != result.favour_opp:
        favourite = "PM" if result.favour_pm > result.favour_opp else "Opposition Leader"
    summary.add_row(
        "Government MPs now",
        str(result.government_mps) + (" (counts the party that lost the Challenge)" if result.challenge else ""),
    )
    if result.scenario6:
        summary.add_row("Scenario 6", f"{SCENARIO6_DEDUCTION} MPs deducted from each party after the result")
    summary.add_row(
        "PM keeps office",
        card_share(result.pm_keeps_office_cards, result.total)
        + (
            f", {favourite} using Royal Interference when it helps"
            if favourite and result.royal_interference_decides
            else ""
        ),
    )
    summary.add_row("  without Royal Interference", card_share(result.pm_keeps_office_cards_without_ri, result.total))
    summary.add_row(
        "Royal Interference decides",
        f"{result.royal_interference_decides} cards" + (f" ({favourite})" if favourite else ""),
    )
    summary.add_row(
        "Election VP on average",
        f"PM's party {float(result.expected_vp_government):.1f}, "
        f"Opposition's {float(result.expected_vp_opposition):.1f}",
    )
    summary.add_row(
        "PM's party seats",
        ", ".join(f"{seats} x{count}" if count > 1 else str(seats) for seats, count in result.seat_distribution),
    )
    console.print(summary)
