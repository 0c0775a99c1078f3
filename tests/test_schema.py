"""The schema and its migrations: the steps build today's schema on an empty file, run
again change nothing, and bring a database of the first schema up to date."""

from __future__ import annotations

from pathlib import Path

import pytest
from builders import TickingClock, pragma, raw, schema

from quiddler_score.games.log.store import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    Event,
    Store,
    migrate,
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "scores.sqlite3"


def test_migrate_builds_the_current_schema_on_an_empty_file(db: Path) -> None:
    db.write_bytes(b"")
    conn = raw(db)
    try:
        assert migrate(conn, db) == 0
    finally:
        conn.close()
    assert pragma(db, "user_version") == SCHEMA_VERSION
    assert pragma(db, "application_id") == APPLICATION_ID
    assert {name for name, _ in schema(db)} >= {
        "games",
        "events",
        "game_summaries",
        "house_rules",
        "aliases",
        "current_game",
    }


def test_migrate_twice_changes_nothing_the_second_time(db: Path) -> None:
    conn = raw(db)
    try:
        migrate(conn, db)
        before = schema(db)
        assert migrate(conn, db) == SCHEMA_VERSION
    finally:
        conn.close()
    assert schema(db) == before


def test_a_version_1_database_built_by_migration_1_opens(db: Path) -> None:
    conn = raw(db)
    try:
        migrate(conn, db, target=1)
        # Rows as version 1 lays them out, written without the Store.
        conn.execute("INSERT INTO games VALUES (1, 'Friday', '2024-03-01T19:00:00.000000+00:00')")
        conn.execute(
            "INSERT INTO events VALUES"
            " (1, 1, 'start', '{\"players\": [\"Ann\"]}', '2024-03-01T19:00:00.000000+00:00')"
        )
        conn.execute("INSERT INTO state VALUES ('current_game', '1')")
    finally:
        conn.close()

    with Store(db, clock=TickingClock()) as store:
        assert store.current_game() == 1
        assert store.events(1) == [
            Event(1, 1, "start", {"players": ["Ann"]}, "2024-03-01T19:00:00.000000+00:00")
        ]
        assert store.append(1, "hand", {}).seq == 2
    assert pragma(db, "user_version") == SCHEMA_VERSION


def test_migrate_does_not_accept_an_unknown_target_version(db: Path) -> None:
    conn = raw(db)
    try:
        with pytest.raises(ValueError, match="schema version"):
            migrate(conn, db, target=SCHEMA_VERSION + 1)
    finally:
        conn.close()
