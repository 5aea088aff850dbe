"""One copy of the rulebook's Example of Play: the golden test (tests/test_example_of_play.py)
and the guided tour (`prime-minister learn`) both read the moves and the book's numbers
from `companion.tour.example_script`. These tests fail if either keeps a copy of its own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from companion.tour import example_checkpoints, example_moves, example_script

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "test_example_of_play.py"
TOUR = ROOT / "companion" / "tour"
SCRIPT_LINE = re.compile(r"^\s*(Rosebery|Peel|Derby|Russell|Table): \S", re.MULTILINE)
SHARED = {"ROUNDS", "CHECKPOINTS", "BOARD_AT_START"}


def strings(tree: ast.AST) -> list[str]:
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def assigned_names(tree: ast.Module) -> set[str]:
    names = set()
    for node in tree.body:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def imported(tree: ast.Module, module: str) -> set[str]:
    return {
        alias.asname or alias.name
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module == module
        for alias in node.names
    }


def test_the_golden_test_has_no_moves_of_its_own_and_imports_the_shared_ones() -> None:
    tree = ast.parse(GOLDEN.read_text(encoding="utf-8"))
    assert not [s for s in strings(tree) if SCRIPT_LINE.search(s)], "a move list in the golden test"
    assert not assigned_names(tree) & SHARED, "the golden test defines the example's moves or checkpoints itself"
    assert {"ROUNDS", "CHECKPOINTS", "BOARD_AT_START", "make_move", "round_moves"} <= imported(
        tree, "companion.tour.example_script"
    )


def test_the_golden_test_plays_the_shared_moves(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Changing the shared script changes what the golden test plays: a Round 1 cut short
    stops before Rosebery proposes his bill."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("golden_probe", GOLDEN)
    assert spec is not None and spec.loader is not None
    golden = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(golden)
    short = "\n".join(example_moves.ROUNDS[1].splitlines()[:6])
    monkeypatch.setitem(example_moves.ROUNDS, 1, short)
    game = golden.start()
    golden.play(game, 1)
    assert len(game.log) == 4 and game.pending.kind == "propose bill"


def test_the_moves_live_in_one_module_of_the_product() -> None:
    """Only `example_moves` holds script lines; every other module of the tour reads them."""
    for path in sorted(TOUR.glob("*.py")):
        found = [s for s in strings(ast.parse(path.read_text(encoding="utf-8"))) if SCRIPT_LINE.search(s)]
        if path.name == "example_moves.py":
            assert found
        else:
            assert not found, f"{path.name} holds a copy of the example's moves"
    assert example_script.ROUNDS is example_moves.ROUNDS
    assert example_script.CHECKPOINTS is example_checkpoints.CHECKPOINTS
    assert sorted(example_moves.ROUNDS) == list(range(1, 14)) == sorted(example_checkpoints.CHECKPOINTS)
