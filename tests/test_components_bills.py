"""The three bill decks (rules 1.7, 5.3, 9.4) against the facts the rulebook states.

Facts and line numbers: /work/shared/rules/component-facts.md, section 1 ("L123" is a line of
the rulebook). Only the bill files are read, through the loader's own bill readers, so these
tests do not depend on the other decks files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.components import (
    Bill,
    BillDeck,
    DrawSupporters,
    Favour,
    Icon,
    PartyTarget,
    PlayerTarget,
    Popularity,
    Sector,
    Source,
    Standing,
)
from engine.decks import BILL_FILES, DeckError, _bill, _bills, _cards, _deck

DECKS = Path(__file__).resolve().parents[1] / "decks"

CROSS, LIB, CON = BillDeck.CROSS_PARTY, BillDeck.LIBERAL, BillDeck.CONSERVATIVE
A, M, P = Icon.ALL, Icon.MODERATE, Icon.PARTISAN
GOV, LIBERAL, CONSERVATIVE = PartyTarget.GOVERNMENT, PartyTarget.LIBERAL, PartyTarget.CONSERVATIVE


def pop(sector: str, steps: int, party: PartyTarget) -> Popularity:
    return Popularity(Sector(sector), steps, party)


def load_deck(deck: BillDeck, root: Path = DECKS) -> tuple[Bill, ...]:
    label, items, _ = _deck(root, BILL_FILES[deck], "bills")
    return _cards(label, items, _bill(deck))


@pytest.fixture(scope="module")
def decks() -> dict[BillDeck, tuple[Bill, ...]]:
    return {deck: load_deck(deck) for deck in BillDeck}


@pytest.fixture(scope="module")
def bills(decks: dict[BillDeck, tuple[Bill, ...]]) -> dict[str, Bill]:
    return {b.name: b for deck in decks.values() for b in deck}


# --- What the book states (component-facts section 1) ----------------------------------


@dataclass(frozen=True)
class Fact:
    """What the book says about one bill; None where it is silent.

    `effects` is the complete effect list when the book states it (derived values included,
    contradictions resolved as documented in docs/components/bills.md).
    """

    deck: BillDeck
    icon: Icon | None = None
    adjustment: int | None = None
    vp: int | None = None
    effects: tuple[Any, ...] | None = None
    lines: str = ""

    @property
    def complete(self) -> bool:
        return None not in (self.icon, self.adjustment, self.vp, self.effects)


FACTS: dict[str, Fact] = {
    # 1a. Cross-Party Bills
    "Parliamentary Elections Act": Fact(CROSS, M, 10, 3, (Favour(1),), "L825"),
    "Elementary Education Act": Fact(
        CROSS, M, 0, 3, (Favour(1), DrawSupporters(2, 1), pop("Middle Class", 2, GOV)), "L1323 L1327 L1343"
    ),
    "Licensing Act": Fact(CROSS, A, 10, lines="L1323"),
    "Public Health Act": Fact(
        CROSS, M, 40, 3, (DrawSupporters(1, 1), pop("Middle Class", 1, GOV)), "L1335 L1337 L1341"
    ),
    "Interpretation Act": Fact(CROSS, A, -30, 2, (), "L1335 L1337"),
    "Copyright Act": Fact(CROSS, A, 30, 2, (), "L1337 L1349 L1431; item 9.2"),
    "Tramways Act": Fact(CROSS, M, 30, 3, (pop("Middle Class", 1, GOV), pop("Workers", 1, GOV)), "L1510 L1512 L1590"),
    "Lunacy Act": Fact(CROSS, M, 50, 3, (DrawSupporters(2, 1),), "L1512 L1574"),
    "Food and Drugs Act": Fact(CROSS, M, 50, 3, (pop("Gentry", 1, GOV), pop("Middle Class", 1, GOV)), "L1512 L1537"),
    "Ground Game Act": Fact(CROSS, M, 20, 3, (pop("Farmers", 2, GOV), pop("Workers", 1, GOV)), "L1600 L1642"),
    "Poor Law (Scotland) Act": Fact(
        CROSS, M, 10, 3, (pop("Scotland", 2, GOV), pop("Workers", 2, GOV)), "L1600 L1618 L1570"
    ),
    "Crofter's Holdings (Scotland) Act": Fact(
        CROSS, M, 10, 3, (pop("Farmers", 2, GOV), pop("Scotland", 2, GOV)), "L1600 L1666"
    ),
    "British North America Act": Fact(CROSS, A, 0, 2, (Favour(1), DrawSupporters(1, 1)), "L1706 L1764 L1936; item 9.3"),
    "Cruelty to Animals Act": Fact(
        CROSS, A, 10, 2, (pop("Farmers", -1, GOV), DrawSupporters(2, 1)), "L1704 L1706 L1720 L1724"
    ),
    "Telegraph Act": Fact(CROSS, M, 20, 3, lines="L595; M bills are Cross-Party (L1331) and 3 VP (L1537)"),
    "Windsor Castle Act": Fact(CROSS, lines="L1066 L1071"),
    # 1b. Deck not stated: our placement (docs/components/bills.md)
    "Chimney Sweepers Act": Fact(CROSS, A, -20, lines="L595"),
    "Official Secrets Act": Fact(CON, P, 0, lines="L595"),
    "Police (Scotland) Act": Fact(CROSS, A, 0, lines="L1774"),
    "Parliamentary Papers Act": Fact(CROSS, A, -30, lines="L1774"),
    "Vaccination Act": Fact(CROSS, A, -10, lines="L1774"),
    # 1c. Liberal Bills
    "Married Women's Property Act": Fact(LIB, P, 20, 5, lines="L827"),
    "Ballot Act": Fact(LIB, A, -30, lines="L1323"),
    "Universities Tests Act": Fact(LIB, A, -30, 4, (), "L1323 L1327 L1349"),
    "Representation of the People Act": Fact(
        LIB,
        P,
        0,
        6,
        (pop("Gentry", 1, CONSERVATIVE), pop("Liberals", -1, LIBERAL)),
        "L1325 L1327 L1341 L1145; item 9.14",
    ),
    "Importation Act": Fact(
        LIB,
        effects=(pop("Farmers", -3, LIBERAL), pop("Workers", 1, LIBERAL), pop("Farmers", 2, CONSERVATIVE)),
        lines="L1093 L1105; item 9.14",
    ),
    "Irish Church Act": Fact(LIB, lines="L1039"),
    "Purchase of Land (Ireland) Act": Fact(LIB, lines="L1039"),
    "Government of Ireland Act": Fact(LIB, vp=7, lines="L1039 L1195 L1202"),
    "Penal Servitude Act": Fact(LIB, A, -30, 4, lines="L1704 L1706"),
    # 1d. Conservative Bills
    "Irish Coercion Act": Fact(
        CON,
        vp=5,
        effects=(pop("Ireland", 1, LIBERAL), pop("Ireland", -1, CONSERVATIVE), pop("Liberals", -1, CONSERVATIVE)),
        lines="L373",
    ),
    "Offences Against the Person Act": Fact(CON, lines="L1014"),
    "Vagrancy Act": Fact(CON, lines="L1014"),
    "Royal Titles Act": Fact(CON, lines="L1066"),
    "Treason Act": Fact(CON, lines="L1066"),
    "Party Processions Act": Fact(CON, vp=6, lines="L1196 L1206"),
}

COMPLETE = sorted(name for name, fact in FACTS.items() if fact.complete)


# --- Deck sizes and rules of the decks ------------------------------------------------


@pytest.mark.parametrize("deck, size", [(CROSS, 40), (LIB, 18), (CON, 18)])
def test_deck_holds_the_number_of_cards_in_the_box(deck: BillDeck, size: int) -> None:
    """L160-162: 40 Cross-Party, 18 Conservative, 18 Liberal Bill Cards."""
    label, items, declared = _deck(DECKS, BILL_FILES[deck], "bills")
    assert declared == size, f"{label} declares size {declared}"
    assert len(load_deck(deck)) == size


def test_every_bill_name_is_unique_across_the_three_decks() -> None:
    names = [b.name for b in _bills(DECKS)]
    assert len(names) == len(set(names)) == 76


def test_cross_party_bills_are_worth_2_or_3_vp(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """L445, L821."""
    assert {b.vp for b in decks[CROSS]} <= {2, 3}


def test_party_bills_are_worth_2_to_7_vp(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """L822, L1279."""
    for deck in (LIB, CON):
        assert {b.vp for b in decks[deck]} <= set(range(2, 8)), deck


def test_moderate_bills_are_only_in_the_cross_party_deck(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """L1331."""
    for deck in (LIB, CON):
        assert [b.name for b in decks[deck] if b.icon is M] == []
    assert any(b.icon is M for b in decks[CROSS])


def test_every_moderate_bill_is_worth_3_vp(bills: dict[str, Bill]) -> None:
    """L1537: like all Moderate bills, the Food and Drugs Act earns 3 VP."""
    assert {b.name: b.vp for b in bills.values() if b.icon is M and b.vp != 3} == {}


def test_partisan_bills_are_only_in_party_decks(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """Project rule (docs/components/bills.md); the book points there (L1321, L1332)."""
    assert [b.name for b in decks[CROSS] if b.icon is P] == []
    assert all(any(b.icon is P for b in decks[deck]) for deck in (LIB, CON))


def test_all_bills_appear_in_every_deck(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """L1347: A bills can be found in any bills deck."""
    assert all(any(b.icon is A for b in decks[deck]) for deck in BillDeck)


def test_adjustments_are_printed_tens_from_minus_30_to_plus_50(bills: dict[str, Bill]) -> None:
    """L593."""
    for bill in bills.values():
        assert -30 <= bill.adjustment <= 50 and bill.adjustment % 10 == 0, bill.name


def test_cross_party_popularity_lands_on_the_government(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """L819: Cross-Party Popularity effects apply to the PM's party."""
    for bill in decks[CROSS]:
        for effect in bill.effects:
            if isinstance(effect, Popularity):
                assert effect.party is GOV, bill.name


