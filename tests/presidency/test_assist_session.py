"""The table session in process: a whole turn of a physical game, bad input refused in one
line with nothing lost, undo, corrections, saves and resuming."""

from __future__ import annotations

from pathlib import Path

import pytest

from presidency.app.play import Play, read_save
from presidency_support import drive, refused, table_play, until

NEWSPAPERS_TURN_2 = {"C": {"left": [2, 0, 0]}, "L": {"left": [1, 0, 0]}}  # line 181

WHOLE_TURN = [
    # 1. receive influence: one each, one on each leader's card, then a card's own
    "Hamilton 2",
    "",
    # 2. action cards from the president's player; the deck runs out before Bob draws
    "",
    "exhausted",
    "",
    "",
    "",
    # 3. newspapers, the line 181 example: C moves one cube right, L leaves his
    "1",
    "",
    # 4. the round: Ann's speech with 1 extra, Bob's whip and newspaper cube
    "speech Washington 1",
    "5",
    "",
    "whip Hamilton",
    "6",
    "papers Adams start",
    "",
    "",
    "",
    # 5. the auction: Bob passes, Cy bids 1, Dee and Ann pass; Cy's extra speech
    "pass",
    "1",
    "pass",
    "pass",
    "speech Jefferson",
    "3",
    # influence the players had in hand, typed as a correction
    "set influence Ann 5",
    "set influence Bob 4",
    "set influence Cy 3",
    # the president's term, issue 1: END SLAVERY (line 30)
    "END SLAVERY",
    "",
    "president",
    "7",
    "4",
    "no",
    "2",
    # issue 2 needs a tax not in effect: next era, replaced by Assumption, tied in Congress
    "Bank",
    "Whiskey Tax",
    "Assumption",
    "",
    "treasury",
    "5",
    "2",
    "yes",
    "for 1",
    "against",
    "against",
    "abstain",
    "resolved",
    "",
    # issue 3: refused by Congress, half of 3 lost
    "Jay Treaty",
    "",
    "state",
    "4",
    "3",
    "yes",
    "against",
    "for",
    "for",
    "against",
    "1",
    "",
    # issue 4: a state's admission
    "state Kentucky",
    "2 3 4",
    "",
    "resolve",
    "2",
    "0",
    "no",
    "",
    # taxes: the Whiskey Tax and its outrage roll, then a tariff
    "pass Whiskey Tax",
    "treasury",
    "3",
    "0",
    "no",
    "",
    "",
    "5",
    "pass Tariff of 1789",
    "treasury",
    "2",
    "0",
    "no",
    "",
    "",
    # offices
    "appoint war Pinckney",
    "appoint justice Madison",
    "set reserves -150",
    "",
    # the Treasury: -150 + 12 = -138, interest 42, -180: a crisis roll of 2
    "2",
]


def test_a_whole_turn_of_a_physical_game(tmp_path: Path) -> None:
    play = table_play(tmp_path, newspapers=NEWSPAPERS_TURN_2)
    play, said = drive(play, WHOLE_TURN)
    table = play.table
    text = "\n".join(said)
    assert "Conservative leader Washington (Ann): +1 on his card (1)." in text
    assert "The Action deck ran out (time 1): shuffle the Generation II action cards" in text
    assert "Conservative: 1 cube right from level 1 (by choice): +1." in text
    assert "5 + 1 = 6: Washington +1 popularity (9)." in text
    assert "6 // 3 = 2: the Conservatives receive 2 Public Support: now Conservative 5." in text
    assert "Cy wins the extra initiative for 1" in text
    assert "Washington (ability 3, Ann's) needs 4 influence to reach 7" in text
    assert "Bank needs Whiskey Tax, not in effect: it is shuffled into the Era B Issues deck" in text
    assert "A tie: Bob (Vice President Adams) decides" in "\n".join(said) or "Congress: for 8, against 8." in text
    assert "Congress refuses: Jay Treaty fails; Cy loses 1 of the 3 influence" in text
    assert "2 + 2 + 5 = 9: the President and the Treasury Secretary each lose 1 popularity (line 69)." in text
    assert "Treasury 2: interest -138 x 3 / 10 = -41.4, down to -42: reserves -180." in text
    assert (
        "2 - 1 = 1: the Government's party loses 2 Public Support, the President loses 2 popularity (line 107)." in text
    )
    assert table.resolved_issues == ["END SLAVERY", "Assumption"]
    assert table.map_card("Kentucky").admitted
    assert [t.name for t in table.active_taxes()] == ["Whiskey Tax", "Carriage Tax", "Tariff of 1789"]
    assert (table.revenue, table.reserves) == (4 + 3 + 5, -180)
    assert str(table.public_support) == "Conservative 3"  # 2 +1 newspapers +2 whip -2 crisis
    assert table.statesman("Washington").total_popularity == 8 + 1 + 2 - 1 - 2
    assert table.offices["Secretary of War"] == "Pinckney" and table.offices["Chief Justice"] == "Madison"
    assert table.player("Ann").influence == 1 and table.player("Bob").influence == 1  # 5-4; 4-1 bought-2 spent
    assert table.player("Cy").influence == 2 and table.player("Cy").hand == 2
    assert play.pending.prompt == "End of turn"
    play, _ = drive(play, [""])
    assert play.table.turn == 2 and play.pending.prompt == "Influence"


