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

from dataclasses import dataclass
from engine.words import counted, verb_for
from house.checked_yaml import YamlInputError, parse_yaml, read_yaml
from house.console import printable
from house.files import write_atomically

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
RECONSTRUCTED = "reconstructed"
PRINTED = "printed"


def data_note(components: "Components") -> str:
    """One line for banners: how much of the card data in use is reconstructed."""
    counts = provenance(components)
    total = sum(counts.values())
    made = counts.get(RECONSTRUCTED, 0)
    if not made:
        return f"Card data: {components.directory}, every card marked printed."
    return (f"Card data: {made} of {total} cards are our reconstruction, not checked against a printed card "
            f"({components.directory}). Use your own: prime-minister cards transcribe DIR, then --decks DIR.")


def provenance(components: "Components") -> Counter[str]:
    groups: list[tuple[Any, ...]] = [components.politicians, components.bills, components.supporters, components.events,
                                     components.uncertainty, components.careers, components.debate_cards]
    return Counter(item.source.value for group in groups for item in group)


@dataclass
class Entry:
    """One card still marked reconstructed: where it is and how to show it."""

    relative: str
    key: str
    index: int
    record: dict[str, Any]

    @property
    def title(self) -> str:
        name = self.record.get("name") or f"card {self.record.get('number', self.index + 1)}"
        side = f" ({self.record['side']})" if "side" in self.record else ""
        return printable(f"{self.relative}: {name}{side}")


def entries(folder: Path) -> Iterator[Entry]:
    """The cards marked reconstructed, read with the checked loader (house.checked_yaml); a
    folder is checked whole (`checked_folder`) before it is walked."""
    for relative, key in CARD_LISTS:
        path = folder / relative
        if not path.exists():
            continue
        data = read_yaml(path, relative) or {}
        cards = data.get(key) if isinstance(data, dict) else None
        for index, record in enumerate(cards if isinstance(cards, list) else []):
            if isinstance(record, dict) and record.get("source") == RECONSTRUCTED:
                yield Entry(relative, key, index, record)


def checked_folder(folder: Path) -> str | None:
    """None when the decks in `folder` load as `cards check` loads them; else the loader's
    one line naming the file and the field."""
    from engine import DeckError, load_components

    try:
        load_components(folder)
    except (DeckError, YamlInputError) as exc:
        return str(exc)
    return None


def _dump(data: Any) -> str:
    import yaml

    return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100))


def change(folder: Path, entry: Entry, updates: dict[str, Any]) -> None:
    """Write `updates` into the entry's card and check the folder still loads; put the file
    back as it was and raise `ValueError` (the loader's line) when it does not."""
    from engine import DeckError, load_components

    path = folder / entry.relative
    try:
        before = read_yaml_text(path, entry.relative)
        data = parse_yaml(before, entry.relative)
        record = data[entry.key][entry.index]
    except (YamlInputError, LookupError, TypeError):
        raise ValueError(f"{entry.relative} changed since it was read: run the command again") from None
    record.update(updates)
    header = "".join(line for line in before.splitlines(keepends=True)[:_header_length(before)])
    write_atomically(path, header + _dump(data))
    try:
        load_components(folder)
    except DeckError as exc:
        write_atomically(path, before)
        raise ValueError(str(exc)) from None
    entry.record = record


def read_yaml_text(path: Path, label: str) -> str:
    """The text of a decks file, within the checked loader's limits (a regular file, its
    size, UTF-8)."""
    from house.checked_yaml import read_bytes

    raw = read_bytes(path, label)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise YamlInputError(f"{label}: not UTF-8 text (byte {exc.start})") from None


def _header_length(text: str) -> int:
    """The comment lines at the top of a decks file (kept when the file is rewritten)."""
    count = 0
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            count += 1
        else:
            break
    return count


def read_answer(entry: Entry, text: str) -> dict[str, Any] | str:
    """What a line means: "" (same as printed), "skip", "quit", or the fields to change."""
    stripped = text.strip()
    if not stripped or stripped.lower() in ("y", "yes", "same"):
        return {"source": PRINTED}
    if stripped.lower() in ("skip", "s"):
        return "skip"
    if stripped.lower() in ("quit", "q"):
        return "quit"
    if entry.relative == "uncertainty.yaml" and ":" not in stripped:
        from companion.uncertainty_entry import PRINTED as PRINTED_VALUES

        match = PRINTED_VALUES.match(stripped)
        if match is None:
            raise ValueError(f"{stripped!r}: type the card's values (vote -4 election +9, royal 318 if shown) or KEY: VALUE")
        royal = None if match["royal"] is None else int(match["royal"])
        return {"vote": int(match["vote"]), "election": int(match["election"]), "royal_interference": royal, "source": PRINTED}
    try:
        fields = parse_yaml(stripped.replace("; ", "\n"), repr(stripped))
    except YamlInputError as exc:
        raise ValueError(f"{exc} (type KEY: VALUE)") from None
    if not isinstance(fields, dict):
        raise ValueError(f"{stripped!r}: type KEY: VALUE (for example adjustment: 20), Enter, skip or quit")
    unknown = [k for k in fields if k not in entry.record and k not in ("royal_interference", "note")]
    if unknown:
        raise ValueError(f"{', '.join(map(str, unknown))}: not a field of this card (fields: {', '.join(entry.record)})")
    return {**fields, "source": PRINTED}


def transcribe_folder(folder: Path, ask: Callable[[str], str], say: Callable[[str], None]) -> tuple[int, int]:
    """Walk through every reconstructed card; (cards confirmed or corrected, cards left)."""
    todo = list(entries(folder))
    done = 0
    for number, entry in enumerate(todo, 1):
        say(f"\n[{number}/{len(todo)}] {entry.title}")
        shown = _dump({k: v for k, v in entry.record.items() if k != "source"}).rstrip()
        say("\n".join(printable(line) for line in shown.splitlines()))
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


@click.command("transcribe")
@click.argument("directory", type=click.Path(file_okay=False))
@click.pass_context
def transcribe(ctx: click.Context, directory: str) -> None:
    """Walk through every card marked reconstructed and write a decks folder DIRECTORY
    that matches your box (goes on where it stopped if DIRECTORY holds decks already)."""
    from engine import DeckError, default_decks_dir

    folder = Path(directory)
    console = (ctx.obj or {}).get("console")
    say: Callable[[str], None] = (lambda text: console.print(text, markup=False, highlight=False)) if console else click.echo
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
        click.echo(f"Error: {printable(problem)} (fix it, then check it: prime-minister --decks {printable(str(folder))} cards check)",
                   err=True)
        ctx.exit(2)
    left = sum(1 for _ in entries(folder))
    say(f"{counted(left, 'card')} in {folder} {verb_for(left, 'is', 'are')} marked reconstructed. For each: compare with your card.")
    from prompt_toolkit import PromptSession

    session: PromptSession[str] = PromptSession()

    def ask(question: str) -> str:
        while True:
            try:
                return session.prompt(question)
            except KeyboardInterrupt:
                continue

    done, remaining = transcribe_folder(folder, ask, say)
    say(f"\n{counted(done, 'card')} confirmed or corrected; {remaining} still reconstructed in {folder}.")
    say(f"Check it: prime-minister --decks {folder} cards check. Play with it: prime-minister --decks {folder} assist")
