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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
import yaml

from electioneer.data_load import FILES, CardError, cards_dir, load_cards
from house.files import write_atomically

RECONSTRUCTED, PRINTED = "reconstructed", "printed"


@dataclass
class Entry:
    """One card still marked reconstructed: its file, its place in the list, its fields."""

    file: str
    index: int
    record: dict[str, Any]

    @property
    def title(self) -> str:
        return f"{self.file}: {self.record.get('name') or self.record.get('issue') or f'card {self.index + 1}'}"


def entries(folder: Path) -> Iterator[Entry]:
    for file, key in FILES.items():
        path = folder / file
        if not path.exists():
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for index, record in enumerate(data.get(key) or []):
            if isinstance(record, dict) and record.get("source") == RECONSTRUCTED:
                yield Entry(file, index, record)


def _header(text: str) -> str:
    """The comment lines at the top of a cards file (kept when the file is written again)."""
    lines = []
    for line in text.splitlines(keepends=True):
        if not (line.startswith("#") or not line.strip()):
            break
        lines.append(line)
    return "".join(lines)


def change(folder: Path, entry: Entry, updates: dict[str, Any]) -> None:
    """Write `updates` into the entry's card and check the folder still loads; put the file
    back as it was and raise ValueError (the loader's first line) when it does not."""
    path = folder / entry.file
    before = path.read_text(encoding="utf-8")
    data = yaml.safe_load(before)
    record = data[FILES[entry.file]][entry.index]
    record.update(updates)
    write_atomically(path, _header(before) + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110))
    try:
        load_cards(folder)
    except CardError as exc:
        write_atomically(path, before)
        raise ValueError(exc.faults[0]) from None
    entry.record = record


def read_answer(entry: Entry, text: str) -> dict[str, Any] | str:
    """What a line means: "" (the card reads the same), "skip", "quit", or the fields to change."""
    stripped = text.strip()
    if not stripped or stripped.lower() in ("y", "yes", "same"):
        return {"source": PRINTED}
    if stripped.lower() in ("skip", "s"):
        return "skip"
    if stripped.lower() in ("quit", "q"):
        return "quit"
    try:
        fields = yaml.safe_load(stripped.replace("; ", "\n"))
    except yaml.YAMLError as exc:
        raise ValueError(f"{stripped!r} is not KEY: VALUE ({str(exc).splitlines()[0]})") from None
    if not isinstance(fields, dict):
        raise ValueError(f"{stripped!r}: type KEY: VALUE (for example money: -3), Enter, skip or quit")
    allowed = [*entry.record, "note", *(["amount"] if "effect" in entry.record else [])]
    unknown = [str(k) for k in fields if k not in allowed]
    if unknown:
        raise ValueError(f"{', '.join(unknown)}: not a field of this card (fields: {', '.join(entry.record)})")
    return {**fields, "source": PRINTED}


def transcribe_folder(folder: Path, ask: Callable[[str], str], say: Callable[[str], None]) -> tuple[int, int]:
    """Walk through every reconstructed card; (cards confirmed or corrected, cards left)."""
    todo = list(entries(folder))
    done = 0
    for number, entry in enumerate(todo, 1):
        say(f"\n[{number}/{len(todo)}] {entry.title}")
        say(yaml.safe_dump({k: v for k, v in entry.record.items() if k != "source"}, sort_keys=False,
                           allow_unicode=True, width=100).rstrip())
        while True:
            try:
                text = ask("Enter: your card reads so \u00b7 KEY: VALUE corrects \u00b7 skip \u00b7 quit > ")
            except EOFError:
                text = "quit"
            try:
                answer = read_answer(entry, text)
                if answer == "quit":
                    return done, len(todo) - done
                if answer == "skip":
                    break
                assert isinstance(answer, dict)
                change(folder, entry, answer)
            except ValueError as exc:
                say(f"Error: {exc}")
                continue
            done += 1
            break
    return done, len(todo) - done


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
    left = sum(1 for _ in entries(folder))
    click.echo(f"{left} card{'s' if left != 1 else ''} in {folder} marked reconstructed. For each: compare with your card.")
    from prompt_toolkit import PromptSession

    session: PromptSession[str] = PromptSession()

    def ask(question: str) -> str:
        while True:
            try:
                return session.prompt(question)
            except KeyboardInterrupt:
                continue

    done, remaining = transcribe_folder(folder, ask, click.echo)
    click.echo(f"\n{done} card{'s' if done != 1 else ''} confirmed or corrected; {remaining} still reconstructed in {folder}.")
    click.echo(f"Check it: electioneer cards check --decks {folder}. Play with it: electioneer --decks {folder} play")
