"""`write FILE`: the constituencies and the manifestos as a YAML file `electioneer seats
FILE` counts (`electioneer.seats.seats_yaml` writes the shape), written whole
(`house.files.write_atomically`). It needs the seven constituencies' issues (known to the
screen's viewer) and is most use on election day, once the books balance."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.markup import escape

from house.files import write_atomically

if TYPE_CHECKING:
    from electioneer.app.session import Session

SUFFIXES = (".yaml", ".yml")


def write_seats(session: "Session", rest: str) -> None:
    from electioneer.seats import seats_yaml

    name = rest.strip()
    if not name:
        session.error("write needs a file: write FILE.yaml (then electioneer seats FILE.yaml)")
        return
    path = Path(name).expanduser()
    if path.suffix not in SUFFIXES:
        session.error(f"{name[:60]!r}: give a file ending in .yaml or .yml")
        return
    if path.is_dir() or not path.parent.is_dir():
        session.error(
            f"{name[:60]!r}: " + ("a folder, not a file" if path.is_dir() else f"there is no folder {path.parent}")
        )
        return
    view = session.view()
    unknown = [seat.name for seat in view.line if not seat.issues or not all(seat.issues)]
    if len(view.line) < 7 or unknown:
        missing = f"{', '.join(unknown)}" if unknown else f"only {len(view.line)} dealt"
        session.error(f"the seven constituencies' issues are not all known yet ({missing}); write works once they are")
        return
    line = [(view.cards.constituency(seat.name), tuple(i for i in seat.issues if i)) for seat in view.line]
    manifestos = {
        party: [view.cards.policy(n) for n in names if not (party == view.party and n in view.dropped)]
        for party, names in view.manifestos
    }
    try:
        write_atomically(path, seats_yaml(line, manifestos))
    except OSError as exc:
        session.error(f"cannot write {name[:60]!r}: {exc.strerror or exc}")
        return
    session.console.print(f"Written: {escape(str(path))} (count it with: electioneer seats {escape(name)})")
