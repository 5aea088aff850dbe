"""Markers set by hand during a game (`set standing Peel 7`): a `Correct` choice names one
marker and its new value; `Game.correct` applies it through `correct_marker`, which checks
the value against its track, logs a `MarkerSet` record, and the correction replays and
undoes like any choice. Values are read as the table writes them (docs/positions.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.components import Party, Sector
from engine.decisions import Correct
from engine.happened import MarkerSet
from engine.politicians import mat_of, untracked
from engine.position import CUBES_MAX, PositionError, ladder_index

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import SeatState

MARKERS = {
    "standing": "set standing POLITICIAN N",
    "favour": "set favour POLITICIAN N",
    "vp": "set vp POLITICIAN N",
    "cubes": "set cubes POLITICIAN N",
    "sector": "set sector SECTOR PARTY VALUE (the value printed in the marker's box)",
    "mps": "set mps M P (Moderates and Partisans; A = M + P)",
    "bill": "set bill SLOT ADJUSTMENT (the Parliament marker, -80 to +100)",
    "pact": "set pact on|off",
    "election-marker": "set election-marker on|off",
}


def correct_marker(game: "Game", choice: Correct) -> MarkerSet:
    """Set one marker as `choice` says, or refuse with a PositionError naming the value.
    The change is made on the game; the record says what moved."""
    state, board = game.state, game.components.board
    marker, value = choice.marker, choice.value
    if marker in ("standing", "favour", "vp", "cubes"):
        seat = find_seat(game, choice.target)
        number = _number(value, f"{marker} for {seat.politician}")
        if marker == "standing":
            mat = mat_of(game, seat)
            low, high = mat.standing_min, mat.standing_max
        elif marker == "favour":
            low, high = board.favour_range
        elif marker == "vp":
            low, high = 0, board.victory
        else:
            low, high = 0, CUBES_MAX
        if not low <= number <= high:
            raise PositionError(f"{marker} for {seat.politician}: {number} is out of range ({low} to {high})")
        before = getattr(seat, marker)
        setattr(seat, marker, number)
        return MarkerSet(f"{seat.politician} {marker.title() if marker != 'vp' else 'VP'}", str(before), str(number))
    if marker == "sector":
        sector, party = _sector_party(choice.target)
        number = _number(value, f"{party.title} {sector.value}")
        index = ladder_index(game, sector, party, number, f"{party.title} {sector.value}")
        ladder = board.ladder(sector, party).positions
        before = ladder[state.position(sector, party)]
        state.popularity[sector.value][party.value] = index
        return MarkerSet(f"{party.title} {sector.value}", str(before), str(number))
    if marker == "mps":
        parts = value.replace("/", " ").split()
        if len(parts) != 2:
            raise PositionError(f"mps: {value!r} should be two numbers, Moderates and Partisans (set mps 260 70)")
        moderates, partisans = (_number(p, "mps") for p in parts)
        if moderates < 0 or partisans < 0 or moderates + partisans > 658:
            raise PositionError(
                f"mps: M {moderates} / P {partisans} is out of range (each 0 or more, A = M + P at most 658)"
            )
        if moderates % 10 or partisans % 10:
            raise PositionError(
                f"mps: M {moderates} / P {partisans} is not on the Government MP Tracker (it moves in tens)"
            )
        before = f"M {state.moderates} / P {state.partisans}"
        state.moderates, state.partisans = moderates, partisans
        return MarkerSet("Government MPs", before, f"M {moderates} / P {partisans}")
    if marker == "bill":
        slot = _number(choice.target, "bill slot")
        if not 1 <= slot <= len(state.slots) or state.slots[slot - 1] is None:
            filled = ", ".join(str(i + 1) for i, _ in state.bills_on_board()) or "none"
            raise PositionError(f"bill {choice.target}: no bill in that slot (bills are in slots: {filled})")
        low, high = board.vote_adjustment_range
        number = _number(value, f"the Parliament marker of slot {slot}")
        if not low <= number <= high:
            raise PositionError(f"bill {slot}: {number:+d} is off the Parliament track ({low:+d} to {high:+d})")
        if number % 10:
            raise PositionError(f"bill {slot}: {number:+d} is not on the Parliament track (it moves in tens)")
        bill_slot = state.slots[slot - 1]
        assert bill_slot is not None
        before = bill_slot.adjustment
        bill_slot.adjustment = number
        return MarkerSet(f"{bill_slot.name} Parliament marker", f"{before:+d}", f"{number:+d}")
    if marker in ("pact", "election-marker"):
        on = _on_off(value, marker)
        if marker == "pact":
            if on and not state.pact_in_game:
                raise PositionError("pact: this game has no Pact")
            before, state.pact = state.pact, on
            if not on:
                state.pact_ever_ended = True
            return MarkerSet("the Pact", _words(before), _words(on))
        if on and not state.election_marker_in_game:
            raise PositionError("election-marker: this game has no Election Marker")
        before, state.election_marker = state.election_marker, on
        return MarkerSet("the Election Marker", "on the board" if before else "off", "on the board" if on else "off")
    raise PositionError(f"set: {marker!r} is not a marker (expected one of {', '.join(MARKERS)})")


def correction_from_words(game: "Game", text: str) -> Correct:
    """The correction a person typed after `set` (`standing Peel 7`, `sector Gentry liberal 5`,
    `mps 260 70`, `bill 2 +20`, `pact off`), checked against the game; a PositionError
    in one line otherwise (nothing is changed)."""
    words = text.split()
    if not words:
        raise PositionError("set what? " + "; ".join(MARKERS.values()))
    marker = words[0].lower()
    if marker not in MARKERS:
        raise PositionError(f"set: {words[0]!r} is not a marker (expected one of {', '.join(MARKERS)})")
    usage = MARKERS[marker]
    if marker in ("standing", "favour", "vp", "cubes"):
        if len(words) < 3:
            raise PositionError(f"usage: {usage}")
        seat = find_seat(game, " ".join(words[1:-1]))
        if marker in ("standing", "favour") and untracked(game, seat):
            raise PositionError(f"{seat.politician} has no {marker.title()} in this scenario: there is none to set")
        return Correct(marker, seat.politician, words[-1])
    if marker == "sector":
        if len(words) < 4:
            raise PositionError(f"usage: {usage}")
        sector, party = _sector_party(" ".join(words[1:-1]))
        return Correct(marker, f"{sector.value} {party.value}", words[-1])
    if marker == "mps":
        if len(words) != 3:
            raise PositionError(f"usage: {usage}")
        return Correct(marker, "", f"{words[1]} {words[2]}")
    if marker == "bill":
        if len(words) != 3:
            raise PositionError(f"usage: {usage}")
        return Correct(marker, words[1], words[2])
    if len(words) != 2:
        raise PositionError(f"usage: {usage}")
    return Correct(marker, "", words[1].lower())


def find_seat(game: "Game", words: str) -> "SeatState":
    """The politician named by `words`: the whole name or a unique part of it (Peel, Derby)."""
    wanted = words.strip().strip('"').lower()
    seats = game.state.seats
    exact = [s for s in seats if s.politician.lower() == wanted]
    found = exact or [s for s in seats if wanted and wanted in s.politician.lower()]
    if len(found) != 1:
        names = ", ".join(s.politician for s in seats)
        what = "matches more than one politician" if found else "is not at the table"
        raise PositionError(f"{words!r} {what} (expected one of {names})")
    return found[0]


def _sector_party(words: str) -> tuple[Sector, Party]:
    parts = words.replace("/", " ").split()
    party_words = parts[-1].lower() if parts else ""
    party = next((p for p in Party if p.value.startswith(party_words) and party_words), None)
    sector_words = " ".join(parts[:-1]).lower()
    sector = next((s for s in Sector if s.value.lower() == sector_words), None) or next(
        (s for s in Sector if sector_words and s.value.lower().startswith(sector_words)), None
    )
    if sector is None:
        raise PositionError(
            f"sector: {' '.join(parts[:-1])!r} is not a Sector (expected one of {', '.join(s.value for s in Sector)})"
        )
    if party is None:
        raise PositionError(
            f"sector {sector.value}: {parts[-1] if parts else ''!r} is not a party (liberal or conservative)"
        )
    return sector, party


def _number(text: str, what: str) -> int:
    try:
        return int(str(text).strip())
    except ValueError:
        raise PositionError(f"{what}: {text!r} is not a whole number") from None


def _on_off(text: str, what: str) -> bool:
    word = str(text).strip().lower()
    if word in ("on", "yes", "true"):
        return True
    if word in ("off", "no", "false"):
        return False
    raise PositionError(f"{what}: {text!r} should be on or off")


def _words(on: bool) -> str:
    return "on" if on else "off"


__all__ = ["MARKERS", "correct_marker", "correction_from_words", "find_seat"]
