"""Fuzzing position files (engine/position.py): any edit of any field of a real position, or a
file damaged on disk, is either refused with one printable line naming the field or the file,
or starts a game that plays to its end without a traceback.

    python bench/fuzz_positions.py                   # 2,000 examples
    python bench/fuzz_positions.py --examples 5000 --seed 3

The positions edited are written from seeded games (the standard game at 2, 3 and 4 players,
with Question Time, and a scenario of each kind, at several phases) and the example in the
docs. An edit puts a value of any shape (a name of the game, a number at or past a track's
end, a list, a mapping, an escape sequence, a 5,000-digit number, nesting thousands deep)
in any field, removes a field or repeats a list item; one example makes up to three edits.
A few in ten go through a file: written as YAML, sometimes damaged (an alias chain, bytes
that are not UTF-8, a key twice, a cut), and read back with `load_position`.
`tests/test_fuzz_positions.py` runs a few hundred of the same examples.
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from engine import standard_components  # noqa: E402
from engine import game_from_position  # noqa: E402
from engine.position import PositionError, load_position  # noqa: E402
from engine.position_writing import dump_position, position_from_game  # noqa: E402
from engine.untrusted import CONTROL  # noqa: E402

COMPONENTS = standard_components()
EXAMPLE = ROOT / "docs" / "position-example.yaml"
MAX_PLIES = 20_000
# (scenario or None, players, optional rules, plies played before the position is written)
SOURCES = [
    (None, 2, (), 60),
    (None, 3, (), 140),
    (None, 4, ("question-time",), 90),
    (None, 4, (), 300),
    ("home-rule-for-ireland", 2, (), 80),
    ("repealing-the-corn-laws", 4, (), 60),
    ("a-nation-in-crisis", 4, (), 100),
    ("the-second-reform-act", 3, (), 150),
    ("the-liberal-unionist", 3, (), 100),
    ("the-queens-favour", 2, (), 30),
    ("fractured-parliament", 3, (), 90),
]


def _random_game(scenario: str | None, players: int, rules: tuple[str, ...], plies: int, seed: int) -> Any:
    import dataclasses

    from engine.setup import new_game, standard_setup

    if scenario is None:
        setup = standard_setup(COMPONENTS, players, seed=seed)
    else:
        from engine.scenario_rules import scenario_setup

        setup = scenario_setup(scenario, players=players, seed=seed, components=COMPONENTS)
    game = new_game(dataclasses.replace(setup, optional_rules=rules), seed=seed, components=COMPONENTS)
    rng = random.Random(seed)
    while not game.over and len(game.log) < plies:
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
    return game


def base_positions() -> list[dict[str, Any]]:
    """Real positions to edit: the docs' example and one written from each seeded game."""
    bases = [load_position(EXAMPLE)]
    for seed, (scenario, players, rules, plies) in enumerate(SOURCES, 1):
        game = _random_game(scenario, players, rules, plies, seed)
        if not game.over:
            bases.append(position_from_game(game))
    return bases


BASES = base_positions()


def _names() -> list[Any]:
    c = COMPONENTS
    cards = [x.name for deck in (c.bills, c.supporters, c.events, c.politicians) for x in deck[:6]]
    return [
        *cards,
        *(x.holder for x in c.debate_cards),
        *(x.name for x in c.careers[:4]),
        "pm",
        "opposition_leader",
        "government_backbencher",
        "opposition_backbencher",
        "actions",
        "round_setup",
        "election",
        "liberal",
        "conservative",
        "front",
        "reverse",
        "pact",
        "no_pact",
        "Gentry",
        "cross-party",
        "events",
        "supporters",
        "question-time",
        "standard",
        "beside",
        "deck",
        "unionist",
        "board",
        "0",
        "1",
        "7",
    ]