def test_party_bill_popularity_names_its_party(decks: dict[BillDeck, tuple[Bill, ...]]) -> None:
    """L820, L371: rosettes name the party on Party Bills."""
    for deck in (LIB, CON):
        for bill in decks[deck]:
            for effect in bill.effects:
                if isinstance(effect, Popularity):
                    assert effect.party in (LIBERAL, CONSERVATIVE), bill.name


def test_personal_effects_go_to_the_pm_who_passes_the_bill(bills: dict[str, Bill]) -> None:
    """L823: Standing and Favour belong to the PM; Supporter bonuses are Level 1 or 2 (L1343, L1574)."""
    for bill in bills.values():
        for effect in bill.effects:
            if isinstance(effect, (Favour, Standing)):
                assert effect.who is PlayerTarget.SELF, bill.name
            if isinstance(effect, DrawSupporters):
                assert (effect.draw, effect.keep) in {(1, 1), (2, 1)}, bill.name


def test_every_bill_says_where_its_values_come_from(bills: dict[str, Bill]) -> None:
    for bill in bills.values():
        assert bill.subtitle.startswith("An Act"), bill.name
        assert bill.note.strip(), bill.name


# --- Stated facts, bill by bill ----------------------------------------------------------


@pytest.mark.parametrize("name", sorted(FACTS))
def test_bill_matches_what_the_book_states(name: str, bills: dict[str, Bill]) -> None:
    fact = FACTS[name]
    assert name in bills, f"{name} ({fact.lines}) is missing"
    bill = bills[name]
    assert bill.deck is fact.deck, fact.lines
    if fact.icon is not None:
        assert bill.icon is fact.icon, fact.lines
    if fact.adjustment is not None:
        assert bill.adjustment == fact.adjustment, fact.lines
    if fact.vp is not None:
        assert bill.vp == fact.vp, fact.lines
    if fact.effects is not None:
        assert sorted(map(repr, bill.effects)) == sorted(map(repr, fact.effects)), fact.lines


