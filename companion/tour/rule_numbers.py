"""The rulebook's numbering: every rule number its headings carry (1.0 to 13.0), for the
tour's citations (`rule 6.1.2`) to be checked against when the rulebook itself is not at
hand. tests/test_learn_tour.py compares this list with the rulebook's headings wherever the
rulebook is found (../shared/rules/prime-minister-rulebook.txt beside the checkout).
"""

from __future__ import annotations

import re

RULE_NUMBERS: tuple[str, ...] = (
    "1.0",
    "1.1",
    "1.2",
    "1.3",
    "1.4",
    "1.4.1",
    "1.4.2",
    "1.4.3",
    "1.5",
    "1.5.1",
    "1.5.2",
    "1.6",
    "1.6.1",
    "1.6.2",
    "1.6.3",
    "1.6.4",
    "1.6.5",
    "1.6.6",
    "1.7",
    "1.8",
    "2.0",
    "2.1",
    "2.2",
    "2.3",
    "2.4",
    "2.5",
    "3.0",
    "3.1",
    "3.1.1",
    "3.1.2",
    "3.1.3",
    "3.1.4",
    "3.2",
    "3.2.1",
    "3.2.2",
    "3.3",
    "4.0",
    "5.0",
    "5.1",
    "5.2",
    "5.3",
    "6.0",
    "6.1",
    "6.1.1",
    "6.1.2",
    "6.1.3",
    "6.1.4",
    "6.1.5",
    "6.2",
    "6.2.1",
    "6.2.2",
    "6.2.3",
    "6.2.4",
    "6.3",
    "6.4",
    "7.0",
    "7.1",
    "7.2",
    "7.3",
    "7.4",
    "8.0",
    "8.1",
    "8.2",
    "9.0",
    "9.1",
    "9.2",
    "9.3",
    "9.4",
    "9.5",
    "10.0",
    "10.1",
    "10.2",
    "11.0",
    "11.1",
    "11.2",
    "11.2.1",
    "11.2.2",
    "11.3",
    "11.4",
    "11.5",
    "12.0",
    "13.0",
)

CITATION = re.compile(r"\brules?\s+(\d+\.\d+(?:\.\d+)?(?:(?:,\s+|\s+and\s+)\d+\.\d+(?:\.\d+)?)*)")
NUMBER = re.compile(r"\d+\.\d+(?:\.\d+)?")


def cited(text: str) -> list[str]:
    """Every rule number `text` cites (`rule 6.1.2`, `rules 9.2 and 12.0`), in order."""
    return [number for match in CITATION.finditer(text) for number in NUMBER.findall(match.group(1))]


def headings(rulebook: str) -> list[str]:
    """The rule numbers the rulebook's headings carry (a line starting `6.1.2 Debate`)."""
    return re.findall(r"^(\d+\.\d+(?:\.\d+)?) \S", rulebook, re.MULTILINE)
