"""`prime-minister play` and `prime-minister resume`: a solo game in the terminal.

Only click is imported here at the top: prompt_toolkit comes in with `companion.session`
when a game actually starts, so `prime-minister --help` and `odds` stay fast.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import click
from rich.markup import escape

from companion.cli import load_components_or_exit
from companion.command_start import (
    consoles as _consoles,
    fail as _fail,
    handicap_option,
    optional_rules_option,
    players_option,
    scenario_option,
    start_options,
)
from house.console import NOT_SAVED, printable

if TYPE_CHECKING:
    from rich.console import Console

    from engine import Game, Party, Setup

    from companion.saves import SaveStore


class DifficultyHelp(click.Command):
    """`play --help` ends with the Clockwork's levels and what each changes, read from the
    levels file the Clockwork plays by."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_epilog(ctx, formatter)
        with formatter.section("Difficulty levels"):
            formatter.write_dl(difficulty_levels())
            formatter.write_paragraph()
            formatter.write_text(MEASURED_NOTE)
        with formatter.section("Handicaps (--handicap)"):
            formatter.write_dl(handicaps())


# What the measurements in docs/clockwork-measurements.md support, for the shipped levels:
# each beats the one below in 2-player games, seats swapped; one seat among standard seats,
# the mastermind beats standard at 3 and 4 players, the veteran at 3 (one
# card a turn there) but not at 4, so a table of four is told.
MEASURED_NOTE = (
    "Each level beats the one below in 2-player games (docs/clockwork-measurements.md). Among standard seats "
    "mastermind beats standard in 3- and 4-player games too, veteran in 3-player games; in "
    "4-player games veteran plays about as well as standard."
)
# the table sizes where the level beats standard, and those words
MEASURED_STRONGER = {"veteran": ((2, 3), "2- and 3-player"), "mastermind": ((2, 3, 4), "2-, 3- and 4-player")}


def difficulty_levels() -> list[tuple[str, str]]:
    """(name, what it changes) for each Clockwork level, from decks/clockwork/difficulty.yaml."""
    from clockwork.data import standard_clockwork

    try:
        return [(level.name, level.description) for level in standard_clockwork().levels.values()]
    except Exception as exc:  # noqa: BLE001 - help must show even when the file is broken
        return [("?", f"the levels cannot be read ({exc})")]


def handicaps() -> list[tuple[str, str]]:
    """(name, what it grants) for each named handicap, from decks/clockwork/difficulty.yaml."""
    from clockwork.data import standard_clockwork

    try:
        return [(handicap.name, handicap.description) for handicap in standard_clockwork().handicaps.values()]
    except Exception as exc:  # noqa: BLE001 - help must show even when the file is broken
        return [("?", f"the handicaps cannot be read ({exc})")]


