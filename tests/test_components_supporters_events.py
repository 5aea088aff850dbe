"""Rules 7.0 (Supporters) and 8.0 (Events): the two decks against the rulebook's facts.

These tests read `decks/supporters.yaml` and `decks/events.yaml` through the loader's own
building blocks (`_deck`, `_cards`, `_supporter`, `_event`), so they do not depend on the
other decks files. Line numbers (L...) refer to shared/rules/prime-minister-rulebook.txt;
docs/components/supporters-and-events.md explains every reconstructed choice.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.components import (
    ByElectionVariant,
    Event,
    Favour,
    Influence,
    PartyTarget,
    PlayerTarget,
    Popularity,
    Sector,
    Source,
    Standing,
    Supporter,
    Votes,
)
from engine.decks import DeckError, _cards, _deck, _event, _supporter, _unique

DECKS = Path(__file__).resolve().parents[1] / "decks"

OWN, ANY, GOV = PartyTarget.OWN, PartyTarget.ANY, PartyTarget.GOVERNMENT
SELF, ANYONE = PlayerTarget.SELF, PlayerTarget.ANY
C, F, G, I, L, M, S, W = (
    Sector.CONSERVATIVES,
    Sector.FARMERS,
    Sector.GENTRY,
    Sector.IRELAND,
    Sector.LIBERALS,
    Sector.MIDDLE_CLASS,
    Sector.SCOTLAND,
    Sector.WORKERS,
)


def pop(sector: Sector, steps: int, party: PartyTarget = OWN) -> Popularity:
    return Popularity(sector, steps, party)


# --- Loading -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def supporters() -> dict[str, Supporter]:
    label, items, size = _deck(DECKS, "supporters.yaml", "supporters")
    cards = _cards(label, items, _supporter)
    _unique((s.name for s in cards), label)
    assert size == len(cards)
    return {s.name: s for s in cards}


@pytest.fixture(scope="module")
def events() -> dict[str, Event]:
    label, items, size = _deck(DECKS, "events.yaml", "events")
    cards = _cards(label, items, _event)
    _unique((e.name for e in cards), label)
    assert size == len(cards)
    return {e.name: e for e in cards}


@pytest.fixture(scope="module")
def cube_events(events: dict[str, Event]) -> list[Event]:
    return [e for e in events.values() if not e.is_by_election]


# ===================================================================================
# 7.0 Supporters
# ===================================================================================

# The 34 names of component-facts section 2, in its order.
SUPPORTER_NAMES = [
    "Daniel O'Connell",
    "Mary Shelley",
    "William Booth",
    "Charles Dickens",
    "Cardinal Newman",
    "Duke of Wellington",
    "Duke of Devonshire",
    "John Bright",
    "Prince of Wales",
    "W.M. Thackeray",
    "Oscar Wilde",
    "Sarah Forbes Bonetta",
    "Lord Alfred Tennyson",
    "Duke of York",
    "Thomas Carlyle",
    "David Livingstone",
    "Duke of Argyll",
    "Princess Helena",
    "Emmeline Pankhurst",
    "John Brown",
    "Florence Nightingale",
    "John Stuart Mill",
    "Earl of Malmesbury",
    "Earl of Iddesleigh",
    "Lord George Bentinck",
    "C.P. Scott",
    "Duke of Westminster",
    "Princess of Wales",
    "Prince Albert",
    "Isambard Kingdom Brunel",
    "Charles Darwin",
    "William Howley",
    "Sir Dadabhai Naoroji",
    "Earl Grey",
]


def test_supporter_deck_holds_34_cards_one_per_named_supporter(supporters):
    """L163/L358: 34 Supporter Cards; the book names exactly 34 Supporters."""
    assert len(SUPPORTER_NAMES) == 34
    assert sorted(supporters) == sorted(SUPPORTER_NAMES)


def test_every_supporter_has_two_options_with_effects(supporters):
    """7.2: each Supporter offers two options."""
    for card in supporters.values():
        assert len(card.options) == 2, card.name
        assert all(option.effects and option.label for option in card.options), card.name


STATED_DESCRIPTORS = {
    "Daniel O'Connell": "Irish Nationalist",
    "Mary Shelley": "Author",
    "Duke of Wellington": "Former Prime Minister",
    "Duke of Devonshire": "Influential Peer",
    "John Bright": "Influential MP",
    "W.M. Thackeray": "Author",
    "Oscar Wilde": "Author",
    "Sarah Forbes Bonetta": "The Queen's Goddaughter",
    "Thomas Carlyle": "Conservative Philosopher",
    "David Livingstone": "Explorer",
    "Emmeline Pankhurst": "Suffragette",
    "John Brown": "Her Majesty's Companion",
    "John Stuart Mill": "Philosopher",
    "Lord George Bentinck": "MP",
    "Isambard Kingdom Brunel": "Engineer",
    "William Howley": "Archbishop of Canterbury",
    "Sir Dadabhai Naoroji": "Liberal MP",
}


def test_stated_descriptors(supporters):
    for name, descriptor in STATED_DESCRIPTORS.items():
        assert supporters[name].descriptor.lower() == descriptor.lower(), name
    assert all(card.descriptor for card in supporters.values())


# Options whose effects the book states or that follow directly from play:
# name -> {option number: the exact effects}.
STATED_OPTIONS = {
    # L375 (1.8 example), L1612, L1724
    "Daniel O'Connell": {1: (pop(I, 2), pop(C, -1)), 2: (pop(I, -1, ANY),)},
    # L1417, L1423, L1449, L1778, L1946
    "Mary Shelley": {1: (pop(L, -1, ANY),), 2: (pop(L, 2), pop(M, -1))},
    # L1429, L1469: Flatter = Level 1 Flatter; Workers raised the Liberals one step
    "William Booth": {1: (Favour(1, SELF),), 2: (pop(W, 1),)},
    # L1469: the Middle Class option lowered the Conservatives (a finger)
    "Charles Dickens": {2: (pop(M, -1, ANY),)},
    # L1469: Ireland +2 points for the Liberals, one step
    "Cardinal Newman": {1: (pop(I, 1),)},
    # L1447, L1449, L1778
    "Duke of Wellington": {1: (Influence(10),), 2: (Standing(1, SELF),)},
    # L1451-1455, L1756
    "Duke of Devonshire": {1: (pop(C, 2), pop(I, -1)), 2: (Standing(-1, ANYONE),)},
    # L1459, L1461, L1590
    "John Bright": {1: (Votes(20, either_way=True), pop(F, -1)), 2: (Standing(1, SELF),)},
    # L1566, L1568, L1944
    "Prince of Wales": {1: (Influence(10),), 2: (Favour(1, ANYONE, either_way=True),)},
    # L1618: the Liberals option lowered the Liberals (a finger)
    "W.M. Thackeray": {1: (pop(L, -1, ANY),)},
    # L1952: Ireland raised the Liberals one step
    "Oscar Wilde": {1: (pop(I, 1),)},
    # L1584, L1944
    "Sarah Forbes Bonetta": {1: (Favour(1, SELF),), 2: (Favour(-2, ANYONE),)},
    # L1618, L1950
    "Lord Alfred Tennyson": {1: (pop(G, 1),), 2: (Favour(1, SELF),)},
    # L1626, L1630, L1778
    "Duke of York": {1: (pop(G, 1),), 2: (Favour(1, SELF),)},
    # L1628: two Conservatives steps, Liberals-Sector tradeoff; "10<->10 Influence"
    "Thomas Carlyle": {1: (pop(C, 2), pop(L, -1)), 2: (Influence(10),)},
    # L1628, L1944
    "David Livingstone": {1: (pop(S, 1),), 2: (pop(W, 1),)},
    # L1660: -10 on a bill
    "Duke of Argyll": {2: (Votes(10, either_way=True),)},
    # L1632, L1782, L1936
    "Princess Helena": {1: (Favour(1, ANYONE, either_way=True),), 2: (pop(G, 1),)},
    # L1642
    "Emmeline Pankhurst": {1: (pop(L, 2), pop(C, -1)), 2: (pop(L, -1, ANY),)},
    # L1650, L1652, L1662: Favour 4 -> 6, Standing 8 -> 7
    "John Brown": {2: (Favour(2, SELF), Standing(-1, SELF))},
    # L1654: Middle Class +2 points for the Conservatives, one step
    "Florence Nightingale": {1: (pop(M, 1),)},
    # L1654, L1758
    "John Stuart Mill": {1: (Votes(20, either_way=True), pop(C, -1))},
    # L1654, L1952: raises one's own party
    "Earl of Malmesbury": {1: (pop(C, 1),)},
    # L1658, L1764
    "Earl of Iddesleigh": {1: (Votes(10, either_way=True),)},
    # L1658, L1660
    "Lord George Bentinck": {1: (Votes(10, either_way=True),), 2: (pop(F, 1),)},
    # L1664, L1776
    "C.P. Scott": {1: (Votes(10, either_way=True),)},
    # L1664, L1708, L1776
    "Duke of Westminster": {1: (Standing(1, SELF),)},
    # L1694, L1696, L1758
    "Princess of Wales": {1: (pop(M, 1),), 2: (Favour(1, ANYONE, either_way=True),)},
    # L1714, L1946
    "Prince Albert": {1: (Favour(1, ANYONE, either_way=True),), 2: (Standing(1, SELF),)},
    # L1946: the Conservatives option lowered the player's own party (a finger)
    "Isambard Kingdom Brunel": {1: (pop(C, -1, ANY),)},
    # L1722, L1952
    "Charles Darwin": {1: (pop(L, 2), pop(M, -1))},
    # L1952: the Gentry option lowered the Conservatives (a finger)
    "William Howley": {1: (pop(G, -1, ANY),)},
    # L1722, L1764
    "Sir Dadabhai Naoroji": {1: (Votes(10, either_way=True),)},
    # L1724, L1764, L1782
    "Earl Grey": {1: (Votes(10, either_way=True),), 2: (Standing(1, SELF),)},
}

# Options the book names by Sector only ("Farmers option"), direction unseen:
# name -> {option number: Sector}. Each must be a one-step move in that Sector.
NAMED_SECTOR_OPTIONS = {
    "Charles Dickens": {1: L},
    "Cardinal Newman": {2: M},
    "W.M. Thackeray": {2: F},
    "Oscar Wilde": {2: G},
    "Duke of Argyll": {1: S},
    "Florence Nightingale": {2: W},
    "Earl of Malmesbury": {2: L},
    "Earl of Iddesleigh": {2: C},
    "Duke of Westminster": {2: C},
    "Isambard Kingdom Brunel": {2: F},
    "William Howley": {2: C},
    "Sir Dadabhai Naoroji": {2: L},
}


@pytest.mark.parametrize("name", sorted(STATED_OPTIONS))
def test_stated_supporter_options(supporters, name):
    card = supporters[name]
    for number, effects in STATED_OPTIONS[name].items():
        assert card.options[number - 1].effects == effects, f"{name}, option {number}"


@pytest.mark.parametrize("name", sorted(NAMED_SECTOR_OPTIONS))
def test_sector_options_named_by_the_book(supporters, name):
    for number, sector in NAMED_SECTOR_OPTIONS[name].items():
        (effect,) = supporters[name].options[number - 1].effects
        assert isinstance(effect, Popularity) and effect.sector is sector, f"{name}, option {number}"
        # a raise lands on one's own party, a lowering is a pointing finger
        assert (effect.steps, effect.party) in ((1, OWN), (-1, ANY)), f"{name}, option {number}"


def test_every_option_is_covered_by_the_facts_or_reconstructed(supporters):
    """A card is `printed` only when both options are stated; otherwise `reconstructed`
    and the note says which part is ours."""
    for name, card in supporters.items():
        stated = set(STATED_OPTIONS.get(name, {}))
        assert (card.source is Source.PRINTED) == (stated == {1, 2}), name
        if card.source is Source.RECONSTRUCTED:
            assert "ours" in card.note, name


def _gains_a_level_two_action(option) -> bool:
    """Equal to a Level 2 Politician Action (6.1): 2 Campaign steps, a ±20 Debate,
    +2 Favour for oneself (or ±2 either way), 20 MPs."""
    for e in option.effects:
        if isinstance(e, Popularity) and e.steps >= 2:
            return True
        if isinstance(e, Votes) and abs(e.amount) >= 20:
            return True
        if isinstance(e, Favour) and (e.amount >= 2 or e.either_way and abs(e.amount) >= 2):
            return True
        if isinstance(e, Influence) and e.mps >= 20:
            return True
    return False


def _has_tradeoff(option) -> bool:
    for e in option.effects:
        if isinstance(e, Popularity) and e.party is OWN and e.steps < 0:
            return True
        if isinstance(e, (Standing, Favour)) and e.who is SELF and e.amount < 0:
            return True
    return False


def test_level_two_equivalent_options_carry_a_tradeoff(supporters):
    """L1461: a Supporter giving the equivalent of a Level 2 action also costs something."""
    strong = set()
    for card in supporters.values():
        for option in card.options:
            if _gains_a_level_two_action(option):
                strong.add(card.name)
                assert _has_tradeoff(option), f"{card.name}: {option.label}"
    assert strong == {
        "Daniel O'Connell",
        "Mary Shelley",
        "Duke of Devonshire",
        "John Bright",
        "Thomas Carlyle",
        "Emmeline Pankhurst",
        "John Brown",
        "John Stuart Mill",
        "Charles Darwin",
    }


def test_options_without_level_two_gain_carry_no_tradeoff(supporters):
    """Tradeoffs exist to pay for Level 2 power; a Level 1 option is free."""
    for card in supporters.values():
        for option in card.options:
            if not _gains_a_level_two_action(option):
                assert not _has_tradeoff(option), f"{card.name}: {option.label}"


def test_two_sector_options_are_two_up_and_one_down_for_ones_own_party(supporters):
    for card in supporters.values():
        for option in card.options:
            if "/" in option.label and all(isinstance(e, Popularity) for e in option.effects):
                first, second = option.effects
                assert (first.steps, first.party, second.steps, second.party) == (2, OWN, -1, OWN), card.name
                assert option.label == f"{first.sector.value}/{second.sector.value}", card.name


def test_only_devonshire_lowers_another_players_standing(supporters):
    """L1451."""
    aimed = [
        (card.name, e)
        for card in supporters.values()
        for option in card.options
        for e in option.effects
        if isinstance(e, Standing) and e.who is not SELF
    ]
    assert aimed == [("Duke of Devonshire", Standing(-1, ANYONE))]


def test_standing_gains_are_for_oneself_only(supporters):
    """7.2: a Supporter can unlock a Standing point, always one's own (L1447)."""
    gains = [
        (card.name, e)
        for card in supporters.values()
        for option in card.options
        for e in option.effects
        if isinstance(e, Standing) and e.amount > 0
    ]
    assert len(gains) == 6
    assert all(e == Standing(1, SELF) for _, e in gains)


