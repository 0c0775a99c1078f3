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


def past_game_keys(conn: sqlite3.Connection, kind: str) -> dict[str, int]:
    """The key of each past game kept (of entry ``kind``, not deleted: its tag) -> its
    id."""
    rows = conn.execute(
        "SELECT e.game_id, e.tag FROM events AS e JOIN games AS g ON g.id = e.game_id"
        " WHERE e.seq = 1 AND e.kind = ? AND g.deleted_at IS NULL",
        (kind,),
    ).fetchall()
    return {key: game_id for game_id, key in rows if key}


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
