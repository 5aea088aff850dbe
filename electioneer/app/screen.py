"""What the screen shows of a game, from one view (`game.view(party)`, or `view(None)` at a
table): the constituency line with its issues and standings, the books, a hand, the choices
with what each would do, a week's count and election day.

Everything here reads a `PartyView` and nothing else, so a screen can never show what its
viewer may not know. Every line fits 80 columns (the board is 78 wide with five parties).

The board, one row a constituency in the order of the line:

     Constituency          Issues           CON    LAB    LD     Seat
   1 Islington North       Health Taxes     5 +1   6      0 +7   LAB
   2>Bath                  Growth Defence   ...                       (this week's)
   3 Clacton               ? ?                                        (face down)

Each party's cell is its manifesto's total on the seat's issues and, where it does not hold
the seat, what it needs to take it (`+1`: one point more, counting the tie order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from electioneer.rules import (
    ISSUES,
    WEEKS,
    Choice,
    ChoosePolicy,
    DropPolicy,
    Pass,
    Peek,
    PlaceIssues,
    PlayTheatric,
    Policy,
    ReturnPolicy,
    Swap,
    money,
    needs,
    total,
)
from electioneer.rules.choices import Card

if TYPE_CHECKING:
    from electioneer.rules import ElectionResult, PartyView, WeekCount

SHORT = {
    "Growth": "Growth",
    "Healthcare": "Health",
    "Immigration": "Immigr",
    "Housing": "Housing",
    "Taxes": "Taxes",
    "Defence": "Defence",
    "Environment": "Environ",
}
NAME_WIDTH = 20
ISSUES_WIDTH = 15
CELL = 7


def short_issue(issue: str | None) -> str:
    return "?" if issue is None else SHORT.get(issue, issue[:7])


def fit(text: str, width: int) -> str:
    """`text` in `width` columns, cut with an ellipsis when longer."""
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def policies(view: "PartyView", names: Sequence[str]) -> list[Policy]:
    return [view.cards.policy(name) for name in names]


def manifestos(view: "PartyView") -> dict[str, list[Policy]]:
    """Each party's manifesto as the viewer knows it (the policies revealed)."""
    return {party: policies(view, names) for party, names in view.manifestos}


def policy_words(policy: Policy) -> str:
    """`Healthcare +4, Taxes +1; costs 2`."""
    scores = ", ".join(f"{issue} {points:+d}" for issue, points in policy.scores)
    cash = (
        f"costs {-policy.money}"
        if policy.money < 0
        else f"saves {policy.money}"
        if policy.money > 0
        else "costs nothing"
    )
    return f"{scores}; {cash}"


def books_words(amount: int) -> str:
    """A manifesto's books in words: `saves 2`, `short 3`, `even`."""
    return f"saves {amount}" if amount > 0 else f"short {-amount}" if amount < 0 else "even"


def title(view: "PartyView") -> str:
    """The line above the board: the week, this week's constituency and its issues, who you are."""
    if view.result is not None:
        head = "Election day: the count"
    elif view.phase.value == "election day":
        head = "Election day: balancing the books"
    elif view.week and view.current is not None:
        seat = view.current
        known = " and ".join(i for i in seat.issues if i) or "issues not yet turned over"
        head = f"Week {view.week} of {WEEKS} \u00b7 {seat.name}: {known}"
    else:
        head = "Setting up: the constituencies are dealt"
    you = f"You: {view.party}" if view.party else "At the table"
    return f"{fit(head, 78 - len(you))}{' ' * max(2, 78 - len(head) - len(you))}{you}"


