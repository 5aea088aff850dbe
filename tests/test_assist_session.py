"""`prime-minister assist` in process: the table-side helper for a game on the physical
board. Keys are piped into prompt_toolkit, the rich Console injected, the data directory
in tmp_path. What the people at the table type (every card drawn included) and see.

The lines typed come from the same game played in process: the seeded dealer stands in
for the cards turned over at the table, the greedy baseline for the people, and each card
is typed by the shortest unique beginning of its name, in lower case.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from rich.console import Console

from clockwork.players import make_player
from companion import card_draws
from companion.cli import main
from companion.completion import ChoiceCompleter, card_matches, find_card
from companion.seats import opponent
from companion.session import Seating
from companion.table_session import shown_decision
from engine import board
from engine.components import BillDeck, deck_title
from engine.decisions import TABLE, Decision, EndTurn, InvalidChoice, Reveal, choice_to_json
from engine import standard_components
from engine.setup import new_game, standard_setup

ENTER = "\r"
CTRL_D = "\x04"
QUIT = CTRL_D + CTRL_D  # Ctrl-D, then Ctrl-D again at "Save it under a name too?"
POLITICIANS = ("W.E. Gladstone", "Benjamin Disraeli")  # seat 1 the PM, seat 2 the Opposition Leader
TABLE_ARGS = ("assist", "--politicians", "gladstone,disraeli", "--seed", "3", "--name-face-down")  # every card typed
COMPONENTS = standard_components()


def run(keys, *args: str, typed: tuple[str, ...] | list[str] = (), end: str = QUIT):
    """Invoke the command with `typed` lines, then `end`; returns (result, screen text)."""
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(end)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return result, console.file.getvalue()


def autosave(home: Path) -> dict:
    [path] = sorted((home / "autosave").glob("*.json"))
    return json.loads(path.read_text(encoding="utf-8"))


def short_name(decision: Decision, card: str) -> str:
    """The shortest beginning of the card's name, in lower case, that names it alone."""
    for length in range(1, len(card) + 1):
        typed = card[:length].lower()
        if card_matches(decision, typed) == [card]:
            return typed
    return card.lower()


def table_game(clockwork: tuple[int, ...] = (), *, rounds: int = 2, seed: int = 3, plies: int | None = None):
    """The lines the table types for a game, and the game they make."""
    setup = standard_setup(COMPONENTS, 2, politicians=POLITICIANS, seed=seed)
    game = new_game(setup, seed=seed, components=COMPONENTS)
    players = {
        seat: opponent(seat, seed, "standard")[0] if seat in clockwork else make_player("greedy", seat, 0)
        for seat in range(2)
    }
    lines: list[str] = []
    while not game.over and game.state.round <= rounds and (plies is None or len(game.log) < plies):
        decision = game.pending
        if decision.is_chance:
            choice = game.deal()
            lines.append(
                short_name(shown_decision(game, decision), choice.card)
            )  # unique among the cards the screen lists
        else:
            choice, reason = players[decision.owner].decide(game.view(decision.owner), decision)
            if decision.owner not in clockwork and decision.choices != (
                EndTurn(),
            ):  # a turn with only `end` ends by itself
                lines.append(str(choice))
        game.apply(choice)
    return lines, game


def choices_of(save: dict) -> list[dict]:
    return [entry["choice"] for entry in save["choices"]]


def played(game) -> list[dict]:
    """The game's choices as a save holds them."""
    return json.loads(json.dumps([choice_to_json(record.choice) for record in game.log]))


def mirrors(save: dict, game, clockwork: tuple[int, ...] = ()) -> bool:
    """The save holds the game's choices, then at most the Clockwork's moves up to the next line to type."""
    choices = save["choices"]
    return choices_of(save)[: len(game.log)] == played(game) and all(
        e["owner"] in clockwork for e in choices[len(game.log) :]
    )


# --- a game typed in full -------------------------------------------------------------------


