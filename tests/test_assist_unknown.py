"""`assist` with unknown cards (companion.table_session): a 4-player table, 2 people and 2
Clockwork seats, where every card a person draws face down is left unknown with Enter and
named only when the rules show it; and one clear line for each bad answer at the new
questions, with nothing lost.

The table's lines come from `table_script`: a seeded truth game is played beside the
session, and the session's game must end where the truth ends.
"""

from __future__ import annotations

import io
import re

import pytest

from companion.table_session import carried
from engine import name_card, unknown
from engine import standard_components
from table_script import CLOCKWORK, PEOPLE, ScriptedTable

COMPONENTS = standard_components()


@pytest.fixture(scope="module")
def table():
    scripted = ScriptedTable()
    scripted.play(rounds=2)
    return scripted


def position(game):
    state = game.state
    return {
        "seats": [
            (s.politician, s.role.value, s.vp, s.standing, s.favour, s.cubes, len(s.supporters)) for s in state.seats
        ],
        "popularity": state.popularity,
        "mps": (state.moderates, state.partisans),
        "bills": [(slot.name, slot.adjustment) if slot else None for slot in state.slots],
        "pact": state.pact,
        "round": state.round,
    }


def test_two_rounds_with_every_face_down_card_unknown_end_where_the_table_does(table):
    game = table.session.game
    assert game.state.round == 3 and not game.over
    drawn = list(game.unknown)
    assert len(drawn) == 5 and {c.seat for c in drawn} == set(PEOPLE)  # four bills and a Supporter, all the people's
    assert all(c.named for c in drawn)  # each named when shown: proposals, bills kept back, the Supporter played
    # no face-down card has an entry of its own: the deck typed draws it (`cross-party, cross-party`)
    assert sum(line.count("cross-party") + line.count("liberal") for line in table.script.lines) >= 4
    assert position(game) == position(table.truth)
    # the position worked out at the table after round 2 (W.E. Gladstone PM; the Pact ended in round 1)
    assert position(game)["seats"] == [
        ("W.E. Gladstone", "pm", 16, 11, 1, 3, 0),
        ("Earl of Derby", "opposition_backbencher", 12, 2, 1, 1, 0),
        ("Marquess of Salisbury", "opposition_leader", 12, 5, 1, 2, 0),
        ("Viscount Palmerston", "government_backbencher", 16, 2, 2, 1, 0),
    ]
    assert position(game)["mps"] == (270, 60)
    assert position(game)["bills"] == [None, ("Public Libraries Act", 40), None]
    assert position(game)["pact"] is False


def test_the_screen_never_shows_a_card_before_the_rules_show_it(table):
    screen = table.out.getvalue()
    # the Supporter Palmerston drew face down appears first where he plays it
    first = screen.index("William Howley")
    assert "shows a Supporter drawn face down: William Howley" in screen[first - 60 : first + 20]
    # the Clockwork's hidden bills are recorded, not shown, until the rules show them
    assert "recorded, hidden" in screen
    for line in screen.splitlines():  # a draw says for whom; a move's words mask a card until the table names it
        assert not re.search(r"face down, not named(?! yet)", line) or "for " in line


def test_entries_per_round_are_few(table):
    rounds = table.script.rounds
    assert rounds.count(1) <= 20 and rounds.count(2) <= 12, (rounds.count(1), rounds.count(2))
    # the PM and the Opposition Backbencher at the table, the other two seats Clockwork
    other = ScriptedTable(people=(0, 1)).play(rounds=2).rounds
    assert other.count(1) <= 20 and other.count(2) <= 12, (other.count(1), other.count(2))


# --- bad input at the new questions ------------------------------------------------------


@pytest.fixture
def fresh():
    scripted = ScriptedTable()
    scripted.session.play_others()
    scripted.sync()
    return scripted


def screen_after(scripted, line):
    before = len(scripted.out.getvalue())
    scripted.session.handle(line)
    return scripted.out.getvalue()[before:]


def test_bad_printed_uncertainty_values_get_one_line(fresh):
    from companion.uncertainty_entry import find_printed
    from engine.decisions import InvalidChoice

    with pytest.raises(InvalidChoice, match=r"no Uncertainty card in the data shows vote \+99 election \+0") as caught:
        find_printed(COMPONENTS, "vote 99 election 0")
    assert "cards transcribe DIR" in str(caught.value) and "\n" not in str(caught.value)
    for card in COMPONENTS.uncertainty:  # every card can be entered by what it shows
        royal = f" royal {card.royal_interference}" if card.royal_interference is not None else ""
        assert find_printed(COMPONENTS, f"vote {card.vote:+d} election {card.election:+d}{royal}") == str(card.number)
        assert find_printed(COMPONENTS, f"{card.vote} {card.election}{royal}") == str(card.number)


