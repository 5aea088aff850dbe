"""bench/clockwork_study.py: the balance study's variants run whole games (docs/clockwork.md)."""

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "bench" / "clockwork_study.py"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300)


def test_the_variants_are_listed():
    out = run("--list").stdout
    for name in (
        "baseline",
        "pm-always-holds",
        "opposition-election-drive",
        "conservatives-govern-first",
        "pm-postpones-as-if-alone",
        "attack-before-campaign",
    ):
        assert name in out


def test_a_variant_changes_the_games_and_baseline_does_not():
    result = run(
        "--players", "2", "--games", "2", "--jobs", "1", "--json", "--variants", "baseline,conservatives-govern-first"
    )
    assert result.returncode == 0, result.stderr
    baseline, swapped = json.loads(result.stdout)
    assert baseline["first_government"] == ["liberal"]  # rule 2.2
    assert swapped["first_government"] == ["conservative"]  # the diagnostic seats them first
    for row in (baseline, swapped):
        assert row["games"] == 2 and sum(row["wins_by_starting_role"].values()) == 2
        assert 0 <= row["liberal"] <= 1 and row["rounds"] >= 1


def test_an_unknown_variant_is_named():
    result = run("--variants", "baseline,bananas")
    assert result.returncode == 2
    assert "unknown variant 'bananas'" in result.stderr


