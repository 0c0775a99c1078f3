"""Games kept as append-only event logs in one SQLite file.

The store knows nothing about Quiddler: an event is a ``kind`` string and a JSON object,
with the ``tag`` its writer may give it (a short text a query finds entries by without
reading their payloads; what it says is the kind's). No event is ever changed or deleted.

Every write is one ``BEGIN IMMEDIATE`` transaction that is committed, and with
``synchronous=FULL`` flushed to disk, before the method returns. ``IMMEDIATE`` takes the
write lock before the next sequence number is read, so two processes appending to the same
game queue behind each other (for up to ``timeout`` seconds) instead of racing.

A file is only written to once :mod:`~quiddler_score.games.log.database_file` knows it is
ours; the public names of :mod:`~quiddler_score.games.log.schema` can be imported from
here. An entry's writer may give the game's summary and rulings, written in the entry's
own transaction; what reads them, or keeps them apart from an entry, is
:mod:`~quiddler_score.games.log.derived`.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, NamedTuple, Self

from quiddler_score.games.log.checked_mark import mark_checked
from quiddler_score.games.log.database_file import open_database
from quiddler_score.games.log.errors import DamagedEntry, StoreConflict, StoreError, no_game
from quiddler_score.games.log.event import Event
from quiddler_score.games.log.schema import (
    APPLICATION_ID,
    MIGRATIONS,
    SCHEMA_VERSION,
    Migration,
    migrate,
)
from quiddler_score.games.log.sqlite_errors import sqlite_errors
from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.language import _

__all__ = [
    "APPLICATION_ID",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "Event",
    "KeptSummary",
    "Migration",
    "RulingRows",
    "Store",
    "StoreConflict",
    "StoreError",
    "migrate",
]


# A summary kept as that of the game's first ``event_count`` events, unless one of a
# longer log is kept already (another process made it while this one read); a kept
# length that is not one of the log's (changed by hand) is replaced.
_KEEP_SUMMARY = (
    "INSERT INTO game_summaries (game_id, event_count, finished, summary) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (game_id) DO UPDATE SET event_count = excluded.event_count,"
    " finished = excluded.finished, summary = excluded.summary"
    " WHERE typeof(game_summaries.event_count) != 'integer'"
    " OR excluded.event_count >= game_summaries.event_count"
    " OR game_summaries.event_count >"
    " (SELECT coalesce(max(seq), 0) FROM events WHERE events.game_id = excluded.game_id)"
)


class KeptSummary(NamedTuple):
    """A game's summary as the store keeps it: whether it says its game is finished (a
    column, so that the finished games can be chosen in SQL) and its text, JSON."""

    finished: bool
    text: str


class RulingRows(NamedTuple):
    """A game's rulings as the store keeps them: the format they are written in, and a
    row for each ruling (its entry, player, challenger, letters and the rest as text),
    in order. The time of each is its entry's, read from the log as it is kept."""

    format: int
    rows: Sequence[tuple[int, str, str | None, str, str]]


# A check of a layer above, run first in the transaction of a write: what it raises
# leaves nothing written (a change decided on what the transaction reads).
Check = Callable[[sqlite3.Connection], None]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def encode_entry(kind: str, payload: Mapping[str, Any]) -> str:
    """The payload's text as the store keeps it; ValueError for an empty kind, or a value
    JSON cannot hold."""
    if not kind:
        raise ValueError("an event kind must not be empty")
    return json.dumps(dict(payload), ensure_ascii=False, allow_nan=False)


