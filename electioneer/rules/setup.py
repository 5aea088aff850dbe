"""Setup (guide L2-32): who plays, the dealer's seed, how many theatrics, real cards or not."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from electioneer.rules.cards import CONSTITUENCIES_DEALT, ISSUES_NEEDED, MAIN_PARTIES, SMALLER_PARTIES, WEEKS, Cards


class SetupError(ValueError):
    """A setup the guide does not allow; the message is one line naming what would be accepted."""


class TheatricsOption(StrEnum):
    """Guide L31-32: theatrics dealt evenly, or one each, or none at all."""

    EVEN = "even"
    ONE = "one"
    NONE = "none"


@dataclass(frozen=True)
class Setup:
    """`parties` in seat order: CON and LAB first (players 1-2), then two to three of LD, REF
    and GRN. `table`: a game on real cards, where the engine does not see hidden cards and the
    table names each card as it is revealed."""

    parties: tuple[str, ...]
    seed: int = 0
    theatrics: TheatricsOption = TheatricsOption.EVEN
    table: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"parties": list(self.parties), "seed": self.seed, "theatrics": str(self.theatrics), "table": self.table}

    @classmethod
    def from_json(cls, data: Any) -> "Setup":
        if not isinstance(data, dict):
            raise SetupError("the saved setup must be a mapping with parties, seed, theatrics and table")
        try:
            return new_setup(
                data["parties"],
                seed=int(data.get("seed", 0)),
                theatrics=str(data.get("theatrics", "even")),
                table=bool(data.get("table", False)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SetupError(f"the saved setup cannot be read: {exc}") from None


def parties_for(count: int, smaller: "tuple[str, ...] | list[str]" = ()) -> tuple[str, ...]:
    """The parties of a game of `count` players: CON, LAB, then `smaller` (by default LD, REF, GRN in turn)."""
    chosen = list(smaller) or list(SMALLER_PARTIES)
    return (*MAIN_PARTIES, *chosen[: count - 2])


def new_setup(parties: Any, seed: int = 0, theatrics: str = "even", table: bool = False) -> Setup:
    """A checked Setup; the parties may be given in any order and case (CON and LAB go first)."""
    if isinstance(parties, str):
        parties = parties.replace(",", " ").split()
    if not isinstance(parties, (list, tuple)):
        raise SetupError(f"parties must be a list such as CON LAB LD, not {parties!r}")
    named = [str(p).strip().upper() for p in parties]
    unknown = [p for p in named if p not in (*MAIN_PARTIES, *SMALLER_PARTIES)]
    if unknown:
        raise SetupError(f"{unknown[0]!r} is not a party (parties: CON, LAB, LD, REF, GRN)")
    if len(set(named)) != len(named):
        raise SetupError(f"a party is named twice in {' '.join(named)}")
    if not 2 <= len(named) <= 5:
        raise SetupError(f"{len(named)} parties: a game has 2 to 5 (CON and LAB, then LD, REF or GRN)")
    if not all(p in named for p in MAIN_PARTIES):
        raise SetupError("CON and LAB both play in every game (players 1 and 2)")
    try:
        option = TheatricsOption(str(theatrics).lower())
    except ValueError:
        raise SetupError(f"{theatrics!r} is not a theatrics option (even, one or none)") from None
    ordered = (*MAIN_PARTIES, *[p for p in named if p not in MAIN_PARTIES])
    return Setup(ordered, int(seed), option, bool(table))


def theatrics_each(cards: Cards, setup: Setup) -> int:
    """How many theatrics each party is dealt (guide L31-32): evenly, the rest back in the box."""
    if setup.theatrics is TheatricsOption.NONE:
        return 0
    even = len(cards.theatrics) // len(setup.parties)
    return min(1, even) if setup.theatrics is TheatricsOption.ONE else even


def check_cards_for(cards: Cards, setup: Setup) -> None:
    """Refuse a box that cannot play this setup, in one line."""
    if len(cards.constituencies) < CONSTITUENCIES_DEALT:
        raise SetupError(
            f"the cards hold {len(cards.constituencies)} constituencies; a game deals {CONSTITUENCIES_DEALT}"
        )
    for party in setup.parties:
        if len(cards.party_policies(party)) != 3:
            raise SetupError(f"{party} needs three party policies; the cards give {len(cards.party_policies(party))}")
    # each week every party draws two and puts one back: before week 7's draws the deck has
    # lost six policies a party and must still hold two a party
    need = (WEEKS + 1) * len(setup.parties)
    if len(cards.common_policies) < need:
        raise SetupError(
            f"the common deck holds {len(cards.common_policies)} policies; "
            f"{len(setup.parties)} parties need at least {need}"
        )
    if len(cards.issues) < ISSUES_NEEDED:
        raise SetupError(f"the issue deck holds {len(cards.issues)} issues; a game needs at least {ISSUES_NEEDED}")


def pairs(issues: "list[str]") -> list[tuple[str, str]]:
    """Every unordered pair of issues (the same one twice where two are spare) in the guide's order."""
    from electioneer.rules.cards import ISSUES

    kinds = sorted(set(issues), key=ISSUES.index)
    return [(a, b) for i, a in enumerate(kinds) for b in kinds[i:] if a != b or issues.count(a) >= 2]
