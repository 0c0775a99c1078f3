"""Opening the database file: a new one made beside its path and moved there whole, and
a file that is not ours refused with one helpful line and left exactly as it was."""

from __future__ import annotations

import os
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from builders import pragma, raw

import quiddler_score.games.log.database_file as store_file
from quiddler_score.games.log import listing
from quiddler_score.games.log.store import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    Store,
    StoreError,
    migrate,
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "scores.sqlite3"


def test_new_path_gets_its_folders_and_a_database(tmp_path: Path) -> None:
    path = tmp_path / "not" / "yet" / "there.sqlite3"
    with Store(path) as store:
        assert listing.games(store) == []
        assert store.current_game() is None
    assert pragma(path, "application_id") == APPLICATION_ID
    assert pragma(path, "user_version") == SCHEMA_VERSION
    assert pragma(path, "journal_mode") == "wal"


def test_an_empty_file_is_refused_and_left_empty(db: Path) -> None:
    # A new database is made beside its path and moved into place whole, so an empty
    # file there is someone else's (touch, a program that crashed), never ours.
    db.write_bytes(b"")
    with pytest.raises(StoreError, match="is an empty file, not a quiddler-score database"):
        Store(db)
    assert db.read_bytes() == b""
    assert sorted(p.name for p in db.parent.iterdir()) == [db.name]


def test_a_new_database_is_made_beside_its_path_and_moved_there_whole(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # While the schema is being made, the path holds nothing: another process never
    # finds an empty or half-made file there.
    made_at: list[bool] = []

    def watching(conn: sqlite3.Connection, path: Path, target: int = SCHEMA_VERSION) -> int:
        made_at.append(db.exists())
        return migrate(conn, path, target)

    monkeypatch.setattr(store_file, "migrate", watching)
    with Store(db) as store:
        assert listing.games(store) == []
    assert made_at == [False]
    assert pragma(db, "user_version") == SCHEMA_VERSION
    assert sorted(p.name for p in db.parent.iterdir()) == [
        "scores.sqlite3",
        "scores.sqlite3-checked",
    ]


def test_where_hard_links_are_unavailable_a_new_database_is_made_in_place(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(source: object, target: object) -> None:
        raise PermissionError(1, "Operation not permitted")  # as on a FAT-formatted stick

    monkeypatch.setattr(os, "link", no_links)
    with Store(db) as store:
        store.create_game("Friday", ("start", {}))
    assert pragma(db, "user_version") == SCHEMA_VERSION
    assert sorted(p.name for p in db.parent.iterdir()) == [
        "scores.sqlite3",
        "scores.sqlite3-checked",
    ]


# Files that are not ours: refused with one helpful line, and left exactly as they were


def _text_file(path: Path) -> None:
    path.write_text("Ann 42\nBob 37\n")


def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(7).randbytes(8192))


def _real_store(path: Path) -> None:
    with Store(path) as store:
        game_id = store.create_game("Friday", ("start", {}))
        for n in range(150):
            store.append(game_id, "hand", {"n": n, "words": ["quiddler"] * 20})


def _truncated_copy(path: Path) -> None:
    _real_store(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _copy_with_a_garbage_page(path: Path) -> None:
    _real_store(path)
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    data[4 * page_size : 5 * page_size] = bytes(range(256)) * (page_size // 256)
    path.write_bytes(bytes(data))


def _other_application(path: Path) -> None:
    conn = raw(path)
    try:
        conn.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
        conn.execute("INSERT INTO recipes VALUES ('soup', 40)")
    finally:
        conn.close()


def _other_application_with_its_own_id(path: Path) -> None:
    conn = raw(path)
    try:
        conn.execute("PRAGMA application_id = 1234")
        conn.execute("PRAGMA journal_mode = WAL")
    finally:
        conn.close()


def _newer_schema(path: Path) -> None:
    _real_store(path)
    conn = raw(path)
    try:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("make", "problem"),
    [
        (_text_file, "is not a quiddler-score database (not an SQLite file at all)"),
        (_random_bytes, "is not a quiddler-score database (not an SQLite file at all)"),
        (_truncated_copy, "is damaged (database disk image is malformed)"),
        (_copy_with_a_garbage_page, "is damaged (Page 5: "),
        (_other_application, "is an SQLite database of another application"),
        (_other_application_with_its_own_id, "is an SQLite database of another application"),
        (_newer_schema, f"newer quiddler-score (schema version {SCHEMA_VERSION + 1};"),
    ],
)
def test_a_file_that_is_not_a_usable_database_is_refused_and_left_untouched(
    db: Path, make: Callable[[Path], None], problem: str
) -> None:
    make(db)
    before = db.read_bytes()

    with pytest.raises(StoreError) as caught:
        Store(db)

    message = str(caught.value)
    assert message.startswith(f"{db} ")
    assert problem in message
    assert "\n" not in message
    assert db.read_bytes() == before


def test_the_refusals_say_what_to_do(db: Path, tmp_path: Path) -> None:
    _newer_schema(db)
    with pytest.raises(StoreError, match=r"upgrade quiddler-score to open it$"):
        Store(db)
    foreign = tmp_path / "recipes.db"
    _other_application(foreign)
    with pytest.raises(StoreError, match=r"use a different database path$"):
        Store(foreign)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="is a folder, not a database file"):
        Store(tmp_path)
