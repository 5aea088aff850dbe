"""A real table's game as the lines typed into `assist`: 4 players, 2 people and 2 Clockwork
seats, every card a person draws face down left unknown (Enter) and named only when the
rules show it.

The truth is a seeded game: the dealer stands in for the cards turned over at the table and
the greedy baseline for the people. The table's `TableSession` runs in process, reading the
lines as a person types them; the naming questions are answered from the truth. The truth
follows every move the session makes, so at the end both can be compared, and the lines
(`Script.lines`) can be typed again into the installed command (the tmux tests).
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from rich.console import Console

from companion import card_draws
from companion.saves import SaveStore
from companion.seats import clockwork_handicap, opponent
from companion.session import Seating
from companion.table_session import ROUTINE, TableSession, carried, face_down_bills
from companion.uncertainty_entry import printed_label
from engine import name_card, unknown
from engine.decisions import TABLE, Discard, DrawFrom, Keep, PlaySupporter, Propose, Reveal
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()
SEED = 1
PEOPLE = (1, 3)  # the two Backbenchers (seed 1: Opposition, Government)
CLOCKWORK = (0, 2)  # the PM and the Opposition Leader


def table_setup(seed: int = SEED, clockwork: tuple[int, ...] = CLOCKWORK):
    from dataclasses import replace

    from companion.saves import OPTIONS_KEY

    setup = standard_setup(COMPONENTS, 4, seed=seed)
    options = {
        "mode": "assist",
        "clockwork": list(clockwork),
        "difficulty": "standard",
        "game_id": f"script-{seed}-table",
    }
    return replace(setup, options={**setup.options, **clockwork_handicap(None, list(clockwork)), OPTIONS_KEY: options})


@dataclass
class Script:
    """The lines typed and the round each was typed in."""

    lines: list[str] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)


class ScriptedTable:
    def __init__(
        self,
        seed: int = SEED,
        height: int | None = None,
        *,
        people: tuple[int, ...] = PEOPLE,
        width: int = 100,
        batched: bool = True,
    ) -> None:
        self.batched = batched  # a seat's bill draws and the PM's selection typed in one line each
        clockwork = tuple(seat for seat in range(4) if seat not in people)
        setup = table_setup(seed, clockwork)
        self.truth = new_game(setup, seed=seed, components=COMPONENTS)
        mirror = new_game(setup, seed=seed, components=COMPONENTS)
        self.people = {seat: opponent(seat, seed + 1, "standard")[0] for seat in people}  # what each person does
        players = {seat: opponent(seat, seed, "standard")[0] for seat in clockwork}
        self.out = io.StringIO()
        console = Console(file=self.out, width=width, height=height, highlight=False)  # tall: the full board
        self.session = TableSession(
            mirror, Seating.table(people), players, console, _NoSaves(), "script", err_console=console
        )
        self.session.ask_name = self.answer_name  # type: ignore[method-assign]
        self.script = Script()
        self.synced = 0
        self.typed_for: dict[int, object] = {}  # mirror ply -> the truth's choice for it
        self.hidden_plies: list[int] = []  # draws the rules keep hidden (a person's or a Clockwork's)

    # the table's answers ---------------------------------------------------------------------

    def type(self, line: str) -> None:
        self.script.lines.append(line)
        self.script.rounds.append(self.session.game.state.round)
        assert self.session.handle(line) is None
        self.sync()

    def answer_name(self, card: "unknown.UnknownCard") -> None:
        mirror = self.session.game
        self.sync(len(mirror.log) - 1)  # the truth catches up to the move that showed the card
        seat = card.seat
        known = {unknown.stand_in(mirror, c) for c in mirror.unknown if c.named}
        if unknown.stand_in(mirror, card) in mirror.state.revealed:
            self.sync()  # proposals are turned up together once the last is made
            truly = self.truth.state.proposals.get(str(seat), [])
        else:
            proposed = self.truth.state.proposals.get(str(seat), [])
            truly = [b for b in self.truth.state.hands.get(str(seat), []) if b not in proposed]
        name = next(b for b in truly if b not in known)
        self.script.lines.append(name)
        self.script.rounds.append(mirror.state.round)
        self.session.game = name_card(mirror, card, name)

    def sync(self, upto: int | None = None) -> None:
        """The truth makes every move the session has made since the last look (up to a ply).
        What the session did without an entry is the truth's own: a card drawn face down is
        the dealer's, a Supporter kept face down the person's choice."""
        mirror = self.session.game
        log = mirror.log
        face_down = {card.ply for card in mirror.unknown}
        while self.synced < (len(log) if upto is None else upto):
            record = log[self.synced]
            choice = self.typed_for.pop(self.synced, None)
            if choice is None and record.ply in face_down:
                choice = self.truth.deal()
                self.hidden_plies.append(record.ply)
            elif choice is None and isinstance(record.choice, Keep) and record.owner in self.people:
                choice = self.people[record.owner].decide(self.truth.view(record.owner), self.truth.pending)[0]
            if choice is None:
                choice = record.choice
            self.truth.apply(choice)
            self.synced += 1

    def step(self) -> None:
        """Type the next line the table would type."""
        mirror = self.session.game
        decision = mirror.pending
        truth_decision = self.truth.pending
        assert decision.kind == truth_decision.kind and decision.owner == truth_decision.owner
        ply = len(mirror.log)
        if decision.is_chance:
            dealt = self.truth.deal()
            self.typed_for[ply] = dealt
            if card_draws.is_secret(mirror, decision):
                self.hidden_plies.append(ply)
            if self.session.may_leave_unknown(decision):
                self.type("")
            elif decision.kind == "uncertainty":
                self.type(printed_label(COMPONENTS.uncertainty[int(dealt.card) - 1]))
            else:
                self.type(dealt.card)
            return
        if decision.kind in ("draw bill", "select bill") and self.batched:
            self.type(self.batch(decision.kind, decision.owner, ply))
            return
        choice, _ = self.people[decision.owner].decide(self.truth.view(decision.owner), truth_decision)
        self.typed_for[ply] = choice
        hidden = carried(mirror)
        known = [b for b in mirror.state.hands.get(str(decision.owner), []) if b not in hidden]
        if isinstance(choice, Propose) and choice.bill not in known:
            # a bill drawn face down: Enter, or its deck where the face-down bills come from two
            several = len(face_down_bills(mirror, decision)) > 1
            self.type(f"propose {COMPONENTS.bill(choice.bill).deck.value}" if several else "")
        elif (
            isinstance(choice, Keep)
            and self.session.face_down_choice(decision) is not None
            or decision.kind in ROUTINE
            and choice == self.session.routine_answer(truth_decision)
        ):
            self.type("")
        elif (
            isinstance(choice, (PlaySupporter, Discard))
            and choice.card not in mirror.state.seats[decision.owner].supporters
        ):
            self.type(str(choice))
        else:
            assert not (hidden & {getattr(choice, "card", None), getattr(choice, "bill", None)})
            self.type(str(choice))

    def batch(self, kind: str, owner: int, ply: int) -> str:
        """A seat's bill draws, or the PM's selection, in one line: its answers in a row,
        separated by commas, as the truth makes them (a bill drawn face up by its name, the
        deck where it is drawn face down)."""
        ahead = self.truth.clone()
        parts = []
        while ahead.pending is not None and ahead.pending.kind == kind and ahead.pending.owner == owner:
            choice, _ = self.people[owner].decide(ahead.view(owner), ahead.pending)
            self.typed_for[ply] = choice
            ahead.apply(choice)
            ply += 1
            if isinstance(choice, DrawFrom):
                if card_draws.is_secret(ahead, ahead.pending):
                    parts.append(choice.deck)  # drawn face down: the deck, and the card stays unknown
                else:
                    dealt = ahead.deal()  # drawn face up (the PM's): its name says the deck too
                    self.typed_for[ply] = dealt
                    parts.append(dealt.card)
                ahead.apply(
                    ahead.deal()
                    if ahead.pending.is_chance and card_draws.is_secret(ahead, ahead.pending)
                    else self.typed_for.get(ply, ahead.deal())
                )
                ply += 1
            else:
                parts.append(str(choice) if not parts else str(choice).removeprefix("select "))
        return ", ".join(parts)

    def play(self, rounds: int) -> Script:
        self.session.play_others()
        self.sync()
        while not self.session.game.over and self.session.game.state.round <= rounds:
            self.step()
        return self.script


class _NoSaves(SaveStore):
    """Autosaves are not what the scripted table is about."""

    def __init__(self) -> None:
        pass

    def autosave(self, game, game_id):  # type: ignore[no-untyped-def, override]
        return None


__all__ = ["ScriptedTable", "Script", "PEOPLE", "CLOCKWORK", "TABLE", "Reveal"]
