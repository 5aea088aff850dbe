"""The play session's completer and reader: exactly the legal choices, in the words a
person types; unique beginnings accepted; a clear line for anything else."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from companion.completion import ChoiceCompleter, parse, word_prefix_matches
from engine.decisions import (
    Answer,
    Campaign,
    Debate,
    Decision,
    DrawFrom,
    EndTurn,
    Hobnob,
    InvalidChoice,
    PlaySupporter,
    Propose,
)

ACTION = Decision(
    owner=0,
    kind="action",
    choices=(
        Campaign("Gentry", 1),
        Campaign("Gentry", 2),
        Campaign("Workers", 1),
        Campaign("Gentry", 1, via="Party Whip"),
        Debate(1, 10),
        Debate(1, -10),
        Debate(2, 20),
        Hobnob(1),
        PlaySupporter("John Bright", 1, slot=2, sign=1),
        PlaySupporter("John Bright", 1, slot=2, sign=-1),
        EndTurn(),
    ),
    prompt="W.E. Gladstone: 3 Action Cubes left",
)


def complete(text: str, decision: Decision | None = ACTION, describe=None) -> list[str]:
    completer = ChoiceCompleter(lambda: decision, describe)
    event = CompleteEvent(completion_requested=True)
    return [c.text for c in completer.get_completions(Document(text), event)]


def test_an_empty_line_offers_exactly_the_legal_choices():
    assert complete("") == [str(c) for c in ACTION.choices]


def test_a_beginning_offers_the_choices_it_starts():
    assert complete("camp") == [
        "campaign gentry 1",
        "campaign gentry 2",
        "campaign workers 1",
        'campaign gentry 1 via "Party Whip"',
    ]


def test_each_word_may_be_shortened():
    assert complete("camp gen") == ["campaign gentry 1", "campaign gentry 2", 'campaign gentry 1 via "Party Whip"']
    assert complete("deb 1") == ["debate 1 +10", "debate 1 -10"]


def test_card_names_need_no_quotes():
    assert complete("play john") == ['play "John Bright" 1 bill 2 up', 'play "John Bright" 1 bill 2 down']


def test_session_words_are_offered_once_typing_starts():
    assert complete("bo") == ["board"]
    assert "undo" in complete("u")
    assert "board" not in complete("")


def test_no_decision_offers_only_session_words():
    assert complete("", decision=None) == []
    assert complete("sa", decision=None) == ["save"]


def test_completion_meta_is_the_choice_description_computed_lazily():
    asked: list[str] = []

    def describe(choice):
        asked.append(str(choice))
        return f"does {choice}"

    completer = ChoiceCompleter(lambda: ACTION, describe)
    completions = list(completer.get_completions(Document("hob"), CompleteEvent(completion_requested=True)))
    assert asked == []  # nothing described until the menu shows it
    assert [c.display_meta_text for c in completions] == ["does hobnob 1"]


@pytest.mark.parametrize(
    "typed, expected",
    [
        ("campaign gentry 2", Campaign("Gentry", 2)),
        ("CAMPAIGN  Gentry 2", Campaign("Gentry", 2)),
        ("camp gen 2", Campaign("Gentry", 2)),
        ("camp gen 1", Campaign("Gentry", 1)),  # complete words win over the longer 'via' choice
        ("camp w", Campaign("Workers", 1)),
        ("hob", Hobnob(1)),
        ("e", EndTurn()),
        ("play john bright 1 bill 2 down", PlaySupporter("John Bright", 1, slot=2, sign=-1)),
        ('play "John Bright" 1 bill 2 u', PlaySupporter("John Bright", 1, slot=2, sign=1)),
    ],
)
def test_parse_reads_full_words_and_unique_beginnings(typed, expected):
    assert parse(ACTION, typed) == expected


def test_parse_names_the_candidates_when_ambiguous():
    with pytest.raises(InvalidChoice) as caught:
        parse(ACTION, "debate 1")
    assert str(caught.value) == "'debate 1' could be any of 2 choices: debate 1 +10, debate 1 -10"


def test_parse_says_what_is_legal_when_nothing_matches():
    with pytest.raises(InvalidChoice) as caught:
        parse(ACTION, "flatter 2")
    message = str(caught.value)
    assert message.startswith("'flatter 2' is not a legal choice (campaign gentry 1, ")
    assert message.endswith(f", ... ? lists all {len(ACTION.choices)})")
    assert "\n" not in message and len("Error: " + message) <= 80  # one line on an 80-column screen


def test_parse_names_every_choice_when_they_fit_on_the_line():
    decision = Decision(0, "draw bill", (DrawFrom("cross-party"), DrawFrom("liberal")), "Draw a bill")
    with pytest.raises(InvalidChoice) as caught:
        parse(decision, "xyzzy")
    assert str(caught.value) == "'xyzzy' is not a legal choice (draw cross-party, draw liberal)"
    with pytest.raises(InvalidChoice) as caught:
        parse(decision, "draw libral")  # a slip of the keys: the near choice, on one line
    assert str(caught.value) == "'draw libral': did you mean draw liberal? (? lists all)"
    assert len("Error: " + str(caught.value)) <= 80


def test_a_word_not_offered_is_not_taken_for_a_slip_of_the_keys():
    with pytest.raises(InvalidChoice) as caught:
        parse(ACTION, "campaign farm 1")  # Farmers is not offered: not 'did you mean campaign gentry 1?'
    assert "did you mean" not in str(caught.value) and str(caught.value).startswith(
        "'campaign farm 1' is not a legal choice ("
    )
    with pytest.raises(InvalidChoice) as caught:
        parse(ACTION, "campaing gentyr 1")
    assert str(caught.value).startswith("'campaing gentyr 1': did you mean campaign gentry 1?")


def test_parse_answers_and_bills():
    decision = Decision(0, "end pact", (Answer(True), Answer(False)), "End the Pact now?")
    assert parse(decision, "y") == Answer(True)
    assert parse(decision, "no") == Answer(False)
    bills = Decision(0, "propose bill", (Propose("Factory Act"), Propose("Factory and Workshop Act")))
    assert parse(bills, "propose factory act") == Propose("Factory Act")
    assert parse(bills, "prop factory and") == Propose("Factory and Workshop Act")


def test_word_prefix_matches_keeps_the_decisions_order():
    assert word_prefix_matches(ACTION.choices, "") == list(ACTION.choices)
    assert word_prefix_matches(ACTION.choices, "d 2") == [Debate(2, 20)]


def test_parse_offers_the_choice_a_slip_of_the_keys_was_meant_for():
    bills = Decision(0, "propose bill", (Propose("Cruelty to Animals Act"), Propose("Explosives Act")))
    with pytest.raises(InvalidChoice) as caught:
        parse(bills, "propose cruelty to aminals")
    assert str(caught.value) == """'propose cruelty to aminals': did you mean propose "Cruelty to Animals Act"?"""
    with pytest.raises(InvalidChoice) as caught:
        parse(bills, "propose factory act")  # nothing near: what is legal, as before
    assert "did you mean" not in str(caught.value) and "? lists all 2" in str(caught.value)
