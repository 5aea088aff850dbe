"""The engine's house rules, checked from its source: every decision names a
`DecisionKind` member."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"


def _kind_argument(call: ast.Call) -> ast.expr | None:
    """The `kind` passed to `Decision(owner, kind, ...)` or `table_draw(kind, ...)`."""
    name = (
        call.func.id
        if isinstance(call.func, ast.Name)
        else call.func.attr
        if isinstance(call.func, ast.Attribute)
        else ""
    )
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


# Imports made inside a function, each for a reason; every other engine import is at the top
# of its module. None of them closes a circle (test_no_module_of_the_engine_imports_itself_at_run_time).
# (module, what it imports): why.
IMPORTS_INSIDE_FUNCTIONS = {
    ("engine/setup.py", "engine.scenario_rules"): "whoever sets up games brings the scenarios: engine.scenarios asks "
    "this loader for a scenario it does not know, so a standard game never imports them",
    (
        "engine/position_writing.py",
        "yaml",
    ): "PyYAML only when a position file is read or written: `play` and `assist` import this module at every start",
    (
        "engine/deck_cache.py",
        "pathlib",
    ): "a Path only for a caller that asks for one (folder, entry): reading an entry at "
    "start-up uses os.path, so `odds` never imports pathlib",
    (
        "engine/deck_location.py",
        "pathlib",
    ): "the shipped decks are found with os.path; a Path only for a directory given "
    "(--decks) or asked for (default_decks_dir)",
    ("engine/components.py", "hashlib"): "the decks' fingerprint is worked out once and kept in the cache folder: "
    "`odds` never needs hashlib",
    ("engine/deck_folder.py", "engine.decks"): "the loader that checks every decks file, only when "
    "the components are first asked for (`odds` with a question that needs no card never imports it)",
}

# The driver and the step machinery know no rule: new_game hands the game its rules.
DRIVER = {
    "engine/game.py",
    "engine/steps.py",
    "engine/decisions.py",
    "engine/state.py",
    "engine/components.py",
    "engine/happened.py",
    "engine/state_copy.py",  # copies the state tree by its field types: no rule
    "engine/words.py",  # numbers in words (counted): no rule
    "engine/named.py",  # which fields of a record name a card: no rule
    "engine/memo.py",  # a memo of fixed size: no rule
    "engine/deck_cache.py",  # the cache folder the parsed decks files are kept in
}


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, *, inside_functions: bool) -> list[tuple[int, str]]:
    """(line, module) for each engine import at the top of `path` (`TYPE_CHECKING` blocks
    aside), or made inside one of its functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    if inside_functions:
        nodes = [
            n for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in ast.walk(f)
        ]
    else:
        nodes = list(tree.body)
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [
                f"{node.module}.{a.name}" if node.module in ("engine", "engine.scenario_rules") else node.module
                for a in node.names
            ]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found += [(node.lineno, name) for name in dict.fromkeys(names) if inside_functions or name.startswith("engine")]
    return found


def test_engine_modules_import_at_the_top_except_a_short_list_with_reasons() -> None:
    inside = {}
    for path in sorted(ENGINE.rglob("*.py")):
        for line, module in _imports(path, inside_functions=True):
            inside.setdefault((str(path.relative_to(ROOT)), module), line)
    unexplained = [
        f"{where}:{line}: imports {module} inside a function"
        for (where, module), line in inside.items()
        if (where, module) not in IMPORTS_INSIDE_FUNCTIONS
    ]
    assert not unexplained, (
        "\n".join(unexplained)
        + "\nimport at the top of the module, or add it with a reason to IMPORTS_INSIDE_FUNCTIONS"
    )
    assert set(IMPORTS_INSIDE_FUNCTIONS) <= set(inside), "an exception no longer needed: " + str(
        set(IMPORTS_INSIDE_FUNCTIONS) - set(inside)
    )


def _runtime_imports(path: Path, modules: set[str]) -> set[str]:
    """Every engine module `path` imports when it runs: at its top or inside a function, the
    `TYPE_CHECKING` blocks aside (`from engine import board` names the module engine.board,
    `from engine.state import Phase` the module engine.state)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and getattr(block.test, "id", "") == "TYPE_CHECKING"
        for node in ast.walk(block)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {
                f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in modules else node.module for a in node.names
            }
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of the graph (a list of modules, the first again at the end), or None."""
    state: dict[str, int] = {}  # 1: being visited, 2: done
    trail: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        trail.append(module)
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                return trail[trail.index(target) :] + [target]
            if target not in state and (found := visit(target)) is not None:
                return found
        trail.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state and (found := visit(module)) is not None:
            return found
    return None