def board(console: Console, view: "PartyView", counts: bool = False) -> None:
    """The constituency line with issues and standings, then the books; with `counts` (the
    board asked for), the cards each party holds and the deck's size too."""
    console.print(Text(title(view), style="bold"))
    parties = view.parties
    held = manifestos(view)
    header = (
        f"{'':3}{'Constituency':<{NAME_WIDTH}} {'Issues':<{ISSUES_WIDTH}} "
        + "".join(f"{party:<{CELL}}" for party in parties)
        + "Seat"
    )
    console.print(Text(header, style="dim"))
    for number, seat in enumerate(view.line, 1):
        mark = ">" if view.current is not None and seat.name == view.current.name else " "
        line = Text(f"{number:>2}{mark}{fit(seat.name, NAME_WIDTH):<{NAME_WIDTH}} ")
        shown = " ".join(short_issue(i) for i in seat.issues) if seat.issues else "? ?"
        line.append(f"{shown:<{ISSUES_WIDTH}} ", style="" if seat.revealed else "dim italic")
        if seat.issues and all(seat.issues):
            issues = [i for i in seat.issues if i]
            constituency = view.cards.constituency(seat.name)
            short = needs(constituency, issues, held)
            holder = next((p for p in parties if short[p] == 0), "")
            for party in parties:
                points = total(held[party], issues)
                cell = f"{points}" if short[party] == 0 else f"{points} +{short[party]}"
                line.append(f"{cell:<{CELL}}", style="bold" if party == holder else "")
            line.append(holder, style="bold")
        console.print(line, no_wrap=True, overflow="ellipsis")
    console.print(books_line(view), no_wrap=True, overflow="ellipsis")
    if counts:
        console.print(cards_line(view), no_wrap=True, overflow="ellipsis")


def books_line(view: "PartyView") -> Text:
    """`Books  CON saves 2 · LAB short 3 · LD even` for the manifestos revealed."""
    line = Text("Books  ", style="dim")
    for number, (party, names) in enumerate(view.manifestos):
        amount = money(policies(view, names))
        if number:
            line.append(" \u00b7 ", style="dim")
        line.append(f"{party} {books_words(amount)}", style="red" if amount < 0 else "")
    return line


def cards_line(view: "PartyView") -> Text:
    """`Cards  theatrics CON 1 · LAB 2 · policy deck 14 (2 put back)`: what every party can
    count of the cards held and the deck (names never)."""
    held = " \u00b7 ".join(f"{party} {count}" for party, count in view.theatrics_held)
    back = f" ({view.under_deck} put back)" if view.under_deck else ""
    return Text(f"Cards  theatrics {held} \u00b7 policy deck {view.deck_size}{back}", style="dim")


def hand(console: Console, view: "PartyView") -> None:
    """The viewer's own cards: the policy face down this week, the policies in hand (each with
    what it scores and costs) and the theatrics by name (`?` says what each does)."""
    if view.party is None:
        return
    if view.face_down:
        console.print(
            f"Face down this week: [bold]{escape(view.face_down)}[/bold] "
            f"({escape(policy_words(view.cards.policy(view.face_down)))})",
            no_wrap=True,
            overflow="ellipsis",
        )
    if view.hand or view.theatrics:
        theatrics = f" (theatrics: {', '.join(view.theatrics)})" if view.theatrics else ""
        console.print(Text(fit(f"Your hand{theatrics}", 79), style="dim"), no_wrap=True)
    for name in view.hand:
        console.print(
            f"  [bold]{escape(name)}[/bold]: {escape(policy_words(view.cards.policy(name)))}",
            no_wrap=True,
            overflow="ellipsis",
        )


def manifesto_lines(view: "PartyView", party: str) -> list[str]:
    """A party's revealed manifesto, one policy a line, and its books."""
    names = dict(view.manifestos).get(party, ())
    lines = [
        f"{party}: {len(names)} {'policy' if len(names) == 1 else 'policies'}, "
        f"books {books_words(money(policies(view, names)))}"
    ]
    lines += [f"  {name}: {policy_words(view.cards.policy(name))}" for name in names]
    return lines


def needs_lines(view: "PartyView", party: str) -> list[str]:
    """What `party` needs to take each seat whose issues are known."""
    held = manifestos(view)
    out = []
    for seat in view.line:
        if not seat.issues or not all(seat.issues):
            continue
        issues = [i for i in seat.issues if i]
        short = needs(view.cards.constituency(seat.name), issues, held)[party]
        out.append(f"  {seat.name}: " + ("held" if short == 0 else f"+{short} on {' and '.join(issues)}"))
    return out


