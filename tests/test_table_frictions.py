"""What a group hit at a real table with `assist` (issue 29), each through the lines the
table types: a 4-player table of two people (the PM and the Opposition Backbencher) and two
Clockwork seats, in process, on an 80x24 screen. The lines before the moment each test is
about come from `table_script` (the truth's own choices), so each test starts where a real
table would be.
"""

from __future__ import annotations

import pytest

from engine import unknown
from engine.words import counted
from engine.decisions import DecisionKind
from companion.table_session import held_unseen, shown_decision
from table_script import COMPONENTS, ScriptedTable

PM, BACKBENCHER = 0, 1  # the people: W.E. Gladstone (PM) and Earl of Derby (Opp. Backbencher), seed 1


class Table(ScriptedTable):
    """The scripted table on an 80x24 screen, driven up to a decision and then typed by hand."""

    def __init__(self, seed: int = 1) -> None:
        super().__init__(seed, height=24, people=(PM, BACKBENCHER), width=80)
        self.asked: list[unknown.UnknownCard] = []
        self.session.ask_name = self.record_name  # type: ignore[method-assign]
        self.session.play_others()
        self.sync()

    def record_name(self, card: "unknown.UnknownCard") -> None:
        self.asked.append(card)
        self.answer_name(card)

    def until(self, kind: str, owner: int) -> None:
        for _ in range(200):
            decision = self.session.game.pending
            if decision.kind == kind and decision.owner == owner:
                return
            self.step()
        raise AssertionError(f"no {kind} for seat {owner}")

    def says(self, line: str) -> str:
        """Type a line at the prompt (as typed, not through the script); what the screen shows after it."""
        before = len(self.out.getvalue())
        self.session.announce()
        self.session.handle(line)
        return " ".join(self.out.getvalue()[before:].split())  # lines wrapped at 80 columns joined


@pytest.fixture
def table() -> Table:
    return Table()


# --- 1. a face-down proposal is told by its deck ------------------------------------------------


def test_a_face_down_proposal_is_told_by_its_deck(table: Table):
    table.until(DecisionKind.DRAW_BILL, BACKBENCHER)
    table.says("cross-party, liberal")  # the two bills drawn face down: the decks, one line
    game = table.session.game
    assert game.pending.kind == DecisionKind.PROPOSE_BILL
    assert sorted(c.deck for c in unknown.hidden(game, seat=BACKBENCHER)) == ["cross-party", "liberal"]
    listed = table.says("?")
    assert "propose cross-party" in listed and "propose liberal" in listed  # the masked prompt lists them
    said = table.says("propose")  # which one? the decks' backs tell them apart
    assert (
        "propose cross-party or propose liberal" in said
        and table.session.game.pending.kind == DecisionKind.PROPOSE_BILL
    )
    said = table.says("")  # Enter alone cannot say which either
    assert "propose cross-party or propose liberal" in said
    said = table.says("propose ballot act please")  # typed unseen: an error says nothing of it back
    assert "ballot" not in said.lower() and "Error" in said
    table.says("propose liberal")
    game = table.session.game
    [proposed] = game.state.proposals[str(BACKBENCHER)]
    assert COMPONENTS.bill(proposed).deck.value == "liberal"
    assert [card.deck for card in table.asked][:1] == ["liberal"]  # the table is asked for the Liberal bill it showed


def test_a_face_down_bill_may_be_proposed_by_its_name_typed_unseen(table: Table):
    table.until(DecisionKind.DRAW_BILL, BACKBENCHER)
    table.says("cross-party, liberal")  # the two bills drawn face down: the decks, one line
    game = table.session.game
    liberal = next(c for c in unknown.hidden(game, seat=BACKBENCHER) if c.deck == "liberal")
    name = unknown.candidates(game, liberal)[-1]
    said = table.says(name.lower())
    # typed unseen: not said back; shown when the proposals are turned up (Derby proposes last), not asked again
    assert f"Earl of Derby proposes {name}" in said and "proposes a bill (hidden until all have proposed)" in said
    assert "Which bill" not in said and not [card for card in table.asked if card.deck == "liberal"]
    assert table.session.game.state.proposals[str(BACKBENCHER)] == [name]


# --- 5. a way out of "Which bill is X's?" --------------------------------------------------------


