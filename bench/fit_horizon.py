"""Fit the searching level's horizon score (`clockwork/horizon.py`) to finished games and
write `decks/clockwork/horizon.yaml`.

    python bench/fit_horizon.py --games 4000 --players 2 --jobs 2      # the 2-player weights
    python bench/fit_horizon.py --games 1500 --players 3 --players 4   # more player counts

It plays Clockwork games (every seat standard, or one seat at the mastermind's rules,
without search, against standard: the positions the search meets), records the model's
inputs for every seat at the start of every round, and fits a logistic regression of
"this seat went on to win" on them (Newton's method, a small ridge). It prints each
weight, the fit's log-loss and how well it ranks (how often a winner's chance beat a
loser's), and on a held-out fifth of the games the same two numbers. Seeds 900+ by default:
never the seeds the duels are measured on.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MIXES = (("standard", "standard"), ("mastermind", "standard"), ("standard", "mastermind"))


def record(job: tuple[int, int, int]) -> list[tuple[list[float], int]]:
    """One game: (inputs, won) for every seat at the start of every round."""
    from clockwork.horizon import features
    from clockwork.policy import ClockworkPlayer
    from companion.simulated_game import game_seed
    from engine import new_game, standard_components, standard_setup

    players_count, seed, index = job
    seed_ = game_seed(seed, index)
    components = standard_components()
    game = new_game(standard_setup(components, players_count, seed=seed_), seed=seed_, components=components)
    mix = MIXES[index % len(MIXES)]
    levels = [mix[0] if s == (index // len(MIXES)) % players_count else mix[1] for s in range(players_count)]
    players = {s: ClockworkPlayer(seat=s, seed=seed_, difficulty=levels[s]) for s in range(players_count)}
    rows: list[tuple[list[float], int]] = []
    seen_round = 0
    plies = 0
    while not game.over and plies < 20_000:
        if game.state.round != seen_round:
            seen_round = game.state.round
            rows += [(features(game, s), s) for s in range(players_count)]
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
        else:
            answer, _ = players[decision.owner].decide(game, decision)
            game.apply(answer)
        plies += 1
    winners = {game.winner, *game.state.winners}
    return [(x, int(s in winners)) for x, s in rows]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small symmetric system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[col][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(rows: list[tuple[list[float], int]], ridge: float = 1.0, rounds: int = 12) -> list[float]:
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [-ridge * wi for wi in w]
        grad[0] += ridge * w[0]  # no ridge on the bias
        hess = [[(ridge if i == j and i else 0.0) for j in range(k)] for i in range(k)]
        for x, y in rows:
            p = 1 / (1 + math.exp(-max(-40, min(40, sum(a * b for a, b in zip(w, x))))))
            g = y - p
            h = p * (1 - p)
            for i in range(k):
                grad[i] += g * x[i]
                hx = h * x[i]
                row = hess[i]
                for j in range(i, k):
                    row[j] += hx * x[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def judge(rows: list[tuple[list[float], int]], w: list[float]) -> tuple[float, float]:
    """Log-loss, and how often a winner's chance beats a loser's (sampled pairs)."""
    import random

    loss = 0.0
    chances = []
    for x, y in rows:
        p = 1 / (1 + math.exp(-max(-40, min(40, sum(a * b for a, b in zip(w, x))))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        loss -= math.log(p if y else 1 - p)
        chances.append((p, y))
    rng = random.Random(0)
    wins = [p for p, y in chances if y]
    losses = [p for p, y in chances if not y]
    pairs = [(rng.choice(wins), rng.choice(losses)) for _ in range(20_000)] if wins and losses else []
    ranked = sum((a > b) + 0.5 * (a == b) for a, b in pairs) / max(1, len(pairs))
    return loss / len(rows), ranked


def main() -> int:
    from clockwork.horizon import FEATURES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--players", type=int, action="append", help="player counts to fit (default 2)")
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--out", default=str(Path(__file__).resolve().parents[1] / "decks" / "clockwork" / "horizon.yaml")
    )
    args = parser.parse_args()
    import yaml

    out = Path(args.out)
    written = yaml.safe_load(out.read_text(encoding="utf-8")) if out.exists() else None
    fitted = dict((written or {}).get("players", {}))
    for count in args.players or [2]:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(record, [(count, args.seed + count, i) for i in range(args.games)], chunksize=8)
        held = len(games) // 5
        train = [row for game in games[held:] for row in game]
        test = [row for game in games[:held] for row in game]
        w = fit(train)
        loss, ranked = judge(train, w)
        loss_t, ranked_t = judge(test, w)
        print(
            f"{count} players, {len(games)} games, {len(train)} positions: log-loss {loss:.3f} (held out {loss_t:.3f}), "
            f"a winner ranked above a loser {ranked:.1%} (held out {ranked_t:.1%})"
        )
        for name, value in zip(FEATURES, w):
            print(f"  {name:12s} {value:+.3f}")
        fitted[count] = {
            "games": args.games,
            "seed": args.seed + count,
            "positions": len(train) + len(test),
            "held_out_log_loss": round(loss_t, 4),
            "weights": {name: round(value, 4) for name, value in zip(FEATURES, w)},
        }
    header = (
        "# The searching level's horizon score (clockwork/horizon.py): the chance that a seat wins from\n"
        "# the start of a round, a logistic model of the numbers it reads there. Fitted to finished\n"
        "# Clockwork games by bench/fit_horizon.py (which wrote this file; run it again after the rules,\n"
        "# the cards or the Clockwork change). Our own model, not part of the printed game.\n"
    )
    body = yaml.safe_dump({"players": dict(sorted(fitted.items()))}, sort_keys=False)
    out.write_text(header + body, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
