"""The `electioneer` command: solo play against automated parties, a table-side tally for a
game on the real cards, and (mounted from `electioneer.commands_quick`) quick answers.

Imports point one way: this package imports `electioneer`'s rules, data and parties and the
shared `house`; nothing of Electioneer imports the app, and the app never imports Prime
Minister's packages.
"""
