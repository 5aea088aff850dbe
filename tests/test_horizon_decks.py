"""The searching level's chance-of-winning weights (`horizon.yaml`) come from the decks folder
in use, as every other Clockwork file does: `DIR/clockwork/horizon.yaml` with `--decks DIR`
when `DIR/clockwork/` exists, else the shipped copy; a missing or broken file is one line."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from rich.console import Console

from clockwork.data import shipped_clockwork_dir
from clockwork.horizon import FEATURES, chance, player_counts
from clockwork.playout import judge
from companion.cli import main
from engine.decks import load_components
from engine.setup import new_game, standard_setup

SHIPPED = shipped_clockwork_dir().parent


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("PRIME_MINISTER_DECKS", raising=False)
    copy = tmp_path / "decks"
    shutil.copytree(SHIPPED, copy)
    return copy


def _rewrite(decks: Path, change) -> None:  # type: ignore[no-untyped-def]
    path = decks / "clockwork" / "horizon.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data), encoding="utf-8")


def _game(decks: Path | None, players: int = 2):  # type: ignore[no-untyped-def]
    components = load_components(decks)
    return new_game(standard_setup(components, players, seed=5), seed=5, components=components)


def test_a_decks_folder_s_own_weights_score_its_games(decks: Path) -> None:
    def sure(data) -> None:  # type: ignore[no-untyped-def]  # every seat all but sure to win, and only 2-player weights
        data["players"] = {2: data["players"][2]}
        data["players"][2]["weights"]["bias"] = 30.0

    _rewrite(decks, sure)
    shipped, own = _game(None), _game(decks)
    assert 0.9 <= chance(shipped, 0) + chance(shipped, 1) <= 1.1  # the shipped weights: the two chances share 100%
    assert chance(own, 0) > 0.99 and chance(own, 1) > 0.99  # the folder's
    assert judge(own, 0, value="chance").score > 99
    fitted = yaml.safe_load((SHIPPED / "clockwork" / "horizon.yaml").read_text(encoding="utf-8"))["players"]
    assert player_counts(shipped.components) == set(fitted) and player_counts(own.components) == {2}
    assert chance(_game(decks, 3), 0) is None  # no 3-player weights in that folder: the search scores in VP


def test_a_decks_folder_without_a_clockwork_folder_uses_the_shipped_weights(decks: Path) -> None:
    shutil.rmtree(decks / "clockwork")
    assert chance(_game(decks), 0) == chance(_game(None), 0)


def _refused(decks: Path, *args: str) -> str:
    console = Console(file=io.StringIO(), width=120, highlight=False)
    result = CliRunner().invoke(main, ["--decks", str(decks), *args], obj={"console": console}, catch_exceptions=False)
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    return lines[0]


def test_a_missing_weights_file_is_one_line_naming_it_and_what_belongs_there(decks: Path) -> None:
    (decks / "clockwork" / "horizon.yaml").unlink()
    for command in (
        ("cards", "check"),
        ("play", "--as", "1", "--seed", "3", "--difficulty", "mastermind", "--autoplay"),
    ):
        line = _refused(decks, *command)
        assert "clockwork/horizon.yaml: file is missing" in line and "decks/clockwork/horizon.yaml" in line, line


@pytest.mark.parametrize(
    "change, said",
    [
        (lambda data: data["players"][2]["weights"].pop("pm_vp"), "players, 2, weights: missing field 'pm_vp'"),
        (lambda data: data["players"][2]["weights"].update(luck=1.0), "luck"),
        (
            lambda data: data["players"][2]["weights"].update(margin="high"),
            "players, 2, weights, margin: expected a number, got 'high'",
        ),
        (lambda data: data["players"].update({7: data["players"][2]}), "players, 7: 7 is out of range 2..4"),
        (lambda data: data.update(players={}), "expected weights for at least one number of players"),
    ],
)
def test_a_broken_weights_file_is_one_line_naming_the_file_and_the_field(decks: Path, change, said: str) -> None:  # type: ignore[no-untyped-def]
    _rewrite(decks, change)
    line = _refused(decks, "cards", "check")
    assert "clockwork/horizon.yaml" in line and said in line, line


def test_the_weights_read_are_one_for_each_number_the_model_reads() -> None:
    from clockwork.data import standard_clockwork

    weights = standard_clockwork().horizon
    assert 2 in weights and all(len(row) == len(FEATURES) for row in weights.values())


def test_the_shipped_weights_score_every_table_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fitted for 2, 3 and 4 players (commit b84eb3b): at a table of three or four the
    searching level scores its play-outs by the chance of winning too, not in VP."""
    monkeypatch.delenv("PRIME_MINISTER_DECKS", raising=False)
    for players in (2, 3, 4):
        game = _game(None, players)
        chances = [chance(game, seat) for seat in range(players)]
        assert all(c is not None and 0 < c < 1 for c in chances), (players, chances)
        assert 0.7 <= sum(chances) <= 1.3  # about one winner a game among the seats
        assert judge(game, 0, value="chance").score == pytest.approx(100 * chances[0])
