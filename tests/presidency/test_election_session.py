"""An Election of each of the four regimes (lines 119-128) held in the table session, its
choices typed one by one; the same elections as tests/presidency/test_election_file.py,
with the same winners."""

from __future__ import annotations

from pathlib import Path

from presidency_support import drive, refused, table_play, until


def hold(tmp_path: Path, answers: list[str], **numbers: object):  # type: ignore[no-untyped-def]
    play = until(table_play(tmp_path, **numbers), "End of turn")
    play, said = drive(play, ["election", *answers])
    return play, "\n".join(said)


def test_2pre12_with_a_tiebreaker_state_by_state(tmp_path: Path) -> None:
    play, said = hold(
        tmp_path,
        [
            "Burr",
            "Adams",  # the Liberals announce first
            "VA",
            "MA",
            "VA",
            "NY",
            "PA",
            "",
            "PA",
            "MA",
            "",
            "",
            "",
            "",  # the president's order of states: as listed
            "Jefferson",
            "Washington",
            "Jefferson",  # VA: Jefferson (Cy), Washington and Madison (Ann)
            "Washington",  # MA: Adams
            "Washington",
            "Burr",  # NY: Hamilton (Bob), Burr (Dee)
            "Jefferson",
            "Jefferson",  # PA, SC
            "1 1",
        ],
        public_support={"party": "C", "level": 2},
    )
    assert "Election: Two-Party Election, before the 12th Amendment (2Pre-12)" in said
    assert "The Liberals announce their running mate first (line 126)." in said
    assert "Votes: Washington 16, Jefferson 16, Burr 15, Adams 8." in said
    assert "  States won: Washington 1, Jefferson 3, Burr 0." in said
    table = play.table
    assert table.offices["President"] == "Jefferson" and table.offices["Vice President"] is None
    assert not table.statesman("Washington", in_play=False).in_play  # retired, scored (line 137)
    assert table.player("Ann").victory_points == 2
    assert table.statesman("Jefferson").terms == 1 and table.offices["Secretary of State"] is None
    assert play.pending.prompt == "Influence" and table.turn == 2


def test_2post12_teams(tmp_path: Path) -> None:
    play, said = hold(
        tmp_path,
        ["Adams", "Burr", "VA", "NY", "MA", "PA", "", "", "", "", ""],
        public_support={"party": "L", "level": 3},
        twelfth_amendment=True,
    )
    assert "(2Post-12)" in said and "Votes: Jefferson 17, Washington 14." in said
    assert (play.table.offices["President"], play.table.offices["Vice President"]) == ("Jefferson", "Burr")


def test_2post12_a_full_state_is_refused_at_the_prompt(tmp_path: Path) -> None:
    play = until(table_play(tmp_path, public_support={"party": "L", "level": 3}, twelfth_amendment=True), "End of turn")
    play, _ = drive(play, ["election", "Adams", "Burr", "VA"])
    assert refused(play, "VA") == "VA has no vacancy left for a Vice President cube"
    assert refused(play, "Ohio").startswith("no state 'Ohio'")


def test_1pre12_single_party_majority(tmp_path: Path) -> None:
    play, said = hold(
        tmp_path,
        ["Adams", "Hamilton", "Hamilton", "VA", "MA", "VA", "NY", "PA", "", "SC", "", "", ""],
        public_support={"party": "C", "level": 9},
    )
    assert "(1Pre-12)" in said and "Votes: Washington 21, Adams 14, Hamilton 10." in said
    assert (play.table.offices["President"], play.table.offices["Vice President"]) == ("Washington", "Adams")
    assert play.table.statesman("Washington").terms == 1


def test_1post12_vice_presidency_to_the_tiebreaker(tmp_path: Path) -> None:
    play, said = hold(
        tmp_path,
        [
            "Madison",
            "Burr",
            "Gallatin",
            "VA",
            "MA",
            "NY",
            "PA",
            "NY",
            "",
            "MA",
            "VA",
            "SC",
            "",
            "",
            "",
            "",
            "Gallatin",
            "Burr",
            "Gallatin",
            "Burr",
            "Burr",
            "Burr",
            "Gallatin",
            "Burr",
            "",
        ],
        public_support={"party": "L", "level": 10},
        twelfth_amendment=True,
    )
    assert "(1Post-12)" in said
    assert "Tiebreaker for vice president (no majority for vice president) between Burr, Gallatin." in said
    assert "  States won: Burr 3, Gallatin 2." in said
    assert (play.table.offices["President"], play.table.offices["Vice President"]) == ("Jefferson", "Burr")


def test_a_running_mate_of_the_other_party_is_refused(tmp_path: Path) -> None:
    play = until(table_play(tmp_path, public_support={"party": "C", "level": 2}), "End of turn")
    play, _ = drive(play, ["election"])
    assert refused(play, "Adams") == "Adams is a Conservative: Jefferson's running mate is a Liberal"