NAMES = _names()
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 15),
    st.integers(-(10**6), 10**6),
    st.sampled_from([0, 1, 2, 5, 10, 12, 20, 21, 40, 99, 100, 101, 330, 658, 659, -10, -80, -90, 110, 10**40]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(NAMES),
    st.sampled_from(["", " ", "x" * 400, "\x1b]0;pwned\x07", "\x1b[2J", "a\x00b", "../../x", "9" * 5000]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.one_of(st.text(max_size=8), st.sampled_from(NAMES)), inner, max_size=3)
    ),
    max_leaves=8,
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a position, the position itself included (not below 20 levels)."""
    found = [prefix]
    if len(prefix) > 20:
        return found
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def edit(document: Any, path: tuple[Any, ...], how: str, value: Any) -> Any:
    """`document` with the value at `path` replaced, removed or repeated, or a field added."""
    if not path:
        return value
    parent = document
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    if how == "remove":
        del parent[last]
    elif how == "repeat" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    elif how == "add" and isinstance(parent, dict):
        parent[f"{last}_extra"] = value
    else:
        parent[last] = value
    return document


def similar(original: Any) -> Any:
    """Values of the same kind as `original`, near it: most of them mean something in the game."""
    if isinstance(original, bool):
        return st.booleans()
    if isinstance(original, int):
        return st.integers(original - 12, original + 12) | st.sampled_from([0, 1, 10, 20, 40, 99, 100, 101, 330])
    if isinstance(original, str):
        return st.sampled_from(NAMES)
    if isinstance(original, list):
        return st.lists(st.sampled_from(NAMES), max_size=4) | st.just(original[:-1]) | st.just(original + original[:1])
    return VALUES


def at(document: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        document = document[part]
    return document


def deep(levels: int) -> Any:
    value: Any = []
    for _ in range(levels):
        value = [value]
    return value


@st.composite
def edited_positions(draw: Any) -> tuple[Any, str]:
    """(a position edited up to three times, how it reaches the engine: dict or a file's damage)."""
    document = copy.deepcopy(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(paths(document)[1:] + [()]))  # the whole position last: drawn least
        how = draw(st.sampled_from(["replace"] * 6 + ["remove", "remove", "repeat", "add"]))
        kind = draw(st.integers(0, 30))
        value = draw(
            st.sampled_from([deep(5000), deep(70)])
            if kind == 0
            else similar(at(document, path))
            if kind > 14
            else VALUES
        )
        try:
            document = edit(document, path, how if path else "replace", value)
        except (KeyError, IndexError, TypeError, RecursionError):  # an earlier edit moved the place, or nested it deep
            continue
    route = draw(st.sampled_from(["dict"] * 8 + ["file", "file", "alias", "bytes", "twice", "cut"]))
    return document, route


def one_clear_line(message: str) -> None:
    assert "\n" not in message, message
    assert not CONTROL.search(message), message
    assert len(message) < 2000, message[:200]


def _to_file(document: Any, route: str, folder: Path, cut: int) -> Path:
    path = folder / "position.yaml"
    try:
        text = dump_position(document) if isinstance(document, dict) else repr(document)
    except RecursionError:
        text = "discards: " + "[" * 5000 + "]" * 5000 + "\n"
    if route == "alias":
        text += "".join(f"l{n}: &l{n} [" + ", ".join([f"*l{n - 1}" if n else '"x"'] * 9) + "]\n" for n in range(9))
    elif route == "twice":
        text += "round: 3\nround: 4\n"
    elif route == "cut":
        text = text[: cut % max(1, len(text))]
    data = text.encode("utf-8", errors="surrogatepass")
    if route == "bytes":
        data = data[: cut % max(1, len(data))] + b"\xff\xfe" + data[cut % max(1, len(data)) :]
    path.write_bytes(data)
    return path


def check_one(document: Any, route: str, seed: int = 1) -> str:
    """Refused in one line, or played to the end: 'refused' or 'played'."""
    from clockwork.players import make_player

    if route != "dict":
        with tempfile.TemporaryDirectory() as folder:
            try:
                document = load_position(_to_file(document, route, Path(folder), seed * 7919))
            except PositionError as exc:
                one_clear_line(str(exc))
                return "refused"
    try:
        game = game_from_position(document, COMPONENTS, seed=seed)
    except PositionError as exc:
        one_clear_line(str(exc))
        return "refused"
    players = {seat: make_player("random", seat, seed) for seat in range(len(game.state.seats))}
    while not game.over:
        decision = game.pending
        assert decision is not None and decision.choices, "a decision with no choice"
        choice = (
            game.deal()
            if decision.is_chance
            else players[decision.owner].decide(game.view(decision.owner), decision)[0]
        )
        assert choice in decision.choices
        game.apply(choice)
        assert len(game.log) < MAX_PLIES, "the game did not end"
    return "played"


def fuzz_settings(examples: int, seed: int | None = None) -> Any:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=seed is None,
        database=None,
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )


def run(examples: int, seed: int | None = None) -> dict[str, int]:
    counts = {"refused": 0, "played": 0}

    @fuzz_settings(examples, seed)
    @given(case=edited_positions())
    def one(case: tuple[Any, str]) -> None:
        counts[check_one(*case)] += 1

    if seed is not None:
        one = __import__("hypothesis").seed(seed)(one)
    one()
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=None, help="a hypothesis seed (default: derandomized)")
    args = parser.parse_args(argv)
    started = time.process_time()
    counts = run(args.examples, args.seed)
    print(
        f"{sum(counts.values())} edited positions: {counts['refused']} refused in one line, {counts['played']} played "
        f"to the end; no traceback; {time.process_time() - started:.0f} s CPU"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
