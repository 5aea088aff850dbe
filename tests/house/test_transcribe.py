"""The walk every game's `cards transcribe` shares: answers read the same way, a change the
game's loader refuses is undone, and what was answered before `quit` stays written."""

from __future__ import annotations

from pathlib import Path

import pytest

from house import transcribe as cards
from house.checked_yaml import read_yaml

FILE = cards.CardFile("things.yaml", "things")


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "things.yaml").write_text(
        "# our own cards\n\nthings:\n- {name: Lamp, cost: 2, source: reconstructed}\n"
        "- {name: Bell, cost: 3, source: printed}\n- {name: Drum, cost: 4, source: reconstructed}\n",
        encoding="utf-8",
    )
    return tmp_path


def _refusal(folder: Path) -> str | None:
    """A loader that takes no negative cost."""
    data = read_yaml(folder / "things.yaml", "things.yaml")
    bad = [t["name"] for t in data["things"] if t["cost"] < 0]
    return f"things.yaml: {bad[0]}: cost below 0" if bad else None


def test_the_answers_every_card_takes() -> None:
    assert cards.plain_answer("") == cards.plain_answer(" yes ") == {"source": cards.PRINTED}
    assert cards.plain_answer("s") == "skip" and cards.plain_answer("QUIT") == "quit"
    assert cards.plain_answer("cost: 3") is None
    assert cards.fields_answer("cost: 3; note: worn", ["cost", "note"], "cost: 1", ["cost"]) == {
        "cost": 3,
        "note": "worn",
        "source": cards.PRINTED,
    }
    with pytest.raises(ValueError, match=r"colour: not a field of this card \(fields: cost\)"):
        cards.fields_answer("colour: red", ["cost"], "cost: 1", ["cost"])
    with pytest.raises(ValueError, match=r"type KEY: VALUE \(for example cost: 1\)"):
        cards.fields_answer("just words", ["cost"], "cost: 1", ["cost"])


def test_a_walk_writes_what_loads_undoes_what_does_not_and_keeps_the_comments(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    todo = list(cards.entries(folder, [FILE]))
    assert [e.record["name"] for e in todo] == ["Lamp", "Drum"]  # the printed Bell is not asked
    answers = iter(["cost: -1", "cost: 5", "quit"])
    said: list[str] = []
    done, left = cards.walk(
        todo,
        lambda e: e.title(e.record["name"]),
        lambda e, t: cards.plain_answer(t) or cards.fields_answer(t, list(e.record), "cost: 1", list(e.record)),
        lambda e, u: cards.rewrite(folder, e, u, _refusal),
        lambda _: next(answers),
        said.append,
    )
    assert (done, left) == (1, 1)
    assert "Error: things.yaml: Lamp: cost below 0" in said and "\n[1/2] things.yaml: Lamp" in said
    text = (folder / "things.yaml").read_text(encoding="utf-8")
    assert text.startswith("# our own cards\n")
    things = read_yaml(folder / "things.yaml", "things.yaml")["things"]
    assert things[0] == {"name": "Lamp", "cost": 5, "source": "printed"} and things[2]["source"] == "reconstructed"


def test_a_cards_text_is_shown_without_control_characters(tmp_path: Path) -> None:
    assert cards.shown({"name": "Lamp\x1b[2J", "source": "reconstructed"}) == 'name: "Lamp\\e[2J"'
