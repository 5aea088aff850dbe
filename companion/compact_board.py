"""The board in at most 20 lines of 80 columns, for a small terminal, and the choice
between it and the full board (`companion.render.render_board`). Where even that leaves the
question too little room (80x24), a short board of about 15 lines: the Sectors' points in
three lines beside the lead, the seats and the Government MPs.

    ─ Round 1 · Actions · Liberal Government · Pact in force ──────────────────────
    Sector        Liberal      Conservative Popularity  Lib 24, Con 30: Conservative lead 6
    Conservatives  2 ·●··      11 ····●···  Seats       Lib 321, Con 337
    ...
    1 Copyright Act (cross-party, A+30): 360 votes, passes for certain, 2 VP: ...
    # Politician              Party Mat          Standing Favour Cubes Sup Bills  VP
    ...

    ─ Round 1 · Actions · Liberal Gov. · Pact in force · Election Marker on board ─
         Cons Farm Gent Irel Libs MidC Scot Work Lead     Lib 24, Con 30: Con lead 6
    Lib     2    1    1    7    6    3    4    5 Seats    Lib 321, Con 337
    Con    11    5    3    3    0    3    4    3 Gov. MPs 330 = M 270 + P 60
    Election Marker on the board · Pact in force: all share VP · VP pools Pact 0
    ...

Every line is cut to the screen's width: nothing wraps.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from rich.console import Console

from companion import render, scenario_view
from companion.describe import lead_text, vote_chance
from companion.toolbar import below_prompt
from engine import SCENARIO6_DEDUCTION, Party, Sector, board, vp_pools as pools

if TYPE_CHECKING:
    from engine import Game

PARTY_SHORT = {Party.LIBERAL: "Lib", Party.CONSERVATIVE: "Con"}
SHORT_POOL = {"Government": "Gov", "Opposition": "Opp"}  # VP pools beside the Sectors, when all three are kept
LEFT = 40  # the Sectors take the left 40 columns, Parliament the rest


def _sector_lines(game: "Game") -> list[str]:
    head = f"{'Sector':<14}" + " ".join(f"{p.title:<12}" for p in Party)
    rows = [head]
    for sector in Sector:
        cells = []
        for party in Party:
            ladder = game.components.board.ladder(sector, party)
            index = game.state.position(sector, party)
            cells.append(
                f"{board.sector_points(game, sector, party):>2} {render.track(index, len(ladder.positions)):<9}"
            )
        rows.append(f"{sector.value:<13} " + " ".join(cells))
    return rows


def _parliament_lines(game: "Game", width: int = 80) -> list[str]:
    return [f"{label:<11} {value}" for label, value in _parliament_rows(game, width - LEFT - 12)]


def _parliament_rows(game: "Game", room: int) -> list[tuple[str, str]]:
    """Parliament's rows, each (label, value), the values fitted to `room` columns."""
    state = game.state
    seats = ", ".join(f"{PARTY_SHORT[p]} {board.projected_seats(game, p)}" for p in Party)
    counts = ", ".join(f"{PARTY_SHORT[p]} {board.popularity_points(game, p)}" for p in Party)
    leader, margin = board.lead(game)
    # Scenario 6: each party's seats less 40 after an Election
    fractured = (
        (f", {SCENARIO6_DEDUCTION} fewer each after an Election", f" (-{SCENARIO6_DEDUCTION} each)")
        if state.rules.get("fractured")
        else ("",)
    )
    rows = [
        (
            "Popularity",
            render.fitted(
                [
                    f"{counts}: {lead_text(game)}",
                    f"{counts}: {PARTY_SHORT[leader]} lead {margin}" if leader is not None else f"{counts}: tied",
                ],
                room,
            ),
        ),
        ("Seats", render.fitted([seats + fewer for fewer in fractured], room)),
        ("Gov. MPs", f"{board.government_mps(state)} = M {state.moderates} + P {state.partisans}"),
        ("Election", render.fitted([f"Marker {render.election_marker(game, short)}" for short in (False, True)], room)),
        ("Pact", "in force: all share VP" if state.pact else ("ended" if state.pact_in_game else "not in this game")),
    ]
    resigned = [s.politician for s in state.seats if s.resigned]
    if resigned:
        rows.append(("Resigned", ", ".join(resigned)))
    if state.father_of_the_house is not None:
        rows.append(("Father", state.seats[state.father_of_the_house].politician))
    if scenario_view.vp_tracked(game):
        held = [(name.split()[0], max(state.seats[m].vp for m in members)) for name, members in pools(state)]
        forms = [
            ", ".join(f"{name} {vp}" for name, vp in held),
            ", ".join(f"{SHORT_POOL.get(name, name)} {vp}" for name, vp in held),
        ]
        rows.append(("VP pools", render.fitted(forms, 80 - LEFT - 12)))
        rows.append(
            ("Victory", render.fitted([scenario_view.victory_words(game, short) for short in (False, True)], room))
        )
    if game.state.scenario != "standard":
        rows += [(label, render.fitted(forms, room)) for label, forms in scenario_view.progress_rows(game)] or [
            ("Scenario", "briefing: its goal and rules")
        ]
    return rows