@click.command(cls=DifficultyHelp)
@players_option
@click.option(
    "--as",
    "as_",
    metavar="POLITICIAN|SEAT|PARTY",
    default=None,
    help="Play this politician (any part of the name), seat number or party (liberal, conservative: "
    "its leader), instead of being asked for a party.",
)
@click.option(
    "--difficulty",
    default="standard",
    show_default=True,
    help="The Clockwork's level: novice, standard, veteran or mastermind (what each changes is listed below).",
)
@click.option(
    "--verbosity",
    type=click.Choice(["quiet", "normal", "chatty"]),
    default="normal",
    show_default=True,
    help="How much is said of each Clockwork move (the verbosity command changes it in play).",
)
@handicap_option
@click.option(
    "--seed", type=int, default=None, help="Seed for the politicians drawn and every card dealt (default: a new one)."
)
@scenario_option
@optional_rules_option
@click.option(
    "--position",
    "position_file",
    default=None,
    metavar="FILE",
    help="Start from a position written in a YAML file (docs/positions.md) instead of a new game.",
)
@click.option(
    "--autoplay",
    is_flag=True,
    hidden=True,
    help="Testing: a baseline player plays your seat until the end of the game.",
)
@click.pass_context
def play(
    ctx: click.Context,
    players: str,
    as_: str | None,
    difficulty: str,
    handicap: str | None,
    verbosity: str,
    seed: int | None,
    scenario: str,
    optional: tuple[str, ...],
    position_file: str | None,
    autoplay: bool,
) -> None:
    """Play a game against Clockwork politicians (standard 2-player game by default)."""
    from dataclasses import replace

    from companion.saves import OPTIONS_KEY, SaveStore, new_game_id
    from companion.seats import SeatError, seat_of_party
    from engine import SetupError, new_game

    components, seed, count = start_options(ctx, scenario, players, seed, difficulty, handicap)
    console, err = _consoles(ctx)
    party = _party_named(as_)
    try:
        if position_file is not None:
            setup, human = _position_setup(components, position_file, seed, None if party else as_)
        else:
            setup, human = _setup(components, scenario, count, seed, None if party else as_, tuple(optional))
        preview = new_game(setup, seed=seed, components=components)  # the table as the game starts
        if party is not None:
            human = seat_of_party(preview, party)  # --as liberal: the party's leader
    except (SeatError, SetupError, ValueError) as exc:
        _fail(ctx, str(exc))
    if human is None and autoplay:
        human = 0
    if human is None:
        from companion.session import ask_party

        human = ask_party(console, preview)
        if human is None:
            console.print("No game started.")
            return
    from companion.seats import clockwork_handicap

    options = {
        "human": human,
        "opponents": "clockwork",
        "difficulty": difficulty,
        "handicap": handicap,
        "game_id": new_game_id(seed),
        "verbosity": verbosity,
    }
    granted = clockwork_handicap(handicap, [seat for seat in range(setup.players) if seat != human])
    game = new_game(
        replace(setup, options={**setup.options, **granted, OPTIONS_KEY: options}), seed=seed, components=components
    )
    ctx.exit(_run(ctx, game, options, SaveStore(), console, err, autoplay=autoplay, resumed=None))


def _party_named(as_: str | None) -> "Party | None":
    """`--as liberal` (or `lib`, `conservative`, `con`): the party whose leader the person plays."""
    from engine import Party

    wanted = (as_ or "").strip().lower()
    return next((p for p in Party if len(wanted) >= 3 and p.value.startswith(wanted)), None)


def _setup(
    components: Any, scenario: str, count: int | None, seed: int, as_: str | None, optional: tuple[str, ...] = ()
) -> "tuple[Setup, int | None]":
    """The setup (politicians drawn by `seed`, 2.1 or the `card-list-exclusions` option's
    deck) with the optional rules, and the person's seat (None: ask for a party)."""
    from companion.seats import SeatError, find_politician
    from engine import draw_politicians, eligible_politicians, left_out_because, standard_setup

    if scenario != "standard":
        from engine import scenario_setup

        setup = scenario_setup(scenario, count, seed, components=components, optional_rules=optional)
    elif as_ is not None and not as_.strip().isdigit():
        assert count is not None
        name = find_politician([p.name for p in components.politicians], as_)
        if name not in eligible_politicians(components, count, optional):
            raise SeatError(f"--as {as_!r}: {left_out_because(name, count, optional)}")
        rng = random.Random(f"politicians/{seed}")  # the draw `standard_setup` makes for this seed
        drawn = draw_politicians(components, count, rng, wanted={0: name}, optional_rules=optional)
        return standard_setup(components, count, politicians=drawn, seed=seed, optional_rules=optional), 0
    else:
        setup = standard_setup(components, count or 2, seed=seed, optional_rules=optional)
    return setup, _seat_of(setup, as_)


def _position_setup(components: Any, path: str, seed: int, as_: str | None) -> "tuple[Setup, int | None]":
    """The setup of a game begun from the position in `path` (checked as it is read), and the person's seat."""
    from engine import game_from_position, load_position

    setup = game_from_position(load_position(path), components, seed).setup
    return setup, _seat_of(setup, as_)


