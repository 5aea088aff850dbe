"""How the command line loads its parts: `play` and `assist` do not import each other when
they load, and a subcommand whose module is missing is an error, not a command quietly left
out of `--help`."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from companion import cli


@pytest.mark.parametrize(
    "module, other", [("companion.assist_cmd", "companion.play_cmd"), ("companion.play_cmd", "companion.assist_cmd")]
)
def test_play_and_assist_load_without_each_other(module: str, other: str) -> None:
    code = f"import sys, {module}; print({other!r} in sys.modules)"
    loaded = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.strip()
    assert loaded == "False"


def test_every_subcommand_is_listed() -> None:
    out = CliRunner().invoke(cli.main, ["--help"]).output
    for name in cli.SUBCOMMANDS:
        assert f"  {name}" in out


def test_a_missing_subcommand_module_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(cli.SUBCOMMANDS, "ghost", "companion.ghost_cmd:ghost")
    result = CliRunner().invoke(cli.main, ["ghost"])
    assert isinstance(result.exception, ModuleNotFoundError) and result.exception.name == "companion.ghost_cmd"


ODDS_PROBE = (
    "import sys; from companion.cli import main\n"
    "main(sys.argv[1:], standalone_mode=False)\n"
    "print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] in ('engine', 'clockwork', 'yaml', 'prompt_toolkit'))))\n"
)


@pytest.mark.parametrize(
    "question", [["odds", "vote", "330"], ["odds", "election", "--projected", "325", "--favour-pm", "2"]]
)
def test_odds_loads_only_the_odds(question: list[str], tmp_path) -> None:
    """An answer from the odds needs the components and the odds: not the rules engine's game,
    decisions or log records, not the Clockwork, not prompt_toolkit, and (once the decks are
    in the cache folder) not PyYAML."""
    import os

    env = {**os.environ, "PRIME_MINISTER_CACHE": str(tmp_path / "cache")}
    runs = [
        subprocess.run(
            [sys.executable, "-c", ODDS_PROBE, *question], check=True, capture_output=True, text=True, env=env
        )
        for _ in range(2)
    ]
    first, second = (set(run.stdout.splitlines()[-1].split()) for run in runs)
    assert "yaml" in first and "yaml" not in second  # a first start reads the decks; the second finds them kept
    assert {"engine.odds", "engine.components"} <= second
    loaded = {
        m
        for m in second
        if m.split(".")[0] in ("clockwork", "prompt_toolkit")
        or m in ("engine.game", "engine.decisions", "engine.happened", "engine.state", "engine.steps")
    }
    assert not loaded


def test_help_lists_the_commands_as_their_own_help_says_without_importing_them() -> None:
    import inspect

    assert set(cli.SUMMARIES) == set(cli.SUBCOMMANDS)
    for name in cli.SUBCOMMANDS:
        command = cli.LazyGroup._load(name)
        assert command is not None and command.short_help is None and not command.hidden and not command.deprecated
        first = " ".join(inspect.cleandoc(command.help or "").partition("\n\n")[0].split())
        assert cli.SUMMARIES[name] == first, (
            f"{name}: its docstring's first paragraph changed; copy it into cli.SUMMARIES"
        )
    code = "import sys; from companion.cli import main; main(['--help'], standalone_mode=False); print(sorted(m for m in sys.modules if m.endswith('_cmd')))"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip().endswith("[]")
    assert "odds      Exact odds of Votes, Elections and By-Elections." in out


@pytest.mark.parametrize("width", [80, 50, 120])
def test_help_lists_the_commands_word_for_word_as_click_would_from_the_commands(width: int) -> None:
    import click

    ours, clicks = click.HelpFormatter(width=width), click.HelpFormatter(width=width)
    with click.Context(cli.main) as ctx:
        cli.main.format_commands(ctx, ours)
        click.Group.format_commands(cli.main, ctx, clicks)  # loads every command to read its help
    assert ours.getvalue() == clicks.getvalue()
