"""What the store keeps beside the event logs, never in them.

Settings (such as which names are one person) are small values by key; game summaries
are derived from a game's log and kept only to answer ``stats`` fast: each is tagged
with the length of the log it was made from, so a summary of an older log is never used.
"""

from __future__ import annotations

import sqlite3
from abc import abstractmethod
from contextlib import AbstractContextManager


class DerivedData:
    """Mixed into :class:`~quiddler_score.games.store.Store`, whose connection it uses."""

    _conn: sqlite3.Connection

    @abstractmethod
    def _write(self) -> AbstractContextManager[sqlite3.Connection]: ...

    @abstractmethod
    def _errors(self) -> AbstractContextManager[None]: ...

    def setting(self, key: str) -> str | None:
        """A stored setting's value, or None."""
        with self._errors():
            row = self._conn.execute("SELECT value FROM state WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_setting(self, key: str, value: str | None) -> None:
        """Store a setting (None removes it), in a transaction of its own."""
        with self._write() as conn:
            if value is None:
                conn.execute("DELETE FROM state WHERE key = ?", (key,))
            else:
                conn.execute(
                    "INSERT INTO state (key, value) VALUES (?, ?)"
                    " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, value),
                )

    def summaries(self) -> dict[int, tuple[int, str]]:
        """Every kept summary: game id -> (length of the log it was made from, summary)."""
        with self._errors():
            rows = self._conn.execute(
                "SELECT game_id, event_count, summary FROM game_summaries"
            ).fetchall()
        return {int(game_id): (int(count), str(text)) for game_id, count, text in rows}

    def keep_summaries(self, made: dict[int, tuple[int, str]]) -> None:
        """Keep summaries made from logs of the given lengths, replacing older ones."""
        if not made:
            return
        with self._write() as conn:
            conn.executemany(
                "INSERT INTO game_summaries (game_id, event_count, summary) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET event_count = excluded.event_count,"
                " summary = excluded.summary",
                [(game_id, count, text) for game_id, (count, text) in made.items()],
            )