def proposed_face_down(table: Table) -> None:
    """The Backbencher draws two Cross-Party bills face down and proposes one, which the
    proposals then turn up: the table is asked its name (the real question, keys piped in)."""
    from companion.table_session import TableSession

    table.session.ask_name = TableSession.ask_name.__get__(table.session)  # type: ignore[method-assign]
    table.until(DecisionKind.DRAW_BILL, BACKBENCHER)
    table.says("cross-party, cross-party")


def test_the_naming_question_takes_help_and_question_mark_and_ctrl_d_says_what_it_does(table: Table, keys):
    proposed_face_down(table)
    keys.send_text("help\r?\r? pub\r\x04")  # help, ?, ? pub, then Ctrl-D
    said = table.says("")  # Enter: the face-down bill proposed, the proposals turned up
    assert "Which Cross-Party bill is Derby's?" not in said  # the prompt itself goes to the terminal, not the console
    assert "undo takes back the last line typed" in said  # help says what to type there
    card = next(c for c in unknown.hidden(table.session.game, seat=BACKBENCHER) if c.deck == "cross-party")
    # what it can be as the screen may say: the cards typed unseen for the Clockwork among them
    possible = sorted({*unknown.candidates(table.session.game, card), *held_unseen(table.session.game, "cross-party")})
    assert f"Earl of Derby's Cross-Party bill can be ({len(possible)} bills)" in said  # ? lists what it can be
    public = [name for name in possible if name.startswith("Public")]
    narrowed = said.split(" can be (")[2]
    assert narrowed.startswith(counted(len(public), "bill")) and all(name in narrowed for name in public)
    assert "Put off: not named yet; the question comes back after the next line typed" in said and "Error" not in said
    assert "'?'" not in said and "'help'" not in said  # not taken for bill names
    [stand_in] = table.session.game.state.proposals[str(BACKBENCHER)]  # the name the app carries, never shown
    assert (
        f'propose "{stand_in}"' not in said and 'propose "a Cross-Party bill drawn face down"' in said
    )  # its back shows the deck


def test_undo_at_the_naming_question_takes_back_the_line_that_showed_the_card(table: Table, keys):
    proposed_face_down(table)
    keys.send_text("undo\r\x04")  # (a Ctrl-D after it: before, undo was taken for a bill name)
    said = table.says("")
    game = table.session.game
    assert "Undone: Earl of Derby" in said
    assert game.pending.kind == DecisionKind.PROPOSE_BILL and game.pending.owner == BACKBENCHER
    assert not game.state.proposals.get(str(BACKBENCHER))


# --- 6. a person's card prompt tells nothing of where a Clockwork's hidden card is -----------------


def at_the_pms_draw(table: Table) -> set[str]:
    """Up to the PM's first face-up bill draw; the Clockwork's bills typed unseen and still hidden."""
    table.until(DecisionKind.DRAW_BILL, PM)
    table.says("draw cross-party")
    game = table.session.game
    hidden = {c for seat in (2, 3) for c in game.state.hands.get(str(seat), [])} - set(game.state.revealed)
    assert hidden and game.pending.is_chance
    return hidden


def test_the_pms_card_prompt_lists_and_counts_the_clockworks_unseen_cards(table: Table):
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from companion.completion import ChoiceCompleter

    hidden = at_the_pms_draw(table)
    game = table.session.game
    face_down = {unknown.stand_in(game, c) for c in unknown.hidden(game, deck="cross-party")}  # Derby's, not named
    possible = set(game.state.piles["cross-party"].draw) | hidden | face_down  # what the PM cannot rule out
    completer = ChoiceCompleter(
        lambda: shown_decision(table.session.game, table.session.game.pending)
    )  # as the prompt's
    tab = {c.text for c in completer.get_completions(Document(""), CompleteEvent(completion_requested=True))}
    assert tab == possible
    table.session.screen.pose_again()
    said = table.says("?")
    assert f"{len(possible)} Cross-Party bills can come up" in said and f"({len(possible)} cards can come up)" in said


def test_naming_a_card_the_clockwork_holds_unseen_is_taken_for_an_entry_mistake(table: Table, keys):
    hidden = at_the_pms_draw(table)
    game = table.session.game
    name = sorted(hidden)[0]
    holder = next(seat for seat in (2, 3) if name in game.state.hands.get(str(seat), []))
    said = table.says(name.lower())
    assert "check it" in said and "type it again" in said
    for where in ("Salisbury", "Palmerston", "hand", "drawn already", "set aside", "Clockwork"):
        assert where not in said, (where, said)
    assert table.session.game.pending.is_chance  # nothing recorded yet
    keeper_types = sorted(set(game.state.piles["cross-party"].draw))[-1]  # the card the Clockwork really holds
    keys.send_text(keeper_types.lower() + "\r")
    said = table.says(name.lower())  # typed again: it stands
    game = table.session.game
    assert name in game.state.hands[str(PM)] and name in game.state.revealed
    assert (
        f"Clockwork {game.state.seats[holder].politician} holds a Cross-Party bill typed unseen that was mistyped"
        in said
    )
    assert keeper_types not in said  # typed again unseen
    assert keeper_types in game.state.hands[str(holder)] and name not in game.state.hands[str(holder)]
    assert not unknown.hidden(game, seat=holder)  # named by its keeper


