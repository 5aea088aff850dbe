"""`electioneer resume [NAME]`: go on with a saved game, played or tallied at a table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from house.console import NOT_SAVED, OneLineCommand, fail

if TYPE_CHECKING:
    from electioneer.app.saves import SaveStore


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
    lines = [f"Resumed {path.stem}: {', '.join(game.setup.parties)}, {len(game.log)} choices so far."]
    game_id, branched = resumed_id(store, path, document)
    if branched:
        lines.append(branched)
    if session["mode"] == "assist":
        from electioneer.app.session import ASSIST, Session

        Session(game, ASSIST, console, store, game_id, err_console=err, banner=lines).run()
        return
    from electioneer.app.opponents import levels
    from electioneer.app.play import start_session

    party, level = session.get("party"), session.get("level")
    if party not in game.setup.parties:
        fail(
            f"{path}: your party {str(party)[:20]!r} does not stand in this game ({', '.join(game.setup.parties)})",
            NOT_SAVED,
        )
    if level not in levels():
        fail(f"{path}: the level {str(level)[:20]!r} is not one of {', '.join(levels())}", NOT_SAVED)
    start_session(game, party, level, console, err, store, game_id, lines)


def resumed_id(store: "SaveStore", path: "Path", document: dict[str, Any]) -> tuple[str, str]:
    """The id the resumed game goes on under, and a line for the person when it is a new one.

    Resuming an earlier save never cuts a later autosave of the same game short: when the
    game's autosave holds more than this save (or another course), it is kept as it is and
    the resumed game goes on under an id of its own."""
    from electioneer.app.saves import SaveStoreError, choices_in
    from house.save_folder import new_game_id

    game_id = str(document["session"]["game_id"])
    autosave = store.autosave_path(game_id)
    if path.resolve() == autosave.resolve() or not autosave.exists():
        return game_id, ""
    try:
        other = store.read(autosave)
    except SaveStoreError:
        why = "cannot be read"
    else:
        mine, theirs = document["game"].get("choices", []), other["game"].get("choices", [])
        if choices_in(other) <= choices_in(document) and theirs == mine[: len(theirs)]:
            return game_id, ""  # the autosave is an earlier point of this save: it simply grows
        why = f"holds another point of this game ({choices_in(other)} choices; this save has {choices_in(document)})"
    seed = document["game"].get("setup", {}).get("seed", 0)
    branch = new_game_id(seed if isinstance(seed, int) else 0, store.id_taken)
    return branch, (
        f"The autosave {game_id} {why}: it is kept as it is, and this game goes on as {branch} "
        f"(electioneer resume {branch})."
    )
