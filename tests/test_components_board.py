"""Rule 1.5 (the game board) and 1.4 (player mats): `decks/board.yaml` against the book.

Each test checks one stated fact, or one group of them, from section 6 of
shared/rules/component-facts.md (L... are rulebook line numbers). Everything is read
through the public loader `engine.decks.load_components`. The reconstruction behind the
ladders and the projection curve is explained in docs/components/board-and-politicians.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.components import Board, Party, Sector, SectorLadder, Source
from engine.decks import load_components

DECKS = Path(__file__).resolve().parents[1] / "decks"

LIB, CON = Party.LIBERAL, Party.CONSERVATIVE
C, F, G, I, L, M, S, W = (
    Sector.CONSERVATIVES,
    Sector.FARMERS,
    Sector.GENTRY,
    Sector.IRELAND,
    Sector.LIBERALS,
    Sector.MIDDLE_CLASS,
    Sector.SCOTLAND,
    Sector.WORKERS,
)


@pytest.fixture(scope="module")
def board() -> Board:
    return load_components(DECKS).board


# --- helpers ---------------------------------------------------------------------------


def start_points(ladder: SectorLadder) -> int:
    return ladder.positions[ladder.start]


def walk(ladder: SectorLadder, moves: list[int], at: int | None = None) -> tuple[int, list[int]]:
    """Apply step moves from `at` (default: the start), clamping at the ends as 1.8 does.

    Returns the final point value and the points gained (or lost) by each move."""
    index = ladder.start if at is None else ladder.positions.index(at)
    gains = []
    for steps in moves:
        new = max(0, min(len(ladder.positions) - 1, index + steps))
        gains.append(ladder.positions[new] - ladder.positions[index])
        index = new
    return ladder.positions[index], gains


def step_up(ladder: SectorLadder, points: int) -> int:
    i = ladder.positions.index(points)
    return ladder.positions[i + 1] - points


def step_down(ladder: SectorLadder, points: int) -> int:
    i = ladder.positions.index(points)
    return points - ladder.positions[i - 1]


def partisan_at(ladder: SectorLadder, points: int) -> int:
    return ladder.partisan[ladder.positions.index(points)]


def totals(board: Board, moved: dict[Party, dict[Sector, int]] | None = None) -> dict[Party, int]:
    """Each party's Popularity total with the markers at their starts, except `moved`."""
    moved = moved or {}
    out = {}
    for party in Party:
        total = 0
        for sector in Sector:
            ladder = board.ladder(sector, party)
            points = moved.get(party, {}).get(sector, start_points(ladder))
            assert points in ladder.positions, f"{party.value} {sector.value} {points} is not a space"
            total += points
        out[party] = total
    return out


def lead(board: Board, moved: dict[Party, dict[Sector, int]]) -> int:
    """+ = Liberal lead, - = Conservative lead."""
    t = totals(board, moved)
    return t[LIB] - t[CON]


def largest_lead(board: Board, leader: Party, workers_factor: int = 1) -> int:
    trailer = leader.other
    return sum(
        (max(board.ladder(s, leader).positions) - min(board.ladder(s, trailer).positions))
        * (workers_factor if s is W else 1)
        for s in Sector
    )


# --- 6a General ------------------------------------------------------------------------


def test_every_sector_has_a_ladder_for_each_party(board: Board) -> None:
    assert [s.value for s in Sector] == [
        "Conservatives",
        "Farmers",
        "Gentry",
        "Ireland",
        "Liberals",
        "Middle Class",
        "Scotland",
        "Workers",
    ]  # L293: alphabetical
    assert set(board.ladders) == {(s, p) for s in Sector for p in Party}
    for (sector, party), ladder in board.ladders.items():
        assert (ladder.sector, ladder.party) == (sector, party)
        assert ladder.source in (Source.PRINTED, Source.RECONSTRUCTED)


def test_every_step_is_worth_one_to_three_points(board: Board) -> None:  # L297
    for ladder in board.ladders.values():
        steps = [b - a for a, b in zip(ladder.positions, ladder.positions[1:])]
        assert steps and all(1 <= d <= 3 for d in steps), (ladder.sector, ladder.party, steps)
        assert len(ladder.partisan) == len(ladder.positions)


def test_partisan_points_never_fall_as_popularity_rises(board: Board) -> None:
    for ladder in board.ladders.values():
        assert list(ladder.partisan) == sorted(ladder.partisan), (ladder.sector, ladder.party)


