"""Numbers in words (engine/words.py): one home for every plural the app writes, a leaf that
the start-up path imports at no cost, and no module spelling its own plural."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.words import counted, noun_for, verb_for
from engine.happened import signed_steps
from engine.untrusted import shown

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "count, words", [(0, "0 Supporters"), (1, "1 Supporter"), (2, "2 Supporters"), (3, "3 Supporters")]
)
def test_a_count_takes_its_noun_in_the_number_it_needs(count: int, words: str) -> None:
    assert counted(count, "Supporter") == words


def test_an_irregular_plural_and_agreeing_verbs() -> None:
    assert counted(2, "Party", "Parties") == "2 Parties" and counted(1, "Party", "Parties") == "1 Party"
    assert [f"{counted(n, 'card')} {verb_for(n, 'is', 'are')}" for n in (1, 2)] == ["1 card is", "2 cards are"]
    assert noun_for(0, "cube") == "cubes"
    assert [signed_steps(n) for n in (-2, -1, 1, 2)] == ["-2 steps", "-1 step", "+1 step", "+2 steps"]


def test_bad_input_is_counted_in_the_same_words() -> None:
    assert (shown([1]), shown([1, 2]), shown({}), shown({"a": 1})) == (
        "a list of 1 item",
        "a list of 2 items",
        "a mapping of 0 keys",
        "a mapping of 1 key",
    )


def test_the_words_module_is_a_leaf_the_start_up_path_imports_for_nothing() -> None:
    tree = ast.parse((ROOT / "engine" / "words.py").read_text(encoding="utf-8"))
    imports = [
        n
        for n in ast.walk(tree)
        if isinstance(n, (ast.Import, ast.ImportFrom)) and getattr(n, "module", "") != "__future__"
    ]
    assert not imports
    # the loader of the decks and the checker of untrusted values (both on the `odds` start-up
    # path) say their counts without loading the log's records
    code = "import sys, engine.untrusted, engine.decks; print('engine.happened' in sys.modules)"
    assert (
        subprocess.run(
            [sys.executable, "-c", code], check=True, capture_output=True, text=True, cwd=ROOT
        ).stdout.strip()
        == "False"
    )


def _hand_rolled_plurals(path: Path) -> list[str]:
    """Each place in `path` that makes a plural (or a verb's number) of its own: `'s' if n != 1
    else ''`, `noun + 's'`, `'is' if n == 1 else 'are'`, "problem(s)"."""

    def text(node: ast.AST) -> bool:
        return isinstance(node, ast.Constant) and isinstance(node.value, str)

    def against_one(test: ast.AST) -> bool:
        return any(
            isinstance(c, ast.Compare) and any(isinstance(x, ast.Constant) and x.value == 1 for x in c.comparators)
            for c in ast.walk(test)
        )

    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
        if (
            isinstance(node, ast.IfExp)
            and text(node.body)
            and text(node.orelse)
            and (against_one(node.test) or {node.body.value, node.orelse.value} & {"s", "es"})
        ):  # type: ignore[attr-defined]
            found.append(f"{where}: {node.body.value!r} or {node.orelse.value!r}")  # type: ignore[attr-defined]
        elif (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Add)
            and text(node.right)
            and node.right.value in ("s", "es")
        ):  # type: ignore[attr-defined]
            found.append(f"{where}: + {node.right.value!r}")  # type: ignore[attr-defined]
        elif text(node) and (match := re.search(r"[a-z]\(e?s\)", node.value)):  # type: ignore[attr-defined]
            found.append(f"{where}: {match.group()!r}")
    return found


def test_no_module_spells_its_own_plurals() -> None:
    found = [
        place
        for package in ("engine", "clockwork", "companion", "bench")
        for path in sorted((ROOT / package).rglob("*.py"))
        if path != ROOT / "engine" / "words.py"
        for place in _hand_rolled_plurals(path)
    ]
    assert not found, (
        "say counts with counted / noun_for / verb_for (`from engine.words import counted`):\n" + "\n".join(found)
    )


def test_the_game_log_counts_one_choice_as_one() -> None:
    """A count a screen shows says its noun in the right number from 1 up (it once said
    "1 choices")."""
    import io

    from rich.console import Console

    from companion.game_log import render_log
    from engine import standard_components
    from engine.setup import new_game, standard_setup

    components = standard_components()
    game = new_game(standard_setup(components, 2, seed=1), seed=1, components=components)
    headers = []
    for _ in range(2):
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else decision.choices[0])
        console = Console(file=io.StringIO(), width=80)
        render_log(console, game, human=None)
        headers.append(console.file.getvalue().splitlines()[0])  # type: ignore[attr-defined]
    assert headers == ["Game log (1 choice)", "Game log (2 choices)"]
