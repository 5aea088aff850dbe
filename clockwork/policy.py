"""The Clockwork politician: a seat controller that plays by the Clockwork rules
(docs/clockwork.md).

`ClockworkPlayer(seat, seed, difficulty="standard", politician=None)` answers every
decision the engine can pose to its seat from the seat's view only. It shuffles its own
Clockwork deck with its seed, turns a card at the start of each of its action turns
(two at the levels that choose), and tries its role's plays in the profile's order with
the card's focus family first. Every choice comes with a one-line reason naming the
politician, its role, the card's focus and temper, the play and the numbers behind it.
"""

from __future__ import annotations

from dataclasses import field
from typing import Iterator

from clockwork.answers import ANSWERS
from clockwork.appraise import Appraiser
from clockwork.data import ClockworkCard, ClockworkData, Focus, Level, Profile, clockwork_for, standard_clockwork
from clockwork.deck import ClockworkDeck
from clockwork.plays import PLAY_FUNCTIONS, ordered_plays, spend
from clockwork.turn import Candidate, Turn, describe, offered

from dataclasses import dataclass
from engine import Choice, Decision, DecisionKind, EndTurn, Game, HiddenCardError, Phase, Role, board
from engine.words import counted

# Decisions that open a seat's action turn: the moment it turns its Clockwork card.
TURN_OPENERS = frozenset(
    {
        DecisionKind.ACTION,
        DecisionKind.EVENT,
        DecisionKind.DEPUTY_PM,
        DecisionKind.END_PACT,
        DecisionKind.PROPOSE_PACT,
        DecisionKind.OPPOSITION_ORDER,
    }
)

# Every decision kind the engine poses to a seat (`engine.DecisionKind`, the draws aside).
KNOWN_KINDS = frozenset(ANSWERS) | {DecisionKind.ACTION}


