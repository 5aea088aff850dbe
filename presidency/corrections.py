"""Corrections: the table sets any number it keeps (`set reserves -40`, `set influence Ann 3`,
`set office war Knox`), or brings a statesman, a state or a tax onto the table (`add ...`),
when the board and the helper disagree or a card did something the document does not give.
Each is checked and answered in one line; a fault is a TableError and changes nothing.
"""

from __future__ import annotations

from typing import Callable

from presidency.procedures import term
from presidency.procedures.newspapers import LEVELS, NewspaperError, Track
from presidency.procedures.support import PartyError, PublicSupport, parse_party
from presidency.state import MapCard, Statesman, Table, TableError, Tax, office_named

SET_FIELDS = (
    "reserves",
    "revenue",
    "era",
    "turn",
    "support",
    "popularity",
    "cubes",
    "influence",
    "hand",
    "vp",
    "office",
    "amendment",
    "review",
    "tax",
    "papers",
    "player",
    "inplay",
    "eligible",
    "votes",
    "ability",
)
ADD_KINDS = ("statesman", "state", "tax")


def whole(text: str, what: str, least: int | None = None) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise TableError(f"{text!r} is not a whole number of {what}") from None
    if least is not None and value < least:
        raise TableError(f"{value} {what}: {what} is {least} or more")
    return value


def flag(text: str) -> bool:
    if text.lower() in ("yes", "y", "true", "on"):
        return True
    if text.lower() in ("no", "n", "false", "off"):
        return False
    raise TableError(f"{text!r}: yes or no")


def correct(table: Table, words: list[str]) -> str:
    """`set FIELD ...` (the words after `set`); what changed, in words."""
    if not words:
        raise TableError(f"set what? {', '.join(SET_FIELDS)}")
    field, args = words[0].lower(), words[1:]
    handler = _SETTERS.get(field)
    if handler is None:
        raise TableError(f"cannot set {words[0]!r}: {', '.join(SET_FIELDS)}")
    try:
        return handler(table, args)
    except IndexError:
        raise TableError(f"set {field}: a value is missing") from None


def _number_field(name: str, least: int | None = None) -> Callable[[Table, list[str]], str]:
    def setter(table: Table, args: list[str]) -> str:
        value = whole(args[0], name, least)
        setattr(table, name, value)
        return f"{name} {value}"

    return setter


def _era(table: Table, args: list[str]) -> str:
    era = args[0].upper()
    if era not in term.ERAS:
        raise TableError(f"{args[0]!r} is not an era: A, B or C")
    table.era = era
    return f"Era {era}"


def _support(table: Table, args: list[str]) -> str:
    if args[0] == "0":
        table.public_support = PublicSupport()
    else:
        try:
            party = parse_party(args[0])
        except PartyError as exc:
            raise TableError(str(exc)) from None
        table.public_support = PublicSupport.at(party, whole(args[1], "Public Support"))
    return f"Public Support {table.public_support}"


def _split_name(args: list[str]) -> tuple[str, str]:
    if len(args) < 2:
        raise IndexError
    return " ".join(args[:-1]), args[-1]


def _popularity(table: Table, args: list[str]) -> str:
    name, value = _split_name(args)
    statesman = table.statesman(name, in_play=False)
    total = whole(value, "popularity")
    if total < statesman.popularity:
        raise TableError(
            f"{statesman.name}'s card prints {statesman.popularity}: his popularity is that or more (cubes add to it)"
        )
    statesman.cubes = total - statesman.popularity
    return f"{statesman.name} popularity {total} ({statesman.cubes} cubes)"


def _statesman_number(field: str, least: int = 0) -> Callable[[Table, list[str]], str]:
    def setter(table: Table, args: list[str]) -> str:
        name, value = _split_name(args)
        statesman = table.statesman(name, in_play=False)
        setattr(statesman, field, whole(value, field, least))
        return f"{statesman.name} {field} {getattr(statesman, field)}"

    return setter