def test_the_politician_study_seats_its_politician_under_a_variant():
    script = SCRIPT.parent / "politician_study.py"
    result = subprocess.run(
        [
            sys.executable,
            str(script),
            "--players",
            "2",
            "--games",
            "2",
            "--jobs",
            "1",
            "--politician",
            "Derby",
            "--variant",
            "uncampaigned-pm-holds-0",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "Derby in every game, variant uncampaigned-pm-holds-0" in result.stdout
    derby = next(line for line in result.stdout.splitlines() if "Earl of Derby" in line)
    assert "/2 " in derby  # he sat in both games
    roles = next(line for line in result.stdout.splitlines() if "wins by starting role" in line)
    assert sum(int(part.split()[1]) for part in roles.split(": ")[1].split(", ")) == 2


def test_the_politician_study_plays_his_seat_by_a_searching_seat(tmp_path):
    script = SCRIPT.parent / "politician_study.py"
    out = tmp_path / "games.json"
    result = subprocess.run(
        [
            sys.executable,
            str(script),
            "--players",
            "2",
            "--games",
            "2",
            "--jobs",
            "1",
            "--politician",
            "Salisbury",
            "--seat",
            "search:difficulty=standard;kinds=-action",
            "--departures",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "Salisbury in every game, his seat search:difficulty=standard;kinds=-action" in result.stdout
    assert "searched " in result.stdout  # his seat's searched decisions are counted by role and kind
    games = json.loads(out.read_text())
    assert len(games) == 2
    for game in games:
        assert any("Salisbury" in name for name in game["politicians"])
        assert game["looks"], "his searching seat looked at some decisions"
        role, _round, kind, rule, chosen, moved, where = game["looks"][0]
        assert moved == (rule != chosen) and where["standing"] >= 0


def test_the_politician_study_wants_a_politician_for_a_seat():
    script = SCRIPT.parent / "politician_study.py"
    result = subprocess.run(
        [sys.executable, str(script), "--games", "1", "--seat", "clockwork:mastermind"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 2
    assert "--seat needs --politician" in result.stderr


def test_a_variant_for_one_politician_changes_only_his_turns():
    """`NAME@POLITICIAN`: the plays the variant replaces change for that politician alone."""
    from types import SimpleNamespace

    sys.path.insert(0, str(SCRIPT.parents[1]))
    import clockwork.answers as answers
    import clockwork.plays as plays
    from bench.clockwork_study import apply_variant, known_variant
    from engine.state import Role

    tables = (plays.PLAY_FUNCTIONS, plays.URGENT, answers.ANSWERS)
    saved = [dict(table) for table in tables]
    try:
        plays.PLAY_FUNCTIONS["campaign"] = lambda turn: "as shipped"
        plays.URGENT["campaign"] = lambda turn: True
        apply_variant("ol-holds-back-3@Salisbury")

        def turn(politician, round_):
            return SimpleNamespace(
                me=SimpleNamespace(politician=politician, role=Role.OPPOSITION_LEADER),
                state=SimpleNamespace(round=round_),
            )

        assert plays.PLAY_FUNCTIONS["campaign"](turn("Marquess of Salisbury", 2)) is None  # he holds back
        assert plays.URGENT["campaign"](turn("Marquess of Salisbury", 2)) is False
        assert plays.PLAY_FUNCTIONS["campaign"](turn("Marquess of Salisbury", 4)) == "as shipped"  # after round 3
        assert plays.PLAY_FUNCTIONS["campaign"](turn("Earl of Derby", 2)) == "as shipped"  # not his turn
        assert plays.URGENT["campaign"](turn("Earl of Derby", 2)) is True
        assert known_variant("ol-holds-back-3@Salisbury") and not known_variant("bananas@Salisbury")
    finally:
        for table, old in zip(tables, saved):
            table.clear()
            table.update(old)


def test_the_politician_study_tells_each_starting_leaders_chair_by_who_sat_in_it():
    script = SCRIPT.parent / "politician_study.py"
    result = subprocess.run(
        [sys.executable, str(script), "--players", "3", "--games", "3", "--jobs", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    for title in ("starting PM's chair", "starting Opposition Leader's chair"):
        line = next(line for line in result.stdout.splitlines() if title in line)
        sat = [int(part.split("/")[1].split()[0]) for part in line.split(": ", 1)[1].split(", ")]
        assert sum(sat) == 3  # one leader of each party in every game


def test_the_chair_study_pairs_a_level_with_standard_in_each_chair():
    script = SCRIPT.parent / "chair_study.py"
    result = subprocess.run(
        [sys.executable, str(script), "clockwork:standard", "--games", "4", "--jobs", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    rows = {line.split()[0]: line for line in result.stdout.splitlines() if line.startswith("  ") and "/" in line}
    assert set(rows) == {"pm", "government_backbencher", "opposition_leader", "opposition_backbencher", "every"}
    # a standard seat against itself: the same games, the same winners, no game only one won
    assert "only it 0, only standard 0" in rows["every"]
    assert all(" 1/1 " in line or " 0/1 " in line for key, line in rows.items() if key != "every")


def stand_in(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, list[dict[str, bool]]]:
    """bench/stand_in.py on one core, and the rows it wrote."""
    out = tmp_path / "rows.json"
    result = subprocess.run(
        [sys.executable, str(SCRIPT.parent / "stand_in.py"), *args, "--jobs", "1", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return result, json.loads(out.read_text())


def test_the_stand_in_study_replays_his_games_with_his_party_in_his_chair(tmp_path):
    result, rows = stand_in(tmp_path, "Salisbury", "--players", "4", "--games", "4")
    assert len(rows) == 4 and all("Marquess of Salisbury" in row for row in rows)
    # only Conservatives stand in, and never Peel: card 10 would not take the Opposition
    # Leader's chair (rule 2.2) from the partner dealt beside Salisbury
    stand_ins = {who for row in rows for who in row} - {"Marquess of Salisbury"}
    assert stand_ins and stand_ins <= {"Earl of Derby", "Earl of Aberdeen", "Benjamin Disraeli"}
    assert "every pairing: he" in result.stdout


def test_the_stand_in_study_deals_only_whom_the_table_size_deals(tmp_path):
    _, rows = stand_in(tmp_path, "Derby", "--players", "2", "--games", "2")
    for row in rows:
        # the 2-player setup leaves Aberdeen out; every other Conservative stands in
        assert set(row) == {"Earl of Derby", "Marquess of Salisbury", "Benjamin Disraeli", "Sir Robert Peel"}


def test_the_stand_in_study_names_the_politicians_it_knows():
    script = SCRIPT.parent / "stand_in.py"
    result = subprocess.run(
        [sys.executable, str(script), "Salisbry", "--games", "1", "--jobs", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode != 0
    assert "'Salisbry'" in result.stderr and "Marquess of Salisbury" in result.stderr