@dataclass
class ClockworkPlayer:
    """An automated politician for one seat."""

    seat: int
    seed: int = 0
    difficulty: str = "standard"
    politician: str | None = None  # a profile to play by; default: the seat's own politician
    data: ClockworkData | None = None
    card: ClockworkCard | None = field(default=None, init=False)
    fallbacks: list[str] = field(default_factory=list, init=False)  # decision kinds it had no rule for
    set_aside: str = field(default="", init=False)  # at two-card levels: the card set aside this turn, and why
    # near the end it plays an answer on a copy first, and takes another where that one loses
    # on the spot; False: its caller plays the answer and asks again where it lost (a play-out)
    guards: bool = True

    def __post_init__(self) -> None:
        self._data_fixed = self.data is not None  # given data is kept; else the game's decks decide
        self.data = self.data or standard_clockwork()
        self._setup_data()

    def _setup_data(self) -> None:
        assert self.data is not None
        self.level: Level = self.data.level(self.difficulty)
        self.deck = ClockworkDeck(self.data.cards, f"{self.seed}/{self.seat}")
        self.turn_number: int | None = None  # the action turn whose card is face up (0: the first)
        self._rounds: tuple[int, frozenset[int]] = (0, frozenset())  # log records scanned, rounds it acted in
        self._profile: Profile | None = self.data.profile(self.politician) if self.politician else None

    # --- the Player protocol --------------------------------------------------------------

    def _data_for(self, view: Game) -> None:
        """At its first question: read `DIR/clockwork/*.yaml` of the game's decks directory
        (`--decks DIR`) when that folder exists, else keep the shipped copy."""
        if self._data_fixed:
            return
        self._data_fixed = True
        data = clockwork_for(view.components)
        if data is not self.data:
            self.data = data
            self._setup_data()

    def decide(self, view: Game, decision: Decision) -> tuple[Choice, str]:
        self._data_for(view)
        profile = self._profile or self.data.profile_or_default(view.state.seats[self.seat].politician, view.components)  # type: ignore[union-attr]
        self._turn_card(view, decision, profile)
        assert self.card is not None
        temper = self.data.tempers[self.card.temper]  # type: ignore[union-attr]
        appraiser = Appraiser(view, self.seat, profile, self.level, temper)
        turn = Turn(appraiser, decision, self.card, profile, self.level)
        if decision.kind == DecisionKind.ACTION:
            choice, what, why = self._action(turn)
        elif decision.kind in ANSWERS:
            choice, what, why = ANSWERS[decision.kind](turn)
        else:
            return self._fallback(view, decision, profile)
        if not offered(choice, decision.choices):  # a rule asked for something not legal now
            self.fallbacks.append(f"{decision.kind}: {choice}")
            choice = decision.choices[0]
            why = f"{why} [{what} is not legal here; took {choice}]"
            what = describe(turn, choice)
        if self.guards and could_lose_at_once(view, decision) and loses_at_once(view, self.seat, choice):
            safe = [c for c in decision.choices if c != choice and not loses_at_once(view, self.seat, c)]
            if safe:
                why = f"{what} would lose the game on the spot ({why})"
                choice, what = safe[0], describe(turn, safe[0])
        return choice, f"{self._who(view, profile)}: {what}: {why}{self._card_note()}"

    # --- the Clockwork card ------------------------------------------------------------

    def _turn_card(self, view: Game, decision: Decision, profile: Profile) -> None:
        """The card of its current action turn: turned at the turn's first question, kept
        until the next turn; a seat asked something before its first turn turns that card early."""
        number = max(0, self.turns_started(view, decision) - 1)
        if self.card is not None and self.turn_number == number:
            return
        cards = self.deck.for_turn(number, self.cards_for(view))
        self.card = cards[0] if len(cards) == 1 else self._better_fit(view, profile, cards[0], cards[1])
        self.turn_number = number

    def cards_for(self, view: Game) -> int:
        """The Clockwork cards it turns a turn at this table (its level's `cards`, or
        `three_player_cards` at a table of three)."""
        if len(view.state.seats) == 3 and self.level.three_player_cards:
            return self.level.three_player_cards
        return self.level.cards

    def turns_started(self, view: Game, decision: Decision) -> int:
        """Its action turns begun so far, read from the public log (and the question asked now)."""
        scanned, rounds = self._rounds
        if scanned > len(view.log):
            scanned, rounds = 0, frozenset()  # a shorter log: an undo replayed the game
        log, seat, action = view.log, self.seat, DecisionKind.ACTION
        if scanned < len(log):
            more = {r.round for r in log[scanned:] if r.owner == seat and r.kind == action}
            if not more <= rounds:
                rounds = rounds | more
        self._rounds = (len(log), rounds)
        if decision.kind in TURN_OPENERS and view.state.phase is Phase.ACTIONS:
            return len(rounds) + (view.state.round not in rounds)
        return len(rounds)

    def _better_fit(self, view: Game, profile: Profile, first: ClockworkCard, second: ClockworkCard) -> ClockworkCard:
        """With two cards, keep the one whose focus answers the seat's most pressing need
        (and remember the other, and why, for its reasons)."""
        needs = focus_needs(view, self.seat, profile, self.level)
        rank = {focus: i for i, (focus, _) in enumerate(needs)}
        kept, other = (first, second) if rank.get(first.focus, 9) <= rank.get(second.focus, 9) else (second, first)
        why = dict(needs).get(kept.focus, "")
        if kept.focus == other.focus:
            self.set_aside = f"set aside a second {other.focus} card"
        else:
            self.set_aside = f"kept {kept.focus} over {other.focus}" + (
                f": {why}" if why else ": no need pressed, so its usual order"
            )
        return kept

    # --- action turns --------------------------------------------------------------------

    def _action(self, turn: Turn) -> tuple[Choice, str, str]:
        for name, place, candidate in self._plays(turn):
            return (
                candidate.choice,
                intent(candidate.intent or name, place, turn) + ": " + candidate.what,
                _because(name, place, candidate),
            )
        spent = spend(turn)
        if spent is not None:
            return spent.choice, intent("spend", "last", turn) + ": " + spent.what, _because("spend", "last", spent)
        cubes = turn.me.cubes
        return (
            EndTurn(),
            "end the turn",
            f"no play applies ({counted(cubes, 'cube')} left, {counted(len(turn.me.supporters), 'Supporter')} kept)",
        )

    def _plays(self, turn: Turn) -> Iterator[tuple[str, str, Candidate]]:
        """The plays that apply now, in the order the seat tries them."""
        for name, place in ordered_plays(turn, turn.me.role.value):
            candidate = PLAY_FUNCTIONS[name](turn)
            if candidate is not None and offered(candidate.choice, turn.decision.choices):
                yield name, place, candidate

    def alternatives(self, view: Game, decision: Decision) -> list[tuple[Choice, str]]:
        """The action choices its plays propose now, in its order (distinct choices, each with
        its play in words), then the cube it would spend and ending the turn: the
        candidates a searching seat weighs. Call after `decide` for the same decision."""
        assert self.card is not None and self.data is not None
        profile = self._profile or self.data.profile_or_default(view.state.seats[self.seat].politician, view.components)
        turn = Turn(
            Appraiser(view, self.seat, profile, self.level, self.data.tempers[self.card.temper]),
            decision,
            self.card,
            profile,
            self.level,
        )
        found: dict[Choice, str] = {}
        for name, _, candidate in self._plays(turn):
            found.setdefault(candidate.choice, f"{candidate.what} ({name.replace('_', ' ')})")
        extra = spend(turn)
        if extra is not None:
            found.setdefault(extra.choice, f"{extra.what} (spend)")
        if EndTurn() in decision.choices:
            found.setdefault(EndTurn(), "end the turn")
        return list(found.items())

    # --- reasons ---------------------------------------------------------------------------

    def _who(self, view: Game, profile: Profile) -> str:
        seat = view.state.seats[self.seat]
        role = seat.role.title + (", Resigned" if seat.resigned else "")
        card = self.card
        assert card is not None
        return f"{profile.short} ({role}, focus {card.focus}, {card.temper})"

    def _card_note(self) -> str:
        return f" [two cards: {self.set_aside}]" if self.set_aside else ""  # set only where it turned two

    def _fallback(self, view: Game, decision: Decision, profile: Profile) -> tuple[Choice, str]:
        self.fallbacks.append(decision.kind)
        choice = decision.choices[0]
        return (
            choice,
            f"{self._who(view, profile)}: {choice}: no Clockwork rule for a '{decision.kind}' decision, so the first legal choice",
        )


