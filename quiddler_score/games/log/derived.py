"""What the store keeps beside the event logs, never in them.

Kept answers (the last ``stats``, say) are rows by name, each with the key of what it
was made from and a checksum, made again whenever either does not hold; game summaries
are derived from a game's log and kept to answer ``games`` and ``stats`` fast: each is
tagged with the length of the log it was made from, so a summary of an older log is
never used.
"""

from __future__ import annotations

import sqlite3
from abc import abstractmethod
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import NamedTuple

# Up to this many games are named in the query; SQLite allows 999 parameters at least.
_FEW = 500
# Whether the rulings kept for game g (marked in m) are of the format asked for (the
# query's first parameter) and made from its whole log.
_RULINGS_CURRENT = (
    "(m.format IS ?1 AND m.event_count IS (SELECT max(seq) FROM events WHERE game_id = g.id))"
)
# Whether the summary s says its game is finished: 1, 0, or NULL when it is not JSON.
_SAYS_FINISHED = "(CASE WHEN json_valid(s.summary) THEN json_extract(s.summary, '$.complete') END)"
# The length of the log a kept summary was made from; NULL if it is not a whole number.
_LOG_LENGTH = "CASE WHEN typeof(event_count) = 'integer' THEN event_count END"
# A summary kept as that of the game's first ``event_count`` events, unless one of a
# longer log is kept already (another process made it while this one read); a kept
# length that is not one of the log's (changed by hand) is replaced.
_KEEP_SUMMARY = (
    "INSERT INTO game_summaries (game_id, event_count, summary) VALUES (?, ?, ?)"
    " ON CONFLICT (game_id) DO UPDATE SET event_count = excluded.event_count,"
    " summary = excluded.summary"
    " WHERE typeof(game_summaries.event_count) != 'integer'"
    " OR excluded.event_count >= game_summaries.event_count"
    " OR game_summaries.event_count >"
    " (SELECT coalesce(max(seq), 0) FROM events WHERE events.game_id = excluded.game_id)"
)


class KeptRulings(NamedTuple):
    """A game's rulings as the store keeps them: the format they are written in, and a
    row for each ruling (its entry, player, challenger, letters and the rest as text),
    in order. The time of each is its entry's, read from the log as it is kept."""

    format: int
    rows: Sequence[tuple[int, str, str | None, str, str]]


