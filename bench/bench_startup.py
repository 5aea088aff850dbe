"""Benchmark the start-up of `prime-minister play`: from launching the command in a
terminal to its first prompt, as a fresh process, plus where that time goes.

    python bench/bench_startup.py            # print a markdown snippet
    python bench/bench_startup.py --write    # also replace the "## Start-up" section of docs/performance.md

The command runs in a pseudo-terminal (pexpect) with a throwaway PRIME_MINISTER_HOME;
the clock stops when the session's prompt (`... · draw bill> `) shows, then Ctrl-D twice
leaves the game. PROMPT_TOOLKIT_NO_CPR=1 keeps prompt_toolkit from waiting for the
terminal's cursor-position answer, which a pexpect pty never sends.
"""

from __future__ import annotations

from report import main

import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Start-up"
PROMPT = r"\u00b7 [a-z ]+>"
ARGS = ["play", "--seed", "1", "--as", "1"]


def command() -> str:
    beside = Path(sys.executable).with_name("prime-minister")
    found = str(beside) if beside.exists() else shutil.which("prime-minister")
    if not found:
        raise SystemExit("prime-minister is not installed: pip install -e . first")
    return found


def to_first_prompt(runs: int) -> list[float]:
    """Wall time in milliseconds from spawn to the first prompt, one fresh process per run."""
    import pexpect

    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = {k: v for k, v in os.environ.items() if k != "PRIME_MINISTER_DECKS"}
            env.update(PRIME_MINISTER_HOME=home, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", COLUMNS="120", LINES="40")
            start = time.perf_counter()
            child = pexpect.spawn(command(), ARGS, env=env, encoding="utf-8", dimensions=(40, 120), timeout=60)
            child.expect(PROMPT)
            times.append((time.perf_counter() - start) * 1000)
            child.sendcontrol("d")
            child.sendcontrol("d")
            child.expect(pexpect.EOF)
            child.close()
    return times


def wall(args: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    return times


PROBE = """
import time
marks = [time.perf_counter()]
def mark():
    marks.append(time.perf_counter())
import companion.cli, companion.play_cmd; mark()
import rich.console, engine.setup, engine.save, companion.render, clockwork.policy; mark()
import prompt_toolkit.shortcuts, companion.session; mark()
from engine.decks import standard_components
components = standard_components(); mark()
from engine.setup import new_game, standard_setup
from companion.seats import opponent
game = new_game(standard_setup(components, 2, seed=1), seed=1, components=components)
players = {1: opponent(1, 1, "standard")[0]}
while game.pending.owner != 0:
    d = game.pending
    game.apply(game.deal() if d.is_chance else players[d.owner].decide(game.view(d.owner), d)[0])
mark()
print(" ".join(f"{(b - a) * 1000:.1f}" for a, b in zip(marks, marks[1:])))
"""
STEPS = (
    "click and the command group",
    "rich, the engine and the Clockwork",
    "prompt_toolkit and the session (only `play` and `resume`)",
    "reading and checking every decks file",
    "a new game, the Clockwork's moves up to the first prompt",
)


def parts(runs: int) -> list[tuple[str, float]]:
    """Median milliseconds of each step of the start-up, in order, in fresh interpreters."""
    samples = [[float(x) for x in subprocess.run([sys.executable, "-c", PROBE], check=True, capture_output=True,
                                                 text=True, cwd=ROOT).stdout.split()] for _ in range(runs)]
    return [(name, statistics.median(run[i] for run in samples)) for i, name in enumerate(STEPS)]


def _row(name: str, times: list[float]) -> str:
    return f"| {name} | {statistics.median(times):.0f} ms | {min(times):.0f} ms | {max(times):.0f} ms |"


def measure(runs: int) -> str:
    play = to_first_prompt(runs)
    help_ = wall([command(), "--help"], runs)
    lines = [
        HEADING,
        "",
        f"Measured by `python bench/bench_startup.py` on {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}.",
        "",
        f"| Fresh process ({runs} runs) | Median | Min | Max |",
        "|---|---|---|---|",
        _row("`prime-minister play --seed 1 --as 1` to its first prompt", play),
        _row("`prime-minister --help` (for comparison)", help_),
        "",
        "| Where the time goes (steps in order in one fresh interpreter, median) | Time |",
        "|---|---|",
        *(f"| {name} | {ms:.0f} ms |" for name, ms in parts(max(3, runs // 2))),
        "",
        "On a shared 2-core machine these medians move by a third from run to run: compare runs,",
        "not single figures. The steps add up to most of the total; the rest is the interpreter",
        "itself, the first autosave and drawing the board. Importing is the largest share, and",
        "prompt_toolkit is paid only here: `odds` and `--help` never import it.",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main(__doc__ or "", HEADING, measure, 7, "fresh-process runs")
