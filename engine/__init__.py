"""The rules of Prime Minister: state, Parliamentary Order and every rule 1.0-13.0.

No I/O and no UI here; `companion` renders and `clockwork` decides for automated seats.
They import from `engine` alone (`from engine import Game, new_game, Vote`); the names
below are what the engine offers (`__all__`), and the modules behind them may move.

Each name is imported when first used (`__getattr__`), so `prime-minister odds` loads the
odds and not the whole rule book. The `if TYPE_CHECKING:` block is the one list: it tells
type checkers where each name lives, and `__getattr__` reads it to find a name's module
(its text, not its syntax tree: parsing the file cost every start about 1.5 ms).
"""

from __future__ import annotations

import importlib
import re
from typing import TYPE_CHECKING, Any

from engine import record_code

record_code.install()  # the records' methods' compiled code, kept between runs, read once (engine/record_code.py)
if not TYPE_CHECKING:  # offered at once: the app's modules on `odds`'s start-up path make records with it
    dataclass = record_code.dataclass

if TYPE_CHECKING:
    # Playing a game: set-up, the driver, saves.
    from engine.game import Game
    from engine.save import SaveError, UndoError, can_undo, dealer_seed, game_from_json, game_to_json, load_game, replay, save_game, undo, undo_refusal
    from engine.scenario_rules import scenario_named, scenario_setup
    from engine.scenario_rules.common import on_board as bill_slot, passed as bills_passed
    from engine.scenarios import rules_for, scenario_components, scenario_names
    from engine.components import CARD_LIST_EXCLUSIONS, PARTY_COUNTS, left_out, left_out_because
    from engine.setup import Setup, SetupError, draw_politicians, eligible_politicians, new_game, standard_setup
    from engine.steps import LogRecord

    # Decisions and the choices that answer them.
    from engine.decisions import (
        TABLE,
        Agreement,
        Answer,
        BillInPlay,
        Campaign,
        ChangeOfSides,
        Choice,
        Correct,
        Debate,
        DebateCardResult,
        Decision,
        DecisionKind,
        Discard,
        DrawFrom,
        EndTurn,
        EventCard,
        Flatter,
        Hobnob,
        HoldElection,
        IllegalChoice,
        Influence,
        InfluenceRequest,
        InvalidChoice,
        Keep,
        Option,
        Order,
        PlayDebateCard,
        PlaySupporter,
        Propose,
        ProposePact,
        Rejoin,
        PostponeElection,
        Resign,
        Reveal,
        Select,
        Subject,
        Vote,
        Withdraw,
    )

    # The decorator every record class of the engine, the Clockwork and the app is made with:
    # the standard `dataclass`, its methods' compiled code kept between runs.
    from engine.record_code import dataclass

    # Numbers in words: a noun or verb in the number its count takes (one home for plurals).
    from engine.words import counted, noun_for, verb_for

    # What happened: `LogRecord.happened`, as records (str() gives the words).
    from engine.happened import (
        BillPassed,
        BillPlaced,
        BillWithdrawn,
        ByElection,
        CardDiscarded,
        CardDrawn,
        CardRevealed,
        ChallengeWon,
        CubesTaken,
        DebateCardPlaced,
        ElectionDecided,
        ElectionHeld,
        ElectionMarkerMoved,
        GameOver,
        GovernmentChanged,
        Happening,
        MPsMoved,
        MPsReset,
        MarkerSet,
        Note,
        PactChanged,
        PopularityMoved,
        ProjectionChanged,
        ProposedFaceDown,
        SupporterPlayed,
        TrackMoved,
        VPRefused,
        VPScored,
        VoteHeld,
    )

    # Positions set up at the table and markers corrected by hand.
    from engine.corrections import MARKERS, correction_from_words
    from engine.position import (
        PositionError,
        game_from_position,
        load_position,
        position_from_game,
        save_position,
    )

    # The state of play and what a seat may see of it.
    from engine.state import EndKind, GameEnd, GameState, Phase, Role, SeatState
    from engine.views import HIDDEN, PUBLIC_DRAWS, secret_card

    # Components: the cards, the board and the decks they are read from.
    from engine import board
    from engine import deck_cache
    from engine.components import (
        Ability,
        Bill,
        BillDeck,
        Board,
        ByElectionVariant,
        Components,
        deck_title,
        DrawSupporters,
        Effect,
        Event,
        Favour,
        Icon,
        Party,
        Popularity,
        Sector,
        Source,
        Standing,
        Supporter,
        UncertaintyCard,
        VictoryPoints,
        Votes,
    )
    from engine.components import Influence as InfluenceEffect
    from engine.deck_fields import MAX_TEXT
    from engine.deck_fields import DeckError
    from engine.deck_folder import default_decks_dir, standard_components
    from engine.untrusted import shown

    # Exact odds (12.0) and the arithmetic of Elections (11.0).
    from engine.elections import election_odds_now
    from engine.elections_math import LOST_CHALLENGE, SCENARIO6_DEDUCTION, Decided, Side
    from engine.odds import (
        VOTE_CERTAIN,
        VOTE_MINIMUM,
        ByElectionOdds,
        CardOutcome,
        ElectionOdds,
        ElectionResult,
        OddsError,
        VoteOdds,
        by_election_odds,
        election_odds,
        government_projection,
        parse_party,
        vote_odds,
    )

    # Rules a player (or the Clockwork) reads to weigh a choice.
    from engine.actions import InfluencePermission
    from engine.backbench import DebateReward, career, career_cost, debate_card_cost, debate_side, side_of
    from engine.bill_selection import proposer_of, seats_to_propose
    from engine.effects import Targets, describe_effects, needs, party_for, seat_for
    from engine.events import ResolveEvent
    from engine.politicians import mat_of, untracked
    from engine.pools import pool_of
    from engine.pools import pools as vp_pools  # `engine.pools` is the module
    from engine.resolution import AGREEMENT_VP, FAILURE_VP, WITHDRAWAL_VP, AgreementAnswer
    from engine.components import Politician
    from engine.views import reason_known, record_known
    from engine.decks import load_components
    from engine import unknown
    from engine.unknown import UnknownCardError
    from engine import happened
    from engine.supporters import SupporterPermission, target_values, targets_of