class DerivedData:
    """Mixed into :class:`~quiddler_score.games.log.store.Store`, whose connection it uses."""

    _conn: sqlite3.Connection
    read_only: str | None

    @abstractmethod
    def _write(self) -> AbstractContextManager[sqlite3.Connection]: ...

    @abstractmethod
    def _errors(self) -> AbstractContextManager[None]: ...

    def kept_answer(self, name: str, made_for: str) -> str | None:
        """The answer kept as ``name`` if it was made for ``made_for`` (the key of all it
        was made from) and is as this tool kept it (its checksum holds); else None."""
        with self._errors():
            row = self._conn.execute(
                "SELECT CAST(checksum AS TEXT), CAST(answer AS TEXT) FROM kept_answers"
                " WHERE name = ? AND made_for = ?",
                (name, made_for),
            ).fetchone()
        if row is None or row[0] != _checksum(str(row[1])):
            return None
        return str(row[1])

    def keep_answer(self, name: str, made_for: str, answer: str) -> None:
        """Keep ``answer`` as ``name``, made for ``made_for``, in a transaction of its own.
        Answers are made from the logs, so of two processes keeping one at once the last
        stands, and either is right. Where the database cannot be written, nothing is kept."""
        if self.read_only is not None:
            return
        with self._write() as conn:
            conn.execute(
                "INSERT INTO kept_answers (name, made_for, checksum, answer) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (name) DO UPDATE SET made_for = excluded.made_for,"
                " checksum = excluded.checksum, answer = excluded.answer",
                (name, made_for, _checksum(answer), answer),
            )

    def finished_changes(self) -> int | None:
        """A number that moves whenever what the finished games say changes (a finished
        game's entry, a game finished or its end taken back, a game deleted or restored:
        see schema step 6), for a key of an answer made from them that costs one row to
        read. None where it is not a number (changed by another program)."""
        with self._errors():
            row = self._conn.execute(
                "SELECT changes FROM finished_changes WHERE typeof(changes) = 'integer'"
            ).fetchone()
        return None if row is None else int(row[0])

    def in_progress(self, game_id: int) -> bool:
        """Whether the game's kept summary, made from its whole log, says it is not
        finished (False where none such is kept)."""
        with self._errors():
            row = self._conn.execute(
                "SELECT 1 FROM game_summaries AS s WHERE s.game_id = ?1"
                " AND s.event_count IS (SELECT max(seq) FROM events WHERE game_id = ?1)"
                f" AND {_SAYS_FINISHED} IS 0",
                (game_id,),
            ).fetchone()
        return row is not None

    def set_aside(self, setting: str) -> list[tuple[str | None, str, str]]:
        """What an older version kept of ``setting`` that could not be carried into its
        table, as (name, value, why), kept word for word."""
        with self._errors():
            rows = self._conn.execute(
                "SELECT CAST(name AS TEXT), CAST(value AS TEXT), CAST(why AS TEXT)"
                " FROM settings_set_aside WHERE setting = ? ORDER BY rowid",
                (setting,),
            ).fetchall()
        return [(name, str(value), str(why)) for name, value, why in rows]

    def summaries(self, game_ids: Sequence[int]) -> dict[int, tuple[int | None, str]]:
        """The kept summaries of those games: game id -> (length of the log it was made
        from, summary), as kept: derived data another program may have changed, so the
        length is None when it is not a whole number, and the summary may be anything."""
        query = f"SELECT game_id, {_LOG_LENGTH}, CAST(summary AS TEXT) FROM game_summaries"
        with self._errors():
            if len(game_ids) <= _FEW:
                marks = ", ".join("?" * len(game_ids))
                rows = self._conn.execute(f"{query} WHERE game_id IN ({marks})", game_ids)
            else:  # most games: reading them all is faster than naming them
                rows = self._conn.execute(query)
            wanted = set(game_ids)
            return {
                int(game_id): (count, str(text))
                for game_id, count, text in rows.fetchall()
                if game_id in wanted
            }

    def keep_summaries(self, made: dict[int, tuple[int, str]]) -> None:
        """Keep summaries made from logs of the given lengths, replacing older ones; in a
        database that cannot be written, they are only used, made anew next time."""
        if not made or self.read_only is not None:
            return
        # One statement for them all, in one transaction: the first ``stats`` after an
        # upgrade keeps every game's.
        rows = [(game_id, count, text) for game_id, (count, text) in made.items()]
        with self._write() as conn:
            conn.executemany(_KEEP_SUMMARY, rows)

    def stale_rulings(self, kept_format: int, *, whole: bool = True) -> list[int]:
        """The games (deleted ones too) whose rulings are not kept in ``kept_format`` for
        their whole log: none kept (a database of an older schema, a game whose last entry
        could not be scored, a game written by another program), or, unless ``whole`` is
        false, kept for a log that has grown since (which only another program can make:
        every entry of this one keeps them). Looking at each log's length is the slow part."""
        if whole:
            query = (
                "SELECT g.id FROM games AS g LEFT JOIN game_rulings AS m ON m.game_id = g.id"
                f" WHERE NOT {_RULINGS_CURRENT} OR m.game_id IS NULL ORDER BY g.id"
            )
        else:
            query = (
                "SELECT id FROM games"
                " WHERE id NOT IN (SELECT game_id FROM game_rulings WHERE format IS ?1)"
                " ORDER BY id"
            )
        with self._errors():
            rows = self._conn.execute(query, (kept_format,)).fetchall()
        return [game_id for (game_id,) in rows]

    def keep_rulings(self, made: Mapping[int, tuple[int, KeptRulings]]) -> None:
        """Keep rulings made from logs of the given lengths, each game's only if its log
        is still that long (another process may have added to it, and kept its own);
        where the database cannot be written, nothing is kept."""
        if not made or self.read_only is not None:
            return
        with self._write() as conn:
            for game_id, (count, rulings) in made.items():
                last = conn.execute(
                    "SELECT max(seq) FROM events WHERE game_id = ?", (game_id,)
                ).fetchone()[0]
                if last == count:
                    self._keep_rulings(conn, game_id, count, rulings)

    @staticmethod
    def _keep_rulings(
        conn: sqlite3.Connection, game_id: int, count: int, rulings: KeptRulings
    ) -> None:
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

    @staticmethod
    def _forget_rulings(conn: sqlite3.Connection, game_id: int) -> None:
        """The game's rulings are not kept for its log any longer (its last entry could
        not be scored): they are made from the log, and its fault named, when next read."""
        conn.execute("DELETE FROM game_rulings WHERE game_id = ?", (game_id,))

    @staticmethod
    def _keep_summary(conn: sqlite3.Connection, game_id: int, count: int, text: str) -> None:
        """Keep ``text`` as the summary of the game's first ``count`` events, unless one of
        a longer log is kept already (another process made it while this one read); a
        kept length that is not one of the log's (changed by hand) is replaced."""
        conn.execute(_KEEP_SUMMARY, (game_id, count, text))


def _checksum(text: str) -> str:
    import hashlib  # not on the path of check, which keeps no answer

    return hashlib.sha256(text.encode()).hexdigest()
