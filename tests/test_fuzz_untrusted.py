"""Fuzzing the two kinds of untrusted input (issue 13), bounded so the suite stays fast.

- Saves: any edit of any field of a real save (a new value, a field removed, an entry
  dropped or repeated, a number made huge, the text cut short or given a NUL), with or
  without the save's check recomputed, either loads to a game that keeps every invariant
  from its first choice to its last, or is refused in one printable line; no file in the
  data folder changes either way.
- Decks folders: any edit of any YAML value of any decks file (the Clockwork's too), or an
  odd file in its place (aliases, bytes that are not UTF-8, a directory, a pipe, a link to
  another file, nesting too deep), either loads to components that deal games keeping
  every invariant, or is refused in one printable line; no file in the folder changes.
"""

from __future__ import annotations

import copy
import json
import os
import random
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from clockwork.data import ClockworkDataError, clockwork_for
from companion.saves import SaveStore, SaveStoreError, check_session
from engine.deck_fields import DeckError
from engine import standard_components
from engine.decks import load_components
from engine.save import game_to_json
from engine.save_shape import setup_check
from engine.setup import new_game, standard_setup
from engine.untrusted import CONTROL

from tests.test_properties import Watcher

COMPONENTS = standard_components()
DECKS = Path(__file__).resolve().parent.parent / "decks"
FUZZ = settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)  # no shrinking: CI stays fast

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.sampled_from([0, 1, -1, 2, 3, 10**40]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["", " ", "John Bright", "john bright", "x" * 400, "\x1b[2J", "a\x00b", "../../x"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a parsed JSON or YAML document, the document itself included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def edit(document: Any, path: tuple, how: str, value: Any) -> Any:
    """`document` with the value at `path` replaced, removed or repeated."""
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
    else:
        parent[last] = value
    return document


def one_clear_line(message: str) -> None:
    assert "\n" not in message, message
    assert not CONTROL.search(message), message
    assert len(message) < 2000, message[:200]


def tree(root: Path) -> dict[str, Any]:
    """Every entry under `root`: a file's bytes, or what else stands there."""
    out: dict[str, Any] = {}
    for path in sorted(root.rglob("*")):
        key = str(path.relative_to(root))
        if path.is_symlink():
            out[key] = ("link", os.readlink(path))
        elif path.is_file():
            out[key] = path.read_bytes()
        else:
            out[key] = "dir" if path.is_dir() else "other"
    return out


def replay_watched(game) -> None:
    """The loaded game again from its first choice, every invariant checked at each one."""
    fresh = new_game(game.setup, seed=game.seed, components=game.components)
    watcher = Watcher(fresh)
    assert not watcher.problems()
    for record in game.log:
        watcher.after(fresh.apply(record.choice, reason=record.reason).happened)
    assert fresh.state.to_json() == game.state.to_json()


# --- saves ----------------------------------------------------------------------------------


def _base_save() -> dict[str, Any]:
    options = {"human": 0, "opponents": "clockwork", "difficulty": "standard", "game_id": "fuzz-1"}
    game = new_game(standard_setup(COMPONENTS, 2, seed=5, companion=options), seed=5, components=COMPONENTS)
    rng = random.Random(5)
    while len(game.log) < 80:
        decision = game.pending
        game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices), reason="fuzz")
    return json.loads(json.dumps(game_to_json(game)))


BASE_SAVE = _base_save()
SAVE_PATHS = paths(BASE_SAVE)


@st.composite
def save_texts(draw) -> str:
    document = copy.deepcopy(BASE_SAVE)
    path = draw(st.sampled_from(SAVE_PATHS))
    how = draw(st.sampled_from(["replace", "replace", "remove", "repeat"]))
    document = edit(document, path, how if path else "replace", draw(VALUES))
    if draw(st.booleans()) and isinstance(document, dict) and isinstance(document.get("setup"), dict):
        try:
            document["check"] = setup_check(document.get("seed"), document["setup"])  # a careful editor
        except (TypeError, ValueError):
            pass
    text = json.dumps(document, ensure_ascii=False)
    damage = draw(st.sampled_from(["none", "none", "none", "cut", "nul", "huge", "deep"]))
    at = draw(st.integers(0, max(0, len(text) - 1)))
    if damage == "cut":
        text = text[:at]
    elif damage == "nul":
        text = text[:at] + "\x00" + text[at:]
    elif damage == "huge":
        text = re.sub(r"\b\d+\b", "9" * 5000, text, count=1)
    elif damage == "deep":
        text = text[:at] + "[" * 50_000 + "]" * 50_000 + text[at:]
    return text