def _seat_of(setup: "Setup", as_: str | None) -> int | None:
    """The seat `--as` names (a seat number or a politician), or None: ask for a party."""
    from companion.seats import SeatError, find_politician

    if as_ is None:
        return None
    if as_.strip().isdigit():
        seat = int(as_) - 1
        if not 0 <= seat < setup.players:
            raise SeatError(f"--as {as_}: a {setup.players}-player game has seats 1 to {setup.players}")
        return seat
    name = find_politician(list(setup.politicians), as_)
    return setup.politicians.index(name)


@click.command()
@click.argument("name", required=False)
@click.option("--list", "list_", is_flag=True, help="List the saved games.")
@click.pass_context
def resume(ctx: click.Context, name: str | None, list_: bool) -> None:
    """Continue a saved game (played or assisted): NAME, or the latest autosave."""
    from companion.saves import SaveStore, SaveStoreError, check_session

    store = SaveStore()
    console, err = _consoles(ctx)
    if list_:
        list_saves(store, console)
        return
    try:
        path = store.find(name) if name else store.latest_autosave()
    except SaveStoreError as exc:
        _fail(ctx, str(exc), NOT_SAVED)
    if path is None:
        _fail(
            ctx,
            f"no unfinished game to resume in {store.autosave_dir}; start one with: prime-minister play (or assist)",
            NOT_SAVED,
        )
    components = load_components_or_exit(ctx)
    warnings: list[str] = []
    try:
        game = store.load(path, components, warn=warnings.append)
        options = check_session(game, path.stem)
        game_id, branched = store.resume_id(game, path)
    except SaveStoreError as exc:
        others = "; `prime-minister resume --list` shows the other saves" if name is None else ""
        _fail(ctx, f"cannot resume: {exc}. The file is left as it is{others}.", NOT_SAVED)
    for line in [*warnings, branched]:
        if line:
            err.print(f"[yellow]Note:[/yellow] {escape(printable(line))}", soft_wrap=True)
    if options.get("mode") == "assist":  # a game mirrored at a physical table goes on as one
        from companion.assist_cmd import run_assist

        ctx.exit(run_assist(ctx, game, options, store, console, err, resumed=path.stem))
    ctx.exit(_run(ctx, game, options, store, console, err, autoplay=False, resumed=path.stem))


def list_saves(store: "SaveStore", console: "Console") -> None:
    """`resume --list`: each save with its date, round, players and scores; finished and
    damaged ones marked. Named saves first, then autosaves, then finished games."""
    import textwrap
    from datetime import datetime

    from rich.markup import escape

    from companion.saves import SUFFIX, SaveStoreError

    found = False
    for directory, kind in ((store.saves_dir, ""), (store.autosave_dir, "autosave"), (store.finished_dir, "finished")):
        files = (
            [p for p in directory.glob(f"*{SUFFIX}") if p.is_file() and not p.name.startswith(".")]
            if directory.is_dir()
            else []
        )
        for path in sorted(files, key=lambda p: p.stat().st_mtime, reverse=True):
            found = True
            when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
            try:
                game = store.load(path)
            except SaveStoreError as exc:
                problem = str(exc) if len(str(exc)) <= 60 else str(exc)[:59] + "\u2026"
                console.print(
                    f"[bold]{escape(printable(path.stem))}[/bold]  {when}  [red]damaged[/red]: {escape(printable(problem))}"
                )
                continue
            state = game.state
            marks = [kind] if kind else []
            if game.over:
                marks = ["finished"]
            where = "standard game" if state.scenario == "standard" else state.scenario
            console.print(
                f"[bold]{escape(printable(path.stem))}[/bold]  {when}  round {state.round}, {escape(printable(where))}"
            )
            # the marks and scores under the name, wrapped under themselves (a 29-character
            # autosave name and its date leave no room for them on the first line at 80 columns)
            scores = ", ".join(
                f"{printable(s.politician)} {s.vp} VP".replace(" ", "\u00a0") for s in state.seats
            )  # a seat is never split
            text = (f"({', '.join(marks)}) " if marks else "") + scores
            for line in textwrap.wrap(
                text, width=max(40, console.width), initial_indent="    ", subsequent_indent="      "
            ):
                line = line.replace("\u00a0", " ")
                console.print(
                    escape(line).replace("(", "[dim](", 1).replace(")", ")[/dim]", 1)
                    if marks and line.startswith("    (")
                    else escape(line)
                )
    if not found:
        console.print(f"No saved games in {escape(printable(str(store.root)))}")


