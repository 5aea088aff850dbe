"""The presidency helper's tests: their own helpers importable (`presidency_support`,
`presidency_tmux`), and saves kept in the test's own folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = str(Path(__file__).parent)
if HERE not in sys.path:
    sys.path.append(HERE)


@pytest.fixture(autouse=True)
def presidency_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves go to a folder of the test's own, never a real home."""
    monkeypatch.setenv("PRESIDENCY_HOME", str(tmp_path / "presidency-home"))
    return tmp_path / "presidency-home"
