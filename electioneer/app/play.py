"""`electioneer play`: a general election in the terminal against automated parties.

Only click is imported at the top: prompt_toolkit comes in with `electioneer.app.session`
when a game starts, so `electioneer --help` stays quick.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import click

from house.console import OneLineCommand, fail

if TYPE_CHECKING:
    from rich.console import Console

    from electioneer.app.saves import SaveStore
    from electioneer.rules import Game

PARTY_WORDS = ("CON", "LAB", "LD", "REF", "GRN")


if TYPE_CHECKING:  # click 8.2 made ParamType generic; 8.1 (still accepted) cannot subscript it
    TextType = click.ParamType[str, Any]
else:
    TextType = click.ParamType


class PartyWord(TextType):
    """A party by its letters, any case: CON, LAB, LD, REF or GRN."""

    name = "party"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        word = str(value).strip().upper()
        if word not in PARTY_WORDS:
            self.fail(f"{str(value)[:20]!r} is not a party (CON, LAB, LD, REF or GRN)", param, ctx)
        return word


class LevelsHelp(OneLineCommand):
    """`play --help` ends with the automated parties' levels and what each does."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from electioneer.app.opponents import levels

        super().format_epilog(ctx, formatter)
        with formatter.section("Levels of the automated parties"):
            formatter.write_dl(list(levels().items()))


def party_count_problem(party: str, count: int) -> str | None:
    """Why `party` cannot stand in a game of `count` parties, or None."""
    if party not in ("CON", "LAB") and count < 3:
        return f"{party} stands only with 3 to 5 parties (CON and LAB are the first two): add --parties 3"
    return None


@click.command(cls=LevelsHelp)
@click.option(
    "--party",
    type=PartyWord(),
    default=None,
    metavar="CON|LAB|LD|REF|GRN",
    help="Your party (asked when not given). LD, REF and GRN stand with 3 or more parties.",
)
@click.option(
    "--parties",
    "count",
    type=click.IntRange(2, 5),
    default=None,
    metavar="2-5",
    help="How many parties stand, 2 to 5 (asked when not given): CON and LAB, then LD, REF, GRN.",
)
@click.option("--level", default=None, help="The automated parties' level (listed below; default: standard).")
@click.option(
    "--theatrics",
    type=click.Choice(["even", "one", "none"], case_sensitive=False),
    default="even",
    show_default=True,
    help="Theatrics dealt: evenly, one each, or none (the guide's option).",
)
@click.option("--seed", type=int, default=None, help="Seed for every card dealt and drawn (default: a new one).")
@click.pass_context
def play(
    ctx: click.Context, party: str | None, count: int | None, level: str | None, theatrics: str, seed: int | None
) -> None:
    """Play a general election against automated parties.

    You choose your party and how many parties stand; the others are automated and decide
    from what they may see: none sees your face-down policy before the reveal, and you see
    none of theirs. Their reasons show once their choices are public."""
    from electioneer.app.opponents import DEFAULT_LEVEL, levels
    from electioneer.app.starting import ask, cards_or_exit, consoles
    from electioneer.rules import SetupError, new_setup

    level = level or DEFAULT_LEVEL
    if level not in levels():
        fail(f"--level {level!r} is not a level of the automated parties ({', '.join(levels())})")
    if party is not None and count is not None and party_count_problem(party.upper(), count):
        fail(party_count_problem(party.upper(), count))
    cards = cards_or_exit(ctx)
    console, err = consoles(ctx)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    if count is None and party is None:
        answer = ask(console, "How many parties stand", ["2", "3", "4", "5"], "2")
        if answer is None:
            return
        count = int(answer)
    if party is None:
        allowed = list(PARTY_WORDS[:count]) if count is not None else list(PARTY_WORDS)
        answer = ask(console, "Which party do you play", allowed, "LAB")
        if answer is None:
            return
        party = answer
    party = party.upper()
    count = count if count is not None else (2 if party in ("CON", "LAB") else 3)
    problem = party_count_problem(party, count)
    if problem:
        fail(problem)
    try:
        setup = new_setup(standing(party, count), seed=seed, theatrics=theatrics)
    except SetupError as exc:
        fail(exc)
    from electioneer.app.saves import SaveStore
    from electioneer.rules import Game

    try:
        game = Game(cards, setup)
    except SetupError as exc:
        fail(exc)
    store = SaveStore()
    from house.save_folder import new_game_id

    game_id = new_game_id(seed, store.id_taken)
    start_session(game, party, level, console, err, store, game_id, banner(game, party, level))


def standing(party: str, count: int) -> list[str]:
    """The parties of a game of `count` with `party` among them: CON and LAB, then the
    person's party if smaller, then LD, REF, GRN in turn."""
    smaller = [party] if party not in ("CON", "LAB") else []
    smaller += [p for p in ("LD", "REF", "GRN") if p not in smaller]
    return ["CON", "LAB", *smaller[: count - 2]]


def banner(game: "Game", party: str, level: str) -> list[str]:
    others = [p for p in game.setup.parties if p != party]
    return [
        f"[bold]Electioneer UK[/bold]: you play {party} against {', '.join(others)} (automated, {level}); "
        f"seed {game.setup.seed}.",
        "Type ? for what you can type now (Tab completes), help for the words. Autosaved: electioneer resume.",
    ]


def start_session(
    game: "Game",
    party: str,
    level: str,
    console: "Console",
    err: "Console",
    store: "SaveStore",
    game_id: str,
    lines: list[str],
) -> None:
    from electioneer.app.opponents import decider
    from electioneer.app.session import PLAY, Session

    deciders = {p: decider(level, p, game.setup.seed) for p in game.setup.parties if p != party}
    Session(
        game, PLAY, console, store, game_id, human=party, deciders=deciders, level=level, err_console=err, banner=lines
    ).run()