def test_printed_source_means_every_game_value_is_stated(bills: dict[str, Bill]) -> None:
    """`source: printed` exactly on the bills whose icon, adjustment, VP and effects the book gives."""
    printed = sorted(b.name for b in bills.values() if b.source is Source.PRINTED)
    assert printed == COMPLETE


@pytest.mark.parametrize("name", COMPLETE)
def test_printed_bill_cites_the_rulebook(name: str, bills: dict[str, Bill]) -> None:
    assert re.search(r"\bL\d{3,4}\b", bills[name].note), bills[name].note


def test_married_womens_property_act_touches_ireland_and_workers(bills: dict[str, Bill]) -> None:
    """L827: Popularity effects in the Ireland and Workers Sectors (party and direction ours)."""
    sectors = {e.sector for e in bills["Married Women's Property Act"].effects if isinstance(e, Popularity)}
    assert sectors == {Sector.IRELAND, Sector.WORKERS}


def test_penal_servitude_act_touches_farmers_and_middle_class(bills: dict[str, Bill]) -> None:
    """L1706: a Farmers/Middle Class effect (direction ours)."""
    sectors = {e.sector for e in bills["Penal Servitude Act"].effects if isinstance(e, Popularity)}
    assert sectors == {Sector.FARMERS, Sector.MIDDLE_CLASS}