def test_supporter_effect_mix(supporters):
    """The mix seen in play: Sector options both ways, ±10/±20 Votes, 10 MPs of
    Influence, ±1 Favour, +1 Standing; nothing outside those sizes."""
    effects = [e for card in supporters.values() for option in card.options for e in option.effects]
    votes = [e for e in effects if isinstance(e, Votes)]
    assert all(e.either_way and e.amount in (10, 20) for e in votes)
    assert sum(e.amount == 10 for e in votes) == 6 and sum(e.amount == 20 for e in votes) == 2
    assert [e for e in effects if isinstance(e, Influence)] == [Influence(10)] * 3
    pops = [e for e in effects if isinstance(e, Popularity)]
    assert all(e.party in (OWN, ANY) and -1 <= e.steps <= 2 and e.steps for e in pops)
    assert all(e.steps == -1 for e in pops if e.party is ANY)
    assert sum(e.party is ANY for e in pops) >= 10 and sum(e.party is OWN and e.steps == 1 for e in pops) >= 10
    assert {e.sector for e in pops} == set(Sector)
    assert Favour(1, ANYONE, either_way=True) in effects and Favour(1, SELF) in effects


# ===================================================================================
# 8.0 Events
# ===================================================================================


def test_event_deck_is_32_cube_events_and_8_by_elections(events, cube_events):
    """L164, L756: 40 Events = 32 Action Cube Events + 8 By-Elections."""
    assert len(events) == 40
    assert len(cube_events) == 32
    by_elections = [e for e in events.values() if e.is_by_election]
    assert len(by_elections) == 8
    # L1614, L1836: a 20% chance each draw
    assert len(by_elections) / len(events) == pytest.approx(0.20)
    assert sorted(e.name for e in by_elections) == [f"By-Election {n}" for n in range(1, 9)]
    assert all(not e.options for e in by_elections)


