"""Uncertainty cards typed as the table sees them: by what the card shows.

`vote -4 election +9` (or just `-4 +9`), with `royal 318` when the card shows Royal
Interference; `vote -4` alone when only one card shows that Vote value. Our card numbers are only how the data files tell the cards apart; nobody at
a table should need them. A card the data does not have is refused with the exact way to
add it: a decks folder of one's own (`prime-minister cards transcribe DIR`, then
`--decks DIR`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine import InvalidChoice

if TYPE_CHECKING:
    from engine import Components, UncertaintyCard

PRINTED_HINT = "type what the card shows: vote -4 election +9 (add royal 318 when it shows Royal Interference)"
_NUMBER = r"[+-]?\d+"
PRINTED = re.compile(
    rf"^\s*(?:v(?:otes?)?\s*)?(?P<vote>{_NUMBER})(?:\s*[,;/]\s*|\s+)(?:e(?:lection)?\s*)?(?P<election>{_NUMBER})"
    rf"(?:(?:\s*[,;/]\s*|\s+)r(?:oyal)?(?:\s*i(?:nterference)?)?\s*(?P<royal>\d+))?\s*$",
    re.IGNORECASE,
)


VOTE_ONLY = re.compile(
    rf"^\s*v(?:otes?)?\s*(?P<vote>{_NUMBER})\s*$", re.IGNORECASE
)  # `vote -4`: enough when one card shows it


def looks_printed(text: str) -> bool:
    """Two numbers (a vote and an election adjustment), or the words vote/election."""
    return bool(PRINTED.match(text)) or any(w in text.lower() for w in ("vote", "election", "royal"))


def printed_label(card: "UncertaintyCard") -> str:
    royal = f" royal {card.royal_interference}" if card.royal_interference is not None else ""
    return f"vote {card.vote:+d} election {card.election:+d}{royal}"


def find_printed(components: "Components", text: str) -> str:
    """The data's number for the card that shows these values, or `InvalidChoice` in one
    line saying what was read and how to add a card the data lacks."""
    match = PRINTED.match(text)
    alone = VOTE_ONLY.match(text) if match is None else None
    if alone is not None:
        vote = int(alone["vote"])
        cards = [c for c in components.uncertainty if c.vote == vote]
        if len({(c.election, c.royal_interference) for c in cards}) == 1:
            return str(cards[0].number)  # the only card (or cards alike) showing this Vote value
        if cards:
            raise InvalidChoice(
                f"{len(cards)} cards show vote {vote:+d}: add the Election value the card shows "
                f"(vote {vote:+d} election N)"
            )
    if match is None:
        raise InvalidChoice(f"{text.strip()!r} is not an Uncertainty card's values: {PRINTED_HINT}")
    vote, election = int(match["vote"]), int(match["election"])
    royal = None if match["royal"] is None else int(match["royal"])
    cards = [
        c
        for c in components.uncertainty
        if c.vote == vote and c.election == election and (royal is None or c.royal_interference == royal)
    ]
    if len({(c.vote, c.election, c.royal_interference) for c in cards}) == 1:
        return str(cards[0].number)  # one card, or cards alike in every value (either will do)
    wanted = f"vote {vote:+d} election {election:+d}" + (f" royal {royal}" if royal is not None else "")
    if len(cards) > 1:
        raise InvalidChoice(f"{len(cards)} cards show {wanted}: add the Royal Interference value it shows (royal 318)")
    near = sorted(components.uncertainty, key=lambda c: abs(c.vote - vote) + abs(c.election - election))[:3]
    reconstructed = sum(1 for c in components.uncertainty if c.source.value == "reconstructed")
    where = (
        (
            f" (the data's {len(components.uncertainty)} Uncertainty cards are our reconstruction, {reconstructed} of them "
            "not checked against a printed card)"
        )
        if reconstructed
        else ""
    )
    raise InvalidChoice(
        f"no Uncertainty card in the data shows {wanted}{where}; nearest: {', '.join(printed_label(c) for c in near)}. "
        "To play with your own cards: prime-minister cards transcribe DIR, then assist --decks DIR"
    )
