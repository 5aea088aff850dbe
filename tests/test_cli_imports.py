"""How the command line loads its parts: `play` and `assist` do not import each other when
they load, and a subcommand whose module is missing is an error, not a command quietly left
out of `--help`."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from companion import cli


@pytest.mark.parametrize("module, other", [("companion.assist_cmd", "companion.play_cmd"), ("companion.play_cmd", "companion.assist_cmd")])
def test_play_and_assist_load_without_each_other(module: str, other: str) -> None:
    code = f"import sys, {module}; print({other!r} in sys.modules)"
    loaded = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.strip()
    assert loaded == "False"


def test_every_subcommand_is_listed() -> None:
    out = CliRunner().invoke(cli.main, ["--help"]).output
    for name in cli.SUBCOMMANDS:
        assert f"  {name}" in out


def test_a_missing_subcommand_module_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(cli.SUBCOMMANDS, "ghost", "companion.ghost_cmd:ghost")
    result = CliRunner().invoke(cli.main, ["ghost"])
    assert isinstance(result.exception, ModuleNotFoundError) and result.exception.name == "companion.ghost_cmd"
