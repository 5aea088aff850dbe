"""Resolving one issue at the table (lines 18-50): assign or ignore, the office holder's
ability and influence against the difficulty, the Congress vote, judicial review, POP
results, where the card goes. Issues, state admissions and taxes all come through here."""

from __future__ import annotations

from dataclasses import dataclass

from presidency.app.walk.basics import AnswerError, Walk, ask, change_popularity, checked, number, pay, say, yes_no
from presidency.procedures import issues as rules
from presidency.procedures.issues import Ballot, Kind, Side, Status, Voter, VoteResult
from presidency.procedures.taxes import revenue_after
from presidency.state import OFFICE_WORDS, Statesman, Table, office_named


@dataclass(frozen=True)
class Card:
    title: str
    kind: Kind
    repeal: bool = False


def resolve(table: Table, card: Card) -> Walk[Status]:
    """The whole procedure; the status it ends in (the card is put away by the caller)."""
    holder = yield from _assign(table, card)
    if holder is None:
        yield from _results(table, card, Status.IGNORED, [])
        return Status.IGNORED
    status = yield from _act(table, card, holder)
    yield from _results(table, card, status, [holder.name])
    return status


def _assign(table: Table, card: Card) -> Walk[Statesman | None]:
    """Line 22: ignore it, or assign it to an office holder (a state admission: the
    president himself)."""
    if card.kind is Kind.STATE:
        choice = yield from ask(
            f"{card.title}",
            [f"{card.title}: the president handles it himself (line 22): resolve or ignore?"],
            _resolve_or_ignore,
            words=("resolve", "ignore"),
            choices=(("resolve", "the president acts"), ("ignore", "the Ignored results apply")),
        )
        return table.president if choice == "resolve" else None
    words = tuple(w for w in OFFICE_WORDS if w not in ("vp", "cj"))
    office = yield from ask(
        f"{card.title}",
        [f"{card.title}: ignore it, or assign it to the office holder the card lists ({', '.join(words)})?"],
        checked(lambda text: _office_holder(table, text)),
        words=("ignore", *words),
        choices=(("ignore", "the Ignored results apply"), ("OFFICE", "that office holder acts")),
    )
    return None if office is None else table.holder(office)


def _resolve_or_ignore(text: str) -> str:
    word = text.strip().lower()
    for choice in ("resolve", "ignore"):
        if word and choice.startswith(word):
            return choice
    raise AnswerError(f"{text.strip()!r}: resolve or ignore")


def _office_holder(table: Table, text: str) -> str | None:
    if text.strip().lower() in ("ignore", "i"):
        return None
    office = office_named(text)
    if table.offices.get(office) is None:
        raise AnswerError(f"{office} is vacant: assign another office the card lists, or ignore it")
    return office


def _act(table: Table, card: Card, holder: Statesman) -> Walk[Status]:
    """Line 25: ability + influence against the difficulty; then Congress (line 33)."""
    difficulty = yield from ask(
        f"{card.title}", [f"{card.title}: its difficulty?"], lambda text: number(text, "difficulty", least=0)
    )
    player = holder.player
    needed = rules.influence_needed(difficulty, holder.ability)
    if player is None:
        yield from say(f"{holder.name} is nobody's: nobody can spend for him, and the issue fails (line 25).")
        return Status.FAILED
    lines = [
        f"{holder.name} (ability {holder.ability}, {player}'s) needs {needed} influence to reach {difficulty}; "
        f"{player} has {table.available_influence(player)} (a deal adds more: set influence)."
    ]
    spend = yield from ask(
        f"{card.title} \u00b7 {player}",
        [*lines, f"{player} spends {needed} or more, or 'fail'."],
        lambda text: _spend(text, needed, table.available_influence(player)),
        words=("fail",),
        default=str(needed),
        choices=(
            (f"N >= {needed}", "spend it (only once Congress ratifies)"),
            ("fail", "cannot or will not: the issue fails"),
        ),
    )
    if spend is None:
        yield from say(f"{player} does not meet it: {card.title} fails (line 25).")
        return Status.FAILED
    congress = yield from ask(
        f"{card.title}",
        [f"Does {card.title} need Congress's approval (the card says)? yes/no"],
        yes_no,
        words=("yes", "no"),
    )
    if congress:
        passed = yield from congress_vote(table, card.title, {player: spend})
        if not passed:
            lost = yield from _half_lost(table, player, spend)
            yield from say(
                f"Congress refuses: {card.title} fails; {player} loses {lost} of the {spend} influence "
                f"({pay(table, player, lost, holder)})."
            )
            return Status.FAILED
    yield from say(f"{player} spends {spend} ({pay(table, player, spend, holder)}): {card.title} is resolved.")
    return (yield from _judicial_review(table, card))


