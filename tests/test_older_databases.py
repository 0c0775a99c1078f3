"""A database written by an older version opens with everything it held.

tests/data/schema3/club.sqlite3 was written by the last version of schema 3 (settings as
JSON values by key): a finished four-player game night, a game of house rules with an
undone hand, a game just begun, two sets of house rules, two aliases, game 2 current.
Beside it, what that version printed of it (games, every board, stats, house list,
alias). Opened now it is migrated to the current schema, and prints the same.

tests/data/schema6/club.sqlite3 was written by the last version of schema 6, which kept
answers made from the logs (stats, its challenge record, the club records) beside the
summaries: the demo night typed by commands (four challenges, an undo, a correction),
Ann beating Bob 29 to 0, Cy beating Bob, Bob also Robert, and a game of Ann, Robert and
Dee in progress, the current one, after stats had kept its answers. Beside it, what that
version printed of stats (everyone, and Ann over rivals of one game), games and board.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import printed
from click.testing import CliRunner

from quiddler_score.cli import cli
from quiddler_score.games.log.schema import SCHEMA_VERSION

OLD = Path(__file__).parent / "data" / "schema3"
SCHEMA_6 = Path(__file__).parent / "data" / "schema6"


@pytest.fixture
def migrated(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite3"
    shutil.copy(OLD / "club.sqlite3", db)
    return db


def test_the_old_database_is_of_schema_3_with_its_settings_as_json() -> None:
    conn = sqlite3.connect(f"file:{OLD / 'club.sqlite3'}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA user_version").fetchone() == (3,)
        keys = {key for (key,) in conn.execute("SELECT key FROM state")}
    finally:
        conn.close()
    assert {"house_rules", "aliases", "current_game"} <= keys


@pytest.mark.parametrize(
    ("args", "kept"),
    [
        (["games", "--json"], "games.json"),
        (["board", "--game", "1", "--json"], "board1.json"),
        (["board", "--game", "2", "--json"], "board2.json"),
        (["board", "--game", "3", "--json"], "board3.json"),
        (["stats", "--json"], "stats.json"),
    ],
)
def test_a_schema_3_database_reads_back_as_that_version_printed_it(
    migrated: Path, args: list[str], kept: str
) -> None:
    then = json.loads((OLD / kept).read_text())
    assert only_as_then(json.loads(printed(migrated, *args)), then) == then


def only_as_then(now: object, then: object) -> object:
    """What is printed now, of what that version printed: the fields added since (the
    rivals and records of stats) left out, every other figure as it was."""
    if isinstance(now, dict) and isinstance(then, dict):
        return {key: only_as_then(now[key], then[key]) for key in then if key in now}
    if isinstance(now, list) and isinstance(then, list) and len(now) == len(then):
        return [only_as_then(a, b) for a, b in zip(now, then, strict=True)]
    return now


def test_its_house_rules_aliases_and_current_game_are_carried_into_their_tables(
    migrated: Path,
) -> None:
    assert printed(migrated, "house", "list") == (OLD / "house-list.txt").read_text()
    assert printed(migrated, "alias") == (OLD / "alias.txt").read_text()
    conn = sqlite3.connect(migrated)
    try:
        assert conn.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert conn.execute("SELECT game_id FROM current_game").fetchall() == [(2,)]
        assert conn.execute("SELECT name, notes, dictionary FROM house_rules").fetchall() == [
            ("Big", "", "large"),
            ("Friday", "Fridays: no QI", None),
        ]
        assert conn.execute("SELECT * FROM settings_set_aside").fetchall() == []
        # The answers schema 3 kept are not carried over, nor is any answer kept now.
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
    finally:
        conn.close()
    assert not tables & {"state", "kept_answers", "finished_changes", "summaries_behind"}


def test_a_change_after_the_migration_keeps_what_was_carried_over(migrated: Path) -> None:
    printed(migrated, "alias", "Cy", "Cyrus")
    printed(migrated, "house", "save", "Friday", "--notes", "Fridays: QI allowed")
    assert printed(migrated, "alias") == "annie is Ann\ncyrus is Cy\nrobert is Bob\n"
    assert "Big: dictionary large" in printed(migrated, "house", "list")
    assert "Fridays: QI allowed" in printed(migrated, "house", "show", "Friday")


DEEP = "[" * 100_000 + "]" * 100_000


def test_an_old_aliases_setting_nested_100000_deep_is_set_aside_in_one_line(
    migrated: Path,
) -> None:
    conn = sqlite3.connect(migrated)
    with conn:
        conn.execute("UPDATE state SET value = ? WHERE key = 'aliases'", (DEEP,))
    conn.close()
    result = CliRunner().invoke(cli, ["--db", str(migrated), "alias"])
    assert result.exit_code == 0 and result.exception is None
    assert result.stderr.startswith("! the aliases setting is nested too deep, so no alias")
    assert result.stdout == "No aliases: every name is a person of its own.\n"
    conn = sqlite3.connect(migrated)
    try:  # kept word for word
        assert conn.execute("SELECT value FROM settings_set_aside").fetchall() == [(DEEP,)]
    finally:
        conn.close()


def test_a_kept_summary_or_an_entry_nested_100000_deep_is_never_a_recursion_error(
    migrated: Path,
) -> None:
    whole = printed(migrated, "stats", "--json")
    conn = sqlite3.connect(migrated)
    with conn:
        conn.execute("UPDATE game_summaries SET summary = ?", (DEEP,))
    conn.close()
    assert printed(migrated, "stats", "--json") == whole  # made anew
    conn = sqlite3.connect(migrated)
    with conn:
        conn.execute("DROP TRIGGER events_no_update")
        conn.execute("UPDATE events SET payload = ? WHERE game_id = 3 AND seq = 1", (DEEP,))
    conn.close()
    result = CliRunner().invoke(cli, ["--db", str(migrated), "board", "--game", "3"])
    assert result.exit_code == 2 and result.exception.__class__ is SystemExit
    assert result.output == (
        f"Error: entry #1 of game 3 in {migrated} is damaged (its payload is nested too deep)\n"
    )


def test_the_schema_6_database_kept_answers_made_from_the_logs() -> None:
    conn = sqlite3.connect(f"file:{SCHEMA_6 / 'club.sqlite3'}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA user_version").fetchone() == (6,)
        kept = {name for (name,) in conn.execute("SELECT name FROM kept_answers")}
    finally:
        conn.close()
    assert {"stats", "challenges_answer", "club_records"} <= kept


@pytest.mark.parametrize(
    ("args", "kept"),
    [
        (["stats", "--json"], "stats.json"),
        (["stats", "--json", "ann", "--rival-games", "1"], "stats-ann.json"),
        (["games", "--json"], "games.json"),
        (["board", "--json"], "board.json"),
    ],
)
def test_a_schema_6_database_reads_back_as_that_version_printed_it(
    tmp_path: Path, args: list[str], kept: str
) -> None:
    db = tmp_path / "club.sqlite3"
    shutil.copy(SCHEMA_6 / "club.sqlite3", db)
    then = json.loads((SCHEMA_6 / kept).read_text())
    if kept == "board.json":  # every setting is listed: those added since at their default
        then["rules"] |= {"turn_seconds": 0}
    assert json.loads(printed(db, *args)) == then
    conn = sqlite3.connect(db)
    try:
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
        finished = conn.execute(
            "SELECT game_id FROM game_summaries WHERE finished ORDER BY game_id"
        ).fetchall()
    finally:
        conn.close()
    assert not tables & {"kept_answers", "finished_changes", "summaries_behind"}
    assert finished == [(1,), (2,), (3,)]  # the game in progress is not


def schema_of(db: Path) -> set[tuple[str, str]]:
    conn = sqlite3.connect(db)
    try:
        return {(kind, name) for kind, name in conn.execute("SELECT type, name FROM sqlite_master")}
    finally:
        conn.close()


def test_databases_of_schemas_3_and_6_and_a_new_one_end_with_one_schema(tmp_path: Path) -> None:
    # Step 6 makes nothing now (step 7 drops what it made): a database that went
    # through both ends as one that had step 6 as it shipped, and as a new one.
    new = tmp_path / "new.sqlite3"
    printed(new, "new", "Ann", "Bob")
    for old in (OLD, SCHEMA_6):
        db = tmp_path / f"{old.name}.sqlite3"
        shutil.copy(old / "club.sqlite3", db)
        printed(db, "games")
        assert schema_of(db) == schema_of(new), old.name
    assert ("trigger", "events_no_update") in schema_of(new)
    assert {kind for kind, _ in schema_of(new)} == {"table", "index", "trigger"}
    assert len([name for kind, name in schema_of(new) if kind == "trigger"]) == 2


def test_a_database_whose_refusal_of_updates_another_program_dropped_is_upgraded(
    tmp_path: Path,
) -> None:
    db = tmp_path / "club.sqlite3"
    shutil.copy(SCHEMA_6 / "club.sqlite3", db)
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("DROP TRIGGER events_no_update")
    conn.close()
    assert json.loads(printed(db, "stats", "--json")) == json.loads(
        (SCHEMA_6 / "stats.json").read_text()
    )
    assert ("trigger", "events_no_update") not in schema_of(db)  # not put back by the step
