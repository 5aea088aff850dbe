"""The president's term at the table (lines 1-16, 52-87): four usable issue cards one at a
time, taxes and a tariff with the Tax Outrage roll, office appointments, delegation."""

from __future__ import annotations

from presidency.app.answers import outrage_lines
from presidency.app.walk.basics import AnswerError, Walk, ask, change_popularity, checked, die_question, number, say
from presidency.app.walk.issue import Card, resolve
from presidency.procedures import taxes, term
from presidency.procedures.issues import Kind, Status
from presidency.state import MapCard, OFFICE_WORDS, Table, TableError, Tax, appointed_office
from presidency.procedures.term import Appointee


def presidents_term(table: Table) -> Walk[None]:
    president = table.president
    yield from say(
        f"The president's term: {president.name} ({president.player})."
        if president
        else "The president's term: there is no president; the table acts for the office."
    )
    yield from issue_cards(table)


def issue_cards(table: Table) -> Walk[None]:
    """Line 8: draw until four usable cards; line 14: an unusable card goes on and is
    replaced; lines 11, 16: an exhausted deck."""
    while table.this_turn.usable_issues < term.ISSUES_A_TERM:
        n = table.this_turn.usable_issues + 1
        from_set_aside = table.ends_after_turn
        if from_set_aside and not table.set_aside:
            yield from say("No cards are left to draw: the president's issues end here this term (line 16).")
            return
        hint = (
            f"drawn at random from those set aside ({', '.join(table.set_aside)})"
            if from_set_aside
            else f"the card drawn from the Era {table.era} deck"
        )
        card = yield from ask(
            f"Issue {n} of 4",
            [f"Issue {n} of 4: {hint}: its name; 'state NAME' for a state card; 'exhausted' if the deck is empty."],
            lambda text: _drawn(table, text, from_set_aside),
            words=("state", "exhausted", *table.set_aside),
            choices=(
                ("NAME", "an issue card"),
                ("state NAME", "a state's admission"),
                ("exhausted", "the Issues deck has run out"),
            ),
        )
        if card is None:
            yield from _exhausted(table)
            continue
        if from_set_aside:
            table.set_aside.remove(card.title)
        if card.kind is Kind.STATE:
            yield from _state_card(table, card.title)
        usable = yield from _requirements(table, card, from_set_aside)
        if not usable:
            continue
        table.this_turn.usable_issues += 1
        yield from resolve(table, card)


def _drawn(table: Table, text: str, from_set_aside: bool) -> Card | None:
    words = text.split()
    if not words:
        raise AnswerError("the card's name, state NAME, or exhausted")
    if words[0].lower() == "exhausted" and len(words) == 1:
        if from_set_aside:
            raise AnswerError("the Era C deck is gone already: name a card drawn from those set aside")
        return None
    if words[0].lower() == "state" and len(words) > 1:
        return Card(" ".join(words[1:]), Kind.STATE)
    title = " ".join(words)
    if from_set_aside:
        match = [c for c in table.set_aside if c.casefold() == title.casefold()]
        if not match:
            raise AnswerError(f"{title!r} is not among the cards set aside: {', '.join(table.set_aside)}")
        title = match[0]
    if table.find_tax(title):
        raise AnswerError(f"{title} is a tax: taxes come after the four issues")
    return Card(title, Kind.ISSUE)


def _exhausted(table: Table) -> Walk[None]:
    change = term.deck_exhausted(table.era)
    if change.game_ends:
        table.ends_after_turn = True
    else:
        table.era = change.era
    yield from say(
        f"The Era {table.era if change.game_ends else term.ERAS[term.ERAS.index(change.era) - 1]} "
        f"Issues deck is exhausted: {change.what_to_do} (lines 11, 16)."
    )


def _state_card(table: Table, name: str) -> Walk[None]:
    """A state card needs its votes per era for later Elections; the table gives them."""
    try:
        table.map_card(name)
        return
    except TableError:
        pass
    votes = yield from ask(
        f"{name} · votes", [f"{name} is not on the table yet: its votes in Eras A, B and C?"], _three_votes
    )
    table.states.append(MapCard(name, dict(zip(term.ERAS, votes)), admitted=False))


