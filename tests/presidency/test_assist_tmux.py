"""`presidency assist` in a real terminal of 80x24 (tmux), as a table uses it: a whole turn
of a physical game (influence, action cards, newspapers, the round, the auction, four issues
with a Congress vote, a tax with its outrage roll, the Treasury), bad input answered in one
line with nothing lost, undo, quit and resume. Skipped only where tmux is not installed."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tmux_support import Terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

DATA = Path(__file__).parent / "data"
PROMPT = re.compile(r"^(?P<name>[A-Z][^>]{0,40})> ?(?P<typed>.*)$")
WIDTH, HEIGHT = 80, 24


class TableTerminal(Terminal):
    def __init__(self, tmp_path: Path) -> None:
        super().__init__(
            tmp_path,
            lambda line: bool(PROMPT.match(line)) and not line.startswith("Error"),
            width=WIDTH,
            height=HEIGHT,
            history=5000,
            program="presidency",
            home_env="PRESIDENCY_HOME",
        )

    def prompt(self, after: int = 0) -> str:
        """The name of the empty prompt last on screen past `after` (skipping the line at
        `after` itself, the one just answered)."""

        def found(text: str) -> str | None:
            filled = [line.rstrip() for line in text[after:].splitlines() if line.strip()][1 if after else 0 :]
            for line in reversed(filled[-4:]):
                m = PROMPT.match(line)
                if m and not m["typed"] and not line.startswith(("Error", " ")):
                    return m["name"]
            return None

        return self.poll(found, "no empty prompt")

    def answer(self, text: str, at: str | None = None) -> str:
        """Type `text` at the prompt (checking it is `at`), wait for the next one; its name."""
        if at is not None:
            assert self.prompt().startswith(at), (at, self.screen()[-800:])
        mark = self.mark()
        self.type(text)
        return self.prompt(after=mark)

    def refused(self, text: str, error: str) -> None:
        """`text` is answered with one `Error:` line holding `error`, and the same prompt."""
        before = self.prompt()
        mark = self.mark()
        self.type(text)
        shown = self.wait_for(r"^Error: .*" + re.escape(error), after=mark)
        errors = [line for line in shown[mark:].splitlines() if line.startswith("Error:")]
        assert len(errors) == 1, errors
        assert self.prompt(after=mark) == before

    def visible(self) -> list[str]:
        return self.tmux("capture-pane", "-p").splitlines()

    def toolbar(self, begins: str) -> str:
        """The toolbar, the screen's last line, once it begins with `begins`."""
        return self.poll(
            lambda _: next((line for line in self.visible()[-1:] if line.startswith(begins)), None),
            f"no toolbar {begins!r}",
        )


@pytest.fixture
def term(tmp_path: Path):  # type: ignore[no-untyped-def]
    table = (DATA / "table.yaml").read_text(encoding="utf-8")
    (tmp_path / "table.yaml").write_text(
        table + "newspapers: {C: {left: [2, 0, 0]}, L: {left: [1, 0, 0]}}\n", encoding="utf-8"
    )
    (tmp_path / "broken.yaml").write_text("players: [Ann, Bob\n", encoding="utf-8")
    terminal = TableTerminal(tmp_path)
    yield terminal
    terminal.close()


