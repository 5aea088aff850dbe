"""What the scenarios' and optional rules' own steps make happen, as records (engine.happened)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.components import Party
from engine.happened import Happening
from engine.named import CardName
from engine.words import counted

# --- Scenario 7: the Duke of Devonshire ---------------------------------------------------


@dataclass(frozen=True)
class UnionistsFormed(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} leaves the Liberal Party and forms the Liberal Unionists (he takes the Pact card)"


@dataclass(frozen=True)
class UnionistBonus(Happening):
    politician: str
    vp: int
    cap: int

    def __str__(self) -> str:
        return f"{self.politician} +{self.vp} VP (Liberal Unionist bonus, at most {self.cap})"


@dataclass(frozen=True)
class UnionistCardsSetAside(Happening):
    def __str__(self) -> str:
        return "The Chief Whip cards and the Deputy Party Leader card are set aside"


@dataclass(frozen=True)
class JoinsConservatives(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} joins the Conservative side (Salisbury takes the Pact card)"


@dataclass(frozen=True)
class VPReset(Happening):
    politician: str
    before: int
    after: int

    def __str__(self) -> str:
        return f"{self.politician}'s VP reset from {self.before} to {self.after}"


@dataclass(frozen=True)
class DeputyLeaderCardTaken(Happening):
    leader: str

    def __str__(self) -> str:
        return f"The Opposition Leader Debate Card is set aside; {self.leader} takes the Deputy Party Leader card"


@dataclass(frozen=True)
class CampaignsFor(Happening):
    politician: str
    party: Party

    def __str__(self) -> str:
        return f"{self.politician} Campaigns for the {self.party.title} party"


@dataclass(frozen=True)
class OppositionDebateCardPlaced(Happening):
    politician: str
    bill: CardName
    up: bool

    def __str__(self) -> str:
        return f"{self.politician} places the Opposition Leader Debate Card under {self.bill} ({'up' if self.up else 'down'})"


@dataclass(frozen=True)
class CoercionPlaced(Happening):
    politician: str
    removed: CardName
    coercion: CardName
    projected: int

    def __str__(self) -> str:
        return f"{self.politician} removes {self.removed} and puts the {self.coercion} in its place: projected {self.projected}"


@dataclass(frozen=True)
class UnionistSupporterPlayed(Happening):
    politician: str
    card: CardName
    label: str

    def __str__(self) -> str:
        return f"{self.politician} plays {self.card}: {self.label}"


# --- Scenario 3: the Corn Laws ---------------------------------------------------------------


@dataclass(frozen=True)
class SupportersUnderBillRevealed(Happening):
    bill: CardName
    cards: tuple[CardName, ...]

    def __str__(self) -> str:
        return f"The Supporters under the {self.bill} are revealed: {', '.join(self.cards)}"


@dataclass(frozen=True)
class ImmediateElection(Happening):
    def __str__(self) -> str:
        return "An Election is held at once; there is no Challenge Phase"


@dataclass(frozen=True)
class PartyBillSupporters(Happening):
    bill: CardName
    vp: int
    politician: str
    draw: int
    keep: int

    def __str__(self) -> str:
        return f"{self.bill} ({self.vp} VP): {self.politician} draws {self.draw} Supporters and keeps {self.keep}"


@dataclass(frozen=True)
class SpareMarkerMoved(Happening):
    draws: int

    def __str__(self) -> str:
        return f"The spare marker moves to {self.draws}: the next Bill Selection draws {counted(self.draws, 'bill')}"


@dataclass(frozen=True)
class SupportersPutUnder(Happening):
    politician: str
    act: CardName

    def __str__(self) -> str:
        return f"{self.politician} puts Supporters face down under the {self.act}"


# --- The optional rule: Prime Minister's Question Time ---------------------------------------


@dataclass(frozen=True)
class QuestionsDiscarded(Happening):
    politician: str
    cards: tuple[CardName, ...]

    def __str__(self) -> str:
        return f"{self.politician} reveals and discards {', '.join(self.cards)}"


@dataclass(frozen=True)
class QuestionTimeByElection(Happening):
    politician: str
    card: CardName

    def __str__(self) -> str:
        return f"{self.politician} draws {self.card}: it is shown, set aside and replaced"


@dataclass(frozen=True)
class QuestionDrawn(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} draws an Event card for Question Time"


@dataclass(frozen=True)
class EventsShuffledBack(Happening):
    cards: tuple[CardName, ...]

    def __str__(self) -> str:
        return f"{', '.join(self.cards)} shuffled back into the Event deck"


@dataclass(frozen=True)
class QuestionTimeAnnounced(Happening):
    def __str__(self) -> str:
        return "The PM announces Prime Minister's Question Time"


@dataclass(frozen=True)
class QuestionTimeOutsideDesign(Happening):
    """Question Time played in a scenario it was not designed for (the table's choice)."""

    scenario: str

    def __str__(self) -> str:
        return (
            f"Note: Question Time was designed for the standard game and Scenario 6; "
            f"this table plays it in {self.scenario!r} too"
        )


@dataclass(frozen=True)
class QuestionRisen(Happening):
    politician: str

    def __str__(self) -> str:
        return f'{self.politician} rises: "Prime Minister!"'


@dataclass(frozen=True)
class NoQuestion(Happening):
    def __str__(self) -> str:
        return "No one has a question: the PM draws an Event"


@dataclass(frozen=True)
class QuestionAsked(Happening):
    politician: str
    card: CardName

    def __str__(self) -> str:
        return f"{self.politician} asks the Prime Minister about {self.card}"


@dataclass(frozen=True)
class EventShown(Happening):
    card: CardName

    def __str__(self) -> str:
        return f"Event: {self.card}"


# --- Scenario 5: the Liberal Unionists ---------------------------------------------------------


@dataclass(frozen=True)
class CoercionWithdrawn(Happening):
    bill: CardName
    projected: int

    def __str__(self) -> str:
        return f"{self.bill} withdrawn at {self.projected} projected Votes"


@dataclass(frozen=True)
class FreeSupporter(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} draws a free Supporter (Deputy Party Leader)"


# --- Scenario 4: the Second Reform Act ----------------------------------------------------------


@dataclass(frozen=True)
class RiotsPutBack(Happening):
    act: CardName

    def __str__(self) -> str:
        return f"The {self.act} is before Parliament: the Riots go back beside the board and the PM draws again"


@dataclass(frozen=True)
class RiotsBreakOut(Happening):
    def __str__(self) -> str:
        return "The Riots break out with no Reform bill before Parliament: penalties doubled, no gain"


@dataclass(frozen=True)
class ActAttacked(Happening):
    opposition: Party
    act: CardName

    def __str__(self) -> str:
        return f"The {self.opposition.title} Opposition attacked the {self.act}: it loses a Workers step"


@dataclass(frozen=True)
class ElectorateWidened(Happening):
    def __str__(self) -> str:
        return "The electorate is widened: Workers Popularity points count double from now on"


@dataclass(frozen=True)
class RiotsLeave(Happening):
    def __str__(self) -> str:
        return "The Riots card leaves the game"


@dataclass(frozen=True)
class WorkersAction(Happening):
    politician: str
    party: Party

    def __str__(self) -> str:
        return f"{self.politician} uses the Workers action of the {self.party.title} party, which passed the Reform Act"


@dataclass(frozen=True)
class RiotsShuffled(Happening):
    among: int

    def __str__(self) -> str:
        return f"The Riots are shuffled among the next {self.among} Event cards"


@dataclass(frozen=True)
class CubeKeptBack(Happening):
    politician: str

    def __str__(self) -> str:
        return f"{self.politician} keeps an Action Cube back for the Workers action"