def _three_votes(text: str) -> tuple[int, int, int]:
    words = text.replace(",", " ").split()
    if len(words) != 3:
        raise AnswerError("three numbers: the votes in Eras A, B and C")
    a, b, c = (number(w, "votes", least=0) for w in words)
    return a, b, c


def _requirements(table: Table, card: Card, from_set_aside: bool) -> Walk[bool]:
    """Line 14: issues or taxes that must be in effect. A card drawn again from those set
    aside (line 16) and still unusable is not set aside again: the cards run out."""
    named = yield from ask(
        f"{card.title} · needs",
        [f"{card.title}: the issues or taxes it requires, separated by commas; Enter for none."],
        lambda text: [n.strip() for n in text.split(",") if n.strip()],
        default="",
        words=tuple(table.resolved_issues) + tuple(t.name for t in table.active_taxes()),
    )
    missing = term.unmet_requirements(named, table.resolved_issues, [t.name for t in table.active_taxes()])
    if not missing:
        return True
    if from_set_aside:
        yield from say(f"{card.title} needs {', '.join(missing)}, still not in effect: it is out; draw another.")
        return False
    goes = term.unusable_card_goes(table.era)
    if term.next_era(table.era) is None:
        table.set_aside.append(card.title)
    yield from say(f"{card.title} needs {', '.join(missing)}, not in effect: it is {goes}; draw a replacement.")
    return False


# --- taxes (lines 52-74) -------------------------------------------------------------------------


def taxes_and_tariffs(table: Table) -> Walk[None]:
    while True:
        chosen = yield from ask(
            "Taxes",
            ["Taxes and tariffs: 'pass NAME' or 'repeal NAME' (each once a turn, one tariff a term); Enter to go on."],
            checked(lambda text: _tax_choice(table, text)),
            default="done",
            words=("pass", "repeal", *(t.name for t in table.taxes)),
            choices=(
                ("pass NAME", "put a tax or tariff to the vote"),
                ("repeal NAME", "repeal an active one"),
                ("Enter", "on to appointments"),
            ),
        )
        if chosen is None:
            return
        name, repeal = chosen
        tax = table.find_tax(name)
        if tax is None:
            tax = yield from _new_tax(table, name)
        yield from _tax_attempt(table, tax, repeal)


def _tax_choice(table: Table, text: str) -> tuple[str, bool] | None:
    words = text.split()
    if not words or words == ["done"]:
        return None
    if words[0].lower() not in ("pass", "repeal") or len(words) < 2:
        raise AnswerError(f"{text.strip()!r}: pass NAME, repeal NAME, or Enter to go on")
    repeal = words[0].lower() == "repeal"
    name = " ".join(words[1:])
    tax = table.find_tax(name)
    if tax is None:
        if repeal:
            raise AnswerError(
                f"no tax {name!r} to repeal: {', '.join(t.name for t in table.active_taxes()) or 'none is active'}"
            )
        return name, False
    if repeal != tax.active:
        raise AnswerError(f"{tax.name} is {'inactive' if repeal else 'active'} already")
    problem = term.tax_problem(tax.name, table.this_turn.taxes, repeal=repeal)
    if problem is None and tax.tariff:
        problem = term.tariff_problem(table.this_turn.tariff)
    if problem:
        raise AnswerError(problem)
    return tax.name, repeal


def _new_tax(table: Table, name: str) -> Walk[Tax]:
    revenue, modifier, tariff = yield from ask(
        f"{name} · card",
        [f"{name} is new to the table: its revenue and outrage modifier ('3 1'), or 'tariff 5' for a tariff."],
        _tax_card,
    )
    tax = Tax(name, revenue, modifier, tariff)
    table.taxes.append(tax)
    return tax


def _tax_card(text: str) -> tuple[int, int, bool]:
    words = text.lower().split()
    if words[:1] == ["tariff"] and len(words) == 2:
        return number(words[1], "revenue"), 0, True
    if len(words) == 2:
        return number(words[0], "revenue"), number(words[1], "outrage modifier"), False
    raise AnswerError("its revenue and outrage modifier ('3 1'), or 'tariff 5'")


