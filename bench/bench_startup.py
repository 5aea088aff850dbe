"""Benchmark start-up in CPU time: `prime-minister play` to its first prompt, `odds vote 330`
and `--help`, each a fresh process, with and without `.pyc` files; then where the time goes.

    python bench/bench_startup.py            # print a markdown snippet
    python bench/bench_startup.py --write    # also replace the "## Start-up" section of docs/performance.md

CPU time (user + system), not wall time: on a shared machine wall time moves by 2-3x with
other work. `play` runs in a pseudo-terminal (pexpect) and is timed up to its first prompt
(`... · draw bill> `), read from /proc; Ctrl-D twice then leaves the game.
PROMPT_TOOLKIT_NO_CPR=1 keeps prompt_toolkit from waiting for the terminal's cursor-position
answer, which a pexpect pty never sends. Every run shares a throwaway PRIME_MINISTER_HOME
whose cache folder (the validated decks and Clockwork data, the records' compiled code) a
first, unmeasured run fills, as any earlier use of the command would have.
`bench/compare.py --only startup` measures the same rows against the previous release.
"""

from __future__ import annotations

from fresh_process import ODDS, child_cpu, command, cpu_to_prompt, environment, warm
from report import main

import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Start-up"

PROBE = """
import dataclasses, gc, time
gc.disable()  # as `prime-minister` starts (companion.start)
spent = [0.0]
process_class = dataclasses._process_class
def timed(*args, **kwargs):
    start = time.process_time()
    try:
        return process_class(*args, **kwargs)
    finally:
        spent[0] += time.process_time() - start
dataclasses._process_class = timed
marks = [time.process_time()]
def mark():
    marks.append(time.process_time())
import companion.cli, companion.play_cmd; mark()
import engine.setup, engine.save, companion.render, clockwork.search; mark()
import prompt_toolkit.shortcuts, companion.session; mark()
from engine.deck_folder import standard_components
from clockwork.data import standard_clockwork
components = standard_components(); standard_clockwork(); mark()
from engine.setup import new_game, standard_setup
from companion.seats import opponent
game = new_game(standard_setup(components, 2, seed=1), seed=1, components=components)
players = {1: opponent(1, 1, "standard")[0]}
while game.pending.owner != 0:
    d = game.pending
    game.apply(game.deal() if d.is_chance else players[d.owner].decide(game.view(d.owner), d)[0])
mark()
print(" ".join(f"{(b - a) * 1000:.1f}" for a, b in zip(marks, marks[1:])), f"{spent[0] * 1000:.1f}")
"""
STEPS = (
    "click, rich and the command group",
    "the engine and the Clockwork",
    "prompt_toolkit and the session (only `play`, `resume` and `assist`)",
    "the decks and the Clockwork data (from the cache folder)",
    "a new game, the Clockwork's moves up to the first prompt",
    "of all these, making the record classes (`dataclass`)",
)


def parts(runs: int, home: str) -> dict[str, list[tuple[str, float]]]:
    """Median CPU milliseconds of each step of the start-up, in order, in fresh interpreters:
    with the parsed decks kept in the cache folder, and with an empty cache folder."""
    found = {}
    for name, cache in (("kept", os.path.join(home, "cache")), ("afresh", "")):
        samples = []
        for _ in range(runs):
            env = {**environment(home, True, os.path.join(home, "pyc")), "PYTHONPATH": str(ROOT)}
            if not cache:  # an empty cache folder: every decks file parsed with PyYAML
                env["PRIME_MINISTER_CACHE"] = tempfile.mkdtemp(prefix="pm-empty-cache-")
            out = subprocess.run(
                [sys.executable, "-c", PROBE], check=True, capture_output=True, text=True, cwd=ROOT, env=env
            ).stdout
            samples.append([float(x) for x in out.split()])
        found[name] = [(step, statistics.median(run[i] for run in samples)) for i, step in enumerate(STEPS)]
    return found


def _row(name: str, times: list[float]) -> str:
    return f"| {name} | {statistics.median(times):.0f} ms | {min(times):.0f} ms | {max(times):.0f} ms |"


def measure(runs: int) -> str:
    home = tempfile.mkdtemp(prefix="pm-home-")
    root = str(ROOT)
    rows = []
    for pyc in (True, False):
        env = environment(home, pyc, os.path.join(home, "pyc"))
        if pyc:
            warm(root, env)
        play = [cpu_to_prompt(root, env) * 1000 for _ in range(runs)]
        odds = [child_cpu(command(root, *ODDS), env) * 1000 for _ in range(runs)]
        help_ = [child_cpu(command(root, "--help"), env) * 1000 for _ in range(runs)]
        told = "" if pyc else ", no `.pyc` files"
        rows += [
            _row(f"`prime-minister play --seed 1 --as 1` to its first prompt{told}", play),
            _row(f"`prime-minister odds vote 330`{told}", odds),
            _row(f"`prime-minister --help`{told}", help_),
        ]
    steps = parts(max(3, runs // 2), home)
    lines = [
        HEADING,
        "",
        f"Measured by `python bench/bench_startup.py` on {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}; CPU time of fresh processes; load average "
        f"{os.getloadavg()[0]:.1f} at the end.",
        "",
        f"| Fresh process, CPU time ({runs} runs) | Median | Min | Max |",
        "|---|---|---|---|",
        *rows,
        "",
        "| Where the time goes (steps in order in one fresh interpreter, median CPU) | Decks kept | Empty cache |",
        "|---|---:|---:|",
        *(
            f"| {step} | {kept:.0f} ms | {afresh:.0f} ms |"
            for (step, kept), (_, afresh) in zip(steps["kept"], steps["afresh"])
        ),
        "",
        '"Decks kept" is every start after the first: each decks file\'s parsed YAML, and the Clockwork',
        "data's, is read from the cache folder as JSON (`engine/deck_cache.py`) and checked as a file",
        'would be, with the card data\'s fingerprint. "Empty cache" starts from an empty cache folder,',
        "so it also parses every decks file with PyYAML. The record classes are made by the standard",
        "`dataclass` decorator at every start (no compiled code is kept). The steps run with the cycle",
        "collector paused, as `prime-minister` starts (`companion/start.py`); they add up to most of `play`'s",
        "time, the rest being the interpreter itself, the first autosave, the prompt and drawing the",
        "board. prompt_toolkit is paid only by the interactive commands; `odds vote` imports neither it",
        "nor rich (its answer is written as rich would write it, `companion/plain_answer.py`), nor",
        "pathlib, nor PyYAML. Without `.pyc` files",
        "every module, the standard library's too, is compiled at each start: three to five times the",
        "time, most of it in click, rich, prompt_toolkit and asyncio, which the rows above cannot change.",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main(__doc__ or "", HEADING, measure, 7, "fresh-process runs")
