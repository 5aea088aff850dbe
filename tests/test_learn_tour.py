"""`prime-minister learn`: the rulebook's Example of Play as a guided tour.

What a learner reads: `--print` ends with Peel's victory at 100 VP; each step says what
happens with the rule's number, and every number cited is one of the rulebook's (read from
the rulebook where it is found beside the checkout, else from the committed list, which is
itself checked against the rulebook when it is there); the tour plays the moves of the
shared script and nothing else; nothing of it is wider than 80 columns or copied from the
rulebook's sentences; a move typed at the prompt is read, or refused in one line."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from companion import cli
from companion.tour import example_moves, notes, rule_numbers
from companion.tour.example_script import all_moves
from companion.tour.steps import END, MOVE, ROUND, build, first_of_round
from companion.tour.tour_cmd import Tour

ROOT = Path(__file__).resolve().parent.parent
RULEBOOK_NAME = Path("shared") / "rules" / "prime-minister-rulebook.txt"


def rulebook() -> str | None:
    """The rulebook's text where it is found: ../shared beside the checkout (CI), or one
    folder further up (a worktree under a folder of worktrees)."""
    for base in (ROOT.parent, ROOT.parent.parent):
        path = base / RULEBOOK_NAME
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


def printed(*args: str) -> str:
    result = CliRunner().invoke(cli.main, ["learn", *args, "--print"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def tour_text() -> str:
    return printed()


@pytest.fixture(scope="module")
def steps():  # type: ignore[no-untyped-def]
    return build()


def test_the_last_round_printed_ends_with_peels_victory_at_100_vp() -> None:
    text = printed("--round", "13")
    assert text.lstrip().startswith("Round 13")
    last = text.strip().split("step 285 of 285")[-1]
    assert "Peel wins: Prime Minister at 100 VP" in last and "rule 13.0" in last
    assert "Royal Interference" in text and "Peel and Derby 98\u2192100" in text


def test_every_rule_cited_is_in_the_rulebooks_numbering(tour_text: str) -> None:
    book = rulebook()
    numbering = set(rule_numbers.headings(book)) if book is not None else set(rule_numbers.RULE_NUMBERS)
    cited = rule_numbers.cited(tour_text)
    assert len(set(cited)) >= 40  # the tour cites rules from setup (2.1) to victory (13.0)
    assert not set(cited) - numbering
    every_dotted_number = set(re.findall(r"(?<![\d.])\d+\.\d+(?:\.\d+)?(?![\d.])", tour_text))
    assert every_dotted_number <= set(cited), "a rule number shown without 'rule' before it"
    notes_cited = {
        n for round_notes in notes.NOTES.values() for _, _, why in round_notes for n in rule_numbers.cited(why)
    }
    assert notes_cited <= numbering


def test_the_committed_numbering_is_the_rulebooks() -> None:
    book = rulebook()
    if book is None:
        pytest.skip("the rulebook is not beside this checkout (../shared/rules)")
    assert rule_numbers.headings(book) == list(rule_numbers.RULE_NUMBERS)


def test_every_step_cites_a_rule_and_fits_80_columns(tour_text: str) -> None:
    chunks = re.split(r"\n(?=Round \d+ .*step \d+ of \d+ \u2500)", "\n" + tour_text)
    chunks = [c for c in chunks if c.strip()]
    assert len(chunks) == len(build())
    uncited = [c.splitlines()[0] for c in chunks if not rule_numbers.cited(c)]
    # only a step where a player passes the turn without anything happening says no rule
    assert all("ends his turn" in chunk for chunk in chunks if chunk.splitlines()[0] in uncited)
    assert max(len(line) for line in tour_text.splitlines()) <= 80


def test_no_sentence_of_the_rulebook_is_copied(tour_text: str) -> None:
    """Card names, numbers and rule numbers are facts; the rulebook's sentences are not ours
    to copy: no run of ten words of the tour is found in the rulebook."""
    book = rulebook()
    if book is None:
        pytest.skip("the rulebook is not beside this checkout (../shared/rules)")

    def words(text: str) -> list[str]:
        return re.findall(r"[a-z0-9']+", text.lower())

    run = 10
    ours, theirs = words(tour_text), words(book)
    shared = {tuple(theirs[i : i + run]) for i in range(len(theirs) - run)}
    copied = [" ".join(ours[i : i + run]) for i in range(len(ours) - run) if tuple(ours[i : i + run]) in shared]
    assert not copied


def test_the_tour_plays_the_shared_script_move_for_move(steps, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert [str(m) for s in steps for m in s.moves] == [str(m) for m in all_moves()]
    assert [s.kind for s in steps].count(ROUND) == 12 and steps[-1].kind == END
    cut = "\n".join(example_moves.ROUNDS[13].splitlines()[:10])  # Round 13 stops after two bill draws
    monkeypatch.setitem(example_moves.ROUNDS, 13, cut)
    shorter = build()
    assert [str(m) for s in shorter for m in s.moves] == [str(m) for m in all_moves()]
    assert len(shorter) < len(steps) and not shorter[-1].after.over


def test_every_note_finds_its_move_and_a_step(steps) -> None:  # type: ignore[no-untyped-def]
    resolved = notes.resolved()
    assert len(resolved) == sum(len(n) for n in notes.NOTES.values())
    shown = {(m.round, m.index) for s in steps for m in s.moves}
    assert set(resolved) <= shown


def test_a_note_for_a_move_the_script_lacks_is_an_error(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(notes.NOTES, 1, (("Derby", "debate 3 -20", "no such move"),))
    notes.resolved.cache_clear()
    try:
        with pytest.raises(LookupError, match="Round 1 Derby: debate 3 -20"):
            notes.resolved()
    finally:
        notes.resolved.cache_clear()


def test_a_round_begins_with_its_vp_and_the_book_after_the_round_before(steps) -> None:  # type: ignore[no-untyped-def]
    from companion.tour.telling import tell

    index = first_of_round(steps, 4)
    assert index is not None
    begins = next(s for s in steps[index:] if s.kind == ROUND)
    said = " ".join(tell(begins))
    assert "Round 4 begins, rule 4.0" in said and "The book after Round 3: VP Derby 18, Russell 17" in said
    assert begins.vp_after["Earl of Derby"] - begins.vp_before["Earl of Derby"] == 4  # the Government's 4 VP


def tour_at(steps, index: int) -> tuple[Tour, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return Tour(steps, Console(file=out, width=80, color_system=None), index), out


def test_typed_words_move_the_tour_and_bad_ones_say_what_is_accepted(steps) -> None:  # type: ignore[no-untyped-def]
    tour, out = tour_at(steps, 0)
    tour.handle("round 9")
    assert steps[tour.at].round == 9 and "Round 9" in out.getvalue()
    tour.handle("back")
    assert steps[tour.at].round == 8
    tour.handle("round 14")
    assert "Error: round '14': the example has rounds 1 to 13" in out.getvalue() and steps[tour.at].round == 8
    tour.handle("board")
    assert "Politician" in out.getvalue()
    assert tour.handle("quit") == "quit"


def test_a_move_that_is_not_legal_is_refused_in_one_line(steps) -> None:  # type: ignore[no-untyped-def]
    at = next(i for i, s in enumerate(steps) if s.decision is not None and s.decision.kind == "end pact") - 1
    tour, out = tour_at(steps, at)
    tour.handle("campaign gentry 1")
    said = out.getvalue()
    assert "Error: " in said and "(yes, no)" in said and tour.at == at  # nothing moved on


def test_a_card_draw_is_no_move_to_make(steps) -> None:  # type: ignore[no-untyped-def]
    at = next(i for i, s in enumerate(steps) if s.kind == MOVE and s.decision is None) - 1
    tour, out = tour_at(steps, at)
    tour.handle("yes")
    assert "no decision of a player comes next" in out.getvalue() and tour.at == at


def test_question_mark_lists_the_choices_coming_next_and_narrows_them(steps) -> None:  # type: ignore[no-untyped-def]
    at = next(i for i, s in enumerate(steps) if s.decision is not None and s.decision.kind == "action") - 1
    tour, out = tour_at(steps, at)
    tour.handle("?")
    listed = out.getvalue()
    assert (
        "Choices for Rosebery, the Government Backbencher" in listed and "debate-card 1" in listed and "end" in listed
    )
    tour.handle("? hob")
    narrowed = out.getvalue()[len(listed) :]
    assert "hobnob 1" in narrowed and "debate-card" not in narrowed
    tour.handle("? flatter")
    assert "Error: no choice starts with 'flatter'" in out.getvalue() and tour.at == at


def test_a_round_past_the_example_is_one_error_line() -> None:
    result = CliRunner().invoke(cli.main, ["learn", "--round", "14", "--print"])
    assert (
        result.exit_code == 2 and result.output.count("\n") == 1 and "Error:" in result.output and "14" in result.output
    )