class Store:
    """An open quiddler-score database; use as a context manager or call :meth:`close`.

    ``clock`` must return timezone-aware datetimes; they are stored as UTC ISO-8601 text.
    ``timeout`` is how long to wait for another process's write before giving up.
    A database whose file or folder cannot be written is opened to be read:
    ``read_only`` says why, every write is refused with that, and derived data is
    worked out without being kept. What reads or keeps anything else beside the logs
    takes a store, and works through :meth:`reading` and :meth:`writing`.
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
        self.timeout = timeout
        self._conn, self.read_only = open_database(self.path, timeout)

    def close(self) -> None:
        self._conn.close()
        mark_checked(self.path)

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
        return sqlite_errors(self.path, self.timeout)

    def refuse_writes(self, why: str) -> None:
        """Read only from now on, for a command that promises to change nothing: every
        write is refused with ``why``, derived data is not kept, and SQLite itself
        refuses a write on this connection (unlike a read-only open, this leaves no
        -wal or -shm file behind)."""
        self.read_only = why
        with self._errors():
            self._conn.execute("PRAGMA query_only = ON")

    def data_version(self) -> int:
        """A number that changes whenever another connection commits to the file (SQLite's
        ``PRAGMA data_version``): asking costs next to nothing, so a reader that polls it
        reads the log again only when someone wrote."""
        with self._errors():
            value: int = self._conn.execute("PRAGMA data_version").fetchone()[0]
        return value

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """The connection to read with, for a query of a layer above that knows what the
        events mean; SQLite's errors come out as one-line StoreErrors."""
        with self._errors():
            yield self._conn

    @contextmanager
    def writing(self, check: Check | None = None) -> Iterator[sqlite3.Connection]:
        """One committed ``BEGIN IMMEDIATE`` transaction, holding the write lock from the
        first read (``check`` runs first): what is read in it is read under the write lock,
        so a change decided on it cannot be lost. StoreError, nothing written, where
        ``read_only``."""
        if self.read_only is not None:
            raise StoreError(
                # Translators: {why} says why, such as "the file is read-only".
                _(
                    "cannot write to {path}: {why}, so nothing was changed; "
                    "make it writable, or work on a copy"
                ).format(path=self.path, why=self.read_only)
            )
        conn = self._conn
        with self._errors():
            conn.execute("BEGIN IMMEDIATE")
            try:
                if check is not None:
                    check(conn)
                yield conn
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def now(self) -> str:
        """The time by the store's clock, as it stores times (UTC ISO 8601)."""
        now = self._clock()
        if now.utcoffset() is None:
            raise ValueError("the store's clock must return timezone-aware datetimes")
        return now.astimezone(UTC).isoformat(timespec="microseconds")

    def create_game(
        self,
        name: str,
        first_event: tuple[str, Mapping[str, Any]],
        summary: KeptSummary | None = None,
        rulings: RulingRows | None = None,
        tag: str | None = None,
        check: Check | None = None,  # see writing()
    ) -> int:
        """Create a game with its first event (seq 1, tagged ``tag``), made current; its id.
        ``summary`` and ``rulings``, when given, are kept as those of that one-event log."""
        kind, payload = first_event
        encoded = encode_entry(kind, payload)
        with self.writing(check) as conn:
            now = self.now()
            game_id = conn.execute(
                "INSERT INTO games (name, created_at) VALUES (?, ?)", (name, now)
            ).lastrowid
            assert game_id is not None
            insert_entry(conn, (game_id, 1, kind, encoded, now, tag))
            self._set_current(conn, game_id)
            if summary is not None:
                write_summaries(conn, {game_id: (1, summary)})
            if rulings is not None:
                write_rulings(conn, game_id, 1, rulings)
        return game_id

    def append(self, game_id: int, kind: str, payload: Mapping[str, Any]) -> Event:
        """Append an event, untagged, after whatever the game's last event is now."""
        return self.append_if(game_id, None, kind, payload)

    def append_if(
        self,
        game_id: int,
        expected_last_seq: int | None,
        kind: str,
        payload: Mapping[str, Any],
        *,
        name: str | None = None,
        summary: KeptSummary | None = None,
        rulings: RulingRows | None = None,
        tag: str | None = None,
        check: Check | None = None,
    ) -> Event:
        """Append only if the game's last event is still ``expected_last_seq`` (None:
        whatever it is).

        For callers that validated the new event against the log as they read it: if
        another process appended in the meantime, raise StoreConflict and append nothing.
        ``name``, when given, becomes the game's listed name in the same transaction (a
        name that follows the log, such as one made of the players' names); ``summary``,
        when given, is kept as the summary of the log with this event (without one, the
        older summary is made anew when next read), ``rulings`` as its rulings, and
        ``tag`` is the event's tag (for ``check``, see :meth:`writing`).
        """
        encoded = encode_entry(kind, payload)
        with self.writing(check) as conn:
            last_seq: int | None = conn.execute(
                "SELECT max(seq) FROM events WHERE game_id = ?", (game_id,)
            ).fetchone()[0]
            if last_seq is None:
                raise no_game(self.path, game_id)
            if expected_last_seq is not None and last_seq != expected_last_seq:
                raise StoreConflict(
                    _(
                        "game {game} in {path} changed meanwhile: its last event is "
                        "#{last}, not #{expected}; reload it and try again"
                    ).format(
                        game=game_id, path=self.path, last=last_seq, expected=expected_last_seq
                    )
                )
            now = self.now()
            insert_entry(conn, (game_id, last_seq + 1, kind, encoded, now, tag))
            if name is not None:
                conn.execute("UPDATE games SET name = ? WHERE id = ?", (name, game_id))
            if summary is not None:
                write_summaries(conn, {game_id: (last_seq + 1, summary)})
            if rulings is not None:
                write_rulings(conn, game_id, last_seq + 1, rulings)
            else:  # not kept for its log any longer: made from it when next read
                conn.execute("DELETE FROM game_rulings WHERE game_id = ?", (game_id,))
        return Event(game_id, last_seq + 1, kind, json.loads(encoded), now)

    def events(self, game_id: int) -> list[Event]:
        """The game's events in seq order."""
        with self._errors():
            rows = self._conn.execute(
                "SELECT seq, kind, payload, created_at FROM events WHERE game_id = ? ORDER BY seq",
                (game_id,),
            ).fetchall()
        if not rows:
            raise no_game(self.path, game_id)
        return [
            _event_of(self.path, game_id, number, row) for number, row in enumerate(rows, start=1)
        ]

    def set_deleted(self, game_id: int, deleted: bool, check: Check | None = None) -> None:
        """Hide a game from the listings (its log kept, so it can be restored), or restore it.
        Deleting the current game leaves no game current."""
        with self.writing(check) as conn:
            stamp = self.now() if deleted else None
            changed = conn.execute(
                "UPDATE games SET deleted_at = ? WHERE id = ?", (stamp, game_id)
            ).rowcount
            if not changed:
                raise no_game(self.path, game_id)
            if deleted:
                conn.execute("DELETE FROM current_game WHERE game_id = ?", (game_id,))

    def current_game(self) -> int | None:
        """The id of the game commands apply to when none is named, if any.

        DamagedEntry when another program has left something that is not a game id.
        """
        with self._errors():
            row = self._conn.execute("SELECT CAST(game_id AS TEXT) FROM current_game").fetchone()
        return None if row is None else _game_id(self.path, row[0])

    def set_current_game(self, game_id: int) -> None:
        with self.writing() as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise no_game(self.path, game_id)
            self._set_current(conn, game_id)

    @staticmethod
    def _set_current(conn: sqlite3.Connection, game_id: int) -> None:
        conn.execute(
            "INSERT INTO current_game (only, game_id) VALUES (1, ?)"
            " ON CONFLICT (only) DO UPDATE SET game_id = excluded.game_id",
            (game_id,),
        )


