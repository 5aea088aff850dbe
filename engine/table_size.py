"""Who sits at a table of two, three or four (2.1): how many of each party, and the
politicians left out, by 2.1 or, with the optional rule, by the printed card list (1.3)."""

from __future__ import annotations

# 2.1: who sits at a table of each size (a fact of the game, read by the set-up and by the
# decks loader, which checks a politicians file can deal every table).
EXCLUDED = {2: ("Earl of Rosebery", "Earl of Aberdeen"), 3: ("Earl of Rosebery",), 4: ()}
# The Politician card list printed in 1.3 marks two others as not used in a 2-player game.
# A table may follow it instead of 2.1 with the optional rule named here (docs/rules-decisions.md).
CARD_LIST_EXCLUSIONS = "card-list-exclusions"
CARD_LIST_EXCLUDED = {2: ("Earl of Derby", "Sir Robert Peel")}
PARTY_COUNTS = {2: (1, 1), 3: (1, 2), 4: (2, 2)}  # (Liberals, Conservatives)


def _card_list_rules(players: int, optional_rules: "tuple[str, ...] | list[str]") -> bool:
    """Is this table dealt by the printed card list's exclusions rather than 2.1's?"""
    return CARD_LIST_EXCLUSIONS in optional_rules and players in CARD_LIST_EXCLUDED


def left_out(players: int, optional_rules: "tuple[str, ...] | list[str]" = ()) -> tuple[str, ...]:
    """The politicians not dealt at a table of `players`: 2.1's, or the card list's in a
    2-player game played with `card-list-exclusions` (3 and 4 players keep 2.1's)."""
    if _card_list_rules(players, optional_rules):
        return CARD_LIST_EXCLUDED[players]
    return EXCLUDED.get(players, ())


def left_out_because(name: str, players: int, optional_rules: "tuple[str, ...] | list[str]" = ()) -> str:
    """One line saying why `name` cannot sit at this table (it is in `left_out`)."""
    if _card_list_rules(players, optional_rules):
        return (
            f"{name} does not play in a {players}-player game with the {CARD_LIST_EXCLUSIONS} option "
            f"(the printed Politician list leaves out {' and '.join(n.split()[-1] for n in CARD_LIST_EXCLUDED[players])})"
        )
    hint = f"; the {CARD_LIST_EXCLUSIONS} option seats him instead" if players in CARD_LIST_EXCLUDED else ""
    return f"{name} does not play in a {players}-player game (rule 2.1 removes him{hint})"
