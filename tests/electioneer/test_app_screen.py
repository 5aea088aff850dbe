"""What the screen shows fits 80x24 and tells the truth: the board with five parties and the
longest names, each party's total and what it needs, the books, the `?` list of a swap with
dozens of choices, and a reason cut where it would name what the person may not know."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app_support import CARDS, console, first_answer, screen, solo, table
from electioneer.app import reasons
from electioneer.app.choices_list import show_choices
from electioneer.app.screen import board, books_line, hand
from electioneer.rules import DecisionKind, needs, total

FIVE = ("CON", "LAB", "LD", "REF", "GRN")
TALL = 24 - 4 - 1  # the rows above the four kept for Tab's menu and the toolbar


def _rows(text: str) -> list[str]:
    return text.rstrip("\n").splitlines()


def test_the_board_of_five_parties_fits_80_columns_and_with_a_hand_24_rows(tmp_path: Path) -> None:
    session = solo(tmp_path, FIVE, "GRN", seed=8)
    while session.typed().kind is not DecisionKind.RETURN_POLICY or session.view().week < 3:
        session.handle(first_answer(session))
    out = console()
    view = session.view()
    board(out, view)
    hand(out, view)
    rows = _rows(out.export_text())
    assert all(len(row) <= 80 for row in rows)
    assert len(rows) + 2 <= TALL  # the question and the prompt below them
    assert rows[0].startswith("Week 3 of 7") and rows[0].endswith("You: GRN")


def test_each_cell_is_the_total_and_what_the_party_needs(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB", "LD"), "LD", seed=8)
    while session.view().week < 4:
        session.handle(first_answer(session))
    view = session.view()
    out = console()
    board(out, view)
    rows = _rows(out.export_text())
    manifestos = {p: [CARDS.policy(n) for n in names] for p, names in view.manifestos}
    for number, seat in enumerate(view.line[:3], 1):
        row = next(r for r in rows if r.startswith(f"{number:>2}"))
        gaps = needs(CARDS.constituency(seat.name), seat.issues, manifestos)
        cells = row[40 : 40 + 7 * 3]  # after the number, the name (20) and the issues (15)
        for column, party in enumerate(("CON", "LAB", "LD")):
            cell = cells[column * 7 : column * 7 + 7].strip()
            points = total(manifestos[party], seat.issues)
            assert cell == (f"{points}" if gaps[party] == 0 else f"{points} +{gaps[party]}")
        holder = next(p for p, gap in gaps.items() if gap == 0)
        assert row.rstrip().endswith(holder)


def test_the_books_say_what_each_manifesto_saves_or_is_short(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=8)
    while session.view().week < 5:
        session.handle(first_answer(session))
    view = session.view()
    out = console()
    out.print(books_line(view))
    line = out.export_text().strip()
    for party, names in view.manifestos:
        amount = sum(CARDS.policy(n).money for n in names)
        said = f"saves {amount}" if amount > 0 else f"short {-amount}" if amount < 0 else "even"
        assert f"{party} {said}" in line


def test_the_list_of_many_swaps_fits_above_the_prompt(tmp_path: Path) -> None:
    session = table(tmp_path, FIVE)
    while not (session.typed().kind is DecisionKind.SWAP_ISSUE and session.view().week >= 5):
        decision = session.typed()
        session.handle("pass" if decision.kind is DecisionKind.SWAP_ISSUE else first_answer(session))
    decision = session.typed()
    assert len(decision.choices) > TALL  # too many for one a line
    out = console()
    show_choices(out, decision, session.view(), "", ["board", "undo"])
    rows = _rows(out.export_text())
    assert len(rows) + 1 <= TALL and all(len(row) <= 80 for row in rows)
    place = session.view().line[0].name
    assert any(row.startswith(f"  swap {place}: ") and " out, in: " in row for row in rows)  # a line a swap out
    assert rows[-3].strip() == "pass" and "? swap PLACE says what each would do" in rows[-2]
    narrowed = console()
    place = place.split()[0].lower()
    show_choices(narrowed, decision, session.view(), f"swap {place}", ["board"])
    lines = _rows(narrowed.export_text())
    assert all("->" in line or "keeps it" in line for line in lines[1:-1])  # each with what it would do


def test_a_reason_never_names_a_card_or_place_the_person_may_not_know(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=8)
    while session.view().week < 2:
        session.handle(first_answer(session))
    view = session.view()
    hidden_policy = next(p.name for p in CARDS.policies if all(p.name not in names for _, names in view.manifestos))
    face_down = next(seat.name for seat in view.line if not seat.revealed)
    public = view.manifestos[1][1][0]
    reason = (
        f"{public} wins here; it keeps {hidden_policy} for later. {face_down} may hold Growth; the books still balance."
    )
    said = reasons.public_part(reason, view)
    assert said == f"{public} wins here; the books still balance."
    assert reasons.public_part(reason, replace(view, line=tuple(replace(s, revealed=True) for s in view.line))) != said


def test_the_table_screen_shows_no_hand(tmp_path: Path) -> None:
    session = table(tmp_path)
    while session.view().week < 2:
        session.handle(first_answer(session))
    session.handle("hand")
    assert "Error: 'hand' is not a choice now" in screen(session) or "hand" not in session.words


def test_the_persons_screen_is_the_same_whatever_is_hidden_from_them(tmp_path: Path) -> None:
    # HIDDEN-INFORMATION.md: scramble every card hidden from the person; what their screen shows stays the same
    session = solo(tmp_path, ("CON", "LAB", "LD"), "LAB", seed=14)
    while not (session.typed().kind is DecisionKind.CHOOSE_POLICY and session.view().week == 3):
        session.handle(first_answer(session))

    def shown() -> str:
        session.console.export_text(clear=True)
        session._announced = -1
        session._board_week = None
        session.announce()
        session.show_choices("")
        session.show_manifestos("")
        session.show_needs("")
        return session.console.export_text(clear=True) + session.toolbar()

    before = shown()
    theirs = session.game.view("CON")
    state = session.game.state
    other = state.party["CON"]
    assert other.face_down is not None  # CON chose before LAB: face down on the table
    unseen = [p for p in state.deck if p not in session.view().hand]
    other.hand, other.face_down = unseen[: len(other.hand)], unseen[-1]
    state.party["LD"].hand = unseen[-4:-1]
    state.deck = list(reversed(state.deck))
    assert session.game.view("CON") != theirs  # CON's cards are other cards now
    assert shown() == before


def test_the_board_asked_for_counts_each_partys_theatrics_and_the_policy_deck(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB", "LD"), "CON", seed=8, theatrics="even")
    while session.view().week < 4:
        session.handle(first_answer(session))
    state = session.game.state
    screen(session)
    session.handle("board")
    shown = _rows(screen(session))
    line = next(row for row in shown if row.startswith("Cards"))
    assert len(line) <= 80 and shown[-1] == line  # below the books
    for party in ("CON", "LAB", "LD"):
        held = len(state.party[party].theatrics) + state.party[party].unknown_theatrics
        assert f"{party} {held}" in line
    assert f"policy deck {len(state.deck) + len(state.bottom)}" in line
    assert all(name not in line for name in state.party["LAB"].theatrics)  # counted, never named