DECK_SHORT = {"Cross-Party": "Cross", "Liberal": "Lib", "Conservative": "Con"}


def bill_lines(game: "Game", width: int | None = None) -> list[str]:
    """A line a bill; where a whole line is wider than `width`, the deck and the odds in
    short (`Con, A+20`, `50%`) so that its effects keep their room, on every bill's line
    alike (one list, one way of writing it)."""
    if game.state.board_is_empty:
        return ["Bills on the board: none"]
    every = []
    for index, slot in game.state.bills_on_board():
        bill = game.components.bill(slot.name)
        label = scenario_view.icon_label(game, slot.name, slot.adjustment)
        debate = f" +{len(slot.debate_cards)} Debate" if slot.debate_cards else ""
        vp, effects = scenario_view.bill_terms(game, slot.name)
        votes, chance = board.projected_votes(game, index), vote_chance(game, index)
        tail = ("" if vp == "no VP kept" else f", {scenario_view.vp_words(vp)}") + (
            "" if effects == "nothing" else f": {effects}"
        )
        short = (
            chance.split("(")[-1].rstrip(")")
            if "(" in chance
            else "no Vote"
            if chance.startswith("no Vote")
            else chance.replace("passes for ", "")
        )
        head = f"{index + 1} {slot.name}{debate}"
        forms = [
            f"{head} ({bill.deck.title}, {label}): {votes} votes, {chance}{tail}",
            f"{head} ({DECK_SHORT.get(bill.deck.title, bill.deck.title)}, {label}): {votes} votes, {chance}{tail}",
            f"{head} ({DECK_SHORT.get(bill.deck.title, bill.deck.title)}, {label}): {votes}, {short}{tail}",
        ]
        every.append(forms)  # a game without VP says so once, in its Goal
    if width is None:
        return [forms[0] for forms in every]
    shortest = max(next((i for i, form in enumerate(forms) if len(form) <= width), len(forms) - 1) for forms in every)
    return [render.fitted(forms[shortest:], width) for forms in every]


def politician_lines(game: "Game", human: int | None) -> list[str]:
    state = game.state

    def row(*cells: object) -> str:  # 80 columns: the name gets what the numbers leave
        number, name, party, mat, standing, favour, cubes, sup, bills, vp = (str(c) for c in cells)
        return (
            f"{number} {name[:27]:<27} {party:<5} {mat:<11} {standing:>5} {favour:>6} {cubes:>5} {sup:>3} "
            f"{bills:>5} {vp:>3}"
        )

    tracked = scenario_view.vp_tracked(game)  # a scenario that keeps no VP: no VP column
    rows = [row("#", "Politician", "Party", "Mat", "Stand", "Favour", "Cubes", "Sup", "Bills", "VP" if tracked else "")]
    for seat in state.seats:
        name = seat.politician + (" (you)" if seat.index == human else "")
        mat = "Resigned" if seat.resigned else render.brief_mat(seat.role)  # the mat column's 11 characters
        bills = len(state.hands.get(str(seat.index), []))
        rows.append(
            row(
                seat.index + 1,
                name,
                PARTY_SHORT[seat.party],
                mat,
                *render.marks(game, seat),
                seat.cubes,
                len(seat.supporters),
                bills or "",
                seat.vp if tracked else "",
            )
        )
    return rows


def supporters_line(game: "Game", human: int | None) -> list[str]:
    if human is None or not 0 <= human < len(game.state.seats):
        return []
    names = game.state.seats[human].supporters
    return [
        "Your Supporters: " + (", ".join(names) if names else "none") + ("  (? lists what each does)" if names else "")
    ]


