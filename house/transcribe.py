"""Making a game's card data match your own box, shared by every game's `cards transcribe`:
a walk through each card still marked reconstructed, one at a time. Enter says your card
reads the same (it becomes printed), `KEY: VALUE` corrects fields, `skip` leaves it for
later, `quit` stops with everything answered so far written.

A game gives what is its own: where its cards are (`CardFile`s), how a card is titled, what
its loader says of a changed folder, and any short form of its answers. Every file is read
within the checked loader's limits (`house.checked_yaml`) and written atomically; a change
the game's loader refuses is undone and reported in one line."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from house.checked_yaml import YamlInputError, parse_yaml, read_bytes, read_yaml
from house.console import printable
from house.files import write_atomically

RECONSTRUCTED = "reconstructed"
PRINTED = "printed"
QUESTION = "Enter: your card reads so \u00b7 KEY: VALUE corrects \u00b7 skip \u00b7 quit > "

Answer = dict[str, Any] | str  # the fields to write, or "skip" or "quit"


@dataclass(frozen=True)
class CardFile:
    """A file of cards in a game's data folder and the key of its list of cards."""

    relative: str
    key: str


@dataclass
class Entry:
    """One card still marked reconstructed: its file, its place in the list, its fields."""

    file: CardFile
    index: int
    record: dict[str, Any]

    def title(self, name: str) -> str:
        return printable(f"{self.file.relative}: {name}")


def entries(folder: Path, files: Iterable[CardFile]) -> Iterator[Entry]:
    """The cards of `files` in `folder` marked reconstructed, in file order."""
    for card_file in files:
        path = folder / card_file.relative
        if not path.exists():
            continue
        data = read_yaml(path, card_file.relative) or {}
        cards = data.get(card_file.key) if isinstance(data, dict) else None
        for index, record in enumerate(cards if isinstance(cards, list) else []):
            if isinstance(record, dict) and record.get("source") == RECONSTRUCTED:
                yield Entry(card_file, index, record)


def shown(record: dict[str, Any]) -> str:
    """A card's fields as YAML lines, safe to print (its provenance left out)."""
    text = _dump({key: value for key, value in record.items() if key != "source"}).rstrip()
    return "\n".join(printable(line) for line in text.splitlines())


def plain_answer(text: str) -> Answer | None:
    """The answers every card takes: Enter (or y, yes, same) confirms it, skip, quit; None
    for anything else (fields to read)."""
    word = text.strip().lower()
    if word in ("", "y", "yes", "same"):
        return {"source": PRINTED}
    if word in ("skip", "s"):
        return "skip"
    if word in ("quit", "q"):
        return "quit"
    return None


def fields_answer(text: str, allowed: Sequence[str], example: str, fields_shown: Sequence[str]) -> dict[str, Any]:
    """`KEY: VALUE` lines (`; ` between them) as the fields to write; a `ValueError` naming
    what was typed when they do not read as YAML, or name a field not in `allowed`."""
    stripped = text.strip()
    try:
        fields = parse_yaml(stripped.replace("; ", "\n"), repr(stripped))
    except YamlInputError as exc:
        raise ValueError(f"{exc} (type KEY: VALUE)") from None
    if not isinstance(fields, dict):
        raise ValueError(f"{printable(stripped)!r}: type KEY: VALUE (for example {example}), Enter, skip or quit")
    unknown = [printable(str(key)) for key in fields if key not in allowed]
    if unknown:
        raise ValueError(f"{', '.join(unknown)}: not a field of this card (fields: {', '.join(fields_shown)})")
    return {**fields, "source": PRINTED}


def rewrite(folder: Path, entry: Entry, updates: dict[str, Any], refusal: Callable[[Path], str | None]) -> None:
    """Write `updates` into the entry's card, its file's opening comments kept, and ask the
    game's loader (`refusal`: None, or its line) whether the folder still loads; when it
    does not, put the file back as it was and raise `ValueError` with that line."""
    relative = entry.file.relative
    path = folder / relative
    try:
        before = read_text(path, relative)
        data = parse_yaml(before, relative)
        record = data[entry.file.key][entry.index]
    except (YamlInputError, LookupError, TypeError):
        raise ValueError(f"{relative} changed since it was read: run the command again") from None
    record.update(updates)
    write_atomically(path, _header(before) + _dump(data))
    problem = refusal(folder)
    if problem is not None:
        write_atomically(path, before)
        raise ValueError(problem)
    entry.record = record


def walk(
    todo: Sequence[Entry],
    title: Callable[[Entry], str],
    answer: Callable[[Entry, str], Answer],
    change: Callable[[Entry, dict[str, Any]], None],
    ask: Callable[[str], str],
    say: Callable[[str], None],
) -> tuple[int, int]:
    """Show each card of `todo` and take its answer until it is confirmed, corrected, skipped
    or the walk is left; (cards confirmed or corrected, cards left). A wrong answer is said
    in one line and asked again; Ctrl-D leaves as quit does."""
    done = 0
    for number, entry in enumerate(todo, 1):
        say(f"\n[{number}/{len(todo)}] {title(entry)}")
        say(shown(entry.record))
        while True:
            try:
                text = ask(QUESTION)
            except EOFError:
                text = "quit"
            try:
                said = answer(entry, text)
                if said == "quit":
                    return done, len(todo) - done
                if said == "skip":
                    break
                assert isinstance(said, dict)
                change(entry, said)
            except ValueError as exc:
                say(f"Error: {exc}")
                continue
            done += 1
            break
    return done, len(todo) - done


def read_text(path: Path, label: str) -> str:
    """A data file's text, within the checked loader's limits (a regular file, its size, UTF-8)."""
    raw = read_bytes(path, label)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise YamlInputError(f"{label}: not UTF-8 text (byte {exc.start})") from None


def _header(text: str) -> str:
    """The comment lines at the top of a data file (kept when the file is written again)."""
    lines = []
    for line in text.splitlines(keepends=True):
        if not (line.startswith("#") or not line.strip()):
            break
        lines.append(line)
    return "".join(lines)


def _dump(data: Any) -> str:
    import yaml

    return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100))


def asker() -> Callable[[str], str]:
    """A question at an interactive prompt (prompt_toolkit); Ctrl-C asks again, Ctrl-D is
    `EOFError` (the walk takes it for quit)."""
    from prompt_toolkit import PromptSession

    session: PromptSession[str] = PromptSession()

    def ask(question: str) -> str:
        while True:
            try:
                return session.prompt(question)
            except KeyboardInterrupt:
                continue

    return ask
