"""Per-politician shares of Clockwork-only games, optionally with one politician seated in
every game and the Clockwork's files read from another folder (`--decks DIR`, a copy of
`decks/` with a changed `clockwork/politicians.yaml`): to see what a profile change does to
that politician's wins without playing thousands of games he does not sit in.

    python bench/politician_study.py --players 2 --games 400 --politician "Earl of Derby"
    python bench/politician_study.py --players 4 --games 400 --politician Salisbury --decks /tmp/decks
    python bench/politician_study.py --players 4 --games 400 --variant attack-before-campaign

Prints each politician's wins / games sat in with a 95% Wilson interval and the ratio to a
fair share (1 / players), and the wins by starting role. Every seat plays at `--level`
(standard); `--variant NAME` changes one Clockwork behaviour for the run, as in
`bench/clockwork_study.py` (`--list` there names them). `--seat SPEC` plays the seat of the
`--politician` by another seat (a `bench/duel.py` seat: `clockwork:mastermind`,
`search:difficulty=standard`, ...), the others as before, so the same games measure what
another way of playing his seat is worth; with `--departures` it lists where a searching
seat departed from its rules, by decision and the seat's role. `--out FILE` writes each game's
politicians, winner and winner's starting role (and the searching seat's looks, each with the
seat's Standing, Favour, its own Backbencher's and the VP), so two runs on the same games can
be paired game by game. CPU time only.

    python bench/politician_study.py --players 4 --games 300 --politician Salisbury --seed 1004 --seat clockwork:mastermind --departures
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.duel import wilson  # noqa: E402


class Noted:
    """A seat that notes, at each decision its search looked at, the seat's role and the round."""

    def __init__(self, player) -> None:  # type: ignore[no-untyped-def]
        self.player, self.seat, self.noted = player, player.seat, []
        self.reads_the_game = getattr(player, "reads_the_game", True)

    def decide(self, view, decision):  # type: ignore[no-untyped-def]
        looks = getattr(self.player, "looks", [])
        before = len(looks)
        answer = self.player.decide(view, decision)
        if len(looks) > before:
            look = looks[-1]
            state = view.state
            me = state.seats[self.seat]
            mate = (
                state.government_backbencher
                if me.role.value == "pm"
                else state.opposition_backbencher
                if me.role.value == "opposition_leader"
                else None
            )
            rival = max((s.vp for s in state.seats if s.party != me.party), default=0)
            where = {
                "standing": me.standing,
                "favour": me.favour,
                "mate": None if mate is None else [mate.standing, mate.favour],
                "vp": me.vp,
                "rival_vp": rival,
                "pact": bool(state.pact),
                "supporters": len(me.supporters),
            }
            self.noted.append(
                (
                    me.role.value,
                    view.state.round,
                    look.kind,
                    str(look.rule),
                    str(look.chosen),
                    look.chosen != look.rule,
                    where,
                )
            )
        return answer


def play(
    job: tuple[int, int, str | None, str | None, str, int, str | None],
) -> tuple[list[str], int | None, list[str], list[tuple]]:
    """One game: its politicians, the winner, each seat's starting role and the searching seat's looks."""
    from clockwork.players import make_player, play_out
    from companion.simulated_game import game_seed
    from engine import new_game, standard_components
    from engine.setup import Setup, check_setup, draw_politicians

    index, players, politician, decks, level, run, spec = job
    seed = game_seed(run, index)
    components = standard_components(decks)
    rng = random.Random(f"politicians/{seed}")
    wanted = None
    if politician is not None:
        name = next(
            p.name for p in components.politicians if politician.lower() in (p.name.lower(), p.name.split()[-1].lower())
        )
        wanted = {rng.randrange(players): name}
    setup = Setup(players=players, politicians=draw_politicians(components, players, rng, wanted), options={})
    check_setup(components, setup)
    game = new_game(setup, seed=seed, components=components)
    seats = {s: make_player("clockwork", s, seed, difficulty=level) for s in range(players)}
    noted = None
    if spec is not None and wanted is not None:
        from bench.duel import build

        (mine,) = wanted
        noted = seats[mine] = Noted(build(spec, mine, seed))  # type: ignore[assignment]
    roles = [seat.role.value for seat in game.state.seats]
    play_out(game, seats)  # type: ignore[arg-type]
    return list(setup.politicians), game.winner, roles, [] if noted is None else noted.noted