def _run(
    ctx: click.Context,
    game: "Game",
    options: dict[str, Any],
    store: "SaveStore",
    console: "Console",
    err: "Console",
    *,
    autoplay: bool,
    resumed: str | None,
) -> int:
    from clockwork.players import make_player
    from companion import render
    from companion.saves import game_id_of
    from companion.seats import AUTOPLAY, SeatError, opponent
    from companion.seating import Seating
    from companion.session import Session
    from engine import dealer_seed

    human = int(options.get("human", 0))
    if not 0 <= human < len(game.state.seats):
        _fail(ctx, f"the save names seat {human + 1}, but the game has {len(game.state.seats)} seats", 1)
    wanted = str(options.get("opponents", "clockwork"))
    difficulty = str(options.get("difficulty", "standard"))
    players = {}
    used: set[str] = set()
    try:
        for seat in range(len(game.state.seats)):
            if seat != human:
                players[seat], kind = opponent(seat, dealer_seed(game), difficulty, wanted)
                used.add(kind)
    except SeatError as exc:
        _fail(ctx, str(exc))
    me = game.state.seats[human]
    banner = [
        ("Resumed" if resumed else "New game")
        + f": {game.setup.scenario}"
        + "".join(f", {rule}" for rule in game.setup.optional_rules)
        + f", {len(game.state.seats)} players, seed {game.seed}"
        + (f" (save {resumed})" if resumed else ""),
        f"You are {me.politician} ({me.party.title}), {me.role.title}, seat {human + 1}.",
    ]
    for seat in players:
        banner.append(f"  Seat {seat + 1}: {render.who(game, seat)}")
    if "clockwork" in used:
        handicap = options.get("handicap")
        banner.append(
            f"The other seats are Clockwork politicians ({difficulty} difficulty"
            + (f", handicap {handicap}" if handicap else "")
            + ")."
        )
        told = dict(difficulty_levels())
        if difficulty in told:
            banner.append(f"  {difficulty}: {told[difficulty]}")
        sizes, told_sizes = MEASURED_STRONGER.get(difficulty, ((), ""))
        if sizes and len(game.state.seats) not in sizes:
            banner.append(f"  ({difficulty} is measured stronger than standard in {told_sizes} games only)")
        banner.append(f"  (levels: {', '.join(told)}; choose with play --difficulty LEVEL)")
    else:
        banner.append(f"The other seats are played by the {wanted} baseline player.")
    from companion import scenario_view

    banner.extend(scenario_view.banner(game, bool(resumed)))
    from companion.game_lock import GameOpenError, open_game

    try:
        lock, autosave_line = open_game(store, game_id_of(game))
    except GameOpenError as exc:
        _fail(ctx, str(exc), NOT_SAVED)
    banner.append(autosave_line)
    banner.append(
        "Type [bold]?[/bold] for your choices with what each would do, [bold]help[/bold] for the other words."
    )
    session = Session(
        game,
        Seating.solo(human),
        players,
        console,
        store,
        game_id_of(game),
        err_console=err,
        autoplay=make_player(AUTOPLAY, human, dealer_seed(game)) if autoplay else None,
        banner=banner,
        verbosity=str(options.get("verbosity", "normal")),
    )
    try:
        return session.run()
    finally:
        lock.release()
