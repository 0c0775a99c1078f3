"""What the store keeps beside the event logs, never in them: each game's summary and its
rulings, written in the transaction of each of its entries, and an answer stored for a
question asked often.

A summary or rulings are tagged with the length of the log they were made from, so one
of an older log is never used: it is made again from the log when next read. A stored
answer is read only for what it was made from, and only as it was stored.
"""

from __future__ import annotations

import hashlib
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
# The length of the log a kept summary was made from; NULL if it is not a whole number.
_LOG_LENGTH = "CASE WHEN typeof(event_count) = 'integer' THEN event_count END"
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


class SummaryRow(NamedTuple):
    """A kept summary as read back: derived data another program may have changed, so
    the length of the log it was made from is None when it is not a whole number, and
    the text may be anything."""

    event_count: int | None
    finished: bool
    text: str


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

    def stored_answer(self, question: str, made_from: str) -> str | None:
        """The answer stored for ``question``, if it was made from ``made_from`` (all it
        was worked out from, as text) and is as it was stored; else None."""
        with self._errors():
            row = self._conn.execute(
                "SELECT CAST(made_from AS TEXT), CAST(answer AS TEXT) FROM stored_answers"
                " WHERE question = ?",
                (question,),
            ).fetchone()
        if row is None or row[0] != _fingerprint(made_from, str(row[1])):
            return None
        return str(row[1])

    def store_answer(self, question: str, made_from: str, answer: str) -> None:
        """Store ``answer`` to ``question``, made from ``made_from``, in place of the one
        stored before, in a transaction of its own: of two processes storing one at
        once the last stands, and either is right. Where the database cannot be
        written, nothing is stored."""
        if self.read_only is not None:
            return
        with self._write() as conn:
            conn.execute(
                "INSERT INTO stored_answers (question, made_from, answer) VALUES (?, ?, ?)"
                " ON CONFLICT (question) DO UPDATE SET made_from = excluded.made_from,"
                " answer = excluded.answer",
                (question, _fingerprint(made_from, answer), answer),
            )

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

    def summaries(self, game_ids: Sequence[int]) -> dict[int, SummaryRow]:
        """The kept summaries of those games, by game id, as kept."""
        query = (
            f"SELECT game_id, {_LOG_LENGTH}, finished IS 1, CAST(summary AS TEXT)"
            " FROM game_summaries"
        )
        with self._errors():
            if len(game_ids) <= _FEW:
                marks = ", ".join("?" * len(game_ids))
                rows = self._conn.execute(f"{query} WHERE game_id IN ({marks})", game_ids)
            else:  # most games: reading them all is faster than naming them
                rows = self._conn.execute(query)
            wanted = set(game_ids)
            return {
                int(game_id): SummaryRow(count, bool(finished), str(text))
                for game_id, count, finished, text in rows.fetchall()
                if game_id in wanted
            }

    def keep_summaries(self, made: Mapping[int, tuple[int, KeptSummary]]) -> None:
        """Keep summaries made from logs of the given lengths, replacing older ones; in a
        database that cannot be written, they are only used, made anew next time."""
        if not made or self.read_only is not None:
            return
        # One statement for them all, in one transaction: the first ``stats`` after an
        # upgrade keeps every game's.
        rows = [(game_id, count, *summary) for game_id, (count, summary) in made.items()]
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
    def _keep_summary(
        conn: sqlite3.Connection, game_id: int, count: int, summary: KeptSummary
    ) -> None:
        """Keep ``summary`` as that of the game's first ``count`` events, unless one of a
        longer log is kept already (another process made it while this one read); a kept
        length that is not one of the log's (changed by hand) is replaced."""
        conn.execute(_KEEP_SUMMARY, (game_id, count, *summary))


def _fingerprint(made_from: str, answer: str) -> str:
    """What a stored answer is kept under: the SHA-256 of what it was made from and of
    the answer, so that a change to either (by another program, say) is seen."""
    return hashlib.sha256(f"{made_from}\0{answer}".encode()).hexdigest()
