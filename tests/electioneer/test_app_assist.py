"""`electioneer assist` in process: the tally of a game on the real cards, typed as the
table reveals it; each week's winner, the standings and what each party needs, the books,
election day's seats and government, the seats file, and bad input that loses nothing."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from app_support import first_answer, play_to_end, screen, table
from electioneer.app.cli import main
from electioneer.rules import DecisionKind

LINE = [
    "Islington North",
    "Dumfries & Galloway",
    "Clacton",
    "Brighton Pavilion",
    "Bath",
    "Richmond Park",
    "Bristol Central",
]


def _deal(session) -> None:
    for name in LINE:
        session.handle(name.lower())  # any case


def test_the_guides_week_in_islington_north_goes_to_lab_on_the_tie(tmp_path: Path) -> None:
    # guide L49: LAB +4 Healthcare +1 Taxes (+5) against CON +5 Healthcare, 0 Taxes (+5): a tie Islington North gives LAB
    session = table(tmp_path)
    _deal(session)
    session.handle("Healthcare")
    session.handle("tax")  # a unique beginning
    session.handle("NHS Pledge")  # LAB's, revealed; CON's first
    shown = screen(session)
    assert "Error" not in shown
    decision = session.typed()
    assert decision.kind is DecisionKind.REVEAL_POLICY and decision.subject == "LAB"
    session.handle("undo")  # CON's was typed as LAB's: take it back
    assert "Undone: CON" in screen(session)
    five = next(
        p.name
        for p in session.game.cards.policies
        if p.on(("Healthcare", "Taxes")) == 5 and p.party != "LAB" and p.score("Healthcare") == 5
    )
    session.handle(five)
    session.handle("nhs pledge")
    shown = screen(session)
    assert "Week 1: LAB wins Islington North (CON +5, LAB +5)." in shown


def test_a_whole_tally_shows_winners_standings_books_and_the_government(tmp_path: Path) -> None:
    session = table(tmp_path, ("CON", "LAB", "LD"), theatrics="one")
    shown = play_to_end(session)
    assert shown.count(" wins ") >= 7  # each week's winner
    assert "Books  CON " in shown and " LD " in shown
    assert "Seat" in shown and " +" in shown  # standings, with what a party needs
    tail = shown.split("Election day: the result")[-1]
    result = session.game.result()
    assert result is not None
    assert f"Government: {result.government.leader}" in tail or f"led by {result.government.leader}" in tail
    assert all(len(line) <= 80 for line in shown.splitlines())


def test_the_tally_writes_the_file_electioneer_seats_reads(tmp_path: Path) -> None:
    session = table(tmp_path, ("CON", "LAB", "LD"))
    while not session.game.over and session.game.state.phase.value != "election day":
        session.handle(first_answer(session))
    target = tmp_path / "count.yaml"
    while not session.game.over:
        session.handle(first_answer(session))
    screen(session)
    session.handle(f"write {target}")
    assert "Written:" in screen(session)
    answer = CliRunner().invoke(main, ["seats", str(target), "--json"], catch_exceptions=False)
    assert answer.exit_code == 0, answer.output
    counted = json.loads(answer.stdout)
    result = session.game.result()
    assert counted["government"] == list(result.government.parties)
    assert counted["seats"] == dict(result.seats)


def test_write_before_the_issues_are_known_is_one_line(tmp_path: Path) -> None:
    session = table(tmp_path)
    _deal(session)
    screen(session)
    session.handle(f"write {tmp_path / 'early.yaml'}")
    shown = screen(session).strip()
    assert shown.startswith("Error: the seven constituencies' issues are not all known yet") and "\n" not in shown
    assert not (tmp_path / "early.yaml").exists()


def test_a_card_not_in_the_data_is_one_line_and_loses_nothing(tmp_path: Path) -> None:
    session = table(tmp_path)
    _deal(session)
    session.handle("Healthcare")
    session.handle("Taxes")
    before = len(session.game.log)
    screen(session)
    session.handle("Free Unicorns")
    shown = screen(session).strip()
    assert shown == "Error: 'Free Unicorns' is not a policy in the cards; Tab lists the 57 that can" or (
        shown.startswith("Error: 'Free Unicorns' is not a policy in the cards") and "\n" not in shown
    )
    session.handle("Islington")
    shown = screen(session).strip()
    assert shown.startswith("Error: 'Islington' is not a policy in the cards") and "\n" not in shown
    assert len(session.game.log) == before
    session.handle("tax cut")
    session.handle("NHS Pledge")
    session.handle("pass")  # LAB's swap
    session.handle("Growth")
    session.handle("Defence")
    screen(session)
    session.handle("Tax Cut")
    assert screen(session).strip() == "Error: Tax Cut cannot come up now: it is in CON's manifesto already"


def test_a_constituency_dealt_twice_and_an_issue_run_out_are_named(tmp_path: Path) -> None:
    session = table(tmp_path)
    session.handle("Bath")
    screen(session)
    session.handle("bath")
    assert screen(session).strip() == "Error: Bath cannot come up now: it is constituency 1 in the line already"
    for name in LINE:
        if name != "Bath":
            session.handle(name)
    for issue in ("Healthcare", "Healthcare"):
        session.handle(issue)
    for _ in range(2):  # two policies revealed, the week counted
        session.handle(first_answer(session))
    session.handle("pass")  # the winner swaps nothing
    session.handle("Healthcare")  # the deck's third
    screen(session)
    session.handle("Healthcare")
    shown = screen(session).strip()
    assert shown == "Error: Healthcare cannot come up now: the cards hold 3 and all 3 are on the table"


def test_an_impossible_swap_says_what_is_wrong_and_loses_nothing(tmp_path: Path) -> None:
    session = table(tmp_path)
    _deal(session)
    for typed in ("Healthcare", "Taxes", "Tax Cut", "NHS Pledge"):
        session.handle(typed)
    decision = session.typed()
    assert decision.kind is DecisionKind.SWAP_ISSUE and decision.owner == "LAB"
    before = len(session.game.log)
    screen(session)
    wrong = {
        "swap islington growth taxes": "Islington North does not hold Growth (it holds Healthcare and Taxes)",
        "swap clacton growth taxes": "Clacton's issues are still face down: only a revealed one's can be swapped",
        "swap leeds growth taxes": "'leeds' is not a constituency in the line",
        "swap islington taxes taxes": "swapping Taxes for Taxes changes nothing",
        "swap islington taxes cake": "'cake' is not an issue",
    }
    for typed, said in wrong.items():
        session.handle(typed)
        shown = screen(session).strip()
        assert shown.startswith("Error: ") and said in shown and "\n" not in shown, (typed, shown)
    assert len(session.game.log) == before
    session.handle("swap islington taxes growth")
    assert "LAB swaps Taxes for Growth in Islington North." in screen(session)


def test_assist_asks_which_parties_stand(keys, tmp_path: Path) -> None:
    import io

    from rich.console import Console

    out = Console(file=io.StringIO(), record=True, width=80, height=24, color_system=None)
    keys.send_text("con lib\rcon grn lab\rquit\r")
    result = CliRunner().invoke(main, ["assist"], obj={"console": out}, catch_exceptions=False)
    shown = out.export_text()
    assert result.exit_code == 0
    assert "Error: 'LIB' is not a party (parties: CON, LAB, LD, REF, GRN)" in shown
    assert "Electioneer UK at the table: CON, LAB, GRN." in shown
