"""The test suite leaves the user's folders alone (tests/conftest.py): a run of a few test files
in a fresh process, its home and cache folders pointed at folders of this test, writes nothing
in any of them, and removes its own session folder at exit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _everything(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_a_run_of_the_suite_writes_nothing_in_the_user_s_home_or_cache(tmp_path: Path) -> None:
    user = {name: tmp_path / name for name in ("home", "prime-minister", "cache", "xdg-cache", "xdg-data")}
    for folder in user.values():
        folder.mkdir()
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PRIME_MINISTER_", "XDG_"))}
    env.update(
        HOME=str(user["home"]),
        PRIME_MINISTER_HOME=str(user["prime-minister"]),
        PRIME_MINISTER_CACHE=str(user["cache"]),
        XDG_CACHE_HOME=str(user["xdg-cache"]),
        XDG_DATA_HOME=str(user["xdg-data"]),
        TMPDIR=str(temporary),
    )
    # test_happened.py reads the decks when it is imported (collection)
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "tests/test_words.py",
            "tests/test_happened.py",
            "-k",
            "counted or plural or noun",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert " passed" in run.stdout
    assert {name: _everything(folder) for name, folder in user.items()} == {name: [] for name in user}
    assert not list(temporary.glob("pm-test-session-*"))  # the session's own folder is gone