def _tax_attempt(table: Table, tax: Tax, repeal: bool) -> Walk[None]:
    table.this_turn.taxes[tax.name] = "repeal" if repeal else "pass"
    if tax.tariff:
        table.this_turn.tariff = tax.name
    kind = Kind.TARIFF if tax.tariff else Kind.TAX
    status = yield from resolve(table, Card(tax.name, kind, repeal))
    if status is Status.RESOLVED and not repeal and not tax.tariff:
        yield from outrage(table, tax)


def outrage(table: Table, tax: Tax) -> Walk[None]:
    """Lines 62-71: active taxes + the tax's modifier + one die."""
    count = len(table.active_taxes())
    active = yield from ask(
        "Outrage",
        [f"Tax Outrage: active taxes now, {tax.name} counted (Enter: {count}, every card in Active Taxes)."],
        lambda text: number(text, "active taxes", least=0),
        default=str(count),
    )
    yield from say(*outrage_lines(active, tax.modifier, taxes.outrage_odds(active, tax.modifier)))
    face = yield from die_question("Outrage · die", "Tax Outrage")
    total = taxes.outrage_total(active, tax.modifier, face)
    row = taxes.outrage_row(total)
    lines = [f"{active} + {tax.modifier} + {face} = {total}: {row.effect} (line {row.line})."]
    if row.popularity_lost:
        for office in ("President", "Secretary of the Treasury"):
            holder = table.holder(office)
            if holder:
                lines.append(change_popularity(holder, -row.popularity_lost) + ".")
    yield from say(*lines)


# --- offices (lines 83-87) ------------------------------------------------------------------------


def appointments(table: Table) -> Walk[None]:
    words = tuple(w for w, o in OFFICE_WORDS.items() if o in term.APPOINTED and w != "cj")
    while True:
        chosen = yield from ask(
            "Offices",
            [
                "Offices: 'appoint OFFICE STATESMAN' ("
                + ", ".join(f"{w} {table.offices[OFFICE_WORDS[w]] or '-'}" for w in words)
                + "), 'delegate', or Enter."
            ],
            checked(lambda text: _appointment(table, text)),
            default="done",
            words=("appoint", "delegate", *words, *(s.name for s in table.in_play())),
            choices=(
                ("appoint OFFICE NAME", "the statesman takes the office"),
                ("delegate", "power to the vice president"),
                ("Enter", "end the term's business"),
            ),
        )
        if chosen is None:
            return
        if chosen == ("delegate", ""):
            table.this_turn.delegated = True
            yield from say(
                f"Power delegated to the vice president, {table.vice_president.name if table.vice_president else ''}: "
                f"the document says no more; the table applies what its cards say."
            )
            continue
        office, name = chosen
        left = table.office_of(name)
        if left:
            table.offices[left] = None
        table.offices[office] = name
        yield from say(f"{name} is appointed {office}" + (f", resigning as {left}." if left else "."))


def _appointment(table: Table, text: str) -> tuple[str, str] | None:
    words = text.split()
    if not words or words == ["done"]:
        vacant = [o for o in term.CABINET if table.offices.get(o) is None]
        if vacant and any(_eligible(table, s.name, vacant[0]) for s in table.in_play()):
            raise AnswerError(f"{vacant[0]} is vacant: the president must appoint his Cabinet (line 84)")
        return None
    if words[0].lower() == "delegate":
        problem = term.delegation_problem(table.offices.get("Vice President"))
        if problem:
            raise AnswerError(problem)
        return "delegate", ""
    if words[0].lower() != "appoint" or len(words) < 3:
        raise AnswerError(f"{text.strip()!r}: appoint OFFICE STATESMAN, delegate, or Enter")
    office = appointed_office(words[1])
    statesman = table.statesman(" ".join(words[2:]), in_play=False)
    problem = term.appointment_problem(
        office, Appointee(statesman.name, statesman.in_play, table.office_of(statesman.name)), table.offices
    )
    if problem:
        raise AnswerError(problem)
    return office, statesman.name


def _eligible(table: Table, name: str, office: str) -> bool:
    statesman = table.statesman(name)
    return (
        term.appointment_problem(office, Appointee(name, statesman.in_play, table.office_of(name)), table.offices)
        is None
    )
