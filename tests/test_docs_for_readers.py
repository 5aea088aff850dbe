"""Docs a reader can use: each file of docs/ short enough to read in one sitting, every link
between them pointing at a file that exists, findings dated by commit rather than by a round
of work, and the history of experiments kept as data that bench/report_history.py renders."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
MAX_DOC_LINES = 500
# everything the project ships or keeps beside its code: the packages, data, docs, benches, tests
PRODUCT = ("engine", "clockwork", "companion", "house", "bench", "decks", "scenarios", "docs", "tests")
PRODUCT_FILES = ("README.md", "pyproject.toml")
TEXT = {".py", ".md", ".yaml", ".yml", ".json", ".toml", ".txt", ".csv"}
ORDINALS = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
]
DATED_BY_ROUND = re.compile(r"\b(?:" + "|".join(ORDINALS) + r"|\d+(?:st|nd|rd|th))[\s_-]+" + "sess" + r"ions?\b", re.I)
LINK = re.compile(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)")

sys.path.insert(0, str(ROOT / "bench"))
import report_history  # noqa: E402  (bench/ is not a package)


def product_files() -> list[Path]:
    files = [ROOT / name for name in PRODUCT_FILES]
    for folder in PRODUCT:
        files += [path for path in (ROOT / folder).rglob("*") if path.is_file() and path.suffix in TEXT]
    return sorted(files)


def test_no_doc_is_longer_than_a_sitting() -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in DOCS.rglob("*.md")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_DOC_LINES
    }
    assert not long, f"docs longer than {MAX_DOC_LINES} lines (split them, one concept a file): {long}"


def test_links_between_docs_point_at_files_that_exist() -> None:
    broken = []
    for page in [ROOT / "README.md", *DOCS.rglob("*.md")]:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if "://" not in target and not (page.parent / target).resolve().is_file():
                broken.append(f"{page.relative_to(ROOT)} -> {target}")
    assert not broken


def test_no_finding_is_dated_by_a_round_of_work() -> None:
    dated = []
    for path in product_files():
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if DATED_BY_ROUND.search(line):
                dated.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert not dated, "date a finding by its commit, or just state it:\n" + "\n".join(dated)


def test_the_check_catches_a_finding_dated_by_a_round_of_work() -> None:
    word = "sess" + "ion"  # spelt apart, so this file does not date anything itself
    assert DATED_BY_ROUND.search(f"as measured in the Ninth  {word}")
    assert DATED_BY_ROUND.search(f"variant no-campaign-as-seventh-{word}")
    assert DATED_BY_ROUND.search(f"since the 12th {word}")
    assert not DATED_BY_ROUND.search(f"the play {word} keeps the game; the table {word} too")


def test_the_history_of_experiments_renders_and_dates_every_entry_by_commit(capsys: pytest.CaptureFixture[str]) -> None:
    files = report_history.topics()
    assert {"levels", "search", "balance", "politicians"} <= set(files)
    ids = [entry["id"] for path in files.values() for entry in report_history.read_entries(path)]
    assert len(ids) == len(set(ids)), "entry ids are unique"
    assert report_history.main(["--id", "stand-ins"]) == 0
    out = capsys.readouterr().out
    assert "## Each politician against stand-ins in his own chair" in out
    assert "Recorded at commit `3a92491`" in out
    assert "| his seat | against Derby (1,777 games) |" in out  # a table rebuilt from its rows


def test_a_malformed_history_entry_is_refused_in_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "clockwork_bad.yaml"
    bad.write_text("- id: x\n  title: t\n  commit: not-a-hash\n  parts: [{text: hi}]\n", encoding="utf-8")
    with pytest.raises(report_history.HistoryError, match=r"clockwork_bad.yaml, entry 'x': commit 'not-a-hash'"):
        report_history.read_entries(bad)
    bad.write_text(
        "- id: x\n  title: t\n  commit: abcdef1\n  parts: [{table: {columns: [a, b], rows: [[1]]}}]\n", encoding="utf-8"
    )
    with pytest.raises(report_history.HistoryError, match="a row of 2 cells expected"):
        report_history.read_entries(bad)
