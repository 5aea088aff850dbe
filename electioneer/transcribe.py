"""`electioneer cards transcribe DIR`: make the card data match your own box.

Most of the bundled cards are *reconstructed*: the guide names the cards' kinds, not their
values. This copies the cards into DIR (or goes on with DIR if it holds cards already) and
walks through every card still marked reconstructed: Enter says your card reads the same (it
becomes `printed`); `KEY: VALUE` (YAML, e.g. `money: -3` or `scores: {Taxes: 2}`) corrects a
field; `skip` leaves it for later; `quit` stops (everything answered so far is kept). Each
change is checked by loading the whole folder, as `cards check` does, and written whole
(house.files.write_atomically); a change that does not load is refused with the loader's
line and nothing is lost. Then play with your cards: `electioneer --decks DIR play`.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click

from electioneer.data_load import FILES, CardError, cards_dir, load_cards
from house import transcribe as cards
from house.checked_yaml import YamlInputError
from house.transcribe import Answer, Entry

CARD_FILES = tuple(cards.CardFile(file, key) for file, key in FILES.items())


def title(entry: Entry) -> str:
    record = entry.record
    return entry.title(str(record.get("name") or record.get("issue") or f"card {entry.index + 1}"))


def entries(folder: Path) -> Iterator[Entry]:
    return cards.entries(folder, CARD_FILES)


def refusal(folder: Path) -> str | None:
    """None when the cards in `folder` load; else the loader's first line."""
    try:
        load_cards(folder)
    except CardError as exc:
        return str(exc.faults[0])
    except YamlInputError as exc:
        return str(exc)
    return None


def read_answer(entry: Entry, text: str) -> Answer:
    """What a line means: Enter (the card reads the same), skip, quit, or the fields to change."""
    plain = cards.plain_answer(text)
    if plain is not None:
        return plain
    allowed = [*entry.record, "note", *(["amount"] if "effect" in entry.record else [])]
    return cards.fields_answer(text, allowed, "money: -3", list(entry.record))


def transcribe_folder(folder: Path, ask: Callable[[str], str], say: Callable[[str], None]) -> tuple[int, int]:
    """Walk through every reconstructed card; (cards confirmed or corrected, cards left)."""

    def change(entry: Entry, updates: dict[str, Any]) -> None:
        cards.rewrite(folder, entry, updates, refusal)

    return cards.walk(list(entries(folder)), title, read_answer, change, ask, say)


def run(ctx: click.Context, directory: str) -> None:
    """The command: copy the cards in use into DIRECTORY when it holds none, then walk them."""
    from house.console import fail

    folder = Path(directory)
    if not (folder / "constituencies.yaml").exists():
        try:
            source = cards_dir((ctx.obj or {}).get("decks"))
        except CardError as exc:
            fail(exc)
        if folder.exists() and any(folder.iterdir()):
            fail(f"{directory} is not empty and holds no cards: name a new or empty folder")
        folder.mkdir(parents=True, exist_ok=True)
        for file in FILES:
            shutil.copyfile(source / file, folder / file)
        click.echo(f"Copied the cards from {source} to {folder}.")
    problem = refusal(folder)
    if problem is not None:
        fail(f"{problem} (fix it, then check it: electioneer cards check --decks {directory})")
    left = sum(1 for _ in entries(folder))
    click.echo(
        f"{left} card{'s' if left != 1 else ''} in {folder} marked reconstructed. For each: compare with your card."
    )
    done, remaining = transcribe_folder(folder, cards.asker(), click.echo)
    click.echo(
        f"\n{done} card{'s' if done != 1 else ''} confirmed or corrected; {remaining} still reconstructed in {folder}."
    )
    click.echo(f"Check it: electioneer cards check --decks {folder}. Play with it: electioneer --decks {folder} play")
