"""What the play session shows: the board, the choices described, hidden cards kept
hidden, the end of the game with its VP chart. Rendered into an injected Console."""

from __future__ import annotations

import io

from rich.console import Console

from companion import game_end, game_log, odds_now, render
from companion.describe import describe, election_now, vote_chance
from engine.decisions import Debate, PlaySupporter, Propose, Reveal, Vote, Withdraw
from engine import standard_components
from engine.setup import new_game, standard_setup

try:
    from helpers import do, give_supporters, opposition_turn, pm_event, reveal, select_bills, set_seat, two_player
except ImportError:  # tests/ became a package
    from tests.helpers import do, give_supporters, opposition_turn, pm_event, reveal, select_bills, set_seat, two_player

PM, OL = 0, 1


def text_of(draw, *args) -> str:
    console = Console(file=io.StringIO(), width=120, highlight=False)
    draw(console, *args)
    return console.file.getvalue()


def at_pm_actions():
    """Gladstone (PM) v Disraeli, bills at 300, 320 and 340 projected, the PM to act."""
    game = two_player()
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    opposition_turn(game)
    pm_event(game)
    assert game.pending.kind == "action" and game.pending.owner == PM
    return game


# --- descriptions ---------------------------------------------------------------------------


def test_a_debate_shows_the_bill_its_new_projection_and_the_odds_of_a_vote():
    game = at_pm_actions()
    decision = game.pending
    assert describe(game, PM, decision, Debate(2, 10)) == "Naturalization Act 320 -> 330, passes 9 in 18 (50%)"
    assert describe(game, PM, decision, Debate(1, 10)) == "Interpretation Act 300 -> 310, no Vote below 320"
    assert describe(game, PM, decision, Debate(3, 10)) == "Extradition Act 340 -> 350, passes for certain"


def test_describing_a_choice_changes_nothing():
    game = at_pm_actions()
    before = game.state.to_json()
    for choice in game.pending.choices:
        describe(game, PM, game.pending, choice)
    assert game.state.to_json() == before and game.pending.kind == "action"


def test_every_legal_choice_has_a_description():
    game = at_pm_actions()
    for choice in game.pending.choices:
        assert describe(game, PM, game.pending, choice).strip()


def test_vote_chance_follows_rule_9_2():
    game = at_pm_actions()
    assert [vote_chance(game, i) for i in range(3)] == [
        "no Vote below 320",
        "passes 3 in 18 (17%)",
        "passes 15 in 18 (83%)",
    ]


def test_resolution_choices_say_what_passing_failing_and_withdrawing_cost():
    game = at_pm_actions()
    do(game, "end")
    decision = game.pending
    assert decision.kind == "resolve bill"
    vote = describe(game, PM, decision, Vote(3))
    assert vote.startswith("Vote on Extradition Act: passes 15 in 18 (83%); passed: 2 VP")
    assert "failed: PM -2 Standing" in vote
    assert "no VP to the Opposition (the Pact)" in describe(game, PM, decision, Withdraw(1))


def test_a_certain_vote_says_nothing_of_failing():
    game = at_pm_actions()
    do(game, "debate 3 +10")  # Extradition Act 340 -> 350: no card is drawn
    do(game, "end")
    vote = describe(game, PM, game.pending, Vote(3))
    assert vote.startswith("Vote on Extradition Act: passes for certain; passed: 2 VP")
    assert "fail" not in vote


def test_a_supporter_play_says_what_it_does_once():
    game = at_pm_actions()
    give_supporters(game, PM, "Duke of Devonshire", "John Bright")
    said = {str(c): describe(game, PM, game.pending, c) for c in game.pending.choices if isinstance(c, PlaySupporter)}
    assert said['play "Duke of Devonshire" 1'] == (
        "Conservatives Sector: Liberal Party +2 steps (+4 Popularity); Liberal Ireland: -1 step (-2 Popularity)"
    )
    assert said['play "Duke of Devonshire" 2 seat 2'] == "Benjamin Disraeli Standing -1 -> 4 (Duke of Devonshire)"
    assert said['play "John Bright" 1 bill 2 up'] == (
        "Naturalization Act 320 -> 340, passes 15 in 18 (83%); "
        "Liberal Farmers: no step (-1 step would pass the track's end)"
    )
    assert not [text for text in said.values() if " plays " in text]


