"""The rules of Prime Minister: state, Parliamentary Order and every rule 1.0-13.0.

No I/O and no UI here; `companion` renders and `clockwork` decides for automated seats.
They import from `engine` alone (`from engine import Game, new_game, Vote`); the names of
`PUBLIC` below are what the engine offers (`__all__`), and the modules behind them may move.
Helpers the engine uses itself (the text limits, plurals, the deck cache, text made
printable) are not offered here: a caller that needs one imports it from its module.

Each name is imported when first used (`__getattr__`), so `prime-minister odds` loads the
odds and not the whole rule book. `PUBLIC` is the one list: each public name and the module
it lives in (`module:name` where it has another name there; a name that is its module's own
last part, `board`, is that module). Type checkers cannot follow `__getattr__`, so the
`if TYPE_CHECKING:` block says the same in imports; tests/test_engine_surface.py checks the
two agree.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

PUBLIC: dict[str, str] = {
    # Playing a game: set-up, the driver, saves.
    "Game": "engine.game",
    "SaveError": "engine.save",
    "UndoError": "engine.save",
    "can_undo": "engine.save",
    "dealer_seed": "engine.save",
    "game_from_json": "engine.save",
    "game_to_json": "engine.save",
    "load_game": "engine.save",
    "replay": "engine.save",
    "save_game": "engine.save",
    "undo": "engine.save",
    "undo_refusal": "engine.save",
    "scenario_named": "engine.scenario_rules",
    "scenario_setup": "engine.scenario_rules",
    "bill_slot": "engine.scenario_rules.common:on_board",
    "bills_passed": "engine.scenario_rules.common:passed",
    "rules_for": "engine.setup",
    "scenario_components": "engine.setup",
    "scenario_names": "engine.setup",
    "CARD_LIST_EXCLUSIONS": "engine.table_size",
    "PARTY_COUNTS": "engine.table_size",
    "left_out": "engine.table_size",
    "left_out_because": "engine.table_size",
    "Setup": "engine.setup",
    "SetupError": "engine.setup",
    "draw_politicians": "engine.setup",
    "eligible_politicians": "engine.setup",
    "new_game": "engine.setup",
    "standard_setup": "engine.setup",
    "LogRecord": "engine.steps",
    # Decisions and the choices that answer them.
    "TABLE": "engine.decisions",
    "Agreement": "engine.decisions",
    "Answer": "engine.decisions",
    "BillInPlay": "engine.decisions",
    "Campaign": "engine.decisions",
    "ChangeOfSides": "engine.decisions",
    "Choice": "engine.decisions",
    "Correct": "engine.decisions",
    "Debate": "engine.decisions",
    "DebateCardResult": "engine.decisions",
    "Decision": "engine.decisions",
    "DecisionKind": "engine.decisions",
    "Discard": "engine.decisions",
    "DrawFrom": "engine.decisions",
    "EndTurn": "engine.decisions",
    "EventCard": "engine.decisions",
    "Flatter": "engine.decisions",
    "Hobnob": "engine.decisions",
    "HoldElection": "engine.decisions",
    "IllegalChoice": "engine.decisions",
    "Influence": "engine.decisions",
    "InfluenceRequest": "engine.decisions",
    "InvalidChoice": "engine.decisions",
    "Keep": "engine.decisions",
    "Option": "engine.decisions",
    "Order": "engine.decisions",
    "PlayDebateCard": "engine.decisions",
    "PlaySupporter": "engine.decisions",
    "Propose": "engine.decisions",
    "ProposePact": "engine.decisions",
    "Rejoin": "engine.decisions",
    "PostponeElection": "engine.decisions",
    "Resign": "engine.decisions",
    "Reveal": "engine.decisions",
    "Select": "engine.decisions",
    "Subject": "engine.decisions",
    "Vote": "engine.decisions",
    "Withdraw": "engine.decisions",
    # What happened: `LogRecord.happened`, as records (str() gives the words).
    "BillPassed": "engine.happened",
    "BillPlaced": "engine.happened",
    "BillWithdrawn": "engine.happened",
    "ByElection": "engine.happened",
    "CardDiscarded": "engine.happened",
    "CardDrawn": "engine.happened",
    "CardRevealed": "engine.happened",
    "ChallengeWon": "engine.happened",
    "CubesTaken": "engine.happened",
    "DebateCardPlaced": "engine.happened",
    "ElectionDecided": "engine.happened",
    "ElectionHeld": "engine.happened",
    "ElectionMarkerMoved": "engine.happened",
    "GameOver": "engine.happened",
    "GovernmentChanged": "engine.happened",
    "Happening": "engine.happened",
    "MPsMoved": "engine.happened",
    "MPsReset": "engine.happened",
    "MarkerSet": "engine.happened",
    "PactChanged": "engine.happened",
    "PopularityMoved": "engine.happened",
    "ProjectionChanged": "engine.happened",
    "ProposedFaceDown": "engine.happened",
    "SupporterPlayed": "engine.happened",
    "TrackMoved": "engine.happened",
    "Track": "engine.happened",
    "VPRefused": "engine.happened",
    "VPScored": "engine.happened",
    "VoteHeld": "engine.happened",
    # Positions set up at the table and markers corrected by hand.
    "MARKERS": "engine.corrections",
    "correction_from_words": "engine.corrections",
    "PositionError": "engine.position",
    "POSITION_FORMAT": "engine.position",
    "game_from_position": "engine.setup",
    "load_position": "engine.position",
    "position_from_game": "engine.position_writing",
    "save_position": "engine.position_writing",
    # The state of play and what a seat may see of it.
    "EndKind": "engine.state",
    "GameEnd": "engine.state",
    "GameState": "engine.state",
    "Phase": "engine.state",
    "Role": "engine.state",
    "SeatState": "engine.state",
    "HIDDEN": "engine.views",
    "HiddenCardError": "engine.components",
    "PUBLIC_DRAWS": "engine.views",
    "secret_card": "engine.views",
    "CardName": "engine.named",
    "named_cards": "engine.named",
    "HOLD_LIMIT": "engine.cards",
    "CareerCardActivated": "engine.happened_seats",
    "FatherOfTheHouse": "engine.happened_seats",
    # Components: the cards, the board and the decks they are read from.
    "board": "engine.board",
    "Ability": "engine.components",
    "Bill": "engine.components",
    "BillDeck": "engine.components",
    "Board": "engine.components",
    "ByElectionVariant": "engine.components",
    "Components": "engine.components",
    "deck_title": "engine.components",
    "DrawSupporters": "engine.components",
    "Effect": "engine.components",
    "Event": "engine.components",
    "Favour": "engine.components",
    "Icon": "engine.components",
    "Party": "engine.components",
    "Popularity": "engine.components",
    "PowerKind": "engine.components",
    "Sector": "engine.components",
    "Source": "engine.components",
    "Standing": "engine.components",
    "Supporter": "engine.components",
    "UncertaintyCard": "engine.components",
    "VictoryPoints": "engine.components",
    "Votes": "engine.components",
    "InfluenceEffect": "engine.components:Influence",
    "DeckError": "engine.deck_fields",
    "default_decks_dir": "engine.deck_folder",
    "standard_components": "engine.deck_folder",
    # Exact odds (12.0) and the arithmetic of Elections (11.0).
    "election_odds_now": "engine.elections",
    "LOST_CHALLENGE": "engine.elections_math",
    "SCENARIO6_DEDUCTION": "engine.elections_math",
    "Decided": "engine.elections_math",
    "Side": "engine.elections_math",
    "VOTE_CERTAIN": "engine.odds",
    "VOTE_MINIMUM": "engine.odds",
    "ByElectionOdds": "engine.odds",
    "CardOutcome": "engine.odds",
    "ElectionOdds": "engine.odds",
    "ElectionResult": "engine.odds",
    "OddsError": "engine.odds",
    "VoteOdds": "engine.odds",
    "by_election_odds": "engine.odds",
    "election_odds": "engine.odds",
    "government_projection": "engine.odds",
    "parse_party": "engine.odds",
    "vote_odds": "engine.odds",
    # Rules a player (or the Clockwork) reads to weigh a choice.
    "InfluencePermission": "engine.actions",
    "DebateReward": "engine.backbench",
    "career": "engine.backbench",
    "career_cost": "engine.backbench",
    "debate_card_cost": "engine.backbench",
    "debate_side": "engine.backbench",
    "side_of": "engine.backbench",
    "proposer_of": "engine.bill_selection",
    "seats_to_propose": "engine.bill_selection",
    "Targets": "engine.effects",
    "describe_effects": "engine.effects",
    "needs": "engine.effects",
    "party_for": "engine.effects",
    "seat_for": "engine.effects",
    "ResolveEvent": "engine.events",
    "mat_of": "engine.politicians",
    "untracked": "engine.politicians",
    "pool_of": "engine.pools",
    "vp_pools": "engine.pools:pools",
    "AGREEMENT_VP": "engine.resolution",
    "FAILURE_VP": "engine.resolution",
    "WITHDRAWAL_VP": "engine.resolution",
    "AgreementAnswer": "engine.resolution",
    "Politician": "engine.components",
    "reason_known": "engine.views",
    "record_known": "engine.views",
    "load_components": "engine.decks",
    "unknown": "engine.unknown",
    "UnknownCard": "engine.unknown",
    "UnknownCardError": "engine.unknown",
    "name_card": "engine.unknown_naming",
    "make_room": "engine.unknown_naming",
    "retract": "engine.unknown_naming",
    "happened": "engine.happened",
    "SupporterPermission": "engine.supporters",
    "target_values": "engine.supporters",
    "targets_of": "engine.supporters",
}

__all__ = list(PUBLIC)

if TYPE_CHECKING:
    # Playing a game: set-up, the driver, saves.
    from engine.game import Game as Game
    from engine.save import (
        SaveError as SaveError,
        UndoError as UndoError,
        can_undo as can_undo,
        dealer_seed as dealer_seed,
        game_from_json as game_from_json,
        game_to_json as game_to_json,
        load_game as load_game,
        replay as replay,
        save_game as save_game,
        undo as undo,
        undo_refusal as undo_refusal,
    )
    from engine.scenario_rules import scenario_named as scenario_named, scenario_setup as scenario_setup
    from engine.scenario_rules.common import on_board, passed

    bill_slot = on_board  # another name here: an assignment is what type checkers export
    bills_passed = passed
    from engine.setup import (  # engine.setup brings the scenarios: asking for one loads them
        rules_for as rules_for,
        scenario_components as scenario_components,
        scenario_names as scenario_names,
    )
    from engine.table_size import (
        CARD_LIST_EXCLUSIONS as CARD_LIST_EXCLUSIONS,
        PARTY_COUNTS as PARTY_COUNTS,
        left_out as left_out,
        left_out_because as left_out_because,
    )
    from engine.setup import (
        Setup as Setup,
        SetupError as SetupError,
        draw_politicians as draw_politicians,
        eligible_politicians as eligible_politicians,
        game_from_position as game_from_position,
        new_game as new_game,
        standard_setup as standard_setup,
    )
    from engine.steps import LogRecord as LogRecord

    # Decisions and the choices that answer them.
    from engine.decisions import (
        TABLE as TABLE,
        Agreement as Agreement,
        Answer as Answer,
        BillInPlay as BillInPlay,
        Campaign as Campaign,
        ChangeOfSides as ChangeOfSides,
        Choice as Choice,
        Correct as Correct,
        Debate as Debate,
        DebateCardResult as DebateCardResult,
        Decision as Decision,
        DecisionKind as DecisionKind,
        Discard as Discard,
        DrawFrom as DrawFrom,
        EndTurn as EndTurn,
        EventCard as EventCard,
        Flatter as Flatter,
        Hobnob as Hobnob,
        HoldElection as HoldElection,
        IllegalChoice as IllegalChoice,
        Influence as Influence,
        InfluenceRequest as InfluenceRequest,
        InvalidChoice as InvalidChoice,
        Keep as Keep,
        Option as Option,
        Order as Order,
        PlayDebateCard as PlayDebateCard,
        PlaySupporter as PlaySupporter,
        Propose as Propose,
        ProposePact as ProposePact,
        Rejoin as Rejoin,
        PostponeElection as PostponeElection,
        Resign as Resign,
        Reveal as Reveal,
        Select as Select,
        Subject as Subject,
        Vote as Vote,
        Withdraw as Withdraw,
    )

    # What happened: `LogRecord.happened`, as records (str() gives the words).
    from engine.happened import (
        BillPassed as BillPassed,
        BillPlaced as BillPlaced,
        BillWithdrawn as BillWithdrawn,
        ByElection as ByElection,
        CardDiscarded as CardDiscarded,
        CardDrawn as CardDrawn,
        CardRevealed as CardRevealed,
        ChallengeWon as ChallengeWon,
        CubesTaken as CubesTaken,
        DebateCardPlaced as DebateCardPlaced,
        ElectionDecided as ElectionDecided,
        ElectionHeld as ElectionHeld,
        ElectionMarkerMoved as ElectionMarkerMoved,
        GameOver as GameOver,
        GovernmentChanged as GovernmentChanged,
        Happening as Happening,
        MPsMoved as MPsMoved,
        MPsReset as MPsReset,
        MarkerSet as MarkerSet,
        PactChanged as PactChanged,
        PopularityMoved as PopularityMoved,
        ProjectionChanged as ProjectionChanged,
        ProposedFaceDown as ProposedFaceDown,
        SupporterPlayed as SupporterPlayed,
        TrackMoved as TrackMoved,
        Track as Track,
        VPRefused as VPRefused,
        VPScored as VPScored,
        VoteHeld as VoteHeld,
    )

    # Positions set up at the table and markers corrected by hand.
    from engine.corrections import MARKERS as MARKERS, correction_from_words as correction_from_words
    from engine.position import (
        POSITION_FORMAT as POSITION_FORMAT,
        PositionError as PositionError,
        load_position as load_position,
    )
    from engine.position_writing import position_from_game as position_from_game, save_position as save_position

    # The state of play and what a seat may see of it.
    from engine.state import (
        EndKind as EndKind,
        GameEnd as GameEnd,
        GameState as GameState,
        Phase as Phase,
        Role as Role,
        SeatState as SeatState,
    )
    from engine.views import HIDDEN as HIDDEN, PUBLIC_DRAWS as PUBLIC_DRAWS, secret_card as secret_card
    from engine.named import CardName as CardName, named_cards as named_cards
    from engine.cards import HOLD_LIMIT as HOLD_LIMIT
    from engine.happened_seats import CareerCardActivated as CareerCardActivated, FatherOfTheHouse as FatherOfTheHouse

    # Components: the cards, the board and the decks they are read from.
    from engine import board as board
    from engine.components import (
        Ability as Ability,
        Bill as Bill,
        BillDeck as BillDeck,
        Board as Board,
        ByElectionVariant as ByElectionVariant,
        Components as Components,
        deck_title as deck_title,
        DrawSupporters as DrawSupporters,
        Effect as Effect,
        Event as Event,
        Favour as Favour,
        HiddenCardError as HiddenCardError,
        Icon as Icon,
        Party as Party,
        Popularity as Popularity,
        PowerKind as PowerKind,
        Sector as Sector,
        Source as Source,
        Standing as Standing,
        Supporter as Supporter,
        UncertaintyCard as UncertaintyCard,
        VictoryPoints as VictoryPoints,
        Votes as Votes,
    )
    from engine.components import Influence as _InfluenceEffect  # the choice `Influence` is another

    InfluenceEffect = _InfluenceEffect
    from engine.deck_fields import DeckError as DeckError
    from engine.deck_folder import (
        default_decks_dir as default_decks_dir,
        standard_components as standard_components,
    )

    # Exact odds (12.0) and the arithmetic of Elections (11.0).
    from engine.elections import election_odds_now as election_odds_now
    from engine.elections_math import (
        LOST_CHALLENGE as LOST_CHALLENGE,
        SCENARIO6_DEDUCTION as SCENARIO6_DEDUCTION,
        Decided as Decided,
        Side as Side,
    )
    from engine.odds import (
        VOTE_CERTAIN as VOTE_CERTAIN,
        VOTE_MINIMUM as VOTE_MINIMUM,
        ByElectionOdds as ByElectionOdds,
        CardOutcome as CardOutcome,
        ElectionOdds as ElectionOdds,
        ElectionResult as ElectionResult,
        OddsError as OddsError,
        VoteOdds as VoteOdds,
        by_election_odds as by_election_odds,
        election_odds as election_odds,
        government_projection as government_projection,
        parse_party as parse_party,
        vote_odds as vote_odds,
    )

    # Rules a player (or the Clockwork) reads to weigh a choice.
    from engine.actions import InfluencePermission as InfluencePermission
    from engine.backbench import (
        DebateReward as DebateReward,
        career as career,
        career_cost as career_cost,
        debate_card_cost as debate_card_cost,
        debate_side as debate_side,
        side_of as side_of,
    )
    from engine.bill_selection import proposer_of as proposer_of
    from engine.bill_selection import seats_to_propose as seats_to_propose
    from engine.effects import (
        Targets as Targets,
        describe_effects as describe_effects,
        needs as needs,
        party_for as party_for,
        seat_for as seat_for,
    )
    from engine.events import ResolveEvent as ResolveEvent
    from engine.politicians import mat_of as mat_of, untracked as untracked
    from engine.pools import pool_of as pool_of, pools

    vp_pools = pools  # `engine.pools` is the module
    from engine.resolution import (
        AGREEMENT_VP as AGREEMENT_VP,
        FAILURE_VP as FAILURE_VP,
        WITHDRAWAL_VP as WITHDRAWAL_VP,
        AgreementAnswer as AgreementAnswer,
    )
    from engine.components import Politician as Politician
    from engine.views import reason_known as reason_known, record_known as record_known
    from engine.decks import load_components as load_components
    from engine import unknown as unknown
    from engine.unknown import UnknownCard as UnknownCard, UnknownCardError as UnknownCardError
    from engine.unknown_naming import make_room as make_room, name_card as name_card, retract as retract
    from engine import happened as happened
    from engine.supporters import (
        SupporterPermission as SupporterPermission,
        target_values as target_values,
        targets_of as targets_of,
    )


def where(name: str) -> tuple[str, str]:
    """The module a public name lives in and its name there ("" for a module offered whole)."""
    module, _, attribute = PUBLIC[name].partition(":")
    if not attribute and module.rpartition(".")[2] != name:
        attribute = name
    return module, attribute


def __getattr__(name: str) -> Any:
    if name not in PUBLIC:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    module, attribute = where(name)
    value = importlib.import_module(module)
    if attribute:
        value = getattr(value, attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
