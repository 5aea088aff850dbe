"""Regenerate the recorded games that tests/test_recorded_games.py replays, after a
deliberate change of a rule (or of the Clockwork, which plays one of them):

    python bench/regenerate_recorded.py          # rewrite tests/recorded/*.json, list what changed
    python bench/regenerate_recorded.py --check  # only list what would change (exit 1 if any)

A recording changes when its seats play another game or the save's format changed: the same
comparison `tests/test_recorded_games.py` makes (`recorded_support.difference`). Reasons
reworded alone are listed but pinned by neither; a run without --check rewrites them too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import recorded_support  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report the games that changed without writing them")
    args = parser.parse_args()
    changed = 0
    for recording in recorded_support.RECORDINGS:
        new = recorded_support.record(recording)
        old = recorded_support.load(recording) if recording.path.exists() else None
        name = recording.pinned.name
        if old == new:
            continue
        where = "new" if old is None else recorded_support.difference(old, new)
        if where is None:  # the reasons' wording alone: not pinned, as the test does not pin it
            print(f"{name}: reasons reworded only (not pinned)" + ("" if args.check else "; rewritten"))
        elif old is None:
            changed += 1
            print(f"{name}: new, {len(new['choices'])} choices, {len(new['rounds'])} rounds")
        else:
            changed += 1
            print(f"{name}: {len(old['choices'])} -> {len(new['choices'])} choices; first change: {where}")
        if not args.check:
            recorded_support.write(recording, new)
    stale = (
        sorted(p.name for p in recorded_support.RECORDED.glob("*.json")) if recorded_support.RECORDED.exists() else []
    )
    stale = [p for p in stale if p not in {f"{r.pinned.name}.json" for r in recorded_support.RECORDINGS}]
    for name in stale:
        print(f"{name}: no longer recorded" + ("" if args.check else " (removed)"))
        if not args.check:
            (recorded_support.RECORDED / name).unlink()
    total = len(recorded_support.RECORDINGS)
    print(
        f"{changed + len(stale)} of {total} recorded games changed" + ("" if args.check else "; wrote tests/recorded/")
    )
    return 1 if args.check and (changed or stale) else 0


if __name__ == "__main__":
    sys.exit(main())
