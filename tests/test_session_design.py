"""The interactive session keeps its design (docs/cli.md, "The session's parts"): a session
made of small parts, each a class given what it needs in its constructor, none reaching into
another's private state; no mixins; every module of the app short enough to read.

Checked on the source with `ast`, so a change that breaks the design fails here, not in a
reader's head."""

from __future__ import annotations

import ast
from pathlib import Path

from companion.session import Session

COMPANION = Path(__file__).resolve().parent.parent / "companion"
LINE_LIMIT = 500  # lines a module of companion/ may have: one concept, read in one sitting
# Modules over the limit when it was set, each held to its length then (it may only shrink):
# the Example of Play's 13 rounds are one table of data.
OVER_LIMIT = {"tour/example_moves.py": 523}
# The session's parts and the modules they are in: each part uses only what its constructor
# was given or made, and its own methods.
PART_MODULES = (
    "seating",
    "session",
    "session_screen",
    "session_commentary",
    "session_saving",
    "session_undo",
    "table_session",
    "table_screen",
    "table_entry",
    "table_naming",
    "face_down",
)


def modules() -> dict[str, ast.Module]:
    return {
        str(path.relative_to(COMPANION)): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(COMPANION.rglob("*.py"))
    }


def test_the_session_is_made_of_parts_not_mixins() -> None:
    assert Session.__bases__ == (object,)
    several = [
        f"{name}: class {node.name}"
        for name, tree in modules().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and len(node.bases) > 1
    ]
    assert not several, "a class of companion/ with more than one base (a mixin?):\n" + "\n".join(several)


def test_no_module_imports_another_modules_private_names() -> None:
    found = [
        f"{name}: from {node.module} import {alias.name}"
        for name, tree in modules().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("companion")
        for alias in node.names
        if alias.name.startswith("_")
    ]
    assert not found, "\n".join(found)


def test_no_part_reaches_into_another_objects_private_state() -> None:
    """`x._name` only where x is the object itself: a part asks another through a method or
    a public field that part owns."""
    found = [
        f"{name}:{node.lineno}: {ast.unparse(node)}"
        for name, tree in modules().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
    ]
    assert not found, "\n".join(found)


def members(classes: dict[str, ast.ClassDef], name: str) -> set[str]:
    """What an object of class `name` has: its methods and class attributes, what its
    methods assign to `self`, and the same of its bases among the parts."""
    node = classes[name]
    found: set[str] = set()
    for item in node.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.add(item.name)
            found |= {
                target.attr
                for sub in ast.walk(item)
                for target in _assigned(sub)
                if isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
            }
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            assert item.value is not None, f"{name}.{item.target.id}: declared but never given (a mixin's way)"
            found.add(item.target.id)
        elif isinstance(item, ast.Assign):
            found |= {t.id for t in item.targets if isinstance(t, ast.Name)}
    for base in node.bases:
        if isinstance(base, ast.Name) and base.id in classes:
            found |= members(classes, base.id)
    return found


def _assigned(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return [t for target in node.targets for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
    if isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        return [node.target]
    return []


def unknown_reads(classes: dict[str, ast.ClassDef]) -> list[str]:
    """`Class.attr` for every `self.attr` a class reads that is neither its method nor set
    in its own code (nor its bases' among `classes`)."""
    unknown = []
    for name, node in classes.items():
        if any(
            isinstance(base, ast.Name) and base.id in ("Protocol", "InvalidChoice", "Happening") for base in node.bases
        ):
            continue
        if any(
            isinstance(d, ast.Call) and getattr(d.func, "id", "") == "dataclass" or getattr(d, "id", "") == "dataclass"
            for d in node.decorator_list
        ):
            continue  # a record: its fields are its constructor's
        own = members(classes, name)
        used = {
            sub.attr
            for sub in ast.walk(node)
            if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == "self"
        }
        unknown += [f"{name}.{attr}" for attr in sorted(used - own)]
    return unknown


def test_each_part_uses_only_what_it_was_given_or_owns() -> None:
    """Every `self.x` a part reads is a method of its own, or set in its own code: nothing
    is read from an attribute some other class is trusted to have set (as the mixins did)."""
    trees = modules()
    classes = {
        node.name: node
        for module in PART_MODULES
        for node in trees[f"{module}.py"].body
        if isinstance(node, ast.ClassDef)
    }
    assert {
        "Session",
        "Screen",
        "Commentary",
        "Advice",
        "Saving",
        "Undo",
        "TypedLines",
        "AutomatedSeats",
        "InPlay",
        "TableSession",
        "TableScreen",
        "TableEntry",
        "Naming",
    } <= set(classes)
    unknown = unknown_reads(classes)
    assert not unknown, "read but never given or set by the part itself:\n" + "\n".join(unknown)


def test_the_check_would_catch_a_mixin() -> None:
    """The old way: a part reading the session's flag, set by another part."""
    sample = ast.parse(
        "class Screen:\n    def show(self):\n        return self._board_due\n\n"
        "class Saving:\n    def undo(self):\n        self._board_due = True\n"
    )
    classes = {node.name: node for node in sample.body if isinstance(node, ast.ClassDef)}
    assert unknown_reads(classes) == ["Screen._board_due"]


def test_every_module_of_the_app_is_short_enough_to_read() -> None:
    lengths = {
        str(path.relative_to(COMPANION)): len(path.read_text(encoding="utf-8").splitlines())
        for path in COMPANION.rglob("*.py")
    }
    too_long = {name: n for name, n in lengths.items() if n > OVER_LIMIT.get(name, LINE_LIMIT)}
    assert not too_long, f"over {LINE_LIMIT} lines (split by concept): {too_long}"
    assert lengths["table_session.py"] <= 250 and lengths["session.py"] <= LINE_LIMIT
