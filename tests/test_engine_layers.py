"""The engine's house rules, checked from its source: every decision names a
`DecisionKind` member."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"


def _kind_argument(call: ast.Call) -> ast.expr | None:
    """The `kind` passed to `Decision(owner, kind, ...)` or `table_draw(kind, ...)`."""
    name = call.func.id if isinstance(call.func, ast.Name) else call.func.attr if isinstance(call.func, ast.Attribute) else ""
    position = {"Decision": 1, "table_draw": 0}.get(name)
    if position is None:
        return None
    for keyword in call.keywords:
        if keyword.arg == "kind":
            return keyword.value
    return call.args[position] if len(call.args) > position else None


def test_every_decision_the_engine_poses_names_a_decision_kind_member():
    loose = []
    built = 0
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and (kind := _kind_argument(node)) is not None:
                built += 1
                if isinstance(kind, ast.Constant):
                    loose.append(f"{path.relative_to(ROOT)}:{node.lineno}: {kind.value!r}")
    assert built > 25
    assert not loose, "decision kinds written as text; use a DecisionKind member:\n" + "\n".join(loose)
