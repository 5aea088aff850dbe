"""A scenario told truly: its briefing (goal, special rules, how it ends) in our words, and
the values it gives its bills wherever the player looks (the board, `?`, `cards`).

The numbers come from the scenario's own data (`scenarios/*.yaml` parameters), so a
briefing and the board never disagree with the rules being played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine import BillPlaced, bill_slot, bills_passed, describe_effects

if TYPE_CHECKING:
    from engine import Game


def _rules(game: "Game"):  # type: ignore[no-untyped-def]
    from engine import rules_for

    return rules_for(game)


def _param(game: "Game", key: str, default: object = None) -> object:
    rules = _rules(game)
    try:
        return rules.param(game, key)
    except (AttributeError, KeyError):
        return default


def _set_aside(game: "Game") -> dict[str, list[str]]:
    """The bills the scenario sets aside, by where they wait: "board" or a politician's mat."""
    try:
        placed = _rules(game).data(game).set_aside
    except AttributeError:
        return {}
    found: dict[str, list[str]] = {}
    for name, holder in placed.items():
        found.setdefault(holder, []).append(name)
    return found


# --- briefings ------------------------------------------------------------------------------


def _nation_in_crisis(game: "Game") -> list[str]:
    limit = round_limit(game)
    return [
        "Goal: be the Prime Minister at 100 VP, or the one in office when the last round ends.",
        "The game opens late: Derby's Conservative ministry holds office with three harsh bills "
        "already on the board, and play starts in the Actions phase.",
        "Only nine Event cards are in play (Famine, Cholera, Riots and their like).",
        f"Ends: at once when a PM reaches 100 VP; otherwise when round {limit} ends, the PM then in office wins.",
    ]


def _home_rule(game: "Game") -> list[str]:
    agenda = ", ".join(_set_aside(game).get("board", []))
    return [
        "Goal: Gladstone must take office, pass the whole Irish Agenda and still govern after the "
        "second Election of the game. Disraeli must stop him. VP are not kept.",
        f"The Irish Agenda ({agenda}) waits beside the board: Gladstone as PM may select any of it; "
        "only the PM draws bills (six, from the Government's decks).",
        "No Pact and no Father of the House; the Election Marker stays off the board until the first Election.",
        "Ends: Disraeli wins at once if he is still PM when round 3 ends, if an Agenda bill fails or is "
        "withdrawn, or if he takes office back; Gladstone wins holding office after the second Election "
        "with the Agenda passed.",
    ]


def _queens_favour(game: "Game") -> list[str]:
    bills = ", ".join(_set_aside(game).get("board", []))
    return [
        "Goal: the first Prime Minister to 100 VP wins. There is no Pact.",
        f"The Queen's Bills ({bills}) wait beside the board; a PM may select one in Bill Selection. "
        f"Passing one scores {_param(game, 'queens_bill_vp')} VP to that PM and does nothing else.",
        f"Each Flatter action (at either level) also scores {_param(game, 'flatter_vp')} VP for whoever takes it, "
        "even at full Favour.",
        "Ends: the PM who selected a Queen's Bill loses at once if it fails or is withdrawn; a PM who "
        "answers an Event with an option that costs Favour loses at once (the other politician wins).",
    ]


def _corn_laws(game: "Game") -> list[str]:
    return [
        "Goal: the Government wins by passing the Importation Act and then winning the Election it brings; "
        "the Opposition, by stopping it. The parties play as teams and VP are not kept.",
        f"Only the PM draws bills: as many as the spare marker shows ({_param(game, 'first_draw')} at first, "
        "one fewer each Bill Selection), and may also select the Importation Act.",
        "A Conservative PM places the Act as M+40 and its Popularity effects change party. Party Bills "
        "pay Supporters instead of VP.",
        "Ends: when the Act passes an Election is held at once and whoever governs after it wins. The "
        "Opposition wins at once if the Act fails or is withdrawn, or if the PM loses a Challenge while it "
        "is on the board.",
    ]


def _reform_act(game: "Game") -> list[str]:
    act = _param(game, "act")
    among = int(_param(game, "riots_among", 0))  # type: ignore[call-overload]
    return [
        "Goal: the first Prime Minister to 100 VP wins.",
        f"The {act} waits beside the board: any PM may select it (a Conservative places it as an M bill "
        "and its Popularity effects change party). A failed or withdrawn Act goes back beside the board.",
        f"While the Act is off the board, the Riots are shuffled with the next {among} Event cards after each "
        f"Bill Selection (so they come up within {among + 1} Events); drawn then, their harm is doubled and their "
        "gain lost. An Opposition that attacks the Act loses a Workers step that round.",
        "Once the Act passes, Workers points count double for the rest of the game.",
        "Ends: as the standard game, at 100 VP.",
    ]


def _head_start(game: "Game") -> list[str]:
    """The VP a side or a politician starts with, as the scenario sets them (a line each, or none)."""
    try:
        data = _rules(game).data(game)
    except AttributeError:
        return []
    sides = [f"The {side.title()} starts with {vp} VP." for side, vp in sorted(data.score.items()) if vp]
    return sides + [
        f"{plan.politician} starts with {plan.vp} VP." for plan in data.plan(len(game.state.seats)) if plan.vp
    ]


