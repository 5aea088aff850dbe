"""Shared by `bench/compare.py` and `bench/bench_startup.py`: the CPU time of a fresh
`prime-minister` process run from a given code tree, with or without `.pyc` files.

CPU time (user + system, of the process and the children it waited for), not wall time:
on a shared machine wall time moves by 2-3x with other work. `play` is timed up to its
first prompt, read from `/proc` while it waits there (pexpect gives it a terminal).
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

# runs the command line of the code tree given first (this checkout or an older release), as
# its installed `prime-minister` script does: the function its pyproject.toml names
CLI = "import sys; sys.path.insert(0, sys.argv.pop(1)); from {module} import {function} as main; sys.argv[0] = 'prime-minister'; main()"


def entry_point(root: str) -> str:
    """The code `prime-minister` runs in the code tree `root` (its `[project.scripts]`)."""
    import tomllib

    with open(Path(root) / "pyproject.toml", "rb") as project:
        module, function = tomllib.load(project)["project"]["scripts"]["prime-minister"].split(":")
    return CLI.format(module=module, function=function)


PROMPT = r"\u00b7 [a-z ]+>"
PLAY = ["play", "--seed", "1", "--as", "1"]
ODDS = ["odds", "vote", "330"]


def child_cpu(args: list[str], env: dict[str, str] | None = None) -> float:
    """CPU seconds (user + system) a child process and its children spent, run to its end."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=tempfile.gettempdir()
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def command(root: str, *args: str) -> list[str]:
    """`prime-minister ARGS` run from the code tree `root`."""
    return [sys.executable, "-c", entry_point(root), root, *args]


def cpu_to_prompt(root: str, env: dict[str, str]) -> float:
    """CPU seconds `play --seed 1 --as 1` spends up to its first prompt (read from /proc)."""
    import pexpect

    child = pexpect.spawn(
        sys.executable,
        ["-c", entry_point(root), root, *PLAY],
        env=env,
        encoding="utf-8",
        dimensions=(40, 120),
        timeout=120,
    )
    child.expect(PROMPT)
    fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    child.sendcontrol("d")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    return cpu


def environment(home: str, pyc: bool, pycache: str) -> dict[str, str]:
    """The environment of a measured run: a throwaway PRIME_MINISTER_HOME (its cache folder
    holds the decks and the records' compiled code after the first run, as a user's does).

    With `pyc`, compiled modules are read from (and written to) the folder `pycache`, one
    per code tree, which a first run fills; without, every module (the standard library's
    too) is compiled afresh at every start and nothing is written."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PRIME_MINISTER_DECKS", "PYTHONPYCACHEPREFIX", "PYTHONDONTWRITEBYTECODE")
    }
    env.update(PRIME_MINISTER_HOME=home, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", COLUMNS="120", LINES="40")
    if pyc:
        env.update(PYTHONPYCACHEPREFIX=pycache)
    else:
        env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="no-pyc-"))
    return env


def warm(root: str, env: dict[str, str]) -> None:
    """One run of each measured command, unmeasured: it writes the `.pyc` files and fills
    the cache folder, as any earlier use would have."""
    child_cpu(command(root, *ODDS), env)
    cpu_to_prompt(root, env)
