"""Reading what the person types: legal choices by their words, and the completer.

`parse` accepts exactly what `Decision.find` accepts (the full words or a unique prefix)
and, failing that, words shortened one by one without the quotes around card names:
`camp gen 2` for `campaign gentry 2`, `play john bright 1` for `play "John Bright" 1`.

At a physical table (`assist`) the cards drawn are typed too: `find_card` reads a card's
name (any case, a unique beginning, or each word cut short) among the cards that can still
come up, and the completer offers exactly those cards.
"""

from __future__ import annotations

import difflib
from typing import Callable, Iterable, Mapping, Sequence

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from companion.commands import COMMANDS
from companion.echo import said
from engine import Choice, Decision, InvalidChoice, Reveal


def words(text: str) -> list[str]:
    return text.replace('"', " ").lower().split()


def word_prefix_matches(choices: Iterable[Choice], text: str) -> list[Choice]:
    """Choices whose words start with the typed words, one for one."""
    typed = words(text)
    if not typed:
        return list(choices)
    found = []
    for choice in choices:
        if starts_with_words(words(str(choice)), typed):
            found.append(choice)
    return found


def starts_with_words(spelled: Sequence[str], typed: Sequence[str]) -> bool:
    """Whether the words `spelled` start with the `typed` ones, one for one (`camp lib`)."""
    return len(typed) <= len(spelled) and all(w.startswith(t) for t, w in zip(typed, spelled))


def card_names(decision: Decision) -> list[str]:
    """The cards that can come up at a table draw: the pending decision's choices."""
    return [choice.card for choice in decision.choices if isinstance(choice, Reveal)]


def _fold(text: str) -> str:
    return " ".join(text.replace('"', " ").lower().split())


def _plain(name: str) -> str:
    """A name to compare for likeness: without the word `act` every bill ends with."""
    return " ".join(w for w in _fold(name).split() if w != "act")


def card_matches(decision: Decision, text: str) -> list[str]:
    """Cards that can come up whose name is `text` (any case), else those that start with
    it, else those whose words start with the typed words one for one (`pub lib`), else
    those with a later run of words that does (`darwin`, `kingdom brunel`: a Supporter by
    surname). An exact name wins on its own, so `1` is the Uncertainty card 1, not 10 to 18."""
    names = card_names(decision)
    typed = _fold(text)
    if typed.startswith("card "):  # the words `?` lists: card "John Bright"
        typed = typed[len("card ") :]
    if not typed:
        return names
    exact = [n for n in names if _fold(n) == typed]
    if exact:
        return exact
    starting = [n for n in names if _fold(n).startswith(typed)]
    if starting:  # `prince of` is the Prince of Wales, not the Princess
        return starting
    words_typed = typed.split()
    spelled = {name: _fold(name).split() for name in names}
    found = [name for name in names if starts_with_words(spelled[name], words_typed)]
    if found:
        return found
    return [
        name
        for name in names
        if any(starts_with_words(spelled[name][i:], words_typed) for i in range(1, len(spelled[name])))
    ]


def find_card(
    decision: Decision,
    text: str,
    deck: Iterable[str] = (),
    noun: str = "card",
    *,
    echo: bool = True,
    elsewhere: Mapping[str, str] | None = None,
) -> Reveal:
    """The card drawn, read from what was typed, or `InvalidChoice` in one line naming the
    close matches. `deck` is every card of that deck, so a card that exists but cannot come
    up now (drawn already, in a hand) is told apart from a misspelling; `elsewhere` maps
    the other decks' cards to what they are ("a conservative bill"). With `echo` False (a
    card only one player may see) the message does not repeat what was typed."""
    matches = card_matches(decision, text)
    if len(matches) == 1:
        return Reveal(matches[0])
    typed = text.strip()
    if not echo:  # typed unseen: no card the entry comes near is named on the shared screen
        names = card_names(decision)
        if matches:
            raise InvalidChoice("that could be more than one card: type more of its name (what is typed is not shown)")
        raise InvalidChoice(f"no {noun} that can come up has that name (? lists all {len(names)})")
    said_back = said(typed)
    if matches:
        shown = ", ".join(matches[:6]) + (" ..." if len(matches) > 6 else "")
        raise InvalidChoice(f"{said_back} could be any of {len(matches)} {noun}s: {shown}")
    names = card_names(decision)
    folded = {_plain(n): n for n in names}
    close = [folded[f] for f in difflib.get_close_matches(_plain(typed), list(folded), n=4, cutoff=0.5)]
    close += [n for n in names if n not in close and any(w in _fold(n) for w in _fold(typed).split() if len(w) >= 4)]
    wanted = _fold(typed)
    spent = [n for n in deck if _fold(n) == wanted or (len(wanted) >= 3 and _fold(n).startswith(wanted))]
    other = [n for n in (elsewhere or {}) if _fold(n) == wanted or (len(wanted) >= 4 and _fold(n).startswith(wanted))]
    if spent and not any(n in names for n in spent):
        reason = f"{', '.join(spent[:3])} cannot come up now (drawn already, in a hand or set aside)"
    elif len(other) == 1 and elsewhere is not None:
        reason = f"{other[0]} is {elsewhere[other[0]]}, not a {noun}"
    else:
        reason = f"{said_back} is not a {noun} that can come up now"
    hint = f"; close matches: {', '.join(close[:5])}" if close else f"; {len(names)} can come up: Tab lists them"
    raise InvalidChoice(reason + hint)


