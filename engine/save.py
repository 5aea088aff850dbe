"""Saves, replay and undo.

A game is a pure function of its setup, its seed and the choices made (the dealer's
draws are recorded as the table's `Reveal` choices), so a save is exactly that, plus a
snapshot of the state which loading checks against the replay:

```json
{"format": "prime-minister-save", "version": 1,
 "setup": {...}, "seed": 7, "check": "9a0e...", "decks": "3f1c...",
 "choices": [{"ply": 0, "owner": -1, "kind": "draw supporters",
              "choice": {"type": "Reveal", "card": "John Bright"}, "reason": ""}, ...],
 "snapshot": {...GameState.to_json()...}}
```

The whole file is checked for shape first (`engine.save_shape`); `check`, a fingerprint of
the seed and the setup, must match (a seed edited by hand would deal other cards); `decks`,
a fingerprint of the card data, is compared with the data in use and a difference is
reported through `warn`. `owner` and `kind` are checked on replay when present; `snapshot`
is checked when present.
Undo replays without the last choice, but never steps back across a revealed card (the
tip in 1.4: actions may be reversed until a card has been drawn and viewed).

Every problem with a save is a `SaveError` (a `ValueError`) naming what is wrong and where.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from dataclasses import dataclass
from engine.decisions import (
    TABLE,
    Choice,
    Correct,
    IllegalChoice,
    InvalidChoice,
    Reveal,
    choice_from_json,
    choice_to_json,
)
from engine.deck_folder import standard_components
from engine.words import counted, verb_for
from engine.setup import Setup, new_game
from engine.unknown import UnknownCardError, from_json
from engine.named import CardName
from engine.steps import LogRecord
from engine.save_shape import SAVE_FORMAT, SAVE_VERSION, SaveError, check_shape, setup_check
from engine.untrusted import shown

if TYPE_CHECKING:
    from engine.components import Components
    from engine.game import Game

MAX_SAVE_BYTES = 64 * 1024 * 1024  # a long 4-player game is a few hundred kilobytes
Warn = Callable[[str], None]


class UndoError(ValueError):
    """An undo the rules (or the log) do not allow."""


# --- writing ---------------------------------------------------------------------------


def dealer_seed(game: "Game") -> int:
    """The seed that deals `game`'s cards; a player's view holds none, so it cannot be saved
    or replayed."""
    if game.viewer is not None or game.seed is None:
        raise SaveError("a player's view of the game cannot be saved or replayed; use the game itself")
    return game.seed


def game_to_json(game: "Game") -> dict[str, Any]:
    """The save of `game`: version, setup, seed, every choice with its reason, a snapshot."""
    seed = dealer_seed(game)
    setup = game.setup.to_json()
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "setup": setup,
        "seed": seed,
        "check": setup_check(seed, setup),
        "decks": decks_digest(game.components),
        "choices": [
            {
                "ply": record.ply,
                "owner": record.owner,
                "kind": record.kind,
                "choice": choice_to_json(record.choice),
                "reason": record.reason,
                **(
                    {"reason_names": list(record.reason_names)}
                    if record.reason and record.reason_names is not None
                    else {}
                ),
            }
            for record in game.log
        ],
        "snapshot": game.state.to_json(),
        **({"unknown": [card.to_json() for card in game.unknown]} if game.unknown else {}),
    }


def save_game(game: "Game", path: str | os.PathLike[str]) -> Path:
    """Write the save atomically: a temporary file beside `path`, then `os.replace`.

    If anything fails, an existing file at `path` is left as it was."""
    target = Path(path)
    try:
        text = json.dumps(game_to_json(game), indent=1, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"{target}: the game cannot be written as JSON: {exc}") from exc
    directory = target.parent if str(target.parent) else Path(".")
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, target)
    except BaseException:
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
    _sync_directory(directory)
    return target


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def decks_digest(components: "Components") -> str:
    """A short fingerprint of the card data, to explain a replay that fails with other decks
    (`Components.fingerprint`: worked out once per set of components, and kept with them in
    the cache folder)."""
    return components.fingerprint


# --- reading ---------------------------------------------------------------------------


def load_game(path: str | os.PathLike[str], components: "Components | None" = None, warn: Warn | None = None) -> "Game":
    """Read a save and replay it; `warn` hears of anything that loads but deserves a word."""
    source = Path(path)
    try:
        if not source.exists():
            raise SaveError(f"{source}: no such save file")
        if not source.is_file():
            raise SaveError(f"{source}: not a save file (a directory or a device, not a file)")
        if source.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{source}: too large to be a save ({source.stat().st_size} bytes)")
        text = source.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{source}: not a save file (not UTF-8 text)") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL or an overlong name in the path
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"{source}: cannot read the save: {getattr(exc, 'strerror', None) or exc}") from None
    if not text.strip():
        raise SaveError(f"{source}: the save file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # a save always ends with its closing brace: JSON that stops short of it was cut off
        truncated = exc.pos >= len(text.rstrip()) or not text.rstrip().endswith("}")
        what = "truncated" if truncated else "corrupt"
        raise SaveError(
            f"{source}: the save is {what} (invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    except RecursionError:
        raise SaveError(f"{source}: the save is corrupt (lists or objects nested too deeply)") from None
    except ValueError:  # a whole number too long to read (over 4,300 digits)
        raise SaveError(f"{source}: the save is corrupt (a number too long to read: over 4,300 digits)") from None
    try:
        return game_from_json(data, components, warn)
    except SaveError as exc:
        raise SaveError(f"{source}: {exc}") from exc


def game_from_json(data: Any, components: "Components | None" = None, warn: Warn | None = None) -> "Game":
    """Replay a save (`game_to_json`'s output) into a live game; check it on the way."""
    check_shape(data)
    seed = data["seed"]
    raw_setup = data["setup"]
    try:
        setup = Setup.from_json(raw_setup)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"'setup' is malformed: {shown(str(exc))}") from None
    entries = [_entry(n, raw) for n, raw in enumerate(data["choices"])]
    snapshot = data.get("snapshot")

    components = components or standard_components()
    try:
        game = new_game(setup, seed=seed, components=components)
    except ValueError as exc:  # SetupError, an unknown scenario or optional rule
        raise SaveError(f"'setup' is not a legal setup: {exc}") from exc
    check = data.get("check")
    if check is None:
        _tell(
            warn,
            "the save has no check of its seed and setup (written by an older version): they are taken as they are",
        )
    elif check != setup_check(seed, raw_setup):
        raise SaveError(
            "the seed or the setup was changed after the game was saved (its check does not match); "
            "a changed seed would deal other cards, so the save is not loaded"
        )
    hint = ""
    saved_digest = data.get("decks")
    if isinstance(saved_digest, str) and saved_digest != decks_digest(game.components):
        hint = " (the save was made with different card data: load it with the decks it was played with)"
    try:
        _apply_all(game, entries)
    except SaveError as exc:
        raise SaveError(f"{exc}{hint}") from exc
    game.unknown = _unknown_cards(data.get("unknown", []), len(game.log))
    if snapshot is not None:
        difference = first_difference(_normalised(snapshot), _normalised(game.state.to_json()))
        if difference is not None:
            raise SaveError(f"the replay does not match the saved snapshot: {difference}{hint}")
    if hint:
        _tell(
            warn,
            f"the save was made with other card data than {game.components.directory or 'the decks in use'}: "
            "the cards still to come follow the data in use now",
        )
    return game


