"""Knowledge the code branches on is an enum, not a string: decision kinds, Career powers,
a profile's lean, a Clockwork card's focus, temper and pointers, where a session word is
offered, the track a marker moved on. Each member's value is the data's or the log's word,
so what is read and printed is unchanged."""

from __future__ import annotations

import ast
from pathlib import Path

from clockwork.data import BillPointer, Focus, Lean, SectorPointer, TemperName, standard_clockwork
from companion.commands import COMMANDS, Where
from engine import PowerKind, Track, standard_components

ROOT = Path(__file__).resolve().parent.parent
# attributes that hold one of the enums above (or DecisionKind)
ENUM_FIELDS = {"kind", "where", "lean", "temper", "bill_pointer", "sector_pointer", "focus", "track"}


def _compared_with_a_word(node: ast.Compare) -> bool:
    sides = [node.left, *node.comparators]
    named = any(isinstance(side, ast.Attribute) and side.attr in ENUM_FIELDS for side in sides)

    def word(side: ast.expr) -> bool:
        if isinstance(side, (ast.Tuple, ast.List, ast.Set)):
            return any(word(element) for element in side.elts)
        return isinstance(side, ast.Constant) and isinstance(side.value, str)

    return named and any(word(side) for side in sides)


def test_no_module_compares_an_enum_field_with_a_string() -> None:
    found = []
    for package in ("engine", "clockwork", "companion"):
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Compare) and _compared_with_a_word(node):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "compare with the enum's member:\n" + "\n".join(found)


def test_the_data_is_read_into_members_that_print_as_the_data_words() -> None:
    data = standard_clockwork()
    assert all(isinstance(profile.lean, Lean) for profile in data.profiles.values())
    for card in data.cards:
        assert isinstance(card.focus, Focus) and isinstance(card.temper, TemperName)
        assert isinstance(card.bill_pointer, BillPointer) and isinstance(card.sector_pointer, SectorPointer)
    assert (
        str(card)
        == f"card {card.number} ({card.focus.value}, {card.temper.value}, bills {card.bill_pointer.value}, sectors {card.sector_pointer.value})"
    )
    assert set(data.tempers) == set(TemperName)
    powers = {career.power.kind for career in standard_components().careers}
    assert powers <= set(PowerKind) and all(isinstance(kind, PowerKind) for kind in powers)
    assert f"{Track.STANDING} {Focus.COURT}" == "Standing court"


def test_a_career_powers_repr_is_its_word_so_the_decks_fingerprint_stays() -> None:
    assert repr(PowerKind.DEPUTY_PM) == "'deputy_pm'"


def test_each_session_word_is_offered_where_its_member_says() -> None:
    assert {command.where for command in COMMANDS} <= set(Where)
    hand = next(command for command in COMMANDS if command.name == "hand")
    assert hand.where is Where.TABLE and hand.offered(at_table=True) and not hand.offered(at_table=False)