def test_two_rounds_typed_in_full_with_every_card_drawn(keys, home):
    lines, game = table_game(rounds=2)
    assert any(line.startswith("draw ") for line in lines) and game.state.round == 3
    result, out = run(keys, *TABLE_ARGS, typed=lines)
    assert result.exit_code == 0
    assert "Table-side helper: standard, 2 players" in out
    assert "Seat 2: Benjamin Disraeli (Opp. Leader), Conservative: typed at the prompt" in out
    # the people's decisions and the cards drawn, all typed at the one prompt
    assert (
        "Which Cross-Party bill did Benjamin Disraeli draw?" in out
        or "Which Liberal bill did Benjamin Disraeli draw?" in out
    )
    assert "Which Event did the PM, W.E. Gladstone, draw?" in out
    assert "Benjamin Disraeli (Opp. Leader) decides:" in out and "W.E. Gladstone (PM) decides:" in out
    assert "Error:" not in out
    assert "Round 3 \u00b7" in out
    # the app now mirrors exactly the game played at the table
    assert choices_of(autosave(home)) == played(game)
    assert autosave(home)["snapshot"]["seats"] == json.loads(json.dumps(game.state.to_json()))["seats"]


def test_a_whole_game_with_a_clockwork_seat_typed_to_its_end(keys, home, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # 300 autosaves: durability is not what this test is about
    lines, game = table_game(clockwork=(1,), rounds=99)
    assert game.over
    result, out = run(keys, *TABLE_ARGS, "--clockwork", "2", typed=lines, end="")
    assert result.exit_code == 0
    assert "Which Uncertainty card came up for " in out
    assert "Game over" in out and "Final scores" in out and f"{game.state.end_reason}." in out
    assert "Error:" not in out
    [finished] = (home / "finished").glob("*.json")
    assert choices_of(json.loads(finished.read_text(encoding="utf-8"))) == played(game)  # the same game, to the end


def test_a_wrong_card_name_gets_one_line_and_the_same_question_again(keys, home):
    lines, game = table_game(plies=2)  # Disraeli picks a deck, then the card he drew
    deck, card = lines
    pile = game.log[0].choice.deck
    # `hidden` is no way out: the app must be told every card (it keeps every hand)
    _, out = run(keys, *TABLE_ARGS, typed=(deck, "fly to the moon", "hidden", card))
    errors = [line for line in out.splitlines() if line.startswith("Error:")]
    assert len(errors) == 2
    assert all(
        e.startswith(f"Error: no {deck_title(pile)} bill that can come up has that name (? lists all ") and len(e) <= 80
        for e in errors
    )
    assert "fly to the moon" not in out  # a hidden draw: what was typed is not repeated
    assert (
        out.count(f"Which {deck_title(pile)} bill did Benjamin Disraeli draw?") == 1
    )  # asked once, then the same prompt
    assert f"{deck_title(pile)} bill for Benjamin Disraeli: recorded, hidden (hand 2 shows it to that player)" in out
    assert choices_of(autosave(home))[1] == {"type": "Reveal", "card": game.log[1].choice.card}


def test_a_misspelt_or_unavailable_card_lists_close_matches():
    decision = Decision(
        TABLE,
        "draw cross-party",
        (Reveal("Public Health Act"), Reveal("Public Libraries Act"), Reveal("Museums Act")),
        "Draw a cross-party bill for W.E. Gladstone",
    )
    deck = ["Public Health Act", "Public Libraries Act", "Museums Act", "Copyright Act"]
    assert find_card(decision, "PUBLIC H", deck) == Reveal("Public Health Act")  # any case, a unique beginning
    assert find_card(decision, "pub lib", deck) == Reveal("Public Libraries Act")  # each word cut short
    assert find_card(decision, 'card "Museums Act"', deck) == Reveal("Museums Act")  # the words ? lists
    with pytest.raises(
        InvalidChoice,
        match=r"^'publc helth' is not a cross-party bill that can come up now; "
        r"close matches: Public Health Act",
    ):
        find_card(decision, "publc helth", deck, "cross-party bill")
    with pytest.raises(
        InvalidChoice, match=r"^'public' could be any of 2 cross-party bills: Public Health Act, Public Libraries Act$"
    ):
        find_card(decision, "public", deck, "cross-party bill")
    with pytest.raises(InvalidChoice, match=r"^Copyright Act cannot come up now \(drawn already"):
        find_card(decision, "copyright", deck, "cross-party bill")
    with pytest.raises(InvalidChoice, match=r"^Factory Act is a conservative bill, not a cross-party bill"):
        find_card(decision, "factory", deck, "cross-party bill", elsewhere={"Factory Act": "a conservative bill"})
    royals = Decision(TABLE, "draw supporters", (Reveal("Prince of Wales"), Reveal("Princess of Wales")))
    assert find_card(royals, "prince of") == Reveal("Prince of Wales")  # a name that starts so comes first
    people = Decision(
        TABLE,
        "draw supporters",
        (
            Reveal("Charles Darwin"),
            Reveal("Charles Dickens"),
            Reveal("Isambard Kingdom Brunel"),
            Reveal("Florence Nightingale"),
            Reveal("Duke of Wellington"),
            Reveal("Duke of York"),
        ),
    )
    assert find_card(people, "darwin") == Reveal("Charles Darwin")  # a surname alone, typed aloud or unseen
    assert find_card(people, "nighting", echo=False) == Reveal("Florence Nightingale")
    assert find_card(people, "kingdom brun") == Reveal("Isambard Kingdom Brunel")
    assert find_card(people, "charles da") == Reveal("Charles Darwin")  # the first name still counts first
    with pytest.raises(InvalidChoice, match=r"could be any of 2 .*Duke of Wellington, Duke of York"):
        find_card(people, "duke", noun="Supporter")
    with pytest.raises(InvalidChoice, match=r"^that could be more than one card"):
        find_card(people, "of", echo=False)  # a later word that two names share: ask for more, name neither
    uncertainty = Decision(TABLE, "uncertainty", tuple(Reveal(str(n)) for n in range(1, 19)))
    assert find_card(uncertainty, "1") == Reveal("1")  # not 10 to 18


def test_completion_offers_exactly_the_cards_that_can_still_come_up():
    game = new_game(standard_setup(COMPONENTS, 2, politicians=POLITICIANS, seed=3), seed=3, components=COMPONENTS)
    game.apply(next(c for c in game.pending.choices if str(c) == "draw cross-party"))
    decision = game.pending
    assert decision.is_chance
    completer = ChoiceCompleter(lambda: decision)
    offered = [c.text for c in completer.get_completions(Document(""), CompleteEvent(completion_requested=True))]
    assert offered[: len(decision.choices)] == [c.card for c in decision.choices]
    public = [c.text for c in completer.get_completions(Document("PUBLIC"), CompleteEvent(completion_requested=True))]
    assert public and all(name.startswith("Public") for name in public)
    game.apply(Reveal("Public Health Act"))
    game.apply(next(c for c in game.pending.choices if str(c) == "draw cross-party"))
    after = ChoiceCompleter(lambda: game.pending).get_completions(
        Document("public h"), CompleteEvent(completion_requested=True)
    )
    assert "Public Health Act" not in [c.text for c in after]  # drawn already: it cannot come up again


def test_the_question_names_the_deck_and_the_politician():
    game = new_game(standard_setup(COMPONENTS, 2, politicians=POLITICIANS, seed=3), seed=3, components=COMPONENTS)
    game.apply(next(c for c in game.pending.choices if str(c) == "draw liberal"))
    draw = card_draws.draw_context(game, game.pending)
    assert draw.question == "Which Liberal bill did Benjamin Disraeli draw?"
    assert draw.secret and draw.seat == 1  # the Opposition's bills are hidden (5.1)


# --- hidden cards --------------------------------------------------------------------------


def test_a_hidden_draw_reminds_that_only_that_player_looks_and_is_not_shown(keys, home):
    lines, game = table_game(plies=2)
    card = game.log[1].choice.card
    _, out = run(keys, *TABLE_ARGS, typed=(*lines, "hand 2"))
    shown, hand = out.split("Benjamin Disraeli's cards: only Benjamin Disraeli's player should look.")
    assert (
        "Face down: press Enter and it stays unknown until the rules show it (or its player types it, unseen)." in shown
    )
    assert card not in shown
    assert f"Bills in hand: {card}" in hand
    _, log = run(keys, "resume", typed=("log",))
    assert card not in log.split("Game log", 1)[1]  # the shared screen's log masks it too


# --- Clockwork seats ----------------------------------------------------------------------


def test_a_clockwork_seat_is_shown_as_an_instruction_with_its_reason(keys, home):
    lines, game = table_game(clockwork=(1,), plies=12)
    _, out = run(keys, *TABLE_ARGS, "--clockwork", "2", typed=(*lines, "why"))
    assert (
        "Seat 2: Benjamin Disraeli (Opp. Leader), Conservative: Clockwork (standard): do on the board what it says"
        in out
    )
    first = next(r for r in game.log if r.owner == 1)
    from companion.orders import what_was_done

    said = what_was_done(game, "Disraeli", first.choice, str(first.kind))
    assert f"Clockwork \u25ba {said}" in out and "\n    why: Disraeli" in out.split(said, 1)[1][:400]
    assert (
        "Cross-Party bills can come up (? lists them); what is typed is not shown." in out
        or "Liberal bills can come up (? lists them); what is typed is not shown." in out
    )
    assert "    why: " in out.split("Benjamin Disraeli (Opp. Leader): ")[-1]  # `why` repeats the last reason
    assert mirrors(autosave(home), game, clockwork=(1,))


def test_a_clockwork_seat_goes_on_the_same_after_save_and_resume(keys, home, tmp_path, monkeypatch):
    lines, game = table_game(clockwork=(1,), rounds=2)
    half = len(lines) // 2
    _, out = run(keys, *TABLE_ARGS, "--clockwork", "2", typed=(*lines[:half], "save evening"))
    assert "Saved as evening" in out
    result, out = run(keys, "resume", "evening", typed=lines[half:])
    assert result.exit_code == 0
    assert "Resumed at the table: standard, 2 players, Clockwork seed 3 (save evening)" in out
    assert "Clockwork \u25ba Disraeli " in out
    assert "Error:" not in out
    # the resumed Clockwork turned the same cards of its deck as an unbroken game would have
    assert mirrors(autosave(home), game, clockwork=(1,))


# --- the board and the odds -------------------------------------------------------------------


def test_board_shows_pools_sectors_mps_and_bills_and_odds_follow_every_change(keys):
    lines, game = table_game(plies=30)
    _, out = run(keys, *TABLE_ARGS, typed=(*lines, "board full", "odds"))
    for text in (
        "VP pools (first PM at 100 VP wins)",
        "Standing",
        "Favour",
        "Cubes",
        "Played by",
        "Sectors",
        "Conservative",
        "Popularity",
        "Projected seats",
        "Government MPs",
        "A 330 = M 270 + P 60",
        "Bills on the board",
    ):
        assert text in out, text
    assert "Government " in out and "Opposition " in out  # the pools once the Pact has ended
    odds = [line for line in out.splitlines() if line.startswith("Odds ")]
    assert odds[0].startswith("Odds Election now: Liberal Government 329 seats, PM keeps office")
    assert any(
        line.startswith(("Odds bill 1 ", "Odds Votes 1 ")) for line in odds
    )  # each bill's Vote odds once it is on the board
    assert "Votes now" in out and "An Election now" in out  # the `odds` word


def test_alternate_vote_tracker_shows_each_bill_from_below_150_to_above_500(keys):
    lines, game = table_game(plies=30)
    _, out = run(keys, *TABLE_ARGS, "--option", "alternate-vote-tracker", typed=(*lines, "board"))
    assert "Table-side helper: standard, alternate-vote-tracker, 2 players" in out
    assert "Alternate Vote Tracker (| marks 320: a Vote may be called, 330: passes, 350: no Uncertainty card)" in out
    shown = out.splitlines()
    at = max(i for i, line in enumerate(shown) if "<150" in line and ">500" in line)  # the last board's
    row, scale = shown[at], shown[at + 1]
    assert scale.split() == ["150", "200", "250", "300", "350", "400", "450", "500"]
    placed = 0
    for index, _ in game.state.bills_on_board():
        votes = board.projected_votes(game, index)
        if 150 <= votes <= 500:
            column = scale.index("150") + (votes - 150) // 10 * 2  # two columns for every 10 Votes
            assert row[column] in (str(index + 1), "*")
            placed += 1
        else:
            assert str(index + 1) in row.split("<150")[0] + row.split(">500")[1]  # beyond an end of the overlay
    assert placed


# --- undo ---------------------------------------------------------------------------------------


def test_undo_corrects_a_mistyped_card(keys, home):
    lines, game = table_game(plies=2)
    deck, card = lines
    drawn = game.log[1].choice.card
    wrong = next(b.name for b in COMPONENTS.bills_in(BillDeck(game.log[0].choice.deck)) if b.name != drawn)
    _, out = run(keys, *TABLE_ARGS, typed=(deck, wrong[:12], "undo", card))
    # Disraeli's bill is drawn face down and typed unseen: taking it back does not name it either
    assert "Undone: the card typed (hidden); type the card actually drawn" in out and wrong not in out
    assert choices_of(autosave(home)) == played(game)


def test_undo_n_at_a_table_takes_back_n_lines(keys, home):
    # `undo 2` took back one line at a table: the table's undo did not pass on that it went on
    lines, game = table_game(plies=6)
    _, out = run(keys, *TABLE_ARGS, typed=(*lines, "undo 2", *lines[-2:]))
    assert out.count("Undone: ") == 2 and "Error" not in out
    assert choices_of(autosave(home)) == played(game)


def test_undo_takes_back_a_line_and_names_the_clockwork_moves_to_take_back_on_the_board(keys, home):
    lines, game = table_game(clockwork=(1,), rounds=1)
    typed = [r for r in game.log if r.owner != 1]  # one line typed for each
    k = next(i for i, r in enumerate(typed) if i > 3 and game.log[r.ply + 1].owner == 1)
    moved = game.log[typed[k].ply + 1]
    _, out = run(keys, *TABLE_ARGS, "--clockwork", "2", typed=(*lines[: k + 1], "undo", lines[k]))
    assert (
        "Take back on the board what the Clockwork did after it: Benjamin Disraeli (Opp. Leader): " + str(moved.choice)
        in out
    )
    # typed again, the line brings the same Clockwork moves: its deck was put back as it was
    assert choices_of(autosave(home)) == played(game)[: typed[k + 1].ply]


# --- starting ------------------------------------------------------------------------------------


def test_the_politicians_are_asked_seat_by_seat_when_not_given(keys):
    result, out = run(keys, "assist", typed=("glad", "whig", "disr"))
    assert result.exit_code == 0
    assert "Who sits where at this 2-player table (assist --players 3 or 4 for a larger one)? Name" in " ".join(
        out.split()
    )
    assert "Error: seat 2: 'whig': expected one of" in out
    assert "Seat 1: W.E. Gladstone (PM), Liberal: typed at the prompt" in out
    assert "Seat 2: Benjamin Disraeli (Opp. Leader), Conservative: typed at the prompt" in out


@pytest.mark.parametrize(
    "args, message",
    [
        (("--politicians", "glad"), "--politicians names 1 politician; this game seats 2, in seat order"),
        (
            ("--politicians", "glad,palm"),
            "Viscount Palmerston cannot take seat 2: a 2-player game seats 1 Liberal and 1 Conservative",
        ),
        (
            ("--politicians", "rosebery,disr"),
            "Earl of Rosebery does not play in a 2-player game (rule 2.1 removes him; the card-list-exclusions option seats him instead)",
        ),
        (("--politicians", "glad,disr", "--clockwork", "5"), "--clockwork 5: this game has seats 1 to 2"),
        (
            ("--players", "3", "--clockwork", "5"),
            "--clockwork 5: this game has seats 1 to 3",
        ),  # before who sits where is asked
        (("--politicians", "glad,disr", "--option", "question-time"), "Question Time needs 4 players, not 2"),
        (("--politicians", "glad,disr", "--clockwork", "2", "--difficulty", "godlike"), "--difficulty 'godlike'"),
        (
            ("--scenario", "riots"),
            "--scenario 'riots': no such scenario (standard, 1-7 or a name: a-nation-in-crisis, ",
        ),
        (("--option", "hidden-cards"), "'hidden-cards' is not one of 'question-time', 'alternate-vote-tracker'"),
    ],
)
def test_bad_options_give_one_clear_line(args, message):
    result = CliRunner().invoke(main, ["assist", *args], catch_exceptions=False)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stderr.strip().splitlines()[-1].startswith("Error:")


def test_the_optional_rules_offered_are_those_the_engine_knows():
    import engine.scenario_rules  # noqa: F401  (registers them)
    from companion.command_start import OPTIONAL_RULES
    from engine.scenarios import OPTIONAL

    assert set(OPTIONAL_RULES) == set(OPTIONAL)


def test_a_scenario_seats_its_own_politicians_in_the_order_given(keys):
    result, out = run(keys, "assist", "--scenario", "2", "--politicians", "disraeli,gladstone")
    assert result.exit_code == 0
    assert "Table-side helper: home-rule-for-ireland, 2 players" in out
    assert "Seat 1: Benjamin Disraeli (PM), Conservative" in out


def test_seating_says_who_answers_what():
    draw = Decision(TABLE, "draw supporters", (Reveal("John Bright"),))
    mine = Decision(0, "action", (EndTurn(),))
    clockwork = Decision(1, "action", (EndTurn(),))
    table = Seating.table({0})
    assert table.typed(draw) and table.typed(mine) and not table.typed(clockwork)
    solo = Seating.solo(0)
    assert not solo.typed(draw) and solo.typed(mine) and not solo.typed(clockwork)


def test_a_clockwork_card_typed_unseen_is_never_narrowed_down_on_the_screen(keys, home):
    # the first question: the Clockwork Disraeli's bill, typed unseen by whoever keeps his cards
    _, out = run(keys, *TABLE_ARGS, "--clockwork", "2", typed=("public", "? public", "zebra crossing", "medical act"))
    asked = out.split("Clockwork Benjamin Disraeli draws a Cross-Party bill: put it face down by its mat", 1)[1]
    errors = [line for line in asked.splitlines() if line.startswith("Error:")]
    assert errors[0] == "Error: that could be more than one card: type more of its name (what is typed is not shown)"
    assert errors[1].startswith("Error: no Cross-Party bill that can come up has that name")
    assert not any(name in line for line in errors for name in ("Public", "zebra", "Medical"))
    # `? public` lists every cross-party bill, not the two whose names start so
    assert "(40 cards can come up)" in asked and "Public Health Act" in asked and "Tramways Act" in asked
    assert "recorded, hidden" in asked and "Medical Act" not in asked.split("recorded, hidden", 1)[1]


def test_no_menu_follows_a_card_typed_unseen():
    game = new_game(standard_setup(COMPONENTS, 2, politicians=POLITICIANS, seed=3), seed=3, components=COMPONENTS)
    game.apply(next(c for c in game.pending.choices if str(c) == "draw liberal"))
    unseen = False
    completer = ChoiceCompleter(lambda: game.pending, unseen=lambda: unseen)
    event = CompleteEvent(completion_requested=True)
    assert [c.text for c in completer.get_completions(Document("Trade"), event)] == ["Trade Union Act"]
    unseen = True
    assert list(completer.get_completions(Document("Trade"), event)) == []


def test_undo_names_no_card_the_table_has_not_seen(keys, home):
    # the Clockwork Disraeli's first bill, typed unseen by whoever keeps his cards, then taken back
    lines, game = table_game(clockwork=(1,), plies=2)
    [card] = [r.choice.card for r in game.log if isinstance(r.choice, Reveal)]
    _, out = run(keys, *TABLE_ARGS, "--clockwork", "2", typed=(*lines, "undo"))
    undone = " ".join(out.split("Undone: ", 1)[1].split())  # the words, whatever the wrapping
    assert undone.startswith("the card typed (hidden); type the card actually drawn")
    assert "Take back on the board what the Clockwork did after it: Benjamin Disraeli (Opp. Leader): draw" in undone
    assert card not in out


def test_a_by_election_drawn_for_question_time_is_named_as_the_rules_show_it(keys):
    """Question Time: a By-Election drawn is shown at once and replaced, so the screen names it;
    the Event kept in its place is recorded hidden."""
    typed = ["gladstone", "disraeli", "palmerston", "salisbury", "By-Election 1", "Queen's Birthday"]
    _, out = run(
        keys,
        "assist",
        "--players",
        "4",
        "--clockwork",
        "2,3,4",
        "--option",
        "question-time",
        "--seed",
        "3",
        typed=typed,
    )
    assert "Event for Viscount Palmerston: By-Election 1\n" in out
    assert "-> Viscount Palmerston draws By-Election 1: it is shown, set aside and replaced" in out
    assert "Event for Viscount Palmerston: recorded, hidden (hand 3 shows it to that player)" in out
    assert "Birthday" not in out


def test_a_scenario_at_the_table_opens_with_its_briefing(keys):
    _, out = run(keys, "assist", "--scenario", "4", "--politicians", "peel,palmerston", "--seed", "3")
    words = " ".join(out.split())
    assert "Scenario 4: Repealing the Corn Laws" in words
    assert "Goal: the Government wins by passing the Importation Act" in words and "Ends: when the Act passes" in words


def test_enter_at_a_clockwork_seats_card_says_it_needs_its_name(keys):
    typed = ["", "zzz-not-a-card"]
    _, out = run(
        keys,
        "assist",
        "--scenario",
        "7",
        "--politicians",
        "gladstone,salisbury,devonshire",
        "--clockwork",
        "2,3",
        "--seed",
        "4",
        typed=typed,
    )
    assert "Clockwork Marquess of Salisbury draws a Supporter" in out
    assert "this card needs its name (Enter leaves only a person's own face-down card unknown)" in out


def test_the_seat_question_of_a_scenario_names_the_larger_tables_it_allows(keys):
    _, corn = run(keys, "assist", "--scenario", "4")
    assert "Who sits where at this 2-player table (assist --players 4 for a larger one)?" in " ".join(corn.split())
    _, queens = run(keys, "assist", "--scenario", "3")  # 2 players only: nothing to offer
    assert "Who sits where at this 2-player table? Name" in " ".join(queens.split())


def test_enter_alone_where_it_answers_nothing_says_what_to_type_once(keys):
    """At the table the first question (which deck Disraeli draws from) has no usual answer
    and no face-down card: Enter says once what to type, and nothing is chosen."""
    _, out = run(keys, *TABLE_ARGS, typed=("", ""))
    assert out.count("Enter alone takes no choice here: type one (Tab completes; ? lists them)") == 1
    assert "R1 Benjamin Disraeli (Opp. Leader): draw" not in out