def test_starting_totals_are_equal_so_no_projection_marker(board: Board) -> None:  # L404, L1313
    t = totals(board)
    assert t[LIB] == t[CON]
    assert board.seats(0) == (329, 329)


def test_setup_partisan_points_equal_the_opening_government(board: Board) -> None:
    # L406: the opening Liberal Government has 60 Partisan MPs; L1502: the first
    # Conservative Government got exactly 60 P, from the Conservatives Sector alone.
    assert board.government_mps == (270, 60)
    for party in Party:
        at_start = {s: board.ladder(s, party).partisan[board.ladder(s, party).start] for s in Sector}
        assert sum(at_start.values()) == 60
    assert partisan_at(board.ladder(L, LIB), 6) == 60
    assert partisan_at(board.ladder(C, CON), 6) == 60


# --- 6b / 6d Per-sector data points ------------------------------------------------------


def test_gentry_at_13_step_up_is_3_and_step_down_is_2(board: Board) -> None:  # L297
    for party in Party:
        ladder = board.ladder(G, party)
        assert step_up(ladder, 13) == 3
        assert step_down(ladder, 13) == 2


def test_conservative_gentry_four_steps_from_7_reach_the_top_at_16(board: Board) -> None:  # L1948
    ladder = board.ladder(G, CON)
    final, gains = walk(ladder, [4], at=7)
    assert final == 16 == max(ladder.positions)
    assert sum(gains) == 9
    assert walk(ladder, [-1], at=16)[1] == [-3]  # L1952: Howley, 16 -> 13


def test_gentry_partisan_points_go_to_the_conservatives(board: Board) -> None:  # L1533, L1502
    assert max(board.ladder(G, CON).partisan) > 0
    assert partisan_at(board.ladder(G, CON), start_points(board.ladder(G, CON))) == 0


def test_liberals_sector_liberal_track(board: Board) -> None:
    ladder = board.ladder(L, LIB)
    assert start_points(ladder) == 6  # L1449
    assert walk(ladder, [2], at=6) == (11, [5])  # L1449: two steps, 6 -> 11
    assert walk(ladder, [3], at=11) == (20, [9])  # L1469: three steps, 11 -> 20
    assert max(ladder.positions) == 20
    assert 17 in ladder.positions  # L1687
    # Every Liberal step earns Partisan points (L299): 10 x points at 6, 17, 20 (L1502, L1687, L1766).
    assert [partisan_at(ladder, p) for p in (6, 17, 20)] == [60, 170, 200]
    assert all(b > a for a, b in zip(ladder.partisan, ladder.partisan[1:]))


def test_liberals_sector_conservatives_start_at_their_minimum(board: Board) -> None:  # L1423, L1628
    ladder = board.ladder(L, CON)
    assert ladder.start == 0


def test_conservatives_sector_conservative_track(board: Board) -> None:
    ladder = board.ladder(C, CON)
    assert start_points(ladder) == 6 and partisan_at(ladder, 6) == 60  # L1502
    assert 170 in ladder.partisan  # L950
    assert walk(ladder, [2], at=6) == (11, [5])  # L1628 Carlyle
    assert walk(ladder, [1], at=11) == (14, [3])  # L1654 Malmesbury
    assert walk(ladder, [-1], at=14) == (11, [-3])  # L1758 Mill
    assert walk(ladder, [-2], at=11) == (6, [-5])  # L1946 Brunel, doubled


def test_conservatives_sector_liberals_start_at_their_minimum(board: Board) -> None:
    ladder = board.ladder(C, LIB)
    assert ladder.start == 0  # L1612
    assert walk(ladder, [1]) == (2, [2])  # L1952: a Liberal step here is worth 2


def test_middle_class_track(board: Board) -> None:
    lib = board.ladder(M, LIB)
    assert start_points(lib) == 3  # L1381
    assert walk(lib, [-1]) == (1, [-2])  # L1381: 3 -> 1 is one step
    assert min(lib.positions) == 1  # L1419
    for party in Party:  # L1533: no Partisan points for either party
        assert set(board.ladder(M, party).partisan) == {0}
    assert walk(board.ladder(M, CON), [-1])[1] == [-2]  # L1469 Dickens lowers Con 2 points


def test_workers_track(board: Board) -> None:  # L301
    lib, con = board.ladder(W, LIB), board.ladder(W, CON)
    assert max(lib.positions) == 11 and max(con.positions) == 11
    assert lib.partisan[-1] == 70 and max(lib.partisan) == 70
    assert lib.partisan[lib.start] == 0
    assert lib.partisan[lib.start + 1] == 20  # L1687: one step above the start
    assert set(con.partisan) == {0}
    for points in (7, 11):  # L1147-1149: the Scenario 5 example
        assert points in lib.positions and points in con.positions


