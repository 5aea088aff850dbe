"""The president's term at the session: eras and the Hand of Time (line 11), the end of the
Era C deck and the cards set aside (line 16), judicial review (line 44), the hand limit
(line 165), the tariff once a term (line 74)."""

from __future__ import annotations

from presidency_support import drive, refused, table_play, until


def test_an_exhausted_era_a_deck_brings_era_b() -> None:
    play, said = drive(until(table_play(), "Issue"), ["exhausted"])
    assert play.table.era == "B"
    assert any("shuffle the Hand of Time cards from the Era A deck into the Era B Issues deck" in s for s in said)


def test_era_c_cards_set_aside_then_drawn_again_and_the_game_ends() -> None:
    play = until(table_play(), "Issue")
    play, said = drive(play, ["set era C", "Louisiana", "Bank"])  # requires a Bank not resolved
    assert play.table.set_aside == ["Louisiana"]
    assert any("set aside nearby (Era C)" in s for s in said)
    play, said = drive(play, ["exhausted"])
    assert play.table.ends_after_turn
    assert "Louisiana" in " ".join(play.pending.lines)
    assert refused(play, "Embargo").startswith("'Embargo' is not among the cards set aside")
    play, said = drive(play, ["Louisiana", "Bank"])  # still unusable: out for good
    assert play.table.set_aside == []
    assert any("No cards are left to draw" in s for s in said)
    play = until(play, "Game over")
    assert play.table.game_over == "the Era C Issues deck ran out (line 16)"
    assert refused(play, "next").startswith("the game is over")


def test_judicial_review_cancels_a_resolution() -> None:
    play = until(table_play(), "Issue")
    play, said = drive(
        play,
        [
            "set review yes",
            "set office justice Madison",
            "set influence Ann 3",
            "Alien Act",
            "",
            "president",
            "4",
            "1",
            "no",
            "failed",
            "",
        ],
    )
    assert any("The Chief Justice cancels it: Alien Act counts as failed." in s for s in said)
    assert "Alien Act" not in play.table.resolved_issues


def test_a_fifth_card_is_discarded_first() -> None:
    play, said = drive(table_play(), ["", "set hand Ann 4", ""])
    assert any("Ann held 5: discards 1 first, down to 4 (line 165)." in s for s in said)
    assert play.table.player("Ann").hand == 4


def test_one_tariff_a_term_and_each_tax_once_a_turn() -> None:
    play = until(table_play(), "Taxes")
    play, _ = drive(
        play, ["add tax Molasses Duty revenue 2 tariff", "pass Tariff of 1789", "treasury", "9", "fail", ""]
    )
    assert refused(play, "pass Molasses Duty").startswith("the president has operated on a tariff this term already")
    assert refused(play, "pass Tariff of 1789").startswith("Tariff of 1789 has been attempted this turn already")
    assert refused(play, "repeal Whiskey Tax") == "Whiskey Tax is inactive already"