def _unknown_cards(raw: Any, plies: int) -> tuple[Any, ...]:
    """The save's cards drawn face down without a name (engine.unknown), checked against the log."""
    if not isinstance(raw, list):
        raise SaveError(f"'unknown' must be a list, got {type(raw).__name__}")
    try:
        cards = from_json(raw)
    except UnknownCardError as exc:
        raise SaveError(f"'unknown': {exc}") from None
    for card in cards:
        if not 0 <= card.ply < plies:
            raise SaveError(
                f"'unknown': card {card.token} was drawn at ply {card.ply}, but the game has {plies} choices"
            )
    return cards


def _tell(warn: Warn | None, message: str) -> None:
    if warn is not None:
        warn(message)


@dataclass(frozen=True)
class _Entry:
    """One choice as a save records it, read back and checked before it is replayed."""

    ply: int
    choice: Choice
    reason: str
    owner: int | None
    kind: str | None
    reason_names: "tuple[CardName, ...] | None" = None  # not in a save written before reasons named their cards


def _entry(n: int, raw: dict[str, Any]) -> _Entry:
    """One checked entry of 'choices' (its shape is already known to be right)."""
    try:
        choice = choice_from_json(raw["choice"])
    except (InvalidChoice, TypeError, KeyError, ValueError) as exc:
        raise SaveError(f"choice at ply {n} is malformed: {exc}") from None
    names = raw.get("reason_names")
    return _Entry(
        n,
        choice,
        raw.get("reason", ""),
        raw.get("owner"),
        raw.get("kind"),
        None if names is None else tuple(CardName(name) for name in names),
    )


def replay(
    setup: Any,
    seed: int,
    choices: "Iterable[_Entry | LogRecord | tuple[Choice, str] | Choice]",
    components: "Components | None" = None,
) -> "Game":
    """A new game from `setup` and `seed` with `choices` (or `(choice, reason)` pairs, or
    log records, whose reasons keep the cards they name) applied in order; the dealer is not
    involved."""
    game = new_game(setup, seed=seed, components=components)
    entries = []
    for n, item in enumerate(choices):
        if isinstance(item, _Entry):
            entries.append(item)
        elif isinstance(item, LogRecord):
            entries.append(_Entry(n, item.choice, item.reason, None, None, item.reason_names))
        elif isinstance(item, tuple):
            entries.append(_Entry(n, item[0], item[1], None, None))
        else:
            entries.append(_Entry(n, item, "", None, None))
    _apply_all(game, entries)
    return game


