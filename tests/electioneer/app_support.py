"""What the tests of the `electioneer` app share: a session over a seeded game with a
recording console 80x24, read like the screen, and a hurried person who takes the first
choice offered."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from electioneer.app.opponents import decider
from electioneer.app.saves import SaveStore
from electioneer.app.session import ASSIST, PLAY, Session
from electioneer.data_load import load_cards
from electioneer.rules import TABLE, Game, new_setup

CARDS = load_cards()


def console(width: int = 80, height: int = 24) -> Console:
    return Console(file=io.StringIO(), record=True, width=width, height=height, highlight=False, color_system=None)


def solo(
    tmp_path: Path,
    parties: tuple[str, ...] = ("CON", "LAB"),
    human: str = "LAB",
    level: str = "standard",
    seed: int = 3,
    theatrics: str = "even",
    deciders: dict | None = None,
) -> Session:
    game = Game(CARDS, new_setup(list(parties), seed=seed, theatrics=theatrics))
    players = deciders or {p: decider(level, p, seed) for p in parties if p != human}
    session = Session(
        game, PLAY, console(), SaveStore(tmp_path / "saves"), "test-game", human=human, deciders=players, level=level
    )
    session.play_others()
    return session


def table(tmp_path: Path, parties: tuple[str, ...] = ("CON", "LAB"), theatrics: str = "none") -> Session:
    game = Game(CARDS, new_setup(list(parties), seed=1, theatrics=theatrics, table=True))
    return Session(game, ASSIST, console(), SaveStore(tmp_path / "saves"), "test-table")


def screen(session: Session) -> str:
    """What the session printed since the last look."""
    return session.console.export_text(clear=True)


def first_answer(session: Session) -> str:
    """What a hurried person types: the first choice (a card by its name at a table)."""
    decision = session.typed()
    assert decision is not None
    choice = decision.choices[0]
    return choice.name if decision.owner == TABLE else str(choice)  # type: ignore[union-attr]


def play_to_end(session: Session, limit: int = 600) -> str:
    """Answer every question with the first choice until the election; all that was shown."""
    shown = []
    for _ in range(limit):
        if session.game.over:
            break
        session.announce()
        session.handle(first_answer(session))
        shown.append(screen(session))
    assert session.game.over
    session.finish()
    shown.append(screen(session))
    return "".join(shown)
