"""The session's words come from one registry (`companion.commands`): one entry makes a word
that the prompt carries out, `help` lists and Tab completes."""

from __future__ import annotations

import io

import pytest
from click.testing import CliRunner
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from rich.console import Console

from companion.cli import main
from companion.commands import COMMANDS, Command, Registry
from companion.completion import ChoiceCompleter

ENTER = "\r"
QUIT = "\x04\x04"
START = ("--seed", "11", "--as", "gladstone")


def run(keys, *args: str, typed: tuple[str, ...] = ()) -> str:
    for line in typed:
        keys.send_text(line + ENTER)
    keys.send_text(QUIT)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    CliRunner().invoke(main, list(args), obj={"console": console}, catch_exceptions=False)
    return console.file.getvalue()


@pytest.fixture
def registered():
    """A word added for one test, taken away after it."""
    added: list[str] = []

    def add(command: Command) -> Command:
        COMMANDS.add(command)
        added.append(command.name)
        return command

    yield add
    for name in added:
        COMMANDS._commands.pop(name, None)


def test_one_registry_entry_is_carried_out_listed_by_help_and_completed(keys, registered):
    heard: list[str] = []

    def cheer(session, rest: str) -> None:
        heard.append(rest)
        session.console.print(f"hear hear {rest}")

    registered(Command("cheer", cheer, "cheer [WHO]", "a cheer from the benches", aliases=("hear",)))
    out = run(keys, "play", *START, typed=("cheer gladstone", "HEAR", "help", "help che"))
    assert heard == ["gladstone", ""]
    assert "hear hear gladstone" in out
    assert "cheer [WHO]" in out and "a cheer from the benches (also hear)" in out
    completer = ChoiceCompleter(lambda: None, None, COMMANDS.words(at_table=False))
    offered = [c.text for c in completer.get_completions(Document("che"), CompleteEvent(completion_requested=True))]
    assert offered == ["cheer"]


def test_a_word_only_for_a_table_is_neither_offered_nor_obeyed_in_play(keys):
    assert COMMANDS.find("hand", at_table=True) is not None
    assert COMMANDS.find("hand", at_table=False) is None
    out = run(keys, "play", *START, typed=("hand 1",))
    assert "not a legal choice" in out


def test_a_word_cannot_be_registered_twice():
    registry = Registry()
    registry.add(Command("board", lambda s, r: None, "board", "the board"))
    with pytest.raises(ValueError, match="'board' is taken"):
        registry.add(Command("show", lambda s, r: None, "show", "the board", aliases=("board",)))
    with pytest.raises(ValueError, match="where must be one of"):
        registry.add(Command("odd", lambda s, r: None, "odd", "x", where="pub"))


def test_every_word_help_lists_is_completed_and_obeyed():
    for at_table in (False, True):
        words = COMMANDS.words(at_table)
        for command in COMMANDS.listed(at_table):
            assert command.name in words
            assert COMMANDS.find(command.name.upper(), at_table) is command
