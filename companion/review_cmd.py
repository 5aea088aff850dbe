"""`prime-minister review [SAVE] [--seat S] [--json]`: a game looked back on (clockwork/review.py).

Every decision of one seat is weighed by the advisor on what the seat could see then; a
decision is marked where another choice had a chance of winning at least 5 points higher.
The report lists the marked decisions (the round, the choice made and the better one, both
chances), writes a position file for each to open it in (`play --position FILE --as S`) and
ends with the turning points. SAVE is a save's name or path; without it, the game finished
last. A game not over is reviewed only for the person's own seat of a `play` game: any other
seat's decisions would show cards the others may not see.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from companion.cli import load_components_or_exit
from house.console import OneLineCommand, fail

if TYPE_CHECKING:
    from rich.console import Console

    from clockwork.review import Moment, Review
    from companion.saves import SaveStore
    from engine import Game

CHOICE_WIDTH = 19  # each choice's column, so the table fits 80 columns
KIND_WIDTH = 12


@click.command(cls=OneLineCommand)
@click.argument("save", required=False)
@click.option(
    "--seat",
    default=None,
    metavar="SEAT|POLITICIAN",
    help="The seat to review: its number or its politician (default: yours in a played game).",
)
@click.option(
    "--setting",
    type=click.Choice(["quick", "standard", "deep"]),
    default="standard",
    show_default=True,
    help="How long the advisor weighs each decision.",
)
@click.option(
    "--positions",
    "folder",
    default=None,
    metavar="DIR",
    help="Where to write the marked decisions' positions (default: reviews/GAME in the data folder).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the review as JSON.")
@click.pass_context
def review(
    ctx: click.Context, save: str | None, seat: str | None, setting: str, folder: str | None, as_json: bool
) -> None:
    """Look back on a game: mark each decision where another choice had a better chance."""
    from companion.command_start import consoles
    from companion.saves import SaveStore, SaveStoreError, check_session, game_id_of

    console, err = consoles(ctx)
    store = SaveStore()
    components = load_components_or_exit(ctx)
    try:
        path = store.find(save) if save else latest_finished(store)
        game = store.load(path, components)
        options = check_session(game, path.stem)
    except SaveStoreError as exc:
        fail(exc)
    index = seat_to_review(game, options, seat)
    target = Path(folder).expanduser() if folder else store.root / "reviews" / game_id_of(game)
    found = weigh(game, index, setting, err if as_json else console)
    written = write_positions(found, target)
    if as_json:
        click.echo(to_json(found, path, written, game))
        return
    report(console, game, found, written, target)


def latest_finished(store: "SaveStore") -> Path:
    from companion.saves import SUFFIX, SaveStoreError

    files = [p for p in store.finished_dir.glob(f"*{SUFFIX}") if p.is_file()] if store.finished_dir.is_dir() else []
    if not files:
        raise SaveStoreError(
            f"no finished game in {store.finished_dir}: name a save (prime-minister resume --list shows them)"
        )
    return max(files, key=lambda p: p.stat().st_mtime)


def seat_to_review(game: "Game", options: dict[str, Any], wanted: str | None) -> int:
    """The seat `--seat` names (a number from 1 or a politician), else the person's; refused
    where it would show another seat's hidden cards in a game not over."""
    from companion.seats import SeatError, find_politician

    seats = game.state.seats
    play_mode = options.get("mode", "play") == "play"
    people = [s.index for s in seats if s.index not in options.get("clockwork", [])]
    if wanted is None:
        if not play_mode and len(people) != 1:
            fail(
                f"name the seat to review with --seat: 1 to {len(seats)} or a politician "
                f"({', '.join(s.politician for s in seats)})"
            )
        index = int(options.get("human", 0)) if play_mode else people[0]
    elif wanted.strip().isdigit():
        index = int(wanted) - 1
        if not 0 <= index < len(seats):
            fail(f"--seat {wanted}: a {len(seats)}-player game has seats 1 to {len(seats)}")
    else:
        try:
            index = [s.politician for s in seats].index(find_politician([s.politician for s in seats], wanted))
        except SeatError as exc:
            fail(f"--seat {wanted!r}: {exc}")
    if not game.over and not (play_mode and index == int(options.get("human", 0))):
        fail(
            f"the game is not over: a review of {seats[index].politician}'s decisions would show cards hidden from "
            "the others; finish it first, or review your own seat of a played game"
        )
    return index


def weigh(game: "Game", seat: int, setting: str, console: "Console") -> "Review":
    """The review, with a progress bar (transient)."""
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn

    from clockwork.review import review
    from companion.progress_bar import progress_bar
    from clockwork.workers import shared

    workers = shared()
    workers.start()  # before the progress bar's thread
    name = game.state.seats[seat].politician
    columns = (
        TextColumn(f"weighing {name}'s decisions"),
        BarColumn(bar_width=24),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
    )
    with progress_bar(console, *columns) as tick:
        return review(game, seat, setting=setting, seed=game.seed or 0, progress=tick, workers=workers)


