"""Electioneer UK's rules engine: one pending decision, its legal choices, apply.

How to drive a game::

    from electioneer.data_load import load_cards
    from electioneer.rules import Game, new_setup, TABLE

    cards = load_cards()                    # or load_cards(DIR): a player's own box (--decks)
    setup = new_setup(["CON", "LAB", "LD"], seed=7, theatrics="even")   # even | one | none
    game = Game(cards, setup)
    while (decision := game.pending()) is not None:
        if decision.owner == TABLE:         # chance: a card dealt, drawn or revealed
            choice = game.deal()            # the seeded dealer (seeded per ply); at a real table
        else:                               # the person types the card: Card("Bath")
            choice = ask(decision.owner, game.view(decision.owner), decision)
        game.apply(choice)                  # or its words: game.apply('choose "NHS Pledge"')
    game.result()                           # ElectionResult: winners, seats, government, standings

- `Decision(owner, kind, choices, prompt, subject, about)`: `owner` is a party ("CON"...) or
  `TABLE`; `kind` a `DecisionKind`; `choices` every legal choice, each a frozen record whose
  `str()` is the words to type (`decision.find(words)` parses them; Tab can complete from
  them). `decision.hidden`: taken face down (other parties' views do not show it).
- Face-down choices that the guide makes all at once (each week's policy, election-day
  drops) are posed one party at a time; no view shows another party's choice before the
  reveal (`game.view(party)` -> `PartyView`; `game.view(None)` is what everyone may see).
  Automated parties decide from their view only.
- `game.apply(choice, reason)` raises `IllegalChoice` (or `InvalidChoice` for words that name
  nothing) and changes nothing. It returns a `LogRecord`: `happened` holds what it made
  public, in words; `seen_by` the parties shown a card by it.
- Saves: `game.to_json()` (setup + choices, plain JSON) and `Game.from_json(cards, data)`
  (replay); `Game.replay(cards, setup, choices)`. Undo: `game.undo(party)` returns the game
  replayed to before that party's last choice, refused (`IllegalChoice`) across any card
  shown to that party since (`game.undo_point(party)` says whether it can).
- A game on real cards: `new_setup(..., table=True)`. The engine then holds no hidden card:
  the table names each issue as it is turned over (`REVEAL_ISSUE`) and each party's policy as
  it is revealed (`REVEAL_POLICY`), theatrics as they are played, swaps and drops as made;
  the same counting shows each week's winner, the standings (`needs`), the books and the
  election.
- Counting without a game: `election(line, manifestos)`, `count_week`, `needs`, `money`,
  `short_by` (also `electioneer.seats` for the quick answer).
"""

from electioneer.rules.cards import (
    CON,
    GRN,
    ISSUES,
    LAB,
    LD,
    MAJORITY,
    PARTIES,
    REF,
    SEATS,
    WEEKS,
    Cards,
    Constituency,
    Policy,
    Source,
    Theatric,
    TheatricEffect,
)
from electioneer.rules.choices import (
    TABLE,
    Card,
    Choice,
    ChoosePolicy,
    Decision,
    DecisionKind,
    DropPolicy,
    IllegalChoice,
    InvalidChoice,
    Pass,
    Peek,
    PlaceIssues,
    PlayTheatric,
    ReturnPolicy,
    Swap,
    choice_from_json,
    choice_to_json,
)
from electioneer.rules.election import (
    ElectionResult,
    Government,
    Outcome,
    Standing,
    Unbalanced,
    WeekCount,
    count_week,
    election,
    form_government,
    money,
    needs,
    short_by,
    total,
)
from electioneer.rules.game import SAVE_FORMAT, Game, LogRecord, play_out
from electioneer.rules.setup import Setup, SetupError, TheatricsOption, new_setup, parties_for
from electioneer.rules.state import Phase
from electioneer.rules.views import PartyView, SeatView

__all__ = [
    "CON",
    "GRN",
    "ISSUES",
    "LAB",
    "LD",
    "MAJORITY",
    "PARTIES",
    "REF",
    "SEATS",
    "WEEKS",
    "Cards",
    "Constituency",
    "Policy",
    "Source",
    "Theatric",
    "TheatricEffect",
    "TABLE",
    "Card",
    "Choice",
    "ChoosePolicy",
    "Decision",
    "DecisionKind",
    "DropPolicy",
    "IllegalChoice",
    "InvalidChoice",
    "Pass",
    "Peek",
    "PlaceIssues",
    "PlayTheatric",
    "ReturnPolicy",
    "Swap",
    "choice_from_json",
    "choice_to_json",
    "ElectionResult",
    "Government",
    "Outcome",
    "Standing",
    "Unbalanced",
    "WeekCount",
    "count_week",
    "election",
    "form_government",
    "money",
    "needs",
    "short_by",
    "total",
    "SAVE_FORMAT",
    "Game",
    "LogRecord",
    "play_out",
    "Setup",
    "SetupError",
    "TheatricsOption",
    "new_setup",
    "parties_for",
    "Phase",
    "PartyView",
    "SeatView",
]
