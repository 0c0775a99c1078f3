"""Opening the store's database file, and refusing one that is not ours.

A file is only written to once it is known to be ours: a new path, an empty file, or an
SQLite file carrying :data:`~quiddler_score.games.store_schema.APPLICATION_ID` with a
schema this code knows. An existing file is first looked at through a read-only
connection; one that is not SQLite, belongs to another application, has a newer schema
or fails SQLite's quick check is refused with a :class:`StoreError` and left exactly as
it was.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Final

from quiddler_score.games.errors import StoreError
from quiddler_score.games.store_errors import damaged, sqlite_errors
from quiddler_score.games.store_schema import SCHEMA_VERSION, migrate, schema_version

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"


def open_database(path: Path, timeout: float) -> sqlite3.Connection:
    """A connection to the database at ``path``, created or migrated to the current schema.

    The connection is in autocommit mode (the store begins its own transactions), and
    waits up to ``timeout`` seconds for another process's write.
    """
    if _has_content(path):
        _check_read_only(path, timeout)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(f"cannot create the folder for {path}: {exc}") from exc
    with sqlite_errors(path, timeout):
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    try:
        with sqlite_errors(path, timeout):
            _prepare(conn, path, timeout)
    except BaseException:
        conn.close()
        raise
    return conn


def _has_content(path: Path) -> bool:
    """Whether ``path`` exists with content; StoreError if that content is not SQLite."""
    try:
        if path.is_dir():
            raise StoreError(f"{path} is a folder, not a database file; give a file path")
        with path.open("rb") as file:
            head = file.read(len(_SQLITE_MAGIC))
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(f"cannot read {path}: {exc}") from exc
    if head and head != _SQLITE_MAGIC:
        raise StoreError(
            f"{path} is not a quiddler-score database (not an SQLite file at all); "
            "use a different database path"
        )
    return bool(head)


def _check_read_only(path: Path, timeout: float) -> None:
    """Refuse a foreign, newer or damaged database without the chance of writing to it."""
    uri = path.absolute().as_uri() + "?mode=ro"
    with sqlite_errors(path, timeout):
        conn = sqlite3.connect(uri, uri=True, timeout=timeout)
        try:
            schema_version(conn, path)
            verdict = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
        finally:
            conn.close()
    if verdict != "ok":
        detail = " ".join(str(verdict).removeprefix("*** in database main ***").split())
        raise StoreError(damaged(path, detail))


def _prepare(conn: sqlite3.Connection, path: Path, timeout: float) -> None:
    version = schema_version(conn, path)
    _use_wal(conn, timeout)
    # FULL also syncs the WAL on every commit, so a commit survives power loss, not
    # only a crash of this process; NORMAL would risk the last commits.
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    if version < SCHEMA_VERSION:
        migrate(conn, path)


def _use_wal(conn: sqlite3.Connection, timeout: float) -> None:
    """Switch a new database to WAL, so readers carry on while a writer commits.

    The switch needs every other connection to let go for a moment, and SQLite does
    not wait for that with the busy timeout, so processes creating the same new file
    at once retry here. Where WAL is unavailable (some network filesystems) SQLite keeps
    its rollback journal, which is slower but just as safe, so the answer is not checked.
    """
    deadline = time.monotonic() + timeout
    while conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                raise
            time.sleep(0.005)