def _fractured(game: "Game") -> list[str]:
    return [
        "Goal: the first Prime Minister to 100 VP wins. There is no Pact.",
        *_head_start(game),
        "80 MPs sit for neither party, so majorities are harder to hold; after an Election the winner "
        "and the loser each lose 40 MPs; a By-Election compares the Government's MPs with its "
        "projection less 40. The odds shown already count all of this.",
        "Ends: as the standard game, at 100 VP.",
    ]


def _liberal_unionist(game: "Game") -> list[str]:
    return [
        "Goal: Gladstone or Salisbury at 100 VP as PM; the Duke of Devonshire at 100 VP as a Liberal "
        "Unionist or as a Backbencher in Government (he wins a tie).",
        *_head_start(game),
        f"Devonshire keeps a Backbencher mat all game, takes {_param(game, 'income')} Action Cubes a "
        f"round, may leave the Liberals while below {_param(game, 'leave_below')} VP, and never Challenges.",
        "Each leader has a bill of his own beside his mat (Government of Ireland Act, Party Processions "
        "Act) whose VP are his alone. No Pact, Father of the House or Resignation.",
        "Ends: at once when one of them meets his goal.",
    ]


BRIEFINGS: dict[str, Callable[["Game"], list[str]]] = {
    "a-nation-in-crisis": _nation_in_crisis,
    "home-rule-for-ireland": _home_rule,
    "the-queens-favour": _queens_favour,
    "repealing-the-corn-laws": _corn_laws,
    "the-second-reform-act": _reform_act,
    "fractured-parliament": _fractured,
    "the-liberal-unionist": _liberal_unionist,
}


def title(game: "Game") -> str:
    rules = _rules(game)
    try:
        data = rules.data(game)
        return f"Scenario {data.number}: {data.title}"
    except AttributeError:
        return "The standard game"


def round_limit(game: "Game") -> int | None:
    """The last round a scenario plays (the PM then in office wins), or None."""
    try:
        return _rules(game).data(game).round_limit  # type: ignore[no-any-return]
    except AttributeError:
        return None


def victory_words(game: "Game", short: bool = False) -> str:
    """Who wins, as a VP table's title says it (`first PM at 100 VP wins`), with the last
    round's PM or Devonshire where a scenario has them; `short`, in at most 28 characters
    (the compact board's Victory row)."""
    victory = game.components.board.victory
    limit = round_limit(game)
    if game.state.scenario == "the-liberal-unionist":
        return (
            f"PM or Devonshire at {victory} VP"
            if short
            else f"first PM at {victory} VP wins, or Devonshire at {victory} VP (briefing)"
        )
    if limit is None:
        return f"first PM at {victory} VP" + ("" if short else " wins")
    return (
        f"{victory} VP, or PM when R{limit} ends"
        if short
        else f"first PM at {victory} VP wins, or the PM when round {limit} ends"
    )


def banner(game: "Game", resumed: bool) -> list[str]:
    """The scenario's lines in a start banner (markup): its title and briefing, or on resume
    where to read it; nothing for the standard game."""
    if game.state.scenario == "standard":
        return []
    if resumed:
        return [f"[bold]{title(game)}[/bold]", "  (briefing: its goal, special rules and how it ends)"]
    return [f"[bold]{title(game)}[/bold]", *(f"  {line}" for line in briefing(game))]


def briefing(game: "Game") -> list[str]:
    """The scenario's briefing, a line each (goal, special rules, how it ends); the standard
    game's in a line."""
    tell = BRIEFINGS.get(game.state.scenario)
    if tell is None:
        victory = game.components.board.victory
        return [f"Goal: the first Prime Minister to {victory} VP wins (VP pooled as the Pact and the sides say)."]
    return tell(game)


# --- where a scenario's goal stands ---------------------------------------------------------


def progress_rows(game: "Game") -> list[tuple[str, list[str]]]:
    """Where the scenario's own goal stands now, as board rows: (label, its forms longest
    first); empty for the scenarios that have nothing to count beyond VP."""
    tell = PROGRESS.get(game.state.scenario)
    return tell(game) if tell is not None else []


def progress(game: "Game") -> list[str]:
    """The same in one line: the long form, then the short."""
    rows = progress_rows(game)
    if not rows:
        return []
    return [" \u00b7 ".join(forms[0] for _, forms in rows), " \u00b7 ".join(forms[-1] for _, forms in rows)]


