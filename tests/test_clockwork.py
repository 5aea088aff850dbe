"""The Clockwork politicians (docs/clockwork.md): their data, their deck, and how they play.

Games here are few and short on purpose; the 1,000-game measurements are made with
`prime-minister simulate` (docs/simulate.md) and recorded in docs/clockwork.md.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Iterator

import pytest

from clockwork.answers import ANSWERS
from clockwork.data import (
    FOCUSES,
    PLAYS,
    ClockworkDataError,
    clockwork_dir,
    handicap_options,
    load_clockwork,
    standard_clockwork,
)
from clockwork.deck import ClockworkDeck
from clockwork.players import make_player, play_out
from clockwork.policy import INTENTS, KNOWN_KINDS, ClockworkPlayer
from engine.decisions import TABLE, Answer, Campaign, Decision, DecisionKind
from engine.components import Sector
from engine import standard_components
from engine.game import Game
from engine.setup import new_game, standard_setup
from engine.views import HIDDEN
from helpers import set_seat

COMPONENTS = standard_components()
DATA = standard_clockwork()

ROLE_TITLES = "Prime Minister|Opposition Leader|Government Backbencher|Opposition Backbencher"
REASON = re.compile(
    rf"^[A-Z][\w.' ]+ \(({ROLE_TITLES})(, Resigned)?, focus ({'|'.join(FOCUSES)}), (bold|steady|cautious)\): .+: .+"
)


def start(players: int, seed: int, **options: object) -> Game:
    return new_game(standard_setup(COMPONENTS, players, seed=seed, **options), seed=seed, components=COMPONENTS)


def clockwork_game(players: int, seed: int, difficulty: str = "standard") -> tuple[Game, dict[int, ClockworkPlayer]]:
    game = start(players, seed)
    seats = {s: ClockworkPlayer(seat=s, seed=seed, difficulty=difficulty) for s in range(players)}
    play_out(game, seats)  # type: ignore[arg-type]
    return game, seats


# --- The data ----------------------------------------------------------------------------


def test_the_shipped_data_loads_with_a_profile_for_every_politician():
    data = load_clockwork()
    assert sorted(data.profiles) == sorted(p.name for p in COMPONENTS.politicians)
    assert len(data.cards) == 18
    assert {c.focus for c in data.cards} == set(FOCUSES)
    assert {"novice", "standard", "veteran", "mastermind"} <= set(data.levels)
    assert all(p.source.value == "reconstructed" for p in data.profiles.values())
    for profile in data.profiles.values():
        assert set(profile.plays) == {"pm", "opposition_leader", "government_backbencher", "opposition_backbencher"}


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "clockwork"
    shutil.copytree(clockwork_dir(), target)
    return target


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("file", "old", "new", "message"),
    [
        (
            "deck.yaml",
            "{number: 7, focus: popularity",
            "{number: 7, focus: legislature",
            r"deck\.yaml: card 7, focus: unknown focus 'legislature' \(expected one of legislation, popularity",
        ),
        (
            "deck.yaml",
            "{number: 9, focus: popularity, bill: first_slot",
            "{number: 9, focus: popularity, bill: leftmost",
            r"deck\.yaml: card 9, bill: unknown bill pointer 'leftmost'",
        ),
        (
            "deck.yaml",
            "{number: 2, focus: legislation, bill: weakest, sector: richest, temper: steady}",
            "{number: 2, focus: legislation, bill: weakest, sector: richest, temper: reckless}",
            r"deck\.yaml: card 2, temper: unknown temper 'reckless' \(expected one of bold, steady, cautious\)",
        ),
        ("deck.yaml", "size: 18", "size: 17", r"deck\.yaml: size says 17 but 18 cards are listed"),
        (
            "deck.yaml",
            "cautious: {vote_chance: 0.3,",
            "cautious: {vote_chance: 3.0,",
            r"deck\.yaml: tempers, cautious, vote_chance: 3\.0 is out of range",
        ),
        (
            "politicians.yaml",
            "      pm: [secure_bill, build_bill, guard_standing, whip, rally",
            "      pm: [secure_bill, filibuster, guard_standing, whip, rally",
            r"politicians\.yaml: politician 'Earl of Derby', plays, pm: unknown play 'filibuster'",
        ),
        (
            "politicians.yaml",
            "      pm: [secure_bill, build_bill, guard_standing, whip, rally",
            "      pm: [secure_bill, campaign, guard_standing, whip, rally",
            r"politicians\.yaml: politician 'Earl of Derby', plays, pm: play 'campaign' needs the Campaign ability, which Earl of Derby lacks",
        ),
        (
            "politicians.yaml",
            "      opposition_leader: [hobnob, rally, attack_bill, undermine, debate_card",
            "      opposition_leader: [hobnob, rally, secure_bill, undermine, debate_card",
            r"politician 'Earl of Derby', plays, opposition_leader: play 'secure_bill' is not open to the opposition leader",
        ),
        (
            "politicians.yaml",
            "sectors: [Workers, Conservatives, Middle Class, Gentry]",
            "sectors: [Workers, Conservatives, Midle Class]",
            r"politicians\.yaml: politician 'Benjamin Disraeli', sectors 3: unknown sector 'Midle Class'",
        ),
        (
            "politicians.yaml",
            "    ambition: 5\n",
            "    ambition: 9\n",
            r"politicians\.yaml: politician 'Benjamin Disraeli', ambition: 9 is out of range 1\.\.5",
        ),
        (
            "politicians.yaml",
            "    two_player_ambition: 2\n",
            "    two_player_ambition: 0\n",
            r"politicians\.yaml: politician 'Benjamin Disraeli', two_player_ambition: 0 is out of range 1\.\.5",
        ),
        (
            "politicians.yaml",
            "    guard_sooner: 4\n",
            "    guard_sooner: many\n",
            r"politicians\.yaml: politician 'Marquess of Salisbury', guard_sooner: expected a whole number",
        ),
        (
            "politicians.yaml",
            "  - name: Sir Robert Peel",
            "  - name: Sir Robert Peal",
            r"politicians\.yaml: politician 'Sir Robert Peal': no Politician Card of that name",
        ),
        ("difficulty.yaml", "    hand_size: 2\n", "", r"difficulty\.yaml: level 'novice': missing field 'hand_size'"),
        (
            "difficulty.yaml",
            "    look_ahead: false\n",
            "    look_ahead: maybe\n",
            r"difficulty\.yaml: level 'novice', look_ahead: expected true or false, got 'maybe'",
        ),
        (
            "difficulty.yaml",
            "    point_value: 0.2\n",
            "    point_value: 0.2\n    office_pm: 90\n",
            r"difficulty\.yaml: level 'novice', office_pm: 90 is out of range",
        ),
        (
            "difficulty.yaml",
            "    point_value: 0.2\n",
            "    point_value: 0.2\n    challenge_odds: 0.4\n",
            r"difficulty\.yaml: level 'novice', challenge_odds: expected a list of chances \(0-1\), one for each point of Standing behind, got 0\.4",
        ),
    ],
)
def test_a_bad_data_file_is_refused_naming_file_record_and_field(tmp_path, file, old, new, message):
    root = _copy(tmp_path)
    _edit(root / file, old, new)
    with pytest.raises(ClockworkDataError, match=message):
        load_clockwork(root)


def test_a_missing_file_and_a_missing_level_are_refused(tmp_path):
    root = _copy(tmp_path)
    (root / "deck.yaml").unlink()
    with pytest.raises(ClockworkDataError, match=r"deck\.yaml: file is missing"):
        load_clockwork(root)
    root = _copy(tmp_path / "again")
    text = (root / "difficulty.yaml").read_text(encoding="utf-8")
    (root / "difficulty.yaml").write_text(text[: text.index("  - name: veteran")], encoding="utf-8")
    with pytest.raises(ClockworkDataError, match=r"expected at least four levels, got 2"):
        load_clockwork(root)


def test_an_unknown_difficulty_or_profile_is_a_clear_error():
    with pytest.raises(ClockworkDataError, match=r"unknown difficulty 'impossible' \(expected one of novice, standard"):
        ClockworkPlayer(seat=0, difficulty="impossible")
    with pytest.raises(ClockworkDataError, match=r"no Clockwork profile for 'Lord Nobody'"):
        ClockworkPlayer(seat=0, politician="Lord Nobody")


def test_every_play_a_profile_may_name_has_a_family():
    for name, (family, roles, _) in PLAYS.items():
        assert family in FOCUSES, name
        assert roles, name


# --- The Clockwork deck -------------------------------------------------------------------


def test_the_deck_is_seeded_each_pass_is_a_shuffle_and_a_turn_needs_only_its_number():
    first = ClockworkDeck(DATA.cards, "7/0")
    second = ClockworkDeck(DATA.cards, "7/0")
    other = ClockworkDeck(DATA.cards, "8/0")
    run = [first.card(p) for p in range(36)]
    assert run == [second.card(p) for p in range(36)]
    assert run != [other.card(p) for p in range(36)]
    assert sorted(c.number for c in run[:18]) == list(range(1, 19))  # each card once per pass
    assert sorted(c.number for c in run[18:]) == list(range(1, 19))  # then all 18 reshuffled
    assert run[:18] != run[18:]
    assert first.for_turn(4, 2) == [run[8], run[9]] and first.for_turn(20, 1) == [run[20]]


# --- Playing --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_clockwork_only_games_end_with_a_prime_minister_at_100(players):
    for seed in (1, 2):
        game, seats = clockwork_game(players, seed)
        assert game.over and game.winner is not None
        winner = game.state.seats[game.winner]
        assert winner.role.value == "pm" and winner.vp >= 100
        assert 5 <= game.state.round <= 30
        assert all(not p.fallbacks for p in seats.values()), [p.fallbacks for p in seats.values()]


def test_the_same_seed_plays_the_same_game():
    one, _ = clockwork_game(3, 11)
    two, _ = clockwork_game(3, 11)
    assert [(r.owner, r.choice, r.reason) for r in one.log] == [(r.owner, r.choice, r.reason) for r in two.log]
    three, _ = clockwork_game(3, 12)
    assert [r.choice for r in three.log] != [r.choice for r in one.log]


@pytest.mark.parametrize("players", [2, 4])
def test_every_choice_is_legal_and_carries_a_reason_naming_play_and_card(players):
    game = start(players, 5)
    seats = {s: ClockworkPlayer(seat=s, seed=5) for s in range(players)}
    kinds: set[str] = set()
    while not game.over:
        decision = game.pending
        assert decision is not None
        if decision.is_chance:
            game.apply(game.deal())
            continue
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        assert choice in decision.choices
        assert REASON.match(reason) and "\n" not in reason, reason
        assert reason.startswith(DATA.profile(game.state.seats[decision.owner].politician).short)
        kinds.add(decision.kind)
        game.apply(choice, reason=reason)
    assert {"action", "resolve bill", "select bill", "event"} <= kinds


def test_it_never_peeks_a_view_gives_the_same_choice_as_the_whole_game():
    """Twin players see, at each of seat 1's decisions, its view and the full game with every
    hidden card scrambled; both must answer exactly as the player fed the view."""
    game = start(4, 21)
    players = {s: ClockworkPlayer(seat=s, seed=21) for s in range(4)}
    full_twin = ClockworkPlayer(seat=1, seed=21)
    scrambled_twin = ClockworkPlayer(seat=1, seed=21)
    names = sorted(s.name for s in COMPONENTS.supporters)
    compared = 0
    while not game.over and game.state.round <= 8:
        decision = game.pending
        assert decision is not None
        if decision.is_chance:
            game.apply(game.deal())
            continue
        view = game.view(decision.owner)
        choice, reason = players[decision.owner].decide(view, decision)
        if decision.owner == 1:
            assert view.viewer == 1
            assert all(card == HIDDEN for s in view.state.seats if s.index != 1 for card in s.supporters)
            assert full_twin.decide(game.clone(), decision) == (choice, reason)
            scrambled = game.clone()
            for other in scrambled.state.seats:
                if other.index != 1:
                    other.supporters = [
                        names[(i * 7 + other.index) % len(names)] for i, _ in enumerate(other.supporters)
                    ]
            for pile in scrambled.state.piles.values():
                pile.draw = list(reversed(pile.draw))
            assert scrambled_twin.decide(scrambled, decision) == (choice, reason)
            compared += 1
        game.apply(choice, reason=reason)
    assert compared > 20


def test_every_decision_kind_the_engine_poses_to_a_seat_has_a_clockwork_rule():
    """Read the kinds from `DecisionKind`, so a new kind fails here, not at a table."""
    # a correction (`set ...`) is the table's, made at any time: never posed to a seat
    seat_kinds = {kind for kind in DecisionKind if not kind.is_draw and kind is not DecisionKind.CORRECTION}
    assert {
        DecisionKind.ACTION,
        DecisionKind.RESOLVE_BILL,
        DecisionKind.AGREEMENT,
        DecisionKind.DEPUTY_PM,
    } <= seat_kinds
    assert seat_kinds - KNOWN_KINDS == set()
    assert KNOWN_KINDS - seat_kinds == set(), "a Clockwork rule for a kind the engine never poses"


def test_an_unknown_decision_kind_still_gets_a_legal_choice_and_says_so():
    game = start(2, 3)
    player = ClockworkPlayer(seat=game.pending.owner if game.pending.owner != TABLE else 0, seed=3)
    seat = player.seat
    decision = Decision(owner=seat, kind="mystery", choices=(Answer(False), Answer(True)), prompt="?")
    choice, reason = player.decide(game.view(seat), decision)
    assert choice in decision.choices
    assert "no Clockwork rule for a 'mystery' decision" in reason
    assert player.fallbacks == ["mystery"]
    assert "mystery" not in ANSWERS


def test_no_real_decision_hits_the_fallback_in_many_games():
    for players, seed in ((2, 31), (3, 32), (3, 33), (4, 34), (4, 35)):
        _, seats = clockwork_game(players, seed)
        assert all(not p.fallbacks for p in seats.values()), (players, seed, [p.fallbacks for p in seats.values()])


@pytest.mark.parametrize("level", ["novice", "veteran", "mastermind"])
def test_every_level_plays_a_game_to_the_end(level):
    game, seats = clockwork_game(2, 41, difficulty=level)
    assert game.over and game.winner is not None
    assert all(p.level.name == level for p in seats.values())


def test_a_two_card_level_keeps_one_of_its_two_cards_each_turn():
    player = ClockworkPlayer(seat=1, seed=9, difficulty="veteran")
    game = start(2, 9)
    kept: dict[int, object] = {}
    while not game.over and game.state.round <= 10:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if decision.owner == 1:
            choice, reason = player.decide(game.view(1), decision)
            if decision.kind == "action":
                kept[game.state.round] = player.card
                assert player.card in player.deck.for_turn(player.turn_number, 2)
        else:
            choice, reason = make_player("random", 0, 9).decide(game.view(0), decision)
        game.apply(choice, reason=reason)
    assert len(kept) >= 8
    assert len(set(map(id, kept.values()))) > 1


def test_a_fresh_player_picks_up_where_the_game_is():
    """Its card depends on the turns taken, not on its history: a player created in the
    middle of a game (a loaded save, an undo) answers like one that played all along."""
    game = start(3, 13)
    players = {s: ClockworkPlayer(seat=s, seed=13) for s in range(3)}
    checked = 0
    while not game.over and game.state.round <= 9:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        view = game.view(decision.owner)
        choice, reason = players[decision.owner].decide(view, decision)
        if game.state.round >= 4 and decision.kind in ("action", "resolve bill", "agreement", "election"):
            fresh = ClockworkPlayer(seat=decision.owner, seed=13)
            assert fresh.decide(view, decision) == (choice, reason)
            checked += 1
        game.apply(choice, reason=reason)
    assert checked > 10


def test_the_free_supporter_privilege_is_a_setup_option_the_table_grants():
    assert handicap_options({0: "none", 1: "none"}) == {}
    assert handicap_options({1: "patronage", 0: "none"}) == {"free_supporter_seats": [1]}
    assert handicap_options({2: "high patronage", 0: "patronage"}) == {"free_supporter_seats": [0, 2, 2]}
    game = start(2, 4, **handicap_options({1: "patronage"}))
    assert game.pending.owner == TABLE and game.pending.kind == "draw supporters"
    assert game.state.seats[1].politician in game.pending.prompt
    game.apply(game.deal())
    assert len(game.state.seats[1].supporters) == 1
    assert start(2, 4).state.seats[1].supporters == []  # the standard rules give nothing
    assert start(2, 4).pending.kind != "draw supporters"


def test_clockwork_beats_the_random_player_seat_for_seat():
    wins = 0
    for seed in (51, 52, 53):
        for clockwork_seat in (0, 1):
            game = start(2, seed)
            players = {
                s: (ClockworkPlayer(seat=s, seed=seed) if s == clockwork_seat else make_player("random", s, seed))
                for s in (0, 1)
            }
            play_out(game, players)  # type: ignore[arg-type]
            wins += game.winner == clockwork_seat
    assert wins >= 5


# --- --decks DIR ------------------------------------------------------------------------------


def test_a_decks_directory_brings_its_own_clockwork_folder_or_falls_back_to_the_shipped_copy(tmp_path, monkeypatch):
    """`prime-minister --decks DIR`: the Clockwork reads `DIR/clockwork/*.yaml` when that
    folder exists (found through the game's components), else the shipped copy."""
    from engine.decks import load_components

    monkeypatch.delenv("PRIME_MINISTER_DECKS", raising=False)
    shipped = Path(DATA.directory)
    own = tmp_path / "own"
    shutil.copytree(shipped.parent, own)
    levels = own / "clockwork" / "difficulty.yaml"
    levels.write_text(
        levels.read_text(encoding="utf-8")
        .replace("name: standard\n", "name: standard\n    # ours\n", 1)
        .replace("hand_size: 3\n", "hand_size: 1\n", 1),
        encoding="utf-8",
    )
    bare = tmp_path / "bare"
    shutil.copytree(shipped.parent, bare, ignore=shutil.ignore_patterns("clockwork"))
    assert clockwork_dir(own) == own / "clockwork"
    assert clockwork_dir(bare).resolve() == shipped.resolve()

    for decks, expected, hand in ((own, (own / "clockwork").resolve(), 1), (bare, shipped.resolve(), 3)):
        components = load_components(decks)
        game = new_game(standard_setup(components, 2, seed=4), seed=4, components=components)
        player = ClockworkPlayer(seat=game.pending.owner, seed=4)
        player.decide(game.view(player.seat), game.pending)
        assert Path(player.data.directory).resolve() == expected
        assert player.level.hand_size == hand

    given = ClockworkPlayer(seat=0, seed=4, data=DATA)  # data handed in is kept whatever the decks
    components = load_components(own)
    game = new_game(standard_setup(components, 2, seed=4), seed=4, components=components)
    given.seat = game.pending.owner
    given.decide(game.view(given.seat), game.pending)
    assert given.data is DATA


def test_the_last_look_is_skipped_only_while_no_choice_can_end_the_game():
    """13.0: a standard game ends only at the victory total, so while every seat is more
    than one choice's VP away the Clockwork need not play a choice out to see if it loses."""
    from clockwork.policy import SINGLE_CHOICE_VP, far_from_the_end
    from engine.scenario_rules import scenario_setup

    game = start(4, 3)
    assert far_from_the_end(game)
    set_seat(game, 2, vp=COMPONENTS.board.victory - SINGLE_CHOICE_VP)  # a pool within reach
    assert not far_from_the_end(game)
    scenario = new_game(scenario_setup("1", seed=3, components=COMPONENTS), seed=3, components=COMPONENTS)
    assert not far_from_the_end(scenario)  # a scenario may end by its own rules at any VP


def _gains(game: Game, campaign: Campaign) -> bool:
    """Does this Campaign move its party up a step (is it below the ladder's top)?"""
    party = game.state.seats[game.pending.owner].party
    sector = Sector(campaign.sector)
    return game.state.position(sector, party) < len(COMPONENTS.board.ladder(sector, party).positions) - 1


def _clockwork_moments(players: int, seed: int) -> Iterator[tuple[Game, Decision, object, str]]:
    """Every seat's choice in a Clockwork-only game, with the game as it stood before it."""
    game = start(players, seed)
    seats = {s: ClockworkPlayer(seat=s, seed=seed) for s in range(players)}
    while not game.over:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        yield game, decision, choice, reason
        game.apply(choice, reason=reason)


def _opposition_leader_turns(seed: int, players: int) -> list[tuple[str, bool]]:
    """(reason, a Campaign that gains points was legal) for each Opposition Leader action choice of a game."""
    return [
        (reason, any(_gains(game, c) for c in decision.choices if isinstance(c, Campaign)))
        for game, decision, _, reason in _clockwork_moments(players, seed)
        if decision.kind == "action" and game.state.seats[decision.owner].role.value == "opposition_leader"
    ]


@pytest.mark.parametrize("players", [2, 4])
def test_the_opposition_leader_campaigns_before_it_attacks_a_bill_that_is_not_urgent(players):
    """The Opposition Leader's first duty is the next Election: unless its card's focus is
    legislation or a bill must be stopped now, a Campaign that gains points comes before an
    attack on a bill."""
    turns = [t for seed in (1, 2, 3) for t in _opposition_leader_turns(seed, players)]
    campaigns = [r for r, _ in turns if f": {INTENTS['campaign']}: " in r]
    attacks = [
        r for r, legal in turns if legal and f": {INTENTS['attack_bill']}: " in r and "focus legislation" not in r
    ]
    assert len(campaigns) > 5
    assert attacks == []


def _elections_it_could_postpone(players: int, seeds: tuple[int, ...]) -> list[tuple[float, bool, object]]:
    """(chance the PM keeps office, a Government Backbencher sits, the PM's choice) for each
    Election a Clockwork PM could postpone."""
    from engine.decisions import PostponeElection
    from engine.elections import election_odds_now

    return [
        (float(election_odds_now(game).pm_keeps_office), game.state.government_backbencher is not None, choice)
        for seed in seeds
        for game, decision, choice, _ in _clockwork_moments(players, seed)
        if decision.kind == "election" and PostponeElection() in decision.choices
    ]


def test_a_pm_alone_postpones_an_election_it_would_lose_a_pm_with_a_backbencher_holds_it():
    from engine.decisions import HoldElection, PostponeElection

    alone = [(keep, choice) for keep, _, choice in _elections_it_could_postpone(2, (1, 2, 3, 4, 5, 6))]
    assert any(keep < 0.35 for keep, _ in alone)
    assert all(choice == PostponeElection() for keep, choice in alone if keep < 0.35)
    assert all(choice == HoldElection() for keep, choice in alone if keep >= 0.65)
    paired = [(keep, choice) for keep, partner, choice in _elections_it_could_postpone(4, (1, 2, 3, 4)) if partner]
    assert any(keep < 0.35 for keep, _ in paired)
    assert all(choice == HoldElection() for _, choice in paired)


def _scenario_counts() -> list[tuple[str, int]]:
    import yaml

    counts = []
    for path in sorted((Path(__file__).resolve().parent.parent / "scenarios").glob("*.yaml")):
        data = yaml.safe_load(path.read_text())
        players = data["players"] if isinstance(data["players"], list) else [data["players"]]
        counts += [(str(data["number"]), p) for p in players]
    return counts


@pytest.mark.parametrize("scenario,players", _scenario_counts())
def test_clockwork_seats_finish_every_scenario_at_each_of_its_player_counts(scenario, players):
    from engine.scenario_rules import scenario_setup

    game = new_game(
        scenario_setup(scenario, players=players, seed=2, components=COMPONENTS), seed=2, components=COMPONENTS
    )
    seats = {s: ClockworkPlayer(seat=s, seed=2) for s in range(players)}
    play_out(game, seats)  # type: ignore[arg-type]
    assert game.over and (game.state.winner is not None or game.state.winners)
    assert [kind for seat in seats.values() for kind in seat.fallbacks] == []
