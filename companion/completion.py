"""Reading what the person types: legal choices by their words, and the completer.

`parse` accepts exactly what `Decision.find` accepts (the full words or a unique prefix)
and, failing that, words shortened one by one without the quotes around card names:
`camp gen 2` for `campaign gentry 2`, `play john bright 1` for `play "John Bright" 1`.
"""

from __future__ import annotations

from typing import Callable, Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from engine.decisions import Choice, Decision, InvalidChoice

# The session's own words, offered after the legal choices.
SESSION_WORDS = {
    "?": "list your choices and what each would do",
    "board": "show the board",
    "odds": "odds of a Vote on each bill and of an Election now",
    "why": "the reason for the last Clockwork choice",
    "log": "the game so far (log N: the last N entries)",
    "undo": "take back your last choice (not past a revealed card)",
    "save": "save NAME: save the game under a name",
    "help": "these words",
    "quit": "leave the game (it is autosaved)",
}


def words(text: str) -> list[str]:
    return text.replace('"', " ").lower().split()


def word_prefix_matches(choices: Iterable[Choice], text: str) -> list[Choice]:
    """Choices whose words start with the typed words, one for one."""
    typed = words(text)
    if not typed:
        return list(choices)
    found = []
    for choice in choices:
        spelled = words(str(choice))
        if len(typed) <= len(spelled) and all(w.startswith(t) for t, w in zip(typed, spelled)):
            found.append(choice)
    return found


def parse(decision: Decision, text: str) -> Choice:
    """The choice the person meant, or `InvalidChoice` with a one-line reason."""
    try:
        return decision.find(text)
    except InvalidChoice:
        pass
    matches = word_prefix_matches(decision.choices, text)
    if len(matches) > 1:
        # `camp gen 1` is complete for `campaign gentry 1` even if `... via Whip` exists
        typed = len(words(text))
        exact = [c for c in matches if len(words(str(c))) == typed]
        matches = exact if len(exact) == 1 else matches
    if len(matches) == 1:
        return matches[0]
    if matches:
        shown = ", ".join(str(c) for c in matches[:6]) + (" ..." if len(matches) > 6 else "")
        raise InvalidChoice(f"{text.strip()!r} could be any of {len(matches)} choices: {shown}")
    examples = ", ".join(str(c) for c in decision.choices[:3]) + (" ..." if len(decision.choices) > 3 else "")
    raise InvalidChoice(f"{text.strip()!r} is not a legal choice here ({decision.kind}: {examples}); type ? for all of them")


class ChoiceCompleter(Completer):
    """Completes the whole line from the legal choices, then the session's words.

    `decision` and `describe` are callables so one completer serves the whole session:
    they are read at each keystroke. Descriptions are computed only for shown entries.
    """

    def __init__(self, decision: Callable[[], Decision | None], describe: Callable[[Choice], str] | None = None) -> None:
        self.decision = decision
        self.describe = describe

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        text = document.text_before_cursor
        decision = self.decision()
        if decision is not None:
            for choice in word_prefix_matches(decision.choices, text):
                yield Completion(str(choice), start_position=-len(text), display_meta=self._meta(choice))
        stripped = text.strip().lower()
        if stripped and " " not in stripped:
            for word, meaning in SESSION_WORDS.items():
                if word.startswith(stripped) and word != "?":
                    yield Completion(word, start_position=-len(text), display_meta=meaning)

    def _meta(self, choice: Choice):  # type: ignore[no-untyped-def]
        describe = self.describe
        if describe is None:
            return ""
        return lambda: describe(choice)  # formatted lazily, only for entries on screen