def _apply_all(game: "Game", entries: "Iterable[_Entry]") -> None:
    for n, entry in enumerate(entries):
        if isinstance(entry.choice, Correct):  # a marker set by hand: not an answer to the pending decision
            try:
                game.correct(entry.choice, reason=entry.reason)
            except (IllegalChoice, ValueError) as exc:
                raise SaveError(f"ply {n}: the correction {entry.choice} cannot be made: {exc}") from None
            continue
        decision = game.pending
        if decision is None:
            raise SaveError(f"ply {n}: {entry.choice} comes after the end of the game ({game.state.end_reason})")
        who = _who(decision.owner)
        if entry.owner is not None and entry.owner != decision.owner:
            raise SaveError(
                f"ply {n} (round {game.state.round}): the save has {_who(entry.owner)} deciding, "
                f"but the replay asks {who} ({decision.kind})"
            )
        if entry.kind is not None and entry.kind != decision.kind:
            raise SaveError(
                f"ply {n} (round {game.state.round}): the save has a '{entry.kind}' decision, "
                f"but the replay asks {who} for '{decision.kind}'"
            )
        try:
            game.apply(entry.choice, reason=entry.reason, reason_names=entry.reason_names)
        except IllegalChoice as exc:
            raise SaveError(f"ply {n}: illegal choice: {exc}") from None
        except (KeyError, IndexError, TypeError, ValueError) as exc:  # a choice the rules never offered
            raise SaveError(f"ply {n}: {entry.choice} cannot be played here ({type(exc).__name__}: {exc})") from None


def _who(owner: int) -> str:
    return "the table" if owner == TABLE else f"seat {owner + 1}"


def _normalised(value: Any) -> Any:
    return json.loads(json.dumps(value))


def first_difference(saved: Any, replayed: Any, path: str = "state", *, every_key: bool = False) -> str | None:
    """Where two JSON trees first differ, in words (None when they agree). Only the keys both
    sides know are compared, unless `every_key` (then a key on one side only is a difference)."""
    if isinstance(saved, dict) and isinstance(replayed, dict):
        # Only the fields both sides know are compared: a save written before a field was
        # added to (or after one was dropped from) the game state still loads. The replay
        # itself is the game; the snapshot only catches a replay that went another way.
        if every_key and saved.keys() != replayed.keys():
            key = min(saved.keys() ^ replayed.keys())
            return f"{path}.{key} is only in the {'replay' if key in replayed else 'save'}"
        for key in [k for k in saved if k in replayed]:
            found = first_difference(saved[key], replayed[key], f"{path}.{key}", every_key=every_key)
            if found:
                return found
        return None
    if isinstance(saved, list) and isinstance(replayed, list):
        for index, (a, b) in enumerate(zip(saved, replayed)):
            found = first_difference(a, b, f"{path}[{index}]", every_key=every_key)
            if found:
                return found
        if len(saved) != len(replayed):
            return f"{path} has {counted(len(saved), 'entry', 'entries')} in the save, {len(replayed)} in the replay"
        return None
    if saved != replayed:
        return f"{path} is {_short(saved)} in the save, {_short(replayed)} in the replay"
    return None


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


# --- undo ------------------------------------------------------------------------------


def undo_refusal(game: "Game", plies: int = 1) -> str | None:
    """Why the last `plies` choices cannot be taken back, or None when they can."""
    if game.viewer is not None:
        return "a player's view of the game cannot be changed"
    if plies < 1:
        return f"undo takes back at least one choice, not {plies}"
    if not game.log:
        return "nothing to undo: no choice has been made yet"
    if plies > len(game.log):
        return (
            f"only {counted(len(game.log), 'choice')} {verb_for(len(game.log), 'has', 'have')} been made, not {plies}"
        )
    for record in reversed(game.log[-plies:]):
        if record.owner == TABLE and isinstance(record.choice, Reveal):
            return (
                f"cannot undo past a revealed card ({record.choice.card!r} was drawn in round {record.round}; rule 1.4)"
            )
    return None


def can_undo(game: "Game", plies: int = 1) -> bool:
    """True when `undo(game, plies)` would succeed."""
    return undo_refusal(game, plies) is None


def undo(game: "Game", plies: int = 1) -> "Game":
    """A new game replayed without the last `plies` choices (the given game is not changed).

    Refused (`UndoError`) when any of them is a card the table revealed."""
    refusal = undo_refusal(game, plies)
    if refusal is not None:
        raise UndoError(refusal)
    entries = [
        _Entry(r.ply, r.choice, r.reason, r.owner, r.kind, r.reason_names) for r in game.log[: len(game.log) - plies]
    ]
    twin = replay(game.setup, dealer_seed(game), entries, game.components)
    twin.unknown = tuple(card for card in game.unknown if card.ply < len(entries))
    return twin


__all__ = [
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "SaveError",
    "UndoError",
    "can_undo",
    "first_difference",
    "game_from_json",
    "game_to_json",
    "load_game",
    "replay",
    "save_game",
    "undo",
    "undo_refusal",
]
