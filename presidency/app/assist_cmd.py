"""`presidency assist`: the table session. A new game starts from a table file (the
players, statesmen and states of the box: the document lists none); a saved one is resumed
by its name, its path, or (no name) the latest autosave. Saves: `presidency.app.saves`."""

from __future__ import annotations

from pathlib import Path

import click

from house.console import OneLineCommand, fail


@click.command("assist", cls=OneLineCommand)
@click.option(
    "--table",
    "table_file",
    type=click.Path(dir_okay=True),
    default=None,
    help="Start a game from this table file (YAML: players, statesmen, states, numbers).",
)
@click.option(
    "--resume",
    is_flag=False,
    flag_value="",
    default=None,
    metavar="[NAME]",
    help="Go on with a saved game: its name or path; alone, the latest autosave.",
)
def assist(table_file: str | None, resume: str | None) -> None:
    """Table-side helper: keep a game's numbers and walk through a turn's procedures.

    The helper asks, one question at a time, what the table decides and what the dice show,
    and keeps the numbers; ? lists what can be typed, Tab completes, undo takes a step back."""
    from house.fields import FieldError
    from house.files import remove_stale_temporaries
    from presidency.app import saves
    from presidency.app.play import Play, SessionFault, read_save
    from presidency.app.session import Session
    from presidency.state import TableError
    from presidency.table_file import read_table_file

    if (table_file is None) == (resume is None):
        fail("give --table FILE to start a game, or --resume [NAME] to go on with one")
    warning = None
    try:
        if resume is not None:
            path = saves.latest() if resume == "" else saves.folder().find(resume)
            play, warning = read_save(path)
            if not play.game_id:
                play.game_id = saves.new_game_id(Path(path).stem)
        else:
            assert table_file is not None
            table, rest = read_table_file(table_file)
            if rest:
                raise FieldError(f"{table_file}: unknown field {str(next(iter(rest)))!r} (a table file's fields)")
            play = Play.from_table(table, saves.new_game_id(Path(table_file).stem))
        autosave = saves.folder().autosave_path(play.game_id)
    except (saves.SaveFolderError, SessionFault) as exc:
        fail(exc, 1)
    except (FieldError, TableError) as exc:
        fail(exc)
    remove_stale_temporaries(autosave.parent)
    session = Session(play, autosave)
    if warning:
        session.error(warning)
    raise SystemExit(session.run())