def _spend(text: str, needed: int, have: int) -> int | None:
    if text.strip().lower() == "fail":
        return None
    spend = number(text, "influence")
    if spend < 0:
        raise AnswerError(f"{spend} influence: what is spent is 0 or more")
    if spend < needed:
        raise AnswerError(f"{spend} is short of the {needed} needed: spend {needed} or more, or type fail")
    if spend > have:
        raise AnswerError(f"{spend} is more than the {have} influence there is")
    return spend


def _half_lost(table: Table, player: str, spend: int) -> Walk[int]:
    """Line 33: half of what would have been spent; an odd amount is the table's to round."""
    options = rules.influence_lost_when_refused(spend)
    if len(options) == 1:
        return options[0]
    lost: int = yield from ask(
        f"Half · {player}",
        [
            f"Half of {spend} is {spend / 2:g}, and the document does not round it: does {player} lose "
            f"{options[0]} or {options[1]}?"
        ],
        lambda text: _one_of_numbers(text, options),
        words=tuple(str(o) for o in options),
    )
    return lost


def _one_of_numbers(text: str, options: tuple[int, ...]) -> int:
    value = number(text, "influence")
    if value not in options:
        raise AnswerError(f"{value}: {' or '.join(str(o) for o in options)}")
    return value


def congress_vote(table: Table, title: str, committed: dict[str, int]) -> Walk[bool]:
    """Lines 35-41: from the president's left, clockwise; each casts all his votes one way
    or abstains, buying 3 votes a point of influence; a tie to the vice president's player.
    Influence `committed` to the issue itself cannot also buy votes."""
    order = rules.congress_order(table.seats, table.president_player)
    ballots: list[Ballot] = []

    def spare(p: str) -> int:
        return table.available_influence(p) - committed.get(p, 0)

    for at, player in enumerate(order):
        remaining = [Voter(p, table.player_votes(p), spare(p)) for p in order[at:]]
        count = rules.tally(ballots)
        outlook = rules.outlook(count, remaining)
        votes = table.player_votes(player)
        ballot = yield from ask(
            f"Congress · {player}",
            [
                f"Congress on {title}: for {count.votes_for}, against {count.votes_against}; {outlook}.",
                f"{player} ({votes} vote{'' if votes == 1 else 's'}, {spare(player)} influence to spare): for, against or abstain; "
                f"'for 2' buys 6 more votes.",
            ],
            lambda text: _ballot(player, votes, spare(player), text),
            words=("for", "against", "abstain"),
            choices=(
                ("for [N]", "all his votes for, N influence buying 3 votes each"),
                ("against [N]", "all his votes against"),
                ("abstain", "no votes"),
            ),
        )
        if ballot.bought:
            yield from say(f"{player} buys {3 * ballot.bought} votes ({pay(table, player, ballot.bought)}).")
        ballots.append(ballot)
    count = rules.tally(ballots)
    result = rules.vote_result(count)
    lines = [f"Congress: for {count.votes_for}, against {count.votes_against}."]
    if result is VoteResult.PASSED:
        yield from say(*lines, f"{title} passes Congress.")
        return True
    if result is VoteResult.REFUSED:
        yield from say(*lines)
        return False
    vice = table.vice_president
    decider = rules.tie_decider(vice.player if vice else None)
    if decider is None:
        yield from say(*lines, "A tie, and no vice president: it counts as failed (line 41).")
        return False
    assert vice is not None
    choice = yield from ask(
        f"Tie · {decider}",
        [*lines, f"A tie: {decider} (Vice President {vice.name}) decides: resolved or failed?"],
        _resolved_or_failed,
        words=("resolved", "failed"),
    )
    return bool(choice)


