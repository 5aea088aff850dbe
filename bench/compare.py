"""Measure this checkout against the previous release, side by side, in one invocation:
CPU time (one core) for the engine, whole games, `election_odds`, and the `odds` and `play`
commands as fresh processes; then `simulate --jobs 2` against `--jobs 1` (wall time: the one
figure that is about using both cores).

    python bench/compare.py                    # against 3de3f8d (main when the speed work began)
    python bench/compare.py --against v0.1.0 --rounds 5 --games 12
    python bench/compare.py --write            # also replace the "## Against the previous release" section of docs/performance.md

The previous release is checked out with `git worktree add` into a temporary folder and run
from source, exactly like this checkout (`--root`); every measurement is a fresh process,
the two trees alternate round by round, and each row reports the best round of each (the
machine is shared: the best round is the one least disturbed).
"""

from __future__ import annotations

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

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Against the previous release"
PREVIOUS = "3de3f8d"
MEASURE = str(Path(__file__).with_name("measure_row.py"))
CLI = "import sys; sys.path.insert(0, sys.argv.pop(1)); from companion.cli import main; sys.argv[0] = 'prime-minister'; main()"

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


def child_cpu(args: list[str], env: dict[str, str] | None = None) -> float:
    """CPU seconds (user + system) a child process spent, run to its end."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=tempfile.gettempdir())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def cpu_to_prompt(root: str, env: dict[str, str]) -> float:
    """CPU seconds `play --seed 1 --as 1` spends up to its first prompt (read from /proc)."""
    import pexpect

    child = pexpect.spawn(sys.executable, ["-c", CLI, root, "play", "--seed", "1", "--as", "1"], env=env,
                          encoding="utf-8", dimensions=(40, 120), timeout=120)
    child.expect(r"\u00b7 [a-z ]+>")
    fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    child.sendcontrol("d")
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    return cpu


def environment(home: str, pyc: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PRIME_MINISTER_DECKS", "PYTHONPYCACHEPREFIX")}
    env.update(PRIME_MINISTER_HOME=home, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", COLUMNS="120", LINES="40")
    if not pyc:  # no .pyc file anywhere: every module compiled afresh, nothing written
        env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="no-pyc-"))
    return env


def figure(row: str, kind: str, raw: dict[str, float]) -> float:
    if kind == "rate":
        return raw["decisions"] / raw["cpu"]
    if kind == "games":
        return raw["games"] / raw["cpu"]
    return raw["cpu"] / raw["calls"] * 1e6


def better(kind: str, a: float, b: float) -> float:
    return max(a, b) if kind in ("rate", "games") else min(a, b)


def measure(previous: str, rounds: int, games: int) -> dict[str, dict[str, float]]:
    trees = {"previous": previous, "now": str(ROOT)}
    best: dict[str, dict[str, float]] = {name: {} for name in trees}
    home = tempfile.mkdtemp(prefix="pm-home-")
    for _ in range(rounds):
        for name, root in trees.items():
            for row, _, kind, _ in ROWS:
                out = subprocess.run([sys.executable, MEASURE, "--root", root, "--games", str(games), row],
                                     check=True, capture_output=True, text=True).stdout
                value = figure(row, kind, json.loads(out))
                best[name][row] = better(kind, best[name].get(row, value), value)
            for pyc in (True, False):
                env = environment(home, pyc)
                odds = child_cpu([sys.executable, "-c", CLI, root, "odds", "vote", "330"], env) * 1000
                play = cpu_to_prompt(root, env) * 1000
                for key, value in ((f"odds-{pyc}", odds), (f"play-{pyc}", play)):
                    best[name][key] = min(best[name].get(key, value), value)
    return best


def simulate_scaling(games: int) -> tuple[float, float]:
    """Wall seconds of `simulate` with 1 and with 2 worker processes (this checkout)."""
    walls = []
    for jobs in (1, 2):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", CLI, str(ROOT), "simulate", "--players", "4", "--games", str(games),
                        "--seats", "clockwork,clockwork,clockwork,clockwork", "--jobs", str(jobs), "--seed", "5"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir())
        walls.append(time.perf_counter() - start)
    return walls[0], walls[1]


def report(against: str, best: dict[str, dict[str, float]], scaling: tuple[float, float], rounds: int, games: int) -> str:
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
        old, new = best["previous"][row], best["now"][row]
        ratio = new / old if kind in ("rate", "games") else old / new
        lines.append(f"| {label} | {shown(old, kind)} | {shown(new, kind)} | {ratio:.2f}x | {goal} |")
    for key, label, goal in (
        ("odds-True", "`prime-minister odds vote 330`, whole process, CPU ms", "<= 150"),
        ("odds-False", "the same with no `.pyc` files, CPU ms", ""),
        ("play-True", "`prime-minister play` to its first prompt, CPU ms", "<= 400"),
        ("play-False", "the same with no `.pyc` files, CPU ms", ""),
    ):
        old, new = best["previous"][key], best["now"][key]
        lines.append(f"| {label} | {old:.0f} | {new:.0f} | {old / new:.2f}x | {goal} |")
    one, two = scaling
    lines += [
        f"| `simulate` 4 Clockwork seats, `--jobs 2` against `--jobs 1` (wall time, this checkout) | | "
        f"{one:.1f} s / {two:.1f} s | {one / two:.2f}x | >= 1.8x |",
        "",
        "A ratio above 1 is better now. Start-up rows count the CPU time of the whole process",
        "(`odds`) or up to the first prompt (`play`, read from `/proc`), in a throwaway",
        "`PRIME_MINISTER_HOME`; \"no `.pyc` files\" compiles every module afresh and writes nothing.",
        "",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", default=PREVIOUS, help=f"the release to compare with (default {PREVIOUS})")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--simulate-games", type=int, default=24)
    parser.add_argument("--write", action="store_true", help=f"update the {HEADING!r} section of docs/performance.md")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="pm-previous-")
    tree = str(Path(folder) / "tree")
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", tree, options.against], check=True, capture_output=True)
    try:
        best = measure(tree, options.rounds, options.games)
        scaling = simulate_scaling(options.simulate_games)
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", tree], check=False, capture_output=True)
    section = report(options.against, best, scaling, options.rounds, options.games)
    print(section)
    if options.write:
        write_section(HEADING, section)


if __name__ == "__main__":
    main()