_IMPORT = re.compile(r"^    from ([\w.]+) import (\([^)]*\)|.*)$", re.M)


def _where() -> dict[str, tuple[str, str]]:
    """Public name -> (module, name there), read from the `TYPE_CHECKING` block above: its
    lines `from MODULE import NAME, NAME as OTHER` or `(...)` over several lines."""
    with open(__file__, encoding="utf-8") as source:
        text = source.read()
    block = text[text.index("\nif TYPE_CHECKING:\n"):text.index("\n\n\ndef _where")]
    found: dict[str, tuple[str, str]] = {}
    for module, names in _IMPORT.findall(block):
        for name in re.sub(r"#.*", "", names).strip("()").split(","):
            name, _, alias = name.strip().partition(" as ")
            if not name:
                continue
            if module == "engine":  # a module offered whole (engine.board)
                found[alias or name] = (f"engine.{name}", "")
            else:
                found[alias or name] = (module, name)
    return found


_WHERE: dict[str, tuple[str, str]] = {}


def __getattr__(name: str) -> Any:
    if not _WHERE:
        _WHERE.update(_where())
    if name not in _WHERE:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    module, attribute = _WHERE[name]
    value = importlib.import_module(module)
    if attribute:
        value = getattr(value, attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "Ability", "Agreement", "Board", "MAX_TEXT", "shown", "AGREEMENT_VP", "AgreementAnswer", "Answer", "Bill", "BillDeck", "BillInPlay",
    "BillPassed", "BillPlaced", "untracked", "target_values", "bill_slot", "bills_passed", "CARD_LIST_EXCLUSIONS", "BillWithdrawn", "board", "by_election_odds", "ByElection", "ByElectionOdds",
    "ByElectionVariant", "Campaign", "can_undo", "CardDiscarded", "CardDrawn", "CardOutcome", "CardRevealed",
    "career", "career_cost", "ChallengeWon", "ChangeOfSides", "Choice", "Components", "Correct",
    "correction_from_words", "counted", "CubesTaken", "dataclass", "Debate", "debate_card_cost", "debate_side", "DebateCardPlaced",
    "DebateCardResult", "DebateReward", "dealer_seed", "Decided", "Decision", "DecisionKind", "deck_cache", "deck_title", "DeckError", "default_decks_dir",
    "describe_effects", "Discard", "draw_politicians", "DrawFrom", "DrawSupporters", "Effect", "election_odds",
    "election_odds_now", "ElectionDecided", "ElectionHeld", "ElectionMarkerMoved", "ElectionOdds", "ElectionResult",
    "eligible_politicians", "EndKind", "EndTurn", "Event", "EventCard", "FAILURE_VP", "Favour", "Flatter", "Game",
    "game_from_json", "game_from_position", "game_to_json", "GameEnd", "GameOver", "GameState",
    "government_projection", "GovernmentChanged", "happened", "Happening", "HIDDEN", "Hobnob", "HoldElection",
    "Icon", "IllegalChoice", "Influence", "InfluenceEffect", "InfluencePermission", "InfluenceRequest",
    "InvalidChoice", "Keep", "left_out", "left_out_because", "load_components", "load_game", "load_position", "LogRecord", "LOST_CHALLENGE",
    "MARKERS", "MarkerSet", "mat_of", "MPsMoved", "MPsReset", "needs", "new_game", "Note", "noun_for", "OddsError", "Option",
    "Order", "PactChanged", "parse_party", "Party", "PARTY_COUNTS", "party_for", "Phase", "PlayDebateCard",
    "PlaySupporter", "Politician", "pool_of", "Popularity", "PopularityMoved", "position_from_game",
    "PositionError", "PostponeElection", "ProjectionChanged", "Propose", "ProposedFaceDown", "ProposePact",
    "proposer_of", "seats_to_propose", "PUBLIC_DRAWS", "reason_known", "record_known", "Rejoin", "replay", "Resign", "ResolveEvent", "Reveal", "Role",
    "rules_for", "save_game", "save_position", "SaveError", "SCENARIO6_DEDUCTION", "scenario_components",
    "scenario_named", "scenario_names", "scenario_setup", "seat_for", "SeatState", "secret_card", "Sector",
    "Select", "Setup", "SetupError", "Side", "side_of", "Source", "standard_components", "standard_setup",
    "Standing", "Subject", "Supporter", "SupporterPermission", "SupporterPlayed", "TABLE", "Targets", "targets_of",
    "TrackMoved", "UncertaintyCard", "undo", "undo_refusal", "UndoError", "unknown", "UnknownCardError",
    "verb_for", "VictoryPoints", "Vote", "VOTE_CERTAIN", "VOTE_MINIMUM", "vote_odds", "VoteHeld", "VoteOdds", "Votes",
    "vp_pools", "VPRefused", "VPScored", "Withdraw", "WITHDRAWAL_VP",
]