def test_a_whole_turn_at_80x24(term: TableTerminal, tmp_path: Path) -> None:
    term.start("assist", "--table", str(tmp_path / "table.yaml"))
    assert term.prompt() == "Influence"
    screen = term.visible()
    term.toolbar(" Turn 1 \u00b7 Era A \u00b7 Reserves 10 \u00b7 Revenue 4 \u00b7 Support C 2")
    assert any("Conservative leader Washington (Ann): +1 on his card (1)." in line for line in screen)

    # 1. influence: a negative number is refused; Tab completes a name
    term.refused("Hamilton -1", "-1 influence: at least 0")
    term.type("Hami", enter=False)
    term.wait_for(r"Influence> Hami")
    term.key("Tab")
    term.wait_for(r"Influence> Hamilton")
    term.type(" 2", enter=False)
    assert term.answer("") == "Influence"
    assert term.answer("", "Influence") == "Cards \u00b7 Ann"

    # 2. action cards; the Action deck runs out before Bob's draw
    term.answer("", "Cards \u00b7 Ann")
    term.answer("exhausted", "Cards \u00b7 Bob")
    term.wait_for(r"shuffle the Generation II action cards")
    for player in ("Bob", "Cy", "Dee"):
        term.answer("", f"Cards \u00b7 {player}")

    # 3. newspapers (the turn 2 example, line 181)
    term.answer("1", "Newspapers \u00b7 C")
    term.wait_for(r"^Conservative: 1 cube right from level 1 \(by choice\): \+1\.")
    term.answer("", "Newspapers \u00b7 L")

    # 4. the round, with ? listing what a player may do
    mark = term.mark()
    term.type("?")
    term.wait_for(r"speech NAME \[EXTRA\]", after=mark)
    term.prompt(after=mark)
    term.answer("speech Washington 1", "Round \u00b7 Ann")
    term.wait_for(r"a 6 or more on die \+ 1 gives")
    term.answer("5", "Speech")
    term.wait_for(r"5 \+ 1 = 6: Washington \+1 popularity \(9\)\.")
    term.answer("", "Round \u00b7 Ann")
    term.answer("whip Hamilton", "Round \u00b7 Bob")
    term.answer("6", "Whip")
    term.answer("papers Adams start", "Round \u00b7 Bob")
    for player in ("Bob", "Cy", "Dee"):
        term.answer("", f"Round \u00b7 {player}")

    # 5. the auction
    term.answer("pass", "Auction \u00b7 Bob")
    term.answer("1", "Auction \u00b7 Cy")
    term.refused("2", "Dee has 1 influence in supply: he cannot bid 2")
    term.answer("pass", "Auction \u00b7 Dee")
    term.answer("pass", "Auction \u00b7 Ann")
    term.answer("speech Jefferson", "Initiative \u00b7 Cy")
    term.answer("3", "Speech")
    for correction in ("set influence Ann 5", "set influence Bob 4", "set influence Cy 3"):
        term.answer(correction, "Issue 1 of 4")

    # the president's term: END SLAVERY (line 30)
    for text in ("END SLAVERY", "", "president", "7"):
        term.answer(text)
    term.wait_for(r"Washington \(ability 3, Ann's\) needs 4 influence to reach 7")
    term.refused("-1", "-1 influence: what is spent is 0 or more")
    for text in ("4", "no", "2"):
        term.answer(text)
    term.wait_for(r"END SLAVERY goes to the Resolved Issues area\.")
    # an issue whose requirement is not met, replaced by one put to Congress and tied
    for text in ("Bank", "Whiskey Tax", "Assumption", "", "treasury", "5", "2", "yes"):
        term.answer(text)
    term.answer("for 1", "Congress \u00b7 Bob")
    term.wait_for(r"Congress on Assumption: for 8, against 0; it can still pass")
    term.answer("against", "Congress \u00b7 Cy")
    term.answer("against", "Congress \u00b7 Dee")
    term.answer("abstain", "Congress \u00b7 Ann")
    term.wait_for(r"A tie: Bob \(Vice President Adams\) decides")
    term.answer("resolved", "Tie \u00b7 Bob")
    term.answer("", "Assumption \u00b7 results")
    # refused by Congress: half of 3 lost
    for text in ("Jay Treaty", "", "state", "4", "3", "yes", "against", "for", "for", "against"):
        term.answer(text)
    term.wait_for(r"Half of 3 is 1\.5")
    term.answer("1", "Half \u00b7 Cy")
    term.answer("", "Jay Treaty \u00b7 results")
    # a state's admission
    for text in ("state Kentucky", "2 3 4", "", "resolve", "2", "0", "no", ""):
        term.answer(text)
    term.wait_for(r"Kentucky goes on the map: the state is admitted\.")

    # taxes: the Whiskey Tax and its outrage roll, with the exact odds before the die
    for text in ("pass Whiskey Tax", "treasury", "3", "0", "no", ""):
        term.answer(text)
    term.answer("", "Outrage")
    term.wait_for(r"Tax Outrage: 2 active \+ 2 modifier \+ one die; popularity lost 3 in 6 \(50\.0%\)\.")
    term.answer("5", "Outrage \u00b7 die")
    term.wait_for(r"2 \+ 2 \+ 5 = 9: the President and the Treasury Secretary each lose 1")
    term.answer("", "Taxes")

    # offices: an ineligible appointment, a broken file, undo
    term.refused("appoint war Washington", "Washington is the President: he may not appoint himself")
    term.refused(f"load {tmp_path / 'broken.yaml'}", "not valid YAML at line")
    term.answer("appoint war Pinckney", "Offices")
    term.answer("set reserves -150", "Offices")
    mark = term.mark()
    term.type("undo")
    term.wait_for(r"^Undone: set reserves -150", after=mark)
    term.prompt(after=mark)
    term.answer("set reserves -150", "Offices")
    term.toolbar(" Turn 1 \u00b7 Era A \u00b7 Reserves -150")
    term.answer("", "Offices")

    # the Treasury: each step, then the crisis odds and roll
    term.wait_for(r"Treasury 2: interest -143 x 3 / 10 = -42\.9, down to -43: reserves -186\.")
    term.wait_for(r"Economic Crisis at -186: a die less 1")
    term.answer("2", "Crisis \u00b7 die")
    term.wait_for(r"2 - 1 = 1: the Government's party loses 2 Public Support")
    assert term.prompt() == "End of turn"

    # show: the numbers fit the screen, with nothing lost by the refusals
    mark = term.mark()
    term.type("show")
    term.prompt(after=mark)
    screen = term.visible()
    first = next(i for i, line in enumerate(screen) if line.startswith("Turn 1 Era A"))
    assert "Reserves -186" in screen[first] and "Revenue 7" in screen[first]
    assert any(line.startswith("Resolved: END SLAVERY, Assumption.") for line in screen[first:])
    assert any(re.match(r"Pinckney +C +SC .* War ", line) for line in screen[first:])

    # every line the helper wrote fits 80 columns (the typed ones and errors naming a file aside)
    for line in term.screen().splitlines():
        if not PROMPT.match(line) and not line.startswith("Error:"):
            assert len(line) <= WIDTH, line

    mark = term.mark()
    term.type("quit")
    term.wait_for(r"\[exit=0\]", after=mark)
    [autosave] = (tmp_path / "home" / "autosave").glob("*-table-*.json")
    save = json.loads(autosave.read_text())
    assert save["table"]["reserves"] == -186 and save["table"]["resolved_issues"] == ["END SLAVERY", "Assumption"]


