"""`electioneer play` in process: a whole solo game, the simultaneous reveal shown honestly
(no automated party sees the person's face-down policy, the person sees none of theirs and
none of their reasons before the reveal), undo that stops at a card seen, and the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from app_support import first_answer, play_to_end, screen, solo
from electioneer.app.opponents import decider
from electioneer.rules import DecisionKind, Game


@pytest.mark.parametrize(
    "parties, human",
    [(("CON", "LAB"), "LAB"), (("CON", "LAB", "LD"), "CON"), (("CON", "LAB", "LD", "REF", "GRN"), "GRN")],
)
def test_a_whole_solo_game_ends_with_the_seats_and_the_government(tmp_path: Path, parties, human) -> None:
    session = solo(tmp_path, parties, human, seed=11)
    shown = play_to_end(session)
    result = session.game.result()
    assert result is not None and sum(n for _, n in result.seats) == 7
    assert "Election day: the result" in shown and "Seats: " in shown and "Government: " in shown
    for party in parties:
        assert f"  {party}: " in shown.split("Election day: the result")[-1]  # each party's standing
    assert all(len(line) <= 80 for line in shown.splitlines())


def _to_my_choice(session) -> None:
    """Answer up to the person's face-down policy of week 1."""
    while session.typed().kind is not DecisionKind.CHOOSE_POLICY:
        session.handle(first_answer(session))


def test_the_person_sees_no_automated_face_down_policy_nor_its_reason_before_the_reveal(tmp_path: Path) -> None:
    # LAB (the person) chooses after CON, whose choice is already face down on the table
    session = solo(tmp_path, ("CON", "LAB"), "LAB", seed=5)
    _to_my_choice(session)
    session.announce()
    before = screen(session)
    con_face_down = session.game.state.party["CON"].face_down
    assert con_face_down is not None
    assert con_face_down not in before
    assert "CON:" not in before  # no reason of CON's yet
    assert session.view().face_down is None and "CON" in session.view().chosen  # it is known CON has chosen
    session.handle(first_answer(session))
    after = screen(session)
    assert f"CON {con_face_down}" in after  # revealed with everyone's
    reveal_at = after.index(f"CON {con_face_down}")
    assert "  CON: " in after[reveal_at:]  # its reason, after the reveal


def test_an_automated_party_never_sees_the_persons_face_down_policy(tmp_path: Path) -> None:
    # CON (the person) chooses first; LAB decides after, from its own view
    seen = []
    standard = decider("standard", "LAB", 5)

    def watching(view, decision):
        seen.append((decision.kind, view))
        return standard(view, decision)

    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=5, deciders={"LAB": watching})
    _to_my_choice(session)
    mine = session.typed().choices[0].policy
    session.handle(f'choose "{mine}"')
    views = [view for kind, view in seen if kind is DecisionKind.CHOOSE_POLICY]
    assert views, "LAB chose after CON"
    view = views[-1]
    assert view.face_down != mine and mine not in view.hand
    assert all(mine not in names for _, names in view.manifestos)
    assert all(
        record.choice is None
        for record in view.log
        if record.owner == "CON" and record.kind in (DecisionKind.CHOOSE_POLICY, DecisionKind.RETURN_POLICY)
    )


def test_undo_takes_back_a_put_back_policy_but_not_past_the_reveal(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=7)
    while session.typed().kind is not DecisionKind.RETURN_POLICY:
        session.handle(first_answer(session))
    hand = list(session.view().hand)
    session.handle(f'return "{hand[0]}"')
    assert hand[0] not in session.view().hand
    session.handle("undo")
    assert "Undone: return" in screen(session)
    assert list(session.view().hand) == hand and session.typed().kind is DecisionKind.RETURN_POLICY
    session.handle(first_answer(session))  # put back
    session.handle(first_answer(session))  # choose: the reveal follows
    kept = len(session.game.log)
    screen(session)
    session.handle("undo")
    shown = screen(session)
    assert "Error: cannot undo choose" in shown and "revealed to you since" in shown
    assert len(shown.strip().splitlines()) == 1 and len(session.game.log) == kept


def test_undo_before_any_choice_says_so(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=7)
    screen(session)
    session.handle("undo")
    assert screen(session).strip() == "Error: nothing to undo: you have not made a choice yet"
    session.handle("undo x")
    assert "undo takes how many choices" in screen(session)