def test_by_election_split_is_four_and_four(events):
    """The split is ours (4/4); Scenario 1 needs at least two of one kind and one of the
    other (L1015)."""
    kinds = [e.by_election for e in events.values() if e.is_by_election]
    assert kinds.count(ByElectionVariant.PM_LOSES_STANDING) == 4
    assert kinds.count(ByElectionVariant.OPPOSITION_LEADER_GAINS_STANDING) == 4


def test_every_cube_event_has_two_or_three_options_and_ignore_first(cube_events):
    """8.1: option 1 does nothing, costs nothing and hurts; the others cost 1 or 2 cubes."""
    for event in cube_events:
        assert 2 <= len(event.options) <= 3, event.name
        ignore, *paid = event.options
        assert ignore.cost == 0 and ignore.label == "Ignore", event.name
        assert ignore.effects, event.name
        assert all(_amount(e) < 0 for e in ignore.effects), event.name
        assert all(option.cost in (1, 2) for option in paid), event.name


def _amount(effect) -> int:
    return effect.steps if isinstance(effect, Popularity) else effect.amount


def _penalty(option) -> int:
    return -sum(_amount(e) for e in option.effects if _amount(e) < 0)


def test_paid_options_are_better_than_ignoring(cube_events):
    """8.1: paying cubes buys a more favourable result: a smaller penalty or a gain."""
    for event in cube_events:
        ignore, *paid = event.options
        for option in paid:
            gains = any(_amount(e) > 0 for e in option.effects)
            assert gains or _penalty(option) < _penalty(ignore), f"{event.name}: {option.label}"


