"""The installed `prime-minister assist` in a real terminal (tmux) at a 4-player table: two
people and two Clockwork seats, two full rounds. Every card a person draws face down is
entered with Enter alone and named only when the rules show it; the Clockwork's hidden cards
are typed unseen. The lines typed are the scripted table's (`table_script`); the test then
reads the whole screen history like a person would.

- the final position (written by `position FILE`) is the one worked out at the table;
- no hidden card's name shows anywhere before the moment the rules reveal it.

Skipped only where tmux is not installed.
"""

from __future__ import annotations

import re
import shutil
import time
import pytest
import yaml

from table_script import CLOCKWORK, SEED, ScriptedTable
from tmux_support import GAME_TIMEOUTS, TIMEOUT, Terminal, command

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PROMPT = re.compile(r".*(?:> ?|\? > ?)$")
# where the rules show a card: named at the table, proposed, shown after selection, played, discarded
REVEALS = (
    " bill is ",
    "proposes ",
    "reveals ",
    "shows a Supporter drawn face down: ",
    "plays ",
    "action> play ",
    "'s bill: ",
    "turn up ",
    "discard",
    "Discarded: ",
    "select ",
    "selects ",
    "can come up:",
)


def is_prompt(line: str) -> bool:
    return bool(PROMPT.match(line.rstrip()))


@pytest.fixture(scope="module")
def scripted():
    table = ScriptedTable()
    table.play(rounds=2)
    return table


@pytest.fixture(scope="module")
def played(scripted, tmp_path_factory):
    """The scripted lines typed into the installed command; the screen history and the position after them."""
    tmp_path = tmp_path_factory.mktemp("table")
    term = Terminal(tmp_path, is_prompt, width=130, height=45, history=20000)
    try:
        game = scripted.session.game
        names = ",".join(seat.politician for seat in game.state.seats)
        clockwork = ",".join(str(seat + 1) for seat in CLOCKWORK)
        start_keeping_history(
            term,
            "assist",
            "--players",
            "4",
            "--politicians",
            f'"{names}"',
            "--clockwork",
            clockwork,
            "--seed",
            str(SEED),
        )
        wait_prompt(term, 0)
        for line in scripted.script.lines:
            mark = term.mark()
            if line:
                term.type(line)
            else:
                term.key("Enter")
            wait_prompt(term, mark)
        target = tmp_path / "after-round-2.yaml"
        mark = term.mark()
        term.type(f"position {target}")
        term.wait_for(r"Position written to", after=mark)
        wait_prompt(term, mark)
        history = term.screen()
        mark = term.mark()
        term.type("quit")
        term.wait_for(r"\[exit=0\]", after=mark)
    finally:
        term.close()
    return history, yaml.safe_load(target.read_text(encoding="utf-8"))


def start_keeping_history(term: Terminal, *args: str) -> None:
    """Start the command in a window that keeps its whole history (tmux keeps 2,000 lines
    unless told otherwise before the window opens)."""
    term.tmux("new-session", "-d", "-x", term.size[0], "-y", term.size[1], "sleep 900")
    term.tmux("set-option", "-g", "history-limit", "50000")
    term.tmux("new-window", " ".join([command(), *args]) + "; echo [exit=$?]; sleep 60")


def wait_prompt(term: Terminal, after: int) -> None:
    """Wait for a new empty prompt past `after` characters of the history (not the one just answered)."""

    def found(text: str) -> bool | None:
        lines = [line.rstrip() for line in text[after:].splitlines() if line.strip()]
        if "Error:" in text[after:]:
            raise AssertionError("an error line at the table:\n" + text[after:][-2000:])
        last = len(lines) - 1
        return True if any(is_prompt(lines[i]) for i in range(max(1, last - 2), last + 1)) else None

    term.poll(found, "no new prompt", TIMEOUT * GAME_TIMEOUTS)

    def settled(text: str) -> bool | None:  # the prompt is drawn and waiting: the screen has stopped changing
        time.sleep(0.2)
        return True if term.screen() == text and found(text) else None

    term.poll(settled, "the screen did not settle", TIMEOUT)


def test_two_rounds_at_a_four_player_table_end_at_the_position_worked_out_by_hand(played, scripted):
    _, position = played
    seats = [
        (s["politician"], s["role"], s["vp"], s["standing"], s["favour"], s["cubes"], s["supporters_held"])
        for s in position["seats"]
    ]
    assert seats == [
        ("W.E. Gladstone", "pm", 16, 11, 1, 3, 0),
        ("Earl of Derby", "opposition_backbencher", 12, 2, 1, 1, 0),
        ("Marquess of Salisbury", "opposition_leader", 12, 5, 1, 2, 0),
        ("Viscount Palmerston", "government_backbencher", 16, 2, 2, 1, 0),
    ]
    assert position["round"] == 3 and position["pact"] is False
    assert (position["mps"]["moderates"], position["mps"]["partisans"]) == (270, 60)
    assert [(b["slot"], b["bill"], b["adjustment"]) for b in position["bills"]] == [(2, "Public Libraries Act", 40)]
    # the people's face-down bills drawn by their decks alone, no entry for each card
    assert sum(line.count("cross-party") + line.count("liberal") for line in scripted.script.lines) >= 4


def test_the_screen_never_shows_a_hidden_card_before_the_rules_reveal_it(played, scripted):
    history, _ = played
    truth = scripted.truth
    hidden = sorted({truth.log[ply].choice.card for ply in scripted.hidden_plies})
    assert len(hidden) == 7  # four bills and a Supporter of the people, two bills of the Clockwork Opposition Leader
    lines = history.splitlines()
    for card in hidden:
        at = next((i for i, line in enumerate(lines) if card in line), None)
        if at is None:
            continue  # never shown at all: still hidden
        first = lines[at]
        while at > 0 and lines[at].startswith("   ") and not first.lstrip().startswith(("->", "why:")):
            at -= 1  # a move wrapped under its words: read it from its first line
            first = lines[at] + " " + first
        assert any(word in first for word in REVEALS), f"{card} first shows in: {first!r}"


def test_a_round_takes_few_entries_in_the_real_terminal(played, scripted):
    """Counted as typed into the installed command (each line accepted: no error line at the
    table): a round with Bill Selection at most 20 entries, a plain round at most 12
    (docs/cli.md; `python bench/table_entries.py` measures more seeds and seatings)."""
    history, _ = played
    rounds = scripted.script.rounds
    assert "select bill" in {str(r.kind) for r in scripted.session.game.log if r.round == 1}
    assert rounds.count(1) <= 20, rounds.count(1)  # with Bill Selection (24 before the face-down draws took no entry)
    assert rounds.count(2) <= 12, rounds.count(2)  # a plain round (8 before)
    assert "Error:" not in history
