"""A table-side helper for the early-US presidency game whose rules survive in
`us-presidency-fragments.txt` (the setup, the card lists and the victory rules are not in it).

- `presidency.procedures`: every procedure the document gives, as pure functions with exact
  odds (no I/O; one concept a module);
- `presidency.state`: the numbers a table keeps between procedures, saved and corrected;
- `presidency.app`: the `presidency` command (odds, the Treasury, an Election from a file, and
  `assist`, the interactive table session).

Line numbers in docstrings (`line 92`) are lines of that document.
It imports `house` (what every game's app shares) and no other game.
"""