def test_event_effects_land_on_the_pm_and_the_pms_party(cube_events):
    for event in cube_events:
        for option in event.options:
            for e in option.effects:
                assert isinstance(e, (Popularity, Standing, Favour)), f"{event.name}: {e}"
                if isinstance(e, Popularity):
                    assert e.party in (GOV, OWN), f"{event.name}: {e}"
                else:
                    assert e.who is SELF and not getattr(e, "either_way", False), f"{event.name}: {e}"


def test_some_event_options_cost_favour_yet_each_event_has_a_clean_way_out(cube_events):
    """Scenario 3 (L1077) loses a player who picks a negative-Favour option, so such options
    must exist beyond Ignore, and every Event must offer one without a Favour loss."""
    paid_with_favour_loss = [
        (event.name, option.label)
        for event in cube_events
        for option in event.options[1:]
        if any(isinstance(e, Favour) and e.amount < 0 for e in option.effects)
    ]
    assert len(paid_with_favour_loss) >= 5
    for event in cube_events:
        assert any(
            not any(isinstance(e, Favour) and e.amount < 0 for e in option.effects) for option in event.options
        ), event.name


def _option(event: Event, label: str):
    return next(o for o in event.options if o.label == label)


def test_rail_disaster_in_ireland(events):
    """8.1 example (L764)."""
    event = events["Rail Disaster in Ireland"]
    assert [(o.label, o.cost) for o in event.options] == [
        ("Ignore", 0),
        ("Ask for a Moment of Silence", 1),
        ("Adopt Orphaned Child", 1),
    ]


