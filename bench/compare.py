"""Measure this checkout against the previous release, side by side, in one invocation:
CPU time (one core) for the engine, whole games, `election_odds`, and the `odds` and `play`
commands as fresh processes; then `simulate --jobs 2` against `--jobs 1` (wall time, the one
figure that is about using both cores, with the CPU time of every process beside it).

    python bench/compare.py                    # against 3de3f8d (main when the speed work began)
    python bench/compare.py --against v0.1.0 --rounds 5 --games 12
    python bench/compare.py --only startup     # just the start-up rows (odds, play, with and without .pyc)
    python bench/compare.py --only jobs        # just `simulate --jobs 2` against `--jobs 1`
    python bench/compare.py --write            # also replace the "## Against the previous release" section of docs/performance.md

`--only` takes `rows` (engine, games, election_odds), `startup` and `jobs`, or the name of one
row (`election-odds`, `engine-4p` ...), comma-separated; with `--write` only a whole run (all
three) replaces the section.

The previous release is checked out with `git worktree add` into a temporary folder and run
from source, exactly like this checkout (`--root`); every measurement is a fresh process,
the two trees alternate round by round, and each row reports the best round of each (the
machine is shared: the best round is the one least disturbed).
"""

from __future__ import annotations

from fresh_process import child_cpu, command, cpu_to_prompt, environment, warm
from report import write_section

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Against the previous release"
PREVIOUS = "3de3f8d"
MEASURE = str(Path(__file__).with_name("measure_row.py"))
GROUPS = ("rows", "startup", "jobs")

# (row, label, unit, goal): how each row's raw figures become the number shown
ROWS = [
    ("engine-2p", "engine only, 2 players: decisions/s", "rate", ">= 30k"),
    ("engine-4p", "engine only, 4 players: decisions/s", "rate", ">= 30k"),
    ("random-2p", "2 players, `random` seats: games/s", "games", ">= 40"),
    ("random-4p", "4 players, `random` seats: games/s", "games", ""),
    ("clockwork-2p", "2 players, Clockwork seats: games/s", "games", ""),
    ("clockwork-4p", "4 players, Clockwork seats: games/s", "games", ">= 8"),
    ("election-odds", "`election_odds_now`, each call of a fresh process (first included): us", "per-call", "<= 20 us"),
]


def figure(row: str, kind: str, raw: dict[str, float]) -> float:
    if kind == "rate":
        return raw["decisions"] / raw["cpu"]
    if kind == "games":
        return raw["games"] / raw["cpu"]
    return raw["cpu"] / raw["calls"] * 1e6


def better(kind: str, a: float, b: float) -> float:
    return max(a, b) if kind in ("rate", "games") else min(a, b)


def measure(previous: str, rounds: int, games: int, groups: tuple[str, ...]) -> dict[str, dict[str, float]]:
    trees = {"previous": previous, "now": str(ROOT)}
    best: dict[str, dict[str, float]] = {name: {} for name in trees}
    home = tempfile.mkdtemp(prefix="pm-home-")
    pycache = {name: tempfile.mkdtemp(prefix=f"pm-pyc-{name}-") for name in trees}
    if "startup" in groups:
        for name, root in trees.items():
            warm(root, environment(home, True, pycache[name]))
    for _ in range(rounds):
        for name, root in trees.items():
            for row, _, kind, _ in (r for r in ROWS if "rows" in groups or r[0] in groups):
                out = subprocess.run(
                    [sys.executable, MEASURE, "--root", root, "--games", str(games), row],
                    check=True,
                    capture_output=True,
                    text=True,
                ).stdout
                value = figure(row, kind, json.loads(out))
                best[name][row] = better(kind, best[name].get(row, value), value)
            for pyc in (True, False) if "startup" in groups else ():
                env = environment(home, pyc, pycache[name])
                odds = child_cpu(command(root, "odds", "vote", "330"), env) * 1000
                play = cpu_to_prompt(root, env) * 1000
                for key, value in ((f"odds-{pyc}", odds), (f"play-{pyc}", play)):
                    best[name][key] = min(best[name].get(key, value), value)
    return best


# wall-1, wall-2 (s), cpu-1, cpu-2 (s, every process), workers (each worker's CPU, s), load (1-minute averages)
Scaling = dict[str, Any]


def _worker_cpu(pid: int, seen: dict[int, float]) -> None:
    """The CPU seconds of each child of `pid` so far (the last reading before it ends is kept)."""
    tick = os.sysconf("SC_CLK_TCK")
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return
    for child in children:
        try:
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        seen[int(child)] = (int(fields[11]) + int(fields[12])) / tick


