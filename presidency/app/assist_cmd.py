"""`presidency assist`: the table session. A new game starts from a table file (the
players, statesmen and states of the box: the document lists none); a saved one is
resumed by its name or path. Saves go to $PRESIDENCY_HOME (else the user data folder)."""

from __future__ import annotations

from pathlib import Path

import click

from house.console import fail

HOME_ENV = "PRESIDENCY_HOME"


def home() -> Path:
    from house.files import data_home

    return data_home("presidency", HOME_ENV)


def fresh_name(stem: str) -> Path:
    """A save name not yet used: a new game never writes over an old one."""
    folder = home()
    path = folder / f"{stem}.json"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.json"
        n += 1
    return path


@click.command("assist")
@click.option("--table", "table_file", type=click.Path(dir_okay=True), default=None,
              help="Start a game from this table file (YAML: players, statesmen, states, numbers).")
@click.option("--resume", default=None, help="Go on with a saved game: its name (in the saves folder) or path.")
@click.option("--save", "save_name", default=None, help="The name to save a new game under (default: the file's).")
def assist(table_file: str | None, resume: str | None, save_name: str | None) -> None:
    """Table-side helper: keep a game's numbers and walk through a turn's procedures."""
    from house.files import remove_stale_temporaries
    from presidency.app.play import Play, SessionFault, read_save
    from presidency.app.session import Session
    from house.fields import FieldError
    from presidency.state import TableError
    from presidency.table_file import read_table_file

    if (table_file is None) == (resume is None):
        fail("give --table FILE to start a game, or --resume NAME to go on with one")
    warning = None
    if resume is not None:
        path = Path(resume).expanduser()
        if not path.exists() and path.suffix != ".json":
            path = home() / f"{resume}.json"
        try:
            play, warning = read_save(path)
        except SessionFault as exc:
            fail(exc, 1)
        save_path = path
    else:
        assert table_file is not None
        try:
            table, rest = read_table_file(table_file)
            if rest:
                raise FieldError(f"{table_file}: unknown field {str(next(iter(rest)))!r} (a table file's fields)")
            play = Play.from_table(table)
        except (FieldError, TableError, SessionFault) as exc:
            fail(exc)
        save_path = fresh_name(save_name or Path(table_file).stem)
    remove_stale_temporaries(save_path.parent)
    session = Session(play, save_path)
    if warning:
        session.error(warning)
    raise SystemExit(session.run())
