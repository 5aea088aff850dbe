"""house.fields: a mapping read field by field, each fault one line naming where it is."""

from __future__ import annotations

import pytest

from house.fields import FieldError, Fields


def test_fields_read_and_checked() -> None:
    f = Fields({"name": "Adams", "age": 8, "in_play": True, "borders": ["MA"]}, "t.yaml: statesmen[1]")
    assert (f.text("name"), f.integer("age", least=0), f.flag("in_play"), f.items("borders")) == (
        "Adams",
        8,
        True,
        ["MA"],
    )
    assert f.integer("votes", 0) == 0 and f.optional_text("player") is None
    f.done()


@pytest.mark.parametrize(
    "value,read,message",
    [
        ({"age": "old"}, lambda f: f.integer("age"), "t: age: 'old' is not a whole number"),
        ({"age": True}, lambda f: f.integer("age"), "t: age: True is not a whole number"),
        ({"age": -1}, lambda f: f.integer("age", least=0), "t: age: -1 is below 0"),
        ({}, lambda f: f.integer("age"), "t: age: missing (a whole number)"),
        ({"name": ["x"]}, lambda f: f.text("name"), "t: name: a list is not a name"),
        ({"name": "a\x1bb"}, lambda f: f.text("name"), "t: name: a name is printable and at most 80 characters"),
        ({"flag": "yes"}, lambda f: f.flag("flag"), "t: flag: 'yes' is not yes or no (true/false)"),
        ({"agee": 1}, lambda f: (f.integer("age", 0), f.done()), "t: unknown field 'agee' (known here: age)"),
    ],
)
def test_each_fault_is_one_line(value: dict, read, message: str) -> None:  # type: ignore[no-untyped-def, type-arg]
    with pytest.raises(FieldError) as caught:
        read(Fields(value, "t"))
    assert str(caught.value) == message


def test_not_a_mapping() -> None:
    with pytest.raises(FieldError, match="t: a mapping of fields is needed, not a list"):
        Fields([1], "t")
