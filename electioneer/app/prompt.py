"""Reading what a person types: a legal choice by its words, and Tab's completions.

`parse` takes what `Decision.find` takes (the whole words, any case, quotes optional, or
the only choice they begin), and failing that words cut short one for one (`ch nhs` for
`choose "NHS Pledge"`) or the words of a card's name from any word on (`choose pledge`).
What names no choice is one line: what was typed and what would be accepted.

The completer offers the legal choices whose words begin with what is typed, each with what
it would do, then the session's words.
"""

from __future__ import annotations

import difflib
from typing import Callable, Iterable, Mapping, Sequence

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from electioneer.rules.choices import Choice, Decision, InvalidChoice

ECHO_LIMIT = 40  # characters of a wrong entry said back in an error line
ERROR_ROOM = 80 - len("Error: ")


def said(text: str) -> str:
    """What was typed, quoted as an error line repeats it: cut short when long."""
    text = " ".join(text.split())
    if len(text) > ECHO_LIMIT:
        return repr(text[: ECHO_LIMIT - 1] + "\u2026") + f" ({len(text)} characters)"
    return repr(text)


def words(text: str) -> list[str]:
    return text.replace('"', " ").casefold().split()


def begins(spelled: Sequence[str], typed: Sequence[str]) -> bool:
    """The words `spelled` start with the `typed` ones, one for one (`ch nhs`)."""
    return len(typed) <= len(spelled) and all(w.startswith(t) for t, w in zip(typed, spelled))


def matching(choices: Iterable[Choice], text: str) -> list[Choice]:
    """The choices whose words begin with the typed words, one for one."""
    typed = words(text)
    return [c for c in choices if begins(words(str(c)), typed)] if typed else list(choices)


def skipping(choices: Iterable[Choice], text: str) -> list[Choice]:
    """The choices whose first word begins the first word typed, and whose later words hold
    the rest in order, leaving out words of a name (`choose pledge`, `swap bath tax grow`)."""
    typed = words(text)
    found = []
    for choice in choices:
        spelled = words(str(choice))
        if not typed or not spelled or not spelled[0].startswith(typed[0]):
            continue
        at = 1
        for word in typed[1:]:
            while at < len(spelled) and not spelled[at].startswith(word):
                at += 1
            if at == len(spelled):
                break
            at += 1
        else:
            found.append(choice)
    return found


def parse(decision: Decision, text: str) -> Choice:
    """The choice meant, or `InvalidChoice` in one line naming what would be accepted."""
    try:
        return decision.find(text)
    except InvalidChoice:
        pass
    found = matching(decision.choices, text)
    if len(found) > 1:  # `choose tax` is complete for `choose tax` even if `choose "Tax Cut"` exists
        exact = [c for c in found if len(words(str(c))) == len(words(text))]
        found = exact if len(exact) == 1 else found
    if not found:
        found = skipping(decision.choices, text)
    if len(found) == 1:
        return found[0]
    if found:
        shown = ", ".join(str(c) for c in found[:4]) + (" ..." if len(found) > 4 else "")
        raise InvalidChoice(f"{said(text)} could be any of {len(found)}: {shown}")
    spelled = {" ".join(words(str(c))): c for c in decision.choices}
    near = difflib.get_close_matches(" ".join(words(text)), list(spelled), n=1, cutoff=0.75)
    if near:
        raise InvalidChoice(f"{said(text)}: did you mean {spelled[near[0]]}? (? lists all)")
    return_room = ERROR_ROOM - len(said(text)) - len(" is not a choice now")
    raise InvalidChoice(f"{said(text)} is not a choice now{listed(decision.choices, return_room)}")


def listed(choices: Sequence[Choice], room: int) -> str:
    """The choices in brackets, as many as fit in `room` characters, `? lists all` for the rest."""
    names = [str(c) for c in choices]
    if len(", ".join(names)) + 3 <= room:
        return f" ({', '.join(names)})"
    rest = f"? lists all {len(names)}"
    shown: list[str] = []
    for name in names:
        if len(", ".join([*shown, name])) + len(rest) + 9 > room:
            break
        shown.append(name)
    return f" ({', '.join(shown)}, ... {rest})" if shown else f" ({rest})"


class ChoiceCompleter(Completer):
    """The whole line from the legal choices, then the session's words (read at each key, so
    one completer serves the whole session). `narrow(text)` gives the choices that begin with
    what is typed, and `label(choice)` what is typed for one (a card at a table: its name)."""

    def __init__(
        self,
        narrow: Callable[[str], Sequence[Choice]],
        label: Callable[[Choice], str],
        describe: Callable[[Choice], str],
        words_now: Callable[[], Mapping[str, str]],
    ) -> None:
        self.narrow = narrow
        self.label = label
        self.describe = describe
        self.words_now = words_now

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        text = document.text_before_cursor
        for choice in self.narrow(text):
            yield Completion(self.label(choice), start_position=-len(text), display_meta=self._meta(choice))
        stripped = text.strip().casefold()
        if stripped and " " not in stripped:
            for word, meaning in self.words_now().items():
                if word.startswith(stripped) and word != "?":
                    yield Completion(word, start_position=-len(text), display_meta=meaning)

    def _meta(self, choice: Choice):  # type: ignore[no-untyped-def]
        describe = self.describe
        return lambda: describe(choice)  # worked out only for the entries on screen