# --- Contradictions, resolved one way (component-facts section 9) -----------------------


def test_copyright_act_gives_no_favour(bills: dict[str, Bill]) -> None:
    """Item 2: the play record (Russell's Favour stays 0) beats the description at L1337."""
    assert not any(isinstance(e, Favour) for e in bills["Copyright Act"].effects)


def test_british_north_america_act_gives_favour_and_a_supporter(bills: dict[str, Bill]) -> None:
    """Item 3: +1 Favour for the PM (L1706) and one Supporter drawn when it passes (L1764, L1936)."""
    effects = bills["British North America Act"].effects
    assert DrawSupporters(1, 1) in effects
    assert Favour(1) in effects


def swap_rosettes(effects: tuple[Any, ...]) -> set[Popularity]:
    """What the scenarios do to a bill passed by the other party's PM."""
    from engine.scenario_rules.common import reverse_rosettes

    return {e for e in reverse_rosettes(effects) if isinstance(e, Popularity)}


def test_representation_of_the_people_act_reversed_gives_scenario_5(bills: dict[str, Bill]) -> None:
    """Item 14, L1145: passed by a Conservative PM, Liberals +1 Gentry, Conservatives -1 Conservatives."""
    assert swap_rosettes(bills["Representation of the People Act"].effects) == {
        pop("Gentry", 1, LIBERAL),
        pop("Conservatives", -1, CONSERVATIVE),
    }


def test_importation_act_reversed_gives_scenario_4(bills: dict[str, Bill]) -> None:
    """Item 14, L1105: Conservatives -3 Farmers and +1 Workers; Liberals +2 Farmers."""
    assert swap_rosettes(bills["Importation Act"].effects) == {
        pop("Farmers", -3, CONSERVATIVE),
        pop("Workers", 1, CONSERVATIVE),
        pop("Farmers", 2, LIBERAL),
    }


# --- Scenario bills ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, deck, lines",
    [
        ("Offences Against the Person Act", CON, "Scenario 1, L1014"),
        ("Vagrancy Act", CON, "Scenario 1, L1014"),
        ("Irish Coercion Act", CON, "Scenario 1, L1014; Scenario 7, L1197"),
        ("Irish Church Act", LIB, "Scenario 2, L1039"),
        ("Purchase of Land (Ireland) Act", LIB, "Scenario 2, L1039"),
        ("Government of Ireland Act", LIB, "Scenario 2, L1039; Scenario 7, L1195"),
        ("Windsor Castle Act", CROSS, "Scenario 3, L1066"),
        ("Royal Titles Act", CON, "Scenario 3, L1066"),
        ("Treason Act", CON, "Scenario 3, L1066"),
        ("Importation Act", LIB, "Scenario 4, L1093"),
        ("Representation of the People Act", LIB, "Scenario 5, L1129"),
        ("Party Processions Act", CON, "Scenario 7, L1196"),
    ],
)
def test_scenario_bill_is_in_the_deck_the_scenario_takes_it_from(
    name: str, deck: BillDeck, lines: str, decks: dict[BillDeck, tuple[Bill, ...]]
) -> None:
    assert name in {b.name for b in decks[deck]}, lines


@pytest.mark.parametrize(
    "name, vp", [("Government of Ireland Act", 7), ("Party Processions Act", 6), ("Irish Coercion Act", 5)]
)
def test_scenario_7_bill_vp(name: str, vp: int, bills: dict[str, Bill]) -> None:
    """L1202, L1206, L1225."""
    assert bills[name].vp == vp


def test_scenario_1_bills_can_reach_a_vote_with_320_partisans(bills: dict[str, Bill]) -> None:
    """Scenario 1 (L1013-1014): 40 Moderate and 320 Partisan Government MPs; a Vote needs >= 320."""
    columns = {A: 360, M: 40, P: 320}
    for name in ("Offences Against the Person Act", "Vagrancy Act", "Irish Coercion Act"):
        bill = bills[name]
        assert columns[bill.icon] + bill.adjustment >= 320, name


# --- The loader rejects bad bill files, naming the file, the card and the field ----------


