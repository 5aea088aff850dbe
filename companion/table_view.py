"""What the shared screen at a physical table shows (`prime-minister assist`).

The people play on the real board; the screen mirrors it for everyone at once, so it shows
no hand: hidden cards are recorded but not shown (`hand SEAT` shows one seat's cards to
its player). Pure functions of the game that return text or print to the `Console` they
are given, like `companion.render`, whose tables they reuse.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

from rich import box
from rich.console import Console, Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from companion import render, scenario_view
from companion.completion import card_names
from companion.describe import describe_card, vote_chance
from companion.orders import order_line, setup_at, setup_order
from companion.seats import SeatError
from companion.uncertainty_entry import PRINTED_HINT

from dataclasses import dataclass
from engine import DecisionKind, deck_title, describe_effects, named_cards
from engine import (
    PUBLIC_DRAWS,
    TABLE,
    Answer,
    BillDeck,
    Decision,
    Reveal,
    Role,
    board,
    election_odds_now,
    unknown,
    vp_pools as pools,
)
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, LogRecord

BILL_PILES = tuple(deck.value for deck in BillDeck)
# Seat decisions whose choice names a card the others may not see yet.
SECRET_KINDS = ("propose bill", "keep supporter")
TRACKER_LOW, TRACKER_HIGH, TRACKER_STEP = 150, 500, 10  # the Alternate Vote Tracker overlay


# --- card draws ------------------------------------------------------------------------------


@dataclass(frozen=True)
class DrawContext:
    """A table draw as the people at the table see it: what to ask, for whom, who may look."""

    question: str  # "Which Supporter did Benjamin Disraeli draw?"
    noun: str  # "Supporter", "Cross-Party bill", "Event", "Uncertainty card"
    seat: int | None  # whose card it becomes, when it is one seat's
    secret: bool  # only that seat's player may see it
    held: bool = False  # a Supporter a position says the seat holds without naming it: not drawn now


def held_from_position(game: "Game", decision: Decision) -> bool:
    """Is this draw one of the Supporters a position gives a seat without naming them? Those
    come first, before any choice (engine.position.unnamed_supporters)."""
    return (
        game.setup.position is not None
        and decision.kind is DecisionKind.DRAW_SUPPORTERS
        and all(r.owner == TABLE and r.kind is DecisionKind.DRAW_SUPPORTERS for r in game.log)
    )


def _pile(decision: Decision) -> str:
    if decision.deck is not None:
        return decision.deck
    return decision.kind[len("draw ") :] if decision.kind.startswith("draw ") else decision.kind


def deck_noun(game: "Game", decision: Decision) -> str:
    if decision.kind == DecisionKind.UNCERTAINTY:
        return "Uncertainty card"
    pile = _pile(decision)
    if pile == "supporters":
        return "Supporter"
    if pile == "events":
        return "Event"
    if pile in BILL_PILES:
        return f"{deck_title(pile)} bill"
    return "card"


def deck_cards(game: "Game", decision: Decision) -> list[str]:
    """Every card of the deck being drawn from, whether it can come up now or not."""
    if decision.kind == DecisionKind.UNCERTAINTY:
        return [str(u.number) for u in game.components.uncertainty]
    return deck_cards_of(game, _pile(decision)) or card_names(decision)


def deck_cards_of(game: "Game", pile: str) -> list[str]:
    """Every card of the pile named `pile` (supporters, events, a bill deck)."""
    components = game.components
    if pile == "supporters":
        return [s.name for s in components.supporters]
    if pile == "events":
        return [e.name for e in components.events]
    if pile in BILL_PILES:
        return [b.name for b in components.bills_in(BillDeck(pile))]
    return []


def other_decks(game: "Game", decision: Decision) -> dict[str, str]:
    """The cards of every other deck and what each is, to tell a card typed at the wrong draw."""
    components = game.components
    here = set(deck_cards(game, decision))
    out = {b.name: f"a {b.deck.title} bill" for b in components.bills}
    out.update({s.name: "a Supporter" for s in components.supporters})
    out.update({e.name: "an Event" for e in components.events})
    return {name: what for name, what in out.items() if name not in here}


def draw_context(game: "Game", decision: Decision) -> DrawContext:
    """Read from the draw: the deck and the seat the card goes to."""
    seat = decision.subject
    noun = deck_noun(game, decision)
    prompt = decision.prompt or decision.kind
    if decision.kind == DecisionKind.UNCERTAINTY:
        rest = prompt.split(" for ", 1)[1] if " for " in prompt else "this draw"
        return DrawContext(f"Which Uncertainty card came up for {rest}?", noun, None, False)
    if decision.kind in PUBLIC_DRAWS and noun == "Event":
        return DrawContext(
            f"Which Event did the PM, {game.state.pm.politician}, draw?", noun, game.state.pm.index, False
        )
    if seat is None:
        secret = decision.kind not in PUBLIC_DRAWS
        return DrawContext(f"Which {noun} was drawn ({prompt[:1].lower() + prompt[1:]})?", noun, None, secret)
    name = game.state.seats[seat].politician
    if decision.kind in (DecisionKind.DRAW_QUESTION_TIME_EVENT, DecisionKind.QUESTION_TIME):
        return DrawContext(f"Which Event did {name} draw for Question Time?", noun, seat, True)
    if held_from_position(game, decision):
        return DrawContext(
            f"Which Supporter does {name} hold (the position does not name it)?", noun, seat, True, held=True
        )
    # The PM's bills are revealed as they are drawn (5.1); every other seat's are hidden.
    secret = not (noun.endswith(" bill") and game.state.seats[seat].role is Role.PM)
    return DrawContext(f"Which {noun} did {name} draw?", noun, seat, secret)


def draw_question(game: "Game", decision: Decision) -> str:
    return draw_context(game, decision).question


def is_secret(game: "Game", decision: Decision) -> bool:
    """A typed decision the rest of the table should not see: a hidden card drawn, a bill
    proposed face down, a Supporter kept."""
    if decision.is_chance:
        return draw_context(game, decision).secret
    return decision.kind in SECRET_KINDS


def announce_lines(game: "Game", decision: Decision, automated: Iterable[int]) -> list[str]:
    """What is asked now, above the prompt."""
    automated = set(automated)
    if decision.is_chance:
        draw = draw_context(game, decision)
        names = card_names(decision)
        lines = [f"[bold]{escape(draw.question)}[/bold]"]
        if len(names) <= 6:
            lines.append(
                f"  {escape(counted(len(names), draw.noun))} can come up: " + ", ".join(escape(n) for n in names)
            )
        elif decision.kind == DecisionKind.UNCERTAINTY:
            lines.append(f"  {escape(PRINTED_HINT)} (? lists them)")
        else:
            lines.append(
                f"  {escape(counted(len(names), draw.noun))} can come up: type the name (a unique beginning is enough; "
                "Tab lists them, ? describes them)"
            )
        if draw.secret and draw.seat is not None and draw.seat not in automated and decision.deck in game.state.piles:
            # a person's card drawn face down: no list of names, no keyboard passing
            return [
                lines[0],
                "  [yellow]Face down: press Enter and it stays unknown until the rules show it "
                "(or its player types it, unseen).[/yellow]",
            ]
        if draw.secret and draw.seat is not None and draw.seat in automated:
            # a Clockwork seat's hidden card: the prompt names the deck; whoever keeps its cards types it
            name = game.state.seats[draw.seat].politician
            article = "an" if draw.noun[:1].lower() in "aeiou" else "a"
            if draw.held:  # joining from a position: a card it holds already, not one drawn now
                return [
                    f"[bold]Clockwork {escape(name)} holds {article} {escape(draw.noun)} the position does not name:[/bold] "
                    "whoever keeps its cards types its name.",
                    f"  [yellow]{escape(counted(len(names), draw.noun))} it can be (? lists them); what is typed is not "
                    "shown.[/yellow]",
                ]
            return [
                f"[bold]Clockwork {escape(name)} draws {article} {escape(draw.noun)}:[/bold] put it face down by its mat; "
                "whoever keeps its cards types its name.",
                f"  [yellow]{escape(counted(len(names), draw.noun))} can come up (? lists them); what is typed is not "
                "shown.[/yellow]",
            ]
        if draw.secret:
            lines.append("  [yellow]" + escape(secret_reminder(game, draw.seat, automated)) + "[/yellow]")
        return lines
    who = render.who(game, decision.owner)
    asked = decision.prompt or decision.kind
    name = game.state.seats[decision.owner].politician
    if asked.startswith(f"{name}: "):  # `W.E. Gladstone: 3 Action Cubes left`: the name is said already
        asked = asked[len(name) + 2 :]
    lines = [f"[bold]{escape(who)}[/bold] decides: {escape(asked)}"]
    if decision.kind in SECRET_KINDS:
        name = game.state.seats[decision.owner].politician
        lines.append(
            f"  [yellow]Only {escape(name)}'s player should look: ? lists the choices; what is typed is not shown.[/yellow]"
        )
    elif len(decision.choices) <= 6:
        lines.append("  choices: " + ", ".join(escape(str(c)) for c in decision.choices))
    else:
        lines.append(f"  {counted(len(decision.choices), 'choice')}: type ? to list them with what each would do")
    return lines


def secret_reminder(game: "Game", seat: int | None, automated: Iterable[int]) -> str:
    if seat is None:
        return (
            "Hidden card, drawn face down: whoever draws it types it without showing the others "
            "(what is typed is not shown)."
        )
    name = game.state.seats[seat].politician
    if seat in set(automated):
        return (
            f"Hidden card: {name} is a Clockwork seat; whoever keeps its cards looks at this one and types it "
            "(what is typed is not shown)."
        )
    return f"Hidden card: only {name}'s player should look. Pass them the keyboard; what they type is not shown."


_LEAD = re.compile(r"^(R\d+ |Odds |\s+why: |\s+-> |\s*)")  # what a wrapped line of a move goes under


def print_hanging(console: Console, markup: str) -> None:
    """One line of the moves at a table: a longer one wraps under its words, after its
    round (`R3 `), `Odds `, its `why: ` or its `-> `, not at column 0."""
    text = Text.from_markup(markup)
    render.print_hanging(console, text, len(_LEAD.match(text.plain).group(0)))  # type: ignore[union-attr]


# --- the running commentary -------------------------------------------------------------------


def record_text(
    game: "Game", record: "LogRecord", round_: int, who: str, draw: DrawContext | None, *, automated: bool
) -> str:
    """One applied choice as rich markup: a card recorded, a person's choice, or a
    Clockwork seat's instruction to carry out on the board with its reason."""
    head = f"[dim]R{round_}[/dim] "
    if record.owner == TABLE and isinstance(record.choice, Reveal):
        card = record.choice.card
        noun = draw.noun if draw else "Card"
        whose = f" for {game.state.seats[draw.seat].politician}" if draw and draw.seat is not None else ""
        shown_by_rule = any(
            card in named_cards(effect) for effect in record.happened
        )  # a QT By-Election: shown at once
        if draw is not None and draw.secret and not shown_by_rule:
            shown = (
                f"recorded, hidden (hand {draw.seat + 1} shows it to that player)"
                if draw.seat is not None
                else "recorded, hidden"
            )
            line = f"{escape(noun[:1].upper() + noun[1:])}{escape(whose)}: [italic]{shown}[/italic]"
        else:
            extra = ""
            if record.kind == DecisionKind.UNCERTAINTY:
                extra = f" [dim]({escape(describe_card(game, Decision(TABLE, record.kind, ()), record.choice))})[/dim]"
            line = f"{escape(noun[:1].upper() + noun[1:])}{escape(whose)}: [bold]{escape(card)}[/bold]{extra}"
    elif automated:
        # one plain line a person can carry out on the board, built from the move's records
        line = f"[bold]Clockwork[/bold] \u25ba [bold]{escape(order_line(game, record))}[/bold]"
        if record.reason:
            line += f"\n    [dim]why: {escape(shown_reason(game, record))}[/dim]"
        setup = setup_order(game, record)  # the next round's setup: its own line, not the move's
        return head + line + (f"\n[dim]R{round_ + 1}[/dim] {escape(setup)}" if setup else "")
    else:
        line = f"{escape(who)}: [bold]{escape(render.record_text(game, record, render.NOBODY))}[/bold]"
        if isinstance(record.choice, Answer):
            line += f" [dim]({escape(record.kind)})[/dim]"
    at = setup_at(record)
    begins = [f"[dim]R{round_ + 1}[/dim] {escape(setup_order(game, record))}"] if at < len(record.happened) else []
    return "\n".join(
        [
            head + line,
            *(f"    -> {escape(scenario_view.effect_text(game, effect))}" for effect in record.happened[:at]),
            *begins,
        ]
    )


