"""The example in docs/engine.md runs as written and plays a whole game."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"


def python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def test_the_example_in_docs_engine_md_plays_a_game_to_its_end() -> None:
    blocks = python_blocks(DOC.read_text(encoding="utf-8"))
    assert blocks, "docs/engine.md has no python example"
    for block in blocks:
        namespace: dict[str, object] = {}
        exec(compile(block, str(DOC), "exec"), namespace)  # noqa: S102 - our own documentation
        game = namespace.get("game")
        if game is not None:
            assert game.over and game.winner is not None  # type: ignore[attr-defined]
            assert game.state.end is not None and game.winner in game.state.winners  # type: ignore[attr-defined]