def test_workers_example_of_play_moves(board: Board) -> None:
    lib = board.ladder(W, LIB)
    assert walk(lib, [1])[1] == [2]  # L1469 Booth
    after_booth = walk(lib, [1])[0]
    assert walk(lib, [-2], at=after_booth)[1] == [-4]  # L1762 Coal Mine Disaster
    con = board.ladder(W, CON)
    final, gains = walk(con, [1, 2, 1])  # Tramways, Poor Law (4 points), Ground Game
    assert gains == [2, 4, 2] and final == max(con.positions)  # L1590, L1618, L1642


def test_scotland_conservatives_start_second_lowest_and_drop_one_point(board: Board) -> None:  # L1570
    con = board.ladder(S, CON)
    assert con.start == 1
    assert walk(con, [-1]) == (con.positions[0], [-1])


def test_scotland_conservative_ledger_ends_at_the_top(board: Board) -> None:
    con = board.ladder(S, CON)
    # Schism -1 point (L1570); Poor Law 2 points (L1618, two 1-point steps: our choice for
    # the book's "a step ... (2 points)"); Livingstone 2 points (L1628); Crofter's two steps
    # to the top, where both parties end (L1666).
    final, gains = walk(con, [-1, 2, 1, 2])
    assert gains[:3] == [-1, 2, 2]
    assert final == max(con.positions) == max(board.ladder(S, LIB).positions)


def test_scotland_liberal_ledger_1_2_then_4_over_two_steps_to_the_top(board: Board) -> None:
    lib = board.ladder(S, LIB)
    final, gains = walk(lib, [1, 1, 2])  # Rosebery: L1560 (+1), L1582 (+2), L1606 (two steps, +4, the top)
    assert gains == [1, 2, 4]
    assert final == max(lib.positions)
    assert 9 in lib.positions  # L1011: Scenario 1 puts the Liberals at 9


def test_gentry_liberal_ledger_seven_steps_from_the_bottom_to_the_top(board: Board) -> None:
    lib = board.ladder(G, LIB)
    assert lib.start == 0  # the seven steps below add up to the whole track
    # Russell x2 (L1533, 4 points), Russell (L1568), Russell (L1584), Russell (L1612),
    # Duke of York (L1630), Russell "maxing it out for another 3 points" (L1634).
    final, gains = walk(lib, [2, 1, 1, 1, 1, 1])
    assert gains == [4, 2, 2, 2, 2, 3]
    assert final == max(lib.positions) == 16
    assert walk(lib, [-1, 1], at=16) == (16, [-3, 3])  # L1782: Derby Day, then Princess Helena


def test_conservative_gentry_ledger_reaches_7_before_peel(board: Board) -> None:
    con = board.ladder(G, CON)
    final, gains = walk(con, [1, 1])  # Food and Drugs (L1537), Tennyson (L1618)
    assert gains == [2, 2] and final == 7  # L1948: Peel starts from 7


def test_farmers_liberals_start_at_their_minimum(board: Board) -> None:
    lib = board.ladder(F, LIB)
    assert lib.start == 0  # L1660, L1720
    assert walk(lib, [1, -1])[1] == [2, -2]  # Bentinck up to the second-lowest, Unrest back


def test_farmers_conservative_partisan_and_example_moves(board: Board) -> None:
    con = board.ladder(F, CON)
    assert 60 in con.partisan  # L950
    assert con.partisan[con.start] == 0  # L1502
    final, gains = walk(con, [2])  # L1642 Ground Game: a 4-point Farmers effect
    assert gains == [4]
    # L1666 Crofter's: two Farmers steps and two Scotland steps, 8 points in all.
    scot_before = walk(board.ladder(S, CON), [-1, 1, 1])[0]
    crofters = walk(con, [2], at=final)[1][0] + walk(board.ladder(S, CON), [2], at=scot_before)[1][0]
    assert crofters == 8


def test_ireland_liberal_partisan_50_on_the_upper_spaces(board: Board) -> None:
    lib = board.ladder(I, LIB)
    assert lib.partisan[lib.start] == 0
    final, gains = walk(lib, [1, 2])  # L1469 Newman (+2), L1612 O'Connell (two steps, +4)
    assert gains == [2, 4]
    assert partisan_at(lib, final) == 50  # L1687
    top, last = walk(lib, [1], at=final)  # L1952 Wilde: +3, to the top
    assert last == [3] and top == max(lib.positions)
    assert partisan_at(lib, top) == 50  # L1766
    assert partisan_at(lib, top) != 10 * top  # not 10 x points, unlike the party sectors


