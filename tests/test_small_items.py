"""The smaller things a group hit at the table and on the screen (issue 29, item 10), each
through the words typed at the prompt."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from clockwork.players import make_player
from companion.saves import SaveStore
from companion.seats import opponent
from companion.session import Seating, Session
from engine.decisions import EndTurn, ProposePact
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def solo(tmp_path: Path, players: int = 2, seed: int = 3, width: int = 80, height: int = 24) -> Session:
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    clockwork = {seat: opponent(seat, seed, "standard")[0] for seat in range(1, players)}
    console = Console(file=io.StringIO(), width=width, height=height, highlight=False)
    return Session(game, Seating.solo(0), clockwork, console, SaveStore(tmp_path), "small")


def until(session: Session, kind: str, owner: int = 0) -> None:
    greedy = make_player("greedy", 0, 3)
    session.play_others()
    while not (session.game.pending.kind == kind and session.game.pending.owner == owner):
        session.apply(greedy.decide(session.game.view(0), session.game.pending)[0])
        session.play_others()


def said(session: Session, line: str) -> str:
    before = len(session.console.file.getvalue())
    session.handle(line)
    return " ".join(session.console.file.getvalue()[before:].split())


def test_enter_ends_the_pms_turn_with_no_cube_left_though_propose_pact_is_offered(tmp_path: Path):
    session = solo(tmp_path)
    until(session, "action")
    said(session, "set pact off")
    said(session, f"set cubes {session.game.state.seats[0].politician.split()[-1]} 0")
    decision = session.game.pending
    assert decision.kind == "action" and decision.owner == 0 and ProposePact() in decision.choices
    assert EndTurn() in decision.choices and len(decision.choices) > 1
    session.screen.pose_again()
    said(session, "board")
    session.announce()
    assert "Enter: end (no cube left)" in " ".join(session.console.file.getvalue().split())
    turns = len([r for r in session.game.log if r.owner == 0 and isinstance(r.choice, EndTurn)])
    said(session, "")
    assert len([r for r in session.game.log if r.owner == 0 and isinstance(r.choice, EndTurn)]) == turns + 1


def test_question_mark_and_a_bills_number_lists_every_choice_about_that_bill(tmp_path: Path):
    session = solo(tmp_path)
    until(session, "action")
    game = session.game
    [(index, slot), *_] = [(i, s) for i, s in game.state.bills_on_board()][-1:]
    number = index + 1
    shown = said(session, f"? {number}")
    about = [c for c in game.pending.choices if getattr(c, "slot", None) == number]
    assert about and "Error" not in shown
    assert f"Bill {number}, {slot.name} (" in shown and f"{len(about)} choice" in shown
    assert all(str(choice) in shown for choice in about)
    assert not [c for c in game.pending.choices if getattr(c, "slot", None) not in (None, number) and str(c) in shown]


def test_board_full_at_80_columns_cuts_no_heading_or_value(tmp_path: Path):
    from companion.table_session import TableSession

    session = solo(tmp_path, players=4, seed=5)
    until(session, "action")
    shown = said(session, "board full")
    table = TableSession(
        session.game,
        Seating.table(frozenset({0, 2})),
        {},
        Console(file=io.StringIO(), width=80),
        SaveStore(tmp_path),
        "t",
    )
    table.show_board("full")
    at_table = table.console.file.getvalue()
    for text in (session.console.file.getvalue(), at_table):
        lines = text.splitlines()
        assert not any("\u2026" in line for line in lines) and all(len(line) <= 80 for line in lines), text
    assert "Conservative" in shown and " Stand " in shown and " Fav " in shown and " VP " in shown
    assert " Stand " in at_table and " Fav " in at_table


def test_why_names_the_mat_a_move_was_made_from(tmp_path: Path):
    from companion import render
    from engine import GovernmentChanged

    game = new_game(standard_setup(COMPONENTS, 2, seed=1), seed=1, components=COMPONENTS)
    bots = {seat: make_player("clockwork", seat, 1) for seat in range(2)}
    made_as: dict[int, str] = {}
    while not any(isinstance(e, GovernmentChanged) for r in game.log for e in r.happened):
        decision = game.pending
        if not decision.is_chance:
            made_as[len(game.log)] = render.who(game, decision.owner)
        game.apply(
            game.deal() if decision.is_chance else bots[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    ply = max(p for p, who in made_as.items() if who.endswith("(PM)"))  # the last move made as PM
    owner = game.log[ply].owner
    assert not render.who(game, owner).endswith("(PM)")  # the mover holds another mat now
    console = Console(file=io.StringIO(), width=80, highlight=False)
    session = Session(game, Seating.solo(1 - owner), {owner: bots[owner]}, console, SaveStore(tmp_path), "why")
    shown = said(session, f"why {ply + 1}")
    assert shown.startswith(f"#{ply + 1} {made_as[ply]}: "), shown


def test_the_next_rounds_setup_is_told_on_a_line_of_its_own_not_inside_a_move():
    from companion import commentary, table_commentary
    from engine import CubesTaken

    game = new_game(standard_setup(COMPONENTS, 4, seed=5), seed=5, components=COMPONENTS)
    bots = {seat: make_player("clockwork", seat, 5) for seat in range(4)}
    while game.state.round < 3:
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else bots[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    closing = [r for r in game.log if any(isinstance(e, CubesTaken) for e in r.happened)]
    assert closing
    for record in closing:
        lines = [t.plain for t in commentary.lines(game, [record], None)]
        assert "round setup" not in lines[0] and "Action Cubes" not in lines[0], lines
        assert lines[-1].startswith(f"Round {record.round + 1} begins: ") and "Action Cubes" in lines[-1]
        shown = table_commentary.record_text(
            game, record, record.round, "who", None, automated=record.owner >= 0
        ).split("\n")
        assert "round setup" not in shown[0] and not any("take Action Cubes" in line for line in shown[:-1])
        assert f"R{record.round + 1}" in shown[-1] and "Round" in shown[-1] and "Action Cubes" in shown[-1]


def board_percent(projected: int) -> int:
    """The chance the board gives a Vote at `projected` (companion.describe.vote_chance), in whole percent."""
    from engine import vote_odds

    rules = COMPONENTS.board
    if projected < rules.vote_minimum:
        return 0
    if projected >= rules.vote_certain:
        return 100
    odds = vote_odds(
        projected,
        COMPONENTS.uncertainty,
        minimum=rules.vote_minimum,
        needed=rules.vote_pass,
        certain=rules.vote_certain,
    )
    return round(odds.percent)


def test_a_clockwork_reason_states_the_boards_odds_and_promises_no_hand_it_plays_at_once():
    """A reason's chance at a projection is the board's chance there (what else it counts,
    the PM's reply or the Government's cubes, is said as such), and a Hobnob's reason
    promises no hand size to keep (a card that serves at once is played at once)."""
    import re

    from engine import Hobnob

    stated = 0
    for seed in (1, 2, 3):
        game = new_game(standard_setup(COMPONENTS, 4, seed=seed), seed=seed, components=COMPONENTS)
        bots = {seat: make_player("clockwork", seat, seed) for seat in range(4)}
        while not game.over and game.state.round <= 4:
            decision = game.pending
            if decision.is_chance:
                game.apply(game.deal())
                continue
            choice, reason = bots[decision.owner].decide(game.view(decision.owner), decision)
            game.apply(choice, reason)
            if isinstance(choice, Hobnob):
                assert "aims to hold" not in reason, reason
            for m in re.finditer(
                r"chance of passing (\d+)% at (\d+) now|with chance (\d+)% at (\d+) projected|"
                r"Government bill at (\d+): chance (\d+)% ->",
                reason,
            ):
                if m.group(1):
                    said, at = int(m.group(1)), int(m.group(2))
                elif m.group(3):
                    said, at = int(m.group(3)), int(m.group(4))
                    if f"fails with chance {m.group(3)}%" in reason:  # the Debate Card staked on failing
                        said = 100 - said
                else:
                    at, said = int(m.group(5)), int(m.group(6))
                assert said == board_percent(at), (reason, at, said, board_percent(at))
                stated += 1
    assert stated >= 3