def simulate_scaling(games: int) -> Scaling:
    """`simulate` of 4 Clockwork seats with 1 and with 2 worker processes (this checkout):
    wall seconds, CPU seconds of every process, and the CPU of each worker."""
    result: Scaling = {"load": [os.getloadavg()[0]]}
    for jobs in (1, 2):
        args = command(
            str(ROOT),
            "simulate",
            "--players",
            "4",
            "--games",
            str(games),
            "--seats",
            "clockwork,clockwork,clockwork,clockwork",
            "--jobs",
            str(jobs),
            "--seed",
            "5",
        )
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        process = subprocess.Popen(
            args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir()
        )
        workers: dict[int, float] = {}
        while process.poll() is None:
            _worker_cpu(process.pid, workers)
            time.sleep(0.02)
        if process.returncode:
            raise subprocess.CalledProcessError(process.returncode, args)
        result[f"wall-{jobs}"] = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        result[f"cpu-{jobs}"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if jobs == 2:
            result["workers"] = sorted(workers.values(), reverse=True)
        result["load"].append(os.getloadavg()[0])
    return result


def scaling_row(scaling: Scaling) -> list[str]:
    """The `--jobs` row and what the CPU times say of it."""
    one, two = scaling["wall-1"], scaling["wall-2"]
    cpu1, cpu2, workers = scaling["cpu-1"], scaling["cpu-2"], scaling["workers"]
    parent = cpu2 - sum(workers)
    # two idle cores: at least the parent (start-up, then handing out games) and its busiest
    # worker one after the other, and at least half of all the CPU time
    bound = cpu1 / max(parent + max(workers), cpu2 / 2) if workers else 0.0
    return [
        f"| `simulate` 4 Clockwork seats, `--jobs 2` against `--jobs 1` (wall time, this checkout) | | "
        f"{one:.1f} s / {two:.1f} s | {one / two:.2f}x | >= 1.8x |",
        "",
        f"`simulate --jobs`: load average {', '.join(f'{x:.1f}' for x in scaling['load'])} (before, after `--jobs 1`, "
        f"after `--jobs 2`). CPU time of every process: {cpu1:.1f} s with one job, {cpu2:.1f} s with two "
        f"(the workers {', '.join(f'{w:.1f}' for w in workers)} s, the parent {parent:.1f} s). On two idle "
        f"cores the run takes at least the parent's time and its busiest worker's one after the other, "
        f"and at least half of all of it: the CPU times bound the ratio at {bound:.2f}x; the wall-time "
        f"ratio says how much of that this machine gave.",
    ]


def report(against: str, best: dict[str, dict[str, float]], scaling: Scaling | None, rounds: int, games: int) -> str:
    def shown(value: float, kind: str) -> str:
        return f"{value:,.0f}" if kind == "rate" or value >= 100 else f"{value:.1f}"

    lines = [
        HEADING,
        "",
        f"Measured by `python bench/compare.py` on {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}: this checkout against `{against}` in the same run, CPU time on "
        f"one core, the best of {rounds} alternating rounds of fresh processes ({games} games a round for `random`, "
        f"{max(2, games // 3)} for Clockwork, {games * 3} engine-only); load average {os.getloadavg()[0]:.1f} at the end.",
        "",
        f"| Figure | `{against}` | Now | Ratio | Goal |",
        "|---|---:|---:|---:|---|",
    ]
    for row, label, kind, goal in ROWS:
        if row in best["now"]:
            old, new = best["previous"][row], best["now"][row]
            ratio = new / old if kind in ("rate", "games") else old / new
            lines.append(f"| {label} | {shown(old, kind)} | {shown(new, kind)} | {ratio:.2f}x | {goal} |")
    for key, label, goal in (
        ("odds-True", "`prime-minister odds vote 330`, whole process, CPU ms", "<= 150"),
        ("odds-False", "the same with no `.pyc` files, CPU ms", ""),
        ("play-True", "`prime-minister play` to its first prompt, CPU ms", "<= 400"),
        ("play-False", "the same with no `.pyc` files, CPU ms", ""),
    ):
        if key in best["now"]:
            old, new = best["previous"][key], best["now"][key]
            lines.append(f"| {label} | {old:.0f} | {new:.0f} | {old / new:.2f}x | {goal} |")
    if scaling is not None:
        lines += scaling_row(scaling)
    lines += [
        "",
        "A ratio above 1 is better now. Start-up rows count the CPU time of the whole process",
        "(`odds`) or up to the first prompt (`play`, read from `/proc`), in a throwaway",
        "`PRIME_MINISTER_HOME` whose cache folder a first, unmeasured run of each command has filled;",
        "with `.pyc` files they are read from a folder of compiled modules that run wrote, one per",
        'tree; "no `.pyc` files" compiles every module, the standard library\'s too, at every start.',
        "",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", default=PREVIOUS, help=f"the release to compare with (default {PREVIOUS})")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument(
        "--simulate-games",
        type=int,
        default=120,
        help="games of the --jobs row (default 120: the parent's start-up, about 0.6 s of CPU paid once, "
        "bounds the ratio at 1.80x over 60 games and 1.99x over 120)",
    )
    parser.add_argument(
        "--only", default=",".join(GROUPS), help=f"what to measure, comma-separated: {', '.join(GROUPS)} (default all)"
    )
    parser.add_argument("--write", action="store_true", help=f"update the {HEADING!r} section of docs/performance.md")
    options = parser.parse_args()
    groups = tuple(group.strip() for group in options.only.split(","))
    unknown = [group for group in groups if group not in GROUPS and group not in (row for row, *_ in ROWS)]
    if unknown:
        parser.error(
            f"--only {options.only!r}: {', '.join(unknown)} is not one of {', '.join(GROUPS)} "
            f"nor a row ({', '.join(row for row, *_ in ROWS)})"
        )
    if options.write and set(groups) != set(GROUPS):
        parser.error("--write replaces the whole section: measure everything (leave out --only)")
    best: dict[str, dict[str, float]] = {"previous": {}, "now": {}}
    if set(groups) - {"jobs"}:
        folder = tempfile.mkdtemp(prefix="pm-previous-")
        tree = str(Path(folder) / "tree")
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", tree, options.against],
            check=True,
            capture_output=True,
        )
        try:
            best = measure(tree, options.rounds, options.games, groups)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", tree], check=False, capture_output=True
            )
    scaling = simulate_scaling(options.simulate_games) if "jobs" in groups else None
    section = report(options.against, best, scaling, options.rounds, options.games)
    print(section)
    if options.write:
        write_section(HEADING, section)


if __name__ == "__main__":
    main()