@FUZZ
@given(text=save_texts())
def test_any_edit_of_a_save_loads_to_a_sound_game_or_is_one_line(text):
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        (home / "saves").mkdir()
        path = home / "saves" / "fuzzed.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        before = tree(home)
        store = SaveStore(home)
        try:
            game = store.load(path, COMPONENTS, warn=one_clear_line)
            check_session(game, "fuzzed")
        except SaveStoreError as exc:
            one_clear_line(str(exc))
        else:
            replay_watched(game)
        assert tree(home) == before


# --- decks folders --------------------------------------------------------------------------

DECK_FILES = sorted(str(p.relative_to(DECKS)) for p in DECKS.rglob("*.yaml"))
ALIAS_BOMB = "".join(f"l{n}: &l{n} [" + ", ".join([f"*l{n - 1}" if n else '"x"'] * 9) + "]\n" for n in range(9))


@st.composite
def deck_edits(draw) -> tuple[str, str, Any]:
    relative = draw(st.sampled_from(DECK_FILES))
    kind = draw(st.sampled_from(["yaml"] * 6 + ["bomb", "bytes", "directory", "fifo", "link", "empty", "deep", "cut"]))
    if kind != "yaml":
        return relative, kind, draw(st.integers(0, 10_000))
    document = yaml.safe_load((DECKS / relative).read_text(encoding="utf-8"))
    path = draw(st.sampled_from(paths(document)))
    how = draw(st.sampled_from(["replace", "replace", "remove", "repeat"]))
    return relative, kind, edit(document, path, how if path else "replace", draw(VALUES))


def apply_deck_edit(root: Path, relative: str, kind: str, detail: Any) -> None:
    target = root / relative
    text = target.read_text(encoding="utf-8")
    if kind == "yaml":
        target.write_text(yaml.safe_dump(detail, allow_unicode=True), encoding="utf-8")
        return
    if kind == "cut":
        target.write_text(text[: detail % max(1, len(text))], encoding="utf-8")
        return
    target.unlink()
    if kind == "bomb":
        target.write_text(ALIAS_BOMB + "extra: [*l8, *l8]\n", encoding="utf-8")
    elif kind == "bytes":
        target.write_bytes(
            text.encode("utf-8")[: detail % 500] + b"\xff\xfe\xc3" + text.encode("utf-8")[detail % 500 :]
        )
    elif kind == "directory":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "link":
        target.symlink_to(root / DECK_FILES[detail % len(DECK_FILES)])
    elif kind == "empty":
        target.write_text("", encoding="utf-8")
    elif kind == "deep":
        target.write_text("x: " + "[" * 50_000 + "]" * 50_000 + "\n", encoding="utf-8")


@FUZZ
@given(change=deck_edits(), seed=st.integers(0, 2**16))
def test_any_edit_of_a_decks_folder_deals_sound_games_or_is_one_line(change, seed):
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "decks"
        shutil.copytree(DECKS, root)
        apply_deck_edit(root, *change)
        before = tree(root)
        try:
            components = load_components(root)
            clockwork_for(components)
        except (DeckError, ClockworkDataError) as exc:
            one_clear_line(str(exc))
        else:
            for players in (2, 3, 4):
                game = new_game(standard_setup(components, players, seed=seed), seed=seed, components=components)
                watcher = Watcher(game)
                rng = random.Random(seed)
                while not game.over and len(game.log) < 150:
                    decision = game.pending
                    record = game.apply(game.deal() if decision.is_chance else rng.choice(decision.choices))
                    watcher.after(record.happened)
        assert tree(root) == before
