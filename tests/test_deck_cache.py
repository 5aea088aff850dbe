"""The cache of validated decks (engine/deck_cache.py): a command starting up reads the decks
from it without PyYAML, and never trusts it once a decks file (or the engine) has changed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine import deck_cache
from engine.decks import default_decks_dir, load_components

ROOT = Path(__file__).resolve().parents[1]
PROBE = (
    "import sys; from engine.deck_folder import standard_components as s; c = s(sys.argv[1]); "
    "print('yaml' in sys.modules, len(c.bills), c.bill('Museums Act').vp)"
)


def probe(decks: Path, cache: Path) -> list[str]:
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", PROBE, str(decks)], check=True, capture_output=True, text=True, env=env, cwd=ROOT).stdout.split()


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    copy = tmp_path / "decks"
    shutil.copytree(default_decks_dir(), copy)
    return copy


def test_a_second_start_reads_the_cache_without_yaml(decks: Path, tmp_path: Path) -> None:
    first = probe(decks, tmp_path / "cache")
    assert first[0] == "True" and list((tmp_path / "cache").glob("decks-*.pickle"))
    second = probe(decks, tmp_path / "cache")
    assert second == ["False", *first[1:]]


def test_an_edited_decks_file_is_read_again(decks: Path, tmp_path: Path) -> None:
    probe(decks, tmp_path / "cache")
    target = next(p for p in decks.rglob("*.yaml") if "Museums Act" in p.read_text(encoding="utf-8"))
    text = target.read_text(encoding="utf-8")
    before = load_components(decks).bill("Museums Act").vp
    start = text.index("Museums Act")
    vp_at = text.index("vp:", start)
    end = text.index("\n", vp_at)
    target.write_text(text[:vp_at] + f"vp: {before + 1}" + text[end:], encoding="utf-8")
    again = probe(decks, tmp_path / "cache")
    assert again[0] == "True" and again[2] == str(before + 1)


def test_an_unreadable_entry_is_a_miss(decks: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PRIME_MINISTER_CACHE", str(tmp_path / "cache"))
    entry = deck_cache.entry(decks)
    entry.parent.mkdir(parents=True)
    entry.write_bytes(b"not a pickle")
    assert deck_cache.load(decks) is None
    deck_cache.store(decks, load_components(decks))
    assert deck_cache.load(decks) == load_components(decks)


def clockwork_probe(decks: Path, cache: Path) -> list[str]:
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(cache), "PYTHONPATH": str(ROOT), "PRIME_MINISTER_DECKS": str(decks)}
    code = "import sys; from clockwork.data import standard_clockwork; d = standard_clockwork(); print('yaml' in sys.modules, d.levels['novice'].description)"
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env, cwd=ROOT).stdout.split(maxsplit=1)


def test_the_clockwork_data_is_kept_too_and_read_again_once_edited(decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = clockwork_probe(decks, cache)
    assert first[0] == "True" and list(cache.glob("clockwork-*.pickle"))
    assert clockwork_probe(decks, cache) == ["False", first[1]]
    levels = decks / "clockwork" / "difficulty.yaml"
    text = levels.read_text(encoding="utf-8")
    described = first[1].strip()
    assert described in text
    levels.write_text(text.replace(described, described + " (edited)"), encoding="utf-8")
    assert clockwork_probe(decks, cache) == ["True", described + " (edited)\n"]


def test_the_clockwork_data_kept_is_the_data_read(decks: Path, tmp_path: Path) -> None:
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT), "PRIME_MINISTER_DECKS": str(decks)}
    code = ("import sys; from clockwork.data import standard_clockwork, load_clockwork; kept = standard_clockwork(); "
            "print('yaml' in sys.modules, kept == load_clockwork(None))")
    runs = [subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env, cwd=ROOT).stdout.split()
            for _ in range(2)]
    assert runs == [["True", "True"], ["False", "True"]]  # read and kept, then found in the cache: the same data


def test_only_the_entries_written_last_are_kept(decks: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PRIME_MINISTER_CACHE", str(tmp_path / "cache"))
    components = load_components(decks)
    folders = []
    for n in range(deck_cache.KEEP + 3):  # as many decks directories as edits or upgrades would make
        folder = tmp_path / f"decks-{n}"
        folder.mkdir()
        (folder / "note.txt").write_text(str(n), encoding="utf-8")
        deck_cache.store(folder, components)
        os.utime(deck_cache.entry(folder), ns=(n * 10**9, n * 10**9))  # written one after another
        folders.append(folder)
    kept = sorted((tmp_path / "cache").glob("decks-*.pickle"))
    assert len(kept) == deck_cache.KEEP
    assert deck_cache.load(folders[-1]) == components and deck_cache.load(folders[0]) is None


def test_the_decks_fingerprint_is_kept_with_them(decks: Path, tmp_path: Path) -> None:
    """Every autosave carries the decks' fingerprint: a start reads it from the cache folder
    with the decks rather than writing out every card's record again."""
    code = ("import sys; from engine.deck_folder import standard_components as s; c = s(sys.argv[1]); "
            "print('fingerprint' in c.__dict__, c.fingerprint)")
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    runs = [subprocess.run([sys.executable, "-c", code, str(decks)], check=True, capture_output=True, text=True, env=env,
                           cwd=ROOT).stdout.split() for _ in range(2)]
    fresh = load_components(decks)
    assert runs[1] == ["True", fresh.fingerprint] and runs[0][1] == fresh.fingerprint
