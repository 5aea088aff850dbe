"""`prime-minister assist`: the table-side helper for a game on the physical board.

The people play on the real board; the app mirrors the game. Every card drawn at the
table is typed in (the engine's card draws are decisions of the table, answered here by a
person instead of the seeded dealer), the people's choices are typed at the same prompt,
and Clockwork seats' choices are shown as instructions to carry out on the board, with
their reasons. The board view and the odds of every Vote and Election follow every change.
A `companion.table_session.TableSession` runs it (the session, with the parts a table needs), seated with `Seating.table`.

Only click is imported here at the top: prompt_toolkit comes in when a game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import click

from companion.command_start import (
    consoles as _consoles,
    fail as _fail,
    handicap_option,
    optional_rules_option,
    players_option,
    scenario_option,
    start_options,
)
from engine import dealer_seed
from engine.words import counted
from house.console import NOT_SAVED

if TYPE_CHECKING:
    from rich.console import Console

    from clockwork.players import Player
    from companion.saves import SaveStore
    from engine import Components, Game, Party

MODE = "assist"  # `Setup.options["companion"]["mode"]`: `resume` reopens the game as a table


class TableError(ValueError):
    """A politician or seat named on the command line or at a question that does not fit."""


def match_name(names: list[str], text: str, what: str) -> str:
    """One of `names` by any unique part, any case ("gladstone", "derby")."""
    from companion.seats import matching_names

    matches = matching_names(names, text)
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise TableError(f"{what} {text.strip()!r}: expected one of {', '.join(names)}")
    raise TableError(f"{what} {text.strip()!r} could be any of {', '.join(matches)}")


# --- who sits where ----------------------------------------------------------------------------


class Table:
    """The politicians a game may seat and the party counts it needs (2.1, or a scenario's list)."""

    def __init__(
        self, components: "Components", scenario: str, count: int | None, optional: tuple[str, ...] = ()
    ) -> None:
        from engine import PARTY_COUNTS, Setup, SetupError, eligible_politicians

        self.scenario = scenario
        self.optional = optional
        self.fixed = False
        if scenario == "standard":
            assert count is not None
            self.count = count
            self.counts: tuple[int, ...] = tuple(PARTY_COUNTS)  # the player counts the game allows
            self.candidates = eligible_politicians(components, count, optional)
            self.components = components
        else:
            from engine import scenario_components, scenario_named

            rules = scenario_named(scenario)
            data = rules.load(components)
            self.count = count if count is not None else data.players[0]
            self.counts = tuple(data.players)
            if self.count not in data.players:
                raise SetupError(
                    f"Scenario {data.number} ({data.title}) is for {' or '.join(map(str, data.players))} "
                    f"players, not {self.count}"
                )
            self.components = scenario_components(
                components, Setup(players=self.count, politicians=(), scenario=rules.name)
            )
            self.fixed = bool(data.politicians)
            self.candidates = (
                data.names(self.count) if self.fixed else eligible_politicians(components, self.count, optional)
            )
        if self.fixed:
            self.need = {self.party(n): 0 for n in self.candidates}
            for name in self.candidates:
                self.need[self.party(name)] += 1
        else:
            from engine import Party

            liberals, conservatives = PARTY_COUNTS[self.count]
            self.need = {Party.LIBERAL: liberals, Party.CONSERVATIVE: conservatives}

    def party(self, name: str) -> "Party":
        return self.components.politician(name).party

    def open_to(self, chosen: list[str]) -> list[str]:
        """Who may still take the next seat: not seated yet, and their party has room."""
        taken = {party: sum(self.party(n) is party for n in chosen) for party in self.need}
        return [
            n
            for n in self.candidates
            if n not in chosen and taken.get(self.party(n), 0) < self.need.get(self.party(n), 0)
        ]

    def parse(self, text: str) -> tuple[str, ...]:
        """`--politicians "W.E. Gladstone,Benjamin Disraeli"`: every seat, in order."""
        parts = [p for p in (part.strip() for part in text.split(",")) if p]
        if len(parts) != self.count:
            raise TableError(
                f"--politicians names {counted(len(parts), 'politician')}; this game seats {self.count}, in seat order"
            )
        chosen: list[str] = []
        for part in parts:
            try:
                name = match_name(self.candidates, part, "--politicians:")
            except TableError:
                known = [p.name for p in self.components.politicians]
                name = match_name(known, part, "--politicians:")  # a politician, but not one of this game's
                from engine import left_out_because

                raise TableError(
                    f"--politicians: {left_out_because(name, self.count, self.optional)}"
                    if not self.fixed
                    else f"--politicians: {name} does not play in this game (the scenario seats {', '.join(self.candidates)})"
                ) from None
            if name in chosen:
                raise TableError(f"--politicians: {name} is named twice")
            if name not in self.open_to(chosen):
                counts = " and ".join(f"{n} {p.title}" for p, n in self.need.items())
                raise TableError(
                    f"--politicians: {name} cannot take seat {len(chosen) + 1}: a {self.count}-player game "
                    f"seats {counts}"
                )
            chosen.append(name)
        return tuple(chosen)


def ask_politicians(console: "Console", table: Table) -> tuple[str, ...] | None:
    """Ask who sits at each seat, in order; None on Ctrl-D."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from rich.markup import escape
    from rich.padding import Padding
    from rich.text import Text

    larger = [str(count) for count in table.counts if count > table.count]
    more = (
        f" (assist --players {' or '.join(larger)} for a larger one)"
        if larger and table.count == table.counts[0]
        else ""
    )
    console.print(
        f"Who sits where at this {table.count}-player table{more}? Name the politician at each seat, going "
        "round the table from seat 1 (any unique part of the name)."
    )
    session: PromptSession[str] = PromptSession()
    chosen: list[str] = []
    while len(chosen) < table.count:
        left = table.open_to(chosen)
        if len(left) == 1:
            chosen.append(left[0])
            console.print(f"Seat {len(chosen)}: {escape(left[0])} (the only politician left for it)")
            continue
        offered = Text(f"Seat {len(chosen) + 1}: " + ", ".join(left))
        console.print(Padding(offered, (0, 0, 0, 2), expand=False))  # a long list wraps under itself
        completer = WordCompleter(left, ignore_case=True, match_middle=True, sentence=True)
        try:
            text = session.prompt(f"Seat {len(chosen) + 1} politician> ", completer=completer)
        except KeyboardInterrupt:
            continue
        except EOFError:
            return None
        try:
            chosen.append(match_name(left, text, f"seat {len(chosen) + 1}:"))
        except TableError as exc:
            console.print(f"[red]Error:[/red] {escape(str(exc))}")
    return tuple(chosen)


def parse_clockwork(text: str | None, politicians: tuple[str, ...]) -> list[int]:
    """`--clockwork 2` or `--clockwork disraeli,3`: seat numbers or politicians' names."""
    seats: list[int] = []
    for part in (p.strip() for p in (text or "").split(",")):
        if not part:
            continue
        if part.isdigit():
            seat = int(part) - 1
            if not 0 <= seat < len(politicians):
                raise TableError(f"--clockwork {part}: this game has seats 1 to {len(politicians)}")
        else:
            seat = politicians.index(match_name(list(politicians), part, "--clockwork"))
        if seat not in seats:
            seats.append(seat)
    return sorted(seats)


# --- the command ---------------------------------------------------------------------------------


@click.command()
@players_option
@click.option(
    "--politicians",
    default=None,
    metavar='"NAME,NAME,..."',
    help="The politicians in seat order (any unique part of each name). Default: asked.",
)
@click.option(
    "--clockwork",
    default=None,
    metavar="SEAT[,SEAT]",
    help="Seats run by Clockwork politicians (seat numbers or politicians); their choices are shown as instructions.",
)
@click.option(
    "--difficulty",
    default="standard",
    show_default=True,
    help="The Clockwork's level (decks/clockwork/difficulty.yaml).",
)
@handicap_option
@scenario_option
@optional_rules_option
@click.option(
    "--seed",
    type=int,
    default=None,
    help="Seed for the Clockwork decks only: every card at the table is typed in. Default: a new one.",
)
@click.option(
    "--position",
    "position_file",
    default=None,
    metavar="FILE",
    help="Join a game in progress: start from a position written in a YAML file (docs/positions.md).",
)
@click.option(
    "--name-face-down",
    is_flag=True,
    default=False,
    help="Ask for every card a person draws face down as it is drawn (typed unseen; Enter leaves it unknown). "
    "Without it such a card takes no entry and is named when the rules show it.",
)
@click.pass_context
def assist(
    ctx: click.Context,
    players: str,
    politicians: str | None,
    clockwork: str | None,
    difficulty: str,
    handicap: str | None,
    scenario: str,
    optional: tuple[str, ...],
    seed: int | None,
    position_file: str | None,
    name_face_down: bool,
) -> None:
    """Table-side helper: mirror a game on the physical board, type in the cards drawn,
    run Clockwork seats, and see the odds of every Vote and Election."""
    from dataclasses import replace

    from companion.saves import OPTIONS_KEY, SaveStore, new_game_id
    from engine import SetupError, new_game, standard_setup

    components, seed, count = start_options(ctx, scenario, players, seed, difficulty if clockwork else None, handicap)
    console, err = _consoles(ctx)
    begun = None  # a game begun from a position: its setup
    try:
        if position_file is not None:
            from engine import game_from_position, load_position

            begun = game_from_position(load_position(position_file), components, seed).setup
            politicians = ",".join(begun.politicians)
            scenario, count = begun.scenario, begun.players
        table = Table(components, scenario, count, tuple(optional))
        seated = table.parse(politicians) if politicians else None
        if politicians and clockwork:
            parse_clockwork(clockwork, seated or ())
        elif clockwork:  # seat numbers are checked before the table is asked who sits where
            parse_clockwork(",".join(p for p in clockwork.split(",") if p.strip().isdigit()), ("",) * table.count)
    except (TableError, SetupError, ValueError) as exc:
        _fail(ctx, str(exc))
    if seated is None:
        seated = ask_politicians(console, table)
        if seated is None:
            console.print("No game started.")
            return
    try:
        automated = parse_clockwork(clockwork, seated)
        options = {
            "mode": MODE,
            "clockwork": automated,
            "difficulty": difficulty,
            "handicap": handicap,
            "game_id": f"{new_game_id(seed)}-table",
            "name_face_down": name_face_down,
        }
        if begun is not None:
            setup = begun
        elif scenario == "standard":
            setup = standard_setup(
                components, table.count, politicians=seated, seed=seed, optional_rules=tuple(optional)
            )
        else:
            from engine import scenario_setup

            setup = scenario_setup(
                scenario, table.count, seed, politicians=seated, optional_rules=tuple(optional), components=components
            )
        from companion.seats import clockwork_handicap

        granted = clockwork_handicap(handicap, list(automated))
        setup = replace(setup, options={**setup.options, **granted, OPTIONS_KEY: options})
        game = new_game(setup, seed=seed, components=components)
    except (TableError, SetupError, ValueError) as exc:
        _fail(ctx, str(exc))
    ctx.exit(run_assist(ctx, game, options, SaveStore(), console, err, resumed=None))


def warmed_players(game: "Game", seats: list[int], make: "Callable[[int], Player]") -> "dict[int, Player]":
    """Automated players as they stood after the game's log so far.

    Each is asked again every decision it made (and its answer dropped), so a player that
    keeps state of its own (a deck, a random generator) is brought to where it was: after
    `resume` or `undo` it goes on exactly as it would have. (The Clockwork reads its deck's
    position from the log, so for it this only confirms what it would have worked out.)"""
    from engine import new_game

    players = {seat: make(seat) for seat in seats}
    if not game.log or not players:
        return players
    twin = new_game(game.setup, seed=dealer_seed(game), components=game.components)
    for record in game.log:
        decision = twin.pending
        if decision is not None and decision.owner in players:
            try:
                players[decision.owner].decide(twin.view(decision.owner), decision)
            except Exception:  # noqa: BLE001 - it failed then too; the log holds the stand-in
                pass
        twin.apply(record.choice, reason=record.reason, reason_names=record.reason_names)
    return players


def run_assist(
    ctx: click.Context,
    game: "Game",
    options: dict[str, Any],
    store: "SaveStore",
    console: "Console",
    err: "Console",
    *,
    resumed: str | None,
) -> int:
    """Seat the table and run the session (a new game, or `resume` of an assist save)."""
    from companion import render, scenario_view
    from companion.saves import game_id_of
    from companion.seats import SeatError, opponent
    from companion.seating import Seating
    from companion.table_session import TableSession
    from companion.transcribe_cmd import data_note

    seats = len(game.state.seats)
    automated = sorted({int(s) for s in options.get("clockwork", []) if 0 <= int(s) < seats})
    people = [s for s in range(seats) if s not in automated]
    difficulty = str(options.get("difficulty", "standard"))

    def make(seat: int) -> "Player":
        return opponent(seat, dealer_seed(game), difficulty)[0]

    try:
        players = warmed_players(game, automated, make)
    except SeatError as exc:
        _fail(ctx, str(exc))
    optional = f", {', '.join(game.setup.optional_rules)}" if game.setup.optional_rules else ""
    banner = [
        ("Resumed at the table" if resumed else "Table-side helper")
        + f": {game.setup.scenario}{optional}, {seats} players"
        + (f", Clockwork seed {game.seed}" if automated else "")
        + (f" (save {resumed})" if resumed else ""),
    ]
    for seat in range(seats):
        played = (
            f"Clockwork ({difficulty}): do on the board what it says" if seat in automated else "typed at the prompt"
        )
        banner.append(f"  Seat {seat + 1}: {render.who(game, seat)}, {game.state.seats[seat].party.title}: {played}")
    named = bool(options.get("name_face_down", False))
    banner.append(
        (
            "A card a person draws face down: type it unseen, or press Enter and it stays unknown"
            if named
            else "A card a person draws face down takes no entry: it stays unknown"
        )
        + "; the app asks its name only when the rules show it. A Clockwork seat's hidden card is typed by "
        "whoever keeps its cards, unseen."
    )
    banner.append(data_note(game.components))
    banner.extend(scenario_view.banner(game, bool(resumed)))  # the table reads the goal and special rules too
    from companion.game_lock import GameOpenError, open_game

    try:
        lock, autosave_line = open_game(store, game_id_of(game))
    except GameOpenError as exc:
        _fail(ctx, str(exc), NOT_SAVED)
    banner.append(autosave_line)
    banner.append(
        "Type [bold]?[/bold] for the choices (or the cards that can come up), [bold]help[/bold] for the other words."
    )
    session = TableSession(
        game,
        Seating.table(people),
        players,
        console,
        store,
        game_id_of(game),
        err_console=err,
        banner=banner,
        rebuild_players=lambda replayed: warmed_players(replayed, automated, make),
    )
    session.name_face_down = named
    try:
        return session.run()
    finally:
        lock.release()
