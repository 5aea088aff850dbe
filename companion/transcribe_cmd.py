"""`prime-minister cards transcribe DIR`: make the card data match your own box.

Much of the bundled card data is *reconstructed*: the rulebook gives the decks' shape, not
every card, so those values are our design. This command copies the decks into DIR (or
goes on with DIR if it holds decks already) and walks through every card still marked
reconstructed, one at a time: Enter says your card reads the same (it becomes `printed`),
`KEY: VALUE` lines (YAML, e.g. `vote: -4`, `adjustment: 20`) correct a field, `skip` leaves it
for later, `quit` stops (everything answered so far is written). Each change is checked by
loading the whole folder, as `cards check` does, and written atomically; a change that does
not load is refused with the loader's one line and nothing is lost. Then play with your
cards: `prime-minister --decks DIR assist` (or `play`).
"""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator

import click

from engine.words import counted, verb_for
from house import transcribe as cards
from house.checked_yaml import YamlInputError
from house.console import printable
from house.transcribe import PRINTED, RECONSTRUCTED, Answer, Entry

if TYPE_CHECKING:
    from engine import Components

# file (relative to the decks folder) -> the key of its list of cards
CARD_LISTS = (
    ("uncertainty.yaml", "cards"),
    ("supporters.yaml", "supporters"),
    ("bills/cross-party.yaml", "bills"),
    ("bills/liberal.yaml", "bills"),
    ("bills/conservative.yaml", "bills"),
    ("events.yaml", "events"),
    ("politicians.yaml", "politicians"),
    ("careers.yaml", "careers"),
    ("debate-cards.yaml", "debate_cards"),
    ("board.yaml", "mats"),
)
CARD_FILES = tuple(cards.CardFile(relative, key) for relative, key in CARD_LISTS)


def data_note(components: "Components") -> str:
    """One line for banners: how much of the card data in use is reconstructed."""
    counts = provenance(components)
    total = sum(counts.values())
    made = counts.get(RECONSTRUCTED, 0)
    if not made:
        return f"Card data: {components.directory}, every card marked printed."
    return (
        f"Card data: {made} of {total} cards are our reconstruction, not checked against a printed card "
        f"({components.directory}). Use your own: prime-minister cards transcribe DIR, then --decks DIR."
    )


def provenance(components: "Components") -> Counter[str]:
    groups: list[tuple[Any, ...]] = [
        components.politicians,
        components.bills,
        components.supporters,
        components.events,
        components.uncertainty,
        components.careers,
        components.debate_cards,
    ]
    return Counter(item.source.value for group in groups for item in group)


def title(entry: Entry) -> str:
    record = entry.record
    name = record.get("name") or f"card {record.get('number', entry.index + 1)}"
    side = f" ({record['side']})" if "side" in record else ""
    return entry.title(f"{name}{side}")


def entries(folder: Path) -> Iterator[Entry]:
    """The cards marked reconstructed, read with the checked loader (house.checked_yaml); a
    folder is checked whole (`checked_folder`) before it is walked."""
    return cards.entries(folder, CARD_FILES)


def checked_folder(folder: Path) -> str | None:
    """None when the decks in `folder` load as `cards check` loads them; else the loader's
    one line naming the file and the field."""
    from engine import DeckError, load_components

    try:
        load_components(folder)
    except (DeckError, YamlInputError) as exc:
        return str(exc)
    return None


def read_answer(entry: Entry, text: str) -> Answer:
    """What a line means: Enter (same as printed), skip, quit, an Uncertainty card's values
    as printed (`vote -4 election +9`), or the fields to change."""
    plain = cards.plain_answer(text)
    if plain is not None:
        return plain
    stripped = text.strip()
    if entry.file.relative == "uncertainty.yaml" and ":" not in stripped:
        from companion.uncertainty_entry import PRINTED as PRINTED_VALUES

        match = PRINTED_VALUES.match(stripped)
        if match is None:
            raise ValueError(
                f"{printable(stripped)!r}: type the card's values (vote -4 election +9, royal 318 if shown) or KEY: VALUE"
            )
        royal = None if match["royal"] is None else int(match["royal"])
        return {
            "vote": int(match["vote"]),
            "election": int(match["election"]),
            "royal_interference": royal,
            "source": PRINTED,
        }
    return cards.fields_answer(
        text, [*entry.record, "royal_interference", "note"], "adjustment: 20", list(entry.record)
    )


def transcribe_folder(folder: Path, ask: Callable[[str], str], say: Callable[[str], None]) -> tuple[int, int]:
    """Walk through every reconstructed card; (cards confirmed or corrected, cards left)."""

    def change(entry: Entry, updates: dict[str, Any]) -> None:
        cards.rewrite(folder, entry, updates, checked_folder)

    return cards.walk(list(entries(folder)), title, read_answer, change, ask, say)


@click.command("transcribe")
@click.argument("directory", type=click.Path(file_okay=False))
@click.pass_context
def transcribe(ctx: click.Context, directory: str) -> None:
    """Walk through every card marked reconstructed and write a decks folder DIRECTORY
    that matches your box (goes on where it stopped if DIRECTORY holds decks already)."""
    from engine import DeckError, default_decks_dir

    folder = Path(directory)
    console = (ctx.obj or {}).get("console")
    say: Callable[[str], None] = (
        (lambda text: console.print(text, markup=False, highlight=False)) if console else click.echo
    )
    if not (folder / "uncertainty.yaml").exists():
        try:
            source = default_decks_dir((ctx.obj or {}).get("decks"))
        except DeckError as exc:
            click.echo(f"Error: {exc}", err=True)
            ctx.exit(2)
        if folder.exists() and any(folder.iterdir()):
            click.echo(f"Error: {directory} is not empty and holds no decks: name a new or empty folder", err=True)
            ctx.exit(2)
        folder.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(source, folder, dirs_exist_ok=True)
        say(f"Copied the decks from {source} to {folder}.")
    problem = checked_folder(folder)
    if problem is not None:
        click.echo(
            f"Error: {printable(problem)} (fix it, then check it: prime-minister --decks {printable(str(folder))} cards check)",
            err=True,
        )
        ctx.exit(2)
    left = sum(1 for _ in entries(folder))
    say(
        f"{counted(left, 'card')} in {folder} {verb_for(left, 'is', 'are')} marked reconstructed. For each: compare with your card."
    )
    done, remaining = transcribe_folder(folder, cards.asker(), say)
    say(f"\n{counted(done, 'card')} confirmed or corrected; {remaining} still reconstructed in {folder}.")
    say(f"Check it: prime-minister --decks {folder} cards check. Play with it: prime-minister --decks {folder} assist")
