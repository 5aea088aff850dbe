"""`electioneer assist`: the tally of a game played on the real cards.

The engine holds no hidden card here (`new_setup(..., table=True)`): the table types the
constituencies as they are dealt, the two issues of each week's constituency as they are
turned over, each party's policy as it is revealed, every theatric played, swap made and
policy dropped. The screen shows what everyone at the table may see.
"""

from __future__ import annotations

import random

import click

from house.console import OneLineCommand, fail


@click.command(cls=OneLineCommand)
@click.option(
    "--parties",
    default=None,
    metavar="CON,LAB,...",
    help="The parties at the table, 2 to 5: CON and LAB, then any of LD, REF, GRN (asked when not given).",
)
@click.option(
    "--theatrics",
    type=click.Choice(["even", "one", "none"], case_sensitive=False),
    default="even",
    show_default=True,
    help="Theatrics dealt: evenly, one each, or none (the guide's option).",
)
@click.pass_context
def assist(ctx: click.Context, parties: str | None, theatrics: str) -> None:
    """Table-side tally for a game on the real cards: type what the table reveals; see each week's winner, every constituency's standing, the books and the result.

    Type each constituency as it is dealt, each issue as it is turned over or swapped, and
    each party's policy as it is revealed. The screen shows each week's winner, what every
    party needs to take each seat, the books, and on election day the seats and the
    government; `write FILE` keeps them for `electioneer seats FILE`."""
    from electioneer.app.starting import ask_parties, cards_or_exit, consoles
    from electioneer.rules import Game, SetupError, new_setup

    cards = cards_or_exit(ctx)
    console, err = consoles(ctx)
    if parties is None:
        parties = ask_parties(console)
        if parties is None:
            return
    seed = random.SystemRandom().randrange(1, 1_000_000)  # names the save; nothing is dealt at a real table
    try:
        game = Game(cards, new_setup(parties, seed=seed, theatrics=theatrics, table=True))
    except SetupError as exc:
        fail(f"--parties {parties!r}: {exc}")
    from electioneer.app.saves import SaveStore
    from electioneer.app.session import ASSIST, Session
    from house.save_folder import new_game_id

    store = SaveStore()
    game_id = new_game_id(seed, store.id_taken)
    banner = [
        f"[bold]Electioneer UK at the table[/bold]: {', '.join(game.setup.parties)}.",
        "Type what the table reveals (Tab completes the cards; ? lists them); help lists the words. "
        "Autosaved: electioneer resume.",
    ]
    Session(game, ASSIST, console, store, game_id, err_console=err, banner=banner).run()
