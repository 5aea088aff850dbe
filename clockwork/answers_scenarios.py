"""A Clockwork politician's answers to the decisions that only the scenarios and the
optional rules pose (docs/clockwork.md, "Answers"): Scenario 7's change of sides, Scenario
4's hidden Supporters, Scenario 5's saved cube, and Prime Minister's Question Time.

Each answer returns (choice, what, why), like those in `clockwork.answers`.
"""

from __future__ import annotations

from clockwork.turn import Reply, Turn, vp_words, yes_no
from engine import ChangeOfSides, Choice, Option, Party


def change_sides(turn: Turn) -> Reply:
    """Scenario 7, Devonshire: leave the Liberals only close to 90 VP (the book's own tip);
    join the Conservatives once they hold the Government."""
    a = turn.appraiser
    offer = turn.decision.about
    if isinstance(offer, ChangeOfSides) and offer.move == "leave":
        yes = a.me.vp >= 80
        why = f"{a.me.vp} VP: {'close enough to 90 to go it alone' if yes else 'too early to leave, VP first'}"
        return yes_no(turn.decision, yes), ("leave the Liberal Party" if yes else "stay a Liberal"), why
    yes = a.state.government is Party.CONSERVATIVE
    why = f"the {a.state.government.title}s govern: {'join their side' if yes else 'stay independent for now'}"
    return yes_no(turn.decision, yes), ("join the Conservatives" if yes else "stay a Liberal Unionist"), why


def play_hidden_supporter(turn: Turn) -> Reply:
    """Scenario 4: play a Supporter from under the Act when it is worth playing."""
    from engine import EndTurn, PlaySupporter, targets_of

    a = turn.appraiser
    best: tuple[float, str, Choice] | None = None
    for choice in turn.decision.choices:
        if isinstance(choice, PlaySupporter):
            option = a.components.supporter(choice.card).options[choice.option - 1]
            value = a.effects(option.effects, a.seat, targets_of(choice))
            if value > 0.2 and (best is None or (round(value, 3), str(choice)) > (round(best[0], 3), best[1])):
                best = (value, str(choice), choice)
    if best is None:
        return EndTurn(), "keep the rest", "no Supporter under the Act is worth playing now"
    return best[2], str(best[2]), f"worth {vp_words(best[0], pm=a.is_pm)} to it now"


def question_time(turn: Turn) -> Reply:
    """Prime Minister's Question Time: the Opposition asks, the Government stays silent."""
    a = turn.appraiser
    yes = not a.me.in_government or a.me.resigned
    return (
        yes_no(turn.decision, yes),
        ("ask the PM a question" if yes else "stay seated"),
        ("an Event chosen by the Opposition hurts the Government" if yes else "no question for its own Government"),
    )


def call_questioner(turn: Turn) -> Reply:
    """PM: call a Member of its own party if one rose, else the first."""
    a = turn.appraiser
    options = [c for c in turn.decision.choices if isinstance(c, Option)]
    friends = [o for o in options if a.state.seats[o.number - 1].party is a.me.party]
    choice = (friends or options)[0]
    return choice, f"call {choice.label}", ("a friendly question" if friends else "no friend rose: the first to rise")


def question(turn: Turn) -> Reply:
    """Ask about the Event whose Ignore option hurts the Government most (the Opposition),
    or least (the Government side)."""
    a = turn.appraiser
    hostile = not a.me.in_government or a.me.resigned
    scored = []
    for choice in turn.decision.choices:
        assert isinstance(choice, Option)
        card = a.components.event(choice.label)
        value = a.effects(card.options[0].effects, a.pm.index) if card.options else 0.0
        scored.append((-value if hostile else value, choice.label, choice, value))
    scored.sort(key=lambda t: (-round(t[0], 3), t[1]))
    _, _, choice, value = scored[0]
    return (
        choice,
        f"ask about {choice.label}",
        f"the PM ignoring it is worth {vp_words(value, sign=True, pm=a.is_pm)} to the PM",
    )


def save_cube(turn: Turn) -> Reply:
    """Scenario 5: keep a cube back for a Workers step when the step gains points."""
    from engine import Sector

    a = turn.appraiser
    points = a.step_points(Sector.WORKERS, a.me.party, 1)
    yes = points > 0
    return (
        yes_no(turn.decision, yes),
        ("keep a cube back" if yes else "keep no cube"),
        f"a Workers step is worth {points} Popularity points",
    )


def saved_cube(turn: Turn) -> Reply:
    from engine import Sector

    a = turn.appraiser
    points = a.step_points(Sector.WORKERS, a.me.party, 1)
    return (
        yes_no(turn.decision, points > 0),
        "spend the saved cube",
        f"a Workers step is worth {points} Popularity points",
    )
