"""What a seat may know is read from typed fields (engine.named), never from words: every
happening is a record (no plain words reach the log), and the card fields of every record
and choice hold exactly the cards its words name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from digest_support import GAMES, play
from engine import named_cards
from clockwork.reason_names import names_in

ROOT = Path(__file__).resolve().parent.parent


def _is_words(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_words(node.left) or _is_words(node.right)
    return False


def test_no_rule_reports_a_happening_in_plain_words():
    worded = []
    calls = 0
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "happened"
                and node.args
            ):
                calls += 1
                if _is_words(node.args[0]):
                    worded.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert calls > 90
    assert not worded, "happenings in plain words; give each a record:\n" + "\n".join(worded)


def test_the_game_refuses_plain_words_as_a_happening():
    game = play(GAMES[0])
    with pytest.raises(TypeError, match="record of engine.happened"):
        game.happened("The Pact ends")  # type: ignore[arg-type]


EXPLANATIONS = ("why", "reason", "label")  # words that quote a card's text or say why: no showing of a card


def _worded(item: object, components: object) -> set[str]:
    """The card names `item`'s words hold, less those only its explanations quote."""
    quoted = {name for field in EXPLANATIONS for name in names_in(str(getattr(item, field, "") or ""), components)}
    return set(names_in(str(item), components)) - quoted


@pytest.mark.parametrize("pinned", GAMES, ids=[g.name for g in GAMES])
def test_the_cards_a_record_names_are_its_card_fields(pinned):
    game = play(pinned)
    cards = {
        card.name
        for deck in (game.components.bills, game.components.supporters, game.components.events)
        for card in deck
    }
    checked = 0
    for record in game.log:
        for item in (*record.happened, record.choice):
            worded = _worded(item, game.components)
            typed = set(named_cards(item)) & cards  # an Uncertainty card is named by its number
            if worded or typed:
                checked += 1
                assert worded == typed, (type(item).__name__, str(item))
    assert checked > 20


WORDS = ("reason", "why", "text")


def _searches_words(node: ast.AST) -> bool:
    """`x in record.reason`, `x in str(y)`: a search of words for a name."""
    if not (isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops)):
        return False
    for right in node.comparators:
        if (
            isinstance(right, ast.Attribute)
            and right.attr in WORDS
            or isinstance(right, ast.Name)
            and right.id in WORDS
        ):
            return True
        if isinstance(right, ast.Call) and isinstance(right.func, ast.Name) and right.func.id == "str":
            return True
    return False


def test_the_engine_decides_what_a_seat_knows_without_reading_words():
    found = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if _searches_words(node):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "names searched for in words; read the typed fields (named_cards, reason_names):\n" + "\n".join(
        found
    )
    sample = ast.parse("hidden = name in record.reason or name in str(effect) or any(n in reason for n in stays)")
    assert sum(_searches_words(node) for node in ast.walk(sample)) == 3  # the check sees each form
