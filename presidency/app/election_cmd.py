"""`presidency election FILE`: an Election worked out from a table file (YAML): its states
with their votes per era, its statesmen, Public Support and the 12th Amendment, and an
`election:` section with the players' choices (docs/presidency/README.md)."""

from __future__ import annotations

import click

from house.console import fail
from presidency.app.answers import to_json, wrapped
from presidency.app.election_words import report_json, report_lines


@click.command("election")
@click.argument("file", type=click.Path(dir_okay=True))
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@click.option(
    "--out",
    type=click.Path(dir_okay=False),
    default=None,
    help="Write the table after the winners take office to this file (.yaml or .json).",
)
def election(file: str, as_json: bool, out: str | None) -> None:
    """An Election worked out from a YAML file of states, votes and statesmen."""
    from presidency.election_file import election_answers
    from presidency.election_run import AnswerNeeded, apply, run
    from house.fields import FieldError
    from presidency.state import TableError
    from presidency.table_file import read_table_file, write_table

    try:
        table, rest = read_table_file(file)
        unknown = [k for k in rest if k != "election"]
        if unknown:
            raise FieldError(f"{file}: unknown field {str(unknown[0])!r} (a table file's fields and election:)")
        answers = election_answers(rest.get("election"), f"{file}: election")
        report = run(table, answers)
    except (FieldError, AnswerNeeded, TableError) as exc:
        fail(exc)
    changes = apply(table, report, answers.office_cubes)
    if out:
        try:
            write_table(out, table)
        except OSError as exc:
            fail(f"{out}: cannot be written ({exc.strerror or exc})", 1)
    if as_json:
        click.echo(to_json({**report_json(table, report), "changes": changes}))
        return
    click.echo("\n".join(wrapped([*report_lines(table, report), *[f"{c[0].upper()}{c[1:]}." for c in changes[-2:]]])))
