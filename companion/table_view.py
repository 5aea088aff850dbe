"""What the shared screen at a physical table shows (`prime-minister assist`): the board
with the VP pools and the Alternate Vote Tracker, what is asked now, and the moves' lines
wrapped under their words.

The people play on the real board; the screen mirrors it for everyone at once, so it shows
no hand: hidden cards are recorded but not shown (`hand SEAT`, `companion.hand_view`, shows
one seat's cards to its player). Pure functions of the game that return text or print to
the `Console` they are given, like `companion.render`, whose tables they reuse (the draws
are read in `companion.card_draws`, the moves worded in `companion.table_commentary`, the
odds in `companion.table_odds`).
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
from companion.card_draws import SECRET_KINDS, draw_context
from companion.completion import card_names
from companion.table_odds import odds_line
from companion.uncertainty_entry import PRINTED_HINT
from engine import Decision, DecisionKind, board, vp_pools as pools
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game

TRACKER_LOW, TRACKER_HIGH, TRACKER_STEP = 150, 500, 10  # the Alternate Vote Tracker overlay


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
