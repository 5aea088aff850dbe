"""Rules 1.3 (Politicians), 6.2.1 (Debate Cards) and 6.2.2 (Career Cards) against the book.

Each test checks one stated fact, or one group of them, from sections 5a, 5b and 7 of
shared/rules/component-facts.md (L... are rulebook line numbers), read through the public
loader `engine.decks.load_components`. Choices where the book is garbled or silent are
explained in docs/components/board-and-politicians.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.components import (
    Ability,
    CareerCard,
    CareerSide,
    Components,
    DebateCard,
    Favour,
    Party,
    Politician,
    Sector,
    Source,
    Standing,
    VictoryPoints,
)
from engine.decks import load_components

DECKS = Path(__file__).resolve().parents[1] / "decks"

CAMPAIGN, DEBATE, FLATTER, HOBNOB, INFLUENCE = (
    Ability.CAMPAIGN,
    Ability.DEBATE,
    Ability.FLATTER,
    Ability.HOBNOB,
    Ability.INFLUENCE,
)
GOV, OPP = CareerSide.GOVERNMENT, CareerSide.OPPOSITION


@pytest.fixture(scope="module")
def components() -> Components:
    return load_components(DECKS)


def career(components: Components, name: str, side: CareerSide) -> CareerCard:
    return next(c for c in components.careers if c.name == name and c.side is side)


def can_activate(card: CareerCard, politician: Politician, standing: int, favour: int) -> bool:
    """6.2.2: the ability, Standing and Favour a card asks for."""
    has_ability = card.requires_ability is None or politician.level(card.requires_ability) > 0
    return has_ability and standing >= card.min_standing and favour >= card.min_favour


def debate_card(components: Components, holder: str) -> DebateCard:
    return next(d for d in components.debate_cards if d.holder == holder)


# --- 7 Politicians ---------------------------------------------------------------------


def test_ten_politicians_numbered_one_to_ten(components: Components) -> None:  # L143, L185-198
    numbers = [p.number for p in components.politicians]
    assert sorted(numbers) == list(range(1, 11))
    liberals = [p.number for p in components.politicians if p.party is Party.LIBERAL]
    assert liberals == [1, 2, 3, 4, 5]


@pytest.mark.parametrize(
    "number, name, party",
    [
        (1, "Viscount Melbourne", "liberal"),
        (2, "Earl Russell", "liberal"),
        (3, "Earl of Rosebery", "liberal"),
        (4, "W.E. Gladstone", "liberal"),
        (5, "Viscount Palmerston", "liberal"),
        (6, "Marquess of Salisbury", "conservative"),
        (7, "Earl of Derby", "conservative"),
        (8, "Earl of Aberdeen", "conservative"),
        (9, "Benjamin Disraeli", "conservative"),
        (10, "Sir Robert Peel", "conservative"),
    ],
)
def test_politician_names_and_parties(components: Components, number: int, name: str, party: str) -> None:
    p = components.politician(number)
    assert (p.name, p.party.value) == (name, party)
    assert components.politician(name) is p


def test_four_abilities_three_at_level_one_and_one_at_level_two(components: Components) -> None:  # L185
    for p in components.politicians:
        assert sorted(p.abilities.values()) == [1, 1, 1, 2], p.name
        assert p.abilities[p.level_two] == 2


def test_everyone_debates_and_hobnobs_and_lacks_one_other_ability(components: Components) -> None:
    # 6.2.2 (L676): each Backbencher has exactly one Career Card he can never activate.
    for p in components.politicians:
        assert p.level(DEBATE) and p.level(HOBNOB), p.name
        missing = [a for a in (CAMPAIGN, FLATTER, INFLUENCE) if not p.level(a)]
        assert len(missing) == 1, p.name


def test_campaign_sectors_listed_exactly_for_campaigners(components: Components) -> None:  # L613
    for p in components.politicians:
        if p.level(CAMPAIGN):
            assert len(set(p.campaign_sectors)) == 3, p.name
            assert all(isinstance(s, Sector) for s in p.campaign_sectors)
        else:
            assert p.campaign_sectors == ()


@pytest.mark.parametrize(
    "number, abilities, sectors",
    [
        (2, {CAMPAIGN: 1, DEBATE: 1, HOBNOB: 1, INFLUENCE: 2}, {"Gentry", "Liberals", "Middle Class"}),
        (4, {CAMPAIGN: 1, DEBATE: 2, HOBNOB: 1, INFLUENCE: 1}, {"Ireland", "Liberals", "Workers"}),
        (6, {CAMPAIGN: 1, DEBATE: 1, HOBNOB: 1, INFLUENCE: 2}, {"Conservatives", "Gentry", "Scotland"}),
        (7, {DEBATE: 2, FLATTER: 1, HOBNOB: 1, INFLUENCE: 1}, set()),
        (8, {CAMPAIGN: 1, DEBATE: 1, FLATTER: 2, HOBNOB: 1}, {"Conservatives", "Gentry", "Scotland"}),
        (9, {CAMPAIGN: 1, DEBATE: 1, FLATTER: 1, HOBNOB: 2}, {"Conservatives", "Middle Class", "Workers"}),
    ],
)
def test_cleanly_printed_politician_lines(components: Components, number: int, abilities: dict, sectors: set) -> None:
    p = components.politician(number)
    assert p.abilities == abilities
    assert {s.value for s in p.campaign_sectors} == sectors
    assert p.source is Source.PRINTED


def test_only_peel_and_palmerston_campaign_at_level_two(components: Components) -> None:  # L1295
    assert {p.name for p in components.politicians if p.level(CAMPAIGN) == 2} == {
        "Viscount Palmerston",
        "Sir Robert Peel",
    }


def test_melbourne_garbled_line_resolved(components: Components) -> None:  # L189, contradiction 5
    p = components.politician("Viscount Melbourne")
    assert p.level_two is HOBNOB
    assert (p.level(CAMPAIGN), p.level(DEBATE), p.level(INFLUENCE), p.level(FLATTER)) == (1, 1, 1, 0)
    assert p.source is Source.RECONSTRUCTED and p.note


def test_palmerston_and_peel_keep_their_printed_abilities(components: Components) -> None:  # L193, L198
    for name in ("Viscount Palmerston", "Sir Robert Peel"):
        p = components.politician(name)
        assert p.abilities == {CAMPAIGN: 2, DEBATE: 1, HOBNOB: 1, INFLUENCE: 1}
        assert p.source is Source.RECONSTRUCTED and p.note  # the Sector lists are ours
    assert Sector.GENTRY in components.politician("Sir Robert Peel").campaign_sectors  # L1948


def test_rosebery_campaigns_in_scotland_as_in_the_example(components: Components) -> None:  # L1560, L1950
    p = components.politician("Earl of Rosebery")
    assert set(p.campaign_sectors) == {Sector.GENTRY, Sector.LIBERALS, Sector.SCOTLAND}
    assert p.level(FLATTER) == 2 and p.level(INFLUENCE) == 0 and p.level(DEBATE) == 1  # L1303, L1760, L1764


def test_gladstone_cannot_flatter(components: Components) -> None:  # L216
    assert components.politician("W.E. Gladstone").level(FLATTER) == 0


def test_derby_has_no_campaign_and_influence_one(components: Components) -> None:  # L1362, L1570
    p = components.politician("Earl of Derby")
    assert p.level(CAMPAIGN) == 0 and p.level(INFLUENCE) == 1


def test_campaign_two_politicians_never_lead_a_party_at_the_start(components: Components) -> None:  # L1295
    for party in Party:
        members = [p for p in components.politicians if p.party is party]
        for p in members:
            if p.level(CAMPAIGN) == 2:
                assert p.number == max(m.number for m in members)
    # The example's 4-player table: Russell (2) leads Rosebery (3), Derby (7) leads Peel (10).
    assert components.politician("Earl Russell").number < components.politician("Earl of Rosebery").number
    assert components.politician("Earl of Derby").number < components.politician("Sir Robert Peel").number


# --- 5a Career Cards -------------------------------------------------------------------


def test_eight_career_cards_four_per_side(components: Components) -> None:  # L169, L674
    names = {side: sorted(c.name for c in components.careers if c.side is side) for side in CareerSide}
    assert names[GOV] == ["Campaign Chairman", "Chief Whip", "Deputy PM", "Privy Counsellor"]
    assert names[OPP] == ["Campaign Chairman", "Chief Whip", "Deputy Party Leader", "Privy Counsellor"]


def test_ability_prerequisites(components: Components) -> None:  # L1303, L1730, L678
    for side in CareerSide:
        assert career(components, "Privy Counsellor", side).requires_ability is FLATTER
        assert career(components, "Campaign Chairman", side).requires_ability is CAMPAIGN
        assert career(components, "Chief Whip", side).requires_ability is INFLUENCE
    assert career(components, "Deputy PM", GOV).requires_ability is None
    assert career(components, "Deputy Party Leader", OPP).requires_ability is None


def test_printed_requirements(components: Components) -> None:
    pc = career(components, "Privy Counsellor", GOV)  # L1357
    assert (pc.min_standing, pc.min_favour) == (1, 0)
    dpm = career(components, "Deputy PM", GOV)  # L1604
    assert (dpm.min_standing, dpm.min_favour) == (8, 5)
    dpl = career(components, "Deputy Party Leader", OPP)  # L1606
    assert (dpl.min_standing, dpl.min_favour) == (8, 4)
    for side in CareerSide:  # L678: the Chief Whip wants Standing 3
        assert career(components, "Chief Whip", side).min_standing == 3


def test_career_powers(components: Components) -> None:
    for side in CareerSide:
        pc = career(components, "Privy Counsellor", side).power  # L1556
        assert (pc.kind, pc.cost, pc.amount) == ("flatter", 1, 1)
        cc = career(components, "Campaign Chairman", side).power  # L1558-1560
        assert (cc.kind, cc.cost, cc.cost_any_sector, cc.amount) == ("campaign", 1, 2, 1)
    gov_cw = career(components, "Chief Whip", GOV).power  # L678, L1527
    assert (gov_cw.kind, gov_cw.cost, gov_cw.amount) == ("influence", 1, 10)
    opp_cw = career(components, "Chief Whip", OPP).power  # L1710-1712
    assert (opp_cw.kind, opp_cw.cost, opp_cw.amount) == ("coordinate_debate", 2, -30)
    assert career(components, "Deputy PM", GOV).power.kind == "deputy_pm"
    assert career(components, "Deputy Party Leader", OPP).power.kind == "deputy_party_leader"


def test_government_cards_mostly_ask_more(components: Components) -> None:  # L674, L1488
    pairs = [
        ("Privy Counsellor",) * 2,
        ("Campaign Chairman",) * 2,
        ("Chief Whip",) * 2,
        ("Deputy PM", "Deputy Party Leader"),
    ]
    higher = 0
    for gov_name, opp_name in pairs:
        g, o = career(components, gov_name, GOV), career(components, opp_name, OPP)
        assert g.min_standing >= o.min_standing and g.min_favour >= o.min_favour
        higher += (g.min_standing, g.min_favour) != (o.min_standing, o.min_favour)
    assert higher >= 3
    assert career(components, "Chief Whip", GOV).min_favour > career(components, "Chief Whip", OPP).min_favour  # L1488


def test_each_politician_can_never_activate_exactly_one_card_per_side(components: Components) -> None:  # L676
    for p in components.politicians:
        for side in CareerSide:
            cards = [c for c in components.careers if c.side is side]
            blocked = [c.name for c in cards if not can_activate(c, p, standing=8, favour=10)]
            assert len(blocked) == 1, (p.name, side, blocked)


def test_rosebery_slots_privy_counsellor_campaign_chairman_and_deputy_pm(components: Components) -> None:  # L1303
    rosebery = components.politician("Earl of Rosebery")
    usable = {c.name for c in components.careers if c.side is GOV and can_activate(c, rosebery, 8, 10)}
    assert usable == {"Privy Counsellor", "Campaign Chairman", "Deputy PM"}


def test_example_of_play_activations(components: Components) -> None:
    rosebery, peel, russell = (
        components.politician(n) for n in ("Earl of Rosebery", "Sir Robert Peel", "Earl Russell")
    )
    opp_pc = career(components, "Privy Counsellor", OPP)
    assert can_activate(opp_pc, rosebery, 3, 1) and can_activate(opp_pc, rosebery, 1, 1)  # L1488, L1756
    assert not can_activate(opp_pc, rosebery, 0, 1)  # L1730
    assert can_activate(career(components, "Campaign Chairman", GOV), peel, 5, 3)  # L1554
    assert not can_activate(career(components, "Campaign Chairman", GOV), peel, 4, 3)
    assert can_activate(career(components, "Campaign Chairman", OPP), rosebery, 5, 2)  # L1556
    assert not can_activate(career(components, "Campaign Chairman", OPP), rosebery, 5, 1)
    assert can_activate(career(components, "Chief Whip", OPP), peel, 3, 2)  # L1455
    assert can_activate(career(components, "Chief Whip", GOV), peel, 3, 3)  # L1488
    assert not can_activate(career(components, "Chief Whip", GOV), peel, 3, 2)
    # L1685: Peel (Standing 8, Favour 6) has every Opposition card he can hold; Russell
    # (Standing 0, Favour 0) none of the Government ones.
    assert all(
        can_activate(c, peel, 8, 6) for c in components.careers if c.side is OPP and c.requires_ability is not FLATTER
    )
    assert not any(can_activate(c, russell, 0, 0) for c in components.careers if c.side is GOV)
    assert not any(can_activate(c, russell, 3, 0) for c in components.careers if c.side is GOV)  # L1700


# --- 5b Debate Cards -------------------------------------------------------------------


def test_three_debate_cards(components: Components) -> None:  # L170, L656, L714
    assert sorted(d.holder for d in components.debate_cards) == [
        "government_backbencher",
        "opposition_backbencher",
        "opposition_leader",
    ]


def test_debate_targets_and_votes(components: Components) -> None:  # L656-670
    for card in components.debate_cards:
        for name, side in (("pact", card.pact), ("no_pact", card.no_pact)):
            assert side.votes == 10
            if side.direction == 1:
                assert side.max_target == (340 if name == "pact" else 350), (card.name, name)
                assert side.min_target is None
            else:
                assert side.direction == -1 and side.min_target == 290 and side.max_target is None
        assert card.pact.direction == 1  # nobody in a Pact attacks a bill (3.1)


def test_government_backbencher_card_only_debates_up(components: Components) -> None:  # L670
    card = debate_card(components, "government_backbencher")
    assert card.pact.direction == card.no_pact.direction == 1


def test_opposition_backbencher_card_attacks_outside_a_pact(components: Components) -> None:  # L1371, L1535
    card = debate_card(components, "opposition_backbencher")
    assert card.no_pact.direction == -1
    assert card.pact == debate_card(components, "government_backbencher").pact  # L1535: "functionally identical"


def kinds(alternative: tuple) -> set[type]:
    return {type(effect) for effect in alternative}


def test_backbencher_rewards_and_penalties(components: Components) -> None:  # L662, L1273
    for holder in ("government_backbencher", "opposition_backbencher"):
        card = debate_card(components, holder)
        for side in (card.pact, card.no_pact):
            reward, penalty = (side.on_pass, side.on_fail) if side.direction == 1 else (side.on_fail, side.on_pass)
            # a reward always lets the holder choose Standing or Favour
            assert any(Standing in kinds(a) for a in reward) and any(Favour in kinds(a) for a in reward)
            assert all(e.amount > 0 for a in reward for e in a)
            # a penalty is a Standing or Favour loss
            assert penalty and all(kinds(a) <= {Standing, Favour} and all(e.amount < 0 for e in a) for a in penalty)
            for a in reward:
                for e in a:
                    if isinstance(e, VictoryPoints):
                        assert 2 <= e.amount <= 3


def test_printed_debate_outcomes(components: Components) -> None:
    gov = debate_card(components, "government_backbencher")
    assert (Favour(1),) in gov.pact.on_pass and (Standing(1),) in gov.pact.on_pass  # L1580, L1590
    assert (Standing(-1),) in gov.pact.on_fail and (Favour(-1),) in gov.pact.on_fail  # L1401
    assert any(a[0] == Standing(1) for a in gov.no_pact.on_pass)  # L1726
    opp = debate_card(components, "opposition_backbencher")
    assert set(opp.no_pact.on_fail) == {(Standing(1),), (Favour(1),), (VictoryPoints(2),)}  # L1401, L1473
    assert (Standing(1),) in opp.pact.on_pass  # L1539


def test_opposition_leader_card_grants_only_vp(components: Components) -> None:  # L714
    card = debate_card(components, "opposition_leader")
    for side in (card.pact, card.no_pact):
        effects = [e for alts in (side.on_pass, side.on_fail) for a in alts for e in a]
        assert effects and all(isinstance(e, VictoryPoints) and 2 <= e.amount <= 3 for e in effects)