def write_positions(found: "Review", folder: Path) -> dict[int, Path]:
    """A position file for each marked decision (mark-N.yaml, N from 1, in place of an earlier
    review's), naming only the reviewed seat's Supporters; marks whose position cannot be
    written are left out."""
    from engine import PositionError, save_position

    written: dict[int, Path] = {}
    if folder.is_dir():  # an earlier review's marks go: the numbers are this review's
        for old in folder.glob("mark-*.yaml"):
            if old.stem[len("mark-") :].isdigit():
                old.unlink(missing_ok=True)
    for number, moment in enumerate(found.marked, 1):
        if moment.opening is None:
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
            written[number] = save_position(moment.opening, folder / f"mark-{number}.yaml", hands=[found.seat])
        except (OSError, PositionError, ValueError):
            continue
    return written


def cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def report(console: "Console", game: "Game", found: "Review", written: dict[int, Path], folder: Path) -> None:
    import textwrap

    from rich import box
    from rich.markup import escape
    from rich.table import Table

    from engine.words import counted

    state = game.state
    result = "not over" if found.won is None else "won" if found.won else "lost"
    console.print(
        f"[bold]Review of {escape(found.politician)}[/bold] (seat {found.seat + 1}): "
        f"{len(state.seats)}-player {state.scenario} game, {counted(state.round, 'round')}, {result}."
    )
    playouts = sum(m.playouts for m in found.moments)
    console.print(
        f"{counted(len(found.moments), 'decision')} weighed ({found.setting}, {playouts:,} play-outs, "
        f"{found.wall:.0f} s)."
    )
    marked = found.marked
    if not marked:
        console.print("None marked: no other choice was clearly 5 points or more better than the one made.")
    else:
        console.print(
            f"{counted(len(marked), 'decision')} marked: another choice had a chance of winning "
            "5 points or more higher."
        )
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=True)
        for name, justify in (
            ("#", "right"),
            ("Rnd", "right"),
            ("Decision", "left"),
            ("You chose", "left"),
            ("Win", "right"),
            ("Better", "left"),
            ("Win", "right"),
            ("Gain", "right"),
        ):
            table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
        for number, moment in enumerate(marked, 1):
            table.add_row(
                str(number),
                str(moment.round),
                cut(moment.kind, KIND_WIDTH),
                escape(cut(moment.chosen, CHOICE_WIDTH)),
                f"{moment.chosen_chance:.0%}",
                escape(cut(moment.best, CHOICE_WIDTH)),
                f"{moment.best_chance:.0%}",
                f"+{moment.gain:.0f}",
            )
        console.print(table)
        if written:
            console.print(
                f"Open #N at its decision: prime-minister play --position DIR/mark-N.yaml --as {found.seat + 1}"
            )
            console.print(f"  DIR: {escape(str(folder))}", soft_wrap=True)
    console.print("[bold]Turning points[/bold]")
    for line in turning_points(found):  # each wrapped under itself
        for part in textwrap.wrap(
            line, width=max(40, console.width - 1), initial_indent=" - ", subsequent_indent="   "
        ):
            console.print(escape(part))


def turning_points(found: "Review") -> list[str]:
    """The costliest marked decisions (three at most) and the widest swings of the chance."""
    lines = []
    for moment in found.costliest[:3]:
        lines.append(
            f"Round {moment.round}, {moment.kind}: {moment.chosen} ({moment.chosen_chance:.0%}) where "
            f"{moment.best} had {moment.best_chance:.0%} (+{moment.gain:.0f} points, "
            f"{moment.gain - moment.half:.0f} to {moment.gain + moment.half:.0f})."
        )
    for before, after in found.swings():
        way = "rose" if after.chosen_chance > before.chosen_chance else "fell"
        lines.append(
            f"Between round {before.round} ({before.kind}) and round {after.round} ({after.kind}) your chance {way} "
            f"from {before.chosen_chance:.0%} to {after.chosen_chance:.0%}: the others' moves and the cards in between."
        )
    if not lines:
        lines.append(
            "None: no decision marked, and the chance moved by less than 5 points from one decision to the next."
        )
    return lines


def moment_json(moment: "Moment") -> dict[str, Any]:
    return {
        "ply": moment.ply,
        "round": moment.round,
        "kind": moment.kind,
        "chosen": moment.chosen,
        "chosen_chance": round(moment.chosen_chance, 4),
        "chosen_interval": [round(x, 4) for x in moment.chosen_interval],
        "best": moment.best,
        "best_chance": round(moment.best_chance, 4),
        "best_interval": [round(x, 4) for x in moment.best_interval],
        "gain_points": round(moment.gain, 2),
        "gain_half_width": round(moment.half, 2),
        "verdict": moment.verdict,
        "playouts": moment.playouts,
        "marked": moment.marked,
    }


def to_json(found: "Review", path: Path, written: dict[int, Path], game: "Game") -> str:
    import json

    marked = found.marked
    return json.dumps(
        {
            "save": str(path),
            "seat": found.seat + 1,
            "politician": found.politician,
            "setting": found.setting,
            "players": len(game.state.seats),
            "rounds": game.state.round,
            "won": found.won,
            "decisions": [moment_json(m) for m in found.moments],
            "marked": [
                {"number": n, "ply": m.ply, "position": str(written[n]) if n in written else None}
                for n, m in enumerate(marked, 1)
            ],
            "turning_points": turning_points(found),
            "playouts": sum(m.playouts for m in found.moments),
            "wall_seconds": round(found.wall, 1),
        },
        indent=2,
    )
