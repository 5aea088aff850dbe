"""The frozen records' methods compiled once and kept (engine/record_code.py): a second start
takes the dataclass decorator's compiled code from the cache folder, the records behave the
same, and a table that cannot be trusted is not used."""

from __future__ import annotations

import marshal
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBE = """
import dataclasses
from engine import record_code
from engine.decks import load_components, default_decks_dir
components = load_components(default_decks_dir())
card = components.uncertainty[0]
try:
    card.vote = 99
    frozen = "no"
except dataclasses.FrozenInstanceError:
    frozen = "yes"
copy = dataclasses.replace(card)
print(record_code.found(), frozen, hash(card) == hash(copy), card == copy, repr(card))
"""


def probe(cache: Path) -> list[str]:
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(cache), "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}
    out = subprocess.run([sys.executable, "-c", PROBE], check=True, capture_output=True, text=True, env=env, cwd=ROOT).stdout
    return out.split(maxsplit=4)


def table(cache: Path) -> Path:
    found = list(cache.glob("records-*.marshal"))
    assert len(found) == 1
    return found[0]


def test_a_second_start_takes_the_compiled_code_from_the_cache(tmp_path: Path) -> None:
    first = probe(tmp_path / "cache")
    assert first[0] == "0" and table(tmp_path / "cache").stat().st_size > 0
    second = probe(tmp_path / "cache")
    assert int(second[0]) > 100  # every method of every record read so far
    assert second[1:] == first[1:] and second[1:4] == ["yes", "True", "True"]


def test_each_module_keeps_its_own_section_and_a_start_that_adds_nothing_writes_nothing(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    probe(cache)
    env = {**os.environ, "PRIME_MINISTER_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    other = "import engine.state; from engine import record_code; print(record_code.found())"
    first = int(subprocess.run([sys.executable, "-c", other], check=True, capture_output=True, text=True, env=env).stdout)
    _, sections = marshal.loads(table(cache).read_bytes())
    assert {"engine.components", "engine.state"} <= set(sections)
    written = table(cache).stat().st_mtime_ns
    assert int(probe(cache)[0]) > 100  # the components' section, kept while another module's was added
    assert int(subprocess.run([sys.executable, "-c", other], check=True, capture_output=True, text=True, env=env).stdout) > first
    assert table(cache).stat().st_mtime_ns == written


def test_an_unreadable_table_is_compiled_afresh_and_written_again(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    probe(cache)
    table(cache).write_bytes(b"not marshal data")
    assert probe(cache)[0] == "0"
    assert int(probe(cache)[0]) > 100


def test_a_table_of_another_python_is_not_used(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    probe(cache)
    path = table(cache)
    _, known = marshal.loads(path.read_bytes())
    path.write_bytes(marshal.dumps(("3.0.0 another Python|0", known)))
    assert probe(cache)[0] == "0"


def _probe_record(n: int) -> type:
    """A new frozen record made with the project's decorator, one int field named for `n`."""
    from engine import record_code

    cls = type(f"Probe{n}", (), {"__annotations__": {f"field_{n}": int}, "__module__": __name__})
    return record_code.dataclass(cls, frozen=True)


def test_the_table_never_holds_more_than_its_limit(monkeypatch) -> None:
    from engine import record_code

    monkeypatch.setattr(record_code, "LIMIT", record_code.kept() + 3)
    made = []
    for n in range(8):  # eight new records, two methods' sources new each (their names differ)
        made.append(_probe_record(n))
        assert record_code.kept() <= record_code.LIMIT
    assert record_code.kept() == record_code.LIMIT  # they did go through the table, up to its limit
    assert made[-1](1) == made[-1](1) and made[-1](1).field_7 == 1  # records made past the limit work all the same


def test_the_standard_dataclasses_module_keeps_the_builtin_exec_and_other_dataclasses_pass_the_table_by() -> None:
    """Only the project's records go through the table: the standard module's `exec` is the
    builtin once the engine, the Clockwork and the app have made theirs, and a dataclass made
    with the standard decorator (a library's, a test's) is compiled as Python compiles it."""
    import builtins
    import dataclasses

    import clockwork.search  # noqa: F401  (records of all three packages made)
    import companion.render  # noqa: F401
    from engine import record_code

    assert vars(dataclasses).get("exec", builtins.exec) is builtins.exec
    before = (record_code.found(), record_code.kept())
    theirs = dataclasses.make_dataclass("Theirs", [("field_theirs", int)], frozen=True)
    assert (record_code.found(), record_code.kept()) == before
    assert theirs(2).field_theirs == 2
    ours = _probe_record(99)
    assert record_code.kept() > before[1] and ours(3) == ours(3)
    assert vars(dataclasses).get("exec", builtins.exec) is builtins.exec


def test_every_record_of_the_project_is_made_with_the_decorator_that_keeps_its_code() -> None:
    """A module that imported the standard `dataclass` would compile its records at every start."""
    import ast

    found = []
    for package in ("engine", "clockwork", "companion"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if path == ROOT / "engine" / "record_code.py":
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and node.module == "dataclasses" and any(a.name == "dataclass" for a in node.names):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: from dataclasses import dataclass")
                elif isinstance(node, ast.Attribute) and node.attr in ("dataclass", "make_dataclass") and getattr(node.value, "id", "") == "dataclasses":
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: dataclasses.{node.attr}")
    assert not found, "make records with the engine's dataclass (`from engine.record_code import dataclass`):\n" + "\n".join(found)
