"""A typed line read as a choice, and the one clear line when it is none.

Most choices go through `electioneer.app.prompt.parse`. Two kinds get more:

- a card named at a real table (a constituency dealt, an issue turned over, a policy
  revealed): typed by its name alone (`Bath`, `nhs pledge`, `grow`), and when it cannot be
  taken the line says whether it is not in the cards at all (with close names) or cannot come
  up now (already in the line, already in a manifesto, every copy of that issue on the table);
- a swap that is not legal: the line says what is wrong with it (the constituency is not in
  the line or still face down, it does not hold that issue, no such issue is spare).
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

from electioneer.app.prompt import begins, parse, said, words
from electioneer.rules import ISSUES, TABLE, Card, Choice, Decision, DecisionKind, InvalidChoice

if TYPE_CHECKING:
    from electioneer.rules import Game

NOUN = {
    DecisionKind.DEAL_CONSTITUENCY: "constituency",
    DecisionKind.REVEAL_ISSUE: "issue",
    DecisionKind.REVEAL_POLICY: "policy",
    DecisionKind.DRAW_POLICY: "policy",
    DecisionKind.DEAL_THEATRIC: "theatric",
}


def read_choice(game: "Game", decision: Decision, text: str) -> Choice:
    """The choice `text` names, or `InvalidChoice` in one line."""
    if decision.owner == TABLE:
        return read_card(game, decision, text)
    try:
        return parse(decision, text)
    except InvalidChoice:
        if decision.kind is DecisionKind.SWAP_ISSUE and words(text)[:1] and "swap".startswith(words(text)[0]):
            problem = swap_problem(game, text)
            if problem:
                raise InvalidChoice(problem) from None
        raise


def _fold(text: str) -> str:
    return " ".join(text.replace('"', " ").casefold().split())


def card_matches(names: list[str], text: str) -> list[str]:
    """The names that `text` names: exactly, else by their beginning, else word for word."""
    typed = _fold(text)
    if typed.startswith("card "):
        typed = typed[len("card ") :]
    exact = [n for n in names if _fold(n) == typed]
    if exact or not typed:
        return exact
    starting = [n for n in names if _fold(n).startswith(typed)]
    if starting:
        return starting
    return [n for n in names if begins(_fold(n).split(), typed.split())]


def every_card(game: "Game", decision: Decision) -> list[str]:
    """Every card of the kind asked for in the cards in use, whether it can come up now or not."""
    cards = game.cards
    if decision.kind is DecisionKind.DEAL_CONSTITUENCY:
        return [c.name for c in cards.constituencies]
    if decision.kind is DecisionKind.REVEAL_ISSUE:
        return list(ISSUES)
    if decision.kind is DecisionKind.DEAL_THEATRIC:
        return [t.name for t in cards.theatrics]
    return [p.name for p in cards.policies]


def read_card(game: "Game", decision: Decision, text: str) -> Card:
    """The card the table names, or one line: not in the cards, or cannot come up now."""
    possible = [c.name for c in decision.choices if isinstance(c, Card)]
    found = card_matches(possible, text)
    if len(found) == 1:
        return Card(found[0])
    noun = NOUN.get(decision.kind, "card")
    if found:
        shown = ", ".join(found[:5]) + (" ..." if len(found) > 5 else "")
        raise InvalidChoice(f"{said(text)} could be any of {len(found)} {noun}s: {shown}")
    if not _fold(text):
        raise InvalidChoice(f"type the {noun}'s name (Tab lists the {len(possible)} that can come up)")
    known = card_matches(every_card(game, decision), text)
    if len(known) == 1:
        raise InvalidChoice(f"{known[0]} cannot come up now: {why_not(game, decision, known[0])}")
    close = difflib.get_close_matches(_fold(text), [_fold(n) for n in possible], n=3, cutoff=0.6)
    names = {_fold(n): n for n in possible}
    hint = f"; close: {', '.join(names[c] for c in close)}" if close else f"; Tab lists the {len(possible)} that can"
    raise InvalidChoice(f"{said(text)} is not a {noun} in the cards{hint}")


def why_not(game: "Game", decision: Decision, name: str) -> str:
    """Why a card of the cards in use cannot be named at this decision."""
    state = game.state
    if decision.kind is DecisionKind.DEAL_CONSTITUENCY:
        number = next((n for n, seat in enumerate(state.line, 1) if seat.name == name), None)
        return f"it is constituency {number} in the line already" if number else "it is not in the deck"
    if decision.kind is DecisionKind.REVEAL_ISSUE:
        count = game.cards.issue_count(name)
        return f"the cards hold {count} and all {count} are on the table"
    for party, held in state.party.items():
        if name in held.manifesto:
            return f"it is in {party}'s manifesto already"
        if name in held.dropped or name in held.discarded:
            return f"{party} has dropped it"
    return "it has been played already"


def swap_problem(game: "Game", text: str) -> str:
    """What is wrong with a swap typed as `swap PLACE OUT INTO`, or "" when that cannot be told."""
    typed = words(text)[1:]
    if len(typed) < 3:
        return f"{said(text)}: a swap is swap CONSTITUENCY ISSUE-OUT ISSUE-IN (swap bath taxes growth)"
    *place, out_word, into_word = typed
    seat = next((s for s in game.state.line if begins(words(s.name), place)), None)
    if seat is None:
        line = ", ".join(s.name for s in game.state.line)
        return f"{' '.join(place)!r} is not a constituency in the line ({line})"
    if not seat.revealed:
        revealed = ", ".join(s.name for s in game.state.line if s.revealed) or "none yet"
        return f"{seat.name}'s issues are still face down: only a revealed one's can be swapped (revealed: {revealed})"
    out = next((i for i in ISSUES if i.casefold().startswith(out_word)), None)
    into = next((i for i in ISSUES if i.casefold().startswith(into_word)), None)
    if out is None or into is None:
        bad = out_word if out is None else into_word
        return f"{bad!r} is not an issue ({', '.join(ISSUES)})"
    if out not in seat.issues:
        return f"{seat.name} does not hold {out} (it holds {' and '.join(seat.issues)})"
    if out == into:
        return f"swapping {out} for {into} changes nothing"
    spare = sorted(set(game.issues_possible() if game.setup.table else game.state.spare_issues), key=ISSUES.index)
    if into not in spare:
        return f"no {into} is spare to swap in (spare: {', '.join(spare) or 'none'})"
    return ""
