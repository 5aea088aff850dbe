"""The president's term (lines 1-16, 52-53, 73-74, 83-87): four usable issue cards, the
eras and their decks, taxes and a tariff, office appointments, delegating to the vice
president.

The document calls the four cards a term's ("by the end of his term", line 8) and lists them
with the taxes, the tariff, the appointments and the delegation as one phase (lines 1-5);
the helper counts a term as that phase of one turn (docs/presidency/rules-decisions.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

ISSUES_A_TERM = 4  # line 8
ERAS = ("A", "B", "C")

PRESIDENT = "President"
VICE_PRESIDENT = "Vice President"
CABINET = ("Secretary of State", "Secretary of the Treasury", "Secretary of War")  # line 84
APPOINTED_IF_VACANT = ("Envoy", "General", "Chief Justice")  # line 84
APPOINTED = CABINET + APPOINTED_IF_VACANT
OFFICES = (PRESIDENT, VICE_PRESIDENT) + APPOINTED


class TermError(ValueError):
    """A step of the term the rules do not allow."""


def next_era(era: str) -> str | None:
    """The era after `era`; None after C."""
    if era not in ERAS:
        raise TermError(f"{era!r} is not an era: A, B or C")
    at = ERAS.index(era)
    return ERAS[at + 1] if at + 1 < len(ERAS) else None


def issues_still_to_draw(usable_drawn: int) -> int:
    """Line 8: the president has four usable issue cards a term."""
    return max(0, ISSUES_A_TERM - usable_drawn)


def unmet_requirements(
    requirements: Iterable[str], resolved_issues: Iterable[str], active_taxes: Iterable[str]
) -> list[str]:
    """Line 14: the named issues or taxes not in effect (compared without case)."""
    in_effect = {name.casefold() for name in (*resolved_issues, *active_taxes)}
    return [name for name in requirements if name.casefold() not in in_effect]


def unusable_card_goes(era: str) -> str:
    """Lines 14, 16: a card whose requirements are not met goes to the next era's deck, or,
    drawn from the Era C deck, is set aside nearby; a replacement is drawn either way."""
    following = next_era(era)
    if following is None:
        return "set aside nearby (Era C): drawn again at random if the deck runs out this term"
    return f"shuffled into the Era {following} Issues deck"


@dataclass(frozen=True)
class DeckExhausted:
    """What an exhausted Issues deck means (lines 11, 16)."""

    era: str  # the era after it
    game_ends: bool  # at the end of the current turn (Era C)
    what_to_do: str


def deck_exhausted(era: str) -> DeckExhausted:
    """Line 11: the Era A deck's Hand of Time cards go into the Era B deck, which becomes the
    Issues deck; the same from B to C. Line 16: the Era C deck running out ends the game at
    the end of the current turn."""
    following = next_era(era)
    if following is None:
        return DeckExhausted(
            era,
            True,
            "the game ends at the end of this turn; if fewer than four usable "
            "cards were drawn, draw at random from the cards set aside",
        )
    return DeckExhausted(
        following,
        False,
        f"shuffle the Hand of Time cards from the Era {era} deck into the "
        f"Era {following} Issues deck: it is the Issues deck now",
    )


def redraws_from_set_aside(usable_drawn: int, set_aside: int) -> int:
    """Line 16: the Era C deck gone, cards are drawn at random from those set aside until the
    president has had four usable cards or they run out."""
    return min(issues_still_to_draw(usable_drawn), set_aside)


def tax_problem(tax: str, attempted_this_turn: Mapping[str, str], *, repeal: bool) -> str | None:
    """Line 53: each tax card at most once a turn, and never passed and repealed in the same
    turn (`attempted_this_turn`: tax -> "pass" or "repeal")."""
    before = attempted_this_turn.get(tax)
    if before is None:
        return None
    wanted = "repeal" if repeal else "pass"
    if before != wanted:
        return f"{tax} was {'passed' if before == 'pass' else 'repealed'} (or attempted) this turn: it cannot be {wanted}ed in the same turn"
    return f"{tax} has been attempted this turn already: each tax once a turn"


def tariff_problem(tariff_this_term: str | None) -> str | None:
    """Line 74: one tariff a term, passed or repealed."""
    if tariff_this_term:
        return f"the president has operated on a tariff this term already ({tariff_this_term}): one a term"
    return None


@dataclass(frozen=True)
class Appointee:
    name: str
    in_play: bool = True
    office: str | None = None  # the office he holds now


def appointment_problem(
    office: str, appointee: Appointee, holders: Mapping[str, str | None], *, accepts: bool = True
) -> str | None:
    """Lines 84-87: the president fills the Cabinet, and the Envoy, General and Chief Justice
    only when vacant; he may not appoint himself or the vice president; no statesman holds
    two offices (one in office resigns his first); nobody is forced to accept."""
    if office not in APPOINTED:
        return f"{office!r} is not an office the president appoints: {', '.join(APPOINTED)}"
    if not appointee.in_play:
        return f"{appointee.name} is not in play"
    if appointee.name == holders.get(PRESIDENT):
        return f"{appointee.name} is the President: he may not appoint himself"
    if appointee.name == holders.get(VICE_PRESIDENT):
        return f"{appointee.name} is the Vice President: the president may not appoint him"
    if appointee.office == office:
        return f"{appointee.name} holds {office} already"
    if office in APPOINTED_IF_VACANT and holders.get(office):
        return f"{office} is held by {holders[office]}: it is appointed only when vacant"
    if not accepts:
        return f"{appointee.name} declines: no statesman is forced to accept an office"
    return None


def resignation_on_appointment(appointee: Appointee) -> str | None:
    """Line 87: the office a statesman gives up to accept the new one."""
    return appointee.office


def delegation_problem(vice_president: str | None) -> str | None:
    """Line 5: power can be delegated to the vice president only if there is one. What the
    delegation allows is not in the document: the helper records it and the table applies it."""
    return None if vice_president else "there is no vice president to delegate to"


def seats_from(players: Sequence[str], first: str) -> list[str]:
    """The players clockwise starting with `first` (the seating is listed clockwise)."""
    if first not in players:
        raise TermError(f"{first!r} is not at the table: {', '.join(players)}")
    at = list(players).index(first)
    return [*players[at:], *players[:at]]
