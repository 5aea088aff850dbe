"""Rich rendering of the board for the play session (`board`): the Sectors, Parliament, the
bills, the politicians, the VP pools, a scenario's goal and the seat's Supporters; and the
words and fitting to the screen's width that every screen of the app shares (the log is
`companion.game_log`, the odds `companion.odds_now`, the end `companion.game_end`, the `?`
list `companion.choices_list`). Pure functions of the game that print to the `Console` they
are given (never one of their own)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Callable, Iterable

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from companion import scenario_view
from companion.describe import lead_text, vote_chance
from engine import TABLE, Party, Phase, Role, Sector, board, describe_effects, untracked, vp_pools as pools
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, SeatState

PHASES = {
    Phase.ROUND_SETUP: "Round Setup",
    Phase.BILL_SELECTION: "Bill Selection",
    Phase.ACTIONS: "Actions",
    Phase.BILL_RESOLUTION: "Bill Resolution",
    Phase.CHALLENGES: "Challenges",
    Phase.ELECTION: "Election",
    Phase.GAME_OVER: "Game Over",
}
SHORT_ROLE = {
    Role.PM: "PM",
    Role.OPPOSITION_LEADER: "Opp. Leader",
    Role.GOVERNMENT_BACKBENCHER: "Gov. Backbencher",
    Role.OPPOSITION_BACKBENCHER: "Opp. Backbencher",
}
PARTY_STYLE = {Party.LIBERAL: "yellow", Party.CONSERVATIVE: "blue"}
RULE_ENDS = 4  # the columns a rule keeps around its title ("\u2500 " and " \u2500")


def print_hanging(console: Console, text: Text, lead: int) -> None:
    """`text` on its line; where it is wider than the screen, its lines after the first
    wrap under its words after the first `lead` characters (a move's `#12 `), not at
    column 0. A line that fits is printed as it is."""
    if not lead or text.cell_len <= console.width:
        console.print(text)
        return
    head, body = text.divide([lead])
    line = Table.grid()
    line.add_column(no_wrap=True)
    line.add_column()
    line.add_row(head, body)
    console.print(line)


def fitted(forms: Iterable[str], width: int) -> str:
    """The first of `forms` (longest and fullest first) that fits `width` columns, else the
    last cut with an ellipsis: a toolbar line that never runs off an 80-column screen."""
    last = ""
    for last in forms:
        if len(last) <= width:
            return last
    return last[: max(width - 1, 0)] + "\u2026"


def who(game: "Game", seat: int) -> str:
    """`W.E. Gladstone (PM)`: the politician and the mat they hold now (`Table` for the table's own entries)."""
    if seat == TABLE:
        return "Table"
    s = game.state.seats[seat]
    return f"{s.politician} ({SHORT_ROLE[s.role]}{', resigned' if s.resigned else ''})"


def track(index: int, length: int) -> str:
    return "".join("\u25cf" if i == index else "\u00b7" for i in range(length))


def election_marker(game: "Game", short: bool = False) -> str:
    """Where the Election Marker is; `short`, in fewer words (beside the Sectors at 80 columns)."""
    state = game.state
    if not state.election_marker_in_game:
        return "not in this game"
    if not state.election_marker:
        return "off till an Election" if short else "removed (returns after the next Election)"
    lock = game.components.board.election_marker_lock
    if state.pm.vp >= lock:
        return f"on, locked (PM {lock}+ VP)" if short else f"on the board (locked: PM at {lock}+ VP)"
    return "on the board"


def status_line(game: "Game", width: int | None = None) -> str:
    """The line over the board: the round, the phase, the Government, the Pact and the
    Election Marker, in shorter words where `width` (the rule's whole width, its ends
    included) is too narrow for the full line; never cut while 80 columns hold it."""
    state = game.state
    pact = "Pact in force" if state.pact else ("Pact ended" if state.pact_in_game else "no Pact")
    marker = election_marker(game)
    short = (
        "not in game"
        if not state.election_marker_in_game
        else "removed"
        if not state.election_marker
        else "locked"
        if state.pm.vp >= game.components.board.election_marker_lock
        else "on board"
    )
    phase, party = PHASES[state.phase], state.government
    forms = (
        f"Round {state.round} \u00b7 {phase} \u00b7 {party.title} Government \u00b7 {pact} \u00b7 Election Marker {marker}",
        f"Round {state.round} \u00b7 {phase} \u00b7 {party.title} Gov. \u00b7 {pact} \u00b7 Election Marker {short}",
        f"Round {state.round} \u00b7 {phase} \u00b7 {party.title} Gov. \u00b7 {pact} \u00b7 Marker {short}",
        f"Round {state.round} \u00b7 {phase} \u00b7 {party.title[:3]} Gov. \u00b7 {pact} \u00b7 Marker {short}",
        f"R{state.round} \u00b7 {phase} \u00b7 {party.title[:3]} Gov. \u00b7 {pact} \u00b7 Marker {short}",
    )
    return forms[0] if width is None else fitted(forms, width - RULE_ENDS)


# --- the board ----------------------------------------------------------------------------


def sectors_table(game: "Game") -> Table:
    table = Table(
        title="Sectors: Popularity points and track", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False
    )
    table.add_column("Sector")
    for party in Party:
        table.add_column(party.title, justify="left", style=PARTY_STYLE[party])
    for sector in Sector:
        cells = []
        for party in Party:
            ladder = game.components.board.ladder(sector, party)
            index = game.state.position(sector, party)
            cells.append(f"{board.sector_points(game, sector, party):>3} {track(index, len(ladder.positions))}")
        table.add_row(sector.value, *cells)
    table.add_row("Total", *(f"{board.popularity_points(game, p):>3}" for p in Party), style="bold")
    return table


def parliament_table(game: "Game") -> Table:
    state = game.state
    table = Table(title="Parliament", title_justify="left", box=box.SIMPLE_HEAD, show_header=False, pad_edge=False)
    table.add_column(style="bold")
    table.add_column()
    table.add_row("Popularity", lead_text(game))
    table.add_row("Projected seats", ", ".join(f"{p.title} {board.projected_seats(game, p)}" for p in Party))
    table.add_row("Government MPs", f"A {board.government_mps(state)} = M {state.moderates} + P {state.partisans}")
    table.add_row("Election Marker", election_marker(game))
    table.add_row(
        "Pact",
        "in force: everyone shares VP" if state.pact else ("ended" if state.pact_in_game else "not in this game"),
    )
    resigned = [s.politician for s in state.seats if s.resigned]
    if resigned:
        table.add_row("Resignation", f"{', '.join(resigned)} resigned: scores alone")
    elif any(s.role is Role.GOVERNMENT_BACKBENCHER for s in state.seats):
        table.add_row(
            "Resignation",
            "available to the Government Backbencher" if state.resignation_in_game else "not in this game",
        )
    if state.father_of_the_house is not None:
        table.add_row("Father of the House", state.seats[state.father_of_the_house].politician)
    return table


def bills_table(game: "Game") -> Table:
    table = Table(title="Bills on the board", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for name, justify in (
        ("#", "right"),
        ("Bill", "left"),
        ("Deck", "left"),
        ("Proj.", "left"),
        ("Votes", "right"),
        ("Vote now", "left"),
        ("VP", "right"),
        ("If passed", "left"),
    ):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for index, slot in game.state.bills_on_board():
        bill = game.components.bill(slot.name)
        label = scenario_view.icon_label(game, slot.name, slot.adjustment)
        debate = f" +{counted(len(slot.debate_cards), 'Debate Card')}" if slot.debate_cards else ""
        vp, effects = scenario_view.bill_terms(game, slot.name)
        table.add_row(
            str(index + 1),
            slot.name + debate,
            bill.deck.title,
            label,
            str(board.projected_votes(game, index)),
            vote_chance(game, index),
            vp,
            effects,
        )
    return table


def fits(table: Table, width: int | None) -> bool:
    """Does `table` fit `width` columns (None: any width) without cutting a word?"""
    return width is None or Console(file=io.StringIO(), width=10_000).measure(table).maximum <= width


def marks(game: "Game", seat: "SeatState") -> tuple[str, str]:
    """A politician's Standing and Favour for a board's columns; a dash for each where the
    scenario keeps none for him (scenario 7's Devonshire)."""
    if untracked(game, seat):
        return "\u2014", "\u2014"
    return str(seat.standing), str(seat.favour)


def brief_mat(role: Role) -> str:
    """A mat in a narrow column: "Gov. Backb."."""
    return SHORT_ROLE[role].replace("Backbencher", "Backb.")


# each column's heading, and its short form where the full headings would not fit the screen
POLITICIAN_COLUMNS = (
    ("Seat", "#", "right"),
    ("Politician", "Politician", "left"),
    ("Party", "Party", "left"),
    ("Mat", "Mat", "left"),
    ("Standing", "Stand", "right"),
    ("Favour", "Fav", "right"),
    ("Cubes", "Cubes", "right"),
    ("Supporters", "Sup", "right"),
    ("Bills", "Bills", "right"),
    ("VP", "VP", "right"),
)


def first_fitting(build: Callable[[int], Table], width: int | None, forms: int = 3) -> Table:
    """`build(0)`, the full table, if it fits `width` columns, else the first of `build(1)`
    (short headings, two spaces between columns), `build(2)` (short values too) that fits,
    else the last."""
    for form in range(forms):
        table = build(form)
        if fits(table, width):
            break
    return table


def politicians_table(game: "Game", human: int | None, width: int | None = None) -> Table:
    """The seats: in short headings, then short mats and parties, then the names a table
    calls the politicians by, where the full ones would be wider than `width`."""
    return first_fitting(lambda form: _politicians_table(game, human, form), width, forms=4)


def _politicians_table(game: "Game", human: int | None, form: int) -> Table:
    state = game.state
    table = Table(
        title="Politicians", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=form > 0
    )
    tracked = scenario_view.vp_tracked(game)  # a scenario that keeps no VP: no VP column
    for name, brief, justify in POLITICIAN_COLUMNS[: None if tracked else -1]:
        table.add_column(brief if form else name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    for seat in state.seats:
        you = " (you)" if seat.index == human else ""
        bills = len(state.hands.get(str(seat.index), []))
        short = form > 1
        party = seat.party.title[:3] if short else seat.party.title
        name = short_name(seat.politician) if form > 2 else seat.politician
        table.add_row(
            str(seat.index + 1),
            name + you,
            Text(party, style=PARTY_STYLE[seat.party]),
            (brief_mat(seat.role) if short else SHORT_ROLE[seat.role]) + (", resigned" if seat.resigned else ""),
            *marks(game, seat),
            str(seat.cubes),
            str(len(seat.supporters)),
            str(bills) if bills else "",
            *([str(seat.vp)] if tracked else []),
            style="bold" if seat.index == human else None,
        )
    return table


def pools_line(game: "Game") -> str:
    state = game.state
    parts = []
    for name, members in pools(state):
        vp = max(state.seats[m].vp for m in members)
        names = ", ".join(state.seats[m].politician for m in members)
        parts.append(f"{name} ({names}): {vp} VP")
    return "VP pools: " + " | ".join(parts) + f"   ({scenario_view.victory_words(game)})"


def supporters_table(game: "Game", seat: int) -> Table:
    me = game.state.seats[seat]
    table = Table(
        title=f"Your Supporters ({len(me.supporters)})", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False
    )
    table.add_column("Supporter")
    table.add_column("Option 1")
    table.add_column("Option 2")
    for name in me.supporters:
        card = game.components.supporter(name)
        table.add_row(
            f"{card.name}, {card.descriptor}", *(f"{o.label}: {describe_effects(o.effects)}" for o in card.options)
        )
    if not me.supporters:
        table.add_row("(none)", "", "")
    return table


def scenario_line(console: Console, game: "Game") -> None:
    """Under a board: the scenario, where its goal stands, and the word that tells it all."""
    if game.state.scenario == "standard":
        return
    title = scenario_view.title(game)
    now = scenario_view.progress(game)
    forms = [f"{title}: {now[0]} (type briefing for its goal and rules)"] if now else []
    forms += [f"{title}: {form}" for form in now] + [f"{title}: type briefing for its goal and rules"]
    console.print(fitted(forms, console.width), markup=False, highlight=False)


def short_name(politician: str) -> str:
    """The name a table calls a politician by (`Salisbury`, `Peel`), for a narrow column."""
    from companion.orders import short

    return short(politician)


def sectors_and_parliament(game: "Game", width: int | None) -> "Table | Group":
    """The Sectors beside Parliament, or above it where the two side by side would be wider
    than `width` (no heading or value cut: `board full` at 80 columns)."""
    top = Table.grid(padding=(0, 4))
    top.add_row(sectors_table(game), parliament_table(game))
    if fits(top, width):
        return top
    return Group(sectors_table(game), parliament_table(game))


def render_board(console: Console, game: "Game", human: int | None) -> None:
    console.rule(status_line(game, console.width), style="dim")
    parts: list[object] = [sectors_and_parliament(game, console.width)]
    if game.state.board_is_empty:
        parts.append(Text("Bills on the board: none"))
    else:
        parts.append(bills_table(game))
    parts.append(politicians_table(game, human, console.width))
    console.print(Group(*parts))  # type: ignore[arg-type]
    if scenario_view.vp_tracked(game):
        console.print(pools_line(game))
    scenario_line(console, game)
    if human is not None:
        if game.state.seats[human].supporters:
            console.print(supporters_table(game, human))
        else:
            console.print("Your Supporters: none")
