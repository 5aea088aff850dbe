"""What a party's view holds (HIDDEN-INFORMATION.md): its own cards and what is public, never
another party's hand or face-down choice, and no key to future draws."""

from __future__ import annotations

from electioneer.data_load import load_cards
from electioneer.parties import player
from electioneer.rules import CON, LAB, TABLE, Card, ChoosePolicy, DecisionKind, Game, ReturnPolicy, new_setup

CARDS = load_cards()


def week_one(lab_draws: tuple[str, str]) -> Game:
    """A 2-party game to CON's first face-down choice; LAB draws `lab_draws` and keeps to its own policies."""
    game = Game(CARDS, new_setup([CON, LAB], seed=9, theatrics="none"))
    lab_drawn = iter(lab_draws)
    while (decision := game.pending()) is not None:
        if decision.kind is DecisionKind.DRAW_POLICY and decision.subject == LAB:
            game.apply(Card(next(lab_drawn)))
        elif decision.kind is DecisionKind.DRAW_POLICY:
            game.apply(Card(["Freeports", "Sugar Tax"][len(game.state.party[CON].hand) - 3]))
        elif decision.owner == TABLE or decision.kind is DecisionKind.PLACE_ISSUES:
            game.apply(decision.choices[0])
        elif decision.kind is DecisionKind.RETURN_POLICY:
            game.apply(ReturnPolicy("Council Homes") if decision.owner == LAB else ReturnPolicy("Sugar Tax"))
        elif decision.kind is DecisionKind.CHOOSE_POLICY and decision.owner == CON:
            return game
        else:
            raise AssertionError(decision)
    raise AssertionError("never reached CON's choice")


def test_a_view_is_the_same_whatever_the_cards_hidden_from_it() -> None:
    """LAB drew other cards in the second game: CON's view and CON's choice do not change."""
    first, second = week_one(("Onshore Wind", "Trident Renewal")), week_one(("Means-Tested Benefits", "Defence Review"))
    assert first.state.party[LAB].hand != second.state.party[LAB].hand
    assert first.view(CON) == second.view(CON)
    decision = first.pending()
    assert decision is not None and decision == second.pending()
    standard = player("standard", CON, seed=1)
    assert standard(first.view(CON), decision) == standard(second.view(CON), decision)
    assert first.view(LAB) != second.view(LAB)  # LAB sees its own hand


def test_a_face_down_choice_stays_hidden_until_everyone_reveals() -> None:
    game = week_one(("Onshore Wind", "Trident Renewal"))
    game.apply(ChoosePolicy("Freeports"))
    lab_view = game.view(LAB)
    assert lab_view.chosen == (CON,) and lab_view.face_down is None
    assert lab_view.manifesto(CON) == ()
    assert all(r.choice is None for r in lab_view.log if r.owner == CON)  # put back and chosen: masked
    assert "Freeports" not in repr((lab_view.log, lab_view.manifestos, lab_view.hand, lab_view.face_down))
    assert game.view(CON).face_down == "Freeports"
    record = game.apply(ChoosePolicy("NHS Pledge"))
    assert CON in record.seen_by and LAB in record.seen_by  # the reveal
    assert game.view(LAB).manifesto(CON) == ("Freeports",)


def test_a_view_holds_no_other_hand_no_reason_of_another_party_and_no_seed() -> None:
    game = week_one(("Onshore Wind", "Trident Renewal"))
    view = game.view(CON)
    assert set(view.hand) == {"Tax Cut", "Strong Defence", "Enterprise Zones", "Freeports"}
    assert not hasattr(view, "seed") and "seed" not in repr(view).lower()
    assert all(r.reason == "" for r in view.log if r.owner not in (CON, TABLE))
    lab_draws = [r for r in view.log if r.kind is DecisionKind.DRAW_POLICY and r.subject == LAB]
    assert lab_draws and all(r.choice is None for r in lab_draws)
    public = game.view(None)
    assert public.hand == () and all(r.choice is None for r in public.log if r.kind is DecisionKind.DRAW_POLICY)


def test_only_lab_sees_the_issues_it_placed_face_down() -> None:
    game = week_one(("Onshore Wind", "Trident Renewal"))
    assert all(i is not None for seat in game.view(LAB).line for i in seat.issues)
    con = game.view(CON)
    assert con.line[0].revealed and None not in con.line[0].issues
    assert all(seat.issues == (None, None) for seat in con.line[1:])
    assert con.spare_issues is None and game.view(LAB).spare_issues is not None
