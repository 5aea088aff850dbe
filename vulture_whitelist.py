"""Names vulture (the unused-code check of tests/test_lint.py) cannot see used: each is read
by a library, by name from data, or kept in saved files. Listed here so the check passes."""

# ruff: noqa: B018, F821
# Read by Python or a library, never called by name in our code.
__getattr__  # engine/__init__.py: a module's lazy names (PEP 562)
__dir__  # engine/__init__.py
get_command  # companion/cli.py: click.Group looks a command up through it
convert  # house/console.py: click.ParamType's conversion hook
command_class  # house/console.py: click.Group makes its commands with it
complete_event  # companion/completion.py: prompt_toolkit's Completer.get_completions signature
no_election_this_round  # engine/order.py: a guard the transitions machine calls by the name a transition gives
_get_sentinels  # clockwork/workers.py: multiprocessing.pool.Pool asks its pool for what its keeper waits on

# Named from data: read by value from the YAML decks.
OPPOSING  # engine/components.py: PartyTarget("opposing"), the other party of a Popularity effect
STEADY  # clockwork/data.py: TemperName, read by value from deck.yaml
CAUTIOUS
FIRST  # clockwork/data.py: SectorPointer.FIRST, the pointer the others fall back to

# Fields written out whole (dataclasses.asdict, saves, records), never read field by field.
unfinished  # companion/simulation_tally.py: the summary's count of games cut short, in `simulate --json`
winner_seat  # engine/happened.py: ChallengeWon's seats, facts of the record
loser_seat
source_note  # engine/components.py: the decks' note, part of their fingerprint
pact_ever_ended  # engine/state.py: saved with the state; saves and positions written before carry it
deputy_pm_cube_taken  # engine/state.py: saved with the state
lowered  # engine/state.py: saved with the state

# Used from outside the scanned packages (Electioneer UK, checked by its own tests), or kept as
# the data of work under way.
SaveFolder  # house/save_folder.py: the saves folder Electioneer UK's app keeps
VOTE_MINUS_1_ELECTION_MINUS_9  # companion/tour/example_moves.py: the Example of Play's Uncertainty cards, for the guided tour
VOTE_0_ELECTION_MINUS_6
VOTE_PLUS_10_ELECTION_0_RI_318
_board_week  # electioneer/app/session.py (outside vulture's paths): a test resets it to redraw the board
