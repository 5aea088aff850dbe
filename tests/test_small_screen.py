"""An 80x24 screen in `play` and at a table (issue 29), in process: what stays in view.

- The board drawn before a decision fits above the prompt with the question, the rows the
  prompt keeps for its menu and the toolbar: its top (the round, the lead, the seats, the
  Government MPs, the Pact) is not scrolled away.
- The toolbar, drawn at every prompt, holds where the game stands (round, phase, lead,
  seats) and the last Clockwork move, whatever was printed above.
- `log N` keeps to the screen.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from rich.console import Console

from clockwork.players import make_player
from companion import toolbar
from companion.choices_list import spare_rows
from companion.saves import SaveStore
from companion.seats import opponent
from companion.session import Seating, Session
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def solo_at_80x24(tmp_path: Path, seed: int = 5, players: int = 4) -> Session:
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    clockwork = {seat: opponent(seat, seed, "standard")[0] for seat in range(1, players)}
    console = Console(file=io.StringIO(), width=80, height=24, highlight=False)
    return Session(game, Seating.solo(0), clockwork, console, SaveStore(tmp_path), "small")


def until_actions(session: Session) -> None:
    """Play the person's seat with the greedy baseline up to their first action turn."""
    greedy = make_player("greedy", 0, 5)
    session.play_others()
    while not (session.game.pending.kind == "action" and session.game.pending.owner == 0):
        decision = session.game.pending
        session.apply(greedy.decide(session.game.view(0), decision)[0])
        session.play_others()


def test_the_board_and_the_question_fit_above_the_prompt_at_80x24(tmp_path: Path):
    session = solo_at_80x24(tmp_path)
    until_actions(session)
    before = len(session.console.file.getvalue())
    session.screen.pose_again()
    session.screen.show_board_next()
    session.announce()
    shown = session.console.file.getvalue()[before:].splitlines()
    board = next(i for i, line in enumerate(shown) if line.startswith("\u2500 Round 1 \u00b7 Actions"))
    drawn = [line for line in shown[board:] if line.strip()]
    text = "\n".join(drawn)
    assert re.search(r"Lead +Lib \d+, Con \d+: (Lib lead \d+|Con lead \d+|tied)", text)  # beside the Sectors' points
    assert re.search(r"Seats +Lib \d+, Con \d+", text) and "Gov. MPs" in text and "Pact in force" in text
    # the board from its rule, the question, the prompt, the menu's rows and the toolbar: 24 rows at most
    assert len(drawn) + spare_rows(24) <= 24, text


def test_the_toolbar_holds_the_round_the_lead_the_seats_and_the_last_clockwork_move(tmp_path: Path):
    session = solo_at_80x24(tmp_path)
    until_actions(session)
    standing, last = session.screen.toolbar().split("\n")
    assert len(standing) < 80 and len(last) < 80
    game = session.game
    assert re.match(r" R1 Actions \u00b7 (Lib lead \d+|Con lead \d+|tied) \u00b7 Lib \d+,? Con \d+", standing), standing
    assert f"Lib {toolbar.board.projected_seats(game, toolbar.Party.LIBERAL)}" in standing
    clockwork = [r for r in game.log if r.owner not in (0, -1)][-1]
    assert last.startswith(f" Last Clockwork move: #{clockwork.ply + 1} "), last


def test_log_n_keeps_to_the_screen_at_80x24(tmp_path: Path):
    session = solo_at_80x24(tmp_path)
    until_actions(session)
    before = len(session.console.file.getvalue())
    session.show_log("12")
    shown = session.console.file.getvalue()[before:].splitlines()
    assert len(shown) + spare_rows(24) <= 24 and all(len(line) <= 80 for line in shown), "\n".join(shown)
    numbers = [int(m.group(1)) for m in (re.match(r"#(\d+) R\d", line) for line in shown) if m]
    assert numbers == list(range(len(session.game.log) - len(numbers) + 1, len(session.game.log) + 1))
    assert shown[-1].strip().startswith("why N:")


def choices_at(tmp_path: Path, kind: str, seed: int) -> tuple[list[str], Session]:
    """`?` at the first decision of `kind` for the person (the greedy baseline plays them up to it)."""
    session = solo_at_80x24(tmp_path, seed=seed)
    greedy = make_player("greedy", 0, seed)
    session.play_others()
    while session.game.pending.kind != kind:
        session.apply(greedy.decide(session.game.view(0), session.game.pending)[0])
        session.play_others()
    before = len(session.console.file.getvalue())
    session.show_choices("")
    return session.console.file.getvalue()[before:].splitlines(), session


def test_question_mark_gives_each_bill_a_line_of_its_own_with_its_numbers_whole(tmp_path: Path):
    for kind, seed in (("select bill", 1), ("select bill", 3), ("resolve bill", 1), ("resolve bill", 3)):
        shown, session = choices_at(tmp_path / f"{kind}{seed}", kind, seed)
        text = " ".join(" ".join(shown).split())
        assert "\u2026" not in text and len(shown) + spare_rows(24) <= 24, "\n".join(shown)
        for choice in session.game.pending.choices:  # each choice and what it would do, whole
            assert f"{choice} \u00b7 {' '.join(session.screen.describe_choice(choice).split())}" in text, (choice, text)


def test_the_table_at_80_columns_keeps_odds_to_a_line_and_prompts_short():
    """A round at a 4-player table on an 80-column screen: every odds line after a move is one
    line, and every prompt leaves room for what is typed (no prompt line wraps)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from table_script import ScriptedTable
    from companion.table_session import PROMPT_ROOM

    table = ScriptedTable(height=24, width=80, people=(0, 1))
    table.session.play_others()
    table.sync()
    prompts = []
    while not table.session.game.over and table.session.game.state.round <= 1:
        prompts.append(table.session.prompt_text())
        table.step()
    odds = [line for line in table.out.getvalue().splitlines() if line.startswith("Odds ")]
    assert odds and all(len(line) <= 80 for line in odds)
    following = table.out.getvalue().splitlines()
    assert not any(
        line.startswith("     ") and following[i - 1].startswith("Odds ") for i, line in enumerate(following)
    )
    assert prompts and all(len(prompt) <= PROMPT_ROOM for prompt in prompts), [
        p for p in prompts if len(p) > PROMPT_ROOM
    ]