def could_lose_at_once(view: Game, decision: Decision) -> bool:
    """A decision a seat's answer to could lose it the game before its next one: an answer
    (the Clockwork's action plays are never checked) with a choice in it, near enough the end."""
    return decision.kind in ANSWERS and len(decision.choices) > 1 and not far_from_the_end(view)


def loses_at_once(view: Game, seat: int, choice: Choice) -> bool:
    """Would this choice end the game at once with someone else winning? Played on a private
    copy of the seat's own view, up to the next decision (a hidden card stops it there)."""
    if view.pending is None or not offered(choice, view.pending.choices):
        return False
    if far_from_the_end(view):
        return False
    twin = view.playable_copy()
    try:
        twin.apply(choice)
    except HiddenCardError:  # nothing is known beyond a card hidden from the seat
        return False
    return lost(twin, seat)


def lost(game: Game, seat: int) -> bool:
    """The game is over and `seat` is not among its winners."""
    state = game.state
    return state.over and state.winner != seat and seat not in state.winners


SINGLE_CHOICE_VP = 45  # more VP than one choice can score before the next decision (a bill,
# an agreement, Debate Cards, Election seats, the PM Replacement Bonus, a round's income)


def far_from_the_end(view: Game) -> bool:
    """A standard game ends only when a PM reaches the victory total (13.0): while every
    seat is further from it than one choice can score, no choice can end the game."""
    if view.setup.scenario != "standard":
        return False  # scenarios have their own ends (round limits, agendas)
    victory = view.components.board.victory
    return all(seat.vp + SINGLE_CHOICE_VP < victory for seat in view.state.seats)


def _because(name: str, place: str, candidate: Candidate) -> str:
    """The numbers behind a play, after its intent and the move (the intent names the play,
    and says when it is urgent)."""
    return candidate.why or INTENTS.get(name, name.replace("_", " ")).lower()