def week_count(count: "WeekCount", view: "PartyView") -> str:
    """`Week 3, Bath (Growth, Defence): LAB +5 wins; CON +5, LD +2 (a tie: Bath prefers LAB)`."""
    scores = dict(count.scores)
    others = ", ".join(f"{p} {s:+d}" for p, s in count.scores if p != count.winner)
    tied = [p for p, s in count.scores if s == scores[count.winner] and p != count.winner]
    why = f" (a tie: {count.constituency} prefers {count.winner})" if tied else ""
    return f"{count.winner} {scores[count.winner]:+d} wins {count.constituency}; {others}{why}"


def election_lines(result: "ElectionResult") -> list[str]:
    """Election day: each seat, the seats, the government and who won."""
    lines = [f"  {name}: {party}" for name, party in result.winners]
    seats = ", ".join(f"{party} {count}" for party, count in result.seats)
    lines.append(f"Seats: {seats}")
    government = result.government
    if government.outcome.value == "majority":
        lines.append(f"Government: {government.leader}, with a majority")
    else:
        partners = " and ".join(government.parties[1:])
        lines.append(
            f"Government: a coalition led by {government.leader} with {partners} (formed on {government.issue})"
        )
    lines += [f"  {party}: {standing.value}" for party, standing in result.standings]
    return lines


def describe(choice: Choice, view: "PartyView", owner: str | None = None) -> str:
    """What a choice would do, in a line, from what the viewer knows (for `owner`, the party
    deciding, where it differs from the viewer: at a table)."""
    if isinstance(choice, (ChoosePolicy, ReturnPolicy, DropPolicy)):
        policy = view.cards.policy(choice.policy)
        words = policy_words(policy)
        if isinstance(choice, ChoosePolicy) and view.current is not None:
            issues = [i for i in view.current.issues if i]
            words += f"; {policy.on(tuple(issues)):+d} this week"
        if isinstance(choice, DropPolicy) and view.party is not None:
            kept = [n for n in view.manifesto(view.party) if n != choice.policy and n not in view.dropped]
            words += f"; books then {books_words(money(policies(view, kept)))}"
        return words
    if isinstance(choice, Swap):
        return swap_words(choice, view, owner)
    if isinstance(choice, PlaceIssues):
        return place_words(choice, view)
    if isinstance(choice, PlayTheatric):
        card = view.cards.theatric(choice.theatric)
        return card.words() + (f", on {choice.target}" if choice.target else "")
    if isinstance(choice, Peek):
        return f"see the face-down issues of {choice.constituency}"
    if isinstance(choice, Pass):
        return "no theatric now, or no swap"
    if isinstance(choice, Card):
        return card_words(choice.name, view)
    return ""


def place_words(choice: PlaceIssues, view: "PartyView") -> str:
    """LAB's face-down issues: how its hand and manifesto would score on them."""
    issues = (choice.first, choice.second)
    held = [view.cards.policy(n) for n in view.hand]
    if not held:
        return f"{choice.first} and {choice.second}"
    best = max(held, key=lambda p: p.on(issues))
    return f"your hand: {total(held, issues):+d} in all, best {best.name} {best.on(issues):+d}"


def card_words(name: str, view: "PartyView") -> str:
    """What a card named at a table draw is."""
    cards = view.cards
    try:
        policy = cards.policy(name)
        return f"{policy.party or 'common'} policy: {policy_words(policy)}"
    except KeyError:
        pass
    try:
        return "prefers " + " ".join(cards.constituency(name).prefers)
    except KeyError:
        pass
    try:
        return cards.theatric(name).words()
    except KeyError:
        return "issue" if name in ISSUES else ""


def swap_words(choice: Swap, view: "PartyView", owner: str | None = None) -> str:
    """`Bath: LAB 3 -> 6, the seat CON -> LAB`: who holds it before and after."""
    seat = view.seat(choice.constituency)
    before = [i for i in seat.issues if i]
    after = list(before)
    after[after.index(choice.out)] = choice.into
    held = manifestos(view)
    constituency = view.cards.constituency(seat.name)
    was = next(p for p, n in needs(constituency, before, held).items() if n == 0)
    now = next(p for p, n in needs(constituency, after, held).items() if n == 0)
    who = owner if owner in held else view.party or now
    change = f"{who} {total(held[who], before)} -> {total(held[who], after)}"
    return f"{change}; the seat {was} -> {now}" if was != now else f"{change}; {now} keeps it"
