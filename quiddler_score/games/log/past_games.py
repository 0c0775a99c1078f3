"""Games played before they were kept here: a whole game written at once, in the
transaction of a layer above, with its summary.

Written in the connection of a :class:`~quiddler_score.games.log.store.Store`'s
``writing()``. A past game's log is its one entry, tagged with the key that tells the
same game brought in twice; the games row keeps the time it was played, so that stats
and ratings take it in its place among the others.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from quiddler_score.games.log.store import (
    KeptSummary,
    Store,
    encode_entry,
    insert_entry,
    write_summaries,
)


def finished_games(
    conn: sqlite3.Connection, first_kind: str, also: int | None = None
) -> list[tuple[int, str, str, str | None]]:
    """Each game not deleted (and game ``also``, deleted or not) whose kept summary says
    it is finished: its id, its start, its summary's text and, where its first entry is
    of ``first_kind``, that entry's payload as kept (else None)."""
    rows = conn.execute(
        "SELECT g.id, CAST(g.created_at AS TEXT), CAST(s.summary AS TEXT), e.payload"
        " FROM games AS g JOIN game_summaries AS s ON s.game_id = g.id"
        " LEFT JOIN events AS e ON e.game_id = g.id AND e.seq = 1 AND e.kind = ?"
        " WHERE s.finished AND (g.deleted_at IS NULL OR g.id = ?) ORDER BY g.id",
        (first_kind, also),
    ).fetchall()
    return [(game_id, at or "", text or "", payload) for game_id, at, text, payload in rows]


def add_past_game(
    store: Store,
    conn: sqlite3.Connection,
    name: str,
    played_at: str,
    entry: tuple[str, Mapping[str, Any]],
    summary: KeptSummary,
    key: str | None,
) -> int:
    """Write a game played at ``played_at`` (UTC ISO 8601) whose whole log is
    ``entry``, tagged ``key`` and logged at the time by ``store``'s clock, and its
    summary, in the caller's transaction ``conn`` of ``store``; return its id. It is
    not made the current game."""
    kind, payload = entry
    encoded = encode_entry(kind, payload)
    game_id = conn.execute(
        "INSERT INTO games (name, created_at) VALUES (?, ?)", (name, played_at)
    ).lastrowid
    assert game_id is not None
    insert_entry(conn, (game_id, 1, kind, encoded, store.now(), key))
    write_summaries(conn, {game_id: (1, summary)})
    return game_id