def _influence(table: Table, args: list[str]) -> str:
    """A player's supply, or the influence on a statesman's card."""
    name, value = _split_name(args)
    amount = whole(value, "influence", 0)
    holder: Statesman | None = None
    try:
        player = table.player(name)
    except TableError:
        holder = table.statesman(name, in_play=False)
    if holder is not None:
        holder.influence = amount
        return f"{holder.name} has {amount} influence on his card"
    player.influence = amount
    return f"{player.name} has {amount} influence in supply"


def _player_number(field: str, what: str, least: int | None = 0) -> Callable[[Table, list[str]], str]:
    def setter(table: Table, args: list[str]) -> str:
        name, value = _split_name(args)
        player = table.player(name)
        setattr(player, field, whole(value, what, least))
        return f"{player.name} {what} {getattr(player, field)}"

    return setter


def _office(table: Table, args: list[str]) -> str:
    office = office_named(args[0])
    name = " ".join(args[1:])
    if not name:
        raise IndexError
    if name.lower() in ("none", "vacant", "-"):
        table.offices[office] = None
        return f"{office} vacant"
    statesman = table.statesman(name)
    before = table.office_of(statesman.name)
    if before and before != office:
        table.offices[before] = None
    table.offices[office] = statesman.name
    return f"{statesman.name} is {office}" + (f" (no longer {before})" if before and before != office else "")


def _flag_field(field: str, words: str) -> Callable[[Table, list[str]], str]:
    def setter(table: Table, args: list[str]) -> str:
        setattr(table, field, flag(args[0]))
        return f"{words}: {'yes' if getattr(table, field) else 'no'}"

    return setter


def _tax(table: Table, args: list[str]) -> str:
    name, value = _split_name(args)
    tax = table.tax(name)
    if value.lower() not in ("active", "inactive"):
        raise TableError(f"{value!r}: active or inactive (the revenue track is set apart: set revenue N)")
    tax.active = value.lower() == "active"
    return f"{tax.name} {value.lower()}"


def _papers(table: Table, args: list[str]) -> str:
    try:
        party = parse_party(args[0])
    except PartyError as exc:
        raise TableError(str(exc)) from None
    boxes = [whole(a, "cubes", 0) for a in args[1:]]
    if len(boxes) != 2 * LEVELS:
        raise TableError(f"set papers PARTY then {LEVELS} left boxes and {LEVELS} right boxes, levels 1 up")
    try:
        table.newspapers[party] = Track(tuple(boxes[:LEVELS]), tuple(boxes[LEVELS:]))
    except NewspaperError as exc:
        raise TableError(str(exc)) from None
    return f"{party.value} newspapers: {table.newspapers[party].describe()}"


def _controller(table: Table, args: list[str]) -> str:
    name, who = _split_name(args)
    statesman = table.statesman(name, in_play=False)
    statesman.player = None if who.lower() == "none" else table.player(who).name
    return f"{statesman.name} is {statesman.player or 'nobody'}'s"


def _statesman_flag(field: str) -> Callable[[Table, list[str]], str]:
    def setter(table: Table, args: list[str]) -> str:
        name, value = _split_name(args)
        statesman = table.statesman(name, in_play=False)
        setattr(statesman, field, flag(value))
        if field == "in_play" and not statesman.in_play:
            for office, holder in table.offices.items():
                if holder == statesman.name:
                    table.offices[office] = None
        return f"{statesman.name} {field.replace('_', ' ')}: {'yes' if getattr(statesman, field) else 'no'}"

    return setter


_SETTERS: dict[str, Callable[[Table, list[str]], str]] = {
    "reserves": _number_field("reserves"),
    "revenue": _number_field("revenue"),
    "era": _era,
    "turn": _number_field("turn", 1),
    "support": _support,
    "popularity": _popularity,
    "cubes": _statesman_number("cubes"),
    "influence": _influence,
    "hand": _player_number("hand", "action cards"),
    "vp": _player_number("victory_points", "victory points", None),
    "office": _office,
    "amendment": _flag_field("twelfth_amendment", "12th Amendment passed"),
    "review": _flag_field("judicial_review", "Judicial Review card in effect"),
    "tax": _tax,
    "papers": _papers,
    "player": _controller,
    "inplay": _statesman_flag("in_play"),
    "eligible": _statesman_flag("eligible"),
    "votes": _statesman_number("votes"),
    "ability": _statesman_number("ability", -99),
}