def test_example_partisan_totals(board: Board) -> None:
    def partisan(party: Party, moved: dict[Sector, int]) -> int:
        total = 0
        for s in Sector:
            ladder = board.ladder(s, party)
            total += partisan_at(ladder, moved.get(s, start_points(ladder)))
        return total

    ire = board.ladder(I, LIB)
    workers = board.ladder(W, LIB)
    # L1687: R9 Liberal Government, 240 P = Ireland 50 + Liberals 170 + Workers 20.
    assert partisan(LIB, {I: ire.positions[ire.start + 3], L: 17, W: workers.positions[workers.start + 1]}) == 240
    # L1766: R12, 250 P = Liberals 200 + Ireland 50 (Workers back below the start).
    assert partisan(LIB, {I: max(ire.positions), L: 20, W: workers.positions[workers.start - 1]}) == 250
    # L950: Conservatives 170 + Farmers 60 = 230 P.
    farmers = board.ladder(F, CON)
    sixty = farmers.positions[farmers.partisan.index(60)]
    assert partisan(CON, {C: 17, F: sixty}) == 230


# --- 6e Scenarios ----------------------------------------------------------------------


SCENARIO_1 = {
    CON: {C: 14, G: 16, W: 5},
    LIB: {F: 7, G: 7, L: 3, M: 9, S: 9, W: 7},
}
SCENARIO_2 = {LIB: {C: 2, G: 11, I: 7, L: 20}}


def test_scenario_1_positions_exist_and_give_a_conservative_lead_of_1(board: Board) -> None:  # L1009-1011
    assert lead(board, SCENARIO_1) == -1


def test_scenario_2_positions_exist_and_give_a_liberal_lead_of_26(board: Board) -> None:  # L1035-1036
    assert lead(board, SCENARIO_2) == 26


def test_scenario_2_ireland_at_7_is_the_liberal_start(board: Board) -> None:
    # Contradiction 15: with the Liberal Gentry start at the bottom (the ledger's seven
    # steps) and the lead of 26 (L1036), one listed marker must already be in place: we keep
    # the Conservatives Sector a mirror of the Liberals Sector (minimum 0, first step 2,
    # L1952), so "Ireland 7" is where the Liberal Ireland marker starts.
    assert start_points(board.ladder(I, LIB)) == 7
    for sector in (C, G, L):
        assert start_points(board.ladder(sector, LIB)) != SCENARIO_2[LIB][sector]


# --- 6f Election Projections ------------------------------------------------------------


PRINTED_PROJECTIONS = {
    0: (329, 329),
    2: (333, 325),
    8: (340, 318),
    15: (355, 303),
    18: (364, 294),
    22: (375, 283),
    32: (416, 242),
}


def test_projections_hit_every_stated_data_point(board: Board) -> None:  # L317, L1381, L1471, L1592, L1612, L1766
    for lead_, seats in PRINTED_PROJECTIONS.items():
        assert board.seats(lead_) == seats


def test_projections_cover_the_largest_possible_lead(board: Board) -> None:
    rows = board.projections
    assert [r.lead for r in rows] == list(range(len(rows)))
    biggest = max(largest_lead(board, p, workers_factor=2) for p in Party)  # Scenario 5 doubles Workers
    assert biggest >= max(largest_lead(board, p) for p in Party)
    assert rows[-1].lead == biggest


def test_every_projection_row_sums_to_658(board: Board) -> None:  # L889
    assert board.total_seats == 658
    for row in board.projections:
        assert row.leader_seats + row.trailer_seats == 658


def test_projections_grow_faster_as_the_lead_grows(board: Board) -> None:  # L323
    seats = [r.leader_seats for r in board.projections]
    assert all(b >= a for a, b in zip(seats, seats[1:]))
    assert all(s >= 330 for s in seats[1:])  # any lead wins a majority on projection
    gain = lambda a, b: (seats[b] - seats[a]) / (b - a)  # noqa: E731
    assert gain(0, 8) < gain(8, 15) < gain(15, 22) < gain(22, 32) < gain(32, 40)


