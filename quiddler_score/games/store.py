"""Games kept as append-only event logs in one SQLite file.

The store knows nothing about Quiddler: an event is a ``kind`` string and a JSON object.
Scores are recomputed from the events elsewhere; no event is ever changed or deleted.

Every write is one ``BEGIN IMMEDIATE`` transaction that is committed, and with
``synchronous=FULL`` flushed to disk, before the method returns. ``IMMEDIATE`` takes the
write lock before the next sequence number is read, so two processes appending to the same
game queue behind each other (for up to ``timeout`` seconds) instead of racing.

A file is only written to once it is known to be ours: a new path, an empty file, or an
SQLite file carrying :data:`APPLICATION_ID` with a schema this code knows. An existing file
is first looked at through a read-only connection; one that is not SQLite, belongs to
another application, has a newer schema or fails SQLite's quick check is refused with a
:class:`StoreError` and left exactly as it was.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self

APPLICATION_ID: Final = int.from_bytes(b"QDLR", "big")
"""``PRAGMA application_id`` of every quiddler-score database (ASCII "QDLR")."""

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_CURRENT_GAME_KEY: Final = "current_game"
_AMBIGUOUS_LISTING_LIMIT: Final = 5


class StoreError(Exception):
    """A database that cannot be used as asked; ``str()`` is one line that names the file."""


class StoreConflict(StoreError):
    """The game gained events after the caller last read it, so nothing was appended."""


@dataclass(frozen=True, slots=True)
class Event:
    game_id: int
    seq: int
    kind: str
    payload: dict[str, Any]
    created_at: str


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: int
    name: str
    created_at: str
    event_count: int
    """Also the seq of the last event: seqs run 1, 2, ... without gaps."""
    last_event_at: str


# Migrations: step N takes the schema from version N - 1 to N. `migrate` runs the missing
# steps and then sets user_version, all in one transaction. To change the schema, append a
# function; never edit one that has shipped.
Migration = Callable[[sqlite3.Connection], None]


def _create_schema_v1(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            created_at TEXT NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE events (
            game_id INTEGER NOT NULL REFERENCES games (id),
            seq INTEGER NOT NULL CHECK (seq >= 1),
            kind TEXT NOT NULL CHECK (kind <> ''),
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID
        """
    )
    for action in ("UPDATE", "DELETE"):
        conn.execute(
            f"""
            CREATE TRIGGER events_no_{action.lower()} BEFORE {action} ON events
            BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
            """
        )
    conn.execute(
        """
        CREATE TABLE state (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        ) WITHOUT ROWID
        """
    )


MIGRATIONS: Final[tuple[Migration, ...]] = (_create_schema_v1,)
SCHEMA_VERSION: Final = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, path: Path, target: int = SCHEMA_VERSION) -> int:
    """Apply the missing migration steps up to ``target`` in one transaction.

    Returns the schema version the database had. ``conn`` must not be inside a
    transaction; ``path`` is only used in error messages. Running it again is a no-op.
    """
    if not 0 <= target <= SCHEMA_VERSION:
        raise ValueError(f"schema version {target} is not between 0 and {SCHEMA_VERSION}")
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Read under the write lock: another process may have migrated since we looked.
        version = _schema_version(conn, path)
        for step in MIGRATIONS[version:target]:
            step(conn)
        if version < target:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {target}")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return version


def _schema_version(conn: sqlite3.Connection, path: Path) -> int:
    """The schema version of a database that is ours or blank; StoreError otherwise."""
    # One statement, so one snapshot: another process may be creating the schema right now.
    application_id, version, objects = conn.execute(
        "SELECT a.application_id, v.user_version, (SELECT count(*) FROM sqlite_master)"
        " FROM pragma_application_id AS a, pragma_user_version AS v"
    ).fetchone()
    if application_id == 0 and version == 0 and objects == 0:
        return 0
    if application_id != APPLICATION_ID:
        raise StoreError(
            f"{path} is an SQLite database of another application, not a quiddler-score "
            "database; use a different database path"
        )
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{path} was written by a newer quiddler-score (schema version {version}; this "
            f"version knows up to {SCHEMA_VERSION}); upgrade quiddler-score to open it"
        )
    return int(version)


@contextmanager
def _sqlite_errors(path: Path, timeout: float) -> Iterator[None]:
    """Turn sqlite3 errors into StoreErrors that say which file and what to do."""
    try:
        yield
    except sqlite3.Error as exc:
        raise StoreError(_describe(path, timeout, exc)) from exc


def _describe(path: Path, timeout: float, exc: sqlite3.Error) -> str:
    code = getattr(exc, "sqlite_errorcode", -1) & 0xFF
    if code == sqlite3.SQLITE_NOTADB:
        return f"{path} is not a usable SQLite database ({exc}); use a different database path"
    if code == sqlite3.SQLITE_CORRUPT:
        return _damaged(path, str(exc))
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return f"{path} stayed locked by another process for {timeout:g} s; try again"
    if code == sqlite3.SQLITE_FULL:
        return f"cannot write to {path}: the disk is full"
    if code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM):
        return f"cannot use {path} ({exc}); check the path and its permissions"
    return f"{path}: {exc}"


