"""Driving the table session's record (`presidency.app.play.Play`) as the prompt would:
the session's own words (`set`, `add`, `load`, `skip`, `undo`) and answers otherwise."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from presidency.app.play import Play
from presidency.table_file import read_table_file

DATA = Path(__file__).parent / "data"


def table_play(tmp_path: Path | None = None, **numbers: Any) -> Play:
    """A Play from tests/presidency/data/table.yaml, with `numbers` changed."""
    if not numbers:
        table, _ = read_table_file(DATA / "table.yaml")
        return Play.from_table(table)
    assert tmp_path is not None
    data = yaml.safe_load((DATA / "table.yaml").read_text(encoding="utf-8"))
    data.update(numbers)
    path = tmp_path / "table.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    table, _ = read_table_file(path)
    return Play.from_table(table)


def step(play: Play, line: str) -> Play:
    """One line as the session takes it; the Play to go on with (undo gives a new one)."""
    word = line.split()[0].lower() if line.split() else ""
    if word in ("set", "add"):
        play.correct(line)
    elif word == "load":
        play.load(line.split(None, 1)[1])
    elif line == "skip":
        play.skip()
    elif line == "undo":
        play, _ = play.undone()
    else:
        play.answer(line)
    return play


def drive(play: Play, lines: list[str]) -> tuple[Play, list[str]]:
    """Every line in turn; everything the session said and asked."""
    said: list[str] = []
    for line in lines:
        try:
            play = step(play, line)
        except ValueError as exc:
            pytest.fail(f"{line!r} at {play.pending.prompt!r} was refused: {exc}")
        said.extend(play.take_said())
        said.extend(play.pending.lines)
    return play, said


def refused(play: Play, line: str) -> str:
    """The one-line reason `line` is refused; the game is unchanged."""
    before = play.to_plain()
    prompt = play.pending.prompt
    with pytest.raises(ValueError) as caught:
        step(play, line)
    message = str(caught.value)
    assert "\n" not in message
    assert play.to_plain() == before and play.pending.prompt == prompt
    return message


def until(play: Play, prompt: str) -> Play:
    """Skip phases until the question `prompt` begins with is asked."""
    for _ in range(20):
        if play.pending.prompt.startswith(prompt):
            return play
        play.skip()
        play.take_said()
    raise AssertionError(f"{prompt!r} never asked; at {play.pending.prompt!r}")