def good_bill(name: str, **changes: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "name": name,
        "subtitle": "An Act for Testing",
        "icon": "A",
        "adjustment": 0,
        "vp": 2,
        "effects": [],
        "source": "reconstructed",
    }
    record.update(changes)
    return record


def write_decks(root: Path, **decks: list[dict[str, Any]]) -> Path:
    """Three small bill files (no `size`, so any length loads) with the given overrides."""
    contents = {
        "cross-party": [good_bill("Cross Act")],
        "liberal": [good_bill("Liberal Act")],
        "conservative": [good_bill("Conservative Act")],
    }
    contents.update({key.replace("_", "-"): value for key, value in decks.items()})
    (root / "bills").mkdir(parents=True, exist_ok=True)
    for stem, items in contents.items():
        (root / "bills" / f"{stem}.yaml").write_text(yaml.safe_dump({"bills": items}, sort_keys=False))
    return root


def test_small_valid_files_load(tmp_path: Path) -> None:
    assert [b.name for b in _bills(write_decks(tmp_path))] == ["Cross Act", "Liberal Act", "Conservative Act"]


def test_loader_rejects_a_duplicate_bill_in_one_file(tmp_path: Path) -> None:
    write_decks(tmp_path, liberal=[good_bill("Ballot Act"), good_bill("Ballot Act", adjustment=-30)])
    with pytest.raises(DeckError) as error:
        _bills(tmp_path)
    message = str(error.value)
    assert "decks/bills/liberal.yaml" in message
    assert "'Ballot Act'" in message and "name" in message and "duplicate" in message


def test_loader_rejects_a_bill_in_two_decks(tmp_path: Path) -> None:
    write_decks(tmp_path, cross_party=[good_bill("Licensing Act")], conservative=[good_bill("Licensing Act")])
    with pytest.raises(DeckError) as error:
        _bills(tmp_path)
    message = str(error.value)
    assert message.startswith("decks/bills/conservative.yaml: card 'Licensing Act', name: duplicate")
    assert "decks/bills/cross-party.yaml" in message


def test_loader_rejects_a_wrong_deck_size(tmp_path: Path) -> None:
    write_decks(tmp_path)
    path = tmp_path / "bills" / "liberal.yaml"
    path.write_text(yaml.safe_dump({"size": 18, "bills": [good_bill(f"Act {i}") for i in range(17)]}))
    with pytest.raises(DeckError) as error:
        _bills(tmp_path)
    message = str(error.value)
    assert message.startswith("decks/bills/liberal.yaml: ")
    assert "18" in message and "17" in message


def test_loader_rejects_an_unknown_sector(tmp_path: Path) -> None:
    bad = good_bill("Tramways Act", effects=[{"popularity": {"sector": "Gentery", "steps": 1, "party": "government"}}])
    write_decks(tmp_path, cross_party=[bad])
    with pytest.raises(DeckError) as error:
        _bills(tmp_path)
    message = str(error.value)
    assert message.startswith("decks/bills/cross-party.yaml: card 'Tramways Act', effect 1, popularity, sector:")
    assert "'Gentery'" in message and "Middle Class" in message


@pytest.mark.parametrize(
    "adjustment, complaint",
    [
        (15, "multiples of 10"),
        (60, "out of range -30..50"),
        (-40, "out of range -30..50"),
        ("+10 Votes", "whole number"),
    ],
)
def test_loader_rejects_a_malformed_adjustment(tmp_path: Path, adjustment: Any, complaint: str) -> None:
    write_decks(tmp_path, conservative=[good_bill("Vagrancy Act", adjustment=adjustment)])
    with pytest.raises(DeckError) as error:
        _bills(tmp_path)
    message = str(error.value)
    assert message.startswith("decks/bills/conservative.yaml: card 'Vagrancy Act'")
    assert "adjustment" in message and complaint in message


@pytest.mark.parametrize("deck, vp", [("cross_party", 4), ("liberal", 8), ("conservative", 1)])
def test_loader_rejects_vp_outside_the_deck_range(tmp_path: Path, deck: str, vp: int) -> None:
    write_decks(tmp_path, **{deck: [good_bill("Some Act", vp=vp)]})
    with pytest.raises(DeckError) as error:
        _bills(tmp_path)
    assert f"decks/bills/{deck.replace('_', '-')}.yaml: card 'Some Act', vp: {vp} is out of range" in str(error.value)