def insert_entry(conn: sqlite3.Connection, row: tuple[object, ...]) -> None:
    """Write an entry: its game, number, kind, payload's text, time and tag."""
    conn.execute(
        "INSERT INTO events (game_id, seq, kind, payload, created_at, tag)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        row,
    )


def _event_of(path: Path, game_id: int, number: int, row: tuple[Any, ...]) -> Event:
    """One stored entry as an Event; DamagedEntry naming it when another program has
    left it in a shape this code never writes (its payload not a JSON object, say)."""
    seq, kind, payload, at = row
    named = {"entry": seq if isinstance(seq, int) else number, "game": game_id, "path": path}
    if not isinstance(seq, int) or seq != number:
        raise DamagedEntry(
            _(
                "entry #{entry} of game {game} in {path} is damaged "
                "(its number is {seq}, not {number})"
            ).format(**named, seq=repr(seq), number=number)
        )
    if not isinstance(kind, str) or not isinstance(at, str):
        raise DamagedEntry(
            _(
                "entry #{entry} of game {game} in {path} is damaged (its kind or time is not text)"
            ).format(**named)
        )
    try:
        data = read_object(payload)
    except StoredJsonError as why:
        raise DamagedEntry(
            # Translators: {why} says what the payload is instead, such as "not valid JSON".
            _("entry #{entry} of game {game} in {path} is damaged (its payload is {why})").format(
                **named, why=_(str(why))
            )
        ) from None
    return Event(game_id, seq, kind, data, at)


def _game_id(path: Path, value: Any) -> int:
    """The current game's id as kept, or DamagedEntry when it is not a game's id."""
    if not (isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 19):
        raise DamagedEntry(
            _(
                "the current game in {path} is damaged ({value} is not a game's id); "
                "choose one with: quiddler-score open GAME"
            ).format(path=path, value=repr(value))
        )
    return int(value)


def write_rulings(conn: sqlite3.Connection, game_id: int, count: int, rulings: RulingRows) -> None:
    """Keep ``rulings`` as those of the game's first ``count`` events, in place of any
    kept before: called in the transaction that writes the log's last entry, or
    that has just read its length."""
    conn.execute("DELETE FROM rulings WHERE game_id = ?", (game_id,))
    conn.executemany(
        "INSERT INTO rulings (game_id, number, entry, at, player, challenger, letters,"
        " ruling) VALUES (?1, ?2, ?3, coalesce((SELECT CAST(created_at AS TEXT)"
        " FROM events WHERE game_id = ?1 AND seq = ?3), ''), ?4, ?5, ?6, ?7)",
        [(game_id, number, *row) for number, row in enumerate(rulings.rows, start=1)],
    )
    conn.execute(
        "INSERT INTO game_rulings (game_id, event_count, format, held) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET event_count = excluded.event_count,"
        " format = excluded.format, held = excluded.held",
        (game_id, count, rulings.format, len(rulings.rows)),
    )


def write_summaries(conn: sqlite3.Connection, made: Mapping[int, tuple[int, KeptSummary]]) -> None:
    """Keep each summary as that of its game's first so many events, in one statement in
    the transaction of ``conn`` (that writes the log's last entry, or has just read its
    length), unless one of a longer log is kept already (another process made it while
    this one read); a kept length that is not one of the log's (changed by hand) is
    replaced."""
    rows = [(game_id, count, *summary) for game_id, (count, summary) in made.items()]
    conn.executemany(_KEEP_SUMMARY, rows)
