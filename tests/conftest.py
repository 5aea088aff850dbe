"""Fixtures every test file shares."""

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's data directory (saves, autosaves) points at a temporary folder: tests never
    touch a real home directory."""
    monkeypatch.setenv("PRIME_MINISTER_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def keys():
    """Keys piped into any prompt_toolkit session the test starts (TESTING.md)."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        yield pipe