def test_by_election_examples_follow_from_the_table(board: Board) -> None:
    # L1427: trailing by 2, the Government projects 325, rounds to 330 and holds 330 MPs.
    trailer = board.seats(2)[1]
    assert trailer == 325 and (trailer + 5) // 10 * 10 == 330  # rounding is half-up (6h)
    # L1616: at a Liberal lead of 32 the Conservative Government projects 242.
    assert board.seats(32)[1] == 242


# --- 6h, 6i, 6k, 6l Trackers ------------------------------------------------------------


def test_parliament_numbers(board: Board) -> None:  # L889, L406, L798-804
    assert board.majority == 330
    assert board.government_mps == (270, 60)
    assert sum(board.government_mps) == 330
    assert (board.vote_minimum, board.vote_pass, board.vote_certain) == (320, 330, 350)


def test_vote_adjustment_track_runs_from_minus_80_to_plus_100(board: Board) -> None:  # L800, L1457, L1477
    assert board.vote_adjustment_range == (-80, 100)


def test_favour_track(board: Board) -> None:  # L364, L402, L1072, L1642
    low, high = board.favour_range
    assert low == 0 and board.favour_start == 1
    assert high >= 6  # the example reaches 6
    assert high <= 10  # Career Card requirements are checked against 0..10


def test_score_track_reminders(board: Board) -> None:  # L347, L485, L746, L973
    assert board.election_marker_lock == 85
    assert board.resignation_limit == 90
    assert board.father_of_the_house == 90
    assert board.victory == 100


# --- 6j Mats ---------------------------------------------------------------------------


def test_pm_mat_front(board: Board) -> None:  # L227, L1469, L1537, L1772
    mat = board.mat("pm")
    assert (mat.standing_min, mat.standing_max, mat.standing_start) == (5, 14, 11)
    assert [mat.cubes(s) for s in range(5, 15)] == [2, 2, 2, 2, 3, 3, 3, 3, 4, 4]
    assert mat.source is Source.PRINTED


def test_opposition_leader_mat_front(board: Board) -> None:  # L240, L1760
    mat = board.mat("opposition_leader")
    assert (mat.standing_min, mat.standing_max, mat.standing_start) == (4, 11, 5)
    assert [mat.cubes(s) for s in range(4, 12)] == [2, 2, 2, 2, 2, 3, 3, 3]
    assert mat.free_supporter_at is None


def test_backbencher_mat(board: Board) -> None:  # L268, L1449
    mat = board.mat("backbencher")
    assert (mat.standing_min, mat.standing_max, mat.standing_start) == (0, 8, 0)
    assert [mat.cubes(s) for s in range(9)] == [1, 1, 1, 2, 2, 2, 2, 2, 2]


@pytest.mark.parametrize("name", ["pm", "opposition_leader"])
def test_reverse_party_leader_mats_have_lower_thresholds(board: Board, name: str) -> None:  # L256
    front, reverse = board.mat(name, "front"), board.mat(name, "reverse")
    assert (reverse.standing_min, reverse.standing_max, reverse.standing_start) == (
        front.standing_min,
        front.standing_max,
        front.standing_start,
    )
    levels = range(front.standing_min, front.standing_max + 1)
    assert all(reverse.cubes(s) >= front.cubes(s) for s in levels)
    assert any(reverse.cubes(s) > front.cubes(s) for s in levels)
    assert max(reverse.cubes(s) for s in levels) == max(front.cubes(s) for s in levels)


def test_reverse_mats_as_reconstructed_give_the_lone_liberal_its_cubes(board: Board) -> None:  # L256
    """Our reconstruction (docs/components/board-and-politicians.md, "Reverse mats"): a
    3-player Liberal PM never falls below 3 cubes and has 4 from Standing 9; as Opposition
    Leader it has 3 from Standing 5, its starting Standing."""
    pm, ol = board.mat("pm", "reverse"), board.mat("opposition_leader", "reverse")
    assert [pm.cubes(s) for s in range(5, 15)] == [3, 3, 3, 3, 4, 4, 4, 4, 4, 4]
    assert [ol.cubes(s) for s in range(4, 12)] == [2, 3, 3, 3, 3, 3, 3, 3]
    front = board.mat("pm", "front")
    assert [front.cubes(s) for s in (5, 9, 13)] == [2, 3, 4]  # printed, for comparison


def test_reverse_opposition_leader_mat_gives_a_supporter_at_11(board: Board) -> None:  # L256
    assert board.mat("opposition_leader", "reverse").free_supporter_at == 11


def test_no_mat_pays_more_than_four_cubes(board: Board) -> None:  # L1598
    for mat in board.mats.values():
        assert max(c for _, c in mat.cube_thresholds) <= 4
