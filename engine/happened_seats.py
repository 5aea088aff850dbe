"""What happened to the politicians' mats, cards and requests, as records (engine.happened)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.happened import Happening
from engine.named import CardName
from engine.words import counted


@dataclass(frozen=True)
class StandingCompared(Happening):
    """10.0: the Standing of the Challenge's winner and loser once it is decided."""

    winner: str
    winner_standing: int
    loser: str
    loser_standing: int

    def __str__(self) -> str:
        return f"{self.winner} Standing {self.winner_standing}; {self.loser} Standing {self.loser_standing}"


@dataclass(frozen=True)
class CareerCardActivated(Happening):
    politician: str
    card: str  # a Career Card (public)

    def __str__(self) -> str:
        return f"{self.politician} activates the {self.card} Career Card"


@dataclass(frozen=True)
class DeputyPMCubeTaken(Happening):
    """The Deputy PM Career Card takes one of the PM's Action Cubes."""

    politician: str

    def __str__(self) -> str:
        return f"{self.politician} takes one of the PM's Action Cubes (Deputy PM)"


@dataclass(frozen=True)
class ActionVia(Happening):
    """An action taken through a Career Card or a mat ability (`via` names it)."""

    politician: str
    via: str

    def __str__(self) -> str:
        return f"{self.politician} uses {self.via}"


@dataclass(frozen=True)
class Resigned(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} Resigns: the Resignation Card goes on the board; Career Cards set aside"


@dataclass(frozen=True)
class Rejoined(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} is no longer Resigned; VP pooling resumes"


@dataclass(frozen=True)
class DebateCardRemoved(Happening):
    """A politician's Debate Card leaves a bill without its effect."""

    politician: str
    bill: CardName

    def __str__(self) -> str:
        return f"{self.politician}'s Debate Card is removed from {self.bill} without effect"


@dataclass(frozen=True)
class MatsFlipped(Happening):
    """11.0: the Backbenchers change sides with the Government."""

    def __str__(self) -> str:
        return "Backbenchers flip their mats and exchange Career and Debate Cards"


@dataclass(frozen=True)
class FatherOfTheHouse(Happening):
    """The Father of the House card goes to `politician`, or back beside the board (None)."""

    politician: str | None

    def __str__(self) -> str:
        if self.politician is None:
            return "The Father of the House card returns beside the board"
        return f"{self.politician} takes the Father of the House card"


@dataclass(frozen=True)
class EventOptionChosen(Happening):
    politician: str
    label: str
    cost: int = 0

    def __str__(self) -> str:
        return f"{self.politician} chooses {self.label}" + (f" ({counted(self.cost, 'cube')})" if self.cost else "")


class Request(Enum):
    """A question one seat's move puts to another: the words for yes and for no."""

    INFLUENCE_ACTION = ("The PM allows the Influence action", "The PM refuses: no Influence, no cube spent")
    INFLUENCE_SUPPORTER = ("The PM allows the Influence", "The PM refuses: the Supporter stays in hand")
    AGREEMENT = ("The Opposition Leader agrees", "The Opposition Leader refuses; the PM resolves a bill another way")
    REJOIN = ("The PM lets the Backbencher rejoin", "The PM refuses: the Backbencher stays Resigned this round")
    PACT_RESTART_BY_OPPOSITION = (
        "The Opposition Leader restarts the Pact",
        "The Opposition Leader declines to restart the Pact",
    )
    PACT_RESTART_BY_PM = ("The PM restarts the Pact", "The PM declines to restart the Pact")
    ROYAL_INTERFERENCE = (
        "Her Majesty's favourite accepts Royal Interference",
        "Her Majesty's favourite declines Royal Interference",
    )


@dataclass(frozen=True)
class RequestAnswered(Happening):
    request: Request
    granted: bool

    def __str__(self) -> str:
        return self.request.value[0 if self.granted else 1]
