"""What `prime-minister odds` accepts: a position that can stand on the board.

The engine's odds answer any numbers they are given; a person typing a position at the
table can mistype one (`--favour-pm 99` on a 0-8 track, `--government-mps 0`). Each check
here is one line naming the value and what the board allows, read from the decks in use.
"""

from __future__ import annotations

from engine import Board


class ImpossiblePosition(ValueError):
    """A number the board cannot show."""


def seat_range(board: Board) -> tuple[int, int]:
    """The fewest and the most seats the Election Projections ever give a party."""
    return min(row.trailer_seats for row in board.projections), max(row.leader_seats for row in board.projections)


def check_favour(board: Board, **favours: int) -> None:
    low, high = board.favour_range
    for option, favour in favours.items():
        if not low <= favour <= high:
            raise ImpossiblePosition(f"--{option.replace('_', '-')} {favour} is off the Favour track ({low} to {high})")


def check_projected_seats(board: Board, projected: int | None, option: str = "--projected") -> None:
    if projected is None:
        return
    low, high = seat_range(board)
    if not low <= projected <= high:
        raise ImpossiblePosition(f"{option} {projected}: the Election Projections give a party {low} to {high} seats")


def check_government_mps(board: Board, government_mps: int) -> None:
    high = board.total_seats - board.total_seats % 10
    if government_mps % 10 or not 10 <= government_mps <= high:
        raise ImpossiblePosition(
            f"--government-mps {government_mps} cannot be on the Government MP Tracker "
            f"(a multiple of 10 from 10 to {high})"
        )


def check_lead(board: Board, lead: int | None) -> None:
    if lead is None:
        return
    top = len(board.projections) - 1
    if not 0 <= lead <= top:
        raise ImpossiblePosition(f"--lead {lead}: a Popularity lead runs from 0 to {top}")


def check_projected_votes(board: Board, projected: int) -> None:
    if projected > board.total_seats:
        raise ImpossiblePosition(
            f"{projected} projected Votes is more than the {board.total_seats} seats in Parliament"
        )
