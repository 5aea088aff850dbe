"""Benchmark the odds: per-call cost of `vote_odds` / `election_odds` and the wall time of
`prime-minister odds ...` as a fresh process.

    python bench/bench_odds.py            # print a markdown snippet
    python bench/bench_odds.py --write    # also replace the "## Odds" section of docs/performance.md
"""

from __future__ import annotations

from report import main

import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
import timeit
from pathlib import Path

import yaml

from engine import deck_fields
from engine.decks import load_components, standard_components
from engine.odds import by_election_odds, election_odds, vote_odds

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Odds"


def per_call(stmt: str, env: dict[str, object], number: int) -> float:
    """Best of 5 repeats, in microseconds per call."""
    return min(timeit.repeat(stmt, globals=env, number=number, repeat=5)) / number * 1e6


def wall(args: list[str], runs: int) -> tuple[float, float, float]:
    """(median, min, max) wall time in milliseconds of a fresh process."""
    env = {k: v for k, v in os.environ.items() if k != "PRIME_MINISTER_DECKS"}  # the bundled decks
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL, env=env)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times), max(times)


def load_ms(loader: type | None = None) -> float:
    """Median milliseconds of one `load_components()` (optionally with another PyYAML loader)."""
    original = deck_fields.safe_loader()
    if loader is not None:
        deck_fields._SafeLoader = loader
    try:
        return statistics.median(timeit.repeat(load_components, number=1, repeat=5)) * 1000
    finally:
        deck_fields._SafeLoader = original


def command() -> list[str]:
    beside = Path(sys.executable).with_name("prime-minister")
    found = str(beside) if beside.exists() else shutil.which("prime-minister")
    if not found:
        raise SystemExit("prime-minister is not installed: pip install -e . first")
    return [found]


def measure(runs: int) -> str:
    deck = standard_components().uncertainty
    env = {"vote_odds": vote_odds, "election_odds": election_odds, "by_election_odds": by_election_odds, "deck": deck}
    rows = [
        ("`vote_odds(330, deck)`", per_call("vote_odds(330, deck)", env, 20000)),
        ("`election_odds(325, deck, favour_pm=2, favour_opp=1)`", per_call("election_odds(325, deck, favour_pm=2, favour_opp=1)", env, 2000)),
        ("`by_election_odds(330, 325)`", per_call("by_election_odds(330, 325)", env, 20000)),
    ]
    shipped = deck_fields.safe_loader().__name__
    loads = [
        (f"`load_components()`, every decks file (`yaml.{shipped}`, as shipped)", load_ms()),
        ("the same with the pure-Python `yaml.SafeLoader`, for comparison", load_ms(yaml.SafeLoader)),
    ]
    cli = command()
    walls = [
        ("`prime-minister odds vote 330`", wall([*cli, "odds", "vote", "330"], runs)),
        ("`prime-minister odds election --projected 325`", wall([*cli, "odds", "election", "--projected", "325"], runs)),
    ]
    lines = [
        HEADING,
        "",
        f"Measured by `python bench/bench_odds.py` on {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}; {len(deck)}-card Uncertainty deck.",
        "",
        "| Call (in process, best of 5) | Per call |",
        "|---|---|",
        *(f"| {name} | {us:.1f} us |" for name, us in rows),
        "",
        "| Loading the decks (in process, median of 5) | Time |",
        "|---|---|",
        *(f"| {name} | {ms:.0f} ms |" for name, ms in loads),
        "",
        f"| Command (fresh process, {runs} runs) | Median | Min | Max |",
        "|---|---|---|---|",
        *(f"| {name} | {med:.0f} ms | {low:.0f} ms | {high:.0f} ms |" for name, (med, low, high) in walls),
        "",
        "The command's time is start-up, not odds: importing click, rich, PyYAML and the engine",
        "(about 0.2 s here) and reading every decks file (`engine/decks.py` uses libyaml's",
        "`CSafeLoader`, still a safe loader, where PyYAML has it). The odds themselves take",
        "microseconds. prompt_toolkit is never imported (tests/test_cli_odds.py).",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main(__doc__ or "", HEADING, measure, 9, "fresh-process runs per command")
