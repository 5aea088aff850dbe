"""The types are part of the design (docs/engine.md): `mypy --strict` must stay clean on the
engine and on the app (`companion/`), so a change that breaks a signature fails here rather
than in a reader's editor. One mypy run checks them together (one start, one cache)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT = ("engine", "companion")


def test_the_engine_and_the_app_are_clean_under_mypy_strict(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), *STRICT],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
