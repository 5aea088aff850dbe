"""`prime-minister cards`: check a decks directory and look cards up."""

from __future__ import annotations

import difflib
import re
from collections import Counter
from typing import Any, Sequence

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from companion.cli import clockwork_or_exit, load_components_or_exit
from house.console import fail
from engine import Bill, BillDeck, Components, Event, Politician, Supporter, UncertaintyCard
from engine.deck_fields import MAX_TEXT
from engine.untrusted import shown
from engine import describe_effects
from engine.words import counted


def _console(ctx: click.Context) -> Console:
    return (ctx.obj or {}).get("console") or Console()


@click.group()
def cards() -> None:
    """Check a decks directory (your own transcription) and look cards up."""


@cards.command("check")
@click.pass_context
def check(ctx: click.Context) -> None:
    """Load every decks file (the Clockwork's too), report counts and how many values are
    printed or reconstructed. Anything the game could not use is one error line."""
    components = load_components_or_exit(ctx)
    clockwork_or_exit(components)
    if not components.politicians:
        fail("decks/politicians.yaml lists no politicians: the odds work, but no game can be dealt")
    console = _console(ctx)
    table = Table(title=f"Decks in {escape(components.directory)}")
    for column in ("kind", "cards", "printed", "reconstructed"):
        table.add_column(column)
    groups: list[tuple[str, Sequence[Any]]] = [
        ("politicians", components.politicians),
        *((f"{d.value} bills", components.bills_in(d)) for d in BillDeck),
        ("supporters", components.supporters),
        ("events", components.events),
        ("uncertainty", components.uncertainty),
        ("careers", components.careers),
        ("debate cards", components.debate_cards),
    ]
    for name, items in groups:
        sources = Counter(item.source.value for item in items)
        table.add_row(name, str(len(items)), str(sources.get("printed", 0)), str(sources.get("reconstructed", 0)))
    console.print(table)
    console.print("All decks load and validate.")


def _all_names(components: Components) -> dict[str, object]:
    names: dict[str, object] = {}
    for group in (
        components.politicians,
        components.bills,
        components.supporters,
        components.events,
        components.careers,
    ):
        for item in group:
            names[item.name] = item
    return names


SHOWN_AT_MOST = 8  # names listed for a vague query before asking for more of the name


def _uncertainty_wanted(name: str) -> int | None:
    """`5`, `uncertainty 5` or `u5`: the number of an Uncertainty card asked for."""
    words = name.lower().replace("#", " ").split()
    if words and words[0] in ("uncertainty", "u") and len(words) == 2:
        words = words[1:]
    if len(words) == 1 and words[0].lstrip("u").isdigit():
        return int(words[0].lstrip("u"))
    return None


def player_note(note: str) -> str:
    """A card's note without the rulebook line numbers it was checked against (L1417 ...):
    they mean nothing to a player."""
    note = re.sub(r"\s*\((?:L\d+(?:-\d+)?[,;]?\s*)+\)", "", note)
    sentences = re.split(r"(?<=\.)\s+", note.strip())
    return " ".join(s for s in sentences if not re.search(r"\bL\d+", s)).strip()


@cards.command("show")
@click.argument("name")
@click.pass_context
def show(ctx: click.Context, name: str) -> None:
    """Show one card by name (a unique part of the name is enough), or an Uncertainty card
    by the values it shows (`cards show "vote -4 election +9"`) or by its number in the data
    (`cards show 5`, `cards show "uncertainty 5"`)."""
    components = load_components_or_exit(ctx)
    console = _console(ctx)
    number = _uncertainty_wanted(name)
    if number is not None:
        found = next((u for u in components.uncertainty if u.number == number), None)
        if found is None:
            fail(f"no Uncertainty card {number} (they are numbered 1 to {len(components.uncertainty)})")
        _show_uncertainty(console, found)
        return
    from companion.uncertainty_entry import PRINTED, find_printed

    if PRINTED.match(name):  # the values the card shows, as the table types them: `vote -4 election +9`
        from engine import InvalidChoice

        try:
            number = int(find_printed(components, name))
        except InvalidChoice as exc:
            fail(str(exc))
        _show_uncertainty(console, next(u for u in components.uncertainty if u.number == number))
        return
    names = _all_names(components)
    if len(name) > MAX_TEXT:
        fail(f"no card matches {shown(name)}: no card name is that long")
    exact = [n for n in names if n.lower() == name.lower()]
    matches = exact or [n for n in names if name.lower() in n.lower()]
    if len(matches) != 1:
        close = matches or difflib.get_close_matches(name, list(names), n=5, cutoff=0.5)
        listed = ", ".join(close[:SHOWN_AT_MOST])
        more = f" and {len(close) - SHOWN_AT_MOST} more: type more of the name" if len(close) > SHOWN_AT_MOST else ""
        hint = (
            f"; did you mean: {listed}{more}"
            if close
            else f"; give a card's name or a part of it (a Politician, a bill, a Supporter, an Event, a Career Card), or an "
            f'Uncertainty card\'s values ("vote -4 election +9") or number (1-{len(components.uncertainty)})'
        )
        fail(f"{'no card matches' if not matches else f'{len(matches)} cards match'} {shown(name)}{hint}")
    item = names[matches[0]]
    console.print(f"[bold]{escape(matches[0])}[/bold]  ({item.source.value})")  # type: ignore[attr-defined]
    if isinstance(item, Politician):
        _show_politician(console, item)
    elif isinstance(item, Bill):
        console.print(
            escape(f"{item.deck.title} bill, {item.projection_label}, {item.vp} VP: {describe_effects(item.effects)}")
        )
        if item.subtitle:
            console.print(escape(item.subtitle))
    elif isinstance(item, Supporter):
        for number, option in enumerate(item.options, 1):
            console.print(escape(f"option {number} ({option.label}): {describe_effects(option.effects)}"))
    elif isinstance(item, Event):
        if item.is_by_election:
            console.print(f"By-Election ({item.by_election.value.replace('_', ' ')})")  # type: ignore[union-attr]
        for number, answer in enumerate(item.options, 1):
            console.print(
                escape(
                    f"option {number} ({answer.label}, {counted(answer.cost, 'cube')}): {describe_effects(answer.effects)}"
                )
            )
    note = player_note(getattr(item, "note", ""))
    if note:
        console.print(f"[dim]{escape(note)}[/dim]")


def _show_politician(console: Console, politician: Politician) -> None:
    console.print(f"Politician {politician.number}, {politician.party.title}")
    for ability, level in politician.abilities.items():
        console.print(f"  {ability.value.title():<10} level {level}")
    if politician.campaign_sectors:
        console.print(f"  Campaigns in: {', '.join(s.value for s in politician.campaign_sectors)}")


def _show_uncertainty(console: Console, card: UncertaintyCard) -> None:
    console.print(f"[bold]Uncertainty card {card.number}[/bold]  ({card.source.value})")
    console.print(f"  Vote: {card.vote:+d} Votes to the bill's projection")
    console.print(f"  Election: {card.election:+d} seats to the Government party's projection")
    if card.royal_interference is not None:
        console.print(f"  Royal Interference: on this card, at a minimum of {card.royal_interference} seats")
    else:
        console.print("  Royal Interference: none on this card")