def test_prince_of_wales_caught_in_scandal_uses_one_cube_options(events):
    """L1379-1381: Ignore costs a Middle Class step and a Favour; each 1-cube option keeps one
    of them. The narrative's two cubes (L1377) is not followed."""
    event = events["Prince of Wales Caught in Scandal"]
    assert [(o.label, o.cost) for o in event.options] == [("Ignore", 0), ("Advise Her Majesty", 1), ("Shift Blame", 1)]
    assert event.options[0].effects == (pop(M, -1, GOV), Favour(-1, SELF))
    assert event.options[1].effects == (pop(M, -1, GOV),)
    assert event.options[2].effects == (Favour(-1, SELF),)


def test_americans_seize_british_ship(events):
    """L1465, L1467."""
    event = events["Americans Seize British Ship"]
    assert [(o.label, o.cost) for o in event.options] == [
        ("Ignore", 0),
        ("Write Angry Letter", 1),
        ("Prepare for War", 2),
    ]
    assert event.options[0].effects == (Standing(-1, SELF),)
    assert event.options[2].effects == (Standing(1, SELF),)


def test_queens_birthday_send_regards(events):
    """L1537: a 1-cube option gives +1 Favour."""
    option = _option(events["Queen's Birthday"], "Send Regards")
    assert (option.cost, option.effects) == (1, (Favour(1, SELF),))


