"""`prime-minister odds`: exact odds of a Vote, an Election or a By-Election.

Thin rendering over `engine.odds`; imports nothing interactive (no prompt_toolkit), so a
one-line answer starts fast. Bad input prints one `Error: ...` line on stderr and exits 2.
"""

from __future__ import annotations

import dataclasses
import sys
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable

import click

from companion.cli import load_components_or_exit
from companion import odds_input
from house.console import OneLineError, OneLineGroup, WholeNumber, fail, injected_console
from companion.plain_answer import NamedValues, Part, print_with_rich, written
from engine import (
    LOST_CHALLENGE,
    SCENARIO6_DEDUCTION,
    ByElectionOdds,
    CardOutcome,
    Decided,
    ElectionOdds,
    ElectionResult,
    OddsError,
    Party,
    Side,
    VoteOdds,
    by_election_odds,
    election_odds,
    government_projection,
    parse_party,
    vote_odds,
)

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table


def _plain(value: Any) -> Any:
    """A JSON-ready copy: dataclasses to dicts, Fractions to "a/b", Enums to their value."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(_plain(k)): _plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def _echo_json(payload: dict[str, Any]) -> None:
    import json  # only for --json: a table needs none

    click.echo(json.dumps(payload, indent=2))


def _cards(count: int, total: int) -> str:
    return f"{count} of {total} cards ({100 * count / total:.1f}%)"


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _show(ctx: click.Context, parts: list[Part]) -> None:
    """Print a sentence or two and small tables: written directly when that gives what rich
    would print (`companion.plain_answer`), so most answers never import rich; else by rich."""
    if (ctx.obj or {}).get("console") is None:
        text = written(parts)
        if text is not None:
            sys.stdout.write(text)
            sys.stdout.flush()
            return
    print_with_rich(injected_console(ctx), parts)


def _key_value_table(title: str) -> Table:
    from rich.table import Table

    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    return table


@click.group(cls=OneLineGroup)
def odds() -> None:
    """Exact odds of Votes, Elections and By-Elections.

    Every answer enumerates the Uncertainty deck in use: pass --decks DIR (before `odds`)
    to use your own transcription of the cards.
    """


# --- vote ------------------------------------------------------------------------------


@odds.command("vote")
@click.argument("projected", type=WholeNumber("projected Votes (such as 330, or -5 below zero)"))
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.pass_context
def vote(ctx: click.Context, projected: int, as_json: bool) -> None:
    """Odds that a bill at PROJECTED Votes passes (rule 9.2)."""
    components = load_components_or_exit(ctx)
    board = components.board
    try:
        odds_input.check_projected_votes(board, projected)  # first: 99999 is no bill, between two tens or not
    except odds_input.ImpossiblePosition as exc:
        fail(exc)
    if projected < board.vote_minimum or projected % 10:
        _vote_not_on_the_board(ctx, projected, as_json)
        return
    try:
        result = vote_odds(
            projected,
            components.uncertainty,
            minimum=board.vote_minimum,
            needed=board.vote_pass,
            certain=board.vote_certain,
        )
    except (OddsError, odds_input.ImpossiblePosition) as exc:
        fail(exc)
    if as_json:
        _echo_json({**_plain(result), "percent": round(result.percent, 1)})
        return
    _show(ctx, vote_answer(result))


def _vote_not_on_the_board(ctx: click.Context, projected: int, as_json: bool) -> None:
    """A projection with no Vote to work out: below the minimum (no Vote may be called) or
    between two tens (Votes move in tens): the answer in words, not an error."""
    components = load_components_or_exit(ctx)
    board = components.board
    if projected < board.vote_minimum:
        if as_json:
            _echo_json({"projected": projected, "vote_allowed": False, "minimum": board.vote_minimum})
            return
        _show(
            ctx,
            [
                f"No Vote at {projected}: a bill needs {board.vote_minimum} projected Votes or more before the PM may "
                f"put it to a Vote (below that it can only be agreed or withdrawn, or raised by Debate first)."
            ],
        )
        return
    lower, upper = projected - projected % 10, projected - projected % 10 + 10
    sides = {}
    for at in (lower, upper):
        if at < board.vote_minimum:
            continue
        sides[at] = vote_odds(
            at, components.uncertainty, minimum=board.vote_minimum, needed=board.vote_pass, certain=board.vote_certain
        )
    if as_json:
        _echo_json(
            {
                "projected": projected,
                "on_the_board": False,
                "between": {str(at): {**_plain(r), "percent": round(r.percent, 1)} for at, r in sides.items()},
            }
        )
        return
    told = "; ".join(f"at {at} {_vote_words(r)}" for at, r in sides.items())
    _show(ctx, [f"Votes move in tens, so a bill is never at {projected}: {told}."])


def _vote_words(result: VoteOdds) -> str:
    """`passes on 9 of 18 cards (50%)` or `passes for certain (no card is drawn)`."""
    if not result.draws_card:
        return "it passes for certain (no Uncertainty card is drawn)"
    return f"it passes on {result.passing} of {result.total} Uncertainty cards ({result.percent:.0f}%)"


def vote_answer(result: VoteOdds) -> list[Part]:
    """The answer in words, then the table: what the bill needs and how many cards give it."""
    if not result.draws_card:
        rows = [("Passes", f"certainly: no Uncertainty card is drawn at {result.projected}")]
    else:
        rows = [
            ("Needs", f"a Vote adjustment of {_signed(result.needed_adjustment)} or better"),
            ("Passes with", _cards(result.passing, result.total)),
            ("Passing adjustments", ", ".join(_signed(a) for a in result.passing_adjustments) or "none"),
        ]
    return [
        f"A bill at {result.projected}: {_vote_words(result)}.",
        NamedValues(f"Vote at {result.projected} projected Votes", tuple(rows)),
    ]


# --- election --------------------------------------------------------------------------


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


def _lead_options(command: Callable[..., None]) -> Callable[..., None]:
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


def _projection_parties(
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


@odds.command("election")
@click.option(
    "--projected",
    type=WholeNumber("projected seats (such as 325)"),
    default=None,
    help="The PM's party's projected seats.",
)
@_lead_options
@click.option("--favour-pm", type=WholeNumber("Favour (0 to 8)"), default=1, show_default=True, help="The PM's Favour.")
@click.option(
    "--favour-opp",
    type=WholeNumber("Favour (0 to 8)"),
    default=1,
    show_default=True,
    help="The Opposition Leader's Favour.",
)
@click.option(
    "--government-mps",
    type=WholeNumber("Government MPs (such as 330)"),
    default=330,
    show_default=True,
    help="Government MPs now (the A column).",
)
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
    leader, government = _projection_parties(projected, lead, leader, government)
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
        _echo_json(election_json(result))
        return
    render_election(injected_console(ctx), result)


def election_json(result: ElectionOdds) -> dict[str, Any]:
    payload: dict[str, Any] = _plain(result)
    cards = []
    for o in result.outcomes:
        entry = {**_plain(o), "result": _plain(o.result)}
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
    keeps = f"The PM keeps office on {_cards(result.pm_keeps_office_cards, result.total)}"
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
            _signed(o.card.election),
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
    summary = _key_value_table("Summary")
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
        _cards(result.pm_keeps_office_cards, result.total)
        + (
            f", {favourite} using Royal Interference when it helps"
            if favourite and result.royal_interference_decides
            else ""
        ),
    )
    summary.add_row("  without Royal Interference", _cards(result.pm_keeps_office_cards_without_ri, result.total))
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


# --- by-election -----------------------------------------------------------------------


@odds.command("by-election")
@click.option(
    "--government-mps",
    type=WholeNumber("Government MPs (such as 330)"),
    default=330,
    show_default=True,
    help="Government MPs now (the A column).",
)
@click.option(
    "--projected",
    type=WholeNumber("projected seats (such as 325)"),
    default=None,
    help="The Government party's projected seats.",
)
@_lead_options
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
    leader, government = _projection_parties(projected, lead, leader, government)
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
        _echo_json(_plain(result))
        return
    _show(ctx, by_election_answer(result))


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