def test_a_vote_value_alone_names_the_only_uncertainty_card_that_shows_it():
    from collections import Counter

    from companion.uncertainty_entry import find_printed
    from engine.decisions import InvalidChoice

    shown = Counter(card.vote for card in COMPONENTS.uncertainty)
    for card in COMPONENTS.uncertainty:
        if shown[card.vote] == 1:  # a Vote needs only its Vote value, when one card shows it
            assert find_printed(COMPONENTS, f"vote {card.vote:+d}") == str(card.number)
        else:
            with pytest.raises(
                InvalidChoice, match=re.escape(f"{shown[card.vote]} cards show vote {card.vote:+d}: add the Election")
            ):
                find_printed(COMPONENTS, f"vote {card.vote}")


def test_a_person_plays_only_a_supporter_their_face_down_card_can_be(table):
    scripted = ScriptedTable()
    scripted.play(rounds=1)
    while not scripted.session.game.unknown or scripted.session.game.unknown[-1].deck != "supporters":
        scripted.step()
    game = scripted.session.game
    card = game.unknown[-1]
    assert not card.named and card.seat in PEOPLE
    while scripted.session.game.pending.owner != card.seat:
        scripted.step()
    game = scripted.session.game
    log_before, state_before = len(game.log), game.state.to_json()
    out = screen_after(scripted, "play Reform Act 1")  # a bill, not a Supporter
    assert (
        out.count("Error:") == 1
        and len(game.log) == log_before
        and scripted.session.game.state.to_json() == state_before
    )
    held = {s for seat in CLOCKWORK for s in game.state.seats[seat].supporters}
    if held:  # a Supporter a Clockwork seat holds cannot be the face-down one
        name = sorted(held)[0]
        out = screen_after(scripted, f'play "{name}" 1')
        assert "Error:" in out and name not in out.split("Error:")[1].split("could be")[1]
        assert scripted.session.game.state.to_json() == state_before
    assert not carried(game) & set(out.split())


# --- a game in progress (engine/position.py) ------------------------------------------------


def test_joining_from_a_position_leaves_a_supporter_nobody_named_unknown(keys, home):
    """The example position's first seat holds a Supporter the writer did not know: at the
    table it is held face down, not asked for as if it were drawn now; a `set` out of range
    is one line and loses nothing; a correction survives the replay that names the card later."""
    import json
    from pathlib import Path

    from click.testing import CliRunner
    from rich.console import Console

    from companion.cli import main
    from engine.save import game_from_json

    example = str(Path(__file__).resolve().parents[1] / "docs" / "position-example.yaml")
    for line in ("set standing Peel 99", "set mps 250 80"):
        keys.send_text(line + "\r")
    keys.send_text("\x04\x04")
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(
        main, ["assist", "--position", example, "--seed", "2"], obj={"console": console}, catch_exceptions=False
    )
    out = console.file.getvalue()
    assert result.exit_code == 0
    assert "Supporter held by Earl of Rosebery, not named in the position: face down" in out
    assert "Which Supporter did Earl of Rosebery draw" not in out  # not asked as if drawn now
    assert out.count("Error:") == 1 and "99" in out.split("Error:")[1].splitlines()[0]
    [path] = sorted((home / "autosave").glob("*.json"))
    game = game_from_json(json.loads(path.read_text(encoding="utf-8")), COMPONENTS)
    [card] = game.unknown
    seat = game.state.seats[card.seat]
    possible = unknown.candidates(game, card)
    held = {c for s in game.state.seats for c in s.supporters} - {unknown.stand_in(game, card)}
    assert held and not held & set(possible)  # not a Supporter another seat is known to hold
    assert (game.state.moderates, game.state.partisans) == (250, 80)
    named = name_card(game, card, possible[-1])
    assert possible[-1] in named.state.seats[seat.index].supporters
    assert (named.state.moderates, named.state.partisans) == (250, 80)  # the correction is replayed too