def test_no_module_of_the_engine_imports_itself_at_run_time() -> None:
    """Imports inside functions count too: a circle closed at run time is still a circle."""
    modules = {_module(path): path for path in ENGINE.rglob("*.py")}
    graph = {
        module: (_runtime_imports(path, set(modules)) & set(modules)) - {module, "engine"}
        for module, path in modules.items()
    }
    circle = _circle(graph)
    assert circle is None, "a circle of imports at run time: " + " -> ".join(circle or [])
    # the check finds one when there is one
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) is None


def test_the_top_level_imports_of_the_engine_point_one_way() -> None:
    graph: dict[str, set[str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        graph[_module(path)] = {m for _, m in _imports(path, inside_functions=False)}
    for module in graph:
        graph[module] = {target for target in graph[module] if target in graph and target != module}
    state: dict[str, int] = {}  # 1: being visited, 2: done

    def visit(module: str, trail: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                circle = trail[trail.index(target) :] + [target] if target in trail else [module, target]
                raise AssertionError("a circle of imports: " + " -> ".join(circle))
            if target not in state:
                visit(target, trail + [target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    for path in DRIVER:
        rules = {m for _, m in _imports(ROOT / path, inside_functions=False)} - {_module(ROOT / p) for p in DRIVER}
        assert not rules, (
            f"{path} imports rule modules {sorted(rules)}: the driver is handed its rules (engine.steps.GameRules)"
        )


# The Clockwork and the app use the engine through `engine` (its `__all__`) alone, but for:
# (file, engine module): why.
PRIVATE_ENGINE_IMPORTS = {
    (
        "clockwork/data_fields.py",
        "engine.deck_fields",
    ): "the Clockwork's YAML is checked with the engine's own field readers",
    (
        "clockwork/data.py",
        "engine.deck_location",
    ): "the Clockwork's data ships in the same package-data directory as the decks",
}
# The engine's helpers, not rules, which any package may import from their modules: module: why.
ENGINE_HELPERS = {
    "engine.words": "counts in words (one home for plurals)",
    "engine.untrusted": "`shown`: text from a file or a person, made printable and short",
    "engine.deck_fields": "`MAX_TEXT`: the longest text a data file may hold",
    "engine.deck_cache": "the cache folder where the decks are kept",
}


def test_the_clockwork_and_the_app_import_only_what_engine_offers() -> None:
    import engine

    offered = set(engine.__all__)
    private = []
    for package in ("clockwork", "companion"):
        for path in sorted((ROOT / package).rglob("*.py")):
            where = str(path.relative_to(ROOT))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and node.module == "engine":
                    modules = [f"engine.{a.name}" for a in node.names if a.name not in offered]
                elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine."):
                    modules = [str(node.module)]
                elif isinstance(node, ast.Import):
                    modules = [a.name for a in node.names if a.name.startswith("engine.")]
                else:
                    continue
                private += [
                    f"{where}:{node.lineno}: {m}"
                    for m in modules
                    if (where, m) not in PRIVATE_ENGINE_IMPORTS and m not in ENGINE_HELPERS
                ]
    assert not private, (
        "import these from `engine` (add the name to engine/__init__.py if it is truly public):\n" + "\n".join(private)
    )


# Private engine functions a test may import, each for a reason: (engine module, name): why.
PRIVATE_NAMES_TESTS_MAY_IMPORT = {
    **{
        ("engine.decks", name): "the component tests read one decks file through the loader's own readers, so a "
        "broken file elsewhere does not fail them"
        for name in ("_deck", "_cards", "_unique", "_bill", "_bills", "_supporter", "_event")
    },
    ("engine.views", "_card_names"): "the tree of card names the views search, read whole to check named_cards over "
    "every pinned game",
}


def _private_engine_names() -> set[str]:
    """Every `_name` the engine defines: functions and methods, module names, attributes set on `self`."""
    names = set()
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.add(node.attr)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
    return {name for name in names if name.startswith("_") and not name.startswith("__")}


def test_no_test_reaches_into_the_engine_s_private_names() -> None:
    """Tests play through the public engine: positions through engine.position, a decision
    posed afresh with Game.repose, never `game._advance()`, `game._pending` or the like."""
    private = _private_engine_names()
    assert {"_advance", "_after_step", "_pending", "_happened"} <= private
    found = []
    for path in sorted((ROOT / "tests").glob("*.py")):
        where = path.name
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in private:
                if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                    found.append(f"{where}:{node.lineno}: .{node.attr}")
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                found += [
                    f"{where}:{node.lineno}: imports {node.module}.{a.name}"
                    for a in node.names
                    if a.name.startswith("_") and (node.module, a.name) not in PRIVATE_NAMES_TESTS_MAY_IMPORT
                ]
    assert not found, "tests reaching into the engine's private names:\n" + "\n".join(found)
