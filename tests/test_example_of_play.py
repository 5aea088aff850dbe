"""The rulebook's Example of Play, replayed move by move: our golden test.

The book plays a 13-round, 4-player standard game (rulebook lines 1285-1797, with the
end of Round 11 and Round 12 printed after the index, lines 1936-1953). Its moves and what
it states after each round live in the product, in one place the guided tour
(`prime-minister learn`) reads too: `companion.tour.example_script` (the moves in
`example_moves`, the book's numbers in `example_checkpoints`). This test sets up the same
game (Rosebery, Peel, Derby and Russell, drawn in that order: L1293) and plays it through
the public decision API only (`game.pending` and `game.apply`, by `make_move`), with the
words a player types and, for every card the table turns over, the card the book names.

At the end of every round it checks what the book states (each check names its line):
every Sector for both parties, the lead and projected seats, the Government MP Tracker
(A = M + P), each politician's Standing, Favour and VP, the roles, the bills passed and
failed, and the Election results. Where the book contradicts itself we assert our choice
and `docs/rules-decisions.md` ("The Example of Play") says why.
"""

from __future__ import annotations

import pytest

from companion.tour.example_script import (
    BOARD_AT_START,
    CHECKPOINTS,
    ROUNDS,
    SHORT,
    START,
    example_game,
    make_move,
    round_moves,
    seat_of,
)
from companion.tour.example_checkpoints import CON, LIB, ROLES_LIB_GOVERNMENT
from engine.board import lead, projected_seats, sector_points
from engine.components import Party, Sector
from engine import standard_components
from engine.game import Game
from engine.setup import game_from_position
from engine.happened import BillPassed, BillWithdrawn, ElectionDecided, ElectionHeld, VoteHeld

COMPONENTS = standard_components()


# --- playing and reading the table ----------------------------------------------------------------


def start() -> Game:
    return example_game(COMPONENTS)


def play(game: Game, number: int) -> None:
    for move in round_moves(number):
        make_move(game, move)


def happened(game: Game, number: int, kind: type) -> list:  # type: ignore[type-arg]
    """The records of `kind` (engine.happened) the log holds for round `number`."""
    return [e for r in game.log if r.round == number for e in r.happened if isinstance(e, kind)]


def lost_bills(game: Game, number: int) -> list[str]:
    failed = [v.bill for v in happened(game, number, VoteHeld) if not v.passes]
    return failed + [w.bill for w in happened(game, number, BillWithdrawn)]


def passed_bills(game: Game, number: int) -> list[str]:
    return [p.bill for p in happened(game, number, BillPassed)]


def election_result(game: Game, number: int) -> tuple[int, int] | None:
    held = happened(game, number, ElectionHeld)
    return (held[-1].government_seats, held[-1].opposition_seats) if held else None


def board_after(number: int) -> dict[tuple[Party, str], tuple[int, str]]:
    """Every marker's points after round `number`, with the line of its last stated move."""
    board = {key: (points, START) for key, points in BOARD_AT_START.items()}
    for n in range(1, number + 1):
        board.update({key: (points, f"R{n}: {line}") for key, (points, line) in CHECKPOINTS[n].sectors.items()})
    return board


def check(game: Game, number: int) -> None:
    """Compare the table after round `number` (before the next round's VP) with the book."""
    book = CHECKPOINTS[number]
    state = game.state
    if game.over:  # the last round ends with the winner: read the table as it stands
        leader, margin = lead(game)
        signed = 0 if leader is None else (margin if leader is state.government else -margin)
        end = {
            "round": number,
            "vp": {s.politician: s.vp for s in state.seats},
            "lead": signed,
            "mps": state.moderates + state.partisans,
        }
    else:
        end = next(h for h in state.history if h["round"] == number)  # the round's closing snapshot
    problems: list[str] = []

    def compare(what: str, ours: object, theirs: object, line: str) -> None:
        if ours != theirs:
            problems.append(f"R{number} {what}: ours {ours}, the book's {theirs} ({line})")

    for (party, sector), (points, line) in board_after(number).items():
        compare(f"{party.title} {sector}", sector_points(game, Sector(sector), party), points, line)
    if book.lead is not None:
        leader, margin = lead(game)
        signed = 0 if leader is None else (margin if leader is LIB else -margin)
        compare("lead (+ Liberal)", signed, book.lead[0], book.lead[1])
        compare(
            "lead at round end", end["lead"] if state.government is LIB else -end["lead"], book.lead[0], book.lead[1]
        )
    if book.seats is not None:
        compare(
            "projected seats (Liberal, Conservative)",
            (projected_seats(game, LIB), projected_seats(game, CON)),
            *book.seats,
        )
    if book.mps is not None:
        compare(
            "Government MPs (A, M, P)", (state.moderates + state.partisans, state.moderates, state.partisans), *book.mps
        )
        assert state.moderates + state.partisans == end["mps"]
    seats = {who: state.seats[seat_of(game, who)] for who in SHORT}
    for who, (value, line) in book.standing.items():
        compare(f"{who}'s Standing", seats[who].standing, value, line)
    for who, (value, line) in book.favour.items():
        compare(f"{who}'s Favour", seats[who].favour, value, line)
    for who, (value, line) in book.vp.items():
        compare(f"{who}'s VP", end["vp"][SHORT[who]], value, line)
    if book.roles is not None:
        roles = {who: s.role.value + (" (resigned)" if s.resigned else "") for who, s in seats.items()}
        compare("roles", roles, *book.roles)
    compare("bills passed", passed_bills(game, number), list(book.passed[0]), book.passed[1])
    compare("bills failed or withdrawn", lost_bills(game, number), list(book.lost[0]), book.lost[1])
    if book.election is not None:
        compare("Election (Government, Opposition seats)", election_result(game, number), *book.election)
    assert not problems, "\n".join(problems)