def test_german_army_overruns_weak_neighbour(events):
    """L1586-1590."""
    event = events["German Army Overruns Weak Neighbour"]
    assert event.options[0].effects == (Favour(-1, SELF),)
    denounce = _option(event, "Denounce the Queen's German Relatives")
    assert denounce.cost == 1 and Favour(-1, SELF) in denounce.effects
    peace = _option(event, "Broker Peace Deal")
    assert (peace.cost, peace.effects) == (2, (Standing(1, SELF),))


def test_your_wife_is_divorcing_you(events):
    """L1636-1640."""
    event = events["Your Wife Is Divorcing You"]
    assert event.options[0].effects == (Standing(-1, SELF), Favour(-1, SELF))
    blame = _option(event, "Blame Her")
    assert blame.cost == 1 and {e.sector for e in blame.effects} == {M}
    assert _option(event, "Reconcile").cost == 2


def test_unrest_among_tenant_farmers(events):
    """L1716-1720."""
    event = events["Unrest Among Tenant Farmers"]
    assert event.options[0].effects == (pop(F, -1, GOV),)
    assert _option(event, "Meet with Protesters").cost == 1


@pytest.mark.parametrize(
    "name, penalty",
    [
        ("Schism in the Church of Scotland", pop(S, -1, GOV)),  # L1570
        ("Stalemate in War Against Russia", Standing(-1, SELF)),  # L1666
        ("Coal Mine Disaster", pop(W, -2, GOV)),  # L1762
        ("Derby Day", pop(G, -1, GOV)),  # L1782
        ("Crop Failure", pop(F, -1, GOV)),  # L1950
    ],
)
def test_stated_ignore_penalties(events, name, penalty):
    assert penalty in events[name].options[0].effects


def test_crop_failure_ignored_costs_only_the_farmers_step(events):
    # L1950: ignored "without effect" at the Farmers minimum, so Farmers is all it touches.
    assert events["Crop Failure"].options[0].effects == (pop(F, -1, GOV),)


SCENARIO_1_EVENTS = [
    "Famine in Ireland",
    "Cholera Outbreak in London",
    "Rioting in the East End",
    "Flooding in Midlands",
    "Coal Miners Go on Strike",
    "Attempt on Her Majesty's Life",
]


def test_scenario_1_events_exist_and_all_named_events_are_printed(events):
    """L1015; Coal Miners Go on Strike is a different card from Coal Mine Disaster."""
    named = SCENARIO_1_EVENTS + [
        "Rail Disaster in Ireland",
        "Prince of Wales Caught in Scandal",
        "Americans Seize British Ship",
        "Queen's Birthday",
        "Schism in the Church of Scotland",
        "German Army Overruns Weak Neighbour",
        "Your Wife Is Divorcing You",
        "Stalemate in War Against Russia",
        "Unrest Among Tenant Farmers",
        "Coal Mine Disaster",
        "Derby Day",
        "Crop Failure",
    ]
    assert len(set(named)) == 18
    for name in named:
        assert events[name].source is Source.PRINTED and not events[name].is_by_election, name
    others = [e for e in events.values() if not e.is_by_election and e.name not in named]
    assert len(others) == 14 and all(e.source is Source.RECONSTRUCTED for e in others)