def held_cards(game: "Game") -> set[str]:
    """Every card in a hand the shared screen may not name: Supporters held, bills drawn or
    proposed and not yet shown, cards drawn to choose from."""
    state = game.state
    shown = set(state.revealed) | {slot.name for _, slot in state.bills_on_board()}
    held = {card for seat in state.seats for card in seat.supporters}
    held |= {card for cards in state.hands.values() for card in cards}
    held |= {card for cards in state.proposals.values() for card in cards}
    return held - shown


def shown_reason(game: "Game", record: "LogRecord") -> str:
    """A Clockwork reason as the shared screen may show it: none for a choice that names a
    hidden card (a bill proposed face down), and no card still held named in it."""
    if not render.may_see(game, record, render.NOBODY):
        return "not shown: it names a card the table cannot see yet"
    reason = record.reason
    for card in sorted(held_cards(game), key=len, reverse=True):
        reason = reason.replace(card, "a card in hand")
    return reason


# --- odds ------------------------------------------------------------------------------------------


def election_text(game: "Game") -> str:
    state = game.state
    odds = election_odds_now(game)
    percent = 100 * odds.pm_keeps_office_cards / odds.total if odds.total else 0
    return (
        f"Election now: {state.government.title} Government {board.projected_seats(game, state.government)} seats, "
        f"PM keeps office {odds.pm_keeps_office_cards} in {odds.total} ({percent:.0f}%)"
    )