def test_negative_influence_is_refused_in_one_line_and_nothing_is_lost(tmp_path: Path) -> None:
    play = table_play()
    assert "at least 0" in refused(play, "Hamilton -1")
    assert refused(play, "set influence Ann -2") == "-2 influence: influence is 0 or more"
    play = until(play, "Issue")
    play, _ = drive(play, ["set influence Ann 5", "END SLAVERY", "", "president", "7"])
    assert refused(play, "-1") == "-1 influence: what is spent is 0 or more"
    assert refused(play, "3") == "3 is short of the 4 needed: spend 4 or more, or type fail"


def test_an_office_for_an_ineligible_statesman_is_refused(tmp_path: Path) -> None:
    play = until(table_play(), "Offices")
    assert refused(play, "appoint war Washington") == "Washington is the President: he may not appoint himself"
    assert refused(play, "appoint war Adams") == "Adams is the Vice President: the president may not appoint him"
    play, _ = drive(play, ["appoint envoy Gallatin"])
    assert refused(play, "appoint envoy Burr") == "Envoy is held by Gallatin: it is appointed only when vacant"
    assert refused(play, "appoint chancellor Burr").startswith("'chancellor' is not an office")
    assert refused(play, "") == "Secretary of War is vacant: the president must appoint his Cabinet (line 84)"


def test_a_broken_yaml_is_one_line_and_the_table_keeps_its_numbers(tmp_path: Path) -> None:
    play = table_play()
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: [Ann, Bob\nreserves: 3\n", encoding="utf-8")
    message = refused(play, f"load {broken}")
    assert message.startswith(f"{broken}: not valid YAML at line")
    good = tmp_path / "good.yaml"
    good.write_text((Path(__file__).parent / "data" / "table.yaml").read_text().replace("reserves: 10", "reserves: 77"))
    play, _ = drive(play, [f"load {good}"])
    assert play.table.reserves == 77


def test_undo_takes_back_answers_and_corrections(tmp_path: Path) -> None:
    play = table_play()
    play, _ = drive(play, ["Hamilton 2", "set reserves -40"])
    assert play.table.reserves == -40 and play.table.statesman("Hamilton").influence == 2
    play, _ = drive(play, ["undo"])
    assert play.table.reserves == 10 and play.table.statesman("Hamilton").influence == 2
    play, _ = drive(play, ["undo"])
    assert play.table.statesman("Hamilton").influence == 0 and play.pending.prompt == "Influence"
    with pytest.raises(ValueError, match="nothing to undo"):
        play.undone()


def test_saved_after_a_step_and_resumed_where_it_was(tmp_path: Path) -> None:
    play = table_play(tmp_path, newspapers=NEWSPAPERS_TURN_2)
    play, _ = drive(play, WHOLE_TURN[:20])
    path = tmp_path / "saves" / "game.json"
    play.save(path)
    again, warning = read_save(path)
    assert warning is None
    assert again.to_plain() == play.to_plain() and again.pending.prompt == play.pending.prompt


def test_a_save_whose_steps_no_longer_replay_keeps_its_numbers(tmp_path: Path) -> None:
    import json

    play = table_play()
    play, _ = drive(play, ["Hamilton 2", "set reserves -40"])
    path = tmp_path / "game.json"
    play.save(path)
    data = json.loads(path.read_text())
    data["entries"][0]["line"] = "Nobody 2"
    path.write_text(json.dumps(data))
    again, warning = read_save(path)
    assert warning and "step 1 ('Nobody 2') no longer applies" in warning
    assert again.table.reserves == -40 and not again.entries


def test_skip_ends_a_phase_and_is_recorded() -> None:
    play = table_play()
    play, _ = drive(play, ["skip"])
    assert play.pending.prompt.startswith("Cards")
    replayed = Play(play.start, play.entries)
    assert replayed.pending.prompt == play.pending.prompt