def compact_lines(game: "Game", human: int | None, width: int = 80) -> list[str]:
    """The compact board as plain lines (the status rule not included), its words fitted to
    `width` columns."""
    left, right = _sector_lines(game), _parliament_lines(game, width)
    rows = [
        f"{(left[i] if i < len(left) else ''):<{LEFT}}{right[i] if i < len(right) else ''}".rstrip()
        for i in range(max(len(left), len(right)))
    ]
    return rows + bill_lines(game, width) + politician_lines(game, human) + supporters_line(game, human)


SECTOR_SHORT = {
    Sector.CONSERVATIVES: "Cons",
    Sector.FARMERS: "Farm",
    Sector.GENTRY: "Gent",
    Sector.IRELAND: "Irel",
    Sector.LIBERALS: "Libs",
    Sector.MIDDLE_CLASS: "MidC",
    Sector.SCOTLAND: "Scot",
    Sector.WORKERS: "Work",
}
GRID = 4 + 5 * len(Sector)  # the Sectors' points in a grid: the party, then five columns a Sector
STACKED = {"Popularity": "Lead", "Seats": "Seats", "Gov. MPs": "Gov. MPs"}  # beside the grid, and their names there


def short_lines(game: "Game", human: int | None, width: int = 80) -> list[str]:
    """The board for a short screen (80x24): the Sectors' points in three lines (no tracks)
    beside the lead, the projected seats and the Government MPs; Parliament's other rows
    run on in at most two lines; then the bills and the politicians as on the compact board."""
    grid = ["    " + "".join(f"{SECTOR_SHORT[sector]:>5}" for sector in Sector)]
    grid += [
        f"{PARTY_SHORT[party]:<4}" + "".join(f"{board.sector_points(game, sector, party):>5}" for sector in Sector)
        for party in Party
    ]
    room = width - GRID - 1 - 9  # beside the grid, after a row's name
    rows = dict(_parliament_rows(game, room))
    lines = [f"{line} {STACKED[label]:<8} {rows[label]}".rstrip() for line, label in zip(grid, STACKED)]
    rest = [(label, value) for label, value in rows.items() if label not in STACKED]
    packed = _packed([f"{label} {value}" for label, value in rest], width)
    if len(packed) > 2:  # the words of victory go first: they never change
        packed = _packed([f"{label} {value}" for label, value in rest if label != "Victory"], width)
    return lines + packed[:2] + bill_lines(game, width) + politician_lines(game, human) + supporters_line(game, human)


def _packed(parts: list[str], width: int) -> list[str]:
    """`parts` joined by ` · ` into as few lines of `width` columns as they go in."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 3 + len(part) <= width:
            lines[-1] += f" \u00b7 {part}"
        else:
            lines.append(part)
    return lines


def render_compact(console: Console, game: "Game", human: int | None, short: bool = False) -> None:
    """The compact board (`short`: the board for a short screen), each line cut to the width."""
    console.rule(render.status_line(game, console.width), style="dim")
    for line in (short_lines if short else compact_lines)(game, human, console.width):
        console.print(line, no_wrap=True, overflow="ellipsis", crop=True, markup=False, highlight=False)


def spare_lines(height: int | None) -> int:
    """The rows below a board: the question and its choices, the prompt, and what the
    prompt keeps below it (the menu's rows, the toolbar: `companion.toolbar`)."""
    return 3 + below_prompt(height)


def full_fits(console: Console, game: "Game", human: int | None) -> bool:
    """Does the full board fit this screen with room for the question below it?"""
    if console.width < 100:
        return False
    written = io.StringIO()
    render.render_board(Console(file=written, width=console.width, highlight=False), game, human)
    return len(written.getvalue().splitlines()) + spare_lines(console.height) <= console.height


def compact_fits(console: Console, game: "Game", human: int | None, below: int = 0) -> bool:
    """Does the compact board (its rule too, and `below` lines after it) fit this screen
    with room for the question?"""
    return 1 + len(compact_lines(game, human, console.width)) + below + spare_lines(console.height) <= console.height


def render_board(console: Console, game: "Game", human: int | None, size: str = "") -> None:
    """The board as `size` asks ("full" or "compact"), else the largest that fits: the full
    one, the compact one, or on a short screen (80x24) the short one."""
    if size == "full" or (size != "compact" and full_fits(console, game, human)):
        render.render_board(console, game, human)
    else:
        render_compact(console, game, human, short=size != "compact" and not compact_fits(console, game, human))
