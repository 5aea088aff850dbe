"""Fixtures every test file shares, and the session's own home.

The suite never reads or writes the user's real folders: before any test module (or the
engine) is imported, this file points every folder the app or a library could use at one
temporary folder for the session, removed at exit. That covers what is written outside a
test's own lifetime: the decks cache a module fills when it is imported (at collection), which
would otherwise land in whatever PRIME_MINISTER_HOME was then. The cache folder is
shared by the whole session (a subprocess started by a test finds the decks already checked);
each test still gets its own PRIME_MINISTER_HOME for saves and autosaves (`home`).
"""

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

SESSION_HOME = Path(tempfile.mkdtemp(prefix="pm-test-session-"))
# registered before `engine` is imported: exit handlers run last-registered first, so this
# removes the folder after anything the app writes at exit
atexit.register(shutil.rmtree, SESSION_HOME, ignore_errors=True)
os.environ.update(
    PRIME_MINISTER_HOME=str(SESSION_HOME / "prime-minister"),
    PRIME_MINISTER_CACHE=str(SESSION_HOME / "cache"),
    ELECTIONEER_HOME=str(SESSION_HOME / "electioneer"),
    HOME=str(SESSION_HOME / "home"),  # ~ (platformdirs, expanduser) for anything else
    XDG_DATA_HOME=str(SESSION_HOME / "data"),
    XDG_CACHE_HOME=str(SESSION_HOME / "xdg-cache"),
    XDG_CONFIG_HOME=str(SESSION_HOME / "config"),
    XDG_STATE_HOME=str(SESSION_HOME / "state"),
)
os.environ.pop("PRIME_MINISTER_DECKS", None)  # the shipped decks, whatever the shell says
os.environ.pop("ELECTIONEER_DECKS", None)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's data directories (saves, autosaves; Electioneer's beside Prime Minister's)
    point at temporary folders of the test's own: tests never touch a real home directory."""
    monkeypatch.setenv("PRIME_MINISTER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ELECTIONEER_HOME", str(tmp_path / "electioneer-home"))
    return tmp_path / "home"


@pytest.fixture
def keys():
    """Keys piped into any prompt_toolkit session the test starts (TESTING.md)."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        yield pipe