def test_resume_where_the_table_left_off(term: TableTerminal, tmp_path: Path) -> None:
    term.start("assist", "--table", str(tmp_path / "table.yaml"))
    term.answer("Hamilton 2", "Influence")
    term.answer("", "Influence")
    term.answer("", "Cards \u00b7 Ann")
    mark = term.mark()
    term.key("C-d")
    term.wait_for(r"\[exit=0\]", after=mark)
    term.close()
    again = TableTerminal(tmp_path)
    try:
        again.start("assist", "--resume")
        assert again.prompt() == "Cards \u00b7 Bob"
        mark = again.mark()
        again.type("show players")
        again.wait_for(r"Ann 1/1/0, Bob 1/0/0", after=mark)
        again.prompt(after=mark)
        mark = again.mark()
        again.type("undo")
        again.wait_for(r"Undone: \(Enter\)|Undone: kept", after=mark)
        assert again.prompt(after=mark) == "Cards \u00b7 Ann"
    finally:
        again.close()


def test_a_broken_table_file_at_the_start_is_one_line(term: TableTerminal, tmp_path: Path) -> None:
    term.start("assist", "--table", str(tmp_path / "broken.yaml"))
    shown = term.wait_for(r"\[exit=2\]")
    errors = [line for line in shown.splitlines() if line.startswith("Error:")]
    assert errors == [
        f"Error: {tmp_path / 'broken.yaml'}: not valid YAML at line 2, column 1: expected ',' or ']', but "
        f"got '<stream end>'"
    ] or (len(errors) == 1 and "not valid YAML" in errors[0])
