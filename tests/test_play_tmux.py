"""The installed `prime-minister play` / `resume` in a real terminal (tmux), as a person
uses it: start, answer several decisions, undo, save, quit, resume, and a finished game.

The driver reads the screen like a person: it answers whatever decision is shown with the
first choice `?` lists (or `end` for an action turn), so the tests hold whatever the
Clockwork decides. Skipped only where tmux is not installed.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tmux_support import GAME_TIMEOUTS, TIMEOUT, Terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PROMPT = re.compile(r"^(?P<who>.+) \u00b7 (?P<kind>[a-z ]+)> ?$")
PROMPT_LINE = re.compile(r" \u00b7 [a-z ]+> |\)> ")  # the session's prompt, or the party question


class PlayTerminal(Terminal):
    """`prime-minister play` in a 120x40 window."""

    def __init__(self, tmp_path: Path, width: int = 120, height: int = 40) -> None:
        super().__init__(
            tmp_path, lambda line: PROMPT_LINE.search(line) is not None, width=width, height=height, history=2000
        )

    def prompt(self, after: int = 0, timeout: float | None = None) -> tuple[str, str]:
        """Wait for the session's prompt (an empty input line); its decision kind and the screen."""

        def found(text: str) -> tuple[str, str] | None:
            lines = [line.rstrip() for line in text[after:].splitlines() if line.strip()]
            matches = [m for m in (PROMPT.match(line) for line in lines[-3:]) if m]
            return (matches[-1]["kind"], text) if matches else None

        return self.poll(found, "no prompt", timeout)

    def prompt_again(self, mark: int) -> int:
        """Wait for an empty prompt below the one at `mark` (answered since, so no longer empty):
        where it starts, so what is typed next goes to it and what it prints is read below it."""

        def found(text: str) -> int | None:
            lines = text[mark:].splitlines()
            written = [i for i, line in enumerate(lines) if line.strip()][1:]  # past the answered prompt
            return next(
                (mark + len("\n".join(lines[:i])) for i in reversed(written[-3:]) if PROMPT.match(lines[i].rstrip())),
                None,
            )

        return self.poll(found, "no new prompt")


@pytest.fixture
def term(tmp_path: Path):
    terminal = PlayTerminal(tmp_path)
    yield terminal
    terminal.close()


def answer(term: PlayTerminal, kind: str) -> str:
    """Answer the decision on screen as a hurried person would."""
    choice = "end" if kind == "action" else term.listed()[0]
    term.type(choice)
    return choice


def test_play_several_turns_undo_save_and_resume(term: PlayTerminal):
    term.start("play", "--seed", "11")
    term.wait_for(r"Which party do you play\?")
    term.type("lib")
    kind, screen = term.prompt()
    assert "(Liberal), Prime Minister, seat" in screen
    assert "Sector" in screen and " MPs " in screen  # the board (full or compact) before the first decision

    # an entry that is not a choice: one line, the same prompt again
    mark = term.mark()
    term.type("fly to the moon")
    term.wait_for(r"^Error: 'fly to the moon' is not a legal choice", after=mark)
    assert term.prompt(after=mark)[0] == kind

    # several decisions, whatever they are, until the person has taken an action turn
    undone = refused = False
    for _ in range(60):
        kind, _ = term.prompt(after=term.mark())
        mark = term.mark()  # past the prompt just found: the last answer's lines ('You: ') are above it
        if kind == "action" and not undone:
            # take an action back: a Campaign or a Debate reveals no card
            choice = next((c for c in term.listed() if c.startswith(("campaign", "debate"))), "")
            if choice:
                term.type(choice)
                term.wait_for(re.escape(f"You: {choice}"), after=mark)
                mark = term.prompt_again(mark)  # the Clockwork's moves after it, then a new prompt
                term.type("undo")
                term.wait_for(re.escape(f"Undone: {choice}"), after=mark)
                undone = True
                continue
        if kind == "draw bill" and not refused:
            term.type("draw cross-party")
            term.wait_for(r"You: drew 1 bill \(Cross-Party\)", after=mark)
            mark = term.prompt_again(mark)
            term.type("undo")
            term.wait_for(r"Error: cannot undo draw cross-party: a card has been revealed since", after=mark)
            refused = True
            continue
        answer(term, kind)
        term.wait_for(r"You: ", after=mark)
        term.prompt_again(mark)  # read once the next prompt is drawn
        if undone and "Round 2" in term.screen()[mark:]:
            break
    assert undone and refused
    mark = term.mark()
    term.type("why")
    term.wait_for(r"^    why: ", after=mark)  # the last Clockwork move's reason, on request

    mark = term.mark()
    term.type("save tmux")
    term.wait_for(r"Saved as tmux", after=mark)
    kind, _ = term.prompt(after=mark)
    term.key("C-d")
    term.wait_for(r"The game is autosaved(.|\n)*^Save as \(Enter: just quit\)> ?$", after=mark)  # the question's prompt
    term.type("")
    term.wait_for(r"\[exit=0\]", after=mark)
    term.close()

    term.start("resume", "tmux")
    screen = term.wait_for(r"Resumed: standard, 2 players, seed 11 \(save tmux\)")
    assert term.prompt()[0] == kind
    term.type("quit")
    term.wait_for(r"\[exit=0\]")


