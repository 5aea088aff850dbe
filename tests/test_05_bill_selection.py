"""Rule 5.0 Bill Selection, for 2 players: the Opposition Leader draws four and proposes
two, the PM draws four, selects three of the six one at a time, the 1 VP Bill Selection
Bonus, the discards, and the initial Vote projections."""

from __future__ import annotations

from engine.state import Phase

from helpers import (
    OL,
    PM,
    arrange,
    arrange_pile,
    bills_on_board,
    choices,
    do,
    kind,
    pending,
    projected,
    reveal,
    select_bills,
    to_phase,
    to_resolution,
    two_player,
    vp,
    withdraw_next,
)

OL_BILLS = ["Interpretation Act", "Museums Act", "Copyright Act", "Medical Act"]
PM_BILLS = ["Extradition Act", "Naturalization Act", "Public Libraries Act", "Statute Law Revision Act"]
PARTY_BILL = "Universities Tests Act"  # Liberal, A-30, 4 VP


def _ol_draws(game, bills=OL_BILLS):  # type: ignore[no-untyped-def]
    for bill in bills:
        assert kind(game) == "draw bill" and pending(game).owner == OL
        do(game, f"draw {game.components.bill(bill).deck.value}")
        reveal(game, bill)


def _pm_draws(game, bills=PM_BILLS):  # type: ignore[no-untyped-def]
    for bill in bills:
        assert kind(game) == "draw bill" and pending(game).owner == PM
        do(game, f"draw {game.components.bill(bill).deck.value}")
        reveal(game, bill)


# --- 5.1 Drawing and Proposing Bills ---------------------------------------------------------


def test_5_1_the_opposition_leader_draws_four_bills_one_deck_at_a_time() -> None:
    game = two_player()
    for left in (4, 3, 2, 1):
        assert kind(game) == "draw bill" and pending(game).owner == OL
        assert f"({left} to draw)" in pending(game).prompt
        # the Cross-Party deck or the Government's own Party deck, never the Opposition's
        assert sorted(choices(game)) == ["draw cross-party", "draw liberal"]
        do(game, "draw liberal" if left == 4 else "draw cross-party")
        assert pending(game).is_chance
        reveal(game, PARTY_BILL if left == 4 else OL_BILLS[left])
    assert kind(game) == "propose bill" and pending(game).owner == OL
    assert len(game.state.hands[str(OL)]) == 4


def test_5_1_a_bill_draw_names_its_deck_and_the_seat_it_is_for() -> None:
    game = two_player()
    do(game, "draw liberal")
    draw = pending(game)
    assert draw.is_chance and draw.deck == "liberal" and draw.subject == OL


def test_5_1_the_opposition_leader_proposes_two_of_the_four() -> None:
    game = two_player()
    _ol_draws(game)
    assert sorted(choices(game)) == sorted(f'propose "{b}"' for b in OL_BILLS)
    do(game, 'propose "Museums Act"')
    assert kind(game) == "propose bill"
    assert 'propose "Museums Act"' not in choices(game)
    do(game, 'propose "Copyright Act"')
    assert kind(game) == "draw bill" and pending(game).owner == PM


def test_5_1_proposals_stay_hidden_from_the_pm_until_both_are_made() -> None:
    game = two_player()
    _ol_draws(game)
    do(game, 'propose "Museums Act"')
    view = game.view(PM)
    assert "Museums Act" not in view.state.proposals[str(OL)]
    assert "Museums Act" not in view.state.revealed
    do(game, 'propose "Copyright Act"')
    view = game.view(PM)
    assert sorted(view.state.revealed) == ["Copyright Act", "Museums Act"]
    # the two bills kept back stay hidden
    assert "Interpretation Act" not in view.state.hands[str(OL)]
    assert "Medical Act" not in view.state.hands[str(OL)]


def test_5_1_the_pm_draws_four_more_revealed_as_drawn_to_make_six() -> None:
    game = two_player()
    _ol_draws(game)
    do(game, 'propose "Museums Act"', 'propose "Copyright Act"')
    for count, bill in enumerate(PM_BILLS, 1):
        assert f"({5 - count} to draw)" in pending(game).prompt
        do(game, "draw cross-party")
        reveal(game, bill)
        assert bill in game.view(OL).state.revealed
    assert kind(game) == "select bill" and pending(game).owner == PM
    assert sorted(choices(game)) == sorted(f'select "{b}"' for b in ["Museums Act", "Copyright Act", *PM_BILLS])


def test_5_1_an_empty_deck_takes_back_its_discards_reshuffled() -> None:
    game = two_player()
    pile = game.state.piles["cross-party"]
    arrange_pile(
        game,
        "cross-party",
        draw=["Museums Act", "Copyright Act"],
        discard=[b for b in pile.draw if b not in ("Museums Act", "Copyright Act")],
    )
    do(game, "draw cross-party")
    reveal(game, "Museums Act")
    do(game, "draw cross-party")
    reveal(game, "Copyright Act")
    assert pile.draw == []
    do(game, "draw cross-party")
    # the 38 discards are the new deck, and any of them may come up
    assert len(pending(game).choices) == 38
    assert "The cross-party discard pile is reshuffled into a new deck (38 cards)" in map(str, game.log[-1].happened)
    reveal(game, "Medical Act")
    assert pile.discard == [] and len(pile.draw) == 37


