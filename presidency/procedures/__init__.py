"""The procedures of the document, one concept a module, each a pure function over plain
numbers and names: no I/O, no randomness but a `random.Random` passed in.

`dice` (exact chances by enumeration), `support` (the Public Support track), `taxes` (revenue
and Tax Outrage), `treasury` (reserves, interest, Economic Crisis), `issues` (resolving an
issue and the Congress vote), `term` (the president's term: issue cards, eras, taxes and
tariffs once, appointments, delegation), `turn` (influence, action cards, speech, whip,
auction), `newspapers` (the Fund Newspapers track), `elections` and `tiebreaker`.
"""