def leaders(results: list) -> None:
    """Each starting leader's chair by who sat in it (rule 2.2 gives each party's chair to its
    lowest-numbered politician), so the chair's share can be told from the card's."""
    for title, chair in (("starting PM", "pm"), ("starting Opposition Leader", "opposition_leader")):
        sat: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for names, winner, roles, _ in results:
            seat = roles.index(chair)
            sat[names[seat]] += 1
            won[names[seat]] += winner == seat
        shares = ", ".join(
            f"{name.split()[-1]} {won[name]}/{sat[name]} ({won[name] / sat[name]:.1%})"
            for name in sorted(sat, key=lambda n: -sat[n])
        )
        print(f"  {title}'s chair by who sat in it: {shares}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--politician", default=None, help="seat this politician in every game")
    parser.add_argument("--decks", default=None, help="a decks folder whose clockwork/ files the seats read")
    parser.add_argument("--level", default="standard")
    parser.add_argument(
        "--seed", type=int, default=None, help="the run's seed (default 1000 + players, the games measured so far)"
    )
    parser.add_argument(
        "--variant",
        default="baseline",
        help="a Clockwork behaviour changed for the run (bench/clockwork_study.py --list)",
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--seat",
        default=None,
        help="play the --politician's seat by this seat (bench/duel.py's seats: clockwork:mastermind, search:...)",
    )
    parser.add_argument(
        "--departures", action="store_true", help="list where a searching --seat departed from its rules"
    )
    parser.add_argument(
        "--out",
        default=None,
        help="write each game's politicians, winner and winner's starting role (JSON), to pair runs on the same games",
    )
    args = parser.parse_args()
    if args.seat is not None and args.politician is None:
        parser.error("--seat needs --politician (the seat it plays)")
    from bench.clockwork_study import VARIANTS, apply_variant, known_variant

    if not known_variant(args.variant):
        parser.error(f"unknown variant {args.variant!r} (expected one of {', '.join(VARIANTS)})")
    run = 1000 + args.players if args.seed is None else args.seed
    jobs = [(i, args.players, args.politician, args.decks, args.level, run, args.seat) for i in range(args.games)]
    with multiprocessing.Pool(args.jobs, initializer=apply_variant, initargs=(args.variant,)) as pool:
        results = pool.map(play, jobs, chunksize=4)
    sat: Counter[str] = Counter()
    won: Counter[str] = Counter()
    by_role: Counter[str] = Counter(roles[winner] for _, winner, roles, _ in results if winner is not None)
    for names, winner, _, _ in results:
        sat.update(names)
        if winner is not None:
            won[names[winner]] += 1
    fair = 1 / args.players
    print(
        f"{args.players} players, {args.games} games, seed {run}"
        + (f", {args.politician} in every game" if args.politician else "")
        + (f", decks {args.decks}" if args.decks else "")
        + (f", variant {args.variant}" if args.variant != "baseline" else "")
        + (f", his seat {args.seat}" if args.seat else "")
    )
    for name, games in sorted(sat.items(), key=lambda item: -won[item[0]] / item[1]):
        low, high = wilson(won[name], games)
        print(
            f"  {name:28s} {won[name]:4d}/{games:<4d} {won[name] / games:6.1%} ({low:.1%}-{high:.1%})  {won[name] / games / fair:.2f}x fair"
        )
    print(
        "  wins by starting role: "
        + ", ".join(f"{role} {by_role[role]} ({by_role[role] / args.games:.1%})" for role in sorted(by_role))
    )
    if args.players >= 3:
        leaders(results)
    if args.out:
        import json

        Path(args.out).write_text(
            json.dumps(
                [
                    {
                        "politicians": names,
                        "winner": winner,
                        "role": None if winner is None else roles[winner],
                        "looks": noted,
                    }
                    for names, winner, roles, noted in results
                ]
            )
        )
    looks = [look for *_, noted in results for look in noted]
    if looks:
        kinds = Counter((role, kind) for role, _, kind, *_ in looks)
        departed = Counter((role, kind) for role, _, kind, _, _, moved, _ in looks if moved)
        print(f"  searched {len(looks) / args.games:.1f} decisions a game; departed (role, kind: departed/searched):")
        for (role, kind), count in kinds.most_common():
            print(f"    {role:24s} {kind:14s} {departed[role, kind]:5d}/{count}")
        if args.departures:
            moves = Counter((role, kind, rule, chosen) for role, _, kind, rule, chosen, moved, _ in looks if moved)
            for (role, kind, rule, chosen), count in moves.most_common(40):
                print(f"    {count:4d}  {role}: {kind}: {rule} -> {chosen}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
