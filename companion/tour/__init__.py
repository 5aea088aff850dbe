"""`prime-minister learn`: the rulebook's Example of Play as a guided tour on the board.

- `example_moves`, `example_checkpoints`, `example_script`: the example's moves and the
  book's numbers after each round, shared with the golden test (tests/test_example_of_play.py);
- `steps`: the example played once and cut into the steps the tour shows;
- `telling` (a seat's move), `telling_table` (the start, a round's beginning, the end, the
  table's cards) and `naming`: each step in our own words, with the rule it follows;
- `notes`: why the book's player chose a move, kept against the script's moves;
- `changes`: what moved on the board in a step;
- `screen`: a step drawn on the terminal (or as plain text with `--print`);
- `your_move`: the learner's move against the book's, with the advisor's view of both;
- `rule_numbers`: the rulebook's numbering, for the citations to be checked against;
- `tour_cmd`: the command and its prompt (Enter, back, round N, board, ?, quit, a move).
"""
