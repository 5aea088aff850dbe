"""When an automated party's reason may be shown, and what of it.

A reason is shown only once the choice it explains is public: a swap or a theatric at once
(made face up), a week's policy once every party has revealed (and an election-day drop once
the drops are revealed); a policy put back under the deck, LAB's face-down issues and a peek
never. Even then a sentence of it that names something the person may not know (a policy
not revealed, a theatric not played, a constituency whose issues are face down to them) is
left out: a reason never gives away a hand or a face-down card.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from electioneer.rules import TABLE, DecisionKind, Pass

if TYPE_CHECKING:
    from electioneer.rules import Game, LogRecord, PartyView

PUBLIC_AT_ONCE = frozenset({DecisionKind.SWAP_ISSUE, DecisionKind.THEATRIC})
PUBLIC_AT_REVEAL = frozenset({DecisionKind.CHOOSE_POLICY, DecisionKind.BALANCE_BOOKS})
_SENTENCE = re.compile(r"(?<=[.;])\s+")


def unknown_names(view: "PartyView") -> list[str]:
    """Names of cards and places the viewer may not know about, longest first."""
    public = {name for _, names in view.manifestos for name in names}
    played = {name for _, _, name, _ in view.played}
    hidden = [p.name for p in view.cards.policies if p.name not in public]
    hidden += [t.name for t in view.cards.theatrics if t.name not in played]
    hidden += [seat.name for seat in view.line if not seat.revealed and not all(seat.issues)]
    return sorted(hidden, key=len, reverse=True)


def public_part(reason: str, view: "PartyView") -> str:
    """The sentences of `reason` that name nothing hidden from the viewer."""
    hidden = unknown_names(view)
    kept = [sentence for sentence in _SENTENCE.split(reason.strip()) if not any(name in sentence for name in hidden)]
    return " ".join(kept).strip()


class Reasons:
    """The automated parties' reasons, each told once, when it becomes public."""

    def __init__(self) -> None:
        self._waiting: list["LogRecord"] = []
        self._told: list[tuple[int, int, str, str]] = []  # (log index, week, party, reason)

    def told(
        self, game: "Game", record: "LogRecord", human: str | None
    ) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
        """What `record` makes public to `human`: the reason for the choice itself when it was
        made face up (a swap, a theatric played), and the reasons of the face-down choices its
        reveal turns over; each as (party, reason). A pass says nothing."""
        at_once: list["LogRecord"] = []
        if record.owner not in (TABLE, human) and record.reason and not isinstance(record.choice, Pass):
            if record.kind in PUBLIC_AT_ONCE:
                at_once.append(record)
            elif record.kind in PUBLIC_AT_REVEAL:
                self._waiting.append(record)
        revealed: list["LogRecord"] = []
        if record.happened:  # a reveal: every face-down choice made before it is face up now
            revealed, self._waiting = self._waiting, []
        view = game.view(human)
        return self._said(at_once, view), self._said(revealed, view)

    def _said(self, records: list["LogRecord"], view: "PartyView") -> list[tuple[str, str]]:
        out = []
        for item in records:
            said = public_part(item.reason, view)
            if said:
                self._told.append((item.index, item.week, item.owner, said))
                out.append((item.owner, said))
        return out

    def all_told(self, game: "Game", human: str | None, party: str | None = None) -> list[tuple[int, str, str]]:
        return [
            (week, owner, said)
            for index, week, owner, said in self._told
            if index < len(game.log) and (party is None or owner == party)
        ]

    def forget_after(self, length: int) -> None:
        """After an undo: reasons of the choices taken back go."""
        self._told = [item for item in self._told if item[0] < length]
        self._waiting = [record for record in self._waiting if record.index < length]