# --- the test --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def replay() -> dict[int, Game | str]:
    """The game after each round, played once for all the round tests; a round that cannot
    be played as the book plays it holds the reason instead, and so do the rounds after it."""
    game = start()
    after: dict[int, Game | str] = {}
    for number in sorted(ROUNDS):
        try:
            play(game, number)
        except Exception as problem:  # the rounds before it are still checked
            for later in sorted(ROUNDS):
                if later >= number:
                    after[later] = f"round {number} could not be played as the book plays it: {problem}"
            break
        after[number] = game.clone()
    return after


@pytest.mark.parametrize("number", sorted(ROUNDS))
def test_round_matches_the_book(replay: dict[int, Game | str], number: int) -> None:
    game = replay[number]
    assert isinstance(game, Game), game
    check(game, number)


def test_peel_wins_with_the_queens_help(replay: dict[int, Game | str]) -> None:
    """L1792-1796: Royal Interference makes Peel PM and his Replacement Bonus takes him to 100."""
    game = replay[13]
    assert isinstance(game, Game), game
    assert game.over and game.state.seats[game.state.winner].politician == "Sir Robert Peel"  # type: ignore[index]
    decided = happened(game, 13, ElectionDecided)
    assert decided and not decided[-1].kept and "Royal Interference" in decided[-1].decided


def book_position_after_round_11() -> dict[str, object]:
    """The table at the end of Round 11 as the book states it (L1738-1764, L1936), in the
    words of a position file (docs/positions.md), written from the book, not from our replay."""
    popularity: dict[str, dict[str, int]] = {}
    for (party, sector), (points, _) in board_after(11).items():
        popularity.setdefault(sector, {})[party.value] = points
    return {
        "round": 12,
        "phase": "round_setup",
        "government": "liberal",
        "pact": False,  # ended in Round 9 (L1656)
        "election_marker": True,  # back after the Round 9 Election (L1689)
        "seats": [
            {
                "politician": "Earl of Rosebery",
                "role": "pm",
                "party": "liberal",
                "standing": 9,
                "favour": 6,
                "vp": 88,
                "supporters": ["Charles Darwin", "William Howley", "Princess Helena"],
            },  # L1722, L1936
            {
                "politician": "Sir Robert Peel",
                "role": "opposition_leader",
                "party": "conservative",
                "standing": 8,
                "favour": 6,
                "vp": 89,
                "supporters": [],
            },  # L1758: Mill and the Princess of Wales played
            {
                "politician": "Earl of Derby",
                "role": "opposition_backbencher",
                "party": "conservative",
                "standing": 1,
                "favour": 1,
                "vp": 89,
                "supporters": ["Prince Albert", "Isambard Kingdom Brunel", "Duke of Devonshire"],
                "careers": ["Privy Counsellor", "Chief Whip", "Deputy Party Leader"],
                "active_careers": ["Privy Counsellor"],
            },  # L1714, L1732, L1756
            {
                "politician": "Earl Russell",
                "role": "government_backbencher",
                "party": "liberal",
                "standing": 4,
                "favour": 0,
                "vp": 86,
                "resigned": True,
                "supporters": ["Sarah Forbes Bonetta", "C.P. Scott"],
            },  # L1576, L1664, L1750-1752
        ],
        "popularity": popularity,
        "mps": {"moderates": 90, "partisans": 240},  # L1687
        "bills": [
            {"slot": 1, "bill": "Penal Servitude Act", "adjustment": -50, "proposed_by": "Earl of Rosebery"}
        ],  # L1758
    }


def test_round_12_from_the_books_position_after_round_11() -> None:
    """The same Round 12 played from the table the book describes after Round 11, set up
    through a position (engine/position.py) rather than by playing Rounds 1-11."""
    game = game_from_position(book_position_after_round_11(), COMPONENTS, seed=0)
    play(game, 12)
    check(game, 12)


def test_setup_matches_the_book() -> None:
    game = start()
    seats = {who: game.state.seats[seat_of(game, who)] for who in SHORT}
    assert {who: s.role.value for who, s in seats.items()} == ROLES_LIB_GOVERNMENT  # L1295-1297
    assert {who: s.standing for who, s in seats.items()} == {
        "Russell": 11,
        "Derby": 5,
        "Rosebery": 0,
        "Peel": 0,
    }  # L1301
    assert {s.favour for s in seats.values()} == {1}  # L1301
    assert {who: s.cubes for who, s in seats.items()} == {"Russell": 3, "Derby": 2, "Rosebery": 1, "Peel": 1}  # L1317
    assert (game.state.moderates, game.state.partisans) == (270, 60)  # L1309
    assert lead(game) == (None, 0)  # L1313: no marker on the Election Projections
    assert game.state.pact  # L1305
    for (party, sector), points in BOARD_AT_START.items():
        assert sector_points(game, Sector(sector), party) == points, (party, sector)