def test_naming_a_bill_shown_refuses_a_card_it_cannot_be_in_one_line_and_asks_again(keys):
    """At the question "Which bill is Earl of Derby's?": a card of no bill deck, a bill seen
    already, then the right one."""
    from companion.table_session import TableSession

    scripted = ScriptedTable()
    tried: list[str] = []

    def answer_with_mistakes(card):
        mirror = scripted.session.game
        hidden = carried(mirror)
        seen = next(b for b in mirror.state.revealed if b not in hidden)  # the Clockwork's proposal, shown with it
        keys.send_text("John Bright\r" + f"{seen}\r")  # a Supporter; a bill already seen
        before = len(scripted.out.getvalue())
        scripted.session.ask_name = scripted.answer_name  # the cards shown after this one: named right away
        scripted.sync(len(mirror.log) - 1)
        if unknown.stand_in(mirror, card) in mirror.state.revealed:
            scripted.sync()
            truly = scripted.truth.state.proposals[str(card.seat)]
        else:
            truly = [
                b
                for b in scripted.truth.state.hands[str(card.seat)]
                if b not in scripted.truth.state.proposals.get(str(card.seat), [])
            ]
        keys.send_text(truly[0] + "\r")
        TableSession.ask_name(scripted.session, card)
        shown = scripted.out.getvalue()[before:]
        tried.append(shown)
        scripted.script.lines.append(truly[0])
        scripted.script.rounds.append(mirror.state.round)

    scripted.session.ask_name = answer_with_mistakes  # type: ignore[method-assign]
    scripted.play(rounds=1)
    shown = tried[0]
    errors = [line for line in shown.splitlines() if line.startswith("Error:")]
    assert len(errors) == 2, shown
    assert "John Bright is a Supporter, not a Cross-Party bill" in errors[0]
    assert "cannot come up now" in errors[1]
    assert position(scripted.session.game) == position(scripted.truth)  # nothing lost: the game went on right


def test_question_mark_lists_the_uncertainty_cards_in_the_order_of_what_they_show(fresh):
    for _ in range(400):  # the table plays on until a Vote or an Election draws an Uncertainty card
        pending = fresh.session.game.pending
        if pending is not None and pending.kind == "uncertainty":
            break
        fresh.step()
    assert pending is not None and pending.kind == "uncertainty"
    listed = screen_after(fresh, "?")
    # a table of the cards, or on a short screen the cards in columns: read down each column
    rows = [re.split(r"\s{3,}", line.strip()) for line in listed.splitlines() if "Vote " in line and "Election" in line]
    cells = [row[col] for col in range(max(map(len, rows))) for row in rows if col < len(row)]
    shown = [tuple(int(v) for v in re.findall(r"(?:Vote|Election) ([+-]\d+)", cell)) for cell in cells]
    assert len(shown) > 10 and shown == sorted(shown)


def test_the_full_board_carries_the_face_down_note_so_the_odds_do_not_come_twice():
    """A board redrawn while a person holds a face-down Supporter closes with the odds and
    the note; the next move that leaves the odds where they were prints no odds line again."""
    tall = ScriptedTable(height=80)
    tall.session.play_others()
    tall.sync()
    while not note_of(tall.session.game):
        tall.step()
    assert tall.session.screen.full_board_fits()
    tall.out.truncate(0)
    tall.out.seek(0)
    tall.session.show_board()
    board = tall.out.getvalue()
    odds = [line for line in board.splitlines() if line.startswith("Odds")]
    assert len(odds) == 1, odds
    assert (
        "not counting the face-down Supporters held: Viscount Palmerston 1" in board
        or "(not counting 1 face-down Supporter)" in board
    )  # in one line, in short where the whole does not fit
    tall.session.screen.show_odds_if_changed()
    assert tall.out.getvalue() == board  # the odds have not moved: nothing more


def note_of(game):
    from companion.table_session import unknown_note

    return unknown_note(game)


def test_an_undo_at_the_table_autosaves_the_face_down_cards_still_drawn():
    scripted = ScriptedTable()
    scripted.play(rounds=1)
    session = scripted.session
    while not any(card.ply < len(session.game.log) - 1 for card in session.game.unknown):
        scripted.step()
    saved: list[tuple[int, int]] = []  # (choices, unknown cards) of each autosave
    session.saving.store.autosave = lambda game, game_id: saved.append((len(game.log), len(game.unknown)))  # type: ignore[method-assign]
    session.handle("undo")
    assert saved, "the undo wrote no autosave"
    choices, kept = saved[-1]
    assert kept == len([c for c in session.game.unknown if c.ply < choices]) > 0  # the face-down cards drawn before it


def test_a_proposal_made_face_down_is_shown_by_its_deck_before_it_is_turned_up(table):
    screen = " ".join(table.out.getvalue().split())  # the words, whatever the wrapping
    assert re.search(r"propose \(a (Cross-Party|Liberal|Conservative) bill drawn face down\)", screen)
    assert "propose (a hidden card)" not in screen