def odds_line(game: "Game", width: int | None = None, notes: tuple[str, str] = ("", "")) -> str:
    """The odds of a Vote on every bill and of an Election now, in one line of `width`
    columns (fewer words where the whole would wrap: the bills by number, the odds alone),
    with `notes` after it (in full, and short)."""
    full = [
        f"bill {index + 1} {slot.name} ({board.projected_votes(game, index)}): {vote_chance(game, index)}"
        for index, slot in game.state.bills_on_board()
    ]
    state = game.state
    odds = election_odds_now(game)
    percent = 100 * odds.pm_keeps_office_cards / odds.total if odds.total else 0
    short = []
    for index, _ in state.bills_on_board():
        chance = vote_chance(game, index)
        said = chance.split("(")[-1].rstrip(")") if "(" in chance else "certain" if "certain" in chance else "no Vote"
        short.append(f"{index + 1} ({board.projected_votes(game, index)}) {said}")
    seats = f"{state.government.title[:3]} Gov. {board.projected_seats(game, state.government)} seats"
    forms = [
        " \u00b7 ".join([*full, election_text(game)]) + notes[0],
        ("Votes " + ", ".join(short) + " \u00b7 " if short else "")
        + f"Election: {seats}, PM keeps office {percent:.0f}%"
        + notes[1],
        ("Votes " + ", ".join(short) + " \u00b7 " if short else "")
        + f"Election: PM keeps office {percent:.0f}%"
        + notes[1],
        ("Votes " + ", ".join(short) + " \u00b7 " if short else "") + f"Election: PM {percent:.0f}%" + notes[1],
    ]
    line = forms[0] if width is None else render.fitted(forms, width - len("Odds "))
    return "[cyan]Odds[/cyan] " + escape(line)