def test_election_now_uses_the_board():
    game = two_player()
    odds = election_now(game)
    assert odds.total == len(game.components.uncertainty)
    assert odds.projected == 329  # a tied Popularity: 329 seats each


# --- the board --------------------------------------------------------------------------------


def test_board_lists_every_part_of_the_table():
    game = at_pm_actions()
    out = text_of(render.render_board, game, PM)
    for text in (
        "Round 1",
        "Actions",
        "Liberal Government",
        "Pact in force",
        "Election Marker on the board",
        "Gentry",
        "Total",
        "Popularity",
        "tied",
        "Projected seats",
        "Liberal 329, Conservative 329",
        "A 330 = M",
        "Interpretation Act",
        "Naturalization Act",
        "Extradition Act",
        "passes 3 in 18 (17%)",
        "W.E. Gladstone (you)",
        "Benjamin Disraeli",
        "Standing",
        "Favour",
        "Cubes",
        "VP pools: Pact",
        "Your Supporters",
    ):
        assert text in out, text


def test_board_shows_your_supporters_with_both_options():
    game = at_pm_actions()
    give_supporters(game, PM, "John Bright")
    out = text_of(render.render_board, game, PM)
    card = game.components.supporter("John Bright")
    assert "John Bright" in out and card.options[0].label in out and card.options[1].label in out


def test_four_player_board_shows_backbenchers_and_the_resignation():
    components = standard_components()
    game = new_game(standard_setup(components, 4, seed=5), seed=5, components=components)
    out = text_of(render.render_board, game, 0)
    assert "Gov. Backbencher" in out and "Opp. Backbencher" in out
    assert "Resignation" in out
    for seat in game.state.seats:
        assert seat.politician in out


def test_odds_show_each_bill_and_an_election_now():
    game = at_pm_actions()
    out = text_of(odds_now.render_odds, game)
    assert "Naturalization Act" in out and "passes 3 in 18 (17%)" in out
    assert "An Election now" in out and "PM keeps office" in out


# --- what may be seen -------------------------------------------------------------------------


def test_the_opposition_leaders_draws_are_hidden_from_the_pm_until_revealed():
    game = two_player()
    do(game, "draw cross-party")
    drawn = reveal(game, "Museums Act")
    assert game_log.record_text(game, drawn, PM) == "dealt (Cross-Party): a card you cannot see"
    assert game_log.record_text(game, drawn, OL) == "dealt (Cross-Party): Museums Act"
    for deck in ("cross-party",) * 3:
        do(game, f"draw {deck}")
        game.apply(game.deal())
    first = do(game, 'propose "Museums Act"')
    assert game_log.record_text(game, first, PM) == "propose (a card you cannot see: a Cross-Party bill)"
    proposals = [c for c in game.pending.choices if isinstance(c, Propose)]
    do(game, str(proposals[0]))
    # both proposals are now revealed: the log may name them
    assert game_log.record_text(game, first, PM) == 'propose "Museums Act"'
    assert game_log.record_text(game, drawn, PM) == "dealt (Cross-Party): Museums Act"


def test_public_draws_are_always_shown():
    game = at_pm_actions()
    event = next(r for r in game.log if r.kind == "draw events")
    assert isinstance(event.choice, Reveal)
    assert game_log.record_text(game, event, OL) == f"dealt (events): {event.choice.card}"


def test_the_log_hides_what_the_person_may_not_see():
    game = two_player()
    do(game, "draw cross-party")
    reveal(game, "Museums Act")
    out = text_of(game_log.render_log, game, PM)
    assert "Museums Act" not in out and "a card you cannot see" in out


# --- the end -------------------------------------------------------------------------------------