def add(table: Table, words: list[str]) -> str:
    """`add statesman NAME party C popularity 3 age 5 state VA [ability N] [votes N] [player P]`,
    `add state NAME votes A B C`, `add tax NAME revenue N [modifier M] [tariff]`."""
    if not words or words[0].lower() not in ADD_KINDS:
        raise TableError(f"add what? {', '.join(ADD_KINDS)}")
    kind, rest = words[0].lower(), words[1:]
    keys = {
        "statesman": ("party", "popularity", "age", "state", "ability", "votes", "player"),
        "state": ("votes",),
        "tax": ("revenue", "modifier", "tariff"),
    }[kind]
    at = next((i for i, w in enumerate(rest) if w.lower() in keys), len(rest))
    name, given = " ".join(rest[:at]), _pairs(rest[at:], keys)
    if not name:
        raise TableError(f"add {kind} NAME {' '.join(k.upper() + ' ...' for k in keys)}")
    if kind == "statesman":
        return _add_statesman(table, name, given)
    if kind == "state":
        if any(s.name.casefold() == name.casefold() for s in table.states):
            raise TableError(f"{name} is on the table already")
        votes = given.get("votes", "").split()
        if len(votes) != len(term.ERAS):
            raise TableError(f"add state {name} votes A B C: its votes in each era")
        table.states.append(MapCard(name, {e: whole(v, "votes", 0) for e, v in zip(term.ERAS, votes)}))
        return f"{name} admitted, votes {' '.join(votes)}"
    if table.find_tax(name):
        raise TableError(f"{name} is on the table already")
    if "revenue" not in given:
        raise TableError(f"add tax {name} revenue N [modifier M] [tariff]")
    tax = Tax(
        name,
        whole(given["revenue"], "revenue"),
        whole(given.get("modifier", "0"), "outrage modifier"),
        "tariff" in given,
    )
    table.taxes.append(tax)
    return f"{'tariff' if tax.tariff else 'tax'} {name}: revenue {tax.revenue}, modifier {tax.modifier}, inactive"


def _pairs(words: list[str], keys: tuple[str, ...]) -> dict[str, str]:
    given: dict[str, str] = {}
    key = None
    for word in words:
        if word.lower() in keys:
            key = word.lower()
            given[key] = ""
        elif key is None:
            raise TableError(f"{word!r}: one of {', '.join(keys)} first")
        else:
            given[key] = (given[key] + " " + word).strip()
    return given


def _add_statesman(table: Table, name: str, given: dict[str, str]) -> str:
    """Line 168: a statesman card is played only once his state is admitted."""
    if any(s.name.casefold() == name.casefold() for s in table.statesmen):
        raise TableError(f"{name} is on the table already (set inplay {name} yes brings him back)")
    missing = [k for k in ("party", "popularity", "age", "state") if k not in given]
    if missing:
        raise TableError(f"add statesman {name}: {missing[0]} is missing (party, popularity, age, state)")
    try:
        party = parse_party(given["party"])
    except PartyError as exc:
        raise TableError(str(exc)) from None
    home = table.map_card(given["state"])
    if not home.admitted:
        raise TableError(f"{home.name} is not admitted: {name} cannot be played yet (line 168)")
    player = table.player(given["player"]).name if "player" in given else None
    statesman = Statesman(
        name,
        party,
        whole(given["popularity"], "popularity"),
        whole(given["age"], "age"),
        home.name,
        ability=whole(given.get("ability", "0"), "ability"),
        votes=whole(given.get("votes", "0"), "votes", 0),
        player=player,
    )
    table.statesmen.append(statesman)
    return f"{name} ({party.letter}, {home.name}) in play" + (f" for {player}" if player else "")