def odds_tails(game: "Game") -> list[str]:
    """The odds now for the toolbar, fullest first: a Vote on each bill, the PM keeping
    office in an Election held now."""
    votes, brief = [], []
    for index, _ in game.state.bills_on_board():
        chance = vote_chance(game, index)
        if "(" in chance:
            short = tiny = chance.split("(")[-1].rstrip(")")  # passes 9 in 18 (50%): 50%
        elif "certain" in chance:
            short, tiny = "certain", "sure"
        else:
            short, tiny = "no Vote", f"<{game.components.board.vote_minimum}"
        votes.append(f"{index + 1}: {short}")
        brief.append(f"{index + 1} {tiny}")
    odds = election_odds_now(game)
    percent = 100 * odds.pm_keeps_office_cards / odds.total if odds.total else 0
    bills = f"Votes {', '.join(votes)}" if votes else "no bills"
    few = f"Votes {', '.join(brief)}" if brief else "no bills"
    return [
        f"{bills} \u00b7 Election now: PM keeps office {percent:.0f}% \u00b7 ? choices \u00b7 help",
        f"{bills} \u00b7 Election now: PM keeps office {percent:.0f}%",
        f"{bills} \u00b7 Election: PM {percent:.0f}%",
        f"{few} \u00b7 PM {percent:.0f}%",
        f"Election: PM {percent:.0f}%",
    ]