def test_vp_chart_plots_each_round_and_the_end():
    game = two_player()
    state = game.state
    state.history = [
        {
            "round": 1,
            "vp": {"W.E. Gladstone": 6, "Benjamin Disraeli": 6},
            "pm": "W.E. Gladstone",
            "government": "liberal",
            "lead": 0,
            "mps": 330,
            "pact": True,
        },
        {
            "round": 2,
            "vp": {"W.E. Gladstone": 25, "Benjamin Disraeli": 12},
            "pm": "W.E. Gladstone",
            "government": "liberal",
            "lead": 0,
            "mps": 330,
            "pact": False,
        },
    ]
    set_seat(game, PM, vp=100)
    set_seat(game, OL, vp=40)
    lines = game_end.vp_chart(game)
    assert lines[0].startswith(" 100 |") and lines[10].startswith("   0 |")
    chart = {line[:4].strip(): line[6:] for line in lines[:11]}
    assert chart["0"].split()[0] == "*"  # round 1: both at 6
    assert chart["20"].split()[1] == "G" and chart["10"].split()[1] == "D"  # round 2: 25 and 12
    assert "G" in chart["100"] and "D" in chart["40"]  # now
    assert lines[-2].split() == ["1", "2", "now"]
    assert lines[-1] == "VP by round (G = W.E. Gladstone, D = Benjamin Disraeli; * = several)"


def test_end_shows_winner_scores_and_history():
    from clockwork.baseline import RandomPlayer
    from clockwork.players import play_out

    components = standard_components()
    game = new_game(standard_setup(components, 2, seed=4), seed=4, components=components)
    play_out(game, {0: RandomPlayer(0, 4), 1: RandomPlayer(1, 4)})
    out = " ".join(text_of(game_end.render_end, game, game.state.winner).split())
    assert "Game over" in out and "You win!" in out
    assert "Final scores" in out and "VP by round" in out
    assert " of Government" in out and "Prime Ministers in turn" in out


def test_the_pms_offer_of_the_pact_is_described():
    from engine.decisions import ProposePact

    game = two_player()
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    opposition_turn(game, end_pact=True)
    pm_event(game)
    assert ProposePact() in game.pending.choices
    text = describe(game, PM, game.pending, ProposePact())
    assert "restart the Pact" in text and "no Action Cube" in text


def test_an_event_option_says_its_cost_and_effects_once():
    game = two_player()
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    opposition_turn(game)
    pm_event(game, "Mutiny in India")
    said = {str(c): describe(game, PM, game.pending, c) for c in game.pending.choices}
    assert said["option 1 Ignore"] == (
        "W.E. Gladstone Standing -1 -> 10 (Mutiny in India); W.E. Gladstone Favour -1 -> 0 (Mutiny in India)"
    )
    assert said['option 2 "Dispatch Reinforcements"'] == "1 cube; W.E. Gladstone Standing -1 -> 10 (Mutiny in India)"
    assert not [text for text in said.values() if " chooses " in text]


