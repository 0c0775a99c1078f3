"""What the store keeps beside the event logs, read or kept apart from an entry: each
game's summary and rulings (an entry writes them in its own transaction, through the
store), and an answer stored for a question asked often.

A summary or rulings are tagged with the length of the log they were made from, so one
of an older log is never used: it is made again from the log when next read. A stored
answer is read only for what it was made from, and only as it was stored.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from quiddler_score.games.log.store import (
    KeptSummary,
    RulingRows,
    Store,
    write_rulings,
    write_summaries,
)

# The length of the log a kept summary was made from; NULL if it is not a whole number.
_LOG_LENGTH = "CASE WHEN typeof(event_count) = 'integer' THEN event_count END"


class SummaryRow(NamedTuple):
    """A kept summary as read back: derived data another program may have changed, so
    the length of the log it was made from is None when it is not a whole number, and
    the text may be anything."""

    event_count: int | None
    finished: bool
    text: str


def stored_answer(store: Store, question: str, made_from: str) -> str | None:
    """The answer stored for ``question``, if it was made from ``made_from`` (all it
    was worked out from, as text) and is as it was stored; else None."""
    with store.reading() as conn:
        row = conn.execute(
            "SELECT CAST(made_from AS TEXT), CAST(answer AS TEXT) FROM stored_answers"
            " WHERE question = ?",
            (question,),
        ).fetchone()
    if row is None or row[0] != _fingerprint(made_from, str(row[1])):
        return None
    return str(row[1])


def store_answer(store: Store, question: str, made_from: str, answer: str, *, read_at: int) -> None:
    """Store ``answer`` to ``question``, made from ``made_from``, in place of the one
    stored before, in a transaction of its own: of two processes storing one at
    once the last stands, and either is right. ``read_at`` is the store's
    :meth:`~Store.data_version` when reading for the answer began: if another process
    has written since, the answer may not be what ``made_from`` says, and nothing is
    stored (decided under the write lock). Where the database cannot be written,
    nothing is stored."""
    if store.read_only is not None:
        return
    with store.writing() as conn:
        if store.data_version() != read_at:
            return
        conn.execute(
            "INSERT INTO stored_answers (question, made_from, answer) VALUES (?, ?, ?)"
            " ON CONFLICT (question) DO UPDATE SET made_from = excluded.made_from,"
            " answer = excluded.answer",
            (question, _fingerprint(made_from, answer), answer),
        )


def finished_logs(store: Store) -> dict[int, int]:
    """The games whose kept summary says they are finished, each with the length of the
    log it was made from: a game whose log is longer now may not be finished."""
    with store.reading() as conn:
        rows = conn.execute(
            f"SELECT game_id, {_LOG_LENGTH} FROM game_summaries WHERE finished IS 1"
        ).fetchall()
    return {int(game_id): count for game_id, count in rows if count is not None}


def set_aside(store: Store, setting: str) -> list[tuple[str | None, str, str]]:
    """What an older version kept of ``setting`` that could not be carried into its
    table, as (name, value, why), kept word for word."""
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT CAST(name AS TEXT), CAST(value AS TEXT), CAST(why AS TEXT)"
            " FROM settings_set_aside WHERE setting = ? ORDER BY rowid",
            (setting,),
        ).fetchall()
    return [(name, str(value), str(why)) for name, value, why in rows]


def summaries(store: Store, game_ids: Sequence[int]) -> dict[int, SummaryRow]:
    """The kept summaries of those games, by game id, as kept."""
    with store.reading() as conn:
        rows = conn.execute(
            f"SELECT game_id, {_LOG_LENGTH}, finished IS 1, CAST(summary AS TEXT)"
            " FROM game_summaries WHERE game_id IN (SELECT value FROM json_each(?))",
            (json.dumps(list(game_ids)),),
        ).fetchall()
    return {
        int(game_id): SummaryRow(count, bool(finished), str(text))
        for game_id, count, finished, text in rows
    }


def keep_summaries(store: Store, made: Mapping[int, tuple[int, KeptSummary]]) -> None:
    """Keep summaries made from logs of the given lengths, replacing older ones; in a
    database that cannot be written, they are only used, made anew next time."""
    if not made or store.read_only is not None:
        return
    # In one transaction: the first ``stats`` after an upgrade keeps every game's.
    with store.writing() as conn:
        write_summaries(conn, made)


def stale_rulings(store: Store, kept_format: int) -> list[int]:
    """The games (deleted ones too) whose rulings are not kept in ``kept_format`` for
    their whole log: none kept (a database of an older schema, a game whose last entry
    could not be scored, a game written by another program), or kept for a log that has
    grown since (which only another program can make: every entry of this one keeps
    them)."""
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT g.id FROM games AS g LEFT JOIN game_rulings AS m ON m.game_id = g.id"
            " WHERE NOT (m.format IS ?1 AND m.event_count IS"
            " (SELECT max(seq) FROM events WHERE game_id = g.id)) ORDER BY g.id",
            (kept_format,),
        ).fetchall()
    return [game_id for (game_id,) in rows]


def keep_rulings(store: Store, made: Mapping[int, tuple[int, RulingRows]]) -> None:
    """Keep rulings made from logs of the given lengths, each game's only if its log
    is still that long (another process may have added to it, and kept its own);
    where the database cannot be written, nothing is kept."""
    if not made or store.read_only is not None:
        return
    with store.writing() as conn:
        for game_id, (count, rulings) in made.items():
            last = conn.execute(
                "SELECT max(seq) FROM events WHERE game_id = ?", (game_id,)
            ).fetchone()[0]
            if last == count:
                write_rulings(conn, game_id, count, rulings)


def _fingerprint(made_from: str, answer: str) -> str:
    """What a stored answer is kept under: all it was made from, compared whole, after the
    CRC-32 of the answer, so that a change to either (by another program, say) is seen.
    (zlib loads in under a millisecond; hashlib's OpenSSL cost ``board`` 4 to 7 ms.)"""
    return f"{zlib.crc32(answer.encode()):08x} {made_from}"