def test_riots_have_one_gain_on_the_two_cube_option(events):
    """Scenario 5 (L1136-1139): doubling the penalties and cancelling the single gain must
    leave the 2-cube option merely avoiding trouble."""
    riots = events["Rioting in the East End"]
    effects = [e for o in riots.options for e in o.effects]
    assert sum(_amount(e) > 0 for e in effects) == 1
    assert sum(_amount(e) < 0 for e in effects) >= 2
    (two_cube,) = [o for o in riots.options if o.cost == 2]
    assert len(two_cube.effects) == 1 and _amount(two_cube.effects[0]) > 0


# ===================================================================================
# Loader errors: the message names the file, the card, the option and the field
# ===================================================================================

LABEL = "decks/supporters.yaml"


def _supporter_record(**changes):
    record = {
        "name": "John Bright",
        "descriptor": "Influential MP",
        "options": [
            {
                "label": "Votes/Farmers",
                "effects": [{"votes": {"amount": 20}}, {"popularity": {"sector": "Farmers", "steps": -1}}],
            },
            {"label": "Standing", "effects": [{"standing": 1}]},
        ],
        "source": "printed",
    }
    record.update(changes)
    return record


def test_a_valid_record_loads():
    (card,) = _cards(LABEL, [_supporter_record()], _supporter)
    assert card.options[0].effects == (Votes(20, either_way=True), pop(F, -1))


def test_supporter_with_one_option_is_rejected():
    record = _supporter_record()
    record["options"] = record["options"][:1]
    with pytest.raises(DeckError) as info:
        _cards(LABEL, [record], _supporter)
    message = str(info.value)
    assert message.startswith("decks/supporters.yaml: card 'John Bright'")
    assert "exactly 2 options, got 1" in message


def test_misspelled_sector_names_file_card_option_and_field():
    record = _supporter_record()
    record["options"][1] = {"label": "Gentry", "effects": [{"popularity": {"sector": "Gentery", "steps": 1}}]}
    with pytest.raises(DeckError) as info:
        _cards(LABEL, [record], _supporter)
    message = str(info.value)
    assert message.startswith("decks/supporters.yaml: card 'John Bright', option 2, effect 1")
    assert "sector" in message and "'Gentery'" in message and "Gentry" in message


def test_favour_either_way_must_be_true_or_false():
    record = _supporter_record()
    record["options"][1] = {
        "label": "Favour",
        "effects": [{"favour": {"amount": 1, "who": "any", "either_way": "yes"}}],
    }
    with pytest.raises(DeckError, match=r"card 'John Bright', option 2, effect 1, favour: either_way"):
        _cards(LABEL, [record], _supporter)


def _event_record(cost: int):
    return {
        "name": "Derby Day",
        "options": [
            {
                "label": "Ignore",
                "cost": 0,
                "effects": [{"popularity": {"sector": "Gentry", "steps": -1, "party": "government"}}],
            },
            {"label": "Buy the Favourite", "cost": cost, "effects": []},
        ],
        "source": "printed",
    }


def test_event_option_costing_three_cubes_is_rejected():
    """6.4 / 8.1: the PM spends at most 2 cubes on an Event."""
    _cards("decks/events.yaml", [_event_record(2)], _event)
    with pytest.raises(DeckError) as info:
        _cards("decks/events.yaml", [_event_record(3)], _event)
    message = str(info.value)
    assert message.startswith("decks/events.yaml: card 'Derby Day', option 2, cost")
    assert "3 is out of range 0..2" in message


def test_paid_first_option_and_free_later_option_are_rejected():
    record = _event_record(0)
    with pytest.raises(DeckError, match="option 2: the first option, and only the first, costs no Action Cube"):
        _cards("decks/events.yaml", [record], _event)


def test_deck_size_must_match_the_list(tmp_path):
    (tmp_path / "supporters.yaml").write_text("size: 34\nsupporters:\n  - {name: A}\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"decks/supporters.yaml: the deck should hold 34 cards but lists 1"):
        _deck(tmp_path, "supporters.yaml", "supporters")
