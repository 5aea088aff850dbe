"""Helpers for the odds tests: decks directories built in tmp_path, and hand-made cards.

`write_decks` copies the bundled Uncertainty deck (or takes replacement YAML), writes a
synthetic board whose Projections table is `leader = 329 + 2 x lead`, and empty decks for
everything else, so the odds tests depend on no other data file.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml

from engine.components import Board, Source, UncertaintyCard
from engine.decks import load_components

REPO_DECKS = Path(__file__).resolve().parents[1] / "decks"
ALL_DECK_FILES = (
    "politicians.yaml",
    "bills/cross-party.yaml",
    "bills/liberal.yaml",
    "bills/conservative.yaml",
    "supporters.yaml",
    "events.yaml",
    "uncertainty.yaml",
    "careers.yaml",
    "debate-cards.yaml",
    "board.yaml",
)
_EMPTY = {
    "politicians.yaml": "politicians",
    "bills/cross-party.yaml": "bills",
    "bills/liberal.yaml": "bills",
    "bills/conservative.yaml": "bills",
    "supporters.yaml": "supporters",
    "events.yaml": "events",
    "careers.yaml": "careers",
    "debate-cards.yaml": "debate_cards",
}
SECTORS = ("Conservatives", "Farmers", "Gentry", "Ireland", "Liberals", "Middle Class", "Scotland", "Workers")


def synthetic_board_yaml(max_lead: int = 20) -> str:
    ladder = {"positions": [0, 1, 2], "partisan": [0, 0, 0], "start": 1, "source": "reconstructed"}
    board = {
        "sectors": {s: {"liberal": dict(ladder), "conservative": dict(ladder)} for s in SECTORS},
        "total_seats": 658,
        "majority": 330,
        "projections": {"rows": [[lead, 329 + 2 * lead, 329 - 2 * lead] for lead in range(max_lead + 1)]},
        "government_mps": {"moderate": 270, "partisan": 60},
        "vote_adjustment": {"min": -80, "max": 100},
        "votes": {"minimum": 320, "pass": 330, "certain": 350},
        "favour": {"min": 0, "max": 8, "start": 1},
        "score": {"election_marker_lock": 85, "resignation_limit": 90, "father_of_the_house": 90, "victory": 100},
        "mats": [
            {
                "name": "pm",
                "side": "front",
                "standing": {"min": 5, "max": 14, "start": 11},
                "cubes": [[5, 2], [9, 3], [13, 4]],
                "source": "printed",
            },
            {
                "name": "opposition_leader",
                "side": "front",
                "standing": {"min": 4, "max": 11, "start": 5},
                "cubes": [[4, 2], [9, 3]],
                "source": "printed",
            },
            {
                "name": "backbencher",
                "side": "front",
                "standing": {"min": 0, "max": 8, "start": 0},
                "cubes": [[0, 1], [3, 2]],
                "source": "printed",
            },
        ],
    }
    return yaml.safe_dump(board, sort_keys=False)


def write_decks(root: Path, uncertainty: str | None = None) -> Path:
    """A complete decks directory at `root`: our Uncertainty deck (or `uncertainty`),
    the synthetic board and empty decks elsewhere."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "bills").mkdir(exist_ok=True)
    for relative, key in _EMPTY.items():
        (root / relative).write_text(f"{key}: []\n", encoding="utf-8")
    if uncertainty is None:
        shutil.copy(REPO_DECKS / "uncertainty.yaml", root / "uncertainty.yaml")
    else:
        (root / "uncertainty.yaml").write_text(uncertainty, encoding="utf-8")
    (root / "board.yaml").write_text(synthetic_board_yaml(), encoding="utf-8")
    return root


def bundled_deck(tmp_path: Path) -> tuple[UncertaintyCard, ...]:
    """decks/uncertainty.yaml as the loader reads it."""
    return load_components(write_decks(tmp_path / "decks")).uncertainty


def synthetic_board(tmp_path: Path) -> Board:
    return load_components(write_decks(tmp_path / "board-decks")).board


def missing_bundled_files() -> list[str]:
    return [f for f in ALL_DECK_FILES if not (REPO_DECKS / f).is_file()]


def card(number: int = 1, *, vote: int = 0, election: int = 0, ri: int | None = None) -> UncertaintyCard:
    return UncertaintyCard(
        number=number, vote=vote, election=election, royal_interference=ri, source=Source.RECONSTRUCTED
    )
