"""The cache of parsed decks files (engine/deck_cache.py): a command starting up reads the
decks without PyYAML, never trusts an entry once a decks file (or the code) has changed, and
nothing found in the cache folder can run code: a crafted pickle or marshal table of an
earlier format, a foreign or damaged entry, is never read and is replaced."""

from __future__ import annotations

import json
import marshal
import os
import pickle
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


def run(code: str, cache: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(cache), "PYTHONPATH": str(ROOT), **extra}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=ROOT)


def probe(decks: Path, cache: Path) -> list[str]:
    result = run(PROBE, cache, str(decks))
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    copy = tmp_path / "decks"
    shutil.copytree(default_decks_dir(), copy)
    return copy


def test_a_second_start_reads_the_cache_without_yaml(decks: Path, tmp_path: Path) -> None:
    first = probe(decks, tmp_path / "cache")
    assert first[0] == "True" and list((tmp_path / "cache").glob("decks-*.json"))
    second = probe(decks, tmp_path / "cache")
    assert second == ["False", *first[1:]]
    assert (tmp_path / "cache").stat().st_mode & 0o777 == 0o700


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


class Runs:
    """A pickle that, once unpickled, writes a file: proof that code ran."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (os.system, (f"touch {self.marker}",))


def _entry_names(decks: Path, cache: Path) -> list[Path]:
    """The entries a start looks for (current and earlier formats), found by one start."""
    probe(decks, cache)
    return sorted(cache.glob("decks-*.json"))


def test_a_crafted_pickle_or_marshal_table_in_the_cache_folder_never_runs(decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    [entry] = _entry_names(decks, cache)
    marker = tmp_path / "ran"
    crafted = pickle.dumps(Runs(marker))
    stem = entry.name[: -len(".json")]
    (cache / f"{stem}.pickle").write_bytes(crafted)  # where an earlier format kept the decks
    (cache / f"clockwork-{stem.split('-', 1)[1]}.pickle").write_bytes(crafted)
    code = compile(f"open({str(marker)!r}, 'w').close()", "<crafted>", "exec")
    (cache / "records-cpython-311-00000000.marshal").write_bytes(
        marshal.dumps(("x", {"engine.state": marshal.dumps({"src": code})}))
    )
    entry.write_bytes(crafted)  # and in the current entry's place
    result = run(PROBE + "; from clockwork.data import standard_clockwork; standard_clockwork()", cache, str(decks))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[0] == "True"  # the entry was not usable: the decks were read again
    assert not marker.exists()
    assert not list(cache.glob("*.pickle")) and not list(cache.glob("*.marshal"))  # earlier formats removed
    assert json.loads(entry.read_text(encoding="utf-8"))["documents"]  # replaced by a good entry
    assert probe(decks, cache)[0] == "False"


@pytest.mark.parametrize("damage", ["not json", "[1, 2]", '{"key": 3, "documents": {}}', "{" * 100_000, "\xff\xfe"])
def test_a_damaged_entry_is_a_miss_and_is_replaced(decks: Path, tmp_path: Path, damage: str) -> None:
    cache = tmp_path / "cache"
    [entry] = _entry_names(decks, cache)
    entry.write_bytes(damage.encode("latin-1"))
    assert probe(decks, cache)[0] == "True"
    assert probe(decks, cache)[0] == "False"


def test_an_entry_with_other_values_is_refused_and_the_files_read_afresh(decks: Path, tmp_path: Path) -> None:
    """A forged entry of the right shape holds data only: the checks refuse what a decks
    file could not hold, the files are read afresh, and the entry is written anew."""
    cache = tmp_path / "cache"
    [entry] = _entry_names(decks, cache)
    kept = json.loads(entry.read_text(encoding="utf-8"))
    for name in kept["documents"]:
        kept["documents"][name] = {"bills": [{"name": ["__import__('os').system('x')"]}]}
    entry.write_text(json.dumps(kept), encoding="utf-8")
    assert probe(decks, cache)[1:] == probe(tmp_path / "decks", tmp_path / "other-cache")[1:]
    assert probe(decks, cache)[0] == "False"  # the entry was written anew


def test_a_link_or_a_foreign_entry_is_not_read(decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    [entry] = _entry_names(decks, cache)
    elsewhere = tmp_path / "elsewhere.json"
    shutil.move(entry, elsewhere)
    entry.symlink_to(elsewhere)
    assert probe(decks, cache)[0] == "True"  # a link in the entry's place is not followed
    assert not entry.is_symlink() and probe(decks, cache)[0] == "False"
    if os.getuid() == 0:
        os.chown(entry, 12345, 12345)
        assert probe(decks, cache)[0] == "True"  # an entry another user owns is not read


def clockwork_probe(decks: Path, cache: Path) -> list[str]:
    code = "import sys; from clockwork.data import standard_clockwork; d = standard_clockwork(); print('yaml' in sys.modules, d.levels['novice'].description)"
    result = run(code, cache, PRIME_MINISTER_DECKS=str(decks))
    assert result.returncode == 0, result.stderr
    return result.stdout.split(maxsplit=1)


def test_the_clockwork_data_is_kept_too_and_read_again_once_edited(decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = clockwork_probe(decks, cache)
    assert first[0] == "True" and list(cache.glob("clockwork-*.json"))
    assert clockwork_probe(decks, cache) == ["False", first[1]]
    levels = decks / "clockwork" / "difficulty.yaml"
    text = levels.read_text(encoding="utf-8")
    described = first[1].strip()
    assert described in text
    levels.write_text(text.replace(described, described + " (edited)"), encoding="utf-8")
    assert clockwork_probe(decks, cache) == ["True", described + " (edited)\n"]


def test_the_clockwork_data_kept_is_the_data_read(decks: Path, tmp_path: Path) -> None:
    """Numbered keys (the horizon weights by player count) come back as numbers."""
    code = (
        "import sys; from clockwork.data import standard_clockwork, load_clockwork; kept = standard_clockwork(); "
        "print('yaml' in sys.modules, kept == load_clockwork(None))"
    )
    runs = [run(code, tmp_path / "cache", PRIME_MINISTER_DECKS=str(decks)).stdout.split() for _ in range(2)]
    assert runs == [["True", "True"], ["False", "True"]]


def test_only_the_entries_written_last_are_kept(decks: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PRIME_MINISTER_CACHE", str(tmp_path / "cache"))
    for n in range(deck_cache.KEEP + 3):  # as many decks directories as edits or upgrades would make
        folder = tmp_path / f"decks-{n}"
        folder.mkdir()
        (folder / "note.yaml").write_text(f"n: {n}\n", encoding="utf-8")
        with deck_cache.parsed(folder):
            deck_cache.note_document(folder / "note.yaml", {"n": n})
        os.utime(deck_cache.entry(folder), ns=(n * 10**9, n * 10**9))  # written one after another
    assert len(list((tmp_path / "cache").glob("decks-*.json"))) == deck_cache.KEEP


def test_the_decks_fingerprint_is_kept_with_them(decks: Path, tmp_path: Path) -> None:
    code = (
        "import sys; from engine.deck_folder import standard_components as s; c = s(sys.argv[1]); "
        "print('yaml' in sys.modules, c.fingerprint)"
    )
    runs = [run(code, tmp_path / "cache", str(decks)).stdout.split() for _ in range(2)]
    fresh = load_components(decks)
    assert runs == [["True", fresh.fingerprint], ["False", fresh.fingerprint]]