def test_a_wrong_entry_is_one_line_and_changes_nothing(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=7)
    before = len(session.game.log)
    screen(session)
    session.handle("choose the moon")
    shown = screen(session).strip()
    assert shown.startswith("Error: 'choose the moon'") and "\n" not in shown
    assert len(session.game.log) == before


def test_words_cut_short_name_a_choice(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=7)
    while session.typed().kind is not DecisionKind.RETURN_POLICY:
        session.handle(first_answer(session))
    name = session.view().hand[-1]
    short = "ret " + " ".join(word[:3] for word in name.split())
    session.handle(short)
    assert name not in session.view().hand


def test_enter_passes_a_theatric_and_hints_elsewhere(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB"), "CON", seed=7, theatrics="one")
    for _ in range(200):
        decision = session.typed()
        if decision.kind is DecisionKind.THEATRIC:
            break
        session.handle(first_answer(session))
    else:
        pytest.fail("no theatric decision came")
    length = len(session.game.log)
    session.handle("")
    assert len(session.game.log) > length  # passed
    while session.typed().kind is DecisionKind.THEATRIC:
        session.handle("pass")
    screen(session)
    session.handle("")
    assert "Enter alone takes no choice here" in screen(session)


def test_the_same_seed_and_choices_replay_the_same_game(tmp_path: Path) -> None:
    first = solo(tmp_path / "a", ("CON", "LAB", "LD"), "LD", seed=21)
    play_to_end(first)
    second = solo(tmp_path / "b", ("CON", "LAB", "LD"), "LD", seed=21)
    play_to_end(second)
    assert [r.choice for r in first.game.log] == [r.choice for r in second.game.log]
    replayed = Game.from_json(first.game.cards, first.game.to_json())
    assert replayed.result() == first.game.result()


def test_a_peek_shows_the_person_the_face_down_issues_and_nobody_else(tmp_path: Path) -> None:
    for seed in range(1, 40):
        session = solo(tmp_path / str(seed), ("CON", "LAB"), "CON", seed=seed)
        for _ in range(400):
            decision = session.typed()
            if decision is None:
                break
            peeks = (
                [c for c in decision.choices if str(c).startswith("play") and "look at" in session._describe(c)]
                if decision.kind is DecisionKind.THEATRIC
                else []
            )
            if peeks:
                break
            session.handle(first_answer(session) if decision.kind is not DecisionKind.THEATRIC else "pass")
        else:
            continue
        if session.typed() is None or not peeks:
            continue
        session.handle(str(peeks[0]))
        place = session.typed().choices[0].constituency
        screen(session)
        session.handle(first_answer(session))
        seat = session.game.state.seat(place)
        assert f"You look at {place}'s face-down issues: {' and '.join(seat.issues)}" in screen(session)
        peeked = [r for r in session.game.log if r.kind is DecisionKind.PEEK]
        assert peeked and not peeked[-1].happened  # nothing made public
        assert session.game.view(None).seat(place).issues == (None, None)
        return
    pytest.skip("no seed dealt CON a peek")


def test_the_words_show_manifestos_needs_weeks_and_the_log(tmp_path: Path) -> None:
    session = solo(tmp_path, ("CON", "LAB", "LD"), "LD", seed=9)
    while session.view().week < 3:
        session.handle(first_answer(session))
    screen(session)
    view = session.view()
    session.handle("manifesto lab")
    shown = screen(session)
    names = dict(view.manifestos)["LAB"]
    assert shown.startswith(f"LAB: {len(names)} policies, books ") and all(f"  {n}: " in shown for n in names)
    session.handle("needs")
    shown = screen(session)
    assert shown.startswith("LD needs, to take each seat whose issues are known:")
    assert any(line.endswith("held") or " on " in line for line in shown.splitlines()[1:])
    session.handle("weeks")
    shown = screen(session)
    assert shown.startswith("Week 1: ") and "Week 2: " in shown and " wins " in shown
    session.handle("log 3")
    assert len(screen(session).strip().splitlines()) == 3
    for typed, said in (
        ("log many", "log takes how many lines"),
        ("manifesto LIB", "'LIB' is not a party of this game"),
        ("help flyover", "'flyover' is not a word of the session"),
    ):
        session.handle(typed)
        shown = screen(session).strip()
        assert shown.startswith("Error: ") and said in shown and "\n" not in shown
