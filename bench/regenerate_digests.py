"""Re-pin the digests of the seeded games in tests/test_game_digests.py after an intentional
rule or Clockwork change (speed work must never need this):

    python bench/regenerate_digests.py          # rewrite tests/game_digests.json, list what changed
    python bench/regenerate_digests.py --check  # only list what would change (exit 1 if any)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import digest_support  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report the games that changed without writing the file")
    args = parser.parse_args()
    old = json.loads(digest_support.PINNED.read_text(encoding="utf-8")) if digest_support.PINNED.exists() else {}
    if args.check:
        new = {pinned.name: digest_support.summary(digest_support.play(pinned)) for pinned in digest_support.GAMES}
    else:
        new = digest_support.regenerate()
    changed = [name for name in new if old.get(name) != new[name]]
    for name in changed:
        before = old.get(name, {})
        print(
            f"{name}: {before.get('plies')} plies, VP {before.get('vp')} -> {new[name]['plies']} plies, VP {new[name]['vp']}"
        )
    gone = sorted(set(old) - set(new))
    for name in gone:
        print(f"{name}: no longer pinned")
    print(
        f"{len(changed) + len(gone)} of {len(new)} games changed"
        + ("" if args.check else f"; wrote {digest_support.PINNED.relative_to(ROOT)}")
    )
    return 1 if args.check and (changed or gone) else 0


if __name__ == "__main__":
    sys.exit(main())
