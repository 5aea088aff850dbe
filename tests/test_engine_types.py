"""The types are part of the design (docs/engine.md): mypy must stay clean on the engine, the
app (`companion/`) and the Clockwork, at the strictness `pyproject.toml` sets for each (strict;
the Clockwork strict but for implicit re-exports and returns of Any), so a change that breaks a
signature fails here rather than in a reader's editor. One mypy run checks the three (one
start, one cache)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "companion", "clockwork")


def test_the_engine_the_app_and_the_clockwork_are_clean_under_mypy(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "cache"),
            *PACKAGES,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues found in" in result.stdout


def test_the_engine_and_the_app_are_checked_strictly() -> None:
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    relaxed = {module for override in config.get("overrides", []) for module in override["module"]}
    assert not [m for m in relaxed if m.split(".")[0] in ("engine", "companion")]
