"""`prime-minister learn` in a real 80x24 terminal (tmux): the whole tour walked with Enter
to the book's ending, and three of the book's decisions answered differently first, each
showing the book's choice and the advisor's view of both. Skipped only where tmux is not
installed."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tmux_support import GAME_TIMEOUTS, TIMEOUT, Terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PROMPT = "learn> "
ADVICE_ROW = r"^{who}: {move}\s+\d+% \(\d+%-\d+%\)\s+[+-]\d+\.\d\s+\d+\s*$"


@pytest.fixture
def term(tmp_path: Path):
    terminal = Terminal(tmp_path, lambda line: line.startswith(PROMPT), width=80, height=24, history=1500)
    yield terminal
    terminal.close()


EMPTY_PROMPT = r"^learn>\s*$"  # the screen keeps no trailing blanks


def enter(term: Terminal, step: int, total: int) -> str:
    """Press Enter and wait for step `step` to be shown with the prompt below it (keys are
    typed at a prompt once it is drawn); the step's text. A step's number is shown once, so
    it is looked for in the whole history kept: the tour is longer than that history, and
    a place in it would not stay put as its first lines are dropped."""
    term.key("Enter")
    found = term.wait_for(rf"step {step} of {total} \u2500[\s\S]*{EMPTY_PROMPT}")
    return found[found.index(f"step {step} of {total}") - 40 :]


def test_the_whole_tour_walked_with_enter_ends_with_peel_pm_at_100_vp(term: Terminal) -> None:
    term.start("learn")
    total = int(re.search(r"step 1 of (\d+)", term.wait_for(r"step 1 of \d+[\s\S]*" + EMPTY_PROMPT))[1])  # type: ignore[index]
    assert total > 200
    seen_rounds = set()
    for step in range(2, total + 1):
        text = enter(term, step, total)
        seen_rounds |= {int(n) for n in re.findall(r"^Round (\d+) ", text, re.MULTILINE)}
    ending = term.wait_for(r"Peel wins: Prime Minister at 100 VP")
    assert seen_rounds == set(range(1, 14))
    assert "The tour is over" in term.screen()[term.mark() - 400 :] or "The tour is over" in ending
    assert all(len(line) <= 80 for line in term.screen().splitlines())  # -J joins wrapped lines: none is wider
    mark = term.mark()
    term.type("quit")
    term.wait_for(r"\[exit=0\]", after=mark)


def your_move(term: Terminal, typed: str, who: str, book: str, then: str, tab: str = "") -> str:
    """Type a move (completed with Tab from `tab` when given) at the decision coming next; the
    book's choice, the advisor's rows for both moves and the book's step follow."""
    mark = term.mark()
    if tab:
        term.type(tab, enter=False)
        term.wait_for(re.escape(PROMPT + tab), after=mark)
        term.key("Tab")
        term.wait_for(re.escape(PROMPT + typed) + r"\s*$", after=mark)
        term.key("Enter")
    else:
        term.type(typed)
    words = re.escape(then).replace(r"\ ", r"\s+")  # the screen wraps lines at its width
    text = term.wait_for(words, after=mark, timeout=TIMEOUT * GAME_TIMEOUTS / 2)[mark:]
    assert f"Your move: {typed}" in text, text
    assert f"The book's {who}: {book}" in text, text
    assert f"The advisor, from {who}'s view" in text, text
    assert re.search(ADVICE_ROW.format(who="yours", move=re.escape(typed)), text, re.MULTILINE), text
    assert re.search(ADVICE_ROW.format(who="book's", move=re.escape(book)), text, re.MULTILINE), text
    assert re.search(r"it (rates|leans to)", text), text
    assert all(len(line) <= 80 for line in text.splitlines()), text
    term.wait_for(EMPTY_PROMPT, after=mark)
    return text


def go(term: Terminal, typed: str, shown: str) -> None:
    mark = term.mark()
    term.type(typed)
    term.wait_for(shown + r"[\s\S]*" + EMPTY_PROMPT, after=mark)


def test_three_decisions_answered_differently_show_the_books_choice_and_the_advisors_view(term: Terminal) -> None:
    term.start("learn")
    term.wait_for(EMPTY_PROMPT)
    for _ in range(7):  # to Derby's question whether to end the Pact
        go(term, "", r"step \d+ of")
    term.wait_for(r"Next: Derby, the Opposition Leader: End the Pact now\? Your move")
    your_move(term, "no", "Derby", "yes", then="Derby, the Opposition Leader, ends the Pact")

    go(term, "round 9", r"Round 9 begins")
    go(term, "", r"free Supporter")
    term.wait_for(r"Next: Peel, the Government Backbencher: Deputy PM")
    your_move(term, "no", "Peel", "yes", then="Peel, the Government Backbencher, takes one of the PM's Action Cubes")

    go(term, "round 10", r"Round 10 \u00b7")
    go(term, "", r"Round 10 begins")
    go(term, "", r"Princess of Wales")
    term.wait_for(r"Next: Russell, the Government Backbencher: Draw a bill")
    your_move(
        term,
        "draw liberal",
        "Russell",
        "draw cross-party",
        tab="draw l",
        then="Bill Selection: Russell, the Government Backbencher, draws two Cross-Party bills",
    )
