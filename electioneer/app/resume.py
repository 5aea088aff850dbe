"""`electioneer resume [NAME]`: go on with a saved game, played or tallied at a table."""

from __future__ import annotations

import click

from house.console import NOT_SAVED, OneLineCommand, fail


@click.command(cls=OneLineCommand)
@click.argument("name", required=False)
@click.pass_context
def resume(ctx: click.Context, name: str | None) -> None:
    """Continue a saved game (played or tallied): NAME, or the latest autosave.

    NAME is a save's name (`save NAME` in a game), a game id from the autosaves, or a path
    to a save file."""
    from electioneer.app.saves import SaveStore, SaveStoreError
    from electioneer.app.starting import cards_or_exit, consoles
    from electioneer.rules import Game

    store = SaveStore()
    try:
        path = store.find(name) if name else store.latest_autosave()
    except SaveStoreError as exc:
        fail(exc, NOT_SAVED)
    if path is None:
        fail(f"no game to resume in {store.root} (start one: electioneer play)", NOT_SAVED)
    try:
        document = store.read(path)
    except SaveStoreError as exc:
        fail(exc, NOT_SAVED)
    cards = cards_or_exit(ctx)
    try:
        game = Game.from_json(cards, document["game"])
    except (ValueError, KeyError, TypeError) as exc:
        fail(f"{path}: the game does not replay with these cards: {exc}", NOT_SAVED)
    console, err = consoles(ctx)
    session = document["session"]
    game_id = session["game_id"]
    lines = [f"Resumed {path.stem}: {', '.join(game.setup.parties)}, {len(game.log)} choices so far."]
    if session["mode"] == "assist":
        from electioneer.app.session import ASSIST, Session

        Session(game, ASSIST, console, store, game_id, err_console=err, banner=lines).run()
        return
    from electioneer.app.opponents import levels
    from electioneer.app.play import start_session

    party, level = session.get("party"), session.get("level")
    if party not in game.setup.parties:
        fail(f"{path}: your party {str(party)[:20]!r} does not stand in this game ({', '.join(game.setup.parties)})",
             NOT_SAVED)
    if level not in levels():
        fail(f"{path}: the level {str(level)[:20]!r} is not one of {', '.join(levels())}", NOT_SAVED)
    start_session(game, party, level, console, err, store, game_id, lines)