# What each play is for, in words: a reason leads with it.
INTENTS = {
    "secure_bill": "Make sure the bill it resolves this round passes",
    "build_bill": "Build up a bill for a later round",
    "support_bill": "Help the Government's bill pass",
    "attack_bill": "Stop a Government bill",
    "debate_card": "Stake its Debate Card on a bill",
    "whip": "Swing MPs behind its side's bills",
    "campaign": "Win Popularity for the next Election",
    "rally": "Raise its party's Popularity with a Supporter",
    "supporter_votes_up": "Push a bill up with a Supporter's Votes",
    "supporter_votes_down": "Push a bill down with a Supporter's Votes",
    "flatter": "Gain Favour",
    "guard_standing": "Keep its Standing ahead of a challenger",
    "undermine": "Weaken the leader above it",
    "resign": "Resign to Challenge the PM",
    "rejoin": "Rejoin the Government",
    "hobnob": "Gather Supporters",
    "hoard": "Save Supporters for the Father of the House",
    "spend": "Use a spare cube",
}


def intent(name: str, place: str, turn: Turn) -> str:
    """The intent of a play in words; an urgent play says what makes it urgent."""
    words = INTENTS.get(name, name.replace("_", " "))
    if place != "urgent":
        return words
    if name == "attack_bill":
        a = turn.appraiser
        if any(a.pm.vp + item.bill.vp + 4 >= a.components.board.victory for item in a.bills()):
            return f"{words} at once: one would carry the PM to {a.components.board.victory}"
        return f"{words} first: the attack is worth more than anything else this turn"
    if name == "campaign":
        return f"{words} at once: the Election it postponed comes next"
    return f"{words} at once"


def focus_needs(view: Game, seat: int, profile: Profile, level: Level) -> list[tuple[Focus, str]]:
    """The families in the order a seat needs them now (for choosing between two cards),
    each with the need in words ("" for the families that follow in the usual order)."""
    state = view.state
    me = state.seats[seat]
    bills = [board.projected_votes(view, i) for i, _ in state.bills_on_board()]
    weak = any(v < 350 for v in bills)
    pm, ol = state.pm, state.opposition_leader
    leader, margin = board.lead(view)
    trailing = leader is not None and leader is not me.party
    order: list[tuple[Focus, str]] = []
    if me.role is Role.PM:
        if any(
            c is not None and c.standing >= me.standing - profile.standing_guard(level.standing_guard)
            for c in (state.government_backbencher, ol)
        ):
            order.append((Focus.COURT, "a challenger is close to its Standing"))
        if weak:
            order.append((Focus.LEGISLATION, "a bill on the board is below 350"))
        if trailing:
            order.append((Focus.POPULARITY, "its party trails"))
    elif me.role is Role.OPPOSITION_LEADER:
        if not state.pact and any(320 <= v <= 360 for v in bills):
            order.append((Focus.LEGISLATION, "a Government bill at 320-360 can be attacked"))
        if me.standing >= pm.standing - 1:
            order.append((Focus.INTRIGUE, "its Standing is within 1 of the PM's"))
        if not trailing or margin < 20:
            order.append((Focus.POPULARITY, "the next Election is within reach"))
    elif me.role is Role.GOVERNMENT_BACKBENCHER:
        if profile.ambition >= level.resign_ambition and me.standing >= pm.standing - 4:
            order.append((Focus.INTRIGUE, "a Challenge of the PM is near"))
        if weak and not me.resigned:
            order.append((Focus.LEGISLATION, "a bill on the board is below 350"))
        if me.favour < profile.favour_appetite:
            order.append((Focus.COURT, "its Favour is below what it wants"))
    else:
        if len(me.supporters) < 4:
            order.append((Focus.PATRONAGE, "it holds fewer than 4 Supporters"))
        if not state.pact and bills:
            order.append((Focus.LEGISLATION, "there are Government bills to attack"))
        if me.favour < profile.favour_appetite:
            order.append((Focus.COURT, "its Favour is below what it wants"))
    for family in (Focus.LEGISLATION, Focus.POPULARITY, Focus.COURT, Focus.PATRONAGE, Focus.INTRIGUE):
        if all(family != f for f, _ in order):
            order.append((family, ""))
    return order
