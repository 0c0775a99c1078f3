"""Settings raced by real processes: every change kept, every writer told the truth.

House rules, aliases and the current game are rows of their own tables, and each change
is decided on what the table holds under the write lock, in the transaction that writes
it. Before that (schema 3 and older) each was one JSON value read in one transaction and
written whole in another, and of six ``house save`` at once three to five were kept while
all six printed "Saved". Each trial starts its processes together on one database made
once and copied, and waits for them all.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

# Four trials by default (the older schema lost a write in nearly every trial); set
# QUIDDLER_RACE_TRIALS, as for test_races.py, to run many more.
TRIALS = int(os.environ.get("QUIDDLER_RACE_TRIALS", "4"))
AT_ONCE = 6


def run_together(
    db: Path, commands: Sequence[Sequence[str]]
) -> list[subprocess.CompletedProcess[str]]:
    """Start every command at once on ``db``, then wait for each; their results in order."""
    env = {**os.environ, "COLUMNS": "200", "PYTHONIOENCODING": "utf-8"}
    started = [
        subprocess.Popen(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), *command],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for command in commands
    ]
    done = []
    for process, command in zip(started, commands, strict=True):
        out, err = process.communicate(timeout=120)
        done.append(subprocess.CompletedProcess(command, process.returncode, out, err))
    return done


def made_once(tmp_path_factory: pytest.TempPathFactory, *setup: Sequence[str]) -> Path:
    db = tmp_path_factory.mktemp("start") / "games.sqlite3"
    for command in setup:
        subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), *command],
            check=True,
            capture_output=True,
        )
    return db


def trial_copy(start: Path, folder: Path, trial: int) -> Path:
    db = folder / f"trial{trial}.sqlite3"
    shutil.copy(start, db)
    return db


def rows(db: Path, query: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(query).fetchall()
    finally:
        conn.close()


@pytest.fixture(scope="module")
def with_a_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Rob and Robert sat at one table: no alias may make them one person.
    return made_once(tmp_path_factory, ["new", "Rob", "Robert"], ["alias", "Ann", "Annie"])


@pytest.mark.parametrize("trial", range(TRIALS))
def test_six_house_saves_at_once_are_all_kept_and_each_says_saved(
    with_a_game: Path, tmp_path: Path, trial: int
) -> None:
    db = trial_copy(with_a_game, tmp_path, trial)
    done = run_together(
        db, [["house", "save", f"Set{i}", "--notes", f"n{i}"] for i in range(AT_ONCE)]
    )
    for i, result in enumerate(done):
        assert result.returncode == 0, result.stderr
        assert f"Saved house rules 'Set{i}'" in result.stdout
    kept = rows(db, "SELECT name, notes FROM house_rules ORDER BY name")
    assert kept == [(f"Set{i}", f"n{i}") for i in range(AT_ONCE)]


@pytest.mark.parametrize("trial", range(TRIALS))
def test_six_changes_of_one_house_set_at_once_each_say_what_they_did(
    with_a_game: Path, tmp_path: Path, trial: int
) -> None:
    # One of them makes the set; the other five change it, and say so.
    db = trial_copy(with_a_game, tmp_path, trial)
    done = run_together(
        db, [["house", "save", "Friday", "--notes", f"n{i}"] for i in range(AT_ONCE)]
    )
    assert all(result.returncode == 0 for result in done), [r.stderr for r in done]
    said = [result.stdout for result in done]
    assert sum("Changed house rules 'Friday'" in out for out in said) == AT_ONCE - 1, said
    assert sum("Saved house rules 'Friday'" in out for out in said) == 1, said
    ((notes,),) = rows(db, "SELECT notes FROM house_rules")
    assert notes in {f"n{i}" for i in range(AT_ONCE)}


@pytest.mark.parametrize("trial", range(TRIALS))
def test_six_aliases_added_at_once_are_all_kept(
    with_a_game: Path, tmp_path: Path, trial: int
) -> None:
    db = trial_copy(with_a_game, tmp_path, trial)
    done = run_together(db, [["alias", f"Per{i}", f"Oth{i}"] for i in range(AT_ONCE)])
    for i, result in enumerate(done):
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith(f"Oth{i} is Per{i} too")
    kept = rows(db, "SELECT alias, person FROM aliases ORDER BY alias")
    assert kept == [("annie", "Ann"), *((f"oth{i}", f"Per{i}") for i in range(AT_ONCE))]


HALF = AT_ONCE // 2


@pytest.fixture(scope="module")
def with_aliases(tmp_path_factory: pytest.TempPathFactory) -> Path:
    aliases = (["alias", f"Old{i}", f"Gone{i}"] for i in range(HALF))
    return made_once(tmp_path_factory, ["new", "Ann", "Bob"], *aliases)


@pytest.mark.parametrize("trial", range(TRIALS))
def test_removals_racing_additions_take_back_only_what_they_name(
    with_aliases: Path, tmp_path: Path, trial: int
) -> None:
    half = HALF
    db = trial_copy(with_aliases, tmp_path, trial)
    commands = [["alias", "--remove", f"Gone{i}"] for i in range(half)]
    commands += [["alias", f"New{i}", f"Kept{i}"] for i in range(half)]
    done = run_together(db, commands)
    for result in done:
        assert result.returncode == 0, result.stderr
    assert [r.stdout for r in done[:half]] == [
        f"Gone{i} is no longer Old{i}.\n" for i in range(half)
    ]
    kept = rows(db, "SELECT alias, person FROM aliases ORDER BY alias")
    assert kept == [(f"kept{i}", f"New{i}") for i in range(half)]


@pytest.mark.parametrize("trial", range(TRIALS))
def test_two_aliases_that_would_join_two_players_of_one_game_are_never_both_kept(
    with_a_game: Path, tmp_path: Path, trial: int
) -> None:
    # Rob -> Bob and Robert -> Bob are each allowed alone, but together make one person
    # of Rob and Robert, who played game 1: whichever comes second is refused.
    db = trial_copy(with_a_game, tmp_path, trial)
    others = [["alias", f"Per{i}", f"Oth{i}"] for i in range(AT_ONCE - 2)]
    done = run_together(db, [["alias", "Bob", "Rob"], ["alias", "Bob", "Robert"], *others])
    joins, rest = done[:2], done[2:]
    assert sorted(result.returncode for result in joins) == [0, 2], [r.stderr for r in joins]
    refused = next(result for result in joins if result.returncode == 2)
    assert "would be one person, but both played in game 1" in refused.stderr
    allowed = next(result for result in joins if result.returncode == 0)
    joined = "rob" if allowed.args[-1] == "Rob" else "robert"
    assert all(result.returncode == 0 for result in rest)
    kept = rows(db, "SELECT alias, person FROM aliases ORDER BY alias")
    expected = [
        ("annie", "Ann"),
        (joined, "Bob"),
        *((f"oth{i}", f"Per{i}") for i in range(AT_ONCE - 2)),
    ]
    assert kept == sorted(expected)


@pytest.mark.parametrize("trial", range(TRIALS))
def test_six_games_started_at_once_are_all_kept_and_the_last_is_current(
    with_a_game: Path, tmp_path: Path, trial: int
) -> None:
    db = trial_copy(with_a_game, tmp_path, trial)
    done = run_together(db, [["new", f"Ann{i}", f"Bob{i}"] for i in range(AT_ONCE)])
    said = []
    for i, result in enumerate(done):
        assert result.returncode == 0, result.stderr
        number, rest = result.stdout.removeprefix("Game ").split(" ", 1)
        assert rest.startswith(f"'Ann{i} vs Bob{i}'")
        said.append(int(number))
    assert sorted(said) == list(range(2, 2 + AT_ONCE))
    # Each start makes its game current in the transaction that creates it: the game
    # committed last, which has the highest id, is the current one.
    assert rows(db, "SELECT game_id FROM current_game") == [(max(said),)]


@pytest.fixture(scope="module")
def with_ann_and_cy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return made_once(tmp_path_factory, ["new", "Ann", "Cy"])


@pytest.mark.parametrize("trial", range(TRIALS))
def test_an_alias_racing_a_new_game_of_its_two_names_never_joins_them(
    with_ann_and_cy: Path, tmp_path: Path, trial: int
) -> None:
    # Whichever writes first, the other is refused in one line: Bob and Robert sit at
    # one table, or are one person, never both.
    db = trial_copy(with_ann_and_cy, tmp_path, trial)
    alias, new = run_together(db, [["alias", "Bob", "Robert"], ["new", "Bob", "Robert"]])
    assert sorted([alias.returncode, new.returncode]) == [0, 2], (alias.stderr, new.stderr)
    refused = alias if alias.returncode else new
    assert len(refused.stderr.strip().splitlines()) == 1, refused.stderr
    joined = rows(db, "SELECT alias FROM aliases")
    seated = rows(db, "SELECT id FROM games WHERE name = 'Bob vs Robert'")
    assert bool(joined) != bool(seated), (joined, seated)