# --- the board ------------------------------------------------------------------------------------


def tracker_lines(game: "Game", width: int = 200) -> list[str]:
    """The Alternate Vote Tracker: every bill's whole projection on one line, <150 to >500,
    two columns for every 10 Votes, or one where `width` is too narrow for two (80 columns)."""
    cells = (TRACKER_HIGH - TRACKER_LOW) // TRACKER_STEP + 1
    size = 2 if 8 + cells * 2 + 6 + 3 <= width else 1  # the row: labels, <150, the cells, >500, labels
    marks: dict[int, list[str]] = {}
    below: list[str] = []
    above: list[str] = []
    for index, _ in game.state.bills_on_board():
        votes = board.projected_votes(game, index)
        label = str(index + 1)
        if votes < TRACKER_LOW:
            below.append(label)
        elif votes > TRACKER_HIGH:
            above.append(label)
        else:
            marks.setdefault((votes - TRACKER_LOW) // TRACKER_STEP, []).append(label)
    rules = game.components.board
    thresholds = {(v - TRACKER_LOW) // TRACKER_STEP for v in (rules.vote_minimum, rules.vote_pass, rules.vote_certain)}
    line = []
    for cell in range(cells):
        here = marks.get(cell)
        mark = ("*" if len(here) > 1 else here[0]) if here else ("|" if cell in thresholds else "\u00b7")
        line.append(mark.ljust(size))
    left = ("".join(below) + " <150").rjust(7) + " "
    right = " >500 " + "".join(above)
    scale = [" "] * (cells * size + 4)
    for value in range(TRACKER_LOW, TRACKER_HIGH + 1, 50):
        at = (value - TRACKER_LOW) // TRACKER_STEP * size
        scale[at : at + 3] = list(str(value))
    legend = ", ".join(
        f"{index + 1} {slot.name} {board.projected_votes(game, index)}" for index, slot in game.state.bills_on_board()
    )
    heading = render.fitted(
        [
            f"Alternate Vote Tracker (| marks {rules.vote_minimum}: a Vote may be called, {rules.vote_pass}: passes, "
            f"{rules.vote_certain}: no Uncertainty card)",
            f"Alternate Vote Tracker (| at {rules.vote_minimum}: a Vote allowed, {rules.vote_pass}: passes, "
            f"{rules.vote_certain}: no card)",
        ],
        width,
    )
    return [
        heading,
        left + "".join(line).rstrip() + right,
        " " * 8 + "".join(scale).rstrip(),
        "  " + (legend or "no bills on the board"),
    ]


# each column's heading, and its short form where the full headings would not fit the screen
POOL_COLUMNS = (
    ("Pool", "Pool", "left"),
    ("VP", "VP", "right"),
    ("Seat, politician", "Seat, politician", "left"),
    ("Mat", "Mat", "left"),
    ("Played by", "By", "left"),
    ("Standing", "Stand", "right"),
    ("Favour", "Fav", "right"),
    ("Cubes", "Cubes", "right"),
    ("Supp.", "Sup", "right"),
    ("Bills", "Bills", "right"),
)


def pools_table(game: "Game", automated: Iterable[int], width: int | None = None) -> Table:
    """Each VP pool with its politicians: VP, Standing, Favour, cubes, cards held; in short
    headings, then short mats, where the full ones would be wider than `width` columns."""
    seats = set(automated)
    return render.first_fitting(lambda form: _pools_table(game, seats, form), width, forms=4)


def _pools_table(game: "Game", automated: set[int], form: int) -> Table:
    state = game.state
    tracked = scenario_view.vp_tracked(game)  # a scenario that keeps no VP: the sides, no VP column
    title = (
        f"VP pools ({scenario_view.victory_words(game)})"
        if tracked
        else "Sides (this scenario keeps no VP: its goal is under the board)"
    )
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=form > 0)
    short = form > 1
    for name, brief, justify in POOL_COLUMNS if tracked else POOL_COLUMNS[:1] + POOL_COLUMNS[2:]:
        table.add_column(brief if form else name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for pool, members in pools(state):
        for n, member in enumerate(members):
            seat = state.seats[member]
            bills = len(state.hands.get(str(member), []))
            mat = render.SHORT_ROLE[seat.role]
            name = render.short_name(seat.politician) if form > 2 else seat.politician
            table.add_row(
                pool if n == 0 else "",
                *([str(seat.vp)] if tracked else []),
                Text(f"{member + 1} {name}", style=render.PARTY_STYLE[seat.party]),
                (render.brief_mat(seat.role) if short else mat) + (", resigned" if seat.resigned else ""),
                "Clockwork" if member in automated else ("person" if short else "a person"),
                *render.marks(game, seat),
                str(seat.cubes),
                str(len(seat.supporters)),
                str(bills) if bills else "",
            )
    return table


def render_board(console: Console, game: "Game", automated: Iterable[int], odds: str | None = None) -> None:
    """The table's whole board, closed by the odds line (`odds`: that line as the session
    words it, with anything it adds)."""
    console.rule(render.status_line(game, console.width), style="dim")
    parts: list[object] = [render.sectors_and_parliament(game, console.width)]
    if game.state.board_is_empty:
        parts.append(Text("Bills on the board: none"))
    else:
        parts.append(render.bills_table(game))
    console.print(Group(*parts))  # type: ignore[arg-type]
    if game.state.rules.get("alternate_vote_tracker"):
        console.print(Text("\n".join(tracker_lines(game, console.width))))
    console.print(pools_table(game, automated, console.width))
    render.scenario_line(console, game)
    print_hanging(console, odds_line(game) if odds is None else odds)


# --- one seat's cards -----------------------------------------------------------------------------


def find_seat(game: "Game", text: str) -> int:
    """A seat by number (1-based) or any unique part of its politician's name."""
    seats = game.state.seats
    wanted = " ".join(text.split()).lower()
    if not wanted:
        raise SeatError(f"hand needs a seat: a number from 1 to {len(seats)} or a politician's name")
    if wanted.isdigit():
        if 1 <= int(wanted) <= len(seats):
            return int(wanted) - 1
        raise SeatError(f"there is no seat {wanted}: this game has seats 1 to {len(seats)}")
    matches = [s.index for s in seats if wanted in s.politician.lower()]
    if len(matches) == 1:
        return matches[0]
    names = ", ".join(s.politician for s in seats)
    if not matches:
        raise SeatError(f"{text.strip()!r} is not at this table ({names})")
    raise SeatError(f"{text.strip()!r} could be any of {', '.join(seats[m].politician for m in matches)}")


def render_hand(console: Console, game: "Game", seat: int) -> None:
    """Everything the app knows that seat holds, for that player's eyes; a card drawn face
    down and not named yet (engine.unknown) is shown as such."""
    hidden = {unknown.stand_in(game, card) for card in unknown.hidden(game)}
    state = game.state
    me = state.seats[seat]
    console.print(
        f"[yellow]{escape(me.politician)}'s cards: only {escape(me.politician)}'s player should look.[/yellow]"
    )
    known = [c for c in me.supporters if c not in hidden]
    face_down = len(me.supporters) - len(known)
    table = Table(
        title=f"Supporters of {me.politician} ({len(me.supporters)})",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("Supporter")
    table.add_column("Option 1")
    table.add_column("Option 2")
    for name in known:
        card = game.components.supporter(name)
        table.add_row(
            f"{card.name}, {card.descriptor}", *(f"{o.label}: {describe_effects(o.effects)}" for o in card.options)
        )
    for _ in range(face_down):
        table.add_row("(drawn face down, not named)", "", "")
    if not me.supporters:
        table.add_row("(none)", "", "")
    console.print(table)
    for label, key in (("Drawn, to choose from", f"choose:{seat}"), ("Bills in hand", str(seat))):
        cards = state.hands.get(key, [])
        if cards:
            named = [c for c in cards if c not in hidden]
            unnamed = len(cards) - len(named)
            console.print(f"{label}: " + escape(", ".join(named + ([f"{unnamed} drawn face down"] if unnamed else []))))
    questions = state.scenario_state.get("question_time", {}).get("held", {}).get(str(seat), [])
    if questions:
        console.print("Question Time cards: " + escape(", ".join(questions)))