def _ballot(player: str, votes: int, spare: int, text: str) -> Ballot:
    words = text.lower().split()
    if not words:
        raise AnswerError("for, against or abstain (with influence bought: for 2)")
    side = next((s for s in Side if s.value.startswith(words[0])), None)
    if side is None:
        raise AnswerError(f"{words[0]!r}: for, against or abstain")
    bought = number(words[-1], "influence") if len(words) > 1 else 0
    if bought < 0:
        raise AnswerError(f"{bought} influence: what is spent is 0 or more")
    if side is Side.ABSTAIN and bought:
        raise AnswerError(f"{player} abstains: no votes can be bought for no side")
    if bought > spare:
        raise AnswerError(f"{player} has {spare} influence to spare, not {bought}")
    return Ballot(player, side, votes, bought)


def _resolved_or_failed(text: str) -> bool:
    word = text.strip().lower()
    if word and "resolved".startswith(word):
        return True
    if word and "failed".startswith(word):
        return False
    raise AnswerError(f"{text.strip()!r}: resolved or failed")


def _judicial_review(table: Table, card: Card) -> Walk[Status]:
    """Line 44: with the Judicial Review card in effect, the Chief Justice may cancel."""
    justice = table.holder("Chief Justice")
    if not rules.judicial_review_possible(True, table.judicial_review, justice.name if justice else None):
        return Status.RESOLVED
    assert justice is not None
    choice = yield from ask(
        f"Review · {justice.player or justice.name}",
        [
            f"Judicial review is in effect: if {card.title} is subject to it, does the Chief Justice ({justice.name}) "
            f"cancel it? Enter: no; 'failed'; 'other' (the president chooses another option)."
        ],
        _review,
        words=("no", "failed", "other"),
        default="no",
    )
    if choice == "failed":
        yield from say(f"The Chief Justice cancels it: {card.title} counts as failed.")
        return Status.FAILED
    if choice == "other":
        yield from say("The Chief Justice cancels it: the president chooses another option of the card.")
    return Status.RESOLVED


def _review(text: str) -> str:
    word = text.strip().lower()
    for choice in ("no", "failed", "other"):
        if word and choice.startswith(word):
            return choice
    raise AnswerError(f"{text.strip()!r}: no, failed or other")


def _results(table: Table, card: Card, status: Status, holders: list[str]) -> Walk[None]:
    """Line 47: POP to the president and the office holders; the other effects are the
    table's to apply (the document does not give the cards)."""
    pop, next_era = yield from ask(
        f"{card.title} · results",
        [
            f"{card.title} is {status.value}. POP on the result (a number, Enter for none); add 'next' if it sends "
            f"the card to the next era's deck."
        ],
        _pop,
        words=("next",),
        default="0",
    )
    president = table.president
    lines = []
    if pop:
        for name in rules.pop_recipients(president.name if president else None, holders):
            lines.append(change_popularity(table.statesman(name), pop) + ".")
    lines.append("Apply the card's other effects; correct any number with set.")
    yield from say(*lines)
    return_to = rules.destination(card.kind, status, to_next_era=next_era, repeal=card.repeal)
    yield from _put_away(table, card, status, return_to)


def _pop(text: str) -> tuple[int, bool]:
    words = text.lower().split()
    next_era = "next" in words
    numbers = [w for w in words if w != "next" and w != "era"]
    if len(numbers) > 1:
        raise AnswerError(f"{text.strip()!r}: one POP number, and 'next' if the card says so")
    return (number(numbers[0], "popularity (POP)") if numbers else 0), next_era


def _put_away(table: Table, card: Card, status: Status, where: rules.Destination) -> Walk[None]:
    if where is rules.Destination.RESOLVED_AREA:
        table.resolved_issues.append(card.title)
        if "12th amendment" in card.title.lower() and not table.twelfth_amendment:
            table.twelfth_amendment = True
            yield from say("The 12th Amendment has passed: Elections follow its rules from now on (line 123).")
    elif where is rules.Destination.MAP:
        state = table.map_card(card.title)
        state.admitted = True
    elif where in (rules.Destination.ACTIVE_TAXES, rules.Destination.INACTIVE_TAXES):
        tax = table.tax(card.title)
        tax.active = where is rules.Destination.ACTIVE_TAXES
        before = table.revenue
        table.revenue = revenue_after(table.revenue, tax.revenue, passed=tax.active)
        yield from say(f"The revenue track moves from {before} to {table.revenue} (lines 56, 59).")
    yield from say(f"{card.title} {where.value}.")
