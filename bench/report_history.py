"""The history of the Clockwork's experiments, rendered from bench/results/*.yaml.

Each results file is a list of entries: `id`, `title`, `commit` (the commit that wrote the
result down: the code measured is that commit's, or its parent's where the commit only
recorded figures) and `parts`, in order: `text` (Markdown), `table` (`columns` and `rows`)
or `commands` (the commands that produced the figures). Quoted section names in the text
("Measurements", "Profiles") are those of docs/clockwork.md at the entry's commit.

    python bench/report_history.py                     # every entry, as Markdown
    python bench/report_history.py --list              # id, commit and title of each
    python bench/report_history.py --id stand-ins      # one entry
    python bench/report_history.py --topic search      # one file (levels, search, ...)
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from house.checked_yaml import YamlInputError, read_yaml

RESULTS = Path(__file__).resolve().parent / "results"
COMMIT = re.compile(r"[0-9a-f]{7,40}")
PART_KINDS = ("text", "table", "commands")


class HistoryError(ValueError):
    """A results file whose shape is not the one above; the message names file and entry."""


def _check_part(part: Any, where: str) -> None:
    if not isinstance(part, dict) or len(part) != 1 or next(iter(part)) not in PART_KINDS:
        raise HistoryError(f"{where}: a part is one of {', '.join(PART_KINDS)}, not {part!r:.60}")
    kind, value = next(iter(part.items()))
    if kind == "text" and not isinstance(value, str):
        raise HistoryError(f"{where}: text must be a string")
    if kind == "commands" and not (isinstance(value, list) and all(isinstance(line, str) for line in value)):
        raise HistoryError(f"{where}: commands must be a list of lines")
    if kind == "table":
        columns = value.get("columns") if isinstance(value, dict) else None
        rows = value.get("rows") if isinstance(value, dict) else None
        if not isinstance(columns, list) or not isinstance(rows, list):
            raise HistoryError(f"{where}: a table has columns and rows")
        for row in rows:
            if not isinstance(row, list) or len(row) != len(columns):
                raise HistoryError(f"{where}: a row of {len(columns)} cells expected, got {row!r:.60}")


def read_entries(path: Path) -> list[dict[str, Any]]:
    """The entries of one results file, checked."""
    try:
        entries = read_yaml(path)
    except YamlInputError as error:
        raise HistoryError(str(error)) from None
    if not isinstance(entries, list):
        raise HistoryError(f"{path.name}: a list of entries expected")
    for number, entry in enumerate(entries, 1):
        where = f"{path.name}, entry {number}"
        if not isinstance(entry, dict) or set(entry) != {"id", "title", "commit", "parts"}:
            raise HistoryError(f"{where}: an entry has exactly id, title, commit and parts")
        where = f"{path.name}, entry {entry['id']!r}"
        if not COMMIT.fullmatch(str(entry["commit"])):
            raise HistoryError(f"{where}: commit {entry['commit']!r} is not a commit hash")
        if not isinstance(entry["parts"], list) or not entry["parts"]:
            raise HistoryError(f"{where}: parts must be a non-empty list")
        for part in entry["parts"]:
            _check_part(part, where)
    return entries


def topics(results: Path = RESULTS) -> dict[str, Path]:
    """Each results file by its topic: clockwork_search.yaml is `search`."""
    return {path.stem.removeprefix("clockwork_"): path for path in sorted(results.glob("*.yaml"))}


def render_table(table: dict[str, Any]) -> str:
    columns: list[str] = [str(cell) for cell in table["columns"]]
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in table["rows"]]
    return "\n".join(lines)


def render(entry: dict[str, Any]) -> str:
    """One entry as Markdown: a heading with its commit, then its parts in order."""
    out = [f"## {entry['title']}", "", f"Recorded at commit `{entry['commit']}` (`{entry['id']}`).", ""]
    for part in entry["parts"]:
        kind, value = next(iter(part.items()))
        if kind == "text":
            out.append(value.rstrip("\n"))
        elif kind == "table":
            out.append(render_table(value))
        else:
            out.append("```\n" + "\n".join(value) + "\n```")
        out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--topic", help="one results file: " + ", ".join(topics()))
    parser.add_argument("--id", help="one entry, by its id")
    parser.add_argument("--list", action="store_true", help="the entries' ids, commits and titles only")
    options = parser.parse_args(argv)
    files = topics()
    if options.topic and options.topic not in files:
        parser.error(f"no topic {options.topic!r}; one of {', '.join(files)}")
    chosen = [files[options.topic]] if options.topic else list(files.values())
    try:
        entries = [entry for path in chosen for entry in read_entries(path)]
    except HistoryError as error:
        print(error, file=sys.stderr)
        return 1
    if options.id:
        entries = [entry for entry in entries if entry["id"] == options.id]
        if not entries:
            parser.error(f"no entry {options.id!r}; --list shows them")
    if options.list:
        for entry in entries:
            print(f"{entry['id']:32} {entry['commit']}  {entry['title']}")
    else:
        print("# The Clockwork's experiments, each topic in the order its entries were recorded\n")
        print("\n".join(render(entry) for entry in entries))
    return 0


if __name__ == "__main__":
    sys.exit(main())
