"""Electioneer UK's engine, data, automated parties and quick commands are clean under mypy
--strict (the project's setting in pyproject.toml), so a broken signature fails here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODULES = (
    "electioneer/rules",
    "electioneer/parties",
    "electioneer/data_load.py",
    "electioneer/seats.py",
    "electioneer/commands_quick.py",
    "electioneer/transcribe.py",
)


def test_the_rules_the_data_and_the_parties_are_clean_under_mypy(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "cache"),
            *MODULES,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues found" in result.stdout
