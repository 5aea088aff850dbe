"""`set` and `position` in a session: correct a marker the table moved wrongly, write the
position now to a file (engine/position.py, docs/positions.md).

`set standing Peel 7` is a choice of the table (`Correct`): logged with its `MarkerSet`
record, autosaved, and taken back by `undo` like anything else typed. Tab completes it word
by word (marker, politician or Sector and party, the value there now).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from rich.markup import escape

from engine import (
    MARKERS,
    POSITION_FORMAT,
    Party,
    PositionError,
    Sector,
    board,
    correction_from_words,
    save_position,
    untracked,
)
from companion.interrupts import uninterrupted
from house.console import printable

if TYPE_CHECKING:
    from companion.session import Session
    from engine import Game


def correct(session: "Session", rest: str) -> None:
    """`set ...`: one marker to where the table says it is; one line if it cannot be."""
    game = session.game
    if game.over:
        session.error("the game is over: there is no marker left to correct")
        return
    if not rest.strip():
        session.console.print("Correct a marker: " + "; ".join(escape(usage) for usage in MARKERS.values()))
        return
    try:
        choice = correction_from_words(game, rest)
        round_ = game.state.round
        with uninterrupted():
            record = game.correct(choice)
    except PositionError as exc:
        session.error(str(exc))
        return
    if session.seating.at_table:
        session.screen.show_record(record, round_, "Table")  # in `play` the commentary tells it with the moves
    session.after_correction()


def write_position(session: "Session", rest: str) -> None:
    """`position FILE`: the position now, as a YAML file. Supporters are named only where
    the screen may show them (the person's own hand in `play`); elsewhere they are counted."""
    name = rest.strip()
    if session.game.over:
        session.error("the game is over: a position is of a game in progress")
        return
    if not name:
        session.error("position needs a file name: position FILE (for example position round5.yaml)")
        return
    path = Path(name).expanduser()
    if path.suffix.lower() not in (".yaml", ".yml"):
        path = path.with_name(path.name + ".yaml")
    problem = _not_replaceable(session.game, path)
    if problem:
        session.error(problem)
        return
    try:
        written = save_position(session.game, path, hands=() if session.human is None else (session.human,))
    except OSError as exc:
        session.error(f"cannot write {path}: {exc.strerror or exc}")
        return
    session.console.print(
        f"Position written to {escape(str(written))}; start from it with: "
        f"prime-minister {'assist' if session.seating.at_table else 'play'} --position {escape(str(written))}"
    )


def _not_replaceable(game: "Game", path: Path) -> str | None:
    """Why `position FILE` must leave the file at `path` alone (as `save NAME` does): it is
    not a position file, or holds a position of another game (another scenario or table).
    None when nothing is there or it is a position of this game, which is brought up to date."""
    from engine import load_position

    try:
        if not os.path.lexists(path):
            return None
    except OSError as exc:
        return f"cannot write {printable(str(path))}: {exc.strerror or exc}"
    shown_path = printable(str(path))
    try:
        data = load_position(path)
    except PositionError as exc:
        return f"{shown_path} exists and is not a position file, so it is left alone: choose another name ({printable(str(exc))})"
    seats = data.get("seats")
    table = [s.get("politician") for s in seats if isinstance(s, dict)] if isinstance(seats, list) else None
    if (
        data.get("format") != POSITION_FORMAT
        or data.get("scenario", "standard") != game.setup.scenario
        or table != [s.politician for s in game.state.seats]
    ):
        return f"{shown_path} holds a position of another game, so it is left alone: choose another name"
    return None


def set_lines(game: "Game", text: str) -> list[tuple[str, str]]:
    """Whole `set ...` lines that continue `text`, each with what the marker reads now."""
    typed = " ".join(text.split()).lower()
    if not typed.startswith("set") or game.over:
        return []
    lines = [(f"set {marker} ", usage) for marker, usage in MARKERS.items()]
    state = game.state
    for seat in state.seats:
        for marker, now in (
            ("standing", seat.standing),
            ("favour", seat.favour),
            ("vp", seat.vp),
            ("cubes", seat.cubes),
        ):
            if marker in ("standing", "favour") and untracked(game, seat):
                continue  # scenario 7's Devonshire: no such marker
            lines.append((f"set {marker} {seat.politician} ", f"now {now}"))
    for sector in Sector:
        for party in Party:
            ladder = game.components.board.ladder(sector, party).positions
            lines.append(
                (
                    f"set sector {sector.value} {party.value} ",
                    f"now {ladder[state.position(sector, party)]} (boxes {', '.join(map(str, ladder))})",
                )
            )
    lines.append(("set mps ", f"now {state.moderates} {state.partisans} (M P)"))
    for index, slot in state.bills_on_board():
        lines.append(
            (
                f"set bill {index + 1} ",
                f"{slot.name}: marker {slot.adjustment:+d}, projected {board.projected_votes(game, index)}",
            )
        )
    lines += [
        ("set pact on", ""),
        ("set pact off", ""),
        ("set election-marker on", ""),
        ("set election-marker off", ""),
    ]
    return [(line, meta) for line, meta in lines if line.lower().startswith(typed) and line.strip().lower() != typed]