def test_ctrl_c_does_not_end_the_game(term: PlayTerminal):
    term.start("play", "--seed", "3", "--as", "1")
    term.prompt()
    mark = term.mark()
    term.key("C-c")
    term.wait_for(r"Ctrl-C does not leave the game", after=mark)
    mark = term.prompt_again(mark)
    term.type("board")
    term.wait_for(r"Sector", after=mark)
    term.prompt_again(mark)
    term.type("quit")
    term.wait_for(r"\[exit=0\]")


def test_a_whole_game_with_a_fixed_seed_ends_with_scores_and_a_chart(term: PlayTerminal):
    term.start("play", "--seed", "7", "--as", "1", "--autoplay")
    screen = term.wait_for(r"\[exit=0\]", timeout=GAME_TIMEOUTS * TIMEOUT)
    assert "Game over" in screen
    assert "Final scores" in screen
    assert "VP by round" in screen and " 100 |" in screen
    assert "Prime Minister with 100 VP" in screen or "wins" in screen


MOVE = re.compile(r"^#\d+ ")  # a line of commentary: the move's number first
CHOICES = re.compile(r"^  choices: (.+?)(?:, | and \d+ more|$)", re.MULTILINE)


def visible(term: PlayTerminal) -> str:
    """The screen as it shows now, without the history (a small screen scrolls too fast for
    offsets into the history to hold)."""
    return term.tmux("capture-pane", "-p", "-J")


def fresh_prompt(term: PlayTerminal) -> tuple[str, str]:
    """Wait for an empty prompt at the foot of the screen: its decision kind and the screen."""

    def found(text: str) -> tuple[str, str] | None:
        lines = [line.rstrip() for line in text.splitlines() if line.strip()]
        matches = [m for m in (PROMPT.match(line) for line in lines[-3:]) if m]  # above the toolbar's two lines
        return (matches[-1]["kind"], text) if matches else None

    return term.poll(lambda _: found(visible(term)), "no prompt")


def typed(text: str, choice: str) -> tuple[int, int]:
    """How many moves log `choice` and how many prompt lines hold it (a long prompt line broken
    in two is joined)."""
    joined = "".join(text.splitlines())
    return joined.count("You: " + choice), joined.count("> " + choice)


