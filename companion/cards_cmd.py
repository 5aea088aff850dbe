"""`prime-minister cards`: check a decks directory and look cards up."""

from __future__ import annotations

import difflib
from collections import Counter

import click
from rich.console import Console
from rich.table import Table

from companion.cli import load_components_or_exit
from engine.components import Bill, BillDeck, Components, Event, Supporter
from engine.effects import describe_effects

KINDS = ("politicians", "bills", "supporters", "events", "uncertainty", "careers", "debate-cards")


def _console(ctx: click.Context) -> Console:
    return (ctx.obj or {}).get("console") or Console()


@click.group()
def cards() -> None:
    """Check a decks directory (your own transcription) and look cards up."""


@cards.command("check")
@click.pass_context
def check(ctx: click.Context) -> None:
    """Load every decks file, report counts and how many values are printed or reconstructed."""
    components = load_components_or_exit(ctx)
    console = _console(ctx)
    table = Table(title=f"Decks in {components.directory}")
    for column in ("kind", "cards", "printed", "reconstructed"):
        table.add_column(column)
    groups: list[tuple[str, tuple]] = [
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
    for group in (components.politicians, components.bills, components.supporters, components.events, components.careers):
        for item in group:
            names[item.name] = item
    return names


@cards.command("show")
@click.argument("name")
@click.pass_context
def show(ctx: click.Context, name: str) -> None:
    """Show one card by name (a unique part of the name is enough)."""
    components = load_components_or_exit(ctx)
    console = _console(ctx)
    names = _all_names(components)
    matches = [n for n in names if name.lower() in n.lower()]
    if len(matches) != 1:
        close = matches or difflib.get_close_matches(name, list(names), n=5, cutoff=0.5)
        hint = f"; did you mean: {', '.join(close)}" if close else ""
        click.echo(f"Error: {'no card' if not matches else 'more than one card'} matches {name!r}{hint}", err=True)
        ctx.exit(2)
    item = names[matches[0]]
    console.print(f"[bold]{matches[0]}[/bold]  ({item.source.value})")  # type: ignore[attr-defined]
    if isinstance(item, Bill):
        console.print(f"{item.deck.value} bill, {item.projection_label}, {item.vp} VP: {describe_effects(item.effects)}")
        if item.subtitle:
            console.print(item.subtitle)
    elif isinstance(item, Supporter):
        for number, option in enumerate(item.options, 1):
            console.print(f"option {number} ({option.label}): {describe_effects(option.effects)}")
    elif isinstance(item, Event):
        if item.is_by_election:
            console.print(f"By-Election ({item.by_election.value})")  # type: ignore[union-attr]
        for number, option in enumerate(item.options, 1):
            console.print(f"option {number} ({option.label}, {option.cost} cube(s)): {describe_effects(option.effects)}")
    note = getattr(item, "note", "")
    if note:
        console.print(f"[dim]{note}[/dim]")