def test_5_1_a_deck_with_no_cards_and_no_discards_is_not_offered() -> None:
    game = two_player()
    game.state.piles["liberal"].draw = []
    from helpers import refresh

    refresh(game)
    assert choices(game) == ["draw cross-party"]


# --- 5.2 Selecting Bills ------------------------------------------------------------------------


def test_5_2_the_pm_selects_three_of_the_six_one_at_a_time() -> None:
    game = two_player()
    _ol_draws(game)
    do(game, 'propose "Museums Act"', 'propose "Copyright Act"')
    _pm_draws(game)
    assert len(choices(game)) == 6
    do(game, 'select "Extradition Act"')
    assert bills_on_board(game) == ["Extradition Act", None, None]
    assert len(choices(game)) == 5
    do(game, 'select "Museums Act"')
    assert len(choices(game)) == 4
    do(game, 'select "Public Libraries Act"')
    assert bills_on_board(game) == ["Extradition Act", "Museums Act", "Public Libraries Act"]
    assert game.state.phase is Phase.ACTIONS


def test_5_2_selecting_an_opposition_proposal_scores_1_vp_to_the_pact() -> None:
    game = two_player()
    _ol_draws(game)
    do(game, 'propose "Museums Act"', 'propose "Copyright Act"')
    _pm_draws(game)
    do(game, 'select "Museums Act"')
    assert vp(game) == (1, 1)  # the bonus is pooled at once
    do(game, 'select "Extradition Act"')
    assert vp(game) == (1, 1)  # the PM's own draw scores nothing
    do(game, 'select "Copyright Act"')
    assert vp(game) == (2, 2)


def test_5_2_outside_a_pact_the_bonus_goes_to_the_opposition_only() -> None:
    game = two_player()
    to_resolution(game, end_pact=True)
    to_phase(game, Phase.BILL_SELECTION, round=4)  # three withdrawals, the Election postponed
    before = vp(game)
    select_bills(
        game,
        ["Bank Holidays Act", "Explosives Act", "Medical Act"],
        ol_proposes=["Bank Holidays Act", "Government of India Act"],
    )
    assert vp(game) == (before[0], before[1] + 1)


def test_5_2_after_selection_the_other_bills_are_discarded_face_up() -> None:
    game = two_player()
    _ol_draws(game, [PARTY_BILL, *OL_BILLS[1:]])
    do(game, 'propose "Museums Act"', 'propose "Copyright Act"')
    _pm_draws(game)
    do(game, 'select "Museums Act"', 'select "Extradition Act"', 'select "Naturalization Act"')
    cross = game.state.piles["cross-party"].discard
    assert sorted(cross) == sorted(["Copyright Act", "Medical Act", "Public Libraries Act", "Statute Law Revision Act"])
    assert game.state.piles["liberal"].discard == [PARTY_BILL]  # the hidden bill goes to its own deck's pile
    assert game.state.hands == {} and game.state.revealed == []


def test_5_0_no_bill_selection_while_bills_remain_on_the_board() -> None:
    game = two_player()
    to_resolution(game)
    withdraw_next(game)
    assert game.state.round == 2
    assert game.state.phase is Phase.ACTIONS
    assert kind(game) == "end pact"


# --- 5.3 Initial Vote Projections ----------------------------------------------------------------


def test_5_3_projections_count_all_moderate_or_partisan_mps_plus_the_adjustment() -> None:
    game = two_player()
    _ol_draws(game, ["Married Women's Property Act", "Museums Act", "Copyright Act", "Medical Act"])
    do(game, 'propose "Museums Act"', 'propose "Married Women\'s Property Act"')
    _pm_draws(game)
    do(game, 'select "Public Libraries Act"')
    do(game, 'select "Statute Law Revision Act"', 'select "Married Women\'s Property Act"')
    # 330 MPs = 270 Moderate + 60 Partisan
    assert projected(game, 1) == 270 + 40  # Public Libraries Act, M+40
    assert projected(game, 2) == 330 + 50  # Statute Law Revision Act, A+50
    assert projected(game, 3) == 60 + 20  # Married Women's Property Act, P+20


def test_5_3_the_rulebook_example_with_350_mps() -> None:
    """350 Government MPs, 300 Partisan and 50 Moderate: A-20 -> 330, M+20 -> 70, P -> 300."""
    game = two_player()
    _ol_draws(game, ["Chimney Sweepers Act", "Telegraph Act", "Museums Act", "Medical Act"])
    do(game, 'propose "Chimney Sweepers Act"', 'propose "Telegraph Act"')
    _pm_draws(game)
    do(game, 'select "Chimney Sweepers Act"', 'select "Telegraph Act"', 'select "Extradition Act"')
    arrange(game, moderates=50, partisans=300)
    assert projected(game, 1) == 330
    assert projected(game, 2) == 70


def test_5_3_a_partisan_bill_counts_only_partisan_mps() -> None:
    game = two_player()
    select_bills(game, ["Government of Ireland Act", "Extradition Act", "Naturalization Act"])
    arrange(game, moderates=50, partisans=300)
    assert projected(game, 1) == 300  # P, no adjustment
