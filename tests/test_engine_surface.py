"""The engine's public surface (engine/__init__.py): one literal table of names and the
modules they live in, `__all__` derived from it, the type checkers' imports agreeing with it,
and none of the engine's own helpers offered as if they were rules."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parent.parent
INIT = ROOT / "engine" / "__init__.py"
# the engine's helpers: callers import them from their modules (tests/test_engine_layers.py, ENGINE_HELPERS)
INTERNALS = {
    "deck_cache": "engine",
    "shown": "engine.untrusted",
    "MAX_TEXT": "engine.deck_fields",
    "counted": "engine.words",
    "noun_for": "engine.words",
    "verb_for": "engine.words",
}


def type_checkers_view() -> dict[str, tuple[str, str]]:
    """Name -> (module, name there) as the `if TYPE_CHECKING:` block binds it: `from M import
    X as X` (a module offered whole: `from engine import board as board`), or an assignment
    `NAME = alias` of a name imported under another."""
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    block = next(n for n in tree.body if isinstance(n, ast.If) and getattr(n.test, "id", "") == "TYPE_CHECKING")
    imported: dict[str, tuple[str, str]] = {}
    bound: dict[str, tuple[str, str]] = {}
    for node in block.body:
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                place = (f"engine.{alias.name}", "") if node.module == "engine" else (str(node.module), alias.name)
                imported[alias.asname or alias.name] = place
                if alias.asname == alias.name:  # an explicit re-export
                    bound[alias.name] = place
        elif isinstance(node, ast.Assign):
            target, value = node.targets[0], node.value
            assert isinstance(target, ast.Name) and isinstance(value, ast.Name), ast.dump(node)
            bound[target.id] = imported[value.id]
    return bound


def test_all_is_the_table_and_nothing_else() -> None:
    assert engine.__all__ == list(engine.PUBLIC)
    assert sorted(dir(engine)) == sorted(engine.PUBLIC)
    assert len(engine.PUBLIC) > 150  # the rules' vocabulary: games, choices, records, odds, components


def test_the_type_checkers_imports_name_each_public_name_where_the_table_does() -> None:
    seen = type_checkers_view()
    assert sorted(seen) == sorted(engine.PUBLIC), (
        f"only in the table: {sorted(set(engine.PUBLIC) - set(seen))}; only for type checkers: {sorted(set(seen) - set(engine.PUBLIC))}"
    )
    for name in engine.PUBLIC:
        assert seen[name] == engine.where(name), name


def test_each_public_name_resolves_to_what_its_module_holds() -> None:
    submodules = {p.stem for p in (ROOT / "engine").glob("*.py")} | {
        p.name for p in (ROOT / "engine").iterdir() if p.is_dir()
    }
    for name in engine.PUBLIC:
        module, attribute = engine.where(name)
        expected = importlib.import_module(module)
        if attribute:
            expected = getattr(expected, attribute)
            # importing engine.<module> sets that attribute on the package: no other public name may use it
            assert name not in submodules, f"{name} is also a module of engine"
        assert getattr(engine, name) is expected, name


def test_the_engines_own_helpers_are_not_offered() -> None:
    for name, module in INTERNALS.items():
        assert name not in engine.PUBLIC, name
        assert hasattr(importlib.import_module(module), name)  # where a caller finds it instead
    assert engine.where("InfluenceEffect") == ("engine.components", "Influence")
    assert engine.where("board") == ("engine.board", "")


def test_the_table_is_read_from_no_file_at_run_time() -> None:
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    calls = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    imports = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert "open" not in calls and "re" not in imports
    table = next(
        node for node in tree.body if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "PUBLIC"
    )
    assert isinstance(table.value, ast.Dict)
    assert all(
        isinstance(k, ast.Constant) and isinstance(v, ast.Constant)
        for k, v in zip(table.value.keys, table.value.values)
    )


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        engine.dataclass  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as error:
        assert "no attribute 'dataclass'" in str(error)
    else:
        raise AssertionError("engine offers dataclass")
