"""The guide's own worked examples (shared/rules/electioneer-uk-guide.txt), each with its line."""

from __future__ import annotations

from electioneer.data_load import load_cards
from electioneer.rules import (
    CON,
    LAB,
    TABLE,
    Card,
    DecisionKind,
    Game,
    Outcome,
    Policy,
    Standing,
    count_week,
    election,
    money,
    new_setup,
    short_by,
)
from electioneer.rules.cards import Constituency

CARDS = load_cards()
ISLINGTON = CARDS.constituency("Islington North")
DUMFRIES = CARDS.constituency("Dumfries & Galloway")


def test_l49_a_five_all_tie_in_islington_north_goes_to_lab() -> None:
    """Guide L49: LAB +4 Healthcare +1 Taxes (+5) against CON +5 Healthcare, 0 Taxes (+5)."""
    lab, con = CARDS.policy("NHS Pledge"), CARDS.policy("Waiting List Blitz")
    assert (lab.score("Healthcare"), lab.score("Taxes")) == (4, 1)
    assert (con.score("Healthcare"), con.score("Taxes")) == (5, 0)
    week = count_week(ISLINGTON, ["Healthcare", "Taxes"], {CON: con, LAB: lab})
    assert week.score(LAB) == week.score(CON) == 5
    assert week.winner == LAB
    # the same tie the other way round would still go to LAB: it is Islington North's preference
    assert count_week(ISLINGTON, ["Healthcare", "Taxes"], {LAB: lab, CON: con}).winner == LAB


def test_l49_the_same_week_played_on_real_cards_through_the_game() -> None:
    """Guide L49 through the engine: the table names what is turned over; LAB wins the week."""
    game = Game(CARDS, new_setup([CON, LAB], seed=3, theatrics="none", table=True))
    game.apply(Card("Islington North"))
    while game.pending().kind is DecisionKind.DEAL_CONSTITUENCY:  # type: ignore[union-attr]
        game.apply(game.pending().choices[0])  # type: ignore[union-attr]
    for issue in ("Healthcare", "Taxes"):
        game.apply(Card(issue))
    game.apply(Card("Waiting List Blitz"))  # CON's policy, revealed
    record = game.apply(Card("NHS Pledge"))  # LAB's
    assert "Week 1: LAB wins Islington North (CON +5, LAB +5)." in record.happened
    decision = game.pending()
    assert decision is not None and decision.owner == LAB and decision.kind is DecisionKind.SWAP_ISSUE


def con_manifesto_costing_9_saving_8() -> list[Policy]:
    names = [
        "Strong Defence",
        "National Insurance Cut",
        "Science Superpower",  # cost 3 + 3 + 3
        "Tax Cut",
        "Means-Tested Benefits",
        "Sugar Tax",
        "Seasonal Worker Scheme",
    ]  # save 2 + 2 + 2 + 2
    return [CARDS.policy(n) for n in names]


def test_l59_a_con_manifesto_costing_9_and_saving_8_must_discard() -> None:
    """Guide L59: costing 9 but saving only 8, the CON manifesto does not balance."""
    policies = con_manifesto_costing_9_saving_8()
    assert sum(p.costs for p in policies) == 9 and sum(p.saves for p in policies) == 8
    assert money(policies) == -1 and short_by(policies) == 1


def test_l59_on_election_day_con_is_asked_to_drop_a_policy() -> None:
    game = Game(CARDS, new_setup([CON, LAB], seed=4, theatrics="none", table=True))
    con = [p.name for p in con_manifesto_costing_9_saving_8()]
    lab = [
        "Windfall Tax",
        "Sell Public Land",
        "Defence Review",
        "Rent Controls",
        "Efficiency Savings",
        "Freeports",
        "Right to Buy",
    ]  # saves every time: LAB balances
    while (decision := game.pending()) is not None and decision.kind is not DecisionKind.BALANCE_BOOKS:
        if decision.kind is DecisionKind.REVEAL_POLICY:
            game.apply(Card((con if decision.subject == CON else lab)[game.state.week - 1]))
        elif decision.owner == TABLE:
            game.apply(decision.choices[0])
        else:
            game.apply("pass")
    assert decision is not None and decision.owner == CON
    assert "1 short" in decision.prompt
    game.apply('drop "Science Superpower"')
    result = game.result()
    assert result is not None and "Science Superpower" not in game.state.party[CON].manifesto


def test_l63_dumfries_and_galloway_goes_to_con_plus_6_against_plus_1() -> None:
    """Guide L63: LAB +1 Growth, 0 Environment; CON +3 Growth, +3 Environment."""
    lab = [Policy("Jobs", (("Growth", 1),), 1)]
    con = [Policy("Growth Plan", (("Growth", 3),), 1), Policy("Green Jobs", (("Environment", 3),), 1)]
    line = [(DUMFRIES, ("Growth", "Environment"))] + [
        (Constituency(f"Seat {n}", (LAB, CON)), ("Housing", "Defence")) for n in range(6)
    ]
    result = election(line, {CON: con, LAB: lab})
    assert dict(result.totals)["Dumfries & Galloway"] == ((CON, 6), (LAB, 1))
    assert dict(result.winners)["Dumfries & Galloway"] == CON


def test_l66_lab_with_four_seats_against_three_forms_the_government() -> None:
    """Guide L66: a 2-player election of LAB 4 seats, CON 3: LAB has a majority and wins."""
    lab = [Policy("Homes", (("Housing", 2),), 1)]
    con = [Policy("Defence", (("Defence", 2),), 1)]
    line = [(Constituency(f"Housing seat {n}", (CON, LAB)), ("Housing", "Growth")) for n in range(4)]
    line += [(Constituency(f"Defence seat {n}", (LAB, CON)), ("Defence", "Growth")) for n in range(3)]
    result = election(line, {CON: con, LAB: lab})
    assert dict(result.seats) == {CON: 3, LAB: 4}
    assert result.government.parties == (LAB,) and result.outcome is Outcome.MAJORITY
    assert result.standing(LAB) is Standing.WON and result.standing(CON) is Standing.LOST
