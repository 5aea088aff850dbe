"""The non-interactive commands of `electioneer`: `seats FILE [--json]` and `cards check|show|transcribe`.

The app's group (`electioneer/app/cli.py`) mounts the click commands `seats` and `cards`
of this module (`"electioneer.commands_quick:seats"`, `"...:cards"`) and passes its
`--decks DIR` in `ctx.obj["decks"]`; `cards check` and `cards show` take `--decks` too.
Every error is one line (`house.console.fail`): exit status 2.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import click

from house.console import OneLineCommand, OneLineGroup, fail, printable

if TYPE_CHECKING:
    from electioneer.rules.cards import Cards


def _decks(ctx: click.Context, given: str | None) -> str | None:
    return given or (ctx.obj or {}).get("decks")


def _load(ctx: click.Context, given: str | None = None) -> "Cards":
    from electioneer.data_load import CardError, load_cards

    try:
        return load_cards(_decks(ctx, given))
    except CardError as exc:
        fail(exc)


@click.command("seats", cls=OneLineCommand)
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Answer as JSON: constituencies, seats, government, outcome.")
@click.pass_context
def seats(ctx: click.Context, file: str, as_json: bool) -> None:
    """Each constituency's winner, the seats and the government for the manifestos in FILE.

    FILE (YAML) lists the seven constituencies (name, two issues, tie order `prefers`) and
    each party's balanced manifesto: a policy by its card name, or with its scores and money
    ({policy: Tax Cut, Taxes: 3, Healthcare: -1, money: 2}; money below 0 costs). A
    manifesto that costs more than it saves is refused with the amount it is short."""
    from electioneer.data_load import CardError, load_cards
    from electioneer.rules.election import Unbalanced
    from electioneer.seats import SeatsFileError, count, describe, read_seats_file

    try:
        cards = load_cards(_decks(ctx, None))
    except CardError:
        cards = None  # policies named by card then cannot be looked up; the file says so
    try:
        line, manifestos = read_seats_file(file, cards)
        result = count(line, manifestos)
    except (SeatsFileError, Unbalanced) as exc:
        fail(exc)
    if as_json:
        click.echo(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
        return
    for text in describe(result, line):
        click.echo(printable(text))


@click.group("cards", cls=OneLineGroup)
def cards() -> None:
    """Check a folder of cards (your own transcription) and look cards up."""


@cards.command("check")
@click.option(
    "--decks", type=click.Path(file_okay=False), default=None, help="The folder to check (default: the cards in use)."
)
@click.pass_context
def check(ctx: click.Context, decks: str | None) -> None:
    """Check every card file of a decks folder; one line per fault."""
    from electioneer.data_load import CardError, cards_dir, load_cards

    try:
        loaded = load_cards(_decks(ctx, decks))
    except CardError as exc:
        for fault in exc.faults:
            click.echo(f"Error: {printable(fault)}", err=True)
        ctx.exit(2)
    made = sum(
        1
        for group in (loaded.constituencies, loaded.policies, loaded.theatrics)
        for card in group
        if card.source == "reconstructed"
    )
    total = len(loaded.constituencies) + len(loaded.policies) + len(loaded.theatrics)
    click.echo(
        printable(
            f"{cards_dir(_decks(ctx, decks))}: {len(loaded.constituencies)} constituencies, "
            f"{len(loaded.issues)} issues, {len(loaded.policies)} policies, "
            f"{len(loaded.theatrics)} theatrics: every card can be played."
        )
    )
    click.echo(f"{made} of {total} cards are our reconstruction (electioneer cards transcribe DIR to use your box's).")


@cards.command("show")
@click.argument("name", nargs=-1, required=True)
@click.option(
    "--decks", type=click.Path(file_okay=False), default=None, help="A decks folder (default: the cards in use)."
)
@click.pass_context
def show(ctx: click.Context, name: tuple[str, ...], decks: str | None) -> None:
    """Show a card: a constituency, policy or theatric, by its name or a part of it; or an issue."""
    from electioneer.rules.cards import ISSUES, Constituency, Policy, Theatric

    loaded = _load(ctx, decks)
    wanted = " ".join(" ".join(name).split()).casefold()
    everything: list[Constituency | Policy | Theatric] = [*loaded.constituencies, *loaded.policies, *loaded.theatrics]
    exact = [card for card in everything if card.name.casefold() == wanted]
    found = exact or [card for card in everything if wanted in card.name.casefold()]
    issue = next((i for i in ISSUES if i.casefold() == wanted), None)
    if issue is not None:
        click.echo(f"{issue}: {loaded.issue_count(issue)} in the issue deck of {len(loaded.issues)}")
        holders = [p.name for p in loaded.policies if p.score(issue)]
        click.echo(printable(f"  policies scoring on it: {', '.join(holders)}"))
        return
    if not found:
        fail(
            f"{' '.join(name)!r} names no card; name a constituency (such as Bath), a policy "
            f"(such as NHS Pledge), a theatric (such as Spin Doctor) or an issue ({', '.join(ISSUES)})"
        )
    if len(found) > 8:
        fail(
            f"{' '.join(name)!r} could be {len(found)} cards: {', '.join(c.name for c in found[:8])} ...; type more of the name"
        )
    for card in found:
        click.echo(printable(_card_words(card)))


def _card_words(card: object) -> str:
    from electioneer.rules.cards import Constituency, Policy, Theatric

    if isinstance(card, Constituency):
        text = f"{card.name} (constituency): ties go to {' > '.join(card.prefers)}"
    elif isinstance(card, Policy):
        text = f"{card.words()}: {card.party + ' party policy' if card.party else 'common policy'}"
    else:
        assert isinstance(card, Theatric)
        text = f"{card.words()}: theatric"
    source = getattr(card, "source", "")
    note = getattr(card, "note", "")
    return f"{text} [{source}{': ' + note if note else ''}]"


@cards.command("transcribe")
@click.argument("directory", type=click.Path(file_okay=False))
@click.pass_context
def transcribe(ctx: click.Context, directory: str) -> None:
    """Walk through every card marked reconstructed and write a decks folder DIRECTORY that
    matches your box (goes on where it stopped if DIRECTORY holds cards already)."""
    from electioneer.transcribe import run

    run(ctx, directory)
