"""`prime-minister learn`: the rulebook's Example of Play as a guided tour on the board.

- `example_moves`, `example_checkpoints`, `example_script`: the example's moves and the
  book's numbers, shared with the golden test (tests/test_example_of_play.py);
- `steps`: the example played once and cut into the steps the tour shows;
- `telling`: each step in our own words, with the rule it follows;
- `changes`: what moved on the board between two steps;
- `screen`: a step drawn on the terminal (or as plain text with `--print`);
- `tour_cmd`: the command and its prompt (Enter, back, round N, board, quit, your move).
"""