def parse(decision: Decision, text: str) -> Choice:
    """The choice the person meant, or `InvalidChoice` with a one-line reason."""
    if decision.is_chance:
        return find_card(decision, text)
    try:
        return decision.find(text)
    except InvalidChoice:
        pass
    matches = word_prefix_matches(decision.choices, text)
    if len(matches) > 1:
        # `camp gen 1` is complete for `campaign gentry 1` even if `... via Whip` exists
        count = len(words(text))
        exact = [c for c in matches if len(words(str(c))) == count]
        matches = exact if len(exact) == 1 else matches
    if not matches:
        matches = name_skipping_matches(decision.choices, text)
    if len(matches) == 1:
        return matches[0]
    if matches:
        shown = ", ".join(str(c) for c in matches[:6]) + (" ..." if len(matches) > 6 else "")
        raise InvalidChoice(f"{said(text)} could be any of {len(matches)} choices: {shown}")
    spelled = {_fold(str(c).replace('"', "")): c for c in decision.choices}
    typed = _fold(text.replace('"', ""))
    near = [n for n in difflib.get_close_matches(typed, list(spelled), n=3, cutoff=0.75) if _slipped(typed, n)][:1]
    if near:  # a slip of the keys: `propose cruelty to aminals`
        meant = f"{said(text)}: did you mean {spelled[near[0]]}?"
        raise InvalidChoice(meant + (" (? lists all)" if len(meant) + 14 <= ERROR_ROOM else ""))
    raise InvalidChoice(
        f"{said(text)} is not a legal choice" + _listed(decision.choices, ERROR_ROOM - len(said(text)) - 22)
    )


def _slipped(typed: str, choice: str) -> bool:
    """Is `typed` the choice with a slip of the keys in its words, rather than another word
    (`campaign farm 1` is not a slip for `campaign gentry 1`: Farmers is not offered)?"""
    said, meant = typed.split(), choice.split()
    if len(said) != len(meant):
        return True  # a word run together or split: the whole line was close enough
    return all(
        a == b or b.startswith(a) or difflib.SequenceMatcher(None, a, b).ratio() >= 0.6 for a, b in zip(said, meant)
    )


ERROR_ROOM = 80 - len("Error: ")  # an error line fits an 80-column screen where it can


def _listed(choices: Sequence[Choice], room: int) -> str:
    """The legal choices in brackets, as many as fit in `room` characters; `? lists all` for
    the rest: (draw cross-party, draw liberal) or (campaign gentry 1, ... ? lists all 40)."""
    names = [str(c) for c in choices]
    if len(", ".join(names)) + 3 <= room:
        return f" ({', '.join(names)})"
    rest = f"? lists all {len(names)}"
    shown: list[str] = []
    for name in names:
        if len(", ".join(shown + [name])) + len(rest) + 9 > room:
            break
        shown.append(name)
    return f" ({', '.join(shown)}, ... {rest})" if shown else f" ({rest})"


def _spelled(choice: Choice) -> list[tuple[str, bool]]:
    """The choice's words, each marked True when it is part of a quoted name."""
    out: list[tuple[str, bool]] = []
    for i, part in enumerate(str(choice).split('"')):
        out += [(w.lower(), i % 2 == 1) for w in part.split()]
    return out


def name_skipping_matches(choices: Iterable[Choice], text: str) -> list[Choice]:
    """Choices whose words start with the typed words in order, where words of a quoted name
    may be left out: `play mary 2` for `play "Mary Shelley" 2`."""
    typed = words(text)
    found = []
    for choice in choices:
        spelled, at = _spelled(choice), 0
        for word in typed:
            while at < len(spelled) and not spelled[at][0].startswith(word) and spelled[at][1]:
                at += 1  # a word of a name, not typed: skip it
            if at == len(spelled) or not spelled[at][0].startswith(word):
                break
            at += 1
        else:
            if typed:
                found.append(choice)
    return found


class ChoiceCompleter(Completer):
    """Completes the whole line from the legal choices, then the session's words.

    `decision` and `describe` are callables so one completer serves the whole session:
    they are read at each keystroke. Descriptions are computed only for shown entries.
    """

    def __init__(
        self,
        decision: Callable[[], Decision | None],
        describe: Callable[[Choice], str] | None = None,
        words: Mapping[str, str] | None = None,
        arguments: "Callable[[str], Iterable[tuple[str, str]]] | None" = None,
        unseen: Callable[[], bool] | None = None,
    ) -> None:
        self.decision = decision
        self.unseen = unseen  # True while a card is typed unseen: no menu (its matches would name the card)
        self.describe = describe
        self.words = COMMANDS.words(at_table=False) if words is None else words
        self.arguments = arguments  # whole lines for a session word's arguments (`set standing Peel `), with a note

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        if self.unseen is not None and self.unseen():
            return
        text = document.text_before_cursor
        decision = self.decision()
        if decision is not None and decision.is_chance:
            # a card draw at a table: exactly the cards that can still come up, by name
            for name in card_matches(decision, text):
                yield Completion(name, start_position=-len(text), display_meta=self._meta(Reveal(name)))
        elif decision is not None:
            for choice in word_prefix_matches(decision.choices, text):
                yield Completion(str(choice), start_position=-len(text), display_meta=self._meta(choice))
        stripped = text.strip().lower()
        if stripped and " " not in stripped:
            for word, meaning in self.words.items():
                if word.startswith(stripped) and word != "?":
                    yield Completion(word, start_position=-len(text), display_meta=meaning)
        if self.arguments is not None and " " in stripped:
            for line, meta in self.arguments(text):
                yield Completion(line, start_position=-len(text), display_meta=meta)

    def _meta(self, choice: Choice):  # type: ignore[no-untyped-def]
        describe = self.describe
        if describe is None:
            return ""
        return lambda: describe(choice)  # formatted lazily, only for entries on screen
