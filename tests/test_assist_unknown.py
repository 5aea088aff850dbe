"""`assist` with unknown cards (companion.table_session): a 4-player table, 2 people and 2
Clockwork seats, where every card a person draws face down is left unknown with Enter and
named only when the rules show it; and one clear line for each bad answer at the new
questions, with nothing lost.

The table's lines come from `table_script`: a seeded truth game is played beside the
session, and the session's game must end where the truth ends.
"""

from __future__ import annotations


import pytest

from companion.table_session import carried
from engine.decks import standard_components
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
        "seats": [(s.politician, s.role.value, s.vp, s.standing, s.favour, s.cubes, len(s.supporters)) for s in state.seats],
        "popularity": state.popularity,
        "mps": (state.moderates, state.partisans),
        "bills": [(slot.name, slot.adjustment) if slot else None for slot in state.slots],
        "pact": state.pact,
        "round": state.round,
    }


def test_two_rounds_with_every_face_down_card_unknown_end_where_the_table_does(table):
    game = table.session.game
    assert game.state.round == 3 and not game.over
    drawn = [c for c in game.unknown]
    assert len(drawn) == 5 and {c.seat for c in drawn} == set(PEOPLE)  # four bills and a Supporter, all the people's
    assert all(c.named for c in drawn)  # each named when shown: proposals, bills kept back, the Supporter played
    assert table.script.lines.count("") >= 5  # each face-down card entered with Enter alone
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
    assert "shows a Supporter drawn face down: William Howley" in screen[first - 60:first + 20]
    # the Clockwork's hidden bills are recorded, not shown, until the rules show them
    assert "recorded, hidden" in screen
    for line in screen.splitlines():
        assert "face down, not named" not in line or "for " in line


def test_entries_per_round_are_few(table):
    rounds = table.script.rounds
    plain = rounds.count(2)
    selection = rounds.count(1)
    assert plain <= 15, plain
    assert selection <= 30, selection


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
    assert out.count("Error:") == 1 and len(game.log) == log_before and scripted.session.game.state.to_json() == state_before
    held = {s for seat in CLOCKWORK for s in game.state.seats[seat].supporters}
    if held:  # a Supporter a Clockwork seat holds cannot be the face-down one
        name = sorted(held)[0]
        out = screen_after(scripted, f'play "{name}" 1')
        assert "Error:" in out and name not in out.split("Error:")[1].split("could be")[1]
        assert scripted.session.game.state.to_json() == state_before
    assert not carried(game) & set(out.split())
