"""3.1.3: the PM may offer to restart the Pact by agreement (`propose pact` in its action
menu, no Action Cube) while the Pact is off and no Party Bill is on the board."""

from __future__ import annotations

from engine.pools import pools

from helpers import (
    OL,
    PM,
    answer,
    choices,
    do,
    kind,
    opposition_turn,
    pending,
    pm_event,
    select_bills,
    to_resolution,
    two_player,
    vp,
)

PARTY_BILL = "Universities Tests Act"  # Liberal Party Bill


def pm_turn_after_the_pact_ended(select=None):  # type: ignore[no-untyped-def]
    """Round 2, the PM's action menu: the Pact ended in round 1, two bills still on the board."""
    game = two_player()
    if select is None:
        to_resolution(game, end_pact=True)
    else:
        to_resolution(game, select, end_pact=True)
    do(game, "withdraw 1")
    opposition_turn(game)  # declines to propose the Pact itself, if asked
    pm_event(game)
    assert kind(game) == "action" and pending(game).owner == PM
    return game


def test_the_pm_offers_and_the_opposition_leader_accepts():
    game = pm_turn_after_the_pact_ended()
    assert "propose pact" in choices(game)
    do(game, "propose pact")
    assert kind(game) == "pact offer" and pending(game).owner == OL
    answer(game, "pact offer", True)
    assert game.state.pact
    assert [name for name, _ in pools(game.state)] == ["Pact"]
    # the PM's turn goes on, with its cubes; no second offer while the Pact holds
    assert kind(game) == "action" and pending(game).owner == PM
    assert game.state.pm.cubes > 0 and "propose pact" not in choices(game)


def test_a_refusal_stands_for_the_round_only():
    game = pm_turn_after_the_pact_ended()
    cubes = game.state.pm.cubes
    do(game, "propose pact")
    answer(game, "pact offer", False)
    assert not game.state.pact
    assert game.state.pm.cubes == cubes  # an offer costs no Action Cube
    assert kind(game) == "action" and "propose pact" not in choices(game)
    do(game, "end", "withdraw 2")  # round 3 begins
    opposition_turn(game)
    pm_event(game)
    assert "propose pact" in choices(game)


def test_shared_vp_after_an_accepted_offer():
    game = pm_turn_after_the_pact_ended()
    do(game, "propose pact")
    answer(game, "pact offer", True)
    before = vp(game)
    do(game, "end", "withdraw 2")  # no Opposition VP for a withdrawal in a Pact; 6 VP pooled at round setup
    assert vp(game) == (before[0] + 6, before[1] + 6)


def test_no_offer_with_a_party_bill_on_the_board():
    game = pm_turn_after_the_pact_ended(["Interpretation Act", PARTY_BILL, "Naturalization Act"])
    assert PARTY_BILL in [s.name for _, s in game.state.bills_on_board()]
    assert "propose pact" not in choices(game)


def test_no_offer_in_a_pact_and_none_for_the_opposition_leader():
    game = two_player()
    select_bills(game, ["Interpretation Act", "Naturalization Act", "Extradition Act"])
    opposition_turn(game)  # keeps the Pact
    pm_event(game)
    assert game.state.pact and kind(game) == "action" and pending(game).owner == PM
    assert "propose pact" not in choices(game)
    game = pm_turn_after_the_pact_ended()
    do(game, "end", "withdraw 2")
    assert kind(game) == "propose pact"  # the Opposition Leader's own offer comes at its turn's start
    answer(game, "propose pact", False)
    assert kind(game) == "action" and pending(game).owner == OL
    assert "propose pact" not in choices(game)


def test_an_offer_survives_a_save_and_load():
    from engine.save import game_from_json, game_to_json

    game = pm_turn_after_the_pact_ended()
    do(game, "propose pact")
    answer(game, "pact offer", True)
    loaded = game_from_json(game_to_json(game))
    assert loaded.state.pact and loaded.state.to_json() == game.state.to_json()


# --- between an Election and the next round's VP ("at any time") -------------------------


def quietly_to_the_next_round_after_an_election(game):  # type: ignore[no-untyped-def]
    """Withdraw a bill a round until the board is empty, hold the Election on a +12 card
    (the Government keeps office), and stop at the first decision after it."""
    from engine.decisions import EndTurn, HoldElection, Reveal, Withdraw

    held = False
    for _ in range(500):
        decision = pending(game)
        if held and game.state.phase.value != "election":
            return
        if decision.is_chance:
            if decision.kind == "uncertainty" and game.state.phase.value == "election":
                held = True
                game.apply(Reveal("8"))  # Election +12, no Royal Interference
            else:
                game.apply(game.deal())
            continue
        for wanted in (
            Withdraw(next((i + 1 for i, s in enumerate(game.state.slots) if s), 1)),
            HoldElection(),
            EndTurn(),
        ):
            if wanted in decision.choices:
                game.apply(wanted)
                break
        else:
            game.apply(decision.find("no") if any(str(c) == "no" for c in decision.choices) else decision.choices[0])
    raise AssertionError("no Election was reached")


def test_the_leaders_may_restart_the_pact_before_the_next_rounds_vp():
    """3.1.3 "at any time": after the Election, before the round's VP, the Opposition Leader
    proposes and the PM agrees, so this round's 6 Pact VP go to everyone."""
    game = two_player()
    to_resolution(game, end_pact=True)
    quietly_to_the_next_round_after_an_election(game)
    assert kind(game) == "propose pact" and pending(game).owner == OL
    before = vp(game)
    answer(game, "propose pact", True)
    answer(game, "agree pact", True)
    assert game.state.pact
    assert vp(game) == (before[0] + 6, before[1] + 6)  # the round's VP, pooled