# --- 7. guidance for playing a face-down Supporter -------------------------------------------------


def test_question_mark_play_guides_a_face_down_supporter_without_naming_it(table: Table):
    table.until(DecisionKind.ACTION, BACKBENCHER)
    table.says("hobnob 1")
    if table.session.game.pending.is_chance:
        table.says("")  # the Supporter drawn face down
    game = table.session.game
    [card] = unknown.hidden(game, seat=BACKBENCHER, deck="supporters")
    said = table.says("? play")
    assert "1 Supporter held face down: play NAME ... names one" in said and "Error" not in said
    possible = unknown.candidates(game, card)
    assert all(name in said for name in possible)  # what it can be
    name = next(n for n in possible if n == "John Bright") if "John Bright" in possible else possible[0]
    said = table.says(f"? play {name.lower()}")
    assert f"{name}, if it is the Supporter drawn face down" in said and "Error" not in said
    assert f'play "{name}" 1' in said  # its choices, with what each would do
    assert not unknown.cards(table.session.game)[-1].named  # looking named nothing
    assert unknown.hidden(table.session.game, seat=BACKBENCHER, deck="supporters")
    said = table.says("?")  # the whole list says how, too
    assert "1 Supporter held face down: play NAME ... names one" in said and "(? play: what it can be)" in said


# --- fewer entries ---------------------------------------------------------------------------------


def test_a_seats_draws_go_in_one_line_and_undo_takes_the_line_back(table: Table):
    table.until(DecisionKind.DRAW_BILL, BACKBENCHER)
    start = len(table.session.game.log)
    table.says("cross-party, liberal")  # two face-down draws: no entry for either card
    game = table.session.game
    assert game.pending.kind == DecisionKind.PROPOSE_BILL
    assert sorted(c.deck for c in unknown.hidden(game, seat=BACKBENCHER)) == ["cross-party", "liberal"]
    said = table.says("undo")
    assert "Undone" in said and len(table.session.game.log) == start
    assert table.session.game.pending.kind == DecisionKind.DRAW_BILL


def test_the_pms_face_up_bills_are_typed_by_name_at_the_choice_of_deck(table: Table):
    at = None
    table.until(DecisionKind.DRAW_BILL, PM)
    game = table.session.game
    names = sorted(game.state.piles["liberal"].draw)[:2] + sorted(game.state.piles["cross-party"].draw)[:1]
    at = len(game.log)
    table.says(", ".join(name.lower() for name in names))
    game = table.session.game
    assert [r.choice.card for r in game.log[at:] if hasattr(r.choice, "card")] == names
    assert [str(r.choice) for r in game.log[at:] if str(r.choice).startswith("draw ")] == [
        "draw liberal",
        "draw liberal",
        "draw cross-party",
    ]
    assert game.pending.kind == DecisionKind.SELECT_BILL
    choices = [c.bill for c in game.pending.choices][:3]
    table.says("select " + ", ".join(name.lower() for name in choices))
    assert [slot.name for slot in table.session.game.state.slots if slot] == choices


# --- 10. the proposals' order ------------------------------------------------------------------------


def test_a_proposal_asked_before_another_seats_says_they_are_turned_up_together():
    """The Government Backbencher, a person, proposes first (the app asks seat by seat, as the
    rulebook's Example of Play): the prompt says his proposal stays face down until the
    Clockwork's is made, and all are turned up together (5.1)."""
    table = ScriptedTable(height=24, width=80)  # people at the Backbenchers' mats: the Government's proposes first
    table.session.play_others()
    table.sync()
    while table.session.game.pending.kind != "propose bill":
        table.step()
    before = len(table.out.getvalue())
    table.session.announce()
    said = " ".join(table.out.getvalue()[before:].split())
    assert (
        "Face down until Salisbury and Derby have proposed too (asked next); then every proposal is turned up together."
        in said
    )