def test_a_four_player_round_at_80x24_fits_the_screen_one_line_a_move(tmp_path: Path):
    term = PlayTerminal(tmp_path, width=80, height=24)
    try:
        term.start("play", "--seed", "5", "--players", "4", "--as", "1")
        term.begin()  # the banner waits for Enter on a short terminal
        for _ in range(80):
            kind, screen = fresh_prompt(term)
            if "Round 2" in term.screen():
                break
            shown = CHOICES.findall(screen)  # the question's first choice, or `end` for a turn
            choice = "end" if kind == "action" else shown[-1] if shown else term.listed()[0]
            logged, prompted = typed(term.screen(), choice)
            term.type(choice)
            # typed: one more prompt line holds it, or one more move logs it (a burst of Clockwork
            # moves can scroll the prompt line off a 24-row screen). Counted, not looked for:
            # the same answer to the same question a moment ago (draw cross-party, three times)
            # is on the screen already, and typing the next answer before this one shows would
            # run its echo into the app's output (a line over 80 columns under load).
            term.poll(
                lambda text, choice=choice, logged=logged, prompted=prompted: (
                    typed(text, choice)[0] > logged or typed(text, choice)[1] > prompted or None
                ),
                f"{choice!r} typed",
            )
        else:
            raise AssertionError("round 1 did not end within 80 answers")
        lines = term.screen().splitlines()
    finally:
        term.close()
    # capture-pane -J joins a wrapped line back into one: any line over 80 columns wrapped
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    # each board, from its status rule to the Supporters line, fits the 24 rows with the question
    starts = [i for i, line in enumerate(lines) if line.startswith("\u2500 Round")]
    assert len(starts) >= 2  # the first decision, then each change of phase
    for start in starts:
        end = next(i for i in range(start, len(lines)) if lines[i].startswith("Your Supporters"))
        assert end - start + 1 <= 20
    # the default commentary: one line a move, no reasons or effects on lines of their own
    moves = [line for line in lines if MOVE.match(line)]
    assert len(moves) >= 10
    assert not any(line.startswith(("    why:", "    -> ")) for line in lines)
    assert not any(line.startswith("Error") for line in lines)


def test_question_mark_at_an_action_turn_at_80x24_shows_every_choice_and_the_prompt(tmp_path: Path):
    term = PlayTerminal(tmp_path, width=80, height=24)
    try:
        term.start("play", "--seed", "11", "--as", "1")
        term.begin()  # the banner waits for Enter on a short terminal
        for _ in range(40):  # the Prime Minister's bills first, then the first action turn
            kind, screen = fresh_prompt(term)
            if kind == "action":
                break
            shown = CHOICES.findall(screen)
            choice = shown[-1] if shown else term.listed()[0]
            logged, prompted = typed(term.screen(), choice)
            term.type(choice)
            term.poll(
                lambda text, choice=choice, logged=logged, prompted=prompted: (
                    typed(text, choice)[0] > logged or typed(text, choice)[1] > prompted or None
                ),
                f"{choice!r} typed",
            )
        else:
            raise AssertionError("no action turn within 40 answers")
        choices = term.listed()  # read once the prompt is drawn again below the list
        rows = visible(term).splitlines()
    finally:
        term.close()
    assert len(choices) >= 10
    title = next(i for i, row in enumerate(rows) if row.endswith(f"({len(choices)} choices)"))  # the list's first line
    prompt = next(i for i in range(title, len(rows)) if PROMPT.match(rows[i].rstrip()))  # and below it the prompt
    assert all(choice in "\n".join(rows[title:prompt]) for choice in choices)
    assert all(len(row) <= 80 for row in rows)


def test_the_toolbar_shows_even_where_the_environment_turns_the_cursor_question_off(tmp_path: Path, monkeypatch):
    """PROMPT_TOOLKIT_NO_CPR=1 (which the pexpect tests need) hides prompt_toolkit's toolbar;
    the tmux terminal, which answers the question, runs without it (docs/testing.md)."""
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    terminal = PlayTerminal(tmp_path, width=80, height=24)
    try:
        terminal.start("play", "--seed", "3", "--as", "gladstone")
        terminal.begin()  # the banner waits for Enter on a short terminal
        # the toolbar is the screen's last line, drawn after the prompt
        terminal.wait_for(
            r"^ R1 Bill Selection \u00b7 (tied|\w+ lead \d+) \u00b7 Lib \d+,? Con \d+ \u00b7 you 0 VP, St \d+, Fav \d+, \d+ cubes?"
        )
    finally:
        terminal.close()
