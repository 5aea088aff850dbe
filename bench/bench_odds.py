"""Benchmark the odds in CPU time: per-call cost of `vote_odds` / `election_odds` (a board
asked again, a new board, a new board with its card-by-card outcomes read) and
`prime-minister odds ...` as a fresh process.

    python bench/bench_odds.py            # print a markdown snippet
    python bench/bench_odds.py --write    # also replace the "## Odds" section of docs/performance.md
"""

from __future__ import annotations

from fresh_process import child_cpu, command, environment, warm
from report import main

import os
import platform
import statistics
import tempfile
import time
import timeit
from pathlib import Path

import yaml

from engine.deck_folder import standard_components
from engine.decks import load_components
from engine.odds import by_election_odds, election_odds, vote_odds
from house import checked_yaml

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Odds"


def per_call(stmt: str, env: dict[str, object], number: int) -> float:
    """Best of 5 repeats, in CPU microseconds per call."""
    return min(timeit.repeat(stmt, globals=env, number=number, repeat=5, timer=time.process_time)) / number * 1e6


def new_boards(deck: object, outcomes: bool) -> float:
    """CPU microseconds per call of `election_odds` on boards never asked before (every
    projection from 300 to 359 with each Favour and Government MPs): the first call for each."""
    boards = [
        (projected, pm, opp, mps)
        for projected in range(300, 360)
        for pm in range(5)
        for opp in range(5)
        for mps in (300, 330)
    ]
    start = time.process_time()
    for projected, pm, opp, mps in boards:
        odds = election_odds(projected, deck, favour_pm=pm, favour_opp=opp, government_mps=mps, scenario6=outcomes)
        if outcomes:
            odds.outcomes  # noqa: B018 - read: worked out card by card
    return (time.process_time() - start) / len(boards) * 1e6


def cpu(args: list[str], env: dict[str, str], runs: int) -> tuple[float, float, float]:
    """(median, min, max) CPU milliseconds of a fresh process."""
    times = [child_cpu(args, env) * 1000 for _ in range(runs)]
    return statistics.median(times), min(times), max(times)


def load_ms(loader: type | None = None) -> float:
    """Median milliseconds of one `load_components()` (optionally with another PyYAML loader)."""
    original = checked_yaml._loader()
    if loader is not None:
        checked_yaml._LOADER = loader
    try:
        return statistics.median(timeit.repeat(load_components, number=1, repeat=5, timer=time.process_time)) * 1000
    finally:
        checked_yaml._LOADER = original


def measure(runs: int) -> str:
    deck = standard_components().uncertainty
    env = {"vote_odds": vote_odds, "election_odds": election_odds, "by_election_odds": by_election_odds, "deck": deck}
    rows = [
        ("`vote_odds(330, deck)`", per_call("vote_odds(330, deck)", env, 20000)),
        (
            "`election_odds(325, deck, favour_pm=2, favour_opp=1)`, the same board asked again",
            per_call("election_odds(325, deck, favour_pm=2, favour_opp=1)", env, 20000),
        ),
        ("`election_odds`, a new board each call (3,000 boards)", new_boards(deck, False)),
        ("the same, reading the 18 card-by-card outcomes too (Scenario 6 boards, also new)", new_boards(deck, True)),
        ("`by_election_odds(330, 325)`", per_call("by_election_odds(330, 325)", env, 20000)),
    ]
    shipped = checked_yaml._loader().__mro__[1].__name__
    loads = [
        (f"`load_components()`, every decks file (`yaml.{shipped}`, as shipped)", load_ms()),
        ("the same with the pure-Python `yaml.SafeLoader`, for comparison", load_ms(yaml.SafeLoader)),
    ]
    home = tempfile.mkdtemp(prefix="pm-home-")
    process = environment(home, True, os.path.join(home, "pyc"))
    warm(str(ROOT), process)
    walls = [
        ("`prime-minister odds vote 330`", cpu(command(str(ROOT), "odds", "vote", "330"), process, runs)),
        (
            "`prime-minister odds election --projected 325`",
            cpu(command(str(ROOT), "odds", "election", "--projected", "325"), process, runs),
        ),
    ]
    lines = [
        HEADING,
        "",
        f"Measured by `python bench/bench_odds.py` on {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}; {len(deck)}-card Uncertainty deck.",
        "",
        "| Call (in process, CPU time) | Per call |",
        "|---|---|",
        *(f"| {name} | {us:.1f} us |" for name, us in rows),
        "",
        "| Loading the decks (in process, median of 5, CPU time) | Time |",
        "|---|---|",
        *(f"| {name} | {ms:.0f} ms |" for name, ms in loads),
        "",
        f"| Command (fresh process, {runs} runs, CPU time) | Median | Min | Max |",
        "|---|---|---|---|",
        *(f"| {name} | {med:.0f} ms | {low:.0f} ms | {high:.0f} ms |" for name, (med, low, high) in walls),
        "",
        "An Election's odds are counted over the deck without a record per card",
        "(`engine/election_tally.py`); the card-by-card outcomes are worked out only when read,",
        "as the `odds election` table and its `--json` do. The command's time is start-up, not",
        "odds: the interpreter and click are about half of `odds vote`, then the engine's records",
        "and the decks read from the cache folder (no PyYAML: a first run, or an edited decks file,",
        "reads every file with libyaml's `CSafeLoader`, the row above). A Vote's or a By-Election's",
        "answer is a sentence and a small table, written as rich would write it without importing",
        "rich (`companion/plain_answer.py`, compared with rich's output by tests/test_plain_answer.py);",
        "the Election's table of eighteen cards is drawn by rich: importing it and drawing the table are",
        "most of what `odds election` takes beyond `odds vote`.",
        "prompt_toolkit and the Clockwork are never imported (tests/test_cli_odds.py).",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main(__doc__ or "", HEADING, measure, 9, "fresh-process runs per command")
