"""The code passes its lint (`ruff check`, configured in pyproject.toml), is laid out by the
formatter (`ruff format --check`) and has no unused code (`vulture`, with vulture_whitelist.py
for what only a library or the data uses)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def tool(name: str) -> list[str]:
    """The tool installed beside this Python (the [test] extra), else on the PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -e '.[test]'")
    return [found]


def run(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_finds_nothing() -> None:
    result = run([*tool("ruff"), "check", "--no-cache", "--output-format", "concise"])
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_is_laid_out_by_the_formatter() -> None:
    result = run([*tool("ruff"), "format", "--check", "--no-cache"])
    assert result.returncode == 0, "run `ruff format` (the files it would change):\n" + result.stdout + result.stderr


def test_vulture_finds_no_unused_code() -> None:
    result = run(tool("vulture"))  # paths, confidence and exceptions: [tool.vulture] in pyproject.toml
    assert result.returncode == 0, (
        "unused code (remove it, or name it in vulture_whitelist.py with why):\n" + result.stdout + result.stderr
    )


def test_the_checks_would_fail_on_a_finding(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\n\ndef never_called() -> None:\n    pass\n", encoding="utf-8")
    assert run([*tool("ruff"), "check", "--no-cache", "--isolated", "--select", "F", str(sample)]).returncode != 0
    assert run([*tool("vulture"), str(sample)]).returncode != 0
    crowded = tmp_path / "crowded.py"
    crowded.write_text("x = ( 1,2 )\n", encoding="utf-8")
    assert run([*tool("ruff"), "format", "--check", "--no-cache", "--isolated", str(crowded)]).returncode != 0
