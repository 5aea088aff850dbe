"""`prime-minister odds vote`: the odds that a bill at its projected Votes passes (rule 9.2)."""

from __future__ import annotations

import click

from companion import odds_input
from companion.cli import load_components_or_exit
from companion.odds_answer import card_share, echo_json, plain, show, signed
from companion.plain_answer import NamedValues, Part
from engine import OddsError, VoteOdds, vote_odds
from house.console import OneLineCommand, WholeNumber, fail


@click.command("vote", cls=OneLineCommand)
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
        echo_json({**plain(result), "percent": round(result.percent, 1)})
        return
    show(ctx, vote_answer(result))


def _vote_not_on_the_board(ctx: click.Context, projected: int, as_json: bool) -> None:
    """A projection with no Vote to work out: below the minimum (no Vote may be called) or
    between two tens (Votes move in tens): the answer in words, not an error."""
    components = load_components_or_exit(ctx)
    board = components.board
    if projected < board.vote_minimum:
        if as_json:
            echo_json({"projected": projected, "vote_allowed": False, "minimum": board.vote_minimum})
            return
        show(
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
        echo_json(
            {
                "projected": projected,
                "on_the_board": False,
                "between": {str(at): {**plain(r), "percent": round(r.percent, 1)} for at, r in sides.items()},
            }
        )
        return
    told = "; ".join(f"at {at} {_vote_words(r)}" for at, r in sides.items())
    show(ctx, [f"Votes move in tens, so a bill is never at {projected}: {told}."])


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
            ("Needs", f"a Vote adjustment of {signed(result.needed_adjustment)} or better"),
            ("Passes with", card_share(result.passing, result.total)),
            ("Passing adjustments", ", ".join(signed(a) for a in result.passing_adjustments) or "none"),
        ]
    return [
        f"A bill at {result.projected}: {_vote_words(result)}.",
        NamedValues(f"Vote at {result.projected} projected Votes", tuple(rows)),
    ]
