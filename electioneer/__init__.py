"""Electioneer UK: a seven-week general-election campaign for 2 to 5 parties.

`electioneer.rules` is the rules engine (no I/O); `electioneer.data_load` reads the cards
(`electioneer/data/`, or a player's own box with `--decks DIR`); `electioneer.parties` are
the automated parties; `electioneer.seats` counts an election from constituencies and
manifestos; `electioneer.commands_quick` holds the non-interactive commands (`seats`,
`cards ...`); `electioneer.app` is the interactive app (`play`, `assist`). It imports `house`
and never Prime Minister's packages.
"""
