"""The presidency helper is clean under `mypy --strict`, as the other packages are
(tests/test_engine_types.py); `house`, which it imports, is checked with it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_presidency_is_clean_under_mypy_strict(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "cache"),
            "presidency",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues found in" in result.stdout


def test_no_module_of_the_helper_is_long() -> None:
    """One concept a file: none past 400 lines."""
    long = {
        str(p.relative_to(ROOT)): n
        for p in (ROOT / "presidency").rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400
    }
    assert not long, long