def played_to(kind: str, players: int = 2, seed: int = 5, policy: str = "greedy"):
    """A game played by `policy` seats to its first decision of `kind`."""
    from clockwork.players import make_player

    components = standard_components()
    game = new_game(standard_setup(components, players, seed=seed), seed=seed, components=components)
    seats = {seat: make_player(policy, seat, seed) for seat in range(players)}
    while game.pending.kind != kind:
        decision = game.pending
        game.apply(
            game.deal() if decision.is_chance else seats[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
    return game


def at_bill_selection():
    """A 2-player game (seed 5) played by the greedy baseline to the PM's first Bill Selection."""
    return played_to("select bill")


def test_bills_name_the_liberal_and_conservative_parties_as_proper_nouns_in_question_mark_and_on_the_board():
    from engine import Select

    game = at_bill_selection()
    decision = game.pending
    words = {str(c): describe(game, decision.owner, decision, c) for c in decision.choices if isinstance(c, Select)}
    irish = words['select "Irish Church Act"']  # a Party Bill that moves both parties in named sectors
    assert "if passed: 4 VP, Liberal Party +1 Ireland, Conservative Party +1 Conservatives" in irish
    assert not any("liberal party" in text or "conservative party" in text for text in words.values())
    game.apply(decision.find('select "Irish Church Act"'))
    board = text_of(render.render_board, game, 0)
    assert "Liberal Party +1" in " ".join(board.split()) and "liberal party" not in board


def test_bill_decks_are_named_as_proper_nouns_in_question_mark():
    components = standard_components()
    game = new_game(standard_setup(components, 2, seed=3), seed=3, components=components)
    while game.pending.kind != "draw bill":
        game.apply(game.deal() if game.pending.is_chance else game.pending.choices[0])
    decision = game.pending
    words = sorted(describe(game, decision.owner, decision, c) for c in decision.choices)
    assert words[0].startswith("draw from the Cross-Party deck (")
    assert any(text.startswith(("draw from the Liberal deck (", "draw from the Conservative deck (")) for text in words)
    assert not any(
        " liberal deck" in text or " conservative deck" in text or "cross-party deck" in text for text in words
    )


def test_a_bill_selection_choice_names_its_bill_once():
    from engine import Select

    game = at_bill_selection()
    decision = game.pending
    said = {c.bill: describe(game, decision.owner, decision, c) for c in decision.choices if isinstance(c, Select)}
    assert len(said) > 3
    for name, text in said.items():  # the choice (select "NAME") names the bill: what it would do does not
        assert name not in text and text.startswith("slot 1 (") and "if passed: " in text, text
    assert said["Public Libraries Act"] == "slot 1 (M+40): projected 310; if passed: 3 VP"
    assert said["Government of India Act"] == "slot 1 (A): projected 330; if passed: 2 VP, +1 Favour"
    assert said["Police (Scotland) Act"].startswith("slot 1 (A): projected 330; Pact +1 VP (Bill Selection Bonus); ")


def test_question_time_choices_say_what_calling_and_asking_do_without_naming_a_held_card():
    import dataclasses

    from engine import Answer

    components = standard_components()
    base = standard_setup(components, 4, seed=4)
    game = new_game(dataclasses.replace(base, optional_rules=("question-time",)), seed=4, components=components)
    while game.pending.kind != "question time":  # on quietly to the PM's Question Time
        decision = game.pending
        quiet = next((c for c in decision.choices if str(c) in ("end", "no")), decision.choices[0])
        game.apply(game.deal() if decision.is_chance else quiet)
    rise = describe(game, game.pending.owner, game.pending, Answer(True))
    assert rise.startswith("rise: ask the PM about one of your Event cards")
    while game.pending.kind == "question time":
        game.apply(Answer(True))
    decision = game.pending
    held = game.state.scenario_state["question_time"]["held"]
    calls = [describe(game, decision.owner, decision, c) for c in decision.choices]
    assert calls and all(
        text.startswith("call ") and "reveals one of his 2 Event cards and you resolve it as your Event" in text
        for text in calls
    ), calls
    assert not [card for cards in held.values() for card in cards if any(card in text for text in calls)]
    game.apply(decision.choices[0])
    decision = game.pending
    assert decision.kind == "question"
    [first, second] = [describe(game, decision.owner, decision, c) for c in decision.choices]
    card = decision.choices[0].label
    assert first.startswith(f"ask about {card}; the PM resolves it as his Event: 1. ") and " cube" in first
    assert "nothing happens" not in first + second


def test_a_yes_or_no_says_what_it_means_then_what_it_would_do_here_without_a_colon_run():
    from engine import Answer

    game = played_to("end pact", players=3, seed=31, policy="clockwork")
    decision = game.pending
    assert describe(game, decision.owner, decision, Answer(True)) == (
        "end the Pact: VP pools split into Government and Opposition. Then: The Pact ends (the Opposition Leader ended it)"
    )
    assert describe(game, decision.owner, decision, Answer(False)) == "keep the Pact"


def test_the_compact_board_gives_a_bill_with_no_effect_its_vp_alone():
    from companion import compact_board

    game = at_pm_actions()  # three bills that score VP and do nothing else
    lines = compact_board.bill_lines(game)
    assert len(lines) == 3 and all(line.endswith(" 2 VP") for line in lines), lines


def test_an_influence_that_needs_the_pms_leave_says_so_without_repeating_the_choice():
    game = two_player("W.E. Gladstone", "Marquess of Salisbury")
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    do(game, "no")  # the Pact is kept: the Opposition Leader's Influence needs the PM's leave
    decision = game.pending
    [choice] = [c for c in decision.choices if str(c) == "influence 10 to partisan"]
    assert describe(game, OL, decision, choice) == (
        "asks the PM's leave first: if allowed, the MPs move and it is spent; if refused, nothing is spent"
    )


def test_a_proposal_says_its_deck_projection_and_what_passing_gives():
    game = played_to("propose bill", seed=3)
    decision = game.pending
    said = {c.bill: describe(game, decision.owner, decision, c) for c in decision.choices}
    for name, text in said.items():
        bill = game.components.bill(name)
        assert text.startswith(f"{bill.deck.title} {bill.projection_label}; if passed: {bill.vp} VP"), text
        assert "nothing" not in text  # a bill with no other effect: its VP alone