def _home_rule_progress(game: "Game") -> list[tuple[str, list[str]]]:
    rules, memory = _rules(game), game.state.scenario_state
    agenda = rules.agenda(game)
    done = sum(1 for name in agenda if name in bills_passed(game))
    elections = min(memory.get("elections", 0), rules.ELECTIONS)
    rows = [
        (
            "Goal",
            [
                f"Irish Agenda passed {done} of {len(agenda)}, Elections {elections} of {rules.ELECTIONS}",
                f"Agenda {done}/{len(agenda)}, Elections {elections}/{rules.ELECTIONS}",
            ],
        )
    ]
    defender = rules.defender(game)
    if game.state.round <= rules.DEADLINE and game.state.pm.politician == defender:
        short = defender.split()[-1]
        rows.append(
            (
                "Deadline",
                [
                    f"{short} wins if still PM when round {rules.DEADLINE} ends",
                    f"{short} wins if PM after R{rules.DEADLINE}",
                ],
            )
        )
    return rows


def _where_the_act_is(game: "Game", act: str) -> tuple[str, str]:
    if act in bills_passed(game):
        return "passed", "passed"
    slot = bill_slot(game, act)
    if slot is not None:
        return f"on the board (bill {slot + 1})", f"bill {slot + 1}"
    return "beside the board", "beside"


def _corn_laws_progress(game: "Game") -> list[tuple[str, list[str]]]:
    act = next(iter(_set_aside(game).get("board", [])), "Importation Act")
    where, brief = _where_the_act_is(game, act)
    rows = [("Goal", [f"{act} {where}", f"{act.split()[0]} Act {brief}"])]
    draws = game.state.scenario_state.get("bill_draws")
    if draws is not None and where != "passed":
        rows.append(("Draws", [f"the PM draws {draws} bills next", f"PM draws {draws} next"]))
    return rows


def _reform_act_progress(game: "Game") -> list[tuple[str, list[str]]]:
    act = str(_param(game, "act"))
    where, brief = _where_the_act_is(game, act)
    if where == "passed":
        return [("Scenario", [f"{act} passed: Workers points count double", "Act passed: Workers x2"])]
    riots = {"beside": "set aside", "deck": "among the next Events", "removed": "out"}
    lying = riots.get(str(game.state.scenario_state.get("riots")), "")
    return [("Scenario", [f"{act} {where}, Riots {lying}", f"Act {brief}, Riots {lying}"])]


PROGRESS: dict[str, Callable[["Game"], list[tuple[str, list[str]]]]] = {
    "home-rule-for-ireland": _home_rule_progress,
    "repealing-the-corn-laws": _corn_laws_progress,
    "the-second-reform-act": _reform_act_progress,
}


# --- a bill's real terms ----------------------------------------------------------------------


def vp_tracked(game: "Game") -> bool:
    return not game.state.rules.get("no_vp")


def vp_words(vp: str) -> str:
    """A bill's VP from `bill_terms` in a sentence: `3 VP`, `5 VP to Chamberlain alone`, `no VP kept`."""
    number, _, rest = vp.partition(" ")
    return f"{number} VP" + (f" {rest}" if rest else "") if number.isdigit() else vp


def bill_terms(game: "Game", name: str) -> tuple[str, str]:
    """What passing the bill `name` gives in this game: (its VP, its other effects), in words."""
    bill = game.components.bill(name)
    scenario = game.state.scenario
    effects = describe_effects(bill.effects)
    aside = _set_aside(game)
    if scenario == "the-queens-favour" and name in aside.get("board", []):
        return (
            f"{_param(game, 'queens_bill_vp')}",
            "nothing else (a Queen's Bill: the PM who selected it loses if it fails or is withdrawn)",
        )
    if scenario == "home-rule-for-ireland" and name in aside.get("board", []):
        return ("no VP kept", f"{effects} (Irish Agenda: Disraeli wins if it fails or is withdrawn)")
    if scenario == "repealing-the-corn-laws":
        if name in aside.get("board", []):
            return ("no VP kept", f"{effects}; then an Election at once, whoever governs after it wins")
        if bill.deck.value != "cross-party":
            return ("no VP kept", f"{effects}; Supporters instead of VP")
    if scenario == "the-liberal-unionist":
        owner = next((who for who, names in aside.items() if name in names and who != "board"), None)
        if owner is not None:
            return (f"{bill.vp} to {owner} alone", effects)
    if not vp_tracked(game):
        return ("no VP kept", effects)
    return (str(bill.vp), effects)


def placed_vp(game: "Game", effect: BillPlaced) -> str:
    """A bill put on the board: its projection and VP as this game scores it (`A+20, 2 VP`;
    `M+20, no VP kept` where the scenario keeps no VP)."""
    return f"{effect.projection}, {vp_words(bill_terms(game, effect.bill)[0])}"


def effect_text(game: "Game", effect: object) -> str:
    """What happened, in words, with a placed bill's VP as this game scores it."""
    if isinstance(effect, BillPlaced):
        return f"{effect.bill} ({placed_vp(game, effect)}) placed in slot {effect.slot}: projected {effect.projected}"
    return str(effect)


def icon_label(game: "Game", name: str, adjustment: int = 0) -> str:
    """The bill's projection icon as this game places it (a scenario may change it)."""
    bill = game.components.bill(name)
    icon = game.state.rules.get("icon_override", {}).get(name, bill.icon.value)
    return f"{icon}{adjustment:+d}" if adjustment else str(icon)
