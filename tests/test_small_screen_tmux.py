"""The installed `prime-minister` at 80x24 in a real terminal (tmux), read from the visible
screen only, not the history (issue 29):

- at every prompt of a `play` round and of two rounds at an `assist` table, the round and
  phase, the Popularity lead, the projected seats and the last Clockwork move are on the
  screen (the toolbar holds them, whatever has scrolled away above);
- at a table, a person's card prompt lists and counts every card that person cannot rule
  out, the Clockwork's cards typed unseen among them, and naming one of those is taken for
  an entry mistake without saying where the card was typed.

Skipped only where tmux is not installed.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest

from engine import standard_components
from table_script import SEED, ScriptedTable
from test_assist_unknown_tmux import start_keeping_history, wait_prompt
from tmux_support import TIMEOUT, Terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PHASES = "Round Setup|Bill Selection|Actions|Bill Resolution|Challenges|Election|Setup|Selection|Resolution"
# the round and phase, the lead, the seats: in full or in short, the person's marks or the odds after them
STANDING = re.compile(
    rf"^ (R(?P<round>\d+) |Round (?P<full>\d+) \u00b7 )(?P<phase>{PHASES}) \u00b7 "
    r"(tied|(Lib|Con|Liberal|Conservative) lead \d+) \u00b7 (seats Lib \d+, Con \d+|Lib \d+ Con \d+)"
)
PLAY_PROMPT = re.compile(r"^(?P<who>.+) \u00b7 (?P<kind>[a-z ]+)> ?$")
CLOCKWORK_MOVE = re.compile(r"^#(?P<number>\d+) (?!You:)(?!dealt )[A-Z][^:]*: ", re.MULTILINE)
TABLE_MOVE = re.compile(r"^R\d+ Clockwork \u25ba (?P<move>.+)$", re.MULTILINE)


def visible(term: Terminal) -> str:
    """The screen as it shows now: no history."""
    return term.tmux("capture-pane", "-p", "-J")


def foot(screen: str) -> tuple[str, str]:
    """The toolbar's two lines: the last two lines written on the screen."""
    lines = [line for line in screen.splitlines() if line.strip()]
    return lines[-2].rstrip(), lines[-1].rstrip()


def check_play_screen(term: Terminal) -> None:
    screen, history = visible(term), term.screen()
    standing, last = foot(screen)
    found = STANDING.match(standing)
    assert found, screen
    rounds = re.findall(r"^\u2500+ Round (\d+) ", history, re.MULTILINE)
    assert (found["round"] or found["full"]) == rounds[-1], screen
    told = [m["number"] for m in CLOCKWORK_MOVE.finditer(history)]
    if told:  # the last Clockwork move the commentary told, on the visible screen
        assert last.startswith(f" Last Clockwork move: #{told[-1]} "), (told[-1], screen)


def test_every_prompt_of_a_play_round_at_80x24_keeps_the_round_the_lead_the_seats_and_the_last_move(tmp_path: Path):
    term = Terminal(tmp_path, lambda line: PLAY_PROMPT.match(line.rstrip()) is not None, width=80, height=24)
    try:
        term.start("play", "--seed", "5", "--players", "4", "--as", "1")
        term.begin()  # the banner waits for Enter on a short terminal
        checked = 0
        for _ in range(80):
            screen = term.poll(
                lambda _: (
                    lambda s: (
                        s
                        if any(
                            PLAY_PROMPT.match(line.rstrip()) for line in [x for x in s.splitlines() if x.strip()][-3:]
                        )
                        else None
                    )
                )(visible(term)),
                "no prompt",
            )
            time.sleep(0.3)  # the toolbar is drawn just after the prompt
            check_play_screen(term)
            checked += 1
            kind = next(
                PLAY_PROMPT.match(line.rstrip())["kind"]
                for line in reversed(screen.splitlines())
                if PLAY_PROMPT.match(line.rstrip())
            )
            if "Round 2" in term.screen():
                break
            shown = re.findall(r"^  choices: (.+?)(?:, | and \d+ more|$)", screen, re.MULTILINE)
            choice = "end" if kind == "action" else shown[-1] if shown else term.listed()[0]
            before = term.screen().count("> " + choice)
            term.type(choice)
            term.poll(
                lambda text, choice=choice, before=before: text.count("> " + choice) > before or None,
                f"{choice!r} typed",
            )
        else:
            raise AssertionError("round 1 did not end within 80 answers")
        assert checked >= 10
    finally:
        term.close()


def test_every_prompt_at_an_80x24_table_keeps_the_round_the_lead_the_seats_and_the_last_move(tmp_path: Path):
    scripted = ScriptedTable()
    scripted.play(rounds=2)
    game = scripted.session.game
    term = Terminal(
        tmp_path, lambda line: bool(re.match(r".*(?:> ?|\? > ?)$", line.rstrip())), width=80, height=24, history=20000
    )
    try:
        names = ",".join(seat.politician for seat in game.state.seats)
        start_keeping_history(
            term, "assist", "--players", "4", "--politicians", f'"{names}"', "--clockwork", "1,3", "--seed", str(SEED)
        )
        term.begin()  # the banner waits for Enter on a short terminal
        wait_prompt(term, 0)
        checked = 0
        for line in scripted.script.lines:
            screen, history = visible(term), term.screen()
            standing, last = foot(screen)
            assert STANDING.match(standing), screen
            moves = TABLE_MOVE.findall(history)
            if moves:  # the last Clockwork instruction, on the visible screen (cut at its edge)
                shown = last.strip().split("): ", 1)[-1].rstrip("\u2026")
                assert moves[-1].startswith(shown), (moves[-1], screen)
                checked += 1
            mark = term.mark()
            if line:
                term.type(line)
            else:
                term.key("Enter")
            wait_prompt(term, mark)
        assert checked >= 10
    finally:
        term.close()