def _damaged(path: Path, detail: str) -> str:
    return f"{path} is damaged ({detail}); restore it from a backup or use a different path"


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _encode(payload: Mapping[str, Any]) -> str:
    return json.dumps(dict(payload), ensure_ascii=False, allow_nan=False)


class Store:
    """An open quiddler-score database; use as a context manager or call :meth:`close`.

    ``clock`` must return timezone-aware datetimes; they are stored as UTC ISO-8601 text.
    ``timeout`` is how long to wait for another process's write before giving up.
    """

    def __init__(
        self,
        path: Path,
        *,
        clock: Callable[[], datetime] = _utc_now,
        timeout: float = 10.0,
    ) -> None:
        self.path = Path(path)
        self._clock = clock
        self._timeout = timeout
        if self._existing_file():
            self._check_read_only()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the folder for {self.path}: {exc}") from exc
        with self._errors():
            self._conn = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
        try:
            with self._errors():
                self._prepare()
        except BaseException:
            self._conn.close()
            raise

    def _existing_file(self) -> bool:
        """Whether ``path`` exists with content; StoreError if that content is not SQLite."""
        try:
            if self.path.is_dir():
                raise StoreError(f"{self.path} is a folder, not a database file; give a file path")
            with self.path.open("rb") as file:
                head = file.read(len(_SQLITE_MAGIC))
        except FileNotFoundError:
            return False
        except OSError as exc:
            raise StoreError(f"cannot read {self.path}: {exc}") from exc
        if head and head != _SQLITE_MAGIC:
            raise StoreError(
                f"{self.path} is not a quiddler-score database (not an SQLite file at all); "
                "use a different database path"
            )
        return bool(head)

    def _check_read_only(self) -> None:
        """Refuse a foreign, newer or damaged database without the chance of writing to it."""
        uri = self.path.absolute().as_uri() + "?mode=ro"
        with self._errors():
            conn = sqlite3.connect(uri, uri=True, timeout=self._timeout)
            try:
                _schema_version(conn, self.path)
                verdict = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
            finally:
                conn.close()
        if verdict != "ok":
            detail = " ".join(str(verdict).removeprefix("*** in database main ***").split())
            raise StoreError(_damaged(self.path, detail))

    def _prepare(self) -> None:
        conn = self._conn
        version = _schema_version(conn, self.path)
        self._use_wal()
        # FULL also syncs the WAL on every commit, so a commit survives power loss, not
        # only a crash of this process; NORMAL would risk the last commits.
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        if version < SCHEMA_VERSION:
            migrate(conn, self.path)

    def _use_wal(self) -> None:
        """Switch a new database to WAL, so readers carry on while a writer commits.

        The switch needs every other connection to let go for a moment, and SQLite does
        not wait for that with the busy timeout, so processes creating the same new file
        at once retry here. Where WAL is unavailable (some network filesystems) SQLite keeps
        its rollback journal, which is slower but just as safe, so the answer is not checked.
        """
        deadline = time.monotonic() + self._timeout
        while self._conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            try:
                self._conn.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as exc:
                if exc.sqlite_errorcode != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                    raise
                time.sleep(0.005)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _errors(self) -> AbstractContextManager[None]:
        return _sqlite_errors(self.path, self._timeout)

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One committed write transaction, holding the write lock from the first read."""
        conn = self._conn
        with self._errors():
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def _now(self) -> str:
        now = self._clock()
        if now.utcoffset() is None:
            raise ValueError("the store's clock must return timezone-aware datetimes")
        return now.astimezone(UTC).isoformat(timespec="microseconds")

    def create_game(self, name: str, first_event: tuple[str, Mapping[str, Any]]) -> int:
        """Create a game with its first event (seq 1) and make it current; return its id."""
        kind, payload = first_event
        _check_kind(kind)
        encoded = _encode(payload)
        with self._write() as conn:
            now = self._now()
            game_id = conn.execute(
                "INSERT INTO games (name, created_at) VALUES (?, ?)", (name, now)
            ).lastrowid
            assert game_id is not None
            conn.execute(
                "INSERT INTO events (game_id, seq, kind, payload, created_at)"
                " VALUES (?, 1, ?, ?, ?)",
                (game_id, kind, encoded, now),
            )
            self._set_state(conn, _CURRENT_GAME_KEY, str(game_id))
        return game_id

    def append(self, game_id: int, kind: str, payload: Mapping[str, Any]) -> Event:
        """Append an event after whatever the game's last event is now."""
        return self._append(game_id, None, kind, payload)

    def append_if(
        self, game_id: int, expected_last_seq: int, kind: str, payload: Mapping[str, Any]
    ) -> Event:
        """Append only if the game's last event is still ``expected_last_seq``.

        For callers that validated the new event against the log as they read it: if
        another process appended in the meantime, raise StoreConflict and append nothing.
        """
        return self._append(game_id, expected_last_seq, kind, payload)

    def _append(
        self,
        game_id: int,
        expected_last_seq: int | None,
        kind: str,
        payload: Mapping[str, Any],
    ) -> Event:
        _check_kind(kind)
        encoded = _encode(payload)
        with self._write() as conn:
            last_seq = self._last_seq(conn, game_id)
            if expected_last_seq is not None and last_seq != expected_last_seq:
                raise StoreConflict(
                    f"game {game_id} in {self.path} changed meanwhile: its last event is "
                    f"#{last_seq}, not #{expected_last_seq}; reload it and try again"
                )
            now = self._now()
            conn.execute(
                "INSERT INTO events (game_id, seq, kind, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (game_id, last_seq + 1, kind, encoded, now),
            )
        return Event(game_id, last_seq + 1, kind, json.loads(encoded), now)

    def _last_seq(self, conn: sqlite3.Connection, game_id: int) -> int:
        last: int | None = conn.execute(
            "SELECT max(seq) FROM events WHERE game_id = ?", (game_id,)
        ).fetchone()[0]
        if last is None:
            raise self._no_game(game_id)
        return last

    def events(self, game_id: int) -> list[Event]:
        """The game's events in seq order."""
        with self._errors():
            rows = self._conn.execute(
                "SELECT seq, kind, payload, created_at FROM events WHERE game_id = ? ORDER BY seq",
                (game_id,),
            ).fetchall()
        if not rows:
            raise self._no_game(game_id)
        return [
            Event(game_id, seq, kind, json.loads(payload), at) for seq, kind, payload, at in rows
        ]

    def games(self) -> list[GameInfo]:
        """Every game, oldest first."""
        return self._game_infos("", ())

    def game(self, game_id: int) -> GameInfo:
        found = self._game_infos("WHERE g.id = ?", (game_id,))
        if not found:
            raise self._no_game(game_id)
        return found[0]

    def _game_infos(self, where: str, params: tuple[int, ...]) -> list[GameInfo]:
        with self._errors():
            rows = self._conn.execute(
                f"""
                SELECT g.id, g.name, g.created_at, count(*),
                       (SELECT created_at FROM events
                        WHERE game_id = g.id ORDER BY seq DESC LIMIT 1)
                FROM games AS g JOIN events AS e ON e.game_id = g.id
                {where}
                GROUP BY g.id ORDER BY g.id
                """,
                params,
            ).fetchall()
        return [GameInfo(*row) for row in rows]

    def find_game(self, ref: str) -> GameInfo:
        """The game ``ref`` names: an id, else a name, else the start of exactly one name.

        Names are compared without regard to case. A name that matches exactly wins over
        longer names it is the start of ("Friday" finds "Friday", not "Friday rematch").
        """
        if not ref.strip():
            raise StoreError("no game given: give a game's id or name")
        if ref.isascii() and ref.isdigit():
            found = self._game_infos("WHERE g.id = ?", (int(ref),))
            if found:
                return found[0]
        wanted = ref.casefold()
        games = self.games()
        for matches in (
            [g for g in games if g.name.casefold() == wanted],
            [g for g in games if g.name.casefold().startswith(wanted)],
        ):
            if len(matches) == 1:
                return matches[0]
            if matches:
                listing = ", ".join(
                    f"{g.id} {g.name!r}" for g in matches[:_AMBIGUOUS_LISTING_LIMIT]
                )
                more = ", ..." if len(matches) > _AMBIGUOUS_LISTING_LIMIT else ""
                raise StoreError(
                    f"{ref!r} matches {len(matches)} games in {self.path} ({listing}{more}); "
                    "give the game's id"
                )
        raise StoreError(f"no game with id or name {ref!r} in {self.path}")

    def current_game(self) -> int | None:
        """The id of the game commands apply to when none is named, if any."""
        with self._errors():
            row = self._conn.execute(
                "SELECT value FROM state WHERE key = ?", (_CURRENT_GAME_KEY,)
            ).fetchone()
        return None if row is None else int(row[0])

    def set_current_game(self, game_id: int) -> None:
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise self._no_game(game_id)
            self._set_state(conn, _CURRENT_GAME_KEY, str(game_id))

    @staticmethod
    def _set_state(conn: sqlite3.Connection, key: str, value: str) -> None:
        conn.execute(
            "INSERT INTO state (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def integrity_check(self) -> str:
        """``"ok"`` if SQLite's full integrity check passes, else its findings, one a line."""
        with self._errors():
            rows = self._conn.execute("PRAGMA integrity_check").fetchall()
        return "\n".join(str(row[0]) for row in rows)

    def _no_game(self, game_id: int) -> StoreError:
        return StoreError(f"no game with id {game_id} in {self.path}")


def _check_kind(kind: str) -> None:
    if not kind:
        raise ValueError("an event kind must not be empty")
