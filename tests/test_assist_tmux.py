"""The installed `prime-minister assist` in a real terminal (tmux), as a table uses it: a
Clockwork seat's instructions with their reasons, hidden cards typed unseen, a wrong card
name refused with the same question again, a card completed with Tab, save, quit and
resume at the table.

The driver reads the screen like a person: at a card question it types the first card `?`
lists; at a decision of its own seat it takes the first choice (or `end`). Skipped only
where tmux is not installed.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest

from tmux_support import Terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

# a card drawn at the table: "Which ...?", or a Clockwork seat's hidden card
QUESTION = re.compile(
    r"^(?P<question>Which .+\?|Clockwork .+, typed unseen)(?: \(Enter: face down\))? > ?(?P<typed>.*)$"
)
DECISION = re.compile(r"^(?P<who>.+) \u00b7 (?P<kind>[a-z ]+)> ?$")  # a seat's decision


def is_prompt(line: str) -> bool:
    return bool(QUESTION.match(line) or DECISION.match(line.rstrip()))


class AssistTerminal(Terminal):
    """`prime-minister assist` in a 130x45 window."""

    def __init__(self, tmp_path: Path) -> None:
        super().__init__(tmp_path, is_prompt, width=130, height=45, history=3000)

    def prompt(self, after: int = 0, timeout: float | None = None) -> "re.Match[str]":
        """Wait for an empty prompt: a card question or a seat's decision."""

        def found(text: str) -> "re.Match[str] | None":
            lines = [line.rstrip() for line in text[after:].splitlines() if line.strip()]
            for line in lines[-3:]:
                question = QUESTION.match(line)
                if question and not question["typed"]:
                    return question
                decision = DECISION.match(line)
                if decision:
                    return decision
            return None

        return self.poll(found, "no prompt", timeout)


def settle(term: AssistTerminal) -> None:
    """Wait until the screen stops changing (a prompt drawn and waiting)."""

    def still(text: str) -> bool | None:
        time.sleep(0.2)
        return True if term.screen() == text else None

    term.poll(still, "the screen did not settle")


@pytest.fixture
def term(tmp_path: Path):
    terminal = AssistTerminal(tmp_path)
    yield terminal
    terminal.close()


def test_a_table_with_a_clockwork_seat_types_its_cards_saves_and_resumes(term: AssistTerminal):
    term.start("assist", "--politicians", "gladstone,disraeli", "--clockwork", "2", "--seed", "3")
    term.wait_for(r"Table-side helper: standard, 2 players, Clockwork seed 3")
    asked = term.prompt()
    screen = term.screen()
    # the Clockwork drew a bill: the question names only the deck; the table types it unseen
    assert asked["question"] == "Clockwork Disraeli's Cross-Party bill, typed unseen"
    assert "Clockwork Benjamin Disraeli draws a Cross-Party bill: put it face down by its mat" in screen
    assert "Clockwork \u25ba Disraeli draws a Cross-Party bill" in screen and "    why: Disraeli" in screen
    assert "can come up (? lists them); what is typed is not shown." in screen
    assert "VP pools" in screen and "Government MPs" in screen
    term.wait_for(r"Election now: PM keeps office")  # the toolbar, drawn just after the prompt: the odds always in view

    # a name not in that deck: one line, the same question again
    mark = term.mark()
    term.type("zebra crossing")
    term.wait_for(r"^Error: no .+ that can come up has that name", after=mark)
    assert term.prompt(after=mark)["question"] == asked["question"]

    # every card the table draws, typed, up to a public card of the PM's
    completed = ""
    typed: set[str] = set()
    for _ in range(40):
        found = term.prompt(after=term.mark())
        # what follows is read past the prompt just found: a wait past an earlier one could be
        # met at once by the last answer's lines ('recorded, hidden'), and the next answer
        # typed into this prompt before the last one was taken
        mark = term.mark()
        if "question" in found.groupdict() and found["question"]:
            cards = term.listed()
            if found["question"].endswith("did W.E. Gladstone draw?"):
                card = next(c for c in cards if c not in typed)
                settle(term)  # the prompt is drawn again after the list: type into it, not before it
                term.type(card[:-2].lower(), enter=False)  # Tab completes the name
                settle(term)  # the menu of matches is computed while typing: Tab once it is there
                term.key("Tab")
                term.wait_for(
                    r"did W\.E\. Gladstone draw\?.* > ?" + re.escape(card) + r"\s*$", after=mark
                )  # the prompt line, not a row of the list
                term.key("Enter")
                term.wait_for(r"bill for W\.E\. Gladstone: " + re.escape(card), after=mark)
                completed = card
                break
            # the card drawn: one not typed before (the list names the cards typed unseen too: the screen
            # may not tell them from the deck's)
            card = next(c for c in cards if c not in typed)
            typed.add(card)
            term.type(card)
            term.wait_for(r"recorded, hidden", after=mark)
            continue
        if found["kind"] == "draw bill":
            term.type("draw cross-party")
        else:
            term.type("end" if found["kind"] == "action" else term.listed()[0])
        term.wait_for(re.escape(found["who"]) + ": ", after=mark)
    assert completed

    mark = term.mark()
    term.type("save tmux")
    term.wait_for(r"Saved as tmux", after=mark)
    where = term.prompt(after=mark).group(0)
    term.type("quit")
    term.wait_for(r"\[exit=0\]", after=mark)
    term.close()

    term.start("resume", "tmux")
    term.wait_for(r"Resumed at the table: standard, 2 players, Clockwork seed 3 \(save tmux\)")
    assert term.prompt().group(0) == where
    term.type("quit")
    term.wait_for(r"\[exit=0\]")