def test_a_persons_card_prompt_counts_and_lists_the_clockworks_unseen_cards_and_names_no_place(tmp_path: Path):
    """The PM (a person) draws after the Clockwork's hidden bills are typed: every Cross-Party
    bill not seen is offered (Tab) and counted; one the Clockwork holds unseen, typed, is
    taken for an entry mistake (its place unsaid); typed again it stands, and its keeper types
    the Clockwork's card again."""
    components = standard_components()
    term = Terminal(
        tmp_path, lambda line: bool(re.match(r".*(?:> ?|\? > ?)$", line.rstrip())), width=120, height=60, history=5000
    )
    try:
        start_keeping_history(
            term,
            "assist",
            "--players",
            "4",
            "--politicians",
            '"gladstone,derby,salisbury,palmerston"',
            "--clockwork",
            "3,4",
            "--seed",
            "1",
        )
        wait_prompt(term, 0)
        typed: list[str] = []
        for card in ("Public Libraries Act", "Limited Liability Act", "Food and Drugs Act", "Vaccination Act"):
            term.wait_for(r"typed unseen > ?$")  # a Clockwork's bill, typed by whoever keeps its cards
            mark = term.mark()
            term.type(card.lower())
            typed.append(card)
            wait_prompt(term, mark)
            if "Derby" in visible(term).splitlines()[-3]:
                break
        mark = term.mark()
        term.type("cross-party, cross-party")  # Derby's two bills, face down
        wait_prompt(term, mark)
        mark = term.mark()
        term.key("Enter")  # his proposal: the face-down bill (the table names it as the proposals turn up)
        term.wait_for(r"Which Cross-Party bill is Derby's\? > ?$", after=mark)
        history = term.screen()
        proposed = set(re.findall(r"proposes ([A-Z][^\n;]*? Act)", history))
        unseen = sorted(set(typed) - proposed)  # typed for a Clockwork seat, still hidden
        assert unseen
        mark = term.mark()
        term.type("museums act")
        wait_prompt(term, mark)
        mark = term.mark()
        term.type("draw cross-party")  # the PM's first bill, drawn face up
        term.wait_for(r"Which Cross-Party bill did W\.E\. Gladstone draw\? > ?$", after=mark)
        history = term.screen()
        seen = set(re.findall(r"proposes ([A-Z][^\n;]*? Act)", history)) | {"Museums Act"}
        possible = sorted({b.name for b in components.bills if b.deck.value == "cross-party"} - seen)
        assert re.search(rf"^  {len(possible)} Cross-Party bills can come up", history[mark:], re.MULTILINE)
        mark = term.mark()
        term.type("?")  # every card that can come up, with what it is
        wait_prompt(term, mark)
        listed = " ".join(term.screen()[mark:].split())
        assert f"({len(possible)} cards can come up)" in listed and all(name in listed for name in possible)
        for card in unseen:  # Tab offers it as it offers the others
            mark = term.mark()
            term.type(card[:-5].lower(), enter=False)
            time.sleep(0.5)
            term.key("Tab")
            term.wait_for(re.escape(card) + r"\s*$", after=mark)
            term.key("C-u")
        time.sleep(0.5)
        mark = term.mark()
        term.type(unseen[0].lower())
        said = term.wait_for(r"^Error: ", after=mark)[mark:]
        assert "check it" in said and "type it again" in said
        for where in ("Salisbury", "Palmerston", "hand", "drawn already", "set aside", "Clockwork"):
            assert where not in said.split("Error: ", 1)[1].split("\n\n")[0], where
        term.wait_for(
            r"^Error: (.|\n)*Which Cross-Party bill did W\.E\. Gladstone draw\? > ?$", after=mark
        )  # asked again
        time.sleep(0.5)
        mark = term.mark()
        term.type(unseen[0].lower())  # typed again: it stands
        term.wait_for(r"typed again unseen > ?$", after=mark, timeout=TIMEOUT)
        shown = term.screen()[mark:]
        assert (
            f"Cross-Party bill for W.E. Gladstone: {unseen[0]}" in shown and "typed unseen that was mistyped" in shown
        )
        mark = term.mark()
        term.type("tramways act")  # its keeper types the Clockwork's card again, unseen
        term.wait_for(r"recorded, hidden", after=mark)
        assert "Tramways" not in term.screen()[mark:]
    finally:
        term.close()


def test_the_banner_and_briefing_wait_to_be_read_on_a_short_terminal(tmp_path: Path):
    term = Terminal(tmp_path, lambda line: PLAY_PROMPT.match(line.rstrip()) is not None, width=80, height=24)
    try:
        term.start("play", "--scenario", "3", "--as", "1", "--seed", "2")
        term.wait_for(r"^Press Enter to begin > ?$")
        screen = visible(term)
        assert "New game: " in screen and "The Queen's Favour" in screen  # the banner and the briefing, in view
        assert not re.search(r"^\u2500+ Round 1", screen, re.MULTILINE)  # nothing has run on past them
        term.key("Enter")
        term.wait_for(r"^\u2500+ Round 1 ")  # then the game goes on
    finally:
        term.close()
