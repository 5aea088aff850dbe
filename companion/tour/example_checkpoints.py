"""What the rulebook's Example of Play states at the end of each round (the moves are in
`companion.tour.example_moves`): every Sector for both parties, the lead and projected
seats, the Government MP Tracker (A = M + P), each politician's Standing, Favour and VP,
the roles, the bills passed and failed, and the Election results, each with the book's line.
Numbers the book only implies (the VP totals and the lead of most rounds) are the
arithmetic of `component-facts.md` sections 6g and 6m, whose lines are cited. Where the book
contradicts itself the value is our choice, and `docs/rules-decisions.md` ("The Example of
Play") says why. The golden test checks the replayed game against these; the tour shows
them at each round's end.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import Party

LIB, CON = Party.LIBERAL, Party.CONSERVATIVE


@dataclass(frozen=True)
class Checkpoint:
    """The end of a round as the book reports it; each value is (number, line)."""

    sectors: dict[tuple[Party, str], tuple[int, str]] = field(default_factory=dict)  # the changes this round
    lead: tuple[int, str] | None = None  # + Liberal, - Conservative
    seats: tuple[tuple[int, int], str] | None = None  # (Liberal, Conservative) projected
    mps: tuple[tuple[int, int, int], str] | None = None  # A, M, P
    standing: dict[str, tuple[int, str]] = field(default_factory=dict)
    favour: dict[str, tuple[int, str]] = field(default_factory=dict)
    vp: dict[str, tuple[int, str]] = field(default_factory=dict)
    roles: tuple[dict[str, str], str] | None = None
    passed: tuple[tuple[str, ...], str] = ((), "")
    lost: tuple[tuple[str, ...], str] = ((), "")  # failed by Vote or withdrawn
    election: tuple[tuple[int, int], str] | None = None  # (Government seats, Opposition seats)


START = "L404 and component-facts 6c: the gold-ringed starts"
BOARD_AT_START = {
    (LIB, "Conservatives"): 0,
    (LIB, "Farmers"): 1,
    (LIB, "Gentry"): 1,
    (LIB, "Ireland"): 7,
    (LIB, "Liberals"): 6,
    (LIB, "Middle Class"): 3,
    (LIB, "Scotland"): 4,
    (LIB, "Workers"): 5,
    (CON, "Conservatives"): 6,
    (CON, "Farmers"): 5,
    (CON, "Gentry"): 3,
    (CON, "Ireland"): 3,
    (CON, "Liberals"): 0,
    (CON, "Middle Class"): 3,
    (CON, "Scotland"): 4,
    (CON, "Workers"): 3,
}

ROLES_LIB_GOVERNMENT = {
    "Russell": "pm",
    "Rosebery": "government_backbencher",
    "Derby": "opposition_leader",
    "Peel": "opposition_backbencher",
}
ROLES_DERBY = {
    "Derby": "pm",
    "Peel": "government_backbencher",
    "Russell": "opposition_leader",
    "Rosebery": "opposition_backbencher",
}
ROLES_ROSEBERY = {
    "Rosebery": "pm",
    "Russell": "government_backbencher",
    "Derby": "opposition_leader",
    "Peel": "opposition_backbencher",
}
ROLES_ROSEBERY_PEEL = {
    "Rosebery": "pm",
    "Russell": "government_backbencher",
    "Peel": "opposition_leader",
    "Derby": "opposition_backbencher",
}
ROLES_RUSSELL_RESIGNED = {**ROLES_ROSEBERY_PEEL, "Russell": "government_backbencher (resigned)"}

CHECKPOINTS: dict[int, Checkpoint] = {
    1: Checkpoint(
        sectors={(LIB, "Middle Class"): (1, "L1381: 3 -> 1")},
        lead=(-2, "L1381: the Conservatives lead by 2"),
        seats=((325, 333), "L1381: 333 Conservative, 325 Liberal"),
        mps=((330, 330, 0), "L1387: 330 Moderates, no Partisans"),
        standing={"Russell": (9, "L1399"), "Derby": (7, "L1399"), "Rosebery": (0, "L1401"), "Peel": (1, "L1375")},
        favour={"Russell": (0, "L1381"), "Peel": (2, "L1401"), "Rosebery": (1, "L1301"), "Derby": (1, "L1301")},
        vp={"Russell": (1, "L1411: the Government's marker on 1"), "Derby": (4, "L1411: the Opposition's on 4")},
        roles=(ROLES_LIB_GOVERNMENT, "L1317"),
        lost=(("Public Health Act",), "L1399"),
    ),
    2: Checkpoint(
        lead=(-2, "L1427: the Government projected at 325"),
        seats=((325, 333), "L1427"),
        mps=((330, 330, 0), "L1427: 330 Government MPs"),
        standing={"Rosebery": (1, "L1423"), "Peel": (2, "L1425"), "Russell": (9, "L1427"), "Derby": (7, "L1427")},
        vp={"Russell": (7, "L1411 + the Copyright Act's 2 (L1431)"), "Derby": (8, "L1411 + 2 (L1431)")},
        roles=(ROLES_LIB_GOVERNMENT, "L1407"),
        passed=(("Copyright Act",), "L1431"),
    ),
    3: Checkpoint(
        sectors={
            (LIB, "Liberals"): (20, "L1449 6 -> 11, L1469 11 -> 20"),
            (LIB, "Workers"): (7, "L1469 Booth +2"),
            (LIB, "Ireland"): (9, "L1469 Newman +2"),
            (CON, "Middle Class"): (1, "L1469 Dickens -2"),
        },
        lead=(18, "L1471"),
        seats=((364, 294), "L1471: 364 Liberal, 294 Conservative"),
        mps=((290, 230, 60), "L1502: 290 = 230 M + 60 P"),
        standing={"Derby": (11, "L1492"), "Russell": (5, "L1493"), "Rosebery": (3, "L1445"), "Peel": (3, "L1453")},
        favour={"Peel": (3, "L1473"), "Russell": (0, "L1381"), "Derby": (1, "L1301")},
        vp={
            "Derby": (18, "component-facts 6m: 12 + Derby's 6 (L1495)"),
            "Russell": (17, "6m: 11 + the Election's 6 (L1500)"),
        },
        roles=(ROLES_DERBY, "L1487-1489"),
        lost=(("Elementary Education Act",), "L1473"),
        election=((285, 373), "L1496-1498: 285 Conservative, 373 Liberal"),
    ),
    4: Checkpoint(
        sectors={
            (LIB, "Gentry"): (5, "L1533: two Campaigns, 4 points"),
            (CON, "Gentry"): (5, "L1537 Food and Drugs"),
            (CON, "Middle Class"): (3, "L1537 Food and Drugs"),
        },
        lead=(18, "component-facts 6g: 18 + 4 - 4"),
        seats=((364, 294), "6g/6f: a lead of 18"),
        mps=((290, 250, 40), "L1527: 20 more Moderates"),
        standing={"Peel": (4, "L1529"), "Rosebery": (5, "L1539"), "Derby": (11, "L1537"), "Russell": (5, "L1541")},
        favour={"Derby": (2, "L1537"), "Rosebery": (1, "L1541: more Favour than Russell")},
        vp={"Derby": (26, "6m: 22 + 1 + 3 (L1516: a 3-point lead kept)"), "Russell": (23, "6m: 19 + 1 + 3")},
        roles=(ROLES_DERBY, "L1506"),
        passed=(("Food and Drugs Act",), "L1537"),
    ),
    5: Checkpoint(
        sectors={
            (LIB, "Scotland"): (5, "L1560 +1"),
            (LIB, "Gentry"): (7, "L1568 +2"),
            (CON, "Scotland"): (3, "L1570 -1"),
        },
        lead=(22, "6g: 18 + 1 + 2 + 1"),
        seats=((375, 283), "6f: a lead of 22 (L1592)"),
        mps=((290, 290, 0), "L1572: all 290 are Moderates"),
        standing={"Peel": (5, "L1554"), "Rosebery": (6, "L1562"), "Derby": (11, "L1570"), "Russell": (5, "L1541")},
        favour={"Rosebery": (3, "L1566"), "Derby": (2, "L1537")},
        vp={"Derby": (35, "6m: 26 + 6 + 3"), "Russell": (32, "6m: 23 + 6 + 3")},
        roles=(ROLES_DERBY, "L1548"),
        passed=(("Lunacy Act",), "L1572"),
    ),
    6: Checkpoint(
        sectors={
            (LIB, "Scotland"): (7, "L1582 +2"),
            (LIB, "Gentry"): (9, "L1584 +2"),
            (CON, "Middle Class"): (5, "L1590 Tramways"),
            (CON, "Workers"): (5, "L1590 Tramways"),
        },
        lead=(22, "L1592"),
        seats=((375, 283), "L1592"),
        mps=((290, 290, 0), "L1596"),
        standing={"Peel": (6, "L1580"), "Rosebery": (7, "L1582"), "Derby": (13, "L1588")},
        favour={"Peel": (4, "L1590"), "Rosebery": (4, "L1582")},
        vp={"Derby": (44, "6m: 35 + 6 + 3"), "Russell": (41, "6m: 32 + 6 + 3")},
        roles=(ROLES_DERBY, "L1578"),
        passed=(("Tramways Act",), "L1590"),
    ),
    7: Checkpoint(
        sectors={
            (LIB, "Scotland"): (11, "L1606: two steps, 4 points, the top"),
            (LIB, "Ireland"): (13, "L1612 O'Connell, 4 points"),
            (LIB, "Gentry"): (11, "L1612 +2"),
            (CON, "Gentry"): (7, "L1618 Tennyson; L1948 'from 7'"),
            (LIB, "Liberals"): (17, "L1618 Thackeray -3"),
            (CON, "Scotland"): (5, "L1618 Poor Law, 2 points"),
            (CON, "Workers"): (9, "L1618 Poor Law, 4 points"),
        },
        lead=(21, "6g: 22 + 4 + 4 + 2 - 2 - 3 - 6 (416/242 at L1612 on the way)"),
        seats=((372, 286), "6f: a lead of 21"),
        mps=((290, 290, 0), "L1602: an all-Moderate lineup"),
        standing={"Peel": (7, "L1604"), "Rosebery": (8, "L1606"), "Derby": (12, "L1616")},
        vp={"Derby": (55, "6m: 44 + 6 + 1 + 1 + 3"), "Russell": (52, "6m: 41 + 6 + 1 + 1 + 3")},
        roles=(ROLES_DERBY, "L1598"),
        passed=(("Poor Law (Scotland) Act",), "L1618"),
    ),
    8: Checkpoint(
        sectors={
            (CON, "Conservatives"): (11, "L1628 Carlyle +5"),
            (CON, "Scotland"): (7, "L1628 Livingstone +2"),
            (LIB, "Gentry"): (16, "L1630 +2, L1634 +3 to the top"),
            (LIB, "Liberals"): (17, "L1630 +3, L1642 Pankhurst -3"),
            (CON, "Farmers"): (9, "L1642 Ground Game, 4 points"),
            (CON, "Workers"): (11, "L1642: the top"),
        },
        lead=(13, "6g: 21 - 5 - 2 + 3 + 2 + 3 - 3 - 6"),
        seats=((349, 309), "6f: a lead of 13"),
        mps=((290, 290, 0), "L1596, unchanged"),
        standing={"Peel": (8, "L1628"), "Derby": (11, "L1640"), "Rosebery": (8, "L1634"), "Russell": (5, "L1664")},
        favour={"Peel": (6, "L1642"), "Derby": (1, "L1640"), "Russell": (0, "L1640")},
        vp={"Derby": (64, "6m: 55 + 6 + 3"), "Russell": (61, "6m: 52 + 6 + 3")},
        roles=(ROLES_DERBY, "L1622"),
        passed=(("Ground Game Act",), "L1642"),
    ),
    9: Checkpoint(
        sectors={
            (CON, "Middle Class"): (7, "L1654 Nightingale +2"),
            (CON, "Conservatives"): (14, "L1654 Malmesbury +3"),
            (LIB, "Farmers"): (3, "L1660 Bentinck +2"),
            (CON, "Farmers"): (13, "L1666 Crofter's: 8 points in all"),
            (CON, "Scotland"): (11, "L1666: both parties at the top"),
        },
        lead=(2, "L1668"),
        seats=((333, 325), "L1668"),
        mps=((330, 90, 240), "L1687: 240 Partisan = Ireland 50 + Liberals 170 + Workers 20"),
        standing={"Rosebery": (11, "L1683"), "Derby": (5, "L1684"), "Russell": (0, "L1677"), "Peel": (8, "L1700")},
        favour={"Rosebery": (6, "L1662"), "Peel": (6, "L1662"), "Derby": (1, "L1640")},
        vp={
            "Rosebery": (76, "6m: 73 + the PM Replacement Bonus (L1681)"),
            "Derby": (79, "6m: 73 + the Election's 6 (L1680)"),
        },
        roles=(ROLES_ROSEBERY, "L1692"),
        passed=(("Crofter's Holdings (Scotland) Act",), "L1666"),
        election=((325, 333), "L1676: Conservatives 325, Liberals 333"),
    ),
    10: Checkpoint(
        sectors={(LIB, "Farmers"): (1, "L1720: Unrest -2; the Cruelty to Animals Act can do no more")},
        lead=(0, "L1720: a tie"),
        seats=((329, 329), "L1720 / 6f: no marker"),
        mps=((330, 90, 240), "L1687, unchanged"),
        standing={"Russell": (3, "L1726"), "Peel": (8, "L1730"), "Derby": (0, "L1732"), "Rosebery": (11, "L1692")},
        vp={"Rosebery": (82, "6m: 76 + 4 + 2"), "Peel": (85, "6m: 79 + 2 + 2 (L1704) + 2")},
        roles=(ROLES_ROSEBERY_PEEL, "L1730-1734"),
        passed=(("Cruelty to Animals Act",), "L1724"),
    ),
    11: Checkpoint(
        sectors={
            (CON, "Conservatives"): (11, "L1758 Mill: one step, 3 points"),
            (LIB, "Workers"): (3, "L1762: two steps, 4 points"),
        },
        lead=(-1, "6g: 0 + 3 - 4"),
        seats=((327, 331), "6f: a lead of 1"),
        mps=((330, 90, 240), "L1687, unchanged"),
        standing={"Rosebery": (9, "L1752"), "Russell": (4, "L1752"), "Derby": (1, "L1756"), "Peel": (8, "L1760")},
        favour={
            "Rosebery": (6, "L1758 6 -> 5, then the British North America Act's +1 (L1706; our item 9)"),
            "Peel": (6, "L1944"),
        },
        vp={"Rosebery": (88, "6m: 86 (L1751) + 2"), "Russell": (86, "L1751"), "Peel": (89, "6m: 87 + 2")},
        roles=(ROLES_RUSSELL_RESIGNED, "L1738, L1750"),
        passed=(("British North America Act",), "L1764, L1936"),
    ),
    12: Checkpoint(
        sectors={
            (LIB, "Workers"): (5, "L1944 Livingstone +2"),
            (CON, "Conservatives"): (6, "L1946 Brunel, doubled: -5"),
            (CON, "Gentry"): (13, "L1948 7 -> 16, L1952 Howley -3"),
            (LIB, "Liberals"): (20, "L1952 Darwin +3"),
            (LIB, "Conservatives"): (2, "L1952 Malmesbury +2"),
            (LIB, "Ireland"): (16, "L1952 Wilde +3, the top"),
        },
        lead=(8, "L1766: a -6 card left the Government 334, so 340 projected"),
        seats=((340, 318), "L1766"),
        mps=((330, 80, 250), "L1766: 250 Partisan = Liberals 200 + Ireland 50"),
        standing={
            "Russell": (5, "L1944"),
            "Derby": (4, "L1946"),
            "Peel": (7, "L1780"),
            "Rosebery": (8, "L1772, L1780"),
        },
        favour={"Peel": (3, "L1944")},
        vp={
            "Rosebery": (92, "L1942: 90 or more; 6m: 88 + 4"),
            "Russell": (86, "L1940: nothing more"),
            "Peel": (93, "6m: 89 + 2 + 2"),
        },
        roles=(ROLES_RUSSELL_RESIGNED, "L1940"),
        lost=(("Penal Servitude Act",), "the missing page: L1766 holds the Election, L1780 the Standing 8 v 7"),
        election=((334, 324), "L1766: the Government 334"),
    ),
    13: Checkpoint(
        sectors={
            (LIB, "Liberals"): (14, "L1778 Shelley, doubled: -6"),
            (LIB, "Gentry"): (16, "L1782: Derby Day, then Princess Helena"),
        },
        lead=(2, "L1792"),
        seats=((333, 325), "L1792"),
        standing={"Derby": (5, "L1778"), "Peel": (11, "L1794: the PM's mat start, 11.4")},
        favour={"Peel": (3, "L1792"), "Russell": (0, "L1792")},
        vp={
            "Peel": (100, "L1796"),
            "Russell": (93, "6m: 87 + his own Replacement Bonus (L1788)"),
            "Rosebery": (96, "6m: 92 + 4"),
        },
        roles=(
            {
                "Peel": "pm",
                "Derby": "government_backbencher",
                "Russell": "opposition_leader",
                "Rosebery": "opposition_backbencher",
            },
            "L1794",
        ),
        lost=(("Vaccination Act",), "L1784"),
        election=((333, 325), "L1792: Russell's Liberals 333, Peel's Conservatives 325"),
    ),
}
